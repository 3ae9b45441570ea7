// Quits' position editor (core/editor.h): each seat's marbles on the 25 cells; the player to
// move, the marbles each has taken out and the turns since a marble last left. The slide the
// player to move may not play back is kept as it was (none on a cleared board).
#include "games/quits/rules.h"

namespace marbles::quits {

namespace {

// Fields: the player to move, then each seat's marbles out, then the quiet turns.
constexpr int kToMove = 0;
constexpr int kFirstOut = 1;

}  // namespace

EditSpec Game::edit_spec(const Variant& v) {
  EditSpec spec;
  spec.cells = kCells;
  spec.kinds = {{"edit.empty"}};
  spec.fields = {{"edit.to_move", 0, v.players - 1, EditField::Kind::kSide}};
  for (int p = 0; p < v.players; ++p) {
    spec.kinds.push_back({"", p});
    spec.fields.push_back({"edit.out", 0, v.marbles, EditField::Kind::kNumber, {}, p});
  }
  spec.fields.push_back({"edit.quiet", 0, kQuietLimit});
  return spec;
}

int Game::edit_cell(const State& s, int c) {
  if (c < 0 || c >= kCells) {
    return -1;
  }
  const int p = owner(s, c);
  return p < 0 ? 0 : p + 1;
}

bool Game::edit_place(State& s, int c, int kind) {
  if (c < 0 || c >= kCells || kind < 0 || kind > s.variant.players) {
    return false;
  }
  for (std::uint32_t& b : s.board) {
    b &= ~(1u << c);
  }
  if (kind > 0) {
    s.board[kind - 1] |= 1u << c;
  }
  return true;
}

int Game::edit_field(const State& s, int i) {
  const int players = s.variant.players;
  if (i == kToMove) {
    return s.player;
  }
  if (i >= kFirstOut && i < kFirstOut + players) {
    return s.out[i - kFirstOut];
  }
  return i == kFirstOut + players ? s.quiet : 0;
}

void Game::set_edit_field(State& s, int i, int value) {
  const int players = s.variant.players;
  if (i == kToMove) {
    s.player = static_cast<std::uint8_t>(value);
  } else if (i >= kFirstOut && i < kFirstOut + players) {
    s.out[i - kFirstOut] = static_cast<std::uint8_t>(value);
  } else if (i == kFirstOut + players) {
    s.quiet = static_cast<std::uint16_t>(value);
  }
}

std::optional<Message> Game::edit_check(const State& /*s*/) {
  return std::nullopt;  // the position text says everything the editor can set
}

}  // namespace marbles::quits
