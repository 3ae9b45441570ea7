// The app (app.h) before the end of its record: the offer to play on from here, what a move
// there does to the later actions, and Undo bringing back the line a move replaced.
#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "core/record.h"
#include "imgui.h"
#include "ui/app.h"
#include "ui/json.h"
#include "ui/messages.h"
#include "ui/theme.h"

namespace marbles::ui {

bool App::play_on_offered() const {
  return set_.mode == Mode::kPlay && set_.screen == Screen::kGame && !ctl_.live() &&
         ctl_.session().ply() < ctl_.session().length() && (ctl_.is_ai_turn() || ctl_.page_rolls());
}

std::string App::later_text() const {
  const std::size_t later = ctl_.session().length() - ctl_.session().ply();
  if (set_.mode != Mode::kPlay || set_.screen != Screen::kGame || later == 0 || ctl_.over()) {
    return "";
  }
  const bool one = later == 1;
  const std::string n = std::to_string(later);
  if (play_on_offered()) {
    return one ? tr(Str::kPlayOnReplacesOne, set_.lang) : trf(Str::kPlayOnReplaces, set_.lang, n);
  }
  if (ctl_.is_ai_turn() || ctl_.page_rolls()) {
    return "";  // playing on: the computer's move or the roll is coming
  }
  return one ? tr(Str::kMoveReplacesOne, set_.lang) : trf(Str::kMoveReplaces, set_.lang, n);
}

void App::draw_later(float width) {
  const std::string text = later_text();
  if (text.empty()) {
    return;
  }
  if (play_on_offered()) {
    const char* label = tr(Str::kPlayOn, set_.lang);
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
  note_widget("later-text");
  ImGui::PopStyleColor();
}

std::string App::play_on() {
  if (set_.mode != Mode::kPlay) {
    message_ = std::string("the page is in ") + (set_.mode == Mode::kReplay ? "replay" : "view") +
               " mode: it takes no moves";
    return json_error(message_);
  }
  if (play_on_offered()) {
    ctl_.play_on();
    computer_.wait_again();
    message_.clear();
    note_.clear();
    return json_ok();
  }
  if (set_.screen == Screen::kGame && ctl_.live() && !ctl_.over() &&
      (ctl_.is_ai_turn() || ctl_.page_rolls())) {
    return json_ok();  // already playing on from here
  }
  const std::string_view why = set_.screen != Screen::kGame ? "ui.no_game_on_screen"
                               : ctl_.over()                ? "ui.game_over"
                               : ctl_.session().ply() == ctl_.session().length()
                                   ? "ui.end_of_record"
                                   : "ui.person_to_move";
  return engine_error(make_error(Message("ui.nothing_to_play_on", {}, {Message(why)})));
}

bool App::computer_row(float w) {
  const int n = ctl_.state().num_players();
  const unsigned all = (1u << n) - 1u;
  std::vector<std::string> labels{tr(Str::kOff, set_.lang)};
  int on = ctl_.seats() == 0 ? 0 : -1;
  if (n == 2) {
    for (int p = 0; p < 2; ++p) {
      labels.push_back(side_name(p));
      on = ctl_.seats() == 1u << p ? p + 1 : on;
    }
  } else {
    labels.emplace_back(tr(Str::kOn, set_.lang));
    on = ctl_.seats() != 0 ? 1 : on;
  }
  const int hit = toggle_row(Str::kComputerPlays, labels, on, "seats", w);
  if (hit < 0) {
    return false;
  }
  // More players: the seats chosen on the start screen, else every seat but the first.
  const unsigned picked = (pick_seats_ & all) != 0 ? pick_seats_ & all : all & ~1u;
  ctl_.set_seats(hit == 0 ? 0u : n == 2 ? 1u << (hit - 1) : picked);
  computer_.wait_again();
  ctl_.drop_selection();
  return true;
}

}  // namespace marbles::ui
