// The random agent: plays a uniformly random legal action (chance outcomes by their weights),
// from a seeded Rng so that a game can be replayed. Two entry points: over the Rules concept
// (playouts, benchmarks) and over AnyState (the app, any registered game).
#pragma once

#include <cstdint>
#include <vector>

#include "core/any_game.h"
#include "core/rng.h"
#include "core/rules.h"
#include "core/types.h"

namespace marbles::ai {

class RandomAgent {
 public:
  explicit RandomAgent(std::uint64_t seed = 0x5EED5EED5EEDULL) : rng_(seed) {}

  // A uniformly random legal action of a game's own state (not terminal, not chance).
  template <Rules G>
  Action choose(const typename G::State& s) {
    return random_legal_action<G>(s, rng_);
  }

  // A uniformly random legal action, or a chance outcome drawn by weight; kNoAction when the
  // game is over.
  Action choose(const AnyState& s) {
    if (s.is_terminal()) {
      return kNoAction;
    }
    if (s.to_move() == kChance) {
      const std::vector<ChanceOutcome> outcomes = s.chance_outcomes();
      if (outcomes.empty()) {
        return kNoAction;
      }
      std::vector<int> weights;
      weights.reserve(outcomes.size());
      for (const ChanceOutcome& c : outcomes) {
        weights.push_back(c.weight);
      }
      return outcomes[static_cast<std::size_t>(
                          rng_.weighted(weights, static_cast<int>(weights.size())))]
          .action;
    }
    const std::vector<Action> actions = s.legal_actions();
    if (actions.empty()) {
      return kNoAction;
    }
    return actions[rng_.below(static_cast<std::uint32_t>(actions.size()))];
  }

  Rng& rng() { return rng_; }

 private:
  Rng rng_;
};

}  // namespace marbles::ai
