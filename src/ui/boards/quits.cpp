// The Quits board: 25 raised maple tiles with a gap between them in a walnut frame, columns a-e
// and rows 1-5 written on the frame. Marbles in up to four colours, each with its own mark
// (palette.h: Light a ring, Dark a diamond, Red a triangle, Blue a square). At each corner of
// the frame a coloured bracket along the corner tile marks whose home it is, and a dish outside
// the corner, ringed in the colour of the player who exits there, holds the marbles that
// player has taken out (one slot per marble needed to win).
//
// Slides: an arrow button beside each end of a row or column for every legal slide, pointing
// the way the tiles go (r3> sits left of row 3 and points right); the reverse of the last slide
// is shown crossed out. A row or column can also be dragged by one tile. A slide is drawn
// moving: the four tiles and their marbles glide one cell, the lifted empty tile travels over to
// the other end; a marble that leaves flies from its exit corner into the dish.
//
// The board can be turned (face()) so that a seat's home corner is at the bottom left: every
// position goes through to_screen() / to_board(), which rotate by quarter turns about the
// centre. The view decides no rule: legal actions come from the app's marks, the effect of a
// slide on a cell from quits::slid_cell(), the end of an action from the state after it.
#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "core/any_game.h"
#include "games/quits/rules.h"
#include "games/registry.h"
#include "ui/board_view.h"
#include "ui/draw.h"
#include "ui/palette.h"
#include "ui/text.h"
#include "ui/theme.h"

namespace marbles::ui {

namespace {

namespace qu = marbles::quits;

// Layout in tile units (one tile and its gap = 1).
constexpr float kTile = 0.90f;  // a tile's side
constexpr float kRim = 0.38f;   // the frame around the tiles (coordinates written on it)
constexpr float kBand = 0.58f;  // outside the frame: the slide arrows, the corner dishes
constexpr float kHalf = qu::kSize / 2.0f;
constexpr float kUnits = qu::kSize + 2 * (kRim + kBand);
constexpr float kArrowAt = kRim + kBand * 0.5f;  // an arrow's centre beyond the tiles' edge
constexpr float kDishAt = 0.52f;                 // a dish's centre beyond the corner, diagonally
constexpr float kDishR = 0.42f;
constexpr float kPi = 3.14159265f;

// Animation times (ms): a marble's step, a slide, a marble flying into its dish.
constexpr float kMoveMs = 220;
constexpr float kSlideMs = 460;
constexpr float kExitMs = 300;

// The board's own colours (the same in both themes).
constexpr ImU32 kWalnut = IM_COL32(0x6B, 0x4A, 0x33, 0xFF);
constexpr ImU32 kWalnutEdge = IM_COL32(0x3E, 0x2A, 0x1C, 0xFF);
constexpr ImU32 kGroove = IM_COL32(0x40, 0x2B, 0x1D, 0xFF);
constexpr ImU32 kRimText = IM_COL32(0xF2, 0xE6, 0xCF, 0xFF);
constexpr ImU32 kTileSide = IM_COL32(0xA8, 0x83, 0x50, 0xFF);
constexpr ImU32 kTileFaceU = kTileFace;  // palette.h packs like IM_COL32
constexpr ImU32 kTileShine = IM_COL32(0xF0, 0xDC, 0xB2, 0xFF);
constexpr ImU32 kDish = IM_COL32(0x33, 0x23, 0x17, 0xFF);
constexpr ImU32 kDishSlot = IM_COL32(0x52, 0x3B, 0x29, 0xFF);
constexpr ImU32 kForbidden = IM_COL32(0xE0, 0x53, 0x3D, 0xFF);
constexpr ImU32 kArrowOff = IM_COL32(0x9A, 0x90, 0x86, 0xC0);

float ease(float t) {
  return 1 - (1 - t) * (1 - t) * (1 - t);
}

float clamp01(float t) {
  return std::clamp(t, 0.0f, 1.0f);
}

ImVec2 centre_of(int c) {
  return {static_cast<float>(qu::col_of(c)) + 0.5f, static_cast<float>(qu::row_of(c)) + 0.5f};
}

// What is drawn: tiles and marbles at board positions (tile units, a1's centre at 0.5, 0.5),
// and the marbles flying to their dish (screen positions).
struct Tile {
  ImVec2 at;
  float lift = 0;
};
struct Marble {
  ImVec2 at;
  int seat = 0;
  int cell = -1;  // where it stands (no animation), for the marks
};
struct Flying {
  ImVec2 from;  // board position of the exit corner
  int seat = 0;
  int slot = 0;
  float t = 0;
};
struct Scene {
  std::vector<Tile> tiles;
  std::vector<Tile> lifted;  // drawn over everything
  std::vector<Marble> marbles;
  std::vector<Flying> flying;
  int dish_hide[qu::kMaxSeats] = {0, 0, 0, 0};  // marbles out not yet in their dish
  bool preview = false;                         // a dragged line follows the pointer
};

class QuitsBoard final : public BoardView {
 public:
  void configure(const AnyState& s) override { variant_ = state_of<qu::Game>(s).variant; }

  float aspect() const override { return 1.0f; }

  void layout(ImVec2 min, ImVec2 max, float scale) override {
    (void)scale;
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
  ImVec2 rect_min() const override { return min_; }
  ImVec2 rect_max() const override { return max_; }

  bool can_face() const override { return true; }
  void face(int player) override {
    // The seat's home corner at the bottom left: a1 as printed, a5 a quarter turn
    // anticlockwise, e5 half a turn, e1 three quarters.
    const int home = player >= 0 && player < variant_.players ? qu::home_corner(variant_, player)
                                                              : qu::cell(0, 0);
    const bool left = qu::col_of(home) == 0;
    const bool low = qu::row_of(home) == 0;
    turns_ = left ? (low ? 0 : 1) : (low ? 3 : 2);
  }

  ImVec2 cell_center(int c) const override { return to_screen(centre_of(c)); }

  int hit(ImVec2 p) const override {
    const ImVec2 b = to_board(p);
    if (b.x < 0 || b.y < 0 || b.x >= qu::kSize || b.y >= qu::kSize) {
      return -1;
    }
    return qu::cell(static_cast<int>(b.x), static_cast<int>(b.y));
  }

  int num_cells() const override { return qu::kCells; }
  std::string cell_name(int c) const override { return qu::cell_name(c); }
  int parse_cell(std::string_view name) const override { return qu::parse_cell(name); }

  void draw_piece(ImDrawList* dl, ImVec2 center, float size, int player,
                  float alpha) const override {
    draw_marble(dl, center, size, kMarbleLooks[player & 3], alpha, 0);
  }

  float animation_ms(const AnyState& before, Action a) const override {
    const qu::State& b = state_of<qu::Game>(before);
    const float base = qu::is_slide(a) ? kSlideMs : kMoveMs;
    return base + (leaves(b, a) ? kExitMs : 0.0f);
  }

  // ----- Controls: the slide arrows, and drags -----

  Action hit_control(ImVec2 p, const AnyState& any,
                     const std::vector<Action>& legal) const override {
    const qu::State& s = state_of<qu::Game>(any);
    const ImVec2 b = to_board(p);
    for (Action a : shown_arrows(s, legal)) {
      const ImVec2 at = arrow_at(a);
      if (std::fabs(b.x - at.x) <= 0.5f && std::fabs(b.y - at.y) <= 0.5f) {
        return a;
      }
    }
    return kNoAction;
  }

  bool control_center(const AnyState& any, std::string_view name, ImVec2* out) const override {
    (void)any;
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

  Action drag_action(ImVec2 from, ImVec2 to, const AnyState& any) const override {
    (void)any;
    return slide_of_drag(from, to);
  }

  // The slide a drag from `from` to `to` (pixels) shows, or kNoAction.
  Action slide_of_drag(ImVec2 from, ImVec2 to) const {
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

  std::string control_text(const AnyState& any, Action a, bool legal, Lang lang) const override {
    const qu::State& s = state_of<qu::Game>(any);
    if (!qu::is_slide(a)) {
      return "";
    }
    if (legal) {
      const int line = qu::slide_line(a);
      const ActionCells c = qu::Game::action_cells(s, a);
      const std::string name = line < qu::kSize ? std::to_string(line + 1)
                                                : std::string(1, static_cast<char>('a' + line - 5));
      return trf(line < qu::kSize ? Str::kQuitsSlideRow : Str::kQuitsSlideColumn, lang,
                 {name, qu::cell_name(c.from), qu::cell_name(c.to), qu::slide_name(a)});
    }
    // Why not: the reverse of the last slide (its arrow is crossed out), else the line holds
    // none of the mover's marbles, or its end tile is taken.
    if (s.last_slide >= 0 && a == qu::reverse_slide(s.last_slide)) {
      return trf(Str::kQuitsForbidden, lang, {qu::slide_name(a), qu::slide_name(s.last_slide)});
    }
    const int line = qu::slide_line(a);
    bool mine = false;
    for (int i = 0; i < qu::kSize; ++i) {
      mine = mine || qu::owner(s, qu::line_cell(line, i)) == s.player;
    }
    if (s.outcome == qu::Outcome::kNone && !mine) {
      const std::string name =
          line < qu::kSize
              ? trf(Str::kQuitsRow, lang, std::to_string(line + 1))
              : trf(Str::kQuitsColumn, lang, std::string(1, static_cast<char>('a' + line - 5)));
      return trf(Str::kQuitsNotMine, lang, name);
    }
    const int lifted = qu::Game::action_cells(s, a).from;
    if (s.outcome == qu::Outcome::kNone && qu::owner(s, lifted) >= 0) {
      return trf(Str::kQuitsEndTaken, lang, qu::cell_name(lifted));
    }
    return tr(Str::kNotNow, lang);
  }

  std::string action_words(const AnyState& before, Action a, const AnyState& after,
                           Lang lang) const override {
    const qu::State& b = state_of<qu::Game>(before);
    const qu::State& s = state_of<qu::Game>(after);
    std::string words;
    if (qu::is_slide(a)) {
      const int line = qu::slide_line(a);
      const bool high = qu::slide_toward_high(a);
      if (line < qu::kSize) {
        words =
            trf(Str::kQuitsRowWords, lang,
                {std::to_string(line + 1), tr(high ? Str::kQuitsRight : Str::kQuitsLeft, lang)});
      } else {
        words = trf(Str::kQuitsColumnWords, lang,
                    {std::string(1, static_cast<char>('a' + line - qu::kSize)),
                     tr(high ? Str::kQuitsUp : Str::kQuitsDown, lang)});
      }
      for (int q = 0; q < b.variant.players; ++q) {
        if (s.out[q] > b.out[q]) {
          words += (lang == Lang::kFr ? "\xC2\xA0; " : "; ") +
                   trf(Str::kQuitsLeavesOther, lang,
                       {side(q, lang), qu::cell_name(qu::exit_corner(b.variant, q))});
        }
      }
      return words;
    }
    if (qu::is_move(a) && s.out[b.player] > b.out[b.player]) {
      const ActionCells c = qu::Game::action_cells(b, a);
      const std::string from = qu::cell_name(c.from);
      const std::string to = qu::cell_name(c.to);
      words = lang == Lang::kFr ? "déplacement de " + from + " à " + to
                                : "moved from " + from + " to " + to;
      return words + " " + tr(Str::kQuitsLeavesOwn, lang);
    }
    return "";
  }

  // ----- Panel -----

  PieceCounts counts(const AnyState& any) const override {
    const qu::State& s = state_of<qu::Game>(any);
    PieceCounts pc;
    for (int q = 0; q < s.variant.players; ++q) {
      const auto i = static_cast<std::size_t>(q);
      pc.on_board[i] = __builtin_popcount(s.board[q]);
      pc.out[i] = s.out[q];
    }
    pc.out_goal = qu::target(s.variant);
    return pc;
  }

  std::vector<std::string> status_lines(const AnyState& any, const GameInfo& info,
                                        Lang lang) const override {
    (void)info;
    const qu::State& s = state_of<qu::Game>(any);
    std::vector<std::string> out;
    std::vector<std::string> exits;
    for (int q = 0; q < s.variant.players; ++q) {
      exits.push_back(trf(Str::kQuitsExitAt, lang,
                          {side(q, lang), qu::cell_name(qu::exit_corner(s.variant, q))}));
    }
    std::string list;
    for (const std::string& e : exits) {
      list += (list.empty() ? "" : ", ") + e;
    }
    out.push_back(trf(Str::kQuitsExits, lang, list));
    if (s.last_slide >= 0) {
      out.push_back(
          trf(Str::kQuitsForbidden, lang,
              {qu::slide_name(qu::reverse_slide(s.last_slide)), qu::slide_name(s.last_slide)}));
    }
    if (s.quiet >= 100) {
      out.push_back(trf(Str::kQuitsQuietCount, lang, std::to_string(s.quiet)));
    }
    return out;
  }

  std::string phase_label(const AnyState& any, Lang lang) const override {
    return state_of<qu::Game>(any).outcome == qu::Outcome::kNone ? tr(Str::kQuitsPhase, lang) : "";
  }

  std::string hint(const AnyState& any, int selected, Lang lang) const override {
    const qu::State& s = state_of<qu::Game>(any);
    if (selected < 0) {
      return tr(Str::kQuitsHintPick, lang);
    }
    // A marble picked: the generic words; an empty end tile picked up: where it goes.
    return qu::owner(s, selected) < 0 ? tr(Str::kQuitsHintTile, lang) : "";
  }

  std::string end_reason(const AnyState& any, const GameInfo& info, Lang lang) const override {
    (void)info;
    const qu::State& s = state_of<qu::Game>(any);
    if (s.outcome == qu::Outcome::kWin) {
      return trf(qu::target(s.variant) == 3 ? Str::kQuitsWinThree : Str::kQuitsWinOne, lang,
                 side(s.winner, lang));
    }
    if (s.outcome == qu::Outcome::kDraw) {
      return tr(s.quiet >= qu::kQuietLimit ? Str::kQuitsQuiet : Str::kReasonRepetition, lang);
    }
    return "";
  }

  // ----- Drawing -----

  void draw(ImDrawList* dl, const AnyState& any, const BoardMarks& marks) const override {
    const qu::State& s = state_of<qu::Game>(any);
    const float c = cell_;
    const float thick = std::fmax(1.5f, c * 0.05f);
    draw_frame(dl, s);
    const Scene scene = make_scene(s, marks);
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
  // ----- Geometry -----

  // Board position (tile units, a1's corner at 0, 0, y up) to pixels, and back.
  ImVec2 to_screen(ImVec2 b) const {
    float dx = b.x - kHalf;
    float dy = b.y - kHalf;
    for (int i = 0; i < turns_; ++i) {
      const float t = dx;  // a quarter turn anticlockwise
      dx = -dy;
      dy = t;
    }
    return {centre_.x + dx * cell_, centre_.y - dy * cell_};
  }
  ImVec2 to_board(ImVec2 p) const {
    float dx = (p.x - centre_.x) / cell_;
    float dy = -(p.y - centre_.y) / cell_;
    for (int i = 0; i < turns_; ++i) {
      const float t = dx;  // a quarter turn clockwise
      dx = dy;
      dy = -t;
    }
    return {dx + kHalf, dy + kHalf};
  }
  // A direction on the board (y up) as a screen direction (y down).
  ImVec2 screen_dir(ImVec2 d) const {
    const ImVec2 a = to_screen({kHalf, kHalf});
    const ImVec2 b = to_screen({kHalf + d.x, kHalf + d.y});
    return {(b.x - a.x) / cell_, (b.y - a.y) / cell_};
  }

  // Where slide a's arrow sits: beside the end of its line where the lifted tile comes back.
  static ImVec2 arrow_at(Action a) {
    const int line = qu::slide_line(a);
    const bool high = qu::slide_toward_high(a);
    const float out = high ? -kArrowAt : qu::kSize + kArrowAt;
    if (line < qu::kSize) {
      return {out, static_cast<float>(line) + 0.5f};
    }
    return {static_cast<float>(line - qu::kSize) + 0.5f, out};
  }
  // The way slide a moves the tiles, on the board.
  static ImVec2 slide_dir(Action a) {
    const float d = qu::slide_toward_high(a) ? 1.0f : -1.0f;
    return qu::slide_line(a) < qu::kSize ? ImVec2{d, 0} : ImVec2{0, d};
  }

  // The dish beside corner `corner`, on the board.
  static ImVec2 dish_at(int corner) {
    const float x = qu::col_of(corner) == 0 ? -kDishAt : qu::kSize + kDishAt;
    const float y = qu::row_of(corner) == 0 ? -kDishAt : qu::kSize + kDishAt;
    return {x, y};
  }
  // Slot k of seat q's dish (where its k-th marble out lies), in pixels: one in the middle, or
  // three in a triangle.
  ImVec2 dish_slot(const qu::Variant& v, int q, int k) const {
    const ImVec2 d = to_screen(dish_at(qu::exit_corner(v, q)));
    if (qu::target(v) == 1) {
      return d;
    }
    const float a = -kPi / 2 + 2 * kPi / 3 * static_cast<float>(k % 3);
    return {d.x + std::cos(a) * cell_ * 0.165f, d.y + std::sin(a) * cell_ * 0.165f};
  }

  // The size of a marble in a dish: three fit in a triangle, or one alone.
  float dish_marble(const qu::Variant& v) const {
    return cell_ * (qu::target(v) == 1 ? 0.62f : 0.44f);
  }

  // A tile lifted by `lift` (0..1) is drawn up and to the left of its place.
  ImVec2 lifted_centre(ImVec2 b, float lift) const {
    const ImVec2 p = to_screen(b);
    return {p.x - lift * cell_ * 0.06f, p.y - lift * cell_ * 0.08f};
  }

  // ----- Rules helpers (reading the engine, deciding nothing) -----

  // Whether action a, played in b, takes a marble off the board.
  static bool leaves(const qu::State& b, Action a) {
    qu::State after = b;
    qu::Game::apply(after, a);
    for (int q = 0; q < b.variant.players; ++q) {
      if (after.out[q] > b.out[q]) {
        return true;
      }
    }
    return false;
  }

  static std::string side(int q, Lang lang) {
    const GameInfo* info = find_game(qu::Game::kId);
    if (info == nullptr || q < 0 || q >= qu::kMaxSeats) {
      return "?";
    }
    const auto i = static_cast<std::size_t>(q);
    return std::string(lang == Lang::kFr ? info->side_fr[i] : info->side_en[i]);
  }

  // The arrows drawn while a person plays: every legal slide, and the reverse of the last slide
  // (crossed out).
  static std::vector<Action> shown_arrows(const qu::State& s, const std::vector<Action>& legal) {
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

  // ----- The scene: where everything is, this frame -----

  Scene make_scene(const qu::State& s, const BoardMarks& marks) const {
    Scene sc;
    const PieceAnimation& an = marks.animation;
    const bool animating =
        an.active && an.before && an.before->game_id() == qu::Game::kId && an.action >= 0;
    if (animating) {
      const qu::State& b = state_of<qu::Game>(*an.before);
      const float total = animation_ms(*an.before, an.action);
      const float base = qu::is_slide(an.action) ? kSlideMs : kMoveMs;
      const float split = base / total;  // the action, then the exits
      place(sc, b, an.action, ease(clamp01(an.t / split)), &s,
            clamp01((an.t - split) / (1 - split)), an.t >= split);
      return sc;
    }
    if (marks.dragging) {
      // A row or column being dragged follows the pointer by up to a tile.
      const Action a = slide_of_drag(marks.drag_from, marks.drag_to);
      if (a != kNoAction &&
          std::find(marks.legal.begin(), marks.legal.end(), a) != marks.legal.end()) {
        const ImVec2 d = screen_dir(slide_dir(a));
        const float along = ((marks.drag_to.x - marks.drag_from.x) * d.x +
                             (marks.drag_to.y - marks.drag_from.y) * d.y) /
                            cell_;
        place(sc, s, a, clamp01(along), nullptr, 0, false);
        sc.preview = true;
        return sc;
      }
    }
    place(sc, s, kNoAction, 0, nullptr, 0, false);
    return sc;
  }

  // Tiles and marbles of b with action a done to fraction e; with `after`, the marbles that left
  // fly to their dish (fraction x) once `exiting`.
  void place(Scene& sc, const qu::State& b, Action a, float e, const qu::State* after, float x,
             bool exiting) const {
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
        sc.lifted.push_back(
            Tile{{at.x + side.x * 0.45f * lift, at.y + side.y * 0.45f * lift}, lift});
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

  // ----- Drawing parts -----

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
        const float r = c * 0.09f;
        dl->AddCircleFilled(p, r + std::fmax(1.0f, c * 0.022f), theme::kTargetDotEdge, 24);
        dl->AddCircleFilled(p, r, theme::kTargetDot, 24);
      }
    }
  }

  // A round button with a triangle pointing the way the tiles go; the forbidden one greyed and
  // crossed out.
  void draw_arrows(ImDrawList* dl, const qu::State& s, const BoardMarks& marks) const {
    const float c = cell_;
    for (Action a : shown_arrows(s, marks.legal)) {
      const bool ok = std::find(marks.legal.begin(), marks.legal.end(), a) != marks.legal.end();
      const bool hov = a == marks.hover_control;
      const ImVec2 p = to_screen(arrow_at(a));
      const ImVec2 d = screen_dir(slide_dir(a));
      const ImVec2 n{-d.y, d.x};
      const float r = c * (hov ? 0.27f : 0.23f);
      dl->AddCircleFilled(add(p, ImVec2{c * 0.02f, c * 0.03f}), r, theme::kShadow, 32);
      dl->AddCircleFilled(p, r + std::fmax(1.0f, c * 0.025f), theme::kMarkEdge, 32);
      dl->AddCircleFilled(
          p, r, ok ? (hov ? IM_COL32(0xA6, 0xDE, 0xF8, 0xFF) : theme::kMarkAccent) : kArrowOff, 32);
      const float t = r * 0.62f;
      const ImVec2 tip{p.x + d.x * t, p.y + d.y * t};
      const ImVec2 l{p.x - d.x * t * 0.6f + n.x * t * 0.85f,
                     p.y - d.y * t * 0.6f + n.y * t * 0.85f};
      const ImVec2 rr{p.x - d.x * t * 0.6f - n.x * t * 0.85f,
                      p.y - d.y * t * 0.6f - n.y * t * 0.85f};
      dl->AddTriangleFilled(tip, l, rr, ok ? theme::kMarkEdge : with_alpha(theme::kMarkEdge, 0.5f));
      if (!ok) {
        draw_cross(dl, p, r * 0.8f, std::fmax(1.5f, c * 0.045f), kForbidden, theme::kMarkEdge);
      }
    }
  }

  qu::Variant variant_{};
  int turns_ = 0;  // quarter turns anticlockwise
  float cell_ = 40;
  ImVec2 min_{0, 0};
  ImVec2 max_{0, 0};
  ImVec2 centre_{0, 0};
};

}  // namespace
template <>
std::unique_ptr<BoardView> make_board_view_of<marbles::quits::Game>() {
  return std::make_unique<QuitsBoard>();
}

}  // namespace marbles::ui
