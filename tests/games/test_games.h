// The test-only games the test build (engine_tests, -DMARBLES_TEST_GAMES) appends to the game
// list (src/games/list.h): one line each, as for a game of the page.
#pragma once

#include "core/descriptor.h"
#include "games/line3/descriptor.h"

namespace marbles {

using TestGames = TypeList<line3::Descriptor>;

}  // namespace marbles
