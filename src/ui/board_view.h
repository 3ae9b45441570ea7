// What a game's board implements for the app: layout in a rectangle, drawing with marks,
// hit-testing a point to a cell and back. A board view decides no rule: the app gives it the
// marks (legal targets, selection, last move) computed from the engine's legal actions.
#pragma once

#include <array>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/any_game.h"
#include "imgui.h"
#include "ui/text.h"

namespace marbles::ui {

// The last turn's actions, as the engine's action cells, with the player who played them.
struct TurnMarks {
  int player = -1;
  std::vector<ActionCells> cells;
  std::vector<std::string> texts;  // the same actions in the game's notation
};

// An action being shown: one piece sliding (or appearing) from `from` to `to`, as its action
// cells say. A view that moves several pieces at once (a Quits slide: five tiles and their
// marbles) draws the action itself from `before` (the position it was played in) and `action`.
struct PieceAnimation {
  bool active = false;
  int player = 0;
  int from = -1;  // -1: the piece appears at `to`
  int to = -1;
  float t = 1.0f;  // 0 at the start, 1 done
  std::shared_ptr<const AnyState> before;
  Action action = kNoAction;
};

struct BoardMarks {
  int selected = -1;            // the piece picked for a move
  std::vector<int> sources;     // pieces that can be picked
  std::vector<int> targets;     // cells a click plays on (empty: place/move; occupied: remove)
  int hover = -1;               // the cell under the pointer (a target or a source)
  TurnMarks last;               // the last turn
  PieceAnimation animation;     // `to` is drawn by the animation while active
  bool interactive = false;     // the person to move may click
  bool reserve_picked = false;  // a piece of the mover's reserve is picked up (targets: places)
  // Controls drawn around the cells (see BoardView::hit_control): the mover's legal actions
  // while `interactive`, the control under the pointer, and a press being dragged (pixels).
  std::vector<Action> legal;
  Action hover_control = kNoAction;
  bool dragging = false;
  ImVec2 drag_from{0, 0};
  ImVec2 drag_to{0, 0};
  Lang lang = Lang::kEn;  // for words drawn on the board
};

// Counts shown in the panel, per player (-1 where the game has no such count).
struct PieceCounts {
  std::array<int, kMaxPlayers> in_hand{-1, -1, -1, -1};
  std::array<int, kMaxPlayers> on_board{-1, -1, -1, -1};
  std::array<int, kMaxPlayers> out{-1, -1, -1, -1};  // taken off the board by their owner
  int out_goal = -1;                                 // how many out win ("out: 1/3")
};

class BoardView {
 public:
  virtual ~BoardView() = default;

  // Called by the app whenever a game starts or loads, before layout(): a view whose shape
  // depends on the variant (Yoté's 5 x 5 board) reads it here.
  virtual void configure(const AnyState& s) { (void)s; }

  // Width / height of the board with its coordinates, for the layout.
  virtual float aspect() const = 0;
  // Places the board inside [min, max] (pixels); `scale` is pixels per CSS pixel.
  virtual void layout(ImVec2 min, ImVec2 max, float scale) = 0;
  // The rectangle the board really uses after layout().
  virtual ImVec2 rect_min() const = 0;
  virtual ImVec2 rect_max() const = 0;
  virtual void draw(ImDrawList* dl, const AnyState& s, const BoardMarks& marks) const = 0;
  // The cell under p (pixels), or -1.
  virtual int hit(ImVec2 p) const = 0;
  // The player whose reserve (pieces in hand drawn beside the board) is under p, or -1.
  virtual int hit_reserve(ImVec2 /*p*/) const { return -1; }
  // The centre of player p's reserve (pixels), when the view draws reserves.
  virtual bool reserve_center(int /*player*/, ImVec2* /*out*/) const { return false; }
  virtual ImVec2 cell_center(int cell) const = 0;
  virtual int num_cells() const = 0;
  virtual std::string cell_name(int cell) const = 0;
  virtual int parse_cell(std::string_view name) const = 0;  // -1 when not a cell

  // A player's piece as a small icon (panels, move list).
  virtual void draw_piece(ImDrawList* dl, ImVec2 center, float size, int player,
                          float alpha) const = 0;
  virtual PieceCounts counts(const AnyState& s) const = 0;
  // Lines the panel shows under the counts while the game goes on (a match score, a round).
  virtual std::vector<std::string> status_lines(const AnyState& /*s*/, const GameInfo& /*info*/,
                                                Lang /*lang*/) const {
    return {};
  }
  // Why the game ended, from the final state ("" when not over).
  virtual std::string end_reason(const AnyState& s, const GameInfo& info, Lang lang) const = 0;

  // ----- Optional: views that need more than cells -----

  // The phase and what to do, as the panel says them, where the generic words (from phase():
  // "Place or move", "Pick one of your pieces that can move") do not fit; "" for those.
  // `selected`: the cell picked up, or -1.
  virtual std::string phase_label(const AnyState& /*s*/, Lang /*lang*/) const { return ""; }
  virtual std::string hint(const AnyState& /*s*/, int /*selected*/, Lang /*lang*/) const {
    return "";
  }

  // Whether the app shows action a played in `before` as a move (by default: a piece played by
  // a player arrives on a cell).
  virtual bool animates(const AnyState& before, Action a) const {
    return before.to_move() >= 0 && before.action_cells(a).to >= 0;
  }
  // At a chance node (a roll), the player the roll is for, or -1 (a roll-off: nobody's yet).
  virtual int chance_player(const AnyState& /*s*/) const { return -1; }
  // How long the app shows action a played in `before` (milliseconds).
  virtual float animation_ms(const AnyState& /*before*/, Action /*a*/) const { return 220; }

  // Turning the board: true when the view can be drawn from any seat; face(p) turns it so that
  // player p's side is at the bottom (0: as printed). hit() and cell_center() follow.
  virtual bool can_face() const { return false; }
  virtual void face(int /*player*/) {}

  // Controls: things drawn around the cells that play one action each (Quits' slide arrows),
  // and drags. Like a click on a cell, they only narrow the engine's actions: hit_control()
  // returns the action of the control it drew under p (a legal one from `legal`, or one it
  // marks as forbidden), drag_action() the action a drag from a to b shows (legal or not),
  // kNoAction for none; the app plays it when legal, else shows control_text().
  virtual Action hit_control(ImVec2 /*p*/, const AnyState& /*s*/,
                             const std::vector<Action>& /*legal*/) const {
    return kNoAction;
  }
  // The centre of the control of the action written `name` in the game's notation (drawn or
  // not: for tests and tools), false when the view has none.
  virtual bool control_center(const AnyState& /*s*/, std::string_view /*name*/,
                              ImVec2* /*out*/) const {
    return false;
  }
  virtual Action drag_action(ImVec2 /*a*/, ImVec2 /*b*/, const AnyState& /*s*/) const {
    return kNoAction;
  }
  // A control's action in words: what it does (legal) or why it cannot be played now.
  virtual std::string control_text(const AnyState& /*s*/, Action /*a*/, bool /*legal*/,
                                   Lang /*lang*/) const {
    return "";
  }

  // The label of a panel button that plays action a (an action with no cell: "pass"), "" for
  // the app's own words.
  virtual std::string button_label(const AnyState& /*s*/, Action /*a*/, Lang /*lang*/) const {
    return "";
  }

  // The move a click on `cell` would have asked for when it plays nothing (`selected`: the piece
  // picked up, or -1), in the game's notation: the app asks the engine why it is refused and
  // shows its reason; "" for none.
  virtual std::string refused_text(const AnyState& /*s*/, int /*selected*/, int /*cell*/) const {
    return "";
  }

  // Whose turn, in the panel: the player's piece as draw_piece() draws it, unless the view
  // shows the piece the player moves in this position (a Poursuite knight).
  virtual void draw_turn_piece(ImDrawList* dl, ImVec2 center, float size, const AnyState& /*s*/,
                               int player) const {
    draw_piece(dl, center, size, player, 1.0f);
  }

  // An action in words for describe() ("slid row 3 to the right"), after the side's name, when
  // the sentence made from its cells ("moved from e3 to a3") would mislead; "" for that one.
  virtual std::string action_words(const AnyState& /*before*/, Action /*a*/,
                                   const AnyState& /*after*/, Lang /*lang*/) const {
    return "";
  }
};

// The board view of a game of the game list (games/list.h), or nullptr.
std::unique_ptr<BoardView> make_board_view(std::string_view game_id);
// The board view of game G: each game's view file (ui/boards/<game>.cpp) defines its own
// (template <> ... make_board_view_of<wali::Game>()); a game of the list without one fails to
// link.
template <class G>
std::unique_ptr<BoardView> make_board_view_of();

}  // namespace marbles::ui
