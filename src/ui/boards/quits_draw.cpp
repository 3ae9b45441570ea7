// Drawing the Quits board (quits.cpp says what it looks like; quits_layout.h says where things
// are): the walnut frame with its homes and coordinates, the dishes, the tiles and marbles of
// the scene, and the marks (the last turn, the selection, targets, slide arrows).
#include <algorithm>
#include <cmath>
#include <vector>

#include "ui/boards/parts.h"
#include "ui/boards/quits_layout.h"
#include "ui/draw.h"
#include "ui/palette.h"
#include "ui/theme.h"

namespace marbles::ui::quits_view {

namespace {

using parts::ease;
using parts::kPi;

// The board's own colours (the same in both themes).
constexpr ImU32 kWalnut = parts::kWalnut;
constexpr ImU32 kWalnutEdge = parts::kWalnutEdge;
constexpr ImU32 kGroove = IM_COL32(0x40, 0x2B, 0x1D, 0xFF);
constexpr ImU32 kRimText = parts::kRimText;
constexpr ImU32 kTileSide = parts::kMapleSide;
constexpr ImU32 kTileFaceU = kTileFace;  // palette.h packs like IM_COL32
constexpr ImU32 kTileShine = IM_COL32(0xF0, 0xDC, 0xB2, 0xFF);
constexpr ImU32 kDish = parts::kDish;
constexpr ImU32 kDishSlot = IM_COL32(0x52, 0x3B, 0x29, 0xFF);

class Painter {
 public:
  explicit Painter(const Layout& at) : at_(at), cell_(at.cell()), turns_(at.turns()) {}

  void draw(ImDrawList* dl, const qu::State& s, const BoardMarks& marks) const {
    const float c = cell_;
    const float thick = std::fmax(1.5f, c * 0.05f);
    draw_frame(dl, s);
    const Scene scene = make_scene(at_, s, marks);
    draw_dishes(dl, s, scene);
    const int selected = scene.preview ? -1 : marks.selected;
    const bool tile_picked = selected >= 0 && qu::owner(s, selected) < 0;
    for (const Tile& t : scene.tiles) {
      draw_tile(dl, t.at, t.lift);
    }
    // The last turn: a slide's line with chevrons the way its tiles went; a step's two cells.
    const bool animating = marks.animation.active;
    if (!animating && !marks.dragging && s.last_slide >= 0) {
      draw_line_mark(dl, s.last_slide, theme::kMarkGold, thick * 0.8f, true);
    } else if (!animating && !marks.dragging) {
      for (const ActionCells& ac : marks.last.cells) {
        if (ac.from >= 0 && ac.to >= 0) {
          // Gold over a dark edge, which shows on the pale tiles.
          dl->AddCircle(cell_center(ac.from), c * 0.22f, theme::kMarkEdge, 32, thick + 2.5f);
          dl->AddCircle(cell_center(ac.from), c * 0.22f, theme::kMarkGold, 32, thick);
          draw_brackets(dl, cell_center(ac.to), c * 0.44f, thick + 2.5f, theme::kMarkEdge);
          draw_brackets(dl, cell_center(ac.to), c * 0.44f, thick, theme::kMarkGold);
        }
      }
    }
    // The line under the pointer's arrow, or being dragged.
    if (marks.interactive && marks.hover_control != kNoAction) {
      draw_line_mark(dl, marks.hover_control, theme::kMarkAccent, thick, false);
    }
    // The selection: a marble ringed, or an empty end tile lifted (its slide's other ends are
    // the targets).
    if (selected >= 0 && !tile_picked) {
      const ImVec2 p = cell_center(selected);
      dl->AddCircleFilled(p, c * 0.42f, with_alpha(theme::kMarkAccent, 0.35f), 40);
      dl->AddCircle(p, c * 0.42f, theme::kMarkAccent, 40, thick * 1.3f);
    }
    for (const Marble& m : scene.marbles) {
      const bool sel = m.cell >= 0 && m.cell == selected;
      const float lift = sel ? 0.03f : 0.0f;
      const ImVec2 p = to_screen(m.at);
      draw_marble(dl, {p.x - c * lift, p.y - c * lift}, c, kMarbleLooks[m.seat & 3], 1.0f, lift);
    }
    for (const Tile& t : scene.lifted) {
      draw_tile(dl, t.at, t.lift);
    }
    if (tile_picked) {
      draw_tile(dl, centre_of(selected), 0.6f);
      const ImVec2 p = lifted_centre(centre_of(selected), 0.6f);
      const float h = c * kTile * 0.5f;
      dl->AddRect({p.x - h, p.y - h}, {p.x + h, p.y + h}, theme::kMarkAccent, c * 0.08f, 0,
                  thick * 1.3f);
    }
    for (const Flying& f : scene.flying) {
      const ImVec2 a = to_screen(f.from);
      const ImVec2 b = dish_slot(s.variant, f.seat, f.slot);
      const float e = ease(f.t);
      const float arc = std::sin(kPi * e) * c * 0.25f;
      draw_marble(dl, {a.x + (b.x - a.x) * e, a.y + (b.y - a.y) * e - arc},
                  c + (dish_marble(s.variant) - c) * e, kMarbleLooks[f.seat & 3], 1.0f,
                  0.04f * std::sin(kPi * e));
    }
    if (marks.interactive) {
      // Not while an action is shown or a line dragged: the marks belong to the end of it.
      if (!scene.preview && !animating) {
        draw_sources_and_targets(dl, s, marks, tile_picked);
      }
      draw_arrows(dl, s, marks);
    }
  }

 private:
  ImVec2 to_screen(ImVec2 b) const { return at_.to_screen(b); }
  ImVec2 cell_center(int c) const { return at_.cell_center(c); }
  int hit(ImVec2 p) const { return at_.hit(p); }
  ImVec2 screen_dir(ImVec2 d) const { return at_.screen_dir(d); }
  static ImVec2 arrow_at(Action a) { return Layout::arrow_at(a); }
  static ImVec2 slide_dir(Action a) { return Layout::slide_dir(a); }
  static ImVec2 dish_at(int corner) { return Layout::dish_at(corner); }
  ImVec2 dish_slot(const qu::Variant& v, int q, int k) const { return at_.dish_slot(v, q, k); }
  float dish_marble(const qu::Variant& v) const { return at_.dish_marble(v); }
  ImVec2 lifted_centre(ImVec2 b, float lift) const { return at_.lifted_centre(b, lift); }

  void draw_frame(ImDrawList* dl, const qu::State& s) const {
    const float c = cell_;
    const ImVec2 a = to_screen({-kRim, -kRim});
    const ImVec2 b = to_screen({qu::kSize + kRim, qu::kSize + kRim});
    const ImVec2 lo{std::fmin(a.x, b.x), std::fmin(a.y, b.y)};
    const ImVec2 hi{std::fmax(a.x, b.x), std::fmax(a.y, b.y)};
    dl->AddRectFilled(add(lo, ImVec2{c * 0.04f, c * 0.07f}), add(hi, ImVec2{c * 0.04f, c * 0.07f}),
                      theme::kShadow, c * 0.16f);
    dl->AddRectFilled(lo, hi, kWalnut, c * 0.16f);
    dl->AddRect(lo, hi, kWalnutEdge, c * 0.16f, 0, std::fmax(1.0f, c * 0.03f));
    const float g = kRim - 0.06f;
    dl->AddRectFilled({lo.x + g * c, lo.y + g * c}, {hi.x - g * c, hi.y - g * c}, kGroove,
                      c * 0.06f);
    // Homes: a bracket in the seat's colour along the two outer sides of its corner tile.
    for (int q = 0; q < s.variant.players; ++q) {
      const int home = qu::home_corner(s.variant, q);
      const MarbleLook& m = kMarbleLooks[q];
      const float x0 = static_cast<float>(qu::col_of(home));
      const float y0 = static_cast<float>(qu::row_of(home));
      const float ex = qu::col_of(home) == 0 ? -0.03f : qu::kSize + 0.03f;  // the outer sides
      const float ey = qu::row_of(home) == 0 ? -0.03f : qu::kSize + 0.03f;
      const float sx = qu::col_of(home) == 0 ? -1.0f : 1.0f;
      const float sy = qu::row_of(home) == 0 ? -1.0f : 1.0f;
      const float w = 0.11f;
      auto strip = [&](ImVec2 p0, ImVec2 p1) {
        const ImVec2 u = to_screen(p0);
        const ImVec2 v = to_screen(p1);
        const ImVec2 l{std::fmin(u.x, v.x), std::fmin(u.y, v.y)};
        const ImVec2 h{std::fmax(u.x, v.x), std::fmax(u.y, v.y)};
        dl->AddRectFilled({l.x - 1, l.y - 1}, {h.x + 1, h.y + 1}, m.outline, c * 0.03f);
        dl->AddRectFilled(l, h, m.body, c * 0.03f);
      };
      // Along the row side (x from the corner across the tile) and the column side.
      const float xin = qu::col_of(home) == 0 ? x0 + 0.92f : x0 + 0.08f;
      const float yin = qu::row_of(home) == 0 ? y0 + 0.92f : y0 + 0.08f;
      strip({ex, ey}, {xin, ey + sy * w});
      strip({ex, ey}, {ex + sx * w, yin});
    }
    // Coordinates on the frame: along the bottom and the left side as drawn.
    ImFont* font = ImGui::GetFont();
    const float fs = ImGui::GetFontSize();
    const float bottom = hi.y - kRim * c * 0.5f + c * 0.02f;
    const float left = lo.x + kRim * c * 0.5f - c * 0.02f;
    for (int i = 0; i < qu::kCells; ++i) {
      const ImVec2 p = cell_center(i);
      const bool on_bottom = hit({p.x, p.y + c}) < 0;
      const bool on_left = hit({p.x - c, p.y}) < 0;
      // The side a letter or a digit names follows the turn of the board.
      const bool even = turns_ % 2 == 0;
      for (int k = 0; k < 2; ++k) {
        const bool here = k == 0 ? on_bottom : on_left;
        if (!here) {
          continue;
        }
        const bool letter = (k == 0) == even;
        const char label[2] = {letter ? static_cast<char>('a' + qu::col_of(i))
                                      : static_cast<char>('1' + qu::row_of(i)),
                               0};
        const ImVec2 ts = font->CalcTextSizeA(fs, 1e9f, 0, label);
        const ImVec2 at = k == 0 ? ImVec2{p.x, bottom} : ImVec2{left, p.y};
        dl->AddText(font, fs, {std::floor(at.x - ts.x / 2), std::floor(at.y - ts.y / 2)}, kRimText,
                    label);
      }
    }
  }

  void draw_tile(ImDrawList* dl, ImVec2 b, float lift) const {
    const float c = cell_;
    const float h = kTile * 0.5f * c * (1 + 0.04f * lift);
    const ImVec2 base = to_screen(b);
    const ImVec2 p = lifted_centre(b, lift);
    const float so = c * (0.03f + 0.10f * lift);
    dl->AddRectFilled({base.x - h + so, base.y - h + so * 1.4f},
                      {base.x + h + so, base.y + h + so * 1.4f},
                      with_alpha(theme::kShadow, 1.0f - 0.3f * lift), c * 0.09f);
    // The tile's side shows below and right of its face: it stands up from the groove.
    dl->AddRectFilled({p.x - h, p.y - h}, {p.x + h, p.y + h}, kTileSide, c * 0.08f);
    dl->AddRectFilled({p.x - h, p.y - h}, {p.x + h - c * 0.035f, p.y + h - c * 0.05f}, kTileFaceU,
                      c * 0.08f);
    dl->AddLine({p.x - h + c * 0.07f, p.y - h + c * 0.03f},
                {p.x + h - c * 0.1f, p.y - h + c * 0.03f}, kTileShine, std::fmax(1.0f, c * 0.025f));
  }

  void draw_dishes(ImDrawList* dl, const qu::State& s, const Scene& scene) const {
    const float c = cell_;
    for (int q = 0; q < s.variant.players; ++q) {
      const MarbleLook& m = kMarbleLooks[q];
      const ImVec2 d = to_screen(dish_at(qu::exit_corner(s.variant, q)));
      const float r = kDishR * c;
      dl->AddCircleFilled(add(d, ImVec2{c * 0.02f, c * 0.04f}), r, theme::kShadow, 40);
      dl->AddCircleFilled(d, r, m.outline, 40);
      dl->AddCircleFilled(d, r - std::fmax(1.0f, c * 0.02f), m.body, 40);
      dl->AddCircleFilled(d, r * 0.80f, m.outline, 40);
      dl->AddCircleFilled(d, r * 0.80f - std::fmax(1.0f, c * 0.015f), kDish, 40);
      const int goal = qu::target(s.variant);
      const int shown = s.out[q] - scene.dish_hide[q];
      for (int k = 0; k < std::max(goal, shown); ++k) {
        const ImVec2 p = dish_slot(s.variant, q, k % 3);
        if (k < shown) {
          draw_marble(dl, p, dish_marble(s.variant), kMarbleLooks[q & 3], 1.0f, 0);
        } else {
          dl->AddCircleFilled(p, c * 0.09f, kDishSlot, 16);
        }
      }
    }
  }

  // The outline of slide a's line (its five tiles as they are now); with chevrons between the
  // tiles, the way they went.
  void draw_line_mark(ImDrawList* dl, Action a, ImU32 col, float thick, bool chevrons) const {
    const int line = qu::slide_line(a);
    const ImVec2 b0 = centre_of(qu::line_cell(line, 0));
    const ImVec2 b1 = centre_of(qu::line_cell(line, qu::kSize - 1));
    const ImVec2 u = to_screen({b0.x - 0.5f, b0.y - 0.5f});
    const ImVec2 v = to_screen({b1.x + 0.5f, b1.y + 0.5f});
    const ImVec2 lo{std::fmin(u.x, v.x), std::fmin(u.y, v.y)};
    const ImVec2 hi{std::fmax(u.x, v.x), std::fmax(u.y, v.y)};
    dl->AddRect(lo, hi, theme::kMarkEdge, cell_ * 0.1f, 0, thick + 2.5f);
    dl->AddRect(lo, hi, col, cell_ * 0.1f, 0, thick);
    if (!chevrons) {
      return;
    }
    const ImVec2 d = screen_dir(slide_dir(a));
    const ImVec2 n{-d.y, d.x};
    const float s = cell_ * 0.09f;
    for (int i = 0; i + 1 < qu::kSize; ++i) {
      const ImVec2 m = lerp(to_screen(centre_of(qu::line_cell(line, i))),
                            to_screen(centre_of(qu::line_cell(line, i + 1))), 0.5f);
      const ImVec2 tip{m.x + d.x * s, m.y + d.y * s};
      const ImVec2 l{m.x - d.x * s + n.x * s * 1.2f, m.y - d.y * s + n.y * s * 1.2f};
      const ImVec2 r{m.x - d.x * s - n.x * s * 1.2f, m.y - d.y * s - n.y * s * 1.2f};
      dl->AddTriangle(tip, l, r, theme::kMarkEdge, 2.5f);
      dl->AddTriangleFilled(tip, l, r, col);
    }
  }

  void draw_sources_and_targets(ImDrawList* dl, const qu::State& s, const BoardMarks& marks,
                                bool tile_picked) const {
    const float c = cell_;
    const float thick = std::fmax(1.5f, c * 0.05f);
    if (marks.selected < 0) {
      // Marbles that can step; an empty end tile that can be lifted shows under the pointer.
      for (int i : marks.sources) {
        const bool hov = i == marks.hover;
        if (qu::owner(s, i) >= 0) {
          dl->AddCircle(cell_center(i), c * 0.42f,
                        with_alpha(theme::kMarkAccent, hov ? 1.0f : 0.6f), 40,
                        hov ? thick * 1.3f : thick * 0.7f);
        } else if (hov) {
          const ImVec2 p = cell_center(i);
          const float h = c * kTile * 0.5f;
          dl->AddRect({p.x - h, p.y - h}, {p.x + h, p.y + h}, theme::kMarkAccent, c * 0.08f, 0,
                      thick);
        }
      }
      return;
    }
    for (int i : marks.targets) {
      const ImVec2 p = cell_center(i);
      const bool hov = i == marks.hover;
      if (tile_picked) {
        // Where the lifted tile can go: the other end of its row or column.
        const float h = c * kTile * 0.5f;
        dl->AddRect({p.x - h, p.y - h}, {p.x + h, p.y + h}, theme::kMarkEdge, c * 0.08f, 0,
                    thick * 1.6f + 2.0f);
        dl->AddRect({p.x - h, p.y - h}, {p.x + h, p.y + h}, theme::kMarkAccent, c * 0.08f, 0,
                    hov ? thick * 1.8f : thick);
      } else if (hov) {
        draw_marble(dl, p, c, kMarbleLooks[s.player & 3], 0.5f, 0);
        dl->AddCircle(p, c * 0.42f, theme::kMarkAccent, 40, thick);
      } else {
        parts::draw_target_dot(dl, p, c * 0.09f, std::fmax(1.0f, c * 0.022f), 24);
      }
    }
  }

  // A round button with a triangle pointing the way the tiles go; the forbidden one greyed and
  // crossed out.
  void draw_arrows(ImDrawList* dl, const qu::State& s, const BoardMarks& marks) const {
    const float c = cell_;
    for (Action a : shown_arrows(s, marks.legal)) {
      parts::SlideButton b;
      b.legal = std::find(marks.legal.begin(), marks.legal.end(), a) != marks.legal.end();
      b.hover = a == marks.hover_control;
      b.at = to_screen(arrow_at(a));
      b.dir = screen_dir(slide_dir(a));
      b.across = {-b.dir.y, b.dir.x};
      b.radius = c * (b.hover ? 0.27f : 0.23f);
      b.shadow = {c * 0.02f, c * 0.03f};
      b.rim = std::fmax(1.0f, c * 0.025f);
      b.cross = std::fmax(1.5f, c * 0.045f);
      parts::draw_slide_button(dl, b);
    }
  }

  const Layout& at_;
  float cell_;
  int turns_;
};

}  // namespace

void draw_board(ImDrawList* dl, const Layout& at, const qu::State& s, const BoardMarks& marks) {
  Painter(at).draw(dl, s, marks);
}

}  // namespace marbles::ui::quits_view
