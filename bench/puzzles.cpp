// bench --puzzles GAME: puzzles from the engine's own seeded games, proved by search, written to
// assets/puzzles/<game>.tsv; bench --puzzles-check GAME [--sample K]: the file's puzzles
// re-proved in full (docs/ENGINE.md "Puzzles", docs/NOTATION.md "Puzzle files").
//
// The games: seat 0 and 1 by the intermediate level, or the strong level with a fixed work
// budget (every other seed), each from seed 1 on, the dice from the seed: deterministic. At
// each turn's first decision (Wykersham: the first placement after the roll) far from the
// quiet-move limits, the position (read back from its text, so the repetition history is the
// one the file gives) is tried for each of the game's goals, the smallest n first; a puzzle is
// kept when its first move is unique and every attacker action of its line is too (Wykersham:
// the best first action leads every other by half a point of expectation), its position and
// its first move new.
#include "puzzles.h"

#include <chrono>
#include <cstdio>
#include <fstream>
#include <ostream>
#include <set>
#include <string>
#include <type_traits>
#include <vector>

#include "ai/agent.h"
#include "games/list.h"
#include "puzzle_file.h"

namespace marbles::puzzles {
namespace {

double now_seconds() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

struct GameSpec {
  const char* variant = "";      // the variant's text ("" the default)
  int max_n = 3;                 // proof goals: up to this many turns
  bool capture = false;          // a capture / score goal besides win
  const char* gain = "capture";  // its name
  std::int64_t nodes = 400000;   // node limit of one proof call
};

template <Rules G>
GameSpec spec() {
  if constexpr (std::is_same_v<G, poursuite::Game>) {
    return {"single", 7, false, "win", 2000000};
  } else if constexpr (std::is_same_v<G, quits::Game> || std::is_same_v<G, offboard::Game>) {
    return {"", 3, true, "score", 400000};
  } else {
    return {"", 3, true, "capture", 400000};
  }
}

template <Rules G>
bool far_from_limits(const typename G::State& s) {
  if constexpr (requires { s.quiet; }) {
    return s.quiet < 60;
  }
  return true;
}

// Difficulty 1-3: from n (La poursuite: n / 2), one more with many tempting first moves (ones
// that would reach the goal with one turn more), or with a Wykersham margin under a point.
int difficulty(int n_level, int tempting) {
  const int d = n_level + (tempting >= 3 ? 1 : 0);
  return d < 1 ? 1 : d > 3 ? 3 : d;
}

template <Rules G>
std::vector<std::string> texts(typename G::State s, const std::vector<Action>& line) {
  std::vector<std::string> out;
  for (Action a : line) {
    out.push_back(G::action_text(s, a));
    G::apply(s, a);
  }
  return out;
}

// A proof puzzle at s, or false.
template <Rules G>
bool try_proof(const typename G::State& s, ai::Proof<G>& proof, const GameSpec& g, Puzzle* p) {
  const ai::ProofGoal goals[2] = {
      ai::ProofGoal::kWinGame, g.gain[0] == 's' ? ai::ProofGoal::kScore : ai::ProofGoal::kCapture};
  const int me = G::to_move(s);
  for (int k = 0; k < (g.capture ? 2 : 1); ++k) {
    proof.set_root(s, goals[k]);
    proof.set_node_limit(g.nodes);
    const int n = proof.min_budget(g.max_n);
    if (n == 0) {
      continue;
    }
    const std::vector<Action> firsts = proof.winning_firsts(n);
    if (firsts.size() != 1 || proof.aborted()) {
      return false;
    }
    const std::vector<Action> line = proof.line(s, n);
    if (line.empty() || line[0] != firsts[0]) {
      return false;
    }
    // Every attacker action of the line unique with the turns left.
    typename G::State t = s;
    int left = n;
    for (Action a : line) {
      if (G::to_move(t) == me) {
        typename G::Actions actions;
        G::legal_actions(t, actions);
        for (Action b : actions) {
          if (b != a && proof.holds_after(t, b, left)) {
            return false;
          }
        }
      }
      const bool mine = G::to_move(t) == me;
      G::apply(t, a);
      left -= mine && G::to_move(t) != me ? 1 : 0;
    }
    typename G::Actions actions;
    G::legal_actions(s, actions);
    int tempting = 0;
    p->refutations.clear();
    for (Action b : actions) {
      if (b == firsts[0]) {
        continue;
      }
      if (n < g.max_n && proof.holds_after(s, b, n + 1)) {
        ++tempting;
      }
      typename G::State after = s;
      G::apply(after, b);
      p->refutations.push_back({G::action_text(s, b), texts<G>(after, proof.refutation(b, n))});
    }
    if (proof.aborted()) {
      return false;
    }
    p->goal = k == 0 ? "win" : g.gain;
    p->n = n;
    const int n_level = std::is_same_v<G, poursuite::Game> ? (n + 1) / 2 - 1 : n;
    p->difficulty = difficulty(n_level < 1 ? 1 : n_level, tempting);
    p->solution = texts<G>(s, line);
    return true;
  }
  return false;
}

// A Wykersham "best" puzzle at s, or false.
template <Rules G>
bool try_best(const typename G::State& s, Puzzle* p) {
  ai::BestTurn<G> search;
  search.set_node_limit(3000000);  // a turn with many goals' removals: skipped
  const auto values = search.first_values(s);
  if (values.size() < 2) {
    return false;
  }
  std::size_t best = 0;
  for (std::size_t i = 1; i < values.size(); ++i) {
    best = values[i].second > values[best].second ? i : best;
  }
  std::int64_t margin = -1;
  for (std::size_t i = 0; i < values.size(); ++i) {
    const std::int64_t m = values[best].second - values[i].second;
    margin = i != best && (margin < 0 || m < margin) ? m : margin;
  }
  if (margin < kBestMargin) {
    return false;
  }
  p->goal = "best";
  p->n = 1;
  // Difficulty: a margin of two points or more is plain, under one point subtle.
  p->difficulty = margin >= 2 * search.scale() ? 1 : margin >= search.scale() ? 2 : 3;
  p->refutations.clear();
  for (std::size_t i = 0; i < values.size(); ++i) {
    typename G::State after = s;
    G::apply(after, values[i].first);
    std::vector<Action> rest = search.continuation(after);
    if (i == best) {
      rest.insert(rest.begin(), values[i].first);
      p->solution = texts<G>(s, rest);
    } else {
      p->refutations.push_back({G::action_text(s, values[i].first), texts<G>(after, rest)});
    }
  }
  return true;
}

bool clean_text(const std::string& t) {
  return t.find_first_of(":;\t ") == std::string::npos && !t.empty();
}
bool clean(const Puzzle& p) {
  for (const std::string& t : p.solution) {
    if (!clean_text(t)) {
      return false;
    }
  }
  for (const Refutation& r : p.refutations) {
    if (!clean_text(r.move)) {
      return false;
    }
    for (const std::string& t : r.line) {
      if (!clean_text(t)) {
        return false;
      }
    }
  }
  return true;
}

template <Rules G>
Action engine_move(ai::Agent<G>& agent, const typename G::State& s) {
  agent.begin(s);
  if (agent.level() == ai::Level::kStrong) {
    agent.think(ai::Budget::iterations(3000));
  } else {
    agent.think(ai::Budget::iterations(std::int64_t{1} << 40));
  }
  return agent.best_action();
}

template <Rules G>
std::vector<Puzzle> generate(int target, std::uint64_t from, std::ostream& file) {
  const GameSpec g = spec<G>();
  const typename G::Variant v = *G::parse_variant(g.variant);
  ai::Proof<G> proof(20);
  std::vector<Puzzle> out;
  std::set<std::string> positions;
  std::set<std::string> firsts;
  const std::string id(G::kId);
  int easy_count = 0;
  for (std::uint64_t seed = from; static_cast<int>(out.size()) < target && seed < from + 400;
       ++seed) {
    const ai::Level strong = seed % 2 == 0 ? ai::Level::kStrong : ai::Level::kIntermediate;
    ai::Agent<G> seat0(seed % 4 < 2 ? strong : ai::Level::kIntermediate, seed);
    ai::Agent<G> seat1(seed % 4 < 2 ? ai::Level::kIntermediate : strong, seed + 1000);
    Rng rng(seed);
    typename G::State s = G::initial(v);
    int last_mover = -3;
    int per_game = 0;
    int cooldown = 0;
    while (!G::is_terminal(s) && per_game < 3 && static_cast<int>(out.size()) < target) {
      const int mover = G::to_move(s);
      if (mover == kChance) {
        G::apply(s, random_chance_action<G>(s, rng));
        last_mover = kChance;
        continue;
      }
      const bool turn_start = mover != last_mover;
      if (turn_start && --cooldown < 0 && far_from_limits<G>(s)) {
        const std::string text = G::position_text(s);
        const typename G::State root = *G::parse_position(v, text);
        Puzzle p;
        bool found = false;
        if constexpr (ai::TurnPoints<G>::kAvailable) {
          found = try_best<G>(root, &p);
        } else {
          found = try_proof<G>(root, proof, g, &p);
        }
        // At most half the puzzles of the smallest n (La poursuite: n up to 2): variety.
        const bool easy = found && p.n <= (std::is_same_v<G, poursuite::Game> ? 2 : 1);
        if (easy && easy_count >= target / 2) {
          found = false;
        }
        if (found && clean(p) && positions.insert(text).second &&
            firsts.insert(p.solution[0] + "/" + std::to_string(seed)).second) {
          p.variant = G::variant_text(v);
          p.variant = p.variant.empty() ? "default" : p.variant;
          p.position = text;
          char num[16];
          std::snprintf(num, sizeof num, "%03d", static_cast<int>(out.size()) + 1);
          p.id = id + "-" + num;
          out.push_back(p);
          file << format_line(p) << std::endl;  // kept as found
          easy_count += easy ? 1 : 0;
          ++per_game;
          cooldown = 6;
          std::fprintf(stderr, "%s seed %llu: %s in %d, difficulty %d\n", p.id.c_str(),
                       static_cast<unsigned long long>(seed), p.goal.c_str(), p.n, p.difficulty);
        }
      }
      last_mover = mover;
      ai::Agent<G>& agent = mover == 0 ? seat0 : seat1;
      G::apply(s, engine_move<G>(agent, s));
    }
  }
  return out;
}

template <Rules G>
int generate_file(const std::string& path, int target, std::uint64_t from) {
  const double t0 = now_seconds();
  std::ofstream f(path);
  if (!f) {
    std::fprintf(stderr, "cannot write %s\n", path.c_str());
    return 1;
  }
  f << "# bench --puzzles " << G::kId << " --from " << from
    << " (bench/puzzles.cpp); format: docs/NOTATION.md\n";
  f << "# id\tvariant\tgoal\tn\tdifficulty\tposition\tsolution\trefutations\n";
  const std::vector<Puzzle> puzzles = generate<G>(target, from, f);
  std::printf("%s: %zu puzzles written to %s in %.1f s\n", std::string(G::kId).c_str(),
              puzzles.size(), path.c_str(), now_seconds() - t0);
  return puzzles.size() >= 50 ? 0 : 1;
}

template <Rules G>
int check_file(const std::string& path, int sample) {
  std::ifstream f(path);
  if (!f) {
    std::fprintf(stderr, "cannot read %s\n", path.c_str());
    return 1;
  }
  std::vector<Puzzle> puzzles;
  std::string line;
  std::string error;
  for (int number = 1; std::getline(f, line); ++number) {
    Puzzle p;
    if (parse_line(line, &p, &error)) {
      puzzles.push_back(p);
    } else if (!error.empty()) {
      std::fprintf(stderr, "%s:%d: %s\n", path.c_str(), number, error.c_str());
      return 1;
    }
  }
  const double t0 = now_seconds();
  int checked = 0;
  int failed = 0;
  const std::size_t step =
      sample > 0 && static_cast<std::size_t>(sample) < puzzles.size() ? puzzles.size() / sample : 1;
  for (std::size_t i = 0; i < puzzles.size(); i += step) {
    ++checked;
    if (!check_game<G>(puzzles[i], &error)) {
      ++failed;
      std::fprintf(stderr, "%s: %s\n", puzzles[i].id.c_str(), error.c_str());
    }
  }
  std::printf("%s: %d of %zu puzzles re-proved, %d failed, %.2f s\n", std::string(G::kId).c_str(),
              checked, puzzles.size(), failed, now_seconds() - t0);
  return failed == 0 ? 0 : 1;
}

}  // namespace

int run(const char* game, bool check, int number, const char* dir) {
  int status = -1;
  for_each_game([&]<class D>() {
    using G = typename D::Game;
    if (G::kId != game) {
      return;
    }
    const std::string path = std::string(dir) + "/" + std::string(G::kId) + ".tsv";
    // Wykersham's expectimax is the dearest: a few more than the 50 asked.
    const int target = ai::TurnPoints<G>::kAvailable ? 52 : 60;
    status = check ? check_file<G>(path, number)
                   : generate_file<G>(path, target, number > 0 ? number : 1);
  });
  if (status < 0) {
    std::fprintf(stderr, "--puzzles: unknown game %s\n", game);
    return 2;
  }
  return status;
}

}  // namespace marbles::puzzles
