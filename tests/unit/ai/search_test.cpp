// The searches of src/ai/ over every game: only legal actions, in many random positions
// (chance nodes and three players through the dice race of dice_game.h); the same seed gives
// the same search; budgets of work are kept exactly; best_action() is valid after one
// iteration; and each level finds a win in one turn in a concrete position of each game.
// No test here reads a clock: time budgets run on a fake clock.

#include "ai/search.h"

#include <gtest/gtest.h>

#include "ai/search_util.h"

namespace marbles::ai {
namespace {

TEST(Search, Wali_OnlyLegalActions) {
  check_legal<wali::Game>({}, 12, 9);
}
TEST(Search, Yote_OnlyLegalActions) {
  check_legal<yote::Game>({}, 12, 9);
  check_legal<yote::Game>(yote::Variant{yote::Size::k5x5}, 6, 9);
}
TEST(Search, Poursuite_OnlyLegalActions) {
  check_legal<poursuite::Game>({}, 20, 3);
  check_legal<poursuite::Game>(poursuite::Variant{6, true}, 20, 2);
}
TEST(Search, Quits_OnlyLegalActions) {
  check_legal<quits::Game>({}, 8, 9);
  check_legal<quits::Game>(*quits::Game::parse_variant("4-players"), 8, 7);
}
TEST(Search, Wykersham_OnlyLegalActions) {
  check_legal<wykersham::Game>({}, 3, 17);
}
TEST(Search, Offboard_OnlyLegalActions) {
  check_legal<offboard::Game>({}, 2, 41);
}
TEST(Search, DiceRace_ChanceNodesAndPlayers) {
  check_legal<DiceGame>(test::DiceVariant{3}, 20, 2);
  check_legal<DiceGame>(test::DiceVariant{4}, 10, 2);
  check_legal<DiceGame>(test::DiceVariant{2}, 20, 2);  // alpha-beta averages the rolls
}

// In the dice race, from 8 with a roll of 2 to come, advancing by the roll wins: MCTS must
// see it through the chance node below the root.
TEST(Search, DiceRace_FindsTheWinAfterTheRoll) {
  DiceGame::State s = DiceGame::initial(test::DiceVariant{3});
  s.pos[0] = 8;
  s.roll = 2;  // player 0 to move with a 2: action 1 (advance 2) or 2 (advance 2) win
  Mcts<DiceGame> mcts;
  mcts.begin(s);
  EXPECT_TRUE(mcts.think(Budget::iterations(100)));  // a decisive move: done at once
  EXPECT_NE(mcts.best_action(), 0);
}

TEST(Search, Mcts_SameSeedSameSearch) {
  const yote::State s = positions<yote::Game>({}, 1, 7)[3];
  auto run = [&](std::uint64_t seed) {
    MctsOptions o;
    o.seed = seed;
    Mcts<yote::Game> m(o);
    m.begin(s);
    m.think(Budget::iterations(500));
    std::vector<std::pair<Action, std::uint32_t>> visits;
    m.for_each_root_child([&](Action a, std::uint32_t n, double) { visits.emplace_back(a, n); });
    return visits;
  };
  EXPECT_EQ(run(42), run(42));
}

TEST(Search, AlphaBeta_SameSearchTwice) {
  const wali::State s = positions<wali::Game>({}, 1, 5)[8];
  auto run = [&]() {
    AlphaBeta<wali::Game, Evaluation<wali::Game>> ab(AlphaBetaOptions{64, 14});
    ab.begin(s);
    ab.think(Budget::iterations(20000));
    return std::make_pair(ab.best_action(), ab.score());
  };
  EXPECT_EQ(run(), run());
}

TEST(Search, Budget_WorkIsKeptExactly) {
  Mcts<quits::Game> m;
  m.begin(quits::Game::initial({}));
  m.think(Budget::iterations(37));
  EXPECT_EQ(m.stats().iterations, 37);
  m.think(Budget::iterations(5));
  EXPECT_EQ(m.stats().iterations, 42);

  AlphaBeta<wali::Game, Evaluation<wali::Game>> ab(AlphaBetaOptions{64, 12});
  ab.begin(wali::Game::initial({}));
  EXPECT_FALSE(ab.think(Budget::iterations(1000)));
  EXPECT_LE(ab.stats().nodes, 1000 + 30);  // + one count per completed depth

  Agent<yote::Game> beginner(Level::kBeginner, 3);
  beginner.begin(yote::Game::initial({}));
  EXPECT_FALSE(beginner.think(Budget::iterations(60)));
  EXPECT_TRUE(beginner.think(Budget::iterations(60)));  // 100 in all
  EXPECT_EQ(beginner.stats().iterations, level_info(Level::kBeginner).iterations);
  EXPECT_TRUE(beginner.think(Budget::iterations(60)));
  EXPECT_EQ(beginner.stats().iterations, level_info(Level::kBeginner).iterations);
}

// A clock that advances by a fixed tick each time it is read (ticks exact in binary): 1/1024 s
// looks like slow work (about a millisecond between reads), 1/65536 s like quick work.
constexpr double kTick = 1.0 / 1024;
constexpr double kFastTick = 1.0 / 65536;
struct FakeClock {
  double t = 0;
  double tick = kTick;
  static double now(void* context) {
    FakeClock* c = static_cast<FakeClock*>(context);
    c->t += c->tick;
    return c->t;
  }
  Clock clock() { return Clock{&FakeClock::now, this}; }
};

TEST(Search, Budget_TimeOnTheCallersClock) {
  FakeClock fake;
  Mcts<poursuite::Game> m;
  m.begin(poursuite::Game::initial({}));
  // Read once at the start (deadline 11.5 ticks), then after every iteration (each read shows
  // about a millisecond of work, so the stride stays 1): the 11th read is past the deadline.
  m.think(Budget::time(10.5 * kTick, fake.clock()));
  EXPECT_EQ(m.stats().iterations, 11);

  AlphaBeta<poursuite::Game, Evaluation<poursuite::Game>> ab(AlphaBetaOptions{64, 12});
  ab.begin(poursuite::Game::initial({}));
  fake.t = 0;
  ab.think(Budget::time(5.5 * kTick, fake.clock()));
  EXPECT_LE(ab.stats().nodes, 6 * kClockEvery + 64);
}

TEST(Search, Budget_ClockReadsGrowRareForQuickWork) {
  FakeClock fake{0, kFastTick};
  Mcts<poursuite::Game> m;
  m.begin(poursuite::Game::initial({}));
  // The stride doubles at each read (1, 2, 4 ... 64 iterations), then stays at kClockEvery: reads
  // after iterations 1, 3, 7, 15, 31, 63, then every 64; the 11th read (after 383) is past the
  // deadline of 10.5 ticks.
  m.think(Budget::time(10.5 * kFastTick, fake.clock()));
  EXPECT_EQ(m.stats().iterations, 63 + 5 * kClockEvery);
}

// The page's arena: allocated whole, capped; the search takes the same decisions as one whose
// arena grows, and never holds more nodes than the cap.
TEST(Search, Mcts_ReservedArenaSameSearch) {
  const wali::State s = wali::Game::initial({});
  MctsOptions grown;
  grown.max_nodes = 4096;
  MctsOptions reserved = grown;
  reserved.reserve = true;
  Mcts<wali::Game> a(grown);
  Mcts<wali::Game> b(reserved);
  a.begin(s);
  b.begin(s);
  a.think(Budget::iterations(20000));
  b.think(Budget::iterations(20000));
  EXPECT_EQ(a.best_action(), b.best_action());
  EXPECT_EQ(a.stats().nodes, b.stats().nodes);
  EXPECT_LE(b.stats().nodes, 4096);
  EXPECT_GT(b.stats().nodes, 4096 - 64);  // it filled the arena, then stopped growing
}

TEST(Search, Anytime_ValidAfterOneIteration) {
  const yote::State s = yote::Game::initial({});
  Mcts<yote::Game> m;
  m.begin(s);
  EXPECT_TRUE(is_legal<yote::Game>(s, m.best_action()));  // before any: a root child
  m.think(Budget::iterations(1));
  EXPECT_TRUE(is_legal<yote::Game>(s, m.best_action()));
  AlphaBeta<yote::Game, Evaluation<yote::Game>> ab(AlphaBetaOptions{64, 12});
  ab.begin(s);
  EXPECT_TRUE(is_legal<yote::Game>(s, ab.best_action()));
  ab.think(Budget::iterations(1));
  EXPECT_TRUE(is_legal<yote::Game>(s, ab.best_action()));
  for (Level level : {Level::kBeginner, Level::kIntermediate, Level::kStrong}) {
    Agent<yote::Game> agent(level, 1);
    agent.begin(s);
    agent.think(Budget::iterations(1));
    EXPECT_TRUE(is_legal<yote::Game>(s, agent.best_action()));
  }
}

// A depth cut short by the end of a slice starts again on the next slice: the table keeps what
// was searched, so small slices still deepen.
TEST(Search, AlphaBeta_SmallSlicesDeepen) {
  AlphaBeta<yote::Game, Evaluation<yote::Game>> sliced(AlphaBetaOptions{64, 16});
  sliced.begin(yote::Game::initial({}));
  for (int i = 0; i < 400; ++i) {
    sliced.think(Budget::iterations(500));
  }
  AlphaBeta<yote::Game, Evaluation<yote::Game>> whole(AlphaBetaOptions{64, 16});
  whole.begin(yote::Game::initial({}));
  whole.think(Budget::iterations(200000));
  EXPECT_GE(sliced.stats().depth, 4);
  EXPECT_GE(sliced.stats().depth, whole.stats().depth - 2);
}

}  // namespace
}  // namespace marbles::ai
