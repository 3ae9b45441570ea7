// Helpers for the Yoté tests: the shared ones (test_util.h) for Yoté (its 5x5 variant:
// variant_of<Game>("5x5")).
#pragma once

#include "games/test_util.h"
#include "games/yote/rules.h"

MARBLES_GAME_TEST_HELPERS(yote)
