// Offboard: one test per rule of docs/RULES.md ("Offboard" part) and of the header of
// src/games/offboard/rules.h, each on a concrete position given as position text (written by
// test::setup from the cells named: the marbles not on the board or in targets are set aside).
// Boards in the comments are drawn like board_text: row i at the top, row a (red's edge) at the
// bottom, r = red (player 0), y = yellow (player 1).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "games/offboard/rules.h"
#include "games/offboard_test_util.h"

namespace marbles::offboard {
namespace {

using namespace test;

constexpr const char* kDirShort[kDirs] = {"E", "NE", "NW", "W", "SW", "SE"};

// ---------------------------------------------------------------------------------------------
// Start, cells, turns

TEST(Offboard, Start_RedOnItsEdgeYellowMirroredRedFirst) {
  const State s = Game::initial({});
  EXPECT_EQ(Game::position_text(s),
            "yyyyy/.yyyy./..yyy../......../........./......../..rrr../.rrrr./rrrrr r 0,0 "
            "............ 0,0 0,0 0");
  EXPECT_EQ(Game::board_text(s),
            "i     y y y y y\n"
            "h    . y y y y .\n"
            "g   . . y y y . .\n"
            "f  . . . . . . . .\n"
            "e . . . . . . . . .\n"
            "d  . . . . . . . . 9\n"
            "c   . . r r r . . 8\n"
            "b    . r r r r . 7\n"
            "a     r r r r r 6\n"
            "       1 2 3 4 5\n"
            "targets ............ (values 123123123123)\n"
            "red to move, score 0/0, waiting 0/0, aside 0/0, quiet 0\n");
  EXPECT_EQ(cells_of(s, 0),
            sorted({"a1", "a2", "a3", "a4", "a5", "b2", "b3", "b4", "b5", "c3", "c4", "c5"}));
  EXPECT_EQ(cells_of(s, 1),
            sorted({"i5", "i6", "i7", "i8", "i9", "h5", "h6", "h7", "h8", "g5", "g6", "g7"}));
  EXPECT_EQ(Game::to_move(s), 0);
  EXPECT_EQ(Game::phase(s), "play");
  EXPECT_EQ(Game::num_players(s.variant), 2);
  // The front marbles step forward: c3-d3, c3-d4, ... and the lines c3-c5 / b2-b5 go nowhere
  // sideways; a line of red's edge can only go up. Turns alternate.
  EXPECT_TRUE(is_legal(s, "c3-d3"));
  EXPECT_TRUE(is_legal(s, "a3-d3"));  // a3, b3, c3 north-west: c3 into d3
  EXPECT_FALSE(is_legal(s, "a3-a2"));
  const State t = play(s, {"a3-d3"});
  EXPECT_EQ(Game::to_move(t), 1) << show(t);
  EXPECT_EQ(cells_of(t, 0),
            sorted({"a1", "a2", "a4", "a5", "b2", "b3", "b4", "b5", "c3", "c4", "c5", "d3"}))
      << show(t);
  EXPECT_EQ(Game::to_move(play(t, {"g5-f4"})), 0);
}

TEST(Offboard, Cells_RowsDiagonalsAndNeighbours) {
  EXPECT_EQ(cell_name(0), "a1");
  EXPECT_EQ(cell_name(4), "a5");
  EXPECT_EQ(cell_name(5), "b1");
  EXPECT_EQ(cell_name(26), "e1");
  EXPECT_EQ(cell_name(30), "e5");
  EXPECT_EQ(cell_name(34), "e9");
  EXPECT_EQ(cell_name(56), "i5");
  EXPECT_EQ(cell_name(60), "i9");
  for (int c = 0; c < kCells; ++c) {
    EXPECT_EQ(parse_cell(cell_name(c)), c);
    EXPECT_EQ(cell_at(row_of(c), diag_of(c)), c);
  }
  for (const char* bad : {"a6", "a0", "e0", "i4", "j5", "e10", "5e", "", "e"}) {
    EXPECT_EQ(parse_cell(bad), -1) << bad;
  }
  const int e5 = parse_cell("e5");
  const char* around[kDirs] = {"e6", "f6", "f5", "e4", "d4", "d5"};
  for (int d = 0; d < kDirs; ++d) {
    EXPECT_EQ(cell_name(neighbour(e5, d)), around[d]) << kDirShort[d];
    EXPECT_EQ(neighbour(neighbour(e5, d), (d + 3) % kDirs), e5);
  }
  EXPECT_EQ(neighbour(parse_cell("a1"), 3), -1);
  EXPECT_EQ(neighbour(parse_cell("e9"), 0), -1);
  EXPECT_EQ(neighbour(parse_cell("i5"), 2), -1);
}

// ---------------------------------------------------------------------------------------------
// Targets

// Where the geometry says a marble pushed off from c along d falls, computed in the plane and
// nothing shared with the engine but the cell coordinates: hex centres at x = (k - 5) - (i - 4) /
// 2, y = (i - 4) sqrt(3) / 2; the marble crosses the rim half-way between the centre of c and the
// centre of the virtual cell beyond; the angle of that point around the centre names the
// half-edge (30 degrees each, target 0 from 240 degrees, red's bottom left corner, counter-
// clockwise). A crossing exactly at a corner's angle (a push along a main diagonal) goes to the
// lower-valued of the two targets there, the earlier counter-clockwise when they are equal.
int geometric_target(const Variant& v, int c, int d) {
  const double h = std::sqrt(3.0) / 2;
  auto x = [](double i, double k) { return (k - 5) - (i - 4) / 2; };
  const double i0 = row_of(c);
  const double k0 = diag_of(c);
  const double i1 = i0 + kDRow[d];
  const double k1 = k0 + kDDiag[d];
  const double mx = (x(i0, k0) + x(i1, k1)) / 2;
  const double my = ((i0 - 4) * h + (i1 - 4) * h) / 2;
  double rel = std::atan2(my, mx) * 180 / M_PI - 240;
  while (rel < 0) {
    rel += 360;
  }
  const double sixth = rel / 60;
  if (std::fabs(sixth - std::round(sixth)) < 1e-9) {
    const int j = static_cast<int>(std::lround(sixth)) % 6;
    const int before = (2 * j + 11) % 12;
    const int after = 2 * j;
    return v.values[after] < v.values[before] ? after : before;
  }
  return static_cast<int>(rel / 30);
}

TEST(Offboard, Targets_EveryPushOffMatchesTheGeometry) {
  const char* layouts[] = {"default", "targets 3,2,1,3,2,1,3,2,1,3,2,1",
                           "targets 1,1,1,1,1,1,1,1,1,1,1,1", "targets 9,1,4,4,2,7,7,3,1,5,5,9"};
  for (const char* layout : layouts) {
    const Variant v = variant(layout);
    int pushes = 0;
    for (int c = 0; c < kCells; ++c) {
      for (int d = 0; d < kDirs; ++d) {
        if (neighbour(c, d) >= 0) {
          EXPECT_EQ(target_of(v, c, d), -1) << cell_name(c) << " " << kDirShort[d];
          continue;
        }
        ++pushes;
        EXPECT_EQ(target_of(v, c, d), geometric_target(v, c, d))
            << layout << ": " << cell_name(c) << " " << kDirShort[d];
      }
    }
    // 6 corners with 3 ways off, 18 other edge cells with 2.
    EXPECT_EQ(pushes, 6 * 3 + 18 * 2);
  }
}

// The whole default table, target numbers 1-12 as the notation writes them; * marks the six
// pushes along a main diagonal at a corner (to the lower value: 1 not 3 at a1, 10 not 11 at e1).
TEST(Offboard, Targets_DefaultTable) {
  std::string table;
  const Variant v;
  for (int c = 0; c < kCells; ++c) {
    for (int d = 0; d < kDirs; ++d) {
      if (neighbour(c, d) < 0) {
        const bool corner = target_of(Variant{{9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9}}, c, d) !=
                            target_of(Variant{{1, 9, 1, 9, 1, 9, 1, 9, 1, 9, 1, 9}}, c, d);
        table += (table.empty() ? "" : ", ") + cell_name(c) + " " + kDirShort[d] + " " +
                 std::to_string(target_of(v, c, d) + 1) + (corner ? "*" : "");
      }
    }
  }
  EXPECT_EQ(table,
            "a1 W 12, a1 SW 1*, a1 SE 1, a2 SW 1, a2 SE 1, a3 SW 1, a3 SE 2, a4 SW 2, a4 SE 2, "
            "a5 E 3, a5 SW 2, a5 SE 2*, b1 W 12, b1 SW 12, b6 E 3, b6 SE 3, c1 W 11, c1 SW 12, "
            "c7 E 4, c7 SE 3, d1 W 11, d1 SW 11, d8 E 4, d8 SE 4, e1 NW 10, e1 W 10*, e1 SW 11, "
            "e9 E 4*, e9 NE 5, e9 SE 4, f2 NW 10, f2 W 10, f9 E 5, f9 NE 5, g3 NW 9, g3 W 10, "
            "g9 E 5, g9 NE 6, h4 NW 9, h4 W 9, h9 E 6, h9 NE 6, i5 NE 8, i5 NW 8*, i5 W 9, "
            "i6 NE 8, i6 NW 8, i7 NE 7, i7 NW 8, i8 NE 7, i8 NW 7, i9 E 6, i9 NE 7*, i9 NW 7");
}

TEST(Offboard, Targets_HandChecked) {
  const Variant v;
  // Each (cell, direction) pushed off the board goes into that target (-1: none).
  struct Push {
    const char* cell;
    int direction;
    int target;
  };
  auto expect = [](const Variant& var, std::initializer_list<Push> pushes) {
    for (const Push& p : pushes) {
      EXPECT_EQ(target_of(var, parse_cell(p.cell), p.direction), p.target)
          << p.cell << " " << p.direction;
    }
  };
  EXPECT_EQ(v.values[0], 1);
  EXPECT_EQ(v.values[11], 3);
  expect(v, {
                // a1 south-west is the corner push: targets 0 (value 1) and 11 (value 3), the
                // lower wins.
                {"a1", 4, 0},
                // a1 west crosses the lower-left edge's lower half; a1 south-east red's edge's
                // left half.
                {"a1", 3, 11},
                {"a1", 5, 0},
                // a3, the middle of red's edge: south-west the left half, south-east the right.
                {"a3", 4, 0},
                {"a3", 5, 1},
                // e1 west: corner of targets 9 (value 1) and 10 (value 2): 9. e9 east: 3 (1)
                // and 4 (2): 3.
                {"e1", 3, 9},
                {"e9", 0, 3},
                // i5 north-west: 7 (2) and 8 (3): 7; i9 north-east: 5 (3) and 6 (1): 6; a5
                // south-east: 1 (2) and 2 (3): 1.
                {"i5", 2, 7},
                {"i9", 1, 6},
                {"a5", 5, 1},
                // On the board: no target.
                {"e5", 0, -1},
                {"a1", 0, -1},
            });
  // A layout that makes 11 the lower at a1: the corner push follows the values (a1 south-east
  // is not a corner push: the half-edge decides).
  expect(variant("targets 3,2,3,1,2,3,1,2,3,1,2,1"), {{"a1", 4, 11}, {"a1", 5, 0}});
  // Equal values at every corner: the earlier target counter-clockwise.
  expect(variant("targets 1,1,1,1,1,1,1,1,1,1,1,1"),
         {{"a1", 4, 11}, {"a5", 5, 1}, {"e9", 0, 3}, {"i9", 1, 5}, {"i5", 2, 7}, {"e1", 3, 9}});
}

// ---------------------------------------------------------------------------------------------
// Moves of one marble and of lines

// A lone red marble on e5 steps to any of its six neighbours.
TEST(Offboard, Move_OneMarbleToAnyEmptyNeighbour) {
  const State s = setup({"e5"}, {"i9"});
  EXPECT_EQ(moves_from(s, "e5"), sorted({"e5-e6", "e5-f6", "e5-f5", "e5-e4", "e5-d4", "e5-d5"}))
      << show(s);
  const State t = play(s, {"e5-d4"});
  EXPECT_EQ(cells_of(t, 0), std::vector<std::string>{"d4"}) << show(t);
  // An occupied neighbour: a red one starts a line (e5 alone cannot go there), a yellow one
  // cannot be pushed by one marble.
  const State u = setup({"e5", "f6"}, {"e6"});
  EXPECT_FALSE(is_legal(u, "e5-f6")) << show(u);
  EXPECT_EQ(error_of(u, "e5-f6"),
            "'e5-f6': your line e5-f6 moves north-east by one cell, its front to g7 (e5-g7)");
  EXPECT_EQ(error_of(u, "e5-e6"),
            "'e5-e6': 1 marble of yours cannot push 1 marble (a push needs more marbles than it "
            "pushes)");
}

//   c . . r r r . .    The line c3-c5 moves east or west along its own axis: its front one, two
//                      or all three marbles; every other move is one marble's step.
TEST(Offboard, Line_ForwardOrBackwardAnyRunEndingAtTheDestinationsNeighbour) {
  const State s = setup({"c3", "c4", "c5"}, {"i9"});
  EXPECT_EQ(moves_from(s, "c3"), sorted({"c3-c6", "c3-c2", "c3-d4", "c3-d3", "c3-b2", "c3-b3"}))
      << show(s);
  EXPECT_EQ(moves_from(s, "c4"), sorted({"c4-c6", "c4-c2", "c4-d5", "c4-d4", "c4-b3", "c4-b4"}))
      << show(s);
  EXPECT_EQ(moves_from(s, "c5"), sorted({"c5-c6", "c5-c2", "c5-d6", "c5-d5", "c5-b4", "c5-b5"}))
      << show(s);
  const std::vector<std::string> east[3] = {
      {"c3", "c4", "c6"}, {"c3", "c5", "c6"}, {"c4", "c5", "c6"}};
  const char* east_moves[3] = {"c5-c6", "c4-c6", "c3-c6"};
  for (int n = 0; n < 3; ++n) {
    EXPECT_EQ(cells_of(play(s, {east_moves[n]}), 0), east[n]) << east_moves[n];
  }
  const std::vector<std::string> west[3] = {
      {"c2", "c4", "c5"}, {"c2", "c3", "c5"}, {"c2", "c3", "c4"}};
  const char* west_moves[3] = {"c3-c2", "c4-c2", "c5-c2"};
  for (int n = 0; n < 3; ++n) {
    EXPECT_EQ(cells_of(play(s, {west_moves[n]}), 0), west[n]) << west_moves[n];
  }
  // The text names the rear and where the front goes: the run is fixed by the rear.
  EXPECT_EQ(error_of(s, "c3-c4"),
            "'c3-c4': your line c3-c5 moves east by one cell, its front to c6 (c3-c6)");
  EXPECT_EQ(error_of(s, "c3-c7"),
            "'c3-c7': your line c3-c5 moves east by one cell, its front to c6 (c3-c6)");
}

// No action moves a line sideways: every legal action empties exactly one red cell and fills
// exactly one, the cell one step beyond its run along its own direction.
TEST(Offboard, Line_NeverSideways) {
  for (const State& s : {setup({"c3", "c4", "c5"}, {"i9"}), setup({"b2", "c3", "d4"}, {"i9"}),
                         setup({"c3", "d3", "e3", "f3"}, {"i9"}), Game::initial({})}) {
    Game::Actions legal;
    Game::legal_actions(s, legal);
    for (Action a : legal) {
      State t = s;
      Game::apply(t, a);
      const std::uint64_t changed = t.board[0] ^ s.board[0];
      EXPECT_EQ(__builtin_popcountll(changed), 2) << Game::action_text(s, a) << show(s);
      const int r = move_rear(a);
      int ahead = r;
      while (owner(s, ahead) == 0) {
        ahead = neighbour(ahead, move_dir(a));
      }
      EXPECT_EQ(changed, (std::uint64_t{1} << r) | (std::uint64_t{1} << ahead))
          << Game::action_text(s, a) << show(s);
    }
  }
  // The three marbles of c3-c5 never all reach d3-d5 or d4-d6 in one turn.
  const State s = setup({"c3", "c4", "c5"}, {"i9"});
  for (const char* t : {"c3-d3", "c3-d4"}) {
    EXPECT_EQ(cells_of(play(s, {t}), 0).size(), 3u);
    EXPECT_EQ(test::on_board(play(s, {t}), 0), 3);
  }
  EXPECT_EQ(cells_of(play(s, {"c3-d4"}), 0), sorted({"c4", "c5", "d4"}));
}

//   b  . . . . . .     a1-a3 can go east, not west: a3's run west (a3, a2, a1) would put a1
//   a   r r r . .      off the board. a1 has no way down or west.
TEST(Offboard, Line_OwnMarblesNeverLeaveTheBoard) {
  const State s = setup({"a1", "a2", "a3"}, {"i9"});
  EXPECT_EQ(moves_from(s, "a1"), sorted({"a1-a4", "a1-b1", "a1-b2"})) << show(s);
  // All of red's moves: none over the rim.
  EXPECT_EQ(legal_texts(s), sorted({"a1-a4", "a1-b1", "a1-b2", "a2-a4", "a2-b2", "a2-b3", "a3-a4",
                                    "a3-b3", "a3-b4"}))
      << show(s);
  EXPECT_EQ(moves_from(s, "a3"), sorted({"a3-a4", "a3-b3", "a3-b4"})) << show(s);
  EXPECT_EQ(error_of(s, "a3-a0"), "'a3-a0': a0 is off the board (your own marbles never leave it)");
  EXPECT_EQ(error_of(s, "a1-a0"), "'a1-a0': a0 is off the board (your own marbles never leave it)");
  // Even with a yellow marble to push, a run at the rim stays.
  const State t = setup({"a4", "a5"}, {"a3", "i9"});
  EXPECT_TRUE(is_legal(t, "a5-a3")) << show(t);  // a5, a4 push a3 west to a2
  const State u = setup({"a5"}, {"i9"});
  EXPECT_EQ(legal_texts(u), sorted({"a5-a4", "a5-b5", "a5-b6"})) << show(u);
}

// ---------------------------------------------------------------------------------------------
// Pushes, along diagonal 5 (a5 to i5, north-west)

TEST(Offboard, Push_TwoAgainstOne) {
  const State s = setup({"d5", "e5"}, {"f5"});
  const State t = play(s, {"d5-f5"});
  EXPECT_EQ(cells_of(t, 0), sorted({"e5", "f5"})) << show(t);
  EXPECT_EQ(cells_of(t, 1), std::vector<std::string>{"g5"}) << show(t);
  const LineMove m = describe_move(s, *Game::parse_action(s, "d5-f5"));
  EXPECT_EQ(m.own, 2);
  EXPECT_EQ(m.pushed, 1);
  EXPECT_EQ(m.off_cell, -1);
}

TEST(Offboard, Push_ThreeAgainstTwo) {
  const State t = play(setup({"c5", "d5", "e5"}, {"f5", "g5"}), {"c5-f5"});
  EXPECT_EQ(cells_of(t, 0), sorted({"d5", "e5", "f5"})) << show(t);
  EXPECT_EQ(cells_of(t, 1), sorted({"g5", "h5"})) << show(t);
}

TEST(Offboard, Push_FourAgainstThree) {
  const State t = play(setup({"b5", "c5", "d5", "e5"}, {"f5", "g5", "h5"}), {"b5-f5"});
  EXPECT_EQ(cells_of(t, 0), sorted({"c5", "d5", "e5", "f5"})) << show(t);
  EXPECT_EQ(cells_of(t, 1), sorted({"g5", "h5", "i5"})) << show(t);
}

// No limit on the numbers: five push four, and the last one falls off i5 north-west (a corner
// push: targets 7 and 8, values 2 and 3, into 7, written x8).
TEST(Offboard, Push_FiveAgainstFourNoLimit) {
  const State s = setup({"a5", "b5", "c5", "d5", "e5"}, {"f5", "g5", "h5", "i5"});
  EXPECT_EQ(Game::action_text(s, *Game::parse_action(s, "a5-f5")), "a5-f5x8");
  const State t = play(s, {"a5-f5x8"});
  EXPECT_EQ(cells_of(t, 0), sorted({"b5", "c5", "d5", "e5", "f5"})) << show(t);
  EXPECT_EQ(cells_of(t, 1), sorted({"g5", "h5", "i5"})) << show(t);
  EXPECT_EQ(t.target[7], 1) << show(t);
  EXPECT_EQ(t.score[0], 2) << show(t);
}

TEST(Offboard, Push_EqualNumbersRefused) {
  const std::string why2 =
      "'d5-f5': 2 marbles of yours cannot push 2 marbles (a push needs more marbles than it "
      "pushes)";
  const State two = setup({"d5", "e5"}, {"f5", "g5"});
  EXPECT_EQ(error_of(two, "d5-f5"), why2) << show(two);
  EXPECT_EQ(moves_from(two, "d5").size(), 5u) << show(two);  // every way but north-west
  const State one = setup({"e5"}, {"f5"});
  EXPECT_EQ(error_of(one, "e5-f5"),
            "'e5-f5': 1 marble of yours cannot push 1 marble (a push needs more marbles than it "
            "pushes)");
  const State three = setup({"c5", "d5", "e5"}, {"f5", "g5", "h5"});
  EXPECT_FALSE(is_legal(three, "c5-f5")) << show(three);
  // Three against two at the rim: two yellow on h5, i5 with red behind: pushed off.
  EXPECT_TRUE(is_legal(setup({"e5", "f5", "g5"}, {"h5", "i5"}), "e5-h5x8"));
}

//   g . . r . . . .     Red c5-e5 against yellow f5: blocked by red's own g5 behind it.
//   f . . . y . . .     Yellow f5, g5 then red h5: two cannot be pushed by three either.
TEST(Offboard, Push_BlockedByAnOwnMarbleBehind) {
  const State s = setup({"c5", "d5", "e5", "g5"}, {"f5"});
  EXPECT_EQ(error_of(s, "c5-f5"), "'c5-f5': the push is blocked by your own marble on g5")
      << show(s);
  EXPECT_FALSE(is_legal(s, "d5-f5"));
  EXPECT_FALSE(is_legal(s, "e5-f5"));
  const State t = setup({"b5", "c5", "d5", "e5", "h5"}, {"f5", "g5"});
  EXPECT_EQ(error_of(t, "b5-f5"), "'b5-f5': the push is blocked by your own marble on h5")
      << show(t);
  // An empty cell behind: the push is on.
  EXPECT_TRUE(is_legal(setup({"c5", "d5", "e5", "h5"}, {"f5"}), "c5-f5"));
}

// ---------------------------------------------------------------------------------------------
// Pushed off the board

//   c  . r . . . . .     Red c2, b2 push yellow a2 south-east off red's own edge, left half:
//   b   . r . . . .      target 0 (number 1, value 1). Red scores 1; the target holds yellow.
//   a    . y . . .
TEST(Offboard, Off_IntoAnEmptyTargetScoresItsValue) {
  const State s = setup({"c2", "b2"}, {"a2", "i9"});
  const Action a = *Game::parse_action(s, "c2-a2x1");
  EXPECT_EQ(Game::action_text(s, a), "c2-a2x1");
  const ActionCells cells = Game::action_cells(s, a);
  EXPECT_EQ(cell_name(cells.from), "c2");
  EXPECT_EQ(cell_name(cells.to), "a2");
  EXPECT_EQ(cell_name(cells.removed), "a2");
  const State t = play(s, {"c2-a2x1"});
  EXPECT_EQ(t.score[0], 1) << show(t);
  EXPECT_EQ(t.target[0], 1) << show(t);
  EXPECT_EQ(cells_of(t, 0), sorted({"b2", "a2"})) << show(t);
  EXPECT_EQ(cells_of(t, 1), std::vector<std::string>{"i9"}) << show(t);
  EXPECT_EQ(t.waiting[1], 0);
  EXPECT_EQ(Game::to_move(t), 1);
  EXPECT_EQ(Game::position_text(t).substr(Game::position_text(t).find(' ')),
            " y 1,0 y........... 0,0 10,10 0");
  // a3 south-east: the right half, target 1 (value 2).
  const State u = play(setup({"c3", "b3"}, {"a3"}), {"c3-a3x2"});
  EXPECT_EQ(u.score[0], 2) << show(u);
  EXPECT_EQ(u.target[1], 1) << show(u);
  // Yellow scores the same way, from the other side.
  const State w = play(setup({"i7"}, {"g7", "h7"}, Extra{'y'}), {"g7-i7x8"});
  EXPECT_EQ(w.score[1], 2) << show(w);
  EXPECT_EQ(w.target[7], 0) << show(w);
}

//   c   . . r . . . .    Red c3, b2 push yellow a1 south-west, exactly along the main
//   b    . r . . . .     diagonal through the corner: of targets 0 (value 1) and 11 (value 3)
//   a     y . . . .      it goes to the lower, 0, written x1.
TEST(Offboard, Off_CornerPushGoesToTheLowerValue) {
  const State s = setup({"c3", "b2"}, {"a1"});
  const State t = play(s, {"c3-a1x1"});
  EXPECT_EQ(t.target[0], 1) << show(t);
  EXPECT_EQ(t.target[11], -1) << show(t);
  EXPECT_EQ(t.score[0], 1) << show(t);
  EXPECT_EQ(error_of(s, "c3-a1x12"),
            "'c3-a1x12': the marble pushed off falls into target 1, not 12 (c3-a1x1)");
  // e1 west: targets 9 (value 1) and 10 (value 2): 9, written x10.
  const State u = play(setup({"e3", "e2"}, {"e1"}), {"e3-e1x10"});
  EXPECT_EQ(u.target[9], 1) << show(u);
  EXPECT_EQ(u.score[0], 1) << show(u);
  // With the values the other way round at a1, the same push goes to 11 (x12) and scores 1.
  const Variant flipped = variant("targets 3,2,3,1,2,3,1,2,3,1,2,1");
  const State f = play(setup({"c3", "b2"}, {"a1"}, {}, flipped), {"c3-a1x12"});
  EXPECT_EQ(f.target[11], 1) << show(f);
  EXPECT_EQ(f.score[0], 1) << show(f);
}

//   targets y...........   Yellow's marble already in target 0. Red pushes a2 off towards it:
//   c  . r . . . . .       no points; yellow's next turn is to put it back on any empty cell
//   b   . r . . . .        (the whole turn) or to set it aside and then play.
//   a    . y . . .
TEST(Offboard, Off_IntoAnOccupiedTargetThenPutBackOrAside) {
  Extra before;
  before.targets = "y...........";
  const State s = setup({"c2", "b2"}, {"a2", "i9"}, before);
  ASSERT_EQ(s.score[0], 1) << show(s);
  const State t = play(s, {"c2-a2x1"});
  EXPECT_EQ(t.score[0], 1) << "no points into an occupied target" << show(t);
  EXPECT_EQ(t.target[0], 1) << show(t);
  EXPECT_EQ(t.waiting[1], 1) << show(t);
  EXPECT_EQ(Game::to_move(t), 1) << show(t);
  EXPECT_EQ(Game::phase(t), "return");
  EXPECT_EQ(t.quiet, 0);
  // The choices: every empty cell, and aside; no move of yellow's i9 yet.
  const std::vector<std::string> legal = legal_texts(t);
  EXPECT_EQ(legal.size(), static_cast<size_t>(kCells - 3 + 1)) << show(t);
  EXPECT_EQ(legal.back(), "aside");
  EXPECT_TRUE(is_legal(t, "@e5"));
  EXPECT_TRUE(is_legal(t, "@a3"));
  EXPECT_EQ(error_of(t, "@a2"), "'@a2': a2 is occupied");
  EXPECT_EQ(error_of(t, "i9-i8"),
            "'i9-i8': first put your waiting marble back on an empty cell (like @e5) or set it "
            "aside (aside)");
  // Put back: the whole turn.
  const State back = play(t, {"@e5"});
  EXPECT_EQ(Game::to_move(back), 0) << show(back);
  EXPECT_EQ(cells_of(back, 1), sorted({"e5", "i9"})) << show(back);
  EXPECT_EQ(back.waiting[1], 0);
  EXPECT_EQ(back.quiet, 1);
  EXPECT_EQ(Game::phase(back), "play");
  const ActionCells pc = Game::action_cells(t, put_back_action(parse_cell("e5")));
  EXPECT_EQ(cell_name(pc.to), "e5");
  EXPECT_EQ(pc.from, -1);
  // Aside: for good, and yellow plays on.
  const State aside = play(t, {"aside"});
  EXPECT_EQ(Game::to_move(aside), 1) << show(aside);
  EXPECT_EQ(aside.aside[1], 10) << show(aside);  // 9 set aside by the setup, and this one
  EXPECT_EQ(aside.waiting[1], 0);
  EXPECT_EQ(Game::phase(aside), "play");
  EXPECT_EQ(legal_texts(aside), sorted({"i9-i8", "i9-h9", "i9-h8"})) << show(aside);
  const State played = play(aside, {"i9-h8"});
  EXPECT_EQ(Game::to_move(played), 0);
  EXPECT_EQ(played.quiet, 1);
  // Nothing waiting: no put-back, no aside.
  EXPECT_EQ(error_of(back, "aside"),
            "'aside': you have no marble waiting to be put back or set aside");
  EXPECT_EQ(error_of(back, "@e4"), "'@e4': you have no marble waiting to be put back or set aside");
}

// A red marble pushed towards a target holding red: red's own marble waits for red.
TEST(Offboard, Off_OwnColourInTheTargetToo) {
  Extra before;
  before.player = 'y';
  before.targets = "r...........";
  const State s = setup({"a2", "i9"}, {"c2", "b2"}, before);
  const State t = play(s, {"c2-a2x1"});
  EXPECT_EQ(t.score[1], 1) << show(t);
  EXPECT_EQ(t.waiting[0], 1) << show(t);
  EXPECT_EQ(Game::phase(t), "return");
}

// ---------------------------------------------------------------------------------------------
// End

// Red has 4 (yellow in targets 0 and 2, values 1 and 3) and pushes a3 into target 1 (value 2).
TEST(Offboard, Win_AtExactlySixPoints) {
  Extra four;
  four.targets = "y.y.........";
  const State s = setup({"c3", "b3"}, {"a3", "i9"}, four);
  ASSERT_EQ(s.score[0], 4);
  const State t = play(s, {"c3-a3x2"});
  EXPECT_EQ(t.score[0], 6) << show(t);
  EXPECT_TRUE(Game::is_terminal(t)) << show(t);
  EXPECT_EQ(t.outcome, Outcome::kWin);
  EXPECT_EQ(t.winner, 0);
  EXPECT_EQ(returns_of(t), (std::vector<double>{1, -1}));
  EXPECT_EQ(Game::to_move(t), kNobody);
  EXPECT_EQ(Game::phase(t), "over");
  EXPECT_TRUE(legal_texts(t).empty());
  EXPECT_EQ(error_of(t, "i9-i8"), "the game is over: 'i9-i8' cannot be played");
  EXPECT_NE(Game::board_text(t).find("red won, score 6/0"), std::string::npos) << show(t);
  // Five is not enough: red at 3 plus 2.
  Extra three;
  three.targets = "..y.........";
  const State u = play(setup({"c3", "b3"}, {"a3", "i9"}, three), {"c3-a3x2"});
  EXPECT_EQ(u.score[0], 5) << show(u);
  EXPECT_FALSE(Game::is_terminal(u)) << show(u);
}

TEST(Offboard, Win_AboveSixPoints) {
  Extra five;
  five.targets = "..y.y.......";
  const State t = play(setup({"c3", "b3"}, {"a3", "i9"}, five), {"c3-a3x2"});
  EXPECT_EQ(t.score[0], 7) << show(t);
  EXPECT_EQ(t.outcome, Outcome::kWin);
  EXPECT_EQ(t.winner, 0);
  // Yellow wins the same way.
  Extra y5;
  y5.player = 'y';
  y5.targets = "r.r.........";
  const State w = play(setup({"i7", "a1"}, {"g7", "h7"}, y5), {"g7-i7x8"});
  EXPECT_EQ(w.score[1], 6) << show(w);
  EXPECT_EQ(w.winner, 1);
  EXPECT_EQ(returns_of(w), (std::vector<double>{-1, 1}));
}

// Red e5 and yellow i9 go back and forth: the start position comes back a third time after
// eight turns, and that is a draw.
TEST(Offboard, Draw_ThirdRepetition) {
  State s = setup({"e5"}, {"i9"});
  s = play(s, {"e5-e6", "i9-i8", "e6-e5", "i8-i9", "e5-e6", "i9-i8", "e6-e5"});
  EXPECT_FALSE(Game::is_terminal(s)) << show(s);
  s = play(s, {"i8-i9"});
  EXPECT_TRUE(Game::is_terminal(s)) << show(s);
  EXPECT_EQ(s.outcome, Outcome::kDraw);
  EXPECT_EQ(returns_of(s), (std::vector<double>{0, 0}));
  EXPECT_NE(Game::board_text(s).find("draw"), std::string::npos);
  // The same boards with the other player to move are other positions.
  State t = setup({"e5"}, {"i9"});
  t = play(t, {"e5-e6", "i9-i8", "e6-f6", "i8-i9", "f6-e5", "i9-i8", "e5-e6", "i8-i9"});
  EXPECT_FALSE(Game::is_terminal(t)) << show(t);
}

// 200 turns in a row without a marble pushed off: a draw. A push off starts the count again.
TEST(Offboard, Draw_TwoHundredQuietTurns) {
  Extra q199;
  q199.quiet = 199;
  const State s = play(setup({"e5"}, {"i9"}, q199), {"e5-e6"});
  EXPECT_EQ(s.quiet, 200);
  EXPECT_TRUE(Game::is_terminal(s)) << show(s);
  EXPECT_EQ(s.outcome, Outcome::kDraw);
  Extra q198;
  q198.quiet = 198;
  State t = play(setup({"e5"}, {"i9"}, q198), {"e5-e6"});
  EXPECT_FALSE(Game::is_terminal(t)) << show(t);
  t = play(t, {"i9-i8"});
  EXPECT_TRUE(Game::is_terminal(t)) << show(t);
  // A position read with 200 is over at once.
  Extra q200;
  q200.quiet = 200;
  EXPECT_TRUE(Game::is_terminal(setup({"e5"}, {"i9"}, q200)));
  // A push off at 199 resets the count.
  const State u = play(setup({"c2", "b2"}, {"a2", "i9"}, q199), {"c2-a2x1"});
  EXPECT_FALSE(Game::is_terminal(u)) << show(u);
  EXPECT_EQ(u.quiet, 0);
  // A push that stays on the board does not.
  const State w = play(setup({"d5", "e5"}, {"f5"}, q199), {"d5-f5"});
  EXPECT_TRUE(Game::is_terminal(w)) << show(w);
}

// ---------------------------------------------------------------------------------------------
// Pass

//   b  y y . . . .     Red's a1 is hemmed in by yellow a2, b1, b2 (one marble pushes none):
//   a   r y . . .      red passes. With no marble on the board at all, red passes too.
TEST(Offboard, Pass_OnlyWhenNothingElse) {
  const State s = setup({"a1"}, {"a2", "b1", "b2"});
  EXPECT_EQ(legal_texts(s), std::vector<std::string>{"pass"}) << show(s);
  const State t = play(s, {"pass"});
  EXPECT_EQ(Game::to_move(t), 1);
  EXPECT_EQ(t.quiet, 1);
  const State none = setup({}, {"e5"});
  EXPECT_EQ(legal_texts(none), std::vector<std::string>{"pass"}) << show(none);
  // A move exists: no pass.
  const State u = setup({"a1", "e5"}, {"a2", "b1", "b2"});
  EXPECT_EQ(error_of(u, "pass"), "'pass': passing is allowed only when no other move is possible");
  EXPECT_EQ(error_of(Game::initial({}), "pass"),
            "'pass': passing is allowed only when no other move is possible");
}

// ---------------------------------------------------------------------------------------------
// Custom targets

TEST(Offboard, Variant_CustomValuesChangeScoring) {
  const Variant v = variant("targets 5,1,1,1,1,1,1,1,1,1,1,9");
  const State t = play(setup({"c2", "b2"}, {"a2"}, {}, v), {"c2-a2x1"});
  EXPECT_EQ(t.score[0], 5) << show(t);
  EXPECT_FALSE(Game::is_terminal(t));
  EXPECT_NE(Game::board_text(t).find("(values 511111111119)"), std::string::npos) << show(t);
  // a1 west into target 11, value 9: a win at once.
  const State w = play(setup({"a3", "a2"}, {"a1"}, {}, v), {"a3-a1x12"});
  EXPECT_EQ(w.score[0], 9) << show(w);
  EXPECT_EQ(w.winner, 0);
  // The default values there would give 3: no win.
  const State d = play(setup({"a3", "a2"}, {"a1"}), {"a3-a1x12"});
  EXPECT_EQ(d.score[0], 3) << show(d);
  EXPECT_FALSE(Game::is_terminal(d));
}

}  // namespace
}  // namespace marbles::offboard
