// Yoté (West Africa): the rules of docs/RULES.md, "Yoté" part, as decided from Jeux & Stratégie
// n°2 (1980), which plays it on the Wali board.
//
// Board: variant "default" 6 columns A-F x 5 rows 1-5 (the 1980 source); variant "5x5" columns
// A-E (Béart 1955, Ludii). Cell = row * 6 + col in both sizes (A1 = 0, F1 = 5, A5 = 24), so
// action ids do not depend on the variant; the 5x5 board never uses column F.
// Players: 0 = Light (plays first), 1 = Dark. 12 pieces each, all in reserve at the start.
// A turn is one of:
//   - place a piece from the reserve on any empty cell (any time the reserve is not empty);
//   - step one piece one cell orthogonally into an empty cell;
//   - jump one piece orthogonally over an adjacent opponent piece onto the empty cell right
//     behind it: the jumped piece is captured. One jump per turn, no chains, never compulsory.
// After a jump the same player removes one more opponent piece: one on the board of their
// choice, or, when the opponent has none on the board, one from the opponent's reserve. An
// opponent left with nothing at all loses at once (no bonus removal).
// End, checked when a turn is over: a player with no pieces (board + reserve) loses; both
// players with three pieces or fewer: draw. A player with no legal turn passes; both unable:
// draw. A position repeated a third time (same player to move): draw. Our rule: 100 turns in a
// row without a placement or a capture: draw.
//
// Actions (sorted by kind, dense; d: 0 up, 1 right, 2 down, 3 left):
//   0..29     place from the reserve on cell c       text "@C3"
//   30..149   step from c in d: 30 + d*30 + c        text "C3-C4"
//   150..269  jump from c over the neighbour in d    text "C3xC5"
//             onto the cell beyond: 150 + d*30 + c
//   270..299  bonus removal of the opponent piece    text "xE2"
//             on c: 270 + c
//   300       bonus removal from the opponent's       text "xR"
//             reserve
//   301       pass                                   text "pass"
// In records the bonus removal is its own token after the jump, on the same turn line:
// "C3xC5 xE2". Reading accepts lower case ("c3xc5", "xr"); "pass" is lower case only.
//
// Position text (one line, FEN-like), e.g. the default start:
//   "....../....../....../....../...... l 12 12 - 0"
//   rows 5 down to 1, columns A-F (A-E on the 5x5 board), 'l' light, 'd' dark, '.' empty;
//   side to move (l|d); pieces in reserve for light and dark; '-' or 'x' (the mover owes the
//   bonus removal after a jump); turns since the last placement or capture (0-100).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/editor.h"
#include "core/result.h"
#include "core/rng.h"
#include "core/types.h"

namespace marbles::yote {

constexpr int kCols = 6;  // cells are numbered on 6 columns in both sizes
constexpr int kRows = 5;
constexpr int kCells = kCols * kRows;
constexpr int kPieces = 12;
constexpr int kQuietLimit = 100;  // turns without placement or capture before a draw
constexpr int kDrawPieces = 3;    // both players at or below: draw

constexpr Action kPlaceBase = 0;
constexpr Action kStepBase = 30;
constexpr Action kJumpBase = 150;
constexpr Action kRemoveBase = 270;
constexpr Action kRemoveReserve = 300;
constexpr Action kPass = 301;
constexpr int kNumActions = 302;

enum Dir : int { kUp = 0, kRight = 1, kDown = 2, kLeft = 3 };

constexpr Action step_action(int from, int dir) {
  return kStepBase + dir * kCells + from;
}
constexpr Action jump_action(int from, int dir) {
  return kJumpBase + dir * kCells + from;
}
// For a step or a jump: the piece's cell and direction.
constexpr int move_from(Action a) {
  return (a - (a < kJumpBase ? kStepBase : kJumpBase)) % kCells;
}
constexpr int move_dir(Action a) {
  return (a - (a < kJumpBase ? kStepBase : kJumpBase)) / kCells;
}

enum class Size : std::uint8_t {
  k6x5,  // default: the Wali board (Jeux & Stratégie 1980)
  k5x5,  // "5x5": Béart 1955, the board Ludii uses
};

struct Variant {
  Size size = Size::k6x5;
  bool operator==(const Variant&) const = default;
};

enum class Outcome : std::uint8_t { kNone, kWin0, kWin1, kDraw };

struct State {
  std::uint32_t board[2] = {0, 0};  // bit c set: the player's piece on cell c
  std::uint8_t reserve[2] = {kPieces, kPieces};
  std::uint8_t player = 0;   // to move (when not over)
  bool must_remove = false;  // the player to move owes the bonus removal of a jump
  Outcome outcome = Outcome::kNone;
  Variant variant{};
  std::uint16_t quiet = 0;  // turns since the last placement or capture
  std::uint16_t history_size = 0;
  // Keys of the positions since the last placement or capture, for repetition.
  std::uint64_t history[kQuietLimit + 2] = {};

  bool operator==(const State&) const = default;
};

constexpr int cell(int col, int row) {
  return row * kCols + col;
}
constexpr int col_of(int c) {
  return c % kCols;
}
constexpr int row_of(int c) {
  return c / kCols;
}
// Columns of the variant's board: 6 or 5.
constexpr int columns(const Variant& v) {
  return v.size == Size::k5x5 ? 5 : 6;
}
// The cells of the variant's board as a bit mask.
std::uint32_t board_mask(const Variant& v);
// Cell reached from c going in d on the variant's board, or -1 off the board.
int neighbour(const Variant& v, int c, int d);
// "C3" (cell 14) and back; -1 when not a cell of the 6 x 5 numbering.
std::string cell_name(int c);
int parse_cell(std::string_view text);
int on_board(const State& s, int player);  // pieces on the board
int pieces(const State& s, int player);    // on the board and in reserve
// After an action or on a parsed position: decides the end (no pieces, three or fewer each,
// both blocked, the 100-turn rule, repetition) and records the position for repetition.
void settle(State& s);

struct Game {
  using State = yote::State;
  using Variant = yote::Variant;
  // Each piece on the board has at most one step or jump per direction, and placements need
  // a piece in reserve (so at most 11 on the board): 30 - 11 + 4 * 11 < 64; 48 without.
  using Actions = ActionList<64>;
  using Chances = ChanceList<1>;
  static constexpr std::string_view kId = "yote";

  static State initial(const Variant& v);
  static Variant variant(const State& s) { return s.variant; }
  static int num_players(const Variant&) { return 2; }
  static int to_move(const State& s) { return s.outcome == Outcome::kNone ? s.player : kNobody; }
  static void legal_actions(const State& s, Actions& out);
  static void chance_outcomes(const State&, Chances&) {}
  // A uniformly random legal action without building the list (random playouts). Picks the
  // same action as indexing legal_actions() with the same rng.below() draw.
  static Action random_action(const State& s, Rng& rng);
  static void apply(State& s, Action a);
  static bool is_terminal(const State& s) { return s.outcome != Outcome::kNone; }
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
  static ActionCells action_cells(const State& s, Action a);
  // "placement" (the mover has pieces in reserve only), "movement" (on the board only), "play"
  // (both: place, step or jump), "removal" (the bonus removal after a jump) or "over".
  static std::string_view phase(const State& s);
  static std::string variant_text(const Variant& v);
  static Result<Variant> parse_variant(std::string_view text);
};

}  // namespace marbles::yote
