// Quits tactics for the computer's random games: which marble an action takes out, and whether
// a player could take one out on its turn, from the bit boards alone (a State copy carries the
// repetition history: too heavy for every action of every playout).
#pragma once

#include <cstdint>

#include "games/quits/rules.h"

namespace marbles::quits {

// The marbles of each seat and the slide its next player may not reverse (-1: none).
struct Boards {
  std::uint32_t board[kMaxSeats] = {0, 0, 0, 0};
  std::int16_t last_slide = -1;
};

Boards boards_of(const State& s);
// The boards after `player` plays a legal action a, before any marble leaves.
void apply_to_boards(Boards& b, int player, Action a);
// The seat whose marble stands on its own exit corner (it leaves the board), or -1.
int exiting_seat(const Boards& b, const Variant& v);
// Whether seat q, to move on b, has an action that takes one of its marbles out: a step onto its
// empty exit corner, or a slide of a line through it that carries its marble there.
bool can_exit(const Boards& b, const Variant& v, int q);

}  // namespace marbles::quits
