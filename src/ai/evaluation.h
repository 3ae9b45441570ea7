// The evaluation hook of the searches: a traits struct per game with
//   static constexpr bool kAvailable;                  // false: no evaluation
//   static void evaluate(const State&, double* out);   // out[p] in -1..+1 for each player, like
//                                                      // returns() (+1 winning, -1 losing)
//   static int order(const State&, Action);            // move ordering bonus, higher first
// NoEvaluation is the generic fallback; the games' own traits are in ai/games.h.
#pragma once

#include "core/rules.h"
#include "core/types.h"

namespace marbles::ai {

template <Rules G>
struct NoEvaluation {
  static constexpr bool kAvailable = false;
  static void evaluate(const typename G::State&, double* out) {
    for (int p = 0; p < kMaxPlayers; ++p) {
      out[p] = 0;
    }
  }
  static int order(const typename G::State&, Action) { return 0; }
};

// Move ordering: sorts actions[0, n) by their keys, highest first; stable (equal keys keep
// their order). An insertion sort: the lists are short.
template <class Actions>
void sort_by_keys(Actions& actions, int* keys, int n) {
  for (int i = 1; i < n; ++i) {
    const Action a = actions[i];
    const int k = keys[i];
    int j = i - 1;
    while (j >= 0 && keys[j] < k) {
      actions[j + 1] = actions[j];
      keys[j + 1] = keys[j];
      --j;
    }
    actions[j + 1] = a;
    keys[j + 1] = k;
  }
}

}  // namespace marbles::ai
