// Yoté move counts at depth N ("perft"), checked against a deliberately naive reference written
// here from docs/RULES.md: its own board array, its own position-text reader, its own step, jump
// and removal rules, moves as text. It shares nothing with the engine but the notation. On a
// mismatch the first node where the two disagree is printed with its board.
//
// The reference knows no repetition: no path here is long enough (at most 5 plies) for a
// position to occur a third time, so the counts must agree exactly.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "core/rng.h"
#include "games/yote/rules.h"
#include "games/yote_test_util.h"

namespace marbles::yote {
namespace {

// ---------------------------------------------------------------------------------------------
// The reference

constexpr int kH = 5;

struct Ref {
  char g[kH][6];  // g[row][col], row 0 = row "1", col 0 = column "A"; 'l', 'd' or '.'
  int width;      // 6, or 5 on the 5x5 board
  int reserve[2];
  int player;
  bool remove;  // the player to move owes the bonus removal
  int quiet;
  bool over;
};

char piece_of(int p) {
  return p == 0 ? 'l' : 'd';
}

std::string name(int row, int col) {
  return std::string{static_cast<char>('A' + col), static_cast<char>('1' + row)};
}

bool inside(const Ref& r, int row, int col) {
  return row >= 0 && row < kH && col >= 0 && col < r.width;
}

int on_board_ref(const Ref& r, int p) {
  int n = 0;
  for (int row = 0; row < kH; ++row) {
    for (int col = 0; col < r.width; ++col) {
      n += r.g[row][col] == piece_of(p) ? 1 : 0;
    }
  }
  return n;
}

int total(const Ref& r, int p) {
  return on_board_ref(r, p) + r.reserve[p];
}

const int kStepRow[4] = {1, 0, -1, 0};
const int kStepCol[4] = {0, 1, 0, -1};

// Placements, steps and jumps of player p (no pass).
std::vector<std::string> turns(const Ref& r, int p) {
  std::vector<std::string> out;
  const char me = piece_of(p);
  const char them = piece_of(1 - p);
  for (int row = 0; row < kH; ++row) {
    for (int col = 0; col < r.width; ++col) {
      if (r.g[row][col] == '.' && r.reserve[p] > 0) {
        out.push_back("@" + name(row, col));
      }
      if (r.g[row][col] != me) {
        continue;
      }
      for (int d = 0; d < 4; ++d) {
        const int r1 = row + kStepRow[d];
        const int c1 = col + kStepCol[d];
        const int r2 = row + 2 * kStepRow[d];
        const int c2 = col + 2 * kStepCol[d];
        if (inside(r, r1, c1) && r.g[r1][c1] == '.') {
          out.push_back(name(row, col) + "-" + name(r1, c1));
        }
        if (inside(r, r1, c1) && r.g[r1][c1] == them && inside(r, r2, c2) && r.g[r2][c2] == '.') {
          out.push_back(name(row, col) + "x" + name(r2, c2));
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
  const int n0 = total(r, 0);
  const int n1 = total(r, 1);
  if (n0 == 0 || n1 == 0 || (n0 <= 3 && n1 <= 3)) {
    r.over = true;
  } else if (turns(r, 0).empty() && turns(r, 1).empty()) {
    r.over = true;
  } else if (r.quiet >= 100) {
    r.over = true;
  }
}

int number_at(const std::string& text, size_t* i) {
  const size_t end = text.find(' ', *i);
  const int x = std::stoi(text.substr(*i, end - *i));
  *i = end == std::string::npos ? text.size() : end + 1;
  return x;
}

Ref parse_ref(const std::string& text, int width) {
  Ref r{};
  r.width = width;
  // "rows 5..1 separated by '/', then side, reserves, flag, quiet"
  size_t i = 0;
  for (int row = kH - 1; row >= 0; --row) {
    for (int col = 0; col < width; ++col) {
      r.g[row][col] = text[i++];
    }
    ++i;  // '/' or ' '
  }
  r.player = text[i] == 'l' ? 0 : 1;
  i += 2;
  r.reserve[0] = number_at(text, &i);
  r.reserve[1] = number_at(text, &i);
  r.remove = text[i] == 'x';
  i += 2;
  r.quiet = number_at(text, &i);
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
      for (int col = 0; col < r.width; ++col) {
        if (r.g[row][col] == piece_of(1 - r.player)) {
          out.push_back("x" + name(row, col));
        }
      }
    }
    if (out.empty()) {
      out.push_back("xR");
    }
    return out;
  }
  out = turns(r, r.player);
  if (out.empty()) {
    out.push_back("pass");
  }
  return out;
}

Ref play_ref(Ref r, const std::string& m) {
  const int p = r.player;
  if (m == "pass") {
    ++r.quiet;
    r.player = 1 - p;
  } else if (m == "xR") {
    --r.reserve[1 - p];
    r.remove = false;
    r.player = 1 - p;
  } else if (m[0] == 'x') {
    r.g[m[2] - '1'][m[1] - 'A'] = '.';
    r.remove = false;
    r.player = 1 - p;
  } else if (m[0] == '@') {
    r.g[m[2] - '1'][m[1] - 'A'] = piece_of(p);
    --r.reserve[p];
    r.quiet = 0;
    r.player = 1 - p;
  } else {
    const int fr = m[1] - '1';
    const int fc = m[0] - 'A';
    const int tr = m[4] - '1';
    const int tc = m[3] - 'A';
    r.g[fr][fc] = '.';
    r.g[tr][tc] = piece_of(p);
    if (m[2] == '-') {
      ++r.quiet;
      r.player = 1 - p;
    } else {
      r.g[(fr + tr) / 2][(fc + tc) / 2] = '.';  // the jumped piece
      r.quiet = 0;
      if (total(r, 1 - p) == 0) {
        r.over = true;  // nothing left for the bonus
        return r;
      }
      r.remove = true;
      return r;
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
    for (int col = 0; col < r.width; ++col) {
      out += ' ';
      out += r.g[row][col];
    }
    out += '\n';
  }
  return out + "reference: " + (r.player == 0 ? "light" : "dark") + " to move" +
         (r.over ? ", over" : "") + (r.remove ? ", removal" : "") + "\n";
}

struct PerftCase {
  const char* text;
  bool five;  // the 5x5 variant
  int depth;
};

const games_test::Reference<State, Ref> kReference{moves, play_ref, ref_board};

void check_perft(const std::string& text, bool five, int depth) {
  SCOPED_TRACE("position " + text + (five ? " (5x5)" : "") + ", depth " + std::to_string(depth));
  const Variant v = five ? test::variant_of<Game>("5x5") : Variant{};
  const State s = test::position(text, v);
  const Ref r = parse_ref(text, five ? 5 : 6);
  kReference.check(s, r, depth);
}

// Nothing can be captured in the first three plies: only placements, then steps join in.
TEST(YotePerft, Start_MatchesReference) {
  check_perft("....../....../....../....../...... l 12 12 - 0", false, 4);
  check_perft("...../...../...../...../..... l 12 12 - 0", true, 4);
  EXPECT_EQ(test::perft<Game>(Game::initial({}), 2), 30u * 29u);
  EXPECT_EQ(test::perft<Game>(Game::initial(test::variant_of<Game>("5x5")), 2), 25u * 24u);
}

TEST(YotePerft, Positions_MatchReference) {
  const PerftCase cases[] = {
      // Middle game: placements, steps and jumps on both sides.
      {"ld.l.d/.ldl.d/d..l../.d..l./l..d.l d 1 1 - 37", false, 4},
      {"l.d.l/.dld./d.l.d/.ld../l...d l 2 3 - 0", true, 4},
      // Jumps in every direction, chains that must not happen.
      {"....../..d.../.dld../..d.../...... l 11 8 - 0", false, 4},
      {"....../....../ld.d.d/....../.....d l 11 8 - 0", false, 4},
      // A bonus removal pending, from the board and from the reserve.
      {"d....d/....../....l./....../d....d l 11 5 x 0", false, 4},
      {"....../....../....l./....../...... l 11 3 x 0", false, 5},
      // No reserves: steps and jumps only; few pieces, so captures end the game (three or
      // fewer each, or no pieces left).
      {"l..d.d/....../..ld../....../l..d.d l 0 0 - 0", false, 5},
      {"l..d../....../..ld../....../ll.d.d l 0 0 - 0", false, 5},
      {"....../....../..ld../....../.....d l 11 0 - 0", false, 4},
      {"...../.d.../.ldl./..d../..... d 2 1 - 0", true, 5},
      // The 100-turn rule falls inside the tree.
      {"d.d.d./....../..l.../....../l.l.l. d 0 9 - 97", false, 5},
      // Light walled in: passes.
      {".....d/....../d...../d...../ldd... l 0 0 - 4", false, 5},
      {"....d/...../d..../d..../ldd.. l 0 0 - 4", true, 5},
      // The 5x5 board's right edge.
      {"...../..d.l/...ld/....l/..d.. l 0 1 - 3", true, 5},
  };
  for (const PerftCase& c : cases) {
    check_perft(c.text, c.five, c.depth);
  }
}

// Positions reached by seeded random play, both variants.
TEST(YotePerft, RandomPositions_MatchReference) {
  const int checked = test::for_random_positions<Game>(
      {Variant{}, test::variant_of<Game>("5x5")}, 12, 10, 90, [](const State& s, size_t five) {
        const bool reserves = s.reserve[0] + s.reserve[1] > 0;
        check_perft(Game::position_text(s), five == 1, reserves ? 3 : 4);
      });
  EXPECT_GE(checked, 16);
}

// The reference itself is checked on a few facts from the rules, so that a shared mistake is
// unlikely to pass unnoticed.
TEST(YotePerft, Reference_KnowsTheRules) {
  const Ref start = parse_ref("....../....../....../....../...... l 12 12 - 0", 6);
  EXPECT_EQ(moves(start).size(), 30u);
  EXPECT_EQ(moves(parse_ref("...../...../...../...../..... l 12 12 - 0", 5)).size(), 25u);
  const Ref jump = parse_ref("....../....../..ld../....../...... l 11 11 - 0", 6);
  const std::vector<std::string> m = moves(jump);
  EXPECT_EQ(std::count(m.begin(), m.end(), "C3xE3"), 1);
  EXPECT_EQ(m.size(), 28u + 4u);
  const Ref bonus = play_ref(jump, "C3xE3");
  EXPECT_TRUE(bonus.remove);
  EXPECT_EQ(moves(bonus), std::vector<std::string>{"xR"});
  const Ref last = play_ref(parse_ref("....../....../..ld../....../...... l 11 0 - 0", 6), "C3xE3");
  EXPECT_TRUE(last.over);
  const Ref draw = play_ref(
      play_ref(parse_ref("l..d.d/....../..ld../....../l..d.d l 0 0 - 0", 6), "C3xE3"), "xF1");
  EXPECT_TRUE(draw.over);
  const Ref walled = parse_ref(".....d/....../d...../d...../ldd... l 0 0 - 4", 6);
  EXPECT_EQ(moves(walled), std::vector<std::string>{"pass"});
  const Ref edge = parse_ref("...../...../...ld/...../..... l 0 11 - 0", 5);
  const std::vector<std::string> e = moves(edge);
  EXPECT_EQ(std::count(e.begin(), e.end(), "D3xF3"), 0);
  EXPECT_EQ(e.size(), 3u);
}

}  // namespace
}  // namespace marbles::yote
