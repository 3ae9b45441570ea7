// Helpers for the Offboard tests: variants by text, positions from position text (or from lists
// of cells, turned into position text), moves from notation, boards printed on failure. A parse
// error here is a test failure, reported with the text.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "games/offboard/rules.h"

namespace marbles::offboard::test {

// The variant of a variant text ("default", "targets 1,2,3,...").
inline Variant variant(std::string_view text) {
  Result<Variant> v = Game::parse_variant(text);
  if (!v.ok()) {
    ADD_FAILURE() << "bad variant '" << text << "': " << v.error().text();
    return Variant{};
  }
  return *v;
}

// The board, player to move and position text, for failure messages.
inline std::string show(const State& s) {
  return "\n" + Game::board_text(s) + "position: " + Game::position_text(s) + "\n";
}

// Parses a position; a bad text is a test failure (the variant's start is returned then).
inline State position(std::string_view text, const Variant& v = {}) {
  Result<State> s = Game::parse_position(v, text);
  if (!s.ok()) {
    ADD_FAILURE() << "bad position text '" << text << "': " << s.error().text();
    return Game::initial(v);
  }
  return *s;
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

inline std::vector<std::string> sorted(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}

// The legal actions as text, sorted.
inline std::vector<std::string> legal_texts(const State& s) {
  Game::Actions actions;
  Game::legal_actions(s, actions);
  std::vector<std::string> out;
  for (Action a : actions) {
    out.push_back(Game::action_text(s, a));
  }
  return sorted(out);
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

inline bool is_legal(const State& s, std::string_view text) {
  return Game::parse_action(s, text).ok();
}

// The parser's message for a refused move, or "(accepted)".
inline std::string error_of(const State& s, std::string_view move) {
  Result<Action> a = Game::parse_action(s, move);
  return a.ok() ? "(accepted)" : a.error().message;
}

// Plays moves given in notation; a move that does not parse stops there as a test failure.
inline State play(State s, std::initializer_list<std::string_view> moves) {
  for (std::string_view m : moves) {
    Result<Action> a = Game::parse_action(s, m);
    if (!a.ok()) {
      ADD_FAILURE() << "move '" << m << "' rejected: " << a.error().text() << show(s);
      return s;
    }
    Game::apply(s, *a);
  }
  return s;
}

inline std::vector<double> returns_of(const State& s) {
  std::vector<double> r(2, 0.0);
  Game::returns(s, r.data());
  return r;
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
