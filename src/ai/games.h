// What the AI knows of each game: its evaluation and move ordering (the Evaluation traits of
// evaluation.h) and which search its "strong" level uses (Tuning). A game without an entry
// here gets the generic fallback: no evaluation, plain UCT with random playouts to the end.
// The choices of Tuning were made by the match runner (bench --match); the figures are in
// docs/ENGINE.md, "AI".
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstdlib>

#include "ai/evaluation.h"
#include "core/rules.h"
#include "games/poursuite/rules.h"
#include "games/quits/rules.h"
#include "games/wali/rules.h"
#include "games/yote/rules.h"

namespace marbles::ai {

enum class Algorithm { kMcts, kAlphaBeta };

// The generic fallback.
template <Rules G>
struct Evaluation : NoEvaluation<G> {};

template <Rules G>
struct Tuning {
  static constexpr Algorithm kStrong = Algorithm::kMcts;
  static constexpr int kCutoff = 0;  // MCTS playout cut-off of the strong level (0: none)
};

namespace detail {
// Bit counts without a libgcc call on x86-64 built without -mpopcnt (as in yote/rules.cpp).
inline int bits(std::uint64_t m) {
#if defined(__POPCNT__) || defined(__wasm__) || defined(__ARM_NEON)
  return __builtin_popcountll(m);
#else
  m = m - ((m >> 1) & 0x5555555555555555ULL);
  m = (m & 0x3333333333333333ULL) + ((m >> 2) & 0x3333333333333333ULL);
  m = (m + (m >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
  return static_cast<int>((m * 0x0101010101010101ULL) >> 56);
#endif
}
inline double clamp_value(double v) {
  return std::clamp(v, -0.9, 0.9);
}
inline void two_player(double v0, double* out) {
  out[0] = clamp_value(v0);
  out[1] = -out[0];
  out[2] = out[3] = 0;
}
}  // namespace detail

// Wali: material (pieces on the board and in reserve: a capture is the only way to win), a
// removal pending, and threats: the empty cells a player can step into to make a new line of
// three (a capture next move), worth most to the player to move, who can take at once.
namespace wali_eval {
constexpr std::uint32_t kFull = (1u << wali::kCells) - 1;
constexpr std::uint32_t col_mask(int col) {
  std::uint32_t m = 0;
  for (int r = 0; r < wali::kRows; ++r) {
    m |= 1u << wali::cell(col, r);
  }
  return m;
}
constexpr std::uint32_t kNotA = kFull & ~col_mask(0);
constexpr std::uint32_t kNotAB = kNotA & ~col_mask(1);
constexpr std::uint32_t kNotF = kFull & ~col_mask(wali::kCols - 1);
constexpr std::uint32_t kNotEF = kNotF & ~col_mask(wali::kCols - 2);
constexpr int kCols = wali::kCols;

// The empty cells where a step of one of `own`'s pieces makes a run of three or more (the
// piece that steps leaves its cell, so it cannot be one of the run's other two).
constexpr std::uint32_t threats(std::uint32_t own, std::uint32_t empty) {
  const std::uint32_t l1 = (own << 1) & kNotA;  // x's left neighbour is own
  const std::uint32_t l2 = (own << 2) & kNotAB;
  const std::uint32_t r1 = (own >> 1) & kNotF;
  const std::uint32_t r2 = (own >> 2) & kNotEF;
  const std::uint32_t d1 = (own << kCols) & kFull;  // the cell below x is own
  const std::uint32_t d2 = (own << (2 * kCols)) & kFull;
  const std::uint32_t u1 = own >> kCols;
  const std::uint32_t u2 = own >> (2 * kCols);
  const std::uint32_t h = (l1 & l2) | (r1 & r2) | (l1 & r1);
  const std::uint32_t v = (d1 & d2) | (u1 & u2) | (d1 & u1);
  const std::uint32_t up = ((own << kCols) & kFull) & empty;  // reached by a step up
  const std::uint32_t down = (own >> kCols) & empty;
  const std::uint32_t right = ((own << 1) & kNotA) & empty;
  const std::uint32_t left = ((own >> 1) & kNotF) & empty;
  return (up & (h | (u1 & u2))) | (down & (h | (d1 & d2))) | (right & (v | (r1 & r2))) |
         (left & (v | (l1 & l2)));
}
}  // namespace wali_eval

template <>
struct Evaluation<wali::Game> : NoEvaluation<wali::Game> {
  static constexpr bool kAvailable = true;
  static constexpr double kPiece = 0.15;
  static constexpr double kThreatToMove = 0.10;  // the mover can capture now
  static constexpr double kThreat = 0.03;        // each threat cell
  static void evaluate(const wali::State& s, double* out) {
    const int m0 = detail::bits(s.board[0]) + s.reserve[0];
    const int m1 = detail::bits(s.board[1]) + s.reserve[1];
    const int sign = s.player == 0 ? 1 : -1;
    double v = kPiece * (m0 - m1);
    if (s.must_remove) {
      v += sign * kPiece;
    } else {
      const std::uint32_t empty = wali_eval::kFull & ~(s.board[0] | s.board[1]);
      const std::uint32_t t0 = wali_eval::threats(s.board[0], empty);
      const std::uint32_t t1 = wali_eval::threats(s.board[1], empty);
      v += kThreat * (detail::bits(t0) - detail::bits(t1));
      if ((s.player == 0 ? t0 : t1) != 0 && !wali::in_placement(s)) {
        v += sign * kThreatToMove;
      }
    }
    detail::two_player(v, out);
  }
};

// Yoté: material, pieces on the board and in reserve; jumps (captures) searched first.
template <>
struct Evaluation<yote::Game> : NoEvaluation<yote::Game> {
  static constexpr bool kAvailable = true;
  static void evaluate(const yote::State& s, double* out) {
    const int m0 = detail::bits(s.board[0]) + s.reserve[0];
    const int m1 = detail::bits(s.board[1]) + s.reserve[1];
    detail::two_player(0.15 * (m0 - m1), out);
  }
  static int order(const yote::State&, Action a) {
    return a >= yote::kJumpBase && a < yote::kJumpBase + 4 * yote::kCells ? 1 : 0;
  }
};

// La poursuite infernale: the rounds already scored, and in the round being played the two
// knights' mobility (free squares a jump away), the pursued's view.
template <>
struct Evaluation<poursuite::Game> : NoEvaluation<poursuite::Game> {
  static constexpr bool kAvailable = true;
  static int mobility(const poursuite::State& s, int role) {
    const std::uint64_t free = poursuite::board_mask(s.variant.size) & ~s.used;
    return detail::bits(poursuite::knight_attacks(s.knight[role]) & free);
  }
  static void evaluate(const poursuite::State& s, double* out) {
    const double points =
        0.2 * (poursuite::half_points(s, 0) - poursuite::half_points(s, 1));  // half points
    double round = 0;
    if (!s.over) {
      const double pursued =
          0.08 * (mobility(s, poursuite::kPursued) - mobility(s, poursuite::kPursuer));
      round = poursuite::player_of(s.round, poursuite::kPursued) == 0 ? pursued : -pursued;
    }
    detail::two_player(points + round, out);
  }
  // The pursuer first tries squares that attack many of the pursued's escapes; the pursued,
  // squares with many onward jumps.
  static int order(const poursuite::State& s, Action a) {
    const std::uint64_t free = poursuite::board_mask(s.variant.size) & ~s.used;
    if (s.mover == poursuite::kPursuer) {
      const std::uint64_t escapes = poursuite::knight_attacks(s.knight[poursuite::kPursued]) & free;
      return detail::bits(poursuite::knight_attacks(a) & escapes);
    }
    return detail::bits(poursuite::knight_attacks(a) & free);
  }
};

// Measured (bench --match, docs/ENGINE.md): the evaluation cut-off pays in Wali (after 10
// random actions, with the threats term) and Yoté (after 10); alpha-beta beats MCTS in La poursuite
// and two-player Quits (four players fall back to MCTS).
template <>
struct Tuning<wali::Game> {
  static constexpr Algorithm kStrong = Algorithm::kMcts;
  static constexpr int kCutoff = 10;
};
template <>
struct Tuning<yote::Game> {
  static constexpr Algorithm kStrong = Algorithm::kMcts;
  static constexpr int kCutoff = 10;
};
template <>
struct Tuning<poursuite::Game> {
  static constexpr Algorithm kStrong = Algorithm::kAlphaBeta;
  static constexpr int kCutoff = 0;
};
template <>
struct Tuning<quits::Game> {
  static constexpr Algorithm kStrong = Algorithm::kAlphaBeta;
  static constexpr int kCutoff = 0;
};

// Quits: for each player, marbles taken out and how near the others are to the exit corner
// (king distance), against the best of the other players.
template <>
struct Evaluation<quits::Game> : NoEvaluation<quits::Game> {
  static constexpr bool kAvailable = true;
  static double progress(const quits::State& s, int p) {
    const int exit = quits::exit_corner(s.variant, p);
    double v = 8.0 * s.out[p];
    std::uint32_t b = s.board[p];
    while (b != 0) {
      const int c = std::countr_zero(b);
      b &= b - 1;
      const int d = std::max(std::abs(quits::col_of(c) - quits::col_of(exit)),
                             std::abs(quits::row_of(c) - quits::row_of(exit)));
      v += 4 - d;
    }
    return v;
  }
  static void evaluate(const quits::State& s, double* out) {
    const int n = s.variant.players;
    double prog[quits::kMaxSeats] = {};
    for (int p = 0; p < n; ++p) {
      prog[p] = progress(s, p);
    }
    for (int p = 0; p < kMaxPlayers; ++p) {
      if (p >= n) {
        out[p] = 0;
        continue;
      }
      double best_other = -1e9;
      for (int q = 0; q < n; ++q) {
        if (q != p) {
          best_other = std::max(best_other, prog[q]);
        }
      }
      out[p] = detail::clamp_value((prog[p] - best_other) / 16.0);
    }
  }
};

}  // namespace marbles::ai
