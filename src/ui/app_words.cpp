// The app's words for what happened and what may happen (app.h): the last turn said in words,
// the hint's suggestion, why a click plays nothing (the engine's reason), and the question asked
// before a move replaces the later moves of the record.
#include "core/record_tree.h"
#include "ui/app_parts.h"
#include "ui/messages.h"

namespace marbles::ui {

std::pair<std::size_t, std::size_t> App::last_turn_span() const {
  const std::vector<Played>& played = ctl_.played();
  std::size_t end = std::min(ctl_.session().ply(), played.size());
  // A roll the page made for the next turn opens that turn: the turn before it is the last one
  // played.
  while (end > 0 && played[end - 1].player == kChance) {
    --end;
  }
  std::size_t first = end;
  while (first > 0 && Played::same_turn(played[end - 1], played[first - 1])) {
    --first;
  }
  return {first, end};
}

ActionWords App::words_at(std::size_t i) const {
  const Played& p = ctl_.played()[i];
  auto name = [&](int cell) { return cell >= 0 ? view_->cell_name(cell) : std::string(); };
  ActionWords w;
  w.player = p.player;
  w.cells = p.cells;
  w.from = name(p.cells.from);
  w.to = name(p.cells.to);
  w.removed = name(p.cells.removed);
  w.text = p.text;
  const std::vector<Action>& actions = ctl_.session().record().actions;
  auto start = start_state(ctl_.session().record());
  if (start.ok() && i < actions.size()) {
    std::unique_ptr<AnyState> before = std::move(start).value();
    for (std::size_t k = 0; k < i; ++k) {
      before->apply(actions[k]);
    }
    std::unique_ptr<AnyState> after = before->clone();
    after->apply(actions[i]);
    w.words = view_->action_words(*before, actions[i], *after, set_.lang);
  }
  return w;
}

std::string App::action_words_at(std::size_t i) const {
  return action_phrase(words_at(i), lang_code(set_.lang));
}

std::string App::last_turn_text() const {
  const auto [first, end] = last_turn_span();
  if (first == end || set_.screen != Screen::kGame) {
    return "";
  }
  int player = kChance;
  std::vector<std::string> words;
  std::vector<std::string> texts;
  for (std::size_t i = first; i < end; ++i) {
    const Played& p = ctl_.played()[i];
    player = p.player != kChance ? p.player : player;
    words.push_back(action_words_at(i));
    texts.push_back(p.text);
  }
  std::string who = side_name(player);
  if (ctl_.computer(player) && set_.mode == Mode::kPlay) {
    who = trf(Str::kComputerSide, set_.lang, who);
  }
  return trf(Str::kLastTurn, set_.lang, {who, join(words, ", "), join(texts, " ")});
}

bool App::last_turn_shown() const {
  // Where one action is not the whole turn (Wykersham's roll, placements and slides), or the
  // computer played it: said in words under the turn.
  const auto [first, end] = last_turn_span();
  if (first == end || ctl_.over()) {
    return false;
  }
  int actions = 0;
  int player = -1;
  for (std::size_t i = first; i < end; ++i) {
    actions += ctl_.played()[i].player == kChance ? 0 : 1;
    player = ctl_.played()[i].player != kChance ? ctl_.played()[i].player : player;
  }
  return actions > 1 || (set_.mode == Mode::kPlay && ctl_.computer(player));
}

std::string App::hint_sentence(Action a) const {
  const AnyState& s = ctl_.state();
  std::string words = view_->button_label(s, a, set_.lang);
  if (words.empty()) {
    words = view_->control_text(s, a, true, set_.lang);
  }
  ActionWords w;
  w.player = s.to_move();
  w.cells = s.action_cells(a);
  auto name = [&](int cell) { return cell >= 0 ? view_->cell_name(cell) : std::string(); };
  w.from = name(w.cells.from);
  w.to = name(w.cells.to);
  w.removed = name(w.cells.removed);
  w.text = s.action_text(a);
  w.words = lower_first(words);
  return trf(Str::kHintSuggest, set_.lang, {suggest_action(w, lang_code(set_.lang)), w.text});
}

std::string App::refusal_text(int cell) const {
  const std::string name = view_->cell_name(cell);
  const AnyState& s = ctl_.state();
  const std::string asked = view_->refused_text(s, ctl_.selected(), cell);
  if (!asked.empty()) {
    // The engine says why: its error on the move the click would have been, without the move
    // quoted first (the sentence names the cell).
    auto r = s.parse_action(asked);
    const std::string why =
        r.ok() ? std::string() : reason_without_move(r.error(), asked, set_.lang);
    if (!why.empty()) {
      return trf(Str::kNoMoveBecause, set_.lang, {name, why});
    }
  }
  return trf(Str::kNoMoveThere, set_.lang, name);
}

// ----- Playing where the record goes on -----

void App::play_person(Action a) {
  if (root_) {
    // Before the branch of the variation shown, the position is the line's it branches off.
    const auto at = locate(tree(), variation_path_, ctl_.session().ply());
    if (at && at->path != variation_path_) {
      show_variation(at->path, ctl_.session().ply());
    }
  }
  const std::size_t ply = ctl_.session().ply();
  const std::vector<Action>& actions = ctl_.session().record().actions;
  if (ply < actions.size() && actions[ply] != a) {
    if (enter_variation(a)) {
      return;  // the record has this move here already, as a variation: shown
    }
    // Asked first where the move would replace moves one has looked at, or a study's lines.
    if (browsed_ || root_ || has_comments()) {
      pending_ = a;
      pending_version_ = ctl_.version();
      return;
    }
  }
  apply_action(a);
}

std::string App::confirm_text() const {
  if (pending_ == kNoAction) {
    return "";
  }
  const std::size_t later = ctl_.session().length() - ctl_.session().ply();
  return (later == 1 ? tr(Str::kConfirmPlayOne, set_.lang)
                     : trf(Str::kConfirmPlayMany, set_.lang, std::to_string(later))) +
         "\n" + tr(Str::kConfirmVariation, set_.lang);
}

void App::draw_confirm() {
  if (pending_ != kNoAction &&
      (pending_version_ != ctl_.version() || set_.screen != Screen::kGame)) {
    pending_ = kNoAction;  // the position changed under the question
  }
  // A modal left open blocks the page: closed from inside once nothing is asked (Escape, a new
  // game, another position).
  const bool open = ImGui::IsPopupOpen("##confirm-play");
  if (pending_ == kNoAction && !open) {
    return;
  }
  if (!open) {
    ImGui::OpenPopup("##confirm-play");
  }
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  const float w = std::min(px(440), vp->Size.x - px(24));
  ImGui::SetNextWindowPos(v2(vp->Pos.x + vp->Size.x / 2, vp->Pos.y + vp->Size.y / 2),
                          ImGuiCond_Always, v2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(v2(w, 0));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, v2(px(18), px(16)));
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                 ImGuiWindowFlags_NoSavedSettings |
                                 ImGuiWindowFlags_AlwaysAutoResize;
  if (ImGui::BeginPopupModal("##confirm-play", nullptr, flags)) {
    if (pending_ == kNoAction) {
      ImGui::CloseCurrentPopup();
    }
    ImGui::PushFont(fonts_.heading);
    ImGui::TextUnformatted(tr(Str::kConfirmPlayTitle, set_.lang));
    ImGui::PopFont();
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + w - px(36));
    ImGui::TextWrapped("%s", confirm_text().c_str());
    ImGui::PopTextWrapPos();
    ImGui::Dummy(v2(1, px(4)));
    // The answers one under the other: each reads whole, in both languages, on a phone.
    const float bw = w - px(36);
    ImGui::PushStyleColor(ImGuiCol_Button, rgba(theme::colors().accent));
    ImGui::PushStyleColor(ImGuiCol_Text, rgba(theme::colors().on_accent));
    in_modal_ = true;  // its answers alone are the keyboard's stops
    const bool play = button(tr(Str::kPlayHere, set_.lang), true, bw);
    note_widget("confirm-play");
    if (ImGui::IsWindowAppearing() && focus_.has_focus()) {
      focus_.focus(focus_.last_key());  // asked by the keyboard: its answer is at hand
      if (focus_handler_) {
        focus_handler_(tr(Str::kPlayHere, set_.lang), role_code(Role::kButton));
      }
    }
    ImGui::PopStyleColor(2);
    const bool branch = button(tr(Str::kAddVariation, set_.lang), true, bw);
    note_widget("confirm-variation");
    const bool cancel = button(tr(Str::kCancel, set_.lang), true, bw);
    in_modal_ = false;
    note_widget("confirm-cancel");
    if (play || branch || cancel) {
      const Action a = pending_;
      pending_ = kNoAction;
      ImGui::CloseCurrentPopup();
      if (play && ctl_.state().is_legal(a)) {
        apply_action(a);
      } else if (branch) {
        add_variation_here(a);
      }
    }
    ImGui::EndPopup();
  }
  ImGui::PopStyleVar();
}

}  // namespace marbles::ui
