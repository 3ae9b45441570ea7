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

// Wali: material, pieces on the board and in reserve (a capture is the only way to win).
template <>
struct Evaluation<wali::Game> : NoEvaluation<wali::Game> {
  static constexpr bool kAvailable = true;
  static void evaluate(const wali::State& s, double* out) {
    const int m0 = detail::bits(s.board[0]) + s.reserve[0];
    const int m1 = detail::bits(s.board[1]) + s.reserve[1];
    detail::two_player(0.15 * (m0 - m1), out);
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

// Measured (bench --match, docs/ENGINE.md): the evaluation cut-off pays in Wali (after 30
// random actions) and Yoté (after 10); alpha-beta beats MCTS in La poursuite and two-player
// Quits (four players fall back to MCTS).
template <>
struct Tuning<wali::Game> {
  static constexpr Algorithm kStrong = Algorithm::kMcts;
  static constexpr int kCutoff = 30;
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
