// A proof search for puzzles: can the player to move (the attacker) reach a goal within n of
// its own turns against every defence? An AND-OR search to a bounded depth with a
// transposition table; for two-player games without chance (Wali, Yoté, La poursuite, Quits,
// Offboard). Used by the puzzle generator and checker (`bench --puzzles`, docs/ENGINE.md).
//
// - Goals: kWinGame, the game won; kCapture / kScore, the game's gain (ProofGain<G>) above its
// value
//   at the root (Wali and Yoté: an opponent piece taken, a pending removal counting as taken;
//   Quits: a marble of the attacker's taken out; Offboard: points scored), or the game won.
//   A game that ends otherwise fails the goal.
// - A turn is the attacker's consecutive actions (Wali's step and its removal): the budget n
//   counts turns, so an action after which the same player moves again keeps it.
// - Table: 2^tt_bits entries keyed by G::hash and the node's kind, each keeping the smallest
//   budget proven and the largest disproven (a proof at n holds at every larger n), cleared by
//   a new root. The hash leaves out the repetition history and the quiet-move counters, as in
//   alpha-beta (docs/ENGINE.md, "Limits"): the generator keeps positions far from those limits.
// - A node limit: past it the answer is unknown (aborted()).
#pragma once

#include <cstdint>
#include <vector>

#include "ai/games.h"
#include "core/rules.h"
#include "core/types.h"

namespace marbles::ai {

enum class ProofGoal : std::uint8_t { kWinGame, kCapture, kScore };

// The gain a kCapture / kScore goal counts for player `me`: never decreases along a game.
template <Rules G>
struct ProofGain {
  static constexpr bool kAvailable = false;
  static int gain(const typename G::State&, int) { return 0; }
};

template <>
struct ProofGain<wali::Game> {
  static constexpr bool kAvailable = true;
  static int gain(const wali::State& s, int me) {
    const int opp = 1 - me;
    const int material = detail::bits(s.board[opp]) + s.reserve[opp] + s.aside[opp];
    const int pending = s.must_remove && s.player == me && s.outcome == wali::Outcome::kNone;
    return pending - material;
  }
};

template <>
struct ProofGain<yote::Game> {
  static constexpr bool kAvailable = true;
  static int gain(const yote::State& s, int me) {
    const int opp = 1 - me;
    return -(detail::bits(s.board[opp]) + s.reserve[opp]);
  }
};

template <>
struct ProofGain<quits::Game> {
  static constexpr bool kAvailable = true;
  static int gain(const quits::State& s, int me) { return s.out[me]; }
};

template <>
struct ProofGain<offboard::Game> {
  static constexpr bool kAvailable = true;
  static int gain(const offboard::State& s, int me) { return s.score[me]; }
};

template <Rules G, class Eval = Evaluation<G>>
class Proof {
 public:
  using State = typename G::State;
  static constexpr int kMaxBudget = 60;

  explicit Proof(int tt_bits = 20) : table_(std::size_t{1} << tt_bits) {}

  // A new root: the attacker is its player to move; clears the table.
  void set_root(const State& root, ProofGoal goal) {
    root_ = root;
    goal_ = goal;
    me_ = G::to_move(root);
    base_ = ProofGain<G>::gain(root, me_);
    ++generation_;
  }
  void set_node_limit(std::int64_t limit) { limit_ = limit; }
  std::int64_t nodes() const { return nodes_; }
  bool aborted() const { return nodes_ > limit_; }
  int attacker() const { return me_; }

  // Whether the goal is reached within n attacker turns from s (any node of the root's game).
  bool holds(const State& s, int n) {
    nodes_ = 0;
    return result(s, n);
  }
  // Whether the root's attacker action a reaches the goal within n turns (n counting a's).
  bool holds_after(const State& s, Action a, int n) {
    nodes_ = 0;
    return after_attacker(s, a, n);
  }

  // The smallest n in 1..max_n that holds from the root, 0 if none (or aborted).
  int min_budget(int max_n) {
    for (int n = 1; n <= max_n; ++n) {
      if (holds(root_, n)) {
        return n;
      }
      if (aborted()) {
        return 0;
      }
    }
    return 0;
  }

  // The root's first actions that reach the goal within n turns.
  std::vector<Action> winning_firsts(int n) {
    std::vector<Action> out;
    typename G::Actions actions;
    G::legal_actions(root_, actions);
    for (Action a : actions) {
      if (holds_after(root_, a, n)) {
        out.push_back(a);
      }
    }
    return out;
  }

  // The proof's main line from s (attacker to move, goal within n): at the attacker's nodes
  // the action with the quickest proof, at the defender's the reply that delays the goal
  // most; up to the goal.
  std::vector<Action> line(const State& start, int n) {
    std::vector<Action> out;
    State s = start;
    while (!G::is_terminal(s) && classify(s) == kOpen && n >= 0) {
      const bool attacking = G::to_move(s) == me_;
      typename G::Actions actions;
      G::legal_actions(s, actions);
      Action pick = kNoAction;
      int pick_need = attacking ? kMaxBudget + 1 : -1;
      for (Action a : actions) {
        const int need = need_after(s, a, n, attacking);
        if (attacking ? need < pick_need : need > pick_need) {
          pick = a;
          pick_need = need;
        }
      }
      if (pick == kNoAction || pick_need > n) {
        break;  // not proven: no line
      }
      out.push_back(pick);
      State next = s;
      G::apply(next, pick);
      n = attacking && G::to_move(next) != me_ ? pick_need - 1 : pick_need;
      s = next;
    }
    return out;
  }

  // Why the root's action a fails within n turns: the defender's replies (and the attacker's
  // own further actions of a's turn, the first in order) up to the end of the defender's
  // turn; empty when a ends the game. At a budget spent, the reply the evaluation likes best.
  std::vector<Action> refutation(Action a, int n) {
    std::vector<Action> out;
    State s = root_;
    G::apply(s, a);
    n = G::to_move(s) == me_ ? n : n - 1;
    bool defended = false;
    while (!G::is_terminal(s) && classify(s) == kOpen) {
      const bool attacking = G::to_move(s) == me_;
      if (attacking && defended) {
        break;
      }
      typename G::Actions actions;
      G::legal_actions(s, actions);
      Action pick = actions[0];
      if (!attacking) {
        defended = true;
        pick = n <= 0 ? greedy_reply(s, actions) : failing_reply(s, actions, n);
      }
      out.push_back(pick);
      State next = s;
      G::apply(next, pick);
      if (attacking && G::to_move(next) != me_) {
        --n;
      }
      s = next;
    }
    return out;
  }

  // Whether s (a state reached on the way) already met the goal.
  bool reached(const State& s) const { return classify(s) == kReached; }

 private:
  enum Kind : std::uint8_t { kOpen, kReached, kFailed };
  struct Entry {
    std::uint64_t key = 0;
    std::uint32_t generation = 0;
    std::uint8_t proven = kMaxBudget + 1;  // smallest budget proven
    std::uint8_t failed = 0;               // largest budget disproven (0: none)
    bool has_failed = false;
  };

  Kind classify(const State& s) const {
    if (G::is_terminal(s)) {
      double out[kMaxPlayers] = {};
      G::returns(s, out);
      if (out[me_] > 0) {
        return kReached;
      }
    }
    if (goal_ != ProofGoal::kWinGame && ProofGain<G>::gain(s, me_) > base_) {
      return kReached;
    }
    return G::is_terminal(s) ? kFailed : kOpen;
  }

  // The smallest budget (≤ n, else n + 1) with which action a from s holds.
  int need_after(const State& s, Action a, int n, bool attacking) {
    for (int k = attacking ? 1 : 0; k <= n; ++k) {
      nodes_ = 0;
      if (attacking ? after_attacker(s, a, k) : after_defender(s, a, k)) {
        return k;
      }
    }
    return n + 1;
  }

  bool after_attacker(const State& s, Action a, int n) {
    State child = s;
    G::apply(child, a);
    return result(child, G::to_move(child) == me_ ? n : n - 1);
  }
  bool after_defender(const State& s, Action a, int n) {
    State child = s;
    G::apply(child, a);
    return result(child, n);
  }

  // The value of any state: budget n is the attacker's turns left (its present one included
  // when it is to move; those after the defender's turn when the defender is).
  bool result(const State& s, int n) {
    const Kind k = classify(s);
    if (k != kOpen) {
      return k == kReached;
    }
    const bool attacking = G::to_move(s) == me_;
    if (n <= 0 || aborted()) {
      return false;
    }
    ++nodes_;
    const std::uint64_t key = G::hash(s) ^ (attacking ? 0x9E3779B97F4A7C15ULL : 0);
    Entry& e = table_[key & (table_.size() - 1)];
    if (e.key == key && e.generation == generation_) {
      if (n >= e.proven) {
        return true;
      }
      if (e.has_failed && n <= e.failed) {
        return false;
      }
    }
    typename G::Actions actions;
    G::legal_actions(s, actions);
    int keys[G::Actions::kCapacity];
    for (int i = 0; i < actions.size(); ++i) {
      keys[i] = Eval::order(s, actions[i]);
    }
    sort_by_keys(actions, keys, actions.size());
    bool value = !attacking;
    for (Action a : actions) {
      const bool r = attacking ? after_attacker(s, a, n) : after_defender(s, a, n);
      if (r == attacking) {
        value = attacking;
        break;
      }
    }
    if (aborted()) {
      return false;
    }
    Entry& slot = table_[key & (table_.size() - 1)];
    if (slot.key != key || slot.generation != generation_) {
      slot = Entry{};
      slot.key = key;
      slot.generation = generation_;
    }
    if (value) {
      slot.proven = static_cast<std::uint8_t>(n < slot.proven ? n : slot.proven);
    } else if (!slot.has_failed || n > slot.failed) {
      slot.failed = static_cast<std::uint8_t>(n);
      slot.has_failed = true;
    }
    return value;
  }

  // A defender's reply after which the goal is not reached within n (the first in the
  // evaluation's order of the defender's view).
  Action failing_reply(const State& s, const typename G::Actions& actions, int n) {
    Action best = kNoAction;
    double best_value = -2;
    for (Action a : actions) {
      nodes_ = 0;
      if (after_defender(s, a, n)) {
        continue;
      }
      const double v = reply_value(s, a);
      if (v > best_value) {
        best = a;
        best_value = v;
      }
    }
    return best == kNoAction ? actions[0] : best;
  }
  // The reply the evaluation likes best for the defender (goal replies last).
  Action greedy_reply(const State& s, const typename G::Actions& actions) {
    Action best = actions[0];
    double best_value = -3;
    for (Action a : actions) {
      const double v = reply_value(s, a);
      if (v > best_value) {
        best = a;
        best_value = v;
      }
    }
    return best;
  }
  double reply_value(const State& s, Action a) {
    State child = s;
    G::apply(child, a);
    const Kind k = classify(child);
    if (k == kReached) {
      return -2;
    }
    double out[kMaxPlayers] = {};
    if (G::is_terminal(child)) {
      G::returns(child, out);
    } else {
      Eval::evaluate(child, out);
    }
    return out[1 - me_];
  }

  std::vector<Entry> table_;
  State root_{};
  ProofGoal goal_ = ProofGoal::kWinGame;
  int me_ = 0;
  int base_ = 0;
  std::uint32_t generation_ = 0;
  std::int64_t nodes_ = 0;
  std::int64_t limit_ = std::int64_t{1} << 40;
};

}  // namespace marbles::ai
