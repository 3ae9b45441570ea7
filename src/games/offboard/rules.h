// Offboard (Michel Lalet & Laurent Lévi, Asmodée 2011): the rules of docs/RULES.md, "Offboard"
// part, as decided from the French rules text (the printed figures are lost).
//
// Board: the 61-cell hexagon of side 5 (the Abalone grid), drawn with horizontal rows: row a
// (5 cells) at the bottom, Red's edge, up to row i (5 cells) at the top, Yellow's edge; row e,
// the middle, has 9. Cells are named like Abalone's: row letter a-i, then the diagonal number
// 1-9 (a1-a5, b1-b6, ..., e1-e9, f2-f9, ..., i5-i9). Cell index: row-major from a1 (0) to i9
// (60). A cell is (row i 0-8, diagonal k 1-9) with |(k - 1) - i| <= 4.
// Directions d (0-5) as (row, diagonal) steps: 0 E (0,+1), 1 NE (+1,+1), 2 NW (+1,0),
// 3 W (0,-1), 4 SW (-1,-1), 5 SE (-1,0); opposite(d) = (d + 3) % 6.
//
// Players: Red (0, plays first) and Yellow (1), 12 marbles each. Start: Red on a1-a5, b2-b5,
// c3-c5; Yellow on i5-i9, h5-h8, g5-g7 (the mirror image).
//
// Targets: twelve around the rim, two per edge (each edge's half), numbered 0-11 counter-
// clockwise seen from above with Red at the bottom, starting with Red's edge: 0 a-row left half,
// 1 a-row right half, 2 lower-right edge lower half, 3 its upper half, 4 upper-right edge lower
// half, 5 its upper half, 6 i-row right half, 7 i-row left half, 8 upper-left edge upper half,
// 9 its lower half, 10 lower-left edge upper half, 11 its lower half. Default values
// (RULES.md): 1,2,3,1,2,3,1,2,3,1,2,3. A target holds one marble.
// Where a marble pushed off the board falls: pushed from edge cell c in direction d, it crosses
// the rim towards the virtual cell v = c + d just outside. The virtual cells adjacent to the
// board lie on six outer lines, one beyond each edge (row -1, row 9, diagonal 0, diagonal 10,
// k = i + 6, k = i - 4), six virtual cells each counted counter-clockwise; v at positions 1-2 of
// an edge's line is that edge's first half (in the counter-clockwise order above), 3-4 its
// second half. v at position 0 or 5 is on two outer lines (a corner, pushed exactly along a
// main diagonal): the marble goes to the lower-valued of the two targets there (RULES.md; the
// values at a corner always differ in the default layout; with equal custom values, the first
// in counter-clockwise order: the previous edge's second half, so 11 at a1, 1 at a5, 3 at e9,
// 5 at i9, 7 at i5, 9 at e1).
//
// A turn is one of:
//   - a line move: a run of one or more own marbles in a straight line (the run starting at the
//     rear marble r along direction d: r, r+d, r+2d, ... while they are own marbles, n of them)
//     moves one cell along d, the front one into the cell ahead (n = 1: any neighbour). The
//     cell ahead must be on the board and either empty (a plain move) or the start of a run of
//     m opponent marbles with m < n, followed by an empty cell or the rim (a push: the opponent
//     run moves one cell too; the last one, at the rim, is pushed off). Own marbles never leave
//     the board; an own marble after the opponent run blocks the push. Never sideways: a line
//     moves along its own axis (a sideways step is a line move of single marbles, one per turn).
//   - after one of the player's marbles was pushed towards an occupied target (it fell nowhere):
//     on that player's next turn, first put it back on any empty cell (that is the whole turn)
//     or set it aside for good, then play normally.
//   - pass, only when nothing else is possible (common rule of RULES.md).
// Scoring: a marble pushed off into an empty target stays there and the pusher scores the
// target's value; into an occupied target it scores nothing and waits for its owner's choice
// above. First to 6 points wins (checked after every action). Draws: a position repeated a
// third time (marbles, targets, waiting marbles, player to move); our rule: 200 turns in a row
// without a marble pushed off.
//
// Actions (dense, sorted by kind):
//   0..365    line move of the run starting at rear cell r along d: r * 6 + d
//             text "<rear>-<where the front goes>": "c3-c4" (one marble), "a1-a4" (a1, a2, a3
//             move east, a3 into a4); a push looks the same ("c3-c6" when c6 holds an opponent),
//             and a push that puts a marble off the board adds "x" and the target's number 1-12
//             where it fell ("g5-g8x7"; reading accepts it with or without the suffix)
//   366..426  put the waiting marble back on cell c: 366 + c      text "@e5"
//   427       set the waiting marble aside for good              text "aside"
//   428       pass                                                text "pass"
// Reading accepts upper case ("C3-C4", "@E5"); "aside" and "pass" are lower case only. A line
// move's text must name where the front of the whole run from the rear goes ("a1-a2" is refused
// when a1-a3 are red: the rear a1 moves the run a1-a3, written "a1-a4").
//
// Position text (one line, FEN-like), e.g. the start (one line, split here):
//   "yyyyy/.yyyy./..yyy../......../........./......../..rrr../.rrrr./rrrrr"
//   " r 0,0 ............ 0,0 0,0 0"
//   rows i down to a, each from its lowest diagonal ('.' empty, 'r' red, 'y' yellow), rows of
//   5, 6, 7, 8, 9, 8, 7, 6, 5 cells separated by '/'; the player to move (r or y); the scores
//   red,yellow; the targets 1-12 in order (r, y or .); the waiting marbles red,yellow; the
//   marbles set aside red,yellow; the turns since a marble was last pushed off (0-200).
//   The parser checks: 12 marbles of each colour in all (board + targets + waiting + aside);
//   each score equal to the sum of the values of the targets holding the opponent's colour; a
//   waiting marble only for the player to move, at most one, and then 0 quiet turns; not both
//   scores at 6 or more. A score of 6 or more reads as that player's win. The repetition
//   history is not in the text: a game started from a position starts a fresh history.
// Variant text: "default", or "targets" and the twelve values 1-9 of targets 1-12:
//   "targets 1,2,3,1,2,3,1,2,3,1,2,3" (the default values, printed as "default").
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/editor.h"
#include "core/result.h"
#include "core/rng.h"
#include "core/types.h"

namespace marbles::offboard {

constexpr int kCells = 61;
constexpr int kRows = 9;
constexpr int kDirs = 6;
constexpr int kTargets = 12;
constexpr int kMarbles = 12;
constexpr int kWinPoints = 6;
constexpr int kQuietLimit = 200;

constexpr Action kMoveBase = 0;
constexpr Action kPutBackBase = 366;
constexpr Action kAside = 427;
constexpr Action kPass = 428;
constexpr int kNumActions = 429;

constexpr int kDRow[kDirs] = {0, 1, 1, 0, -1, -1};
constexpr int kDDiag[kDirs] = {1, 1, 0, -1, -1, 0};

// Row i (0-8), diagonal k (1-9) of cell c, and back (-1 when off the board).
int row_of(int c);
int diag_of(int c);
int cell_at(int row, int diag);
// The neighbour of c in direction d, or -1 off the board.
int neighbour(int c, int d);

constexpr Action move_action(int rear, int dir) {
  return kMoveBase + rear * kDirs + dir;
}
constexpr bool is_move(Action a) {
  return a >= kMoveBase && a < kPutBackBase;
}
constexpr int move_rear(Action a) {
  return (a - kMoveBase) / kDirs;
}
constexpr int move_dir(Action a) {
  return (a - kMoveBase) % kDirs;
}
constexpr Action put_back_action(int c) {
  return kPutBackBase + c;
}
constexpr bool is_put_back(Action a) {
  return a >= kPutBackBase && a < kAside;
}
constexpr int put_back_cell(Action a) {
  return a - kPutBackBase;
}

struct Variant {
  std::uint8_t values[kTargets] = {1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3};  // 1-9 each
  bool operator==(const Variant&) const = default;
};

enum class Outcome : std::uint8_t { kNone, kWin, kDraw };

struct State {
  std::uint64_t board[2] = {0, 0};  // bit c set: the player's marble on cell c
  std::int8_t target[kTargets] = {-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1};  // colour or -1
  std::uint8_t score[2] = {0, 0};
  std::uint8_t waiting[2] = {
      0, 0};  // a marble pushed towards an occupied target, to place or set aside
  std::uint8_t aside[2] = {0, 0};  // marbles set aside for good
  std::uint8_t player = 0;         // to move (when not over)
  std::uint8_t winner = 0;         // when outcome is kWin
  Outcome outcome = Outcome::kNone;
  Variant variant{};
  std::uint16_t quiet = 0;  // turns since the last marble was pushed off
  std::uint16_t history_size = 0;
  // Keys of the positions since the last marble was pushed off, for repetition.
  std::uint64_t history[kQuietLimit + 2] = {};

  bool operator==(const State&) const = default;
};

// "e5" for cell c, and back (-1 when not a cell).
std::string cell_name(int c);
int parse_cell(std::string_view text);
// The player whose marble is on cell c, or -1.
int owner(const State& s, int c);
// The target (0-11) a marble pushed off from edge cell c in direction d falls into, or -1 when
// c + d is on the board.
int target_of(const Variant& v, int c, int d);
// What a line move does (for the UI's animation and tests): the n own marbles moved, the m
// opponent marbles pushed, the cell of the opponent marble pushed off (-1 none) and the target
// it falls into (-1 none; see State::target for whether it scores). Only for legal moves.
struct LineMove {
  int rear = -1;
  int dir = 0;
  int own = 0;
  int pushed = 0;
  int off_cell = -1;
  int off_target = -1;
};
LineMove describe_move(const State& s, Action a);
// After an action or on a parsed position: decides the end and records the position for
// repetition.
void settle(State& s);

struct Game {
  using State = offboard::State;
  using Variant = offboard::Variant;
  // At most 12 marbles x 6 directions; or 61 cells + aside.
  using Actions = ActionList<80>;
  using Chances = ChanceList<1>;
  static constexpr std::string_view kId = "offboard";

  static State initial(const Variant& v);
  static Variant variant(const State& s) { return s.variant; }
  static int num_players(const Variant&) { return 2; }
  static int to_move(const State& s) { return s.outcome == Outcome::kNone ? s.player : kNobody; }
  static void legal_actions(const State& s, Actions& out);
  // legal_actions(s)[rng.below(n)] without the list (core/rules.h).
  static Action random_action(const State& s, Rng& rng);
  static void chance_outcomes(const State&, Chances&) {}
  static void apply(State& s, Action a);
  static bool is_terminal(const State& s) { return s.outcome != Outcome::kNone; }
  // Win: +1 / -1; draw: 0.
  static void returns(const State& s, double* out);
  static std::string action_text(const State& s, Action a);
  static Result<Action> parse_action(const State& s, std::string_view text);
  static std::string position_text(const State& s);
  // A cell's name ("C3") and back (-1: no cell of this board): for marks in records.
  static int cell_from_text(const State& s, std::string_view text);
  static std::string cell_to_text(const State& s, int c);
  static Result<State> parse_position(const Variant& v, std::string_view text);
  // The position editor (core/editor.h; editor.cpp).
  static EditSpec edit_spec(const Variant& v);
  static int edit_cell(const State& s, int c);
  static bool edit_place(State& s, int c, int kind);
  static int edit_field(const State& s, int i);
  static void set_edit_field(State& s, int i, int value);
  static std::optional<Message> edit_check(const State& s);
  static std::string board_text(const State& s);
  static std::uint64_t hash(const State& s);
  // A line move: from = the rear marble, to = where the front marble goes, removed = the cell
  // of the opponent marble pushed off (-1 none). A put-back: to = the cell. Else none.
  static ActionCells action_cells(const State& s, Action a);
  // "play", "return" (a waiting marble to put back or set aside) or "over".
  static std::string_view phase(const State& s);
  // "default", or "targets 1,2,3,1,2,3,1,2,3,1,2,3" (twelve values 1-9, targets 0-11 in order).
  static std::string variant_text(const Variant& v);
  static Result<Variant> parse_variant(std::string_view text);
};

}  // namespace marbles::offboard
