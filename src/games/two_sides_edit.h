// The position editor's fields and cells (core/editor.h) for games whose state is two sides'
// pieces as bitboards, `board[2]`, with `reserve[2]`, `player`, `must_remove` and `quiet`:
// Wali and Yoté share them. Each game's editor.cpp lists the fields in this order.
#pragma once

#include <cstdint>

namespace marbles::two_sides_edit {

enum FieldId { kToMove, kReserve0, kReserve1, kMustRemove, kQuiet };

// Cell c of `cells` holds kind (0 empty, 1 the first side's piece, 2 the second's).
template <class State>
bool place(State& s, int c, int kind, int cells) {
  if (c < 0 || c >= cells || kind < 0 || kind > 2) {
    return false;
  }
  s.board[0] &= ~(1u << c);
  s.board[1] &= ~(1u << c);
  if (kind > 0) {
    s.board[kind - 1] |= 1u << c;
  }
  return true;
}

template <class State>
int field(const State& s, int i) {
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

template <class State>
void set_field(State& s, int i, int value) {
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

}  // namespace marbles::two_sides_edit
