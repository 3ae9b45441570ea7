// Wykersham (c. 1980, Alsip & Co, L'Arbre à Jouer): the rules of docs/RULES.md, "Wykersham"
// part, as decided from the French rules text (the printed board is lost; RULES.md rebuilds it).
//
// Board: five parallel rails a-e (rail 0-4) of 11 cups (cup 0-10); the middle rail c (2) is
// fixed, the four others slide. Rail r has an offset o_r in -2..+2 (0 at the start; always 0
// for c). Cup k of rail r sits at position k - 5 + o_r. The frame marks seven cross-rows across
// the rails, labelled 1, 2, 3, n, 4, 5, 6 (cross-row index x 0-6) at positions x - 3, so every
// cross-row crosses exactly one cup of every rail: cup x + 2 - o_r. "+" slides a rail towards
// the 6 end (offset + 1), "-" towards the 1 end. A cup holds any number of marbles of either
// colour. Cells for the UI: rail * 11 + cup (0-54).
//
// Players: Red (0) and Green (1), 30 marbles each in hand. A roll-off (a chance action: who
// starts, even odds) opens the game; then each player has 15 turns, alternating. A turn:
//   1. roll two dice (a chance action, the 21 unordered pairs, weight 1 for a double, 2 else);
//   2. place one marble per die, in either order, each in a cup of the die's cross-row; on a
//      double v the two marbles go both to cross-row n, or one to n and one to cross-row v
//      (never both to v). A cup holding opponent marbles cannot take one, except a cup on
//      cross-row n at that moment. A rail slid this turn takes no marble.
//   3. after each placement on a sliding rail, slide that rail one notch or not (within -2..+2;
//      when the turn's first placement was followed by a slide, a second slide goes the same
//      way). Scoring is compulsory: when an allowed slide scores a goal, the player must make
//      a scoring slide (choosing among them if both do); "no slide" is then not offered.
//   4. a die whose cross-row has no legal cup is forfeited: its marble goes to the opponent's
//      tray, one point for the opponent. Forced: while a remaining die has no legal cup, the
//      only action is "forfeit" (the lowest such die first). A double never forfeits (the n cup
//      of the fixed rail always takes a marble).
// A goal: a slide after which some line - five positions, one per rail, straight across (the
// same position on every rail) or diagonal (the position rises by 1, or falls by 1, from each
// rail to the next) - has at every position a cup holding a marble of the slider's colour, when
// the same five positions did not all hold such cups before the slide. Lines are named by
// their kind (0 straight, 1 rising, 2 falling) and the position q where they cross rail c
// (-5..+5): line id = kind * 11 + q + 5 (0-32). Placements alone, and lines of the other colour,
// score nothing. A line kept complete through a slide does not score again; a line broken and
// completed again does.
// After a goal, the slider removes own marbles from the cups of the completed line(s) to their
// tray, one marble per action, in non-decreasing cell order (so each outcome has one action
// sequence): none at all (just "done"), or at least one from every cup of one completed line
// plus any further own marbles from the cups of the completed lines. A removal after which no
// completed line can still be covered is not offered, so "done" is always reachable.
// End: after the turn in which both players have placed (or forfeited) all 30 marbles. Score:
// marbles in the tray (own marbles removed + marbles forfeited by the opponent); more points
// wins, equal points draw.
//
// Actions (dense, sorted by kind):
//   0..20    roll (chance): dice lo <= hi, roll_action(lo, hi)    text "3-5", "4-4"
//   21, 22   roll-off (chance): Red starts, Green starts           text "red", "green"
//   23..57   place on cross-row x (0-6), rail r: 23 + x * 5 + r    text "3b", "nd" (x label + rail)
//   58       forfeit the die with no legal cup                     text "forfeit"
//   59..61   slide the rail just used -, +, or not: 59 + kind      text "b-", "b+", "b=";
//            a slide that scores a goal is written with "!"       ("b+!"; reading accepts both)
//   62..116  remove one own marble from cell c: 62 + c            text "xb7" (rail b, cup 7 of
//                                                                 1-11)
//   117      end the removals                                      text "done"
// Reading accepts upper-case letters ("3B", "XB7", "N D" is not accepted: no spaces).
//
// Records (docs/NOTATION.md): one numbered line per turn, the roll-off on the first:
//   "1. green 3-5 3b b+ 5d d+", "2. 4-4 nb b-! xb6 xc6 done nc".
//
// Position text (one line, FEN-like; docs/NOTATION.md), e.g. the start:
//   "0:.........../0:.........../0:.........../0:.........../0:........... roll-off r - 0 30,30
//    0+0,0+0 - 0 - - -" (one line)
//   1. the rails a-e separated by '/': each its offset (-2, -1, 0, +1, +2) and ':', then its 11
//      cups, cup 1 first: '.' empty, "r" / "g" one marble, "3r" / "12g" several, both colours
//      in parentheses, red first: "(r2g)", "(3rg)" (counts 2-30; 1 is not written);
//   2. the phase: roll-off, roll, placement, slide, removal, over (as phase());
//   3. the player to move (or to roll): r or g;  4. the starter: r, g, or '-' before the
//      roll-off;  5. turns begun (0-30);  6. the hands, red,green ("28,30");
//   7. the trays, taken+gifts for red then green ("3+1,0+0");
//   8. the dice, "3-5" (lower first), '-' outside a turn;  9. the dice used (0-3, State::used;
//      State::placed is its bit count);
//   10. the rails slid this turn and the direction ("bd+"), '-' for none (slide_dir 0);
//   11. the rail waiting for its slide decision (a-e), '-' for none;
//   12. during removals the goal lines, then ':' and the cells removed from ("s0,r+1:b6,c6";
//      lines: s straight, r rising, f falling, with q on rail c: "s0", "r+1", "f-2"); '-'
//      otherwise. The last cell removed from is the highest of them.
// Parsing is strict: it checks the offsets (rail c at 0), the counts (per colour, board + hand +
// own removed + forfeited to the opponent = 30), the hands the turn implies, that both colours
// share only cups that can cross cross-row n, and that the phase fits the other fields.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/editor.h"
#include "core/result.h"
#include "core/rng.h"
#include "core/types.h"

namespace marbles::wykersham {

constexpr int kRails = 5;
constexpr int kCupsPerRail = 11;
constexpr int kCells = kRails * kCupsPerRail;  // 55
constexpr int kFixedRail = 2;                  // rail c
constexpr int kMaxOffset = 2;
constexpr int kCrossRows = 7;  // 1, 2, 3, n, 4, 5, 6
constexpr int kRowN = 3;       // cross-row index of n
constexpr int kMarbles = 30;   // per player
constexpr int kTurns = 15;     // per player
constexpr int kLines = 33;     // 3 kinds x 11 positions on rail c

constexpr Action kRollBase = 0;
constexpr Action kRollOffRed = 21;
constexpr Action kRollOffGreen = 22;
constexpr Action kPlaceBase = 23;
constexpr Action kForfeit = 58;
constexpr Action kSlideMinus = 59;
constexpr Action kSlidePlus = 60;
constexpr Action kSlideNone = 61;
constexpr Action kRemoveBase = 62;
constexpr Action kDone = 117;
constexpr int kNumActions = 118;

enum class Phase : std::uint8_t { kRollOff, kRoll, kPlace, kSlide, kRemove, kOver };

constexpr int cell(int rail, int cup) {
  return rail * kCupsPerRail + cup;
}
constexpr int rail_of(int c) {
  return c / kCupsPerRail;
}
constexpr int cup_of(int c) {
  return c % kCupsPerRail;
}
// The die value a cross-row answers (1-6), 0 for n.
constexpr int row_value(int x) {
  return x < kRowN ? x + 1 : (x == kRowN ? 0 : x);
}
// The cross-row of die value v (1-6).
constexpr int row_of_value(int v) {
  return v <= 3 ? v - 1 : v;
}
// Rolls: lo <= hi, 1-6, enumerated lo-major: (1,1) (1,2) .. (1,6) (2,2) .. (6,6).
constexpr Action roll_action(int lo, int hi) {
  return kRollBase + (lo - 1) * 6 - (lo - 1) * (lo - 2) / 2 + (hi - lo);
}
int roll_lo(Action a);
int roll_hi(Action a);
constexpr bool is_roll(Action a) {
  return a >= kRollBase && a < kRollOffRed;
}
constexpr Action place_action(int x, int rail) {
  return kPlaceBase + x * kRails + rail;
}
constexpr bool is_place(Action a) {
  return a >= kPlaceBase && a < kForfeit;
}
constexpr int place_row(Action a) {
  return (a - kPlaceBase) / kRails;
}
constexpr int place_rail(Action a) {
  return (a - kPlaceBase) % kRails;
}
constexpr bool is_slide(Action a) {
  return a == kSlideMinus || a == kSlidePlus;  // kSlideNone is "no slide"
}
constexpr Action remove_action(int c) {
  return kRemoveBase + c;
}
constexpr bool is_remove(Action a) {
  return a >= kRemoveBase && a < kDone;
}
constexpr int remove_cell(Action a) {
  return a - kRemoveBase;
}
// Line ids: kind (0 straight, 1 rising, 2 falling) and position q on rail c (-5..+5).
constexpr int line_id(int kind, int q) {
  return kind * 11 + q + 5;
}
constexpr int line_kind(int id) {
  return id / 11;
}
constexpr int line_q(int id) {
  return id % 11 - 5;
}

struct Variant {
  bool operator==(const Variant&) const = default;
};

struct State {
  std::uint8_t marbles[2][kCells] = {};  // [colour][cell]: marbles of that colour in the cup
  std::int8_t offset[kRails] = {};       // -2..+2, offset[kFixedRail] == 0
  std::uint8_t hand[2] = {kMarbles, kMarbles};
  std::uint8_t taken[2] = {};  // own marbles removed to the player's tray
  std::uint8_t gifts[2] = {};  // marbles the opponent forfeited into the player's tray
  Phase phase = Phase::kRollOff;
  std::uint8_t player = 0;   // to move (placing, sliding, removing) or about to roll
  std::uint8_t starter = 0;  // who won the roll-off
  std::uint8_t turn = 0;     // turns begun (1 after the first roll), up to 30
  // This turn: the dice (lo <= hi, 0 before the roll), which are used (bit 0 lo, bit 1 hi; on a
  // double, bit 1 also means "one marble already went to cross-row v"), the rails slid
  // (bit per rail), the direction of the turn's slide (0 none yet, -1, +1), and the rail of the
  // placement waiting for its slide decision (-1 none).
  std::uint8_t dice[2] = {0, 0};
  std::uint8_t used = 0;
  std::uint8_t placed = 0;  // marbles placed or forfeited this turn (0-2)
  std::uint8_t slid = 0;
  std::int8_t slide_dir = 0;
  std::int8_t slide_rail = -1;
  // During removals: the completed lines of the goal (bit per line id), the cells removed from
  // (bit per cell) and the last cell removed from (-1 none yet).
  std::uint64_t goal_lines = 0;
  std::uint64_t removed_cells = 0;
  std::int8_t last_removed = -1;
  // The cups holding at least one marble of each colour, bit per cup (bit k: cup k), per rail:
  // kept by apply() and the position parser from `marbles`, so that the lines need no scan of
  // the 55 counts (cup_masks).
  std::uint16_t cups[2][kRails] = {};

  bool operator==(const State&) const = default;
};

// "b7" (rail b, cup 7 of 1-11) for cell c, and back (-1 when not a cell).
std::string cell_name(int c);
int parse_cell(std::string_view text);
// "1".."3", "n", "4".."6" for cross-row x.
std::string_view row_label(int x);
// The position of cell c's cup now, and the cell on cross-row x of rail r.
int position(const State& s, int c);
int row_cell(const State& s, int x, int rail);
// The cross-row (0-6) cell c is on now, or -1 when outside the cross-rows.
int row_at(const State& s, int c);
// The five cells of line `id` (one per rail, rail a first); false when a position of the line
// falls outside a rail (the line does not exist with the rails as they are).
bool line_cells(const State& s, int id, int out[kRails]);
// The lines (bit per id) whose five cups all hold a marble of colour p.
std::uint64_t complete_lines(const State& s, int p);
// Lines as bit masks, for the rules and the AI's evaluation and playouts.
// The cups holding at least one marble of colour p, bit per cup (bit k: cup k), per rail
// (State::cups).
inline void cup_masks(const State& s, int p, std::uint32_t out[kRails]) {
  for (int r = 0; r < kRails; ++r) {
    out[r] = s.cups[p][r];
  }
}
// The bits of the lines aligned_cups can name: q + 7 for q = -5..+5 (the position of the
// line's cup on rail c).
constexpr std::uint32_t kLineBits = 0x7FFu << 2;
// The cups `cups` (bit per cup) of rail `rail` at offset `offset`, moved so that the five cups
// of one line of kind `kind` (0 straight, 1 rising, 2 falling) share a bit: bit q + 7 for the
// line through position q of rail c. The AND over the five rails, masked by kLineBits, is the
// set of complete lines of that kind.
constexpr std::uint32_t aligned_cups(std::uint32_t cups, int offset, int kind, int rail) {
  const std::uint32_t pos = cups << (2 + offset);  // bit position + 7
  const int shift = kind == 0 ? 0 : (kind == 1 ? kFixedRail - rail : rail - kFixedRail);
  return shift >= 0 ? pos << shift : pos >> -shift;
}
// The lines a slide of rail `rail` by `dir` (-1, +1) would score for player p: complete after,
// not complete before.
std::uint64_t goals_of_slide(const State& s, int p, int rail, int dir);
// Of the n actions `legal` (legal now), the placements after which a slide of the rail placed
// on would score a goal for the player to move, written to `out` (room for n); their count. 0
// outside the placement phase.
int scoring_placements(const State& s, const Action* legal, int n, Action* out);
// The legal actions written to `out` (room for Game::Actions::kCapacity), in the order of
// legal_actions; their count. Without the zeroing and the checks of an ActionList: for
// playout policies.
int legal_into(const State& s, Action* out);
// In the removal phase, the first legal action in the order of legal_actions (the removal from
// the lowest cell allowed, else "done"), without building the list; kNoAction otherwise.
Action first_removal(const State& s);
// The strong level's playout (ai/games.h, Evaluation<Game>::playout_action) from s to the end
// of the game: the same actions from the same random numbers as applying playout_action (and
// random_chance at the rolls) one action at a time, with the lines computed once per decision
// and a goal's removals taken at once.
void policy_playout(State& s, Rng& rng);
// Points: marbles in p's tray.
inline int score(const State& s, int p) {
  return s.taken[p] + s.gifts[p];
}
// The cross-rows the remaining dice allow now (bit per cross-row; 0 outside the placement
// phase).
unsigned open_rows(const State& s);

struct Game {
  using State = wykersham::State;
  using Variant = wykersham::Variant;
  // Placements: at most 2 cross-rows x 5 rails; removals: at most 55 cells + done.
  using Actions = ActionList<64>;
  using Chances = ChanceList<21>;
  static constexpr std::string_view kId = "wykersham";

  static State initial(const Variant& v);
  static Variant variant(const State&) { return {}; }
  static int num_players(const Variant&) { return 2; }
  static int to_move(const State& s);
  static void legal_actions(const State& s, Actions& out);
  static void chance_outcomes(const State& s, Chances& out);
  static void apply(State& s, Action a);
  static bool is_terminal(const State& s) { return s.phase == Phase::kOver; }
  // More points: +1, fewer: -1; equal: 0 for both.
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
  // A placement: to = the cell; a removal: removed = the cell; anything else: none.
  static ActionCells action_cells(const State& s, Action a);
  // "roll-off", "roll", "placement", "slide", "removal" or "over".
  static std::string_view phase(const State& s);
  static std::string variant_text(const Variant&) { return "default"; }
  static Result<Variant> parse_variant(std::string_view text);
  // One record line per turn; the roll-off belongs to turn 1.
  static TurnInfo turn_info(const State& s);
  // legal_actions(s)[rng.below(n)] without building an ActionList (core/rules.h).
  static Action random_action(const State& s, Rng& rng);
  // A chance outcome by weight: chance_outcomes(s)[rng.weighted(...)] by a table (core/rules.h).
  static Action random_chance(const State& s, Rng& rng);
};

}  // namespace marbles::wykersham
