// Yoté's position editor (core/editor.h): light and dark pieces on the board's cells (30, or 25
// on the 5x5 board); the side to move, the reserves, the bonus removal owed and the turns since
// the last placement or capture.
#include "games/yote/rules.h"

namespace marbles::yote {

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
  if (c < 0 || c >= kCells || (board_mask(s.variant) >> c & 1u) == 0 || kind < 0 || kind > 2) {
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

}  // namespace marbles::yote
