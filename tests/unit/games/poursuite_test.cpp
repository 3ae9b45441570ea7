// La poursuite infernale: one test per rule of docs/RULES.md ("La poursuite infernale" part),
// each on a concrete position given as position text. Boards in the comments read like the
// position text: the top rank first, files from a; n = the pursued (black) knight, N = the
// pursuer (white) knight, x = burned, . = free.
//
// A fact used below: the two corners are the same colour, and both knights have made the same
// number of jumps whenever the pursued is to move, so then they stand on the same colour and are
// never a knight's jump apart. Positions that break this (marked "composed") cannot arise in
// play, but parse, and show what the rules do there.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "games/poursuite/rules.h"
#include "games/poursuite_test_util.h"

namespace marbles::poursuite {
namespace {

using namespace test;

// 8 . . . . . . . x     a1-b3-d4 against h8-g6-h4; the pursued to move.
// 7 . . . . . . . .
// 6 . . . . . . x .
// 5 . . . . . . . .
// 4 . . . n . . . N
// 3 . x . . . . . .
// 2 . . . . . . . .
// 1 x . . . . . . .
constexpr const char* kMiddle = "8x8 7x/8/6x1/8/3n3N/1x6/8/x7 b 1 - -";

// All squares of an n x n board, as text.
std::vector<std::string> all_squares(int size) {
  std::vector<std::string> out;
  for (int r = 0; r < size; ++r) {
    for (int f = 0; f < size; ++f) {
      out.push_back(square_name(square(f, r)));
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Board, knights, who starts

TEST(Poursuite, Board_KnightsOnOppositeCornersPursuedFirst) {
  const State s = Game::initial({});
  EXPECT_EQ(Game::position_text(s), "8x8 7N/8/8/8/8/8/8/n7 b 1 - -");
  EXPECT_EQ(Game::board_text(s),
            "8 . . . . . . . N\n"
            "7 . . . . . . . .\n"
            "6 . . . . . . . .\n"
            "5 . . . . . . . .\n"
            "4 . . . . . . . .\n"
            "3 . . . . . . . .\n"
            "2 . . . . . . . .\n"
            "1 n . . . . . . .\n"
            "  a b c d e f g h\n"
            "round 1, pursued (n) to move, player 1, jumps 0, results - -, points 0/2-0/2\n");
  // The pursued (player 0 in round 1) moves first, from a1.
  EXPECT_EQ(Game::to_move(s), 0);
  EXPECT_EQ(s.mover, kPursued);
  EXPECT_EQ(legal_texts(s), sorted({"b3", "c2"})) << show(s);
  EXPECT_EQ(phase(s), "round 1");
  // Then the pursuer (player 1) from h8, then the pursued again.
  const State t = play(s, {"c2"});
  EXPECT_EQ(Game::to_move(t), 1) << show(t);
  EXPECT_EQ(legal_texts(t), sorted({"f7", "g6"})) << show(t);
  const State u = play(t, {"f7"});
  EXPECT_EQ(Game::to_move(u), 0) << show(u);
  EXPECT_EQ(legal_texts(u), sorted({"a3", "b4", "d4", "e3", "e1"})) << show(u);
}

TEST(Poursuite, Board_SmallerBoardsUseTheirOwnCorner) {
  const State six = Game::initial(variant(6, false));
  EXPECT_EQ(Game::position_text(six), "6x6 5N/6/6/6/6/n5 b 1 - -");
  EXPECT_EQ(six.knight[kPursuer], square(5, 5));
  EXPECT_EQ(legal_texts(play(six, {"b3"})), sorted({"d5", "e4"}));
  const State seven = Game::initial(variant(7, true));
  EXPECT_EQ(Game::position_text(seven), "7x7 6N/7/7/7/7/7/n6 b 1 - -");
  EXPECT_EQ(legal_texts(play(seven, {"c2"})), sorted({"e6", "f5"}));
}

// ---------------------------------------------------------------------------------------------
// Knight jumps and burned squares

TEST(Poursuite, Jump_KnightMovesOnly) {
  const State s = position(kMiddle);
  // From d4: b3 is burned; the seven other knight squares are all legal (f3 and f5 too, though
  // the pursuer on h4 attacks them).
  EXPECT_EQ(legal_texts(s), sorted({"b5", "c2", "c6", "e2", "e6", "f3", "f5"})) << show(s);
  for (const std::string& sq : all_squares(8)) {
    const int df = sq[0] - 'd';
    const int dr = sq[1] - '4';
    const bool knight = df * df + dr * dr == 5;  // (1, 2) or (2, 1) in some direction
    if (!knight) {
      EXPECT_FALSE(is_legal(s, sq)) << sq << show(s);
    }
  }
  const std::string from_d4 =
      " is not a knight's move from d4, where the black knight (pursued) stands";
  EXPECT_EQ(error_of(s, "d6"), "'d6'" + from_d4);
  EXPECT_EQ(error_of(s, "e5"), "'e5'" + from_d4);
  EXPECT_EQ(error_of(s, "d4"), "'d4': the black knight (pursued) is already there");
}

TEST(Poursuite, Burned_StartSquaresAreBurned) {
  // b3 against g6: a1 is a knight's jump from b3 and h8 from g6, but both are burned.
  const State s = play(Game::initial({}), {"b3", "g6"});
  EXPECT_EQ(legal_texts(s), sorted({"a5", "c5", "c1", "d2", "d4"})) << show(s);
  EXPECT_EQ(error_of(s, "a1"), "'a1' is burned: a knight has already stood there");
  const State t = play(s, {"d4"});
  EXPECT_FALSE(is_legal(t, "h8")) << show(t);
  EXPECT_EQ(legal_texts(t), sorted({"e5", "e7", "f4", "f8", "h4"})) << show(t);
}

TEST(Poursuite, Burned_SquaresNeverEnteredAgain) {
  // a1-b3-d4 and h8-g6-e5: b3, where the pursued came from, is burned; so are g6 and h8 for the
  // pursuer. Each jump burns exactly its destination.
  State s = play(Game::initial(single()), {"b3", "g6", "d4", "e5"});
  EXPECT_FALSE(is_legal(s, "b3")) << show(s);
  EXPECT_EQ(error_of(s, "b3"), "'b3' is burned: a knight has already stood there");
  EXPECT_EQ(legal_texts(s), sorted({"b5", "c2", "c6", "e2", "e6", "f3", "f5"})) << show(s);
  const std::uint64_t before = s.used;
  s = play(s, {"c6"});
  EXPECT_EQ(s.used, before | bit(square(2, 5))) << show(s);
  EXPECT_EQ(jumps(s), 5);
  // The pursuer on e5 attacks c6: the pursued is caught on the pursuer's turn.
  EXPECT_EQ(s.rounds[0].end, RoundEnd::kCaught) << show(s);
}

TEST(Poursuite, Burned_OtherKnightsSquareIsBurned) {
  // Composed: the pursuer on f5 is a jump from the pursued on d4, with the pursued to move. The
  // pursued may not jump onto it (its square is burned), nor is it caught on its own turn.
  // 5 . . . . . N . .
  // 4 . . . n . . . .
  const State s = position("8x8 7x/8/6x1/5N2/3n4/1x6/8/x7 b 1 - -");
  EXPECT_FALSE(Game::is_terminal(s)) << show(s);
  EXPECT_EQ(error_of(s, "f5"), "'f5': the white knight (pursuer) stands there (a burned square)");
  EXPECT_EQ(legal_texts(s), sorted({"b5", "c2", "c6", "e2", "e6", "f3"})) << show(s);
}

// ---------------------------------------------------------------------------------------------
// The capture

TEST(Poursuite, Capture_AutomaticWhenPursuedAJumpAway) {
  // The pursued jumps to f3, a knight's jump from the pursuer on h4: on its turn the pursuer
  // captures at once, without an action. In a single round the game is over.
  const State s = play(position(kMiddle, single()), {"f3"});
  ASSERT_TRUE(Game::is_terminal(s)) << show(s);
  EXPECT_EQ(s.rounds[0].end, RoundEnd::kCaught);
  EXPECT_EQ(s.rounds[0].jumps, 5);
  EXPECT_EQ(returns_of(s), (std::vector<double>{-1, 1})) << "player 1 was the pursuer" << show(s);
  EXPECT_EQ(phase(s), "over");
  EXPECT_EQ(Game::position_text(s), "8x8 7x/8/6x1/8/3x3N/1x3n2/8/x7 w 1 c5 -");
  // The capture is stored for the UI: from h4 onto f3, on the board as it ended.
  EXPECT_EQ(s.finish.end, RoundEnd::kCaught);
  EXPECT_EQ(finish_path(s), std::vector<std::string>{"f3"});
  EXPECT_EQ(s.finish.knight[kPursuer], square(7, 3));
  EXPECT_EQ(s.finish.knight[kPursued], square(5, 2));
  EXPECT_EQ(s.finish.used, s.used);
  // A jump out of reach (e2) does not end the round.
  const State t = play(position(kMiddle, single()), {"e2"});
  EXPECT_FALSE(Game::is_terminal(t)) << show(t);
  EXPECT_EQ(Game::to_move(t), 1);
}

TEST(Poursuite, Capture_EvenWhenThePursuerHasNoFreeSquare) {
  // The pursuer on h1 has no free square (f2 burned), but g3, where the pursued stands, is a
  // knight's jump away: the capture comes first.
  // 3 . . . . . . n .
  // 2 . . . . . x . .
  // 1 x . . . . . . N
  const State s = position("8x8 7x/8/6x1/8/4x3/6n1/5x2/x6N w 1 - -", single());
  ASSERT_TRUE(Game::is_terminal(s)) << show(s);
  EXPECT_EQ(s.rounds[0].end, RoundEnd::kCaught);
  EXPECT_EQ(finish_path(s), std::vector<std::string>{"g3"});
  EXPECT_EQ(returns_of(s), (std::vector<double>{-1, 1}));
}

TEST(Poursuite, Capture_OnlyOnThePursuersTurn) {
  // The pursuer on f5 a jump from the pursued on d4, but the pursued to move (composed): the
  // round goes on and the pursued flees; none of its squares is attacked from f5.
  const State s = position("8x8 7x/8/6x1/5N2/3n4/1x6/8/x7 b 1 - -", single());
  ASSERT_FALSE(Game::is_terminal(s)) << show(s);
  EXPECT_EQ(Game::to_move(s), 0);
  for (const std::string& m : legal_texts(s)) {
    const State t = play(s, {m});
    EXPECT_FALSE(Game::is_terminal(t)) << m << show(t);
    EXPECT_EQ(Game::to_move(t), 1) << m << show(t);
  }
}

// ---------------------------------------------------------------------------------------------
// A knight that cannot jump

// 8 n . . . . . . x     The pursued on a8 cannot jump (b6 and c7 burned); the pursuer on e4 can.
// 7 . . x . . . . .
// 6 . x . . . . . .
// 4 . . . . N . . .
constexpr const char* kPursuedStuck = "8x8 n6x/2x5/1x6/8/4N3/8/8/x7 b 1 - -";

TEST(Poursuite, PursuedStuck_NoPathPursuedWins) {
  // The pursued stays put and the pursuer jumps alone, over free squares: every square from
  // which it could land on a8 (b6, c7) is burned, so it cannot reach it. The pursued wins.
  const State s = position(kPursuedStuck, single());
  ASSERT_TRUE(Game::is_terminal(s)) << show(s);
  EXPECT_EQ(s.rounds[0].end, RoundEnd::kEscaped);
  EXPECT_EQ(s.rounds[0].jumps, 4);
  EXPECT_EQ(returns_of(s), (std::vector<double>{1, -1})) << show(s);
  EXPECT_EQ(s.finish.path_len, 0);
  EXPECT_EQ(Game::position_text(s), "8x8 n6x/2x5/1x6/8/4N3/8/8/x7 b 1 e4 -");
}

TEST(Poursuite, PursuedStuck_PathFoundPursuerWins) {
  // Composed: the stuck pursued on a8 with the pursuer on c7, a jump away. The search finds the
  // one-jump path c7-a8, stored square by square, and the pursuer wins.
  // 8 n . . . . . . x
  // 7 . . N . . . . .
  // 6 . x . . . . . .
  const State s = position("8x8 n6x/2N5/1x6/8/8/8/8/x6x b 1 - -", single());
  ASSERT_TRUE(Game::is_terminal(s)) << show(s);
  EXPECT_EQ(s.rounds[0].end, RoundEnd::kCornered);
  EXPECT_EQ(returns_of(s), (std::vector<double>{-1, 1})) << show(s);
  ASSERT_EQ(finish_path(s), std::vector<std::string>{"a8"});
  // The path is valid: from the pursuer, knight jumps, onto the pursued.
  EXPECT_NE(knight_attacks(s.finish.knight[kPursuer]) & bit(s.finish.path[0]), 0u);
  EXPECT_EQ(s.finish.path[s.finish.path_len - 1], s.knight[kPursued]);
}

TEST(Poursuite, PursuedStuck_SearchFindsLongPathsOverFreeSquaresOnly) {
  // The search itself. On an empty board, a1 to h8 takes 6 jumps.
  std::uint8_t path[kSquares];
  const std::uint64_t all = board_mask(8);
  ASSERT_EQ(knight_path(all & ~bit(0), 0, 63, path), 6);
  // With only a winding lane of 13 free squares (no two of them a jump apart except in turn,
  // h8 a jump from the last one only), the path follows it square by square: 14 jumps.
  const std::vector<std::string> lane = {"b3", "d2", "b1", "c3", "a4", "b2", "d3",
                                         "f2", "g4", "e3", "g2", "h4", "g6"};
  std::uint64_t free = 0;
  for (const std::string& sq : lane) {
    free |= bit(parse_square(sq));
  }
  const int len = knight_path(free, 0, 63, path);
  ASSERT_EQ(len, 14);
  std::vector<std::string> got;
  for (int i = 0; i < len; ++i) {
    got.push_back(square_name(path[i]));
  }
  std::vector<std::string> expected = lane;
  expected.push_back("h8");
  EXPECT_EQ(got, expected);
  // The path is made of knight jumps from a1.
  int at = 0;
  for (int i = 0; i < len; ++i) {
    EXPECT_NE(knight_attacks(at) & bit(path[i]), 0u) << "step " << i + 1;
    at = path[i];
  }
  // Burn one square of the lane: no path at all.
  EXPECT_EQ(knight_path(free & ~bit(parse_square("a4")), 0, 63, path), 0);
}

TEST(Poursuite, PursuerStuck_PursuedWins) {
  // The pursuer on h1 cannot jump (f2 and g3 burned) and the pursued on d4 is out of reach.
  // 4 . . . n . . . .
  // 3 . x . . . . x .
  // 2 . . . . . x . .
  // 1 x . . . . . . N
  const State s = position("8x8 7x/8/8/8/3n4/1x4x1/5x2/x6N w 1 - -", single());
  ASSERT_TRUE(Game::is_terminal(s)) << show(s);
  EXPECT_EQ(s.rounds[0].end, RoundEnd::kPursuerStuck);
  EXPECT_EQ(returns_of(s), (std::vector<double>{1, -1})) << show(s);
  EXPECT_EQ(s.finish.path_len, 0);
}

TEST(Poursuite, PursuerStuck_DecidedOnItsTurnOnly) {
  // The pursuer on h1 is walled in, but the pursued (c4) is to move: the game goes on, and ends
  // when the pursuer's turn comes.
  // 4 . . n . . . . .
  // 3 . . . . . . x .
  // 2 . . . . . x . .
  // 1 x . . . . . . N
  const State s = position("8x8 7x/8/8/8/2n5/6x1/5x2/x6N b 1 - -", single());
  ASSERT_FALSE(Game::is_terminal(s)) << show(s);
  EXPECT_EQ(legal_texts(s), sorted({"a3", "a5", "b2", "b6", "d2", "d6", "e3", "e5"}));
  const State t = play(s, {"e3"});
  ASSERT_TRUE(Game::is_terminal(t)) << show(t);
  EXPECT_EQ(t.rounds[0].end, RoundEnd::kPursuerStuck);
  EXPECT_EQ(t.rounds[0].jumps, 5);
}

TEST(Poursuite, BothStuck_DrawOnThePursuedsTurn) {
  // The pursued on a8 and the pursuer on h1 both walled in, the pursued to move: a draw.
  const State s = position("8x8 n6x/2x5/1x6/8/8/6x1/5x2/x6N b 1 - -", single());
  ASSERT_TRUE(Game::is_terminal(s)) << show(s);
  EXPECT_EQ(s.rounds[0].end, RoundEnd::kBothStuck);
  EXPECT_EQ(returns_of(s), (std::vector<double>{0, 0}));
}

TEST(Poursuite, BothStuck_DrawOnThePursuersTurn) {
  // The pursued on b8 (a6 c6 d7 burned) and the pursuer on h1, the pursuer to move: a draw.
  const State s = position("8x8 1n5x/3x4/x1x5/8/8/6x1/5x2/x6N w 1 - -", single());
  ASSERT_TRUE(Game::is_terminal(s)) << show(s);
  EXPECT_EQ(s.rounds[0].end, RoundEnd::kBothStuck);
  EXPECT_EQ(returns_of(s), (std::vector<double>{0, 0}));
}

// ---------------------------------------------------------------------------------------------
// The match

TEST(Poursuite, Match_RoundTwoSwapsTheRoles) {
  // Round 1 ends with the capture on f3 (player 1, the pursuer, wins it). The same apply sets up
  // round 2: a fresh board, player 1 now the pursued on a1 and first to move.
  const State s = play(position(kMiddle), {"f3"});
  ASSERT_FALSE(Game::is_terminal(s)) << show(s);
  EXPECT_EQ(Game::position_text(s), "8x8 7N/8/8/8/8/8/8/n7 b 2 c5 -");
  EXPECT_EQ(phase(s), "round 2");
  EXPECT_EQ(Game::to_move(s), 1) << "player 1 is the pursued in round 2";
  EXPECT_EQ(player_of(1, kPursuer), 0);
  EXPECT_EQ(half_points(s, 0), 0);
  EXPECT_EQ(half_points(s, 1), 2);
  // Round 1's end stays available to the UI.
  EXPECT_EQ(s.finish.round, 0);
  EXPECT_EQ(s.finish.end, RoundEnd::kCaught);
  EXPECT_EQ(finish_path(s), std::vector<std::string>{"f3"});
  const State t = play(s, {"b3"});
  EXPECT_EQ(Game::to_move(t), 0) << "player 0 is the pursuer in round 2" << show(t);
}

TEST(Poursuite, Match_PointsTieIsADraw) {
  // Round 1 won by player 1 (pursuer), round 2 won by player 0 (pursuer): 1-1, a draw.
  const State s = play(position("8x8 7x/8/6x1/8/3n3N/1x6/8/x7 b 2 c5 -"), {"f3"});
  ASSERT_TRUE(Game::is_terminal(s)) << show(s);
  EXPECT_EQ(Game::position_text(s), "8x8 7x/8/6x1/8/3x3N/1x3n2/8/x7 w 2 c5 c5");
  EXPECT_EQ(half_points(s, 0), 2);
  EXPECT_EQ(half_points(s, 1), 2);
  EXPECT_EQ(returns_of(s), (std::vector<double>{0, 0}));
}

TEST(Poursuite, Match_BothRoundsWonWinsTheMatch) {
  // Round 1: player 0, the pursued, escaped; round 2: player 0, the pursuer, captures. 2-0.
  const State s = play(position("8x8 7x/8/6x1/8/3n3N/1x6/8/x7 b 2 e4 -"), {"f3"});
  ASSERT_TRUE(Game::is_terminal(s)) << show(s);
  EXPECT_EQ(half_points(s, 0), 4);
  EXPECT_EQ(half_points(s, 1), 0);
  EXPECT_EQ(returns_of(s), (std::vector<double>{1, -1}));
}

TEST(Poursuite, Match_DrawnRoundIsHalfAPoint) {
  // Round 1 drawn (both stuck); round 2: player 1, the pursued, escapes. 1/2 against 1 1/2.
  const State s = position("8x8 n6x/2x5/1x6/8/4N3/8/8/x7 b 2 d6 -");
  ASSERT_TRUE(Game::is_terminal(s)) << show(s);
  EXPECT_EQ(Game::position_text(s), "8x8 n6x/2x5/1x6/8/4N3/8/8/x7 b 2 d6 e4");
  EXPECT_EQ(half_points(s, 0), 1);
  EXPECT_EQ(half_points(s, 1), 3);
  EXPECT_EQ(returns_of(s), (std::vector<double>{-1, 1}));
  // Both rounds drawn: a drawn match.
  const State d = position("8x8 n6x/2x5/1x6/8/8/6x1/5x2/x6N b 2 d7 -");
  ASSERT_TRUE(Game::is_terminal(d)) << show(d);
  EXPECT_EQ(half_points(d, 0), 2);
  EXPECT_EQ(half_points(d, 1), 2);
  EXPECT_EQ(returns_of(d), (std::vector<double>{0, 0}));
}

TEST(Poursuite, Single_OneRoundOnly) {
  const State s = play(position(kMiddle, single()), {"f3"});
  EXPECT_TRUE(Game::is_terminal(s)) << show(s);
  EXPECT_EQ(Game::to_move(s), kNobody);
  Game::Actions none;
  Game::legal_actions(s, none);
  EXPECT_TRUE(none.empty());
  // The same jump in a match goes on to round 2.
  EXPECT_FALSE(Game::is_terminal(play(position(kMiddle), {"f3"})));
  // A single round has no round 2.
  EXPECT_FALSE(Game::parse_position(single(), "8x8 7N/8/8/8/8/8/8/n7 b 2 c5 -").ok());
}

// ---------------------------------------------------------------------------------------------
// 6x6 and 7x7: corners and edges

TEST(Poursuite, Size6_JumpsStayOnTheBoard) {
  // 6 . . . . . x     The pursuer on e5: on 8x8 it would have 8 squares; here c4 c6 d3 f3.
  // 5 . . . . N .
  // 4 . x . . . .
  // 2 n . . . . .
  // 1 x . . . . .
  const State s = position("6x6 5x/4N1/1x4/6/n5/x5 w 1 - -", variant(6, false));
  EXPECT_EQ(legal_texts(s), sorted({"c4", "c6", "d3", "f3"})) << show(s);
  EXPECT_EQ(error_of(s, "g4"), "'g4' is off the 6x6 board (files a-f, ranks 1-6)");
  EXPECT_EQ(error_of(s, "f7"), "'f7' is off the 6x6 board (files a-f, ranks 1-6)");
  // From the 6x6 start: b3 d5 d4. The pursuer on d5 has b4 b6 c3 e3 f4: c7 and e7 are off the
  // board and f6, its start square, is burned.
  const State t = play(Game::initial(variant(6, true)), {"b3", "d5", "d4"});
  EXPECT_EQ(legal_texts(t), sorted({"b4", "b6", "c3", "e3", "f4"})) << show(t);
  EXPECT_EQ(error_of(t, "f6"), "'f6' is burned: a knight has already stood there");
}

TEST(Poursuite, Size7_JumpsStayOnTheBoard) {
  // 7 . . . . . . x     The pursuer on f6: d5 d7 e4 g4 (h5, h7, e8, g8 are off the board).
  // 6 . . . . . N .
  // 4 . x . . . . .
  // 2 n . . . . . .
  // 1 x . . . . . .
  const State s = position("7x7 6x/5N1/7/1x5/7/n6/x6 w 1 - -", variant(7, false));
  EXPECT_EQ(legal_texts(s), sorted({"d5", "d7", "e4", "g4"})) << show(s);
  EXPECT_EQ(error_of(s, "h5"), "'h5' is off the 7x7 board (files a-g, ranks 1-7)");
  // From the corner g7, two squares; and the 7x7 corner is burned for the pursued.
  const State start = Game::initial(variant(7, false));
  EXPECT_EQ(legal_texts(play(start, {"b3"})), sorted({"e6", "f5"}));
}

// ---------------------------------------------------------------------------------------------
// Positions decide too

TEST(Poursuite, Position_ParsedPositionIsDecidedAtOnce) {
  // A position where the pursuer is to move a jump from the pursued is a finished round: in a
  // match it parses as the start of round 2.
  const State s = position("8x8 7x/8/6x1/8/3x3N/1x3n2/8/x7 w 1 - -");
  EXPECT_EQ(Game::position_text(s), "8x8 7N/8/8/8/8/8/8/n7 b 2 c5 -");
  EXPECT_EQ(s.finish.end, RoundEnd::kCaught);
}

TEST(Poursuite, Jumps_CountedPerRoundAndShown) {
  State s = Game::initial({});
  for (std::string_view m : {"b3", "g6", "d4", "e5"}) {
    s = play(s, {m});
  }
  EXPECT_EQ(jumps(s), 4);
  const TurnInfo t = Game::turn_info(s);
  EXPECT_EQ(t.number, 5);
  EXPECT_EQ(t.section, "Round 1");
  const State r2 = position("8x8 7x/8/6x1/8/3n3N/1x6/8/x7 b 2 c17 -");
  EXPECT_EQ(Game::turn_info(r2).number, 17 + 4 + 1) << "turns go on counting in round 2";
  EXPECT_EQ(Game::turn_info(r2).section, "Round 2");
  EXPECT_EQ(Game::turn_info(position(kMiddle, single())).section, "");
}

}  // namespace
}  // namespace marbles::poursuite
