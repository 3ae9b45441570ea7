// La poursuite infernale (the knight chase): the rules of docs/RULES.md, "La poursuite
// infernale" part, as decided from Jeux & Stratégie n°2 (1980), itself adapted from "La chasse
// au cavalier" (50 Jeux, Ass. Jeudi).
//
// Board: 8x8 (variants 6x6 and 7x7), chess squares a1..h8; square = rank * 8 + file in every
// size (a1 = 0, h1 = 7, a8 = 56, h8 = 63), so a 6x6 board uses files a-f and ranks 1-6.
// Two knights: the pursued (black) starts on a1, the pursuer (white) on the opposite corner
// (h8, g7 or f6). The pursued moves first; then they alternate. A knight jumps like a chess
// knight, never onto a burned square: one either knight has ever stood on, start squares
// included. Every jump burns one new square.
// The round ends, without an action, when a turn begins (decided by apply and on a parsed
// position):
//   - the pursuer to move with the pursued a knight's jump away: the capture is played
//     automatically, the pursuer wins ("caught");
//   - the pursuer to move and unable to jump: the pursued wins ("pursuer stuck"), or a draw if
//     the pursued could not jump either ("both stuck");
//   - the pursued to move and unable to jump: it stays put and the pursuer jumps alone. If the
//     pursuer can jump neither to a free square nor onto the pursued, a draw ("both stuck");
//     else a breadth-first search over free squares decides: a path onto the pursued wins for
//     the pursuer ("cornered"), none for the pursued ("escaped").
// The capture jump and the search's path are stored in the state (`finish`) for the UI.
// Match (default): two rounds, player 0 pursued in round 1 and pursuer in round 2; a round won
// is 1 point, a drawn round 1/2 each; more points wins the match, equal points draw. The same
// apply that ends round 1 sets up round 2. Variant "single": one round, player 0 pursued.
// Variants combine: "default" (8x8 match), "single", "6x6", "7x7", "6x6 single", "7x7 single".
//
// Actions: 0..63, the square the knight to move jumps to (text "c2", lower case; upper case is
// read too). At most 8 legal. No pass: a knight that cannot jump ends the round as above.
//
// Position text (one line, FEN-like), e.g. the start of the default variant:
//   "8x8 7N/8/8/8/8/8/8/n7 b 1 - -"
//   size; ranks from the top down, files from a, 'n' pursued (black) knight, 'N' pursuer
//   (white) knight, 'x' burned, digits for runs of free squares; side to move ('b' the pursued,
//   'w' the pursuer); round (1 or 2); the result of round 1 and of round 2: '-' not finished,
//   else a letter for how it ended (c caught, p cornered, e escaped, s pursuer stuck, d both
//   stuck) and its number of jumps ("c17"). A finished last round means the game is over.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/editor.h"
#include "core/result.h"
#include "core/rng.h"
#include "core/types.h"

namespace marbles::poursuite {

constexpr int kMaxSize = 8;
constexpr int kSquares = 64;
constexpr int kNumActions = 64;

// Roles, by knight. The pursued is the black knight, the pursuer the white one.
constexpr int kPursued = 0;
constexpr int kPursuer = 1;

struct Variant {
  std::uint8_t size = 8;  // 6, 7 or 8
  bool single = false;    // one round instead of a two-round match
  bool operator==(const Variant&) const = default;
};

// How a round ended.
enum class RoundEnd : std::uint8_t {
  kNone,          // not finished
  kCaught,        // the pursuer to move, the pursued a jump away: captured
  kCornered,      // the pursued stuck, the pursuer reaches it over free squares
  kEscaped,       // the pursued stuck, out of the pursuer's reach
  kPursuerStuck,  // the pursuer to move cannot jump
  kBothStuck,     // neither knight can jump: draw
};

// The role that won a round ending, or -1 for a draw (or kNone).
int winner_role(RoundEnd e);

struct RoundResult {
  RoundEnd end = RoundEnd::kNone;
  std::uint8_t jumps = 0;  // jumps played in the round (the final capture or path not counted)
  bool operator==(const RoundResult&) const = default;
};

// The board when the last round ended and what decided it, for the UI to draw.
struct Finish {
  std::uint64_t used = 0;
  std::uint8_t knight[2] = {0, 0};  // squares by role
  std::uint8_t round = 0;           // 0 or 1
  RoundEnd end = RoundEnd::kNone;
  // The pursuer's deciding jumps, ending on the pursued's square: the capture (one jump) for
  // kCaught, the search's path for kCornered; empty otherwise.
  std::uint8_t path_len = 0;
  std::uint8_t path[kSquares] = {};
  bool operator==(const Finish&) const = default;
};

struct State {
  std::uint64_t used = 0;            // burned squares, the knights' squares included
  std::uint8_t knight[2] = {0, 63};  // squares by role: [kPursued], [kPursuer]
  std::uint8_t round = 0;            // 0 or 1
  std::uint8_t mover = kPursued;     // the role to move
  bool over = false;                 // the last round is finished
  RoundResult rounds[2] = {};        // per round
  Variant variant{};
  Finish finish{};  // the last finished round (not part of the position text or hash)

  bool operator==(const State&) const = default;
};

constexpr int square(int file, int rank) {
  return rank * kMaxSize + file;
}
constexpr int file_of(int sq) {
  return sq % kMaxSize;
}
constexpr int rank_of(int sq) {
  return sq / kMaxSize;
}
constexpr std::uint64_t bit(int sq) {
  return std::uint64_t{1} << sq;
}
// The squares of an n x n board.
std::uint64_t board_mask(int size);
// The squares a knight on sq attacks on the 8x8 board.
std::uint64_t knight_attacks(int sq);
// The shortest chain of knight jumps from `from` onto `to` whose squares before `to` are all in
// `free` (among equal lengths, the lowest squares first): writes the squares after `from`,
// ending with `to`, into path (room for 64) and returns their number; 0 when there is none.
int knight_path(std::uint64_t free, int from, int to, std::uint8_t* path);
// The pursuer's corner: h8, g7 or f6.
int pursuer_start(int size);
// The player (0 or 1) who plays `role` in round `round` (0 or 1).
constexpr int player_of(int round, int role) {
  return role ^ round;
}
// Points of a player so far, in half points (a round won 2, drawn 1).
int half_points(const State& s, int player);
// Jumps played in the current round: every jump burned one square besides the two corners.
int jumps(const State& s);
// "c2" and back; -1 when not a square of the 8x8 grid.
std::string square_name(int sq);
int parse_square(std::string_view text);
// What ends the round now, if anything (kNone: it goes on). With `finish`, also the board and
// the deciding jumps (Finish::path; the search's path is the shortest, lowest squares first).
RoundEnd examine(const State& s, Finish* finish = nullptr);
// After a jump or on a parsed position: ends the round if it is decided, scores it, and sets
// up round 2 (in a match) or ends the game.
void settle(State& s);

struct Game {
  using State = poursuite::State;
  using Variant = poursuite::Variant;
  using Actions = ActionList<8>;
  using Chances = ChanceList<1>;
  static constexpr std::string_view kId = "poursuite";

  static State initial(const Variant& v);
  static Variant variant(const State& s) { return s.variant; }
  static int num_players(const Variant&) { return 2; }
  static int to_move(const State& s) { return s.over ? kNobody : player_of(s.round, s.mover); }
  static void legal_actions(const State& s, Actions& out);
  static void chance_outcomes(const State&, Chances&) {}
  // The same action as legal_actions()[rng.below(n)], without building the list.
  static Action random_action(const State& s, Rng& rng);
  static void apply(State& s, Action a);
  static bool is_terminal(const State& s) { return s.over; }
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
  // "round 1", "round 2" or "over".
  static std::string_view phase(const State& s);
  // One turn per jump, numbered over the whole match; sections "Round 1", "Round 2" in a match.
  static TurnInfo turn_info(const State& s);
  static std::string variant_text(const Variant& v);
  static Result<Variant> parse_variant(std::string_view text);
};

}  // namespace marbles::poursuite
