#include "ui/position_editor.h"

#include <algorithm>

#include "games/registry.h"

namespace marbles::ui {

PositionEditor::PositionEditor(const AnyState& from)
    : draft_(from.clone()), spec_(from.edit_spec()), verdict_(draft_->edit_result()) {
  picked_ = spec_.kinds.size() > 1 ? 1 : 0;
}

void PositionEditor::pick(int kind) {
  if (kind >= 0 && kind < static_cast<int>(spec_.kinds.size())) {
    picked_ = kind;
  }
}

bool PositionEditor::click(int cell, bool remove) {
  const int kind = remove || draft_->edit_cell(cell) == picked_ ? 0 : picked_;
  if (!draft_->edit_place(cell, kind)) {
    return false;
  }
  changed();
  return true;
}

void PositionEditor::set_field(int i, int value) {
  if (i < 0 || i >= static_cast<int>(spec_.fields.size())) {
    return;
  }
  const EditField& f = spec_.fields[static_cast<std::size_t>(i)];
  draft_->set_edit_field(i, std::clamp(value, f.min, f.max));
  changed();
}

void PositionEditor::step_field(int i, int step) {
  if (i < 0 || i >= static_cast<int>(spec_.fields.size())) {
    return;
  }
  const EditField& f = spec_.fields[static_cast<std::size_t>(i)];
  int v = draft_->edit_field(i) + step;
  v = v > f.max ? f.min : v < f.min ? f.max : v;
  set_field(i, v);
}

void PositionEditor::clear_board() {
  for (int c = 0; c < spec_.cells; ++c) {
    draft_->edit_place(c, 0);
  }
  changed();
}

Result<bool> PositionEditor::set_text(std::string_view text) {
  const GameInfo* g = find_game(draft_->game_id());
  if (g == nullptr) {
    return make_error(Message("core.edit_none"));
  }
  auto s = g->make(draft_->variant_text(), text);
  if (!s.ok()) {
    return s.error();
  }
  draft_ = (*s)->clone();
  spec_ = draft_->edit_spec();
  changed();
  return true;
}

void PositionEditor::changed() {
  ++version_;
  verdict_ = draft_->edit_result();
}

}  // namespace marbles::ui
