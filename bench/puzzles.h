// bench --puzzles GAME and --puzzles-check GAME [--sample K] (bench/puzzles.cpp).
#pragma once

namespace marbles::puzzles {

// Writes (check false; the games from seed `number`, 1 when 0) or re-proves (check true; every
// puzzle, or about `number` of them when number > 0) dir/<game>.tsv. 0 on success.
int run(const char* game, bool check, int number, const char* dir);

}  // namespace marbles::puzzles
