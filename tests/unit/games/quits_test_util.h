// Helpers for the Quits tests: the shared ones (test_util.h) for Quits, variants by name, the
// moves and the slides apart.
#pragma once

#include "games/quits/rules.h"
#include "games/test_util.h"

MARBLES_GAME_TEST_HELPERS(quits)

namespace marbles::quits::test {

// The variant of a variant text ("default", "3-marbles", "4-players orthogonal"...).
inline Variant variant(std::string_view text) {
  return variant_of<Game>(text);
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

inline int on_board(const State& s, int seat) {
  return __builtin_popcount(s.board[seat]);
}

// Used by the reverse-slide tests of quits_test.cpp and quits_end_test.cpp:
// 5 . . d . .
// 4 . . . . .     Light slides row 1 right; dark, with e1 now in row 1, may not slide it back left
// 3 l . . . d     at once, but may play anything else.
// 2 l . . . .
// 1 . l . d .
inline constexpr const char* kReverse = "..d../...../l...d/l..../.l.d. l 0,0 - 0";

}  // namespace marbles::quits::test
