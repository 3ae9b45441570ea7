// The type-erased game, written once: AnyState wraps any Rules game for the UI, records,
// JS exports, the registry and generic tests. Hot paths (AI, benchmarks) use the Rules
// templates directly instead.
#pragma once

#include <array>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/editor.h"
#include "core/result.h"
#include "core/rules.h"
#include "core/types.h"

namespace marbles {

class AnyState;

// A game the registry knows, with what the UI needs to list it.
struct GameInfo {
  std::string_view id;       // the game's id (Rules::kId): used in records and links
  std::string_view name_en;  // "Wali"
  std::string_view name_fr;
  std::vector<std::string_view> variants;               // preset names; the first is the default
  std::array<std::string_view, kMaxPlayers> side_en{};  // "Sticks", "Stones", ...
  std::array<std::string_view, kMaxPlayers> side_fr{};
  // Builds the start state of a variant (text form, "" = default), or from position text.
  Result<std::unique_ptr<AnyState>> (*make)(std::string_view variant,
                                            std::string_view position) = nullptr;
  // The side names are plural ("Sticks win!") or one person each ("Player 1 wins!").
  bool plural_sides = true;
  // The game rolls dice (chance actions): the page offers to type in real dice instead.
  bool dice = false;
  // A variant made of numbers a person may set one by one on the start screen (Offboard's
  // target values), read and written by the engine: numbers() gives a variant text's numbers
  // (the default's for "default"; empty when the text is not such a variant), variant() the
  // text of some numbers ("default" when they are the default's). Both null for none.
  std::vector<int> (*numbers)(std::string_view variant) = nullptr;
  std::string (*variant)(const std::vector<int>& numbers) = nullptr;
  // The texts of the game's messages (codes "<id>.<name>"): data for the UI's text layer.
  std::span<const MessageText> messages;
};

// A list of games: what the record functions (core/record.h) may find a game in.
using GameTable = std::span<const GameInfo>;
// The game of that id in the table, or nullptr.
const GameInfo* find_in(GameTable games, std::string_view id);

class AnyState {
 public:
  virtual ~AnyState() = default;
  virtual std::unique_ptr<AnyState> clone() const = 0;
  virtual std::string_view game_id() const = 0;
  virtual std::string variant_text() const = 0;
  virtual int num_players() const = 0;
  virtual int to_move() const = 0;  // player, kChance or kNobody
  virtual std::vector<Action> legal_actions() const = 0;
  virtual std::vector<ChanceOutcome> chance_outcomes() const = 0;
  virtual bool is_legal(Action a) const = 0;  // a legal action or a possible chance outcome
  virtual void apply(Action a) = 0;           // a must be legal (checked)
  virtual bool is_terminal() const = 0;
  virtual std::vector<double> returns() const = 0;  // +1 win, -1 loss, 0 draw
  virtual std::string action_text(Action a) const = 0;
  virtual Result<Action> parse_action(std::string_view text) const = 0;
  virtual std::string position_text() const = 0;
  virtual std::string board_text() const = 0;
  virtual std::uint64_t hash() const = 0;
  virtual ActionCells action_cells(Action a) const = 0;
  virtual std::string_view phase() const = 0;
  // A cell of this board from its name in the notation ("C3"), or -1; and a cell's name (""
  // when the game names no cells). The cells are those of action_cells.
  virtual int cell_from_text(std::string_view text) const = 0;
  virtual std::string cell_to_text(int cell) const = 0;
  // How records number the turn of the next action (TurnInfo{} when the game does not say).
  virtual TurnInfo turn_info() const = 0;
  // The concrete G::State, for the game's own board view (see state_of below).
  virtual const void* raw() const = 0;
  // The position editor (core/editor.h); a game without one has no kinds and no fields.
  virtual EditSpec edit_spec() const = 0;
  virtual int edit_cell(int cell) const = 0;
  virtual bool edit_place(int cell, int kind) = 0;
  virtual int edit_field(int i) const = 0;
  virtual void set_edit_field(int i, int value) = 0;
  // The edited position read back from its text, ready to play, or why it cannot be: the
  // game's reason (the position parser's, or its editor's check), or core.edit_over.
  virtual Result<std::unique_ptr<AnyState>> edit_result() const = 0;
};

template <Rules G>
class GameState final : public AnyState {
 public:
  explicit GameState(const typename G::State& s) : s_(s) {}
  std::unique_ptr<AnyState> clone() const override { return std::make_unique<GameState>(s_); }
  std::string_view game_id() const override { return G::kId; }
  std::string variant_text() const override { return G::variant_text(G::variant(s_)); }
  int num_players() const override { return G::num_players(G::variant(s_)); }
  int to_move() const override { return G::to_move(s_); }
  std::vector<Action> legal_actions() const override {
    typename G::Actions list;
    if (!G::is_terminal(s_) && G::to_move(s_) != kChance) {
      G::legal_actions(s_, list);
    }
    return {list.begin(), list.end()};
  }
  std::vector<ChanceOutcome> chance_outcomes() const override {
    typename G::Chances list;
    if (!G::is_terminal(s_) && G::to_move(s_) == kChance) {
      G::chance_outcomes(s_, list);
    }
    return {list.begin(), list.end()};
  }
  bool is_legal(Action a) const override {
    if (G::is_terminal(s_)) {
      return false;
    }
    if (G::to_move(s_) == kChance) {
      for (const ChanceOutcome& c : chance_outcomes()) {
        if (c.action == a) {
          return true;
        }
      }
      return false;
    }
    typename G::Actions list;
    G::legal_actions(s_, list);
    return list.contains(a);
  }
  void apply(Action a) override {
    MARBLES_CHECK(is_legal(a));
    G::apply(s_, a);
  }
  bool is_terminal() const override { return G::is_terminal(s_); }
  std::vector<double> returns() const override {
    std::vector<double> r(static_cast<size_t>(num_players()), 0.0);
    G::returns(s_, r.data());
    return r;
  }
  std::string action_text(Action a) const override { return G::action_text(s_, a); }
  Result<Action> parse_action(std::string_view text) const override {
    return G::parse_action(s_, text);
  }
  std::string position_text() const override { return G::position_text(s_); }
  std::string board_text() const override { return G::board_text(s_); }
  std::uint64_t hash() const override { return G::hash(s_); }
  ActionCells action_cells(Action a) const override { return G::action_cells(s_, a); }
  std::string_view phase() const override { return G::phase(s_); }
  int cell_from_text(std::string_view text) const override {
    if constexpr (HasCellNames<G>) {
      return G::cell_from_text(s_, text);
    } else {
      return -1;
    }
  }
  std::string cell_to_text(int cell) const override {
    if constexpr (HasCellNames<G>) {
      return G::cell_to_text(s_, cell);
    } else {
      return "";
    }
  }
  TurnInfo turn_info() const override {
    if constexpr (HasTurnInfo<G>) {
      return G::turn_info(s_);
    } else {
      return {};
    }
  }
  const void* raw() const override { return &s_; }
  const typename G::State& state() const { return s_; }
  EditSpec edit_spec() const override {
    if constexpr (HasEditor<G>) {
      return G::edit_spec(G::variant(s_));
    } else {
      return {};
    }
  }
  int edit_cell(int cell) const override {
    if constexpr (HasEditor<G>) {
      return G::edit_cell(s_, cell);
    } else {
      return -1;
    }
  }
  bool edit_place(int cell, int kind) override {
    if constexpr (HasEditor<G>) {
      return G::edit_place(s_, cell, kind);
    } else {
      return false;
    }
  }
  int edit_field(int i) const override {
    if constexpr (HasEditor<G>) {
      return G::edit_field(s_, i);
    } else {
      return 0;
    }
  }
  void set_edit_field(int i, int value) override {
    if constexpr (HasEditor<G>) {
      G::set_edit_field(s_, i, value);
    }
  }
  Result<std::unique_ptr<AnyState>> edit_result() const override;

 private:
  typename G::State s_;
};

// The concrete state behind an AnyState of game G (checked).
template <Rules G>
const typename G::State& state_of(const AnyState& s) {
  MARBLES_CHECK(s.game_id() == G::kId);
  return *static_cast<const typename G::State*>(s.raw());
}

template <Rules G>
Result<std::unique_ptr<AnyState>> GameState<G>::edit_result() const {
  if constexpr (HasEditor<G>) {
    if (std::optional<Message> why = G::edit_check(s_)) {
      return make_error(std::move(*why));
    }
    Result<typename G::State> read = G::parse_position(G::variant(s_), G::position_text(s_));
    if (!read.ok()) {
      return make_error(read.error().reason());  // the reason, without the text's place
    }
    if (G::is_terminal(*read)) {
      return make_error(Message("core.edit_over"));
    }
    return std::unique_ptr<AnyState>(std::make_unique<GameState<G>>(*read));
  } else {
    return make_error(Message("core.edit_none"));
  }
}

// GameInfo::make for a Rules game.
template <Rules G>
Result<std::unique_ptr<AnyState>> make_any_state(std::string_view variant,
                                                 std::string_view position) {
  Result<typename G::Variant> v = G::parse_variant(variant);
  if (!v.ok()) {
    return v.error();
  }
  if (position.empty()) {
    return std::unique_ptr<AnyState>(std::make_unique<GameState<G>>(G::initial(*v)));
  }
  Result<typename G::State> s = G::parse_position(*v, position);
  if (!s.ok()) {
    return s.error();
  }
  return std::unique_ptr<AnyState>(std::make_unique<GameState<G>>(*s));
}

}  // namespace marbles
