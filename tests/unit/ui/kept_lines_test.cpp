// The lines a move before the end replaced (ui/kept_lines.h): Undo back to the point of the
// move brings them back as the redo line, and the newer line is kept in their place.
#include "ui/kept_lines.h"

#include <gtest/gtest.h>

#include <vector>

namespace marbles::ui {
namespace {

using Line = std::vector<Action>;

// What a session's play(a) at `ply` makes of `record`: the actions before ply, then a.
Line play_at(const Line& record, std::size_t ply, Action a) {
  Line out(record.begin(), record.begin() + static_cast<std::ptrdiff_t>(ply));
  out.push_back(a);
  return out;
}

TEST(KeptLines, Undo_BringsTheReplacedTailBack_AndKeepsTheNewOne) {
  KeptLines kept;
  const Line old = {1, 2, 3, 4, 5, 6};
  kept.replaced(old, 2);
  const Line now = {1, 2, 9, 8};                  // 9 played at ply 2, then 8
  EXPECT_EQ(kept.take_at(now, 3), std::nullopt);  // another point
  EXPECT_EQ(kept.take_at(now, 2), old);
  // The newer line is kept in its place: back at ply 2 again, it returns.
  EXPECT_EQ(kept.take_at(old, 2), now);
  EXPECT_EQ(kept.size(), 1u);
}

TEST(KeptLines, ATailIsKeptForItsLineOnly) {
  KeptLines kept;
  kept.replaced({1, 2, 3, 4}, 2);
  // The same ply on another line (the actions before it differ): nothing comes back.
  EXPECT_EQ(kept.take_at({1, 7, 3, 4}, 2), std::nullopt);
  EXPECT_EQ(kept.take_at({1, 2}, 2), (Line{1, 2, 3, 4}));
}

TEST(KeptLines, AMoveAtTheEndReplacesNothing) {
  KeptLines kept;
  kept.replaced({1, 2, 3}, 3);
  EXPECT_EQ(kept.size(), 0u);
  EXPECT_EQ(kept.take_at({1, 2, 3, 4}, 3), std::nullopt);
}

TEST(KeptLines, SeveralTailsAtOnePointComeBackInTurn) {
  KeptLines kept;
  Line record = {1, 2, 3};
  kept.replaced(record, 1);        // [2, 3] replaced
  record = play_at(record, 1, 5);  // {1, 5}
  const auto a = kept.take_at(record, 1);
  ASSERT_TRUE(a.has_value());
  EXPECT_EQ(*a, (Line{1, 2, 3}));
  record = *a;
  kept.replaced(record, 1);        // [2, 3] replaced again, by 6
  record = play_at(record, 1, 6);  // {1, 6}; kept: [5], [2, 3]
  std::vector<Line> seen;
  for (int i = 0; i < 6; ++i) {
    const auto next = kept.take_at(record, 1);
    ASSERT_TRUE(next.has_value());
    record = *next;
    seen.push_back(record);
  }
  // Every line comes back, the one replaced last first, then in turn.
  EXPECT_EQ(seen, (std::vector<Line>{{1, 2, 3}, {1, 5}, {1, 6}, {1, 2, 3}, {1, 5}, {1, 6}}));
}

TEST(KeptLines, NestedPointsFollowTheirOwnLines) {
  KeptLines kept;
  const Line a = {1, 2, 3, 4, 5};
  kept.replaced(a, 3);  // b: {1, 2, 3, 9, 9}
  const Line b = {1, 2, 3, 9, 9};
  kept.replaced(b, 1);  // c: {1, 7}
  const Line c = {1, 7};
  // Undo from c to ply 1: b comes back; then to ply 3 on b... (from b's end) a comes back.
  EXPECT_EQ(kept.take_at(c, 1), b);
  EXPECT_EQ(kept.take_at(b, 3), a);
  // c is still kept at ply 1 of this line.
  EXPECT_EQ(kept.take_at(a, 1), c);
}

TEST(KeptLines, ATailThatOnlyBeginsAKeptLineAddsNothing) {
  KeptLines kept;
  kept.replaced({1, 2, 3, 4}, 1);  // [2, 3, 4]
  kept.replaced({1, 2}, 1);        // [2]: the beginning of the line kept
  EXPECT_EQ(kept.size(), 1u);
  EXPECT_EQ(kept.take_at({1, 8}, 1), (Line{1, 2, 3, 4}));
  // A tail going on from a kept one takes its place.
  KeptLines more;
  more.replaced({1, 2}, 1);
  more.replaced({1, 2, 3}, 1);
  EXPECT_EQ(more.size(), 1u);
  EXPECT_EQ(more.take_at({1, 8}, 1), (Line{1, 2, 3}));
}

TEST(KeptLines, ClearForgetsEverything_AndTheOldestGoFirst) {
  KeptLines kept;
  for (Action i = 0; i < static_cast<Action>(KeptLines::kMaxKept) + 5; ++i) {
    kept.replaced({i, 100}, 1);
  }
  EXPECT_EQ(kept.size(), KeptLines::kMaxKept);
  EXPECT_EQ(kept.take_at({0, 7}, 1), std::nullopt);  // among the oldest, gone
  const Action last = static_cast<Action>(KeptLines::kMaxKept) + 4;
  EXPECT_EQ(kept.take_at({last, 7}, 1), (Line{last, 100}));
  kept.clear();
  EXPECT_EQ(kept.size(), 0u);
}

}  // namespace
}  // namespace marbles::ui
