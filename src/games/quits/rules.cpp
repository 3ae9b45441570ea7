// Quits rules: marble moves and slides on 25-bit boards, one per seat. See rules.h.
#include "games/quits/rules.h"

namespace marbles::quits {

namespace {

constexpr std::uint32_t kFull = (1u << kCells) - 1;

constexpr std::uint32_t line_mask(int line) {
  std::uint32_t m = 0;
  for (int i = 0; i < kSize; ++i) {
    m |= 1u << line_cell(line, i);
  }
  return m;
}

struct LineMasks {
  std::uint32_t m[kLines];
};
constexpr LineMasks make_line_masks() {
  LineMasks l{};
  for (int i = 0; i < kLines; ++i) {
    l.m[i] = line_mask(i);
  }
  return l;
}
constexpr LineMasks kLineMasks = make_line_masks();

std::uint32_t occupied(const State& s) {
  return s.board[0] | s.board[1] | s.board[2] | s.board[3];
}

int lowest_bit(std::uint32_t m) {
  return __builtin_ctz(m);
}

// The corner cells: a1, e1, a5, e5.
constexpr int kA1 = cell(0, 0);
constexpr int kE1 = cell(4, 0);
constexpr int kA5 = cell(0, 4);
constexpr int kE5 = cell(4, 4);

// The forward direction from each corner: a1 NE, a5 SE, e5 SW, e1 NW.
int forward_dir(int home) {
  switch (home) {
    case kA1:
      return 1;
    case kA5:
      return 3;
    case kE5:
      return 5;
    default:
      return 7;
  }
}

// The cell one step from c in d, or -1 off the board.
int step(int c, int d) {
  const int x = col_of(c) + kDx[d];
  const int y = row_of(c) + kDy[d];
  if (x < 0 || x >= kSize || y < 0 || y >= kSize) {
    return -1;
  }
  return cell(x, y);
}

struct Zobrist {
  std::uint64_t marble[kMaxSeats][kCells];
  std::uint64_t player[kMaxSeats];
  std::uint64_t last_slide[kLines * 2];
  std::uint64_t out[kMaxSeats][6];
};

Zobrist make_zobrist() {
  Zobrist z{};
  Rng rng(0x9017500DULL);
  fill_keys(z.marble, rng);
  fill_keys(z.player, rng);
  fill_keys(z.last_slide, rng);
  fill_keys(z.out, rng);
  return z;
}

const Zobrist& zobrist() {
  static const Zobrist z = make_zobrist();
  return z;
}

// Marbles on their exit corner leave the board. Returns whether one did.
bool take_out(State& s) {
  bool any = false;
  for (int q = 0; q < s.variant.players; ++q) {
    const std::uint32_t bit = 1u << exit_corner(s.variant, q);
    if ((s.board[q] & bit) != 0) {
      s.board[q] &= ~bit;
      ++s.out[q];
      any = true;
    }
  }
  return any;
}

}  // namespace

int home_corner(const Variant& v, int seat) {
  if (v.players == 4) {
    constexpr int kCorners[4] = {kA1, kA5, kE5, kE1};
    return kCorners[seat];
  }
  return seat == 0 ? kA1 : kE5;
}

int exit_corner(const Variant& v, int seat) {
  return kCells - 1 - home_corner(v, seat);  // the opposite corner: (4 - x, 4 - y)
}

Directions move_directions(const Variant& v, int seat) {
  const int f = forward_dir(home_corner(v, seat));
  const int side = v.orthogonal ? 1 : 2;  // orthogonal steps, or the sideways diagonals
  int a = (f + kDirs - side) % kDirs;
  int b = (f + side) % kDirs;
  int d[3] = {a, f, b};
  // Sorted, so that the legal actions come out sorted.
  for (int i = 0; i < 3; ++i) {
    for (int j = i + 1; j < 3; ++j) {
      if (d[j] < d[i]) {
        const int t = d[i];
        d[i] = d[j];
        d[j] = t;
      }
    }
  }
  return Directions{{d[0], d[1], d[2]}};
}

int owner(const State& s, int c) {
  for (int q = 0; q < kMaxSeats; ++q) {
    if ((s.board[q] >> c) & 1u) {
      return q;
    }
  }
  return -1;
}

int slid_cell(Action slide, int from) {
  const int line = slide_line(slide);
  if (((kLineMasks.m[line] >> from) & 1u) == 0) {
    return from;
  }
  const int i = line < kSize ? col_of(from) : row_of(from);
  // The tiles shift one cell; the lifted end tile comes back at the other end.
  const int j = slide_toward_high(slide) ? (i + 1) % kSize : (i + kSize - 1) % kSize;
  return line_cell(line, j);
}

State Game::initial(const Variant& v) {
  State s;
  s.variant = v;
  constexpr int kStart[5][2] = {{0, 1}, {1, 0}, {1, 1}, {0, 2}, {2, 0}};
  for (int q = 0; q < v.players; ++q) {
    const int home = home_corner(v, q);
    const int hx = col_of(home);
    const int hy = row_of(home);
    const int sx = hx == 0 ? 1 : -1;
    const int sy = hy == 0 ? 1 : -1;
    for (int i = 0; i < v.marbles; ++i) {
      s.board[q] |= 1u << cell(hx + sx * kStart[i][0], hy + sy * kStart[i][1]);
    }
  }
  settle(s);
  return s;
}

void Game::legal_actions(const State& s, Actions& out) {
  out.clear();
  if (s.outcome != Outcome::kNone) {
    return;
  }
  const int p = s.player;
  const std::uint32_t own = s.board[p];
  const std::uint32_t occ = occupied(s);
  const Directions dirs = move_directions(s.variant, p);
  for (std::uint32_t m = own; m != 0; m &= m - 1) {
    const int from = lowest_bit(m);
    for (int d : dirs.dir) {
      const int to = step(from, d);
      if (to >= 0 && ((occ >> to) & 1u) == 0) {
        out.push(move_action(from, d));
      }
    }
  }
  for (int line = 0; line < kLines; ++line) {
    if ((own & kLineMasks.m[line]) == 0) {
      continue;
    }
    for (int w = 0; w < 2; ++w) {
      const Action a = slide_action(line, w == 0);
      const int lifted = line_cell(line, w == 0 ? kSize - 1 : 0);
      if (((occ >> lifted) & 1u) == 0 && (s.last_slide < 0 || a != reverse_slide(s.last_slide))) {
        out.push(a);
      }
    }
  }
  if (out.empty()) {
    out.push(kPass);
  }
}

void move_marbles(std::uint32_t* board, int player, Action a) {
  if (is_move(a)) {
    const int from = move_from(a);
    board[player] ^= (1u << from) | (1u << step(from, move_dir(a)));
  } else if (is_slide(a)) {
    const int line = slide_line(a);
    const std::uint32_t mask = kLineMasks.m[line];
    const int shift = line < kSize ? 1 : kSize;
    for (int q = 0; q < kMaxSeats; ++q) {
      const std::uint32_t in = board[q] & mask;
      const std::uint32_t moved = slide_toward_high(a) ? in << shift : in >> shift;
      board[q] = (board[q] & ~mask) | (moved & kFull);
    }
  }
}

void Game::apply(State& s, Action a) {
  MARBLES_CHECK(s.outcome == Outcome::kNone);
  MARBLES_CHECK(a <= kPass);
  const int p = s.player;
  move_marbles(s.board, p, a);
  s.last_slide = static_cast<std::int16_t>(is_slide(a) ? a : -1);
  const int n = s.variant.players;
  s.player = static_cast<std::uint8_t>((p + 1) % n);
  if (take_out(s)) {
    // A marble left: the count restarts (a winning position shows 0 too), and no earlier
    // position can come back.
    s.quiet = 0;
    s.history_size = 0;
    // The mover wins if it reached the target, else the first in turn order after it.
    const int goal = target(s.variant);
    for (int i = 0; i < n; ++i) {
      const int q = (p + i) % n;
      if (s.out[q] >= goal) {
        s.outcome = Outcome::kWin;
        s.winner = static_cast<std::uint8_t>(q);
        return;
      }
    }
  } else {
    ++s.quiet;
  }
  settle(s);
}

void settle(State& s) {
  if (s.outcome != Outcome::kNone) {
    return;
  }
  if (s.quiet >= kQuietLimit) {
    s.outcome = Outcome::kDraw;
    return;
  }
  const std::uint64_t key = Game::hash(s);
  // Every turn passes the move on, so the positions with the same player to move are every
  // n-th entry from the end.
  const int n = s.variant.players;
  int seen = 0;
  for (int i = s.history_size - n; i >= 0; i -= n) {
    seen += s.history[i] == key ? 1 : 0;
  }
  if (seen >= 2) {
    s.outcome = Outcome::kDraw;  // third occurrence
    return;
  }
  MARBLES_CHECK(s.history_size < kQuietLimit + 2);
  s.history[s.history_size++] = key;
}

void Game::returns(const State& s, double* out) {
  for (int q = 0; q < s.variant.players; ++q) {
    out[q] = s.outcome == Outcome::kWin ? (q == s.winner ? 1.0 : -1.0) : 0.0;
  }
}

std::uint64_t Game::hash(const State& s) {
  const Zobrist& z = zobrist();
  std::uint64_t h = z.player[s.player & 3];
  for (int q = 0; q < s.variant.players; ++q) {
    for (std::uint32_t m = s.board[q]; m != 0; m &= m - 1) {
      h ^= z.marble[q][lowest_bit(m)];
    }
    h ^= z.out[q][s.out[q] > 5 ? 5 : s.out[q]];
  }
  if (s.last_slide >= kSlideBase && s.last_slide < kPass) {
    h ^= z.last_slide[s.last_slide - kSlideBase];
  }
  return h;
}

ActionCells Game::action_cells(const State& s, Action a) {
  ActionCells c;
  if (is_move(a)) {
    c.from = move_from(a);
    c.to = step(c.from, move_dir(a));
  } else if (is_slide(a)) {
    const int line = slide_line(a);
    c.from = line_cell(line, slide_toward_high(a) ? kSize - 1 : 0);
    c.to = line_cell(line, slide_toward_high(a) ? 0 : kSize - 1);
  }
  (void)s;
  return c;
}

std::string_view Game::phase(const State& s) {
  return s.outcome != Outcome::kNone ? "over" : "play";
}

}  // namespace marbles::quits
