// Where the Offboard board's targets, their values and its coordinate labels sit, in board
// units: cell pitch 1, the centre cell e5 at 0, 0, y up. The board view
// (src/ui/boards/offboard.cpp) places the targets once per variant and the labels as it draws.
// Plain C++ (no ImGui), so the engine suite can check that no label hides under a cup or leaves the
// view.
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>

#include "games/offboard/rules.h"

namespace marbles::ui::offboard_layout {

namespace ob = marbles::offboard;

constexpr float kRowH = 0.8660254f;  // sqrt(3) / 2: rows of a hexagonal grid
constexpr float kCupR = 0.42f;       // a target's cup
constexpr float kLabelClear = 0.2f;  // a coordinate label's room beyond a cup
constexpr float kHalfW = 6.0f;       // half the view's width (cells, targets, labels)
constexpr float kHalfH = 5.75f;      // half its height (targets, the score strips)
constexpr float kValueOut = 0.78f;   // a target's value, this far beyond the cup's middle
constexpr float kSmallLabel = 0.8f;  // the diagonal numbers' size, of the row letters'

struct Pt {
  float x = 0;
  float y = 0;
};

// A cell's centre; also for cells just off the board (row -1..9, diagonal 0..10).
inline Pt at_rc(int row, int diag) {
  return {static_cast<float>(diag) - 5.0f - static_cast<float>(row - 4) * 0.5f,
          static_cast<float>(row - 4) * kRowH};
}

inline float distance(Pt a, Pt b) {
  return std::hypot(a.x - b.x, a.y - b.y);
}

struct Label {
  Pt at;
  char text = 0;
  bool small = false;  // a diagonal number (drawn at kSmallLabel of the letters' size)
};

struct Layout {
  std::array<Pt, ob::kTargets> target{};  // each target's cup
  std::array<Pt, ob::kTargets> value{};   // its value's disc
};

// `at` moved along `axis` (a unit vector), either way, by the least step of 0.04 that puts it
// kLabelClear beyond every cup; `at` itself when no such step within a third of a cell exists.
inline Pt clear_of_targets(Pt at, Pt axis, const std::array<Pt, ob::kTargets>& cups) {
  auto clear = [&](Pt p) {
    for (const Pt& t : cups) {
      if (distance(p, t) < kCupR + kLabelClear) {
        return false;
      }
    }
    return true;
  };
  for (int k = 0; k <= 8; ++k) {
    for (const float sign : {1.0f, -1.0f}) {
      const float d = sign * 0.04f * static_cast<float>(k);
      const Pt p{at.x + axis.x * d, at.y + axis.y * d};
      if (clear(p)) {
        return p;
      }
    }
  }
  return at;
}

// Each target's cup sits beyond the middle of its half-edge (the average of the just-off-board
// cells that fall into it), its value further out.
inline Layout make_layout(const ob::Variant& v) {
  Layout out;
  std::array<Pt, ob::kTargets> sum{};
  std::array<int, ob::kTargets> n{};
  for (int c = 0; c < ob::kCells; ++c) {
    for (int d = 0; d < ob::kDirs; ++d) {
      if (ob::neighbour(c, d) >= 0) {
        continue;
      }
      const int t = ob::target_of(v, c, d);
      const Pt o = at_rc(ob::row_of(c) + ob::kDRow[d], ob::diag_of(c) + ob::kDDiag[d]);
      // Corner pushes (two outer lines) are left out: they do not say where a half-edge is.
      if (t < 0 || std::hypot(o.x, o.y) > 4.95f) {
        continue;
      }
      const auto i = static_cast<std::size_t>(t);
      sum[i] = {sum[i].x + o.x, sum[i].y + o.y};
      ++n[i];
    }
  }
  for (std::size_t i = 0; i < sum.size(); ++i) {
    const float k = n[i] > 0 ? 1.0f / static_cast<float>(n[i]) : 0.0f;
    const Pt m{sum[i].x * k, sum[i].y * k};
    const float r = std::fmax(0.01f, std::hypot(m.x, m.y));
    const Pt dir{m.x / r, m.y / r};
    out.target[i] = {dir.x * (r + 0.05f), dir.y * (r + 0.05f)};
    out.value[i] = {dir.x * (r + kValueOut), dir.y * (r + kValueOut)};
  }
  return out;
}

// The coordinate labels, clear of the cups: k 0-8 the row letters a-i on the left of each row,
// k 9-17 the diagonal numbers 1-9, below the first cell of diagonals 1-5, then up the lower
// right edge.
constexpr int kLabels = ob::kRows + 9;
inline Label label(int k, const Layout& l) {
  if (k < ob::kRows) {
    const Pt first = at_rc(k, std::max(1, k - 3));
    return {clear_of_targets({first.x - 0.78f, first.y}, {0, 1}, l.target),
            static_cast<char>('a' + k), false};
  }
  const int diag = k - ob::kRows + 1;
  const Pt cell = at_rc(std::max(0, diag - 5), diag);
  const Pt along = diag <= 5 ? Pt{1, 0} : Pt{0.5f, kRowH};
  return {clear_of_targets({cell.x + 0.3f, cell.y - 0.55f}, along, l.target),
          static_cast<char>('0' + diag), true};
}

}  // namespace marbles::ui::offboard_layout
