// Wali: one test per rule of docs/RULES.md ("Wali" part), each on a concrete position given as
// position text. Boards in the comments read like the position text: row 5 at the top, columns
// A-F left to right, s = stick (player 0), o = stone (player 1).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "games/wali/rules.h"
#include "games/wali_test_util.h"
#include "ui/messages.h"

namespace marbles::wali {
namespace {

using namespace test;

std::vector<std::string> all_cells() {
  std::vector<std::string> out;
  for (int c = 0; c < kCells; ++c) {
    out.push_back(cell_name(c));
  }
  return sorted(out);
}

std::string error_of(const State& s, std::string_view move) {
  Result<Action> a = Game::parse_action(s, move);
  return a.ok() ? "(accepted)" : ui::reason(a.error(), Lang::kEn);
}

// ---------------------------------------------------------------------------------------------
// Board and pieces

TEST(Wali, Board_SixColumnsFiveRowsTwelvePiecesEach) {
  const State s = Game::initial({});
  EXPECT_EQ(Game::position_text(s), "....../....../....../....../...... s 12 12 - 0");
  EXPECT_EQ(legal_texts(s), all_cells()) << show(s);
  EXPECT_EQ(legal_texts(s).size(), 30u);
  EXPECT_EQ(Game::board_text(s),
            "5 . . . . . .\n"
            "4 . . . . . .\n"
            "3 . . . . . .\n"
            "2 . . . . . .\n"
            "1 . . . . . .\n"
            "  A B C D E F\n"
            "sticks to move, placement, reserves 12/12, quiet 0\n");
  for (const char* bad : {"G1", "A6", "A0", "F0"}) {
    EXPECT_FALSE(is_legal(s, bad)) << bad;
  }
  EXPECT_TRUE(is_legal(s, "F5"));
  EXPECT_TRUE(is_legal(s, "A1"));
}

TEST(Wali, Board_SticksPlayFirstThenTurnsAlternate) {
  State s = Game::initial({});
  EXPECT_EQ(Game::to_move(s), 0);
  s = play(s, {"C3"});
  EXPECT_EQ(Game::to_move(s), 1) << show(s);
  EXPECT_EQ(s.reserve[0], 11);
  EXPECT_EQ(s.reserve[1], 12);
  s = play(s, {"D4"});
  EXPECT_EQ(Game::to_move(s), 0) << show(s);
  EXPECT_EQ(Game::board_text(s),
            "5 . . . . . .\n"
            "4 . . . o . .\n"
            "3 . . s . . .\n"
            "2 . . . . . .\n"
            "1 . . . . . .\n"
            "  A B C D E F\n"
            "sticks to move, placement, reserves 11/11, quiet 0\n");
}

// ---------------------------------------------------------------------------------------------
// Placement

// 5 . . . . o .      sticks A1 B1: C1 would make three in a row.
// 4 . . . . . o
// 1 s s . . . .
TEST(Wali, Placement_ThreeInARowForbiddenTwoAllowed) {
  const State three = position("....o./.....o/....../....../ss.... s 10 10 - 0");
  EXPECT_FALSE(is_legal(three, "C1")) << show(three);
  EXPECT_NE(error_of(three, "C1").find("three in a row"), std::string::npos)
      << error_of(three, "C1");
  // The same placement next to a single stick makes only two: allowed.
  const State two = position("....o./.....o/....../....../.s.... s 11 10 - 0");
  EXPECT_TRUE(is_legal(two, "C1")) << show(two);
  // The rule is about one's own pieces: stones may place on C1 next to the two sticks.
  const State stones = position("....o./.....o/....../....../ss.... o 10 10 - 0");
  EXPECT_TRUE(is_legal(stones, "C1")) << show(stones);
}

TEST(Wali, Placement_FillingTheGapToThreeForbidden) {
  const State s = position("....o./.....o/....../....../s.s... s 10 10 - 0");
  EXPECT_FALSE(is_legal(s, "B1")) << show(s);
  EXPECT_TRUE(is_legal(s, "D1")) << "C1 D1 next to A1 . C1 is a run of two" << show(s);
  const State stones = position("....o./.....o/....../....../s.s... o 10 10 - 0");
  EXPECT_TRUE(is_legal(stones, "B1")) << show(stones);
}

TEST(Wali, Placement_VerticalThreeForbidden) {
  const State below = position("....../o...o./....../..s.../..s... s 10 10 - 0");
  EXPECT_FALSE(is_legal(below, "C3")) << show(below);
  EXPECT_TRUE(is_legal(below, "C4")) << show(below);  // C3 stays empty: no run
  const State gap = position("....../o...o./..s.../....../..s... s 10 10 - 0");
  EXPECT_FALSE(is_legal(gap, "C2")) << show(gap);
}

// Sticks A1 B1 D1: C1 would make a run of four; with E1 as well, a run of five.
TEST(Wali, Placement_RunOfFourOrFiveForbidden) {
  const State four = position("....../o...o./....../....../ss.s.. s 9 10 - 0");
  EXPECT_FALSE(is_legal(four, "C1")) << show(four);
  const State five = position("....../o...o./o...../....../ss.ss. s 8 9 - 0");
  EXPECT_FALSE(is_legal(five, "C1")) << show(five);
  EXPECT_FALSE(is_legal(five, "F1")) << "D1 E1 F1" << show(five);
}

// 5 o o . . . o
// 4 . . s . o .
// 3 . . s . . o
// 2 o . . . . .
// 1 s s . s s .
// Sticks to move may place on every empty cell except C1 (A1-E1), F1 (D1 E1 F1),
// C2 (C2 C3 C4) and C5 (C3 C4 C5). Diagonals and stones do not count.
TEST(Wali, Placement_LegalSetIsEveryEmptyCellNotMakingThree) {
  const State s = position("oo...o/..s.o./..s..o/o...../ss.ss. s 6 6 - 0");
  std::vector<std::string> expected;
  for (int c = 0; c < kCells; ++c) {
    const std::string name = cell_name(c);
    const bool occupied = ((s.board[0] | s.board[1]) >> c & 1u) != 0;
    if (!occupied && name != "C1" && name != "F1" && name != "C2" && name != "C5") {
      expected.push_back(name);
    }
  }
  EXPECT_EQ(expected.size(), 14u);
  EXPECT_EQ(legal_texts(s), sorted(expected)) << show(s);
}

TEST(Wali, Placement_DiagonalRunsAndMixedRunsAllowed) {
  const State diagonal = position("....../o...o./....../.s..../s..... s 10 10 - 0");
  EXPECT_TRUE(is_legal(diagonal, "C3")) << show(diagonal);
  // Stones A1 B1 and a stick on C1: not a run of anyone's.
  const State mixed = position("....../....s./....../....../oo.... s 11 10 - 0");
  EXPECT_TRUE(is_legal(mixed, "C1")) << show(mixed);
}

// 5 o s . s o o     Sticks have a piece left but every empty cell (C5 C4 E4 D3 E3 C2 A1 D1)
// 4 o s . s . s     would make three in a row for them; stones can place on C4 C5 E3 E4.
// 3 s o o . . o
// 2 s s . o s o
// 1 . o o . s s
constexpr const char* kSticksCannotPlace = "os.soo/os.s.s/soo..o/ss.oso/.oo.ss s 1 1 - 0";

TEST(Wali, Placement_NoLegalPlacementMeansPass) {
  const State s = position(kSticksCannotPlace);
  EXPECT_EQ(phase(s), "placement") << show(s);
  EXPECT_EQ(legal_texts(s), std::vector<std::string>{"pass"}) << show(s);
  const State after = play(s, {"pass"});
  EXPECT_EQ(Game::to_move(after), 1) << show(after);
  EXPECT_EQ(after.reserve[0], 1);
  EXPECT_EQ(after.reserve[1], 1);
  EXPECT_EQ(legal_texts(after), sorted({"C4", "C5", "E3", "E4"})) << show(after);
  // Passing is not a choice when a placement exists.
  EXPECT_FALSE(is_legal(after, "pass")) << show(after);
  EXPECT_NE(error_of(after, "pass").find("only when no other move"), std::string::npos);
  EXPECT_FALSE(is_legal(Game::initial({}), "pass"));
}

TEST(Wali, Placement_PlayerWithEmptyReserveMustPass) {
  // Sticks have placed all 12; stones still hold 2.
  const State s = position("ssooss/.ossoo/ssooss/o.ssoo/...... s 0 2 - 0");
  EXPECT_EQ(phase(s), "placement") << show(s);
  EXPECT_EQ(legal_texts(s), std::vector<std::string>{"pass"}) << show(s);
  const State after = play(s, {"pass", "A4"});
  EXPECT_EQ(phase(after), "placement") << show(after);
  EXPECT_EQ(legal_texts(after), std::vector<std::string>{"pass"}) << show(after);
}

// Sticks pass, stones place their last piece on E3: now neither can place, the placement phase
// ends and the stick that could never be placed is set aside.
TEST(Wali, Placement_UnplaceablePiecesSetAsideWhenNeitherCanPlace) {
  const State s = play(position(kSticksCannotPlace), {"pass", "E3"});
  EXPECT_EQ(phase(s), "movement") << show(s);
  EXPECT_EQ(s.reserve[0], 0);
  EXPECT_EQ(s.reserve[1], 0);
  EXPECT_EQ(s.aside[0], 1);
  EXPECT_EQ(s.aside[1], 0);
  EXPECT_EQ(Game::board_text(s),
            "5 o s . s o o\n"
            "4 o s . s . s\n"
            "3 s o o . o o\n"
            "2 s s . o s o\n"
            "1 . o o . s s\n"
            "  A B C D E F\n"
            "sticks to move, movement, reserves 0/0, quiet 0\n");
  // The same board given with the stick still in reserve is also a movement position.
  const State parsed = position("os.soo/os.s.s/soo.oo/ss.oso/.oo.ss s 1 0 - 0");
  EXPECT_EQ(phase(parsed), "movement") << show(parsed);
  EXPECT_EQ(parsed.aside[0], 1);
}

// The whole placement phase of a game: 24 placements, never a capture, then movement with the
// six empty cells of row 1.
TEST(Wali, Placement_EndsAfterTwentyFourPiecesAndNeverCaptures) {
  const char* sticks[] = {"A5", "B5", "E5", "F5", "C4", "D4", "A3", "B3", "E3", "F3", "C2", "D2"};
  const char* stones[] = {"C5", "D5", "A4", "B4", "E4", "F4", "C3", "D3", "A2", "B2", "E2", "F2"};
  State s = Game::initial({});
  for (int i = 0; i < 12; ++i) {
    for (const char* m : {sticks[i], stones[i]}) {
      EXPECT_EQ(phase(s), "placement") << show(s);
      const int mover = Game::to_move(s);
      s = play(s, {m});
      EXPECT_EQ(Game::to_move(s), 1 - mover) << "after " << m << show(s);
    }
  }
  EXPECT_EQ(phase(s), "movement") << show(s);
  EXPECT_EQ(Game::position_text(s), "ssooss/oossoo/ssooss/oossoo/...... s 0 0 - 0");
  EXPECT_EQ(legal_texts(s), sorted({"C2-C1", "D2-D1"})) << show(s);
}

// ---------------------------------------------------------------------------------------------
// Movement

// 5 o . . . . o
// 4 . . . . . .
// 3 . . s . . .
// 2 . . . . o .
// 1 s o . . . s
TEST(Wali, Movement_OneStepOrthogonallyIntoAnEmptyCell) {
  const State s = position("o....o/....../..s.../....o./so...s s 0 0 - 0");
  EXPECT_EQ(phase(s), "movement") << show(s);
  EXPECT_EQ(legal_texts(s), sorted({"A1-A2", "C3-B3", "C3-C2", "C3-C4", "C3-D3", "F1-E1", "F1-F2"}))
      << show(s);
  EXPECT_NE(error_of(s, "C3-D4").find("one cell up, down, left or right"), std::string::npos);
  EXPECT_NE(error_of(s, "C3-C5").find("one cell up, down, left or right"), std::string::npos);
  EXPECT_NE(error_of(s, "A1-B1").find("B1 is occupied"), std::string::npos);
  EXPECT_NE(error_of(s, "B1-B2").find("no piece of yours on B1"), std::string::npos);
  EXPECT_NE(error_of(s, "D4").find("placement phase is over"), std::string::npos);
  const State after = play(s, {"C3-C4"});
  EXPECT_EQ(Game::position_text(after), "o....o/..s.../....../....o./so...s o 0 0 - 1");
}

// 5 o o . o . .
// 4 . . . . . o
// 3 . . . . . .
// 2 . . s . . .
// 1 s s . . . .     C2-C1 makes A1-B1-C1: sticks then remove one stone of their choice.
constexpr const char* kCapture = "oo.o../.....o/....../..s.../ss.... s 0 0 - 7";

TEST(Wali, Movement_FormingALineOfThreeCapturesAnyOpponentPiece) {
  const State s = play(position(kCapture), {"C2-C1"});
  EXPECT_EQ(phase(s), "removal") << show(s);
  EXPECT_EQ(Game::to_move(s), 0) << "the mover removes" << show(s);
  EXPECT_EQ(legal_texts(s), sorted({"xA5", "xB5", "xD5", "xF4"})) << show(s);
  EXPECT_NE(error_of(s, "xA1").find("no opponent piece on A1"), std::string::npos);
  EXPECT_NE(error_of(s, "xC4").find("no opponent piece on C4"), std::string::npos);
  EXPECT_NE(error_of(s, "A1-A2").find("first remove an opponent piece"), std::string::npos);
  const State after = play(s, {"xD5"});
  EXPECT_EQ(Game::board_text(after),
            "5 o o . . . .\n"
            "4 . . . . . o\n"
            "3 . . . . . .\n"
            "2 . . . . . .\n"
            "1 s s s . . .\n"
            "  A B C D E F\n"
            "stones to move, movement, reserves 0/0, quiet 0\n");
}

TEST(Wali, Movement_MoveNotFormingALineDoesNotCapture) {
  const State s = play(position(kCapture), {"C2-D2"});
  EXPECT_EQ(phase(s), "movement") << show(s);
  EXPECT_EQ(Game::to_move(s), 1) << show(s);
  EXPECT_EQ(Game::position_text(s), "oo.o../.....o/....../...s../ss.... o 0 0 - 8");
}

// Vertical lines count too: F3-E3 makes E1-E2-E3.
TEST(Wali, Movement_VerticalLineCaptures) {
  const State s = play(position("oo.o../.....o/.....s/....s./....s. s 0 0 - 0"), {"F3-E3"});
  EXPECT_EQ(phase(s), "removal") << show(s);
  EXPECT_EQ(Game::to_move(s), 0) << show(s);
}

// 5 o o . o . .
// 4 . . . . s o
// 1 s s s . . .     The line A1-B1-C1 is already there: moving E4 captures nothing.
constexpr const char* kStandingLine = "oo.o../....so/....../....../sss... s 0 0 - 0";

TEST(Wali, Movement_LineElsewhereDoesNotCapture) {
  for (const char* m : {"E4-E3", "E4-E5", "E4-D4"}) {
    const State s = play(position(kStandingLine), {m});
    EXPECT_EQ(phase(s), "movement") << m << show(s);
    EXPECT_EQ(Game::to_move(s), 1) << m << show(s);
  }
}

// "Cheval simple": break the line (C1-C2), re-form it (C2-C1): a new capture.
TEST(Wali, Movement_BreakingAndReformingALineCapturesAgain) {
  State s = play(position(kStandingLine), {"C1-C2"});
  EXPECT_EQ(Game::to_move(s), 1) << "breaking a line captures nothing" << show(s);
  s = play(s, {"F4-F3", "C2-C1"});
  EXPECT_EQ(phase(s), "removal") << show(s);
  s = play(s, {"xA5", "F3-F4"});
  // The line now just stays: another stick moving captures nothing.
  s = play(s, {"E4-E3"});
  EXPECT_EQ(phase(s), "movement") << show(s);
  EXPECT_EQ(Game::to_move(s), 1) << show(s);
  // And once more: break, wait, re-form.
  s = play(s, {"F4-F3", "A1-A2", "F3-F4", "A2-A1"});
  EXPECT_EQ(phase(s), "removal") << show(s);
}

// Moving E1 to D1 next to A1-B1-C1 makes the run A1-D1, which did not exist before.
TEST(Wali, Movement_ExtendingALineMakesANewRunAndCaptures) {
  const State s = play(position("oo.o../.....o/....../....../sss.s. s 0 0 - 0"), {"E1-D1"});
  EXPECT_EQ(phase(s), "removal") << show(s);
}

// 3 . . s . . .
// 2 . . s . . .
// 1 s s . s . .     D1-C1 makes A1-B1-C1 and C1-C2-C3 at once: still one removal.
TEST(Wali, Movement_TwoLinesAtOnceStillOneRemoval) {
  State s = play(position("oo.o../.....o/..s.../..s.../ss.s.. s 0 0 - 0"), {"D1-C1"});
  EXPECT_EQ(phase(s), "removal") << show(s);
  EXPECT_EQ(legal_texts(s), sorted({"xA5", "xB5", "xD5", "xF4"})) << show(s);
  s = play(s, {"xF4"});
  EXPECT_EQ(phase(s), "movement") << show(s);
  EXPECT_EQ(Game::to_move(s), 1) << show(s);
  EXPECT_EQ(__builtin_popcount(s.board[1]), 3) << show(s);
}

// Stones D5-E5-F5 stand in a line: their pieces are not protected.
TEST(Wali, Movement_RemovalMayTakeAPieceInALine) {
  State s = play(position("...ooo/o...../....../..s.../ss.... s 0 0 - 0"), {"C2-C1"});
  EXPECT_EQ(legal_texts(s), sorted({"xA4", "xD5", "xE5", "xF5"})) << show(s);
  s = play(s, {"xE5"});
  EXPECT_EQ(Game::position_text(s), "...o.o/o...../....../....../sss... o 0 0 - 0");
}

// Jeux & Strategie n°2 (1980), "Niamey": North (here the sticks) plays D2-D1, making B1-C1-D1,
// and removes a stone. Whatever he takes, he cannot stop the group B2-C2, E2-F2, D3-D4: here
// D3-D2 then makes the stones' run B2-F2.
// 5 s . . . s o
// 4 s o . o . .
// 3 . . s o . s
// 2 . o o s o o
// 1 . s s . . .
constexpr const char* kNiamey = "s...so/so.o../..so.s/.oosoo/.ss... s 0 0 - 0";

TEST(Wali, Magazine1980_NiameyD2D1FormsB1C1D1AndRemoves) {
  const State start = position(kNiamey);
  State s = play(start, {"D2-D1"});
  EXPECT_EQ(phase(s), "removal") << show(s);
  EXPECT_EQ(legal_texts(s).size(), 8u) << "any of the 8 stones" << show(s);
  s = play(s, {"xB4", "D3-D2"});
  EXPECT_EQ(phase(s), "removal") << "stones answer with B2-C2-D2-E2-F2" << show(s);
  EXPECT_EQ(Game::to_move(s), 1) << show(s);
  s = play(s, {"xB1"});
  EXPECT_EQ(Game::board_text(s),
            "5 s . . . s o\n"
            "4 s . . o . .\n"
            "3 . . s . . s\n"
            "2 . o o o o o\n"
            "1 . . s s . .\n"
            "  A B C D E F\n"
            "sticks to move, movement, reserves 0/0, quiet 0\n");

  // The notation of these moves reads back as the same actions.
  std::vector<Action> actions;
  State r = start;
  for (const char* m : {"D2-D1", "xB4", "D3-D2", "xB1"}) {
    Result<Action> a = Game::parse_action(r, m);
    ASSERT_TRUE(a.ok()) << m << ": " << ui::text(a.error(), Lang::kEn) << show(r);
    EXPECT_EQ(Game::action_text(r, *a), m);
    actions.push_back(*a);
    Game::apply(r, *a);
  }
  EXPECT_EQ(Game::position_text(r), Game::position_text(s));

  // Whichever stone North takes outside the group, D3-D2 captures at once.
  const State removal = play(start, {"D2-D1"});
  for (const std::string& x : legal_texts(removal)) {
    if (x == "xB2" || x == "xC2" || x == "xD3" || x == "xD4" || x == "xE2" || x == "xF2") {
      continue;
    }
    const State t = play(removal, {x, "D3-D2"});
    EXPECT_EQ(phase(t), "removal") << "after " << x << show(t);
  }
}

// ---------------------------------------------------------------------------------------------
// End of the game

// Stones have three pieces: after the capture they have two.
constexpr const char* kThreeStones = "oo...o/....../....../..s.../ss.... s 0 0 - 0";

TEST(Wali, EndDefault_TwoPiecesLeftLoses) {
  const State s = play(position(kThreeStones), {"C2-C1", "xF5"});
  EXPECT_TRUE(Game::is_terminal(s)) << show(s);
  EXPECT_EQ(Game::to_move(s), kNobody);
  EXPECT_EQ(phase(s), "over");
  EXPECT_TRUE(legal_texts(s).empty());
  EXPECT_EQ(returns_of(s), (std::vector<double>{1, -1})) << show(s);
}

TEST(Wali, EndDefault_SticksLeftWithTwoLose) {
  // Stones D3-D2 make D2-E2-F2 and take one of the three sticks.
  const State s = play(position("s...../....../...o../....oo/s.s... o 0 0 - 0"), {"D3-D2", "xA5"});
  EXPECT_TRUE(Game::is_terminal(s)) << show(s);
  EXPECT_EQ(returns_of(s), (std::vector<double>{-1, 1})) << show(s);
}

TEST(Wali, End1980_TwoPiecesLeftDoesNotLose) {
  const State s = play(position(kThreeStones, variant_of<Game>("1980")), {"C2-C1", "xF5"});
  EXPECT_FALSE(Game::is_terminal(s)) << show(s);
  EXPECT_EQ(Game::to_move(s), 1) << show(s);
  EXPECT_EQ(returns_of(s), (std::vector<double>{0, 0}));
}

TEST(Wali, End1980_NoPiecesLeftLoses) {
  const State one =
      play(position("o...o./....../....../..s.../ss.... s 0 0 - 0", variant_of<Game>("1980")),
           {"C2-C1", "xE5"});
  EXPECT_FALSE(Game::is_terminal(one)) << "one stone left" << show(one);
  const State none =
      play(position("o...../....../....../..s.../ss.... s 0 0 - 0", variant_of<Game>("1980")),
           {"C2-C1", "xA5"});
  EXPECT_TRUE(Game::is_terminal(none)) << show(none);
  EXPECT_EQ(returns_of(none), (std::vector<double>{1, -1})) << show(none);
}

// A position text where a side is already at or below the limit is a finished game.
TEST(Wali, End_FinishedPositionParsesAsFinished) {
  const char* text = "o...o./....../....../..s.../ss.... o 0 0 - 0";  // two stones
  const State two = position(text);
  EXPECT_TRUE(Game::is_terminal(two)) << show(two);
  EXPECT_EQ(returns_of(two), (std::vector<double>{1, -1})) << show(two);
  const State in_1980 = position(text, variant_of<Game>("1980"));
  EXPECT_FALSE(Game::is_terminal(in_1980)) << show(in_1980);
  const State none =
      position("....../....../....../..s.../ss.... o 0 0 - 0", variant_of<Game>("1980"));
  EXPECT_TRUE(Game::is_terminal(none)) << show(none);
  EXPECT_EQ(returns_of(none), (std::vector<double>{1, -1})) << show(none);
}

// ---------------------------------------------------------------------------------------------
// Blocked players, repetition, the 100-move rule

// 3 o . . . . .
// 2 s o . . . .     The sticks A1 B1 A2 are walled in by stones: sticks pass.
// 1 s s o . . .
TEST(Wali, Blocked_PlayerWithNoMovePasses) {
  const State s = position(".....o/....../o...../so..../sso... s 0 0 - 5");
  EXPECT_EQ(legal_texts(s), std::vector<std::string>{"pass"}) << show(s);
  const State after = play(s, {"pass"});
  EXPECT_EQ(Game::to_move(after), 1) << show(after);
  EXPECT_FALSE(Game::is_terminal(after));
  EXPECT_FALSE(is_legal(after, "pass")) << "stones can move" << show(after);
  EXPECT_EQ(Game::position_text(after), ".....o/....../o...../so..../sso... o 0 0 - 6");
}

// On this board a side can be walled in, but both sides can be unable to move only when no
// piece touches an empty cell, i.e. on a board without pieces: a draw in both variants.
TEST(Wali, Blocked_BothUnableToMoveIsADraw) {
  for (const Variant& v : {Variant{}, variant_of<Game>("1980")}) {
    const State s = position("....../....../....../....../...... s 0 0 - 0", v);
    EXPECT_TRUE(Game::is_terminal(s)) << show(s);
    EXPECT_EQ(returns_of(s), (std::vector<double>{0, 0})) << show(s);
  }
}

// 5 o . o . o .
// 1 s . s . s .     Both sides shuffle A1-A2 / A5-A4 back and forth.
TEST(Wali, Repetition_ThirdOccurrenceIsADraw) {
  const State start = position("o.o.o./....../....../....../s.s.s. s 0 0 - 0");
  const State second = play(start, {"A1-A2", "A5-A4", "A2-A1", "A4-A5"});
  EXPECT_EQ(Game::position_text(second), "o.o.o./....../....../....../s.s.s. s 0 0 - 4");
  // The positions after 1..3 moves occur twice, the start a third time at the end.
  const State s = test::expect_ends_on_last(second, {"A1-A2", "A5-A4", "A2-A1", "A4-A5"});
  EXPECT_EQ(returns_of(s), (std::vector<double>{0, 0}));
}

// The same board with the other side to move is another position. Sticks are walled in and
// pass; stones shuffle F5-F4 and back. The start board is seen at plies 0 (sticks to move),
// 1 (stones to move) and 4 (sticks): three sightings, but only two with sticks to move.
TEST(Wali, Repetition_SameBoardOtherSideToMoveIsAnotherPosition) {
  const State start = position(".....o/....../o...../so..../sso... s 0 0 - 0");
  test::expect_ends_on_last(start,
                            {"pass", "F5-F4", "pass", "F4-F5", "pass", "F5-F4", "pass", "F4-F5"});
}

TEST(Wali, NoCapture_HundredthQuietMoveDraws) {
  const State at99 = position("o.o.o./....../....../....../s.s.s. s 0 0 - 99");
  const State s = play(at99, {"A1-A2"});
  EXPECT_TRUE(Game::is_terminal(s)) << show(s);
  EXPECT_EQ(returns_of(s), (std::vector<double>{0, 0}));
}

TEST(Wali, NoCapture_NinetyNineQuietMovesDoNotDraw) {
  State s = play(position("o.o.o./....../....../....../s.s.s. s 0 0 - 98"), {"A1-A2"});
  EXPECT_FALSE(Game::is_terminal(s)) << show(s);
  EXPECT_EQ(Game::position_text(s), "o.o.o./....../....../s...../..s.s. o 0 0 - 99") << show(s);
  s = play(s, {"A5-A4"});
  EXPECT_TRUE(Game::is_terminal(s)) << show(s);
}

TEST(Wali, NoCapture_CaptureOnTheHundredthMoveResetsTheCount) {
  State s = play(position("oo.o../.....o/....../..s.../ss.... s 0 0 - 99"), {"C2-C1"});
  EXPECT_FALSE(Game::is_terminal(s)) << show(s);
  EXPECT_EQ(phase(s), "removal") << show(s);
  s = play(s, {"xD5"});
  EXPECT_FALSE(Game::is_terminal(s)) << show(s);
  EXPECT_EQ(s.quiet, 0) << show(s);
}

}  // namespace
}  // namespace marbles::wali
