// The Wali board: 6 x 5 holes scooped in packed earth, sticks (light wooden bars) against
// stones (dark round pebbles). Columns A-F left to right, rows 1-5 bottom to top.
#include <cmath>
#include <cstdint>
#include <string>

#include "core/any_game.h"
#include "games/wali/rules.h"
#include "ui/board_view.h"
#include "ui/boards/grid.h"
#include "ui/draw.h"
#include "ui/text.h"
#include "ui/theme.h"

namespace marbles::ui {

namespace {

namespace wl = marbles::wali;

// Layout in cell units.
constexpr float kFrame = 0.22f;   // earth border around the holes
constexpr float kLabels = 0.42f;  // coordinate band (left and bottom)
constexpr float kUnitsW = wl::kCols + 2 * kFrame + kLabels;
constexpr float kUnitsH = wl::kRows + 2 * kFrame + kLabels;
constexpr float kPi = 3.14159265f;

// A bar with round ends from a to b, radius r.
void capsule_path(ImDrawList* dl, ImVec2 a, ImVec2 b, float r) {
  const float th = std::atan2(b.y - a.y, b.x - a.x);
  dl->PathArcTo(a, r, th + kPi / 2, th + 3 * kPi / 2, 10);
  dl->PathArcTo(b, r, th - kPi / 2, th + kPi / 2, 10);
}

void draw_stick(ImDrawList* dl, ImVec2 c, float size, float alpha, float lift) {
  // A stick lying across the hole, tilted, with a shadow, an outline and a grain line.
  const float len = size * 0.40f;
  const float r = size * 0.105f;
  const float ang = -0.62f;
  const ImVec2 d{std::cos(ang) * len, std::sin(ang) * len};
  const ImVec2 a{c.x - d.x, c.y - d.y};
  const ImVec2 b{c.x + d.x, c.y + d.y};
  const ImVec2 sh{size * (0.03f + lift), size * (0.05f + lift)};
  capsule_path(dl, add(a, sh), add(b, sh), r);
  dl->PathFillConvex(with_alpha(theme::kShadow, alpha));
  capsule_path(dl, a, b, r);
  dl->PathFillConvex(with_alpha(theme::kStick, alpha));
  const float gr = 0.45f;
  dl->AddLine(lerp(a, b, 0.12f), lerp(a, b, 0.80f), with_alpha(theme::kStickGrain, alpha),
              size * 0.028f);
  dl->AddLine(add(lerp(a, b, 0.35f), ImVec2{r * gr * 0.6f, r * gr}),
              add(lerp(a, b, 0.95f), ImVec2{r * gr * 0.6f, r * gr}),
              with_alpha(theme::kStickGrain, alpha * 0.7f), size * 0.02f);
  capsule_path(dl, a, b, r);
  dl->PathStroke(with_alpha(theme::kStickOutline, alpha), ImDrawFlags_Closed, size * 0.042f);
}

void draw_stone(ImDrawList* dl, ImVec2 c, float size, float alpha, float lift) {
  // A dark pebble, slightly flattened, with a light rim and a soft shine.
  const float r = size * 0.30f;
  dl->AddCircleFilled(add(c, ImVec2{size * (0.03f + lift), size * (0.05f + lift)}), r * 1.02f,
                      with_alpha(theme::kShadow, alpha), 32);
  dl->AddCircleFilled(c, r, with_alpha(theme::kStoneRim, alpha), 32);
  dl->AddCircleFilled(c, r - size * 0.05f, with_alpha(theme::kStone, alpha), 32);
  dl->AddCircleFilled(add(c, ImVec2{-r * 0.32f, -r * 0.34f}), r * 0.30f,
                      with_alpha(theme::kStoneShine, alpha), 20);
  dl->AddCircleFilled(add(c, ImVec2{-r * 0.38f, -r * 0.40f}), r * 0.14f,
                      with_alpha(IM_COL32(0x8A, 0x90, 0x9A, 0xFF), alpha), 12);
}

void draw_piece_at(ImDrawList* dl, ImVec2 p, float size, int owner, float alpha, float lift) {
  if (owner == 0) {
    draw_stick(dl, p, size, alpha, lift);
  } else {
    draw_stone(dl, p, size, alpha, lift);
  }
}

class WaliBoard final : public BoardView {
 public:
  float aspect() const override { return kUnitsW / kUnitsH; }

  void layout(ImVec2 min, ImVec2 max, float scale) override {
    (void)scale;
    grid_.place(min, max, kUnitsW, kUnitsH);
  }
  ImVec2 rect_min() const override { return grid_.min; }
  ImVec2 rect_max() const override { return grid_.max; }

  ImVec2 cell_center(int c) const override { return grid_.centre(wl::col_of(c), wl::row_of(c)); }

  int hit(ImVec2 p) const override {
    int col = 0;
    int row = 0;
    return grid_.hit(p, &col, &row) ? wl::cell(col, row) : -1;
  }

  int num_cells() const override { return wl::kCells; }
  std::string cell_name(int c) const override { return wl::cell_name(c); }
  int parse_cell(std::string_view name) const override { return wl::parse_cell(name); }

  // The engine says why a click plays nothing: a placement there ("C3"), or the move of the
  // piece picked up ("D2-C3").
  std::string refused_text(const AnyState& any, int selected, int cell) const override {
    (void)any;
    if (cell < 0 || cell >= wl::kCells) {
      return "";
    }
    return selected >= 0 && selected != cell ? wl::cell_name(selected) + "-" + wl::cell_name(cell)
                                             : wl::cell_name(cell);
  }

  void draw_piece(ImDrawList* dl, ImVec2 center, float size, int player,
                  float alpha) const override {
    if (player == 0) {
      draw_stick(dl, center, size, alpha, 0);
    } else {
      draw_stone(dl, center, size, alpha, 0);
    }
  }

  void draw(ImDrawList* dl, const AnyState& any, const BoardMarks& marks) const override {
    const wl::State& s = state_of<wl::Game>(any);
    const float c = grid_.cell;
    const std::uint32_t occupied = s.board[0] | s.board[1];
    draw_earth(dl);
    grid::draw_labels(dl, grid_);
    draw_holes(dl);
    const grid::Pen pen{this, c, std::fmax(1.5f, c * 0.05f), draw_piece_at, theme::kStickOutline};
    grid::draw_last_turn(dl, pen, marks.last, c * 0.40f * 0.55f);
    grid::draw_pieces(dl, pen, s.board, wl::kCells, marks);
    grid::draw_taken(dl, pen, occupied, marks.last);
    draw_line_made(dl, s, marks);
    if (marks.animation.active && marks.animation.to >= 0) {
      draw_arriving(dl, marks.animation);
    }
    grid::draw_sources(dl, pen, marks);
    grid::draw_targets(dl, pen, occupied, s.player, marks);
  }

  // The line of three (or more) the last turn's move made, drawn through its pieces.
  void draw_line_made(ImDrawList* dl, const wl::State& s, const BoardMarks& marks) const {
    if (marks.animation.active || marks.last.player < 0 || marks.last.player > 1) {
      return;
    }
    for (const ActionCells& ac : marks.last.cells) {
      if (ac.from < 0 || ac.to < 0) {
        continue;
      }
      const std::uint32_t run = wl::runs_through(s.board[marks.last.player], ac.to);
      const int col = wl::col_of(ac.to);
      const int row = wl::row_of(ac.to);
      // The run along the row, then along the column: from its first cell to its last.
      for (const bool along_row : {true, false}) {
        int lo = -1;
        int hi = -1;
        for (int c = 0; c < wl::kCells; ++c) {
          const bool on = along_row ? wl::row_of(c) == row : wl::col_of(c) == col;
          if (on && (run >> c & 1u) != 0) {
            lo = lo < 0 ? c : lo;
            hi = c;
          }
        }
        if (lo >= 0 && lo != hi) {
          const float w = std::fmax(3.0f, grid_.cell * 0.09f);
          dl->AddLine(cell_center(lo), cell_center(hi), theme::kMarkEdge, w + 3.0f);
          dl->AddLine(cell_center(lo), cell_center(hi), theme::kMarkGold, w);
          dl->AddCircleFilled(cell_center(lo), w * 0.9f, theme::kMarkGold);
          dl->AddCircleFilled(cell_center(hi), w * 0.9f, theme::kMarkGold);
        }
      }
    }
  }

  PieceCounts counts(const AnyState& any) const override {
    const wl::State& s = state_of<wl::Game>(any);
    PieceCounts pc;
    for (int p = 0; p < 2; ++p) {
      pc.in_hand[static_cast<std::size_t>(p)] = s.reserve[p];
      pc.on_board[static_cast<std::size_t>(p)] = wl::pieces(s, p);
    }
    return pc;
  }

  std::string end_reason(const AnyState& any, const GameInfo& info, Lang lang) const override {
    const wl::State& s = state_of<wl::Game>(any);
    if (s.outcome == wl::Outcome::kNone) {
      return "";
    }
    const int limit = s.variant.end == wl::EndRule::kTwoLeft ? 2 : 0;
    auto side = [&](int p) {
      const std::string_view name = lang == Lang::kFr ? info.side_fr[static_cast<std::size_t>(p)]
                                                      : info.side_en[static_cast<std::size_t>(p)];
      return lang == Lang::kFr ? lower_first(name) : std::string(name);
    };
    const Str out_str = limit == 2 ? Str::kReasonTwoLeft : Str::kReasonNoneLeft;
    if (s.outcome == wl::Outcome::kWin0 || s.outcome == wl::Outcome::kWin1) {
      const int loser = s.outcome == wl::Outcome::kWin0 ? 1 : 0;
      return trf(out_str, lang, side(loser));
    }
    const bool out0 = wl::pieces(s, 0) <= limit;
    const bool out1 = wl::pieces(s, 1) <= limit;
    if (out0 && out1) {
      return tr(Str::kReasonBothOut, lang);
    }
    if (s.quiet >= wl::kNoCaptureLimit) {
      return tr(Str::kReasonQuiet, lang);
    }
    // Both blocked: no own piece next to an empty cell, for either side.
    bool can_move = false;
    const std::uint32_t occupied = s.board[0] | s.board[1];
    for (int i = 0; i < wl::kCells && !can_move; ++i) {
      if ((occupied >> i & 1u) == 0) {
        continue;
      }
      for (int d = 0; d < 4; ++d) {
        const int n = wl::neighbour(i, d);
        if (n >= 0 && (occupied >> n & 1u) == 0) {
          can_move = true;
        }
      }
    }
    if (!can_move) {
      return tr(Str::kReasonBlocked, lang);
    }
    return tr(Str::kReasonRepetition, lang);
  }

 private:
  // Earth, with speckles of grit.
  void draw_earth(ImDrawList* dl) const {
    const float c = grid_.cell;
    const ImVec2 bmin{grid_.min.x + kLabels * c, grid_.min.y};
    const ImVec2 bmax{grid_.max.x, grid_.max.y - kLabels * c};
    dl->AddRectFilled(add(bmin, ImVec2{c * 0.04f, c * 0.06f}),
                      add(bmax, ImVec2{c * 0.04f, c * 0.06f}), theme::kShadow, c * 0.18f);
    dl->AddRectFilled(bmin, bmax, theme::kBoard, c * 0.18f);
    dl->AddRectFilled({bmin.x + c * 0.08f, bmin.y + c * 0.08f},
                      {bmax.x - c * 0.08f, bmax.y - c * 0.08f}, theme::kBoardShade, c * 0.14f);
    dl->AddRectFilled({bmin.x + c * 0.11f, bmin.y + c * 0.11f},
                      {bmax.x - c * 0.11f, bmax.y - c * 0.11f}, theme::kBoard, c * 0.12f);
    dl->AddRect(bmin, bmax, theme::kBoardEdge, c * 0.18f, 0, std::fmax(1.0f, c * 0.03f));
    // Speckles of grit (fixed pattern).
    std::uint32_t seed = 0x9E3779B9u;
    for (int i = 0; i < 90; ++i) {
      seed = seed * 1664525u + 1013904223u;
      const float fx = static_cast<float>(seed >> 8 & 0xFFFF) / 65535.0f;
      seed = seed * 1664525u + 1013904223u;
      const float fy = static_cast<float>(seed >> 8 & 0xFFFF) / 65535.0f;
      const ImVec2 p{bmin.x + c * 0.2f + fx * (bmax.x - bmin.x - c * 0.4f),
                     bmin.y + c * 0.2f + fy * (bmax.y - bmin.y - c * 0.4f)};
      dl->AddCircleFilled(p, c * (0.012f + 0.01f * static_cast<float>(i % 3)),
                          i % 2 != 0 ? theme::kBoardShade : theme::kHoleRim, 6);
    }
  }

  void draw_holes(ImDrawList* dl) const {
    const float hr = grid_.cell * 0.40f;
    for (int i = 0; i < wl::kCells; ++i) {
      const ImVec2 p = cell_center(i);
      dl->AddCircleFilled(add(p, ImVec2{0, hr * 0.07f}), hr, theme::kHoleRim, 40);
      dl->AddCircleFilled(p, hr, IM_COL32(0x5E, 0x3B, 0x20, 0xFF), 40);
      dl->AddCircleFilled(add(p, ImVec2{0, hr * 0.09f}), hr * 0.92f, theme::kHole, 40);
    }
  }

  // The piece an animation brings: sliding from its cell, or coming down onto its cell.
  void draw_arriving(ImDrawList* dl, const PieceAnimation& an) const {
    const float c = grid_.cell;
    const float t = an.t;
    const float e = 1 - (1 - t) * (1 - t) * (1 - t);  // ease out
    const ImVec2 to = cell_center(an.to);
    if (an.from >= 0) {
      draw_piece_at(dl, lerp(cell_center(an.from), to, e), c, an.player, 1.0f, 0.04f * (1 - e));
    } else {
      draw_piece_at(dl, {to.x, to.y - c * 0.25f * (1 - e)}, c, an.player, 0.4f + 0.6f * e,
                    0.05f * (1 - e));
    }
  }

  grid::Grid grid_{kFrame, kLabels, wl::kCols, wl::kRows};
};

}  // namespace

template <>
std::unique_ptr<BoardView> make_board_view_of<marbles::wali::Game>() {
  return std::make_unique<WaliBoard>();
}

}  // namespace marbles::ui
