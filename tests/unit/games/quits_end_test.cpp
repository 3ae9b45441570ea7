// Quits, continued from quits_test.cpp: how a game ends (wins, draws by repetition or quiet
// turns), passes, the position hash and the reasons given for refused moves and positions; each
// on a concrete position given as position text (the boards read as in quits_test.cpp).

#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "core/rng.h"
#include "games/quits/rules.h"
#include "games/quits_test_util.h"
#include "ui/messages.h"

namespace marbles::quits {
namespace {

using namespace test;

// ---------------------------------------------------------------------------------------------
// Winning

TEST(Quits, Win_ThirdMarbleOutInTheFiveMarbleGame) {
  // Two out already: the third wins.
  const State s = position(".dd../...l./....d/ll..d/....d l 2,0 - 37");
  const State after = play(s, {"d4-e5"});
  ASSERT_TRUE(Game::is_terminal(after)) << show(after);
  EXPECT_EQ(after.winner, 0);
  EXPECT_EQ(returns_of(after), (std::vector<double>{1, -1}));
  EXPECT_EQ(Game::position_text(after), ".dd../...../....d/ll..d/....d d 3,0 - 0");
  // One out: the second does not.
  const State one = play(position(".dd../...l./....d/ll..d/...ld l 1,0 - 37"), {"d4-e5"});
  EXPECT_FALSE(Game::is_terminal(one)) << show(one);
  EXPECT_EQ(one.out[0], 2);
  // A finished position reads as finished.
  const State won = position(".dd../...../....d/ll..d/....d d 3,0 - 0");
  EXPECT_TRUE(Game::is_terminal(won));
  EXPECT_EQ(won.winner, 0);
}

TEST(Quits, Win_FirstMarbleOutWithThreeMarbles) {
  const Variant v = variant("3-marbles");
  const State s = position("..d../...l./....d/l...d/.l... l 0,0 - 0", v);
  const State after = play(s, {"d4-e5"});
  ASSERT_TRUE(Game::is_terminal(after)) << show(after);
  EXPECT_EQ(after.winner, 0);
  EXPECT_EQ(returns_of(after), (std::vector<double>{1, -1}));
  // Dark too: its a2 slides down onto a1 by its own slide of column a.
  const State d = position("..d../...l./....d/d...l/.l... d 0,0 - 0", v);
  const State dw = play(d, {"c1v"});
  ASSERT_TRUE(Game::is_terminal(dw)) << show(dw);
  EXPECT_EQ(dw.winner, 1);
  EXPECT_EQ(returns_of(dw), (std::vector<double>{-1, 1}));
}

TEST(Quits, Returns_DrawIsZeroForAll) {
  const State two = position("..dd./...dd/l...d/ll.../.ll.. l 0,0 - 200");
  ASSERT_TRUE(Game::is_terminal(two));
  EXPECT_EQ(two.outcome, Outcome::kDraw);
  EXPECT_EQ(returns_of(two), (std::vector<double>{0, 0}));
  const State four =
      position(".d.r./dd.rr/...../ll.bb/.l.b. l 0,0,0,0 - 200", variant("4-players"));
  ASSERT_TRUE(Game::is_terminal(four));
  EXPECT_EQ(returns_of(four), (std::vector<double>{0, 0, 0, 0}));
}

// ---------------------------------------------------------------------------------------------
// Draws

// Light's c2 and dark's d4 step sideways and back: the start position comes back after 4 and
// after 8 turns, the third time is a draw.
TEST(Quits, Repetition_ThirdOccurrenceIsADraw) {
  State s = position("...dd/...d./...../..l../ll... l 0,0 - 0", variant("3-marbles"));
  const char* cycle[4] = {"c2-b3", "d4-e3", "b3-c2", "e3-d4"};
  for (int ply = 0; ply < 8; ++ply) {
    ASSERT_FALSE(Game::is_terminal(s)) << "ply " << ply << show(s);
    s = play(s, {cycle[ply % 4]});
  }
  ASSERT_TRUE(Game::is_terminal(s)) << show(s);
  EXPECT_EQ(s.outcome, Outcome::kDraw);
  EXPECT_EQ(returns_of(s), (std::vector<double>{0, 0}));
  EXPECT_EQ(Game::board_text(s).substr(Game::board_text(s).rfind("  a b c d e\n") + 12),
            "draw, out 0/0, last slide -, quiet 8\n");
}

// The forbidden slide is part of the position: light's c2 steps sideways and back while dark
// slides row 5 right and left. The marbles and the player to move are the start's again after
// 4 turns, but with r5> forbidden where the start forbade nothing; from then on every position
// comes back every 4 turns, so the first one to occur a third time is the one after turn 1 (at
// turns 1, 5, 9). Were the forbidden slide ignored, the start would occur a third time at turn 8.
TEST(Quits, Repetition_TheForbiddenSlideIsPartOfThePosition) {
  State s = position("..d../...../...dd/..l../ll... l 0,0 - 0", variant("3-marbles"));
  const char* cycle[4] = {"c2-b3", "r5>", "b3-c2", "r5<"};
  for (int ply = 0; ply < 9; ++ply) {
    ASSERT_FALSE(Game::is_terminal(s)) << "ply " << ply << show(s);
    s = play(s, {cycle[ply % 4]});
    if (ply == 3) {
      EXPECT_EQ(Game::position_text(s), "..d../...../...dd/..l../ll... l 0,0 r5< 4");
    }
  }
  ASSERT_TRUE(Game::is_terminal(s)) << show(s);
  EXPECT_EQ(s.outcome, Outcome::kDraw);
  EXPECT_EQ(Game::position_text(s), "..d../...../.l.dd/...../ll... d 0,0 - 9");
}

// The player to move is part of the position: light is walled in and passes, dark steps d3-c4
// and back. The marbles are the same after 3 turns (light to move) and 4 (dark to move); the
// third time with the same player to move is after 8 turns.
TEST(Quits, Repetition_ThePlayerToMoveIsPartOfThePosition) {
  State s = position("l...d/.d.../...d./.d.d./l...l d 2,0 - 10");
  const char* cycle[4] = {"d3-c4", "pass", "c4-d3", "pass"};
  for (int ply = 0; ply < 8; ++ply) {
    ASSERT_FALSE(Game::is_terminal(s)) << "ply " << ply << show(s);
    s = play(s, {cycle[ply % 4]});
  }
  ASSERT_TRUE(Game::is_terminal(s)) << show(s);
  EXPECT_EQ(s.outcome, Outcome::kDraw);
}

// 200 turns in a row without a marble leaving: a draw (our rule).
TEST(Quits, Quiet_TwoHundredTurnsWithoutAnExitDraw) {
  const State s = play(position("..dd./...dd/l...d/ll.../.ll.. l 0,0 - 199"), {"b1-c2"});
  ASSERT_TRUE(Game::is_terminal(s)) << show(s);
  EXPECT_EQ(s.outcome, Outcome::kDraw);
  EXPECT_EQ(s.quiet, 200);
  EXPECT_EQ(returns_of(s), (std::vector<double>{0, 0}));
  const State before = play(position("..dd./...dd/l...d/ll.../.ll.. l 0,0 - 198"), {"b1-c2"});
  EXPECT_FALSE(Game::is_terminal(before)) << show(before);
  EXPECT_EQ(before.quiet, 199);
  // Slides and passes count as turns too.
  const State slide = play(position("..dd./...dd/l...d/ll.../.ll.. l 0,0 - 199"), {"r1>"});
  EXPECT_TRUE(Game::is_terminal(slide)) << show(slide);
  const State pass = play(position("l...d/.d.../..d../.d.d./l...l l 2,0 - 199"), {"pass"});
  EXPECT_TRUE(Game::is_terminal(pass)) << show(pass);
  EXPECT_GT(kQuietLimit, 0);
  EXPECT_EQ(kQuietLimit, 200);
}

// The turn that wins takes a marble out: the finished position shows 0 turns since one left
// (it used to keep the count from before that turn).
TEST(Quits, Quiet_AWinningExitShowsZero) {
  const State s = play(position(".dd../...l./....d/ll..d/....d l 2,0 - 150"), {"d4-e5"});
  ASSERT_TRUE(Game::is_terminal(s)) << show(s);
  EXPECT_EQ(s.quiet, 0) << show(s);
  EXPECT_EQ(Game::position_text(s), ".dd../...../....d/ll..d/....d d 3,0 - 0");
}

TEST(Quits, Quiet_AnExitRestartsTheCount) {
  const State s = play(position(".dd../...l./....d/ll..d/.ll.d l 0,0 - 199"), {"d4-e5"});
  EXPECT_FALSE(Game::is_terminal(s)) << show(s);
  EXPECT_EQ(s.quiet, 0);
  const State next = play(s, {"e3-d2"});
  EXPECT_EQ(next.quiet, 1);
  // An exit by another player's slide restarts it too.
  const State other = play(position("d.dd./....l/..d../ll..d/.ll.. d 0,0 - 199"), {"c5^"});
  EXPECT_FALSE(Game::is_terminal(other)) << show(other);
  EXPECT_EQ(other.quiet, 0);
}

// ---------------------------------------------------------------------------------------------
// Passing

// 5 l . . . d
// 4 . d . . .     Light (two out) has a1, e1, a5: every diagonal step is blocked or off the
// 3 . . d . .     board, and rows 1 and 5, columns a and e have both end tiles taken.
// 2 . d . d .
// 1 l . . . l
TEST(Quits, Pass_OnlyWhenNothingElseIsLegal) {
  const State s = position("l...d/.d.../..d../.d.d./l...l l 2,0 - 10");
  EXPECT_EQ(legal_texts(s), std::vector<std::string>{"pass"}) << show(s);
  const State after = play(s, {"pass"});
  EXPECT_EQ(Game::position_text(after), "l...d/.d.../..d../.d.d./l...l d 2,0 - 11");
  EXPECT_EQ(error_of(Game::initial({}), "pass"),
            "'pass': passing is allowed only when no other move is possible");
  // Dark is not blocked in the same position.
  const State dark = position("l...d/.d.../..d../.d.d./l...l d 2,0 - 10");
  EXPECT_FALSE(is_legal(dark, "pass"));
  EXPECT_GT(legal_texts(dark).size(), 1u);
}

// 5 d d r . .
// 4 . . . . .     Four players. Blue just slid row 1 left; light's only other action would be
// 3 . . d . .     sliding it right again (e1 is empty): that is the reverse, so light passes.
// 2 r r b b .
// 1 l l l b .
TEST(Quits, Pass_WhenTheOnlySlideLeftIsTheReverse) {
  const Variant v = variant("4-players");
  const State s = position("ddr../...../..d../rrbb./lllb. l 0,0,0,0 r1< 5", v);
  EXPECT_EQ(legal_texts(s), std::vector<std::string>{"pass"}) << show(s);
  const State free = position("ddr../...../..d../rrbb./lllb. l 0,0,0,0 - 5", v);
  EXPECT_EQ(legal_texts(free), std::vector<std::string>{"r1>"}) << show(free);
  const State after = play(s, {"pass"});
  EXPECT_EQ(Game::to_move(after), 1);
  EXPECT_EQ(Game::position_text(after), "ddr../...../..d../rrbb./lllb. d 0,0,0,0 - 6");
}

// ---------------------------------------------------------------------------------------------
// Hash

TEST(Quits, Hash_EqualForEqualPositionsReachedByDifferentOrders) {
  const State a = play(Game::initial({}), {"b1-c2", "d5-c4", "a3-b4"});
  const State b = play(Game::initial({}), {"a3-b4", "d5-c4", "b1-c2"});
  EXPECT_EQ(Game::position_text(a), Game::position_text(b));
  EXPECT_EQ(Game::hash(a), Game::hash(b));
  const State c = position(Game::position_text(a));
  EXPECT_EQ(Game::hash(c), Game::hash(a));
  // The player to move and the forbidden slide are part of it.
  const std::string board = "..d../...../l...d/l..../.l.d. ";
  const Variant v = variant("3-marbles");
  const std::uint64_t base = Game::hash(position(board + "d 0,0 - 1", v));
  EXPECT_NE(Game::hash(position(board + "l 0,0 - 1", v)), base);
  EXPECT_NE(Game::hash(position(board + "d 0,0 r1> 1", v)), base);
  EXPECT_NE(Game::hash(position(board + "d 0,0 r1< 1", v)),
            Game::hash(position(board + "d 0,0 r1> 1", v)));
  // The turn count is not.
  EXPECT_EQ(Game::hash(position(board + "d 0,0 - 57", v)), base);
}

// ---------------------------------------------------------------------------------------------
// Errors for refused moves and bad positions

TEST(Quits, Errors_RefusedMovesSayWhy) {
  const State s = Game::initial({});
  EXPECT_EQ(error_of(s, "b2-a1"),
            "'b2-a1': a marble moves one cell diagonally, forward or to either side, never "
            "backwards");
  EXPECT_EQ(error_of(s, "b1-a2"), "'b1-a2': a2 is occupied");
  EXPECT_EQ(error_of(s, "e4-d3"), "'e4-d3': no marble of yours on e4");
  EXPECT_EQ(error_of(s, "r4<"), "'r4<': row 4 holds no marble of yours");
  EXPECT_EQ(error_of(s, "c4^"), "'c4^': column d holds no marble of yours");
  EXPECT_EQ(error_of(s, "r3>"),
            "'r3>': the end tile e3 holds a marble (only an empty tile can be lifted)");
  EXPECT_EQ(error_of(s, "c3^"),
            "'c3^': the end tile c5 holds a marble (only an empty tile can be lifted)");
  EXPECT_EQ(error_of(play(s, {"r1>"}), "r1<"), "'r1<': row 1 holds no marble of yours");
  EXPECT_EQ(error_of(play(position(kReverse, variant("3-marbles")), {"r1>"}), "r1<"),
            "'r1<': it would undo the last slide r1>");
  EXPECT_EQ(error_of(s, "pass"), "'pass': passing is allowed only when no other move is possible");
  EXPECT_EQ(error_of(s, "r6>"), "'r6>': rows are numbered 1 to 5");
  EXPECT_EQ(error_of(s, "c0^"), "'c0^': columns are numbered 1 to 5 (c1 is column a, c5 column e)");
  EXPECT_EQ(error_of(s, "r3^"), "'r3^': a row slides left or right (r3< or r3>)");
  EXPECT_EQ(error_of(s, "c2>"), "'c2>': a column slides up or down (c2^ or c2v)");
  EXPECT_EQ(error_of(s, "b1-f2"), "'b1-f2': 'f2' is not a cell (columns a-e, rows 1-5)");
  EXPECT_EQ(error_of(s, "a0-b1"), "'a0-b1': 'a0' is not a cell (columns a-e, rows 1-5)");
  EXPECT_EQ(error_of(s, "b1-d3"),
            "'b1-d3': a marble moves one cell diagonally, forward or to either side, never "
            "backwards");
  const std::string not_a_move =
      " is not a Quits move (examples: b2-c3 to move a marble, r3> or r3< to slide row 3, c2^ or "
      "c2v to slide column b, pass)";
  for (const char* t : {"", "b1", "b1c2", "b1-", "r3", "r3>>", "x3>", "Pass", "b1-c2 ", " r3>",
                        "1. b1-c2", "b1xc2"}) {
    EXPECT_EQ(error_of(s, t), "'" + std::string(t) + "'" + not_a_move) << t;
  }
  const State over = play(position(".dd../...l./....d/ll..d/....d l 2,0 - 0"), {"d4-e5"});
  EXPECT_EQ(error_of(over, "e3-d2"), "the game is over: 'e3-d2' cannot be played");
  // Each reason its code.
  EXPECT_EQ(code_of(s, "b2-a1"), "quits.wrong_direction");
  EXPECT_EQ(code_of(s, "b1-a2"), "quits.occupied");
  EXPECT_EQ(code_of(s, "e4-d3"), "quits.not_yours");
  EXPECT_EQ(code_of(s, "r4<"), "quits.line_not_yours");
  EXPECT_EQ(code_of(s, "r3>"), "quits.end_tile_taken");
  EXPECT_EQ(code_of(s, "pass"), "quits.pass_not_allowed");
  EXPECT_EQ(code_of(s, "r6>"), "quits.bad_row");
  EXPECT_EQ(code_of(s, "c0^"), "quits.bad_column");
  EXPECT_EQ(code_of(s, "r3^"), "quits.row_slide");
  EXPECT_EQ(code_of(s, "c2>"), "quits.column_slide");
  EXPECT_EQ(code_of(s, "b1-f2"), "quits.bad_cell");
  EXPECT_EQ(code_of(s, "b1c2"), "quits.bad_move");
  EXPECT_EQ(code_of(over, "e3-d2"), "quits.game_over");
}

struct BadPosition {
  const char* text;
  const char* message;  // the expected message, after "position: "
  int column;           // 0: not checked
};

TEST(Quits, Errors_BadPositionTextsSayWhy) {
  const BadPosition two[] = {
      {"", "the board ends early (expected 5 rows of 5 cells: l, d or .)", 1},
      {"..dd./...d", "the board ends early (expected 5 rows of 5 cells: l, d or .)", 11},
      {"..dd./...dd", "expected '/' after each row of 5 cells", 12},
      {"..dr./...dd/l...d/ll.../.ll.. l 0,0 - 0", "'r' is not a cell content here (l, d or .)", 4},
      {"..dL./...dd/l...d/ll.../.ll.. l 0,0 - 0", "'L' is not a cell content here (l, d or .)", 4},
      {"..dd.../...dd/l...d/ll.../.ll.. l 0,0 - 0", "expected '/' after each row of 5 cells", 6},
      {"..dd./...dd/l...d/ll.../.ll..l 0,0 - 0", "expected a space after the fifth row", 30},
      {"..dd./...dd/l...d/ll.../.ll.. l 0,0 -",
       "expected 4 fields after the board: the player to move, the marbles out per player (like "
       "0,1), the last slide or '-', turns since a marble last left",
       0},
      {"..dd./...dd/l...d/ll.../.ll.. l 0,0 - 0 0", "too many fields after the board", 0},
      {"..dd./...dd/l...d/ll.../.ll.. r 0,0 - 0", "the player to move must be one of l, d", 31},
      {"..dd./...dd/l...d/ll.../.ll.. L 0,0 - 0", "the player to move must be one of l, d", 31},
      {"..dd./...dd/l...d/ll.../.ll.. l 0 - 0",
       "the marbles out must be 2 numbers separated by commas (like 0,1)", 33},
      {"..dd./...dd/l...d/ll.../.ll.. l 0,0,0 - 0",
       "the marbles out must be 2 numbers separated by commas (like 0,1)", 33},
      {"..dd./...dd/l...d/ll.../.ll.. l 6,0 - 0",
       "the marbles out must be 2 numbers separated by commas (like 0,1)", 33},
      {"..dd./...dd/l...d/ll.../.ll.. l x,0 - 0",
       "the marbles out must be 2 numbers separated by commas (like 0,1)", 33},
      {"..dd./...dd/l...d/ll.../.ll.. l 1,0 - 0",
       "light has 5 marbles on the board and 1 out: 5 in all are needed", 33},
      {"..dd./...dd/l...d/ll.../.ll.. l 0,2 - 0",
       "dark has 5 marbles on the board and 2 out: 5 in all are needed", 33},
      {"..dd./...dd/....d/ll.../.ll.. l 0,0 - 0",
       "light has 4 marbles on the board and 0 out: 5 in all are needed", 33},
      {"..dd./...dd/l...d/ll.../.ll.. l 0,0 r6> 0",
       "the last slide must be '-' or a slide like r3> or c2v", 37},
      {"..dd./...dd/l...d/ll.../.ll.. l 0,0 R3> 0",
       "the last slide must be '-' or a slide like r3> or c2v", 37},
      {"..dd./...dd/l...d/ll.../.ll.. l 0,0 b1-c2 0",
       "the last slide must be '-' or a slide like r3> or c2v", 37},
      {"..dd./...dd/l...d/ll.../.ll.. l 0,0 - 201",
       "turns since a marble last left must be a number from 0 to 200", 39},
      {"..dd./...dd/l...d/ll.../.ll.. l 0,0 - -1",
       "turns since a marble last left must be a number from 0 to 200", 39},
      {"..dd./...dd/l...d/ll.../.ll.. l 0,0 - x",
       "turns since a marble last left must be a "
       "number from 0 to 200",
       39},
      {"..ddl/...dd/l...d/ll.../.l... l 0,0 - 0",
       "light has a marble on its exit corner e5, where it would have left the board", 33},
      {"..dd./...dd/....d/ll.../dll.. l 1,0 - 0",
       "dark has 6 marbles on the board and 0 out: 5 in all are needed", 33},
  };
  for (const BadPosition& c : two) {
    Result<State> s = Game::parse_position({}, c.text);
    ASSERT_FALSE(s.ok()) << "accepted: " << c.text;
    EXPECT_EQ(ui::reason(s.error(), Lang::kEn), "position: " + std::string(c.message)) << c.text;
    EXPECT_EQ(s.error().line, 1) << c.text;
    if (c.column > 0) {
      EXPECT_EQ(s.error().column, c.column) << c.text << ": " << ui::text(s.error(), Lang::kEn);
    }
  }
  // Marble on its exit corner, dark: a1.
  Result<State> dark_exit = Game::parse_position({}, "..dd./...d./l...d/ll.../dll.. l 0,0 - 0");
  ASSERT_FALSE(dark_exit.ok());
  EXPECT_EQ(ui::reason(dark_exit.error(), Lang::kEn),
            "position: dark has a marble on its exit corner a1, where it would have left the "
            "board");
  // Two winners.
  Result<State> both =
      Game::parse_position(variant("3-marbles"), "...d./....d/...../l..../.l... l 1,1 - 0");
  ASSERT_FALSE(both.ok());
  EXPECT_EQ(ui::reason(both.error(), Lang::kEn),
            "position: two players have taken out enough marbles to win");
  // Four players: the letters and the counts.
  const Variant v4 = variant("4-players");
  Result<State> x = Game::parse_position(v4, ".d.r./dd.rr/...../ll.bb/.l.b. x 0,0,0,0 - 0");
  ASSERT_FALSE(x.ok());
  EXPECT_EQ(ui::reason(x.error(), Lang::kEn),
            "position: the player to move must be one of l, d, r, b");
  Result<State> outs = Game::parse_position(v4, ".d.r./dd.rr/...../ll.bb/.l.b. l 0,0 - 0");
  ASSERT_FALSE(outs.ok());
  EXPECT_EQ(ui::reason(outs.error(), Lang::kEn),
            "position: the marbles out must be 4 numbers separated by commas (like 0,0,0,0)");
  Result<State> cell = Game::parse_position(v4, ".d.r./dd.rr/...../ll.bb/.l.x. l 0,0,0,0 - 0");
  ASSERT_FALSE(cell.ok());
  EXPECT_EQ(ui::reason(cell.error(), Lang::kEn),
            "position: 'x' is not a cell content here (l, d, r, b or .)");
  Result<State> exit5 = Game::parse_position(v4, "bd.r./dd.rr/...../ll.b./.l.b. l 0,0,0,0 - 0");
  ASSERT_FALSE(exit5.ok());
  EXPECT_EQ(ui::reason(exit5.error(), Lang::kEn),
            "position: blue has a marble on its exit corner a5, where it would have left the "
            "board");
}

}  // namespace
}  // namespace marbles::quits
