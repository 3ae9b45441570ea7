// Offboard rules: line moves and pushes on two 61-bit boards, the targets around the rim, the
// waiting marble's return. See rules.h.
#include "games/offboard/rules.h"

#include "core/bits.h"

namespace marbles::offboard {

namespace {

// ---------------------------------------------------------------------------------------------
// Geometry, computed once at compile time

constexpr std::uint64_t kAll = (std::uint64_t{1} << kCells) - 1;

constexpr int diag_min(int row) {
  return row < 4 ? 1 : row - 3;
}
constexpr int diag_max(int row) {
  return row < 4 ? row + 5 : 9;
}

// The target of a virtual cell (row, diag) just outside the board, from the outer lines of
// rules.h: `first` the target, or at a corner the earlier one counter-clockwise and `second` the
// later one (the lower-valued of the two is taken); -1 where unused.
struct Slot {
  std::int8_t first = -1;
  std::int8_t second = -1;
};

constexpr Slot outer_slot(int row, int diag) {
  // Each edge's outer line and the position (0-5, counter-clockwise) of (row, diag) on it.
  const bool on[6] = {row == -1,    diag == row + 6, diag == 10,
                      row == kRows, diag == row - 4, diag == 0};
  const int pos[6] = {diag, row + 1, row - 4, 10 - diag, 9 - row, 4 - row};
  Slot s;
  for (int e = 0; e < 6; ++e) {
    if (!on[e] || pos[e] < 0 || pos[e] > 5) {
      continue;
    }
    if (pos[e] == 0) {  // a corner: the previous edge's second half, then this edge's first
      s.first = static_cast<std::int8_t>((2 * e + kTargets - 1) % kTargets);
      s.second = static_cast<std::int8_t>(2 * e);
      return s;
    }
    if (pos[e] != 5) {
      s.first = static_cast<std::int8_t>(2 * e + (pos[e] >= 3 ? 1 : 0));
      return s;
    }
  }
  return s;
}

struct Geometry {
  std::int8_t row[kCells] = {};
  std::int8_t diag[kCells] = {};
  std::int8_t index[kRows][10] = {};   // the cell at (row, diag), or -1
  std::int8_t nb[kCells][kDirs] = {};  // the neighbour, or -1 off the board
  Slot off[kCells][kDirs] = {};        // where a marble pushed off from c along d falls
};

constexpr Geometry make_geometry() {
  Geometry g;
  for (auto& r : g.index) {
    for (auto& x : r) {
      x = -1;
    }
  }
  int c = 0;
  for (int i = 0; i < kRows; ++i) {
    for (int k = diag_min(i); k <= diag_max(i); ++k, ++c) {
      g.row[c] = static_cast<std::int8_t>(i);
      g.diag[c] = static_cast<std::int8_t>(k);
      g.index[i][k] = static_cast<std::int8_t>(c);
    }
  }
  for (c = 0; c < kCells; ++c) {
    for (int d = 0; d < kDirs; ++d) {
      const int i = g.row[c] + kDRow[d];
      const int k = g.diag[c] + kDDiag[d];
      const bool inside = i >= 0 && i < kRows && k >= 1 && k <= 9 && g.index[i][k] >= 0;
      g.nb[c][d] = inside ? g.index[i][k] : static_cast<std::int8_t>(-1);
      g.off[c][d] = inside ? Slot{} : outer_slot(i, k);
    }
  }
  return g;
}

constexpr Geometry kGeo = make_geometry();

static_assert(kGeo.index[8][9] == kCells - 1);
static_assert(kGeo.off[0][4].first == 11 && kGeo.off[0][4].second == 0);  // a1 SW: corner
static_assert(kGeo.off[2][4].first == 0 && kGeo.off[2][5].first == 1);    // a3 SW, a3 SE

int lowest_bit(std::uint64_t m) {
  return __builtin_ctzll(m);
}

bool has(std::uint64_t m, int c) {
  return ((m >> c) & 1u) != 0;
}

// ---------------------------------------------------------------------------------------------
// Zobrist keys

struct Zobrist {
  std::uint64_t marble[2][kCells];
  std::uint64_t target[kTargets][2];
  std::uint64_t waiting[2][kMarbles + 1];
  std::uint64_t aside[2][kMarbles + 1];
  std::uint64_t player[2];
};

Zobrist make_zobrist() {
  Zobrist z{};
  Rng rng(0x0FFB0A2DULL);
  fill_keys(z.marble, rng);
  fill_keys(z.target, rng);
  fill_keys(z.waiting, rng);
  fill_keys(z.aside, rng);
  fill_keys(z.player, rng);
  return z;
}

const Zobrist& zobrist() {
  static const Zobrist z = make_zobrist();
  return z;
}

// ---------------------------------------------------------------------------------------------
// Move generation on a padded board: cell (row i, diagonal k) at bit kWideBase + 9 i + (k - 1)
// of a 128-bit set, so that each direction is one shift (E +1, NE +10, NW +9, W -1, SW -10,
// SE -9). A step that leaves the hexagon lands on a bit outside kValid (checked for every row
// end), and kWideBase keeps every step of a cell inside the 128 bits.

__extension__ using Wide = unsigned __int128;

constexpr int kWideBase = 16;
constexpr int kShift[kDirs] = {1, 10, 9, -1, -10, -9};

struct WideTables {
  std::uint8_t bit[kCells] = {};
  Wide valid = 0;
};

constexpr WideTables make_wide() {
  WideTables w;
  for (int c = 0; c < kCells; ++c) {
    w.bit[c] = static_cast<std::uint8_t>(kWideBase + 9 * kGeo.row[c] + kGeo.diag[c] - 1);
    w.valid |= Wide{1} << w.bit[c];
  }
  return w;
}

constexpr WideTables kWide = make_wide();

// The 61-bit board on the padded board: row by row.
Wide widen(std::uint64_t b) {
  Wide out = 0;
  int start = 0;
  for (int i = 0; i < kRows; ++i) {
    const int len = diag_max(i) - diag_min(i) + 1;
    out |= Wide{(b >> start) & ((std::uint64_t{1} << len) - 1)}
           << (kWideBase + 9 * i + diag_min(i) - 1);
    start += len;
  }
  return out;
}

// The cells c with c + N d in x.
template <int D, int N = 1>
Wide back(Wide x) {
  constexpr int kS = kShift[D] * N;
  if constexpr (kS > 0) {
    return x >> kS;
  } else {
    return x << -kS;
  }
}

// The cells of `own` whose run of own marbles along D ends right before a cell of `ends`
// (a run is at most 9 long: the fill steps 1, 2, 4 reach 8 cells back from its front).
template <int D>
Wide fill(Wide own, Wide ends) {
  Wide g = own & back<D>(ends);  // the fronts
  Wide pro = own;
  g |= pro & back<D>(g);
  pro &= back<D>(pro);  // own, and own one cell ahead
  g |= pro & back<D, 2>(g);
  pro &= back<D, 2>(pro);  // own for four cells
  return g | (pro & back<D, 4>(g));
}

// The rears r whose line move along D is legal: the run of own marbles from r is followed by an
// empty cell, or by m opponent marbles, fewer than the run, then an empty cell or the rim.
template <int D>
Wide rears(Wide own, Wide opp) {
  const Wide free = ~(own | opp);  // empty cells and everything off the board
  const Wide empty = free & kWide.valid;
  Wide legal = fill<D>(own, empty);
  // chain: the first cells of m opponent marbles in a row followed by a free cell; longer: the
  // cells starting a run of more than m own marbles. The rears of the runs that end right
  // before a chain and are longer than it push.
  Wide chain = opp & back<D>(free);
  Wide longer = own & back<D>(own);
  while (chain != 0 && longer != 0) {
    legal |= fill<D>(own, chain) & longer;
    chain = opp & back<D>(chain);
    longer &= back<D>(longer);
  }
  return legal;
}

// The 61-bit board from the padded one.
std::uint64_t narrow(Wide x) {
  std::uint64_t out = 0;
  int start = 0;
  for (int i = 0; i < kRows; ++i) {
    const int len = diag_max(i) - diag_min(i) + 1;
    out |= (static_cast<std::uint64_t>(x >> (kWideBase + 9 * i + diag_min(i) - 1)) &
            ((std::uint64_t{1} << len) - 1))
           << start;
    start += len;
  }
  return out;
}

// The number of bits of a 6-bit set.
constexpr std::uint8_t kBits6[64] = {
    0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4, 1, 2, 2, 3, 2, 3, 3, 4, 2, 3, 3, 4, 3, 4, 4, 5,
    1, 2, 2, 3, 2, 3, 3, 4, 2, 3, 3, 4, 3, 4, 4, 5, 2, 3, 3, 4, 3, 4, 4, 5, 3, 4, 4, 5, 4, 5, 5, 6};

// The legal line moves of the player to move: for each direction, the set of legal rears.
struct LegalSets {
  std::uint64_t rear[kDirs];
  // The directions (bit d) of the legal moves with rear r.
  unsigned code(int r) const {
    unsigned c = 0;
    for (int d = 0; d < kDirs; ++d) {
      c |= static_cast<unsigned>((rear[d] >> r) & 1u) << d;
    }
    return c;
  }
};

void legal_sets(const State& s, LegalSets& out) {
  const Wide own = widen(s.board[s.player]);
  const Wide opp = widen(s.board[1 - s.player]);
  out.rear[0] = narrow(rears<0>(own, opp));
  out.rear[1] = narrow(rears<1>(own, opp));
  out.rear[2] = narrow(rears<2>(own, opp));
  out.rear[3] = narrow(rears<3>(own, opp));
  out.rear[4] = narrow(rears<4>(own, opp));
  out.rear[5] = narrow(rears<5>(own, opp));
}

// The line move of rear r along d in s (the mover's marbles own, the other's opp), or
// own == 0 when it is not legal.
LineMove line_move(const State& s, int r, int d) {
  LineMove m;
  m.rear = r;
  m.dir = d;
  const std::uint64_t own = s.board[s.player];
  const std::uint64_t opp = s.board[1 - s.player];
  if (!has(own, r)) {
    return m;
  }
  int n = 1;
  int c = kGeo.nb[r][d];
  while (c >= 0 && has(own, c)) {
    ++n;
    c = kGeo.nb[c][d];
  }
  if (c < 0) {
    return m;  // an own marble would leave the board
  }
  int pushed = 0;
  int last = -1;
  while (c >= 0 && has(opp, c)) {
    ++pushed;
    last = c;
    c = kGeo.nb[c][d];
  }
  if (pushed >= n || (c >= 0 && has(own, c))) {
    return m;  // too few to push, or the push is blocked by an own marble
  }
  m.own = n;
  m.pushed = pushed;
  if (pushed > 0 && c < 0) {
    m.off_cell = last;
    m.off_target = target_of(s.variant, last, d);
  }
  return m;
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// Cells and targets

int row_of(int c) {
  return c >= 0 && c < kCells ? kGeo.row[c] : -1;
}

int diag_of(int c) {
  return c >= 0 && c < kCells ? kGeo.diag[c] : -1;
}

int cell_at(int row, int diag) {
  if (row < 0 || row >= kRows || diag < 1 || diag > 9) {
    return -1;
  }
  return kGeo.index[row][diag];
}

int neighbour(int c, int d) {
  if (c < 0 || c >= kCells || d < 0 || d >= kDirs) {
    return -1;
  }
  return kGeo.nb[c][d];
}

int owner(const State& s, int c) {
  if (c < 0 || c >= kCells) {
    return -1;
  }
  return has(s.board[0], c) ? 0 : (has(s.board[1], c) ? 1 : -1);
}

int target_of(const Variant& v, int c, int d) {
  if (c < 0 || c >= kCells || d < 0 || d >= kDirs) {
    return -1;
  }
  const Slot& s = kGeo.off[c][d];
  if (s.second < 0) {
    return s.first;
  }
  // A corner: the lower value; equal values, the earlier counter-clockwise.
  return v.values[s.second] < v.values[s.first] ? s.second : s.first;
}

LineMove describe_move(const State& s, Action a) {
  if (!is_move(a)) {
    return {};
  }
  return line_move(s, move_rear(a), move_dir(a));
}

// ---------------------------------------------------------------------------------------------
// Play

State Game::initial(const Variant& v) {
  State s;
  s.variant = v;
  constexpr const char* kRed[] = {"a1", "a2", "a3", "a4", "a5", "b2",
                                  "b3", "b4", "b5", "c3", "c4", "c5"};
  for (const char* name : kRed) {
    const int i = name[0] - 'a';
    const int k = name[1] - '0';
    s.board[0] |= std::uint64_t{1} << cell_at(i, k);
    s.board[1] |= std::uint64_t{1} << cell_at(kRows - 1 - i, 10 - k);  // the mirror image
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
  if (s.waiting[p] > 0) {
    for (std::uint64_t m = kAll & ~(s.board[0] | s.board[1]); m != 0; m &= m - 1) {
      out.push(put_back_action(lowest_bit(m)));
    }
    out.push(kAside);
    return;
  }
  LegalSets legal;
  legal_sets(s, legal);
  for (std::uint64_t m = s.board[p]; m != 0; m &= m - 1) {
    const int r = lowest_bit(m);
    for (unsigned code = legal.code(r); code != 0; code &= code - 1) {
      out.push(move_action(r, __builtin_ctz(code)));
    }
  }
  if (out.empty()) {
    out.push(kPass);
  }
}

Action Game::random_action(const State& s, Rng& rng) {
  const int p = s.player;
  if (s.waiting[p] > 0) {
    const std::uint64_t empty = kAll & ~(s.board[0] | s.board[1]);
    const int n = popcount64(empty);
    std::uint32_t k = rng.below(static_cast<std::uint32_t>(n + 1));
    if (k == static_cast<std::uint32_t>(n)) {
      return kAside;
    }
    std::uint64_t m = empty;
    for (; k > 0; --k) {
      m &= m - 1;
    }
    return put_back_action(lowest_bit(m));
  }
  LegalSets legal;
  legal_sets(s, legal);
  int n = 0;
  for (std::uint64_t r : legal.rear) {
    n += popcount64(r);
  }
  if (n == 0) {
    rng.below(1);  // as legal_actions()[rng.below(1)]
    return kPass;
  }
  // The k-th legal action in ascending order: by rear, then direction.
  int k = static_cast<int>(rng.below(static_cast<std::uint32_t>(n)));
  for (std::uint64_t m = s.board[p];; m &= m - 1) {
    const int r = lowest_bit(m);
    unsigned code = legal.code(r);
    const int here = kBits6[code];
    if (k < here) {
      for (; k > 0; --k) {
        code &= code - 1;
      }
      return move_action(r, __builtin_ctz(code));
    }
    k -= here;
  }
}

void Game::apply(State& s, Action a) {
  MARBLES_CHECK(s.outcome == Outcome::kNone);
  const int p = s.player;
  const int q = 1 - p;
  if (is_move(a)) {
    const LineMove m = line_move(s, move_rear(a), move_dir(a));
    MARBLES_CHECK(m.own > 0 && s.waiting[p] == 0);
    const int d = m.dir;
    // A run moves one cell: its rear cell empties, the cell ahead of its front fills.
    int ahead = m.rear;
    for (int i = 0; i < m.own; ++i) {
      ahead = kGeo.nb[ahead][d];
    }
    s.board[p] ^= (std::uint64_t{1} << m.rear) | (std::uint64_t{1} << ahead);
    if (m.pushed > 0) {
      s.board[q] &= ~(std::uint64_t{1} << ahead);
      int after = ahead;
      for (int i = 0; i < m.pushed; ++i) {
        after = kGeo.nb[after][d];
      }
      if (after >= 0) {
        s.board[q] |= std::uint64_t{1} << after;
      }
    }
    s.player = static_cast<std::uint8_t>(q);
    if (m.off_target >= 0) {
      // A marble off the board: the count restarts and no earlier position can come back.
      s.quiet = 0;
      s.history_size = 0;
      if (s.target[m.off_target] < 0) {
        s.target[m.off_target] = static_cast<std::int8_t>(q);
        s.score[p] = static_cast<std::uint8_t>(s.score[p] + s.variant.values[m.off_target]);
        if (s.score[p] >= kWinPoints) {
          s.outcome = Outcome::kWin;
          s.winner = static_cast<std::uint8_t>(p);
          return;
        }
      } else {
        ++s.waiting[q];
      }
    } else {
      ++s.quiet;
    }
  } else if (is_put_back(a)) {
    const int c = put_back_cell(a);
    MARBLES_CHECK(s.waiting[p] > 0 && owner(s, c) < 0);
    s.board[p] |= std::uint64_t{1} << c;
    --s.waiting[p];
    s.player = static_cast<std::uint8_t>(q);
    ++s.quiet;
  } else if (a == kAside) {
    MARBLES_CHECK(s.waiting[p] > 0);
    --s.waiting[p];
    ++s.aside[p];  // the same player now plays normally: the turn goes on
  } else {
    MARBLES_CHECK(a == kPass);
    s.player = static_cast<std::uint8_t>(q);
    ++s.quiet;
  }
  settle(s);
}

void settle(State& s) {
  if (s.outcome != Outcome::kNone) {
    return;
  }
  for (int p = 0; p < 2; ++p) {
    if (s.score[p] >= kWinPoints) {  // a parsed position
      s.outcome = Outcome::kWin;
      s.winner = static_cast<std::uint8_t>(p);
      return;
    }
  }
  if (s.quiet >= kQuietLimit) {
    s.outcome = Outcome::kDraw;
    return;
  }
  const std::uint64_t key = Game::hash(s);
  // The same player is to move every second entry from the end. An aside keeps the player, but
  // only right after a marble went off, when the first entry has a waiting marble that no later
  // position has: it cannot repeat, and the entries after it alternate.
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

void Game::returns(const State& s, double* out) {
  for (int p = 0; p < 2; ++p) {
    out[p] = s.outcome == Outcome::kWin ? (p == s.winner ? 1.0 : -1.0) : 0.0;
  }
}

std::uint64_t Game::hash(const State& s) {
  const Zobrist& z = zobrist();
  std::uint64_t h = z.player[s.player & 1];
  for (int p = 0; p < 2; ++p) {
    for (std::uint64_t m = s.board[p] & kAll; m != 0; m &= m - 1) {
      h ^= z.marble[p][lowest_bit(m)];
    }
    h ^= z.waiting[p][s.waiting[p] > kMarbles ? kMarbles : s.waiting[p]];
    h ^= z.aside[p][s.aside[p] > kMarbles ? kMarbles : s.aside[p]];
  }
  for (int t = 0; t < kTargets; ++t) {
    if (s.target[t] == 0 || s.target[t] == 1) {
      h ^= z.target[t][s.target[t]];
    }
  }
  return h;
}

ActionCells Game::action_cells(const State& s, Action a) {
  ActionCells c;
  if (is_move(a)) {
    const LineMove m = line_move(s, move_rear(a), move_dir(a));
    if (m.own == 0) {
      return c;
    }
    c.from = m.rear;
    int to = m.rear;
    for (int i = 0; i < m.own; ++i) {
      to = kGeo.nb[to][m.dir];
    }
    c.to = to;
    c.removed = m.off_cell;
  } else if (is_put_back(a)) {
    c.to = put_back_cell(a);
  }
  return c;
}

std::string_view Game::phase(const State& s) {
  if (s.outcome != Outcome::kNone) {
    return "over";
  }
  return s.waiting[s.player] > 0 ? "return" : "play";
}

}  // namespace marbles::offboard
