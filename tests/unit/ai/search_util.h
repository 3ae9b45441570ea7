// Helpers of the search tests (search_test.cpp, search_turn_test.cpp): positions along seeded
// games, the legality of every level's choice, a level's play of one turn, a game's evaluation.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ai/agent.h"
#include "ai/alphabeta.h"
#include "ai/any_agent.h"
#include "ai/dice_game.h"
#include "ai/games.h"
#include "ai/mcts.h"
#include "ai/search.h"
#include "ai/solver.h"
#include "core/rng.h"
#include "core/rules.h"
#include "games/offboard/rules.h"
#include "games/poursuite/rules.h"
#include "games/quits/rules.h"
#include "games/registry.h"
#include "games/wali/rules.h"
#include "games/wykersham/rules.h"
#include "games/yote/rules.h"

namespace marbles::ai {
namespace {

using test::DiceGame;

template <Rules G>
std::string show(const typename G::State& s) {
  return "\n" + G::board_text(s) + "position: " + G::position_text(s) + "\n";
}

template <Rules G>
bool is_legal(const typename G::State& s, Action a) {
  typename G::Actions actions;
  G::legal_actions(s, actions);
  return actions.contains(a);
}

// Positions along seeded random games: every `every`-th state that is not terminal.
template <Rules G>
std::vector<typename G::State> positions(const typename G::Variant& v, int games, int every) {
  std::vector<typename G::State> out;
  for (int g = 0; g < games; ++g) {
    Rng rng(static_cast<std::uint64_t>(g) + 77);
    typename G::State s = G::initial(v);
    int ply = 0;
    while (!G::is_terminal(s)) {
      if (ply % every == g % every) {
        out.push_back(s);
      }
      if (G::to_move(s) == kChance) {
        typename G::Chances chances;
        G::chance_outcomes(s, chances);
        G::apply(s, chances[static_cast<int>(rng.below(static_cast<std::uint32_t>(chances.size())))]
                        .action);
      } else {
        G::apply(s, random_legal_action<G>(s, rng));
      }
      ++ply;
    }
  }
  return out;
}

// Every search returns a legal action in every position (kNoAction at a chance node).
template <Rules G>
void check_legal(const typename G::Variant& v, int games, int every) {
  const std::vector<typename G::State> all = positions<G>(v, games, every);
  ASSERT_GT(all.size(), 10u);
  Mcts<G> plain;
  MctsOptions cut;
  cut.cutoff = 6;
  cut.seed = 5;
  Mcts<G, Evaluation<G>> with_cutoff(cut);
  AlphaBeta<G, Evaluation<G>> ab(AlphaBetaOptions{64, 12});
  Agent<G> beginner(Level::kBeginner, 9);
  Agent<G> strong(Level::kStrong, 9);
  for (const auto& s : all) {
    if (G::to_move(s) == kChance) {
      plain.begin(s);
      EXPECT_TRUE(plain.think(Budget::iterations(10)));
      EXPECT_EQ(plain.best_action(), kNoAction);
      continue;
    }
    plain.begin(s);
    plain.think(Budget::iterations(60));
    EXPECT_TRUE(is_legal<G>(s, plain.best_action())) << show<G>(s);
    with_cutoff.begin(s);
    with_cutoff.think(Budget::iterations(60));
    EXPECT_TRUE(is_legal<G>(s, with_cutoff.best_action())) << show<G>(s);
    beginner.begin(s);
    EXPECT_TRUE(beginner.think(Budget::iterations(1000)));
    EXPECT_TRUE(is_legal<G>(s, beginner.best_action())) << show<G>(s);
    strong.begin(s);
    strong.think(Budget::iterations(300));
    EXPECT_TRUE(is_legal<G>(s, strong.best_action())) << show<G>(s);
    if (G::num_players(v) == 2) {
      ab.begin(s);
      ab.think(Budget::iterations(500));
      EXPECT_TRUE(is_legal<G>(s, ab.best_action())) << show<G>(s);
    }
  }
}

// Plays the level's choices while the same player is to move; true when that player has won.
template <Rules G>
bool level_wins_the_turn(Level level, typename G::State s) {
  const int me = G::to_move(s);
  Agent<G> agent(level, 11);
  for (int i = 0; i < 4 && G::to_move(s) == me; ++i) {
    agent.begin(s);
    // Beginner and intermediate stop at their own budgets; strong gets 20,000 units of work.
    agent.think(Budget::iterations(20000));
    const Action a = agent.best_action();
    if (!is_legal<G>(s, a)) {
      ADD_FAILURE() << "illegal action " << a << show<G>(s);
      return false;
    }
    G::apply(s, a);
  }
  double out[kMaxPlayers] = {};
  if (G::is_terminal(s)) {
    G::returns(s, out);
  }
  return out[me] > 0;
}

template <Rules G>
typename G::State parse(const typename G::Variant& v, std::string_view text) {
  Result<typename G::State> s = G::parse_position(v, text);
  EXPECT_TRUE(s.ok()) << text;
  return s.ok() ? *s : G::initial(v);
}

const Level kAllLevels[] = {Level::kBeginner, Level::kIntermediate, Level::kStrong};

// Red's view of a position (out[0] of the game's evaluation).
template <Rules G>
double red_value(const typename G::State& s) {
  double out[kMaxPlayers] = {};
  Evaluation<G>::evaluate(s, out);
  EXPECT_DOUBLE_EQ(out[0], -out[1]);
  return out[0];
}

// Wykersham, Red to roll: the same marbles, but in the first position Red's fifth marble of

}  // namespace
}  // namespace marbles::ai
