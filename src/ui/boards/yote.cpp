// The Yoté board: cups in a sand-coloured board, 6 x 5 or 5 x 5, with each player's reserve
// in a tray on the right (dark at the top, light at the bottom). Light pieces are round ivory
// pebbles with a ring; dark pieces are square tiles set on a corner (diamonds) with a light rim:
// they differ by shape and by lightness, never by hue alone. Columns A-F (A-E) left to right,
// rows 1-5 bottom to top. The view decides no rule: it draws the state and the app's marks.
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <string>

#include "core/any_game.h"
#include "games/yote/rules.h"
#include "ui/board_view.h"
#include "ui/boards/grid.h"
#include "ui/draw.h"
#include "ui/text.h"
#include "ui/theme.h"

namespace marbles::ui {

namespace {

namespace yt = marbles::yote;

// Layout in cell units.
constexpr float kFrame = 0.22f;    // wood border around the cups
constexpr float kLabels = 0.42f;   // coordinate band (left and bottom)
constexpr float kTrayGap = 0.22f;  // between the board and the reserve trays
constexpr float kTrayW = 1.45f;    // the reserve trays' width
constexpr float kUnitsH = yt::kRows + 2 * kFrame + kLabels;

// Colours of this board (the page's theme for marks, text and shadows).
constexpr ImU32 kSand = IM_COL32(0xC9, 0xA2, 0x6B, 0xFF);
constexpr ImU32 kSandShade = IM_COL32(0xB5, 0x8C, 0x57, 0xFF);
constexpr ImU32 kSandEdge = IM_COL32(0x6E, 0x4B, 0x2A, 0xFF);
constexpr ImU32 kCup = IM_COL32(0x8E, 0x66, 0x3C, 0xFF);
constexpr ImU32 kCupDeep = IM_COL32(0x7A, 0x55, 0x30, 0xFF);
constexpr ImU32 kCupRim = IM_COL32(0xDD, 0xBC, 0x8A, 0xFF);
constexpr ImU32 kTray = IM_COL32(0x3A, 0x31, 0x2A, 0xFF);
constexpr ImU32 kTrayEdge = IM_COL32(0x5A, 0x4C, 0x40, 0xFF);
constexpr ImU32 kTraySlot = IM_COL32(0x4C, 0x41, 0x37, 0xFF);
constexpr ImU32 kTrayText = IM_COL32(0xF4, 0xEC, 0xDE, 0xFF);
// Light pebbles: ivory with a dark outline and a ring.
constexpr ImU32 kLight = IM_COL32(0xF6, 0xEC, 0xD4, 0xFF);
constexpr ImU32 kLightRing = IM_COL32(0xC9, 0xB4, 0x8A, 0xFF);
constexpr ImU32 kLightOutline = IM_COL32(0x3B, 0x2A, 0x1A, 0xFF);
// Dark diamonds: near-black with a light rim and a facet.
constexpr ImU32 kDark = IM_COL32(0x26, 0x22, 0x25, 0xFF);
constexpr ImU32 kDarkFacet = IM_COL32(0x4A, 0x44, 0x4A, 0xFF);
constexpr ImU32 kDarkRim = IM_COL32(0xEE, 0xE2, 0xC8, 0xFF);

void draw_pebble(ImDrawList* dl, ImVec2 c, float size, float alpha, float lift) {
  // A round ivory pebble: shadow, dark outline, body, an inner ring and a shine.
  const float r = size * 0.31f;
  dl->AddCircleFilled(add(c, ImVec2{size * (0.03f + lift), size * (0.05f + lift)}), r * 1.02f,
                      with_alpha(theme::kShadow, alpha), 32);
  dl->AddCircleFilled(c, r, with_alpha(kLightOutline, alpha), 32);
  dl->AddCircleFilled(c, r - std::fmax(1.0f, size * 0.035f), with_alpha(kLight, alpha), 32);
  dl->AddCircle(c, r * 0.56f, with_alpha(kLightRing, alpha), 32, std::fmax(1.0f, size * 0.04f));
  dl->AddCircleFilled(add(c, ImVec2{-r * 0.36f, -r * 0.40f}), r * 0.16f,
                      with_alpha(IM_COL32(0xFF, 0xFF, 0xFF, 0xD0), alpha), 16);
}

void diamond_path(ImDrawList* dl, ImVec2 c, float h) {
  dl->PathLineTo({c.x, c.y - h});
  dl->PathLineTo({c.x + h, c.y});
  dl->PathLineTo({c.x, c.y + h});
  dl->PathLineTo({c.x - h, c.y});
}

void draw_diamond(ImDrawList* dl, ImVec2 c, float size, float alpha, float lift) {
  // A dark square tile standing on a corner: shadow, light rim, body, a lighter upper facet.
  const float h = size * 0.38f;
  diamond_path(dl, add(c, ImVec2{size * (0.03f + lift), size * (0.05f + lift)}), h * 1.02f);
  dl->PathFillConvex(with_alpha(theme::kShadow, alpha));
  diamond_path(dl, c, h);
  dl->PathFillConvex(with_alpha(kDarkRim, alpha));
  const float inner = h - std::fmax(1.5f, size * 0.055f);
  diamond_path(dl, c, inner);
  dl->PathFillConvex(with_alpha(kDark, alpha));
  // The upper-left facet catches the light.
  dl->PathLineTo({c.x, c.y - inner * 0.78f});
  dl->PathLineTo({c.x - inner * 0.78f, c.y});
  dl->PathLineTo({c.x - inner * 0.30f, c.y});
  dl->PathLineTo({c.x, c.y - inner * 0.30f});
  dl->PathFillConvex(with_alpha(kDarkFacet, alpha));
}

void draw_piece_at(ImDrawList* dl, ImVec2 p, float size, int owner, float alpha, float lift) {
  if (owner == 0) {
    draw_pebble(dl, p, size, alpha, lift);
  } else {
    draw_diamond(dl, p, size, alpha, lift);
  }
}

// Under the pointer on the target of a jump (two cells from the selected piece): a cross on the
// piece jumped over.
void cross_jumped(ImDrawList* dl, const grid::Pen& pen, int i, const BoardMarks& marks) {
  const int from = marks.selected;
  if (from >= 0) {
    const int dc = yt::col_of(i) - yt::col_of(from);
    const int dr = yt::row_of(i) - yt::row_of(from);
    if ((dc == 0 && (dr == 2 || dr == -2)) || (dr == 0 && (dc == 2 || dc == -2))) {
      draw_cross(dl, pen.view->cell_center((from + i) / 2), pen.cell * 0.2f, pen.thick,
                 theme::kMarkAccent, kLightOutline);
    }
  }
}

class YoteBoard final : public BoardView {
 public:
  void configure(const AnyState& s) override {
    grid_.cols = yt::columns(state_of<yt::Game>(s).variant);
  }

  float aspect() const override { return units_w() / kUnitsH; }

  void layout(ImVec2 min, ImVec2 max, float scale) override {
    (void)scale;
    grid_.place(min, max, units_w(), kUnitsH);
  }
  ImVec2 rect_min() const override { return grid_.min; }
  ImVec2 rect_max() const override { return grid_.max; }

  ImVec2 cell_center(int c) const override { return grid_.centre(yt::col_of(c), yt::row_of(c)); }

  int hit(ImVec2 p) const override {
    int col = 0;
    int row = 0;
    return grid_.hit(p, &col, &row) ? yt::cell(col, row) : -1;
  }

  // Cell numbers follow the 6-column numbering in both sizes (A5 = 24, F5 = 29).
  int num_cells() const override { return yt::kCells; }
  std::string cell_name(int c) const override { return yt::cell_name(c); }
  int parse_cell(std::string_view name) const override {
    const int c = yt::parse_cell(name);
    return c >= 0 && yt::col_of(c) < grid_.cols ? c : -1;
  }

  void draw_piece(ImDrawList* dl, ImVec2 center, float size, int player,
                  float alpha) const override {
    draw_piece_at(dl, center, size, player, alpha, 0);
  }

  void draw(ImDrawList* dl, const AnyState& any, const BoardMarks& marks) const override {
    const yt::State& s = state_of<yt::Game>(any);
    const float c = grid_.cell;
    const std::uint32_t occupied = s.board[0] | s.board[1];
    draw_sand(dl);
    grid::draw_labels(dl, grid_);
    draw_cups(dl);
    draw_trays(dl, s, marks);
    const grid::Pen pen{this, c, std::fmax(1.5f, c * 0.05f), draw_piece_at, kLightOutline};
    grid::draw_last_turn(dl, pen, marks.last, c * 0.40f * 0.55f);
    grid::draw_pieces(dl, pen, s.board, yt::kCells, marks);
    grid::draw_taken(dl, pen, occupied, marks.last);
    if (marks.animation.active && marks.animation.to >= 0) {
      draw_arriving(dl, s, marks.animation);
    }
    grid::draw_sources(dl, pen, marks);
    grid::draw_targets(dl, pen, occupied, s.player, marks, cross_jumped);
  }

  PieceCounts counts(const AnyState& any) const override {
    const yt::State& s = state_of<yt::Game>(any);
    PieceCounts pc;
    for (int p = 0; p < 2; ++p) {
      pc.in_hand[static_cast<std::size_t>(p)] = s.reserve[p];
      pc.on_board[static_cast<std::size_t>(p)] = yt::on_board(s, p);
    }
    return pc;
  }

  std::string end_reason(const AnyState& any, const GameInfo& info, Lang lang) const override {
    const yt::State& s = state_of<yt::Game>(any);
    if (s.outcome == yt::Outcome::kNone) {
      return "";
    }
    auto side = [&](int p) {
      const std::string_view name = lang == Lang::kFr ? info.side_fr[static_cast<std::size_t>(p)]
                                                      : info.side_en[static_cast<std::size_t>(p)];
      return lang == Lang::kFr ? lower_first(name) : std::string(name);
    };
    if (s.outcome == yt::Outcome::kWin0 || s.outcome == yt::Outcome::kWin1) {
      return trf(Str::kReasonNoneLeft, lang, side(s.outcome == yt::Outcome::kWin0 ? 1 : 0));
    }
    const int n0 = yt::pieces(s, 0);
    const int n1 = yt::pieces(s, 1);
    if (n0 <= yt::kDrawPieces && n1 <= yt::kDrawPieces) {
      return tr(n0 == 0 && n1 == 0 ? Str::kReasonBothOut : Str::kReasonFewPieces, lang);
    }
    if (s.quiet >= yt::kQuietLimit) {
      return tr(Str::kReasonQuietTurns, lang);
    }
    // Both blocked: no reserve, and no piece next to an empty cell (there is always one).
    bool can_move = s.reserve[0] + s.reserve[1] > 0;
    for (int i = 0; i < yt::kCells && !can_move; ++i) {
      if ((occupied_cells(s) >> i & 1u) == 0) {
        continue;
      }
      for (int d = 0; d < 4; ++d) {
        const int n = yt::neighbour(s.variant, i, d);
        if (n >= 0 && (occupied_cells(s) >> n & 1u) == 0) {
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
  float units_w() const {
    return kLabels + 2 * kFrame + static_cast<float>(grid_.cols) + kTrayGap + kTrayW;
  }

  static std::uint32_t occupied_cells(const yt::State& s) { return s.board[0] | s.board[1]; }

  // The board: sand in a frame.
  void draw_sand(ImDrawList* dl) const {
    const float c = grid_.cell;
    const ImVec2 bmin{grid_.min.x + kLabels * c, grid_.min.y};
    const ImVec2 bmax{grid_.origin.x + static_cast<float>(grid_.cols) * c + kFrame * c,
                      grid_.max.y - kLabels * c};
    dl->AddRectFilled(add(bmin, ImVec2{c * 0.04f, c * 0.06f}),
                      add(bmax, ImVec2{c * 0.04f, c * 0.06f}), theme::kShadow, c * 0.12f);
    dl->AddRectFilled(bmin, bmax, kSand, c * 0.12f);
    dl->AddRect({bmin.x + c * 0.09f, bmin.y + c * 0.09f}, {bmax.x - c * 0.09f, bmax.y - c * 0.09f},
                kSandShade, c * 0.08f, 0, std::fmax(1.0f, c * 0.025f));
    dl->AddRect(bmin, bmax, kSandEdge, c * 0.12f, 0, std::fmax(1.0f, c * 0.03f));
  }

  // Cups: rounded squares pressed into the sand.
  void draw_cups(ImDrawList* dl) const {
    const float c = grid_.cell;
    const float half = c * 0.40f;
    for (int row = 0; row < yt::kRows; ++row) {
      for (int col = 0; col < grid_.cols; ++col) {
        const ImVec2 p = cell_center(yt::cell(col, row));
        dl->AddRectFilled({p.x - half, p.y - half + c * 0.03f},
                          {p.x + half, p.y + half + c * 0.03f}, kCupRim, c * 0.16f);
        dl->AddRectFilled({p.x - half, p.y - half}, {p.x + half, p.y + half}, kCupDeep, c * 0.16f);
        dl->AddRectFilled({p.x - half * 0.92f, p.y - half * 0.84f},
                          {p.x + half * 0.92f, p.y + half * 0.92f}, kCup, c * 0.14f);
      }
    }
  }

  // The piece an animation brings: a placement from the player's tray, a step or a jump from
  // its cell.
  void draw_arriving(ImDrawList* dl, const yt::State& s, const PieceAnimation& an) const {
    const float e = 1 - (1 - an.t) * (1 - an.t) * (1 - an.t);  // ease out
    const ImVec2 to = cell_center(an.to);
    const ImVec2 from =
        an.from >= 0 ? cell_center(an.from) : tray_slot(an.player, s.reserve[an.player]);
    draw_piece_at(dl, lerp(from, to, e), grid_.cell, an.player, 1.0f, 0.05f * (1 - e));
  }

  int hit_reserve(ImVec2 q) const override {
    for (int p = 0; p < 2; ++p) {
      ImVec2 lo;
      ImVec2 hi;
      tray_rect(p, &lo, &hi);
      if (q.x >= lo.x && q.x <= hi.x && q.y >= lo.y && q.y <= hi.y) {
        return p;
      }
    }
    return -1;
  }

  bool reserve_center(int p, ImVec2* out) const override {
    ImVec2 lo;
    ImVec2 hi;
    tray_rect(p, &lo, &hi);
    *out = {(lo.x + hi.x) / 2, (lo.y + hi.y) / 2};
    return true;
  }

  // The tray of player p: dark (1) at the top, light (0) at the bottom, right of the board.
  void tray_rect(int p, ImVec2* lo, ImVec2* hi) const {
    const float c = grid_.cell;
    const float x0 = grid_.origin.x + (static_cast<float>(grid_.cols) + kFrame + kTrayGap) * c;
    const float top = grid_.min.y;
    const float bottom = grid_.max.y - kLabels * c;
    const float mid = (top + bottom) / 2;
    const float gap = 0.12f * c;
    *lo = {x0, p == 1 ? top : mid + gap};
    *hi = {x0 + kTrayW * c, p == 1 ? mid - gap : bottom};
  }

  // Slot k (0..11) of the pile of player p's reserve: 3 across, 4 down, under the count.
  ImVec2 tray_slot(int p, int k) const {
    ImVec2 lo;
    ImVec2 hi;
    tray_rect(p, &lo, &hi);
    const float step = grid_.cell * 0.42f;
    const float x = (lo.x + hi.x) / 2 + static_cast<float>(k % 3 - 1) * step;
    const float y = lo.y + grid_.cell * 0.62f + (static_cast<float>(k / 3) + 0.5f) * step;
    return {x, y};
  }

  void draw_trays(ImDrawList* dl, const yt::State& s, const BoardMarks& marks) const {
    const float c = grid_.cell;
    ImFont* font = ImGui::GetFont();
    const float fs = ImGui::GetFontSize();
    const bool running = s.outcome == yt::Outcome::kNone;
    for (int p = 0; p < 2; ++p) {
      ImVec2 lo;
      ImVec2 hi;
      tray_rect(p, &lo, &hi);
      dl->AddRectFilled(lo, hi, kTray, c * 0.12f);
      // The mover's tray in gold; the opponent's tray in the accent colour when the bonus
      // piece must come from it (the engine then offers xR, shown as a button).
      const bool owes_from_here =
          running && s.must_remove && p != s.player && s.board[p] == 0 && marks.interactive;
      const bool mover = running && p == s.player;
      const bool picked = mover && marks.reserve_picked;
      const ImU32 edge = owes_from_here || picked ? theme::kMarkAccent
                         : mover                  ? theme::kMarkGold
                                                  : kTrayEdge;
      dl->AddRect(lo, hi, edge, c * 0.12f, 0,
                  std::fmax(1.0f, c * (picked                    ? 0.08f
                                       : owes_from_here || mover ? 0.05f
                                                                 : 0.025f)));
      // The count, "×12", with a small piece before it.
      char count[16];
      std::snprintf(count, sizeof count, "\xC3\x97%d", s.reserve[p]);
      const ImVec2 ts = font->CalcTextSizeA(fs, 1e9f, 0, count);
      const float icon = c * 0.34f;
      const float cx = (lo.x + hi.x) / 2;
      const float ty = lo.y + c * 0.31f;
      draw_piece_at(dl, {cx - ts.x / 2 - icon * 0.25f, ty}, icon, p, 1.0f, 0);
      dl->AddText(font, fs, {std::floor(cx - ts.x / 2 + icon * 0.45f), std::floor(ty - ts.y / 2)},
                  kTrayText, count);
      // The pile: one small piece per piece in reserve, empty slots faint.
      for (int k = 0; k < yt::kPieces; ++k) {
        const ImVec2 q = tray_slot(p, k);
        if (k < s.reserve[p]) {
          // The picked piece (the last of the pile) is lifted.
          const bool lifted = picked && k == s.reserve[p] - 1;
          draw_piece_at(dl, lifted ? add(q, ImVec2{0, -c * 0.08f}) : q,
                        c * (lifted ? 0.56f : 0.46f), p, 1.0f, lifted ? 0.06f : 0);
        } else {
          dl->AddCircleFilled(q, c * 0.07f, kTraySlot, 12);
        }
      }
      if (owes_from_here) {
        draw_cross(dl, tray_slot(p, 0), c * 0.12f, std::fmax(1.5f, c * 0.04f), theme::kMarkAccent,
                   kLightOutline);
      }
    }
  }

  grid::Grid grid_{kFrame, kLabels, yt::kCols, yt::kRows};
};

}  // namespace

template <>
std::unique_ptr<BoardView> make_board_view_of<marbles::yote::Game>() {
  return std::make_unique<YoteBoard>();
}

}  // namespace marbles::ui
