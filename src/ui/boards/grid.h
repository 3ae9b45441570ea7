// What the Wali and Yoté views share: a grid of cells in a frame with a coordinate band on the
// left and at the bottom (Poursuite's board is placed the same way), pieces of two players from
// their bitboards, and the same marks on the cells (the last turn, the pieces taken, the pieces
// that can be picked, the targets).
#pragma once

#include <cstdint>

#include "imgui.h"
#include "ui/board_view.h"

namespace marbles::ui::grid {

// Draws a piece of `owner` centred at `at` for a cell `size` pixels wide.
using PieceDrawer = void (*)(ImDrawList* dl, ImVec2 at, float size, int owner, float alpha,
                             float lift);

struct Grid {
  float frame = 0;   // the border around the cells (cell units)
  float labels = 0;  // the coordinate band, left and bottom (cell units)
  int cols = 0;
  int rows = 0;
  float cell = 40;  // pixels
  ImVec2 min{0, 0};
  ImVec2 max{0, 0};
  ImVec2 origin{0, 0};  // the cells' top-left corner

  // Places a board `units_w` x `units_h` cells large inside [lo, hi] (pixels), in whole pixels
  // a cell; the cells after the band on the left and the frame.
  void place(ImVec2 lo, ImVec2 hi, float units_w, float units_h);
  // The centre of the cell in column `col` and row `row` (rows from the bottom).
  ImVec2 centre(int col, int row) const;
  // The column and row under p; false outside the cells.
  bool hit(ImVec2 p, int* col, int* row) const;
};

// The columns' letters (A...) under the board and the rows' digits (1...) left of it.
void draw_labels(ImDrawList* dl, const Grid& g);

// What the marks below are drawn with: the cells as the view places them, the cell's and the
// lines' sizes (pixels), the pieces, and the outline of a cross over a piece.
struct Pen {
  const BoardView* view = nullptr;
  float cell = 40;
  float thick = 1.5f;
  PieceDrawer piece = nullptr;
  ImU32 cross_outline = 0;
};

// The last turn: a ring (radius from_r) where a piece came from, brackets where it went.
void draw_last_turn(ImDrawList* dl, const Pen& pen, const TurnMarks& last, float from_r);
// The pieces on the board (but the one an animation brings), the selected one lifted in a ring.
void draw_pieces(ImDrawList* dl, const Pen& pen, const std::uint32_t (&board)[2], int cells,
                 const BoardMarks& marks);
// Pieces taken last turn: a ghost with a cross.
void draw_taken(ImDrawList* dl, const Pen& pen, std::uint32_t occupied, const TurnMarks& last);
// While the person to move picks a piece: rings on the pieces that can be picked.
void draw_sources(ImDrawList* dl, const Pen& pen, const BoardMarks& marks);
// The targets: a piece that can be removed ringed (crossed under the pointer); an empty cell a
// dot, or under the pointer a ghost of the piece `player` would put there, after which
// `on_hover` (if any) draws more for that cell.
void draw_targets(ImDrawList* dl, const Pen& pen, std::uint32_t occupied, int player,
                  const BoardMarks& marks,
                  void (*on_hover)(ImDrawList*, const Pen&, int cell, const BoardMarks&) = nullptr);

}  // namespace marbles::ui::grid
