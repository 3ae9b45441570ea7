// A small race with a die, for the AI tests: chance nodes and 2 to 4 players, which the
// games on this branch do not have together.
//
// Each turn: a roll (chance: 1, 2 or 3 with weights 1, 2, 1), then the mover advances by 1
// (action 0), by the roll (1) or by twice the roll minus 2 (2). The first at 10 or beyond
// wins; after 60 turns, a draw.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "core/result.h"
#include "core/rules.h"
#include "core/types.h"

namespace marbles::ai::test {

struct DiceVariant {
  std::uint8_t players = 3;
  bool operator==(const DiceVariant&) const = default;
};

struct DiceState {
  std::uint8_t pos[kMaxPlayers] = {0, 0, 0, 0};
  std::uint8_t player = 0;
  std::int8_t roll = -1;  // -1: the roll is pending
  std::uint8_t turns = 0;
  std::int8_t winner = -1;  // -1 playing, -2 draw
  DiceVariant variant{};
  bool operator==(const DiceState&) const = default;
};

struct DiceGame {
  using State = DiceState;
  using Variant = DiceVariant;
  using Actions = ActionList<4>;
  using Chances = ChanceList<3>;
  static constexpr std::string_view kId = "dice";
  static constexpr Action kRollBase = 100;
  static constexpr int kGoal = 10;

  static State initial(const Variant& v) {
    State s;
    s.variant = v;
    return s;
  }
  static Variant variant(const State& s) { return s.variant; }
  static int num_players(const Variant& v) { return v.players; }
  static int to_move(const State& s) {
    return s.winner != -1 ? kNobody : s.roll < 0 ? kChance : s.player;
  }
  static void legal_actions(const State&, Actions& out) {
    out.push(0);
    out.push(1);
    out.push(2);
  }
  static void chance_outcomes(const State&, Chances& out) {
    out.push(kRollBase + 1, 1);
    out.push(kRollBase + 2, 2);
    out.push(kRollBase + 3, 1);
  }
  static void apply(State& s, Action a) {
    if (s.roll < 0) {
      s.roll = static_cast<std::int8_t>(a - kRollBase);
      return;
    }
    const int step = a == 0 ? 1 : a == 1 ? s.roll : 2 * s.roll - 2;
    s.pos[s.player] = static_cast<std::uint8_t>(s.pos[s.player] + step);
    s.roll = -1;
    if (s.pos[s.player] >= kGoal) {
      s.winner = static_cast<std::int8_t>(s.player);
      return;
    }
    s.player = static_cast<std::uint8_t>((s.player + 1) % s.variant.players);
    if (++s.turns >= 60) {
      s.winner = -2;
    }
  }
  static bool is_terminal(const State& s) { return s.winner != -1; }
  static void returns(const State& s, double* out) {
    for (int p = 0; p < kMaxPlayers; ++p) {
      out[p] = s.winner < 0 || p >= s.variant.players ? 0 : p == s.winner ? 1 : -1;
    }
  }
  static std::string action_text(const State&, Action a) { return std::to_string(a); }
  static Result<Action> parse_action(const State& s, std::string_view text) {
    return parse_by_matching<DiceGame>(s, text);
  }
  static std::string position_text(const State& s) {
    std::string t;
    for (int p = 0; p < s.variant.players; ++p) {
      t += std::to_string(s.pos[p]) + " ";
    }
    return t + std::to_string(s.player) + " " + std::to_string(s.roll);
  }
  static Result<State> parse_position(const Variant&, std::string_view) {
    return make_error(Message("dice.not_supported"));  // never shown
  }
  static std::string board_text(const State& s) { return position_text(s) + "\n"; }
  static std::uint64_t hash(const State& s) {
    std::uint64_t h = 0xCBF29CE484222325ULL;
    for (int p = 0; p < kMaxPlayers; ++p) {
      h = (h ^ s.pos[p]) * 0x100000001B3ULL;
    }
    h = (h ^ s.player) * 0x100000001B3ULL;
    h = (h ^ static_cast<std::uint8_t>(s.roll)) * 0x100000001B3ULL;
    return (h ^ s.turns) * 0x100000001B3ULL;
  }
  static ActionCells action_cells(const State&, Action) { return {}; }
  static std::string_view phase(const State& s) { return s.winner != -1 ? "over" : "race"; }
  static std::string variant_text(const Variant& v) { return std::to_string(v.players); }
  static Result<Variant> parse_variant(std::string_view) { return Variant{}; }
};

static_assert(Rules<DiceGame>);

}  // namespace marbles::ai::test
