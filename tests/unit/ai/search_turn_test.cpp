// The searches of src/ai/, continued from search_test.cpp: each level finds a win in one turn
// in a concrete position of each game; the evaluations, playouts and time shares of Wykersham;
// when MCTS settles, shares transpositions, keeps its tree; the solver; every registered game.
// No test here reads a clock: time budgets run on a fake clock.

#include <gtest/gtest.h>

#include "ai/search_util.h"

namespace marbles::ai {
namespace {

// Stones to move: D4-D3 makes a line of three on row 3... any step into a line, then a removal
// leaves sticks with two pieces (default rule: two left loses). One of 17 actions wins.
TEST(Search, Wali_LevelsFindTheWinningCapture) {
  const wali::State s = parse<wali::Game>({}, "os..../...o../..o.s./o..s../.oooo. o 0 0 - 11");
  for (Level level : kAllLevels) {
    EXPECT_TRUE(level_wins_the_turn<wali::Game>(level, s))
        << level_info(level).id << show<wali::Game>(s);
  }
}

// Wali's strong level keeps its tree from a move that makes a line to the capture the line
// allows (Tuning<wali::Game>::kReuse): the capture's search starts with the subtree the move's
// search grew. Intermediate starts afresh (the root and its children only). Sticks have five
// pieces, so no capture ends the game.
TEST(Search, Wali_StrongKeepsTheTreeForTheCapture) {
  const wali::State s = parse<wali::Game>({}, "os..ss/...o../..o.s./o..s../.oooo. o 0 0 - 11");
  wali::Game::Actions legal;
  wali::Game::legal_actions(s, legal);
  Action line = kNoAction;
  for (Action a : legal) {
    wali::State t = s;
    wali::Game::apply(t, a);
    if (!wali::Game::is_terminal(t) && wali::Game::to_move(t) == wali::Game::to_move(s)) {
      line = a;
    }
  }
  ASSERT_NE(line, kNoAction) << show<wali::Game>(s);
  wali::State next = s;
  wali::Game::apply(next, line);
  wali::Game::Actions captures;
  wali::Game::legal_actions(next, captures);
  ASSERT_GT(captures.size(), 1);
  for (const Level level : {Level::kIntermediate, Level::kStrong}) {
    Agent<wali::Game> agent(level, 3);
    agent.begin(s);
    agent.think(Budget::iterations(3000));
    agent.begin(next);
    const std::int64_t nodes = agent.stats().nodes;
    if (level == Level::kStrong) {
      EXPECT_GT(nodes, 1000) << "kept";
    } else {
      EXPECT_EQ(nodes, 1 + captures.size()) << "fresh";
    }
    agent.think(Budget::iterations(500));
    EXPECT_TRUE(is_legal<wali::Game>(next, agent.best_action()));
  }
}

// Wali's evaluation: a threat (C2-C1 makes the line A1 B1 C1, a capture next move) is worth
// more than the same material without one (the stick on E2 makes no line), more still with
// the sticks to move; a piece that steps into the cell cannot count as one of the run's other
// two (B1-C1 next to A1 makes no line).
TEST(Search, Wali_EvaluationCountsThreats) {
  using E = Evaluation<wali::Game>;
  const wali::State threat = parse<wali::Game>({}, "...o.o/....../.....o/..s.../ss.... o 0 0 - 0");
  const wali::State none = parse<wali::Game>({}, "...o.o/....../.....o/....s./ss.... o 0 0 - 0");
  const wali::State threat_to_move =
      parse<wali::Game>({}, "...o.o/....../.....o/..s.../ss.... s 0 0 - 0");
  double a[kMaxPlayers] = {};
  double b[kMaxPlayers] = {};
  double c[kMaxPlayers] = {};
  E::evaluate(threat, a);
  E::evaluate(none, b);
  E::evaluate(threat_to_move, c);
  EXPECT_GT(a[0], b[0]) << show<wali::Game>(threat) << show<wali::Game>(none);
  EXPECT_GT(c[0], a[0]) << show<wali::Game>(threat_to_move);
  EXPECT_EQ(a[1], -a[0]);
  const std::uint32_t a1b1 = (1u << wali::cell(0, 0)) | (1u << wali::cell(1, 0));
  const std::uint32_t c2 = 1u << wali::cell(2, 1);
  EXPECT_EQ(wali_eval::threats(a1b1, wali_eval::kFull & ~a1b1), 0u);
  EXPECT_EQ(wali_eval::threats(a1b1 | c2, wali_eval::kFull & ~(a1b1 | c2)), 1u << wali::cell(2, 0));
}

// Light to move: the jump that captures, then the bonus removal, leaves dark with nothing.
TEST(Search, Yote_LevelsFindTheWinningJump) {
  const yote::State s = parse<yote::Game>({}, "..l.../l..l../.l..../.d.l.l/....d. l 0 0 - 0");
  for (Level level : kAllLevels) {
    EXPECT_TRUE(level_wins_the_turn<yote::Game>(level, s))
        << level_info(level).id << show<yote::Game>(s);
  }
}

// Dark to move with two marbles out: b2-a1 takes out the third.
TEST(Search, Quits_LevelsFindTheThirdExit) {
  const quits::State s = parse<quits::Game>({}, "ll.../....d/...../ldl.l/...d. d 0,2 - 21");
  for (Level level : kAllLevels) {
    EXPECT_TRUE(level_wins_the_turn<quits::Game>(level, s))
        << level_info(level).id << show<quits::Game>(s);
  }
}

// 6x6, one round, the pursuer to move: one jump of four leaves every reply of the pursued a
// jump away from it, so the next turn captures. Each level plays the jump, then the reply is
// forced to lose.
TEST(Search, Poursuite_LevelsFindTheCapture) {
  const poursuite::Variant v{6, true};
  const poursuite::State s = parse<poursuite::Game>(v, "6x6 5x/2xN2/2x1xx/n2x1x/2xx2/x3x1 w 1 - -");
  const int me = poursuite::Game::to_move(s);
  for (Level level : kAllLevels) {
    Agent<poursuite::Game> agent(level, 3);
    agent.begin(s);
    agent.think(Budget::iterations(20000));
    poursuite::State t = s;
    poursuite::Game::apply(t, agent.best_action());
    poursuite::Game::Actions replies;
    poursuite::Game::legal_actions(t, replies);
    ASSERT_GT(replies.size(), 0) << level_info(level).id << show<poursuite::Game>(t);
    for (Action r : replies) {
      poursuite::State u = t;
      poursuite::Game::apply(u, r);
      double out[kMaxPlayers] = {};
      ASSERT_TRUE(poursuite::Game::is_terminal(u))
          << level_info(level).id << show<poursuite::Game>(u);
      poursuite::Game::returns(u, out);
      EXPECT_GT(out[me], 0) << level_info(level).id << show<poursuite::Game>(u);
    }
  }
}

// the straight line through n (e5, one cup short) completes it with the slide e+; in the
// second it lies far off (e1).
TEST(Search, Wykersham_EvaluationPrefersALineOneSlideAway) {
  const wykersham::State near = parse<wykersham::Game>(
      {},
      "0:..r..r..g../0:.....r.gg../0:.....r..g../0:.....r..g../0:....r....g. roll r r 6 24,24 "
      "0+0,0+0 - 0 - - -");
  const wykersham::State far = parse<wykersham::Game>(
      {},
      "0:..r..r..g../0:.....r.gg../0:.....r..g../0:.....r..g../0:r........g. roll r r 6 24,24 "
      "0+0,0+0 - 0 - - -");
  EXPECT_GT(red_value<wykersham::Game>(near), red_value<wykersham::Game>(far));
  // And a marble in the tray counts more than one on the board.
  const wykersham::State ahead = parse<wykersham::Game>(
      {},
      "0:.....r..g../0:.....r.gg../0:.....r..g../0:.....r..g../0:r........g. roll r r 6 24,24 "
      "1+0,0+0 - 0 - - -");
  EXPECT_GT(red_value<wykersham::Game>(ahead), red_value<wykersham::Game>(far));
}

// Wykersham, turn 7, Red to place with 3-5: the 3 on e5 (cross-row 3), then the slide e+,
// completes the straight line through n (a goal of five marbles).
constexpr std::string_view kWykershamTurn7 =
    "0:..r..r..g../0:..r..r.gg../0:.....r..g../0:.....r..g../0:.........g. placement r r 7 "
    "24,24 0+0,0+0 3-5 0 - - -";

// Wykersham, the last turn, Red to place with 3-5 and two points behind (22 to 24): the
// marble of the 3 on e5 (cross-row 3), then the slide e+, completes the straight line through
// n, a goal of five marbles; any other turn loses. Strong plays the turn to the end of the
// game (placements, slides, removals) and wins it. (At turn 7 with the same marbles, strong,
// whose playouts remove every marble a goal allows, may keep the four-cup line on n for later
// rather than score five at once: Green can only stop it on rail e.)
TEST(Search, Wykersham_StrongScoresTheWinningGoal) {
  wykersham::State s = parse<wykersham::Game>(
      {},
      "0:..r..r..g../0:..r..r.gg../0:.....r..g../0:.....r..g../0:.........g. placement r g 30 "
      "2,0 22+0,24+0 3-5 0 - - -");
  Agent<wykersham::Game> strong(Level::kStrong, 5);
  for (int i = 0; i < 40 && wykersham::Game::to_move(s) == 0; ++i) {
    strong.begin(s);
    strong.think(Budget::iterations(20000));
    const Action a = strong.best_action();
    ASSERT_TRUE(is_legal<wykersham::Game>(s, a)) << show<wykersham::Game>(s);
    wykersham::Game::apply(s, a);
  }
  ASSERT_TRUE(wykersham::Game::is_terminal(s)) << show<wykersham::Game>(s);
  EXPECT_GE(wykersham::score(s, 0), 27) << show<wykersham::Game>(s);
  double out[kMaxPlayers] = {};
  wykersham::Game::returns(s, out);
  EXPECT_EQ(out[0], 1) << show<wykersham::Game>(s);
}

// Wykersham's strong playouts remove every own marble a goal allows before "done" (random
// playouts stop the removals at random); outside removals they stay random and legal.
TEST(Search, Wykersham_PlayoutsTakeEveryMarbleOfAGoal) {
  wykersham::State s = parse<wykersham::Game>({}, kWykershamTurn7);
  wykersham::Game::apply(s, wykersham::place_action(2, 4));  // 3e
  wykersham::Game::apply(s, wykersham::kSlidePlus);          // e+, the goal
  ASSERT_EQ(wykersham::Game::phase(s), "removal");
  Rng rng(3);
  int removed = 0;
  while (wykersham::Game::phase(s) == "removal") {
    const Action a = Evaluation<wykersham::Game>::playout_action(s, rng);
    ASSERT_TRUE(is_legal<wykersham::Game>(s, a));
    removed += wykersham::is_remove(a) ? 1 : 0;
    wykersham::Game::apply(s, a);
  }
  EXPECT_EQ(removed, 5);
  EXPECT_EQ(wykersham::score(s, 0), 5);
  for (int i = 0; i < 200 && !wykersham::Game::is_terminal(s); ++i) {
    if (wykersham::Game::to_move(s) == kChance) {
      wykersham::Game::apply(s, random_chance_action<wykersham::Game>(s, rng));
      continue;
    }
    const Action a = Evaluation<wykersham::Game>::playout_action(s, rng);
    ASSERT_TRUE(is_legal<wykersham::Game>(s, a)) << show<wykersham::Game>(s);
    wykersham::Game::apply(s, a);
  }
}

// At turn 7 (kWykershamTurn7, Red to place with 3-5) only 3e has a scoring slide after it
// (e+): the playouts of the strong level place there every time; of 9 placements, a random
// one would be 3e about 1 time in 9.
TEST(Search, Wykersham_PlayoutsPlaceWhereASlideScores) {
  const wykersham::State s = parse<wykersham::Game>({}, kWykershamTurn7);
  wykersham::Game::Actions legal;
  wykersham::Game::legal_actions(s, legal);
  ASSERT_EQ(legal.size(), 9);
  Rng rng(5);
  for (int i = 0; i < 50; ++i) {
    EXPECT_EQ(Evaluation<wykersham::Game>::playout_action(s, rng), wykersham::place_action(2, 4));
  }
  // At the first placement of the game no slide can score: the placement is drawn among all
  // ten (3 or 5 on any rail), and every one comes up in 200 draws.
  wykersham::State start = wykersham::Game::initial({});
  wykersham::Game::apply(start, wykersham::kRollOffRed);
  wykersham::Game::apply(start, wykersham::roll_action(3, 5));
  wykersham::Game::legal_actions(start, legal);
  ASSERT_EQ(legal.size(), 10);
  std::set<Action> seen;
  for (int i = 0; i < 200; ++i) {
    const Action a = Evaluation<wykersham::Game>::playout_action(start, rng);
    ASSERT_TRUE(legal.contains(a));
    seen.insert(a);
  }
  EXPECT_EQ(seen.size(), 10u);
}

// The fused playout (wykersham::policy_playout, what the strong level's search runs) plays the
// policy's actions from the same random numbers as playout_action one action at a time: from
// every state of 60 random games (every phase, mid-turn and mid-removal too), with the same
// seed, both reach the same final state and leave the generator in the same state.
TEST(Search, Wykersham_FusedPlayoutIsThePolicyActionByAction) {
  Rng walk(11);
  int states = 0;
  int removals = 0;
  for (int game = 0; game < 60; ++game) {
    wykersham::State s = wykersham::Game::initial({});
    while (!wykersham::Game::is_terminal(s)) {
      wykersham::State stepped = s;
      Rng a(1000 + static_cast<std::uint64_t>(states));
      while (!wykersham::Game::is_terminal(stepped)) {
        wykersham::Game::apply(stepped,
                               wykersham::Game::to_move(stepped) == kChance
                                   ? random_chance_action<wykersham::Game>(stepped, a)
                                   : Evaluation<wykersham::Game>::playout_action(stepped, a));
      }
      wykersham::State fused = s;
      Rng b(1000 + static_cast<std::uint64_t>(states));
      Evaluation<wykersham::Game>::playout(fused, b);
      ASSERT_TRUE(fused == stepped)
          << show<wykersham::Game>(s) << "\nstepped " << wykersham::Game::position_text(stepped)
          << "\nfused   " << wykersham::Game::position_text(fused);
      ASSERT_EQ(a.state(), b.state()) << show<wykersham::Game>(s);
      ++states;
      removals += wykersham::Game::phase(s) == "removal" ? 1 : 0;
      // The walk itself: the policy half the time, so that goals and removals come up.
      if (wykersham::Game::to_move(s) == kChance) {
        wykersham::Game::apply(s, random_chance_action<wykersham::Game>(s, walk));
      } else if (walk.below(2) == 0) {
        wykersham::Game::apply(s, Evaluation<wykersham::Game>::playout_action(s, walk));
      } else {
        wykersham::Game::apply(s, random_legal_action<wykersham::Game>(s, walk));
      }
    }
  }
  EXPECT_GT(states, 6000);
  EXPECT_GT(removals, 100);
}

// Strong's time in Wykersham goes mostly to the turn's first placement (up to 4 times the time
// granted a move), up to 0.38 times to each later placement and slide of the turn, none to the
// removals; other levels and games take it as granted. The shares add up to more than one per
// decision with a choice; the decisions that end early give that back (the next test).
TEST(Search, Wykersham_StrongSpendsTheTurnOnItsFirstPlacement) {
  using WykAgent = Agent<wykersham::Game>;
  wykersham::State s = parse<wykersham::Game>({}, kWykershamTurn7);
  EXPECT_EQ(WykAgent::time_share(Level::kStrong, s), 4.0);
  EXPECT_EQ(WykAgent::time_share(Level::kIntermediate, s), 1.0);
  EXPECT_EQ(any_time_share(GameState<wykersham::Game>(s), Level::kStrong), 4.0);
  wykersham::State goal = s;
  wykersham::Game::apply(s, wykersham::place_action(2, 4));  // 3e: its slide decision
  EXPECT_EQ(WykAgent::time_share(Level::kStrong, s), 0.38);
  wykersham::Game::apply(goal, wykersham::place_action(2, 4));
  wykersham::Game::apply(goal, wykersham::kSlidePlus);  // e+, the goal: its removals
  ASSERT_EQ(wykersham::Game::phase(goal), "removal");
  EXPECT_EQ(WykAgent::time_share(Level::kStrong, goal), 0.0);
  wykersham::Game::apply(s, wykersham::kSlideNone);  // the second placement
  EXPECT_EQ(WykAgent::time_share(Level::kStrong, s), 0.38);
  EXPECT_EQ(any_time_share(GameState<wali::Game>(wali::Game::initial({})), Level::kStrong), 1.0);
}

// The shares add up to more than one move's time a decision; the decisions that end early,
// their choice settled (Agent::settled), give that back. Counted in iterations, so that the
// test does not depend on the machine: four games of strong against itself where each decision
// is granted 300 iterations times its share, thought in 32 slices as the bench does, with
// settled() asked after each slice (the "seconds" are iterations, so the rate is exact).
TEST(Search, Wykersham_StrongsTurnTakesAboutTheTimeGranted) {
  constexpr std::int64_t kMove = 300;
  Agent<wykersham::Game> strong(Level::kStrong, 5);
  ASSERT_TRUE(strong.stops_early());
  EXPECT_FALSE(Agent<wykersham::Game>(Level::kIntermediate).stops_early());
  EXPECT_FALSE(Agent<wali::Game>(Level::kStrong).stops_early());
  Rng rng(9);
  std::int64_t granted = 0;
  double shared = 0;
  std::int64_t used = 0;
  int decisions = 0;
  int early = 0;
  for (int game = 0; game < 4; ++game) {
    wykersham::State g = wykersham::Game::initial({});
    while (!wykersham::Game::is_terminal(g)) {
      if (wykersham::Game::to_move(g) == kChance) {
        wykersham::Game::apply(g, random_chance_action<wykersham::Game>(g, rng));
        continue;
      }
      strong.begin(g);
      wykersham::Game::Actions legal;
      wykersham::Game::legal_actions(g, legal);
      if (legal.size() > 1) {
        const double share = Agent<wykersham::Game>::time_share(Level::kStrong, g);
        const auto budget = static_cast<std::int64_t>(share * kMove);
        std::int64_t spent = 0;
        while (spent < budget) {
          const std::int64_t slice =
              std::min(budget - spent, std::max<std::int64_t>(budget / 32, 1));
          const bool done = strong.think(Budget::iterations(slice));
          spent += slice;
          if (done ||
              strong.settled(static_cast<double>(spent), static_cast<double>(budget - spent))) {
            break;
          }
        }
        early += spent < budget ? 1 : 0;
        used += std::min(spent, budget);
        shared += share;
        granted += kMove;
        ++decisions;
      }
      wykersham::Game::apply(g, strong.best_action());
    }
  }
  std::printf(
      "  %d decisions with a choice, %d ended early; shares %.2f a decision, time used "
      "%.2f of the time granted\n",
      decisions, early, shared / decisions,
      static_cast<double>(used) / static_cast<double>(granted));
  EXPECT_GT(shared / decisions, 1.15);  // the shares alone would overspend
  EXPECT_GT(early, decisions / 10);
  EXPECT_NEAR(static_cast<double>(used) / static_cast<double>(granted), 1.0, 0.15);
}

// A decision may end early only when its choice cannot change: Mcts::settled(more) holds
// exactly when the root's most visited child leads the runner-up by more than `more` visits,
// and then `more` further iterations leave best_action() as it was.
TEST(Search, MctsSettledOnlyWhenTheChoiceCannotChange) {
  const wykersham::State s = parse<wykersham::Game>({}, kWykershamTurn7);
  MctsOptions o;
  o.policy = true;
  Mcts<wykersham::Game, Evaluation<wykersham::Game>> m(o);
  m.begin(s);
  int checked = 0;
  for (int step = 0; step < 30; ++step) {
    m.think(Budget::iterations(200));
    std::vector<std::int64_t> visits;
    m.for_each_root_child([&](Action, std::uint32_t v, double) { visits.push_back(v); });
    ASSERT_GE(visits.size(), 2u);
    std::sort(visits.rbegin(), visits.rend());
    const std::int64_t lead = visits[0] - visits[1];
    EXPECT_TRUE(m.settled(lead - 1)) << "step " << step;
    EXPECT_FALSE(m.settled(lead)) << "step " << step;
    if (lead > 50) {
      auto more = m;
      more.think(Budget::iterations(lead - 1));
      EXPECT_EQ(more.best_action(), m.best_action()) << "step " << step;
      ++checked;
    }
  }
  EXPECT_GT(checked, 0);
}

// Transpositions (Wykersham's strong level): the end of a turn reached by several orders of
// the same placements and slides is one subtree. Its children's visits then add up those of
// every path that reaches it (each path's first visit ends in a playout, before the children);
// without transpositions each path has a subtree of its own.
TEST(Search, Mcts_TranspositionsShareTheTurnsEnd) {
  using G = wykersham::Game;
  const wykersham::State s = parse<G>({}, kWykershamTurn7);  // dice 3-5, the first placement
  // Every action path from s to the end of the turn, grouped by the position it reaches.
  std::map<std::string, std::vector<std::vector<Action>>> ends;
  std::vector<Action> path;
  auto walk = [&](auto&& self, const wykersham::State& at) -> void {
    if (at.phase == wykersham::Phase::kRoll) {
      ends[G::position_text(at)].push_back(path);
      return;
    }
    G::Actions actions;
    G::legal_actions(at, actions);
    for (Action a : actions) {
      wykersham::State next = at;
      G::apply(next, a);
      path.push_back(a);
      self(self, next);
      path.pop_back();
    }
  };
  walk(walk, s);
  std::size_t merged = 0;
  for (const auto& [position, paths] : ends) {
    merged += paths.size() > 1 ? 1 : 0;
  }
  ASSERT_GT(merged, 20u);  // many ends are reached in two orders

  for (const bool transpose : {false, true}) {
    MctsOptions o;
    o.policy = true;
    o.transpose = transpose;
    Mcts<G, Evaluation<G>, true> m(o);
    m.begin(s);
    m.think(Budget::iterations(20000));
    int shared_ends = 0;
    for (const auto& [position, paths] : ends) {
      std::uint64_t first_visits = 0;  // sum over the paths of their visits less the first
      std::vector<Mcts<G, Evaluation<G>, true>::NodeVisits> expanded;
      for (const std::vector<Action>& p : paths) {
        Mcts<G, Evaluation<G>, true>::NodeVisits v;
        if (m.node_visits(p, v)) {
          first_visits += v.visits > 0 ? v.visits - 1 : 0;
          if (v.children > 0) {
            expanded.push_back(v);
          }
        }
      }
      for (const auto& v : expanded) {
        if (transpose) {
          EXPECT_EQ(v.below, first_visits) << position;
        } else {
          EXPECT_EQ(v.below, v.visits - 1) << position;
        }
      }
      shared_ends += expanded.size() > 1 ? 1 : 0;
    }
    EXPECT_GT(shared_ends, 5) << transpose;
    EXPECT_EQ(m.stats().shared > 0, transpose);
    EXPECT_TRUE(is_legal<G>(s, m.best_action()));
  }
}

// First-play urgency (MctsOptions::first_play, Wykersham's strong level): below the root a node
// may go on with a good child before it has tried them all; without it, and at the root with
// it, every child is tried once before any is tried twice.
TEST(Search, Mcts_FirstPlayUrgencyBelowTheRootOnly) {
  using G = wykersham::Game;
  // Only the strong level has it, and in Wykersham only.
  EXPECT_EQ(level_mcts_options<G>(Level::kStrong).first_play, 1.0);
  EXPECT_EQ(level_mcts_options<G>(Level::kIntermediate).first_play, 0.0);
  EXPECT_EQ(level_mcts_options<wali::Game>(Level::kStrong).first_play, 0.0);
  const wykersham::State s = parse<G>({}, kWykershamTurn7);
  for (const double first_play : {0.0, 1.0}) {
    MctsOptions o;
    o.policy = true;
    o.transpose = true;
    o.first_play = first_play;
    Mcts<G, Evaluation<G>, true> m(o);
    m.begin(s);
    m.think(Budget::iterations(20000));
    int choices = 0;
    int passed_over = 0;  // a child never tried while a sibling was tried twice or more
    std::uint64_t untried = 0;
    m.for_each_choice_below_root([&](const std::vector<std::uint32_t>& visits) {
      ++choices;
      const bool none = std::find(visits.begin(), visits.end(), 0u) != visits.end();
      const bool twice = std::any_of(visits.begin(), visits.end(), [](auto v) { return v >= 2; });
      passed_over += none && twice ? 1 : 0;
      untried += static_cast<std::uint64_t>(std::count(visits.begin(), visits.end(), 0u));
    });
    ASSERT_GT(choices, 1000) << first_play;
    if (first_play > 0) {
      EXPECT_GT(passed_over, choices / 10) << untried;
    } else {
      EXPECT_EQ(passed_over, 0);
    }
    EXPECT_TRUE(is_legal<G>(s, m.best_action()));

    // The root tries each of its k children once in its first k iterations, urgency or not.
    G::Actions actions;
    G::legal_actions(s, actions);
    ASSERT_GT(actions.size(), 5);
    Mcts<G, Evaluation<G>, true> fresh(o);
    fresh.begin(s);
    fresh.think(Budget::iterations(actions.size()));
    int tried_once = 0;
    fresh.for_each_root_child(
        [&](Action, std::uint32_t visits, double) { tried_once += visits == 1 ? 1 : 0; });
    EXPECT_EQ(tried_once, actions.size()) << first_play;
  }
}

// The tree is kept from one decision of a turn to the next when the level keeps it
// (Wykersham's strong): the second decision starts with the visits the first search gave its
// subtree; a fresh search (plain UCT) starts from nothing.
TEST(Search, MctsKeepsTheTreeWithinTheTurn) {
  const wykersham::State s = parse<wykersham::Game>({}, kWykershamTurn7);
  for (const bool reuse : {false, true}) {
    MctsOptions o;
    o.reuse = reuse;
    Mcts<wykersham::Game, Evaluation<wykersham::Game>> m(o);
    m.begin(s);
    m.think(Budget::iterations(5000));
    const Action a = m.best_action();
    std::uint32_t visits = 0;
    m.for_each_root_child([&](Action b, std::uint32_t v, double) {
      if (b == a) {
        visits = v;
      }
    });
    ASSERT_GT(visits, 100u);
    wykersham::State next = s;
    wykersham::Game::apply(next, a);
    m.begin(next);
    std::uint32_t kept = 0;
    m.for_each_root_child([&](Action, std::uint32_t v, double) { kept += v; });
    if (reuse) {
      EXPECT_GE(kept + 1, visits) << "reuse";
    } else {
      EXPECT_EQ(kept, 0u) << "fresh";
    }
    // Either way the search goes on to a legal action.
    m.think(Budget::iterations(1000));
    EXPECT_TRUE(is_legal<wykersham::Game>(next, m.best_action()));
  }
}

// Offboard, Yellow to move: the same marbles, but in the first position Red's a3 can be pushed
// off by Yellow's c3-b3 (two against one at the rim); in the second that marble is on e3.
TEST(Search, Offboard_EvaluationPrefersNoMarbleInDanger) {
  const offboard::State danger = parse<offboard::Game>(
      {},
      "yyyyy/.yyyy./...y.../...rr.../...rrr.../..rrrr../..yrr../..y.../..r.. y 0,0 "
      "............ 0,0 0,0 10");
  const offboard::State safe = parse<offboard::Game>(
      {},
      "yyyyy/.yyyy./...y.../...rr.../..rrrr.../..rrrr../..yrr../..y.../..... y 0,0 "
      "............ 0,0 0,0 10");
  EXPECT_GT(red_value<offboard::Game>(safe), red_value<offboard::Game>(danger));
  EXPECT_GT(Evaluation<offboard::Game>::in_danger(danger, 0), 0);
  EXPECT_EQ(Evaluation<offboard::Game>::in_danger(safe, 0), 0);
}

// Offboard, Red to move with 5 points: c3-a3 (the run c3, b3) pushes Yellow's a3 off the board
// into an empty target, the sixth point. Every level finds it.
TEST(Search, Offboard_LevelsFindTheWinningPush) {
  const offboard::State s = parse<offboard::Game>(
      {},
      "yyyyy/.yyyy./......./...rr.../...rrr.../...rrr../..rrr../..r.../..y.. r 5,0 "
      "....yy...... 0,0 0,0 10");
  for (Level level : kAllLevels) {
    EXPECT_TRUE(level_wins_the_turn<offboard::Game>(level, s))
        << level_info(level).id << show<offboard::Game>(s);
  }
}

// The solver on the same position: a win for the pursuer to move.
TEST(Search, Solver_ProvesTheCapture) {
  const poursuite::State s =
      parse<poursuite::Game>({6, true}, "6x6 5x/2xN2/2x1xx/n2x1x/2xx2/x3x1 w 1 - -");
  Solver<poursuite::Game, Evaluation<poursuite::Game>> solver(16);
  EXPECT_EQ(solver.solve(s, 1000000), 1);
}

// The app's entry point: an agent for every registered game, over AnyState.
TEST(Search, AnyAgent_EveryRegisteredGame) {
  for (const GameInfo& info : games()) {
    Result<std::unique_ptr<AnyState>> s = info.make("", "");
    ASSERT_TRUE(s.ok()) << info.id;
    // Agents choose for players; the app rolls the dice (Wykersham opens with chance).
    while ((*s)->to_move() == kChance) {
      (*s)->apply((*s)->chance_outcomes().front().action);
    }
    for (Level level : kAllLevels) {
      std::unique_ptr<AnyAgent> agent = make_any_agent(info.id, level, 1);
      ASSERT_NE(agent, nullptr) << info.id;
      agent->begin(**s);
      agent->think(Budget::iterations(50));
      EXPECT_TRUE((*s)->is_legal(agent->best_action())) << info.id;
    }
  }
  EXPECT_EQ(make_any_agent("no-such-game", Level::kStrong, 1), nullptr);
}

}  // namespace
}  // namespace marbles::ai
