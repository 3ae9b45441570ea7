// The pieces of Wykersham's notation shared by the action texts (notation.cpp) and the
// position text's parser (position.cpp). Internal to the game's folder.
#pragma once

#include <string>
#include <string_view>

#include "core/message.h"
#include "games/wykersham/rules.h"

namespace marbles::wykersham {

inline constexpr const char* kColour[2] = {"red", "green"};
inline constexpr char kKindLetter[3] = {'s', 'r', 'f'};
inline constexpr int kFields = 12;  // the board and 11 fields after it

inline char rail_letter(int r) {
  return static_cast<char>('a' + r);
}

inline std::string signed_number(int v) {
  return v > 0 ? "+" + std::to_string(v) : std::to_string(v);
}

// "s0", "r+2", "f-1": the line's kind and its position on rail c.
inline std::string line_name(int id) {
  return std::string(1, kKindLetter[line_kind(id)]) + signed_number(line_q(id));
}

// Player p in a message (as the page names the players), the colour of p's marbles, and n
// marbles of p (messages.h).
inline Message player_message(int p) {
  return Message(p == 0 ? "wykersham.player_red" : "wykersham.player_green");
}
inline Message colour_message(int p) {
  return Message(p == 0 ? "wykersham.colour_red" : "wykersham.colour_green");
}
inline Message count_message(int n, int p) {
  return Message(p == 0 ? "wykersham.count_red" : "wykersham.count_green", {std::to_string(n)});
}

inline int parse_line(std::string_view t) {
  if (t.size() < 2 || t.size() > 3) {
    return -1;
  }
  int kind = -1;
  for (int k = 0; k < 3; ++k) {
    kind = t[0] == kKindLetter[k] ? k : kind;
  }
  if (kind < 0) {
    return -1;
  }
  for (int q = -5; q <= 5; ++q) {
    if (signed_number(q) == t.substr(1)) {
      return line_id(kind, q);
    }
  }
  return -1;
}

// The marbles the player has accounted for: board + hand + own removed + forfeited (the
// opponent's gifts).
inline int accounted(const State& s, int p) {
  int n = s.hand[p] + s.taken[p] + s.gifts[1 - p];
  for (int c = 0; c < kCells; ++c) {
    n += s.marbles[p][c];
  }
  return n;
}

// Whether cup c ever crosses cross-row n (the only place both colours can meet in a cup).
inline bool can_share(int c) {
  const int k = cup_of(c);
  return rail_of(c) == kFixedRail ? k == 5 : (k >= 5 - kMaxOffset && k <= 5 + kMaxOffset);
}

inline bool slide_ok(const State& s, int rail, int dir) {
  if (rail == kFixedRail || ((s.slid >> rail) & 1u) != 0) {
    return false;
  }
  if (s.slide_dir != 0 && s.slide_dir != dir) {
    return false;
  }
  const int o = s.offset[rail] + dir;
  return o >= -kMaxOffset && o <= kMaxOffset;
}

}  // namespace marbles::wykersham
