// The Offboard board's layout (ui/boards/offboard_layout.h): the targets sit where the marbles
// fall, and the coordinate labels stay readable: clear of the cups, of the values and of each
// other, inside the view, and each beside the row or diagonal it names.
#include "ui/boards/offboard_layout.h"

#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

namespace marbles::ui::offboard_layout {
namespace {

std::string where(Pt p) {
  return "(" + std::to_string(p.x) + ", " + std::to_string(p.y) + ")";
}

// A few target values: the default, and values whose corners pick the other target.
std::vector<ob::Variant> variants() {
  ob::Variant high_first;
  for (int t = 0; t < ob::kTargets; ++t) {
    high_first.values[t] = static_cast<std::uint8_t>(9 - t % 3);
  }
  ob::Variant all_fives;
  for (auto& v : all_fives.values) {
    v = 5;
  }
  return {ob::Variant{}, high_first, all_fives};
}

// A marble pushed off an edge (not a corner's outer line) lands in the cup nearest the point
// where it leaves the board: the cup drawn is the one the rules name.
TEST(OffboardLayout, EachPushLandsInTheNearestCup) {
  for (const ob::Variant& v : variants()) {
    const Layout l = make_layout(v);
    int pushes = 0;
    for (int c = 0; c < ob::kCells; ++c) {
      for (int d = 0; d < ob::kDirs; ++d) {
        if (ob::neighbour(c, d) >= 0) {
          continue;
        }
        const Pt o = at_rc(ob::row_of(c) + ob::kDRow[d], ob::diag_of(c) + ob::kDDiag[d]);
        if (std::hypot(o.x, o.y) > 4.95f) {
          continue;  // a corner's outer line: the rules choose between two cups by value
        }
        const int t = ob::target_of(v, c, d);
        ASSERT_GE(t, 0);
        int nearest = 0;
        for (int u = 1; u < ob::kTargets; ++u) {
          if (distance(o, l.target[static_cast<std::size_t>(u)]) <
              distance(o, l.target[static_cast<std::size_t>(nearest)])) {
            nearest = u;
          }
        }
        EXPECT_EQ(nearest, t) << ob::cell_name(c) << " direction " << d;
        ++pushes;
      }
    }
    EXPECT_GT(pushes, 24);
  }
}

TEST(OffboardLayout, LabelsClearOfCupsValuesAndEachOther) {
  for (const ob::Variant& v : variants()) {
    const Layout l = make_layout(v);
    for (int k = 0; k < kLabels; ++k) {
      const Label a = label(k, l);
      const std::string name(1, a.text);
      for (std::size_t t = 0; t < l.target.size(); ++t) {
        EXPECT_GE(distance(a.at, l.target[t]), kCupR + kLabelClear - 1e-4f)
            << name << " at " << where(a.at) << " under cup " << t;
        // A value's disc and a label's are each about a third of a cell across at most.
        EXPECT_GE(distance(a.at, l.value[t]), 0.8f) << name << " on value " << t;
      }
      for (int m = 0; m < kLabels; ++m) {
        const Label b = label(m, l);
        if (m != k) {
          EXPECT_GE(distance(a.at, b.at), 0.7f) << name << " on " << b.text;
        }
      }
      EXPECT_LE(std::fabs(a.at.x), kHalfW - 0.4f) << name;
      EXPECT_LE(std::fabs(a.at.y), kHalfH - 0.4f) << name;
    }
    for (const Pt& p : l.value) {
      EXPECT_LE(std::fabs(p.x), kHalfW - 0.4f) << where(p);
      EXPECT_LE(std::fabs(p.y), kHalfH - 0.4f) << where(p);
      // A value beside its cup, not on it (nor on another).
      for (const Pt& t : l.target) {
        EXPECT_GE(distance(p, t), kCupR + 0.25f) << "value at " << where(p);
      }
    }
    for (const Pt& t : l.target) {
      EXPECT_LE(std::fabs(t.x), kHalfW - kCupR) << "cup at " << where(t);
      EXPECT_LE(std::fabs(t.y), kHalfH - kCupR) << "cup at " << where(t);
    }
  }
}

TEST(OffboardLayout, EachLabelBesideWhatItNames) {
  const Layout l = make_layout({});
  std::size_t j = 0;
  for (int row = 0; row < ob::kRows; ++row, ++j) {
    const Label a = label(static_cast<int>(j), l);
    EXPECT_EQ(a.text, 'a' + row);
    EXPECT_FALSE(a.small);
    // Level with its row (nearer it than the rows above and below), left of its first cell.
    EXPECT_LT(std::fabs(a.at.y - at_rc(row, 5).y), kRowH / 2) << a.text;
    EXPECT_LT(a.at.x, at_rc(row, std::max(1, row - 3)).x - 0.5f) << a.text;
  }
  // A number sits on its diagonal's line carried off the board (the diagonals run up and to the
  // left, kRowH apart): nearer it than halfway to the next.
  for (int diag = 1; diag <= 9; ++diag, ++j) {
    const Label a = label(static_cast<int>(j), l);
    EXPECT_EQ(a.text, '0' + diag);
    EXPECT_TRUE(a.small);
    const Pt on = at_rc(4, diag);
    const float across = std::fabs((a.at.x - on.x) * kRowH + (a.at.y - on.y) * 0.5f);
    EXPECT_LT(across, kRowH / 2) << a.text << " at " << where(a.at);
    EXPECT_LT(a.at.y, at_rc(std::max(0, diag - 5), diag).y) << a.text << ": below its first cell";
  }
  EXPECT_EQ(static_cast<int>(j), kLabels);
}

// Where a label's first place is under a cup, it moves away, along its row or edge only.
TEST(OffboardLayout, ClearOfTargetsMovesAlongTheAxisOnly) {
  std::array<Pt, ob::kTargets> cups{};
  for (auto& c : cups) {
    c = {50, 50};
  }
  cups[0] = {0, 0.4f};
  const Pt p = clear_of_targets({0, 0}, {0, 1}, cups);
  EXPECT_FLOAT_EQ(p.x, 0);
  EXPECT_GE(distance(p, cups[0]), kCupR + kLabelClear);
  EXPECT_NEAR(p.y, -0.24f, 1e-5f);  // the least step out: six of 0.04 down, away from the cup
  const Pt free = clear_of_targets({5, 5}, {1, 0}, cups);
  EXPECT_FLOAT_EQ(free.x, 5);
  EXPECT_FLOAT_EQ(free.y, 5);
}

}  // namespace
}  // namespace marbles::ui::offboard_layout
