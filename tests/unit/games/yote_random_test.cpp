// 10,000 seeded random Yoté games per variant, with the invariants checked after every action:
// pieces are conserved (board + reserve + captured = 12 each), no two pieces share a cell and
// none is off the board, a jump takes exactly the jumped piece and is followed by exactly one
// bonus removal (or ends the game), the turn count and the repetitions agree with the test's own
// bookkeeping, every ending has its reason, games end within a bound, and random_action() draws
// the same action as legal_actions()[rng.below(n)].
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <vector>

#include "core/rng.h"
#include "games/yote/rules.h"
#include "games/yote_test_util.h"

namespace marbles::yote {
namespace {

constexpr int kGames = 10000;
// At most 24 placements and 24 jumps (each takes a piece), each jump followed by one removal;
// between two of them at most kQuietLimit quiet turns.
constexpr int kMaxPlies = (24 + 24 + 1) * (kQuietLimit + 1) + 24;

bool has(std::uint32_t board, int c) {
  return (board >> c & 1u) != 0;
}

// Whether p could place, step or jump, computed cell by cell.
bool can_play(const State& s, int p) {
  const Variant& v = s.variant;
  const std::uint32_t occupied = s.board[0] | s.board[1];
  const std::uint32_t cells = board_mask(v);
  if (s.reserve[p] > 0 && (cells & ~occupied) != 0) {
    return true;
  }
  for (int c = 0; c < kCells; ++c) {
    if (!has(s.board[p], c)) {
      continue;
    }
    for (int d = 0; d < 4; ++d) {
      const int n = neighbour(v, c, d);
      if (n < 0) {
        continue;
      }
      if (!has(occupied, n)) {
        return true;
      }
      const int beyond = neighbour(v, n, d);
      if (has(s.board[1 - p], n) && beyond >= 0 && !has(occupied, beyond)) {
        return true;
      }
    }
  }
  return false;
}

struct Totals {
  int wins[2] = {0, 0};
  int draws = 0;
  int few_pieces = 0;
  int repetitions = 0;
  int quiet_draws = 0;
  int jumps = 0;
  int from_reserve = 0;
  int passes = 0;
  long plies = 0;
  int longest = 0;
};

// One game's bookkeeping, and the checks after each action (test::play_watched).
struct Watch {
  Totals& totals;
  int captured[2] = {0, 0};
  int quiet = 0;
  std::vector<std::uint64_t> seen;  // positions since the last placement or capture

  explicit Watch(Totals& t) : totals(t) {}

  std::string after(const State& before, Action a, const State& s) {
    const Variant& v = s.variant;
    const int mover = Game::to_move(before);
    const int other = 1 - mover;
    const bool place = a < kStepBase;
    const bool step = a >= kStepBase && a < kJumpBase;
    const bool jump = a >= kJumpBase && a < kRemoveBase;
    const bool removal = a >= kRemoveBase && a <= kRemoveReserve;

    // Cells: disjoint boards, nothing off the variant's board.
    if ((s.board[0] & s.board[1]) != 0 || ((s.board[0] | s.board[1]) & ~board_mask(v)) != 0) {
      MARBLES_BROKEN("bad boards");
    }
    // What the action did.
    if (place) {
      if (before.reserve[mover] == 0 || s.reserve[mover] != before.reserve[mover] - 1 ||
          s.board[mover] != (before.board[mover] | 1u << (a - kPlaceBase))) {
        MARBLES_BROKEN("a placement not from the reserve onto its cell");
      }
    }
    if (jump) {
      const ActionCells c = Game::action_cells(before, a);
      ++captured[other];
      ++totals.jumps;
      const bool lands = !has(before.board[0] | before.board[1], c.to);
      if (!has(before.board[other], c.removed) || !lands ||
          s.board[other] != (before.board[other] & ~(1u << c.removed)) ||
          s.board[mover] != ((before.board[mover] & ~(1u << c.from)) | 1u << c.to)) {
        MARBLES_BROKEN("the jump " << Game::action_text(before, a)
                                   << " did not take the jumped piece");
      }
      const bool left = pieces(s, other) > 0;
      if (left != (s.must_remove && Game::to_move(s) == mover) ||
          (!left && !(Game::is_terminal(s) &&
                      s.outcome == (mover == 0 ? Outcome::kWin0 : Outcome::kWin1)))) {
        MARBLES_BROKEN("after a jump: a bonus removal while the opponent has pieces, else the end");
      }
    }
    if (removal) {
      ++captured[other];
      totals.from_reserve += a == kRemoveReserve ? 1 : 0;
      const bool from_board = before.board[other] != 0;
      if (from_board != (a != kRemoveReserve) || s.must_remove ||
          (!Game::is_terminal(s) && Game::to_move(s) != other)) {
        MARBLES_BROKEN("a bonus removal from the wrong place, or the turn does not pass");
      }
    }
    totals.passes += a == kPass ? 1 : 0;
    // Pieces: on the board, in reserve, captured.
    for (int p = 0; p < 2; ++p) {
      if (on_board(s, p) + s.reserve[p] + captured[p] != kPieces) {
        MARBLES_BROKEN("player " << p << " has " << on_board(s, p) << " on the board, "
                                 << int{s.reserve[p]} << " in reserve, " << captured[p]
                                 << " captured");
      }
    }
    // The turn count and the positions since the last placement or capture.
    if (place || jump) {
      quiet = 0;
      seen.clear();
    } else if (step || a == kPass) {
      ++quiet;
    }
    if (quiet != s.quiet) {
      MARBLES_BROKEN("turn count " << s.quiet << ", expected " << quiet);
    }
    int occurrences = 0;
    if (!s.must_remove) {
      const std::uint64_t key = s.board[0] | static_cast<std::uint64_t>(s.board[1]) << 32;
      seen.push_back(key * 2 + s.player);
      occurrences = static_cast<int>(std::count(seen.begin(), seen.end(), seen.back()));
    }

    // The end.
    const int n0 = pieces(s, 0);
    const int n1 = pieces(s, 1);
    const bool turn_over = !s.must_remove;
    const bool few = turn_over && n0 <= 3 && n1 <= 3;
    const bool out = n0 == 0 || n1 == 0;
    const bool blocked = turn_over && !can_play(s, 0) && !can_play(s, 1);
    const bool must_end =
        out || few || blocked || (turn_over && (occurrences >= 3 || quiet >= kQuietLimit));
    if (must_end != Game::is_terminal(s)) {
      const char* why = must_end ? "the game should be over" : "the game ended without a reason";
      MARBLES_BROKEN(why);
    }
    if (!Game::is_terminal(s) && !s.must_remove) {
      Game::Actions next;
      Game::legal_actions(s, next);
      const bool only_pass = next.size() == 1 && next[0] == kPass;
      if (only_pass == can_play(s, Game::to_move(s))) {
        MARBLES_BROKEN("a player passes exactly when they cannot play");
      }
    }
    if (Game::is_terminal(s)) {
      const std::vector<double> r = test::returns_of(s);
      if (out && n0 != n1) {
        const int winner = n0 == 0 ? 1 : 0;
        if (winner != mover || r[winner] != 1 || r[1 - winner] != -1) {
          MARBLES_BROKEN("the player without pieces must lose to the capturer");
        }
        ++totals.wins[winner];
      } else {
        if (r[0] != 0 || r[1] != 0) {
          MARBLES_BROKEN("draw returns");
        }
        ++totals.draws;
        totals.few_pieces += few ? 1 : 0;
        totals.repetitions += !few && occurrences >= 3 ? 1 : 0;
        totals.quiet_draws += !few && occurrences < 3 && quiet >= kQuietLimit ? 1 : 0;
      }
    }
    return "";
  }

  std::string end(const State&, int plies) {
    totals.plies += plies;
    totals.longest = std::max(totals.longest, plies);
    return "";
  }
};

void play_many(const Variant& v, std::uint64_t base_seed) {
  Totals totals;
  if (!test::play_watched_games<Game>(v, base_seed, kGames, kMaxPlies,
                                      [&](int) { return Watch(totals); })) {
    return;
  }
  std::printf(
      "  %s: light won %d, dark won %d, draws %d (three pieces or fewer %d, repetition %d, 100 "
      "turns %d), %d jumps, %d bonus pieces from a reserve, %d passes, %.1f actions a game, "
      "longest %d\n",
      Game::variant_text(v).c_str(), totals.wins[0], totals.wins[1], totals.draws,
      totals.few_pieces, totals.repetitions, totals.quiet_draws, totals.jumps, totals.from_reserve,
      totals.passes, static_cast<double>(totals.plies) / kGames, totals.longest);
  // The common endings all happen in 10,000 random games.
  EXPECT_GT(totals.wins[0], 0);
  EXPECT_GT(totals.wins[1], 0);
  EXPECT_GT(totals.few_pieces, 0);
  EXPECT_GT(totals.repetitions, 0);
  EXPECT_GT(totals.quiet_draws, 0);
  EXPECT_GT(totals.from_reserve, 0);
}

TEST(YoteRandom, DefaultVariant_TenThousandGamesKeepTheInvariants) {
  play_many(Variant{}, 1'000'000);
}

TEST(YoteRandom, Variant5x5_TenThousandGamesKeepTheInvariants) {
  play_many(test::variant_of<Game>("5x5"), 2'000'000);
}

}  // namespace
}  // namespace marbles::yote
