// Marks drawn by hand on a study's board (docs/NOTATION.md, "Comments, variations and marks"):
// the right button clicked on a cell highlights it, dragged from a cell to another draws an
// arrow; on a touch screen a finger held still on a cell for half a second does the same (lifted
// there: the cell; dragged: the arrow). Green, or red with Shift, blue with Alt, yellow with
// Ctrl, as on lichess. The same mark again takes it away. Each is written into the comment of the
// position shown, as an edit Undo takes back.
#include <algorithm>
#include <cmath>

#include "ui/app.h"
#include "ui/app_parts.h"

namespace marbles::ui {

namespace {
constexpr double kLongPressMs = 500;
}  // namespace

bool App::marks_by_hand() const {
  return board_input() && !editor_ && !set_.kiosk && set_.screen == Screen::kGame;
}

void App::mark_event(const PointerEvent& e) {
  if (!marks_by_hand()) {
    mark_from_ = -1;
    return;
  }
  const int cell = view_->hit(v2(e.x * scale_, e.y * scale_));
  if (e.kind == PointerEvent::Kind::kDown) {
    mark_from_ = cell;
    mark_colour_ = e.shift  ? MarkColour::kRed
                   : e.alt  ? MarkColour::kBlue
                   : e.ctrl ? MarkColour::kYellow
                            : MarkColour::kGreen;
  } else if (e.kind == PointerEvent::Kind::kUp) {
    if (mark_from_ >= 0 && cell >= 0) {
      toggle_mark(Mark{mark_from_, cell == mark_from_ ? -1 : cell, mark_colour_});
    }
    mark_from_ = -1;
  }
}

bool App::long_press_marks() const {
  // Only where the record is a study already (a comment or a variation): in a game, a finger
  // held on a cell while one thinks is a move.
  return marks_by_hand() && (root_ || has_comments());
}

bool App::held_touch(const PointerEvent& e) {
  using Kind = PointerEvent::Kind;
  if (marking_) {
    if (e.kind == Kind::kUp) {
      mark_event(e);  // lifted on the same cell: a highlight; on another: an arrow
      marking_ = false;
      touch_down_ms_ = -1;
      touch_active_ = false;
      touch_release_pending_ = true;
    }
    return true;
  }
  if (e.kind == Kind::kMove &&
      std::hypot(e.x - touch_start_.x, e.y - touch_start_.y) <= kTouchSlop) {
    return true;  // still within the slop: maybe still a long press
  }
  touch_down_ms_ = -1;  // lifted or dragged before the time: a tap or a drag, pressed now
  return false;
}

void App::long_press_time() {
  if (touch_down_ms_ < 0 || marking_ || now_ms_ - touch_down_ms_ < kLongPressMs) {
    return;
  }
  marking_ = true;  // held long enough: the finger draws a mark, from the cell it holds
  PointerEvent down;
  down.kind = PointerEvent::Kind::kDown;
  down.x = touch_start_.x;
  down.y = touch_start_.y;
  mark_event(down);
}

void App::toggle_mark(Mark m) {
  Annotation a = annotation_here();
  const auto same = std::find_if(a.marks.begin(), a.marks.end(),
                                 [&](const Mark& x) { return x.from == m.from && x.to == m.to; });
  if (same == a.marks.end()) {
    a.marks.push_back(m);
  } else if (same->colour == m.colour) {
    a.marks.erase(same);
  } else {
    same->colour = m.colour;
  }
  write_comment_here(write_annotation(a, ctl_.state()));
}

}  // namespace marbles::ui
