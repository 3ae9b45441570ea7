// La poursuite infernale: the exact solver of a round. See solver.h.
#include "games/poursuite/solver.h"

#include <algorithm>
#include <utility>

#include "core/bits.h"

namespace marbles::poursuite {

namespace {
constexpr int kOpen = 2;  // terminal(): the round goes on

std::uint64_t attacks(int sq) {
  return knight_attacks(sq);
}

// Every square a knight on a square of `from` attacks.
std::uint64_t attacks_of_set(std::uint64_t from) {
  constexpr std::uint64_t kFileA = 0x0101010101010101ULL;
  constexpr std::uint64_t kNotA = ~kFileA;
  constexpr std::uint64_t kNotAB = ~(kFileA | kFileA << 1);
  constexpr std::uint64_t kNotH = ~(kFileA << 7);
  constexpr std::uint64_t kNotGH = ~(kFileA << 6 | kFileA << 7);
  return ((from << 17) & kNotA) | ((from << 15) & kNotH) | ((from << 10) & kNotAB) |
         ((from << 6) & kNotGH) | ((from >> 17) & kNotH) | ((from >> 15) & kNotA) |
         ((from >> 10) & kNotGH) | ((from >> 6) & kNotAB);
}

// The free squares reachable from `seed` (free squares) by jumps over free squares.
std::uint64_t flood(std::uint64_t seed, std::uint64_t free) {
  std::uint64_t r = seed;
  for (;;) {
    const std::uint64_t next = r | (attacks_of_set(r) & free);
    if (next == r) {
      return r;
    }
    r = next;
  }
}

// The board's symmetries on an n x n board in the corner of the 8x8 grid: bit 0 mirrors the
// files, bit 1 the ranks, bit 2 then swaps files and ranks.
std::uint64_t mirror_files(std::uint64_t b, int n) {
  b = ((b >> 1) & 0x5555555555555555ULL) | ((b & 0x5555555555555555ULL) << 1);
  b = ((b >> 2) & 0x3333333333333333ULL) | ((b & 0x3333333333333333ULL) << 2);
  b = ((b >> 4) & 0x0F0F0F0F0F0F0F0FULL) | ((b & 0x0F0F0F0F0F0F0F0FULL) << 4);
  return b >> (8 - n);
}
std::uint64_t mirror_ranks(std::uint64_t b, int n) {
  return __builtin_bswap64(b) >> (8 * (8 - n));
}
std::uint64_t transpose(std::uint64_t x) {
  std::uint64_t t = 0x0F0F0F0F00000000ULL & (x ^ (x << 28));
  x ^= t ^ (t >> 28);
  t = 0x3333000033330000ULL & (x ^ (x << 14));
  x ^= t ^ (t >> 14);
  t = 0x5500550055005500ULL & (x ^ (x << 7));
  x ^= t ^ (t >> 7);
  return x;
}
int map_square(int sq, int sym, int n) {
  int f = sq & 7;
  int r = sq >> 3;
  if (sym & 1) {
    f = n - 1 - f;
  }
  if (sym & 2) {
    r = n - 1 - r;
  }
  if (sym & 4) {
    std::swap(f, r);
  }
  return r * 8 + f;
}
int unmap_square(int sq, int sym, int n) {
  int f = sq & 7;
  int r = sq >> 3;
  if (sym & 4) {
    std::swap(f, r);
  }
  if (sym & 2) {
    r = n - 1 - r;
  }
  if (sym & 1) {
    f = n - 1 - f;
  }
  return r * 8 + f;
}

constexpr std::uint64_t make_dark() {
  std::uint64_t m = 0;
  for (int sq = 0; sq < 64; ++sq) {
    if (((sq & 7) + (sq >> 3)) % 2 == 0) {
      m |= std::uint64_t{1} << sq;
    }
  }
  return m;
}
constexpr std::uint64_t kDark = make_dark();  // a1's colour

// At most how many jumps a knight on `from` can still make over `region`: its jumps alternate
// colours, starting with the other one.
int longest_bound(int from, std::uint64_t region) {
  const std::uint64_t other = (kDark >> from & 1) != 0 ? ~kDark : kDark;
  const int n_other = popcount64(region & other);
  const int n_same = popcount64(region & ~other);
  return std::min(2 * n_other, 2 * n_same + 1);
}

// The jumps of a walk from `from` over `region` taking each time the square with the fewest
// onward jumps (Warnsdorff's rule), the best of its first jumps: a path the knight can make.
int greedy_walk(int from, std::uint64_t region) {
  int best = 0;
  for (std::uint64_t first = knight_attacks(from) & region; first != 0; first &= first - 1) {
    int at = __builtin_ctzll(first);
    std::uint64_t left = region & ~(std::uint64_t{1} << at);
    int len = 1;
    for (std::uint64_t m = knight_attacks(at) & left; m != 0; m = knight_attacks(at) & left) {
      int next = __builtin_ctzll(m);
      int fewest = 9;
      for (; m != 0; m &= m - 1) {
        const int sq = __builtin_ctzll(m);
        const int onward = popcount64(knight_attacks(sq) & left);
        if (onward < fewest) {
          fewest = onward;
          next = sq;
        }
      }
      at = next;
      left &= ~(std::uint64_t{1} << at);
      ++len;
    }
    best = std::max(best, len);
  }
  return best;
}

int log2_work(std::int64_t n) {
  int w = 0;
  while (n > 1 && w < 63) {
    n >>= 1;
    ++w;
  }
  return w;
}

}  // namespace

struct Solver::Key {
  std::uint64_t free = 0;
  std::uint16_t meta = 0;
  std::uint8_t sym = 0;
  bool apart = false;    // the knights can no longer meet
  bool escaped = false;  // apart, and the pursued has a walk the pursuer cannot match
};

Solver::Solver(int table_bits) : table_(std::size_t{1} << std::max(table_bits, 2)) {}

void Solver::clear() {
  std::fill(table_.begin(), table_.end(), Entry{});
}

Solver::Pos Solver::position(const State& s) {
  Pos p;
  p.free = board_mask(s.variant.size) & ~s.used;
  p.knight[kPursued] = s.knight[kPursued];
  p.knight[kPursuer] = s.knight[kPursuer];
  p.mover = s.mover;
  return p;
}

// The round's value for the mover when it is decided now (the rules' decide()), else kOpen. A
// pursued whose every jump lands on a square the pursuer attacks has lost.
int Solver::terminal(const Pos& pos) const {
  const int pursued = pos.knight[kPursued];
  const int pursuer = pos.knight[kPursuer];
  const std::uint64_t aq = attacks(pursuer);
  const std::uint64_t ap = attacks(pursued);
  const bool adjacent = (aq >> pursued & 1) != 0;
  if (pos.mover == kPursuer) {
    if (adjacent) {
      return 1;
    }
    if ((aq & pos.free) == 0) {
      return (ap & pos.free) != 0 ? -1 : 0;
    }
    return kOpen;
  }
  const std::uint64_t moves = ap & pos.free;
  if (moves != 0) {
    return (moves & ~aq) == 0 ? -1 : kOpen;
  }
  if (adjacent) {
    return -1;
  }
  return (aq & pos.free) == 0 ? 0 : 1;
}

Solver::Key Solver::key_of(const Pos& pos) const {
  const int pursued = pos.knight[kPursued];
  const int pursuer = pos.knight[kPursuer];
  const std::uint64_t rp = flood(attacks(pursued) & pos.free, pos.free);
  const std::uint64_t rq = flood(attacks(pursuer) & pos.free, pos.free);
  Key k;
  k.apart = (rp & rq) == 0 && (attacks(pursuer) >> pursued & 1) == 0;
  if (k.apart) {
    // The round is a draw only when the pursued's jumps a and the pursuer's b end together:
    // a - b in {0, 1} with the pursued to move, b - a in {0, 1} with the pursuer to move.
    const int b = longest_bound(pursuer, rq);
    k.escaped = greedy_walk(pursued, rp) >= b + (pos.mover == kPursued ? 2 : 1);
  }
  const std::uint64_t free = rp | rq;
  std::uint64_t image[8];
  image[0] = free;
  image[1] = mirror_files(free, size_);
  image[2] = mirror_ranks(free, size_);
  image[3] = mirror_ranks(image[1], size_);
  for (int i = 0; i < 4; ++i) {
    image[i + 4] = transpose(image[i]);
  }
  int best = 0;
  int best_meta = 1 << 12;  // above every (pursued, pursuer) pair
  for (int sym = 0; sym < 8; ++sym) {
    if (image[sym] > image[best]) {
      continue;
    }
    const int meta = map_square(pursued, sym, size_) | map_square(pursuer, sym, size_) << 6;
    if (image[sym] < image[best] || meta < best_meta) {
      best = sym;
      best_meta = meta;
    }
  }
  k.free = image[best];
  k.sym = static_cast<std::uint8_t>(best);
  k.meta = static_cast<std::uint16_t>(best_meta | pos.mover << 12 | 1 << 15);
  return k;
}

namespace {
std::size_t bucket_of(std::uint64_t free, std::uint16_t meta, std::size_t buckets) {
  std::uint64_t h = (free ^ (meta * 0x9E3779B97F4A7C15ULL)) * 0xD6E8FEB86659FD93ULL;
  h ^= h >> 32;
  return static_cast<std::size_t>(h) & (buckets - 1);
}
}  // namespace

Solver::Entry* Solver::probe(const Key& k) {
  Entry* b = &table_[bucket_of(k.free, k.meta, table_.size() / 4) * 4];
  for (int i = 0; i < 4; ++i) {
    if (b[i].meta == k.meta && b[i].free == k.free) {
      return &b[i];
    }
  }
  return nullptr;
}

void Solver::store(const Key& k, int lo, int hi, int move, std::int64_t work) {
  Entry* b = &table_[bucket_of(k.free, k.meta, table_.size() / 4) * 4];
  Entry* slot = &b[0];
  for (int i = 0; i < 4; ++i) {
    if (b[i].meta == k.meta && b[i].free == k.free) {
      slot = &b[i];
      break;
    }
    const int wi = (b[i].meta >> 15) != 0 ? b[i].work + 1 : 0;
    const int ws = (slot->meta >> 15) != 0 ? slot->work + 1 : 0;
    if (wi < ws) {
      slot = &b[i];
    }
  }
  slot->free = k.free;
  slot->meta = k.meta;
  slot->lo = static_cast<std::int8_t>(lo);
  slot->hi = static_cast<std::int8_t>(hi);
  slot->move = static_cast<std::uint8_t>(move < 0 ? 0xff : map_square(move, k.sym, size_));
  slot->work = static_cast<std::uint8_t>(log2_work(work));
}

int Solver::search(const Pos& pos, int alpha, int beta) {
  const int t = terminal(pos);
  if (t != kOpen) {
    return t;
  }
  if (++nodes_ > limit_) {
    return 0;
  }
  const std::int64_t nodes0 = nodes_;
  const Key k = key_of(pos);
  if (k.escaped) {
    return pos.mover == kPursued ? 1 : -1;
  }
  int lo = -1;
  int hi = 1;
  if (k.apart) {
    (pos.mover == kPursued ? lo : hi) = 0;
  }
  int tt_move = -1;
  if (const Entry* e = probe(k)) {
    lo = std::max<int>(lo, e->lo);
    hi = std::min<int>(hi, e->hi);
    if (e->move != 0xff) {
      tt_move = unmap_square(e->move, k.sym, size_);
    }
  }
  if (lo >= beta || lo == hi) {
    return lo;
  }
  if (hi <= alpha) {
    return hi;
  }
  alpha = std::max(alpha, lo);
  beta = std::min(beta, hi);
  const int alpha0 = alpha;

  const int me = pos.mover;
  const int pursued = pos.knight[kPursued];
  const int pursuer = pos.knight[kPursuer];
  const std::uint64_t aq = attacks(pursuer);
  std::uint64_t moves = attacks(pos.knight[me]) & pos.free;
  if (me == kPursued) {
    moves &= ~aq;
  }
  int list[8];
  int keys[8];
  int n = 0;
  for (std::uint64_t m = moves; m != 0; m &= m - 1) {
    const int to = __builtin_ctzll(m);
    const std::uint64_t after = pos.free & ~(std::uint64_t{1} << to);
    int key;
    if (to == tt_move) {
      key = -100;
    } else if (me == kPursuer) {  // the pursued's safe escapes afterwards, fewest first
      key = popcount64(attacks(pursued) & after & ~attacks(to));
    } else {  // onward jumps out of the pursuer's reach, most first
      key = -popcount64(attacks(to) & after);
    }
    int i = n++;
    for (; i > 0 && keys[i - 1] > key; --i) {
      list[i] = list[i - 1];
      keys[i] = keys[i - 1];
    }
    list[i] = to;
    keys[i] = key;
  }
  int best = -2;
  int best_move = -1;
  for (int i = 0; i < n; ++i) {
    Pos child = pos;
    child.free &= ~(std::uint64_t{1} << list[i]);
    child.knight[me] = static_cast<std::uint8_t>(list[i]);
    child.mover = static_cast<std::uint8_t>(1 - me);
    const int v = -search(child, -beta, -alpha);
    if (nodes_ > limit_) {
      return 0;
    }
    if (v > best) {
      best = v;
      best_move = list[i];
    }
    alpha = std::max(alpha, v);
    if (alpha >= beta) {
      break;
    }
  }
  if (best <= alpha0) {
    hi = std::min(hi, best);
  } else if (best >= beta) {
    lo = std::max(lo, best);
  } else {
    lo = hi = best;
  }
  store(k, lo, hi, best_move, nodes_ - nodes0 + 1);
  return best;
}

int Solver::search_window(const Pos& pos, int size, int alpha, int beta, std::int64_t node_limit) {
  size_ = size;
  nodes_ = 0;
  limit_ = node_limit;
  const int v = search(pos, alpha, beta);
  return nodes_ > limit_ ? kUnknown : v;
}

// Two null windows, as two yes-or-no questions: does the mover win? if not, does it lose? (On
// 7x7 this proves the draw with 10 % fewer nodes than one search of the full window.)
int Solver::solve(const State& s, std::int64_t node_limit) {
  const Pos pos = position(s);
  int v = search_window(pos, s.variant.size, 0, 1, node_limit);
  std::int64_t used = nodes_;
  if (v == 0) {
    v = search_window(pos, s.variant.size, -1, 0, node_limit - used);
    used += nodes_;
  }
  nodes_ = used;
  return v;
}

Action Solver::best_action(const State& s, std::int64_t node_limit) {
  const int v = solve(s, node_limit);
  if (v == kUnknown) {
    return kNoAction;
  }
  const Pos pos = position(s);
  for (std::uint64_t m = attacks(pos.knight[pos.mover]) & pos.free; m != 0; m &= m - 1) {
    Pos child = pos;
    const int to = __builtin_ctzll(m);
    child.free &= ~(std::uint64_t{1} << to);
    child.knight[pos.mover] = static_cast<std::uint8_t>(to);
    child.mover = static_cast<std::uint8_t>(1 - pos.mover);
    if (-search_window(child, s.variant.size, -1, 1, node_limit) == v) {
      return to;
    }
  }
  return kNoAction;
}

}  // namespace marbles::poursuite
