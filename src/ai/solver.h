// An exact solver for small two-player games without chance: alpha-beta over the game values
// +1 (win), 0 (draw), -1 (loss) of the player to move, searched to the end with a
// transposition table keyed by G::hash (exact values and bounds) and the game's move ordering
// (Evaluation::order). An action after which the same player moves again keeps the view.
// Used by `bench --solve` (La poursuite infernale on 6x6); not for play.
#pragma once

#include <cstdint>
#include <vector>

#include "ai/evaluation.h"
#include "core/rules.h"
#include "core/types.h"

namespace marbles::ai {

template <Rules G, class Eval = NoEvaluation<G>>
class Solver {
 public:
  using State = typename G::State;
  static constexpr int kUnknown = -100;  // the node limit was reached

  explicit Solver(int tt_bits = 22) : table_(std::size_t{1} << tt_bits) {}

  // The value of s for the player to move (+1, 0, -1), or kUnknown past node_limit nodes.
  int solve(const State& s, std::int64_t node_limit) {
    limit_ = node_limit;
    nodes_ = 0;
    const int v = value(s, -1, 1);
    return nodes_ > limit_ ? kUnknown : v;
  }
  std::int64_t nodes() const { return nodes_; }

  // The best action of s for the player to move (after solve()): the table's move.
  Action best_action(const State& s) const {
    const Entry& e = table_[G::hash(s) & (table_.size() - 1)];
    return e.key == G::hash(s) ? e.move : kNoAction;
  }

 private:
  enum Bound : std::uint8_t { kEmpty, kExact, kLower, kUpper };
  struct Entry {
    std::uint64_t key = 0;
    Action move = kNoAction;
    std::int8_t value = 0;
    Bound bound = kEmpty;
  };

  int child_value(const State& child, int me, int alpha, int beta) {
    if (G::is_terminal(child)) {
      double out[kMaxPlayers] = {};
      G::returns(child, out);
      return out[me] > 0 ? 1 : out[me] < 0 ? -1 : 0;
    }
    if (G::to_move(child) == me) {
      return value(child, alpha, beta);
    }
    return -value(child, -beta, -alpha);
  }

  int value(const State& s, int alpha, int beta) {
    if (++nodes_ > limit_) {
      return 0;
    }
    const std::uint64_t key = G::hash(s);
    Entry& e = table_[key & (table_.size() - 1)];
    Action tt_move = kNoAction;
    if (e.bound != kEmpty && e.key == key) {
      tt_move = e.move;
      if (e.bound == kExact || (e.bound == kLower && e.value >= beta) ||
          (e.bound == kUpper && e.value <= alpha)) {
        return e.value;
      }
    }
    const int me = G::to_move(s);
    typename G::Actions actions;
    G::legal_actions(s, actions);
    int keys[G::Actions::kCapacity];
    for (int i = 0; i < actions.size(); ++i) {
      keys[i] = actions[i] == tt_move ? 1 << 30 : Eval::order(s, actions[i]);
    }
    sort_by_keys(actions, keys, actions.size());
    const int alpha0 = alpha;
    int best = -2;
    Action best_move = kNoAction;
    for (Action a : actions) {
      State child = s;
      G::apply(child, a);
      const int v = child_value(child, me, alpha, beta);
      if (nodes_ > limit_) {
        return 0;
      }
      if (v > best) {
        best = v;
        best_move = a;
      }
      if (v > alpha) {
        alpha = v;
      }
      if (alpha >= beta) {
        break;
      }
    }
    Entry& slot = table_[key & (table_.size() - 1)];
    slot.key = key;
    slot.move = best_move;
    slot.value = static_cast<std::int8_t>(best);
    slot.bound = best <= alpha0 ? kUpper : best >= beta ? kLower : kExact;
    return best;
  }

  std::vector<Entry> table_;
  std::int64_t nodes_ = 0;
  std::int64_t limit_ = 0;
};

}  // namespace marbles::ai
