// Yoté's position editor (core/editor.h): light and dark pieces on the board's cells (30, or 25
// on the 5x5 board); the side to move, the reserves, the bonus removal owed and the turns since
// the last placement or capture.
#include "games/two_sides_edit.h"
#include "games/yote/rules.h"

namespace marbles::yote {

EditSpec Game::edit_spec(const Variant& /*v*/) {
  EditSpec spec;
  spec.cells = kCells;
  spec.kinds = {{"edit.empty"}, {"", 0}, {"", 1}};
  spec.fields = {
      {"edit.to_move", 0, 1, EditField::Kind::kSide},
      {"edit.in_hand", 0, kPieces, EditField::Kind::kNumber, {}, 0},
      {"edit.in_hand", 0, kPieces, EditField::Kind::kNumber, {}, 1},
      {"edit.must_remove", 0, 1, EditField::Kind::kChoice, {"edit.no", "edit.yes"}},
      {"edit.quiet", 0, kQuietLimit},
  };
  return spec;
}

int Game::edit_cell(const State& s, int c) {
  if (c < 0 || c >= kCells || (board_mask(s.variant) >> c & 1u) == 0) {
    return -1;
  }
  return (s.board[0] >> c & 1u) != 0 ? 1 : (s.board[1] >> c & 1u) != 0 ? 2 : 0;
}

bool Game::edit_place(State& s, int c, int kind) {
  if (c >= 0 && c < kCells && (board_mask(s.variant) >> c & 1u) == 0) {
    return false;  // off the 5x5 board
  }
  return two_sides_edit::place(s, c, kind, kCells);
}

int Game::edit_field(const State& s, int i) {
  return two_sides_edit::field(s, i);
}

void Game::set_edit_field(State& s, int i, int value) {
  two_sides_edit::set_field(s, i, value);
}

std::optional<Message> Game::edit_check(const State& /*s*/) {
  return std::nullopt;  // the position text says everything the editor can set
}

}  // namespace marbles::yote
