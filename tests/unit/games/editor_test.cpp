// The position editor (core/editor.h) of every game, through AnyState as the page uses it:
// from a cleared board, setting the cells and fields of a start position gives that position's
// text; tricky legal positions are accepted; impossible ones are refused with the game's reason.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "games/registry.h"

namespace marbles {
namespace {

std::unique_ptr<AnyState> make(std::string_view game, std::string_view variant = "",
                               std::string_view position = "") {
  const GameInfo* info = find_game(game);
  EXPECT_NE(info, nullptr) << game;
  auto s = info->make(variant, position);
  EXPECT_TRUE(s.ok()) << game << " " << position;
  return s.ok() ? std::move(const_cast<std::unique_ptr<AnyState>&>(*s)) : nullptr;
}

constexpr std::string_view kGames[] = {"wali",  "yote",      "poursuite",
                                       "quits", "wykersham", "offboard"};

// Empties every cell (a knight, which cannot be removed, is moved first) and sets every field
// to its lowest value.
void clear(AnyState& s) {
  const EditSpec spec = s.edit_spec();
  for (int k = 1; k < static_cast<int>(spec.kinds.size()); ++k) {
    s.edit_place(9 * k, k);
  }
  for (int c = 0; c < spec.cells; ++c) {
    s.edit_place(c, 0);
  }
  for (int i = 0; i < static_cast<int>(spec.fields.size()); ++i) {
    s.set_edit_field(i, spec.fields[static_cast<std::size_t>(i)].min);
  }
}

// The verdict's reason code, "" when the position is accepted.
std::string verdict(const AnyState& s) {
  auto r = s.edit_result();
  return r.ok() ? "" : std::string(r.error().code());
}

TEST(PositionEditor, RebuildsEveryStartPositionFromAClearedBoard) {
  for (std::string_view id : kGames) {
    const GameInfo& g = *find_game(id);
    for (std::string_view variant : g.variants) {
      auto start = make(g.id, variant);
      const EditSpec spec = start->edit_spec();
      ASSERT_GT(spec.kinds.size(), 1u) << g.id;
      ASSERT_FALSE(spec.fields.empty()) << g.id;
      auto s = start->clone();
      clear(*s);
      EXPECT_NE(s->position_text(), start->position_text()) << g.id << " " << variant;
      for (int c = 0; c < spec.cells; ++c) {
        const int kind = start->edit_cell(c);
        if (kind > 0) {
          EXPECT_TRUE(s->edit_place(c, kind)) << g.id << " cell " << c;
        }
      }
      for (int i = 0; i < static_cast<int>(spec.fields.size()); ++i) {
        s->set_edit_field(i, start->edit_field(i));
      }
      EXPECT_EQ(s->position_text(), start->position_text()) << g.id << " " << variant;
      auto played = s->edit_result();
      ASSERT_TRUE(played.ok()) << g.id << " " << variant;
      EXPECT_EQ((*played)->position_text(), start->position_text()) << g.id << " " << variant;
    }
  }
}

TEST(PositionEditor, CellsOffTheVariantsBoardHoldNothing) {
  auto yote = make("yote", "5x5");
  EXPECT_FALSE(yote->edit_place(5, 1));  // F1: no column F on the 5x5 board
  EXPECT_EQ(yote->edit_cell(5), -1);
  auto poursuite = make("poursuite", "6x6");
  EXPECT_FALSE(poursuite->edit_place(6, 1));  // g1
  EXPECT_TRUE(poursuite->edit_place(5, 1));   // f1
}

TEST(PositionEditor, WaliCountsAndRemovals) {
  auto s = make("wali");
  for (int c = 0; c < 13; ++c) {  // 13 sticks, 12 left to place
    s->edit_place(c * 2, 1);
  }
  EXPECT_EQ(verdict(*s), "wali.too_many_sticks");
  s->set_edit_field(1, 0);  // none left to place: still 13 in all
  EXPECT_EQ(verdict(*s), "wali.too_many_sticks");
  clear(*s);
  s->edit_place(0, 1);
  s->set_edit_field(3, 1);  // a removal owed, no stone anywhere
  EXPECT_EQ(verdict(*s), "wali.removal_without_piece");
  // Movement: three sticks and three stones, stones to move, no removal.
  clear(*s);
  s->set_edit_field(0, 1);
  for (int c : {0, 2, 4}) {
    s->edit_place(c, 1);
    s->edit_place(c + 13, 2);
  }
  s->set_edit_field(3, 0);
  EXPECT_EQ(verdict(*s), "") << s->position_text();
}

TEST(PositionEditor, PoursuiteKnightsMoveAndTheSideToMoveFollowsTheJumps) {
  auto s = make("poursuite", "single");
  EXPECT_EQ(s->edit_cell(0), 2);      // the pursued on a1
  EXPECT_FALSE(s->edit_place(0, 0));  // a knight is moved, never removed
  s->edit_place(10, 2);               // the pursued on c2: a1 is free now
  EXPECT_EQ(verdict(*s), "poursuite.corners_not_burned");
  s->edit_place(0, 1);  // a1 burned: one jump played, the pursuer to move
  EXPECT_EQ(verdict(*s), "poursuite.pursuer_to_move");
  s->set_edit_field(0, 1);
  EXPECT_EQ(verdict(*s), "");
  s->edit_place(63, 2);  // the pursued on the pursuer's start corner
  EXPECT_NE(verdict(*s), "");
}

TEST(PositionEditor, QuitsMarblesOutAndTheGameAlreadyWon) {
  auto s = make("quits", "3-marbles");
  s->set_edit_field(1, 1);  // light: one out, still 3 on the board
  EXPECT_NE(verdict(*s), "");
  // Take one of light's marbles off the board: light has taken out the one it needs.
  for (int c = 0; c < 25; ++c) {
    if (s->edit_cell(c) == 1) {
      s->edit_place(c, 0);
      break;
    }
  }
  EXPECT_EQ(verdict(*s), "core.edit_over");
  s->set_edit_field(1, 0);
  EXPECT_NE(verdict(*s), "");  // 2 + 0: a marble missing
}

TEST(PositionEditor, OffboardScoresFollowTheTargets) {
  auto s = make("offboard");
  for (int c = 0; c < 61; ++c) {
    if (s->edit_cell(c) == 2) {  // a yellow marble goes into target 1 (value 1): red scores 1
      s->edit_place(c, 0);
      break;
    }
  }
  s->set_edit_field(1, 1);
  EXPECT_EQ(verdict(*s), "") << s->position_text();
  s->set_edit_field(13, 5);  // target 1 is worth 5: a custom variant, red has 5
  auto played = s->edit_result();
  ASSERT_TRUE(played.ok());
  EXPECT_EQ((*played)->variant_text(), "targets 5,2,3,1,2,3,1,2,3,1,2,3");
  EXPECT_NE((*played)->position_text().find(" r 5,0 y..........."), std::string::npos)
      << (*played)->position_text();
  for (int c = 0; c < 61; ++c) {
    if (s->edit_cell(c) == 2) {
      s->edit_place(c, 0);
      break;
    }
  }
  s->set_edit_field(26, 1);  // yellow has a waiting marble, red to move
  EXPECT_EQ(verdict(*s), "offboard.waiting_not_to_move");
}

TEST(PositionEditor, WykershamCountsTraysAndRails) {
  auto s = make("wykersham");
  s->edit_place(0, 1);  // a red marble in a1: 31 red marbles
  EXPECT_EQ(verdict(*s), "wykersham.marble_total");
  s->set_edit_field(4, 29);    // red has 29 in hand
  EXPECT_NE(verdict(*s), "");  // the roll-off: nothing placed yet
  s->edit_place(0, 2);         // green shares cup a1, off cross-row n
  s->set_edit_field(5, 29);
  EXPECT_EQ(verdict(*s), "wykersham.shared_off_n");
  s->set_edit_field(13, 3);  // rail a offset +1: out of range
  EXPECT_NE(verdict(*s), "");
}

}  // namespace
}  // namespace marbles
