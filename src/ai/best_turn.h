// The best move of a dice game's turn by exhaustive expectimax, for puzzles (Wykersham): from
// a position after the roll, every sequence of the mover's actions to the end of its turn,
// then every roll of the opponent's next turn (by weight) and every sequence of its actions
// to that turn's end (the removals after a goal take every marble they may, in both turns).
// A leaf's value is the mover's points margin (TurnPoints<G>); the mover
// maximises, the opponent minimises, the rolls average. Values are integers in 1/total of a
// point (total: the sum of a roll's weights, 36 for two dice), so they are exact.
// Transpositions (a turn's two placements in either order) are looked up in a table by
// G::hash. Used by `bench --puzzles wykersham` (docs/ENGINE.md).
#pragma once

#include <cstdint>
#include <unordered_map>
#include <vector>

#include "core/rules.h"
#include "core/types.h"
#include "games/wykersham/rules.h"

namespace marbles::ai {

// The mover's points margin, for the games this search is for.
template <Rules G>
struct TurnPoints {
  static constexpr bool kAvailable = false;
};

template <>
struct TurnPoints<wykersham::Game> {
  static constexpr bool kAvailable = true;
  static int margin(const wykersham::State& s, int p) {
    return wykersham::score(s, p) - wykersham::score(s, 1 - p);
  }
  // The removals after a goal: every marble the goal allows (more in the tray is what counts
  // at the horizon; a marble left to block a cup seldom pays), as the playout policy.
  static Action forced_choice(const wykersham::State& s) {
    return s.phase == wykersham::Phase::kRemove ? wykersham::first_removal(s) : kNoAction;
  }
};

template <Rules G>
class BestTurn {
 public:
  using State = typename G::State;

  // The value of each legal first action of `root` (the mover to act after its roll), in
  // the order of legal_actions, in 1/scale() of a point.
  // Empty past the node limit (set_node_limit).
  std::vector<std::pair<Action, std::int64_t>> first_values(const State& root) {
    me_ = G::to_move(root);
    mine_.clear();
    theirs_.clear();
    turn_.clear();
    nodes_ = 0;
    std::vector<std::pair<Action, std::int64_t>> out;
    typename G::Actions actions;
    G::legal_actions(root, actions);
    for (Action a : actions) {
      State child = root;
      G::apply(child, a);
      out.emplace_back(a, my_value(child));
      if (nodes_ > limit_) {
        return {};
      }
    }
    return out;
  }
  // The value of any state of the search's turns (after first_values, same root mover).
  std::int64_t value(const State& s) { return my_value(s); }
  std::int64_t scale() const { return scale_; }
  void set_node_limit(std::int64_t limit) { limit_ = limit; }
  std::int64_t nodes() const { return nodes_; }

  // The mover's best continuation of its turn from s (its own actions, to the turn's end).
  std::vector<Action> continuation(const State& start) {
    std::vector<Action> out;
    State s = start;
    while (!G::is_terminal(s) && G::to_move(s) == me_) {
      typename G::Actions actions;
      actions_of(s, actions);
      Action best = kNoAction;
      std::int64_t best_value = 0;
      for (Action a : actions) {
        State child = s;
        G::apply(child, a);
        const std::int64_t v = my_value(child);
        if (best == kNoAction || v > best_value) {
          best = a;
          best_value = v;
        }
      }
      out.push_back(best);
      G::apply(s, best);
    }
    return out;
  }

 private:
  // During the mover's turn.
  std::int64_t my_value(const State& s) {
    if (++nodes_ > limit_) {
      return 0;  // past the limit: first_values gives nothing
    }
    if (G::is_terminal(s)) {
      return scale_ * TurnPoints<G>::margin(s, me_);
    }
    if (G::to_move(s) != me_) {
      return roll_value(s);
    }
    const std::uint64_t key = G::hash(s);
    if (auto it = turn_.find(key); it != turn_.end()) {
      return it->second;
    }
    const std::int64_t best = extreme(s, true, [this](const State& c) { return my_value(c); });
    turn_.emplace(key, best);
    return best;
  }

  // The highest (or lowest) of `value` over the positions s's actions lead to.
  template <class F>
  static std::int64_t extreme(const State& s, bool highest, F&& value) {
    typename G::Actions actions;
    actions_of(s, actions);
    std::int64_t best = 0;
    bool first = true;
    for (Action a : actions) {
      State child = s;
      G::apply(child, a);
      const std::int64_t v = value(child);
      if (first || (highest ? v > best : v < best)) {
        best = v;
        first = false;
      }
    }
    return best;
  }

  static void actions_of(const State& s, typename G::Actions& actions) {
    const Action forced = TurnPoints<G>::forced_choice(s);
    if (forced != kNoAction) {
      actions.push(forced);
    } else {
      G::legal_actions(s, actions);
    }
  }

  // The end of the mover's turn: the opponent's roll.
  std::int64_t roll_value(const State& s) {
    const std::uint64_t key = G::hash(s);
    if (auto it = mine_.find(key); it != mine_.end()) {
      return it->second;
    }
    typename G::Chances chances;
    G::chance_outcomes(s, chances);
    std::int64_t sum = 0;
    std::int64_t total = 0;
    for (const ChanceOutcome& c : chances) {
      State child = s;
      G::apply(child, c.action);
      sum += c.weight * their_value(child);
      total += c.weight;
    }
    scale_ = total;  // the same total at every roll
    const std::int64_t v = total > 0 ? sum : 0;
    mine_.emplace(key, v);
    return v;
  }

  // During the opponent's turn: the lowest margin it can leave the mover at its turn's end,
  // in whole points (times the weight of its roll above).
  std::int64_t their_value(const State& s) {
    if (++nodes_ > limit_) {
      return 0;
    }
    if (G::is_terminal(s) || G::to_move(s) == me_ || G::to_move(s) == kChance) {
      return TurnPoints<G>::margin(s, me_);
    }
    const std::uint64_t key = G::hash(s);
    if (auto it = theirs_.find(key); it != theirs_.end()) {
      return it->second;
    }
    const std::int64_t best = extreme(s, false, [this](const State& c) { return their_value(c); });
    theirs_.emplace(key, best);
    return best;
  }

  int me_ = 0;
  std::int64_t scale_ = 36;
  std::int64_t nodes_ = 0;
  std::int64_t limit_ = std::int64_t{1} << 40;
  std::unordered_map<std::uint64_t, std::int64_t> mine_;
  std::unordered_map<std::uint64_t, std::int64_t> theirs_;
  std::unordered_map<std::uint64_t, std::int64_t> turn_;
};

}  // namespace marbles::ai
