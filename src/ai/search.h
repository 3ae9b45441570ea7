// What every search shares: the budget of one think() call, the caller's clock, and the
// statistics. The engine never reads a clock itself: a time budget comes with a clock the
// caller passes (the page's performance.now(), std::chrono in the bench), so a search with a
// work budget only is deterministic given its seed, natively and in WASM.
//
// The anytime protocol (MCTS and alpha-beta alike):
//   search.begin(state);            // a new root; forgets the previous tree
//   while (...) search.think(b);    // a slice: stops when the budget of this call is spent
//   Action a = search.best_action();  // at any time, a legal action (kNoAction when the root is
//                                     // terminal or a chance node)
// think() returns true when more thinking cannot change the answer (a single legal action, a
// proven result, the depth or node cap reached).
#pragma once

#include <algorithm>
#include <cstdint>

#include "core/types.h"

namespace marbles::ai {

// The caller's clock: seconds since any fixed origin.
struct Clock {
  double (*now)(void* context) = nullptr;
  void* context = nullptr;
  bool valid() const { return now != nullptr; }
  double operator()() const { return now(context); }
};

// The budget of one think() call: whichever runs out first. work <= 0 means no work limit;
// seconds <= 0 (or no clock) means no time limit. At least one must be set.
struct Budget {
  std::int64_t work = 0;  // MCTS iterations, or alpha-beta nodes
  double seconds = 0;
  Clock clock{};

  static Budget iterations(std::int64_t n) { return Budget{n, 0, Clock{}}; }
  static Budget time(double s, Clock c) { return Budget{0, s, c}; }
};

struct SearchStats {
  std::int64_t iterations = 0;  // MCTS playouts, or alpha-beta completed depths
  std::int64_t nodes = 0;       // tree nodes allocated (MCTS) or visited (alpha-beta)
  int depth = 0;                // deepest selection path (MCTS) or last completed depth
  double value = 0;             // the root mover's expected outcome of best_action, -1..+1
  std::int64_t shared = 0;      // MCTS: chance nodes that took the children of another path
};

// What a search says of its root for the analysis board: the chance of the player to move
// winning (a draw counts half), a result proven by the search (a win or a loss within `plies`
// actions), and the line it expects: its best action, then the best replies it found.
struct Analysis {
  static constexpr int kMaxLine = 8;
  double chance = 0.5;  // 0..1, the player to move's
  int proven = 0;       // +1 a proven win for the player to move, -1 a proven loss, 0 none
  int plies = 0;        // a proven result's distance in actions (0 when none is proven)
  bool solved = false;  // the exact solver's value (the page's: proven +1, -1, or 0 a draw)
  int line_size = 0;
  Action line[kMaxLine] = {};
};

// A timed budget reads the clock after a stride of work units that adapts to their cost: it
// doubles (up to kClockEvery) while the work between two reads takes under 0.25 ms (alpha-beta
// nodes, short playouts) and halves when it takes over 1 ms (whole playouts of a long game), so
// a slice ends within about a millisecond of its time whatever the game, and a clock read
// (about as dear as a few playout steps in the browser) stays rare.
constexpr std::int64_t kClockEvery = 64;

// Tracks one think() call's budget.
class BudgetMeter {
 public:
  explicit BudgetMeter(const Budget& b) : budget_(b) {
    timed_ = b.seconds > 0 && b.clock.valid();
    if (timed_) {
      last_read_ = b.clock();
      deadline_ = last_read_ + b.seconds;
    }
  }
  // Counts one unit of work; true when the budget is spent.
  bool spend() {
    ++done_;
    if (budget_.work > 0 && done_ >= budget_.work) {
      return true;
    }
    if (timed_ && done_ >= next_read_) {
      const double now = budget_.clock();
      if (now >= deadline_) {
        return true;
      }
      const double took = now - last_read_;
      if (took < 0.00025) {
        stride_ = std::min(stride_ * 2, kClockEvery);
      } else if (took > 0.001) {
        stride_ = std::max<std::int64_t>(stride_ / 2, 1);
      }
      last_read_ = now;
      next_read_ = done_ + stride_;
    }
    if (!timed_ && budget_.work <= 0) {
      return true;  // no budget at all: one unit
    }
    return false;
  }
  std::int64_t done() const { return done_; }

 private:
  Budget budget_;
  bool timed_ = false;
  double deadline_ = 0;
  double last_read_ = 0;
  std::int64_t stride_ = 1;
  std::int64_t next_read_ = 1;
  std::int64_t done_ = 0;
};

}  // namespace marbles::ai
