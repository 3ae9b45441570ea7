// Drawing the Wykersham board (wykersham.cpp says what it looks like; wykersham_layout.h says
// where things are): the walnut frame and its cross-rows, the rails and their cups, the marbles,
// the trays and dice, and the marks (lines, targets, slide arrows, the typed-in dice's grid).
#include <array>
#include <cmath>
#include <string>
#include <vector>

#include "ui/boards/parts.h"
#include "ui/boards/wykersham_layout.h"
#include "ui/draw.h"
#include "ui/palette.h"
#include "ui/text.h"
#include "ui/theme.h"

namespace marbles::ui::wykersham_view {

namespace {

using parts::clamp01;
using parts::ease;
using parts::kPi;

constexpr ImU32 kWalnut = parts::kWalnut;
constexpr ImU32 kWalnutEdge = parts::kWalnutEdge;
constexpr ImU32 kBand = IM_COL32(0x85, 0x60, 0x43, 0xFF);  // a cross-row across the frame
constexpr ImU32 kBandN = IM_COL32(0x93, 0x6C, 0x3E, 0xFF);
constexpr ImU32 kRimText = parts::kRimText;
constexpr ImU32 kRail = kTileFace;  // palette.h packs like IM_COL32
constexpr ImU32 kRailFixed = IM_COL32(0xC4, 0xA4, 0x70, 0xFF);
constexpr ImU32 kRailSide = parts::kMapleSide;
constexpr ImU32 kCup = IM_COL32(0x8A, 0x66, 0x3C, 0xFF);
constexpr ImU32 kCupDeep = IM_COL32(0x6A, 0x4B, 0x2A, 0xFF);
constexpr ImU32 kPin = IM_COL32(0x3A, 0x2A, 0x1E, 0xFF);
constexpr ImU32 kDish = parts::kDish;
constexpr ImU32 kDie = IM_COL32(0xFB, 0xF7, 0xEE, 0xFF);
constexpr ImU32 kPip = IM_COL32(0x22, 0x1A, 0x14, 0xFF);
constexpr ImU32 kBadge = IM_COL32(0x1A, 0x12, 0x0A, 0xE8);
constexpr ImU32 kOverlay = IM_COL32(0x24, 0x1A, 0x12, 0xEE);
constexpr ImU32 kKey = IM_COL32(0xF4, 0xEC, 0xDE, 0xFF);
constexpr ImU32 kKeyHover = parts::kButtonHover;

// A marble flying (placed, removed): from and to in pixels, fraction done.
struct Flying {
  ImVec2 from;
  ImVec2 to;
  int colour = 0;
  float t = 0;
};

class Painter {
 public:
  explicit Painter(const Layout& at) : at_(at), unit_(at.unit()) {}

  void draw(ImDrawList* dl, const wy::State& s, const BoardMarks& marks) const {
    const PieceAnimation& an = marks.animation;
    const bool animating =
        an.active && an.before && an.before->game_id() == wy::Game::kId && an.action >= 0;
    const wy::State& shown = animating ? state_of<wy::Game>(*an.before) : s;
    const float t = animating ? ease(clamp01(an.t)) : 1.0f;

    // Rails' offsets this frame: a slide glides from the old notch to the new one.
    std::array<float, wy::kRails> off{};
    for (int r = 0; r < wy::kRails; ++r) {
      off[static_cast<std::size_t>(r)] = static_cast<float>(s.offset[r]);
    }
    int moving_rail = -1;
    if (animating && wy::is_slide(an.action) && shown.slide_rail >= 0) {
      moving_rail = shown.slide_rail;
      const auto i = static_cast<std::size_t>(moving_rail);
      off[i] = static_cast<float>(shown.offset[moving_rail]) +
               static_cast<float>(s.offset[moving_rail] - shown.offset[moving_rail]) * t;
    }

    // The marbles drawn in the cups this frame: the state before a placement or a removal while
    // its marble flies, the state after otherwise.
    const bool flying_in = animating && wy::is_place(an.action);
    const bool flying_out = animating && (wy::is_remove(an.action) || an.action == wy::kForfeit);
    const wy::State& cups = (flying_in || flying_out) ? shown : s;

    draw_frame(dl, s, marks);
    for (int r = 0; r < wy::kRails; ++r) {
      draw_rail(dl, r, off[static_cast<std::size_t>(r)], r == moving_rail);
    }
    // Completed lines: the goal being collected, bold; other standing lines, thin.
    if (!animating) {
      draw_lines(dl, s);
    }
    // The last turn's cups (placed, emptied).
    if (!animating) {
      for (const ActionCells& ac : marks.last.cells) {
        for (int c : {ac.to, ac.removed}) {
          if (c >= 0) {
            const ImVec2 p = to_screen(cup_at(c, off[static_cast<std::size_t>(wy::rail_of(c))]));
            draw_brackets(dl, p, unit_ * 0.46f, std::fmax(1.5f, unit_ * 0.05f) + 2.5f,
                          theme::kMarkEdge);
            draw_brackets(dl, p, unit_ * 0.46f, std::fmax(1.5f, unit_ * 0.05f), theme::kMarkGold);
          }
        }
      }
      // The last turn's slides ("b+", "d-!"): the rail outlined, an arrow the way it went.
      for (const std::string& text : marks.last.texts) {
        if (text.size() >= 2 && text[0] >= 'a' && text[0] < 'a' + wy::kRails &&
            (text[1] == '+' || text[1] == '-')) {
          const int r = text[0] - 'a';
          draw_slid(dl, r, off[static_cast<std::size_t>(r)], text[1] == '+' ? 1 : -1);
        }
      }
    }
    for (int c = 0; c < wy::kCells; ++c) {
      const ImVec2 p = to_screen(cup_at(c, off[static_cast<std::size_t>(wy::rail_of(c))]));
      draw_cup_marbles(dl, p, cups.marbles[0][c], cups.marbles[1][c]);
    }
    draw_side(dl, s, an, animating, t, marks.lang);

    // Marbles on the move.
    if (flying_in) {
      const int c = wy::row_cell(shown, wy::place_row(an.action), wy::place_rail(an.action));
      const ImVec2 to = to_screen(cup_at(c, off[static_cast<std::size_t>(wy::rail_of(c))]));
      fly(dl, Flying{hand_at(shown.player), to, shown.player, t});
    } else if (flying_out && wy::is_remove(an.action)) {
      const int c = wy::remove_cell(an.action);
      const ImVec2 from = to_screen(cup_at(c, off[static_cast<std::size_t>(wy::rail_of(c))]));
      fly(dl, Flying{from, tray_at(shown.player), shown.player, t});
    } else if (flying_out) {
      fly(dl, Flying{hand_at(shown.player), tray_at(1 - shown.player), shown.player, t});
    }

    if (marks.interactive && !animating) {
      draw_targets(dl, s, marks, off);
      if (s.phase == wy::Phase::kSlide) {
        draw_arrows(dl, s, marks);
      }
      if (dice_entry(s, marks.legal)) {
        draw_keys(dl, s, marks);
      }
    }
  }

 private:
  ImVec2 to_screen(ImVec2 b) const { return at_.to_screen(b); }
  ImVec2 cell_center(int c) const { return at_.cell_center(c); }
  static ImVec2 cup_at(int c, float off) { return Layout::cup_at(c, off); }
  ImVec2 tray_at(int p) const { return at_.tray_at(p); }
  ImVec2 hand_at(int p) const { return at_.hand_at(p); }
  ImVec2 die_at(int i) const { return at_.die_at(i); }
  static bool arrow_shown(const wy::State& s, Action a) { return Layout::arrow_shown(s, a); }
  ImVec2 arrow_screen(const wy::State& s, Action a) const { return at_.arrow_screen(s, a); }
  std::vector<Key> keys(const wy::State& s) const { return at_.keys(s); }

  void draw_frame(ImDrawList* dl, const wy::State& s, const BoardMarks& marks) const {
    const float u = unit_;
    const ImVec2 lo = to_screen({0, kSpan});
    const ImVec2 hi = to_screen({kFrameW, -kSpan});
    dl->AddRectFilled(add(lo, ImVec2{u * 0.04f, u * 0.07f}), add(hi, ImVec2{u * 0.04f, u * 0.07f}),
                      theme::kShadow, u * 0.2f);
    dl->AddRectFilled(lo, hi, kWalnut, u * 0.2f);
    dl->AddRect(lo, hi, kWalnutEdge, u * 0.2f, 0, std::fmax(1.0f, u * 0.03f));
    // The seven cross-rows, the open ones (for the dice to play) outlined in gold.
    const unsigned open = marks.interactive ? wy::open_rows(s) : 0u;
    ImFont* font = ImGui::GetFont();
    const float fs = std::fmin(ImGui::GetFontSize(), u * 0.62f);
    for (int x = 0; x < wy::kCrossRows; ++x) {
      const float y = static_cast<float>(x - 3);
      const ImVec2 a = to_screen({0.06f, y + 0.47f});
      const ImVec2 b = to_screen({kFrameW - 0.06f, y - 0.47f});
      dl->AddRectFilled(a, b, x == wy::kRowN ? kBandN : kBand, u * 0.08f);
      if (open >> x & 1u) {
        dl->AddRect(a, b, theme::kMarkEdge, u * 0.08f, 0, std::fmax(1.5f, u * 0.05f) + 2.5f);
        dl->AddRect(a, b, theme::kMarkGold, u * 0.08f, 0, std::fmax(1.5f, u * 0.05f));
      }
      const std::string label(wy::row_label(x));
      const ImVec2 ts = font->CalcTextSizeA(fs, 1e9f, 0, label.c_str());
      for (const float lx : {kLabelW * 0.5f, kFrameW - kLabelW * 0.5f}) {
        const ImVec2 p = to_screen({lx, y});
        dl->AddText(font, fs, {std::floor(p.x - ts.x / 2), std::floor(p.y - ts.y / 2)},
                    (open >> x & 1u) ? theme::kMarkGold : kRimText, label.c_str());
      }
    }
    // The rail letters at the frame's two ends.
    for (int r = 0; r < wy::kRails; ++r) {
      const std::string label = rail_name(r);
      const ImVec2 ts = font->CalcTextSizeA(fs, 1e9f, 0, label.c_str());
      for (const float ly : {kSpan - 0.3f, -kSpan + 0.3f}) {
        const ImVec2 p = to_screen({rail_x(r), ly});
        dl->AddText(font, fs, {std::floor(p.x - ts.x / 2), std::floor(p.y - ts.y / 2)}, kRimText,
                    label.c_str());
      }
    }
  }

  void draw_rail(ImDrawList* dl, int r, float off, bool moving) const {
    const float u = unit_;
    const float x = rail_x(r);
    const ImVec2 a = to_screen({x - kBarW / 2, 5.5f + off});
    const ImVec2 b = to_screen({x + kBarW / 2, -5.5f + off});
    const float lift = moving ? u * 0.05f : 0.0f;
    dl->AddRectFilled({a.x + u * 0.05f, a.y + u * 0.08f}, {b.x + u * 0.05f, b.y + u * 0.08f},
                      theme::kShadow, u * 0.3f);
    dl->AddRectFilled({a.x - lift, a.y - lift}, {b.x - lift, b.y - lift}, kRailSide, u * 0.3f);
    dl->AddRectFilled({a.x - lift, a.y - lift}, {b.x - lift - u * 0.04f, b.y - lift - u * 0.05f},
                      r == wy::kFixedRail ? kRailFixed : kRail, u * 0.3f);
    for (int k = 0; k < wy::kCupsPerRail; ++k) {
      const ImVec2 p = to_screen({x, static_cast<float>(k - 5) + off});
      const ImVec2 q{p.x - lift, p.y - lift};
      dl->AddCircleFilled(q, u * kCupR, kCupDeep, 28);
      dl->AddCircleFilled({q.x + u * 0.03f, q.y + u * 0.04f}, u * (kCupR - 0.05f), kCup, 28);
    }
    if (r == wy::kFixedRail) {
      // Pins holding the middle rail to the frame, beyond its end cups.
      for (const float y : {6.05f, -6.05f}) {
        const ImVec2 p = to_screen({x, y});
        dl->AddCircleFilled(p, u * 0.11f, kPin, 16);
        dl->AddCircle(p, u * 0.11f, kRimText, 16, 1.0f);
      }
    }
  }

  // A rail the last turn slid: outlined in gold, with an arrow the way it went.
  void draw_slid(ImDrawList* dl, int r, float off, int dir) const {
    const float u = unit_;
    const float x = rail_x(r);
    const float thick = std::fmax(2.5f, u * 0.06f);
    const ImVec2 a = to_screen({x - kBarW / 2 - 0.06f, 5.56f + off});
    const ImVec2 b = to_screen({x + kBarW / 2 + 0.06f, -5.56f + off});
    dl->AddRect(a, b, theme::kMarkEdge, u * 0.3f, 0, thick + 2.5f);
    dl->AddRect(a, b, theme::kMarkGold, u * 0.3f, 0, thick);
    // Where the slide arrows stand, at the frame's end the rail went towards.
    const float d = static_cast<float>(dir);
    const ImVec2 tip = to_screen({x, (kArrowAt + 0.4f) * d});
    const ImVec2 l = to_screen({x - 0.36f, (kArrowAt - 0.3f) * d});
    const ImVec2 rr = to_screen({x + 0.36f, (kArrowAt - 0.3f) * d});
    dl->AddTriangleFilled(tip, l, rr, theme::kMarkEdge);
    const ImVec2 c{(tip.x + l.x + rr.x) / 3, (tip.y + l.y + rr.y) / 3};
    auto in = [&](ImVec2 p) { return ImVec2{c.x + (p.x - c.x) * 0.7f, c.y + (p.y - c.y) * 0.7f}; };
    dl->AddTriangleFilled(in(tip), in(l), in(rr), theme::kMarkGold);
  }

  // The marbles of one cup: one colour (a second marble behind from two, a count from three),
  // or both colours side by side (cross-row n).
  void draw_cup_marbles(ImDrawList* dl, ImVec2 p, int red, int green) const {
    const float u = unit_;
    auto stack = [&](ImVec2 at, float size, int colour, int n) {
      if (n >= 2) {
        draw_marble(dl, {at.x + size * 0.1f, at.y - size * 0.12f}, size, kWykershamLooks[colour],
                    1.0f, 0);
      }
      draw_marble(dl, at, size, kWykershamLooks[colour], 1.0f, 0);
      if (n >= 3) {
        badge(dl, {at.x + size * 0.32f, at.y + size * 0.3f}, size, n);
      }
    };
    if (red > 0 && green > 0) {
      stack({p.x - u * 0.2f, p.y}, u * 0.66f, 0, red);
      stack({p.x + u * 0.2f, p.y}, u * 0.66f, 1, green);
      if (red == 2) {
        badge(dl, {p.x - u * 0.2f + u * 0.2f, p.y + u * 0.2f}, u * 0.66f, red);
      }
      if (green == 2) {
        badge(dl, {p.x + u * 0.4f, p.y + u * 0.2f}, u * 0.66f, green);
      }
    } else if (red > 0) {
      stack(p, u * 0.98f, 0, red);
    } else if (green > 0) {
      stack(p, u * 0.98f, 1, green);
    }
  }

  void badge(ImDrawList* dl, ImVec2 at, float size, int n) const {
    const std::string text = std::to_string(n);
    ImFont* font = ImGui::GetFont();
    const float fs = std::fmax(10.0f, std::fmin(ImGui::GetFontSize() * 0.8f, size * 0.42f));
    const ImVec2 ts = font->CalcTextSizeA(fs, 1e9f, 0, text.c_str());
    const float r = std::fmax(ts.x, ts.y) * 0.62f;
    dl->AddCircleFilled(at, r, kBadge, 20);
    dl->AddCircle(at, r, kRimText, 20, 1.0f);
    dl->AddText(font, fs, {std::floor(at.x - ts.x / 2), std::floor(at.y - ts.y / 2)}, kRimText,
                text.c_str());
  }

  void draw_lines(ImDrawList* dl, const wy::State& s) const {
    const float thick = std::fmax(2.0f, unit_ * 0.09f);
    for (int p = 0; p < 2; ++p) {
      const bool collecting = s.phase == wy::Phase::kRemove && p == s.player;
      const std::uint64_t lines = collecting ? s.goal_lines : wy::complete_lines(s, p);
      for (int id = 0; id < wy::kLines; ++id) {
        if ((lines >> id & 1u) == 0) {
          continue;
        }
        int cells[wy::kRails];
        if (!wy::line_cells(s, id, cells)) {
          continue;
        }
        const ImVec2 a = cell_center(cells[0]);
        const ImVec2 b = cell_center(cells[wy::kRails - 1]);
        const ImU32 col = collecting ? theme::kMarkGold : with_alpha(kWykershamLooks[p].body, 0.8f);
        const float w = collecting ? thick : thick * 0.5f;
        dl->AddLine(a, b, theme::kMarkEdge, w + 2.5f);
        dl->AddLine(a, b, col, w);
      }
    }
  }

  void draw_targets(ImDrawList* dl, const wy::State& s, const BoardMarks& marks,
                    const std::array<float, wy::kRails>& off) const {
    const float u = unit_;
    const float thick = std::fmax(1.5f, u * 0.05f);
    for (int c : marks.targets) {
      const ImVec2 p = to_screen(cup_at(c, off[static_cast<std::size_t>(wy::rail_of(c))]));
      const bool hov = c == marks.hover;
      if (s.phase == wy::Phase::kRemove) {
        // A cup a marble may be taken from: ringed.
        dl->AddCircle(p, u * 0.45f, theme::kMarkEdge, 32, thick + 2.5f);
        dl->AddCircle(p, u * 0.45f, theme::kMarkAccent, 32, hov ? thick * 1.6f : thick);
      } else if (hov) {
        draw_marble(dl, p, u * 0.98f, kWykershamLooks[s.player & 1], 0.55f, 0);
        dl->AddCircle(p, u * 0.45f, theme::kMarkAccent, 32, thick);
      } else {
        parts::draw_target_dot(dl, p, u * 0.1f, std::fmax(1.0f, u * 0.024f), 20);
      }
    }
  }

  void draw_arrows(ImDrawList* dl, const wy::State& s, const BoardMarks& marks) const {
    const float u = unit_;
    for (Action a : {wy::kSlideMinus, wy::kSlidePlus}) {
      if (!arrow_shown(s, a)) {
        continue;
      }
      parts::SlideButton b;
      b.hover = a == marks.hover_control;
      b.at = arrow_screen(s, a);
      b.dir = {0, a == wy::kSlidePlus ? -1.0f : 1.0f};  // screen y of the arrow's tip
      b.across = {-1, 0};
      b.radius = u * (b.hover ? 0.44f : 0.4f);
      b.shadow = {u * 0.03f, u * 0.04f};
      b.rim = std::fmax(1.0f, u * 0.03f);
      b.cross = std::fmax(1.5f, u * 0.045f);
      b.legal = contains(marks.legal, a);
      parts::draw_slide_button(dl, b);
    }
  }

  void draw_keys(ImDrawList* dl, const wy::State& s, const BoardMarks& marks) const {
    const float u = unit_;
    const ImVec2 a = to_screen({0.15f, 4.4f});
    const ImVec2 b = to_screen({kWidth - 0.15f, -4.4f});
    dl->AddRectFilled(a, b, kOverlay, u * 0.2f);
    dl->AddRect(a, b, theme::kMarkGold, u * 0.2f, 0, std::fmax(1.5f, u * 0.04f));
    ImFont* font = ImGui::GetFont();
    const float fs = ImGui::GetFontSize();
    const std::string title =
        tr(s.phase == wy::Phase::kRollOff ? Str::kWykEnterRollOff : Str::kWykEnterDice, marks.lang);
    const ImVec2 ts = font->CalcTextSizeA(fs, 1e9f, b.x - a.x - u * 0.4f, title.c_str());
    dl->AddText(font, fs, {std::floor((a.x + b.x - ts.x) / 2), std::floor(a.y + u * 0.35f)},
                kRimText, title.c_str(), nullptr, b.x - a.x - u * 0.4f);
    for (const Key& k : keys(s)) {
      const bool hov = k.action == marks.hover_control;
      dl->AddRectFilled(k.min, k.max, hov ? kKeyHover : kKey, u * 0.12f);
      const std::string text = k.action == wy::kRollOffRed || k.action == wy::kRollOffGreen
                                   ? trf(Str::kWykStartsKey, marks.lang,
                                         side(k.action == wy::kRollOffRed ? 0 : 1, marks.lang))
                                   : std::to_string(wy::roll_lo(k.action)) + "\xC2\xB7" +
                                         std::to_string(wy::roll_hi(k.action));
      const ImVec2 kt = font->CalcTextSizeA(fs, 1e9f, 0, text.c_str());
      dl->AddText(
          font, fs,
          {std::floor((k.min.x + k.max.x - kt.x) / 2), std::floor((k.min.y + k.max.y - kt.y) / 2)},
          kPip, text.c_str());
    }
  }

  // The side column: trays with points and marbles in hand, the dice between them.
  void draw_side(ImDrawList* dl, const wy::State& s, const PieceAnimation& an, bool animating,
                 float t, Lang lang) const {
    const float u = unit_;
    ImFont* font = ImGui::GetFont();
    const float fs = ImGui::GetFontSize();
    for (int p = 0; p < 2; ++p) {
      const float y = p == 0 ? -5.2f : 5.2f;
      const ImVec2 a = to_screen({kSideX - kSideW / 2, y + 1.05f});
      const ImVec2 b = to_screen({kSideX + kSideW / 2, y - 1.05f});
      const bool to_move =
          s.phase != wy::Phase::kOver && s.phase != wy::Phase::kRollOff && s.player == p;
      dl->AddRectFilled(add(a, ImVec2{u * 0.04f, u * 0.06f}), add(b, ImVec2{u * 0.04f, u * 0.06f}),
                        theme::kShadow, u * 0.3f);
      dl->AddRectFilled(a, b, kWykershamLooks[p].outline, u * 0.3f);
      dl->AddRectFilled(add(a, ImVec2{u * 0.08f, u * 0.08f}),
                        add(b, ImVec2{-u * 0.08f, -u * 0.08f}), kDish, u * 0.24f);
      if (to_move) {
        dl->AddRect(a, b, theme::kMarkGold, u * 0.3f, 0, std::fmax(2.0f, u * 0.07f));
      }
      // The points, big, with the player's marble; marbles in hand under it.
      const ImVec2 c = to_screen({kSideX, y + 0.3f});
      draw_marble(dl, {c.x - u * 0.45f, c.y}, u * 0.8f, kWykershamLooks[p], 1.0f, 0);
      const std::string pts = std::to_string(wy::score(s, p));
      const float big = std::fmin(fs * 1.6f, u * 0.9f);
      const ImVec2 pt = font->CalcTextSizeA(big, 1e9f, 0, pts.c_str());
      dl->AddText(font, big, {std::floor(c.x + u * 0.15f), std::floor(c.y - pt.y / 2)}, kRimText,
                  pts.c_str());
      const std::string hand = trf(Str::kWykInHand, lang, std::to_string(s.hand[p]));
      float small = std::fmin(fs, u * 0.5f);
      ImVec2 ht = font->CalcTextSizeA(small, 1e9f, 0, hand.c_str());
      const float room = (kSideW - 0.3f) * u;
      if (ht.x > room) {
        // Narrow trays (a phone): the text shrinks to fit.
        small *= room / ht.x;
        ht = font->CalcTextSizeA(small, 1e9f, 0, hand.c_str());
      }
      const ImVec2 hp = to_screen({kSideX, y - 0.55f});
      dl->AddText(font, small, {std::floor(hp.x - ht.x / 2), std::floor(hp.y - ht.y / 2)},
                  with_alpha(kRimText, 0.85f), hand.c_str());
    }
    // The dice: the turn's two (a used one greyed), rolling while a roll is shown.
    const bool rolling = animating && wy::is_roll(an.action);
    for (int i = 0; i < 2; ++i) {
      int v = s.dice[i];
      bool used = false;
      if (!rolling && v > 0) {
        const bool dbl = s.dice[0] == s.dice[1];
        used = dbl ? s.placed > i : (s.used >> i & 1) != 0;
      }
      if (rolling) {
        // Faces tumbling, then the roll.
        v = t < 0.8f ? 1 + static_cast<int>(t * 23 + static_cast<float>(i) * 3) % 6 : v;
      }
      if (s.phase == wy::Phase::kRoll || s.phase == wy::Phase::kRollOff ||
          s.phase == wy::Phase::kOver) {
        v = rolling ? v : 0;
      }
      draw_die(dl, die_at(i), u * 1.1f, v, used, rolling ? std::sin(t * kPi * 3) * 0.3f : 0.0f);
    }
  }

  void draw_die(ImDrawList* dl, ImVec2 c, float size, int v, bool used, float tilt) const {
    const float h = size / 2;
    const float alpha = used ? 0.35f : 1.0f;
    const ImVec2 d{std::cos(tilt), std::sin(tilt)};
    auto rot = [&](float x, float y) {
      return ImVec2{c.x + x * d.x - y * d.y, c.y + x * d.y + y * d.x};
    };
    dl->AddQuadFilled(rot(-h + 2, -h + 4), rot(h + 2, -h + 4), rot(h + 2, h + 4),
                      rot(-h + 2, h + 4), theme::kShadow);
    dl->AddQuadFilled(rot(-h, -h), rot(h, -h), rot(h, h), rot(-h, h), with_alpha(kDie, alpha));
    dl->AddQuad(rot(-h, -h), rot(h, -h), rot(h, h), rot(-h, h), with_alpha(kPip, 0.6f * alpha),
                1.5f);
    if (v <= 0) {
      return;
    }
    static constexpr int kPips[7][6][2] = {
        {},
        {{0, 0}},
        {{-1, -1}, {1, 1}},
        {{-1, -1}, {0, 0}, {1, 1}},
        {{-1, -1}, {1, -1}, {-1, 1}, {1, 1}},
        {{-1, -1}, {1, -1}, {0, 0}, {-1, 1}, {1, 1}},
        {{-1, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {1, 1}},
    };
    const float step = size * 0.27f;
    for (int k = 0; k < v; ++k) {
      const ImVec2 p =
          rot(static_cast<float>(kPips[v][k][0]) * step, static_cast<float>(kPips[v][k][1]) * step);
      dl->AddCircleFilled(p, size * 0.09f, with_alpha(kPip, alpha), 12);
    }
  }

  void fly(ImDrawList* dl, const Flying& f) const {
    const float arc = std::sin(kPi * f.t) * unit_ * 0.8f;
    draw_marble(dl,
                {f.from.x + (f.to.x - f.from.x) * f.t, f.from.y + (f.to.y - f.from.y) * f.t - arc},
                unit_ * 0.98f, kWykershamLooks[f.colour & 1], 1.0f, 0.06f * std::sin(kPi * f.t));
  }

  const Layout& at_;
  float unit_;
};

}  // namespace

void draw_board(ImDrawList* dl, const Layout& at, const wy::State& s, const BoardMarks& marks) {
  Painter(at).draw(dl, s, marks);
}

}  // namespace marbles::ui::wykersham_view
