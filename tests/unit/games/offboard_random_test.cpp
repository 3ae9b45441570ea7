// 10,000 seeded random Offboard games over four target layouts (the default, equal values
// everywhere, the default reversed, an irregular one), with the invariants checked after every
// action: 12 marbles of each colour accounted for (board + targets + waiting + aside), no two on
// one cell, each score the sum of the values of the targets holding the opponent's colour, a
// waiting marble only for the player to move, at most one marble off a turn; the legal actions
// sorted, unique and exactly those of a naive reference generator written here over a plain
// array board; random_action equal to legal_actions()[rng.below(n)]; the position text reading
// back to an equal state with an equal hash (every action of one game in four, and every end); the
// quiet count and the repetitions agreeing with the test's own bookkeeping; and every ending with
// its reason.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "core/rng.h"
#include "games/offboard/rules.h"
#include "games/offboard_test_util.h"
#include "ui/messages.h"

namespace marbles::offboard {
namespace {

constexpr int kGamesPerLayout = 2500;
// Between two marbles off at most kQuietLimit turns of at most two actions (aside + move).
constexpr int kMaxPlies = 2 * (kQuietLimit + 1) * (2 * kMarbles + 1);

// ---------------------------------------------------------------------------------------------
// The reference: a 9 x 11 array of rows and diagonals (diagonals 0 and 10 always off), -1 empty.

struct Grid {
  int g[kRows][11];
};

bool on_grid(int i, int k) {
  const int off = (k - 1) - i;
  return i >= 0 && i < kRows && k >= 1 && k <= 9 && off >= -4 && off <= 4;
}

Grid grid_of(const State& s) {
  Grid gr{};
  for (int i = 0; i < kRows; ++i) {
    for (int k = 0; k < 11; ++k) {
      gr.g[i][k] = -1;
      if (on_grid(i, k)) {
        const int c = cell_at(i, k);
        gr.g[i][k] = ((s.board[0] >> c) & 1u) != 0 ? 0 : (((s.board[1] >> c) & 1u) != 0 ? 1 : -1);
      }
    }
  }
  return gr;
}

struct List {
  Action items[128];
  int size = 0;
  void push(Action a) { items[size++] = a; }
};

// The legal actions from the rules: a waiting marble goes back on any empty cell or aside;
// otherwise from every own marble (the rear) in each direction, the run of own marbles, then the
// cell ahead on the board and either empty or the first of fewer opponent marbles followed by an
// empty cell or the edge; a pass when there is nothing else.
List expected_actions(const State& s) {
  List out;
  const Grid gr = grid_of(s);
  const int p = s.player;
  if (s.waiting[p] > 0) {
    for (int c = 0; c < kCells; ++c) {
      if (gr.g[row_of(c)][diag_of(c)] < 0) {
        out.push(put_back_action(c));
      }
    }
    out.push(kAside);
    return out;
  }
  for (int c = 0; c < kCells; ++c) {
    if (gr.g[row_of(c)][diag_of(c)] != p) {
      continue;
    }
    for (int d = 0; d < kDirs; ++d) {
      int i = row_of(c);
      int k = diag_of(c);
      int n = 0;
      while (on_grid(i, k) && gr.g[i][k] == p) {
        ++n;
        i += kDRow[d];
        k += kDDiag[d];
      }
      if (!on_grid(i, k)) {
        continue;
      }
      int m = 0;
      while (on_grid(i, k) && gr.g[i][k] == 1 - p) {
        ++m;
        i += kDRow[d];
        k += kDDiag[d];
      }
      const bool free = !on_grid(i, k) || gr.g[i][k] < 0;
      if (m < n && free) {
        out.push(move_action(c, d));
      }
    }
  }
  std::sort(out.items, out.items + out.size);
  if (out.size == 0) {
    out.push(kPass);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Invariants

// Whether the marble counts, cells, scores and waiting marbles are right; "" when they are.
std::string broken(const State& s) {
  if (((s.board[0] | s.board[1]) >> kCells) != 0) {
    return "a marble off the 61 cells";
  }
  if ((s.board[0] & s.board[1]) != 0) {
    return "two marbles on one cell";
  }
  int in_target[2] = {0, 0};
  int earned[2] = {0, 0};
  for (int t = 0; t < kTargets; ++t) {
    if (s.target[t] == 0 || s.target[t] == 1) {
      ++in_target[s.target[t]];
      earned[1 - s.target[t]] += s.variant.values[t];
    } else if (s.target[t] != -1) {
      return "target " + std::to_string(t) + " holds " + std::to_string(s.target[t]);
    }
  }
  for (int p = 0; p < 2; ++p) {
    const int total = test::on_board(s, p) + in_target[p] + s.waiting[p] + s.aside[p];
    if (total != kMarbles) {
      return "player " + std::to_string(p) + " has " + std::to_string(total) + " marbles";
    }
    if (s.score[p] != earned[p]) {
      return "player " + std::to_string(p) + " has " + std::to_string(s.score[p]) +
             " points, the targets say " + std::to_string(earned[p]);
    }
  }
  if (s.outcome == Outcome::kNone) {
    if (s.waiting[1 - s.player] != 0 || s.waiting[s.player] > 1) {
      return "waiting marbles " + std::to_string(s.waiting[0]) + "/" + std::to_string(s.waiting[1]);
    }
    if (s.score[0] >= kWinPoints || s.score[1] >= kWinPoints) {
      return "6 points and the game goes on";
    }
  }
  return "";
}

struct Totals {
  int wins[2] = {0, 0};
  int repetitions = 0;
  int quiet_draws = 0;
  int scored = 0;
  int into_occupied = 0;
  int put_back = 0;
  int aside = 0;
  int passes = 0;
  int corner_pushes = 0;
  long plies = 0;
  int longest = 0;
};

// A position for repetition: marbles, targets, waiting and aside marbles, player to move.
using Key = std::array<std::uint64_t, 5>;

Key key_of(const State& s) {
  std::uint64_t t = 0;
  for (int i = 0; i < kTargets; ++i) {
    t = t * 3 + static_cast<std::uint64_t>(s.target[i] + 1);
  }
  return Key{s.board[0], s.board[1], t,
             static_cast<std::uint64_t>(s.waiting[0] | s.waiting[1] << 4 | s.aside[0] << 8 |
                                        s.aside[1] << 16),
             s.player};
}

bool is_corner_push(const State& s, Action a) {
  if (!is_move(a)) {
    return false;
  }
  const LineMove m = describe_move(s, a);
  if (m.off_cell < 0) {
    return false;
  }
  const Variant all9{{9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9}};
  const Variant odd{{1, 9, 1, 9, 1, 9, 1, 9, 1, 9, 1, 9}};
  return target_of(all9, m.off_cell, m.dir) != target_of(odd, m.off_cell, m.dir);
}

// One game's bookkeeping, and the checks before and after each action (test::play_watched).
struct Watch {
  Totals& totals;
  bool full;               // the position text read back after every action, not only the last
  std::vector<Key>& seen;  // the positions since the last marble off
  int quiet = 0;

  Watch(const State& start, Totals& t, bool all, std::vector<Key>& scratch)
      : totals(t), full(all), seen(scratch) {
    seen.clear();
    seen.push_back(key_of(start));
  }

  std::string check_legal(const State& s, const Game::Actions& legal) {
    const List expected = expected_actions(s);
    return test::actions_differ(s, legal, expected.items, expected.size);
  }

  std::string after(const State& before, Action a, const State& s) {
    const Variant& v = s.variant;
    const int mover = Game::to_move(before);

    const std::string why = broken(s);
    if (!why.empty()) {
      MARBLES_BROKEN(why << " after " << Game::action_text(before, a));
    }
    // The position text reads back to the same state (but for the repetition history) and hash:
    // after every action of one game in four, and at every game's end.
    if (full || Game::is_terminal(s)) {
      const std::string text = Game::position_text(s);
      Result<State> back = Game::parse_position(v, text);
      if (!back.ok()) {
        MARBLES_BROKEN("position text " << text << ": " << ui::text(back.error(), Lang::kEn));
      }
      if (Game::hash(*back) != Game::hash(s) || Game::position_text(*back) != text) {
        MARBLES_BROKEN("position text does not read back to an equal hash: " << text);
      }
      State same = *back;
      same.history_size = s.history_size;
      std::copy(s.history, s.history + kQuietLimit + 2, same.history);
      same.outcome = s.outcome;
      same.winner = s.winner;
      if (!(same == s)) {
        MARBLES_BROKEN("position text does not read back to an equal state: " << text);
      }
    }

    // Marbles off, scores, waiting.
    const int off = (test::on_board(before, 0) + test::on_board(before, 1)) -
                    (test::on_board(s, 0) + test::on_board(s, 1)) + (is_put_back(a) ? 1 : 0);
    if (off < 0 || off > 1 ||
        (off == 1) != (is_move(a) && describe_move(before, a).off_cell >= 0)) {
      MARBLES_BROKEN(off << " marbles off after " << Game::action_text(before, a));
    }
    if (s.score[1 - mover] != before.score[1 - mover] || s.score[mover] < before.score[mover]) {
      MARBLES_BROKEN("scores " << int{before.score[0]} << "/" << int{before.score[1]} << " to "
                               << int{s.score[0]} << "/" << int{s.score[1]});
    }
    if (off == 1) {
      const bool scored = s.score[mover] > before.score[mover];
      totals.scored += scored ? 1 : 0;
      totals.into_occupied += scored ? 0 : 1;
      if (!scored && s.waiting[1 - mover] != 1) {
        MARBLES_BROKEN("a marble pushed into an occupied target does not wait");
      }
      totals.corner_pushes += is_corner_push(before, a) ? 1 : 0;
    }
    totals.put_back += is_put_back(a) ? 1 : 0;
    totals.aside += a == kAside ? 1 : 0;
    totals.passes += a == kPass ? 1 : 0;
    if (!Game::is_terminal(s) && s.player != (a == kAside ? mover : 1 - mover)) {
      MARBLES_BROKEN("the turn went from " << mover << " to " << int{s.player});
    }

    // The quiet count and the repetitions, kept here.
    if (off == 1) {
      quiet = 0;
      seen.clear();
    } else if (a != kAside) {
      ++quiet;
    }
    if (quiet != s.quiet) {
      MARBLES_BROKEN("quiet count " << s.quiet << ", expected " << quiet);
    }
    seen.push_back(key_of(s));
    const auto occurrences = std::count(seen.begin(), seen.end(), seen.back());

    // The end.
    const bool won = s.score[mover] >= kWinPoints;
    const bool repeated = occurrences >= 3;
    const bool quiet_end = quiet >= kQuietLimit;
    if (Game::is_terminal(s) != (won || repeated || quiet_end)) {
      const char* what =
          Game::is_terminal(s) ? "the game ended without a reason" : "the game should be over";
      MARBLES_BROKEN(what);
    }
    if (Game::is_terminal(s)) {
      const std::vector<double> r = test::returns_of(s);
      if (won) {
        if (s.outcome != Outcome::kWin || s.winner != mover ||
            r != std::vector<double>{mover == 0 ? 1.0 : -1.0, mover == 0 ? -1.0 : 1.0}) {
          MARBLES_BROKEN("player " << mover << " reached 6 points and should have won");
        }
        ++totals.wins[mover];
      } else {
        if (s.outcome != Outcome::kDraw || r != std::vector<double>{0, 0}) {
          MARBLES_BROKEN("a draw expected");
        }
        totals.repetitions += repeated ? 1 : 0;
        totals.quiet_draws += repeated ? 0 : 1;
      }
      Game::Actions none;
      Game::legal_actions(s, none);
      if (!none.empty() || Game::to_move(s) != kNobody) {
        MARBLES_BROKEN("a finished game has a player to move");
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

void play_many(const char* variant_text, std::uint64_t base_seed) {
  const Variant v = test::variant(variant_text);
  Totals totals;
  std::vector<Key> seen;
  seen.reserve(2 * kQuietLimit + 2);
  if (!test::play_watched_games<Game>(v, base_seed, kGamesPerLayout, kMaxPlies, [&](int g) {
        return Watch(Game::initial(v), totals, g % 4 == 0, seen);
      })) {
    return;
  }
  std::printf(
      "  %s: wins %d/%d, draws: repetition %d, 200 turns %d; %d scored, %d into an occupied "
      "target (%d put back, %d aside), %d corner pushes, %d passes; %.1f actions a game, "
      "longest %d\n",
      Game::variant_text(v).c_str(), totals.wins[0], totals.wins[1], totals.repetitions,
      totals.quiet_draws, totals.scored, totals.into_occupied, totals.put_back, totals.aside,
      totals.corner_pushes, totals.passes, static_cast<double>(totals.plies) / kGamesPerLayout,
      totals.longest);
  // The endings and the rarer events all happen.
  EXPECT_GT(totals.wins[0], 0);
  EXPECT_GT(totals.wins[1], 0);
  EXPECT_GT(totals.quiet_draws + totals.repetitions, 0);
  EXPECT_GT(totals.into_occupied, 0);
  EXPECT_GT(totals.put_back, 0);
  EXPECT_GT(totals.aside, 0);
  EXPECT_GT(totals.corner_pushes, 0);
}

TEST(OffboardRandom, Default_GamesKeepTheInvariants) {
  play_many("default", 7'000'000);
}

TEST(OffboardRandom, EqualValues_GamesKeepTheInvariants) {
  play_many("targets 1,1,1,1,1,1,1,1,1,1,1,1", 7'100'000);
}

TEST(OffboardRandom, Reversed_GamesKeepTheInvariants) {
  play_many("targets 3,2,1,3,2,1,3,2,1,3,2,1", 7'200'000);
}

TEST(OffboardRandom, Irregular_GamesKeepTheInvariants) {
  play_many("targets 9,1,4,4,2,7,7,3,1,5,5,9", 7'300'000);
}

}  // namespace
}  // namespace marbles::offboard
