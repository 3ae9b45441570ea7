// Wali (Songhai, Mali/Niger): the rules of docs/RULES.md, "Wali" part, as decided
// from seeds/wali.fr.txt and Jeux & Stratégie n°2 (1980).
//
// Board: 6 columns A-F x 5 rows 1-5; cell = row * 6 + col (A1 = 0, F1 = 5, A5 = 24).
// Players: 0 = Sticks (play first), 1 = Stones. 12 pieces each.
// 1. Placement: place one piece on any empty cell, never making an orthogonal run of three or
//    more of one's own pieces. No legal placement: pass. Ends when neither player can place;
//    pieces that can never be placed are set aside.
// 2. Movement: move one own piece one cell orthogonally into an empty cell. If it then stands
//    in an orthogonal run of 3+ own pieces (always a new run, since its cell was empty), the
//    same player removes one opponent piece of their choice (one removal per move).
// End: variant "default" (wali.fr.txt): a player with two pieces left loses. Variant "1980"
// (Jeux & Stratégie): a player with no pieces left loses. No legal move: pass; both players
// unable to move: draw. A position repeated a third time (same player to move): draw.
// 100 movement-phase turns in a row without a capture: draw.
//
// Actions (sorted by kind, dense):
//   0..29     place on cell c                     text "C3"
//   30..149   move from cell c in direction d      30 + d*30 + c, d: 0 up, 1 right, 2 down, 3 left
//                                                 text "D2-D1" (from-to, magazine style)
//   150..179  remove the opponent piece on cell c  text "xB4"
//   180       pass                                text "pass"
// In records a capture's removal is its own token after the move: "D2-D1 xB4".
//
// Position text (one line, FEN-like), e.g. the start:
//   "....../....../....../....../...... s 12 12 - 0"
//   rows 5 down to 1, columns A-F, 's' stick, 'o' stone, '.' empty; side to move (s|o);
//   pieces in reserve for sticks and stones; '-' or 'x' (the mover must remove an opponent
//   piece); turns since the last capture in the movement phase.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/editor.h"
#include "core/result.h"
#include "core/rng.h"
#include "core/types.h"

namespace marbles::wali {

constexpr int kCols = 6;
constexpr int kRows = 5;
constexpr int kCells = kCols * kRows;
constexpr int kPieces = 12;
constexpr int kNoCaptureLimit = 100;     // movement turns without capture before a draw
constexpr std::uint8_t kPassTurn = 255;  // a pass in State::turns

constexpr Action kPlaceBase = 0;
constexpr Action kMoveBase = 30;
constexpr Action kRemoveBase = 150;
constexpr Action kPass = 180;
constexpr int kNumActions = 181;
constexpr Action move_action(int from, int dir) {
  return kMoveBase + dir * kCells + from;
}
constexpr int move_from(Action a) {
  return (a - kMoveBase) % kCells;
}
constexpr int move_dir(Action a) {
  return (a - kMoveBase) / kCells;
}

enum Dir : int { kUp = 0, kRight = 1, kDown = 2, kLeft = 3 };

enum class EndRule : std::uint8_t {
  kTwoLeft,   // default: a player with two pieces loses (wali.fr.txt)
  kNoneLeft,  // "1980": a player with no pieces loses (Jeux & Stratégie 1980)
};

struct Variant {
  EndRule end = EndRule::kTwoLeft;
  bool operator==(const Variant&) const = default;
};

enum class Outcome : std::uint8_t { kNone, kWin0, kWin1, kDraw };

struct State {
  std::uint32_t board[2] = {0, 0};  // bit c set: player's piece on cell c
  std::uint8_t reserve[2] = {kPieces, kPieces};
  std::uint8_t aside[2] = {0, 0};  // pieces that could never be placed
  std::uint8_t player = 0;         // to move (when not over)
  bool must_remove = false;        // the player to move removes an opponent piece
  Outcome outcome = Outcome::kNone;
  Variant variant{};
  std::uint16_t quiet = 0;  // movement turns since the last capture
  // Repetition. The positions recorded since the last capture (movement phase): the current
  // one and the history_size - 1 before it, each reached from the one before by turns[i]
  // (turns[i] leads from recorded position i to i + 1: a move's action - kMoveBase, or
  // kPassTurn). `once` and `twice`: the hash buckets (256) holding at least one, two recorded
  // positions; a third occurrence needs its bucket in `twice`, and only then are the turns
  // replayed.
  std::uint16_t history_size = 0;
  std::uint64_t once[4] = {};
  std::uint64_t twice[4] = {};
  std::uint8_t turns[kNoCaptureLimit + 1] = {};

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
// Cell reached from c going in d, or -1 off the board.
int neighbour(int c, int d);
// "C3" (cell 14) and back; -1 when not a cell.
std::string cell_name(int c);
int parse_cell(std::string_view text);
bool in_placement(const State& s);
int pieces(const State& s, int player);  // on the board
// The cells of the orthogonal runs of 3 or more cells of `own` through `c` (0: none): the line
// a move to c made, for the board to draw.
std::uint32_t runs_through(std::uint32_t own, int c);
// After an action or on a parsed position: ends the placement phase when neither player can
// place, decides blocked-both, the 100-turn rule and repetition, and records the position.
void settle(State& s);

struct Game {
  using State = wali::State;
  using Variant = wali::Variant;
  using Actions = ActionList<64>;
  using Chances = ChanceList<1>;
  static constexpr std::string_view kId = "wali";

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
  // "placement", "movement", "removal" or "over".
  static std::string_view phase(const State& s);
  static std::string variant_text(const Variant& v);
  static Result<Variant> parse_variant(std::string_view text);
};

}  // namespace marbles::wali
