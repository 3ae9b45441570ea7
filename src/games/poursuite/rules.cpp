// La poursuite infernale: knight jumps and round ends on 64-bit boards. See rules.h.
#include "games/poursuite/rules.h"

#include <array>

#include "core/bits.h"
#include "core/rng.h"

namespace marbles::poursuite {

namespace {

constexpr std::uint64_t kFileA = 0x0101010101010101ULL;
constexpr std::uint64_t kNotA = ~kFileA;
constexpr std::uint64_t kNotAB = ~(kFileA | kFileA << 1);
constexpr std::uint64_t kNotH = ~(kFileA << 7);
constexpr std::uint64_t kNotGH = ~(kFileA << 6 | kFileA << 7);

// Every square a knight on any square of `from` attacks (8x8, no wrap across the edges).
constexpr std::uint64_t attacks_of_set(std::uint64_t from) {
  return ((from << 17) & kNotA) | ((from << 15) & kNotH) | ((from << 10) & kNotAB) |
         ((from << 6) & kNotGH) | ((from >> 17) & kNotH) | ((from >> 15) & kNotA) |
         ((from >> 10) & kNotGH) | ((from >> 6) & kNotAB);
}

constexpr std::array<std::uint64_t, kSquares> make_attacks() {
  std::array<std::uint64_t, kSquares> t{};
  for (int sq = 0; sq < kSquares; ++sq) {
    t[static_cast<std::size_t>(sq)] = attacks_of_set(bit(sq));
  }
  return t;
}
constexpr std::array<std::uint64_t, kSquares> kAttacks = make_attacks();

constexpr std::uint64_t make_board_mask(int size) {
  std::uint64_t m = 0;
  for (int r = 0; r < size; ++r) {
    for (int f = 0; f < size; ++f) {
      m |= bit(square(f, r));
    }
  }
  return m;
}
constexpr std::uint64_t kBoardMask[kMaxSize + 1] = {
    0, 0, 0, 0, 0, 0, make_board_mask(6), make_board_mask(7), make_board_mask(8)};

int lowest(std::uint64_t m) {
  return __builtin_ctzll(m);
}

std::uint64_t free_squares(const State& s) {
  return kBoardMask[s.variant.size] & ~s.used;
}

// The k-th (0-based) set bit of m.
int nth_bit(std::uint64_t m, std::uint32_t k) {
  for (; k > 0; --k) {
    m &= m - 1;
  }
  return lowest(m);
}

// The start of a round: both corners burned, the pursued to move.
void set_up_round(State& s, int round) {
  const int corner = pursuer_start(s.variant.size);
  s.used = bit(0) | bit(corner);
  s.knight[kPursued] = 0;
  s.knight[kPursuer] = static_cast<std::uint8_t>(corner);
  s.round = static_cast<std::uint8_t>(round);
  s.mover = kPursued;
}

struct Zobrist {
  std::uint64_t used[kSquares];
  std::uint64_t knight[2][kSquares];
  std::uint64_t mover;
  std::uint64_t round;
  std::uint64_t end[2][6];
  std::uint64_t jumps[2][kSquares];
};

Zobrist make_zobrist() {
  Zobrist z{};
  Rng rng(0xC4E7A11E5ULL);
  fill_keys(z.used, rng);
  fill_keys(z.knight, rng);
  z.mover = rng.next();
  z.round = rng.next();
  fill_keys(z.end, rng);
  fill_keys(z.jumps, rng);
  return z;
}

const Zobrist& zobrist() {
  static const Zobrist z = make_zobrist();
  return z;
}

}  // namespace

int knight_path(std::uint64_t free, int from, int to, std::uint8_t* path) {
  const std::uint64_t target = bit(to);
  std::uint64_t layer[kSquares + 1] = {};  // layer[d]: squares first reached in d jumps
  layer[0] = bit(from);
  std::uint64_t seen = layer[0];
  int depth = 0;
  while (layer[depth] != 0) {
    const std::uint64_t reach = attacks_of_set(layer[depth]);
    if ((reach & target) != 0) {
      // Walk back from `to`, one layer at a time, taking the lowest square each time.
      int at = to;
      path[depth] = static_cast<std::uint8_t>(at);
      for (int d = depth; d >= 1; --d) {
        at = lowest(layer[d] & kAttacks[static_cast<std::size_t>(at)]);
        path[d - 1] = static_cast<std::uint8_t>(at);
      }
      return depth + 1;
    }
    const std::uint64_t next = reach & free & ~seen;
    seen |= next;
    layer[++depth] = next;
  }
  return 0;
}

std::uint64_t board_mask(int size) {
  return size >= 6 && size <= kMaxSize ? kBoardMask[size] : 0;
}

std::uint64_t knight_attacks(int sq) {
  return kAttacks[static_cast<std::size_t>(sq)];
}

int pursuer_start(int size) {
  return square(size - 1, size - 1);
}

int winner_role(RoundEnd e) {
  switch (e) {
    case RoundEnd::kCaught:
    case RoundEnd::kCornered:
      return kPursuer;
    case RoundEnd::kEscaped:
    case RoundEnd::kPursuerStuck:
      return kPursued;
    default:
      return -1;
  }
}

int half_points(const State& s, int player) {
  int points = 0;
  for (int r = 0; r < 2; ++r) {
    const RoundEnd e = s.rounds[r].end;
    if (e == RoundEnd::kNone) {
      continue;
    }
    const int w = winner_role(e);
    if (w < 0) {
      points += 1;
    } else if (player_of(r, w) == player) {
      points += 2;
    }
  }
  return points;
}

int jumps(const State& s) {
  return popcount64(s.used) - 2;
}

namespace {

RoundEnd decide(const State& s, Finish* finish) {
  const std::uint64_t free = free_squares(s);
  const int pursued = s.knight[kPursued];
  const int pursuer = s.knight[kPursuer];
  const std::uint64_t pursuer_reach = kAttacks[static_cast<std::size_t>(pursuer)];
  const bool adjacent = (pursuer_reach & bit(pursued)) != 0;
  const bool pursuer_moves = (pursuer_reach & free) != 0;
  const bool pursued_moves = (kAttacks[static_cast<std::size_t>(pursued)] & free) != 0;
  if (s.mover == kPursuer) {
    if (adjacent) {
      if (finish != nullptr) {
        finish->path_len = 1;
        finish->path[0] = static_cast<std::uint8_t>(pursued);
      }
      return RoundEnd::kCaught;
    }
    if (!pursuer_moves) {
      return pursued_moves ? RoundEnd::kPursuerStuck : RoundEnd::kBothStuck;
    }
    return RoundEnd::kNone;
  }
  if (pursued_moves) {
    return RoundEnd::kNone;
  }
  // The pursued stays put; the pursuer jumps alone.
  if (!pursuer_moves && !adjacent) {
    return RoundEnd::kBothStuck;
  }
  // A breadth-first search over the free squares. (Every square a knight's jump from the
  // stuck pursued is burned, so only a pursuer already a jump away can reach it: the path is
  // then that one jump. The search is kept as the rule states it.)
  std::uint8_t scratch[kSquares] = {};
  std::uint8_t* path = finish != nullptr ? finish->path : scratch;
  const int len = knight_path(free, pursuer, pursued, path);
  if (finish != nullptr) {
    finish->path_len = static_cast<std::uint8_t>(len);
  }
  return len > 0 ? RoundEnd::kCornered : RoundEnd::kEscaped;
}

}  // namespace

RoundEnd examine(const State& s, Finish* finish) {
  if (finish == nullptr) {
    return decide(s, nullptr);
  }
  *finish = Finish{};
  const RoundEnd end = decide(s, finish);
  if (end != RoundEnd::kNone) {
    finish->used = s.used;
    finish->knight[kPursued] = s.knight[kPursued];
    finish->knight[kPursuer] = s.knight[kPursuer];
    finish->round = s.round;
    finish->end = end;
  }
  return end;
}

void settle(State& s) {
  while (!s.over) {
    const RoundEnd end = decide(s, nullptr);
    if (end == RoundEnd::kNone) {
      return;
    }
    examine(s, &s.finish);
    s.rounds[s.round] = RoundResult{end, static_cast<std::uint8_t>(jumps(s))};
    if (s.round == 0 && !s.variant.single) {
      set_up_round(s, 1);
    } else {
      s.over = true;
    }
  }
}

State Game::initial(const Variant& v) {
  State s;
  s.variant = v;
  set_up_round(s, 0);
  return s;
}

void Game::legal_actions(const State& s, Actions& out) {
  if (s.over) {
    return;
  }
  for (std::uint64_t m = kAttacks[static_cast<std::size_t>(s.knight[s.mover])] & free_squares(s);
       m != 0; m &= m - 1) {
    out.push(lowest(m));
  }
}

Action Game::random_action(const State& s, Rng& rng) {
  const std::uint64_t m = kAttacks[static_cast<std::size_t>(s.knight[s.mover])] & free_squares(s);
  return nth_bit(m, rng.below(static_cast<std::uint32_t>(popcount64(m))));
}

void Game::apply(State& s, Action a) {
  MARBLES_CHECK(!s.over && a >= 0 && a < kSquares);
  s.used |= bit(a);
  s.knight[s.mover] = static_cast<std::uint8_t>(a);
  s.mover = static_cast<std::uint8_t>(1 - s.mover);
  settle(s);
}

void Game::returns(const State& s, double* out) {
  out[0] = 0;
  out[1] = 0;
  if (!s.over) {
    return;
  }
  const int p0 = half_points(s, 0);
  const int p1 = half_points(s, 1);
  if (p0 != p1) {
    out[0] = p0 > p1 ? 1 : -1;
    out[1] = -out[0];
  }
}

std::uint64_t Game::hash(const State& s) {
  const Zobrist& z = zobrist();
  std::uint64_t h = 0;
  for (std::uint64_t m = s.used; m != 0; m &= m - 1) {
    h ^= z.used[lowest(m)];
  }
  h ^= z.knight[kPursued][s.knight[kPursued]];
  h ^= z.knight[kPursuer][s.knight[kPursuer]];
  if (s.mover == kPursuer) {
    h ^= z.mover;
  }
  if (s.round == 1) {
    h ^= z.round;
  }
  for (int r = 0; r < 2; ++r) {
    h ^= z.end[r][static_cast<int>(s.rounds[r].end)];
    h ^= z.jumps[r][s.rounds[r].jumps & (kSquares - 1)];
  }
  return h;
}

ActionCells Game::action_cells(const State& s, Action a) {
  ActionCells c;
  if (a >= 0 && a < kSquares) {
    c.from = s.knight[s.mover];
    c.to = a;
  }
  return c;
}

std::string_view Game::phase(const State& s) {
  if (s.over) {
    return "over";
  }
  return s.round == 0 ? "round 1" : "round 2";
}

TurnInfo Game::turn_info(const State& s) {
  TurnInfo t;
  t.number = s.rounds[0].jumps * s.round + jumps(s) + 1;
  if (!s.variant.single) {
    t.section = s.round == 0 ? "Round 1" : "Round 2";
  }
  return t;
}

}  // namespace marbles::poursuite
