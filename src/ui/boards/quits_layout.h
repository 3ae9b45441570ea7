// The Quits board's geometry (quits.cpp says what the board looks like): where the tiles,
// slide arrows and dishes are on the screen for a board turned by quarter turns, and what is
// under a point or a drag. quits_scene.cpp places what moves, quits_draw.cpp draws.
#pragma once

#include <string_view>
#include <vector>

#include "core/any_game.h"
#include "games/quits/rules.h"
#include "imgui.h"
#include "ui/board_view.h"

namespace marbles::ui::quits_view {

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

// Cell c's centre on the board (tile units, a1's corner at 0, 0, y up).
ImVec2 centre_of(int c);

// The arrows drawn while a person plays: every legal slide, and the reverse of the last slide
// (crossed out).
std::vector<Action> shown_arrows(const qu::State& s, const std::vector<Action>& legal);

class Layout {
 public:
  // Places the board inside [min, max] (pixels), in whole pixels a tile.
  void place(ImVec2 min, ImVec2 max);
  // Turns the board so that player's home corner is at the bottom left.
  void face(const qu::Variant& v, int player);
  int turns() const { return turns_; }
  float cell() const { return cell_; }
  ImVec2 min() const { return min_; }
  ImVec2 max() const { return max_; }

  // Board position (tile units, a1's corner at 0, 0, y up) to pixels, and back.
  ImVec2 to_screen(ImVec2 b) const;
  ImVec2 to_board(ImVec2 p) const;
  // A direction on the board (y up) as a screen direction (y down).
  ImVec2 screen_dir(ImVec2 d) const;
  ImVec2 cell_center(int c) const { return to_screen(centre_of(c)); }
  int hit(ImVec2 p) const;

  // Where slide a's arrow sits: beside the end of its line where the lifted tile comes back.
  static ImVec2 arrow_at(Action a);
  // The way slide a moves the tiles, on the board.
  static ImVec2 slide_dir(Action a);
  // The dish beside corner `corner`, on the board.
  static ImVec2 dish_at(int corner);
  // Slot k of seat q's dish (where its k-th marble out lies), in pixels: one in the middle, or
  // three in a triangle.
  ImVec2 dish_slot(const qu::Variant& v, int q, int k) const;
  // The size of a marble in a dish: three fit in a triangle, or one alone.
  float dish_marble(const qu::Variant& v) const;
  // A tile lifted by `lift` (0..1) is drawn up and to the left of its place.
  ImVec2 lifted_centre(ImVec2 b, float lift) const;

  // Controls (BoardView::hit_control, control_center, drag_action).
  Action control_at(ImVec2 p, const qu::State& s, const std::vector<Action>& legal) const;
  bool control_center(std::string_view name, ImVec2* out) const;
  // The slide a drag from `from` to `to` (pixels) shows, or kNoAction.
  Action slide_of_drag(ImVec2 from, ImVec2 to) const;

 private:
  int turns_ = 0;  // quarter turns anticlockwise
  float cell_ = 40;
  ImVec2 min_{0, 0};
  ImVec2 max_{0, 0};
  ImVec2 centre_{0, 0};
};

// How long action a played in b is shown (ms): the action, then the marbles that leave.
float action_ms(const qu::State& b, Action a);

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

// Where everything is this frame: an action being shown, a line being dragged, or the state
// (quits_scene.cpp).
Scene make_scene(const Layout& at, const qu::State& s, const BoardMarks& marks);

// Draws the board: the frame, dishes, tiles, marbles and the marks (quits_draw.cpp).
void draw_board(ImDrawList* dl, const Layout& at, const qu::State& s, const BoardMarks& marks);

}  // namespace marbles::ui::quits_view
