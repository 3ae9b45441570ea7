// La poursuite infernale's dedicated solver (src/games/poursuite/solver.h) against the generic
// exact solver (src/ai/solver.h) over the rules themselves: the same round value on the 6x6
// start and on hundreds of positions of every size, played or composed.
#include <gtest/gtest.h>

#include "ai/games.h"
#include "ai/solver.h"
#include "core/bits.h"
#include "core/rng.h"
#include "games/poursuite/rules.h"
#include "games/poursuite/solver.h"
#include "games/poursuite_test_util.h"

namespace marbles::poursuite {
namespace {

using namespace test;

// The generic solver's value of s for the player to move (a single round: the game).
int generic_value(State s) {
  s.variant.single = true;
  ai::Solver<Game, ai::Evaluation<Game>> solver(18);
  const int v = solver.solve(s, 1LL << 40);
  EXPECT_NE(v, ai::Solver<Game>::kUnknown);
  return v;
}

// A position `jumps` random jumps into a single round of the size board (maybe over); the
// pursued never jumps where it is caught while it has another jump.
State played(int size, int jumps, Rng& rng) {
  State s = Game::initial(variant(size, true));
  for (int j = 0; j < jumps && !s.over; ++j) {
    Game::Actions actions;
    Game::legal_actions(s, actions);
    Game::Actions safe;
    for (Action a : actions) {
      if (s.mover == kPursuer || (knight_attacks(s.knight[kPursuer]) >> a & 1) == 0) {
        safe.push(a);
      }
    }
    const Game::Actions& from = safe.size() > 0 ? safe : actions;
    Game::apply(s, from[static_cast<int>(rng.below(static_cast<std::uint32_t>(from.size())))]);
  }
  return s;
}

// Any squares burned, the knights anywhere, either to move (positions the editor allows, some
// that play cannot reach), settled by the rules (maybe over).
State composed(int size, int burned_per_16, Rng& rng) {
  State s = Game::initial(variant(size, true));
  s.used = 0;
  const std::uint64_t board = board_mask(size);
  for (std::uint64_t m = board; m != 0; m &= m - 1) {
    if (rng.below(16) < static_cast<std::uint32_t>(burned_per_16)) {
      s.used |= m & -m;
    }
  }
  const int n = popcount64(board);
  int squares[2];
  for (int& sq : squares) {
    std::uint64_t m = board;
    for (std::uint32_t k = rng.below(static_cast<std::uint32_t>(n)); k > 0; --k) {
      m &= m - 1;
    }
    sq = __builtin_ctzll(m);
  }
  if (squares[0] == squares[1]) {
    squares[1] = squares[0] == 0 ? 1 : 0;
  }
  s.knight[kPursued] = static_cast<std::uint8_t>(squares[0]);
  s.knight[kPursuer] = static_cast<std::uint8_t>(squares[1]);
  s.used |= bit(squares[0]) | bit(squares[1]);
  s.mover = static_cast<std::uint8_t>(rng.below(2));
  settle(s);
  return s;
}

TEST(PoursuiteSolver, SixBySixSingle_ThePursuerWins) {
  Solver solver(18);
  const State s = Game::initial(variant(6, true));
  EXPECT_EQ(solver.solve(s, 1LL << 40), -1);  // the pursued, to move, loses
  EXPECT_EQ(generic_value(s), -1);
  EXPECT_LT(solver.nodes(), 200000);  // 84,048 with the table of 2^18
}

// The 6x6 match's rounds: in round 2 the roles change players, the round's value does not.
TEST(PoursuiteSolver, SixBySixMatch_RoundTwoIsTheSameRound) {
  State s = Game::initial(variant(6, false));
  s.round = 1;
  Solver solver(18);
  EXPECT_EQ(solver.solve(s, 1LL << 40), -1);
}

TEST(PoursuiteSolver, PlayedPositions_SameValueAsTheGenericSolver) {
  Rng rng(34);
  struct Band {
    int size, from, to;
  };
  int compared = 0;
  for (const Band b : {Band{6, 1, 24}, Band{7, 14, 34}, Band{8, 34, 50}}) {
    for (int jumps = b.from; jumps <= b.to; ++jumps) {
      for (int k = 0; k < 6; ++k) {
        const State s = played(b.size, jumps, rng);
        if (s.over) {
          continue;
        }
        Solver solver(16);
        ASSERT_EQ(solver.solve(s, 1LL << 40), generic_value(s)) << Game::position_text(s);
        ++compared;
      }
    }
  }
  EXPECT_GT(compared, 150);
}

TEST(PoursuiteSolver, ComposedPositions_SameValueAsTheGenericSolver) {
  Rng rng(7);
  int compared = 0;
  int values[3] = {0, 0, 0};
  for (int size = 6; size <= 8; ++size) {
    for (int k = 0; k < 200; ++k) {
      const State s = composed(size, size == 6 ? 5 : 8, rng);
      if (s.over) {
        continue;
      }
      Solver solver(14);
      const int v = solver.solve(s, 1LL << 40);
      ASSERT_EQ(v, generic_value(s)) << Game::position_text(s);
      ++values[v + 1];
      ++compared;
    }
  }
  EXPECT_GT(compared, 300);
  EXPECT_GT(values[0], 20);  // losses, draws and wins all met
  EXPECT_GT(values[1], 5);
  EXPECT_GT(values[2], 20);
}

// The value of a position and of its mirror images (the board's 8 symmetries) are the same.
TEST(PoursuiteSolver, MirroredPositions_SameValue) {
  Rng rng(3);
  for (int k = 0; k < 40; ++k) {
    const State s = played(7, 16 + k % 8, rng);
    if (s.over) {
      continue;
    }
    State m = s;  // the files mirrored: a <-> g
    m.used = 0;
    for (std::uint64_t u = s.used; u != 0; u &= u - 1) {
      const int sq = __builtin_ctzll(u);
      m.used |= bit(square(6 - file_of(sq), rank_of(sq)));
    }
    for (int role = 0; role < 2; ++role) {
      m.knight[role] =
          static_cast<std::uint8_t>(square(6 - file_of(s.knight[role]), rank_of(s.knight[role])));
    }
    Solver solver(16);
    const int v = solver.solve(s, 1LL << 40);
    solver.clear();
    EXPECT_EQ(solver.solve(m, 1LL << 40), v) << Game::position_text(s);
  }
}

// Slices of a few hundred nodes (what a page does between frames) end with the same value, and
// a slice too small says so.
TEST(PoursuiteSolver, Slices_SameValueAndUnknownPastTheLimit) {
  const State s = Game::initial(variant(6, true));
  Solver solver(18);
  EXPECT_EQ(solver.solve(s, 100), Solver::kUnknown);
  int v = Solver::kUnknown;
  int slices = 0;
  while (v == Solver::kUnknown && slices < 10000) {
    v = solver.solve(s, 500);
    ++slices;
  }
  EXPECT_EQ(v, -1);
  EXPECT_GT(slices, 10);
}

// The best jump keeps the value: after it, the opponent's value is its opposite.
TEST(PoursuiteSolver, BestAction_KeepsTheValue) {
  Rng rng(11);
  int checked = 0;
  for (int k = 0; k < 60; ++k) {
    const State s = played(7, 14 + k % 16, rng);
    if (s.over) {
      continue;
    }
    Solver solver(16);
    const int v = solver.solve(s, 1LL << 40);
    const Action a = solver.best_action(s, 1LL << 40);
    ASSERT_NE(a, kNoAction);
    State child = s;
    Game::apply(child, a);
    if (child.over) {
      EXPECT_EQ(v, winner_role(child.rounds[0].end) == s.mover ? 1
                   : winner_role(child.rounds[0].end) < 0      ? 0
                                                               : -1);
    } else {
      EXPECT_EQ(solver.solve(child, 1LL << 40), -v) << Game::position_text(s);
    }
    ++checked;
  }
  EXPECT_GT(checked, 30);
}

}  // namespace
}  // namespace marbles::poursuite
