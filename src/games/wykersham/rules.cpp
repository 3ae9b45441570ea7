// Wykersham rules: dice, placements, rail slides, goals and removals. See rules.h.
#include "games/wykersham/rules.h"

#include <type_traits>

namespace marbles::wykersham {

namespace {

using RailMasks = std::uint32_t[kRails];

// The complete lines (bit per line id: kind * 11 + q + 5, q the line's position on rail c) of
// the cup masks with the given offsets. A position off a rail holds no cup, so its bit is clear.
std::uint64_t lines_of(const RailMasks cups, const std::int8_t* offset) {
  std::uint64_t lines = 0;
  for (int kind = 0; kind < 3; ++kind) {
    std::uint32_t all = kLineBits;
    for (int r = 0; r < kRails; ++r) {
      all &= aligned_cups(cups[r], offset[r], kind, r);
    }
    lines |= static_cast<std::uint64_t>(all >> 2) << (kind * 11);
  }
  return lines;
}

// The lines of colour p that the four rails other than `rail` hold (per kind, bit q + 7 as
// aligned_cups, masked by kLineBits): a slide of `rail` can complete only those.
void others_of(const State& s, int p, int rail, std::uint32_t out[3]) {
  for (int kind = 0; kind < 3; ++kind) {
    std::uint32_t all = kLineBits;
    for (int r = 0; r < kRails; ++r) {
      if (r != rail) {
        all &= aligned_cups(s.cups[p][r], s.offset[r], kind, r);
      }
    }
    out[kind] = all;
  }
}

// The same for every rail at once (out[r] as others_of(s, p, r)), from prefix and suffix ANDs.
void all_others(const State& s, int p, std::uint32_t out[kRails][3]) {
  for (int kind = 0; kind < 3; ++kind) {
    std::uint32_t aligned[kRails];
    std::uint32_t prefix = kLineBits;
    for (int r = 0; r < kRails; ++r) {
      aligned[r] = aligned_cups(s.cups[p][r], s.offset[r], kind, r);
      out[r][kind] = prefix;
      prefix &= aligned[r];
    }
    std::uint32_t suffix = ~0u;
    for (int r = kRails - 1; r >= 0; --r) {
      out[r][kind] &= suffix;
      suffix &= aligned[r];
    }
  }
}

// The lines a slide of rail r by dir completes for colour p with the rail's cups `mine`: of the
// four other rails' lines (others_of), the ones the slid rail holds after and not before.
std::uint64_t goals_with(const State& s, int r, std::uint32_t mine, int dir,
                         const std::uint32_t others[3]) {
  std::uint64_t lines = 0;
  for (int kind = 0; kind < 3; ++kind) {
    if (others[kind] == 0) {
      continue;
    }
    const std::uint32_t before = aligned_cups(mine, s.offset[r], kind, r);
    const std::uint32_t after = aligned_cups(mine, s.offset[r] + dir, kind, r);
    lines |= static_cast<std::uint64_t>((others[kind] & after & ~before) >> 2) << (kind * 11);
  }
  return lines;
}

// The lines a slide of `rail` by `dir` completes for colour p now.
std::uint64_t slide_goals(const State& s, int p, int rail, int dir) {
  std::uint32_t others[3];
  others_of(s, p, rail, others);
  return goals_with(s, rail, s.cups[p][rail], dir, others);
}

bool is_double(const State& s) {
  return s.dice[0] == s.dice[1];
}

// The rails (bit per rail) whose cup on cross-row x holds no opponent marble (all on n): the
// ones that may take a marble of the player to move as far as the opponent goes. It holds for
// the whole turn: the opponent's marbles do not move in it (the fused playout finds it once).
unsigned unblocked_rails(const State& s, int x) {
  if (x == kRowN) {
    return (1u << kRails) - 1;
  }
  const std::uint16_t* opp = s.cups[1 - s.player];
  unsigned rails = 0;
  for (int r = 0; r < kRails; ++r) {
    rails |= ((~opp[r] >> (x + 2 - s.offset[r])) & 1u) << r;
  }
  return rails;
}

// The rails whose cup on cross-row x may take a marble of the player to move now: unblocked,
// and not slid this turn (a rail that slides takes no more marbles that turn).
unsigned row_rails(const State& s, int x) {
  return unblocked_rails(s, x) & ~static_cast<unsigned>(s.slid);
}

// The die (0 lo, 1 hi) to forfeit now, or -1 when every remaining die has a legal cup.
int forfeit_die(const State& s) {
  if (is_double(s)) {
    return -1;  // the n cup of the fixed rail always takes a marble
  }
  for (int d = 0; d < 2; ++d) {
    if (((s.used >> d) & 1u) == 0 && row_rails(s, row_of_value(s.dice[d])) == 0) {
      return d;
    }
  }
  return -1;
}

// Whether a slide of `rail` by `dir` is allowed now (range, same direction as the first).
bool slide_allowed(const State& s, int rail, int dir) {
  if (rail == kFixedRail || ((s.slid >> rail) & 1u) != 0) {
    return false;
  }
  if (s.slide_dir != 0 && s.slide_dir != dir) {
    return false;
  }
  const int o = s.offset[rail] + dir;
  return o >= -kMaxOffset && o <= kMaxOffset;
}

// The sliding rails whose four others share a line position (all_others): the only ones a
// slide can score on.
unsigned hopeful_rails(const std::uint32_t others[kRails][3]) {
  unsigned hopeful = 0;
  for (int r = 0; r < kRails; ++r) {
    hopeful |= ((others[r][0] | others[r][1] | others[r][2]) != 0 ? 1u : 0u) << r;
  }
  return hopeful & ~(1u << kFixedRail);
}

// Whether a placement of colour p on cross-row x of rail r lets an allowed slide of the rail
// after it score (others: the rail's others_of).
bool placement_scores(const State& s, int p, int x, int r, const std::uint32_t others[3]) {
  const std::uint32_t mine = s.cups[p][r] | 1u << (x + 2 - s.offset[r]);
  for (int dir = -1; dir <= 1; dir += 2) {
    if (slide_allowed(s, r, dir) && goals_with(s, r, mine, dir, others) != 0) {
      return true;
    }
  }
  return false;
}

void end_turn(State& s) {
  s.dice[0] = s.dice[1] = 0;
  s.used = 0;
  s.placed = 0;
  s.slid = 0;
  s.slide_dir = 0;
  s.slide_rail = -1;
  s.goal_lines = 0;
  s.removed_cells = 0;
  s.last_removed = -1;
  s.player = static_cast<std::uint8_t>(1 - s.player);
  s.phase = s.hand[0] == 0 && s.hand[1] == 0 ? Phase::kOver : Phase::kRoll;
}

// After a placement's slide decision, a forfeit or the end of removals.
void go_on(State& s) {
  if (s.placed >= 2) {
    end_turn(s);
  } else {
    s.phase = Phase::kPlace;
  }
}

// A marble of the player to move placed on cross-row x of rail r (the die used, the hand); then
// the rail's slide decision waits (true) or, when the rail cannot slide, the turn goes on.
bool place_marble(State& s, int x, int r) {
  const int p = s.player;
  const int cup = x + 2 - s.offset[r];
  ++s.marbles[p][cell(r, cup)];
  s.cups[p][r] = static_cast<std::uint16_t>(s.cups[p][r] | 1u << cup);
  --s.hand[p];
  ++s.placed;
  if (is_double(s)) {
    s.used = static_cast<std::uint8_t>(s.used | (x == kRowN && (s.used & 1u) == 0 ? 1u : 2u));
  } else {
    s.used = static_cast<std::uint8_t>(s.used | (x == row_of_value(s.dice[0]) ? 1u : 2u));
  }
  if (slide_allowed(s, r, -1) || slide_allowed(s, r, +1)) {
    s.slide_rail = static_cast<std::int8_t>(r);
    s.phase = Phase::kSlide;
    return true;
  }
  go_on(s);
  return false;
}

// Whether some goal line can still be covered: each of its cups removed from already, or
// holding an own marble at a cell after `from` (removals go in non-decreasing cell order, and
// `from` is in `removed`).
bool coverable(const State& s, std::uint64_t removed, int from) {
  const std::uint8_t* own = s.marbles[s.player];
  for (std::uint64_t g = s.goal_lines; g != 0; g &= g - 1) {
    int cells[kRails];
    line_cells(s, __builtin_ctzll(g), cells);
    bool ok = true;
    for (int c : cells) {
      ok = ok && (((removed >> c) & 1u) != 0 || (c > from && own[c] != 0));
    }
    if (ok) {
      return true;
    }
  }
  return false;
}

bool covered(const State& s) {
  for (std::uint64_t g = s.goal_lines; g != 0; g &= g - 1) {
    int cells[kRails];
    line_cells(s, __builtin_ctzll(g), cells);
    bool ok = true;
    for (int c : cells) {
      ok = ok && ((s.removed_cells >> c) & 1u) != 0;
    }
    if (ok) {
      return true;
    }
  }
  return false;
}

// The cells of the goal lines (bit per cell).
std::uint64_t goal_cells(const State& s) {
  std::uint64_t out = 0;
  for (std::uint64_t g = s.goal_lines; g != 0; g &= g - 1) {
    int cells[kRails];
    line_cells(s, __builtin_ctzll(g), cells);
    for (int c : cells) {
      out |= std::uint64_t{1} << c;
    }
  }
  return out;
}

struct Rolls {
  std::uint8_t lo[21];
  std::uint8_t hi[21];
};
constexpr Rolls make_rolls() {
  Rolls r{};
  for (int lo = 1; lo <= 6; ++lo) {
    for (int hi = lo; hi <= 6; ++hi) {
      r.lo[roll_action(lo, hi)] = static_cast<std::uint8_t>(lo);
      r.hi[roll_action(lo, hi)] = static_cast<std::uint8_t>(hi);
    }
  }
  return r;
}
constexpr Rolls kRolls = make_rolls();

}  // namespace

// ---------------------------------------------------------------------------------------------
// Geometry

int roll_lo(Action a) {
  return is_roll(a) ? kRolls.lo[a] : 0;
}

int roll_hi(Action a) {
  return is_roll(a) ? kRolls.hi[a] : 0;
}

std::uint64_t complete_lines(const State& s, int p) {
  RailMasks cups;
  cup_masks(s, p, cups);
  return lines_of(cups, s.offset);
}

std::uint64_t goals_of_slide(const State& s, int p, int rail, int dir) {
  const int o = s.offset[rail] + dir;
  if (rail == kFixedRail || o < -kMaxOffset || o > kMaxOffset) {
    return 0;
  }
  return slide_goals(s, p, rail, dir);
}

unsigned open_rows(const State& s) {
  if (s.phase != Phase::kPlace || s.placed >= 2) {
    return 0;
  }
  if (is_double(s)) {
    const unsigned n = 1u << kRowN;
    return ((s.used >> 1) & 1u) != 0 ? n : n | 1u << row_of_value(s.dice[0]);
  }
  unsigned rows = 0;
  for (int d = 0; d < 2; ++d) {
    if (((s.used >> d) & 1u) == 0) {
      rows |= 1u << row_of_value(s.dice[d]);
    }
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Game

State Game::initial(const Variant&) {
  return State{};
}

int Game::to_move(const State& s) {
  switch (s.phase) {
    case Phase::kRollOff:
    case Phase::kRoll:
      return kChance;
    case Phase::kOver:
      return kNobody;
    default:
      return s.player;
  }
}

namespace {

// The cells (bit per cell) a removal may take a marble from now: an own marble, from the last
// cell removed from on, with a goal line still coverable after it. With `first`, only the
// lowest such cell.
std::uint64_t removable_cells(const State& s, bool first) {
  const std::uint8_t* own = s.marbles[s.player];
  const int from = s.last_removed < 0 ? 0 : s.last_removed;
  std::uint64_t out = 0;
  for (std::uint64_t m = goal_cells(s) >> from << from; m != 0; m &= m - 1) {
    const int c = __builtin_ctzll(m);
    if (own[c] != 0 && coverable(s, s.removed_cells | std::uint64_t{1} << c, c)) {
      out |= std::uint64_t{1} << c;
      if (first) {
        break;
      }
    }
  }
  return out;
}

// The legal actions into any list with clear() and push() (Game::Actions, or legal_into's
// plain array).
template <class List>
void generate(const State& s, List& out) {
  out.clear();
  switch (s.phase) {
    case Phase::kPlace: {
      // Each open cross-row with the rails that take a marble there, in ascending order. A
      // remaining die of a non-double whose row takes none forces the forfeit.
      int rows[2] = {-1, -1};
      unsigned rails[2] = {0, 0};
      int n = 0;
      for (unsigned open = open_rows(s); open != 0; open &= open - 1) {
        rows[n] = __builtin_ctz(open);
        rails[n] = row_rails(s, rows[n]);
        if (rails[n] == 0 && !is_double(s)) {
          out.push(kForfeit);
          return;
        }
        ++n;
      }
      for (int i = 0; i < n; ++i) {
        for (unsigned m = rails[i]; m != 0; m &= m - 1) {
          out.push(place_action(rows[i], __builtin_ctz(m)));
        }
      }
      return;
    }
    case Phase::kSlide: {
      const int r = s.slide_rail;
      const bool minus = slide_allowed(s, r, -1);
      const bool plus = slide_allowed(s, r, +1);
      const bool minus_scores = minus && slide_goals(s, s.player, r, -1) != 0;
      const bool plus_scores = plus && slide_goals(s, s.player, r, +1) != 0;
      if (minus_scores || plus_scores) {
        if (minus_scores) {
          out.push(kSlideMinus);
        }
        if (plus_scores) {
          out.push(kSlidePlus);
        }
        return;
      }
      if (minus) {
        out.push(kSlideMinus);
      }
      if (plus) {
        out.push(kSlidePlus);
      }
      out.push(kSlideNone);
      return;
    }
    case Phase::kRemove: {
      for (std::uint64_t m = removable_cells(s, false); m != 0; m &= m - 1) {
        out.push(remove_action(__builtin_ctzll(m)));
      }
      if (s.removed_cells == 0 || covered(s)) {
        out.push(kDone);
      }
      return;
    }
    default:
      return;
  }
}

// The chance outcomes, and the rolls as 36 equal chances: the outcomes in the list's order,
// each repeated by its weight, so that rng.below(36) picks what rng.weighted() picks from the
// list (random_chance).
struct RollChances {
  Game::Chances roll;
  Game::Chances roll_off;
  Action equal[36];
};

RollChances make_roll_chances() {
  RollChances c{};
  int i = 0;
  for (Action a = kRollBase; a < kRollOffRed; ++a) {
    const int weight = roll_lo(a) == roll_hi(a) ? 1 : 2;
    c.roll.push(a, weight);
    for (int w = 0; w < weight; ++w) {
      c.equal[i++] = a;
    }
  }
  MARBLES_CHECK(i == 36);
  c.roll_off.push(kRollOffRed, 1);
  c.roll_off.push(kRollOffGreen, 1);
  return c;
}

const RollChances kChances = make_roll_chances();

}  // namespace

int scoring_placements(const State& s, const Action* legal, int n, Action* out) {
  if (s.phase != Phase::kPlace) {
    return 0;
  }
  std::uint32_t others[kRails][3];
  all_others(s, s.player, others);
  const unsigned hopeful = hopeful_rails(others);
  int found = 0;
  for (int i = 0; i < n && hopeful != 0; ++i) {
    const Action a = legal[i];
    if (is_place(a) && ((hopeful >> place_rail(a)) & 1u) != 0 &&
        placement_scores(s, s.player, place_row(a), place_rail(a), others[place_rail(a)])) {
      out[found++] = a;
    }
  }
  return found;
}

int legal_into(const State& s, Action* out) {
  struct Into {
    Action* items;
    int size = 0;
    void clear() { size = 0; }
    void push(Action a) { items[size++] = a; }
  } list{out};
  generate(s, list);
  return list.size;
}

Action first_removal(const State& s) {
  if (s.phase != Phase::kRemove) {
    return kNoAction;
  }
  const std::uint64_t cells = removable_cells(s, true);
  return cells != 0 ? remove_action(__builtin_ctzll(cells)) : kDone;
}

void Game::legal_actions(const State& s, Actions& out) {
  generate(s, out);
}

Action Game::random_action(const State& s, Rng& rng) {
  Action list[Actions::kCapacity];
  const int n = legal_into(s, list);
  MARBLES_CHECK(n > 0);
  return list[rng.below(static_cast<std::uint32_t>(n))];
}

Action Game::random_chance(const State& s, Rng& rng) {
  if (s.phase == Phase::kRollOff) {
    return rng.below(2) == 0 ? kRollOffRed : kRollOffGreen;
  }
  MARBLES_CHECK(s.phase == Phase::kRoll);
  return kChances.equal[rng.below(36)];
}

void Game::chance_outcomes(const State& s, Chances& out) {
  if (s.phase == Phase::kRollOff) {
    out = kChances.roll_off;
  } else if (s.phase == Phase::kRoll) {
    out = kChances.roll;
  }
}

void Game::apply(State& s, Action a) {
  const int p = s.player;
  switch (s.phase) {
    case Phase::kRollOff:
      MARBLES_CHECK(a == kRollOffRed || a == kRollOffGreen);
      s.starter = static_cast<std::uint8_t>(a - kRollOffRed);
      s.player = s.starter;
      s.phase = Phase::kRoll;
      return;
    case Phase::kRoll:
      MARBLES_CHECK(is_roll(a));
      s.dice[0] = kRolls.lo[a];
      s.dice[1] = kRolls.hi[a];
      ++s.turn;
      s.phase = Phase::kPlace;
      return;
    case Phase::kPlace:
      if (a == kForfeit) {
        const int d = forfeit_die(s);
        MARBLES_CHECK(d >= 0);
        s.used = static_cast<std::uint8_t>(s.used | 1u << d);
        --s.hand[p];
        ++s.gifts[1 - p];
        ++s.placed;
        go_on(s);
        return;
      }
      MARBLES_CHECK(is_place(a));
      place_marble(s, place_row(a), place_rail(a));
      return;
    case Phase::kSlide: {
      const int r = s.slide_rail;
      s.slide_rail = -1;
      if (a == kSlideNone) {
        go_on(s);
        return;
      }
      MARBLES_CHECK(is_slide(a));
      const int dir = a == kSlidePlus ? 1 : -1;
      const std::uint64_t goals = slide_goals(s, p, r, dir);
      s.offset[r] = static_cast<std::int8_t>(s.offset[r] + dir);
      s.slid = static_cast<std::uint8_t>(s.slid | 1u << r);
      s.slide_dir = static_cast<std::int8_t>(dir);
      if (goals != 0) {
        s.goal_lines = goals;
        s.removed_cells = 0;
        s.last_removed = -1;
        s.phase = Phase::kRemove;
      } else {
        go_on(s);
      }
      return;
    }
    case Phase::kRemove:
      if (a == kDone) {
        s.goal_lines = 0;
        s.removed_cells = 0;
        s.last_removed = -1;
        go_on(s);
        return;
      }
      {
        MARBLES_CHECK(is_remove(a));
        const int c = remove_cell(a);
        MARBLES_CHECK(s.marbles[p][c] > 0);
        if (--s.marbles[p][c] == 0) {
          std::uint16_t& cups = s.cups[p][rail_of(c)];
          cups = static_cast<std::uint16_t>(cups & ~(1u << cup_of(c)));
        }
        ++s.taken[p];
        s.removed_cells |= std::uint64_t{1} << c;
        s.last_removed = static_cast<std::int8_t>(c);
      }
      return;
    case Phase::kOver:
      MARBLES_CHECK(false);
  }
}

// ---------------------------------------------------------------------------------------------
// The strong level's playouts, fused (policy_playout)

namespace {

// Removals as the policy makes them: from the lowest cell allowed, every marble, until none
// is allowed; then "done". No random number is drawn.
void policy_removals(State& s) {
  const int p = s.player;
  const std::uint64_t cells = goal_cells(s);
  const int from = s.last_removed < 0 ? 0 : s.last_removed;
  for (std::uint64_t m = cells >> from << from; m != 0; m &= m - 1) {
    const int c = __builtin_ctzll(m);
    const std::uint64_t bit = std::uint64_t{1} << c;
    if (s.marbles[p][c] != 0 && coverable(s, s.removed_cells | bit, c)) {
      s.taken[p] = static_cast<std::uint8_t>(s.taken[p] + s.marbles[p][c]);
      s.marbles[p][c] = 0;
      std::uint16_t& cups = s.cups[p][rail_of(c)];
      cups = static_cast<std::uint16_t>(cups & ~(1u << cup_of(c)));
      s.removed_cells |= bit;
      s.last_removed = static_cast<std::int8_t>(c);
    }
  }
  Game::apply(s, kDone);
}

// The slide decision of the policy (scoring slides only when one scores; else "no slide" two
// times in three, or any allowed choice), with the four other rails' lines of the rail placed
// on; then the slide, and the removals of a goal.
void policy_slide(State& s, Rng& rng, const std::uint32_t others[3]) {
  const int p = s.player;
  const int r = s.slide_rail;
  const bool minus = slide_allowed(s, r, -1);
  const bool plus = slide_allowed(s, r, +1);
  const std::uint64_t minus_goals = minus ? goals_with(s, r, s.cups[p][r], -1, others) : 0;
  const std::uint64_t plus_goals = plus ? goals_with(s, r, s.cups[p][r], +1, others) : 0;
  int dirs[3];
  int n = 0;
  if ((minus_goals | plus_goals) != 0) {
    if (minus_goals != 0) {
      dirs[n++] = -1;
    }
    if (plus_goals != 0) {
      dirs[n++] = +1;
    }
  } else {
    if (minus) {
      dirs[n++] = -1;
    }
    if (plus) {
      dirs[n++] = +1;
    }
    dirs[n++] = 0;
  }
  const int dir =
      dirs[n - 1] == 0 && rng.below(3) < 2 ? 0 : dirs[rng.below(static_cast<std::uint32_t>(n))];
  s.slide_rail = -1;
  if (dir == 0) {
    go_on(s);
    return;
  }
  s.offset[r] = static_cast<std::int8_t>(s.offset[r] + dir);
  s.slid = static_cast<std::uint8_t>(s.slid | 1u << r);
  s.slide_dir = static_cast<std::int8_t>(dir);
  const std::uint64_t goals = dir < 0 ? minus_goals : plus_goals;
  if (goals == 0) {
    go_on(s);
    return;
  }
  s.goal_lines = goals;
  s.removed_cells = 0;
  s.last_removed = -1;
  s.phase = Phase::kRemove;
  policy_removals(s);
}

// The unblocked rails of every cross-row the turn's dice can use (the rows of a die and n).
struct TurnRows {
  unsigned rails[kCrossRows] = {};
  explicit TurnRows(const State& s) {
    rails[kRowN] = unblocked_rails(s, kRowN);
    for (int d = 0; d < 2; ++d) {
      const int x = row_of_value(s.dice[d]);
      rails[x] = unblocked_rails(s, x);
    }
  }
};

// The number of rails in a set of rails (the build does not assume a popcount instruction).
// And the i-th rail of a set, lowest first.
struct RailSets {
  std::uint8_t count[32];
  std::uint8_t nth[32][kRails];
};
constexpr RailSets make_rail_sets() {
  RailSets t{};
  for (unsigned m = 0; m < 32; ++m) {
    for (int r = 0; r < kRails; ++r) {
      if ((m >> r) & 1u) {
        t.nth[m][t.count[m]++] = static_cast<std::uint8_t>(r);
      }
    }
  }
  return t;
}
constexpr RailSets kRailSets = make_rail_sets();

// The placement decision of the policy (a scoring placement if any, else any legal one, each
// by one draw; the forfeit when forced), then the placement and its slide decision.
void policy_place(State& s, Rng& rng, const TurnRows& turn) {
  const int p = s.player;
  int rows[2] = {-1, -1};
  unsigned rails[2] = {0, 0};
  int n_rows = 0;
  for (unsigned open = open_rows(s); open != 0; open &= open - 1) {
    rows[n_rows] = __builtin_ctz(open);
    rails[n_rows] = turn.rails[rows[n_rows]] & ~static_cast<unsigned>(s.slid);
    if (rails[n_rows] == 0 && !is_double(s)) {
      rng.below(1);  // the policy draws among the one legal action
      Game::apply(s, kForfeit);
      return;
    }
    ++n_rows;
  }
  std::uint32_t others[kRails][3];
  all_others(s, p, others);
  const unsigned hopeful = hopeful_rails(others);
  // The scoring placements, in the legal list's order (rows, then rails, ascending).
  Action scoring[2 * kRails];
  int k = 0;
  for (int i = 0; i < n_rows; ++i) {
    for (unsigned m = rails[i] & hopeful; m != 0; m &= m - 1) {
      const int r = __builtin_ctz(m);
      if (placement_scores(s, p, rows[i], r, others[r])) {
        scoring[k++] = place_action(rows[i], r);
      }
    }
  }
  int x = 0;
  int r = 0;
  if (k > 0) {
    const Action a = scoring[rng.below(static_cast<std::uint32_t>(k))];
    x = place_row(a);
    r = place_rail(a);
  } else {
    // The i-th legal placement: the first row's rails, then the second's.
    const int first = kRailSets.count[rails[0]];
    const auto n = static_cast<std::uint32_t>(first + kRailSets.count[rails[1]]);
    const int i = static_cast<int>(rng.below(n));
    const int row = i < first ? 0 : 1;
    x = rows[row];
    r = kRailSets.nth[rails[row]][i - (row == 0 ? 0 : first)];
  }
  if (place_marble(s, x, r)) {
    policy_slide(s, rng, others[r]);
  }
}

}  // namespace

void policy_playout(State& s, Rng& rng) {
  while (s.phase != Phase::kOver) {
    switch (s.phase) {
      case Phase::kRollOff:
      case Phase::kRoll:
        Game::apply(s, Game::random_chance(s, rng));
        break;
      case Phase::kPlace: {
        const TurnRows turn(s);
        while (s.phase == Phase::kPlace) {
          policy_place(s, rng, turn);
        }
        break;
      }
      case Phase::kSlide: {
        std::uint32_t others[3];
        others_of(s, s.player, s.slide_rail, others);
        policy_slide(s, rng, others);
        break;
      }
      case Phase::kRemove:
        policy_removals(s);
        break;
      case Phase::kOver:
        break;
    }
  }
}

}  // namespace marbles::wykersham
