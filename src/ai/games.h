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
#include "games/offboard/rules.h"
#include "games/poursuite/rules.h"
#include "games/quits/rules.h"
#include "games/quits/tactics.h"
#include "games/wali/rules.h"
#include "games/wykersham/rules.h"
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
  // The tree kept from the move to the capture it allows (MctsOptions::reuse): against plain
  // UCT at 0.02 s a move, 85.5 % of 600 games with it, 80.6 % without (docs/ENGINE.md).
  static constexpr bool kReuse = true;
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
  // Four players (alpha-beta is for two): MCTS whose random games see one turn ahead
  // (Evaluation<quits::Game>::playout_action).
  static constexpr bool kPolicy = true;
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
  // The strong level's actions with four players, in its tree and its random games: the
  // mover's action that takes one of its marbles out, alone, when there is one; otherwise those
  // that take out no other player's marble and leave the next player none to take out at once
  // (else those of the first kind, else all). Keeps the order of `actions`.
  static void sensible_actions(const quits::State& s, quits::Game::Actions& actions) {
    const int p = s.player;
    const quits::Boards before = quits::boards_of(s);
    // Each action's kind: 0 takes another player's marble out, 1 leaves the next player an
    // exit, 2 safe. The kind kept is the best met.
    std::uint8_t kind[quits::Game::Actions::kCapacity];
    int best = 0;
    for (int i = 0; i < actions.size(); ++i) {
      quits::Boards b = before;
      quits::apply_to_boards(b, p, actions[i]);
      const int leaves = quits::exiting_seat(b, s.variant);
      if (leaves == p) {
        actions[0] = actions[i];
        actions.truncate(1);
        return;
      }
      kind[i] = leaves >= 0                                                  ? 0
                : quits::can_exit(b, s.variant, (p + 1) % s.variant.players) ? 1
                                                                             : 2;
      best = std::max(best, static_cast<int>(kind[i]));
    }
    int n = 0;
    for (int i = 0; i < actions.size(); ++i) {
      if (kind[i] == best) {
        actions[n++] = actions[i];
      }
    }
    actions.truncate(n);
  }
  static Action playout_action(const quits::State& s, Rng& rng) {
    quits::Game::Actions actions;
    quits::Game::legal_actions(s, actions);
    sensible_actions(s, actions);
    return actions[static_cast<int>(rng.below(static_cast<std::uint32_t>(actions.size())))];
  }
};

// Wykersham: the points in the trays, and what the marbles on the board promise. A goal is
// made by a slide, so the promise is counted as the lines one slide of a sliding rail would
// complete (each worth at least five marbles at once), then the lines with four of their five
// cups already holding the player's marbles, at the rails' present offsets.
template <>
struct Evaluation<wykersham::Game> : NoEvaluation<wykersham::Game> {
  static constexpr bool kAvailable = true;
  using Masks = std::uint32_t[wykersham::kRails];
  // The five rails' cups, aligned for lines of `kind` (wykersham::aligned_cups).
  static void aligned(const Masks cups, const std::int8_t* offset, int kind, Masks out) {
    for (int r = 0; r < wykersham::kRails; ++r) {
      out[r] = wykersham::aligned_cups(cups[r], offset[r], kind, r);
    }
  }
  static std::uint32_t complete(const Masks m) {
    return m[0] & m[1] & m[2] & m[3] & m[4] & wykersham::kLineBits;
  }
  // Lines (of all kinds) with exactly four of five cups.
  static int near(const Masks m) {
    const std::uint32_t four = (m[1] & m[2] & m[3] & m[4]) | (m[0] & m[2] & m[3] & m[4]) |
                               (m[0] & m[1] & m[3] & m[4]) | (m[0] & m[1] & m[2] & m[4]) |
                               (m[0] & m[1] & m[2] & m[3]);
    return detail::bits((four & ~complete(m)) & wykersham::kLineBits);
  }
  // The promise of colour p: the most goals one slide makes (wykersham::goals_of_slide), and
  // near lines.
  static double promise(const wykersham::State& s, int p) {
    Masks c;
    wykersham::cup_masks(s, p, c);
    int near_lines = 0;
    for (int kind = 0; kind < 3; ++kind) {
      Masks m;
      aligned(c, s.offset, kind, m);
      near_lines += near(m);
    }
    int goals = 0;
    for (int r = 0; r < wykersham::kRails; ++r) {
      for (int dir = -1; dir <= 1; dir += 2) {
        goals = std::max(goals, detail::bits(wykersham::goals_of_slide(s, p, r, dir)));
      }
    }
    return 3.0 * goals + 1.0 * near_lines;
  }
  // Playouts (strong vs plain UCT at 0.02 s a move: 44.5 % of 200 with random playouts, 66.3 %
  // with the greedy removals, 77.0 % with the scoring placements too, 75.1 % of 400 with all
  // three, the slide rule being within noise; docs/ENGINE.md):
  // - a placement goes where the slide after it scores a goal, if any can (one of those at
  //   random), else anywhere at random: random games miss most goals within reach;
  // - a slide that need not score keeps the rail still two times in three, else any allowed
  //   choice at random;
  // - removals take every own marble they may (the lowest cell first, then "done": a marble in
  //   the tray is a point for good, on the board it counts nothing at the end). Random
  //   removals stop after a random number, so random games undervalue a goal.
  static Action playout_action(const wykersham::State& s, Rng& rng) {
    if (s.phase == wykersham::Phase::kRemove) {
      return wykersham::first_removal(s);
    }
    Action actions[wykersham::Game::Actions::kCapacity];
    const int n = wykersham::legal_into(s, actions);
    if (s.phase == wykersham::Phase::kPlace) {
      Action scoring[wykersham::Game::Actions::kCapacity];
      const int k = wykersham::scoring_placements(s, actions, n, scoring);
      return k > 0 ? scoring[rng.below(static_cast<std::uint32_t>(k))]
                   : actions[rng.below(static_cast<std::uint32_t>(n))];
    }
    if (s.phase == wykersham::Phase::kSlide) {
      // "No slide", when offered, is last.
      if (actions[n - 1] == wykersham::kSlideNone && rng.below(3) < 2) {
        return wykersham::kSlideNone;
      }
      return actions[rng.below(static_cast<std::uint32_t>(n))];
    }
    return wykersham::Game::random_action(s, rng);
  }
  // The same policy to the end of the game, fused (the same actions from the same draws).
  static void playout(wykersham::State& s, Rng& rng) { wykersham::policy_playout(s, rng); }
  static void evaluate(const wykersham::State& s, double* out) {
    const int points = wykersham::score(s, 0) - wykersham::score(s, 1);
    // The promise fades as the hands empty: with no marble left to place, no slide is left.
    const double left = (s.hand[0] + s.hand[1]) / (2.0 * wykersham::kMarbles);
    const double ahead = left * (promise(s, 0) - promise(s, 1));
    detail::two_player(0.05 * points + 0.02 * ahead, out);
  }
};

// Offboard: the points scored (6 wins), the marbles an opponent's push could put off the board
// now, and the marbles' distance to the centre and their cohesion (neighbours of the same
// colour), Red's view.
template <>
struct Evaluation<offboard::Game> : NoEvaluation<offboard::Game> {
  static constexpr bool kAvailable = true;
  struct Geometry {
    int nb[offboard::kCells][offboard::kDirs];
    int centre[offboard::kCells];  // hex distance to e5 (0-4)
  };
  static const Geometry& geometry() {
    static const Geometry g = [] {
      Geometry x{};
      for (int c = 0; c < offboard::kCells; ++c) {
        for (int d = 0; d < offboard::kDirs; ++d) {
          x.nb[c][d] = offboard::neighbour(c, d);
        }
        const int dr = offboard::row_of(c) - 4;
        const int dk = offboard::diag_of(c) - 5;
        x.centre[c] = std::max(std::max(std::abs(dr), std::abs(dk)), std::abs(dr - dk));
      }
      return x;
    }();
    return g;
  }
  // Player p's marbles that the opponent could push off the board with one line move now:
  // an own run of n ending at the rim, with an opponent run of more than n behind it.
  static int in_danger(const offboard::State& s, int p) {
    const Geometry& g = geometry();
    const std::uint64_t own = s.board[p];
    const std::uint64_t opp = s.board[1 - p];
    int n = 0;
    for (std::uint64_t m = own; m != 0; m &= m - 1) {
      const int c = std::countr_zero(m);
      for (int d = 0; d < offboard::kDirs; ++d) {
        if (g.nb[c][d] >= 0) {
          continue;  // not pushed off along d from here
        }
        const int back = (d + 3) % 6;
        int own_run = 1;
        int x = g.nb[c][back];
        while (x >= 0 && ((own >> x) & 1u) != 0) {
          ++own_run;
          x = g.nb[x][back];
        }
        int opp_run = 0;
        while (x >= 0 && ((opp >> x) & 1u) != 0 && opp_run <= own_run) {
          ++opp_run;
          x = g.nb[x][back];
        }
        if (opp_run > own_run) {
          ++n;
          break;
        }
      }
    }
    return n;
  }
  static double shape(const offboard::State& s, int p) {
    const Geometry& g = geometry();
    const std::uint64_t own = s.board[p];
    int centre = 0;
    int links = 0;
    for (std::uint64_t m = own; m != 0; m &= m - 1) {
      const int c = std::countr_zero(m);
      centre += 4 - g.centre[c];
      for (int d = 0; d < 3; ++d) {
        const int x = g.nb[c][d];
        links += x >= 0 && ((own >> x) & 1u) != 0 ? 1 : 0;
      }
    }
    return 1.0 * centre + 0.5 * links;
  }
  static void evaluate(const offboard::State& s, double* out) {
    const int points = s.score[0] - s.score[1];
    // Danger matters most to the player not to move (the mover pushes first).
    const int danger0 = in_danger(s, 0);
    const int danger1 = in_danger(s, 1);
    const double danger =
        s.player == 0 ? 0.5 * danger0 - 1.0 * danger1 : 1.0 * danger0 - 0.5 * danger1;
    const int marbles = detail::bits(s.board[0]) - detail::bits(s.board[1]);
    detail::two_player(
        0.12 * points - 0.08 * danger + 0.04 * marbles + 0.004 * (shape(s, 0) - shape(s, 1)), out);
  }
  // Pushes first (they are the only way to score).
  static int order(const offboard::State& s, Action a) {
    if (!offboard::is_move(a)) {
      return 0;
    }
    const Geometry& g = geometry();
    const int p = s.player;
    int x = offboard::move_rear(a);
    const int d = offboard::move_dir(a);
    while (x >= 0 && ((s.board[p] >> x) & 1u) != 0) {
      x = g.nb[x][d];
    }
    if (x < 0 || ((s.board[1 - p] >> x) & 1u) == 0) {
      return 0;
    }
    while (x >= 0 && ((s.board[1 - p] >> x) & 1u) != 0) {
      x = g.nb[x][d];
    }
    return x < 0 ? 2 : 1;  // off the board, or a push inside
  }
};

template <>
struct Tuning<wykersham::Game> {
  static constexpr Algorithm kStrong = Algorithm::kMcts;
  static constexpr int kCutoff = 0;
  // Strong: playouts by Evaluation::playout_action, and the tree kept from one decision of the
  // turn to the next (MctsOptions::policy, reuse).
  static constexpr bool kPolicy = true;
  static constexpr bool kReuse = true;
  // And the turn's two placements in either order reach one node: the end of a turn met by
  // another path shares that path's roll node and all below (MctsOptions::transpose).
  static constexpr bool kTranspose = true;
  // Below the root, a child not yet tried is taken only when no tried sibling's UCB score is
  // over 1.0 (MctsOptions::first_play): the tree follows a good placement or slide deeper
  // instead of trying each of the thirty or so others once first (docs/ENGINE.md, "Wykersham:
  // first-play urgency").
  static constexpr double kFirstPlay = 1.0;
  // Intermediate: 1,000 random games a move (3,000 lost only 59 % to strong at 0.05 s a move).
  static constexpr std::int64_t kIntermediateIterations = 1000;
  // Strong's time: the turn's first placement, which starts a new tree, takes up to 4 times
  // the time granted a move; the later placement and slides of the turn, which go on with that
  // tree, up to 0.38 times; the removals after a goal none (one iteration: the tree's most
  // visited choice). A decision ends sooner once its choice cannot change (kStopEarly,
  // Agent::settled), which saves about a quarter of the time: a game has about 15 first
  // placements, 36 other placements and slides and 7 removals with a choice per player, so
  // its total stays what the player grants (docs/ENGINE.md, "Wykersham: twice the speed, and
  // the turn's time", and "Wykersham: ending a settled decision early").
  static double time_share(const wykersham::State& s) {
    if (s.phase == wykersham::Phase::kRemove) {
      return kRemovalShare;
    }
    return s.phase == wykersham::Phase::kPlace && s.placed == 0 ? kFirstShare : kOtherShare;
  }
  static constexpr double kFirstShare = 4.0;
  static constexpr double kOtherShare = 0.38;
  static constexpr double kRemovalShare = 0;
  static constexpr bool kStopEarly = true;
};
template <>
struct Tuning<offboard::Game> {
  static constexpr Algorithm kStrong = Algorithm::kAlphaBeta;
  static constexpr int kCutoff = 0;
  // The intermediate level's playouts: 10 random actions, then the evaluation.
  static constexpr int kIntermediateCutoff = 10;
};

}  // namespace marbles::ai
