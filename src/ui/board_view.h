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
};

// A piece sliding (or appearing) while an action is shown.
struct PieceAnimation {
  bool active = false;
  int player = 0;
  int from = -1;  // -1: the piece appears at `to`
  int to = -1;
  float t = 1.0f;  // 0 at the start, 1 done
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
};

// Counts shown in the panel, per player (-1 where the game has no such count).
struct PieceCounts {
  std::array<int, kMaxPlayers> in_hand{-1, -1, -1, -1};
  std::array<int, kMaxPlayers> on_board{-1, -1, -1, -1};
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
};

// The board view of a registered game, or nullptr.
std::unique_ptr<BoardView> make_board_view(std::string_view game_id);
std::unique_ptr<BoardView> make_wali_board();
std::unique_ptr<BoardView> make_yote_board();
std::unique_ptr<BoardView> make_poursuite_board();

}  // namespace marbles::ui
