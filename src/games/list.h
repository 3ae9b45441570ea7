// The game list: one line per game, in start-screen order. Everything that differs by game
// walks it (for_each_type, any_type in core/descriptor.h): the registry (games/registry.h),
// the computer opponents (ai/any_agent.h), the board views (ui/boards/boards.cpp), the UI's
// variant names (ui/text.cpp), the bench and the conformance tests; scripts/mutants.py reads
// the game folders from it. Adding a game: docs/ADDING_A_GAME.md.
#pragma once

#include "core/descriptor.h"
#include "games/offboard/descriptor.h"
#include "games/poursuite/descriptor.h"
#include "games/quits/descriptor.h"
#include "games/wali/descriptor.h"
#include "games/wykersham/descriptor.h"
#include "games/yote/descriptor.h"

// The test build (engine_tests) appends the test-only games of tests/games/ to the list.
#ifdef MARBLES_TEST_GAMES
#include "games/test_games.h"
#endif

namespace marbles {

using AppGames = TypeList<  // the page's games
    wali::Descriptor,       //
    yote::Descriptor,       //
    poursuite::Descriptor,  //
    quits::Descriptor,      //
    wykersham::Descriptor,  //
    offboard::Descriptor>;

#ifdef MARBLES_TEST_GAMES
using AllGames = Concat<AppGames, TestGames>::type;
#else
using AllGames = AppGames;
#endif

template <class F>
void for_each_game(F&& f) {
  for_each_type(AllGames{}, static_cast<F&&>(f));
}
template <class F>
bool any_game(F&& f) {
  return any_type(AllGames{}, static_cast<F&&>(f));
}

}  // namespace marbles
