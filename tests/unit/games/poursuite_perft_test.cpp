// La poursuite infernale move counts at depth N ("perft"), checked against a deliberately naive
// reference written here from docs/RULES.md: its own board of characters, its own reader of the
// position text, its own round ends (a queue search for the stuck pursued), its own scoring and
// round 2, moves as text. It shares nothing with the engine but the notation. Besides the node
// counts, the finished games met at each depth and their points must agree. On a mismatch the
// first node where the two disagree is printed with its board.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <deque>
#include <string>
#include <vector>

#include "core/rng.h"
#include "games/poursuite/rules.h"
#include "games/poursuite_test_util.h"

namespace marbles::poursuite {
namespace {

// ---------------------------------------------------------------------------------------------
// The reference

struct Ref {
  int size = 8;
  bool single = false;
  char g[8][8] = {};        // g[rank][file]: '.' free, 'x' burned (knights' squares included)
  int pursued[2] = {0, 0};  // file, rank
  int pursuer[2] = {0, 0};
  int mover = 0;  // 0 pursued, 1 pursuer
  int round = 0;
  int points[2] = {0, 0};  // half points per player
  int finished = 0;        // rounds finished
  bool over = false;
};

std::string name(int file, int rank) {
  return std::string{static_cast<char>('a' + file), static_cast<char>('1' + rank)};
}

const int kJf[8] = {1, 2, 2, 1, -1, -2, -2, -1};
const int kJr[8] = {2, 1, -1, -2, -2, -1, 1, 2};

bool jump_apart(const int* a, const int* b) {
  const int df = a[0] - b[0];
  const int dr = a[1] - b[1];
  return (df == 1 || df == -1) ? (dr == 2 || dr == -2)
                               : ((df == 2 || df == -2) && (dr == 1 || dr == -1));
}

std::vector<std::string> jumps_from(const Ref& r, const int* at) {
  std::vector<std::string> out;
  for (int k = 0; k < 8; ++k) {
    const int f = at[0] + kJf[k];
    const int q = at[1] + kJr[k];
    if (f >= 0 && f < r.size && q >= 0 && q < r.size && r.g[q][f] == '.') {
      out.push_back(name(f, q));
    }
  }
  return out;
}

// Can the pursuer reach the pursued by jumps over free squares?
bool reachable(const Ref& r) {
  bool seen[8][8] = {};
  std::deque<std::pair<int, int>> queue{{r.pursuer[0], r.pursuer[1]}};
  seen[r.pursuer[1]][r.pursuer[0]] = true;
  while (!queue.empty()) {
    const int at[2] = {queue.front().first, queue.front().second};
    queue.pop_front();
    if (jump_apart(at, r.pursued)) {
      return true;
    }
    for (int k = 0; k < 8; ++k) {
      const int f = at[0] + kJf[k];
      const int q = at[1] + kJr[k];
      if (f >= 0 && f < r.size && q >= 0 && q < r.size && r.g[q][f] == '.' && !seen[q][f]) {
        seen[q][f] = true;
        queue.emplace_back(f, q);
      }
    }
  }
  return false;
}

void start_round(Ref& r) {
  for (auto& rank : r.g) {
    for (char& c : rank) {
      c = '.';
    }
  }
  r.pursued[0] = 0;
  r.pursued[1] = 0;
  r.pursuer[0] = r.size - 1;
  r.pursuer[1] = r.size - 1;
  r.g[0][0] = 'x';
  r.g[r.size - 1][r.size - 1] = 'x';
  r.mover = 0;
}

// Decides the round if it is over: winner 0 pursued, 1 pursuer, -1 draw.
void settle_ref(Ref& r) {
  while (!r.over) {
    const bool pursued_can = !jumps_from(r, r.pursued).empty();
    const bool pursuer_can = !jumps_from(r, r.pursuer).empty();
    const bool near = jump_apart(r.pursuer, r.pursued);
    int winner = -2;  // -2: goes on
    if (r.mover == 1) {
      if (near) {
        winner = 1;
      } else if (!pursuer_can) {
        winner = pursued_can ? 0 : -1;
      }
    } else if (!pursued_can) {
      if (!pursuer_can && !near) {
        winner = -1;
      } else {
        winner = reachable(r) ? 1 : 0;
      }
    }
    if (winner == -2) {
      return;
    }
    // Round 1: player 0 is the pursued; round 2: player 1.
    const int pursued_player = r.round;
    if (winner == -1) {
      ++r.points[0];
      ++r.points[1];
    } else {
      r.points[winner == 0 ? pursued_player : 1 - pursued_player] += 2;
    }
    ++r.finished;
    if (r.single || r.round == 1) {
      r.over = true;
    } else {
      r.round = 1;
      start_round(r);
    }
  }
}

// Reads the position text: only what a well-formed text holds (the tests give good ones).
Ref parse_ref(const std::string& text, int size, bool single) {
  Ref r;
  r.size = size;
  r.single = single;
  size_t i = text.find(' ') + 1;
  for (int rank = size - 1; rank >= 0; --rank) {
    int file = 0;
    while (file < size) {
      const char c = text[i++];
      if (c >= '1' && c <= '9') {
        for (int k = 0; k < c - '0'; ++k) {
          r.g[rank][file++] = '.';
        }
        continue;
      }
      r.g[rank][file] = 'x';
      if (c == 'n') {
        r.pursued[0] = file;
        r.pursued[1] = rank;
      } else if (c == 'N') {
        r.pursuer[0] = file;
        r.pursuer[1] = rank;
      }
      ++file;
    }
    ++i;  // '/' or ' '
  }
  r.mover = text[i] == 'b' ? 0 : 1;
  r.round = text[i + 2] - '1';
  // Results of finished rounds: who won them, from the letter.
  size_t at = i + 4;
  for (int k = 0; k < 2; ++k) {
    const char c = text[at];
    const size_t end = text.find(' ', at);
    at = end == std::string::npos ? text.size() : end + 1;
    if (c == '-') {
      continue;
    }
    ++r.finished;
    const int pursued_player = k;
    if (c == 'd') {
      ++r.points[0];
      ++r.points[1];
    } else {
      const bool pursuer_won = c == 'c' || c == 'p';
      r.points[pursuer_won ? 1 - pursued_player : pursued_player] += 2;
    }
  }
  r.over = r.finished == (single ? 1 : 2);
  settle_ref(r);
  return r;
}

std::vector<std::string> moves(const Ref& r) {
  if (r.over) {
    return {};
  }
  return jumps_from(r, r.mover == 0 ? r.pursued : r.pursuer);
}

Ref play_ref(Ref r, const std::string& m) {
  const int f = m[0] - 'a';
  const int q = m[1] - '1';
  r.g[q][f] = 'x';
  int* knight = r.mover == 0 ? r.pursued : r.pursuer;
  knight[0] = f;
  knight[1] = q;
  r.mover = 1 - r.mover;
  settle_ref(r);
  return r;
}

struct Count {
  std::uint64_t nodes = 0;
  std::uint64_t ended = 0;   // finished games met along the way
  std::uint64_t points = 0;  // player 0's half points summed over them
  bool operator==(const Count&) const = default;
};

std::ostream& operator<<(std::ostream& out, const Count& c) {
  return out << c.nodes << " nodes, " << c.ended << " ended (" << c.points << " half points)";
}

Count perft_ref(const Ref& r, int depth) {
  Count c;
  if (r.over) {
    c.ended = 1;
    c.points = static_cast<std::uint64_t>(r.points[0]);
    return c;
  }
  const std::vector<std::string> ms = moves(r);
  if (depth == 1) {
    c.nodes = ms.size();
    return c;
  }
  for (const std::string& m : ms) {
    const Count sub = perft_ref(play_ref(r, m), depth - 1);
    c.nodes += sub.nodes;
    c.ended += sub.ended;
    c.points += sub.points;
  }
  return c;
}

// ---------------------------------------------------------------------------------------------
// The checks

Count perft(const State& s, int depth) {
  Count c;
  if (Game::is_terminal(s)) {
    c.ended = 1;
    c.points = static_cast<std::uint64_t>(half_points(s, 0));
    return c;
  }
  Game::Actions actions;
  Game::legal_actions(s, actions);
  if (depth == 1) {
    c.nodes = static_cast<std::uint64_t>(actions.size());
    return c;
  }
  for (Action a : actions) {
    State t = s;
    Game::apply(t, a);
    const Count sub = perft(t, depth - 1);
    c.nodes += sub.nodes;
    c.ended += sub.ended;
    c.points += sub.points;
  }
  return c;
}

std::string ref_board(const Ref& r) {
  std::string out;
  for (int rank = r.size - 1; rank >= 0; --rank) {
    out += static_cast<char>('1' + rank);
    for (int file = 0; file < r.size; ++file) {
      out += ' ';
      const bool n = r.pursued[0] == file && r.pursued[1] == rank;
      const bool w = r.pursuer[0] == file && r.pursuer[1] == rank;
      out += n ? 'n' : (w ? 'N' : r.g[rank][file]);
    }
    out += '\n';
  }
  return out + "reference: round " + std::to_string(r.round + 1) + ", " +
         (r.mover == 0 ? "pursued" : "pursuer") + " to move, points " +
         std::to_string(r.points[0]) + "/2-" + std::to_string(r.points[1]) + "/2" +
         (r.over ? ", over" : "") + "\n";
}

// Beyond the moves, the end and the points agree.
bool same_end(const State& s, const Ref& r) {
  return Game::is_terminal(s) == r.over && half_points(s, 0) == r.points[0] &&
         half_points(s, 1) == r.points[1];
}

const games_test::Reference<State, Ref> kReference{moves, play_ref, ref_board, same_end};

void check_perft(const std::string& text, const Variant& v, int depth) {
  SCOPED_TRACE("position " + text + " (" + Game::variant_text(v) + "), depth " +
               std::to_string(depth));
  const State s = test::position(text, v);
  const Ref r = parse_ref(text, v.size, v.single);
  kReference.check(s, r, depth, perft, perft_ref);
}

// ---------------------------------------------------------------------------------------------
// The cases

TEST(PoursuitePerft, Start_MatchesReference) {
  check_perft("8x8 7N/8/8/8/8/8/8/n7 b 1 - -", {}, 10);
  check_perft("7x7 6N/7/7/7/7/7/n6 b 1 - -", test::variant(7, false), 8);
  check_perft("6x6 5N/6/6/6/6/n5 b 1 - -", test::variant(6, true), 10);
  // From a1 and h8: 2 jumps each, then 5 for the pursued whichever it took. (The 6x6 tree
  // above meets 7,524 finished games at depth 10; the 8x8 one none yet.)
  EXPECT_EQ(perft(Game::initial({}), 3).nodes, 2u * 2u * 5u);
}

TEST(PoursuitePerft, EndsOfRounds_MatchReference) {
  struct Case {
    const char* text;
    Variant v;
    int depth;
  };
  const Case cases[] = {
      // A crowded middle game: captures within reach.
      {"8x8 7x/8/6x1/8/3n3N/1x6/8/x7 b 1 - -", test::single(), 6},
      // Round 1 near its end in a match: the trees run on into round 2.
      {"8x8 7x/8/6x1/8/3n3N/1x6/8/x7 b 1 - -", Variant{}, 6},
      {"6x6 1xn2x/2xxx1/x1x1xx/1x1xx1/3xxx/x1Nx2 w 1 - -", test::variant(6, false), 9},
      // The pursuer walled in; the pursued on a8 with one way out (b6).
      {"8x8 7x/8/8/8/2n5/6x1/5x2/x6N b 1 - -", test::single(), 4},
      {"8x8 n6x/2x5/8/8/4N3/8/8/x6x b 2 c5 -", Variant{}, 6},
  };
  for (const Case& c : cases) {
    check_perft(c.text, c.v, c.depth);
  }
}

// Positions reached by seeded random play, in every variant.
TEST(PoursuitePerft, RandomPositions_MatchReference) {
  std::vector<Variant> variants;
  for (const char* name : {"default", "single", "6x6", "7x7", "6x6 single"}) {
    variants.push_back(*Game::parse_variant(name));
  }
  const int checked = test::for_random_positions<Game>(
      variants, 12, 2, 12,
      [&](const State& s, size_t v) { check_perft(Game::position_text(s), variants[v], 6); });
  EXPECT_GE(checked, 40);
}

// The reference itself is checked on a few facts from the rules, so that a shared mistake is
// unlikely to pass unnoticed.
TEST(PoursuitePerft, Reference_KnowsTheRules) {
  const Ref start = parse_ref("8x8 7N/8/8/8/8/8/8/n7 b 1 - -", 8, false);
  EXPECT_EQ(moves(start), (std::vector<std::string>{"b3", "c2"}));
  // f3 is a jump from the pursuer on h4: captured; in a match, round 2 starts.
  const Ref caught = play_ref(parse_ref("8x8 7x/8/6x1/8/3n3N/1x6/8/x7 b 1 - -", 8, false), "f3");
  EXPECT_EQ(caught.round, 1);
  EXPECT_EQ(caught.points[1], 2);
  EXPECT_EQ(moves(caught), (std::vector<std::string>{"b3", "c2"}));
  // The stuck pursued on a8 escapes; walled-in knights draw.
  const Ref escaped = parse_ref("8x8 n6x/2x5/1x6/8/4N3/8/8/x7 b 1 - -", 8, true);
  EXPECT_TRUE(escaped.over);
  EXPECT_EQ(escaped.points[0], 2);
  const Ref drawn = parse_ref("8x8 n6x/2x5/1x6/8/8/6x1/5x2/x6N b 1 - -", 8, true);
  EXPECT_TRUE(drawn.over);
  EXPECT_EQ(drawn.points[0], 1);
  EXPECT_EQ(drawn.points[1], 1);
}

}  // namespace
}  // namespace marbles::poursuite
