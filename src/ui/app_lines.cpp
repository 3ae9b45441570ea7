// The app (app.h) before the end of its record: the offer to play on from here, what a move
// there does to the later actions, and Undo bringing back the line a move replaced.
#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "core/lang.h"
#include "core/record.h"
#include "imgui.h"
#include "ui/app.h"
#include "ui/json.h"
#include "ui/theme.h"

namespace marbles::ui {

bool App::play_on_offered() const {
  return mode_ == Mode::kPlay && screen_ == Screen::kGame && !live_ &&
         session_->ply() < session_->length() && (is_ai_turn() || page_rolls());
}

std::string App::later_text() const {
  const AnyState& s = session_->state();
  const std::size_t later = session_->length() - session_->ply();
  if (mode_ != Mode::kPlay || screen_ != Screen::kGame || later == 0 || s.is_terminal()) {
    return "";
  }
  const bool one = later == 1;
  const std::string n = std::to_string(later);
  if (play_on_offered()) {
    return one ? tr(Str::kPlayOnReplacesOne, lang_) : trf(Str::kPlayOnReplaces, lang_, n);
  }
  if (is_ai_turn() || page_rolls()) {
    return "";  // playing on: the computer's move or the roll is coming
  }
  return one ? tr(Str::kMoveReplacesOne, lang_) : trf(Str::kMoveReplaces, lang_, n);
}

void App::draw_later(float width) {
  const std::string text = later_text();
  if (text.empty()) {
    return;
  }
  if (play_on_offered()) {
    const char* label = tr(Str::kPlayOn, lang_);
    const float w = std::min(width, ImGui::CalcTextSize(label).x + px(32));
    ImGui::PushStyleColor(ImGuiCol_Button, ImGui::ColorConvertU32ToFloat4(theme::colors().accent));
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(theme::colors().on_accent));
    const bool pressed = button((std::string(label) + "##play-on").c_str(), true, w);
    ImGui::PopStyleColor(2);
    note_widget("play-on");
    if (pressed) {
      play_on();
    }
  }
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(theme::colors().text_dim));
  ImGui::TextWrapped("%s", text.c_str());
  ImGui::PopStyleColor();
}

std::string App::play_on() {
  if (mode_ != Mode::kPlay) {
    message_ = std::string("the page is in ") + (mode_ == Mode::kReplay ? "replay" : "view") +
               " mode: it takes no moves";
    return json_error(message_);
  }
  if (play_on_offered()) {
    live_ = true;
    ai_wait_from_ = -1;
    message_.clear();
    note_.clear();
    return json_ok();
  }
  const AnyState& s = session_->state();
  if (screen_ == Screen::kGame && live_ && !s.is_terminal() && (is_ai_turn() || page_rolls())) {
    return json_ok();  // already playing on from here
  }
  return engine_error([&] {
    const std::string why =
        screen_ != Screen::kGame ? msg("no game is on screen", "aucune partie n’est affichée")
        : s.is_terminal()        ? msg("the game is over", "la partie est finie")
        : session_->ply() == session_->length()
            ? msg("the position on screen is the end of the record",
                  "la position affichée est la fin de la partie")
            : msg("a person is to move: their move plays on from here",
                  "c’est à une personne de jouer\xC2\xA0: son coup reprend la partie d’ici");
    return msg("nothing to play on: ", "rien à reprendre\xC2\xA0: ") + why;
  });
}

bool App::computer_row(float w) {
  const int n = session_->state().num_players();
  const unsigned all = (1u << n) - 1u;
  std::vector<std::string> labels{tr(Str::kOff, lang_)};
  int on = ai_seats_ == 0 ? 0 : -1;
  if (n == 2) {
    for (int p = 0; p < 2; ++p) {
      labels.push_back(side_name(p));
      on = ai_seats_ == 1u << p ? p + 1 : on;
    }
  } else {
    labels.emplace_back(tr(Str::kOn, lang_));
    on = ai_seats_ != 0 ? 1 : on;
  }
  const int hit = toggle_row(Str::kComputerPlays, labels, on, "seats", w);
  if (hit < 0) {
    return false;
  }
  // More players: the seats chosen on the start screen, else every seat but the first.
  const unsigned picked = (pick_seats_ & all) != 0 ? pick_seats_ & all : all & ~1u;
  ai_seats_ = hit == 0 ? 0u : n == 2 ? 1u << (hit - 1) : picked;
  ai_wait_from_ = -1;
  selected_ = -1;
  return true;
}

void App::step_back() {
  session_->undo();
  const std::size_t ply = session_->ply();
  std::optional<std::vector<Action>> line = kept_.take_at(session_->record().actions, ply);
  if (!line) {
    return;
  }
  Record r = session_->record();
  r.actions = std::move(*line);
  auto s = Session::from_record(std::move(r), games());
  MARBLES_CHECK(s.ok());
  *session_ = std::move(s).value();
  session_->go_to(ply);
  session_changed();
}

}  // namespace marbles::ui
