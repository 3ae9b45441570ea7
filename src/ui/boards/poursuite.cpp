// The La poursuite infernale board: a chessboard of the variant's size (8x8, 7x7 or 6x6) with
// files a-h and ranks 1-8, the black knight (pursued: dark with a light outline, smooth mane,
// facing right) against the white knight (pursuer: light with a dark outline, spiky mane, facing
// left), each with its player's number. Burned squares are darkened and crossed. The last jump
// is an arrow; the end of the round is drawn from the state's `finish`: the capture arrow, the
// numbered path of the search, or broken rings around a knight that could not move.
//
// The view decides no rule: it reads the state (state_of<Game>) and the marks. The board size
// comes from the state, so the view keeps the size of the last state it was given for hit() and
// cell_center(), which the app may call before draw().
#include <cmath>
#include <cstdio>
#include <initializer_list>
#include <string>
#include <vector>

#include "core/any_game.h"
#include "games/poursuite/rules.h"
#include "ui/board_view.h"
#include "ui/boards/grid.h"
#include "ui/boards/parts.h"
#include "ui/draw.h"
#include "ui/text.h"
#include "ui/theme.h"

namespace marbles::ui {

namespace {

namespace ps = marbles::poursuite;

// Layout in square units.
constexpr float kFrame = 0.24f;   // wooden border around the squares
constexpr float kLabels = 0.46f;  // coordinate band (left and bottom)
constexpr float kPi = 3.14159265f;

// Colours: the chessboard, burned squares, the two knights, the end marks.
constexpr ImU32 kLight = IM_COL32(0xEC, 0xD9, 0xB3, 0xFF);
constexpr ImU32 kDark = IM_COL32(0xB0, 0x80, 0x58, 0xFF);
constexpr ImU32 kFrameWood = IM_COL32(0x5A, 0x3C, 0x26, 0xFF);
constexpr ImU32 kFrameEdge = IM_COL32(0x3A, 0x26, 0x17, 0xFF);
constexpr ImU32 kBurnLight = IM_COL32(0x6E, 0x5F, 0x4E, 0xFF);  // burned light square
constexpr ImU32 kBurnDark = IM_COL32(0x4A, 0x3A, 0x2C, 0xFF);   // burned dark square
constexpr ImU32 kBurnCross = IM_COL32(0x1E, 0x14, 0x0C, 0xC8);
constexpr ImU32 kEmber = IM_COL32(0xE8, 0x86, 0x3A, 0xFF);
constexpr ImU32 kWhiteFill = IM_COL32(0xF6, 0xF2, 0xE9, 0xFF);
constexpr ImU32 kWhiteLine = IM_COL32(0x1C, 0x17, 0x13, 0xFF);
constexpr ImU32 kBlackFill = IM_COL32(0x25, 0x21, 0x1E, 0xFF);
constexpr ImU32 kBlackLine = IM_COL32(0xF1, 0xEA, 0xDE, 0xFF);
constexpr ImU32 kBadgeLine = IM_COL32(0x2A, 0x1A, 0x0C, 0xFF);
constexpr ImU32 kEnd = theme::kMarkAccent;  // capture, path and stuck marks (sky blue)
constexpr ImU32 kEndEdge = IM_COL32(0x10, 0x20, 0x30, 0xFF);

// ---------------------------------------------------------------------------------------------
// The knight silhouettes: one polygon each, in a unit box centred on 0 (y down), facing left.
// Filled by ear clipping (triangulated once), outlined as a closed polyline.

struct Shape {
  std::vector<ImVec2> points;
  std::vector<int> triangles;  // indices, three per triangle
};

float cross(ImVec2 o, ImVec2 a, ImVec2 b) {
  return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

bool inside(ImVec2 p, ImVec2 a, ImVec2 b, ImVec2 c) {
  const float d1 = cross(a, b, p);
  const float d2 = cross(b, c, p);
  const float d3 = cross(c, a, p);
  return (d1 >= 0 && d2 >= 0 && d3 >= 0) || (d1 <= 0 && d2 <= 0 && d3 <= 0);
}

Shape make_shape(std::vector<ImVec2> pts) {
  Shape s;
  s.points = pts;
  // Orientation of the polygon (signed area).
  float area = 0;
  for (std::size_t i = 0; i < pts.size(); ++i) {
    const ImVec2 a = pts[i];
    const ImVec2 b = pts[(i + 1) % pts.size()];
    area += a.x * b.y - b.x * a.y;
  }
  const float sign = area > 0 ? 1.0f : -1.0f;
  std::vector<int> idx(pts.size());
  for (std::size_t i = 0; i < idx.size(); ++i) {
    idx[i] = static_cast<int>(i);
  }
  int guard = 0;
  while (idx.size() > 3 && guard++ < 1000) {
    const int n = static_cast<int>(idx.size());
    for (int i = 0; i < n; ++i) {
      const int ia = idx[static_cast<std::size_t>((i + n - 1) % n)];
      const int ib = idx[static_cast<std::size_t>(i)];
      const int ic = idx[static_cast<std::size_t>((i + 1) % n)];
      const ImVec2 a = pts[static_cast<std::size_t>(ia)];
      const ImVec2 b = pts[static_cast<std::size_t>(ib)];
      const ImVec2 c = pts[static_cast<std::size_t>(ic)];
      if (cross(a, b, c) * sign <= 0) {
        continue;  // a reflex corner
      }
      bool ear = true;
      for (int j : idx) {
        if (j != ia && j != ib && j != ic && inside(pts[static_cast<std::size_t>(j)], a, b, c)) {
          ear = false;
          break;
        }
      }
      if (ear) {
        s.triangles.insert(s.triangles.end(), {ia, ib, ic});
        idx.erase(idx.begin() + i);
        break;
      }
    }
  }
  if (idx.size() == 3) {
    s.triangles.insert(s.triangles.end(), {idx[0], idx[1], idx[2]});
  }
  return s;
}

// The pursued: a smooth mane.
const Shape& smooth_knight() {
  static const Shape s = make_shape({{-0.34f, 0.44f},
                                     {0.34f, 0.44f},
                                     {0.34f, 0.33f},
                                     {0.24f, 0.28f},
                                     {0.27f, 0.08f},
                                     {0.25f, -0.10f},
                                     {0.18f, -0.26f},
                                     {0.07f, -0.36f},
                                     {0.03f, -0.46f},
                                     {-0.05f, -0.35f},
                                     {-0.15f, -0.30f},
                                     {-0.27f, -0.15f},
                                     {-0.37f, -0.02f},
                                     {-0.35f, 0.06f},
                                     {-0.25f, 0.08f},
                                     {-0.13f, 0.02f},
                                     {-0.10f, 0.14f},
                                     {-0.18f, 0.28f},
                                     {-0.34f, 0.33f}});
  return s;
}

// The pursuer: a spiky mane.
const Shape& spiky_knight() {
  static const Shape s = make_shape(
      {{-0.34f, 0.44f},  {0.34f, 0.44f},  {0.34f, 0.33f},   {0.24f, 0.28f},   {0.27f, 0.10f},
       {0.37f, 0.04f},   {0.27f, -0.04f}, {0.35f, -0.14f},  {0.22f, -0.19f},  {0.27f, -0.31f},
       {0.11f, -0.32f},  {0.03f, -0.46f}, {-0.05f, -0.35f}, {-0.15f, -0.30f}, {-0.27f, -0.15f},
       {-0.37f, -0.02f}, {-0.35f, 0.06f}, {-0.25f, 0.08f},  {-0.13f, 0.02f},  {-0.10f, 0.14f},
       {-0.18f, 0.28f},  {-0.34f, 0.33f}});
  return s;
}

struct KnightStyle {
  const Shape* shape;
  bool mirror;  // facing right
  ImU32 fill;
  ImU32 line;
};

KnightStyle style_of(int role) {
  return role == ps::kPursued ? KnightStyle{&smooth_knight(), true, kBlackFill, kBlackLine}
                              : KnightStyle{&spiky_knight(), false, kWhiteFill, kWhiteLine};
}

std::vector<ImVec2> placed(const KnightStyle& st, ImVec2 c, float size) {
  std::vector<ImVec2> out;
  out.reserve(st.shape->points.size());
  for (const ImVec2& p : st.shape->points) {
    out.emplace_back(c.x + (st.mirror ? -p.x : p.x) * size, c.y + p.y * size);
  }
  return out;
}

void fill_shape(ImDrawList* dl, const KnightStyle& st, const std::vector<ImVec2>& pts, ImU32 col) {
  // Without anti-aliasing, so that the triangles leave no seams; the outline covers the edge.
  const ImDrawListFlags flags = dl->Flags;
  dl->Flags &= ~ImDrawListFlags_AntiAliasedFill;
  const std::vector<int>& tri = st.shape->triangles;
  for (std::size_t i = 0; i + 2 < tri.size(); i += 3) {
    dl->AddTriangleFilled(pts[static_cast<std::size_t>(tri[i])],
                          pts[static_cast<std::size_t>(tri[i + 1])],
                          pts[static_cast<std::size_t>(tri[i + 2])], col);
  }
  dl->Flags = flags;
}

void draw_knight_styled(ImDrawList* dl, const KnightStyle& st, ImVec2 c, float size, float alpha) {
  const float m = st.mirror ? -1.0f : 1.0f;
  // Shadow, body, outline, eye and nostril.
  std::vector<ImVec2> shadow = placed(st, add(c, {size * 0.03f, size * 0.04f}), size);
  fill_shape(dl, st, shadow, with_alpha(theme::kShadow, alpha));
  const std::vector<ImVec2> pts = placed(st, c, size);
  fill_shape(dl, st, pts, with_alpha(st.fill, alpha));
  dl->AddPolyline(pts.data(), static_cast<int>(pts.size()), with_alpha(st.line, alpha),
                  ImDrawFlags_Closed, std::fmax(1.0f, size * 0.045f));
  dl->AddCircleFilled({c.x + m * -0.13f * size, c.y - 0.17f * size}, size * 0.045f,
                      with_alpha(st.line, alpha), 12);
  dl->AddCircleFilled({c.x + m * -0.31f * size, c.y - 0.005f * size}, size * 0.022f,
                      with_alpha(st.line, alpha), 8);
  // The base's rim.
  dl->AddLine({c.x - 0.30f * size, c.y + 0.36f * size}, {c.x + 0.30f * size, c.y + 0.36f * size},
              with_alpha(st.line, alpha * 0.8f), std::fmax(1.0f, size * 0.025f));
}

void draw_knight(ImDrawList* dl, int role, ImVec2 c, float size, float alpha) {
  draw_knight_styled(dl, style_of(role), c, size, alpha);
}

// A small round badge with a digit (the player's number), bottom right of a knight.
void draw_badge(ImDrawList* dl, ImVec2 c, float size, int number, float alpha) {
  const float r = size * 0.15f;
  const ImVec2 at{c.x + size * 0.30f, c.y + size * 0.28f};
  dl->AddCircleFilled(at, r + std::fmax(1.0f, size * 0.02f), with_alpha(kBadgeLine, alpha), 20);
  dl->AddCircleFilled(at, r, with_alpha(theme::kMarkGold, alpha), 20);
  const char label[2] = {static_cast<char>('0' + number), 0};
  ImFont* font = ImGui::GetFont();
  const float fs = r * 1.6f;
  const ImVec2 ts = font->CalcTextSizeA(fs, 1e9f, 0, label);
  dl->AddText(font, fs, {at.x - ts.x / 2, at.y - ts.y / 2}, with_alpha(kBadgeLine, alpha), label);
}

// An arrow from a to b (the head at b), with a dark edge.
void draw_arrow(ImDrawList* dl, ImVec2 a, ImVec2 b, float thick, ImU32 col, ImU32 edge,
                float shorten) {
  const float dx = b.x - a.x;
  const float dy = b.y - a.y;
  const float len = std::sqrt(dx * dx + dy * dy);
  if (len < 1) {
    return;
  }
  const ImVec2 u{dx / len, dy / len};
  const ImVec2 from{a.x + u.x * shorten, a.y + u.y * shorten};
  const ImVec2 tip{b.x - u.x * shorten, b.y - u.y * shorten};
  const float head = thick * 3.2f;
  const ImVec2 base{tip.x - u.x * head, tip.y - u.y * head};
  const ImVec2 n{-u.y, u.x};
  const ImVec2 l{base.x + n.x * head * 0.6f, base.y + n.y * head * 0.6f};
  const ImVec2 r{base.x - n.x * head * 0.6f, base.y - n.y * head * 0.6f};
  dl->AddLine(from, base, edge, thick + 2.5f);
  dl->AddTriangleFilled(add(tip, {u.x * 1.5f, u.y * 1.5f}), add(l, {n.x * 1.2f, n.y * 1.2f}),
                        add(r, {-n.x * 1.2f, -n.y * 1.2f}), edge);
  dl->AddLine(from, base, col, thick);
  dl->AddTriangleFilled(tip, l, r, col);
}

// A ring broken into short arcs: a knight that could not move.
void draw_walled_ring(ImDrawList* dl, ImVec2 c, float r, float thick, ImU32 col) {
  constexpr int kArcs = 8;
  for (int i = 0; i < kArcs; ++i) {
    const float a0 = 2 * kPi * static_cast<float>(i) / kArcs + 0.12f;
    dl->PathArcTo(c, r, a0, a0 + 2 * kPi / kArcs * 0.62f, 8);
    dl->PathStroke(kEndEdge, 0, thick + 2.0f);
    dl->PathArcTo(c, r, a0, a0 + 2 * kPi / kArcs * 0.62f, 8);
    dl->PathStroke(col, 0, thick);
  }
}

// A numbered dot on a square of the path.
void draw_step(ImDrawList* dl, ImVec2 c, float r, int number, ImU32 col) {
  dl->AddCircleFilled(c, r + 1.5f, kEndEdge, 24);
  dl->AddCircleFilled(c, r, col, 24);
  char label[4] = {};
  std::snprintf(label, sizeof label, "%d", number);
  ImFont* font = ImGui::GetFont();
  const float fs = r * 1.4f;
  const ImVec2 ts = font->CalcTextSizeA(fs, 1e9f, 0, label);
  dl->AddText(font, fs, {c.x - ts.x / 2, c.y - ts.y / 2}, kEndEdge, label);
}

// "{}" filled one after the other.
std::string fill(std::string text, std::initializer_list<std::string> args) {
  std::size_t from = 0;
  for (const std::string& a : args) {
    const std::size_t at = text.find("{}", from);
    if (at == std::string::npos) {
      break;
    }
    text.replace(at, 2, a);
    from = at + a.size();
  }
  return text;
}

std::string points_text(int half_points) {
  std::string out = half_points >= 2 || half_points == 0 ? std::to_string(half_points / 2) : "";
  if (half_points % 2 != 0) {
    out += "\xC2\xBD";  // ½
  }
  return out;
}

class PoursuiteBoard final : public BoardView {
 public:
  float aspect() const override { return 1.0f; }
  void configure(const AnyState& s) override { sync(state_of<ps::Game>(s)); }

  void layout(ImVec2 min, ImVec2 max, float scale) override {
    scale_ = scale > 0 ? scale : 1.0f;
    avail_min_ = min;
    avail_max_ = max;
    place();
  }
  ImVec2 rect_min() const override { return min_; }
  ImVec2 rect_max() const override { return max_; }

  ImVec2 cell_center(int sq) const override {
    return {origin_.x + (static_cast<float>(ps::file_of(sq)) + 0.5f) * cell_,
            origin_.y + (static_cast<float>(size_ - 1 - ps::rank_of(sq)) + 0.5f) * cell_};
  }

  int hit(ImVec2 p) const override {
    const float fx = (p.x - origin_.x) / cell_;
    const float fy = (p.y - origin_.y) / cell_;
    if (fx < 0 || fy < 0 || fx >= static_cast<float>(size_) || fy >= static_cast<float>(size_)) {
      return -1;
    }
    return ps::square(static_cast<int>(fx), size_ - 1 - static_cast<int>(fy));
  }

  int num_cells() const override { return ps::kSquares; }
  std::string cell_name(int sq) const override { return ps::square_name(sq); }
  int parse_cell(std::string_view name) const override {
    const int sq = ps::parse_square(name);
    return sq >= 0 && (ps::board_mask(size_) & ps::bit(sq)) != 0 ? sq : -1;
  }

  // A player rides both knights over a match, so its icon is one knight, its left half black
  // and its right half white, with the player's number.
  void draw_piece(ImDrawList* dl, ImVec2 center, float size, int player,
                  float alpha) const override {
    const float s = size * 0.9f;
    const KnightStyle black{&smooth_knight(), false, kBlackFill, kBlackLine};
    const KnightStyle white{&smooth_knight(), false, kWhiteFill, kWhiteLine};
    dl->PushClipRect({center.x - s, center.y - s}, {center.x, center.y + s}, true);
    draw_knight_styled(dl, black, center, s, alpha);
    dl->PopClipRect();
    dl->PushClipRect({center.x, center.y - s}, {center.x + s, center.y + s}, true);
    draw_knight_styled(dl, white, center, s, alpha);
    dl->PopClipRect();
    draw_badge(dl, center, s, player + 1, alpha);
  }

  // Whose turn: the knight the player rides this round, as on the board, with their number.
  void draw_turn_piece(ImDrawList* dl, ImVec2 center, float size, const AnyState& any,
                       int player) const override {
    const ps::State& s = state_of<ps::Game>(any);
    const int role = ps::player_of(s.round, ps::kPursued) == player ? ps::kPursued : ps::kPursuer;
    draw_knight(dl, role, center, size * 0.9f, 1.0f);
    draw_badge(dl, center, size * 0.9f, player + 1, 1.0f);
  }

  void draw(ImDrawList* dl, const AnyState& any, const BoardMarks& marks) const override {
    const ps::State& s = state_of<ps::Game>(any);
    sync(s);
    const float c = cell_;
    const int n = size_;
    // Frame and coordinates.
    const ImVec2 bmin{min_.x + kLabels * c, min_.y};
    const ImVec2 bmax{max_.x, max_.y - kLabels * c};
    dl->AddRectFilled(add(bmin, {c * 0.04f, c * 0.06f}), add(bmax, {c * 0.04f, c * 0.06f}),
                      theme::kShadow, c * 0.12f);
    dl->AddRectFilled(bmin, bmax, kFrameWood, c * 0.12f);
    dl->AddRect(bmin, bmax, kFrameEdge, c * 0.12f, 0, std::fmax(1.0f, c * 0.03f));
    ImFont* font = ImGui::GetFont();
    const float fs = ImGui::GetFontSize();
    for (int i = 0; i < n; ++i) {
      const char file[2] = {static_cast<char>('a' + i), 0};
      ImVec2 ts = font->CalcTextSizeA(fs, 1e9f, 0, file);
      const ImVec2 fc = cell_center(ps::square(i, 0));
      dl->AddText(font, fs,
                  {std::floor(fc.x - ts.x / 2), std::floor(max_.y - kLabels * c * 0.5f - ts.y / 2)},
                  theme::colors().label, file);
      const char rank[2] = {static_cast<char>('1' + i), 0};
      ts = font->CalcTextSizeA(fs, 1e9f, 0, rank);
      const ImVec2 rc = cell_center(ps::square(0, i));
      dl->AddText(font, fs,
                  {std::floor(min_.x + kLabels * c * 0.5f - ts.x / 2), std::floor(rc.y - ts.y / 2)},
                  theme::colors().label, rank);
    }
    // Squares: a1 dark; burned ones darkened, crossed, with an ember.
    const float thick = std::fmax(1.5f, c * 0.05f);
    for (int r = 0; r < n; ++r) {
      for (int f = 0; f < n; ++f) {
        const int sq = ps::square(f, r);
        const bool dark = (f + r) % 2 == 0;
        const bool knight = sq == s.knight[ps::kPursued] || sq == s.knight[ps::kPursuer];
        const bool burned = (s.used & ps::bit(sq)) != 0 && !knight;
        const ImVec2 p = cell_center(sq);
        const ImVec2 a{p.x - c / 2, p.y - c / 2};
        const ImVec2 b{p.x + c / 2, p.y + c / 2};
        dl->AddRectFilled(a, b, burned ? (dark ? kBurnDark : kBurnLight) : (dark ? kDark : kLight));
        if (burned) {
          const float h = c * 0.26f;
          dl->AddLine({p.x - h, p.y - h}, {p.x + h, p.y + h}, kBurnCross, thick);
          dl->AddLine({p.x - h, p.y + h}, {p.x + h, p.y - h}, kBurnCross, thick);
          dl->AddCircleFilled(p, c * 0.06f, kEmber, 12);
        }
      }
    }
    // The previous round's end, faintly, until round 2's first jump.
    const bool fresh_round = !s.over && s.round == 1 && ps::jumps(s) == 0 &&
                             s.finish.end != ps::RoundEnd::kNone && s.finish.round == 0;
    if (fresh_round) {
      draw_finish(dl, s.finish, 0.45f, true);
    }
    // The last jump of this round: an arrow and brackets.
    const bool last_here = !marks.last.cells.empty() && ps::jumps(s) > 0;
    if (last_here) {
      const ActionCells& ac = marks.last.cells.front();  // the most recent action
      if (ac.from >= 0 && ac.to >= 0) {
        dl->AddCircle(cell_center(ac.from), c * 0.20f, theme::kMarkGold, 24, thick);
        draw_brackets(dl, cell_center(ac.to), c * 0.46f, thick, theme::kMarkGold);
      }
    }
    // The knights (the one being animated is drawn on its way).
    const PieceAnimation& an = marks.animation;
    const bool animating =
        an.active && an.to >= 0 && an.from >= 0 && (an.to == s.knight[0] || an.to == s.knight[1]);
    for (int role = 0; role < 2; ++role) {
      const int sq = s.knight[role];
      if (animating && sq == an.to) {
        continue;
      }
      const bool sel = sq == marks.selected;
      ImVec2 p = cell_center(sq);
      if (sel) {
        dl->AddCircleFilled(p, c * 0.46f, with_alpha(theme::kMarkAccent, 0.35f), 40);
        dl->AddCircle(p, c * 0.46f, theme::kMarkAccent, 40, thick * 1.3f);
        p = {p.x - c * 0.03f, p.y - c * 0.03f};
      }
      draw_knight(dl, role, p, c * 0.86f, 1.0f);
      draw_badge(dl, p, c * 0.86f, ps::player_of(s.round, role) + 1, 1.0f);
    }
    if (animating) {
      const float e = 1 - (1 - an.t) * (1 - an.t) * (1 - an.t);  // ease out
      const int role = an.to == s.knight[0] ? 0 : 1;
      const ImVec2 p = lerp(cell_center(an.from), cell_center(an.to), e);
      draw_knight(dl, role, p, c * 0.86f, 1.0f);
      draw_badge(dl, p, c * 0.86f, ps::player_of(s.round, role) + 1, 1.0f);
    }
    // How the round ended, on the final board.
    if (s.over && s.finish.end != ps::RoundEnd::kNone && s.finish.round == s.round) {
      draw_finish(dl, s.finish, 1.0f, false);
    }
    draw_choices(dl, s, marks);
  }

  // The knight that can be picked, and where it can jump: rings at least 2.5 CSS pixels thick,
  // on a dark edge, seen on light and dark squares in both themes.
  void draw_choices(ImDrawList* dl, const ps::State& s, const BoardMarks& marks) const {
    const float c = cell_;
    const float ring = std::fmax(2.5f * scale_, c * 0.06f);
    auto draw_ring = [&](ImVec2 p, float r, ImU32 col, float w) {
      dl->AddCircle(p, r, theme::kMarkEdge, 40, w + 2.0f * scale_);
      dl->AddCircle(p, r, col, 40, w);
    };
    if (marks.interactive && marks.selected < 0) {
      for (int sq : marks.sources) {
        const bool hov = sq == marks.hover;
        draw_ring(cell_center(sq), c * 0.44f, with_alpha(theme::kMarkAccent, hov ? 1.0f : 0.8f),
                  hov ? ring * 1.3f : ring);
      }
    }
    if (marks.interactive) {
      for (int sq : marks.targets) {
        const ImVec2 p = cell_center(sq);
        if (sq == marks.hover) {
          draw_knight(dl, s.mover, p, c * 0.86f, 0.5f);
          draw_ring(p, c * 0.44f, theme::kMarkAccent, ring * 1.3f);
        } else {
          draw_ring(p, c * 0.30f, theme::kMarkAccent, ring);
          parts::draw_target_dot(dl, p, c * 0.08f, std::fmax(1.0f, c * 0.022f), 24);
        }
      }
    }
  }

  PieceCounts counts(const AnyState& any) const override {
    sync(state_of<ps::Game>(any));
    return PieceCounts{};  // no pieces in hand or to count: the panel shows none
  }

  std::string end_reason(const AnyState& any, const GameInfo& info, Lang lang) const override {
    const ps::State& s = state_of<ps::Game>(any);
    sync(s);
    if (!s.over) {
      return "";
    }
    std::string out;
    const int rounds = s.variant.single ? 1 : 2;
    for (int r = 0; r < rounds; ++r) {
      out += (out.empty() ? "" : " ") + round_line(s, r, info, lang);
    }
    if (rounds == 2) {
      out += " " + points_line(s, info, lang);
    }
    return out;
  }

  std::vector<std::string> status_lines(const AnyState& any, const GameInfo& info,
                                        Lang lang) const override {
    const ps::State& s = state_of<ps::Game>(any);
    sync(s);
    std::vector<std::string> out;
    if (s.over) {
      return out;
    }
    const int r = s.round;
    out.push_back(
        fill(tr(Str::kPursuitRoles, lang), {side(info, lang, ps::player_of(r, ps::kPursued)),
                                            side(info, lang, ps::player_of(r, ps::kPursuer))}));
    out.push_back(trf(Str::kPursuitJumps, lang, std::to_string(ps::jumps(s))));
    if (r == 1) {
      out.push_back(round_line(s, 0, info, lang));
      out.push_back(points_line(s, info, lang));
    }
    return out;
  }

 private:
  static std::string side(const GameInfo& info, Lang lang, int p) {
    return std::string(lang == Lang::kFr ? info.side_fr[static_cast<std::size_t>(p)]
                                         : info.side_en[static_cast<std::size_t>(p)]);
  }

  static std::string points_line(const ps::State& s, const GameInfo& info, Lang lang) {
    return fill(tr(Str::kPursuitPoints, lang),
                {side(info, lang, 0), points_text(ps::half_points(s, 0)), side(info, lang, 1),
                 points_text(ps::half_points(s, 1))});
  }

  // How round r ended, in a sentence.
  static std::string round_line(const ps::State& s, int r, const GameInfo& info, Lang lang) {
    auto side = [&](int p) { return PoursuiteBoard::side(info, lang, p); };
    {
      const ps::RoundResult& res = s.rounds[r];
      const std::string num = std::to_string(r + 1);
      const std::string jumps = std::to_string(res.jumps);
      const std::string pursued = side(ps::player_of(r, ps::kPursued));
      const std::string pursuer = side(ps::player_of(r, ps::kPursuer));
      std::string line;
      switch (res.end) {
        case ps::RoundEnd::kCaught:
          line = fill(tr(Str::kPursuitCaught, lang), {num, pursuer, jumps});
          break;
        case ps::RoundEnd::kCornered:
          line = fill(tr(Str::kPursuitCornered, lang), {num, pursuer, jumps});
          break;
        case ps::RoundEnd::kEscaped:
          line = fill(tr(Str::kPursuitEscaped, lang), {num, pursued, jumps});
          break;
        case ps::RoundEnd::kPursuerStuck:
          line = fill(tr(Str::kPursuitPursuerStuck, lang), {num, pursued, jumps});
          break;
        case ps::RoundEnd::kBothStuck:
          line = fill(tr(Str::kPursuitBothStuck, lang), {num, jumps});
          break;
        case ps::RoundEnd::kNone:
          break;
      }
      return line;
    }
  }

  // The end of a round on the board as it ended: the capture arrow, the numbered path, or
  // broken rings around the knights that could not move. `ghost`: the previous round, drawn
  // faintly over the fresh board (its knights as pale outlines).
  void draw_finish(ImDrawList* dl, const ps::Finish& f, float alpha, bool ghost) const {
    const float c = cell_;
    const float thick = std::fmax(2.0f, c * 0.07f);
    const ImU32 col = with_alpha(kEnd, alpha);
    if (ghost) {
      for (int role = 0; role < 2; ++role) {
        draw_knight(dl, role, cell_center(f.knight[role]), c * 0.86f, 0.35f);
      }
    }
    if (f.path_len > 0) {
      ImVec2 at = cell_center(f.knight[ps::kPursuer]);
      for (int i = 0; i < f.path_len; ++i) {
        const ImVec2 to = cell_center(f.path[i]);
        draw_arrow(dl, at, to, thick, col, with_alpha(kEndEdge, alpha), c * 0.22f);
        at = to;
      }
      // Numbered steps when the path has more than the one capturing jump.
      if (f.path_len > 1) {
        for (int i = 0; i + 1 < f.path_len; ++i) {
          draw_step(dl, cell_center(f.path[i]), c * 0.17f, i + 1, col);
        }
      }
      dl->AddCircle(cell_center(f.knight[ps::kPursued]), c * 0.47f, col, 40, thick);
      return;
    }
    const float ring = c * 0.46f;
    if (f.end == ps::RoundEnd::kEscaped || f.end == ps::RoundEnd::kBothStuck) {
      draw_walled_ring(dl, cell_center(f.knight[ps::kPursued]), ring, thick * 0.8f, col);
    }
    if (f.end == ps::RoundEnd::kPursuerStuck || f.end == ps::RoundEnd::kBothStuck) {
      draw_walled_ring(dl, cell_center(f.knight[ps::kPursuer]), ring, thick * 0.8f, col);
    }
  }

  // Keeps the board size of the state for hit() and cell_center(); lays out again on change.
  void sync(const ps::State& s) const {
    if (s.variant.size != size_) {
      size_ = s.variant.size;
      place();
    }
  }

  void place() const {
    const float units = static_cast<float>(size_) + 2 * kFrame + kLabels;
    grid::Grid g{kFrame, kLabels, size_, size_};
    g.place(avail_min_, avail_max_, units, units);
    cell_ = g.cell;
    min_ = g.min;
    max_ = g.max;
    origin_ = g.origin;
  }

  mutable int size_ = 8;
  mutable float cell_ = 40;
  float scale_ = 1;  // device pixels a CSS pixel
  mutable ImVec2 min_{0, 0};
  mutable ImVec2 max_{0, 0};
  mutable ImVec2 origin_{0, 0};
  ImVec2 avail_min_{0, 0};
  ImVec2 avail_max_{400, 400};
};

}  // namespace

template <>
std::unique_ptr<BoardView> make_board_view_of<marbles::poursuite::Game>() {
  return std::make_unique<PoursuiteBoard>();
}

}  // namespace marbles::ui
