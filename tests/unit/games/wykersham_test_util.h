// Helpers for the Wykersham tests: positions from position text, moves from notation, boards
// printed on failure. A parse error here is a test failure, reported with the text.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "games/wykersham/rules.h"

namespace marbles::wykersham::test {

// The board and position text, for failure messages.
inline std::string show(const State& s) {
  return "\n" + Game::board_text(s) + "position: " + Game::position_text(s) + "\n";
}

// Parses a position; a bad text is a test failure (the start is returned then).
inline State position(std::string_view text) {
  Result<State> s = Game::parse_position({}, text);
  if (!s.ok()) {
    ADD_FAILURE() << "bad position text '" << text << "': " << s.error().text();
    return Game::initial({});
  }
  return *s;
}

inline std::vector<std::string> sorted(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}

// The legal actions (or, at a chance node, the chance outcomes) as text, sorted.
inline std::vector<std::string> legal_texts(const State& s) {
  std::vector<std::string> out;
  if (Game::to_move(s) == kChance) {
    Game::Chances c;
    Game::chance_outcomes(s, c);
    for (const ChanceOutcome& o : c) {
      out.push_back(Game::action_text(s, o.action));
    }
    return sorted(out);
  }
  Game::Actions actions;
  Game::legal_actions(s, actions);
  for (Action a : actions) {
    out.push_back(Game::action_text(s, a));
  }
  return sorted(out);
}

inline bool is_legal(const State& s, std::string_view text) {
  return Game::parse_action(s, text).ok();
}

// The parser's message for a refused move, or "(accepted)".
inline std::string error_of(const State& s, std::string_view move) {
  Result<Action> a = Game::parse_action(s, move);
  return a.ok() ? "(accepted)" : a.error().message;
}

// Plays moves (and chance outcomes) given in notation; a move that does not parse stops there
// as a test failure.
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
