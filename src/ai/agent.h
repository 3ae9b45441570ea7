// The computer opponent by level, over any Rules game: one object the app (or the bench)
// drives with the anytime protocol of search.h.
//
//   level          what it does
//   beginner       plain UCT, 100 random games per move (sees one-move wins and little else)
//   intermediate   plain UCT, 3,000 random games per move; a game's Tuning may change that:
//                  Wykersham 1,000 random games (level_iterations<G>); Offboard, where random
//                  games are long and mostly end in the quiet-turns draw, 3,000 short
//                  playouts: 10 random actions, then the game's evaluation (level_cutoff<G>)
//   strong         the game's best search (Tuning in ai/games.h) for the time the player
//                  grants: the caller slices think() until its own deadline
// beginner and intermediate are fixed budgets: think() never goes past them and returns true
// once they are spent, so their play does not depend on the machine's speed.
#pragma once

#include <cstdint>
#include <string_view>
#include <type_traits>

#include "ai/alphabeta.h"
#include "ai/games.h"
#include "ai/mcts.h"
#include "ai/search.h"
#include "core/rules.h"
#include "core/types.h"

namespace marbles::ai {

enum class Level : int { kBeginner = 0, kIntermediate = 1, kStrong = 2 };

struct LevelInfo {
  Level level;
  std::string_view id;
  std::int64_t iterations;  // the fixed budget, 0 for the time the player grants
  std::string_view description;
};

inline constexpr LevelInfo kLevels[] = {
    {Level::kBeginner, "beginner", 100, "plain UCT, 100 random games per move"},
    {Level::kIntermediate, "intermediate", 3000,
     "plain UCT, 3,000 random games per move (Wykersham 1,000; Offboard 3,000 short playouts "
     "then the evaluation)"},
    {Level::kStrong, "strong", 0, "the game's best search for the time granted"},
};

inline const LevelInfo& level_info(Level level) {
  return kLevels[static_cast<int>(level)];
}

// The playout cut-off of a level in game G: strong, Tuning<G>::kCutoff; intermediate,
// Tuning<G>::kIntermediateCutoff where the game's Tuning has one (else 0: random games to the
// end); beginner, 0.
template <Rules G>
constexpr int level_cutoff(Level level) {
  if (level == Level::kStrong) {
    return Tuning<G>::kCutoff;
  }
  if constexpr (requires { Tuning<G>::kIntermediateCutoff; }) {
    if (level == Level::kIntermediate) {
      return Tuning<G>::kIntermediateCutoff;
    }
  }
  return 0;
}

// The fixed budget of a level in game G (iterations; 0 for strong): kLevels's, or for
// intermediate Tuning<G>::kIntermediateIterations where the game's Tuning has one.
template <Rules G>
constexpr std::int64_t level_iterations(Level level) {
  if constexpr (requires { Tuning<G>::kIntermediateIterations; }) {
    if (level == Level::kIntermediate) {
      return Tuning<G>::kIntermediateIterations;
    }
  }
  return kLevels[static_cast<int>(level)].iterations;
}

// Whether game G's strong level merges transpositions at the chance nodes (its Tuning's
// kTranspose): its Mcts is then built with them (Mcts' kTranspositions).
template <Rules G>
constexpr bool tuning_transposes() {
  if constexpr (requires { Tuning<G>::kTranspose; }) {
    return Tuning<G>::kTranspose;
  }
  return false;
}

// The MCTS options of a level in game G that its Tuning sets: the cut-off, and for strong the
// playout policy, the tree kept within the turn, transpositions and first-play urgency.
template <Rules G>
MctsOptions level_mcts_options(Level level) {
  MctsOptions m;
  m.cutoff = level_cutoff<G>(level);
  const bool strong = level == Level::kStrong;
  if constexpr (requires { Tuning<G>::kPolicy; }) {
    m.policy = strong && Tuning<G>::kPolicy;
  }
  if constexpr (requires { Tuning<G>::kReuse; }) {
    m.reuse = strong && Tuning<G>::kReuse;
  }
  m.transpose = strong && tuning_transposes<G>();
  if constexpr (requires { Tuning<G>::kFirstPlay; }) {
    m.first_play = strong ? Tuning<G>::kFirstPlay : 0;
  }
  return m;
}

// The memory of an agent's tables. 0: the search's default (MCTS arena 2^21 nodes, 64 MB,
// grown by doubling; alpha-beta table 2^20 entries, 16 MB). The page asks for less, allocated
// at once, so that no frame copies a growing arena or clears a large table.
struct AgentMemory {
  std::int64_t mcts_nodes = 0;
  int tt_bits = 0;
};

template <Rules G>
class Agent {
 public:
  using State = typename G::State;

  // memory: the page's smaller tables, allocated whole at the first begin() (see AgentMemory);
  // by default MctsOptions' and AlphaBetaOptions' sizes, the arena grown as needed.
  explicit Agent(Level level, std::uint64_t seed = 0x5EED, const AgentMemory& memory = {})
      : level_(level) {
    MctsOptions m = level_mcts_options<G>(level);
    m.seed = seed;
    if (memory.mcts_nodes > 0) {
      m.max_nodes = memory.mcts_nodes;
      m.reserve = true;
    }
    mcts_ = Mcts<G, Evaluation<G>, tuning_transposes<G>()>(m);
    if constexpr (kAlphaBeta) {
      if (memory.tt_bits > 0) {
        AlphaBetaOptions ab;
        ab.tt_bits = memory.tt_bits;
        alphabeta_ = AlphaBeta<G, Evaluation<G>>(ab);
      }
    }
  }

  Level level() const { return level_; }
  Algorithm algorithm() const { return algorithm_; }

  void begin(const State& s) {
    spent_ = 0;
    // Alpha-beta is for two players: a game's variant with more falls back to MCTS.
    algorithm_ = kAlphaBeta && level_ == Level::kStrong && G::num_players(G::variant(s)) == 2
                     ? Algorithm::kAlphaBeta
                     : Algorithm::kMcts;
    if constexpr (kAlphaBeta) {
      if (algorithm_ == Algorithm::kAlphaBeta) {
        alphabeta_.begin(s);
        return;
      }
    }
    mcts_.begin(s);
  }

  // A slice. For beginner and intermediate, the slice's work is capped at what is left of
  // the level's budget; true when the level's budget is spent or the search is done.
  bool think(const Budget& slice) {
    const std::int64_t fixed = level_iterations<G>(level_);
    Budget b = slice;
    if (fixed > 0) {
      const std::int64_t left = fixed - spent_;
      if (left <= 0) {
        return true;
      }
      if (b.work <= 0 || b.work > left) {
        b.work = left;
      }
    }
    if constexpr (kAlphaBeta) {
      if (algorithm_ == Algorithm::kAlphaBeta) {
        return alphabeta_.think(b);
      }
    }
    const std::int64_t before = mcts_.stats().iterations;
    const bool done = mcts_.think(b);
    spent_ += mcts_.stats().iterations - before;
    return done || (fixed > 0 && spent_ >= fixed);
  }

  // The share of the time the player grants a move that this decision takes (the caller
  // multiplies its deadline by it): 1, or where a game's Tuning spreads the strong level's time
  // over the decisions of a turn (Tuning<G>::time_share), that share.
  static double time_share(Level level, const State& s) {
    if constexpr (requires { Tuning<G>::time_share(s); }) {
      if (level == Level::kStrong) {
        return Tuning<G>::time_share(s);
      }
    }
    return 1.0;
  }

  // Whether the strong level may end this decision before its time: `spent` seconds into it,
  // with `left` seconds to go, the iterations those would bring at the rate so far cannot
  // change the choice (Mcts::settled). Only where the game's Tuning asks for it (kStopEarly);
  // otherwise the decision takes its whole time.
  bool settled(double spent, double left) const {
    if (stops_early() && algorithm_ == Algorithm::kMcts && spent > 0) {
      return mcts_.settled(static_cast<std::int64_t>(static_cast<double>(spent_) * left / spent));
    }
    return false;
  }
  bool stops_early() const {
    if constexpr (requires { Tuning<G>::kStopEarly; }) {
      return Tuning<G>::kStopEarly && level_ == Level::kStrong;
    }
    return false;
  }

  Action best_action() const {
    if constexpr (kAlphaBeta) {
      if (algorithm_ == Algorithm::kAlphaBeta) {
        return alphabeta_.best_action();
      }
    }
    return mcts_.best_action();
  }

  // What the search says of its root (search.h), for the analysis board.
  void analysis(Analysis& out) const {
    if constexpr (kAlphaBeta) {
      if (algorithm_ == Algorithm::kAlphaBeta) {
        alphabeta_.analysis(out);
        return;
      }
    }
    mcts_.analysis(out);
  }

  const SearchStats& stats() {
    if constexpr (kAlphaBeta) {
      if (algorithm_ == Algorithm::kAlphaBeta) {
        return alphabeta_.stats();
      }
    }
    return mcts_.stats();
  }

 private:
  // Alpha-beta exists only in the agents of games whose strong level uses it (the code of the
  // others stays out of the page).
  static constexpr bool kAlphaBeta = Tuning<G>::kStrong == Algorithm::kAlphaBeta;
  struct NoAlphaBeta {};

  Level level_;
  Algorithm algorithm_ = Algorithm::kMcts;
  Mcts<G, Evaluation<G>, tuning_transposes<G>()> mcts_;
  [[no_unique_address]] std::conditional_t<kAlphaBeta, AlphaBeta<G, Evaluation<G>>, NoAlphaBeta>
      alphabeta_;
  std::int64_t spent_ = 0;
};

}  // namespace marbles::ai
