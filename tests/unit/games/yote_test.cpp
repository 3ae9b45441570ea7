// Yoté: one test per rule of docs/RULES.md ("Yoté" part), each on a concrete position given as
// position text. Boards in the comments read like the position text: row 5 at the top, columns
// A-F (A-E on the 5x5 board) left to right, l = light (player 0), d = dark (player 1).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "games/yote/rules.h"
#include "games/yote_test_util.h"
#include "ui/messages.h"

namespace marbles::yote {
namespace {

using namespace test;

std::vector<std::string> placements_on_empty_cells(const State& s) {
  std::vector<std::string> out;
  const int cols = columns(s.variant);
  for (int row = 0; row < kRows; ++row) {
    for (int col = 0; col < cols; ++col) {
      const int c = cell(col, row);
      if (((s.board[0] | s.board[1]) >> c & 1u) == 0) {
        out.push_back("@" + cell_name(c));
      }
    }
  }
  return sorted(out);
}

std::vector<std::string> joined(std::vector<std::string> a, const std::vector<std::string>& b) {
  a.insert(a.end(), b.begin(), b.end());
  return sorted(a);
}

// ---------------------------------------------------------------------------------------------
// Board, pieces, first player

TEST(Yote, Board_SixByFiveTwelvePiecesEachAllInReserve) {
  const State s = Game::initial({});
  EXPECT_EQ(Game::position_text(s), "....../....../....../....../...... l 12 12 - 0");
  EXPECT_EQ(Game::board_text(s),
            "5 . . . . . .\n"
            "4 . . . . . .\n"
            "3 . . . . . .\n"
            "2 . . . . . .\n"
            "1 . . . . . .\n"
            "  A B C D E F\n"
            "light to move, placement, reserves 12/12, quiet 0\n");
  EXPECT_EQ(legal_texts(s).size(), 30u) << show(s);
  EXPECT_EQ(legal_texts(s), placements_on_empty_cells(s)) << show(s);
  EXPECT_TRUE(is_legal(s, "@F5"));
  EXPECT_TRUE(is_legal(s, "@A1"));
}

TEST(Yote, Board_FiveByFiveVariantHasColumnsAToE) {
  const State s = Game::initial(variant_of<Game>("5x5"));
  EXPECT_EQ(Game::position_text(s), "...../...../...../...../..... l 12 12 - 0");
  EXPECT_EQ(Game::board_text(s),
            "5 . . . . .\n"
            "4 . . . . .\n"
            "3 . . . . .\n"
            "2 . . . . .\n"
            "1 . . . . .\n"
            "  A B C D E\n"
            "light to move, placement, reserves 12/12, quiet 0\n");
  EXPECT_EQ(legal_texts(s).size(), 25u) << show(s);
  EXPECT_TRUE(is_legal(s, "@E5"));
  EXPECT_EQ(error_of(s, "@F5"), "'@F5': cell F5 is off the 5×5 board (columns A-E, rows 1-5)");
  EXPECT_EQ(error_of(s, "@f1"), "'@f1': cell F1 is off the 5×5 board (columns A-E, rows 1-5)");
}

TEST(Yote, Board_LightPlaysFirstThenTurnsAlternate) {
  State s = Game::initial({});
  EXPECT_EQ(Game::to_move(s), 0);
  s = play(s, {"@C3"});
  EXPECT_EQ(Game::to_move(s), 1) << show(s);
  s = play(s, {"@D4"});
  EXPECT_EQ(Game::to_move(s), 0) << show(s);
  EXPECT_EQ(Game::position_text(s), "....../...d../..l.../....../...... l 11 11 - 0");
}

// ---------------------------------------------------------------------------------------------
// Placement

// 3 . . l d . .     Light has a piece on the board and 11 in reserve: every empty cell is a
//                   placement, next to the steps and the jump of C3.
TEST(Yote, Place_AnyTimeWhileTheReserveIsNotEmpty) {
  const State s = position("....../....../..ld../....../...... l 11 11 - 0");
  EXPECT_EQ(phase(s), "play") << show(s);
  EXPECT_EQ(legal_texts(s),
            joined(placements_on_empty_cells(s), {"C3-B3", "C3-C2", "C3-C4", "C3xE3"}))
      << show(s);
  EXPECT_EQ(legal_texts(s).size(), 28u + 4u);
  // Late in the game too: one piece left in reserve, pieces on the board.
  const State late = position("ld.l.d/.ldl.d/d..l../.d..l./l..d.l d 1 1 - 37");
  EXPECT_TRUE(is_legal(late, "@C3")) << show(late);
  EXPECT_TRUE(is_legal(late, "F5-E5")) << show(late);
  const State after = play(late, {"@C3"});
  EXPECT_EQ(after.reserve[1], 0) << show(after);
  EXPECT_EQ(after.quiet, 0) << "a placement restarts the turn count" << show(after);
}

TEST(Yote, Place_NeedsAPieceInReserveAndAnEmptyCell) {
  const State s = position("....../....../..ld../....../...... l 0 11 - 0");
  EXPECT_EQ(phase(s), "movement") << show(s);
  EXPECT_EQ(legal_texts(s), sorted({"C3-B3", "C3-C2", "C3-C4", "C3xE3"})) << show(s);
  EXPECT_EQ(error_of(s, "@A1"), "'@A1': no piece left in your reserve");
  const State full = position("....../....../..ld../....../...... l 11 11 - 0");
  EXPECT_EQ(error_of(full, "@D3"), "'@D3': D3 is occupied");
  EXPECT_EQ(error_of(full, "C3"), "'C3': a placement is written with @ (like @C3)");
}

// ---------------------------------------------------------------------------------------------
// Steps

// 3 . . l . . .
// 1 l . . . . d     Light: C3 steps in four directions, A1 up or right; nothing diagonal.
TEST(Yote, Step_OneCellOrthogonallyIntoAnEmptyCell) {
  const State s = position("....../....../..l.../....../l....d l 0 11 - 0");
  EXPECT_EQ(legal_texts(s), sorted({"A1-A2", "A1-B1", "C3-B3", "C3-C2", "C3-C4", "C3-D3"}))
      << show(s);
  EXPECT_EQ(error_of(s, "C3-D4"), "'C3-D4': a step goes one cell up, down, left or right");
  EXPECT_EQ(error_of(s, "C3-C5"), "'C3-C5': a step goes one cell up, down, left or right");
  EXPECT_EQ(error_of(s, "B2-B3"), "'B2-B3': no piece of yours on B2");
  EXPECT_EQ(error_of(s, "F1-E1"), "'F1-E1': no piece of yours on F1");
  const State after = play(s, {"C3-C4"});
  EXPECT_EQ(Game::position_text(after), "....../..l.../....../....../l....d d 0 11 - 1");
}

TEST(Yote, Step_OntoAnOccupiedCellRefused) {
  const State s = position("....../....../..ll../....../.....d l 10 11 - 0");
  EXPECT_FALSE(is_legal(s, "C3-D3")) << show(s);
  EXPECT_EQ(error_of(s, "C3-D3"), "'C3-D3': D3 is occupied");
}

// ---------------------------------------------------------------------------------------------
// Jumps and the bonus removal

// 3 . . l d . .
// 2 . . . . . d     C3xE3 takes D3; light then removes one more dark piece: F2 is the only one.
TEST(Yote, Jump_CapturesTheJumpedPiece) {
  const State s = position("....../....../..ld../.....d/...... l 11 10 - 5");
  State after = play(s, {"C3xE3"});
  EXPECT_EQ(Game::board_text(after),
            "5 . . . . . .\n"
            "4 . . . . . .\n"
            "3 . . . . l .\n"
            "2 . . . . . d\n"
            "1 . . . . . .\n"
            "  A B C D E F\n"
            "light to move, removal, reserves 11/10, quiet 0\n");
  EXPECT_EQ(Game::to_move(after), 0) << "the capturer removes" << show(after);
  EXPECT_EQ(legal_texts(after), std::vector<std::string>{"xF2"}) << show(after);
  after = play(after, {"xF2"});
  EXPECT_EQ(Game::position_text(after), "....../....../....l./....../...... d 11 10 - 0");
}

TEST(Yote, Jump_OnlyOverAnAdjacentOpponentOntoTheEmptyCellBehind) {
  // Over an own piece, over an empty cell, onto an occupied cell, too far.
  const State own = position("....../....../..ll../....../.....d l 10 11 - 0");
  EXPECT_EQ(error_of(own, "C3xE3"), "'C3xE3': there is no opponent piece on D3 to jump");
  const State empty = position("....../....../..l.../....../.....d l 11 11 - 0");
  EXPECT_EQ(error_of(empty, "C3xC5"), "'C3xC5': there is no opponent piece on C4 to jump");
  const State blocked = position("....../....../..ldd./....../...... l 11 10 - 0");
  EXPECT_EQ(error_of(blocked, "C3xE3"), "'C3xE3': E3 is occupied");
  EXPECT_FALSE(is_legal(blocked, "C3xE3")) << show(blocked);
  EXPECT_EQ(error_of(blocked, "C3xF3"),
            "'C3xF3': a jump goes over the next cell up, down, left or right onto the cell right "
            "behind it (like C3xC5)");
  EXPECT_EQ(error_of(blocked, "C3xD4"),
            "'C3xD4': a jump goes over the next cell up, down, left or right onto the cell right "
            "behind it (like C3xC5)");
  // Every direction: light in the middle of four dark pieces with room behind each.
  const State cross = position("....../..d.../.dld../..d.../...... l 11 8 - 0");
  EXPECT_EQ(legal_texts(cross),
            joined(placements_on_empty_cells(cross), {"C3xA3", "C3xC1", "C3xC5", "C3xE3"}))
      << show(cross);
}

// 3 l d . d . .     A3xC3 lands next to D3 with E3 empty behind it: a second jump would be a
// 1 . . . . . d     chain. The turn is one jump and its bonus removal, then dark plays.
TEST(Yote, Jump_NoChainOneJumpPerTurn) {
  const State s = position("....../....../ld.d../....../.....d l 11 9 - 0");
  State after = play(s, {"A3xC3"});
  EXPECT_EQ(phase(after), "removal") << show(after);
  EXPECT_EQ(legal_texts(after), sorted({"xD3", "xF1"})) << "only the bonus removal" << show(after);
  EXPECT_FALSE(is_legal(after, "C3xE3")) << show(after);
  EXPECT_EQ(error_of(after, "C3xE3"), "'C3xE3': first remove an opponent piece (for example xF1)");
  after = play(after, {"xF1"});
  EXPECT_EQ(Game::to_move(after), 1) << "the turn is over" << show(after);
  EXPECT_EQ(Game::position_text(after), "....../....../..ld../....../...... d 11 9 - 0");
}

TEST(Yote, Jump_CaptureIsNeverCompulsory) {
  const State s = position("....../....../..ld../.....d/...... l 11 10 - 5");
  EXPECT_TRUE(is_legal(s, "C3xE3")) << show(s);
  for (const char* m : {"C3-C4", "C3-B3", "@A1"}) {
    const State after = play(s, {m});
    EXPECT_EQ(Game::to_move(after), 1) << m << show(after);
    EXPECT_EQ(on_board(after, 1), 2) << m << show(after);
  }
}

TEST(Yote, Bonus_AnyOpponentPieceOnTheBoard) {
  // Dark has pieces on the board and in reserve: the bonus comes from the board, any piece.
  const State s = position("d....d/....../ld.d../....../d....d l 11 5 - 0");
  const State after = play(s, {"A3xC3"});
  EXPECT_EQ(legal_texts(after), sorted({"xA1", "xA5", "xD3", "xF1", "xF5"})) << show(after);
  EXPECT_EQ(error_of(after, "xR"),
            "'xR': the opponent still has pieces on the board; remove one of them (for example "
            "xA1)");
  EXPECT_EQ(error_of(after, "xB2"), "'xB2': there is no opponent piece on B2");
  EXPECT_EQ(error_of(after, "xC3"), "'xC3': there is no opponent piece on C3");
  EXPECT_EQ(error_of(after, "@B2"), "'@B2': first remove an opponent piece (for example xA1)");
  const State removed = play(after, {"xD3"});
  EXPECT_EQ(Game::position_text(removed), "d....d/....../..l.../....../d....d d 11 5 - 0");
  // No removal outside a capture.
  EXPECT_EQ(error_of(s, "xA1"), "'xA1': a piece may be removed only right after a jump");
  EXPECT_EQ(error_of(s, "xR"), "'xR': a piece may be removed only right after a jump");
}

// Dark's only piece on the board is jumped: the bonus piece comes from dark's reserve.
TEST(Yote, Bonus_FromTheReserveWhenTheBoardIsEmpty) {
  const State s = position("....../....../..ld../....../...... l 11 11 - 0");
  State after = play(s, {"C3xE3"});
  EXPECT_EQ(phase(after), "removal") << show(after);
  EXPECT_EQ(legal_texts(after), std::vector<std::string>{"xR"}) << show(after);
  EXPECT_EQ(error_of(after, "xE2"),
            "'xE2': the opponent has no piece on the board; take one from the reserve with xR");
  EXPECT_EQ(error_of(after, "E3-E4"),
            "'E3-E4': first remove an opponent piece (xR: one from the reserve, as none is on the "
            "board)");
  after = play(after, {"xR"});
  EXPECT_EQ(Game::position_text(after), "....../....../....l./....../...... d 11 10 - 0");
}

// Dark's last piece is jumped: nothing is left to remove, the game is over at once.
TEST(Yote, Bonus_NoneWhenTheOpponentHasNothingLeft) {
  const State s = position("....../....../..ld../....../...... l 11 0 - 0");
  const State after = play(s, {"C3xE3"});
  EXPECT_TRUE(Game::is_terminal(after)) << show(after);
  EXPECT_FALSE(after.must_remove) << show(after);
  EXPECT_TRUE(legal_texts(after).empty()) << show(after);
  EXPECT_EQ(returns_of(after), (std::vector<double>{1, -1})) << show(after);
  EXPECT_EQ(Game::position_text(after), "....../....../....l./....../...... d 11 0 - 0");
}

// ---------------------------------------------------------------------------------------------
// End of the game

TEST(Yote, End_PlayerWithNoPiecesLeftLoses) {
  // The bonus removal takes dark's last piece on the board (no reserve) ...
  const State board =
      play(position("....../....../..ld../....../.....d l 11 0 - 0"), {"C3xE3", "xF1"});
  EXPECT_TRUE(Game::is_terminal(board)) << show(board);
  EXPECT_EQ(phase(board), "over");
  EXPECT_EQ(Game::to_move(board), kNobody);
  EXPECT_EQ(returns_of(board), (std::vector<double>{1, -1})) << show(board);
  // ... or dark's last piece in reserve.
  const State reserve =
      play(position("....../....../..ld../....../...... l 11 1 - 0"), {"C3xE3", "xR"});
  EXPECT_TRUE(Game::is_terminal(reserve)) << show(reserve);
  EXPECT_EQ(returns_of(reserve), (std::vector<double>{1, -1})) << show(reserve);
  // Dark wins the same way.
  const State dark =
      play(position("....../....../..dl../....../...... d 1 11 - 0"), {"C3xE3", "xR"});
  EXPECT_EQ(returns_of(dark), (std::vector<double>{-1, 1})) << show(dark);
  // A dark piece left in reserve keeps the game going.
  const State goes_on =
      play(position("....../....../..ld../....../...... l 11 2 - 0"), {"C3xE3", "xR"});
  EXPECT_FALSE(Game::is_terminal(goes_on)) << show(goes_on);
}

// 5 l . . d . d
// 3 . . l d . .     Light 3 pieces, dark 5: C3xE3 and the bonus leave dark with 3: a draw.
// 1 l . . d . d     With a fourth light piece (B1) the game goes on.
TEST(Yote, End_BothPlayersWithThreePiecesOrFewerDraw) {
  const State three = position("l..d.d/....../..ld../....../l..d.d l 0 0 - 0");
  State s = play(three, {"C3xE3"});
  EXPECT_FALSE(Game::is_terminal(s)) << "the turn is not over before the bonus" << show(s);
  s = play(s, {"xF1"});
  EXPECT_TRUE(Game::is_terminal(s)) << show(s);
  EXPECT_EQ(returns_of(s), (std::vector<double>{0, 0})) << show(s);
  const State four = position("l..d.d/....../..ld../....../ll.d.d l 0 0 - 0");
  s = play(four, {"C3xE3", "xF1"});
  EXPECT_FALSE(Game::is_terminal(s)) << "light still has 4 pieces" << show(s);
  EXPECT_EQ(Game::to_move(s), 1) << show(s);
  // Pieces in reserve count: 3 on the board and 1 in reserve is four pieces.
  const State reserve = position("l..d.d/....../..ld../....../l..d.d l 1 0 - 0");
  s = play(reserve, {"C3xE3", "xF1"});
  EXPECT_FALSE(Game::is_terminal(s)) << show(s);
}

// The check is at the end of the turn: light 3, dark 4. After the jump both have three or fewer,
// but the bonus removal is still due; the draw comes when it is made.
TEST(Yote, End_DrawDecidedWhenTheTurnIsOver) {
  const State s = play(position("l..d../....../..ld../....../l..d.d l 0 0 - 0"), {"C3xE3"});
  EXPECT_FALSE(Game::is_terminal(s)) << show(s);
  EXPECT_EQ(legal_texts(s), sorted({"xD1", "xD5", "xF1"})) << show(s);
  const State over = play(s, {"xD5"});
  EXPECT_TRUE(Game::is_terminal(over)) << show(over);
  EXPECT_EQ(returns_of(over), (std::vector<double>{0, 0})) << show(over);
}

TEST(Yote, End_FinishedPositionParsesAsFinished) {
  const State none = position("....../....../..l.../....../...... d 0 0 - 0");
  EXPECT_TRUE(Game::is_terminal(none)) << show(none);
  EXPECT_EQ(returns_of(none), (std::vector<double>{1, -1})) << show(none);
  const State few = position("l...../....../....../....../.....d l 2 2 - 0");
  EXPECT_TRUE(Game::is_terminal(few)) << show(few);
  EXPECT_EQ(returns_of(few), (std::vector<double>{0, 0})) << show(few);
  // A pending bonus removal is not the end of the turn: nothing is decided yet.
  const State pending = position("l...../....../....../....../.....d l 2 2 x 0");
  EXPECT_FALSE(Game::is_terminal(pending)) << show(pending);
  EXPECT_EQ(legal_texts(pending), std::vector<std::string>{"xF1"}) << show(pending);
}

// ---------------------------------------------------------------------------------------------
// Blocked players, repetition, the 100-turn rule

// 3 d . . . . .
// 2 d . . . . .     Light's only piece, A1, can neither step nor jump (A3 and C1 are taken)
// 1 l d d . . .     and light has no reserve: light passes.
constexpr const char* kLightWalledIn = ".....d/....../d...../d...../ldd... l 0 0 - 4";

TEST(Yote, Blocked_PlayerWithNoLegalTurnPasses) {
  const State s = position(kLightWalledIn);
  EXPECT_EQ(legal_texts(s), std::vector<std::string>{"pass"}) << show(s);
  const State after = play(s, {"pass"});
  EXPECT_EQ(Game::to_move(after), 1) << show(after);
  EXPECT_FALSE(Game::is_terminal(after)) << show(after);
  EXPECT_EQ(Game::position_text(after), ".....d/....../d...../d...../ldd... d 0 0 - 5");
  EXPECT_EQ(error_of(after, "pass"),
            "'pass': passing is allowed only when no other move is possible");
  // With a piece in reserve light is not blocked: it places.
  const State reserve = position(".....d/....../d...../d...../ldd... l 1 0 - 4");
  EXPECT_EQ(legal_texts(reserve), placements_on_empty_cells(reserve)) << show(reserve);
  // Nor when a jump is open: C1 gone, A1xC1 over B1.
  const State jump = position(".....d/....../d...../d...../ld.... l 0 0 - 4");
  EXPECT_EQ(legal_texts(jump), std::vector<std::string>{"A1xC1"}) << show(jump);
}

// On this board both players can be unable to play only when no piece touches an empty cell
// (there is always one: at most 24 pieces on 25 or 30 cells), i.e. with no piece on the board;
// with empty reserves too, both sides are out of pieces. So the rule never decides a game here:
// such a position is a draw whichever rule ends it.
TEST(Yote, Blocked_BothUnableToPlayIsADraw) {
  for (const Variant& v : {Variant{}, variant_of<Game>("5x5")}) {
    const std::string row(static_cast<std::size_t>(columns(v)), '.');
    const State s = position(row + "/" + row + "/" + row + "/" + row + "/" + row + " l 0 0 - 0", v);
    EXPECT_TRUE(Game::is_terminal(s)) << show(s);
    EXPECT_EQ(returns_of(s), (std::vector<double>{0, 0})) << show(s);
  }
}

// 5 d . d . d .
// 1 l . l . l .     Both sides shuffle A1-A2 / A5-A4 back and forth (9 pieces each in reserve).
constexpr const char* kShuffle = "d.d.d./....../....../....../l.l.l. l 9 9 - 0";

TEST(Yote, Repetition_ThirdOccurrenceIsADraw) {
  const State second = play(position(kShuffle), {"A1-A2", "A5-A4", "A2-A1", "A4-A5"});
  EXPECT_EQ(Game::position_text(second), "d.d.d./....../....../....../l.l.l. l 9 9 - 4");
  // The positions after 1..3 moves occur twice, the start a third time at the end.
  const State s = test::expect_ends_on_last(second, {"A1-A2", "A5-A4", "A2-A1", "A4-A5"});
  EXPECT_EQ(returns_of(s), (std::vector<double>{0, 0}));
}

// Light is walled in and passes; dark shuffles F5-F4 and back. The start board is seen at plies
// 0 (light to move), 1 (dark to move) and 4 (light): three sightings, two with light to move.
TEST(Yote, Repetition_SameBoardOtherSideToMoveIsAnotherPosition) {
  const State start = position(".....d/....../d...../d...../ldd... l 0 0 - 0");
  test::expect_ends_on_last(start,
                            {"pass", "F5-F4", "pass", "F4-F5", "pass", "F5-F4", "pass", "F4-F5"});
}

// A placement in between: the boards before it can never come back (one more piece on the
// board), and the count starts again.
TEST(Yote, Repetition_PlacementStartsAFreshCount) {
  State s = play(position(kShuffle), {"A1-A2", "A5-A4", "A2-A1", "A4-A5", "@C3", "@D4"});
  EXPECT_EQ(s.quiet, 0) << show(s);
  s = play(s, {"A1-A2", "A5-A4", "A2-A1", "A4-A5", "A1-A2", "A5-A4", "A2-A1"});
  EXPECT_FALSE(Game::is_terminal(s)) << show(s);
  s = play(s, {"A4-A5"});
  EXPECT_TRUE(Game::is_terminal(s)) << show(s);
}

TEST(Yote, Quiet_HundredthTurnWithoutPlacementOrCaptureDraws) {
  const State at99 = position("d.d.d./....../....../....../l.l.l. l 9 9 - 99");
  const State s = play(at99, {"A1-A2"});
  EXPECT_TRUE(Game::is_terminal(s)) << show(s);
  EXPECT_EQ(returns_of(s), (std::vector<double>{0, 0}));
  // Passes count as turns too.
  const State walled = play(position(".....d/....../d...../d...../ldd... l 0 0 - 99"), {"pass"});
  EXPECT_TRUE(Game::is_terminal(walled)) << show(walled);
}

TEST(Yote, Quiet_NinetyNineTurnsDoNotDraw) {
  State s = play(position("d.d.d./....../....../....../l.l.l. l 9 9 - 98"), {"A1-A2"});
  EXPECT_FALSE(Game::is_terminal(s)) << show(s);
  EXPECT_EQ(Game::position_text(s), "d.d.d./....../....../l...../..l.l. d 9 9 - 99") << show(s);
  s = play(s, {"A5-A4"});
  EXPECT_TRUE(Game::is_terminal(s)) << show(s);
}

TEST(Yote, Quiet_PlacementOrCaptureOnTheHundredthTurnResetsTheCount) {
  State s = play(position("d.d.d./....../....../....../l.l.l. l 9 9 - 99"), {"@C3"});
  EXPECT_FALSE(Game::is_terminal(s)) << show(s);
  EXPECT_EQ(s.quiet, 0) << show(s);
  s = play(position("d.d.d./....../..ld../....../l.l.l. l 8 8 - 99"), {"C3xE3"});
  EXPECT_FALSE(Game::is_terminal(s)) << show(s);
  EXPECT_EQ(s.quiet, 0) << show(s);
  s = play(s, {"xA5"});
  EXPECT_FALSE(Game::is_terminal(s)) << show(s);
  EXPECT_EQ(s.quiet, 0) << show(s);
}

// ---------------------------------------------------------------------------------------------
// The 5x5 board's edges

TEST(Yote, Edges5x5_NoStepOrJumpOntoColumnF) {
  // Light on E3: in the 5x5 variant E is the right edge.
  const State edge = position("...../...../....l/...../...d. l 0 11 - 0", variant_of<Game>("5x5"));
  EXPECT_EQ(legal_texts(edge), sorted({"E3-D3", "E3-E2", "E3-E4"})) << show(edge);
  EXPECT_EQ(error_of(edge, "E3-F3"),
            "'E3-F3': cell F3 is off the 5×5 board (columns A-E, rows 1-5)");
  // The same cells on the 6x5 board: E3-F3 is a step.
  const State wide = position("....../....../....l./....../...d.. l 0 11 - 0");
  EXPECT_EQ(legal_texts(wide), sorted({"E3-D3", "E3-E2", "E3-E4", "E3-F3"})) << show(wide);
  // D3 over E3 would land on F3: no jump on 5x5, a jump on 6x5.
  const State jump5 =
      position("...../...../...ld/...../..... l 11 11 - 0", variant_of<Game>("5x5"));
  EXPECT_FALSE(is_legal(jump5, "D3xF3")) << show(jump5);
  EXPECT_EQ(legal_texts(jump5),
            joined(placements_on_empty_cells(jump5), {"D3-C3", "D3-D2", "D3-D4"}))
      << show(jump5);
  const State jump6 = position("....../....../...ld./....../...... l 11 11 - 0");
  EXPECT_TRUE(is_legal(jump6, "D3xF3")) << show(jump6);
  // The left, top and bottom edges on 5x5: A-column and corner pieces stay on the board.
  const State corners =
      position("d...l/...../...../...../l...d l 0 10 - 0", variant_of<Game>("5x5"));
  EXPECT_EQ(legal_texts(corners), sorted({"A1-A2", "A1-B1", "E5-D5", "E5-E4"})) << show(corners);
  // A jump to column E from C on 5x5.
  const State into_e =
      position("...../...../..ld./...../..... l 11 11 - 0", variant_of<Game>("5x5"));
  EXPECT_TRUE(is_legal(into_e, "C3xE3")) << show(into_e);
}

TEST(Yote, Edges5x5_PositionTextHasFiveCellsPerRow) {
  Result<State> wide = Game::parse_position(variant_of<Game>("5x5"),
                                            "....../....../....../....../...... l 12 12 - 0");
  ASSERT_FALSE(wide.ok());
  EXPECT_EQ(ui::reason(wide.error(), Lang::kEn),
            "position: expected '/' after each row of 5 cells");
  EXPECT_EQ(wide.error().column, 6);
  Result<State> narrow = Game::parse_position({}, "...../...../...../...../..... l 12 12 - 0");
  ASSERT_FALSE(narrow.ok());
  EXPECT_EQ(narrow.error().column, 6);
}

}  // namespace
}  // namespace marbles::yote
