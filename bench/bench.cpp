// Benchmarks: random playouts per second for each game, natively or as WASM under node,
// and the self-play signature that must be equal natively and in WASM.
//
//   bench                   playouts for every game, about 3 s each
//   bench --seconds S       time per game
//   bench --game ID         one game only (an id of the game list, src/games/list.h)
//   bench --signature       one line per game: a hash of 300 seeded random games
//   bench --ai-signature    the searches' choices along seeded games, hashed: equal natively
//                           and in WASM
//   bench --search          search speed from the start (Wykersham: after the roll-off and a
//                           3-5): MCTS iterations/s (plain UCT, and the strong level's cut-off
//                           or playout policy where it has one), alpha-beta nodes/s; the best
//                           of S searches of one second each (--seconds S)
//   bench --match A B       A against B, --games N (sides alternate), one game --game ID
//                           [--variant V]; chance outcomes (dice) are drawn by weight from the
//                           game's seeded Rng, the players choose only at their moves; A, B:
//                           beginner, intermediate, strong, uct (plain UCT), cutK (UCT with K
//                           random actions then the evaluation), ab (alpha-beta); per move --time S
//                           (strong, uct, cutK, ab) or
//                           --iterations N (uct, cutK: playouts; ab: nodes)
//   bench --solve ID        poursuite-6x6, poursuite-6x6-single, poursuite-7x7[-single]: the
//                           value with perfect play (exact solver); poursuite-8x8[-single]:
//                           alpha-beta deepening for --seconds, each depth proven or not;
//                           poursuite-8x8[-single]-exact: the solver, --iterations node limit
//   bench --puzzles ID [--from SEED] [--dir D]  puzzles proved by search into
//                           assets/puzzles/ID.tsv (puzzles.cpp); --puzzles-check ID [--sample K]
//                           re-proves that file's puzzles (all, or about K)
//   bench --prove ID        the single round by the dedicated poursuite solver (bench/prove.cpp)
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "ai/agent.h"
#include "ai/alphabeta.h"
#include "ai/games.h"
#include "ai/mcts.h"
#include "ai/search.h"
#include "ai/solver.h"
#include "core/rules.h"
#include "games/list.h"
#include "puzzles.h"
#include "ui/messages.h"

namespace marbles {
int prove_main(int argc, char** argv);  // bench/prove.cpp
namespace {

struct Options {
  double seconds = 3.0;
  const char* game = nullptr;
  const char* variant = "";
  bool signature = false;
  bool ai_signature = false;
  bool search = false;
  const char* match[2] = {nullptr, nullptr};
  int games = 20;
  double time = 0;           // seconds per move in a match
  long long iterations = 0;  // work per move in a match
  std::uint64_t seed = 1;
  const char* solve = nullptr;
};

double steady_seconds(void*) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}
constexpr ai::Clock kSteadyClock{&steady_seconds, nullptr};

std::uint64_t fnv1a(std::uint64_t h, std::string_view text) {
  for (char c : text) {
    h ^= static_cast<unsigned char>(c);
    h *= 0x100000001B3ULL;
  }
  return h;
}

// Seeded random games through the generic list-based path; hashes every action and the
// final position text. Chance outcomes are drawn by weight (Rng::weighted) and hashed like
// actions. Any difference in rules, RNG or notation changes it.
template <Rules G>
std::uint64_t signature(const typename G::Variant& v) {
  std::uint64_t h = 0xCBF29CE484222325ULL;
  for (std::uint64_t seed = 1; seed <= 300; ++seed) {
    Rng rng(seed);
    typename G::State s = G::initial(v);
    while (!G::is_terminal(s)) {
      Action a = kNoAction;
      if (G::to_move(s) == kChance) {
        a = random_chance_action<G>(s, rng);
      } else {
        typename G::Actions actions;
        G::legal_actions(s, actions);
        a = actions[static_cast<int>(rng.below(static_cast<std::uint32_t>(actions.size())))];
      }
      h = fnv1a(h, G::action_text(s, a));
      G::apply(s, a);
    }
    h = fnv1a(h, G::position_text(s));
  }
  return h;
}

// The searches' choices along seeded random games (plain UCT, 200 iterations; the strong level,
// 2,000 units of work; chance outcomes drawn by weight): must be equal natively and in WASM,
// like the signature.
template <Rules G>
std::uint64_t ai_signature(const typename G::Variant& v) {
  std::uint64_t h = 0xCBF29CE484222325ULL;
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    Rng rng(seed);
    typename G::State s = G::initial(v);
    for (int ply = 0; ply < 80 && !G::is_terminal(s); ++ply) {
      if (ply % 7 == 0 && G::to_move(s) != kChance) {
        ai::Mcts<G> mcts;
        mcts.begin(s);
        mcts.think(ai::Budget::iterations(200));
        h = fnv1a(h, G::action_text(s, mcts.best_action()));
        h = fnv1a(h, std::to_string(mcts.stats().nodes));
        ai::Agent<G> strong(ai::Level::kStrong, seed);
        strong.begin(s);
        strong.think(ai::Budget::iterations(2000));
        const Action a = strong.best_action();
        h = fnv1a(h, G::action_text(s, a));
        // The same player's next decision of the turn, where a level keeps its tree (Wali's
        // capture, Wykersham's slide and second placement): the kept statistics count too.
        typename G::State next = s;
        G::apply(next, a);
        if (!G::is_terminal(next) && G::to_move(next) == G::to_move(s)) {
          strong.begin(next);
          h = fnv1a(h, std::to_string(strong.stats().nodes));
          strong.think(ai::Budget::iterations(1000));
          h = fnv1a(h, G::action_text(next, strong.best_action()));
        }
      }
      if (G::to_move(s) == kChance) {  // dice (Wykersham): drawn by weight
        G::apply(s, random_chance_action<G>(s, rng));
        continue;
      }
      G::apply(s, random_legal_action<G>(s, rng));
    }
  }
  return h;
}

template <Rules G>
void playouts(const char* label, const typename G::Variant& v, double seconds) {
  Rng rng(20261122);
  long long games = 0;
  long long plies = 0;
  const auto start = std::chrono::steady_clock::now();
  double elapsed = 0;
  do {
    for (int i = 0; i < 1000; ++i) {
      typename G::State s = G::initial(v);
      plies += random_playout<G>(s, rng);
    }
    games += 1000;
    elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  } while (elapsed < seconds);
  std::printf("%-16s %10.0f playouts/s %12.0f moves/s  mean length %.1f  (%lld games, %.1f s)\n",
              label, static_cast<double>(games) / elapsed, static_cast<double>(plies) / elapsed,
              static_cast<double>(plies) / static_cast<double>(games), games, elapsed);
}

// ---------------------------------------------------------------------------------------------
// Search speed

// Work per second of one search of `seconds` from the start: the best of `runs` fresh searches
// (the project machine is shared: the best run is the one least disturbed), and their median.
template <class Search, class State>
void search_rate(const char* label, const char* what, const char* unit, const State& start,
                 Search& search, double seconds, int runs, bool nodes) {
  std::vector<double> rates;
  ai::SearchStats last{};
  for (int r = 0; r < runs; ++r) {
    search.begin(start);
    const double t0 = steady_seconds(nullptr);
    search.think(ai::Budget::time(seconds, kSteadyClock));
    const double dt = steady_seconds(nullptr) - t0;
    last = search.stats();
    rates.push_back(static_cast<double>(nodes ? last.nodes : last.iterations) / dt);
  }
  std::sort(rates.begin(), rates.end());
  std::printf(
      "%-16s %-11s %10.0f %s (best of %d searches of %.1f s; median %.0f; nodes %lld, "
      "depth %d)\n",
      label, what, rates.back(), unit, runs, seconds, rates[rates.size() / 2],
      static_cast<long long>(last.nodes), last.depth);
}

// From `start`, which must be a decision: at a chance node there is nothing to search.
template <Rules G>
void search_speed(const char* label, const typename G::State& start, double seconds) {
  const int runs = std::max(1, static_cast<int>(seconds));
  {
    ai::Mcts<G> mcts;
    search_rate(label, "uct", "iterations/s", start, mcts, 1.0, runs, false);
  }
  if constexpr (ai::Tuning<G>::kCutoff > 0) {
    ai::MctsOptions o;
    o.cutoff = ai::Tuning<G>::kCutoff;
    ai::Mcts<G, ai::Evaluation<G>> mcts(o);
    const std::string what = "uct cut " + std::to_string(o.cutoff);
    search_rate(label, what.c_str(), "iterations/s", start, mcts, 1.0, runs, false);
  }
  if constexpr (requires { ai::Tuning<G>::kPolicy; }) {
    // The strong level's MCTS where it plays its random games by the game's policy (its
    // options but the tree kept within the turn, which one search from the start never uses).
    ai::MctsOptions o = ai::level_mcts_options<G>(ai::Level::kStrong);
    o.reuse = false;
    ai::Mcts<G, ai::Evaluation<G>, ai::tuning_transposes<G>()> mcts(o);
    search_rate(label, "uct policy", "iterations/s", start, mcts, 1.0, runs, false);
  }
  if (G::num_players(G::variant(start)) == 2) {
    ai::AlphaBeta<G, ai::Evaluation<G>> ab;
    search_rate(label, "alpha-beta", "nodes/s     ", start, ab, 1.0, runs, true);
  }
}

// ---------------------------------------------------------------------------------------------
// Matches

// One side of a match: a level, or a search with the match's budget per move.
template <Rules G>
class Player {
 public:
  using State = typename G::State;

  static std::unique_ptr<Player> make(std::string_view spec, std::uint64_t seed) {
    auto p = std::make_unique<Player>();
    if (spec == "beginner" || spec == "intermediate" || spec == "strong") {
      const ai::Level level = spec == "beginner"       ? ai::Level::kBeginner
                              : spec == "intermediate" ? ai::Level::kIntermediate
                                                       : ai::Level::kStrong;
      p->agent_ = std::make_unique<ai::Agent<G>>(level, seed);
    } else if (spec == "uct" || spec.substr(0, 3) == "cut") {
      ai::MctsOptions o;
      o.seed = seed;
      if (spec != "uct") {
        o.cutoff = std::atoi(std::string(spec.substr(3)).c_str());
      }
      p->mcts_ = std::make_unique<ai::Mcts<G, ai::Evaluation<G>>>(o);
    } else if (spec == "ab") {
      p->ab_ = std::make_unique<ai::AlphaBeta<G, ai::Evaluation<G>>>();
    } else {
      return nullptr;
    }
    return p;
  }

  Action choose(const State& s, const ai::Budget& budget) {
    if (agent_) {
      agent_->begin(s);
      // Fixed levels stop at their own budget; strong takes the per-move time times its share
      // for this decision (Agent::time_share), or the per-move iterations.
      ai::Budget b = budget;
      b.seconds *= ai::Agent<G>::time_share(agent_->level(), s);
      if (agent_->level() != ai::Level::kStrong) {
        agent_->think(ai::Budget::iterations(1LL << 40));
      } else if (agent_->stops_early() && b.seconds > 0 && b.clock.valid()) {
        // In 32 slices, as the page thinks in slices, so that the search can stop once its
        // choice cannot change in the time left (Agent::settled).
        const double start = b.clock();
        const double end = start + b.seconds;
        for (double now = start; now < end;) {
          if (agent_->think(ai::Budget::time(std::min(b.seconds / 32, end - now), b.clock))) {
            break;
          }
          now = b.clock();
          if (agent_->settled(now - start, end - now)) {
            break;
          }
        }
      } else {
        agent_->think(b);
      }
      return agent_->best_action();
    }
    if (mcts_) {
      mcts_->begin(s);
      mcts_->think(budget);
      return mcts_->best_action();
    }
    ab_->begin(s);
    ab_->think(budget);
    return ab_->best_action();
  }

 private:
  std::unique_ptr<ai::Agent<G>> agent_;
  std::unique_ptr<ai::Mcts<G, ai::Evaluation<G>>> mcts_;
  std::unique_ptr<ai::AlphaBeta<G, ai::Evaluation<G>>> ab_;
};

template <Rules G>
int match(const Options& o, const typename G::Variant& v) {
  const int players = G::num_players(v);
  const ai::Budget budget = o.iterations > 0
                                ? ai::Budget::iterations(o.iterations)
                                : ai::Budget::time(o.time > 0 ? o.time : 0.1, kSteadyClock);
  int wins = 0;
  int draws = 0;
  int losses = 0;
  double scores_sq = 0;
  long long moves = 0;
  double thinking[2] = {0, 0};  // A's and B's, summed over the games
  const double t0 = steady_seconds(nullptr);
  for (int g = 0; g < o.games; ++g) {
    const std::uint64_t seed = o.seed * 1000003ULL + static_cast<std::uint64_t>(g);
    auto a = Player<G>::make(o.match[0], seed * 2 + 1);
    auto b = Player<G>::make(o.match[1], seed * 2 + 2);
    if (!a || !b) {
      std::fprintf(stderr, "unknown player: %s or %s\n", o.match[0], o.match[1]);
      return 2;
    }
    const int seat_a = g % players;
    Rng chance(seed);
    typename G::State s = G::initial(v);
    while (!G::is_terminal(s)) {
      const int p = G::to_move(s);
      Action act = kNoAction;
      if (p == kChance) {
        act = random_chance_action<G>(s, chance);
      } else {
        const double before = steady_seconds(nullptr);
        act = (p == seat_a ? a : b)->choose(s, budget);
        thinking[p == seat_a ? 0 : 1] += steady_seconds(nullptr) - before;
        ++moves;
      }
      G::apply(s, act);
    }
    double out[kMaxPlayers] = {};
    G::returns(s, out);
    double score = 0.5;
    if (out[seat_a] > 0) {
      ++wins;
      score = 1;
    } else if (out[seat_a] < 0) {
      ++losses;
      score = 0;
    } else {
      ++draws;
    }
    scores_sq += score * score;
    if ((g + 1) % 10 == 0 || g + 1 == o.games) {
      std::fprintf(stderr, "  %d games: %d-%d-%d\n", g + 1, wins, draws, losses);
    }
  }
  const double n = o.games;
  const double mean = (wins + 0.5 * draws) / n;
  const double var = std::max(0.0, scores_sq / n - mean * mean);
  const double half = 1.96 * std::sqrt(var / n);
  std::printf(
      "match %s %s: %s vs %s, %d games, per move %s: A wins %d, draws %d, losses %d; "
      "score %.1f%% ± %.1f%% (95%%), %.0f s, %.3f s/move; thinking a game: A %.3f s, B %.3f s\n",
      std::string(G::kId).c_str(), G::variant_text(v).c_str(), o.match[0], o.match[1], o.games,
      o.iterations > 0 ? (std::to_string(o.iterations) + " iterations").c_str()
                       : (std::to_string(budget.seconds) + " s").c_str(),
      wins, draws, losses, 100 * mean, 100 * half, steady_seconds(nullptr) - t0,
      (steady_seconds(nullptr) - t0) / static_cast<double>(moves), thinking[0] / n,
      thinking[1] / n);
  return 0;
}

// ---------------------------------------------------------------------------------------------
// The knight chase solved

const char* value_text(int v) {
  return v > 0   ? "the first player (pursued in round 1) wins"
         : v < 0 ? "the second player wins"
                 : "a draw";
}

int solve(const Options& o) {
  const std::string_view what = o.solve;
  const bool exact = what.find("exact") != std::string_view::npos;
  if (what.substr(0, 13) == "poursuite-6x6" || what.substr(0, 13) == "poursuite-7x7" || exact) {
    poursuite::Variant v;
    v.size = what.find("7x7") != std::string_view::npos   ? 7
             : what.find("6x6") != std::string_view::npos ? 6
                                                          : 8;
    v.single = what.find("single") != std::string_view::npos;
    ai::Solver<poursuite::Game, ai::Evaluation<poursuite::Game>> solver(24);
    const poursuite::State start = poursuite::Game::initial(v);
    const double t0 = steady_seconds(nullptr);
    const int value = solver.solve(start, o.iterations > 0 ? o.iterations : 1LL << 40);
    const double dt = steady_seconds(nullptr) - t0;
    std::printf("solve %s: %s (value %d for player 0), %lld nodes, %.1f s; best first jump %s\n",
                o.solve,
                value == decltype(solver)::kUnknown ? "unknown (node limit)" : value_text(value),
                value, static_cast<long long>(solver.nodes()), dt,
                poursuite::Game::action_text(start, solver.best_action(start)).c_str());
    return 0;
  }
  if (what == "poursuite-8x8" || what == "poursuite-8x8-single") {
    poursuite::Variant v;
    v.single = what.find("single") != std::string_view::npos;
    ai::AlphaBetaOptions opt;
    opt.tt_bits = 22;
    ai::AlphaBeta<poursuite::Game, ai::Evaluation<poursuite::Game>> ab(opt);
    ab.begin(poursuite::Game::initial(v));
    const double t0 = steady_seconds(nullptr);
    const double deadline = t0 + o.seconds;
    int reported = 0;
    while (steady_seconds(nullptr) < deadline) {
      const bool done = ab.think(ai::Budget::time(0.25, kSteadyClock));
      const ai::SearchStats& st = ab.stats();
      if (st.depth > reported) {
        reported = st.depth;
        std::printf("  depth %d completed: score %d (%s), %lld nodes, %.1f s\n", st.depth,
                    ab.score(), std::abs(ab.score()) > ai::kWinBound ? "proven" : "not proven",
                    static_cast<long long>(st.nodes), steady_seconds(nullptr) - t0);
        std::fflush(stdout);
      }
      if (done) {
        break;
      }
    }
    return 0;
  }
  std::fprintf(stderr,
               "--solve: poursuite-6x6, poursuite-6x6-single, poursuite-7x7[-single], "
               "poursuite-8x8[-single] (deepening), poursuite-8x8[-single]-exact [--iterations "
               "NODES]\n");
  return 2;
}

bool wanted(const Options& o, std::string_view id) {
  return o.game == nullptr || id == o.game;
}

// How the bench names a game's variant: the id alone for the default (""), else "id/variant".
template <class D>
std::string label(std::string_view variant) {
  return variant.empty() ? std::string(D::kId) : std::string(D::kId) + "/" + std::string(variant);
}

template <class D>
typename D::Game::Variant variant_of(std::string_view text) {
  return *D::Game::parse_variant(text);
}

template <Rules G>
int match_with_variant(const Options& o) {
  Result<typename G::Variant> v = G::parse_variant(o.variant);
  if (!v.ok()) {
    std::fprintf(stderr, "%s\n", ui::text(v.error(), Lang::kEn).c_str());
    return 2;
  }
  return match<G>(o, *v);
}

// --match: the game of --game in the game list.
int run_match(const Options& o) {
  const std::string_view id = o.game == nullptr ? "" : o.game;
  int status = -1;
  std::string ids;
  for_each_game([&]<class D>() {
    ids += (ids.empty() ? "" : "|") + std::string(D::kId);
    if (id == D::kId) {
      status = match_with_variant<typename D::Game>(o);
    }
  });
  if (status < 0) {
    std::fprintf(stderr, "--match needs --game %s\n", ids.c_str());
    return 2;
  }
  return status;
}

void print_ai_signatures() {
  for_each_game([]<class D>() {
    for (std::string_view v : D::kBench.ai_signature) {
      std::printf(
          "ai-signature %s %016llx\n", label<D>(v).c_str(),
          static_cast<unsigned long long>(ai_signature<typename D::Game>(variant_of<D>(v))));
    }
  });
}

void print_signatures(const Options& o) {
  for_each_game([&]<class D>() {
    if (!wanted(o, D::kId)) {
      return;
    }
    for (std::string_view v : D::kBench.signature) {
      std::printf("signature %s %016llx\n", label<D>(v).c_str(),
                  static_cast<unsigned long long>(signature<typename D::Game>(variant_of<D>(v))));
    }
  });
}

// Search speed from each variant's start, or from where the descriptor says a search starts
// (search_start(): a decision, not a chance node).
void search_speeds(const Options& o) {
  for_each_game([&]<class D>() {
    using G = typename D::Game;
    if (!wanted(o, D::kId)) {
      return;
    }
    for (std::string_view v : D::kBench.search) {
      if constexpr (requires { D::search_start(); }) {
        search_speed<G>(label<D>(v).c_str(), D::search_start(), o.seconds);
      } else {
        search_speed<G>(label<D>(v).c_str(), G::initial(variant_of<D>(v)), o.seconds);
      }
    }
  });
}

void playout_speeds(const Options& o) {
  for_each_game([&]<class D>() {
    if (!wanted(o, D::kId)) {
      return;
    }
    for (std::string_view v : D::kBench.playouts) {
      playouts<typename D::Game>(label<D>(v).c_str(), variant_of<D>(v), o.seconds);
    }
  });
}

int run(const Options& o) {
  if (o.solve != nullptr) {
    return solve(o);
  }
  if (o.match[0] != nullptr) {
    return run_match(o);
  }
  if (o.ai_signature) {
    print_ai_signatures();
    return 0;
  }
  if (o.signature) {
    print_signatures(o);
    return 0;
  }
#ifdef __EMSCRIPTEN__
  std::printf("platform: WASM (emscripten, node)\n");
#else
  std::printf("platform: native\n");
#endif
  if (o.search) {
    search_speeds(o);
  } else {
    playout_speeds(o);
  }
  return 0;
}

}  // namespace
}  // namespace marbles

int main(int argc, char** argv) {
  if (argc > 1 && std::string_view(argv[1]).starts_with("--prove")) {
    return marbles::prove_main(argc, argv);
  }
  marbles::Options o;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--signature") {
      o.signature = true;
    } else if (arg == "--ai-signature") {
      o.ai_signature = true;
    } else if (arg == "--seconds" && i + 1 < argc) {
      o.seconds = std::atof(argv[++i]);
    } else if (arg == "--game" && i + 1 < argc) {
      o.game = argv[++i];
    } else if (arg == "--variant" && i + 1 < argc) {
      o.variant = argv[++i];
    } else if (arg == "--search") {
      o.search = true;
    } else if (arg == "--match" && i + 2 < argc) {
      o.match[0] = argv[++i];
      o.match[1] = argv[++i];
    } else if (arg == "--games" && i + 1 < argc) {
      o.games = std::atoi(argv[++i]);
    } else if (arg == "--time" && i + 1 < argc) {
      o.time = std::atof(argv[++i]);
    } else if (arg == "--iterations" && i + 1 < argc) {
      o.iterations = std::atoll(argv[++i]);
    } else if (arg == "--seed" && i + 1 < argc) {
      o.seed = std::strtoull(argv[++i], nullptr, 10);
    } else if ((arg == "--puzzles" || arg == "--puzzles-check") && i + 1 < argc) {
      // --sample K (check), --from SEED (generate: the first game's seed), --dir D (the folder)
      const char* game = argv[++i];
      long long number = 0;
      const char* dir = "assets/puzzles";
      for (; i + 2 < argc && argv[i + 1][0] == '-'; i += 2) {
        const std::string_view opt = argv[i + 1];
        if (opt == "--dir") {
          dir = argv[i + 2];
        } else {
          number = std::atoll(argv[i + 2]);
        }
      }
      return marbles::puzzles::run(game, arg == "--puzzles-check", static_cast<int>(number), dir);
    } else if (arg == "--solve" && i + 1 < argc) {
      o.solve = argv[++i];
    } else {
      std::fprintf(
          stderr,
          "usage: bench [--seconds S] [--game ID] [--signature] [--ai-signature] [--search]\n"
          "       bench --match A B --game ID [--variant V] [--games N] [--time S | "
          "--iterations N] [--seed K]\n"
          "       bench --solve poursuite-6x6|poursuite-6x6-single|poursuite-8x8 "
          "[--seconds S]\n");
      return 2;
    }
  }
  return marbles::run(o);
}
