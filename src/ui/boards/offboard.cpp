// The Offboard board: a hexagon of 61 round cells (side 5, rows a at the bottom to i at the top,
// Red's edge at the bottom, Yellow's at the top) on a slate base, and round it the twelve
// targets, two per edge, each a cup with its value beside it; a marble pushed off rolls into
// the cup of the half-edge it crosses. Rows and diagonals are written on the rim.
//
// Playing: tap a marble, then where it goes; a marble at the back of a line of your marbles
// also offers where the line goes (its front marble's next cell), a push included. Hovering a
// target rings every marble the move carries, the opponent's it pushes and the one it pushes
// off. Dragging a marble along an axis does the same. A line move glides its marbles one cell;
// a marble pushed off rolls round into its target. Scores and marbles waiting to come back
// (pushed towards an occupied target) show beside each player's edge.
//
// The view decides no rule: moves come from the app's marks, what a move carries from
// offboard::describe_move(), where a marble falls from offboard::target_of().
#include <algorithm>
#include <array>
#include <cmath>
#include <string>
#include <vector>

#include "core/any_game.h"
#include "games/offboard/rules.h"
#include "games/registry.h"
#include "ui/board_view.h"
#include "ui/boards/offboard_layout.h"
#include "ui/boards/parts.h"
#include "ui/draw.h"
#include "ui/palette.h"
#include "ui/text.h"
#include "ui/theme.h"

namespace marbles::ui {

namespace {

namespace ob = marbles::offboard;

namespace lay = offboard_layout;
using lay::kCupR;
using lay::kHalfH;
using lay::kHalfW;
constexpr float kCellR = 0.47f;  // a cell's hole
using parts::clamp01;
using parts::ease;
using parts::kPi;

constexpr float kMoveMs = 260;
constexpr float kOffMs = 420;

constexpr ImU32 kSlate = IM_COL32(0x3C, 0x4A, 0x55, 0xFF);
constexpr ImU32 kSlateEdge = IM_COL32(0x1E, 0x27, 0x2E, 0xFF);
constexpr ImU32 kFelt = IM_COL32(0x4E, 0x5E, 0x6A, 0xFF);
constexpr ImU32 kHole = IM_COL32(0x2A, 0x34, 0x3C, 0xFF);
constexpr ImU32 kHoleRim = IM_COL32(0x6A, 0x7B, 0x88, 0xFF);
constexpr ImU32 kCupBody = IM_COL32(0x2C, 0x22, 0x1A, 0xFF);
constexpr ImU32 kCupRim = IM_COL32(0xC9, 0xA4, 0x5C, 0xFF);
constexpr ImU32 kLabel = IM_COL32(0xE8, 0xEE, 0xF2, 0xFF);
constexpr ImU32 kValue = IM_COL32(0xFF, 0xE0, 0x8A, 0xFF);

ImVec2 iv(lay::Pt p) {
  return {p.x, p.y};
}
// A cell's centre in board units (offboard_layout.h). Also for cells just off the board.
ImVec2 at_rc(int row, int diag) {
  return iv(lay::at_rc(row, diag));
}
ImVec2 centre_of(int c) {
  return at_rc(ob::row_of(c), ob::diag_of(c));
}
ImVec2 beyond(int c, int d) {
  return at_rc(ob::row_of(c) + ob::kDRow[d], ob::diag_of(c) + ob::kDDiag[d]);
}

std::string side(int p, Lang lang) {
  const GameInfo* info = find_game(ob::Game::kId);
  if (info == nullptr || p < 0 || p > 1) {
    return "?";
  }
  const auto i = static_cast<std::size_t>(p);
  return std::string(lang == Lang::kFr ? info->side_fr[i] : info->side_en[i]);
}

class OffboardBoard final : public BoardView {
 public:
  void configure(const AnyState& s) override { place_targets(state_of<ob::Game>(s).variant); }

  float aspect() const override { return kHalfW / kHalfH; }

  void layout(ImVec2 min, ImVec2 max, float scale) override {
    (void)scale;
    const float w = max.x - min.x;
    const float h = max.y - min.y;
    unit_ = std::floor(std::fmin(w / (2 * kHalfW), h / (2 * kHalfH)) * 2) / 2;
    if (unit_ < 1) {
      unit_ = 1;
    }
    centre_ = {std::floor(min.x + w / 2), std::floor(min.y + h / 2)};
    min_ = {centre_.x - kHalfW * unit_, centre_.y - kHalfH * unit_};
    max_ = {centre_.x + kHalfW * unit_, centre_.y + kHalfH * unit_};
  }
  ImVec2 rect_min() const override { return min_; }
  ImVec2 rect_max() const override { return max_; }

  ImVec2 cell_center(int c) const override { return to_screen(centre_of(c)); }
  int hit(ImVec2 p) const override {
    const ImVec2 b = to_board(p);
    for (int c = 0; c < ob::kCells; ++c) {
      const ImVec2 o = centre_of(c);
      if (std::hypot(b.x - o.x, b.y - o.y) <= 0.5f) {
        return c;
      }
    }
    return -1;
  }
  int num_cells() const override { return ob::kCells; }
  std::string cell_name(int c) const override { return ob::cell_name(c); }
  int parse_cell(std::string_view name) const override { return ob::parse_cell(name); }

  void draw_piece(ImDrawList* dl, ImVec2 center, float size, int player,
                  float alpha) const override {
    draw_marble(dl, center, size, kOffboardLooks[player & 1], alpha, 0);
  }

  float animation_ms(const AnyState& before, Action a) const override {
    const ob::State& b = state_of<ob::Game>(before);
    if (!ob::is_move(a)) {
      return 200;
    }
    return kMoveMs + (ob::describe_move(b, a).off_cell >= 0 ? kOffMs : 0.0f);
  }

  bool animates(const AnyState& before, Action a) const override {
    (void)before;
    return ob::is_move(a) || ob::is_put_back(a);
  }

  std::string button_label(const AnyState& any, Action a, Lang lang) const override {
    (void)any;
    return a == ob::kAside ? tr(Str::kOffAside, lang) : "";
  }

  std::string action_words(const AnyState& before, Action a, const AnyState& after,
                           Lang lang) const override {
    const ob::State& b = state_of<ob::Game>(before);
    const ob::State& s = state_of<ob::Game>(after);
    if (ob::is_move(a)) {
      const ob::LineMove m = ob::describe_move(b, a);
      const ActionCells c = ob::Game::action_cells(b, a);
      std::string words;
      if (m.own == 1 && m.pushed == 0) {
        words = trf(Str::kOffMoved, lang, {ob::cell_name(c.from), ob::cell_name(c.to)});
      } else if (m.pushed == 0) {
        words = trf(Str::kOffLineMoved, lang,
                    {std::to_string(m.own), ob::cell_name(c.from), ob::cell_name(c.to)});
      } else {
        words = trf(Str::kOffPushed, lang,
                    {std::to_string(m.own), std::to_string(m.pushed), ob::cell_name(c.to)});
      }
      if (m.off_target >= 0) {
        const int gained = s.score[b.player] - b.score[b.player];
        const std::string target = std::to_string(m.off_target + 1);
        words += (lang == Lang::kFr ? "\xC2\xA0; " : "; ") +
                 (gained > 0 ? trf(Str::kOffScored, lang, {target, std::to_string(gained)})
                             : trf(Str::kOffOccupied, lang, target));
      }
      return words;
    }
    if (ob::is_put_back(a)) {
      return trf(Str::kOffPutBack, lang, ob::cell_name(ob::put_back_cell(a)));
    }
    if (a == ob::kAside) {
      return tr(Str::kOffSetAside, lang);
    }
    return "";
  }

  PieceCounts counts(const AnyState& any) const override {
    const ob::State& s = state_of<ob::Game>(any);
    PieceCounts pc;
    for (int p = 0; p < 2; ++p) {
      const auto i = static_cast<std::size_t>(p);
      pc.on_board[i] = __builtin_popcountll(s.board[p]);
    }
    return pc;
  }

  std::vector<std::string> status_lines(const AnyState& any, const GameInfo& info,
                                        Lang lang) const override {
    (void)info;
    const ob::State& s = state_of<ob::Game>(any);
    std::vector<std::string> out;
    out.push_back(trf(Str::kOffScore, lang,
                      {side(0, lang), std::to_string(s.score[0]), side(1, lang),
                       std::to_string(s.score[1]), std::to_string(ob::kWinPoints)}));
    for (int p = 0; p < 2; ++p) {
      if (s.waiting[p] > 0) {
        out.push_back(trf(Str::kOffWaiting, lang, side(p, lang)));
      }
    }
    if (s.quiet >= 100) {
      out.push_back(trf(Str::kOffQuiet, lang, std::to_string(s.quiet)));
    }
    return out;
  }

  std::string phase_label(const AnyState& any, Lang lang) const override {
    const ob::State& s = state_of<ob::Game>(any);
    if (s.outcome != ob::Outcome::kNone) {
      return "";
    }
    return tr(ob::Game::phase(s) == "return" ? Str::kOffPhaseReturn : Str::kOffPhasePlay, lang);
  }

  std::string hint(const AnyState& any, int selected, Lang lang) const override {
    const ob::State& s = state_of<ob::Game>(any);
    if (ob::Game::phase(s) == "return") {
      return tr(Str::kOffHintReturn, lang);
    }
    return tr(selected < 0 ? Str::kOffHintPick : Str::kOffHintTarget, lang);
  }

  std::string end_reason(const AnyState& any, const GameInfo& info, Lang lang) const override {
    (void)info;
    const ob::State& s = state_of<ob::Game>(any);
    if (s.outcome == ob::Outcome::kWin) {
      return trf(Str::kOffWin, lang, {side(s.winner, lang), std::to_string(s.score[s.winner])});
    }
    if (s.outcome == ob::Outcome::kDraw) {
      return tr(s.quiet >= ob::kQuietLimit ? Str::kOffQuietDraw : Str::kReasonRepetition, lang);
    }
    return "";
  }

  // ----- Drawing -----

  void draw(ImDrawList* dl, const AnyState& any, const BoardMarks& marks) const override {
    const ob::State& s = state_of<ob::Game>(any);
    if (!placed_ || s.variant != variant_) {
      place_targets(s.variant);
    }
    const PieceAnimation& an = marks.animation;
    const bool animating =
        an.active && an.before && an.before->game_id() == ob::Game::kId && an.action >= 0;
    draw_base(dl);
    if (animating && ob::is_move(an.action)) {
      const ob::State& b = state_of<ob::Game>(*an.before);
      draw_targets(dl, b, marks.lang);
      draw_moving(dl, b, an.action, an.t);
      draw_sides(dl, s, marks.lang);
      return;
    }
    draw_targets(dl, s, marks.lang);
    draw_last(dl, marks);
    // What the hovered target's move carries.
    std::vector<int> carried;
    std::vector<int> pushed;
    int off = -1;
    if (marks.interactive && marks.selected >= 0 && marks.hover >= 0) {
      for (Action a : marks.legal) {
        const ActionCells c = ob::Game::action_cells(s, a);
        if (ob::is_move(a) && c.from == marks.selected && c.to == marks.hover) {
          const ob::LineMove m = ob::describe_move(s, a);
          int cell = m.rear;
          for (int i = 0; i < m.own && cell >= 0; ++i) {
            carried.push_back(cell);
            cell = ob::neighbour(cell, m.dir);
          }
          for (int i = 0; i < m.pushed && cell >= 0; ++i) {
            pushed.push_back(cell);
            cell = ob::neighbour(cell, m.dir);
          }
          off = m.off_cell;
        }
      }
    }
    const float u = unit_;
    const float thick = std::fmax(1.5f, u * 0.05f);
    for (int c = 0; c < ob::kCells; ++c) {
      const int p = ob::owner(s, c);
      if (p < 0) {
        continue;
      }
      const bool sel = c == marks.selected && marks.interactive;
      const ImVec2 at = cell_center(c);
      if (sel) {
        dl->AddCircleFilled(at, u * 0.5f, with_alpha(theme::kMarkAccent, 0.35f), 36);
      }
      draw_marble(dl, at, u * 1.02f, kOffboardLooks[p], 1.0f, 0);
      if (sel) {
        dl->AddCircle(at, u * 0.5f, theme::kMarkAccent, 36, thick * 1.3f);
      }
    }
    for (int c : carried) {
      dl->AddCircle(cell_center(c), u * 0.47f, theme::kMarkEdge, 32, thick + 2.5f);
      dl->AddCircle(cell_center(c), u * 0.47f, theme::kMarkAccent, 32, thick);
    }
    for (int c : pushed) {
      dl->AddCircle(cell_center(c), u * 0.47f, theme::kMarkEdge, 32, thick + 2.5f);
      dl->AddCircle(cell_center(c), u * 0.47f, theme::kMarkGold, 32, thick);
    }
    if (off >= 0) {
      draw_cross(dl, cell_center(off), u * 0.22f, thick, theme::kMarkGold, theme::kMarkEdge);
    }
    if (marks.interactive) {
      draw_marks(dl, s, marks);
    }
    draw_sides(dl, s, marks.lang);
  }

 private:
  ImVec2 to_screen(ImVec2 b) const { return {centre_.x + b.x * unit_, centre_.y - b.y * unit_}; }
  ImVec2 to_board(ImVec2 p) const {
    return {(p.x - centre_.x) / unit_, -(p.y - centre_.y) / unit_};
  }

  // The targets and their values (offboard_layout.h), once per variant.
  void place_targets(const ob::Variant& v) const {
    variant_ = v;
    placed_ = true;
    layout_ = lay::make_layout(v);
  }

  void draw_base(ImDrawList* dl) const {
    const float u = unit_;
    // The hexagon's outline through the corner cells, widened.
    ImVec2 pts[6];
    const int corners[6][2] = {{0, 1}, {0, 5}, {4, 9}, {8, 9}, {8, 5}, {4, 1}};
    for (int i = 0; i < 6; ++i) {
      const ImVec2 c = at_rc(corners[i][0], corners[i][1]);
      const float r = std::hypot(c.x, c.y);
      pts[i] = to_screen({c.x / r * (r + 0.95f), c.y / r * (r + 0.95f)});
    }
    ImVec2 shadow[6];
    for (int i = 0; i < 6; ++i) {
      shadow[i] = add(pts[i], ImVec2{u * 0.06f, u * 0.1f});
    }
    dl->AddConvexPolyFilled(shadow, 6, theme::kShadow);
    dl->AddConvexPolyFilled(pts, 6, kSlate);
    dl->AddPolyline(pts, 6, kSlateEdge, ImDrawFlags_Closed, std::fmax(1.5f, u * 0.05f));
    ImVec2 inner[6];
    for (int i = 0; i < 6; ++i) {
      const ImVec2 c = at_rc(corners[i][0], corners[i][1]);
      const float r = std::hypot(c.x, c.y);
      inner[i] = to_screen({c.x / r * (r + 0.55f), c.y / r * (r + 0.55f)});
    }
    dl->AddConvexPolyFilled(inner, 6, kFelt);
    for (int c = 0; c < ob::kCells; ++c) {
      const ImVec2 p = cell_center(c);
      dl->AddCircleFilled(p, u * kCellR, kHoleRim, 28);
      dl->AddCircleFilled({p.x + u * 0.02f, p.y + u * 0.03f}, u * (kCellR - 0.05f), kHole, 28);
    }
  }

  // Row letters and diagonal numbers on the rim (placed clear of the cups by lay::label), on
  // a dark disc like the targets' values; drawn after the targets.
  void draw_coordinates(ImDrawList* dl) const {
    ImFont* font = ImGui::GetFont();
    const float fs = std::fmin(ImGui::GetFontSize(), unit_ * 0.5f);
    for (int k = 0; k < lay::kLabels; ++k) {
      const lay::Label l = lay::label(k, layout_);
      const float size = l.small ? fs * lay::kSmallLabel : fs;
      const ImVec2 p = to_screen(iv(l.at));
      const char label[2] = {l.text, 0};
      const ImVec2 ts = font->CalcTextSizeA(size, 1e9f, 0, label);
      dl->AddCircleFilled(p, std::fmax(ts.x, ts.y) * 0.62f, kSlateEdge, 16);
      dl->AddText(font, size, {std::floor(p.x - ts.x / 2), std::floor(p.y - ts.y / 2)}, kLabel,
                  label);
    }
  }

  void draw_targets(ImDrawList* dl, const ob::State& s, Lang lang) const {
    (void)lang;
    const float u = unit_;
    ImFont* font = ImGui::GetFont();
    const float fs = std::fmin(ImGui::GetFontSize(), u * 0.55f);
    for (int t = 0; t < ob::kTargets; ++t) {
      const auto i = static_cast<std::size_t>(t);
      const ImVec2 p = to_screen(iv(layout_.target[i]));
      dl->AddCircleFilled(p, u * kCupR, kCupRim, 32);
      dl->AddCircleFilled(p, u * 0.36f, kCupBody, 32);
      if (s.target[t] >= 0) {
        draw_marble(dl, p, u * 0.92f, kOffboardLooks[s.target[t] & 1], 1.0f, 0);
      }
      const std::string value = std::to_string(s.variant.values[t]);
      const ImVec2 q = to_screen(iv(layout_.value[i]));
      const ImVec2 ts = font->CalcTextSizeA(fs, 1e9f, 0, value.c_str());
      dl->AddCircleFilled(q, std::fmax(ts.x, ts.y) * 0.62f, kSlateEdge, 20);
      dl->AddText(font, fs, {std::floor(q.x - ts.x / 2), std::floor(q.y - ts.y / 2)}, kValue,
                  value.c_str());
    }
    draw_coordinates(dl);  // over the cups' edges
  }

  // Scores beside each player's edge; marbles waiting to come back, and set aside.
  void draw_sides(ImDrawList* dl, const ob::State& s, Lang lang) const {
    const float u = unit_;
    ImFont* font = ImGui::GetFont();
    const float fs = ImGui::GetFontSize();
    for (int p = 0; p < 2; ++p) {
      const float y = p == 0 ? -kHalfH + 0.45f : kHalfH - 0.45f;
      const ImVec2 at = to_screen({-kHalfW + 0.55f, y});
      draw_marble(dl, at, u * 0.8f, kOffboardLooks[p], 1.0f, 0);
      const std::string pts = std::to_string(s.score[p]) + " / " + std::to_string(ob::kWinPoints);
      const ImVec2 ts = font->CalcTextSizeA(fs, 1e9f, 0, pts.c_str());
      // On the page's background, not the board: the theme's label colour (dark on light).
      dl->AddText(font, fs, {std::floor(at.x + u * 0.45f), std::floor(at.y - ts.y / 2)},
                  theme::colors().label, pts.c_str());
      float x = kHalfW - 0.5f;
      for (int k = 0; k < s.waiting[p]; ++k) {
        const ImVec2 w = to_screen({x, y});
        draw_marble(dl, w, u * 0.8f, kOffboardLooks[p], 1.0f, 0);
        dl->AddCircle(w, u * 0.4f, theme::kMarkGold, 24, std::fmax(1.5f, u * 0.05f));
        x -= 0.85f;
      }
      for (int k = 0; k < s.aside[p]; ++k) {
        draw_marble(dl, to_screen({x, y}), u * 0.55f, kOffboardLooks[p], 0.5f, 0);
        x -= 0.55f;
      }
      (void)lang;
    }
  }

  void draw_last(ImDrawList* dl, const BoardMarks& marks) const {
    const float u = unit_;
    const float thick = std::fmax(1.5f, u * 0.05f);
    for (const ActionCells& ac : marks.last.cells) {
      if (ac.from >= 0) {
        dl->AddCircle(cell_center(ac.from), u * 0.2f, theme::kMarkEdge, 24, thick + 2.5f);
        dl->AddCircle(cell_center(ac.from), u * 0.2f, theme::kMarkGold, 24, thick);
      }
      if (ac.to >= 0) {
        draw_brackets(dl, cell_center(ac.to), u * 0.48f, thick + 2.5f, theme::kMarkEdge);
        draw_brackets(dl, cell_center(ac.to), u * 0.48f, thick, theme::kMarkGold);
      }
    }
  }

  void draw_marks(ImDrawList* dl, const ob::State& s, const BoardMarks& marks) const {
    const float u = unit_;
    const float thick = std::fmax(1.5f, u * 0.05f);
    if (marks.selected < 0) {
      for (int c : marks.sources) {
        const bool hov = c == marks.hover;
        dl->AddCircle(cell_center(c), u * 0.49f, with_alpha(theme::kMarkAccent, hov ? 1.0f : 0.6f),
                      32, hov ? thick * 1.3f : thick * 0.7f);
      }
    }
    for (int c : marks.targets) {
      const ImVec2 p = cell_center(c);
      const bool hov = c == marks.hover;
      if (ob::owner(s, c) >= 0) {
        // A push: the first opponent marble ahead.
        dl->AddCircle(p, u * 0.5f, theme::kMarkEdge, 32, thick * 1.6f + 2.5f);
        dl->AddCircle(p, u * 0.5f, theme::kMarkGold, 32, hov ? thick * 1.6f : thick);
      } else if (hov) {
        draw_marble(dl, p, u * 1.02f, kOffboardLooks[s.player & 1], 0.5f, 0);
      } else {
        parts::draw_target_dot(dl, p, u * 0.1f, std::fmax(1.0f, u * 0.024f), 20);
      }
    }
  }

  // A line move in progress: the carried and pushed marbles glide one cell; one pushed off
  // rolls on round to its target.
  void draw_moving(ImDrawList* dl, const ob::State& b, Action a, float t) const {
    const ob::LineMove m = ob::describe_move(b, a);
    const float total = animation_ms_of(m);
    const float move_t = ease(clamp01(t * total / kMoveMs));
    const float off_t = m.off_cell >= 0 ? clamp01((t * total - kMoveMs) / kOffMs) : 0.0f;
    std::vector<int> moving;
    int cell = m.rear;
    for (int i = 0; i < m.own + m.pushed && cell >= 0; ++i) {
      moving.push_back(cell);
      cell = ob::neighbour(cell, m.dir);
    }
    const float u = unit_;
    for (int c = 0; c < ob::kCells; ++c) {
      const int p = ob::owner(b, c);
      if (p < 0 || std::find(moving.begin(), moving.end(), c) != moving.end()) {
        continue;
      }
      draw_marble(dl, cell_center(c), u * 1.02f, kOffboardLooks[p], 1.0f, 0);
    }
    for (int c : moving) {
      const int p = ob::owner(b, c);
      const ImVec2 from = centre_of(c);
      const ImVec2 step = beyond(c, m.dir);
      if (c == m.off_cell) {
        // Over the rim, then along to the target's cup.
        const ImVec2 rim = lerp(from, step, move_t);
        const ImVec2 goal =
            m.off_target >= 0 ? iv(layout_.target[static_cast<std::size_t>(m.off_target)]) : step;
        const ImVec2 at = lerp(rim, goal, ease(off_t));
        const float size = u * (1.02f - 0.1f * off_t);
        draw_marble(dl, to_screen(at), size, kOffboardLooks[p & 1], 1.0f,
                    0.03f * std::sin(kPi * off_t));
        continue;
      }
      draw_marble(dl, to_screen(lerp(from, step, move_t)), u * 1.02f, kOffboardLooks[p & 1], 1.0f,
                  0);
    }
  }

  static float animation_ms_of(const ob::LineMove& m) {
    return kMoveMs + (m.off_cell >= 0 ? kOffMs : 0.0f);
  }

  float unit_ = 30;
  ImVec2 min_{0, 0};
  ImVec2 max_{0, 0};
  ImVec2 centre_{0, 0};
  mutable ob::Variant variant_{};
  mutable bool placed_ = false;
  mutable lay::Layout layout_{};
};

}  // namespace

template <>
std::unique_ptr<BoardView> make_board_view_of<marbles::offboard::Game>() {
  return std::make_unique<OffboardBoard>();
}

}  // namespace marbles::ui
