// Quits tactics on bit boards. See tactics.h.
#include "games/quits/tactics.h"

namespace marbles::quits {

Boards boards_of(const State& s) {
  Boards b;
  for (int q = 0; q < kMaxSeats; ++q) {
    b.board[q] = s.board[q];
  }
  b.last_slide = s.last_slide;
  return b;
}

void apply_to_boards(Boards& b, int player, Action a) {
  move_marbles(b.board, player, a);
  b.last_slide = static_cast<std::int16_t>(is_slide(a) ? a : -1);
}

int exiting_seat(const Boards& b, const Variant& v) {
  for (int q = 0; q < v.players; ++q) {
    if ((b.board[q] >> exit_corner(v, q)) & 1u) {
      return q;
    }
  }
  return -1;
}

bool can_exit(const Boards& b, const Variant& v, int q) {
  const int exit = exit_corner(v, q);
  const std::uint32_t occupied = b.board[0] | b.board[1] | b.board[2] | b.board[3];
  if ((occupied >> exit) & 1u) {
    return false;  // a marble on the corner: no step onto it, no slide lifts its tile
  }
  const int ex = col_of(exit);
  const int ey = row_of(exit);
  const std::uint32_t own = b.board[q];
  for (int d : move_directions(v, q).dir) {
    const int x = ex - kDx[d];
    const int y = ey - kDy[d];
    if (x >= 0 && x < kSize && y >= 0 && y < kSize && ((own >> cell(x, y)) & 1u)) {
      return true;
    }
  }
  // The exit's row and column, slid towards it: the marble next to it in the line arrives.
  const int inward = ex == 0 ? 1 : -1;
  const int rows_inward = ey == 0 ? 1 : -1;
  const struct {
    int line;
    int next;
    bool high;
  } lines[2] = {{ey, cell(ex + inward, ey), ex != 0},
                {kSize + ex, cell(ex, ey + rows_inward), ey != 0}};
  for (const auto& l : lines) {
    const Action slide = slide_action(l.line, l.high);
    if (((own >> l.next) & 1u) && (b.last_slide < 0 || slide != reverse_slide(b.last_slide))) {
      return true;
    }
  }
  return false;
}

}  // namespace marbles::quits
