// The position editor's session (plain C++, no drawing): the position being set up, as a state
// of the game edited through the engine's editor (core/editor.h), the piece kind picked in the
// palette, and the engine's verdict on it. The app draws it (app_editor.cpp); it decides no
// rule: a click places the picked kind (the same kind again empties the cell), the fields keep
// to the ranges the engine gives, and the verdict is the engine's.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "core/any_game.h"
#include "core/editor.h"
#include "core/result.h"

namespace marbles::ui {

class PositionEditor {
 public:
  // Starts from a copy of `from` (the position on screen, or a variant's start).
  explicit PositionEditor(const AnyState& from);

  const AnyState& draft() const { return *draft_; }
  const EditSpec& spec() const { return spec_; }
  int picked() const { return picked_; }
  void pick(int kind);
  // A click on `cell`: places the picked kind, or empties the cell when it holds that kind
  // already (`remove`: always empties). False when the cell cannot take it.
  bool click(int cell, bool remove);
  // Sets field i, kept to its range; step: adds -1 or +1, wrapping round.
  void set_field(int i, int value);
  void step_field(int i, int step);
  // Empties every cell the engine lets empty.
  void clear_board();
  // Replaces the position by one read from its text (the same game and variant); the reason
  // when the text is refused.
  Result<bool> set_text(std::string_view text);
  // The engine's verdict on the position (recomputed after each change).
  const Result<std::unique_ptr<AnyState>>& verdict() const { return verdict_; }
  int version() const { return version_; }

 private:
  void changed();

  std::unique_ptr<AnyState> draft_;
  EditSpec spec_;
  int picked_ = 1;
  int version_ = 0;
  Result<std::unique_ptr<AnyState>> verdict_;
};

}  // namespace marbles::ui
