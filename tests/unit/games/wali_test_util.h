// Helpers for the Wali tests: the shared ones (test_util.h) for Wali (its 1980 variant:
// variant_of<Game>("1980")).
#pragma once

#include "games/test_util.h"
#include "games/wali/rules.h"

MARBLES_GAME_TEST_HELPERS(wali)
