// Where the Quits board's tiles and marbles are this frame (quits_layout.h): at rest, during an
// action being shown (a slide's tiles gliding, the lifted tile travelling over, marbles flying
// into their dish), or following a line being dragged.
#include <algorithm>
#include <cmath>
#include <vector>

#include "ui/boards/parts.h"
#include "ui/boards/quits_layout.h"
#include "ui/draw.h"

namespace marbles::ui::quits_view {

namespace {

using parts::clamp01;
using parts::ease;
using parts::kPi;

// Animation times (ms): a marble's step, a slide, a marble flying into its dish.
constexpr float kMoveMs = 220;
constexpr float kSlideMs = 460;
constexpr float kExitMs = 300;

// Whether action a, played in b, takes a marble off the board.
bool leaves(const qu::State& b, Action a) {
  qu::State after = b;
  qu::Game::apply(after, a);
  for (int q = 0; q < b.variant.players; ++q) {
    if (after.out[q] > b.out[q]) {
      return true;
    }
  }
  return false;
}

// Tiles and marbles of b with action a done to fraction e; with `after`, the marbles that left
// fly to their dish (fraction x) once `exiting`.
void place(Scene& sc, const qu::State& b, Action a, float e, const qu::State* after, float x,
           bool exiting) {
  const bool slide = a >= 0 && qu::is_slide(a);
  const bool move = a >= 0 && qu::is_move(a);
  const ActionCells ac = a >= 0 ? qu::Game::action_cells(b, a) : ActionCells{};
  const int line = slide ? qu::slide_line(a) : -1;
  auto in_line = [&](int c) {
    if (!slide) {
      return false;
    }
    return line < qu::kSize ? qu::row_of(c) == line : qu::col_of(c) == line - qu::kSize;
  };
  // Where each cell's content goes.
  auto dest = [&](int c) {
    if (slide) {
      return qu::slid_cell(a, c);
    }
    if (move && c == ac.from) {
      return ac.to;
    }
    return c;
  };
  for (int c = 0; c < qu::kCells; ++c) {
    if (!in_line(c)) {
      sc.tiles.push_back(Tile{centre_of(c), 0});
    } else if (c == ac.from) {
      // The lifted tile: up, over to the other end, down; out of the line towards the middle.
      const ImVec2 a0 = centre_of(c);
      const ImVec2 a1 = centre_of(ac.to);
      const float lift = std::sin(kPi * e);
      const ImVec2 side = line < qu::kSize ? ImVec2{0, line < 2 ? 1.0f : -1.0f}
                                           : ImVec2{line - qu::kSize < 2 ? 1.0f : -1.0f, 0};
      const ImVec2 at = lerp(a0, a1, e);
      sc.lifted.push_back(Tile{{at.x + side.x * 0.45f * lift, at.y + side.y * 0.45f * lift}, lift});
    } else {
      sc.tiles.push_back(Tile{lerp(centre_of(c), centre_of(dest(c)), e), 0});
    }
  }
  for (int q = 0; q < b.variant.players; ++q) {
    const bool left = after != nullptr && after->out[q] > b.out[q];
    const int exit = qu::exit_corner(b.variant, q);
    for (int c = 0; c < qu::kCells; ++c) {
      if ((b.board[q] >> c & 1u) == 0) {
        continue;
      }
      const int d = dest(c);
      if (left && d == exit) {
        sc.dish_hide[q] = 1;
        if (exiting) {
          sc.flying.push_back(Flying{centre_of(exit), q, b.out[q], x});
          continue;
        }
      }
      sc.marbles.push_back(Marble{lerp(centre_of(c), centre_of(d), e), q, a >= 0 ? -1 : c});
    }
  }
}

}  // namespace

float action_ms(const qu::State& b, Action a) {
  const float base = qu::is_slide(a) ? kSlideMs : kMoveMs;
  return base + (leaves(b, a) ? kExitMs : 0.0f);
}

Scene make_scene(const Layout& at, const qu::State& s, const BoardMarks& marks) {
  Scene sc;
  const PieceAnimation& an = marks.animation;
  const bool animating =
      an.active && an.before && an.before->game_id() == qu::Game::kId && an.action >= 0;
  if (animating) {
    const qu::State& b = state_of<qu::Game>(*an.before);
    const float total = action_ms(b, an.action);
    const float base = qu::is_slide(an.action) ? kSlideMs : kMoveMs;
    const float split = base / total;  // the action, then the exits
    place(sc, b, an.action, ease(clamp01(an.t / split)), &s, clamp01((an.t - split) / (1 - split)),
          an.t >= split);
    return sc;
  }
  if (marks.dragging) {
    // A row or column being dragged follows the pointer by up to a tile.
    const Action a = at.slide_of_drag(marks.drag_from, marks.drag_to);
    if (a != kNoAction &&
        std::find(marks.legal.begin(), marks.legal.end(), a) != marks.legal.end()) {
      const ImVec2 d = at.screen_dir(Layout::slide_dir(a));
      const float along = ((marks.drag_to.x - marks.drag_from.x) * d.x +
                           (marks.drag_to.y - marks.drag_from.y) * d.y) /
                          at.cell();
      place(sc, s, a, clamp01(along), nullptr, 0, false);
      sc.preview = true;
      return sc;
    }
  }
  place(sc, s, kNoAction, 0, nullptr, 0, false);
  return sc;
}

}  // namespace marbles::ui::quits_view
