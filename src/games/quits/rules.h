// Quits (Loris Immordino, Gigamic 2001): the rules of docs/RULES.md, "Quits" part, as decided
// from the French rules text.
//
// Board: 5 x 5 sliding tiles, columns a-e, rows 1-5; cell = row * 5 + col (a1 = 0, e1 = 4,
// a5 = 20, e5 = 24). Only which tile holds which marble matters, so the board is a bit set of
// cells per player; a slide moves the marbles with their tiles.
// Seats and corners: with two players, seat 0 (Light, plays first) starts in a1 and exits at e5,
// seat 1 (Dark) starts in e5 and exits at a1. With four players the turns go clockwise seen from
// above with a1 at the bottom left: seat 0 a1, seat 1 a5, seat 2 e5, seat 3 e1; each exits at
// the opposite corner. Start (for the a1 corner, the others mirrored): a2, b1, b2, a3, c1 with
// five marbles; a2, b1, b2 with three; the corner itself empty.
// A turn is one of:
//   - move an own marble one cell onto an empty cell: diagonally forward (towards its exit) or
//     diagonally to either side, never backwards. Variant "orthogonal": the two orthogonal
//     steps towards the exit, or diagonally forward.
//   - slide a row or a column holding an own marble: the empty tile (no marble) at one end is
//     lifted and put back at the other end, the four others shift one cell towards the gap with
//     their marbles. Never the exact reverse of the previous turn's slide.
//   - pass, only when none of the above is possible (our rule: the printed rules are silent).
// A marble that arrives on its own exit corner, by its move or by any slide (another player's
// too), leaves the board and counts for its owner; a marble arriving on another corner stays.
// Win: the first to take out 3 marbles (1 with three marbles, and with four players). A slide
// brings at most one marble into a corner, so at most one marble leaves per turn; the rule for
// several (the mover first, then the turn order) is kept in the code all the same.
// Draws: a position repeated a third time (same marbles, player to move and forbidden slide);
// our rule: 200 turns in a row without a marble leaving.
//
// Actions (dense, sorted by kind; directions d: 0 N (up, towards row 5), 1 NE, 2 E, 3 SE,
// 4 S, 5 SW, 6 W, 7 NW):
//   0..199    move the marble on cell c in d: c * 8 + d         text "b1-c2"
//   200..219  slide line l (0-4 rows 1-5, 5-9 columns a-e)     text "r3>", "r3<", "c2^", "c2v"
//             towards its high end (0: rows right '>', columns
//             up '^') or its low end (1: '<', 'v'): 200 + l * 2 + w
//   220       pass                                              text "pass"
// Slides name lines by number: "r1".."r5" are the rows 1-5, "c1".."c5" the columns a-e. The
// arrow is where the tiles go: "r3>" lifts the empty tile at e3, the row shifts right and the
// lifted tile goes to a3. Reading accepts upper case ("B1-C2", "R3>").
//
// Position text (one line, FEN-like), e.g. the default start:
//   "..dd./...dd/l...d/ll.../.ll.. l 0,0 - 0"
//   rows 5 down to 1, columns a-e: '.' empty, 'l' Light, 'd' Dark, 'r' Red, 'b' Blue (seats
//   0-3); the player to move; the marbles each player has taken out, in seat order; the slide
//   the player to move may not reverse ('-' when the last turn was no slide); turns since the
//   last marble left the board (0-200).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/editor.h"
#include "core/result.h"
#include "core/rng.h"
#include "core/types.h"

namespace marbles::quits {

constexpr int kSize = 5;
constexpr int kCells = kSize * kSize;
constexpr int kDirs = 8;
constexpr int kLines = 10;        // rows 0-4, then columns 0-4
constexpr int kQuietLimit = 200;  // turns without a marble leaving before a draw
constexpr int kMaxSeats = 4;

constexpr Action kMoveBase = 0;
constexpr Action kSlideBase = 200;
constexpr Action kPass = 220;
constexpr int kNumActions = 221;

constexpr int kDx[kDirs] = {0, 1, 1, 1, 0, -1, -1, -1};
constexpr int kDy[kDirs] = {1, 1, 0, -1, -1, -1, 0, 1};

constexpr int cell(int col, int row) {
  return row * kSize + col;
}
constexpr int col_of(int c) {
  return c % kSize;
}
constexpr int row_of(int c) {
  return c / kSize;
}
constexpr Action move_action(int from, int dir) {
  return kMoveBase + from * kDirs + dir;
}
constexpr int move_from(Action a) {
  return (a - kMoveBase) / kDirs;
}
constexpr int move_dir(Action a) {
  return (a - kMoveBase) % kDirs;
}
// Slide of line l (0-4 rows, 5-9 columns) towards its high end (toward_high) or low end.
constexpr Action slide_action(int line, bool toward_high) {
  return kSlideBase + line * 2 + (toward_high ? 0 : 1);
}
constexpr bool is_move(Action a) {
  return a >= kMoveBase && a < kSlideBase;
}
constexpr bool is_slide(Action a) {
  return a >= kSlideBase && a < kPass;
}
constexpr int slide_line(Action a) {
  return (a - kSlideBase) / 2;
}
constexpr bool slide_toward_high(Action a) {
  return ((a - kSlideBase) & 1) == 0;
}
// The same line slid the other way.
constexpr Action reverse_slide(Action a) {
  return a ^ 1;  // kSlideBase is even
}
// The cells of line l from its low end (a or 1) to its high end (e or 5).
constexpr int line_cell(int line, int i) {
  return line < kSize ? cell(i, line) : cell(line - kSize, i);
}

struct Variant {
  std::uint8_t players = 2;  // 2 or 4
  std::uint8_t marbles = 5;  // 5 or 3 per player (3 with four players)
  bool orthogonal = false;   // the "orthogonal" movement variant
  bool operator==(const Variant&) const = default;
};

// Marbles a player must take out to win: 3 in the 5-marble game, else 1.
constexpr int target(const Variant& v) {
  return v.marbles == 5 ? 3 : 1;
}
// The corner seat p starts in, and the corner it exits at.
int home_corner(const Variant& v, int seat);
int exit_corner(const Variant& v, int seat);
// The directions (0-7) a marble of seat p may move in: 3 of them.
struct Directions {
  int dir[3];
};
Directions move_directions(const Variant& v, int seat);

enum class Outcome : std::uint8_t { kNone, kWin, kDraw };

struct State {
  std::uint32_t board[kMaxSeats] = {0, 0, 0, 0};  // bit c set: the seat's marble on cell c
  std::uint8_t out[kMaxSeats] = {0, 0, 0, 0};     // marbles taken out
  std::uint8_t player = 0;                        // to move (when not over)
  std::uint8_t winner = 0;                        // when outcome is kWin
  Outcome outcome = Outcome::kNone;
  Variant variant{};
  std::int16_t last_slide = -1;  // the previous turn's slide (its reverse is forbidden), or -1
  std::uint16_t quiet = 0;       // turns since the last marble left
  std::uint16_t history_size = 0;
  // Keys of the positions since the last marble left, for repetition.
  std::uint64_t history[kQuietLimit + 2] = {};

  bool operator==(const State&) const = default;
};

// "b1" (cell 1) and back; -1 when not a cell.
std::string cell_name(int c);
int parse_cell(std::string_view text);
// "r3>" etc.
std::string slide_name(Action a);
// The player whose marble is on cell c, or -1.
int owner(const State& s, int c);
// After an action or on a parsed position: decides the end and records the position for
// repetition.
void settle(State& s);
// Where the marble on `from` goes when its line slides (the slide's effect on one cell): the
// new cell, or `from` itself when the slide does not move it.
int slid_cell(Action slide, int from);
// The marbles after `player` plays the legal action a (a move or a slide; a pass moves none),
// before any marble leaves: board holds kMaxSeats seats' cells (unused seats empty).
void move_marbles(std::uint32_t* board, int player, Action a);

struct Game {
  using State = quits::State;
  using Variant = quits::Variant;
  // At most 5 marbles x 3 directions + 20 slides, or a pass.
  using Actions = ActionList<40>;
  using Chances = ChanceList<1>;
  static constexpr std::string_view kId = "quits";

  static State initial(const Variant& v);
  static Variant variant(const State& s) { return s.variant; }
  static int num_players(const Variant& v) { return v.players; }
  static int to_move(const State& s) { return s.outcome == Outcome::kNone ? s.player : kNobody; }
  static void legal_actions(const State& s, Actions& out);
  static void chance_outcomes(const State&, Chances&) {}
  static void apply(State& s, Action a);
  static bool is_terminal(const State& s) { return s.outcome != Outcome::kNone; }
  // Win: +1 for the winner, -1 for every other player; draw: 0 for all.
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
  // A move: from and to (to = the exit corner when the marble leaves). A slide: from = the
  // lifted end cell, to = the other end where it is put back.
  static ActionCells action_cells(const State& s, Action a);
  // "play" or "over".
  static std::string_view phase(const State& s);
  // "default", "3-marbles", "4-players", "orthogonal", or "4-players orthogonal",
  // "3-marbles orthogonal".
  static std::string variant_text(const Variant& v);
  static Result<Variant> parse_variant(std::string_view text);
};

}  // namespace marbles::quits
