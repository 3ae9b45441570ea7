// Helpers for the Wykersham tests: the shared ones (test_util.h) for Wykersham, the marbles on
// the board and in a cup, a move's error in French and its code.
#pragma once

#include <string>
#include <string_view>

#include "games/test_util.h"
#include "games/wykersham/rules.h"
#include "ui/lang.h"
#include "ui/messages.h"

MARBLES_GAME_TEST_HELPERS(wykersham)

namespace marbles::wykersham::test {

// Marbles of colour p on the board.
inline int on_board(const State& s, int p) {
  int n = 0;
  for (int c = 0; c < kCells; ++c) {
    n += s.marbles[p][c];
  }
  return n;
}

// Marbles of colour p in the cup named like "b7".
inline int in_cup(const State& s, std::string_view name, int p) {
  const int c = parse_cell(name);
  EXPECT_GE(c, 0) << name;
  return c < 0 ? -1 : s.marbles[p][c];
}

}  // namespace marbles::wykersham::test
