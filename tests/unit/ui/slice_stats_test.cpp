// The search's slices as state().search reports them (ui/slice_stats.h).
#include "ui/slice_stats.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

namespace marbles::ui {
namespace {

TEST(SliceStats, MedianOfAnyOrder) {
  EXPECT_EQ(SliceStats::median({}), 0);
  EXPECT_EQ(SliceStats::median({7}), 7);
  EXPECT_EQ(SliceStats::median({9, 1, 5}), 5);
  EXPECT_EQ(SliceStats::median({4, 4, 4, 1, 9, 4}), 4);
  EXPECT_EQ(SliceStats::median({10, 20, 30, 40}), 30);  // the upper one of an even count
  // Against sorting, on a scrambled run with repeats.
  std::vector<std::int32_t> v;
  for (std::int32_t i = 0; i < 1001; ++i) {
    v.push_back((i * 7919) % 211);
  }
  std::vector<std::int32_t> sorted = v;
  std::sort(sorted.begin(), sorted.end());
  EXPECT_EQ(SliceStats::median(v), sorted[500]);
}

TEST(SliceStats, FullSlicesGiveTheWorkFiguresAllGiveTheTimes) {
  SliceStats s;
  s.add(100, 4.0, true);
  s.add(120, 4.5, true);
  s.add(5000, 40.0, false);  // done early: its work is no full slice's
  s.add(110, 3.5, true);
  EXPECT_EQ(s.json(),
            "{\"slices\":4,\"full\":3,\"work\":5330,\"median_work\":110,\"worst_work\":120,"
            "\"median_ms\":4.50,\"worst_ms\":40.00}");
  s.clear();
  EXPECT_EQ(s.json(),
            "{\"slices\":0,\"full\":0,\"work\":0,\"median_work\":0,\"worst_work\":0,"
            "\"median_ms\":0.00,\"worst_ms\":0.00}");
}

}  // namespace
}  // namespace marbles::ui
