// Wykersham: what is told of a state besides the rules' moves (hash, returns, the cells of an
// action, the phase and turn, the variant) and the board's geometry. See rules.h.
#include <cstdint>

#include "core/rng.h"
#include "games/wykersham/rules.h"

namespace marbles::wykersham {

namespace {

struct Zobrist {
  std::uint64_t marbles[2][kCells][kMarbles + 1];
  std::uint64_t offset[kRails][2 * kMaxOffset + 1];
  std::uint64_t hand[2][kMarbles + 1];
  std::uint64_t taken[2][kMarbles + 1];
  std::uint64_t gifts[2][kMarbles + 1];
  std::uint64_t phase[6];
  std::uint64_t player[2];
  std::uint64_t starter[2];
  std::uint64_t turn[2 * kTurns + 1];
  std::uint64_t dice[2][7];
  std::uint64_t used[4];
  std::uint64_t placed[3];
  std::uint64_t slid[32];
  std::uint64_t slide_dir[3];
  std::uint64_t slide_rail[kRails + 1];
  std::uint64_t goal_lines[kLines];
  std::uint64_t removed_cells[kCells];
  std::uint64_t last_removed[kCells + 1];
};

Zobrist make_zobrist() {
  Zobrist z{};
  Rng rng(0x3E4B3A5ULL);
  fill_keys(z.marbles, rng);
  fill_keys(z.offset, rng);
  fill_keys(z.hand, rng);
  fill_keys(z.taken, rng);
  fill_keys(z.gifts, rng);
  fill_keys(z.phase, rng);
  fill_keys(z.player, rng);
  fill_keys(z.starter, rng);
  fill_keys(z.turn, rng);
  fill_keys(z.dice, rng);
  fill_keys(z.used, rng);
  fill_keys(z.placed, rng);
  fill_keys(z.slid, rng);
  fill_keys(z.slide_dir, rng);
  fill_keys(z.slide_rail, rng);
  fill_keys(z.goal_lines, rng);
  fill_keys(z.removed_cells, rng);
  fill_keys(z.last_removed, rng);
  return z;
}

const Zobrist& zobrist() {
  static const Zobrist z = make_zobrist();
  return z;
}

int clamp_count(int n) {
  return n > kMarbles ? kMarbles : n;
}

}  // namespace

int position(const State& s, int c) {
  return cup_of(c) - 5 + s.offset[rail_of(c)];
}

int row_cell(const State& s, int x, int rail) {
  return cell(rail, x + 2 - s.offset[rail]);
}

int row_at(const State& s, int c) {
  const int x = position(s, c) + 3;
  return x >= 0 && x < kCrossRows ? x : -1;
}

bool line_cells(const State& s, int id, int out[kRails]) {
  const int kind = line_kind(id);
  const int q = line_q(id);
  const int d = kind == 0 ? 0 : (kind == 1 ? 1 : -1);
  bool ok = true;
  for (int r = 0; r < kRails; ++r) {
    const int cup = q + d * (r - kFixedRail) + 5 - s.offset[r];
    ok = ok && cup >= 0 && cup < kCupsPerRail;
    out[r] = ok ? cell(r, cup) : -1;
  }
  return ok;
}

void Game::returns(const State& s, double* out) {
  const int a = score(s, 0);
  const int b = score(s, 1);
  out[0] = a > b ? 1.0 : (a < b ? -1.0 : 0.0);
  out[1] = -out[0];
}

std::uint64_t Game::hash(const State& s) {
  const Zobrist& z = zobrist();
  std::uint64_t h = 0;
  for (int p = 0; p < 2; ++p) {
    for (int c = 0; c < kCells; ++c) {
      if (s.marbles[p][c] != 0) {
        h ^= z.marbles[p][c][clamp_count(s.marbles[p][c])];
      }
    }
    h ^= z.hand[p][clamp_count(s.hand[p])];
    h ^= z.taken[p][clamp_count(s.taken[p])];
    h ^= z.gifts[p][clamp_count(s.gifts[p])];
    h ^= z.dice[p][s.dice[p] % 7];
  }
  for (int r = 0; r < kRails; ++r) {
    h ^= z.offset[r][(s.offset[r] + kMaxOffset) % (2 * kMaxOffset + 1)];
  }
  h ^= z.phase[static_cast<int>(s.phase) % 6];
  h ^= z.player[s.player & 1];
  h ^= z.starter[s.starter & 1];
  h ^= z.turn[s.turn % (2 * kTurns + 1)];
  h ^= z.used[s.used & 3];
  h ^= z.placed[s.placed % 3];
  h ^= z.slid[s.slid & 31];
  h ^= z.slide_dir[(s.slide_dir + 1) % 3];
  h ^= z.slide_rail[(s.slide_rail + 1) % (kRails + 1)];
  for (std::uint64_t g = s.goal_lines; g != 0; g &= g - 1) {
    h ^= z.goal_lines[__builtin_ctzll(g) % kLines];
  }
  for (std::uint64_t m = s.removed_cells; m != 0; m &= m - 1) {
    h ^= z.removed_cells[__builtin_ctzll(m) % kCells];
  }
  h ^= z.last_removed[(s.last_removed + 1) % (kCells + 1)];
  return h;
}

ActionCells Game::action_cells(const State& s, Action a) {
  ActionCells out;
  if (is_place(a)) {
    out.to = row_cell(s, place_row(a), place_rail(a));
  } else if (is_remove(a)) {
    out.removed = remove_cell(a);
  }
  return out;
}

std::string_view Game::phase(const State& s) {
  switch (s.phase) {
    case Phase::kRollOff:
      return "roll-off";
    case Phase::kRoll:
      return "roll";
    case Phase::kPlace:
      return "placement";
    case Phase::kSlide:
      return "slide";
    case Phase::kRemove:
      return "removal";
    default:
      return "over";
  }
}

Result<Variant> Game::parse_variant(std::string_view text) {
  if (text.empty() || text == "default") {
    return Variant{};
  }
  return make_error(Message("wykersham.unknown_variant", {std::string(text)}));
}

TurnInfo Game::turn_info(const State& s) {
  TurnInfo t;
  switch (s.phase) {
    case Phase::kRollOff:
      t.number = 1;
      break;
    case Phase::kRoll:
      t.number = s.turn + 1;
      break;
    default:
      t.number = s.turn < 1 ? 1 : s.turn;
  }
  return t;
}

}  // namespace marbles::wykersham
