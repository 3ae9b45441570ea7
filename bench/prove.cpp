// bench --prove: La poursuite infernale's single round solved by the dedicated solver
// (src/games/poursuite/solver.h), and the growth of its work with the free squares.
//
//   bench --prove ID [--after JUMPS] [--table-bits B] [--nodes N] [--slice M]
//                [--results FILE]
//       ID: poursuite-6x6-single, poursuite-7x7-single, poursuite-8x8-single: the round's
//       value from the start (or after JUMPS, e.g. "b3 f7 c5"), the nodes and the time; with
//       --slice, solved in slices of M nodes with a
//       line after each (the table keeps the work: what the page does); with --results, three rows
//       (value, nodes, seconds) appended to FILE (bench/results/solve.tsv)
//   bench --prove-growth SIZE [--samples K] [--jumps A-B] [--nodes N] [--table-bits B]
//       positions of the SIZE board after A..B random jumps (the pursued never jumps where it is
//       caught), K each, each solved with a cleared table: by jumps, how many were solved
//       within N nodes, their mean and largest node counts and mean CPU time; with --results,
//       four rows a number of jumps appended to FILE
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>
#include <string_view>
#include <vector>

#include "core/rng.h"
#include "games/poursuite/rules.h"
#include "games/poursuite/solver.h"

namespace marbles {
namespace {

using poursuite::Game;
using poursuite::Solver;
using poursuite::State;

double now() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

struct ProveOptions {
  std::string id;
  std::string after;
  std::string results;
  int table_bits = 24;
  long long nodes = 1LL << 50;
  long long slice = 1LL << 50;
  int size = 8;
  int samples = 20;
  int jumps_from = 20;
  int jumps_to = 30;
  std::uint64_t seed = 1;
};

std::string run_text(const char* command) {
  std::string out;
  if (FILE* f = popen(command, "r")) {
    char buf[256];
    while (std::fgets(buf, sizeof buf, f) != nullptr) {
      out += buf;
    }
    pclose(f);
  }
  while (!out.empty() && (out.back() == '\n' || out.back() == '\r')) {
    out.pop_back();
  }
  return out;
}

struct Row {
  std::string name;
  std::string value;
  std::string unit;
};

// Rows in the columns of bench/results/*.tsv (scripts/bench-results), no calibration: measure
// "solve/native/<what>/<row name>".
void append_rows(const std::string& file, const std::string& what, const std::vector<Row>& rows,
                 double cpu_share) {
  FILE* f = std::fopen(file.c_str(), "a");
  if (f == nullptr) {
    std::fprintf(stderr, "bench: cannot write %s\n", file.c_str());
    return;
  }
  if (std::ftell(f) == 0) {  // a new file: the header
    std::fprintf(f,
                 "date\tcommit\tmachine\tload\tcpu_share\tcalibration_ns\tmeasure\tvalue\t"
                 "calibrated\tunit\n");
  }
  char date[32];
  const std::time_t t = std::time(nullptr);
  std::strftime(date, sizeof date, "%Y-%m-%dT%H:%MZ", std::gmtime(&t));
  const std::string commit =
      run_text("git rev-parse --short=10 HEAD") +
      (run_text("git status --porcelain --untracked-files=no").empty() ? "" : "+dirty");
  const std::string machine = run_text("grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //'") +
                              ", " + run_text("nproc") + " cores";
  const std::string load = run_text("cut -d' ' -f1 /proc/loadavg");
  char share[32];
  std::snprintf(share, sizeof share, "%.3f", cpu_share);
  for (const Row& r : rows) {
    std::fprintf(f, "%s\t%s\t%s\t%s\t%s\t\tsolve/native/%s/%s\t%s\t\t%s\n", date, commit.c_str(),
                 machine.c_str(), load.c_str(), share, what.c_str(), r.name.c_str(),
                 r.value.c_str(), r.unit.c_str());
  }
  std::fclose(f);
}

const char* role_value_text(int v) {
  return v > 0 ? "the pursued wins" : v < 0 ? "the pursuer wins" : "a draw";
}

int prove(const ProveOptions& o) {
  poursuite::Variant v;
  v.single = true;
  v.size = o.id.find("6x6") != std::string::npos   ? 6
           : o.id.find("7x7") != std::string::npos ? 7
                                                   : 8;
  State s = Game::initial(v);
  std::size_t at = 0;
  while (at < o.after.size()) {
    const std::size_t end = std::min(o.after.find(' ', at), o.after.size());
    const std::string_view word = std::string_view(o.after).substr(at, end - at);
    at = end + 1;
    if (word.empty()) {
      continue;
    }
    const Result<Action> a = Game::parse_action(s, word);
    if (!a.ok() || s.over) {
      std::fprintf(stderr, "bench: not a legal jump here: %.*s\n", static_cast<int>(word.size()),
                   word.data());
      return 2;
    }
    Game::apply(s, *a);
  }
  if (s.over) {
    std::fprintf(stderr, "bench: the round is over\n");
    return 2;
  }
  Solver solver(o.table_bits);
  const double t0 = now();
  const std::clock_t c0 = std::clock();
  // In slices of --slice nodes (the table keeps the work), a line on each.
  long long total = 0;
  int value = Solver::kUnknown;
  while (value == Solver::kUnknown && total < o.nodes) {
    value = solver.solve(s, std::min(o.slice, o.nodes - total));
    total += solver.nodes();
    if (value == Solver::kUnknown) {
      std::printf("  %lld nodes, %.0f s: unknown\n", total, now() - t0);
      std::fflush(stdout);
    }
  }
  const double dt = now() - t0;
  const double cpu = static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC;
  const int pursued_value = s.mover == poursuite::kPursued ? value : -value;
  std::printf("prove %s%s%s: %s, %lld nodes, %.1f s (%.2f M nodes/s), table %zu MB\n", o.id.c_str(),
              o.after.empty() ? "" : " after ", o.after.c_str(),
              value == Solver::kUnknown ? "unknown (node limit)" : role_value_text(pursued_value),
              total, dt, static_cast<double>(total) / std::max(dt, 1e-9) / 1e6,
              solver.table_bytes() >> 20);
  if (value != Solver::kUnknown && !o.results.empty()) {
    char seconds[32];
    std::snprintf(seconds, sizeof seconds, "%.2f", dt);
    char cpu_seconds[32];
    std::snprintf(cpu_seconds, sizeof cpu_seconds, "%.2f", cpu);
    append_rows(
        o.results, o.id + (o.after.empty() ? "" : " after " + o.after),
        {{"value", std::to_string(pursued_value), "for the pursued (+1 wins, 0 draw, -1 loses)"},
         {"nodes", std::to_string(total),
          "nodes (table of 2^" + std::to_string(o.table_bits) + " entries)"},
         {"seconds", seconds, "seconds"},
         {"cpu-seconds", cpu_seconds, "CPU seconds"}},
        dt > 0 ? cpu / dt : 1);
  }
  return 0;
}

// A position `jumps` random jumps into the round, or one already decided.
State random_position(int size, int jumps, Rng& rng) {
  poursuite::Variant v;
  v.single = true;
  v.size = static_cast<std::uint8_t>(size);
  State s = Game::initial(v);
  for (int j = 0; j < jumps && !s.over; ++j) {
    Game::Actions actions;
    Game::legal_actions(s, actions);
    Game::Actions safe;
    for (Action a : actions) {
      if (s.mover == poursuite::kPursuer ||
          (poursuite::knight_attacks(s.knight[poursuite::kPursuer]) >> a & 1) == 0) {
        safe.push(a);
      }
    }
    const Game::Actions& from = safe.size() > 0 ? safe : actions;
    Game::apply(s, from[static_cast<int>(rng.below(static_cast<std::uint32_t>(from.size())))]);
  }
  return s;
}

int growth(const ProveOptions& o) {
  Rng rng(o.seed);
  Solver solver(o.table_bits);
  std::printf("jumps free  solved  mean nodes  max nodes  mean cpu s  pursued +/0/-\n");
  for (int j = o.jumps_from; j <= o.jumps_to; ++j) {
    int solved = 0;
    int tried = 0;
    int outcome[3] = {0, 0, 0};
    double nodes = 0;
    double seconds = 0;
    long long most = 0;
    for (int attempt = 0; tried < o.samples && attempt < o.samples * 20; ++attempt) {
      const State s = random_position(o.size, j, rng);
      if (s.over) {
        continue;
      }
      ++tried;
      solver.clear();
      const std::clock_t c0 = std::clock();
      const int v = solver.solve(s, o.nodes);
      seconds += static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC;
      if (v == Solver::kUnknown) {
        continue;
      }
      ++solved;
      nodes += static_cast<double>(solver.nodes());
      most = std::max<long long>(most, solver.nodes());
      ++outcome[1 - (s.mover == poursuite::kPursued ? v : -v)];
    }
    std::printf("%5d %4d %4d/%-3d %11.0f %10lld %11.3f  %d/%d/%d\n", j, o.size * o.size - 2 - j,
                solved, tried, solved > 0 ? nodes / solved : 0, most,
                tried > 0 ? seconds / tried : 0, outcome[0], outcome[1], outcome[2]);
    std::fflush(stdout);
    if (!o.results.empty()) {
      char mean[32];
      std::snprintf(mean, sizeof mean, "%.0f", solved > 0 ? nodes / solved : 0);
      char cpu[32];
      std::snprintf(cpu, sizeof cpu, "%.3f", tried > 0 ? seconds / tried : 0);
      const std::string of = " of " + std::to_string(tried) + " positions";
      append_rows(o.results,
                  "poursuite-" + std::to_string(o.size) + "x" + std::to_string(o.size) +
                      "-single random positions after " + std::to_string(j) + " jumps",
                  {{"solved", std::to_string(solved),
                    "solved" + of + " within " + std::to_string(o.nodes) + " nodes each"},
                   {"mean-nodes", mean, "nodes (mean of the solved)"},
                   {"max-nodes", std::to_string(most), "nodes (most of the solved)"},
                   {"mean-cpu-seconds", cpu, "CPU seconds (mean" + of + ")"}},
                  1);
    }
  }
  return 0;
}

}  // namespace
int prove_main(int argc, char** argv) {
  ProveOptions o;
  bool grow = false;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    const bool more = i + 1 < argc;
    if (arg == "--prove" && more) {
      o.id = argv[++i];
    } else if (arg == "--prove-growth" && more) {
      grow = true;
      o.size = std::atoi(argv[++i]);
    } else if (arg == "--after" && more) {
      o.after = argv[++i];
    } else if (arg == "--results" && more) {
      o.results = argv[++i];
    } else if (arg == "--table-bits" && more) {
      o.table_bits = std::clamp(std::atoi(argv[++i]), 4, 32);
    } else if (arg == "--nodes" && more) {
      o.nodes = std::atoll(argv[++i]);
    } else if (arg == "--slice" && more) {
      o.slice = std::atoll(argv[++i]);
    } else if (arg == "--samples" && more) {
      o.samples = std::atoi(argv[++i]);
    } else if (arg == "--seed" && more) {
      o.seed = std::strtoull(argv[++i], nullptr, 10);
    } else if (arg == "--jumps" && more) {
      const std::string range = argv[++i];
      o.jumps_from = std::atoi(range.c_str());
      const std::size_t dash = range.find('-');
      o.jumps_to = dash == std::string::npos ? o.jumps_from : std::atoi(range.c_str() + dash + 1);
    } else {
      std::fprintf(stderr,
                   "usage: bench --prove poursuite-6x6-single|poursuite-7x7-single|"
                   "poursuite-8x8-single [--after JUMPS] [--table-bits B] [--nodes N] "
                   "[--slice M] [--results FILE]\n"
                   "       bench --prove-growth SIZE [--samples K] [--jumps A-B] [--nodes N] "
                   "[--table-bits B] [--seed S] [--results FILE]\n");
      return 2;
    }
  }
  return grow ? growth(o) : prove(o);
}

}  // namespace marbles
