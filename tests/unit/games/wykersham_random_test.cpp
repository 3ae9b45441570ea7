// 10,000 seeded random Wykersham games, chance drawn by weight, with the invariants checked after
// every action: 30 marbles per colour accounted for (board + hand + own removed + forfeited into
// the opponent's tray), offsets within -2..+2 and the middle rail at 0, the legal actions never
// empty before the end, sorted, unique and exactly the ones the test computes itself from the
// rules (placements, forfeits, slides with goals found by scanning cups, removals by search),
// position text round-trips to an equal state and hash, equal hashes only for equal positions
// within a game, and the turn structure: turns alternate from the roll-off's winner, two
// marbles (placed or forfeited) per turn, 15 turns each, then the end.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

#include "core/rng.h"
#include "games/wykersham/rules.h"
#include "games/wykersham_test_util.h"
#include "ui/messages.h"

namespace marbles::wykersham {
namespace {

using namespace test;

constexpr int kGames = 10000;

struct List {
  std::vector<Action> items;
  void push(Action a) { items.push_back(a); }
};

// The cup of rail r at position pos, by scanning the rail's cups; -1 when none.
int cup_at(const State& s, int r, int pos) {
  for (int k = 0; k < kCupsPerRail; ++k) {
    if (k - 5 + s.offset[r] == pos) {
      return cell(r, k);
    }
  }
  return -1;
}

// Whether line (kind, q) has a cup with a marble of p at each of its five positions.
bool complete(const State& s, int p, int kind, int q) {
  const int step = kind == 0 ? 0 : (kind == 1 ? 1 : -1);
  for (int r = 0; r < kRails; ++r) {
    const int c = cup_at(s, r, q + step * (r - 2));
    if (c < 0 || s.marbles[p][c] == 0) {
      return false;
    }
  }
  return true;
}

bool slide_scores(const State& s, int p, int r, int dir) {
  State after = s;
  after.offset[r] = static_cast<std::int8_t>(after.offset[r] + dir);
  for (int kind = 0; kind < 3; ++kind) {
    for (int q = -5; q <= 5; ++q) {
      if (complete(after, p, kind, q) && !complete(s, p, kind, q)) {
        return true;
      }
    }
  }
  return false;
}

// The cell of cross-row x (label position x - 3) on rail r, by scanning.
int row_cup(const State& s, int x, int r) {
  return cup_at(s, r, x - 3);
}

bool cup_ok(const State& s, int x, int r) {
  if ((s.slid >> r) & 1u) {
    return false;
  }
  const int c = row_cup(s, x, r);
  return x == kRowN || s.marbles[1 - s.player][c] == 0;
}

// The goal lines' cells (each line's five cups, by scanning).
std::vector<std::vector<int>> goal_line_cells(const State& s) {
  std::vector<std::vector<int>> out;
  for (int id = 0; id < kLines; ++id) {
    if (((s.goal_lines >> id) & 1u) == 0) {
      continue;
    }
    const int kind = id / 11;
    const int q = id % 11 - 5;
    const int step = kind == 0 ? 0 : (kind == 1 ? 1 : -1);
    std::vector<int> cells;
    for (int r = 0; r < kRails; ++r) {
      cells.push_back(cup_at(s, r, q + step * (r - 2)));
    }
    out.push_back(cells);
  }
  return out;
}

bool covered(const std::vector<std::vector<int>>& lines, const std::vector<bool>& removed) {
  for (const auto& l : lines) {
    if (std::all_of(l.begin(), l.end(), [&](int c) { return removed[c]; })) {
      return true;
    }
  }
  return false;
}

// Whether some sequence of removals in non-decreasing cell order, from `removed` and after cell
// `last`, covers a goal line: a search over the cells still to visit.
bool can_cover(const State& s, const std::vector<std::vector<int>>& lines,
               std::vector<bool>& removed, int last) {
  if (covered(lines, removed)) {
    return true;
  }
  std::vector<int> cells;
  for (const auto& l : lines) {
    cells.insert(cells.end(), l.begin(), l.end());
  }
  std::sort(cells.begin(), cells.end());
  cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
  for (int c : cells) {
    if (c > last && !removed[c] && s.marbles[s.player][c] > 0) {
      removed[c] = true;
      const bool ok = can_cover(s, lines, removed, c);
      removed[c] = false;
      if (ok) {
        return true;
      }
    }
  }
  return false;
}

// The legal actions from the rules, computed independently of the engine's bit masks.
std::vector<Action> expected_actions(const State& s) {
  List out;
  const int p = s.player;
  if (s.phase == Phase::kPlace) {
    const bool dbl = s.dice[0] == s.dice[1];
    std::vector<int> rows;
    if (dbl) {
      rows.push_back(kRowN);
      const bool v_used = (s.used & 2) != 0;  // a marble went to cross-row v
      if (!v_used) {
        rows.push_back(row_of_value(s.dice[0]));
      }
    } else {
      for (int d = 0; d < 2; ++d) {
        if (((s.used >> d) & 1) == 0) {
          const int x = row_of_value(s.dice[d]);
          bool any = false;
          for (int r = 0; r < kRails; ++r) {
            any = any || cup_ok(s, x, r);
          }
          if (!any) {
            return {kForfeit};
          }
          rows.push_back(x);
        }
      }
    }
    std::sort(rows.begin(), rows.end());
    for (int x : rows) {
      for (int r = 0; r < kRails; ++r) {
        if (cup_ok(s, x, r)) {
          out.push(place_action(x, r));
        }
      }
    }
  } else if (s.phase == Phase::kSlide) {
    const int r = s.slide_rail;
    bool ok[2];
    bool scores[2];
    for (int i = 0; i < 2; ++i) {
      const int dir = i == 0 ? -1 : 1;
      const int o = s.offset[r] + dir;
      ok[i] = r != kFixedRail && o >= -2 && o <= 2 && (s.slide_dir == 0 || s.slide_dir == dir);
      scores[i] = ok[i] && slide_scores(s, p, r, dir);
    }
    if (scores[0] || scores[1]) {
      for (int i = 0; i < 2; ++i) {
        if (scores[i]) {
          out.push(kSlideMinus + i);
        }
      }
    } else {
      for (int i = 0; i < 2; ++i) {
        if (ok[i]) {
          out.push(kSlideMinus + i);
        }
      }
      out.push(kSlideNone);
    }
  } else if (s.phase == Phase::kRemove) {
    const auto lines = goal_line_cells(s);
    std::vector<bool> removed(kCells, false);
    bool any_removed = false;
    for (int c = 0; c < kCells; ++c) {
      removed[c] = ((s.removed_cells >> c) & 1u) != 0;
      any_removed = any_removed || removed[c];
    }
    for (int c = 0; c < kCells; ++c) {
      bool on_line = false;
      for (const auto& l : lines) {
        on_line = on_line || std::find(l.begin(), l.end(), c) != l.end();
      }
      if (!on_line || c < s.last_removed || s.marbles[p][c] == 0) {
        continue;
      }
      std::vector<bool> after = removed;
      after[c] = true;
      if (can_cover(s, lines, after, c)) {
        out.push(remove_action(c));
      }
    }
    if (!any_removed || covered(lines, removed)) {
      out.push(kDone);
    }
  }
  return out.items;
}

std::string broken(const State& s) {
  for (int p = 0; p < 2; ++p) {
    int n = s.hand[p] + s.taken[p] + s.gifts[1 - p];
    for (int c = 0; c < kCells; ++c) {
      n += s.marbles[p][c];
    }
    if (n != kMarbles) {
      return "colour " + std::to_string(p) + " accounts for " + std::to_string(n) + " marbles";
    }
    // The kept cup masks are those of the counts (each cup's bit, one by one).
    for (int c = 0; c < kCells; ++c) {
      const bool bit = ((s.cups[p][rail_of(c)] >> cup_of(c)) & 1u) != 0;
      if (bit != (s.marbles[p][c] > 0)) {
        return "colour " + std::to_string(p) + ": the cup mask of cell " + cell_name(c) +
               " disagrees with its count";
      }
    }
  }
  for (int r = 0; r < kRails; ++r) {
    if (s.offset[r] < -kMaxOffset || s.offset[r] > kMaxOffset) {
      return "offset out of range";
    }
  }
  if (s.offset[kFixedRail] != 0) {
    return "the middle rail moved";
  }
  return "";
}

// The legal actions against the reference's (expected_actions), both listed when they differ;
// empty when they are the same.
std::string differs_from_reference(const State& s, const Game::Actions& legal) {
  const std::vector<Action> mine(legal.begin(), legal.end());
  const std::vector<Action> ref = expected_actions(s);
  if (mine == ref) {
    return "";
  }
  std::string m;
  std::string r;
  for (Action x : mine) {
    m += " " + Game::action_text(s, x);
  }
  for (Action x : ref) {
    r += " " + Game::action_text(s, x);
  }
  return "legal actions:" + m + "\nexpected:" + r;
}

TEST(WykershamRandom, TenThousandGamesInvariantsAndReferenceMoves) {
  long actions = 0;
  long forfeits = 0;
  long goals = 0;
  long removals = 0;
  int wins[3] = {0, 0, 0};
  for (int g = 0; g < kGames; ++g) {
    Rng rng(static_cast<std::uint64_t>(g) + 1);
    State s = Game::initial({});
    std::map<std::uint64_t, std::string> seen;
    int turns[2] = {0, 0};
    int marbles_this_turn = 0;
    bool failed = false;
    while (!failed) {
      auto at = [&]() { return "game " + std::to_string(g) + show(s); };  // on failure only
      const std::string why = broken(s);
      if (!why.empty()) {
        ADD_FAILURE() << why << at();
        break;
      }
      // Position text and hash.
      const std::string text = Game::position_text(s);
      Result<State> back = Game::parse_position({}, text);
      if (!back.ok()) {
        ADD_FAILURE() << "position text does not parse: " << ui::text(back.error(), Lang::kEn)
                      << at();
        break;
      }
      EXPECT_TRUE(*back == s) << at();
      EXPECT_EQ(Game::hash(*back), Game::hash(s)) << at();
      auto [it, fresh] = seen.emplace(Game::hash(s), text);
      if (!fresh && it->second != text) {
        ADD_FAILURE() << "hash collision: " << it->second << " and " << text;
        failed = true;
      }
      if (Game::is_terminal(s)) {
        break;
      }
      Action a = kNoAction;
      if (Game::to_move(s) == kChance) {
        Game::Chances c;
        Game::chance_outcomes(s, c);
        int w[Game::Chances::kCapacity];
        for (int i = 0; i < c.size(); ++i) {
          w[i] = c[i].weight;
        }
        a = c[rng.weighted(w, c.size())].action;
        if (is_roll(a)) {
          // A turn begins: the right player, the previous turn complete.
          EXPECT_EQ(marbles_this_turn, 0) << at();
          const int expected = (s.turn % 2 == 0) ? s.starter : 1 - s.starter;
          EXPECT_EQ(s.player, expected) << at();
          ++turns[s.player];
          marbles_this_turn = 0;
        }
      } else {
        Game::Actions legal;
        Game::legal_actions(s, legal);
        if (legal.empty()) {
          ADD_FAILURE() << "no legal action" << at();
          break;
        }
        for (int i = 1; i < legal.size(); ++i) {
          if (legal[i - 1] >= legal[i]) {
            ADD_FAILURE() << "legal actions not sorted and unique" << at();
            failed = true;
          }
        }
        const std::string differs = differs_from_reference(s, legal);
        if (!differs.empty()) {
          ADD_FAILURE() << differs << at();
          break;
        }
        Rng copy = rng;
        a = legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))];
        EXPECT_EQ(Game::random_action(s, copy), a) << at();
        forfeits += a == kForfeit ? 1 : 0;
        removals += is_remove(a) ? 1 : 0;
        marbles_this_turn += (is_place(a) || a == kForfeit) ? 1 : 0;
      }
      const int mover = s.player;
      const int turn = s.turn;
      const bool in_turn = Game::to_move(s) != kChance;
      Game::apply(s, a);
      ++actions;
      goals +=
          s.phase == Phase::kRemove && s.removed_cells == 0 && s.last_removed < 0 && is_slide(a)
              ? 1
              : 0;
      if (in_turn && s.turn == turn && s.phase == Phase::kRoll && s.player != mover) {
        EXPECT_EQ(marbles_this_turn, 2) << at();
        marbles_this_turn = 0;
      }
      if (Game::is_terminal(s)) {
        EXPECT_EQ(marbles_this_turn, 2) << at();
        marbles_this_turn = 0;
      }
    }
    if (failed || !Game::is_terminal(s)) {
      if (!Game::is_terminal(s)) {
        ADD_FAILURE() << "game " << g << " stopped early";
      }
      break;
    }
    EXPECT_EQ(turns[0], kTurns) << g;
    EXPECT_EQ(turns[1], kTurns) << g;
    EXPECT_EQ(s.turn, 2 * kTurns);
    double r[2];
    Game::returns(s, r);
    wins[r[0] > 0 ? 0 : (r[0] < 0 ? 1 : 2)]++;
  }
  std::printf(
      "  %d games: red won %d, green won %d, draws %d; %ld actions, %ld forfeits, %ld goals, "
      "%ld removals\n",
      kGames, wins[0], wins[1], wins[2], actions, forfeits, goals, removals);
  EXPECT_GT(goals, 0);
  EXPECT_GT(forfeits, 0);
  EXPECT_GT(removals, 0);
}

// scoring_placements (the AI's playout policy) against placing, then asking slide_scores's
// scan; first_removal against the head of the legal list; legal_into against the list. 300
// random games.
TEST(WykershamRandom, ScoringPlacementsAndFirstRemovalAgreeWithTheRules) {
  long scoring = 0;
  long not_scoring = 0;
  long removal_states = 0;
  for (int g = 0; g < 300; ++g) {
    Rng rng(static_cast<std::uint64_t>(g) + 77);
    State s = Game::initial({});
    while (!Game::is_terminal(s)) {
      if (Game::to_move(s) == kChance) {
        Game::Chances c;
        Game::chance_outcomes(s, c);
        Game::apply(s, c[static_cast<int>(rng.below(static_cast<std::uint32_t>(c.size())))].action);
        continue;
      }
      Game::Actions legal;
      Game::legal_actions(s, legal);
      Action into[Game::Actions::kCapacity];
      const int m = legal_into(s, into);
      ASSERT_EQ(std::vector<Action>(into, into + m),
                std::vector<Action>(legal.begin(), legal.end()))
          << "game " << g << show(s);
      Action found[Game::Actions::kCapacity];
      const int n = scoring_placements(s, legal.begin(), legal.size(), found);
      std::vector<Action> expected;
      for (Action a : legal) {
        if (!is_place(a)) {
          continue;
        }
        State t = s;
        Game::apply(t, a);
        const int r = place_rail(a);
        bool scores = false;
        for (int dir = -1; dir <= 1 && t.phase == Phase::kSlide; dir += 2) {
          const int o = t.offset[r] + dir;
          const bool ok = r != kFixedRail && o >= -kMaxOffset && o <= kMaxOffset &&
                          (t.slide_dir == 0 || t.slide_dir == dir);
          scores = scores || (ok && slide_scores(t, s.player, r, dir));
        }
        if (scores) {
          expected.push_back(a);
        }
        (scores ? scoring : not_scoring) += 1;
      }
      ASSERT_EQ(std::vector<Action>(found, found + n), expected) << "game " << g << show(s);
      if (s.phase == Phase::kRemove) {
        ++removal_states;
        ASSERT_EQ(first_removal(s), legal[0]) << "game " << g << show(s);
      } else {
        ASSERT_EQ(first_removal(s), kNoAction);
      }
      Game::apply(s, legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))]);
    }
  }
  std::printf("  %ld scoring placements, %ld others, %ld removal states\n", scoring, not_scoring,
              removal_states);
  EXPECT_GT(scoring, 100);
  EXPECT_GT(not_scoring, 10 * scoring);
  EXPECT_GT(removal_states, 100);
}

// random_chance (the playouts' draw by a table) against rng.weighted() over chance_outcomes with
// the same draw, at the roll-off and at rolls of every kind, and the rolls' frequencies.
TEST(WykershamRandom, RandomChanceIsTheWeightedDrawOfTheOutcomes) {
  State roll_off = Game::initial({});
  State roll = roll_off;
  Game::apply(roll, kRollOffGreen);
  std::map<Action, int> seen;
  for (const State& s : {roll_off, roll}) {
    Game::Chances c;
    Game::chance_outcomes(s, c);
    int weights[Game::Chances::kCapacity];
    for (int i = 0; i < c.size(); ++i) {
      weights[i] = c[i].weight;
    }
    for (std::uint64_t seed = 1; seed <= 36000; ++seed) {
      Rng a(seed);
      Rng b(seed);
      const Action drawn = Game::random_chance(s, a);
      ASSERT_EQ(drawn, c[b.weighted(weights, c.size())].action) << "seed " << seed << show(s);
      ASSERT_EQ(a.next(), b.next()) << "the same number of draws, seed " << seed;
      if (s.phase == Phase::kRoll) {
        ++seen[drawn];
      }
    }
  }
  ASSERT_EQ(seen.size(), 21u);
  for (const auto& [action, count] : seen) {
    // 1,000 per weight unit expected (36,000 draws, weights 1 or 2 of 36); within 5 sigma.
    const int weight = roll_lo(action) == roll_hi(action) ? 1 : 2;
    EXPECT_NEAR(count, 1000 * weight, 5 * std::sqrt(1000.0 * weight))
        << Game::action_text(roll, action);
  }
}

}  // namespace
}  // namespace marbles::wykersham
