// bench --puzzles GAME and --puzzles-check GAME [--sample K] (bench/puzzles.cpp).
#pragma once

namespace marbles::puzzles {

// Writes (check false) or re-proves (check true; every puzzle, or about `sample` of them when
// sample > 0) dir/<game>.tsv. 0 on success.
int run(const char* game, bool check, int sample, const char* dir);

}  // namespace marbles::puzzles
