// Wykersham: one test per rule of docs/RULES.md ("Wykersham" part) and of the header of
// src/games/wykersham/rules.h, each on a concrete position given as position text. With the
// offsets at 0, a rail's cup on cross-row 1, 2, 3, n, 4, 5, 6 is cup 3, 4, 5, 6, 7, 8, 9 (cup k
// sits at position k - 6 + offset, cross-row 1 at -3, n at 0, 6 at +3). Red (r) is player 0.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "games/wykersham/rules.h"
#include "games/wykersham_test_util.h"

namespace marbles::wykersham {
namespace {

using namespace test;

constexpr int kRed = 0;
constexpr int kGreen = 1;

std::vector<std::string> row_all(const std::string& row) {
  std::vector<std::string> out;
  for (char r : std::string("abcde")) {
    out.push_back(row + r);
  }
  return out;
}

std::vector<std::string> join(std::vector<std::string> a, const std::vector<std::string>& b) {
  a.insert(a.end(), b.begin(), b.end());
  return sorted(a);
}

// ---------------------------------------------------------------------------------------------
// Start, roll-off, rolls

TEST(Wykersham, Start_EmptyBoardThirtyEachRollOffFirst) {
  const State s = Game::initial({});
  EXPECT_EQ(Game::position_text(s),
            "0:.........../0:.........../0:.........../0:.........../0:........... roll-off r - "
            "0 30,30 0+0,0+0 - 0 - - -");
  EXPECT_EQ(Game::to_move(s), kChance);
  EXPECT_EQ(Game::phase(s), "roll-off");
  EXPECT_EQ(s.hand[kRed], 30);
  EXPECT_EQ(s.hand[kGreen], 30);
  EXPECT_EQ(Game::num_players({}), 2);
}

TEST(Wykersham, RollOff_EvenOddsAndTheWinnerRollsFirst) {
  const State s = Game::initial({});
  Game::Chances c;
  Game::chance_outcomes(s, c);
  ASSERT_EQ(c.size(), 2);
  EXPECT_EQ(c[0].action, kRollOffRed);
  EXPECT_EQ(c[0].weight, 1);
  EXPECT_EQ(c[1].action, kRollOffGreen);
  EXPECT_EQ(c[1].weight, 1);
  const State g = play(s, {"green"});
  EXPECT_EQ(g.starter, kGreen);
  EXPECT_EQ(g.player, kGreen);
  EXPECT_EQ(Game::phase(g), "roll");
  EXPECT_EQ(Game::to_move(g), kChance);
  const State r = play(s, {"red"});
  EXPECT_EQ(r.starter, kRed);
  EXPECT_EQ(r.player, kRed);
}

TEST(Wykersham, Roll_TwentyOnePairsDoublesWeighOneOthersTwoSum36) {
  const State s = play(Game::initial({}), {"red"});
  Game::Chances c;
  Game::chance_outcomes(s, c);
  ASSERT_EQ(c.size(), 21);
  int total = 0;
  int doubles = 0;
  for (int i = 0; i < c.size(); ++i) {
    const Action a = c[i].action;
    EXPECT_EQ(a, i);  // lo-major order
    EXPECT_LE(roll_lo(a), roll_hi(a));
    EXPECT_EQ(roll_action(roll_lo(a), roll_hi(a)), a);
    EXPECT_EQ(c[i].weight, roll_lo(a) == roll_hi(a) ? 1 : 2) << Game::action_text(s, a);
    doubles += roll_lo(a) == roll_hi(a) ? 1 : 0;
    total += c[i].weight;
  }
  EXPECT_EQ(doubles, 6);
  EXPECT_EQ(total, 36);
  EXPECT_EQ(roll_action(1, 1), 0);
  EXPECT_EQ(roll_action(1, 6), 5);
  EXPECT_EQ(roll_action(2, 2), 6);
  EXPECT_EQ(roll_action(6, 6), 20);
  const State after = play(s, {"3-5"});
  EXPECT_EQ(after.dice[0], 3);
  EXPECT_EQ(after.dice[1], 5);
  EXPECT_EQ(after.turn, 1);
  EXPECT_EQ(Game::phase(after), "placement");
  EXPECT_EQ(Game::to_move(after), kRed);
}

// ---------------------------------------------------------------------------------------------
// Placement

TEST(Wykersham, Place_OnlyOnTheRolledCrossRows) {
  const State s = play(Game::initial({}), {"red", "3-5"});
  EXPECT_EQ(open_rows(s), (1u << row_of_value(3)) | (1u << row_of_value(5)));
  EXPECT_EQ(legal_texts(s), join(row_all("3"), row_all("5"))) << show(s);
  EXPECT_FALSE(is_legal(s, "4b"));
  EXPECT_FALSE(is_legal(s, "nb"));
  // The cup: cross-row 3 crosses rail b at cup 5 (offsets 0).
  const State t = play(s, {"3b"});
  EXPECT_EQ(in_cup(t, "b5", kRed), 1) << show(t);
  EXPECT_EQ(t.hand[kRed], 29);
  // No row is open (the board outlines none) while the rail waits for its slide, before the
  // roll, or at the roll-off; after the slide, the other die's row only.
  EXPECT_EQ(Game::phase(t), "slide");
  EXPECT_EQ(open_rows(t), 0u) << show(t);
  EXPECT_EQ(open_rows(Game::initial({})), 0u);
  EXPECT_EQ(open_rows(play(t, {"b="})), 1u << row_of_value(5));
  EXPECT_EQ(open_rows(play(t, {"b=", "5a", "a="})), 0u);
}

TEST(Wykersham, Place_DiceInEitherOrder) {
  const State s = play(Game::initial({}), {"red", "3-5"});
  // The higher die first (5c on the fixed rail: no slide), then the lower one.
  const State t = play(s, {"5c"});
  EXPECT_EQ(Game::phase(t), "placement");
  EXPECT_EQ(legal_texts(t), row_all("3")) << show(t);
  const State u = play(s, {"3c"});
  EXPECT_EQ(legal_texts(u), row_all("5")) << show(u);
}

TEST(Wykersham, Place_DoubleBothInNOrSplitNeverBothInV) {
  const State s = play(Game::initial({}), {"red", "4-4"});
  EXPECT_EQ(legal_texts(s), join(row_all("n"), row_all("4"))) << show(s);
  // One in 4: the other goes to n only.
  const State v = play(s, {"4c"});
  EXPECT_EQ(legal_texts(v), row_all("n")) << show(v);
  EXPECT_NE(error_of(v, "4a").find("at most one marble goes to cross-row 4"), std::string::npos)
      << error_of(v, "4a");
  // One in n: the other to n or 4.
  const State n = play(s, {"nc"});
  EXPECT_EQ(legal_texts(n), join(row_all("n"), row_all("4"))) << show(n);
  const State nn = play(n, {"nc"});
  EXPECT_EQ(in_cup(nn, "c6", kRed), 2);
  EXPECT_EQ(Game::phase(nn), "roll");  // the turn is over
  EXPECT_EQ(nn.player, kGreen);
  const State n4 = play(n, {"4c"});
  EXPECT_EQ(in_cup(n4, "c7", kRed), 1);
  EXPECT_EQ(Game::phase(n4), "roll");
}

TEST(Wykersham, Place_CupWithOpponentMarblesRefusesOwnCupStacks) {
  // Green in a5, red in b5, both on cross-row 3.
  const State s = position(
      "0:....g....../0:....r....../0:.........../0:.........../0:........... placement r r 5 "
      "26,26 3+0,3+0 3-5 0 - - -");
  EXPECT_EQ(legal_texts(s), join({"3b", "3c", "3d", "3e"}, row_all("5"))) << show(s);
  EXPECT_EQ(error_of(s, "3a"),
            "'3a': cup a5 holds 1 green marble (only cups on cross-row n are "
            "shared)");
  const State t = play(s, {"3b", "b="});
  EXPECT_EQ(in_cup(t, "b5", kRed), 2);
}

TEST(Wykersham, Place_CupsOnCrossRowNAreShared) {
  // Green in a6, on cross-row n; red rolled 4-4.
  const State s = position(
      "0:.....g...../0:.........../0:.........../0:.........../0:........... placement r r 5 "
      "26,26 4+0,3+0 4-4 0 - - -");
  EXPECT_TRUE(is_legal(s, "na"));
  const State t = play(s, {"na"});
  EXPECT_EQ(in_cup(t, "a6", kRed), 1);
  EXPECT_EQ(in_cup(t, "a6", kGreen), 1);
  EXPECT_NE(Game::position_text(t).find("(rg)"), std::string::npos) << show(t);
}

TEST(Wykersham, Place_ASharedCupOffCrossRowNRefusesAgain) {
  // b6 holds both colours; rail b slid -1, so b6 is on cross-row 3 now: red cannot use it.
  const State s = position(
      "0:.........../-1:.....(rg)...../0:.........../0:.........../0:........... placement r r "
      "5 26,26 3+0,3+0 3-5 0 - - -");
  EXPECT_EQ(row_cell(s, row_of_value(3), 1), parse_cell("b6"));
  EXPECT_FALSE(is_legal(s, "3b")) << show(s);
  EXPECT_TRUE(is_legal(s, "3a"));
}

// ---------------------------------------------------------------------------------------------
// Forfeits

TEST(Wykersham, Forfeit_AllCupsOfTheRowHoldOpponentMarbles) {
  // Cross-row 5 is all green; red rolled 3-5. The forfeit comes first and is forced.
  const State s = position(
      "0:.......g.../0:.......g.../0:.......g.../0:.......g.../0:.......g... placement r r 7 "
      "24,24 6+0,1+0 3-5 0 - - -");
  EXPECT_EQ(legal_texts(s), std::vector<std::string>{"forfeit"}) << show(s);
  EXPECT_NE(error_of(s, "3a").find("die 5 is forfeited"), std::string::npos) << error_of(s, "3a");
  const State t = play(s, {"forfeit"});
  EXPECT_EQ(score(t, kGreen), score(s, kGreen) + 1);
  EXPECT_EQ(t.gifts[kGreen], 1);
  EXPECT_EQ(t.hand[kRed], s.hand[kRed] - 1);
  EXPECT_EQ(t.placed, 1);
  EXPECT_EQ(legal_texts(t), row_all("3")) << show(t);
  EXPECT_EQ(error_of(t, "forfeit").substr(0, 45), "'forfeit': every remaining die has a cup on i");
}

TEST(Wykersham, Forfeit_TheOnlyFreeCupIsOnARailThatSlid) {
  // Cross-row 5 is green except b8. After 3b and a slide of b, rail b takes no marble: the 5 is
  // forfeited. Without the slide, 5b stays possible.
  const State s = position(
      "0:.......g.../0:.........../0:.......g.../0:.......g.../0:.......g... placement r r 7 "
      "24,24 6+0,2+0 3-5 0 - - -");
  const State slid = play(s, {"3b", "b+"});
  EXPECT_EQ(legal_texts(slid), std::vector<std::string>{"forfeit"}) << show(slid);
  const State over = play(slid, {"forfeit"});
  EXPECT_EQ(over.gifts[kGreen], 1);
  EXPECT_EQ(Game::phase(over), "roll");
  EXPECT_EQ(over.player, kGreen);
  const State kept = play(s, {"3b", "b="});
  EXPECT_EQ(legal_texts(kept), std::vector<std::string>{"5b"}) << show(kept);
}

TEST(Wykersham, Forfeit_NeverOnADouble) {
  // Cross-rows 4 and n are all green; red rolled 4-4: the n cups are shared.
  const State s = position(
      "0:.....gg..../0:.....gg..../0:.....gg..../0:.....gg..../0:.....gg.... placement r r 11 "
      "20,20 10+0,0+0 4-4 0 - - -");
  EXPECT_EQ(legal_texts(s), row_all("n")) << show(s);
}

// ---------------------------------------------------------------------------------------------
// Slides

TEST(Wykersham, Slide_NeverTheMiddleRail) {
  const State s = play(Game::initial({}), {"red", "3-5", "3c"});
  EXPECT_EQ(Game::phase(s), "placement");  // no slide decision after the fixed rail
  EXPECT_EQ(s.slide_rail, -1);
}

TEST(Wykersham, Slide_NeverPastTwoNotches) {
  // Rail b at +2, rail d at -2.
  const State s = position(
      "0:.........../+2:.........../0:.........../-2:.........../0:........... placement r r 5 "
      "26,26 4+0,4+0 3-5 0 - - -");
  EXPECT_EQ(legal_texts(play(s, {"3b"})), sorted({"b-", "b="}));
  EXPECT_EQ(legal_texts(play(s, {"3d"})), sorted({"d+", "d="}));
  EXPECT_EQ(legal_texts(play(s, {"3a"})), sorted({"a-", "a+", "a="}));
  EXPECT_NE(error_of(play(s, {"3b"}), "b+").find("at offset +2"), std::string::npos);
}

TEST(Wykersham, Slide_SecondSlideSameDirectionAndSlidRailTakesNoMarble) {
  const State s = play(Game::initial({}), {"red", "3-5", "3a", "a+"});
  EXPECT_EQ(s.offset[0], 1);
  EXPECT_EQ(legal_texts(s), sorted({"5b", "5c", "5d", "5e"})) << show(s);  // not 5a
  EXPECT_NE(error_of(s, "5a").find("slid this turn"), std::string::npos);
  const State t = play(s, {"5b"});
  EXPECT_EQ(legal_texts(t), sorted({"b+", "b="})) << show(t);
  EXPECT_NE(error_of(t, "b-").find("same way"), std::string::npos) << error_of(t, "b-");
  const State u = play(t, {"b+"});
  EXPECT_EQ(u.offset[1], 1);
  EXPECT_EQ(Game::phase(u), "roll");
}

TEST(Wykersham, Slide_NoSlidePhaseWhenNoSlideIsAllowed) {
  // The first slide went -, and rail d is at -2: after 5d, no slide at all.
  const State s = position(
      "0:.........../+2:.........../0:.........../-2:.........../0:........... placement r r 5 "
      "26,26 4+0,4+0 3-5 0 - - -");
  const State t = play(s, {"3a", "a-", "5d"});
  EXPECT_EQ(Game::phase(t), "roll") << show(t);
  EXPECT_EQ(t.player, kGreen);
}

TEST(Wykersham, Slide_ARailUsedWithoutSlidingTakesTheSecondMarbleAndMaySlide) {
  const State s = play(Game::initial({}), {"red", "3-5", "3b", "b="});
  EXPECT_TRUE(is_legal(s, "5b"));
  const State t = play(s, {"5b"});
  EXPECT_EQ(legal_texts(t), sorted({"b-", "b+", "b="}));
}

TEST(Wykersham, Slide_OnlyTheRailJustUsed) {
  const State s = play(Game::initial({}), {"red", "3-5", "3b"});
  EXPECT_EQ(error_of(s, "a+"), "'a+': only rail b, which just took a marble, may slide now");
}

// ---------------------------------------------------------------------------------------------
// Goals

TEST(Wykersham, Goal_StraightLineBySlide) {
  // Red in a6 c6 d6 e6 (position 0); 3b puts a marble in b5 (position -1); b+ brings it to 0.
  const State s = position(
      "0:.....r...../0:.........../0:.....r...../0:.....r...../0:.....r..... placement r r 5 "
      "26,26 0+0,4+0 3-5 0 - - -");
  const State t = play(s, {"3b"});
  EXPECT_EQ(goals_of_slide(t, kRed, 1, +1), std::uint64_t{1} << line_id(0, 0));
  EXPECT_EQ(goals_of_slide(t, kRed, 1, -1), 0u);
  // Compulsory: only the scoring slide.
  EXPECT_EQ(legal_texts(t), std::vector<std::string>{"b+!"}) << show(t);
  EXPECT_NE(error_of(t, "b=").find("compulsory"), std::string::npos);
  EXPECT_NE(error_of(t, "b-").find("compulsory"), std::string::npos);
  const State u = play(t, {"b+!"});
  EXPECT_EQ(Game::phase(u), "removal");
  EXPECT_EQ(u.goal_lines, std::uint64_t{1} << line_id(0, 0));
  EXPECT_EQ(u.player, kRed);
}

TEST(Wykersham, Goal_RisingDiagonal) {
  // a4 (-2), b? (-1), c6 (0), d7 (+1), e8 (+2): 2b puts red in b4 (-2), b+ brings it to -1.
  const State s = position(
      "0:...r......./0:.........../0:.....r...../0:......r..../0:.......r... placement r r 5 "
      "26,26 0+0,4+0 2-5 0 - - -");
  const State t = play(s, {"2b", "b+!"});
  EXPECT_EQ(t.goal_lines, std::uint64_t{1} << line_id(1, 0)) << show(t);
}

TEST(Wykersham, Goal_FallingDiagonal) {
  // a7 (+1), b? (0), c5 (-1), d4 (-2), e3 (-3): 3b puts red in b5 (-1), b+ brings it to 0.
  const State s = position(
      "0:......r..../0:.........../0:....r....../0:...r......./0:..r........ placement r r 5 "
      "26,26 0+0,4+0 3-5 0 - - -");
  const State t = play(s, {"3b", "b+!"});
  EXPECT_EQ(t.goal_lines, std::uint64_t{1} << line_id(2, -1)) << show(t);
}

TEST(Wykersham, Goal_OutsideTheCrossRows) {
  // A straight line at position +5: a11 c11 d11 e11, and b10 (+4) slid to +5.
  const State s = position(
      "0:..........r/0:.........r./0:..........r/0:..........r/0:..........r placement r r 7 "
      "24,24 1+0,6+0 1-5 0 - - -");
  const State t = play(s, {"1b"});
  EXPECT_EQ(legal_texts(t), std::vector<std::string>{"b+!"}) << show(t);
  EXPECT_EQ(play(t, {"b+"}).goal_lines, std::uint64_t{1} << line_id(0, 5));
}

TEST(Wykersham, Goal_CupsSlidBeyondTheCrossRowsStillCount) {
  // Rail a at -2: a1 sits at -7. The rising line through c1 (-5): a -7, b -6, c -5, d -4, e -3.
  // b1 is at -5; b- takes it to -6.
  const State s = position(
      "-2:r........../0:r........../0:r........../0:.r........./0:..r........ placement r r 7 "
      "24,24 1+0,6+0 1-5 0 - - -");
  EXPECT_EQ(position(s, parse_cell("a1")), -7);
  const State t = play(s, {"1b"});
  EXPECT_EQ(legal_texts(t), std::vector<std::string>{"b-!"}) << show(t);
  const State u = play(t, {"b-"});
  EXPECT_EQ(u.goal_lines, std::uint64_t{1} << line_id(1, -5)) << show(u);
  int cells[kRails];
  ASSERT_TRUE(line_cells(u, line_id(1, -5), cells));
  EXPECT_EQ(cells[0], parse_cell("a1"));
  EXPECT_EQ(cells[1], parse_cell("b1"));
}

TEST(Wykersham, Goal_APlacementCompletingALineScoresNothing) {
  // a5 b5 d5 e5 red; 3c completes the straight line at -1 by placement.
  const State s = position(
      "0:....r....../0:....r....../0:.........../0:....r....../0:....r...... placement r r 5 "
      "26,26 0+0,4+0 3-5 0 - - -");
  const State t = play(s, {"3c"});
  EXPECT_NE(complete_lines(t, kRed) & std::uint64_t{1} << line_id(0, -1), 0u);
  EXPECT_EQ(Game::phase(t), "placement");
  EXPECT_EQ(score(t, kRed), score(s, kRed));
  // On a sliding rail: 3b completes it, the slides break it, "no slide" keeps it: no goal.
  const State u = position(
      "0:....r....../0:.........../0:....r....../0:....r....../0:....r...... placement r r 5 "
      "26,26 0+0,4+0 3-5 0 - - -");
  const State v = play(u, {"3b"});
  EXPECT_EQ(legal_texts(v), sorted({"b-", "b+", "b="})) << show(v);
  const State w = play(v, {"b="});
  EXPECT_EQ(Game::phase(w), "placement");
  EXPECT_EQ(w.goal_lines, 0u);
}

TEST(Wykersham, Goal_AnOpponentLineCompletedByASlideScoresForNobody) {
  // Green a6 c6 d6 e6 and b5; red places 5b and slides b+: green's b5 reaches 0.
  const State s = position(
      "0:.....g...../0:....g....../0:.....g...../0:.....g...../0:.....g..... placement r r 7 "
      "24,24 6+0,1+0 3-5 0 - - -");
  const State t = play(s, {"5b"});
  EXPECT_EQ(legal_texts(t), sorted({"b-", "b+", "b="})) << show(t);  // not compulsory, no "!"
  const State u = play(t, {"b+"});
  EXPECT_NE(complete_lines(u, kGreen) & std::uint64_t{1} << line_id(0, 0), 0u) << show(u);
  EXPECT_EQ(Game::phase(u), "placement");
  EXPECT_EQ(score(u, kRed), score(s, kRed));
  EXPECT_EQ(score(u, kGreen), score(s, kGreen));
}

TEST(Wykersham, Goal_ALineKeptCompleteThroughASlideDoesNotScoreAgain) {
  // s0 is complete; b5 b6 b7 are red, so after b+ (3b into b5) b5 keeps the line complete.
  const State s = position(
      "0:.....r...../0:....rrr..../0:.....r...../0:.....r...../0:.....r..... placement r r 9 "
      "22,22 1+0,8+0 3-5 0 - - -");
  const State t = play(s, {"3b"});
  EXPECT_EQ(legal_texts(t), sorted({"b-", "b+", "b="})) << show(t);
  const State u = play(t, {"b+"});
  EXPECT_NE(complete_lines(u, kRed) & std::uint64_t{1} << line_id(0, 0), 0u);
  EXPECT_EQ(Game::phase(u), "placement") << show(u);
}

TEST(Wykersham, Goal_ALineBrokenAndCompletedAgainScores) {
  // s0 complete by placements. Red breaks it (6b, b+), green plays, red reforms it (6b, b-).
  const State s = position(
      "0:.....r...../0:.....r...../0:.....r...../0:.....r...../0:.....r..... roll r r 6 24,24 "
      "1+0,6+0 - 0 - - -");
  const State broken = play(s, {"3-6", "6b", "b+", "3c", "1-2", "1e", "e=", "2e", "e="});
  EXPECT_EQ(complete_lines(broken, kRed) & std::uint64_t{1} << line_id(0, 0), 0u) << show(broken);
  const State again = play(broken, {"3-6", "6b"});
  EXPECT_EQ(legal_texts(again), std::vector<std::string>{"b-!"}) << show(again);
  const State scored = play(again, {"b-!"});
  EXPECT_EQ(scored.goal_lines, std::uint64_t{1} << line_id(0, 0)) << show(scored);
}

TEST(Wykersham, Goal_CompulsoryAmongBothScoringDirections) {
  // b5 and b7 red around an empty b6 on s0: both slides score; "no slide" is not offered.
  const State s = position(
      "0:.....r...../0:....r.r..../0:.....r...../0:.....r...../0:.....r..... placement r r 7 "
      "24,24 0+0,6+0 1-5 0 - - -");
  const State t = play(s, {"1b"});
  EXPECT_EQ(legal_texts(t), sorted({"b-!", "b+!"})) << show(t);
}

// ---------------------------------------------------------------------------------------------
// Removals

// a6 holds 2 red, c6 one red and one green (on n), d6 2 red, e6 one; 3b b+ completes s0 with b5.
constexpr const char* kRemoval =
    "0:.....2r...../0:.........../0:.....(rg)...../0:.....2r...../0:.....r..... placement r r 7 "
    "24,24 0+0,5+0 3-5 0 - - -";

TEST(Wykersham, Remove_NoneAtAll) {
  const State s = play(position(kRemoval), {"3b", "b+!"});
  EXPECT_EQ(legal_texts(s), sorted({"xa6", "done"})) << show(s);
  const State t = play(s, {"done"});
  EXPECT_EQ(Game::phase(t), "placement");
  EXPECT_EQ(t.goal_lines, 0u);
  EXPECT_EQ(score(t, kRed), 0);
  EXPECT_EQ(on_board(t, kRed), 7);
}

TEST(Wykersham, Remove_EveryCupInCellOrderExtrasNeverOpponentMarbles) {
  State s = play(position(kRemoval), {"3b", "b+!"});
  s = play(s, {"xa6"});
  // a6 again (an extra) or b5; not c6 (b5 would be skipped) and not done (line not covered).
  EXPECT_EQ(legal_texts(s), sorted({"xa6", "xb5"})) << show(s);
  EXPECT_NE(error_of(s, "done").find("every cup"), std::string::npos);
  EXPECT_NE(error_of(s, "xc6").find("no completed line"), std::string::npos) << error_of(s, "xc6");
  s = play(s, {"xb5"});
  EXPECT_EQ(legal_texts(s), std::vector<std::string>{"xc6"}) << show(s);
  EXPECT_NE(error_of(s, "xa6").find("cell order"), std::string::npos) << error_of(s, "xa6");
  s = play(s, {"xc6"});
  // c6 keeps its green marble, and no more red there.
  EXPECT_EQ(in_cup(s, "c6", kGreen), 1);
  EXPECT_EQ(legal_texts(s), std::vector<std::string>{"xd6"}) << show(s);
  s = play(s, {"xd6"});
  EXPECT_EQ(legal_texts(s), sorted({"xd6", "xe6"})) << show(s);
  s = play(s, {"xd6", "xe6"});
  EXPECT_EQ(legal_texts(s), std::vector<std::string>{"done"}) << show(s);
  EXPECT_EQ(s.taken[kRed], 6);     // a6 b5 c6 d6 d6 e6
  EXPECT_EQ(score(s, kGreen), 5);  // unchanged
  s = play(s, {"done"});
  EXPECT_EQ(Game::phase(s), "placement");
  EXPECT_EQ(legal_texts(s), sorted({"5a", "5c", "5d", "5e"}));  // rail b slid
}

TEST(Wykersham, Remove_NoDeadEndRemovalFromTheStart) {
  const State s = play(position(kRemoval), {"3b", "b+!"});
  // b5 first would leave a6 behind for good.
  EXPECT_FALSE(is_legal(s, "xb5"));
  EXPECT_NE(error_of(s, "xa1").find("not on a completed line"), std::string::npos);
}

TEST(Wykersham, Remove_TwoLinesAtOnce) {
  // s0 (a6 b? c6 d6 e6) and the rising r-1 (a3 b? c5 d6 e7): 3b puts red in b5 (-1); b+ brings
  // b5 to 0 and b3 from -3 to -2, completing both (b4 and b6 were empty).
  const State s = position(
      "0:..r..r...../0:..r......../0:....rr...../0:.....r...../0:.....rr.... placement r r 9 "
      "22,22 0+0,8+0 3-5 0 - - -");
  State t = play(s, {"3b", "b+!"});
  EXPECT_EQ(t.goal_lines,
            (std::uint64_t{1} << line_id(0, 0)) | (std::uint64_t{1} << line_id(1, -1)))
      << show(t);
  EXPECT_EQ(legal_texts(t), sorted({"xa3", "xa6", "done"}));
  t = play(t, {"xa3"});
  EXPECT_EQ(legal_texts(t), sorted({"xa6", "xb3"})) << show(t);
  t = play(t, {"xb3", "xc5", "xd6"});
  EXPECT_EQ(legal_texts(t), sorted({"xe6", "xe7"})) << show(t);  // e6: an extra from s0's cup
  t = play(t, {"xe6", "xe7"});
  EXPECT_EQ(legal_texts(t), std::vector<std::string>{"done"});
  EXPECT_EQ(t.taken[kRed], 6);
}

// ---------------------------------------------------------------------------------------------
// End

TEST(Wykersham, End_AfterFifteenTurnsEachMorePointsWins) {
  // Turn 30 is green's last; red 10 points, green 5.
  const State s = position(
      "0:20r........../0:.........../0:.........../0:.........../0:..........23g roll g r 29 "
      "0,2 10+0,5+0 - 0 - - -");
  const State t = play(s, {"1-2", "1c"});
  EXPECT_FALSE(Game::is_terminal(t));
  const State u = play(t, {"2c"});
  EXPECT_TRUE(Game::is_terminal(u)) << show(u);
  EXPECT_EQ(Game::to_move(u), kNobody);
  EXPECT_EQ(Game::phase(u), "over");
  EXPECT_EQ(u.turn, 30);
  EXPECT_EQ(returns_of(u), (std::vector<double>{1, -1}));
  Game::Actions none;
  Game::legal_actions(u, none);
  EXPECT_TRUE(none.empty());
}

TEST(Wykersham, End_ScoresCountGiftsDrawAndLoss) {
  // Red 8 taken + 1 gift = 9, green 7 + 2 = 9: a draw.
  const State d = play(position("0:20r........../0:.........../0:.........../0:.........../"
                                "0:..........20g roll g r 29 0,2 8+1,7+2 - 0 - - -"),
                       {"1-2", "1c", "2c"});
  EXPECT_EQ(score(d, kRed), 9);
  EXPECT_EQ(returns_of(d), (std::vector<double>{0, 0})) << show(d);
  // Red 6, green 10 + 2 = 12: green wins.
  const State g = play(position("0:22r........../0:.........../0:.........../0:.........../"
                                "0:..........18g roll g r 29 0,2 6+0,10+2 - 0 - - -"),
                       {"1-2", "1c", "2c"});
  EXPECT_EQ(returns_of(g), (std::vector<double>{-1, 1})) << show(g);
}

TEST(Wykersham, End_ThirtyTurnsInARandomGame) {
  Rng rng(5);
  State s = Game::initial({});
  int rolls = 0;
  while (!Game::is_terminal(s)) {
    if (Game::to_move(s) == kChance) {
      rolls += s.phase == Phase::kRoll ? 1 : 0;
      Game::Chances c;
      Game::chance_outcomes(s, c);
      Game::apply(s, c[static_cast<int>(rng.below(static_cast<std::uint32_t>(c.size())))].action);
    } else {
      Game::apply(s, Game::random_action(s, rng));
    }
  }
  EXPECT_EQ(rolls, 30);
  EXPECT_EQ(s.hand[kRed], 0);
  EXPECT_EQ(s.hand[kGreen], 0);
}

// ---------------------------------------------------------------------------------------------
// Helpers of the header

TEST(Wykersham, Geometry_RowCellsPositionsAndLines) {
  const State s = position(
      "0:.........../+2:.........../0:.........../-1:.........../0:........... placement r r 5 "
      "26,26 4+0,4+0 3-5 0 - - -");
  EXPECT_EQ(row_cell(s, kRowN, 1), parse_cell("b4"));  // cup 4 at -2 + 2 = 0
  EXPECT_EQ(row_cell(s, kRowN, 3), parse_cell("d7"));
  EXPECT_EQ(row_at(s, parse_cell("b4")), kRowN);
  EXPECT_EQ(row_at(s, parse_cell("b11")), -1);  // +7
  EXPECT_EQ(position(s, parse_cell("b11")), 7);
  int cells[kRails];
  EXPECT_TRUE(line_cells(s, line_id(0, 3), cells));  // +3 on every rail
  EXPECT_EQ(cells[1], parse_cell("b7"));
  EXPECT_EQ(cells[3], parse_cell("d10"));
  EXPECT_FALSE(line_cells(s, line_id(0, 5), cells));   // rail d reaches +4 only
  EXPECT_FALSE(line_cells(s, line_id(2, -5), cells));  // rail e would be at -7
  EXPECT_EQ(row_value(kRowN), 0);
  EXPECT_EQ(row_of_value(4), 4);
  EXPECT_EQ(row_of_value(3), 2);
}

TEST(Wykersham, ActionCells_PlacementAndRemoval) {
  const State s = play(Game::initial({}), {"red", "3-5"});
  EXPECT_EQ(Game::action_cells(s, place_action(row_of_value(3), 1)).to, parse_cell("b5"));
  EXPECT_EQ(Game::action_cells(s, remove_action(7)).removed, 7);
  EXPECT_EQ(Game::action_cells(s, kForfeit).to, -1);
}

TEST(Wykersham, TurnInfo_OneNumberedTurnPerRollRollOffOnTheFirst) {
  State s = Game::initial({});
  EXPECT_EQ(Game::turn_info(s).number, 1);
  s = play(s, {"red"});
  EXPECT_EQ(Game::turn_info(s).number, 1);
  s = play(s, {"3-5", "3b"});
  EXPECT_EQ(Game::turn_info(s).number, 1);
  s = play(s, {"b=", "5c"});
  EXPECT_EQ(Game::phase(s), "roll");
  EXPECT_EQ(Game::turn_info(s).number, 2);
}

}  // namespace
}  // namespace marbles::wykersham
