// Wali move counts at depth N ("perft"), checked against a deliberately naive reference written
// here from docs/RULES.md: its own board array, its own position-text reader, its own run and
// capture detection, moves as text. It shares nothing with the engine but the notation. On a
// mismatch the first node where the two disagree is printed with its board.
//
// The reference knows no repetition: no path here is long enough (8 plies) for a position to
// occur a third time, so the counts must agree exactly.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "core/rng.h"
#include "games/wali/rules.h"
#include "games/wali_test_util.h"

namespace marbles::wali {
namespace {

// ---------------------------------------------------------------------------------------------
// The reference

constexpr int kW = 6;
constexpr int kH = 5;

struct Ref {
  char g[kH][kW];  // g[row][col], row 0 = row "1", col 0 = column "A"; 's', 'o' or '.'
  int reserve[2];
  int player;
  bool remove;
  int quiet;
  int limit;  // a side with this many pieces or fewer has lost
  bool over;
};

char piece_of(int p) {
  return p == 0 ? 's' : 'o';
}

std::string name(int row, int col) {
  return std::string{static_cast<char>('A' + col), static_cast<char>('1' + row)};
}

int count(const Ref& r, char who) {
  int n = 0;
  for (int row = 0; row < kH; ++row) {
    for (int col = 0; col < kW; ++col) {
      n += r.g[row][col] == who ? 1 : 0;
    }
  }
  return n;
}

// Length of the longest horizontal or vertical run of `who` through (row, col), counting that
// cell as `who` whatever it holds.
int run_through(const Ref& r, int row, int col, char who) {
  int across = 1;
  for (int c = col - 1; c >= 0 && r.g[row][c] == who; --c) {
    ++across;
  }
  for (int c = col + 1; c < kW && r.g[row][c] == who; ++c) {
    ++across;
  }
  int up_down = 1;
  for (int w = row - 1; w >= 0 && r.g[w][col] == who; --w) {
    ++up_down;
  }
  for (int w = row + 1; w < kH && r.g[w][col] == who; ++w) {
    ++up_down;
  }
  return std::max(across, up_down);
}

bool placement(const Ref& r) {
  return r.reserve[0] > 0 || r.reserve[1] > 0;
}

std::vector<std::string> placements(const Ref& r, int p) {
  std::vector<std::string> out;
  if (r.reserve[p] == 0) {
    return out;
  }
  for (int row = 0; row < kH; ++row) {
    for (int col = 0; col < kW; ++col) {
      if (r.g[row][col] == '.' && run_through(r, row, col, piece_of(p)) < 3) {
        out.push_back(name(row, col));
      }
    }
  }
  return out;
}

const int kStepRow[4] = {1, 0, -1, 0};
const int kStepCol[4] = {0, 1, 0, -1};

std::vector<std::string> steps(const Ref& r, int p) {
  std::vector<std::string> out;
  for (int row = 0; row < kH; ++row) {
    for (int col = 0; col < kW; ++col) {
      if (r.g[row][col] != piece_of(p)) {
        continue;
      }
      for (int d = 0; d < 4; ++d) {
        const int tr = row + kStepRow[d];
        const int tc = col + kStepCol[d];
        if (tr >= 0 && tr < kH && tc >= 0 && tc < kW && r.g[tr][tc] == '.') {
          out.push_back(name(row, col) + "-" + name(tr, tc));
        }
      }
    }
  }
  return out;
}

void settle(Ref& r) {
  if (r.remove) {
    return;
  }
  if (placement(r)) {
    if (!placements(r, 0).empty() || !placements(r, 1).empty()) {
      return;
    }
    r.reserve[0] = 0;  // set aside
    r.reserve[1] = 0;
    r.quiet = 0;
  }
  if (count(r, 's') <= r.limit || count(r, 'o') <= r.limit) {
    r.over = true;
  } else if (steps(r, 0).empty() && steps(r, 1).empty()) {
    r.over = true;
  } else if (r.quiet >= 100) {
    r.over = true;
  }
}

Ref parse_ref(const std::string& text, int limit) {
  Ref r{};
  // "rows 5..1 separated by '/', then side, reserves, flag, quiet"
  size_t i = 0;
  for (int row = kH - 1; row >= 0; --row) {
    for (int col = 0; col < kW; ++col) {
      r.g[row][col] = text[i++];
    }
    ++i;  // '/' or ' '
  }
  r.player = text[i] == 's' ? 0 : 1;
  i += 2;
  size_t end = text.find(' ', i);
  r.reserve[0] = std::stoi(text.substr(i, end - i));
  i = end + 1;
  end = text.find(' ', i);
  r.reserve[1] = std::stoi(text.substr(i, end - i));
  i = end + 1;
  r.remove = text[i] == 'x';
  r.quiet = std::stoi(text.substr(i + 2));
  r.limit = limit;
  r.over = false;
  settle(r);
  return r;
}

std::vector<std::string> moves(const Ref& r) {
  std::vector<std::string> out;
  if (r.over) {
    return out;
  }
  if (r.remove) {
    for (int row = 0; row < kH; ++row) {
      for (int col = 0; col < kW; ++col) {
        if (r.g[row][col] == piece_of(1 - r.player)) {
          out.push_back("x" + name(row, col));
        }
      }
    }
    return out;
  }
  out = placement(r) ? placements(r, r.player) : steps(r, r.player);
  if (out.empty()) {
    out.push_back("pass");
  }
  return out;
}

Ref play_ref(Ref r, const std::string& m) {
  const int p = r.player;
  if (m == "pass") {
    if (!placement(r)) {
      ++r.quiet;
    }
    r.player = 1 - p;
  } else if (m[0] == 'x') {
    r.g[m[2] - '1'][m[1] - 'A'] = '.';
    r.remove = false;
    r.quiet = 0;
    r.player = 1 - p;
    if (count(r, piece_of(1 - p)) <= r.limit) {
      r.over = true;
      return r;
    }
  } else if (m.size() == 2) {
    r.g[m[1] - '1'][m[0] - 'A'] = piece_of(p);
    --r.reserve[p];
    r.player = 1 - p;
  } else {
    const int fr = m[1] - '1';
    const int fc = m[0] - 'A';
    const int tr = m[4] - '1';
    const int tc = m[3] - 'A';
    r.g[fr][fc] = '.';
    r.g[tr][tc] = piece_of(p);
    ++r.quiet;
    // The moved piece stands in a run of three or more: the run is new (its cell was empty).
    if (run_through(r, tr, tc, piece_of(p)) >= 3) {
      r.remove = true;
    } else {
      r.player = 1 - p;
    }
  }
  settle(r);
  return r;
}

// ---------------------------------------------------------------------------------------------
// The checks

std::string ref_board(const Ref& r) {
  std::string out;
  for (int row = kH - 1; row >= 0; --row) {
    out += static_cast<char>('1' + row);
    for (int col = 0; col < kW; ++col) {
      out += ' ';
      out += r.g[row][col];
    }
    out += '\n';
  }
  return out + "reference: " + (r.player == 0 ? "sticks" : "stones") + " to move" +
         (r.over ? ", over" : "") + (r.remove ? ", removal" : "") + "\n";
}

struct PerftCase {
  const char* text;
  bool variant_1980;
  int depth;
};

const games_test::Reference<State, Ref> kReference{moves, play_ref, ref_board};

void check_perft(const std::string& text, bool v1980, int depth) {
  SCOPED_TRACE("position " + text + (v1980 ? " (1980)" : "") + ", depth " + std::to_string(depth));
  const Variant v = v1980 ? test::variant_of<Game>("1980") : Variant{};
  const State s = test::position(text, v);
  const Ref r = parse_ref(text, v1980 ? 0 : 2);
  kReference.check(s, r, depth);
}

// No placement restriction can bite in the first four plies: 30 * 29 * 28 * 27.
TEST(WaliPerft, Start_MatchesReference) {
  check_perft("....../....../....../....../...... s 12 12 - 0", false, 4);
  EXPECT_EQ(test::perft<Game>(Game::initial({}), 4), 30u * 29u * 28u * 27u);
}

TEST(WaliPerft, Placement_MatchesReference) {
  const PerftCase cases[] = {
      // Runs of two everywhere: the three-in-a-row rule decides most placements.
      {"oo...o/..s.o./..s..o/o...../ss.ss. s 6 6 - 0", false, 5},
      {"ss.ss./o.o.o./.s.s.s/oo.oo./...... s 5 5 - 0", false, 5},
      // Sticks cannot place and pass; the placement phase ends on the way.
      {"os.soo/os.s.s/soo..o/ss.oso/.oo.ss s 1 1 - 0", false, 6},
      // Sticks have no piece left, stones place their last two, then movement.
      {"ssooss/.ossoo/ssooss/o.ssoo/...... s 0 2 - 0", false, 6},
      {"ssooss/.ossoo/ssooss/o.ssoo/...... s 0 2 - 0", true, 6},
  };
  for (const PerftCase& c : cases) {
    check_perft(c.text, c.variant_1980, c.depth);
  }
}

TEST(WaliPerft, Movement_MatchesReference) {
  const PerftCase cases[] = {
      // Jeux & Strategie 1980, "Niamey": captures on both sides within a few plies.
      {"s...so/so.o../..so.s/.oosoo/.ss... s 0 0 - 0", false, 5},
      // A standing line, cheval simple, a double line.
      {"oo.o../....so/....../....../sss... s 0 0 - 0", false, 5},
      {"oo.o../.....o/..s.../..s.../ss.s.. s 0 0 - 0", false, 5},
      // A removal pending.
      {"s...so/so.o../..so.s/.oosoo/.ss.s. s 0 0 x 12", false, 5},
      // The 100-move rule falls inside the tree.
      {"s...so/so.o../..so.s/.oosoo/.ss... s 0 0 - 97", false, 5},
      // Few pieces: captures end the game (two left in the default, none in 1980).
      {"oo...o/....../....../..s.../ss.... s 0 0 - 0", false, 5},
      {"o...o./....../....../..s.../ss.... s 0 0 - 0", true, 5},
      // Walled-in sticks pass.
      {".....o/....../o...../so..../sso... s 0 0 - 5", false, 6},
  };
  for (const PerftCase& c : cases) {
    check_perft(c.text, c.variant_1980, c.depth);
  }
}

// Positions reached by seeded random play: late placement and the movement phase.
TEST(WaliPerft, RandomPositions_MatchReference) {
  const int checked = test::for_random_positions<Game>(
      {Variant{}, test::variant_of<Game>("1980")}, 12, 18, 40,
      [](const State& s, size_t v1980) { check_perft(Game::position_text(s), v1980 == 1, 5); });
  EXPECT_GE(checked, 16);
}

// The reference itself is checked on a few facts from the rules, so that a shared mistake is
// unlikely to pass unnoticed.
TEST(WaliPerft, Reference_KnowsTheRules) {
  const Ref start = parse_ref("....../....../....../....../...... s 12 12 - 0", 2);
  EXPECT_EQ(moves(start).size(), 30u);
  const Ref two = parse_ref("....o./.....o/....../....../ss.... s 10 10 - 0", 2);
  const std::vector<std::string> m = moves(two);
  EXPECT_EQ(std::count(m.begin(), m.end(), "C1"), 0);
  EXPECT_EQ(std::count(m.begin(), m.end(), "A2"), 1);
  const Ref capture =
      play_ref(parse_ref("oo.o../.....o/....../..s.../ss.... s 0 0 - 0", 2), "C2-C1");
  EXPECT_TRUE(capture.remove);
  EXPECT_EQ(moves(capture).size(), 4u);
  const Ref lost = play_ref(
      play_ref(parse_ref("oo...o/....../....../..s.../ss.... s 0 0 - 0", 2), "C2-C1"), "xF5");
  EXPECT_TRUE(lost.over);
}

}  // namespace
}  // namespace marbles::wali
