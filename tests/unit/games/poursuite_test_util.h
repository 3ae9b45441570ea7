// Helpers for the La poursuite infernale tests: positions from position text, jumps from
// notation, boards printed on failure. A parse error here is a test failure, reported with the
// text.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "games/poursuite/rules.h"

namespace marbles::poursuite::test {

inline Variant variant(int size, bool single) {
  Variant v;
  v.size = static_cast<std::uint8_t>(size);
  v.single = single;
  return v;
}
inline Variant single() {
  return variant(8, true);
}

// The board, side, round and position text, for failure messages.
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

inline std::vector<std::string> sorted(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}

// The legal jumps as text, sorted.
inline std::vector<std::string> legal_texts(const State& s) {
  Game::Actions actions;
  Game::legal_actions(s, actions);
  std::vector<std::string> out;
  for (Action a : actions) {
    out.push_back(Game::action_text(s, a));
  }
  return sorted(out);
}

inline std::string phase(const State& s) {
  return std::string(Game::phase(s));
}

inline bool is_legal(const State& s, std::string_view text) {
  return Game::parse_action(s, text).ok();
}

// The refusal message of a jump, or "(accepted)".
inline std::string error_of(const State& s, std::string_view text) {
  Result<Action> a = Game::parse_action(s, text);
  return a.ok() ? "(accepted)" : a.error().message;
}

// Plays jumps given in notation; a jump that does not parse stops there as a test failure.
inline State play(State s, std::initializer_list<std::string_view> moves) {
  for (std::string_view m : moves) {
    Result<Action> a = Game::parse_action(s, m);
    if (!a.ok()) {
      ADD_FAILURE() << "jump '" << m << "' rejected: " << a.error().text() << show(s);
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

// The deciding jumps stored for the UI, as text.
inline std::vector<std::string> finish_path(const State& s) {
  std::vector<std::string> out;
  for (int i = 0; i < s.finish.path_len; ++i) {
    out.push_back(square_name(s.finish.path[i]));
  }
  return out;
}

}  // namespace marbles::poursuite::test
