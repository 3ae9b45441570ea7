// 10,000 seeded random Quits games per variant, with the invariants checked after every action:
// marbles are conserved (on the board + out = marbles per player), no two marbles share a cell,
// none sits on its own exit corner, out counts never decrease and rise by at most one a turn in
// all, the turn passes to the next seat, the legal actions are sorted, unique and exactly the
// ones the test computes itself from the rules (so the reverse of the previous slide is never
// among them, and a pass only when nothing else is possible), every legal action applies (on a
// copy, in one game out of sixteen), the turn count and the repetitions agree with the test's own
// bookkeeping, and every ending has its reason: a winner at the target, a third repetition, or
// 200 turns without an exit.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "core/rng.h"
#include "games/quits/rules.h"
#include "games/quits_test_util.h"

namespace marbles::quits {
namespace {

constexpr int kGames = 10000;
constexpr int kFullCheckEvery = 16;  // games whose every legal action is applied on a copy
// Between two exits at most kQuietLimit turns, and at most 4 exits before the winning one (two
// each with two players and five marbles, none otherwise).
constexpr int kMaxPlies = (kQuietLimit + 1) * (4 + 1);

int sign(int x) {
  return x > 0 ? 1 : (x < 0 ? -1 : 0);
}

int dir_index(int dx, int dy) {
  for (int d = 0; d < kDirs; ++d) {
    if (kDx[d] == dx && kDy[d] == dy) {
      return d;
    }
  }
  return -1;
}

// The seat on each cell, or -1.
using Grid = std::array<int, kCells>;

Grid grid_of(const State& s) {
  Grid g;
  for (int c = 0; c < kCells; ++c) {
    g[static_cast<size_t>(c)] = -1;
    for (int q = 0; q < s.variant.players; ++q) {
      if ((s.board[q] >> c & 1u) != 0) {
        g[static_cast<size_t>(c)] = q;
      }
    }
  }
  return g;
}

// A small list of actions on the stack.
struct List {
  Action items[64];
  int size = 0;
  void push(Action a) { items[size++] = a; }
};

// The legal actions computed cell by cell from the rules: the three steps towards the exit
// (forward diagonal and the two sideways diagonals, or the orthogonal variant's forward
// diagonal and two straight steps) onto empty cells, then the slides of the lines holding an
// own marble whose lifted end is empty, minus the reverse of the previous slide; else a pass.
List expected_actions(const State& s) {
  List out;
  const Grid g = grid_of(s);
  auto who = [&](int c) { return g[static_cast<size_t>(c)]; };
  const Variant& v = s.variant;
  const int p = s.player;
  const int home = home_corner(v, p);
  const int exit = exit_corner(v, p);
  const int fx = sign(col_of(exit) - col_of(home));
  const int fy = sign(row_of(exit) - row_of(home));
  const int steps[3][2] = {{fx, fy}, {fx, v.orthogonal ? 0 : -fy}, {v.orthogonal ? 0 : -fx, fy}};
  for (int c = 0; c < kCells; ++c) {
    if (who(c) != p) {
      continue;
    }
    for (const auto& st : steps) {
      const int x = col_of(c) + st[0];
      const int y = row_of(c) + st[1];
      if (x >= 0 && x < kSize && y >= 0 && y < kSize && who(cell(x, y)) < 0) {
        out.push(move_action(c, dir_index(st[0], st[1])));
      }
    }
  }
  for (int line = 0; line < kLines; ++line) {
    bool mine = false;
    for (int i = 0; i < kSize; ++i) {
      mine = mine || who(line_cell(line, i)) == p;
    }
    if (!mine) {
      continue;
    }
    for (bool high : {true, false}) {
      const Action a = slide_action(line, high);
      const bool reverse = s.last_slide >= 0 && slide_line(s.last_slide) == line &&
                           slide_toward_high(s.last_slide) != high;
      if (who(line_cell(line, high ? kSize - 1 : 0)) < 0 && !reverse) {
        out.push(a);
      }
    }
  }
  std::sort(out.items, out.items + out.size);
  if (out.size == 0) {
    out.push(kPass);
  }
  return out;
}

// Whether the marble counts, cells and corners are right; an empty string when they are.
std::string broken(const State& s) {
  const Variant& v = s.variant;
  std::uint32_t seen = 0;
  for (int q = 0; q < kMaxSeats; ++q) {
    if (q >= v.players) {
      if (s.board[q] != 0 || s.out[q] != 0) {
        return "marbles for a seat not in the game";
      }
      continue;
    }
    if ((s.board[q] >> kCells) != 0) {
      return "a marble off the board";
    }
    if ((seen & s.board[q]) != 0) {
      return "two marbles on one cell";
    }
    seen |= s.board[q];
    if (test::on_board(s, q) + s.out[q] != v.marbles) {
      return "seat " + std::to_string(q) + " has " + std::to_string(test::on_board(s, q)) +
             " on the board and " + std::to_string(s.out[q]) + " out";
    }
    if ((s.board[q] >> exit_corner(v, q) & 1u) != 0) {
      return "seat " + std::to_string(q) + " has a marble on its exit corner";
    }
  }
  return "";
}

int total_out(const State& s) {
  int n = 0;
  for (int q = 0; q < kMaxSeats; ++q) {
    n += s.out[q];
  }
  return n;
}

struct Totals {
  int wins[kMaxSeats] = {0, 0, 0, 0};
  int repetitions = 0;
  int quiet_draws = 0;
  int exits = 0;
  int exits_by_others = 0;  // a marble taken out by another player's slide
  int passes = 0;
  long plies = 0;
  int longest = 0;
};

// A position for repetition: boards, player to move, forbidden slide.
using Key = std::array<std::uint32_t, kMaxSeats + 2>;

Key key_of(const State& s) {
  return Key{s.board[0], s.board[1], s.board[2],
             s.board[3], s.player,   static_cast<std::uint32_t>(s.last_slide + 1)};
}

// One game's bookkeeping, and the checks before and after each action (test::play_watched).
struct Watch {
  Totals& totals;
  bool full;               // every legal action applied and checked, not only the one played
  std::vector<Key>& seen;  // the positions since the last exit
  int quiet = 0;

  Watch(const State& start, Totals& t, bool all, std::vector<Key>& scratch)
      : totals(t), full(all), seen(scratch) {
    seen.clear();
    seen.push_back(key_of(start));
  }

  std::string check_legal(const State& s, const Game::Actions& legal) {
    const List expected = expected_actions(s);
    const std::string differ = test::actions_differ(s, legal, expected.items, expected.size);
    if (!differ.empty()) {
      return differ;
    }
    if (s.last_slide >= 0 && legal.contains(reverse_slide(s.last_slide))) {
      MARBLES_BROKEN("the reverse of the last slide is legal");
    }
    if (full) {
      for (Action a : legal) {
        State t = s;
        Game::apply(t, a);
        const std::string why = broken(t);
        if (!why.empty() || total_out(t) - total_out(s) > 1) {
          MARBLES_BROKEN("applying " << Game::action_text(s, a) << ": " << why << test::show(t));
        }
      }
    }
    return "";
  }

  std::string after(const State& before, Action a, const State& s) {
    const Variant& v = s.variant;
    const int n = v.players;
    const int mover = Game::to_move(before);

    const std::string why = broken(s);
    if (!why.empty()) {
      MARBLES_BROKEN(why << " after " << Game::action_text(before, a));
    }
    int rise = 0;
    int risen = -1;
    for (int q = 0; q < n; ++q) {
      if (s.out[q] < before.out[q]) {
        MARBLES_BROKEN("seat " << q << "'s out count went down");
      }
      if (s.out[q] > before.out[q]) {
        rise += s.out[q] - before.out[q];
        risen = q;
      }
    }
    if (rise > 1) {
      MARBLES_BROKEN(rise << " marbles left in one turn");
    }
    totals.exits += rise;
    totals.exits_by_others += rise == 1 && risen != mover ? 1 : 0;
    totals.passes += a == kPass ? 1 : 0;
    if (is_move(a) && risen >= 0 && risen != mover) {
      MARBLES_BROKEN("a marble move took out another player's marble");
    }
    if (s.last_slide != (is_slide(a) ? a : -1)) {
      MARBLES_BROKEN("last slide " << s.last_slide << " after " << Game::action_text(before, a));
    }
    if (s.player != (mover + 1) % n) {
      MARBLES_BROKEN("the turn went from seat " << mover << " to seat " << int{s.player});
    }
    // The turn count and the repetitions, kept here.
    if (rise > 0) {
      quiet = 0;
      seen.clear();
    } else {
      ++quiet;
    }
    if (quiet != s.quiet) {
      MARBLES_BROKEN("turn count " << s.quiet << ", expected " << quiet);
    }
    seen.push_back(key_of(s));
    const auto occurrences = std::count(seen.begin(), seen.end(), seen.back());

    // The end.
    const bool won = risen >= 0 && s.out[risen] >= target(v);
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
        if (s.outcome != Outcome::kWin || s.winner != risen) {
          MARBLES_BROKEN("seat " << risen << " reached the target and should have won");
        }
        for (int q = 0; q < n; ++q) {
          if (r[static_cast<size_t>(q)] != (q == risen ? 1 : -1)) {
            MARBLES_BROKEN("returns of a win");
          }
        }
        ++totals.wins[risen];
      } else {
        if (s.outcome != Outcome::kDraw) {
          MARBLES_BROKEN("a draw expected");
        }
        for (double x : r) {
          if (x != 0) {
            MARBLES_BROKEN("returns of a draw");
          }
        }
        totals.repetitions += repeated ? 1 : 0;
        totals.quiet_draws += repeated ? 0 : 1;
      }
      if (Game::to_move(s) != kNobody) {
        MARBLES_BROKEN("a finished game has a player to move");
      }
      Game::Actions none;
      Game::legal_actions(s, none);
      if (!none.empty()) {
        MARBLES_BROKEN("a finished game has legal actions");
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
  seen.reserve(kQuietLimit + 2);
  if (!test::play_watched_games<Game>(v, base_seed, kGames, kMaxPlies, [&](int g) {
        return Watch(Game::initial(v), totals, g % kFullCheckEvery == 0, seen);
      })) {
    return;
  }
  std::printf(
      "  %s: wins by seat %d/%d/%d/%d, draws: repetition %d, 200 turns %d; %d exits (%d by "
      "another player's slide), %d passes, %.1f actions a game, longest %d\n",
      Game::variant_text(v).c_str(), totals.wins[0], totals.wins[1], totals.wins[2], totals.wins[3],
      totals.repetitions, totals.quiet_draws, totals.exits, totals.exits_by_others, totals.passes,
      static_cast<double>(totals.plies) / kGames, totals.longest);
  // The endings and the rarer events all happen in 10,000 random games.
  for (int q = 0; q < v.players; ++q) {
    EXPECT_GT(totals.wins[q], 0) << "seat " << q;
  }
  EXPECT_GT(totals.exits_by_others, 0);
}

TEST(QuitsRandom, Default_TenThousandGamesKeepTheInvariants) {
  play_many("default", 3'000'000);
}

TEST(QuitsRandom, ThreeMarbles_TenThousandGamesKeepTheInvariants) {
  play_many("3-marbles", 4'000'000);
}

TEST(QuitsRandom, FourPlayers_TenThousandGamesKeepTheInvariants) {
  play_many("4-players", 5'000'000);
}

TEST(QuitsRandom, Orthogonal_TenThousandGamesKeepTheInvariants) {
  play_many("orthogonal", 6'000'000);
}

}  // namespace
}  // namespace marbles::quits
