// Wykersham's position editor (core/editor.h): marbles in the 55 cups (placing a colour adds
// one marble of it to the cup, emptying takes them all); the phase, the player to move, the
// starter, the turn, the hands, the trays, the turn's dice and those used, and the offsets of
// the four sliding rails. The slides of the turn and the removal phase's goal are kept as
// they were (none on a fresh board).
#include "games/wykersham/rules.h"

namespace marbles::wykersham {

namespace {

enum FieldId {
  kPhase,
  kPlayer,
  kStarter,
  kTurn,
  kHand0,
  kHand1,
  kTaken0,
  kTaken1,
  kGifts0,
  kGifts1,
  kDieLow,
  kDieHigh,
  kUsed,
  kOffsetA,  // rails a, b, d, e
};
constexpr int kSlidingRails[] = {0, 1, 3, 4};
constexpr std::string_view kRailNames[] = {"a", "b", "d", "e"};

void set_cup_bits(State& s, int c) {
  for (int p = 0; p < 2; ++p) {
    const auto bit = static_cast<std::uint16_t>(1u << cup_of(c));
    std::uint16_t& cups = s.cups[p][rail_of(c)];
    cups = static_cast<std::uint16_t>(s.marbles[p][c] > 0 ? cups | bit : cups & ~bit);
  }
}

}  // namespace

EditSpec Game::edit_spec(const Variant& /*v*/) {
  using K = EditField::Kind;
  EditSpec spec;
  spec.cells = kCells;
  spec.kinds = {{"edit.empty"}, {"", 0}, {"", 1}};
  spec.fields = {
      {"wykersham.edit_phase",
       0,
       5,
       K::kChoice,
       {"wykersham.edit_roll_off", "wykersham.edit_roll", "wykersham.edit_placement",
        "wykersham.edit_slide", "wykersham.edit_removal", "wykersham.edit_over"}},
      {"edit.to_move", 0, 1, K::kSide},
      {"wykersham.edit_starter", 0, 1, K::kSide},
      {"wykersham.edit_turn", 0, 2 * kTurns},
      {"edit.in_hand", 0, kMarbles, K::kNumber, {}, 0},
      {"edit.in_hand", 0, kMarbles, K::kNumber, {}, 1},
      {"wykersham.edit_taken", 0, kMarbles, K::kNumber, {}, 0},
      {"wykersham.edit_taken", 0, kMarbles, K::kNumber, {}, 1},
      {"wykersham.edit_gifts", 0, kMarbles, K::kNumber, {}, 0},
      {"wykersham.edit_gifts", 0, kMarbles, K::kNumber, {}, 1},
      {"wykersham.edit_die_low", 0, 6},
      {"wykersham.edit_die_high", 0, 6},
      {"wykersham.edit_used", 0, 3},
  };
  for (std::string_view rail : kRailNames) {
    spec.fields.push_back({"wykersham.edit_offset", -2, 2, K::kNumber, {}, -1, rail});
  }
  return spec;
}

int Game::edit_cell(const State& s, int c) {
  if (c < 0 || c >= kCells) {
    return -1;
  }
  // A cup holds a count of each colour: only the empty one is a kind (a click adds a marble).
  return s.marbles[0][c] == 0 && s.marbles[1][c] == 0 ? 0 : -1;
}

bool Game::edit_place(State& s, int c, int kind) {
  if (c < 0 || c >= kCells || kind < 0 || kind > 2) {
    return false;
  }
  if (kind == 0) {
    s.marbles[0][c] = 0;
    s.marbles[1][c] = 0;
  } else if (s.marbles[kind - 1][c] < kMarbles) {
    ++s.marbles[kind - 1][c];
  } else {
    return false;
  }
  set_cup_bits(s, c);
  return true;
}

int Game::edit_field(const State& s, int i) {
  switch (i) {
    case kPhase:
      return static_cast<int>(s.phase);
    case kPlayer:
      return s.player;
    case kStarter:
      return s.starter;
    case kTurn:
      return s.turn;
    case kHand0:
      return s.hand[0];
    case kHand1:
      return s.hand[1];
    case kTaken0:
      return s.taken[0];
    case kTaken1:
      return s.taken[1];
    case kGifts0:
      return s.gifts[0];
    case kGifts1:
      return s.gifts[1];
    case kDieLow:
      return s.dice[0];
    case kDieHigh:
      return s.dice[1];
    case kUsed:
      return s.used;
    default:
      break;
  }
  const int r = i - kOffsetA;
  return r >= 0 && r < 4 ? s.offset[kSlidingRails[r]] : 0;
}

void Game::set_edit_field(State& s, int i, int value) {
  const auto u8 = static_cast<std::uint8_t>(value);
  switch (i) {
    case kPhase:
      s.phase = static_cast<Phase>(value);
      return;
    case kPlayer:
      s.player = u8;
      return;
    case kStarter:
      s.starter = u8;
      return;
    case kTurn:
      s.turn = u8;
      return;
    case kHand0:
      s.hand[0] = u8;
      return;
    case kHand1:
      s.hand[1] = u8;
      return;
    case kTaken0:
      s.taken[0] = u8;
      return;
    case kTaken1:
      s.taken[1] = u8;
      return;
    case kGifts0:
      s.gifts[0] = u8;
      return;
    case kGifts1:
      s.gifts[1] = u8;
      return;
    case kDieLow:
      s.dice[0] = u8;
      return;
    case kDieHigh:
      s.dice[1] = u8;
      return;
    case kUsed:
      s.used = u8;
      return;
    default:
      break;
  }
  const int r = i - kOffsetA;
  if (r >= 0 && r < 4) {
    s.offset[kSlidingRails[r]] = static_cast<std::int8_t>(value);
  }
}

std::optional<Message> Game::edit_check(const State& /*s*/) {
  return std::nullopt;  // the position text says everything the editor can set
}

}  // namespace marbles::wykersham
