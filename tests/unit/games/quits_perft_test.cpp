// Quits move counts at depth N ("perft"), checked against a deliberately naive reference written
// here from docs/RULES.md: a plain 5 x 5 array of letters, its own position-text reader, its own
// corners and directions, slides done by shifting array cells, moves as text. It shares nothing
// with the engine but the notation. On a mismatch the first node where the two disagree is
// printed with its board.
//
// The reference keeps its own repetition history from the given position on, as the engine does
// for a position read from text (a third occurrence needs at least 8 plies but for players
// passing in turn, so it rarely falls inside these trees).
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "core/rng.h"
#include "games/quits/rules.h"
#include "games/quits_test_util.h"

namespace marbles::quits {
namespace {

// ---------------------------------------------------------------------------------------------
// The reference

constexpr int kN = 5;
const char kLetter[4] = {'l', 'd', 'r', 'b'};

struct Ref {
  char g[kN][kN];  // g[row][col], row 0 = row "1", col 0 = column "a"; a seat letter or '.'
  int players;
  int marbles;
  bool orthogonal;
  int out[4];
  int player;
  std::string last;  // the previous turn's slide ("r3>"), or "-"
  int quiet;
  bool over;
  int winner;  // -1 for none
  // The positions since the last exit (board, player, last slide), as in key().
  std::array<std::array<char, kN * kN + 4>, 16> seen;
  int seen_count;
};

// Records the position; returns how many times it has occurred since the last exit.
int remember(Ref& r) {
  std::array<char, kN * kN + 4> k{};
  std::memcpy(k.data(), &r.g[0][0], kN * kN);
  k[kN * kN] = static_cast<char>('0' + r.player);
  std::memcpy(k.data() + kN * kN + 1, r.last.c_str(), r.last.size());
  EXPECT_LT(r.seen_count, 16) << "the trees here are shallower";
  r.seen[static_cast<size_t>(r.seen_count++)] = k;
  return static_cast<int>(std::count(r.seen.begin(), r.seen.begin() + r.seen_count, k));
}

struct Corner {
  int row;
  int col;
};

// Home corners: two players a1 and e5; four players a1, a5, e5, e1 (clockwise from a1).
Corner home(const Ref& r, int seat) {
  if (r.players == 2) {
    return seat == 0 ? Corner{0, 0} : Corner{4, 4};
  }
  const Corner four[4] = {{0, 0}, {4, 0}, {4, 4}, {0, 4}};
  return four[seat];
}

Corner exit_of(const Ref& r, int seat) {
  const Corner h = home(r, seat);
  return Corner{4 - h.row, 4 - h.col};
}

int target_of(const Ref& r) {
  return r.marbles == 5 ? 3 : 1;
}

std::string name(int row, int col) {
  return std::string{static_cast<char>('a' + col), static_cast<char>('1' + row)};
}

int seat_of(char c) {
  for (int q = 0; q < 4; ++q) {
    if (kLetter[q] == c) {
      return q;
    }
  }
  return -1;
}

// "rows 5..1 separated by '/', then player, outs, last slide, quiet"
Ref parse_ref(const std::string& text, const std::string& variant) {
  Ref r{};
  r.players = variant.find("4-players") != std::string::npos ? 4 : 2;
  r.marbles = variant.find("3-marbles") != std::string::npos || r.players == 4 ? 3 : 5;
  r.orthogonal = variant.find("orthogonal") != std::string::npos;
  size_t i = 0;
  for (int row = kN - 1; row >= 0; --row) {
    for (int col = 0; col < kN; ++col) {
      r.g[row][col] = text[i++];
    }
    ++i;  // '/' or ' '
  }
  r.player = seat_of(text[i]);
  i += 2;
  for (int q = 0; q < r.players; ++q) {
    r.out[q] = text[i] - '0';
    i += 2;  // the digit and ',' or ' '
  }
  const size_t sp = text.find(' ', i);
  r.last = text.substr(i, sp - i);
  r.quiet = std::stoi(text.substr(sp + 1));
  r.winner = -1;
  for (int q = 0; q < r.players; ++q) {
    if (r.out[q] >= target_of(r)) {
      r.winner = q;
    }
  }
  r.over = r.winner >= 0 || r.quiet >= 200;
  remember(r);
  return r;
}

// The three steps of a seat: with (fx, fy) the step towards its exit corner, the forward
// diagonal (fx, fy) and the sideways diagonals (fx, -fy), (-fx, fy); or, orthogonal, the
// forward diagonal and the straight steps (fx, 0), (0, fy).
std::vector<std::pair<int, int>> steps(const Ref& r, int seat) {
  const Corner h = home(r, seat);
  const Corner e = exit_of(r, seat);
  const int fx = e.col > h.col ? 1 : -1;
  const int fy = e.row > h.row ? 1 : -1;
  if (r.orthogonal) {
    return {{fx, fy}, {fx, 0}, {0, fy}};
  }
  return {{fx, fy}, {fx, -fy}, {-fx, fy}};
}

// The cells of a line: "r3" is row 3 from a to e, "c2" column b from 1 to 5.
std::vector<std::pair<int, int>> line_cells(char kind, int n) {
  std::vector<std::pair<int, int>> out;
  for (int i = 0; i < kN; ++i) {
    out.push_back(kind == 'r' ? std::make_pair(n, i) : std::make_pair(i, n));
  }
  return out;
}

std::string reverse_of(const std::string& slide) {
  const char opposite = slide[2] == '>' ? '<' : slide[2] == '<' ? '>' : slide[2] == '^' ? 'v' : '^';
  return slide.substr(0, 2) + opposite;
}

std::vector<std::string> moves(const Ref& r) {
  std::vector<std::string> out;
  if (r.over) {
    return out;
  }
  out.reserve(40);
  const char me = kLetter[r.player];
  for (int row = 0; row < kN; ++row) {
    for (int col = 0; col < kN; ++col) {
      if (r.g[row][col] != me) {
        continue;
      }
      for (auto [dx, dy] : steps(r, r.player)) {
        const int tr = row + dy;
        const int tc = col + dx;
        if (tr >= 0 && tr < kN && tc >= 0 && tc < kN && r.g[tr][tc] == '.') {
          out.push_back(name(row, col) + "-" + name(tr, tc));
        }
      }
    }
  }
  for (char kind : {'r', 'c'}) {
    for (int n = 0; n < kN; ++n) {
      const std::vector<std::pair<int, int>> cells = line_cells(kind, n);
      bool mine = false;
      for (auto [row, col] : cells) {
        mine = mine || r.g[row][col] == me;
      }
      if (!mine) {
        continue;
      }
      // Towards the high end (e or 5) the lifted tile is the last cell, else the first.
      for (bool high : {true, false}) {
        const std::string text = std::string(1, kind) + static_cast<char>('1' + n) +
                                 (kind == 'r' ? (high ? '>' : '<') : (high ? '^' : 'v'));
        const auto [lr, lc] = cells[high ? kN - 1 : 0];
        if (r.g[lr][lc] == '.' && (r.last == "-" || text != reverse_of(r.last))) {
          out.push_back(text);
        }
      }
    }
  }
  if (out.empty()) {
    out.push_back("pass");
  }
  return out;
}

Ref play_ref(Ref r, const std::string& m) {
  const int p = r.player;
  r.last = "-";
  if (m.size() == 5) {
    r.g[m[4] - '1'][m[3] - 'a'] = r.g[m[1] - '1'][m[0] - 'a'];
    r.g[m[1] - '1'][m[0] - 'a'] = '.';
  } else if (m.size() == 3) {
    const std::vector<std::pair<int, int>> cells = line_cells(m[0], m[1] - '1');
    char line[kN];
    for (int i = 0; i < kN; ++i) {
      line[i] = r.g[cells[i].first][cells[i].second];
    }
    const bool high = m[2] == '>' || m[2] == '^';
    char moved[kN];
    for (int i = 0; i < kN; ++i) {
      // Towards the high end every tile moves up one and the lifted last tile comes back first.
      moved[i] = high ? line[(i + kN - 1) % kN] : line[(i + 1) % kN];
    }
    for (int i = 0; i < kN; ++i) {
      r.g[cells[i].first][cells[i].second] = moved[i];
    }
    r.last = m;
  }
  bool left = false;
  for (int q = 0; q < r.players; ++q) {
    const Corner e = exit_of(r, q);
    if (r.g[e.row][e.col] == kLetter[q]) {
      r.g[e.row][e.col] = '.';
      ++r.out[q];
      left = true;
    }
  }
  r.player = (p + 1) % r.players;
  r.quiet = left ? 0 : r.quiet + 1;
  for (int i = 0; i < r.players && left; ++i) {
    const int q = (p + i) % r.players;
    if (r.out[q] >= target_of(r)) {
      r.over = true;
      r.winner = q;
      return r;
    }
  }
  if (left) {
    r.seen_count = 0;
  }
  const int occurrences = remember(r);
  r.over = r.quiet >= 200 || occurrences >= 3;
  return r;
}

// ---------------------------------------------------------------------------------------------
// The checks

std::string ref_board(const Ref& r) {
  std::string out;
  for (int row = kN - 1; row >= 0; --row) {
    out += static_cast<char>('1' + row);
    for (int col = 0; col < kN; ++col) {
      out += ' ';
      out += r.g[row][col];
    }
    out += '\n';
  }
  return out + "reference: seat " + std::to_string(r.player) + " to move, last " + r.last +
         (r.over ? ", over" : "") + "\n";
}

const games_test::Reference<State, Ref> kReference{moves, play_ref, ref_board};

void check_perft(const std::string& text, const std::string& variant, int depth) {
  SCOPED_TRACE("position " + text + " (" + variant + "), depth " + std::to_string(depth));
  const Variant v = test::variant(variant);
  const State s = test::position(text, v);
  const Ref r = parse_ref(text, variant);
  kReference.check(s, r, depth);
}

struct PerftCase {
  const char* text;
  const char* variant;
  int depth;
};

TEST(QuitsPerft, Starts_MatchReference) {
  const PerftCase cases[] = {
      {"..dd./...dd/l...d/ll.../.ll.. l 0,0 - 0", "default", 5},
      {"..dd./...dd/l...d/ll.../.ll.. l 0,0 - 0", "orthogonal", 4},
      {"...d./...dd/...../ll.../.l... l 0,0 - 0", "3-marbles", 5},
      {"...d./...dd/...../ll.../.l... l 0,0 - 0", "3-marbles orthogonal", 5},
      {".d.r./dd.rr/...../ll.bb/.l.b. l 0,0,0,0 - 0", "4-players", 5},
      {".d.r./dd.rr/...../ll.bb/.l.b. l 0,0,0,0 - 0", "4-players orthogonal", 5},
  };
  for (const PerftCase& c : cases) {
    // The reference's own start is the engine's.
    EXPECT_EQ(Game::position_text(Game::initial(test::variant(c.variant))), c.text) << c.variant;
    check_perft(c.text, c.variant, c.depth);
  }
}

TEST(QuitsPerft, Positions_MatchReference) {
  const PerftCase cases[] = {
      // Exits by own move, own slide and opponents' slides within the tree, wins included.
      {".dd../...l./....d/ll..d/....d l 2,0 - 37", "default", 4},
      {"d.dd./....l/..d../ll..d/..... d 2,0 - 5", "default", 4},
      {".d.l./....d/..d.d/ll..d/.ll.. l 0,0 - 12", "default", 4},
      {".d.r./dd..r/ll..b/...bb/.rl.. l 0,0,0,0 - 3", "4-players", 4},
      {".d.rr/db..r/....b/l..b./.ldl. b 0,0,0,0 - 0", "4-players", 4},
      // Marbles near the corners that are not their exits.
      {"d...d/l..../..l../d..../l..ll l 0,2 - 20", "default", 4},
      // Walled in: passes, and a pass because the only slide is the reverse.
      {"l...d/.d.../..d../.d.d./l...l l 2,0 - 10", "default", 4},
      {"ddr../...../..d../rrbb./lllb. l 0,0,0,0 r1< 5", "4-players", 4},
      // A slide to be reversed at once.
      {"..d../...../l...d/l..../..l.d d 0,0 r1> 1", "3-marbles", 5},
      {".d.r./d...r/l..b./l..bb/..ldr d 0,0,0,0 r1> 1", "4-players orthogonal", 4},
      // The 200-turn rule falls inside the tree.
      {"..dd./...dd/l...d/ll.../.ll.. l 0,0 - 198", "default", 4},
  };
  for (const PerftCase& c : cases) {
    check_perft(c.text, c.variant, c.depth);
  }
}

// Positions reached by seeded random play, every variant.
TEST(QuitsPerft, RandomPositions_MatchReference) {
  const char* const names[] = {"default",
                               "3-marbles",
                               "4-players",
                               "orthogonal",
                               "3-marbles orthogonal",
                               "4-players orthogonal"};
  const int checked = test::for_random_positions<Game>(
      test::all_variants(), 4, 8, 60,
      [&](const State& s, size_t v) { check_perft(Game::position_text(s), names[v], 4); });
  EXPECT_GE(checked, 16);
}

// The reference itself is checked on a few facts from the rules, so that a shared mistake is
// unlikely to pass unnoticed.
TEST(QuitsPerft, Reference_KnowsTheRules) {
  const Ref start = parse_ref("..dd./...dd/l...d/ll.../.ll.. l 0,0 - 0", "default");
  std::vector<std::string> m = moves(start);
  std::sort(m.begin(), m.end());
  EXPECT_EQ(m, test::sorted({"a2-b3", "b1-c2", "b2-c3", "a3-b4", "c1-d2", "r1>", "r1<", "r2>",
                             "c1^", "c1v", "c2^"}));
  // Dark's steps go towards a1.
  const Ref dark = play_ref(start, "b1-c2");
  m = moves(dark);
  EXPECT_EQ(std::count(m.begin(), m.end(), "d4-c3"), 1);
  EXPECT_EQ(std::count(m.begin(), m.end(), "d4-e5"), 0);
  // A slide carries the marbles, the lifted tile comes back at the other end.
  const Ref slid = play_ref(start, "c2^");
  EXPECT_EQ(slid.g[0][1], '.');
  EXPECT_EQ(slid.g[1][1], 'l');
  EXPECT_EQ(slid.g[2][1], 'l');
  EXPECT_EQ(slid.last, "c2^");
  // An opponent's slide takes light's marble out and wins.
  const Ref win = play_ref(parse_ref("d.dd./....l/..d../ll..d/..... d 2,0 - 5", "default"), "c5^");
  EXPECT_TRUE(win.over);
  EXPECT_EQ(win.winner, 0);
  // Walled in: pass; the reverse slide refused.
  EXPECT_EQ(moves(parse_ref("l...d/.d.../..d../.d.d./l...l l 2,0 - 10", "default")),
            std::vector<std::string>{"pass"});
  EXPECT_EQ(moves(parse_ref("ddr../...../..d../rrbb./lllb. l 0,0,0,0 r1< 5", "4-players")),
            std::vector<std::string>{"pass"});
  // Four players: red's step towards a1, blue's towards a5.
  const Ref four = parse_ref(".d.r./dd.rr/...../ll.bb/.l.b. r 0,0,0,0 - 0", "4-players");
  m = moves(four);
  EXPECT_EQ(std::count(m.begin(), m.end(), "d4-c3"), 1);
  // A third occurrence ends the game: light's c2 and dark's d4 step sideways and back.
  Ref cycle = parse_ref("...dd/...d./...../..l../ll... l 0,0 - 0", "3-marbles");
  for (int i = 0; i < 8; ++i) {
    EXPECT_FALSE(cycle.over) << i;
    const char* ms[4] = {"c2-b3", "d4-e3", "b3-c2", "e3-d4"};
    cycle = play_ref(cycle, ms[i % 4]);
  }
  EXPECT_TRUE(cycle.over);
  EXPECT_EQ(cycle.winner, -1);
  const Ref quiet =
      play_ref(parse_ref("..dd./...dd/l...d/ll.../.ll.. l 0,0 - 199", "default"), "r1>");
  EXPECT_TRUE(quiet.over);
  EXPECT_EQ(quiet.winner, -1);
}

}  // namespace
}  // namespace marbles::quits
