// Seeded random numbers, identical natively and in WASM: SplitMix64 with our own range
// reduction. Never the standard distributions (they differ between libstdc++ and libc++),
// never the clock inside the engine.
#pragma once

#include <cstddef>
#include <cstdint>
#include <type_traits>

namespace marbles {

class Rng {
 public:
  explicit Rng(std::uint64_t seed = 0x9E3779B97F4A7C15ULL) : state_(seed) {}

  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }

  // Uniform integer in [0, n), n > 0. Lemire's multiply-shift with rejection: unbiased.
  std::uint32_t below(std::uint32_t n) {
    std::uint64_t m = static_cast<std::uint64_t>(next32()) * n;
    auto low = static_cast<std::uint32_t>(m);
    if (low < n) {
      const std::uint32_t threshold = (0u - n) % n;
      while (low < threshold) {
        m = static_cast<std::uint64_t>(next32()) * n;
        low = static_cast<std::uint32_t>(m);
      }
    }
    return static_cast<std::uint32_t>(m >> 32);
  }

  // Picks an index with probability weight[i] / sum(weights).
  template <class Weights>
  int weighted(const Weights& weights, int count) {
    std::uint32_t total = 0;
    for (int i = 0; i < count; ++i) {
      total += static_cast<std::uint32_t>(weights[i]);
    }
    std::uint32_t r = below(total);
    for (int i = 0; i < count; ++i) {
      const auto w = static_cast<std::uint32_t>(weights[i]);
      if (r < w) {
        return i;
      }
      r -= w;
    }
    return count - 1;
  }

  std::uint64_t state() const { return state_; }
  void set_state(std::uint64_t s) { state_ = s; }

 private:
  std::uint32_t next32() { return static_cast<std::uint32_t>(next() >> 32); }
  std::uint64_t state_;
};

// n keys from `rng`, in order; out of line: each table is filled once, and inlined and unrolled
// at every table its loop cost the page kilobytes.
[[gnu::noinline]] inline void fill_key_run(std::uint64_t* keys, std::size_t n, Rng& rng) {
  for (std::size_t i = 0; i < n; ++i) {
    keys[i] = rng.next();
  }
}

// Fills a table of 64-bit keys (a key, or an array of them, nested) from `rng`, in order (an
// array's keys lie in memory in that order): the games' Zobrist tables.
template <class T>
void fill_keys(T& keys, Rng& rng) {
  static_assert(sizeof(T) % sizeof(std::uint64_t) == 0 && std::is_trivially_copyable_v<T>);
  fill_key_run(reinterpret_cast<std::uint64_t*>(&keys), sizeof(T) / sizeof(std::uint64_t), rng);
}

}  // namespace marbles
