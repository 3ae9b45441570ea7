// The Rules concept: what every game provides, as static functions over its own State.
// AI, benchmarks and generic tests are templates over it; AnyState (any_game.h) wraps it
// once for the UI, records, JS exports and the registry.
#pragma once

#include <concepts>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>

#include "core/result.h"
#include "core/rng.h"
#include "core/types.h"

namespace marbles {

template <class G>
concept Rules = std::is_trivially_copyable_v<typename G::State> &&
    std::is_trivially_copyable_v<typename G::Variant> &&
    requires(const typename G::State& s, typename G::State& m, Action a,
             typename G::Actions& actions, typename G::Chances& chances,
             const typename G::Variant& v, std::string_view text, double* out) {
  { G::kId } -> std::convertible_to<std::string_view>;
  { G::initial(v) } -> std::same_as<typename G::State>;
  { G::variant(s) } -> std::convertible_to<typename G::Variant>;
  { G::num_players(v) } -> std::same_as<int>;
  { G::to_move(s) } -> std::same_as<int>;
  G::legal_actions(s, actions);
  G::chance_outcomes(s, chances);
  G::apply(m, a);
  { G::is_terminal(s) } -> std::same_as<bool>;
  G::returns(s, out);
  { G::action_text(s, a) } -> std::same_as<std::string>;
  { G::parse_action(s, text) } -> std::same_as<Result<Action>>;
  { G::position_text(s) } -> std::same_as<std::string>;
  { G::parse_position(v, text) } -> std::same_as<Result<typename G::State>>;
  { G::board_text(s) } -> std::same_as<std::string>;
  { G::hash(s) } -> std::same_as<std::uint64_t>;
  { G::action_cells(s, a) } -> std::same_as<ActionCells>;
  { G::phase(s) } -> std::convertible_to<std::string_view>;
  { G::variant_text(v) } -> std::same_as<std::string>;
  { G::parse_variant(text) } -> std::same_as<Result<typename G::Variant>>;
};

// A game may provide `static Action random_action(const State&, Rng&)`: a uniformly random
// legal action drawn without building the list, equal to legal_actions()[rng.below(n)].
template <class G>
concept HasRandomAction = requires(const typename G::State& s, Rng& rng) {
  { G::random_action(s, rng) } -> std::same_as<Action>;
};

// A game may provide `static Action random_chance(const State&, Rng&)`: a chance outcome drawn
// by weight without building the list, the one rng.weighted() picks from chance_outcomes()
// with the same draw.
template <class G>
concept HasRandomChance = requires(const typename G::State& s, Rng& rng) {
  { G::random_chance(s, rng) } -> std::same_as<Action>;
};

// A game may provide `static TurnInfo turn_info(const State&)`: how records number its turns
// (types.h). Without it, a record starts a new turn line whenever the player changes.
template <class G>
concept HasTurnInfo = requires(const typename G::State& s) {
  { G::turn_info(s) } -> std::same_as<TurnInfo>;
};

// A game may name its cells: `static int cell_from_text(const State&, std::string_view)` (-1 when
// the text is no cell of this board) and `static std::string cell_to_text(const State&, int)`,
// the cells of action_cells. Marks in annotated records (core/marks.h) are written with them.
template <class G>
concept HasCellNames = requires(const typename G::State& s, std::string_view t) {
  { G::cell_from_text(s, t) } -> std::same_as<int>;
  { G::cell_to_text(s, 0) } -> std::same_as<std::string>;
};

// A uniformly random legal action (the player to move must not be chance).
template <Rules G>
Action random_legal_action(const typename G::State& s, Rng& rng) {
  if constexpr (HasRandomAction<G>) {
    return G::random_action(s, rng);
  } else {
    typename G::Actions actions;
    G::legal_actions(s, actions);
    return actions[static_cast<int>(rng.below(static_cast<std::uint32_t>(actions.size())))];
  }
}

// At a chance node: an outcome drawn by its weight.
template <Rules G>
Action random_chance_action(const typename G::State& s, Rng& rng) {
  if constexpr (HasRandomChance<G>) {
    return G::random_chance(s, rng);
  } else {
    typename G::Chances chances;
    G::chance_outcomes(s, chances);
    int weights[G::Chances::kCapacity];
    for (int i = 0; i < chances.size(); ++i) {
      weights[i] = chances[i].weight;
    }
    return chances[rng.weighted(weights, chances.size())].action;
  }
}

// Plays uniformly random legal actions (chance by weight) until the end.
// Returns the number of actions applied.
template <Rules G>
int random_playout(typename G::State& s, Rng& rng) {
  int plies = 0;
  while (!G::is_terminal(s)) {
    G::apply(s, G::to_move(s) == kChance ? random_chance_action<G>(s, rng)
                                         : random_legal_action<G>(s, rng));
    ++plies;
  }
  return plies;
}

// Action text by matching the legal actions' texts: the default strict parser.
template <Rules G>
Result<Action> parse_by_matching(const typename G::State& s, std::string_view text) {
  if (G::is_terminal(s)) {
    return make_error(Message("core.move_after_end", {std::string(text)}));
  }
  if (G::to_move(s) == kChance) {
    typename G::Chances chances;
    G::chance_outcomes(s, chances);
    for (const ChanceOutcome& c : chances) {
      if (G::action_text(s, c.action) == text) {
        return c.action;
      }
    }
    return make_error(Message("core.not_a_chance_outcome", {std::string(text)}));
  }
  typename G::Actions actions;
  G::legal_actions(s, actions);
  for (Action a : actions) {
    if (G::action_text(s, a) == text) {
      return a;
    }
  }
  return make_error(Message("core.not_legal", {std::string(text)}));
}

}  // namespace marbles
