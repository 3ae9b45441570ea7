// Wali's position editor (core/editor.h): sticks and stones on the 30 cells; the side to move,
// the pieces still to place, a removal owed and the movement turns since the last capture.
#include "games/wali/rules.h"

namespace marbles::wali {

namespace {

enum FieldId { kToMove, kReserve0, kReserve1, kMustRemove, kQuiet };

}  // namespace

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
  if (c < 0 || c >= kCells || kind < 0 || kind > 2) {
    return false;
  }
  s.board[0] &= ~(1u << c);
  s.board[1] &= ~(1u << c);
  if (kind > 0) {
    s.board[kind - 1] |= 1u << c;
  }
  return true;
}

int Game::edit_field(const State& s, int i) {
  switch (i) {
    case kToMove:
      return s.player;
    case kReserve0:
      return s.reserve[0];
    case kReserve1:
      return s.reserve[1];
    case kMustRemove:
      return s.must_remove ? 1 : 0;
    case kQuiet:
      return s.quiet;
    default:
      return 0;
  }
}

void Game::set_edit_field(State& s, int i, int value) {
  switch (i) {
    case kToMove:
      s.player = static_cast<std::uint8_t>(value & 1);
      break;
    case kReserve0:
      s.reserve[0] = static_cast<std::uint8_t>(value);
      break;
    case kReserve1:
      s.reserve[1] = static_cast<std::uint8_t>(value);
      break;
    case kMustRemove:
      s.must_remove = value != 0;
      break;
    case kQuiet:
      s.quiet = static_cast<std::uint16_t>(value);
      break;
    default:
      break;
  }
}

std::optional<Message> Game::edit_check(const State& /*s*/) {
  return std::nullopt;  // the position text says everything the editor can set
}

}  // namespace marbles::wali
