// La poursuite infernale: an exact solver of the round being played (docs/ENGINE.md, "La
// poursuite infernale solved").
//
// A position is the free squares (a 64-bit board), the two knights' squares and the role to
// move. Before the table is asked, a position is reduced: free squares that neither knight can
// ever reach (no chain of jumps over free squares) are dropped, and of the board's 8 symmetries
// the one giving the smallest key is taken. Alpha-beta over the round's values (+1 the mover
// wins the round, 0 drawn, -1 lost) to the end, with a table of bounds (buckets of 4 entries,
// the one with the least work replaced) and move ordering: the pursuer first tries the jumps
// that leave the pursued the fewest safe escapes, the pursued the escapes with the most safe
// onward jumps; a jump onto a square the pursuer attacks is never tried (it loses at once).
// When the knights can no longer meet (their reachable squares are apart), the pursuer cannot
// win: the bound cuts the search of "can the pursuer win?".
//
// The table keeps its work from one call to the next: a page can call solve() in slices of a
// few thousand nodes until the answer is known.
#pragma once

#include <cstdint>
#include <vector>

#include "core/types.h"
#include "games/poursuite/rules.h"

namespace marbles::poursuite {

class Solver {
 public:
  static constexpr int kUnknown = -100;  // the node limit was reached first

  // A table of 2^table_bits entries of 16 bytes (16: 1 MB).
  explicit Solver(int table_bits = 16);

  // The round's value with perfect play for the player to move in s: +1 wins the round, 0 a
  // drawn round, -1 loses it; kUnknown past node_limit nodes (call again: the table keeps what
  // was proved). s must not be over. In the single variant the round is the game.
  int solve(const State& s, std::int64_t node_limit);
  // A jump that keeps solve()'s value (after a solve() that returned a value), kNoAction if
  // the round is decided without one.
  Action best_action(const State& s, std::int64_t node_limit);
  // Nodes searched by the last solve() call.
  std::int64_t nodes() const { return nodes_; }
  std::size_t table_bytes() const { return table_.size() * sizeof(Entry); }
  void clear();

  // The position searched: free squares, the knights by role, the role to move.
  struct Pos {
    std::uint64_t free = 0;
    std::uint8_t knight[2] = {0, 0};
    std::uint8_t mover = kPursued;
  };
  static Pos position(const State& s);
  // Searches pos (the board size `size`, for the symmetries) within [alpha, beta].
  int search_window(const Pos& pos, int size, int alpha, int beta, std::int64_t node_limit);

 private:
  struct Entry {
    std::uint64_t free = 0;
    std::uint16_t meta = 0;  // pursued | pursuer << 6 | mover << 12 | 1 << 15 (used)
    std::int8_t lo = -1;
    std::int8_t hi = 1;
    std::uint8_t move = 0xff;  // the best jump, in the stored (canonical) frame
    std::uint8_t work = 0;     // log2 of the nodes below
    std::uint8_t pad[2] = {0, 0};
  };
  struct Key;

  int search(const Pos& pos, int alpha, int beta);
  int terminal(const Pos& pos) const;
  Key key_of(const Pos& pos) const;
  Entry* probe(const Key& k);
  void store(const Key& k, int lo, int hi, int move, std::int64_t work);

  std::vector<Entry> table_;
  std::int64_t nodes_ = 0;
  std::int64_t limit_ = 0;
  int size_ = 8;
};

}  // namespace marbles::poursuite
