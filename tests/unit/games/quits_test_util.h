// Helpers for the Quits tests: variants by name, positions from position text, moves from
// notation, boards printed on failure. A parse error here is a test failure, reported with the
// text.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "games/quits/rules.h"

namespace marbles::quits::test {

// The variant of a variant text ("default", "3-marbles", "4-players orthogonal"...).
inline Variant variant(std::string_view text) {
  Result<Variant> v = Game::parse_variant(text);
  if (!v.ok()) {
    ADD_FAILURE() << "bad variant '" << text << "': " << v.error().text();
    return Variant{};
  }
  return *v;
}

// The four presets of the registry, then the two combinations with "orthogonal".
inline std::vector<Variant> all_variants() {
  std::vector<Variant> out;
  for (const char* t : {"default", "3-marbles", "4-players", "orthogonal", "3-marbles orthogonal",
                        "4-players orthogonal"}) {
    out.push_back(variant(t));
  }
  return out;
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

// The legal marble moves (not slides, not pass) as text, sorted.
inline std::vector<std::string> move_texts(const State& s) {
  std::vector<std::string> out;
  for (const std::string& t : legal_texts(s)) {
    if (t.size() == 5 && t[2] == '-') {
      out.push_back(t);
    }
  }
  return out;
}

// The legal slides as text, sorted.
inline std::vector<std::string> slide_texts(const State& s) {
  std::vector<std::string> out;
  for (const std::string& t : legal_texts(s)) {
    if (t.size() == 3) {
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
  std::vector<double> r(static_cast<size_t>(s.variant.players), 0.0);
  Game::returns(s, r.data());
  return r;
}

inline int on_board(const State& s, int seat) {
  return __builtin_popcount(s.board[seat]);
}

}  // namespace marbles::quits::test
