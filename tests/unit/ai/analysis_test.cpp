// The analysis board's view of a search (Analysis, search.h) and the review of a game
// (review.h): the line is legal where it stands, the chance is the mover's, a proven win is said
// as one, and a planted blunder is found with its better move.

#include <gtest/gtest.h>

#include <memory>
#include <vector>

#include "ai/any_agent.h"
#include "ai/review.h"
#include "ai/search_util.h"

namespace marbles::ai {
namespace {

// Plays the analysis's line from s: every action legal where it stands.
void expect_line_legal(const AnyState& s, const Analysis& a) {
  std::unique_ptr<AnyState> t = s.clone();
  ASSERT_GT(a.line_size, 0) << s.position_text();
  for (int i = 0; i < a.line_size; ++i) {
    ASSERT_TRUE(t->is_legal(a.line[i])) << s.position_text() << " line action " << i;
    ASSERT_GE(t->to_move(), 0);
    t->apply(a.line[i]);
  }
}

// Along a seeded random game of every registered game: the strong level's analysis after a
// short search has a legal line starting with its best action and a chance in 0..1.
TEST(Analysis, EveryGame_LineLegalAndChanceInRange) {
  for (const GameInfo& info : games()) {
    Result<std::unique_ptr<AnyState>> s = info.make("", "");
    ASSERT_TRUE(s.ok());
    Rng rng(7);
    std::unique_ptr<AnyAgent> agent = make_any_agent(info.id, Level::kStrong, 3);
    int looked = 0;
    for (int ply = 0; ply < 40 && !(*s)->is_terminal(); ++ply) {
      if ((*s)->to_move() >= 0 && ply % 6 == 0) {
        agent->begin(**s);
        agent->think(Budget::iterations(3000));
        Analysis a = agent->analysis();
        trim_line(**s, a);
        EXPECT_EQ(a.line[0], agent->best_action()) << info.id;
        expect_line_legal(**s, a);
        EXPECT_GE(a.chance, 0.0);
        EXPECT_LE(a.chance, 1.0);
        ++looked;
      }
      if ((*s)->to_move() == kChance) {
        const auto outs = (*s)->chance_outcomes();
        (*s)->apply(outs[rng.below(static_cast<std::uint32_t>(outs.size()))].action);
      } else {
        const auto acts = (*s)->legal_actions();
        (*s)->apply(acts[rng.below(static_cast<std::uint32_t>(acts.size()))]);
      }
    }
    EXPECT_GE(looked, 1) << info.id;
  }
}

std::unique_ptr<AnyState> poursuite_state(const char* position) {
  Result<std::unique_ptr<AnyState>> s = make_any_state<poursuite::Game>("6x6 single", position);
  MARBLES_CHECK(s.ok());
  return std::move(s).value();
}

// The pursuer to move captures by force (Solver_ProvesTheCapture): the analysis says a proven
// win, and its line is the win: played to its end, the game is over, won by the mover.
TEST(Analysis, Poursuite_ProvenWinAndItsLine) {
  const std::unique_ptr<AnyState> s = poursuite_state("6x6 5x/2xN2/2x1xx/n2x1x/2xx2/x3x1 w 1 - -");
  std::unique_ptr<AnyAgent> agent = make_any_agent("poursuite", Level::kStrong, 1);
  agent->begin(*s);
  for (int i = 0; i < 100 && !agent->think(Budget::iterations(20000)); ++i) {
  }
  Analysis a = agent->analysis();
  trim_line(*s, a);
  EXPECT_EQ(a.proven, 1);
  EXPECT_EQ(a.chance, 1.0);
  expect_line_legal(*s, a);
  std::unique_ptr<AnyState> t = s->clone();
  for (int i = 0; i < a.line_size; ++i) {
    t->apply(a.line[i]);
  }
  ASSERT_TRUE(t->is_terminal());
  EXPECT_GT(t->returns()[static_cast<std::size_t>(s->to_move())], 0);
  EXPECT_EQ(a.plies, a.line_size);
}

// The line played from s by the exact solver's best actions to the end.
std::vector<Action> solved_line(const AnyState& s) {
  Solver<poursuite::Game, Evaluation<poursuite::Game>> solver(18);
  std::vector<Action> line;
  std::unique_ptr<AnyState> t = s.clone();
  while (!t->is_terminal()) {
    const poursuite::State& raw = state_of<poursuite::Game>(*t);
    EXPECT_NE(solver.solve(raw, 10000000), solver.kUnknown);
    const Action a = solver.best_action(raw);
    line.push_back(a);
    t->apply(a);
  }
  return line;
}

// A game from the won position: at ply 0 the winner plays a move that throws the win away,
// then both sides play perfectly. The review finds ply 0 a blunder, with another first move;
// with the winning move instead, it finds nothing at ply 0.
TEST(Review, FindsAPlantedBlunder) {
  const std::unique_ptr<AnyState> s = poursuite_state("6x6 5x/2xN2/2x1xx/n2x1x/2xx2/x3x1 w 1 - -");
  Solver<poursuite::Game, Evaluation<poursuite::Game>> solver(18);
  Action blunder = kNoAction;
  for (Action a : s->legal_actions()) {
    std::unique_ptr<AnyState> t = s->clone();
    t->apply(a);
    const int v = solver.solve(state_of<poursuite::Game>(*t), 10000000);
    // The opponent to move after it does not lose: the win is thrown away.
    if (!t->is_terminal() && t->to_move() != s->to_move() && v >= 0) {
      blunder = a;
    }
  }
  ASSERT_NE(blunder, kNoAction) << "the position has no losing move to plant";
  for (const bool plant : {true, false}) {
    std::unique_ptr<AnyState> t = s->clone();
    std::vector<Action> line;
    if (plant) {
      line.push_back(blunder);
      t->apply(blunder);
    }
    for (Action a : solved_line(*t)) {
      line.push_back(a);
    }
    Reviewer review;
    review.begin(*s, line, Budget::iterations(200000));
    int slices = 0;
    while (!review.step(Budget::iterations(5000))) {
      ASSERT_LT(++slices, 100000);
    }
    EXPECT_EQ(review.done(), review.total());
    const ReviewFinding* at0 = nullptr;
    for (const ReviewFinding& f : review.findings()) {
      if (f.ply == 0) {
        at0 = &f;
      }
    }
    if (plant) {
      ASSERT_NE(at0, nullptr);
      EXPECT_EQ(at0->severity, Severity::kBlunder);
      EXPECT_EQ(at0->played, blunder);
      EXPECT_NE(at0->best.line[0], blunder);
      EXPECT_TRUE(s->is_legal(at0->best.line[0]));
      EXPECT_EQ(at0->best.proven, 1);
    } else {
      EXPECT_EQ(at0, nullptr);
    }
  }
}

TEST(Review, Severity) {
  Analysis best;
  best.chance = 0.7;
  EXPECT_EQ(review_severity(best, 0.65, 0), Severity::kNone);
  EXPECT_EQ(review_severity(best, 0.55, 0), Severity::kInaccuracy);
  EXPECT_EQ(review_severity(best, 0.45, 0), Severity::kMistake);
  EXPECT_EQ(review_severity(best, 0.3, 0), Severity::kBlunder);
  EXPECT_EQ(review_severity(best, 0.69, -1), Severity::kBlunder);  // walks into a proven loss
  best.proven = 1;
  best.chance = 1;
  EXPECT_EQ(review_severity(best, 0.95, 0), Severity::kBlunder);  // gives up a proven win
  EXPECT_EQ(review_severity(best, 1, 1), Severity::kNone);
}

}  // namespace
}  // namespace marbles::ai
