// Core value types shared by every game: actions, players, action lists.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "core/check.h"

namespace marbles {

// An action is a small dense integer, defined per game (see each game's rules.h).
using Action = std::int32_t;
constexpr Action kNoAction = -1;

// to_move() returns a player 0..3, or one of these.
constexpr int kChance = -1;
constexpr int kNobody = -2;  // terminal state
constexpr int kMaxPlayers = 4;

// A fixed-capacity list of actions living on the stack (no heap in hot paths).
template <int N>
class ActionList {
 public:
  static constexpr int kCapacity = N;
  void push(Action a) {
    MARBLES_CHECK(size_ < N);
    items_[size_++] = a;
  }
  void clear() { size_ = 0; }
  // Keeps the first n (0 <= n <= size()).
  void truncate(int n) { size_ = n; }
  int size() const { return size_; }
  bool empty() const { return size_ == 0; }
  Action operator[](int i) const { return items_[i]; }
  Action& operator[](int i) { return items_[i]; }
  const Action* begin() const { return items_.data(); }
  const Action* end() const { return items_.data() + size_; }
  Action* begin() { return items_.data(); }
  Action* end() { return items_.data() + size_; }
  bool contains(Action a) const {
    for (int i = 0; i < size_; ++i) {
      if (items_[i] == a) {
        return true;
      }
    }
    return false;
  }

 private:
  std::array<Action, N> items_{};
  int size_ = 0;
};

// One outcome of a chance node with its integer weight (e.g. a die face, weight 1).
struct ChanceOutcome {
  Action action = kNoAction;
  int weight = 0;
};

template <int N>
class ChanceList {
 public:
  static constexpr int kCapacity = N;
  void push(Action a, int w) {
    MARBLES_CHECK(size_ < N);
    items_[size_++] = ChanceOutcome{a, w};
  }
  int size() const { return size_; }
  const ChanceOutcome& operator[](int i) const { return items_[i]; }
  const ChanceOutcome* begin() const { return items_.data(); }
  const ChanceOutcome* end() const { return items_.data() + size_; }

 private:
  std::array<ChanceOutcome, N> items_{};
  int size_ = 0;
};

// Cells an action touches, for the UI (highlight, animation). -1 where not used.
struct ActionCells {
  int from = -1;
  int to = -1;
  int removed = -1;
};

// How records group actions into numbered turn lines (docs/NOTATION.md), for games whose
// turns are not simply "a run of actions by one player" (optional: concept HasTurnInfo).
struct TurnInfo {
  // The turn the next action belongs to; an action whose number differs from the previous
  // action's starts a new line. 0: not given, a new line starts when the player changes.
  int number = 0;
  // The part of the game the next action belongs to ("Round 2"), written as a comment line
  // "# Round 2" before its first turn; empty for none. Static storage (a string literal).
  std::string_view section;
};

}  // namespace marbles
