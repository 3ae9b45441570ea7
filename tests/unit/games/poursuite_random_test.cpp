// 10,000 seeded random La poursuite infernale games per variant, with the invariants checked
// after every jump by the test's own bookkeeping (squares as file/rank pairs, its own search):
// a jump goes a knight's move to a free square of the board and burns exactly that square,
// burned squares are never entered again, every round end has its reason and its stored path is
// valid and shortest, round 2 starts fresh with the roles swapped, games end, the points add up
// to the rounds played, and random_action() draws the same jump as legal_actions()[rng.below(n)].
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <deque>
#include <string>
#include <vector>

#include "core/rng.h"
#include "games/poursuite/rules.h"
#include "games/poursuite_test_util.h"

namespace marbles::poursuite {
namespace {

constexpr int kGames = 10000;

// The test's own board: burned[file][rank].
struct Board {
  int size = 8;
  bool burned[8][8] = {};
};

bool on_board(const Board& b, int f, int r) {
  return f >= 0 && f < b.size && r >= 0 && r < b.size;
}

const int kDf[8] = {1, 2, 2, 1, -1, -2, -2, -1};
const int kDr[8] = {2, 1, -1, -2, -2, -1, 1, 2};

bool knight_step(int from, int to) {
  const int df = file_of(to) - file_of(from);
  const int dr = rank_of(to) - rank_of(from);
  return df * df + dr * dr == 5;
}

std::vector<int> free_jumps(const Board& b, int from) {
  std::vector<int> out;
  for (int k = 0; k < 8; ++k) {
    const int f = file_of(from) + kDf[k];
    const int r = rank_of(from) + kDr[k];
    if (on_board(b, f, r) && !b.burned[f][r]) {
      out.push_back(square(f, r));
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

// Jumps from `from` onto `to` over free squares, or -1 (a plain queue search).
int distance(const Board& b, int from, int to) {
  int dist[64];
  std::fill(dist, dist + 64, -1);
  dist[from] = 0;
  std::deque<int> queue{from};
  while (!queue.empty()) {
    const int at = queue.front();
    queue.pop_front();
    if (knight_step(at, to)) {
      return dist[at] + 1;
    }
    for (int next : free_jumps(b, at)) {
      if (dist[next] < 0) {
        dist[next] = dist[at] + 1;
        queue.push_back(next);
      }
    }
  }
  return -1;
}

// What the rules say about the board with `mover` to move (docs/RULES.md, in plain words).
RoundEnd expected_end(const Board& b, int pursued, int pursuer, int mover) {
  const bool pursued_can = !free_jumps(b, pursued).empty();
  const bool pursuer_can = !free_jumps(b, pursuer).empty();
  const bool in_reach = knight_step(pursuer, pursued);
  if (mover == kPursuer) {
    if (in_reach) {
      return RoundEnd::kCaught;
    }
    if (!pursuer_can) {
      return pursued_can ? RoundEnd::kPursuerStuck : RoundEnd::kBothStuck;
    }
    return RoundEnd::kNone;
  }
  if (pursued_can) {
    return RoundEnd::kNone;
  }
  if (!pursuer_can && !in_reach) {
    return RoundEnd::kBothStuck;
  }
  return distance(b, pursuer, pursued) > 0 ? RoundEnd::kCornered : RoundEnd::kEscaped;
}

struct Totals {
  int ends[6] = {};
  int wins[2] = {0, 0};
  int draws = 0;
  long plies = 0;
  int longest = 0;
};

Board board_of(const State& s) {
  Board b;
  b.size = s.variant.size;
  for (int sq = 0; sq < 64; ++sq) {
    if ((s.used >> sq & 1u) != 0) {
      if (!on_board(b, file_of(sq), rank_of(sq))) {
        b.size = -1;  // reported by the caller
        return b;
      }
      b.burned[file_of(sq)][rank_of(sq)] = true;
    }
  }
  return b;
}

#define FAIL_GAME(msg)                                                                          \
  do {                                                                                          \
    ADD_FAILURE() << "seed " << seed << ", ply " << plies << ": " << msg << test::show(before); \
    return false;                                                                               \
  } while (false)

// What is wrong with a round's stored path (empty when nothing is): knight jumps from the
// pursuer over free, distinct squares onto the pursued, as short as the test's own search finds.
std::string bad_path(const Board& after, const int knights[2], const decltype(State::finish)& f) {
  Board walk = after;
  int at = knights[kPursuer];
  for (int i = 0; i < f.path_len; ++i) {
    const int to = f.path[i];
    const bool last = i + 1 == f.path_len;
    if (!knight_step(at, to) ||
        (last ? to != knights[kPursued] : walk.burned[file_of(to)][rank_of(to)])) {
      return "bad path step " + std::to_string(i + 1);
    }
    walk.burned[file_of(to)][rank_of(to)] = true;
    at = to;
  }
  if (f.path_len != distance(after, knights[kPursuer], knights[kPursued])) {
    return "the path is not the shortest";
  }
  return "";
}

bool play_one(const Variant& v, std::uint64_t seed, Totals& totals) {
  const int n = v.size;
  const int rounds = v.single ? 1 : 2;
  const int max_plies = rounds * (n * n - 2);
  Rng rng(seed);
  State s = Game::initial(v);
  int plies = 0;
  int round_changes = 0;
  while (!Game::is_terminal(s)) {
    const State before = s;
    if (plies > max_plies) {
      FAIL_GAME("no end");
    }
    const Board b = board_of(s);
    if (b.size < 0) {
      FAIL_GAME("a burned square off the board");
    }
    const int mover = s.mover;
    const int from = s.knight[mover];
    if (Game::to_move(s) != player_of(s.round, mover)) {
      FAIL_GAME("wrong player to move");
    }
    // The legal jumps are the free knight squares, and random_action agrees with the list.
    Game::Actions legal;
    Game::legal_actions(s, legal);
    const std::vector<int> expected = free_jumps(b, from);
    if (std::vector<int>(legal.begin(), legal.end()) != expected || expected.empty()) {
      FAIL_GAME("legal jumps differ from the free knight squares");
    }
    Rng copy = rng;
    const Action a = Game::random_action(s, rng);
    if (a != legal[static_cast<int>(copy.below(static_cast<std::uint32_t>(legal.size())))] ||
        copy.state() != rng.state()) {
      FAIL_GAME("random_action differs from legal_actions()[below(n)]");
    }
    const int turn = Game::turn_info(s).number;
    Game::apply(s, a);
    ++plies;
    if (!Game::is_terminal(s) && Game::turn_info(s).number != turn + 1) {
      FAIL_GAME("turn numbers do not follow the jumps");
    }
    // The board right after the jump, before any round end.
    Board after = b;
    after.burned[file_of(a)][rank_of(a)] = true;
    int knights[2] = {before.knight[0], before.knight[1]};
    knights[mover] = a;
    const int next = 1 - mover;
    const RoundEnd end = expected_end(after, knights[kPursued], knights[kPursuer], next);
    const bool same_round = s.round == before.round && !Game::is_terminal(s);
    if (end == RoundEnd::kNone) {
      // The round goes on: exactly one new square burned.
      if (!same_round || s.used != (before.used | bit(a)) || (before.used & bit(a)) != 0 ||
          __builtin_popcountll(s.used) != __builtin_popcountll(before.used) + 1 ||
          s.knight[mover] != a || s.knight[next] != before.knight[next] || s.mover != next) {
        FAIL_GAME("the jump to " << square_name(a) << " did not burn exactly its square");
      }
      continue;
    }
    // The round ended, for the expected reason, recorded with its board and path.
    const int r = before.round;
    if (same_round || s.rounds[r].end != end || s.finish.end != end || s.finish.round != r ||
        s.finish.used != (before.used | bit(a)) || s.finish.knight[kPursued] != knights[0] ||
        s.finish.knight[kPursuer] != knights[1] ||
        s.rounds[r].jumps != __builtin_popcountll(before.used) - 1) {
      FAIL_GAME("round end: expected " << static_cast<int>(end) << ", got "
                                       << static_cast<int>(s.rounds[r].end) << test::show(s));
    }
    ++totals.ends[static_cast<int>(end)];
    // The stored path: knight jumps from the pursuer over free, distinct squares onto the
    // pursued, as short as the test's own search finds.
    const bool has_path = end == RoundEnd::kCaught || end == RoundEnd::kCornered;
    if (has_path != (s.finish.path_len > 0)) {
      FAIL_GAME("a path where there should be none, or none where there should be one");
    }
    if (has_path) {
      const std::string bad = bad_path(after, knights, s.finish);
      if (!bad.empty()) {
        FAIL_GAME(bad);
      }
    }
    if (!Game::is_terminal(s)) {
      // Round 2: a fresh board, the other player pursued and to move.
      ++round_changes;
      const int corner = pursuer_start(n);
      if (r != 0 || v.single || s.round != 1 || s.used != (bit(0) | bit(corner)) ||
          s.knight[kPursued] != 0 || s.knight[kPursuer] != corner || s.mover != kPursued ||
          Game::to_move(s) != 1) {
        FAIL_GAME("round 2 does not start fresh with the roles swapped" << test::show(s));
      }
    }
  }
  const State& before = s;
  const int finished =
      (s.rounds[0].end != RoundEnd::kNone ? 1 : 0) + (s.rounds[1].end != RoundEnd::kNone ? 1 : 0);
  if (finished != rounds || round_changes != rounds - 1) {
    FAIL_GAME("rounds played: " << finished);
  }
  const int p0 = half_points(s, 0);
  const int p1 = half_points(s, 1);
  if (p0 + p1 != 2 * rounds) {
    FAIL_GAME("points " << p0 << "/2 + " << p1 << "/2 for " << rounds << " rounds");
  }
  const std::vector<double> ret = test::returns_of(s);
  const double sign = p0 > p1 ? 1 : (p0 < p1 ? -1 : 0);
  if (ret[0] != sign || ret[1] != -sign) {
    FAIL_GAME("returns do not follow the points");
  }
  if (sign == 0) {
    ++totals.draws;
  } else {
    ++totals.wins[sign > 0 ? 0 : 1];
  }
  totals.plies += plies;
  totals.longest = std::max(totals.longest, plies);
  return true;
}

void play_many(const char* variant_text, std::uint64_t base_seed) {
  const Variant v = *Game::parse_variant(variant_text);
  Totals totals;
  for (std::uint64_t seed = base_seed; seed < base_seed + kGames; ++seed) {
    if (!play_one(v, seed, totals)) {
      return;
    }
  }
  std::printf(
      "  %s: player 1 won %d, player 2 won %d, draws %d; rounds caught %d, escaped %d, "
      "pursuer stuck %d, both stuck %d, cornered %d; %.1f jumps a game, longest %d\n",
      variant_text, totals.wins[0], totals.wins[1], totals.draws,
      totals.ends[static_cast<int>(RoundEnd::kCaught)],
      totals.ends[static_cast<int>(RoundEnd::kEscaped)],
      totals.ends[static_cast<int>(RoundEnd::kPursuerStuck)],
      totals.ends[static_cast<int>(RoundEnd::kBothStuck)],
      totals.ends[static_cast<int>(RoundEnd::kCornered)],
      static_cast<double>(totals.plies) / kGames, totals.longest);
  // Every reachable kind of ending happens in 10,000 random games.
  EXPECT_GT(totals.ends[static_cast<int>(RoundEnd::kCaught)], 0);
  EXPECT_GT(totals.ends[static_cast<int>(RoundEnd::kEscaped)], 0);
  EXPECT_GT(totals.ends[static_cast<int>(RoundEnd::kPursuerStuck)], 0);
  EXPECT_GT(totals.ends[static_cast<int>(RoundEnd::kBothStuck)], 0);
  EXPECT_GT(totals.wins[0], 0);
  EXPECT_GT(totals.wins[1], 0);
  // A stuck pursued is never reached in play: with the pursued to move, both knights stand on
  // the colour of their corners (the same colour), so never a jump apart, and every square from
  // which the pursuer could jump onto it is burned.
  EXPECT_EQ(totals.ends[static_cast<int>(RoundEnd::kCornered)], 0);
}

TEST(PoursuiteRandom, Default_TenThousandMatchesKeepTheInvariants) {
  play_many("default", 1'000'000);
}

TEST(PoursuiteRandom, Single_TenThousandGamesKeepTheInvariants) {
  play_many("single", 2'000'000);
}

TEST(PoursuiteRandom, Size6_TenThousandMatchesKeepTheInvariants) {
  play_many("6x6", 3'000'000);
}

TEST(PoursuiteRandom, Size7_TenThousandMatchesKeepTheInvariants) {
  play_many("7x7", 4'000'000);
}

TEST(PoursuiteRandom, Size6Single_TenThousandGamesKeepTheInvariants) {
  play_many("6x6 single", 5'000'000);
}

}  // namespace
}  // namespace marbles::poursuite
