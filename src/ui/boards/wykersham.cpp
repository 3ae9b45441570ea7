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
// actions); lines, rows and goals from wykersham:: helpers. This file is the view itself (its
// texts, the panel, the animations' times); wykersham_layout.h is the geometry and what is under
// a point or a drag, wykersham_draw.cpp the drawing.
#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "core/any_game.h"
#include "games/wykersham/rules.h"
#include "ui/board_view.h"
#include "ui/boards/wykersham_layout.h"
#include "ui/draw.h"
#include "ui/palette.h"
#include "ui/text.h"

namespace marbles::ui::wykersham_view {

namespace {

// Animation times (ms).
constexpr float kPlaceMs = 320;
constexpr float kSlideMs = 380;
constexpr float kRemoveMs = 340;
constexpr float kRollMs = 520;

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

class WykershamBoard final : public BoardView {
 public:
  void configure(const AnyState& s) override { layout_.remember(state_of<wy::Game>(s)); }

  float aspect() const override { return kWidth / kHeight; }

  void layout(ImVec2 min, ImVec2 max, float scale) override {
    (void)scale;
    layout_.place(min, max);
  }
  ImVec2 rect_min() const override { return layout_.min(); }
  ImVec2 rect_max() const override { return layout_.max(); }

  int hit(ImVec2 p) const override { return layout_.hit(p); }

  ImVec2 cell_center(int c) const override { return layout_.cell_center(c); }
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
    return layout_.control_at(p, state_of<wy::Game>(any), legal);
  }

  bool control_center(const AnyState& any, std::string_view name, ImVec2* out) const override {
    return layout_.control_center(state_of<wy::Game>(any), name, out);
  }

  Action drag_action(ImVec2 from, ImVec2 to, const AnyState& any) const override {
    return layout_.drag_action(from, to, state_of<wy::Game>(any));
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
    if (s.phase != wy::Phase::kOver) {
      out.push_back(tr(Str::kWykRowN, lang));  // the "n" on the frame, said in words
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
    layout_.remember(s);
    draw_board(dl, layout_, s, marks);
  }

 private:
  Layout layout_;
};

}  // namespace

}  // namespace marbles::ui::wykersham_view

namespace marbles::ui {

template <>
std::unique_ptr<BoardView> make_board_view_of<marbles::wykersham::Game>() {
  return std::make_unique<wykersham_view::WykershamBoard>();
}

}  // namespace marbles::ui
