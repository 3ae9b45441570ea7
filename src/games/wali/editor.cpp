// Wali's position editor (core/editor.h): sticks and stones on the 30 cells; the side to move,
// the pieces still to place, a removal owed and the movement turns since the last capture.
#include "games/two_sides_edit.h"
#include "games/wali/rules.h"

namespace marbles::wali {

EditSpec Game::edit_spec(const Variant& /*v*/) {
  EditSpec spec;
  spec.cells = kCells;
  spec.kinds = {{"edit.empty"}, {"", 0}, {"", 1}};
  spec.fields = {
      {"edit.to_move", 0, 1, EditField::Kind::kSide},
      {"edit.in_hand", 0, kPieces, EditField::Kind::kNumber, {}, 0},
      {"edit.in_hand", 0, kPieces, EditField::Kind::kNumber, {}, 1},
      {"edit.must_remove", 0, 1, EditField::Kind::kChoice, {"edit.no", "edit.yes"}},
      {"edit.quiet", 0, kNoCaptureLimit},
  };
  return spec;
}

int Game::edit_cell(const State& s, int c) {
  if (c < 0 || c >= kCells) {
    return -1;
  }
  return (s.board[0] >> c & 1u) != 0 ? 1 : (s.board[1] >> c & 1u) != 0 ? 2 : 0;
}

bool Game::edit_place(State& s, int c, int kind) {
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

}  // namespace marbles::wali
