// La poursuite infernale's position editor (core/editor.h): burned squares and the two knights
// (placing a knight moves it and frees the square it leaves; its square counts as burned, as
// in the position text); the role
// to move, the round and, in a match, how round 1 ended and after how many jumps.
#include "games/poursuite/rules.h"

namespace marbles::poursuite {

namespace {

enum Kind { kEmpty, kBurned, kPursuedKnight, kPursuerKnight };
enum FieldId { kMover, kRound, kResult1, kJumps1 };

bool on_board(const State& s, int c) {
  return c >= 0 && c < kMaxSize * kMaxSize && file_of(c) < s.variant.size &&
         rank_of(c) < s.variant.size;
}

}  // namespace

EditSpec Game::edit_spec(const Variant& v) {
  EditSpec spec;
  spec.cells = kMaxSize * kMaxSize;
  spec.kinds = {{"edit.empty"},
                {"poursuite.edit_burned"},
                {"poursuite.edit_pursued"},
                {"poursuite.edit_pursuer"}};
  spec.fields = {{"edit.to_move",
                  0,
                  1,
                  EditField::Kind::kChoice,
                  {"poursuite.edit_pursued", "poursuite.edit_pursuer"}}};
  if (!v.single) {
    spec.fields.push_back({"poursuite.edit_round", 1, 2});
    spec.fields.push_back(
        {"poursuite.edit_result1",
         0,
         5,
         EditField::Kind::kChoice,
         {"poursuite.end_none", "poursuite.end_caught", "poursuite.end_cornered",
          "poursuite.end_escaped", "poursuite.end_pursuer_stuck", "poursuite.end_both_stuck"}});
    spec.fields.push_back({"poursuite.edit_jumps1", 0, v.size * v.size});
  }
  return spec;
}

int Game::edit_cell(const State& s, int c) {
  if (!on_board(s, c)) {
    return -1;
  }
  if (s.knight[kPursued] == c) {
    return kPursuedKnight;
  }
  if (s.knight[kPursuer] == c) {
    return kPursuerKnight;
  }
  return (s.used & bit(c)) != 0 ? kBurned : kEmpty;
}

bool Game::edit_place(State& s, int c, int kind) {
  if (!on_board(s, c) || kind < kEmpty || kind > kPursuerKnight) {
    return false;
  }
  const bool knight = s.knight[kPursued] == c || s.knight[kPursuer] == c;
  if (kind == kEmpty || kind == kBurned) {
    if (knight) {
      return false;  // a knight is moved, never removed
    }
    s.used = kind == kBurned ? s.used | bit(c) : s.used & ~bit(c);
    return true;
  }
  std::uint8_t& square = s.knight[kind == kPursuedKnight ? kPursued : kPursuer];
  if (s.knight[kPursued] != s.knight[kPursuer]) {
    s.used &= ~bit(square);  // the square it leaves is free (burn it to keep it burned)
  }
  square = static_cast<std::uint8_t>(c);
  s.used |= bit(c);
  return true;
}

int Game::edit_field(const State& s, int i) {
  switch (i) {
    case kMover:
      return s.mover;
    case kRound:
      return s.round + 1;
    case kResult1:
      return static_cast<int>(s.rounds[0].end);
    case kJumps1:
      return s.rounds[0].jumps;
    default:
      return 0;
  }
}

void Game::set_edit_field(State& s, int i, int value) {
  switch (i) {
    case kMover:
      s.mover = static_cast<std::uint8_t>(value & 1);
      break;
    case kRound:
      s.round = static_cast<std::uint8_t>(value == 2 ? 1 : 0);
      break;
    case kResult1:
      s.rounds[0].end = static_cast<RoundEnd>(value);
      break;
    case kJumps1:
      s.rounds[0].jumps = static_cast<std::uint8_t>(value);
      break;
    default:
      break;
  }
}

std::optional<Message> Game::edit_check(const State& /*s*/) {
  return std::nullopt;  // the position text says everything the editor can set
}

}  // namespace marbles::poursuite
