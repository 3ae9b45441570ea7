// Yoté rules: move generation and application on 30-bit boards. See rules.h.
#include "games/yote/rules.h"

#include "core/bits.h"
#include "core/rng.h"

namespace marbles::yote {

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
constexpr std::uint32_t kBoard5x5 = kNotF;  // the 5 x 5 board: column F masked out
constexpr int kDelta[4] = {kCols, 1, -kCols, -1};

std::uint32_t mask_of(const Variant& v) {
  return v.size == Size::k5x5 ? kBoard5x5 : kFull;
}

std::uint32_t empty_cells(const State& s) {
  return mask_of(s.variant) & ~(s.board[0] | s.board[1]);
}

// The pieces of `own` that can step or jump in each direction. Empty cells are on the board
// (column F is never empty on the 5 x 5 board), so the same edge masks serve both sizes.
struct Moves {
  std::uint32_t step[4];
  std::uint32_t jump[4];
};
Moves moves(std::uint32_t own, std::uint32_t opp, std::uint32_t empty) {
  return Moves{
      {own & (empty >> kCols), own & (empty >> 1) & kNotF, own & (empty << kCols),
       own & (empty << 1) & kNotA},
      {own & (opp >> kCols) & (empty >> (2 * kCols)), own & (opp >> 1) & (empty >> 2) & kNotEF,
       own & (opp << kCols) & (empty << (2 * kCols)), own & (opp << 1) & (empty << 2) & kNotAB}};
}

// Whether player p has a legal turn (placement, step or jump) on the board as it stands.
bool can_act(const State& s, int p, std::uint32_t empty) {
  if (s.reserve[p] > 0) {
    return empty != 0;
  }
  const std::uint32_t own = s.board[p];
  const std::uint32_t next_to_empty =
      (empty >> kCols) | (empty << kCols) | ((empty >> 1) & kNotF) | ((empty << 1) & kNotA);
  if ((own & next_to_empty) != 0) {
    return true;  // a step
  }
  const Moves m = moves(own, s.board[1 - p], empty);
  return (m.jump[0] | m.jump[1] | m.jump[2] | m.jump[3]) != 0;
}

int lowest_bit(std::uint32_t m) {
  return __builtin_ctz(m);
}

int popcount(std::uint32_t m) {
  return popcount32(m);
}

// Two sets counted, into a and b: with a popcount instruction (core/bits.h), two of them;
// without, one branch-free count of one 64-bit word.
#if defined(__POPCNT__) || defined(__wasm__) || defined(__ARM_NEON) || defined(__aarch64__)
void popcount2(std::uint32_t& a, std::uint32_t& b) {
  a = static_cast<std::uint32_t>(popcount32(a));
  b = static_cast<std::uint32_t>(popcount32(b));
}
#else
void popcount2(std::uint32_t& a, std::uint32_t& b) {
  std::uint64_t m = a | (static_cast<std::uint64_t>(b) << 32);
  m = m - ((m >> 1) & 0x5555555555555555ULL);
  m = (m & 0x3333333333333333ULL) + ((m >> 2) & 0x3333333333333333ULL);
  m = (m + (m >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
  m *= 0x01010101ULL;  // byte 3: the bits of a; byte 7: those of b (no carries: <= 32 each)
  a = static_cast<std::uint32_t>(m >> 24) & 0xFFu;
  b = static_cast<std::uint32_t>(m >> 56);
}
#endif

struct ByteCounts {
  std::uint8_t n[16];
};
constexpr ByteCounts make_nibble_counts() {
  ByteCounts b{};
  for (int i = 0; i < 16; ++i) {
    b.n[i] = static_cast<std::uint8_t>((i & 1) + ((i >> 1) & 1) + ((i >> 2) & 1) + (i >> 3));
  }
  return b;
}
constexpr ByteCounts kNibbleCounts = make_nibble_counts();

// The k-th (0-based) set bit of m, k < popcount(m), without branches (k is random: branches on
// it are mispredicted): the bytes' running counts by one multiplication give the byte, then
// halves of it.
inline int nth_bit(std::uint32_t m, std::uint32_t k) {
  std::uint32_t c = m - ((m >> 1) & 0x55555555u);
  c = (c & 0x33333333u) + ((c >> 2) & 0x33333333u);
  c = (c + (c >> 4)) & 0x0F0F0F0Fu;               // bits in each byte
  const std::uint32_t running = c * 0x01010101u;  // byte i: bits in bytes 0..i (at most 32)
  // Byte i's high bit: k >= running_i (no borrow crosses bytes: 128 + k - running_i > 0), true
  // for the bytes before the one holding the k-th bit.
  const std::uint32_t passed = (((k * 0x01010101u) | 0x80808080u) - running) & 0x80808080u;
  const std::uint32_t shift = (((passed >> 7) * 0x01010101u) >> 24) * 8;  // 8 * that byte
  k -= ((running << 8) >> shift) & 0xFFu;  // the bits of the bytes before
  std::uint32_t x = (m >> shift) & 0xFFu;
  std::uint32_t pos = shift;
  const std::uint32_t low4 = kNibbleCounts.n[x & 0xFu];
  const std::uint32_t high4 = 0u - static_cast<std::uint32_t>(k >= low4);  // masks, not branches
  k -= low4 & high4;
  x >>= 4u & high4;
  pos += 4u & high4;
  const std::uint32_t low2 = kNibbleCounts.n[x & 0x3u];
  const std::uint32_t high2 = 0u - static_cast<std::uint32_t>(k >= low2);
  k -= low2 & high2;
  x >>= 2u & high2;
  pos += 2u & high2;
  pos += static_cast<std::uint32_t>(k >= (x & 1u));
  return static_cast<int>(pos);
}

// The exact position key for repetition: both boards and the player. Reserves cannot change
// between two positions of one history (placements and captures start a new one).
std::uint64_t position_key(const State& s) {
  return static_cast<std::uint64_t>(s.board[0]) |
         (static_cast<std::uint64_t>(s.board[1]) << kCells) |
         (static_cast<std::uint64_t>(s.player) << 60);
}

Outcome win_for(int p) {
  return p == 0 ? Outcome::kWin0 : Outcome::kWin1;
}

void start_history(State& s) {
  s.quiet = 0;
  s.history_size = 0;
}

}  // namespace

namespace {

// The end of a turn that captured nothing (placement, step, pass): the piece counts did not
// change, so only blocked players, the 100-turn rule and repetition can end the game.
void settle_quiet(State& s) {
  const std::uint32_t empty = empty_cells(s);
  if (!can_act(s, s.player, empty) && !can_act(s, 1 - s.player, empty)) {
    s.outcome = Outcome::kDraw;  // both players unable to play
    return;
  }
  if (s.quiet >= kQuietLimit) {
    s.outcome = Outcome::kDraw;
    return;
  }
  const std::uint64_t key = position_key(s);
  // Every recorded position follows a change of player (a step or a pass; placements and
  // captures start a new history), so the positions with the same player to move are every
  // second entry from the end.
  int seen = 0;
  for (int i = s.history_size - 2; i >= 0; i -= 2) {
    seen += s.history[i] == key ? 1 : 0;
  }
  if (seen >= 2) {
    s.outcome = Outcome::kDraw;  // third occurrence
    return;
  }
  MARBLES_CHECK(s.history_size < kQuietLimit + 2);
  s.history[s.history_size++] = key;
}

}  // namespace

void settle(State& s) {
  if (s.must_remove) {
    return;  // the capturer acts again; the turn is not over
  }
  const int n0 = pieces(s, 0);
  const int n1 = pieces(s, 1);
  if (n0 == 0 || n1 == 0) {
    s.outcome = n0 == n1 ? Outcome::kDraw : win_for(n0 == 0 ? 1 : 0);
    return;
  }
  if (n0 <= kDrawPieces && n1 <= kDrawPieces) {
    s.outcome = Outcome::kDraw;
    return;
  }
  settle_quiet(s);
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
  Rng rng(0x701E5EEDULL);
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

std::uint32_t board_mask(const Variant& v) {
  return mask_of(v);
}

int neighbour(const Variant& v, int c, int d) {
  const int col = col_of(c);
  const int row = row_of(c);
  switch (d) {
    case kUp:
      return row + 1 < kRows ? c + kCols : -1;
    case kRight:
      return col + 1 < columns(v) ? c + 1 : -1;
    case kDown:
      return row > 0 ? c - kCols : -1;
    case kLeft:
      return col > 0 ? c - 1 : -1;
    default:
      return -1;
  }
}

int on_board(const State& s, int player) {
  return popcount(s.board[player]);
}

int pieces(const State& s, int player) {
  return popcount(s.board[player]) + s.reserve[player];
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
  const std::uint32_t opp = s.board[1 - p];
  if (s.must_remove) {
    if (opp == 0) {
      out.push(kRemoveReserve);
    }
    for (std::uint32_t m = opp; m != 0; m &= m - 1) {
      out.push(kRemoveBase + lowest_bit(m));
    }
    return;
  }
  const std::uint32_t empty = empty_cells(s);
  if (s.reserve[p] > 0) {
    for (std::uint32_t m = empty; m != 0; m &= m - 1) {
      out.push(kPlaceBase + lowest_bit(m));
    }
  }
  const Moves mv = moves(s.board[p], opp, empty);
  for (int d = 0; d < 4; ++d) {
    for (std::uint32_t m = mv.step[d]; m != 0; m &= m - 1) {
      out.push(step_action(lowest_bit(m), d));
    }
  }
  for (int d = 0; d < 4; ++d) {
    for (std::uint32_t m = mv.jump[d]; m != 0; m &= m - 1) {
      out.push(jump_action(lowest_bit(m), d));
    }
  }
  if (out.empty()) {
    out.push(kPass);
  }
}

Action Game::random_action(const State& s, Rng& rng) {
  const int p = s.player;
  const std::uint32_t opp = s.board[1 - p];
  if (s.must_remove) {
    if (opp == 0) {
      rng.below(1);  // keep the draws in step with legal_actions() = {xR}
      return kRemoveReserve;
    }
    return kRemoveBase + nth_bit(opp, rng.below(static_cast<std::uint32_t>(popcount(opp))));
  }
  const std::uint32_t empty = empty_cells(s);
  const Moves mv = moves(s.board[p], opp, empty);
  // In the order of legal_actions(): placements, steps by direction, jumps by direction. Set i
  // holds the cells of actions 30 * i + cell (kStepBase = 30, kJumpBase = 150 = 30 * 5).
  const std::uint32_t sets[9] = {s.reserve[p] > 0 ? empty : 0u,
                                 mv.step[0],
                                 mv.step[1],
                                 mv.step[2],
                                 mv.step[3],
                                 mv.jump[0],
                                 mv.jump[1],
                                 mv.jump[2],
                                 mv.jump[3]};
  std::uint32_t n[9] = {sets[0], sets[1], sets[2], sets[3], sets[4],
                        sets[5], sets[6], sets[7], sets[8]};
  popcount2(n[0], n[1]);
  popcount2(n[2], n[3]);
  popcount2(n[4], n[5]);
  popcount2(n[6], n[7]);
  n[8] = static_cast<std::uint32_t>(popcount(n[8]));
  const std::uint32_t total = n[0] + n[1] + n[2] + n[3] + n[4] + n[5] + n[6] + n[7] + n[8];
  if (total == 0) {
    rng.below(1);  // keep the draws in step with legal_actions() = {pass}
    return kPass;
  }
  const std::uint32_t k = rng.below(total);
  // The set holding the k-th action, without branches: the sets ending at or before k come
  // first (their ends never decrease).
  // (Masks rather than conditionals, which g++ turns into branches.)
  std::uint32_t set = 0;
  std::uint32_t before = 0;
  std::uint32_t end = 0;
  for (int i = 0; i < 8; ++i) {
    end += n[i];
    const std::uint32_t passed = 0u - static_cast<std::uint32_t>(end <= k);  // all ones or 0
    set += passed & 1u;
    before += n[i] & passed;
  }
  static_assert(kPlaceBase == 0 && kStepBase == kCells && kJumpBase == 5 * kCells);
  return static_cast<Action>(set) * kCells + nth_bit(sets[set], k - before);
}

void Game::apply(State& s, Action a) {
  MARBLES_CHECK(s.outcome == Outcome::kNone);
  const int p = s.player;
  const int o = 1 - p;
  if (a < kStepBase) {
    s.board[p] |= 1u << (a - kPlaceBase);
    --s.reserve[p];
    start_history(s);
    s.player = static_cast<std::uint8_t>(o);
    settle_quiet(s);
  } else if (a < kJumpBase) {
    const int from = move_from(a);
    s.board[p] ^= (1u << from) | (1u << (from + kDelta[move_dir(a)]));
    ++s.quiet;
    s.player = static_cast<std::uint8_t>(o);
    settle_quiet(s);
  } else if (a < kRemoveBase) {
    const int from = move_from(a);
    const int delta = kDelta[move_dir(a)];
    s.board[p] ^= (1u << from) | (1u << (from + 2 * delta));
    s.board[o] &= ~(1u << (from + delta));
    start_history(s);
    if (pieces(s, o) == 0) {
      s.player = static_cast<std::uint8_t>(o);
      s.outcome = win_for(p);  // nothing left to remove: the game is over
      return;
    }
    s.must_remove = true;  // the same player removes one more piece
    return;
  } else if (a < kRemoveReserve) {
    s.board[o] &= ~(1u << (a - kRemoveBase));
    s.must_remove = false;
    s.player = static_cast<std::uint8_t>(o);
    settle(s);
  } else if (a == kRemoveReserve) {
    --s.reserve[o];
    s.must_remove = false;
    s.player = static_cast<std::uint8_t>(o);
    settle(s);
  } else {
    ++s.quiet;
    s.player = static_cast<std::uint8_t>(o);
    settle_quiet(s);
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
  if (a >= kPlaceBase && a < kStepBase) {
    c.to = a - kPlaceBase;
  } else if (a >= kStepBase && a < kJumpBase) {
    c.from = move_from(a);
    c.to = c.from + kDelta[move_dir(a)];
  } else if (a >= kJumpBase && a < kRemoveBase) {
    c.from = move_from(a);
    c.removed = c.from + kDelta[move_dir(a)];
    c.to = c.removed + kDelta[move_dir(a)];
  } else if (a >= kRemoveBase && a < kRemoveReserve) {
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
  if (s.reserve[s.player] == 0) {
    return "movement";
  }
  return s.board[s.player] == 0 ? "placement" : "play";
}

}  // namespace marbles::yote
