// Refused moves checked in both languages (the games' notation tests): the code of the
// message, and its reason after the move quoted. Built on error_of, error_fr and code_of
// (test_util.h).
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>

#include "games/test_util.h"

namespace marbles::games_test {

// A refused move: its message's code, and its reason in English and in French after the move
// quoted ('3a': ... / « 3a » : ...); an empty expectation is not checked.
template <class S>
void expect_refused(const S& s, std::string_view move, std::string_view code, std::string_view en,
                    std::string_view fr) {
  if (!code.empty()) {
    EXPECT_EQ(code_of(s, move), code) << move;
  }
  if (!en.empty()) {
    EXPECT_EQ(error_of(s, move), "'" + std::string(move) + "': " + std::string(en)) << move;
  }
  EXPECT_EQ(error_fr(s, move),
            "\xC2\xAB\xC2\xA0" + std::string(move) + "\xC2\xA0\xC2\xBB\xC2\xA0: " + std::string(fr))
      << move;
}

// Each move refused in French with its reason, after the move in « » ("« a2-b1 » : la case b1
// est occupée").
template <class S>
void expect_refused_fr(const S& s,
                       std::initializer_list<std::pair<std::string_view, std::string_view>> cases) {
  for (const auto& [move, reason] : cases) {
    EXPECT_EQ(error_fr(s, move), "\xC2\xAB\xC2\xA0" + std::string(move) +
                                     "\xC2\xA0\xC2\xBB\xC2\xA0: " + std::string(reason))
        << move;
  }
}

}  // namespace marbles::games_test
