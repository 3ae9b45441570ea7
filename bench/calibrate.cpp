// The calibration loop run beside every measurement of scripts/bench-results: a fixed chain
// of integer operations (xorshift and a multiply, each step needing the one before), timed in
// the process's CPU time and on the steady clock. Its CPU nanoseconds a step say how fast this
// machine computes, whatever share of it other processes take, so figures measured on
// different days or machines compare once scaled by it (docs/PERFORMANCE.md).
//
//   calibrate                    15 runs of 2^21 steps (about 0.1 s on an idle machine)
//   calibrate --runs K --steps N
//
// Prints one line: "calibrate: C ns/step cpu, W wall, B best wall, K runs of N steps": C over
// the CPU time of all runs, W over their wall-clock time, B the least disturbed run.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string_view>

namespace {

// The loop itself: the result depends on every step, so no compiler can drop or shorten it.
std::uint64_t chain(std::uint64_t x, long long steps) {
  for (long long i = 0; i < steps; ++i) {
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    x = x * 0x9E3779B97F4A7C15ULL + static_cast<std::uint64_t>(i);
  }
  return x;
}

}  // namespace

int main(int argc, char** argv) {
  int runs = 15;
  long long steps = 1LL << 21;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--runs" && i + 1 < argc) {
      runs = std::max(1, std::atoi(argv[++i]));
    } else if (arg == "--steps" && i + 1 < argc) {
      steps = std::max(1LL, std::atoll(argv[++i]));
    } else {
      std::fprintf(stderr, "usage: calibrate [--runs K] [--steps N]\n");
      return 2;
    }
  }
  std::uint64_t x = 0x243F6A8885A308D3ULL;
  double total = 0;
  double best = 1e30;
  const std::clock_t cpu0 = std::clock();
  for (int r = 0; r < runs; ++r) {
    const auto t0 = std::chrono::steady_clock::now();
    x = chain(x, steps);
    const double dt = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    total += dt;
    best = std::min(best, dt);
  }
  const double cpu = static_cast<double>(std::clock() - cpu0) / CLOCKS_PER_SEC;
  const double per_step = 1e9 / static_cast<double>(steps);
  std::printf(
      "calibrate: %.4f ns/step cpu, %.4f wall, %.4f best wall, %d runs of %lld steps (check "
      "%016llx)\n",
      cpu / runs * per_step, total / runs * per_step, best * per_step, runs, steps,
      static_cast<unsigned long long>(x));
  return 0;
}
