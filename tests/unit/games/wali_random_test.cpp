// 10,000 seeded random Wali games per variant, with the invariants checked after every action:
// pieces are conserved, placement never makes a run of three, a move captures exactly when the
// moved piece stands in a run of three or more, the game ends, every ending has its reason
// (checked by the test's own bookkeeping of captures and repetitions), and random_action()
// draws the same action as legal_actions()[rng.below(n)].
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <vector>

#include "core/rng.h"
#include "games/wali/rules.h"
#include "games/wali_test_util.h"

namespace marbles::wali {
namespace {

constexpr int kGames = 10000;
// 24 placements and as many passes, then at most about 24 captures, each after at most 100
// quiet turns.
constexpr int kMaxPlies = 48 + 25 * (kNoCaptureLimit + 1);

bool own(std::uint32_t board, int col, int row) {
  return col >= 0 && col < kCols && row >= 0 && row < kRows && (board >> cell(col, row) & 1u) != 0;
}

// The longest orthogonal run of `board`'s pieces through cell c (c itself must be set).
int run_at(std::uint32_t board, int c) {
  const int col = col_of(c);
  const int row = row_of(c);
  int across = 1;
  for (int x = col - 1; own(board, x, row); --x) {
    ++across;
  }
  for (int x = col + 1; own(board, x, row); ++x) {
    ++across;
  }
  int up_down = 1;
  for (int y = row - 1; own(board, col, y); --y) {
    ++up_down;
  }
  for (int y = row + 1; own(board, col, y); ++y) {
    ++up_down;
  }
  return std::max(across, up_down);
}

bool has_run_of_three(std::uint32_t board) {
  for (int c = 0; c < kCells; ++c) {
    if ((board >> c & 1u) != 0 && run_at(board, c) >= 3) {
      return true;
    }
  }
  return false;
}

bool can_step(const State& s, int p) {
  const std::uint32_t empty = ((1u << kCells) - 1) & ~(s.board[0] | s.board[1]);
  for (int c = 0; c < kCells; ++c) {
    if ((s.board[p] >> c & 1u) == 0) {
      continue;
    }
    for (int d = 0; d < 4; ++d) {
      const int to = neighbour(c, d);
      if (to >= 0 && (empty >> to & 1u) != 0) {
        return true;
      }
    }
  }
  return false;
}

struct Totals {
  int wins[2] = {0, 0};
  int draws = 0;
  int repetitions = 0;
  int quiet_draws = 0;
  int captures = 0;
  int set_aside = 0;
  long plies = 0;
  int longest = 0;
};

// One game's bookkeeping, and the checks after each action (test::play_watched).
struct Watch {
  Totals& totals;
  int limit = 0;  // pieces left that lose
  int captured[2] = {0, 0};
  bool was_placement = true;
  std::vector<std::uint64_t> seen;  // positions since the last capture, movement phase

  Watch(Totals& t, int lost_at) : totals(t), limit(lost_at) {}

  std::string after(const State& before, Action a, const State& s) {
    const int mover = Game::to_move(before);
    const bool removal = a >= kRemoveBase && a < kPass;
    if (removal) {
      ++captured[1 - mover];
      ++totals.captures;
      seen.clear();
    }

    // Pieces: on the board, in reserve, set aside, captured.
    if ((s.board[0] & s.board[1]) != 0 || ((s.board[0] | s.board[1]) >> kCells) != 0) {
      MARBLES_BROKEN("bad boards");
    }
    for (int p = 0; p < 2; ++p) {
      if (pieces(s, p) + s.reserve[p] + s.aside[p] + captured[p] != kPieces) {
        MARBLES_BROKEN("player " << p << " has " << pieces(s, p) << " on the board, "
                                 << int{s.reserve[p]} << " in reserve, " << int{s.aside[p]}
                                 << " aside, " << captured[p] << " captured");
      }
    }

    if (in_placement(s) || was_placement) {
      // Placement never makes a run of three, never captures; the board at the end of the
      // phase has no run of three either.
      if (has_run_of_three(s.board[0]) || has_run_of_three(s.board[1]) || s.must_remove) {
        MARBLES_BROKEN("a run of three in the placement phase");
      }
    }
    if (was_placement && !in_placement(s)) {
      totals.set_aside += s.aside[0] + s.aside[1];
      seen.clear();
    }
    was_placement = in_placement(s);

    // A move captures exactly when the moved piece stands in a run of three or more.
    if (a >= kMoveBase && a < kRemoveBase) {
      const int to = neighbour(move_from(a), move_dir(a));
      const bool line = run_at(s.board[mover], to) >= 3;
      if (line != s.must_remove || (line && Game::to_move(s) != mover)) {
        MARBLES_BROKEN(Game::action_text(State{}, a)
                       << (line ? " makes a line but no removal follows"
                                : " makes no line but a removal follows"));
      }
    }
    if (removal && !Game::is_terminal(s) && Game::to_move(s) != 1 - mover) {
      MARBLES_BROKEN("a second removal");
    }

    // Repetition bookkeeping: the boards and side to move since the last capture.
    int occurrences = 0;
    if (!in_placement(s) && !s.must_remove) {
      const std::uint64_t key = s.board[0] | static_cast<std::uint64_t>(s.board[1]) << kCells |
                                static_cast<std::uint64_t>(s.player) << 62;
      seen.push_back(key);
      occurrences = static_cast<int>(std::count(seen.begin(), seen.end(), key));
    }
    const bool lost0 = pieces(s, 0) <= limit && !in_placement(s);
    const bool lost1 = pieces(s, 1) <= limit && !in_placement(s);
    if (lost0 || lost1) {
      if (!Game::is_terminal(s)) {
        MARBLES_BROKEN("a side at the limit but the game goes on");
      }
    } else if (occurrences >= 3 && !Game::is_terminal(s)) {
      MARBLES_BROKEN("third occurrence but the game goes on");
    } else if (s.quiet >= kNoCaptureLimit && !s.must_remove && !Game::is_terminal(s)) {
      MARBLES_BROKEN("100 quiet turns but the game goes on");
    }
    if (Game::is_terminal(s)) {
      const std::vector<double> r = test::returns_of(s);
      if (s.outcome == Outcome::kDraw) {
        const bool blocked = !can_step(s, 0) && !can_step(s, 1);
        const bool quiet = s.quiet >= kNoCaptureLimit;
        if (!(occurrences >= 3 || quiet || blocked || (lost0 && lost1))) {
          MARBLES_BROKEN("a draw without a reason");
        }
        totals.repetitions += occurrences >= 3 ? 1 : 0;
        totals.quiet_draws += quiet ? 1 : 0;
        ++totals.draws;
        if (r[0] != 0 || r[1] != 0) {
          MARBLES_BROKEN("draw returns");
        }
      } else {
        const int winner = s.outcome == Outcome::kWin0 ? 0 : 1;
        if (!(pieces(s, 1 - winner) <= limit) || !removal || mover != winner) {
          MARBLES_BROKEN("a win without the loser at the limit");
        }
        ++totals.wins[winner];
        if (r[winner] != 1 || r[1 - winner] != -1) {
          MARBLES_BROKEN("win returns");
        }
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
  if (!test::play_watched_games<Game>(v, base_seed, kGames, kMaxPlies, [&](int) {
        return Watch(totals, v.end == EndRule::kTwoLeft ? 2 : 0);
      })) {
    return;
  }
  std::printf(
      "  %s: sticks won %d, stones won %d, draws %d (repetition %d, 100 moves %d), "
      "%d captures, %d pieces set aside, %.1f actions a game, longest %d\n",
      Game::variant_text(v).c_str(), totals.wins[0], totals.wins[1], totals.draws,
      totals.repetitions, totals.quiet_draws, totals.captures, totals.set_aside,
      static_cast<double>(totals.plies) / kGames, totals.longest);
  // Each kind of ending happens in 10,000 random games.
  EXPECT_GT(totals.wins[0], 0);
  EXPECT_GT(totals.wins[1], 0);
  EXPECT_GT(totals.repetitions, 0);
  EXPECT_GT(totals.quiet_draws, 0);
}

TEST(WaliRandom, DefaultVariant_TenThousandGamesKeepTheInvariants) {
  play_many(Variant{}, 1'000'000);
}

TEST(WaliRandom, Variant1980_TenThousandGamesKeepTheInvariants) {
  play_many(test::variant_of<Game>("1980"), 2'000'000);
}

}  // namespace
}  // namespace marbles::wali
