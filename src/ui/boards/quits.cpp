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
// centre. The view decides no rule: legal actions come from the app's marks, the effect of a
// slide on a cell from quits::slid_cell(), the end of an action from the state after it. This
// file is the view itself (its texts and the panel); quits_layout.h is the geometry and what is
// under a point or a drag, quits_scene.cpp where things are during an action, quits_draw.cpp
// the drawing.
#include <memory>
#include <string>
#include <vector>

#include "core/any_game.h"
#include "games/quits/rules.h"
#include "games/registry.h"
#include "ui/board_view.h"
#include "ui/boards/quits_layout.h"
#include "ui/draw.h"
#include "ui/palette.h"
#include "ui/text.h"

namespace marbles::ui::quits_view {

namespace {

// A slide in words: "column d up", "row 3 to the right" ("la colonne d vers le haut").
std::string slide_words(Action a, Lang lang) {
  const int line = qu::slide_line(a);
  const bool high = qu::slide_toward_high(a);
  if (line < qu::kSize) {
    return trf(Str::kQuitsLineRow, lang,
               {std::to_string(line + 1), tr(high ? Str::kQuitsRight : Str::kQuitsLeft, lang)});
  }
  return trf(Str::kQuitsLineColumn, lang,
             {std::string(1, static_cast<char>('a' + line - qu::kSize)),
              tr(high ? Str::kQuitsUp : Str::kQuitsDown, lang)});
}

// "Sliding column d up (c4^) is not allowed this turn: it would undo the last slide (column d
// down, c4v)."
std::string forbidden_text(Action a, Action last, Lang lang) {
  return trf(
      Str::kQuitsForbidden, lang,
      {slide_words(a, lang), qu::slide_name(a), slide_words(last, lang), qu::slide_name(last)});
}

class QuitsBoard final : public BoardView {
 public:
  void configure(const AnyState& s) override { variant_ = state_of<qu::Game>(s).variant; }

  float aspect() const override { return 1.0f; }

  void layout(ImVec2 min, ImVec2 max, float scale) override {
    (void)scale;
    layout_.place(min, max);
  }
  ImVec2 rect_min() const override { return layout_.min(); }
  ImVec2 rect_max() const override { return layout_.max(); }

  bool can_face() const override { return true; }
  void face(int player) override { layout_.face(variant_, player); }

  ImVec2 cell_center(int c) const override { return layout_.cell_center(c); }

  int hit(ImVec2 p) const override { return layout_.hit(p); }

  int num_cells() const override { return qu::kCells; }
  std::string cell_name(int c) const override { return qu::cell_name(c); }
  int parse_cell(std::string_view name) const override { return qu::parse_cell(name); }

  void draw_piece(ImDrawList* dl, ImVec2 center, float size, int player,
                  float alpha) const override {
    draw_marble(dl, center, size, kMarbleLooks[player & 3], alpha, 0);
  }

  float animation_ms(const AnyState& before, Action a) const override {
    return action_ms(state_of<qu::Game>(before), a);
  }

  // ----- Controls: the slide arrows, and drags -----

  Action hit_control(ImVec2 p, const AnyState& any,
                     const std::vector<Action>& legal) const override {
    return layout_.control_at(p, state_of<qu::Game>(any), legal);
  }

  bool control_center(const AnyState& any, std::string_view name, ImVec2* out) const override {
    (void)any;
    return layout_.control_center(name, out);
  }

  Action drag_action(ImVec2 from, ImVec2 to, const AnyState& any) const override {
    (void)any;
    return layout_.slide_of_drag(from, to);
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
      return forbidden_text(a, s.last_slide, lang);
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
      out.push_back(forbidden_text(qu::reverse_slide(s.last_slide), s.last_slide, lang));
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
    draw_board(dl, layout_, state_of<qu::Game>(any), marks);
  }

 private:
  static std::string side(int q, Lang lang) {
    const GameInfo* info = find_game(qu::Game::kId);
    if (info == nullptr || q < 0 || q >= qu::kMaxSeats) {
      return "?";
    }
    const auto i = static_cast<std::size_t>(q);
    return std::string(lang == Lang::kFr ? info->side_fr[i] : info->side_en[i]);
  }

  qu::Variant variant_{};
  Layout layout_;
};

}  // namespace

}  // namespace marbles::ui::quits_view

namespace marbles::ui {

template <>
std::unique_ptr<BoardView> make_board_view_of<marbles::quits::Game>() {
  return std::make_unique<quits_view::QuitsBoard>();
}

}  // namespace marbles::ui
