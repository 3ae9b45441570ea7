// The Wykersham board: five maple rails standing up the screen (a-e, left to right) in a walnut
// frame, each a long bar of 11 cups; the middle rail c is pinned to the frame, the four others
// slide up and down by up to two notches. The frame's seven cross-rows run across the rails,
// labelled 1, 2, 3, n, 4, 5, 6 from the bottom on both sides; the rows the dice allow are
// outlined in gold. Red sits at the bottom, Green at the top.
//
// A cup shows its marbles: one, a second behind it, and a count from 3 up; a cup of cross-row n
// holding both colours shows the two side by side. Beside the frame, a column holds Green's tray
// at the top, the dice in the middle (a used die greyed) and Red's tray at the bottom, each tray
// with the player's points and marbles still in hand.
//
// Playing: the legal cups for the dice are marked (tap one to place); after a placement, arrows
// at the ends of that rail slide it (or drag the rail by a notch; the panel's button declines),
// and a direction the rules forbid shows crossed out. After a goal the completed lines are drawn
// through their cups and the cups a marble may be taken from are ringed. With the dice typed in
// (physical dice), a grid of the 21 rolls covers the rails when a roll is due.
//
// The view decides no rule: what can be played comes from the app's marks (the engine's legal
// actions); lines, rows and goals from wykersham:: helpers.
#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <string>
#include <vector>

#include "core/any_game.h"
#include "games/registry.h"
#include "games/wykersham/rules.h"
#include "ui/board_view.h"
#include "ui/draw.h"
#include "ui/palette.h"
#include "ui/text.h"
#include "ui/theme.h"

namespace marbles::ui {

namespace {

namespace wy = marbles::wykersham;

// Layout in cup units (one notch of a rail = 1). x from the board's left edge; y is a position
// on the rails (0 = cross-row n, up positive), the frame spanning -kSpan..+kSpan.
constexpr float kLabelW = 0.72f;                       // a label column beside the rails
constexpr float kRailsW = wy::kRails;                  // one unit per rail
constexpr float kFrameW = kRailsW + 2 * kLabelW;       // the walnut frame
constexpr float kGap = 0.22f;                          // between the frame and the side column
constexpr float kSideW = 2.1f;                         // trays and dice
constexpr float kWidth = kFrameW + kGap + kSideW;      // 8.76
constexpr float kSpan = 7.62f;                         // frame from -kSpan to +kSpan
constexpr float kHeight = 2 * kSpan;                   // 15.24
constexpr float kBarW = 0.80f;                         // a rail's width
constexpr float kCupR = 0.37f;                         // a cup's radius
constexpr float kArrowAt = 7.08f;                      // slide arrows (at either end)
constexpr float kSideX = kFrameW + kGap + kSideW / 2;  // the side column's centre
constexpr float kPi = 3.14159265f;

// Animation times (ms).
constexpr float kPlaceMs = 320;
constexpr float kSlideMs = 380;
constexpr float kRemoveMs = 340;
constexpr float kRollMs = 520;

constexpr ImU32 kWalnut = IM_COL32(0x6B, 0x4A, 0x33, 0xFF);
constexpr ImU32 kWalnutEdge = IM_COL32(0x3E, 0x2A, 0x1C, 0xFF);
constexpr ImU32 kBand = IM_COL32(0x85, 0x60, 0x43, 0xFF);  // a cross-row across the frame
constexpr ImU32 kBandN = IM_COL32(0x93, 0x6C, 0x3E, 0xFF);
constexpr ImU32 kRimText = IM_COL32(0xF2, 0xE6, 0xCF, 0xFF);
constexpr ImU32 kRail = kTileFace;  // palette.h packs like IM_COL32
constexpr ImU32 kRailFixed = IM_COL32(0xC4, 0xA4, 0x70, 0xFF);
constexpr ImU32 kRailSide = IM_COL32(0xA8, 0x83, 0x50, 0xFF);
constexpr ImU32 kCup = IM_COL32(0x8A, 0x66, 0x3C, 0xFF);
constexpr ImU32 kCupDeep = IM_COL32(0x6A, 0x4B, 0x2A, 0xFF);
constexpr ImU32 kPin = IM_COL32(0x3A, 0x2A, 0x1E, 0xFF);
constexpr ImU32 kDish = IM_COL32(0x33, 0x23, 0x17, 0xFF);
constexpr ImU32 kDie = IM_COL32(0xFB, 0xF7, 0xEE, 0xFF);
constexpr ImU32 kPip = IM_COL32(0x22, 0x1A, 0x14, 0xFF);
constexpr ImU32 kBadge = IM_COL32(0x1A, 0x12, 0x0A, 0xE8);
constexpr ImU32 kForbidden = IM_COL32(0xE0, 0x53, 0x3D, 0xFF);
constexpr ImU32 kArrowOff = IM_COL32(0x9A, 0x90, 0x86, 0xC0);
constexpr ImU32 kOverlay = IM_COL32(0x24, 0x1A, 0x12, 0xEE);
constexpr ImU32 kKey = IM_COL32(0xF4, 0xEC, 0xDE, 0xFF);
constexpr ImU32 kKeyHover = IM_COL32(0xA6, 0xDE, 0xF8, 0xFF);

float ease(float t) {
  return 1 - (1 - t) * (1 - t) * (1 - t);
}

float clamp01(float t) {
  return std::clamp(t, 0.0f, 1.0f);
}

float rail_x(int rail) {
  return kLabelW + 0.5f + static_cast<float>(rail);
}

std::string side(int p, Lang lang) {
  const GameInfo* info = find_game(wy::Game::kId);
  if (info == nullptr || p < 0 || p > 1) {
    return "?";
  }
  const auto i = static_cast<std::size_t>(p);
  return std::string(lang == Lang::kFr ? info->side_fr[i] : info->side_en[i]);
}

std::string rail_name(int rail) {
  return std::string(1, static_cast<char>('a' + rail));
}

bool contains(const std::vector<Action>& v, Action a) {
  return std::find(v.begin(), v.end(), a) != v.end();
}

// The die values still to play this turn (0, 1 or 2 of them), from the engine's fields.
std::vector<int> remaining_dice(const wy::State& s) {
  std::vector<int> out;
  if (s.dice[0] == 0 || s.placed >= 2) {
    return out;
  }
  if (s.dice[0] == s.dice[1]) {
    for (int i = s.placed; i < 2; ++i) {
      out.push_back(s.dice[0]);
    }
    return out;
  }
  for (int i = 0; i < 2; ++i) {
    if ((s.used >> i & 1) == 0) {
      out.push_back(s.dice[i]);
    }
  }
  return out;
}

// The die value "forfeit" gives away now: the engine's choice, read by playing it on a copy.
int forfeited_die(const wy::State& s) {
  wy::State after = s;
  wy::Game::apply(after, wy::kForfeit);
  if (s.dice[0] == s.dice[1]) {
    return s.dice[0];
  }
  for (int i = 0; i < 2; ++i) {
    if ((s.used >> i & 1) == 0 && (after.used >> i & 1) != 0) {
      return s.dice[i];
    }
  }
  const std::vector<int> left = remaining_dice(s);
  return left.empty() ? 0 : left.front();
}

// A marble flying (placed, removed): from and to in pixels, fraction done.
struct Flying {
  ImVec2 from;
  ImVec2 to;
  int colour = 0;
  float t = 0;
};

class WykershamBoard final : public BoardView {
 public:
  void configure(const AnyState& s) override { remember(state_of<wy::Game>(s)); }

  float aspect() const override { return kWidth / kHeight; }

  void layout(ImVec2 min, ImVec2 max, float scale) override {
    (void)scale;
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
  ImVec2 rect_min() const override { return min_; }
  ImVec2 rect_max() const override { return max_; }

  int hit(ImVec2 p) const override {
    const ImVec2 b = to_board(p);
    const float rx = b.x - kLabelW;
    if (rx < 0 || rx >= kRailsW) {
      return -1;
    }
    const int rail = static_cast<int>(rx);
    if (std::fabs(b.x - rail_x(rail)) > kBarW / 2 + 0.05f) {
      return -1;
    }
    const int cup =
        static_cast<int>(std::lround(b.y)) + 5 - offset_[static_cast<std::size_t>(rail)];
    if (cup < 0 || cup >= wy::kCupsPerRail) {
      return -1;
    }
    return wy::cell(rail, cup);
  }

  ImVec2 cell_center(int c) const override {
    if (c < 0 || c >= wy::kCells) {
      return {0, 0};
    }
    return to_screen(
        cup_at(c, static_cast<float>(offset_[static_cast<std::size_t>(wy::rail_of(c))])));
  }
  int num_cells() const override { return wy::kCells; }
  std::string cell_name(int c) const override { return wy::cell_name(c); }
  int parse_cell(std::string_view name) const override { return wy::parse_cell(name); }

  void draw_piece(ImDrawList* dl, ImVec2 center, float size, int player,
                  float alpha) const override {
    draw_marble(dl, center, size, kWykershamLooks[player & 1], alpha, 0);
  }

  int chance_player(const AnyState& any) const override {
    const wy::State& s = state_of<wy::Game>(any);
    return s.phase == wy::Phase::kRoll ? s.player : -1;
  }

  bool animates(const AnyState& before, Action a) const override {
    (void)before;
    return a != wy::kDone && a != wy::kSlideNone;
  }

  float animation_ms(const AnyState& before, Action a) const override {
    (void)before;
    if (wy::is_place(a)) {
      return kPlaceMs;
    }
    if (wy::is_slide(a)) {
      return kSlideMs;
    }
    if (wy::is_remove(a) || a == wy::kForfeit) {
      return kRemoveMs;
    }
    if (wy::is_roll(a) || a == wy::kRollOffRed || a == wy::kRollOffGreen) {
      return kRollMs;
    }
    return 120;
  }

  // ----- Controls: slide arrows, rail drags, the typed-in dice -----

  Action hit_control(ImVec2 p, const AnyState& any,
                     const std::vector<Action>& legal) const override {
    const wy::State& s = state_of<wy::Game>(any);
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

  bool control_center(const AnyState& any, std::string_view name, ImVec2* out) const override {
    const wy::State& s = state_of<wy::Game>(any);
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

  Action drag_action(ImVec2 from, ImVec2 to, const AnyState& any) const override {
    const wy::State& s = state_of<wy::Game>(any);
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

  std::string control_text(const AnyState& any, Action a, bool legal, Lang lang) const override {
    const wy::State& s = state_of<wy::Game>(any);
    if (wy::is_roll(a) || a == wy::kRollOffRed || a == wy::kRollOffGreen) {
      return legal ? trf(Str::kWykDiceKey, lang, wy::Game::action_text(s, a)) : "";
    }
    if (!wy::is_slide(a) || s.slide_rail < 0) {
      return "";
    }
    const int dir = a == wy::kSlidePlus ? 1 : -1;
    const std::string rail = rail_name(s.slide_rail);
    const std::string way = tr(dir > 0 ? Str::kWykUp : Str::kWykDown, lang);
    if (legal) {
      const bool goal = wy::goals_of_slide(s, s.player, s.slide_rail, dir) != 0;
      return trf(goal ? Str::kWykSlideGoal : Str::kWykSlide, lang, {rail, way});
    }
    if (s.slide_dir != 0 && s.slide_dir != dir) {
      return trf(Str::kWykSameWay, lang, tr(s.slide_dir > 0 ? Str::kWykUp : Str::kWykDown, lang));
    }
    const int other = -dir;
    if (wy::goals_of_slide(s, s.player, s.slide_rail, other) != 0) {
      return tr(Str::kWykMustScore, lang);
    }
    return tr(Str::kNotNow, lang);
  }

  std::string button_label(const AnyState& any, Action a, Lang lang) const override {
    const wy::State& s = state_of<wy::Game>(any);
    if (a == wy::kSlideNone) {
      return trf(Str::kWykNoSlide, lang, rail_name(std::max<int>(0, s.slide_rail)));
    }
    if (a == wy::kDone) {
      return tr(s.last_removed < 0 ? Str::kWykKeep : Str::kWykDoneRemoving, lang);
    }
    if (a == wy::kForfeit) {
      return trf(Str::kWykForfeit, lang,
                 {side(1 - s.player, lang), std::to_string(forfeited_die(s))});
    }
    if (wy::is_slide(a) && s.slide_rail >= 0) {
      return control_text(any, a, true, lang);
    }
    return "";
  }

  std::string action_words(const AnyState& before, Action a, const AnyState& after,
                           Lang lang) const override {
    const wy::State& b = state_of<wy::Game>(before);
    (void)after;
    if (wy::is_roll(a)) {
      return trf(Str::kWykRolled, lang,
                 {std::to_string(wy::roll_lo(a)), std::to_string(wy::roll_hi(a))});
    }
    if (a == wy::kRollOffRed || a == wy::kRollOffGreen) {
      return trf(Str::kWykStarts, lang, side(a == wy::kRollOffRed ? 0 : 1, lang));
    }
    if (wy::is_place(a)) {
      const int c = wy::row_cell(b, wy::place_row(a), wy::place_rail(a));
      return trf(Str::kWykPlaced, lang,
                 {wy::cell_name(c), std::string(wy::row_label(wy::place_row(a)))});
    }
    if (wy::is_slide(a) && b.slide_rail >= 0) {
      const int dir = a == wy::kSlidePlus ? 1 : -1;
      const bool goal = wy::goals_of_slide(b, b.player, b.slide_rail, dir) != 0;
      return trf(goal ? Str::kWykSlidGoal : Str::kWykSlid, lang,
                 {rail_name(b.slide_rail), tr(dir > 0 ? Str::kWykUp : Str::kWykDown, lang)});
    }
    if (a == wy::kSlideNone) {
      return trf(Str::kWykNotSlid, lang, rail_name(std::max<int>(0, b.slide_rail)));
    }
    if (wy::is_remove(a)) {
      return trf(Str::kWykRemoved, lang, wy::cell_name(wy::remove_cell(a)));
    }
    if (a == wy::kForfeit) {
      return trf(Str::kWykForfeited, lang,
                 {std::to_string(forfeited_die(b)), side(1 - b.player, lang)});
    }
    if (a == wy::kDone) {
      return tr(b.last_removed < 0 ? Str::kWykKept : Str::kWykDone, lang);
    }
    return "";
  }

  // ----- Panel -----

  PieceCounts counts(const AnyState& any) const override {
    const wy::State& s = state_of<wy::Game>(any);
    PieceCounts pc;
    for (int p = 0; p < 2; ++p) {
      const auto i = static_cast<std::size_t>(p);
      pc.in_hand[i] = s.hand[p];
      int on = 0;
      for (int c = 0; c < wy::kCells; ++c) {
        on += s.marbles[p][c];
      }
      pc.on_board[i] = on;
    }
    return pc;
  }

  std::vector<std::string> status_lines(const AnyState& any, const GameInfo& info,
                                        Lang lang) const override {
    (void)info;
    const wy::State& s = state_of<wy::Game>(any);
    std::vector<std::string> out;
    out.push_back(trf(Str::kWykScore, lang,
                      {side(0, lang), std::to_string(wy::score(s, 0)), side(1, lang),
                       std::to_string(wy::score(s, 1))}));
    if (s.phase != wy::Phase::kOver && s.phase != wy::Phase::kRollOff) {
      const int own = std::max(1, (s.turn + 1) / 2);
      out.push_back(trf(Str::kWykTurn, lang, {std::to_string(own), std::to_string(wy::kTurns)}));
    }
    const std::vector<int> left = remaining_dice(s);
    if (!left.empty() && s.phase != wy::Phase::kOver) {
      out.push_back(
          trf(Str::kWykDice, lang, {std::to_string(s.dice[0]), std::to_string(s.dice[1])}));
    }
    return out;
  }

  std::string phase_label(const AnyState& any, Lang lang) const override {
    const wy::State& s = state_of<wy::Game>(any);
    switch (s.phase) {
      case wy::Phase::kRollOff:
        return tr(Str::kWykPhaseRollOff, lang);
      case wy::Phase::kRoll:
        return tr(Str::kWykPhaseRoll, lang);
      case wy::Phase::kPlace: {
        std::string rows;
        const unsigned open = wy::open_rows(s);
        for (int x = 0; x < wy::kCrossRows; ++x) {
          if (open >> x & 1u) {
            rows += (rows.empty() ? "" : tr(Str::kWykOr, lang)) + std::string(wy::row_label(x));
          }
        }
        return trf(Str::kWykPhasePlace, lang, rows);
      }
      case wy::Phase::kSlide:
        return trf(Str::kWykPhaseSlide, lang, rail_name(std::max<int>(0, s.slide_rail)));
      case wy::Phase::kRemove:
        return tr(Str::kWykPhaseRemove, lang);
      case wy::Phase::kOver:
        return "";
    }
    return "";
  }

  std::string hint(const AnyState& any, int selected, Lang lang) const override {
    (void)selected;
    const wy::State& s = state_of<wy::Game>(any);
    switch (s.phase) {
      case wy::Phase::kRollOff:
      case wy::Phase::kRoll:
        return tr(Str::kWykHintDice, lang);
      case wy::Phase::kPlace: {
        wy::Game::Actions legal;
        wy::Game::legal_actions(s, legal);
        return tr(legal.contains(wy::kForfeit) ? Str::kWykHintForfeit : Str::kWykHintPlace, lang);
      }
      case wy::Phase::kSlide:
        return tr(Str::kWykHintSlide, lang);
      case wy::Phase::kRemove:
        return tr(Str::kWykHintRemove, lang);
      case wy::Phase::kOver:
        return "";
    }
    return "";
  }

  std::string end_reason(const AnyState& any, const GameInfo& info, Lang lang) const override {
    (void)info;
    const wy::State& s = state_of<wy::Game>(any);
    if (s.phase != wy::Phase::kOver) {
      return "";
    }
    return trf(Str::kWykEnd, lang,
               {side(0, lang), std::to_string(wy::score(s, 0)), side(1, lang),
                std::to_string(wy::score(s, 1))});
  }

  // ----- Drawing -----

  void draw(ImDrawList* dl, const AnyState& any, const BoardMarks& marks) const override {
    const wy::State& s = state_of<wy::Game>(any);
    remember(s);
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
  // ----- Geometry -----

  ImVec2 to_screen(ImVec2 b) const {
    return {min_.x + b.x * unit_, min_.y + (kSpan - b.y) * unit_};
  }
  ImVec2 to_board(ImVec2 p) const {
    return {(p.x - min_.x) / unit_, kSpan - (p.y - min_.y) / unit_};
  }
  static float dist(ImVec2 a, ImVec2 b) { return std::hypot(a.x - b.x, a.y - b.y); }

  // Cup c's centre on the board with its rail at offset `off`.
  static ImVec2 cup_at(int c, float off) {
    return {rail_x(wy::rail_of(c)), static_cast<float>(wy::cup_of(c) - 5) + off};
  }

  void remember(const wy::State& s) const {
    for (int r = 0; r < wy::kRails; ++r) {
      offset_[static_cast<std::size_t>(r)] = s.offset[r];
    }
  }

  // The side column: Green's tray at the top, Red's at the bottom (pixels).
  ImVec2 tray_at(int p) const { return to_screen({kSideX, p == 0 ? -5.2f : 5.2f}); }
  ImVec2 hand_at(int p) const { return to_screen({kSideX, p == 0 ? -6.9f : 6.9f}); }
  ImVec2 die_at(int i) const { return to_screen({kSideX, i == 0 ? 0.75f : -0.75f}); }

  bool arrow_shown(const wy::State& s, Action a) const {
    if (s.phase != wy::Phase::kSlide || s.slide_rail < 0) {
      return false;
    }
    const int o = s.offset[s.slide_rail] + (a == wy::kSlidePlus ? 1 : -1);
    return o >= -wy::kMaxOffset && o <= wy::kMaxOffset;
  }
  ImVec2 arrow_screen(const wy::State& s, Action a) const {
    const float x = rail_x(std::max<int>(0, s.slide_rail));
    return to_screen({x, a == wy::kSlidePlus ? kArrowAt : -kArrowAt});
  }

  // The typed-in dice: shown when a roll is due and the person may enter it (the app then
  // offers the chance outcomes as the legal actions).
  static bool dice_entry(const wy::State& s, const std::vector<Action>& legal) {
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

  struct Key {
    Action action = kNoAction;
    ImVec2 min;
    ImVec2 max;
  };
  // The keys of the dice grid (pixels): the 21 rolls, lo down the rows and hi across, or the
  // two roll-off results.
  std::vector<Key> keys(const wy::State& s) const {
    std::vector<Key> out;
    const ImVec2 a = to_screen({0.25f, 4.3f});
    const ImVec2 b = to_screen({kWidth - 0.25f, -4.3f});
    if (s.phase == wy::Phase::kRollOff) {
      const float h = unit_ * 1.3f;
      const float y = (a.y + b.y) / 2;
      out.push_back(Key{
          wy::kRollOffRed, {a.x + unit_ * 0.3f, y - h * 1.2f}, {b.x - unit_ * 0.3f, y - h * 0.2f}});
      out.push_back(Key{wy::kRollOffGreen,
                        {a.x + unit_ * 0.3f, y + h * 0.2f},
                        {b.x - unit_ * 0.3f, y + h * 1.2f}});
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

  // ----- Drawing parts -----

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
        const float r = u * 0.1f;
        dl->AddCircleFilled(p, r + std::fmax(1.0f, u * 0.024f), theme::kTargetDotEdge, 20);
        dl->AddCircleFilled(p, r, theme::kTargetDot, 20);
      }
    }
  }

  void draw_arrows(ImDrawList* dl, const wy::State& s, const BoardMarks& marks) const {
    const float u = unit_;
    for (Action a : {wy::kSlideMinus, wy::kSlidePlus}) {
      if (!arrow_shown(s, a)) {
        continue;
      }
      const bool ok = contains(marks.legal, a);
      const bool hov = a == marks.hover_control;
      const ImVec2 p = arrow_screen(s, a);
      const float d = a == wy::kSlidePlus ? -1.0f : 1.0f;  // screen y of the arrow's tip
      const float r = u * (hov ? 0.44f : 0.4f);
      dl->AddCircleFilled({p.x + u * 0.03f, p.y + u * 0.04f}, r, theme::kShadow, 32);
      dl->AddCircleFilled(p, r + std::fmax(1.0f, u * 0.03f), theme::kMarkEdge, 32);
      dl->AddCircleFilled(p, r, ok ? (hov ? kKeyHover : theme::kMarkAccent) : kArrowOff, 32);
      const float t = r * 0.62f;
      dl->AddTriangleFilled({p.x, p.y + d * t}, {p.x - t * 0.85f, p.y - d * t * 0.6f},
                            {p.x + t * 0.85f, p.y - d * t * 0.6f},
                            ok ? theme::kMarkEdge : with_alpha(theme::kMarkEdge, 0.5f));
      if (!ok) {
        draw_cross(dl, p, r * 0.8f, std::fmax(1.5f, u * 0.045f), kForbidden, theme::kMarkEdge);
      }
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

  float unit_ = 30;
  ImVec2 min_{0, 0};
  ImVec2 max_{0, 0};
  // The rails' offsets as last drawn (or configured): hit() and cell_center() follow them.
  mutable std::array<int, wy::kRails> offset_{};
};

}  // namespace
template <>
std::unique_ptr<BoardView> make_board_view_of<marbles::wykersham::Game>() {
  return std::make_unique<WykershamBoard>();
}

}  // namespace marbles::ui
