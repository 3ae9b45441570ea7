// Helpers for the La poursuite infernale tests: the shared ones (test_util.h) for this game,
// variants by size, the deciding jumps.
#pragma once

#include "games/poursuite/rules.h"
#include "games/test_util.h"

MARBLES_GAME_TEST_HELPERS(poursuite)

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

// The deciding jumps stored for the UI, as text.
inline std::vector<std::string> finish_path(const State& s) {
  std::vector<std::string> out;
  for (int i = 0; i < s.finish.path_len; ++i) {
    out.push_back(square_name(s.finish.path[i]));
  }
  return out;
}

}  // namespace marbles::poursuite::test
