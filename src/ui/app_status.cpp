// The app's status card (app.h): whose turn, the result, the players, the controls.
#include "ui/app_parts.h"
#include "ui/messages.h"

namespace marbles::ui {

std::string App::side_name(int player) const {
  if (player < 0 || player >= kMaxPlayers) {
    return "";
  }
  const auto i = static_cast<std::size_t>(player);
  return std::string(set_.lang == Lang::kFr ? ctl_.info().side_fr[i] : ctl_.info().side_en[i]);
}

std::string App::result_line() const {
  const AnyState& s = ctl_.state();
  if (!ctl_.over()) {
    return "";
  }
  const std::vector<double> r = ctl_.session().returns();
  int winner = -1;
  for (std::size_t p = 0; p < r.size(); ++p) {
    if (r[p] > 0) {
      winner = static_cast<int>(p);
    }
  }
  if (winner < 0) {
    return tr(Str::kDraw, set_.lang);
  }
  const int n = s.num_players();
  const int computers = n - ctl_.people();
  if (computers > 0 && ctl_.people() == 1 && !ctl_.computer(winner)) {
    return tr(Str::kYouWin, set_.lang);
  }
  if (computers == 1 && ctl_.computer(winner)) {
    return tr(Str::kComputerWins, set_.lang);
  }
  // People against each other, or several computer seats: the winner's side.
  const std::string side = side_name(winner);
  std::string line = trf(ctl_.info().plural_sides ? Str::kWins : Str::kWinsOne, set_.lang,
                         set_.lang == Lang::kFr ? lower_first(side) : side);
  if (ctl_.computer(winner)) {
    line += std::string(" (") + tr(Str::kComputer, set_.lang) + ")";
  }
  return line;
}

std::string App::end_reason() const {
  const Session& g = ctl_.session();
  if (!g.agreed()) {
    return view_->end_reason(g.state(), ctl_.info(), set_.lang);
  }
  const std::vector<double> r = g.returns();
  return r[0] == r[1] ? text(Message("ui.agreement"), set_.lang)
                      : text(Message("ui.resigned", {side_name(r[0] < 0 ? 0 : 1)}), set_.lang);
}

std::string App::seat_suffix(int p) const {
  // "(you)" / "(computer)" after a side's name: against the computer only; with several
  // people only the computer's seats are marked.
  if (ctl_.remote() != 0 && p >= 0 && set_.mode == Mode::kPlay) {  // play at a distance
    return (ctl_.remote() >> p & 1u) != 0 ? "" : std::string(" (") + tr(Str::kYou, set_.lang) + ")";
  }
  if (ctl_.seats() == 0 || p < 0 || set_.mode != Mode::kPlay) {
    return "";
  }
  if (ctl_.computer(p)) {
    return std::string(" (") + tr(Str::kComputer, set_.lang) + ")";
  }
  return ctl_.people() == 1 ? std::string(" (") + tr(Str::kYou, set_.lang) + ")" : std::string();
}

std::string App::players_line() const {
  const int n = ctl_.state().num_players();
  const int humans = ctl_.people();
  if (ctl_.remote() != 0) {  // play at a distance: this screen's seats
    std::vector<std::string> mine;
    for (int p = 0; p < n; ++p) {
      if ((ctl_.remote() >> p & 1u) == 0) {
        mine.push_back(side_name(p));
      }
    }
    return text(
        Message(n == 2 ? "ui.players_remote_one" : "ui.players_remote_many", {join(mine, ", ")}),
        set_.lang);
  }
  if (ctl_.seats() == 0) {
    return n == 2 ? tr(Str::kModeTwo, set_.lang)
                  : trf(Str::kModePeople, set_.lang, std::to_string(n));
  }
  if (humans == 0) {
    return tr(Str::kModeComputerOnly, set_.lang);
  }
  std::vector<std::string> names;
  int you = -1;
  for (int p = 0; p < n; ++p) {
    if (ctl_.computer(p)) {
      names.push_back(side_name(p));
    } else {
      you = p;
    }
  }
  if (humans == 1) {
    return trf(Str::kModeComputer, set_.lang, side_name(you));
  }
  return trf(Str::kModeComputerSeats, set_.lang, join(names, ", "));
}

std::vector<std::string> App::status_lines() const {
  if (!note_.empty()) {
    return {note_};
  }
  const AnyState& s = ctl_.state();
  if (ctl_.over()) {
    return {result_line()};
  }
  const int p = turn_player();
  std::string phase = view_->phase_label(s, set_.lang);
  if (phase.empty()) {
    phase = phase_label(s.phase(), set_.lang);
  }
  if (p < 0) {
    return {phase};  // a roll-off: nobody's turn yet
  }
  const std::string who = side_name(p);
  std::string line = trf(ctl_.info().plural_sides ? Str::kToPlay : Str::kToPlayOne, set_.lang,
                         set_.lang == Lang::kFr ? lower_first(who) : who);
  line += seat_suffix(p);
  // Shorter: the side's name alone (its piece is drawn before the line), then the phase alone.
  return {line + " \xC2\xB7 " + phase, who + seat_suffix(p) + " \xC2\xB7 " + phase, phase};
}

void App::draw_status() {
  const AnyState& s = ctl_.state();
  const float width = ImGui::GetContentRegionAvail().x;
  const float pad = px(10);
  Card card;
  card.begin(pad);
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, v2(px(8), px(5)));
  const bool over = ctl_.over();
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width - 2 * pad);
  if (over) {
    ImGui::PushFont(fonts_.heading);
    ImGui::PushStyleColor(ImGuiCol_Text, rgba(theme::colors().gold));
    ImGui::TextWrapped("%s", result_line().c_str());
    note_widget("result");
    ImGui::PopStyleColor();
    ImGui::PopFont();
    ImGui::TextWrapped("%s", end_reason().c_str());
    note_widget("end-reason");
    if (can_undo()) {  // not at a distance: the game's end is both players'
      ImGui::PushStyleColor(ImGuiCol_Text, rgba(theme::colors().text_dim));
      ImGui::TextWrapped("%s", tr(Str::kGameOverHint, set_.lang));
      note_widget("over-hint");
      ImGui::PopStyleColor();
    }
  } else {
    draw_turn();
    ImGui::PushStyleColor(ImGuiCol_Text, rgba(theme::colors().text_dim));
    ImGui::TextWrapped("%s", status_hint().c_str());
    note_widget("status-hint");
    ImGui::PopStyleColor();
    if (!ctl_.others_turn() && set_.mode == Mode::kPlay) {
      draw_action_buttons();
      draw_hint_button();
    }
    draw_later(width - 2 * pad);
    if (last_turn_shown()) {
      ImGui::PushStyleColor(ImGuiCol_Text, rgba(theme::colors().text_dim));
      ImGui::TextWrapped("%s", last_turn_text().c_str());
      ImGui::PopStyleColor();
    }
    if (!note_.empty()) {
      ImGui::PushStyleColor(ImGuiCol_Text, rgba(theme::colors().message));
      ImGui::TextWrapped("%s", note_.c_str());
      note_widget("note");
      ImGui::PopStyleColor();
    }
  }
  ImGui::PopTextWrapPos();
  draw_counts(width - 2 * pad);
  if (!over) {
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width - 2 * pad);
    ImGui::PushStyleColor(ImGuiCol_Text, rgba(theme::colors().text_dim));
    int n = 0;
    for (const std::string& line : view_->status_lines(s, ctl_.info(), set_.lang)) {
      ImGui::TextWrapped("%s", line.c_str());
      note_widget("status-extra-" + std::to_string(n++));
    }
    ImGui::PopStyleColor();
    ImGui::PopTextWrapPos();
  }
  ImGui::PopStyleVar();
  card.end(over ? theme::colors().card_over : theme::colors().card, theme::colors().gold, width,
           px(10), over ? px(2) : 0);
}

void App::draw_turn() {
  const AnyState& s = ctl_.state();
  // Whose turn, with their piece.
  const float icon = px(30);
  const int p = turn_player();
  const ImVec2 at = ImGui::GetCursorScreenPos();
  if (p >= 0) {
    view_->draw_turn_piece(ImGui::GetWindowDrawList(), v2(at.x + icon / 2, at.y + icon / 2),
                           icon * 1.15f, s, p);
  }
  ImGui::SetCursorScreenPos(v2(at.x + icon + px(8), at.y + (icon - fonts_.heading->FontSize) / 2));
  std::string who = side_name(p);
  // A roll-off is nobody's turn yet: its own words.
  const std::string turn = p < 0 ? tr(Str::kDiceSetting, set_.lang)
                                 : trf(ctl_.info().plural_sides ? Str::kToPlay : Str::kToPlayOne,
                                       set_.lang, set_.lang == Lang::kFr ? lower_first(who) : who);
  const std::string suffix = p < 0 ? "" : seat_suffix(p);
  ImGui::PushFont(fonts_.heading);
  ImGui::TextUnformatted((turn + suffix).c_str());
  note_widget("turn");
  ImGui::PopFont();
  // Below the icon, or below the line where it wraps (a narrow panel, a long name).
  ImGui::SetCursorScreenPos(v2(at.x, std::max(at.y + icon, ImGui::GetItemRectMax().y) + px(6)));
  // The phase.
  const std::string_view phase = s.phase();
  std::string phase_text = view_->phase_label(s, set_.lang);
  if (phase_text.empty()) {
    phase_text = phase_label(phase, set_.lang);
  }
  ImGui::PushFont(fonts_.bold);
  ImGui::PushStyleColor(ImGuiCol_Text,
                        rgba(phase == "removal" ? theme::colors().accent : theme::colors().gold));
  ImGui::TextWrapped("%s", phase_text.c_str());
  note_widget("phase");
  ImGui::PopStyleColor();
  ImGui::PopFont();
}

std::string App::remote_words() const {
  return text(Message("ui.remote_turn", {side_name(ctl_.waited_seat())}), set_.lang);
}

std::string App::status_hint() const {
  if (set_.mode == Mode::kPlay && ctl_.waits_remote()) {
    return remote_words();
  }
  const AnyState& s = ctl_.state();
  const std::string_view phase = s.phase();
  const std::vector<Action> buttons = ctl_.button_actions();
  Str hint = Str::kHintSelect;
  if (set_.mode != Mode::kPlay) {
    hint = Str::kReadOnly;
  } else if (play_on_offered()) {
    hint = Str::kPlayOnWaits;
  } else if (ctl_.page_rolls() && (turn_player() < 0 || !ctl_.computer(turn_player()))) {
    hint = Str::kRollingDice;  // a person's dice, rolled by the page
  } else if (ctl_.is_ai_turn()) {
    hint = Str::kThinking;
  } else if (!buttons.empty() && buttons.size() == s.legal_actions().size()) {
    // Only buttons: a pass, or a cell-less removal (Yoté's bonus piece from the reserve), or
    // the game's own choice (its words below).
    hint = phase == "removal" ? Str::kHintRemoveReserve : Str::kHintPass;
    if (!view_->hint(s, ctl_.selection(), set_.lang).empty()) {
      hint = Str::kHintSelect;
    }
  } else if (phase == "placement") {
    hint = Str::kHintPlace;
  } else if (phase == "removal") {
    hint = Str::kHintRemove;
  } else if (ctl_.selection() >= 0) {
    hint = Str::kHintTarget;
  } else if (phase == "play") {
    hint = Str::kHintPlaceOrMove;
  }
  std::string hint_text = tr(hint, set_.lang);
  if (hint == Str::kHintSelect || hint == Str::kHintTarget || hint == Str::kHintPlaceOrMove ||
      hint == Str::kHintPlace || hint == Str::kHintRemove) {
    // The game's own words for what to do, where the generic ones would not fit.
    const std::string own = view_->hint(s, ctl_.selection(), set_.lang);
    if (!own.empty()) {
      hint_text = own;
    }
  }
  if (hint == Str::kThinking && computer_.level() >= 0 && s.to_move() >= 0) {
    // "The computer is thinking (strong, 2 s)…", or "up to 8 s" where the decision may end
    // sooner (Wykersham: once its choice cannot change).
    std::string level = tr(level_label(computer_.level()), set_.lang);
    if (computer_.level() == static_cast<int>(ai::Level::kStrong) &&
        computer_.strong_seconds(s) > 0) {
      const std::string time = seconds_text(computer_.strong_seconds(s), set_.lang);
      level += ", " + (computer_.stops_early() ? trf(Str::kUpTo, set_.lang, time) : time);
    }
    hint_text = trf(Str::kAiThinkingFor, set_.lang, level);
  }
  return hint_text;
}

void App::draw_action_buttons() {
  const AnyState& s = ctl_.state();
  // Every cell-less action as a button, in the game's words where it has them.
  Action pressed = kNoAction;
  const float wrap = ImGui::GetContentRegionAvail().x;
  for (Action a : ctl_.button_actions()) {
    const std::string text = s.action_text(a);
    std::string label = view_->button_label(s, a, set_.lang);
    if (!label.empty()) {
    } else if (text == "pass") {
      label = tr(Str::kPass, set_.lang);
    } else if (text == "xR") {
      label = tr(Str::kTakeFromReserve, set_.lang);
    } else {
      label = text;
    }
    ImGui::PushStyleColor(ImGuiCol_Button, rgba(theme::colors().accent));
    ImGui::PushStyleColor(ImGuiCol_Text, rgba(theme::colors().on_accent));
    const float need = ImGui::CalcTextSize(label.c_str()).x + px(28);
    bool wrapped = false;
    if (wrapped_button(label, "##b" + text, std::min(wrap, std::max(px(140), need)), &wrapped) &&
        pressed == kNoAction) {
      pressed = a;
    }
    note_widget("act-" + text, wrapped ? 0 : need);
    ImGui::PopStyleColor(2);
  }
  if (pressed != kNoAction) {
    play_person(pressed);  // after the loop: the state changes
  }
}

void App::draw_hint_button() {
  const AnyState& s = ctl_.state();
  if (set_.hint_hidden ||
      (!hint_wanted() && !(animation_.active && s.to_move() >= 0 && !ctl_.computer(s.to_move())))) {
    return;
  }
  // The hint: the strong search for the person to move, drawn on the board. While the last
  // action is shown the button waits in its place (the panel does not jump).
  const bool asked = computer_.hint_asked(ctl_.version());
  const Action found = computer_.hint(s, ctl_.version());
  ImGui::PushStyleColor(ImGuiCol_Text, rgba(theme::colors().text));
  if (button(tr(Str::kHintButton, set_.lang), !asked,
             ImGui::CalcTextSize(tr(Str::kHintButton, set_.lang)).x + px(32)) &&
      hint_wanted()) {
    computer_.ask_hint(ctl_.version());
  }
  note_widget("hint");
  ImGui::PopStyleColor();
  if (asked) {
    ImGui::PushStyleColor(ImGuiCol_Text, rgba(theme::colors().text_dim));
    if (found != kNoAction) {
      ImGui::TextWrapped("%s", hint_sentence(found).c_str());
    } else {
      ImGui::TextWrapped("%s", tr(Str::kHintLooking, set_.lang));
    }
    note_widget("hint-text");
    ImGui::PopStyleColor();
  }
}

void App::draw_counts(float width) {
  // Pieces in hand and on the board.
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const PieceCounts pc = view_->counts(ctl_.state());
  ImGui::Dummy(v2(1, px(2)));
  for (int p = 0; p < ctl_.state().num_players(); ++p) {
    const auto i = static_cast<std::size_t>(p);
    if (pc.in_hand[i] < 0 && pc.on_board[i] < 0 && pc.out[i] < 0) {
      continue;
    }
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float ic = px(20);
    view_->draw_piece(dl, v2(at.x + ic / 2, at.y + ic / 2), ic * 1.2f, p, 1);
    ImGui::SetCursorScreenPos(v2(at.x + ic + px(8), at.y + (ic - fonts_.body->FontSize) / 2));
    std::string line = trf(Str::kLabel, set_.lang, side_name(p));
    std::vector<std::string> parts;
    if (pc.in_hand[i] >= 0) {
      parts.push_back(std::to_string(pc.in_hand[i]) + " " + tr(Str::kInHand, set_.lang));
    }
    if (pc.on_board[i] >= 0) {
      parts.push_back(std::to_string(pc.on_board[i]) + " " + tr(Str::kOnBoard, set_.lang));
    }
    if (pc.out[i] >= 0) {
      const std::string n = std::to_string(pc.out[i]);
      parts.push_back(
          trf(Str::kOut, set_.lang, pc.out_goal > 0 ? n + "/" + std::to_string(pc.out_goal) : n));
    }
    line += join(parts, " \xC2\xB7 ");
    ImGui::PushTextWrapPos(at.x - ImGui::GetWindowPos().x + width);
    ImGui::TextWrapped("%s", line.c_str());
    note_widget("count-" + std::to_string(p));
    ImGui::PopTextWrapPos();
    const float bottom = std::max(at.y + ic + px(4), ImGui::GetItemRectMax().y + px(4));
    ImGui::SetCursorScreenPos(v2(at.x, bottom));
    ImGui::Dummy(v2(1, 0));
  }
}

void App::draw_status_line(float width) {
  // One line: the mover's piece and whose turn (or the result, or the last click's problem),
  // shortened when it does not fit ("Light to play · Place or move", "Light · Place or move",
  // "Place or move"), and cut with "…" when even the shortest does not.
  const AnyState& s = ctl_.state();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float h = px(theme::kTapTarget);
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImGui::Dummy(v2(width, h));
  note_widget("status-line");
  float x = at.x + px(4);
  const int p = s.to_move();
  if (note_.empty() && !ctl_.over() && p >= 0) {
    const float icon = px(24);
    view_->draw_turn_piece(dl, v2(x + icon / 2, at.y + h / 2), icon * 1.15f, s, p);
    x += icon + px(6);
  }
  ImFont* font = fonts_.bold;
  const float room = at.x + width - x;
  auto w = [&](const std::string& t) {
    return font->CalcTextSizeA(font->FontSize, FLT_MAX, 0, t.c_str()).x;
  };
  // The longest form that fits, else the shortest cut.
  const std::vector<std::string> forms = status_lines();
  std::string line = forms.back();
  for (const std::string& f : forms) {
    if (w(f) <= room) {
      line = f;
      break;
    }
  }
  if (w(line) > room) {
    const std::string dots = "\xE2\x80\xA6";
    while (!line.empty() && w(line + dots) > room) {
      line.pop_back();
      while (!line.empty() && (static_cast<unsigned char>(line.back()) & 0xC0) == 0x80) {
        line.pop_back();  // a whole UTF-8 character
      }
      if (!line.empty() && (static_cast<unsigned char>(line.back()) & 0x80) != 0) {
        line.pop_back();
      }
    }
    line += dots;
  }
  status_drawn_ = line;
  const ImU32 col = !note_.empty() ? theme::colors().message
                    : ctl_.over()  ? theme::colors().gold
                                   : theme::colors().text;
  dl->AddText(font, font->FontSize, v2(x, std::floor(at.y + (h - font->FontSize) / 2)), col,
              line.c_str());
}

void App::draw_controls(float width) {
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  if (viewing() || (set_.mode == Mode::kReplay && set_.controls_hidden)) {
    return;
  }
  if (set_.mode == Mode::kReplay) {
    // First, back, forward, last, and where we are.
    const std::size_t ply = ctl_.session().ply();
    const std::size_t len = ctl_.session().length();
    const bool first_hit =
        icon_button("##first", Icon::kFirst, ply > 0, tr(Str::kFirst, set_.lang));
    note_widget("first");
    if (first_hit) {
      show_ply(0);
    }
    ImGui::SameLine();
    const bool back_hit = icon_button("##back", Icon::kBack, ply > 0, tr(Str::kBack, set_.lang));
    note_widget("back");
    if (back_hit) {
      show_ply(ply - 1);
    }
    ImGui::SameLine();
    const bool forward_hit =
        icon_button("##forward", Icon::kForward, ply < len, tr(Str::kForward, set_.lang));
    note_widget("forward");
    if (forward_hit) {
      show_ply(ply + 1);
    }
    ImGui::SameLine();
    const bool last_hit = icon_button("##last", Icon::kLast, ply < len, tr(Str::kLast, set_.lang));
    note_widget("last");
    if (last_hit) {
      show_ply(len);
    }
    const std::string where =
        trf(Str::kPlyOf, set_.lang, std::to_string(ply) + " / " + std::to_string(len));
    // At the right of the buttons, or under them when there is no room.
    if (ImGui::CalcTextSize(where.c_str()).x <= width - 4 * (px(theme::kTapTarget) + gap)) {
      ImGui::SameLine();
    }
    ImGui::PushStyleColor(ImGuiCol_Text, rgba(theme::colors().text_dim));
    ImGui::TextUnformatted(where.c_str());
    note_widget("ply-of");
    ImGui::PopStyleColor();
    return;
  }
  if (set_.embed) {
    // Icons: undo, redo, start again (no start screen in an embed).
    const bool undo = icon_button("##undo", Icon::kUndo, can_undo(), tr(Str::kUndo, set_.lang));
    note_widget("undo");
    if (undo) {
      undo_turn();
    }
    ImGui::SameLine();
    const bool redo =
        icon_button("##redo", Icon::kRedo, ctl_.session().can_redo(), tr(Str::kRedo, set_.lang));
    note_widget("redo");
    if (redo) {
      redo_turn();
    }
    ImGui::SameLine();
    const bool again = icon_button("##restart", Icon::kRestart, ctl_.session().length() > 0,
                                   tr(Str::kRestart, set_.lang));
    note_widget("restart");
    if (again) {
      restart();
    }
    return;
  }
  // Undo, redo, new game: widths follow the labels, the spare room shared evenly.
  const char* labels[3] = {tr(Str::kUndo, set_.lang), tr(Str::kRedo, set_.lang),
                           tr(Str::kNewGame, set_.lang)};
  float widths[3];
  float used = 2 * gap;
  for (int i = 0; i < 3; ++i) {
    widths[i] = ImGui::CalcTextSize(labels[i]).x + 2 * ImGui::GetStyle().FramePadding.x;
    used += widths[i];
  }
  // Too narrow for the three (a narrow panel, French): "New game" on a row of its own.
  const bool two_rows = used > width;
  const float spare =
      std::max(0.0f, width - (two_rows ? used - widths[2] - gap : used)) / (two_rows ? 2.0f : 3.0f);
  const bool undo = button(labels[0], can_undo(), widths[0] + spare);
  note_widget("undo", widths[0]);
  if (undo) {
    undo_turn();
  }
  ImGui::SameLine();
  const bool redo = button(labels[1], ctl_.session().can_redo(), widths[1] + spare);
  note_widget("redo", widths[1]);
  if (redo) {
    redo_turn();
  }
  if (!two_rows) {
    ImGui::SameLine();
  }
  const bool again = button(labels[2], true, two_rows ? width : widths[2] + spare);
  note_widget("new-game", widths[2]);
  if (again) {
    pick_game_ = std::string(ctl_.info().id);
    pick_variant_ = ctl_.state().variant_text();
    pick_seats_ = ctl_.seats();
    pick_players_ = ctl_.state().num_players();
    set_.screen = Screen::kStart;
  }
}

}  // namespace marbles::ui
