// The Quits board's geometry and what is under a point (quits_layout.h).
#include "ui/boards/quits_layout.h"

#include <cctype>
#include <cmath>
#include <string>

#include "ui/boards/parts.h"

namespace marbles::ui::quits_view {

ImVec2 centre_of(int c) {
  return {static_cast<float>(qu::col_of(c)) + 0.5f, static_cast<float>(qu::row_of(c)) + 0.5f};
}

std::vector<Action> shown_arrows(const qu::State& s, const std::vector<Action>& legal) {
  std::vector<Action> out;
  for (Action a : legal) {
    if (qu::is_slide(a)) {
      out.push_back(a);
    }
  }
  if (!legal.empty() && s.last_slide >= 0) {
    out.push_back(qu::reverse_slide(s.last_slide));
  }
  return out;
}

void Layout::place(ImVec2 min, ImVec2 max) {
  const float w = max.x - min.x;
  const float h = max.y - min.y;
  cell_ = std::floor(std::fmin(w, h) / kUnits);
  if (cell_ < 1) {
    cell_ = 1;
  }
  const float side = cell_ * kUnits;
  min_ = {std::floor(min.x + (w - side) / 2), std::floor(min.y + (h - side) / 2)};
  max_ = {min_.x + side, min_.y + side};
  centre_ = {min_.x + side / 2, min_.y + side / 2};
}

void Layout::face(const qu::Variant& v, int player) {
  // The seat's home corner at the bottom left: a1 as printed, a5 a quarter turn
  // anticlockwise, e5 half a turn, e1 three quarters.
  const int home = player >= 0 && player < v.players ? qu::home_corner(v, player) : qu::cell(0, 0);
  const bool left = qu::col_of(home) == 0;
  const bool low = qu::row_of(home) == 0;
  turns_ = left ? (low ? 0 : 1) : (low ? 3 : 2);
}

ImVec2 Layout::to_screen(ImVec2 b) const {
  float dx = b.x - kHalf;
  float dy = b.y - kHalf;
  for (int i = 0; i < turns_; ++i) {
    const float t = dx;  // a quarter turn anticlockwise
    dx = -dy;
    dy = t;
  }
  return {centre_.x + dx * cell_, centre_.y - dy * cell_};
}

ImVec2 Layout::to_board(ImVec2 p) const {
  float dx = (p.x - centre_.x) / cell_;
  float dy = -(p.y - centre_.y) / cell_;
  for (int i = 0; i < turns_; ++i) {
    const float t = dx;  // a quarter turn clockwise
    dx = dy;
    dy = -t;
  }
  return {dx + kHalf, dy + kHalf};
}

ImVec2 Layout::screen_dir(ImVec2 d) const {
  const ImVec2 a = to_screen({kHalf, kHalf});
  const ImVec2 b = to_screen({kHalf + d.x, kHalf + d.y});
  return {(b.x - a.x) / cell_, (b.y - a.y) / cell_};
}

int Layout::hit(ImVec2 p) const {
  const ImVec2 b = to_board(p);
  if (b.x < 0 || b.y < 0 || b.x >= qu::kSize || b.y >= qu::kSize) {
    return -1;
  }
  return qu::cell(static_cast<int>(b.x), static_cast<int>(b.y));
}

ImVec2 Layout::arrow_at(Action a) {
  const int line = qu::slide_line(a);
  const bool high = qu::slide_toward_high(a);
  const float out = high ? -kArrowAt : qu::kSize + kArrowAt;
  if (line < qu::kSize) {
    return {out, static_cast<float>(line) + 0.5f};
  }
  return {static_cast<float>(line - qu::kSize) + 0.5f, out};
}

ImVec2 Layout::slide_dir(Action a) {
  const float d = qu::slide_toward_high(a) ? 1.0f : -1.0f;
  return qu::slide_line(a) < qu::kSize ? ImVec2{d, 0} : ImVec2{0, d};
}

ImVec2 Layout::dish_at(int corner) {
  const float x = qu::col_of(corner) == 0 ? -kDishAt : qu::kSize + kDishAt;
  const float y = qu::row_of(corner) == 0 ? -kDishAt : qu::kSize + kDishAt;
  return {x, y};
}

ImVec2 Layout::dish_slot(const qu::Variant& v, int q, int k) const {
  const ImVec2 d = to_screen(dish_at(qu::exit_corner(v, q)));
  if (qu::target(v) == 1) {
    return d;
  }
  const float a = -parts::kPi / 2 + 2 * parts::kPi / 3 * static_cast<float>(k % 3);
  return {d.x + std::cos(a) * cell_ * 0.165f, d.y + std::sin(a) * cell_ * 0.165f};
}

float Layout::dish_marble(const qu::Variant& v) const {
  return cell_ * (qu::target(v) == 1 ? 0.62f : 0.44f);
}

ImVec2 Layout::lifted_centre(ImVec2 b, float lift) const {
  const ImVec2 p = to_screen(b);
  return {p.x - lift * cell_ * 0.06f, p.y - lift * cell_ * 0.08f};
}

Action Layout::control_at(ImVec2 p, const qu::State& s, const std::vector<Action>& legal) const {
  const ImVec2 b = to_board(p);
  for (Action a : shown_arrows(s, legal)) {
    const ImVec2 at = arrow_at(a);
    if (std::fabs(b.x - at.x) <= 0.5f && std::fabs(b.y - at.y) <= 0.5f) {
      return a;
    }
  }
  return kNoAction;
}

bool Layout::control_center(std::string_view name, ImVec2* out) const {
  for (Action a = qu::kSlideBase; a < qu::kPass; ++a) {
    const std::string slide = qu::slide_name(a);
    bool same = slide.size() == name.size();
    for (std::size_t i = 0; same && i < slide.size(); ++i) {
      same = std::tolower(static_cast<unsigned char>(name[i])) == slide[i];
    }
    if (same) {
      *out = to_screen(arrow_at(a));
      return true;
    }
  }
  return false;
}

Action Layout::slide_of_drag(ImVec2 from, ImVec2 to) const {
  const ImVec2 a = to_board(from);
  const ImVec2 b = to_board(to);
  if (a.x < 0 || a.y < 0 || a.x >= qu::kSize || a.y >= qu::kSize) {
    return kNoAction;
  }
  // Along a row or a column by about a tile (more is still one slide).
  const float dx = b.x - a.x;
  const float dy = b.y - a.y;
  const int col = static_cast<int>(a.x);
  const int row = static_cast<int>(a.y);
  if (std::fabs(dx) >= 0.45f && std::fabs(dx) > 1.5f * std::fabs(dy)) {
    return qu::slide_action(row, dx > 0);
  }
  if (std::fabs(dy) >= 0.45f && std::fabs(dy) > 1.5f * std::fabs(dx)) {
    return qu::slide_action(qu::kSize + col, dy > 0);
  }
  return kNoAction;
}

}  // namespace marbles::ui::quits_view
