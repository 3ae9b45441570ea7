// Quits tactics on bit boards (games/quits/tactics.h), against the rules themselves: in seeded
// random games of every variant, after every legal action, the seat exiting_seat names is the
// one whose marble Game::apply takes out, and can_exit says whether the player to move has an
// action that takes one of its own marbles out. Then the strong level's choice of actions with
// four players (ai::Evaluation<quits::Game>::sensible_actions) on concrete positions, and the
// strong level playing by it.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "ai/agent.h"
#include "ai/games.h"
#include "core/rng.h"
#include "games/quits/rules.h"
#include "games/quits/tactics.h"
#include "games/quits_test_util.h"

namespace marbles::quits {
namespace {

using namespace test;

// The seat whose out count rose from s to t, or -1.
int taken_out(const State& s, const State& t) {
  for (int q = 0; q < kMaxSeats; ++q) {
    if (t.out[q] > s.out[q]) {
      return q;
    }
  }
  return -1;
}

TEST(QuitsTactics, ExitsAndThreatsAgreeWithTheRulesInRandomGames) {
  Rng rng(0x7AC71C5ULL);
  int exits = 0;
  int threats = 0;
  int positions = 0;
  for (const Variant& v : test::all_variants()) {
    for (int game = 0; game < 300; ++game) {
      State s = Game::initial(v);
      for (int ply = 0; ply < 400 && !Game::is_terminal(s); ++ply) {
        Game::Actions actions;
        Game::legal_actions(s, actions);
        bool threat = false;
        for (Action a : actions) {
          State t = s;
          Game::apply(t, a);
          Boards b = boards_of(s);
          apply_to_boards(b, s.player, a);
          const int seat = taken_out(s, t);
          ASSERT_EQ(exiting_seat(b, v), seat) << show(s) << Game::action_text(s, a);
          threat = threat || seat == s.player;
          exits += seat >= 0 ? 1 : 0;
        }
        ASSERT_EQ(can_exit(boards_of(s), v, s.player), threat) << show(s);
        threats += threat ? 1 : 0;
        ++positions;
        Game::apply(
            s, actions[static_cast<int>(rng.below(static_cast<std::uint32_t>(actions.size())))]);
      }
    }
  }
  // Enough of each kind met for the comparison to mean something.
  EXPECT_GT(exits, 1000);
  EXPECT_GT(threats, 1000);
  EXPECT_GT(positions, 100000);
}

std::vector<std::string> sensible(const State& s) {
  Game::Actions actions;
  Game::legal_actions(s, actions);
  ai::Evaluation<Game>::sensible_actions(s, actions);
  std::vector<std::string> out;
  for (Action a : actions) {
    out.push_back(Game::action_text(s, a));
  }
  return out;
}

// 5 . d . r .
// 4 d d . . r     Light to move. r1< would carry red's b1 onto a1, red's exit: red would win.
// 3 l l . . b     Light has no exit of its own; its other actions are kept, except those after
// 2 . . . b b     which dark, next, can take a marble out.
// 1 . r l . .
TEST(QuitsTactics, SensibleActions_NeverTakeAnotherPlayersMarbleOut) {
  const Variant v = variant("4-players");
  const State s = position(".d.r./dd..r/ll..b/...bb/.rl.. l 0,0,0,0 - 3", v);
  const std::vector<std::string> kept = sensible(s);
  EXPECT_TRUE(is_legal(s, "r1<"));
  EXPECT_EQ(std::count(kept.begin(), kept.end(), "r1<"), 0);
  EXPECT_FALSE(kept.empty());
  for (const std::string& a : kept) {
    const State t = play(s, {a});
    EXPECT_FALSE(Game::is_terminal(t)) << a;
    EXPECT_FALSE(can_exit(boards_of(t), v, t.player)) << a;
  }
}

// Blue (e1, exit a5) can step b4-a5 and win: that action alone.
TEST(QuitsTactics, SensibleActions_AWinningActionAlone) {
  const Variant v = variant("4-players");
  const State s = position(".d.rr/db..r/....b/l..b./.ldl. b 0,0,0,0 - 0", v);
  EXPECT_EQ(sensible(s), std::vector<std::string>{"b4-a5"});
}

// 5 . d . r .
// 4 d . r . r     Light to move; dark (a5, exit e1) can step d2-e1 next. Light blocks it only by
// 3 . . l . .     r1>, which carries blue's d1 onto e1 (blue's home: it stays): that action
// 2 l . b d b     alone is kept.
// 1 . l . b .
TEST(QuitsTactics, SensibleActions_LeaveTheNextPlayerNoExit) {
  const Variant v = variant("4-players");
  const State s = position(".d.r./d.r.r/..l../l.bdb/.l.b. l 0,0,0,0 - 0", v);
  ASSERT_TRUE(can_exit(boards_of(s), v, 1)) << show(s);
  EXPECT_EQ(sensible(s), std::vector<std::string>{"r1>"});
  EXPECT_FALSE(can_exit(boards_of(play(s, {"r1>"})), v, 1));
  EXPECT_TRUE(can_exit(boards_of(play(s, {"r1<"})), v, 1));
}

// The strong level with four players chooses among them: from the position above, r1> at
// once (its only sensible action); the intermediate level, plain UCT, considers every action.
TEST(QuitsTactics, StrongLevelWithFourPlayersPlaysTheSensibleAction) {
  const Variant v = variant("4-players");
  const State s = position(".d.r./d.r.r/..l../l.bdb/.l.b. l 0,0,0,0 - 0", v);
  ai::Agent<Game> strong(ai::Level::kStrong);
  strong.begin(s);
  EXPECT_TRUE(strong.think(ai::Budget::iterations(100)));  // nothing left to weigh
  EXPECT_EQ(Game::action_text(s, strong.best_action()), "r1>");
  ai::Agent<Game> plain(ai::Level::kIntermediate);
  plain.begin(s);
  EXPECT_FALSE(plain.think(ai::Budget::iterations(100)));
}

}  // namespace
}  // namespace marbles::quits
