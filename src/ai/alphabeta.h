// Alpha-beta (negamax) with iterative deepening and a transposition table, for two-player
// games. Scores are from the view of the player to move; an action after which the same
// player moves again (Wali's removal, Yoté's bonus removal) keeps the window and does not
// use up depth. Chance nodes, if a game has them, are averaged by weight with a full window
// (expectimax, no pruning there).
//
// - Leaves: terminal states score ±(kWin - ply) (a quicker win is better) or 0 for a draw; at
//   depth 0 the evaluation Eval (out[me] × kEvalScale), 0 without one.
// - Transposition table keyed by G::hash: 2^tt_bits entries of 16 bytes, always replaced;
//   win scores stored relative to the node.
// - Move ordering: the table's move first, then Eval::order, then the history heuristic
//   (depth² per cut-off, indexed by the action's low 12 bits and the player).
// - Anytime: think() deepens one depth at a time; when the budget runs out inside a depth,
//   that depth is abandoned and started again by the next think() (the table keeps what was
//   searched, so little is repeated). best_action() is the best of the last completed depth,
//   or of the depth in progress once its first root move (the previous best) is searched.
// - Done when a depth proves a win or a loss, or at max_depth.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "ai/evaluation.h"
#include "ai/search.h"
#include "core/rules.h"
#include "core/types.h"

namespace marbles::ai {

struct AlphaBetaOptions {
  int max_depth = 64;
  int tt_bits = 20;  // 16 MB
};

constexpr int kWin = 1000000;
constexpr int kWinBound = kWin - 10000;  // |score| above this: a proven result
constexpr int kEvalScale = 10000;

template <Rules G, class Eval = NoEvaluation<G>>
class AlphaBeta {
 public:
  using State = typename G::State;

  explicit AlphaBeta(const AlphaBetaOptions& o = {}) : options_(o) {}

  void begin(const State& root) {
    root_ = root;
    if (table_.empty()) {
      table_.resize(std::size_t{1} << options_.tt_bits);
    }
    for (auto& h : history_) {
      for (int& v : h) {
        v /= 8;  // age, keep a little between moves
      }
    }
    stats_ = SearchStats{};
    depth_ = 1;
    done_ = false;
    best_ = kNoAction;
    score_ = 0;
    root_actions_.clear();
    if (G::is_terminal(root) || G::to_move(root) == kChance) {
      done_ = true;
      return;
    }
    typename G::Actions actions;
    G::legal_actions(root, actions);
    for (Action a : actions) {
      root_actions_.push_back(a);
    }
    order(root_, root_actions_.data(), static_cast<int>(root_actions_.size()), kNoAction);
    best_ = root_actions_.empty() ? kNoAction : root_actions_[0];
    if (root_actions_.size() <= 1) {
      done_ = true;
    }
  }

  bool think(const Budget& budget) {
    if (done_) {
      return true;
    }
    meter_ = BudgetMeter(budget);
    aborted_ = false;
    while (depth_ <= options_.max_depth) {
      int score = 0;
      Action best = kNoAction;
      if (!search_root(depth_, &best, &score)) {
        return false;
      }
      best_ = best;
      score_ = score;
      stats_.depth = depth_;
      ++stats_.iterations;
      ++depth_;
      if (std::abs(score) > kWinBound) {
        done_ = true;
        return true;
      }
    }
    done_ = true;
    return true;
  }

  bool done() const { return done_; }
  Action best_action() const { return best_; }
  // The score of the last completed depth, from the root mover's view.
  int score() const { return score_; }

  // The analysis board's view of the root (search.h): the last completed depth's score as a
  // chance (a proven win or loss when the score says so), and the principal line: the best
  // action, then the table's move at each position it leads to, up to a chance node or the end
  // (a table's move may be another position's that shares its slot: the caller keeps the line
  // up to its first illegal action, trim_line() in any_agent.h).
  void analysis(Analysis& out) const {
    out = Analysis{};
    if (std::abs(score_) > kWinBound) {
      out.proven = score_ > 0 ? 1 : -1;
      out.plies = kWin - std::abs(score_);
      out.chance = score_ > 0 ? 1.0 : 0.0;
    } else {
      const double e = static_cast<double>(score_) / kEvalScale;
      out.chance = (std::clamp(e, -1.0, 1.0) + 1) / 2;
    }
    State s = root_;
    for (Action a = best_; a != kNoAction && out.line_size < Analysis::kMaxLine;) {
      out.line[out.line_size++] = a;
      G::apply(s, a);
      if (G::is_terminal(s) || G::to_move(s) == kChance) {
        break;
      }
      const std::uint64_t key = G::hash(s);
      const Entry& e = table_[key & (table_.size() - 1)];
      a = e.bound != kEmpty && e.key == key ? Action{e.move} : kNoAction;
    }
  }

  const SearchStats& stats() {
    stats_.value = score_ > kWinBound    ? 1.0
                   : score_ < -kWinBound ? -1.0
                                         : static_cast<double>(score_) / kWin;
    return stats_;
  }

 private:
  enum Bound : std::uint8_t { kEmpty, kExact, kLower, kUpper };
  struct Entry {
    std::uint64_t key = 0;
    std::int32_t score = 0;
    std::int16_t move = -1;
    std::int8_t depth = 0;
    Bound bound = kEmpty;
  };
  static constexpr int kInf = kWin + 1;
  static constexpr int kMaxPly = 256;

  static int to_tt(int score, int ply) {
    return score > kWinBound ? score + ply : score < -kWinBound ? score - ply : score;
  }
  static int from_tt(int score, int ply) {
    return score > kWinBound ? score - ply : score < -kWinBound ? score + ply : score;
  }

  int& history(int player, Action a) { return history_[player & 1][a & 4095]; }

  // Sorts actions: `first` first, then by Eval::order and history, descending.
  void order(const State& s, Action* actions, int n, Action first) {
    const int me = G::to_move(s);
    int keys[G::Actions::kCapacity];
    for (int i = 0; i < n; ++i) {
      keys[i] = actions[i] == first
                    ? 1 << 30
                    : Eval::order(s, actions[i]) * 4096 + history(me, actions[i]) / 64;
    }
    sort_by_keys(actions, keys, n);
  }

  bool out_of_budget() {
    if (!aborted_ && meter_.spend()) {
      aborted_ = true;
    }
    return aborted_;
  }

  // The value of `child` (reached by an action of `me`) from me's view.
  int child_value(const State& child, int me, int depth, int ply, int alpha, int beta) {
    if (G::is_terminal(child)) {
      double out[kMaxPlayers] = {};
      G::returns(child, out);
      return out[me] > 0 ? kWin - ply : out[me] < 0 ? -kWin + ply : 0;
    }
    const int next = G::to_move(child);
    if (next == kChance) {
      typename G::Chances chances;
      G::chance_outcomes(child, chances);
      long long sum = 0;
      long long total = 0;
      for (const ChanceOutcome& c : chances) {
        State s = child;
        G::apply(s, c.action);
        sum += static_cast<long long>(c.weight) * child_value(s, me, depth, ply + 1, -kInf, kInf);
        total += c.weight;
        if (aborted_) {
          return 0;
        }
      }
      return static_cast<int>(sum / total);
    }
    if (next == me) {
      return negamax(child, depth, ply, alpha, beta);
    }
    return -negamax(child, depth - 1, ply, -beta, -alpha);
  }

  int negamax(const State& s, int depth, int ply, int alpha, int beta) {
    if (out_of_budget()) {
      return 0;
    }
    ++stats_.nodes;
    const int me = G::to_move(s);
    if (depth <= 0 || ply >= kMaxPly) {
      double out[kMaxPlayers] = {};
      Eval::evaluate(s, out);
      return static_cast<int>(out[me] * kEvalScale);
    }
    const std::uint64_t key = G::hash(s);
    Entry& e = table_[key & (table_.size() - 1)];
    Action tt_move = kNoAction;
    if (e.bound != kEmpty && e.key == key) {
      tt_move = e.move;
      if (e.depth >= depth) {
        const int v = from_tt(e.score, ply);
        if (e.bound == kExact || (e.bound == kLower && v >= beta) ||
            (e.bound == kUpper && v <= alpha)) {
          return v;
        }
      }
    }
    typename G::Actions actions;
    G::legal_actions(s, actions);
    order(s, actions.begin(), actions.size(), tt_move);
    const int alpha0 = alpha;
    int best = -kInf;
    Action best_move = kNoAction;
    for (Action a : actions) {
      State child = s;
      G::apply(child, a);
      const int v = child_value(child, me, depth, ply + 1, alpha, beta);
      if (aborted_) {
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
        history(me, a) += depth * depth;
        break;
      }
    }
    e.key = key;
    e.score = to_tt(best, ply);
    e.move = static_cast<std::int16_t>(best_move);
    e.depth = static_cast<std::int8_t>(depth);
    e.bound = best <= alpha0 ? kUpper : best >= beta ? kLower : kExact;
    return best;
  }

  // One depth from the root, the previous best first. False when the budget ran out.
  bool search_root(int depth, Action* best_out, int* score_out) {
    const int me = G::to_move(root_);
    order(root_, root_actions_.data(), static_cast<int>(root_actions_.size()), best_);
    int alpha = -kInf;
    Action best = kNoAction;
    for (Action a : root_actions_) {
      State child = root_;
      G::apply(child, a);
      const int v = child_value(child, me, depth, 1, alpha, kInf);
      if (aborted_) {
        if (best != kNoAction) {
          best_ = best;  // searched at this depth, the previous best (searched first) included
        }
        return false;
      }
      if (v > alpha) {
        alpha = v;
        best = a;
      }
    }
    ++stats_.nodes;
    *best_out = best;
    *score_out = alpha;
    return true;
  }

  AlphaBetaOptions options_;
  State root_{};
  std::vector<Entry> table_;
  std::vector<Action> root_actions_;
  int history_[2][4096] = {};
  BudgetMeter meter_{Budget{}};
  bool aborted_ = false;
  SearchStats stats_{};
  int depth_ = 1;
  bool done_ = false;
  Action best_ = kNoAction;
  int score_ = 0;
};

}  // namespace marbles::ai
