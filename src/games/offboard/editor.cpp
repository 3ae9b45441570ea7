// Offboard's position editor (core/editor.h): red and yellow marbles on the 61 cells; the
// player to move, the colour in each target and the targets' values (the variant), the waiting
// marbles, the marbles set aside and the turns since the last push off. The scores are not
// set: they follow from the targets (each the values of the targets holding the opponent's
// marbles), as the position parser checks.
#include "games/offboard/rules.h"

namespace marbles::offboard {

namespace {

constexpr std::string_view kNumbers[kTargets] = {"1", "2", "3", "4",  "5",  "6",
                                                 "7", "8", "9", "10", "11", "12"};
// Fields: the player to move, the targets' colours, their values, the waiting marbles, the
// marbles aside, the quiet turns.
constexpr int kToMove = 0;
constexpr int kTargetColour = 1;
constexpr int kTargetValue = kTargetColour + kTargets;
constexpr int kFieldWaiting = kTargetValue + kTargets;
constexpr int kFieldAside = kFieldWaiting + 2;
constexpr int kFieldQuiet = kFieldAside + 2;

// The scores the targets give (the position parser's rule).
void rescore(State& s) {
  s.score[0] = 0;
  s.score[1] = 0;
  for (int t = 0; t < kTargets; ++t) {
    if (s.target[t] >= 0) {
      s.score[1 - s.target[t]] =
          static_cast<std::uint8_t>(s.score[1 - s.target[t]] + s.variant.values[t]);
    }
  }
}

}  // namespace

EditSpec Game::edit_spec(const Variant& /*v*/) {
  EditSpec spec;
  spec.cells = kCells;
  spec.kinds = {{"edit.empty"}, {"", 0}, {"", 1}};
  spec.fields = {{"edit.to_move", 0, 1, EditField::Kind::kSide}};
  for (int t = 0; t < kTargets; ++t) {
    spec.fields.push_back(
        {"offboard.edit_target", -1, 1, EditField::Kind::kSide, {}, -1, kNumbers[t]});
  }
  for (int t = 0; t < kTargets; ++t) {
    spec.fields.push_back(
        {"offboard.edit_value", 1, 9, EditField::Kind::kNumber, {}, -1, kNumbers[t]});
  }
  for (int p = 0; p < 2; ++p) {
    spec.fields.push_back({"edit.waiting", 0, 1, EditField::Kind::kNumber, {}, p});
  }
  for (int p = 0; p < 2; ++p) {
    spec.fields.push_back({"edit.aside", 0, kMarbles, EditField::Kind::kNumber, {}, p});
  }
  spec.fields.push_back({"edit.quiet", 0, kQuietLimit});
  return spec;
}

int Game::edit_cell(const State& s, int c) {
  if (c < 0 || c >= kCells) {
    return -1;
  }
  const int p = owner(s, c);
  return p < 0 ? 0 : p + 1;
}

bool Game::edit_place(State& s, int c, int kind) {
  if (c < 0 || c >= kCells || kind < 0 || kind > 2) {
    return false;
  }
  const std::uint64_t bit = std::uint64_t{1} << c;
  s.board[0] &= ~bit;
  s.board[1] &= ~bit;
  if (kind > 0) {
    s.board[kind - 1] |= bit;
  }
  return true;
}

int Game::edit_field(const State& s, int i) {
  if (i == kToMove) {
    return s.player;
  }
  if (i >= kTargetColour && i < kTargetValue) {
    return s.target[i - kTargetColour];
  }
  if (i >= kTargetValue && i < kFieldWaiting) {
    return s.variant.values[i - kTargetValue];
  }
  if (i >= kFieldWaiting && i < kFieldAside) {
    return s.waiting[i - kFieldWaiting];
  }
  if (i >= kFieldAside && i < kFieldQuiet) {
    return s.aside[i - kFieldAside];
  }
  return i == kFieldQuiet ? s.quiet : 0;
}

void Game::set_edit_field(State& s, int i, int value) {
  if (i == kToMove) {
    s.player = static_cast<std::uint8_t>(value & 1);
  } else if (i >= kTargetColour && i < kTargetValue) {
    s.target[i - kTargetColour] = static_cast<std::int8_t>(value);
  } else if (i >= kTargetValue && i < kFieldWaiting) {
    s.variant.values[i - kTargetValue] = static_cast<std::uint8_t>(value);
  } else if (i >= kFieldWaiting && i < kFieldAside) {
    s.waiting[i - kFieldWaiting] = static_cast<std::uint8_t>(value);
  } else if (i >= kFieldAside && i < kFieldQuiet) {
    s.aside[i - kFieldAside] = static_cast<std::uint8_t>(value);
  } else if (i == kFieldQuiet) {
    s.quiet = static_cast<std::uint16_t>(value);
  }
  rescore(s);
}

std::optional<Message> Game::edit_check(const State& /*s*/) {
  return std::nullopt;  // the position text says everything the editor can set
}

}  // namespace marbles::offboard
