// Wali rules: move generation and application on 30-bit boards. See rules.h.
#include "games/wali/rules.h"

#include <array>

#include "core/bits.h"
#include "core/rng.h"

namespace marbles::wali {

namespace {

constexpr std::uint32_t kFull = (1u << kCells) - 1;
constexpr std::uint32_t col_mask(int col) {
  std::uint32_t m = 0;
  for (int r = 0; r < kRows; ++r) {
    m |= 1u << cell(col, r);
  }
  return m;
}
constexpr std::uint32_t kNotA = kFull & ~col_mask(0);
constexpr std::uint32_t kNotAB = kNotA & ~col_mask(1);
constexpr std::uint32_t kNotF = kFull & ~col_mask(5);
constexpr std::uint32_t kNotEF = kNotF & ~col_mask(4);

// Cells x such that x together with two cells of `own` forms an orthogonal run of three
// (x may or may not be in `own`). Covers every way a run of 3+ can contain x.
constexpr std::uint32_t line_cells(std::uint32_t own) {
  const std::uint32_t l1 = (own << 1) & kNotA;   // left neighbour is own
  const std::uint32_t l2 = (own << 2) & kNotAB;  // second left is own
  const std::uint32_t r1 = (own >> 1) & kNotF;
  const std::uint32_t r2 = (own >> 2) & kNotEF;
  const std::uint32_t d1 = (own << kCols) & kFull;  // the cell below is own
  const std::uint32_t d2 = (own << (2 * kCols)) & kFull;
  const std::uint32_t u1 = own >> kCols;
  const std::uint32_t u2 = own >> (2 * kCols);
  return (l1 & l2) | (r1 & r2) | (l1 & r1) | (d1 & d2) | (u1 & u2) | (d1 & u1);
}

// Pieces that can step in each direction into an empty cell.
struct Steps {
  std::uint32_t dir[4];
  std::uint32_t any() const { return dir[0] | dir[1] | dir[2] | dir[3]; }
};
constexpr Steps steps(std::uint32_t own, std::uint32_t empty) {
  return Steps{{own & (empty >> kCols), own & (empty >> 1) & kNotF, own & (empty << kCols),
                own & (empty << 1) & kNotA}};
}
constexpr int kDelta[4] = {kCols, 1, -kCols, -1};

std::uint32_t empty_cells(const State& s) {
  return kFull & ~(s.board[0] | s.board[1]);
}

std::uint32_t placeable(const State& s, int p) {
  if (s.reserve[p] == 0) {
    return 0;
  }
  return empty_cells(s) & ~line_cells(s.board[p]);
}

int lowest_bit(std::uint32_t m) {
  return __builtin_ctz(m);
}

// The exact position key for repetition: both boards, the player, the removal flag.
std::uint64_t position_key(const State& s) {
  return static_cast<std::uint64_t>(s.board[0]) |
         (static_cast<std::uint64_t>(s.board[1]) << kCells) |
         (static_cast<std::uint64_t>(s.player) << 60) |
         (static_cast<std::uint64_t>(s.must_remove ? 1 : 0) << 61);
}

int limit_for(const Variant& v) {
  return v.end == EndRule::kTwoLeft ? 2 : 0;
}

Outcome win_for(int p) {
  return p == 0 ? Outcome::kWin0 : Outcome::kWin1;
}

void start_history(State& s) {
  s.quiet = 0;
  s.history_size = 0;
  for (int w = 0; w < 4; ++w) {
    s.once[w] = 0;
    s.twice[w] = 0;
  }
}

// The hash bucket of a position key (one bit of 256): bit `bit` of word `word`.
struct Bucket {
  int word;
  std::uint64_t bit;
};
Bucket bucket(std::uint64_t key) {
  const std::uint64_t h = (key * 0x9E3779B97F4A7C15ULL) >> 56;
  return Bucket{static_cast<int>(h >> 6), 1ULL << (h & 63)};
}

// How many recorded positions equal the current one (not yet recorded). Every recorded position
// follows a change of player, so the player to move alternates along them; going back turn by
// turn, the boards' differences from now are the moved pieces' cells toggled.
int earlier_occurrences(const State& s) {
  std::uint32_t diff[2] = {0, 0};
  int mover = s.player;
  int seen = 0;
  for (int j = s.history_size - 1; j >= 0; --j) {
    mover ^= 1;  // the player to move at position j, who played turns[j]
    const int t = s.turns[j];
    if (t != kPassTurn) {
      const int from = t % kCells;
      diff[mover] ^= (1u << from) | (1u << (from + kDelta[t / kCells]));
    }
    seen += ((s.history_size - j) % 2 == 0 && (diff[0] | diff[1]) == 0) ? 1 : 0;
  }
  return seen;
}

// The end of a movement-phase turn, the piece counts decided: blocked players, the 100-turn
// rule and repetition; records the position.
void settle_movement(State& s) {
  const std::uint32_t empty = empty_cells(s);
  if (steps(s.board[s.player], empty).any() == 0 &&
      steps(s.board[1 - s.player], empty).any() == 0) {
    s.outcome = Outcome::kDraw;  // both players unable to move
    return;
  }
  if (s.quiet >= kNoCaptureLimit) {
    s.outcome = Outcome::kDraw;
    return;
  }
  const Bucket b = bucket(position_key(s));
  if ((s.twice[b.word] & b.bit) != 0 && earlier_occurrences(s) >= 2) {
    s.outcome = Outcome::kDraw;  // third occurrence
    return;
  }
  MARBLES_CHECK(s.history_size < kNoCaptureLimit + 2);
  s.twice[b.word] |= s.once[b.word] & b.bit;
  s.once[b.word] |= b.bit;
  ++s.history_size;
}

}  // namespace

void settle(State& s) {
  if (s.must_remove) {
    return;  // the capturer acts again; nothing else to decide yet
  }
  if (s.reserve[0] + s.reserve[1] > 0) {
    // Placement: it ends when neither player can place.
    if (placeable(s, 0) != 0 || placeable(s, 1) != 0) {
      return;
    }
    for (int p = 0; p < 2; ++p) {
      s.aside[p] = static_cast<std::uint8_t>(s.aside[p] + s.reserve[p]);
      s.reserve[p] = 0;
    }
    start_history(s);
  }
  // Movement phase. A side at or below the limit has lost (also in a parsed position).
  const int limit = limit_for(s.variant);
  const bool lost0 = pieces(s, 0) <= limit;
  const bool lost1 = pieces(s, 1) <= limit;
  if (lost0 || lost1) {
    s.outcome = lost0 && lost1 ? Outcome::kDraw : win_for(lost0 ? 1 : 0);
    return;
  }
  settle_movement(s);
}

namespace {

struct Zobrist {
  std::uint64_t piece[2][kCells];
  std::uint64_t player;
  std::uint64_t remove;
  std::uint64_t reserve[2][kPieces + 1];
};

Zobrist make_zobrist() {
  Zobrist z{};
  Rng rng(0x57A11CAFEULL);
  fill_keys(z.piece, rng);
  z.player = rng.next();
  z.remove = rng.next();
  fill_keys(z.reserve, rng);
  return z;
}

const Zobrist& zobrist() {
  static const Zobrist z = make_zobrist();
  return z;
}

}  // namespace

std::uint32_t runs_through(std::uint32_t own, int c) {
  if (c < 0 || c >= kCells || (own >> c & 1u) == 0) {
    return 0;
  }
  std::uint32_t out = 0;
  // Along the row (right, left), then the column (up, down).
  constexpr int kWays[2][2] = {{kRight, kLeft}, {kUp, kDown}};
  for (const auto& ways : kWays) {
    std::uint32_t run = 1u << c;
    for (const int d : ways) {
      for (int x = neighbour(c, d); x >= 0 && (own >> x & 1u) != 0; x = neighbour(x, d)) {
        run |= 1u << x;
      }
    }
    out |= __builtin_popcount(run) >= 3 ? run : 0u;
  }
  return out;
}

int neighbour(int c, int d) {
  const int col = col_of(c);
  const int row = row_of(c);
  switch (d) {
    case kUp:
      return row + 1 < kRows ? c + kCols : -1;
    case kRight:
      return col + 1 < kCols ? c + 1 : -1;
    case kDown:
      return row > 0 ? c - kCols : -1;
    case kLeft:
      return col > 0 ? c - 1 : -1;
    default:
      return -1;
  }
}

bool in_placement(const State& s) {
  return s.reserve[0] + s.reserve[1] > 0;
}

int pieces(const State& s, int player) {
  return popcount32(s.board[player]);
}

State Game::initial(const Variant& v) {
  State s;
  s.variant = v;
  return s;
}

void Game::legal_actions(const State& s, Actions& out) {
  if (s.outcome != Outcome::kNone) {
    return;
  }
  const int p = s.player;
  if (s.must_remove) {
    for (std::uint32_t m = s.board[1 - p]; m != 0; m &= m - 1) {
      out.push(kRemoveBase + lowest_bit(m));
    }
    return;
  }
  if (in_placement(s)) {
    std::uint32_t m = placeable(s, p);
    if (m == 0) {
      out.push(kPass);
    }
    for (; m != 0; m &= m - 1) {
      out.push(kPlaceBase + lowest_bit(m));
    }
    return;
  }
  const Steps st = steps(s.board[p], empty_cells(s));
  if (st.any() == 0) {
    out.push(kPass);
    return;
  }
  for (int d = 0; d < 4; ++d) {
    for (std::uint32_t m = st.dir[d]; m != 0; m &= m - 1) {
      out.push(move_action(lowest_bit(m), d));
    }
  }
}

namespace {

// The k-th (0-based) set bit of m.
int nth_bit(std::uint32_t m, std::uint32_t k) {
  for (; k > 0; --k) {
    m &= m - 1;
  }
  return lowest_bit(m);
}

// The turn from the last recorded position (the current one) to the next.
void record_turn(State& s, std::uint8_t turn) {
  if (s.history_size > 0) {
    s.turns[s.history_size - 1] = turn;
  }
}

}  // namespace

Action Game::random_action(const State& s, Rng& rng) {
  const int p = s.player;
  if (s.must_remove) {
    const std::uint32_t m = s.board[1 - p];
    return kRemoveBase + nth_bit(m, rng.below(static_cast<std::uint32_t>(popcount32(m))));
  }
  if (in_placement(s)) {
    const std::uint32_t m = placeable(s, p);
    if (m == 0) {
      rng.below(1);  // keep the draws in step with legal_actions() = {pass}
      return kPass;
    }
    return kPlaceBase + nth_bit(m, rng.below(static_cast<std::uint32_t>(popcount32(m))));
  }
  const Steps st = steps(s.board[p], empty_cells(s));
  std::uint32_t counts[4];
  std::uint32_t total = 0;
  for (int d = 0; d < 4; ++d) {
    counts[d] = static_cast<std::uint32_t>(popcount32(st.dir[d]));
    total += counts[d];
  }
  if (total == 0) {
    rng.below(1);
    return kPass;
  }
  std::uint32_t k = rng.below(total);
  int d = 0;
  while (k >= counts[d]) {
    k -= counts[d++];
  }
  return move_action(nth_bit(st.dir[d], k), d);
}

void Game::apply(State& s, Action a) {
  MARBLES_CHECK(s.outcome == Outcome::kNone);
  const int p = s.player;
  if (a == kPass) {
    s.player = static_cast<std::uint8_t>(1 - p);
    if (!in_placement(s)) {
      ++s.quiet;
      record_turn(s, kPassTurn);
    }
  } else if (a < kMoveBase) {
    s.board[p] |= 1u << (a - kPlaceBase);
    --s.reserve[p];
    s.player = static_cast<std::uint8_t>(1 - p);
  } else if (a < kRemoveBase) {
    const int from = move_from(a);
    const int to = from + kDelta[move_dir(a)];
    const std::uint32_t rest = s.board[p] & ~(1u << from);
    s.board[p] = rest | (1u << to);
    ++s.quiet;
    record_turn(s, static_cast<std::uint8_t>(a - kMoveBase));
    if ((line_cells(rest) >> to & 1u) != 0) {
      s.must_remove = true;  // a new run of 3+ through the moved piece
    } else {
      s.player = static_cast<std::uint8_t>(1 - p);
    }
  } else {
    const int o = 1 - p;
    s.board[o] &= ~(1u << (a - kRemoveBase));
    s.must_remove = false;
    start_history(s);
    s.player = static_cast<std::uint8_t>(o);
    if (pieces(s, o) <= limit_for(s.variant)) {
      s.outcome = win_for(p);
      return;
    }
  }
  // In the movement phase only a removal changes the piece counts, and it checked them.
  if (s.must_remove) {
    return;
  }
  if (in_placement(s)) {
    settle(s);
  } else {
    settle_movement(s);
  }
}

void Game::returns(const State& s, double* out) {
  out[0] = 0;
  out[1] = 0;
  if (s.outcome == Outcome::kWin0) {
    out[0] = 1;
    out[1] = -1;
  } else if (s.outcome == Outcome::kWin1) {
    out[0] = -1;
    out[1] = 1;
  }
}

std::uint64_t Game::hash(const State& s) {
  const Zobrist& z = zobrist();
  std::uint64_t h = 0;
  for (int p = 0; p < 2; ++p) {
    for (std::uint32_t m = s.board[p]; m != 0; m &= m - 1) {
      h ^= z.piece[p][lowest_bit(m)];
    }
    h ^= z.reserve[p][s.reserve[p] > kPieces ? kPieces : s.reserve[p]];
  }
  if (s.player == 1) {
    h ^= z.player;
  }
  if (s.must_remove) {
    h ^= z.remove;
  }
  return h;
}

ActionCells Game::action_cells(const State&, Action a) {
  ActionCells c;
  if (a >= kPlaceBase && a < kMoveBase) {
    c.to = a - kPlaceBase;
  } else if (a >= kMoveBase && a < kRemoveBase) {
    c.from = move_from(a);
    c.to = c.from + kDelta[move_dir(a)];
  } else if (a >= kRemoveBase && a < kPass) {
    c.removed = a - kRemoveBase;
  }
  return c;
}

std::string_view Game::phase(const State& s) {
  if (s.outcome != Outcome::kNone) {
    return "over";
  }
  if (s.must_remove) {
    return "removal";
  }
  return in_placement(s) ? "placement" : "movement";
}

}  // namespace marbles::wali
