// Puzzle files (assets/puzzles/<game>.tsv, docs/NOTATION.md "Puzzle files"): reading, writing,
// and the full re-proof of one puzzle, shared by `bench --puzzles-check` and the unit test
// that re-proves a sample (tests/unit/ai/puzzles_test.cpp). Tooling, not engine: its reasons
// are plain English for the console.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ai/best_turn.h"
#include "ai/proof.h"
#include "core/rules.h"

namespace marbles::puzzles {

struct Refutation {
  std::string move;
  std::vector<std::string> line;
};

struct Puzzle {
  std::string id;
  std::string variant;
  std::string goal;  // win, capture, score, best
  int n = 0;
  int difficulty = 0;
  std::string position;
  std::vector<std::string> solution;
  std::vector<Refutation> refutations;
};

// Node limit of one proof call when checking (generous: the generator used less).
constexpr std::int64_t kCheckNodes = std::int64_t{1} << 26;
// Wykersham: the best first action leads every other by at least this (in 1/36 of a point).
constexpr std::int64_t kBestMargin = 18;

inline std::vector<std::string> split(std::string_view text, char sep) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (true) {
    const std::size_t at = text.find(sep, start);
    out.emplace_back(text.substr(start, at == std::string_view::npos ? at : at - start));
    if (at == std::string_view::npos) {
      return out;
    }
    start = at + 1;
  }
}
inline std::vector<std::string> words(std::string_view text) {
  std::vector<std::string> out;
  for (std::string& w : split(text, ' ')) {
    if (!w.empty()) {
      out.push_back(std::move(w));
    }
  }
  return out;
}
inline std::string join(const std::vector<std::string>& parts, std::string_view sep) {
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    out += (i ? std::string(sep) : std::string()) + parts[i];
  }
  return out;
}

// One line of a file; false for a comment or blank line, or a malformed one (*error set).
inline bool parse_line(std::string_view text, Puzzle* p, std::string* error) {
  error->clear();
  if (text.empty() || text[0] == '#') {
    return false;
  }
  const std::vector<std::string> f = split(text, '\t');
  if (f.size() != 8) {
    *error = "expected 8 TAB-separated fields, got " + std::to_string(f.size());
    return false;
  }
  p->id = f[0];
  p->variant = f[1];
  p->goal = f[2];
  p->n = std::atoi(f[3].c_str());
  p->difficulty = std::atoi(f[4].c_str());
  p->position = f[5];
  p->solution = words(f[6]);
  p->refutations.clear();
  if (!f[7].empty()) {
    for (const std::string& r : split(f[7], ';')) {
      const std::size_t colon = r.find(':');
      if (colon == std::string::npos) {
        *error = "a refutation without ':'";
        return false;
      }
      const std::vector<std::string> move = words(std::string_view(r).substr(0, colon));
      if (move.size() != 1) {
        *error = "a refutation's move is not one action";
        return false;
      }
      p->refutations.push_back({move[0], words(std::string_view(r).substr(colon + 1))});
    }
  }
  if (p->n < 1 || p->difficulty < 1 || p->difficulty > 3 || p->solution.empty()) {
    *error = "n, difficulty or solution out of range";
    return false;
  }
  return true;
}

inline std::string format_line(const Puzzle& p) {
  std::vector<std::string> refs;
  for (const Refutation& r : p.refutations) {
    refs.push_back(r.move + ":" + join(r.line, " "));
  }
  return p.id + "\t" + p.variant + "\t" + p.goal + "\t" + std::to_string(p.n) + "\t" +
         std::to_string(p.difficulty) + "\t" + p.position + "\t" + join(p.solution, " ") + "\t" +
         join(refs, " ; ");
}

// Plays `texts` from s (strictly parsed, each legal); false with *error on the first refused.
template <Rules G>
bool play_texts(typename G::State& s, const std::vector<std::string>& texts, std::string* error,
                std::vector<Action>* actions = nullptr) {
  for (const std::string& t : texts) {
    if (G::is_terminal(s) || G::to_move(s) == kChance) {
      *error = "'" + t + "' after the end of the line";
      return false;
    }
    const Result<Action> a = G::parse_action(s, t);
    if (!a) {
      *error = "'" + t + "' is not a legal action here";
      return false;
    }
    if (actions != nullptr) {
      actions->push_back(*a);
    }
    G::apply(s, *a);
  }
  return true;
}

template <Rules G>
bool parse_start(const Puzzle& p, typename G::State* s, std::string* error) {
  const Result<typename G::Variant> v = G::parse_variant(p.variant == "default" ? "" : p.variant);
  if (!v) {
    *error = "unknown variant " + p.variant;
    return false;
  }
  Result<typename G::State> parsed = G::parse_position(*v, p.position);
  if (!parsed) {
    *error = "the position is refused";
    return false;
  }
  *s = *parsed;
  if (G::is_terminal(*s) || G::to_move(*s) < 0) {
    *error = "the position is not a decision";
    return false;
  }
  return true;
}

// The refutations name every other legal first action exactly once.
template <Rules G>
bool refutations_cover(const typename G::State& s, const Puzzle& p, Action first,
                       std::string* error) {
  typename G::Actions actions;
  G::legal_actions(s, actions);
  std::vector<bool> seen(actions.size(), false);
  for (const Refutation& r : p.refutations) {
    const Result<Action> a = G::parse_action(s, r.move);
    int at = -1;
    for (int i = 0; a && i < actions.size(); ++i) {
      at = actions[i] == *a ? i : at;
    }
    if (at < 0 || *a == first || seen[at]) {
      *error = "refutation '" + r.move + "' is not another legal first action, or twice";
      return false;
    }
    seen[at] = true;
  }
  if (p.refutations.size() + 1 != static_cast<std::size_t>(actions.size())) {
    *error = "refutations miss some first actions";
    return false;
  }
  return true;
}

inline ai::ProofGoal goal_of(std::string_view goal) {
  return goal == "win"       ? ai::ProofGoal::kWinGame
         : goal == "capture" ? ai::ProofGoal::kCapture
                             : ai::ProofGoal::kScore;
}

// A win / capture / score puzzle, re-proved in full: the goal holds within n and not n - 1;
// the solution is legal, reaches the goal, and every attacker action of it is the only one
// that keeps the proof with the turns left (so the first move is unique); each refutation is
// legal and leaves the goal out of reach with the turns left.
template <Rules G>
bool check_proof(const Puzzle& p, ai::Proof<G>& proof, std::string* error) {
  typename G::State root;
  if (!parse_start<G>(p, &root, error)) {
    return false;
  }
  if (p.goal != "win" && p.goal != "capture" && p.goal != "score") {
    *error = "goal " + p.goal + " is not a proof goal";
    return false;
  }
  proof.set_root(root, goal_of(p.goal));
  proof.set_node_limit(kCheckNodes);
  if (!proof.holds(root, p.n) || (p.n > 1 && proof.holds(root, p.n - 1))) {
    *error = proof.aborted() ? "node limit" : "the goal does not hold in exactly n";
    return false;
  }
  const int me = G::to_move(root);
  std::vector<Action> line;
  typename G::State s = root;
  if (!play_texts<G>(s, p.solution, error, &line)) {
    return false;
  }
  if (!proof.reached(s)) {
    *error = "the solution does not reach the goal";
    return false;
  }
  s = root;
  int n = p.n;
  for (Action a : line) {
    if (G::to_move(s) == me) {
      typename G::Actions actions;
      G::legal_actions(s, actions);
      for (Action b : actions) {
        if (proof.holds_after(s, b, n) != (b == a)) {
          *error = "not unique at '" + G::action_text(s, b) + "'";
          return false;
        }
      }
    }
    typename G::State next = s;
    G::apply(next, a);
    if (G::to_move(s) == me && G::to_move(next) != me) {
      --n;
    }
    s = next;
  }
  if (!refutations_cover<G>(root, p, line[0], error)) {
    return false;
  }
  for (const Refutation& r : p.refutations) {
    typename G::State t = root;
    if (!play_texts<G>(t, {r.move}, error)) {
      return false;
    }
    // The budget left after the line: one turn less for each attacker turn it ends.
    int left = G::to_move(t) == me ? p.n : p.n - 1;
    typename G::State u = t;
    for (const std::string& w : r.line) {
      const bool mine = !G::is_terminal(u) && G::to_move(u) == me;
      if (!play_texts<G>(u, {w}, error)) {
        return false;
      }
      left -= mine && G::to_move(u) != me ? 1 : 0;
    }
    if (proof.reached(u) || (!G::is_terminal(u) && proof.holds(u, left))) {
      *error = "refutation of '" + r.move + "' does not refute";
      return false;
    }
  }
  return true;
}

// A Wykersham "best" puzzle, re-searched in full (ai/best_turn.h): the solution's first action
// is worth at least kBestMargin more than every other; the solution is the mover's turn, each
// action keeping the best value; each refutation is the mover's turn after that action, each
// action keeping that action's value.
template <Rules G>
bool check_best(const Puzzle& p, std::string* error) {
  typename G::State root;
  if (!parse_start<G>(p, &root, error)) {
    return false;
  }
  if (p.goal != "best" || p.n != 1) {
    *error = "a dice game's puzzle is 'best' in 1";
    return false;
  }
  ai::BestTurn<G> search;
  const auto values = search.first_values(root);
  std::vector<Action> line;
  typename G::State s = root;
  if (!play_texts<G>(s, p.solution, error, &line)) {
    return false;
  }
  std::int64_t best = 0;
  std::int64_t second = 0;
  bool has_second = false;
  for (const auto& [a, v] : values) {
    if (a == line[0]) {
      best = v;
    } else if (!has_second || v > second) {
      second = v;
      has_second = true;
    }
  }
  if (has_second && best - second < kBestMargin) {
    *error = "the first action is not the best by the margin";
    return false;
  }
  if (!refutations_cover<G>(root, p, line[0], error)) {
    return false;
  }
  const int me = G::to_move(root);
  auto keeps = [&](typename G::State t, const std::vector<std::string>& texts, std::int64_t v) {
    for (const std::string& w : texts) {
      if (G::to_move(t) != me || !play_texts<G>(t, {w}, error) || search.value(t) != v) {
        return false;
      }
    }
    return G::is_terminal(t) || G::to_move(t) != me;
  };
  if (!keeps(root, p.solution, best)) {
    *error = "the solution is not the best turn (" + *error + ")";
    return false;
  }
  for (const Refutation& r : p.refutations) {
    const Action a = *G::parse_action(root, r.move);  // refutations_cover parsed it
    std::int64_t v = 0;
    for (const auto& [b, w] : values) {
      v = b == a ? w : v;
    }
    std::vector<std::string> all{r.move};
    all.insert(all.end(), r.line.begin(), r.line.end());
    if (!keeps(root, all, v)) {
      *error = "refutation of '" + r.move + "' is not that move's best turn";
      return false;
    }
  }
  return true;
}

// Checks one puzzle of game `game_id` in full; false with *error when it fails.
template <Rules G>
bool check_game(const Puzzle& p, std::string* error) {
  if constexpr (ai::TurnPoints<G>::kAvailable) {
    return check_best<G>(p, error);
  } else {
    static ai::Proof<G> proof(18);
    return check_proof<G>(p, proof, error);
  }
}

}  // namespace marbles::puzzles
