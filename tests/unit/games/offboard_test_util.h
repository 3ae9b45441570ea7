// Helpers for the Offboard tests: the shared ones (test_util.h) for Offboard, variants by text,
// positions from lists of cells (turned into position text), the moves from a cell, the marbles
// of a player.
#pragma once

#include "games/offboard/rules.h"
#include "games/test_util.h"

MARBLES_GAME_TEST_HELPERS(offboard)

namespace marbles::offboard::test {

// The variant of a variant text ("default", "targets 1,2,3,...").
inline Variant variant(std::string_view text) {
  return variant_of<Game>(text);
}

// The board part of a position text ("yyyyy/.../rrrrr") with red and yellow marbles on the
// named cells and the rest empty.
inline std::string board_of(std::initializer_list<const char*> red,
                            std::initializer_list<const char*> yellow) {
  char g[kCells];
  std::fill(g, g + kCells, '.');
  for (const char* c : red) {
    EXPECT_GE(parse_cell(c), 0) << c;
    g[parse_cell(c)] = 'r';
  }
  for (const char* c : yellow) {
    EXPECT_GE(parse_cell(c), 0) << c;
    g[parse_cell(c)] = 'y';
  }
  std::string out;
  for (int i = kRows - 1; i >= 0; --i) {
    for (int k = 1; k <= 9; ++k) {
      if (cell_at(i, k) >= 0) {
        out += g[cell_at(i, k)];
      }
    }
    out += i > 0 ? "/" : "";
  }
  return out;
}

// A position with the named marbles on the board, `targets` (12 of r, y, .), the waiting
// marbles and the quiet count; the scores are the targets' values, and the marbles not
// accounted for are set aside (12 per colour in all).
struct Extra {
  char player = 'r';
  std::string targets = "............";
  int waiting[2] = {0, 0};
  int quiet = 0;
};

inline std::string text_of(std::initializer_list<const char*> red,
                           std::initializer_list<const char*> yellow, const Extra& setup = {},
                           const Variant& v = {}) {
  int score[2] = {0, 0};
  int in_target[2] = {0, 0};
  for (int t = 0; t < kTargets; ++t) {
    const char ch = setup.targets[static_cast<size_t>(t)];
    if (ch == 'r' || ch == 'y') {
      const int q = ch == 'r' ? 0 : 1;
      ++in_target[q];
      score[1 - q] += v.values[t];
    }
  }
  const int on[2] = {static_cast<int>(red.size()), static_cast<int>(yellow.size())};
  const int aside[2] = {kMarbles - on[0] - in_target[0] - setup.waiting[0],
                        kMarbles - on[1] - in_target[1] - setup.waiting[1]};
  auto pair = [](int a, int b) { return std::to_string(a) + "," + std::to_string(b); };
  return board_of(red, yellow) + " " + setup.player + " " + pair(score[0], score[1]) + " " +
         setup.targets + " " + pair(setup.waiting[0], setup.waiting[1]) + " " +
         pair(aside[0], aside[1]) + " " + std::to_string(setup.quiet);
}

inline State setup(std::initializer_list<const char*> red,
                   std::initializer_list<const char*> yellow, const Extra& s = {},
                   const Variant& v = {}) {
  return position(text_of(red, yellow, s, v), v);
}

// The legal line moves whose rear is `from` ("c3"), as text, sorted.
inline std::vector<std::string> moves_from(const State& s, std::string_view from) {
  std::vector<std::string> out;
  for (const std::string& t : legal_texts(s)) {
    if (t.size() >= 5 && t.substr(0, 2) == from && t[2] == '-') {
      out.push_back(t);
    }
  }
  return out;
}

inline int on_board(const State& s, int p) {
  return __builtin_popcountll(s.board[p]);
}

// The cells of a player's marbles, sorted by name.
inline std::vector<std::string> cells_of(const State& s, int p) {
  std::vector<std::string> out;
  for (int c = 0; c < kCells; ++c) {
    if (owner(s, c) == p) {
      out.push_back(cell_name(c));
    }
  }
  return sorted(out);
}

}  // namespace marbles::offboard::test
