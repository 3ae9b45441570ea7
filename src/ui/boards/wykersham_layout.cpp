// The Wykersham board's geometry and what is under a point (wykersham_layout.h).
#include "ui/boards/wykersham_layout.h"

#include <algorithm>
#include <cctype>
#include <cmath>

#include "games/registry.h"
#include "ui/draw.h"

namespace marbles::ui::wykersham_view {

namespace {

float dist(ImVec2 a, ImVec2 b) {
  return std::hypot(a.x - b.x, a.y - b.y);
}

}  // namespace

float rail_x(int rail) {
  return kLabelW + 0.5f + static_cast<float>(rail);
}

std::string rail_name(int rail) {
  return std::string(1, static_cast<char>('a' + rail));
}

std::string side(int p, Lang lang) {
  const GameInfo* info = find_game(wy::Game::kId);
  if (info == nullptr || p < 0 || p > 1) {
    return "?";
  }
  const auto i = static_cast<std::size_t>(p);
  return std::string(lang == Lang::kFr ? info->side_fr[i] : info->side_en[i]);
}

bool contains(const std::vector<Action>& v, Action a) {
  return std::find(v.begin(), v.end(), a) != v.end();
}

bool dice_entry(const wy::State& s, const std::vector<Action>& legal) {
  if (s.phase != wy::Phase::kRoll && s.phase != wy::Phase::kRollOff) {
    return false;
  }
  for (Action a : legal) {
    if (wy::is_roll(a) || a == wy::kRollOffRed || a == wy::kRollOffGreen) {
      return true;
    }
  }
  return false;
}

void Layout::place(ImVec2 min, ImVec2 max) {
  const float w = max.x - min.x;
  const float h = max.y - min.y;
  unit_ = std::floor(std::fmin(w / kWidth, h / kHeight) * 2) / 2;
  if (unit_ < 1) {
    unit_ = 1;
  }
  const ImVec2 size{unit_ * kWidth, unit_ * kHeight};
  min_ = {std::floor(min.x + (w - size.x) / 2), std::floor(min.y + (h - size.y) / 2)};
  max_ = {min_.x + size.x, min_.y + size.y};
}

void Layout::remember(const wy::State& s) const {
  for (int r = 0; r < wy::kRails; ++r) {
    offset_[static_cast<std::size_t>(r)] = s.offset[r];
  }
}

int Layout::hit(ImVec2 p) const {
  const ImVec2 b = to_board(p);
  const float rx = b.x - kLabelW;
  if (rx < 0 || rx >= kRailsW) {
    return -1;
  }
  const int rail = static_cast<int>(rx);
  if (std::fabs(b.x - rail_x(rail)) > kBarW / 2 + 0.05f) {
    return -1;
  }
  const int cup = static_cast<int>(std::lround(b.y)) + 5 - offset_[static_cast<std::size_t>(rail)];
  if (cup < 0 || cup >= wy::kCupsPerRail) {
    return -1;
  }
  return wy::cell(rail, cup);
}

ImVec2 Layout::cell_center(int c) const {
  if (c < 0 || c >= wy::kCells) {
    return {0, 0};
  }
  return to_screen(
      cup_at(c, static_cast<float>(offset_[static_cast<std::size_t>(wy::rail_of(c))])));
}

bool Layout::arrow_shown(const wy::State& s, Action a) {
  if (s.phase != wy::Phase::kSlide || s.slide_rail < 0) {
    return false;
  }
  const int o = s.offset[s.slide_rail] + (a == wy::kSlidePlus ? 1 : -1);
  return o >= -wy::kMaxOffset && o <= wy::kMaxOffset;
}

ImVec2 Layout::arrow_screen(const wy::State& s, Action a) const {
  const float x = rail_x(std::max<int>(0, s.slide_rail));
  return to_screen({x, a == wy::kSlidePlus ? kArrowAt : -kArrowAt});
}

std::vector<Key> Layout::keys(const wy::State& s) const {
  std::vector<Key> out;
  const ImVec2 a = to_screen({0.25f, 4.3f});
  const ImVec2 b = to_screen({kWidth - 0.25f, -4.3f});
  if (s.phase == wy::Phase::kRollOff) {
    const float h = unit_ * 1.3f;
    const float y = (a.y + b.y) / 2;
    out.push_back(Key{
        wy::kRollOffRed, {a.x + unit_ * 0.3f, y - h * 1.2f}, {b.x - unit_ * 0.3f, y - h * 0.2f}});
    out.push_back(Key{
        wy::kRollOffGreen, {a.x + unit_ * 0.3f, y + h * 0.2f}, {b.x - unit_ * 0.3f, y + h * 1.2f}});
    return out;
  }
  if (s.phase != wy::Phase::kRoll) {
    return out;
  }
  const float top = a.y + unit_ * 1.3f;  // under the title
  const float cw = (b.x - a.x - unit_ * 0.4f) / 6;
  const float ch = std::fmin(cw, (b.y - top - unit_ * 0.2f) / 6);
  for (int lo = 1; lo <= 6; ++lo) {
    for (int hi = lo; hi <= 6; ++hi) {
      const ImVec2 k0{a.x + unit_ * 0.2f + cw * static_cast<float>(hi - 1) + 2,
                      top + ch * static_cast<float>(lo - 1) + 2};
      out.push_back(Key{wy::roll_action(lo, hi), k0, {k0.x + cw - 4, k0.y + ch - 4}});
    }
  }
  return out;
}

Action Layout::control_at(ImVec2 p, const wy::State& s, const std::vector<Action>& legal) const {
  if (s.phase == wy::Phase::kSlide) {
    for (Action a : {wy::kSlideMinus, wy::kSlidePlus}) {
      if (arrow_shown(s, a) && dist(p, arrow_screen(s, a)) <= unit_ * 0.5f) {
        return a;
      }
    }
  }
  if (dice_entry(s, legal)) {
    for (const Key& k : keys(s)) {
      if (p.x >= k.min.x && p.x <= k.max.x && p.y >= k.min.y && p.y <= k.max.y) {
        return k.action;
      }
    }
  }
  return kNoAction;
}

bool Layout::control_center(const wy::State& s, std::string_view name, ImVec2* out) const {
  std::string n(name);
  for (char& ch : n) {
    ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  }
  // A placement "3b": the cup of rail b on cross-row 3 now.
  if (n.size() == 2 && n[1] >= 'a' && n[1] < 'a' + wy::kRails) {
    for (int x = 0; x < wy::kCrossRows; ++x) {
      if (wy::row_label(x) == n.substr(0, 1)) {
        *out = cell_center(wy::row_cell(s, x, n[1] - 'a'));
        return true;
      }
    }
  }
  // A slide "b+" / "b-" (a scoring one may be written "b+!"): its arrow.
  if (s.slide_rail >= 0 && (n.size() == 2 || (n.size() == 3 && n[2] == '!')) &&
      n[0] == 'a' + s.slide_rail && (n[1] == '+' || n[1] == '-')) {
    *out = arrow_screen(s, n[1] == '+' ? wy::kSlidePlus : wy::kSlideMinus);
    return true;
  }
  // A roll "3-5" or the roll-off "red" / "green": its key on the dice grid.
  for (const Key& k : keys(s)) {
    if (wy::Game::action_text(s, k.action) == n) {
      *out = lerp(k.min, k.max, 0.5f);
      return true;
    }
  }
  return false;
}

Action Layout::drag_action(ImVec2 from, ImVec2 to, const wy::State& s) const {
  if (s.phase != wy::Phase::kSlide || s.slide_rail < 0) {
    return kNoAction;
  }
  const ImVec2 a = to_board(from);
  const ImVec2 b = to_board(to);
  if (std::fabs(a.x - rail_x(s.slide_rail)) > 0.5f) {
    return kNoAction;
  }
  const float dy = b.y - a.y;
  if (std::fabs(dy) < 0.45f || std::fabs(dy) < 1.5f * std::fabs(b.x - a.x)) {
    return kNoAction;
  }
  return dy > 0 ? wy::kSlidePlus : wy::kSlideMinus;
}

}  // namespace marbles::ui::wykersham_view
