// The app (app.h) setting up a position: the board of the position being set up (a click puts
// the palette's piece kind, the same kind again or a right click empties the cell), the
// palette, the position's other fields, the engine's verdict in words, "Play from here" (a
// new game whose record starts from the position) and "Cancel". The editing itself is
// PositionEditor's (position_editor.h) over the engine's editor (core/editor.h).
#include <algorithm>
#include <cfloat>
#include <string>
#include <vector>

#include "core/record.h"
#include "imgui.h"
#include "ui/app.h"
#include "ui/app_parts.h"
#include "ui/json.h"
#include "ui/messages.h"
#include "ui/position_editor.h"
#include "ui/theme.h"

namespace marbles::ui {

namespace {

std::string said(std::string_view code, Lang lang, std::vector<std::string> args = {}) {
  return text(Message(code, std::move(args)), lang);
}

}  // namespace

std::string App::edit_side(int player) const {
  const GameInfo* g = find_game(editor_->draft().game_id());
  if (g == nullptr || player < 0 || player >= kMaxPlayers) {
    return said("edit.none", set_.lang);
  }
  return std::string(set_.lang == Lang::kFr ? g->side_fr[player] : g->side_en[player]);
}

std::string App::edit_kind_label(int kind) const {
  const EditKind& k = editor_->spec().kinds[static_cast<std::size_t>(kind)];
  return k.code.empty() ? edit_side(k.player) : said(k.code, set_.lang);
}

std::string App::edit_field_label(int i) const {
  const EditField& f = editor_->spec().fields[static_cast<std::size_t>(i)];
  return said(f.code, set_.lang, {f.player >= 0 ? edit_side(f.player) : std::string(f.arg)});
}

std::string App::edit_field_value(int i) const {
  const EditField& f = editor_->spec().fields[static_cast<std::size_t>(i)];
  const int v = editor_->draft().edit_field(i);
  switch (f.kind) {
    case EditField::Kind::kSide:
      return edit_side(v);
    case EditField::Kind::kChoice:
      return v >= f.min && v - f.min < static_cast<int>(f.choices.size())
                 ? said(f.choices[static_cast<std::size_t>(v - f.min)], set_.lang)
                 : std::to_string(v);
    case EditField::Kind::kNumber:
      break;
  }
  return std::to_string(v);
}

std::string App::edit_verdict(Lang lang) const {
  const auto& v = editor_->verdict();
  if (v.ok()) {
    return said("ui.edit_ok", lang);
  }
  return text(Message("ui.edit_refused", {}, {v.error().reason()}), lang);
}

std::string App::open_editor() {
  std::unique_ptr<AnyState> start;
  const AnyState* from = nullptr;
  if (set_.screen == Screen::kGame && ctl_.has_session()) {
    from = &ctl_.state();
  } else {
    const GameInfo* g = find_game(pick_game_);
    auto s = g != nullptr ? g->make(pick_variant_, "") : make_error(Message("core.edit_none"));
    if (!s.ok()) {
      return engine_error(s.error());
    }
    start = (*s)->clone();
    from = start.get();
  }
  if (from->edit_spec().kinds.empty()) {
    return engine_error(make_error(Message("core.edit_none")));
  }
  if (!editor_) {
    saved_view_ = std::move(view_);
  }
  editor_ = std::make_unique<PositionEditor>(*from);
  view_ = make_board_view(from->game_id());
  view_->configure(editor_->draft());
  cursor_ = -1;
  show_cursor_ = false;
  return json_ok();
}

void App::close_editor() {
  if (!editor_) {
    return;
  }
  editor_.reset();
  view_ = std::move(saved_view_);
  cursor_ = -1;
  show_cursor_ = false;
}

std::string App::editor_play() {
  if (!editor_) {
    return json_error("the position editor is not open");
  }
  const auto& v = editor_->verdict();
  if (!v.ok()) {
    return engine_error(v.error());
  }
  Record r;
  r.game = std::string((*v)->game_id());
  r.variant = (*v)->variant_text();
  r.position = (*v)->position_text();
  const std::string record = format_record(r);
  const unsigned seats = ctl_.has_session() && ctl_.info().id == r.game ? ctl_.seats() : 0;
  close_editor();
  const std::string out = load_record(record);
  ctl_.set_seats(seats);
  return out;
}

std::string App::editor_json() const {
  if (!editor_) {
    return "{\"open\":false}";
  }
  const AnyState& d = editor_->draft();
  const auto& v = editor_->verdict();
  std::vector<std::string> kinds;
  for (int k = 0; k < static_cast<int>(editor_->spec().kinds.size()); ++k) {
    kinds.push_back(edit_kind_label(k));
  }
  std::string fields;
  for (int i = 0; i < static_cast<int>(editor_->spec().fields.size()); ++i) {
    const EditField& f = editor_->spec().fields[static_cast<std::size_t>(i)];
    fields += std::string(i ? "," : "") + "{\"label\":" + json_string(edit_field_label(i)) +
              ",\"value\":" + std::to_string(d.edit_field(i)) +
              ",\"shown\":" + json_string(edit_field_value(i)) +
              ",\"min\":" + std::to_string(f.min) + ",\"max\":" + std::to_string(f.max) + "}";
  }
  return "{\"open\":true,\"game\":" + json_string(d.game_id()) +
         ",\"variant\":" + json_string(d.variant_text()) +
         ",\"position\":" + json_string(d.position_text()) +
         ",\"ok\":" + (v.ok() ? "true" : "false") +
         ",\"verdict\":" + json_string(edit_verdict(Lang::kEn)) +
         ",\"verdict_local\":" + json_string(edit_verdict(set_.lang)) +
         ",\"picked\":" + std::to_string(editor_->picked()) + ",\"kinds\":" + json_strings(kinds) +
         ",\"fields\":[" + fields + "]}";
}

std::string App::editor(std::string_view command, std::string_view arg) {
  if (command == "open") {
    const std::string r = open_editor();
    return r == json_ok() ? editor_json() : r;
  }
  if (command == "state") {
    return editor_json();
  }
  if (!editor_) {
    return json_error("the position editor is not open (marbles.editor('open') opens it)");
  }
  if (command == "cancel") {
    close_editor();
    return json_ok();
  }
  if (command == "play") {
    return editor_play();
  }
  if (command == "clear") {
    editor_->clear_board();
  } else if (command == "position") {
    auto r = editor_->set_text(arg);
    if (!r.ok()) {
      return engine_error(r.error());
    }
  } else if (command == "pick") {
    editor_->pick(std::atoi(std::string(arg).c_str()));
  } else if (command == "field") {
    const std::string a(arg);
    const std::size_t sp = a.find(' ');
    if (sp == std::string::npos) {
      return json_error("field needs its index and its value: '2 5'");
    }
    editor_->set_field(std::atoi(a.c_str()), std::atoi(a.c_str() + sp + 1));
  } else {
    return json_error(
        "unknown editor command (open, state, position, pick, field, clear, play, "
        "cancel)");
  }
  return editor_json();
}

void App::draw_editor_board(const Layout& l) {
  const ImVec2 size = begin_board_window(l, 0);
  ImGui::SetCursorScreenPos(l.board_min);
  ImGui::InvisibleButton("board", size,
                         ImGuiButtonFlags_MouseButtonLeft | ImGuiButtonFlags_MouseButtonRight);
  focusable(said("ui.edit_board", set_.lang), Role::kBoard);
  const ImGuiIO& io = ImGui::GetIO();
  const bool hovered = ImGui::IsItemHovered();
  for (int button : {0, 1}) {
    if (hovered && ImGui::IsMouseClicked(button) && !menu_was_open_) {
      show_cursor_ = false;
      editor_->click(view_->hit(io.MouseClickedPos[button]), button == 1);
    }
  }
  BoardMarks marks;
  marks.lang = set_.lang;
  marks.hover = hovered ? view_->hit(io.MousePos) : -1;
  if (marks.hover >= 0) {
    ImGui::SetMouseCursor(ImGuiMouseCursor_Hand);
  }
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImGui::PushFont(small_);
  view_->draw(dl, editor_->draft(), marks);
  ImGui::PopFont();
  draw_analysis_marks(dl);
  if (show_cursor_ && cursor_ >= 0 && cursor_ < view_->num_cells()) {
    const ImVec2 c = view_->cell_center(cursor_);
    dl->AddCircle(c, px(16), theme::colors().gold, 0, px(3));
  }
  ImGui::End();
}

void App::draw_editor_fields(float inner) {
  const float h = px(theme::kTapTarget);
  // [-] the value [+] across the row, the value in the small font when it does not fit.
  const float value_w = std::max(px(40), inner - 2 * h - 2 * ImGui::GetStyle().ItemSpacing.x);
  for (int i = 0; i < static_cast<int>(editor_->spec().fields.size()); ++i) {
    const std::string label = edit_field_label(i);
    ImGui::PushStyleColor(ImGuiCol_Text, rgba(theme::colors().text_dim));
    ImGui::TextWrapped("%s", label.c_str());
    ImGui::PopStyleColor();
    const std::string id = std::to_string(i);
    if (ImGui::Button(("\xE2\x88\x92##edit-less-" + id).c_str(), v2(h, h))) {
      editor_->step_field(i, -1);
    }
    note_widget("edit-field-" + id + "-less");
    focusable(said("ui.edit_less", set_.lang, {label}));
    ImGui::SameLine();
    const std::string value = edit_field_value(i);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::Dummy(v2(value_w, h));
    ImFont* font = ImGui::GetFont();
    float fs = ImGui::GetFontSize();
    if (ImGui::CalcTextSize(value.c_str()).x > value_w && small_ != nullptr) {
      font = small_;
      fs = small_->FontSize;
    }
    const ImVec2 ts = font->CalcTextSizeA(fs, FLT_MAX, 0, value.c_str());
    ImGui::GetWindowDrawList()->AddText(
        font, fs, v2(at.x + std::max(0.0f, (value_w - ts.x) * 0.5f), at.y + (h - ts.y) * 0.5f),
        theme::colors().text, value.c_str());
    note_widget("edit-field-" + id);
    ImGui::SameLine();
    if (ImGui::Button(("+##edit-more-" + id).c_str(), v2(h, h))) {
      editor_->step_field(i, 1);
    }
    note_widget("edit-field-" + id + "-more");
    focusable(said("ui.edit_more", set_.lang, {label}));
  }
}

void App::draw_editor_panel(const Layout& l) {
  const ImVec2 size{l.panel_max.x - l.panel_min.x, l.panel_max.y - l.panel_min.y};
  ImGui::SetNextWindowPos(l.panel_min);
  ImGui::SetNextWindowSize(size);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, v2(px(l.wide ? 14 : 8), px(l.wide ? 14 : 6)));
  ImGui::Begin("##panel", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus);
  ImGui::PopStyleVar();
  const float inner = ImGui::GetContentRegionAvail().x;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const GameInfo* g = find_game(editor_->draft().game_id());
  ImGui::TextWrapped("%s", said("ui.edit_title", set_.lang,
                                {std::string(set_.lang == Lang::kFr ? g->name_fr : g->name_en)})
                               .c_str());
  note_widget("edit-title");
  // The verdict, in words: the position can be played, or why it cannot.
  const std::string verdict = edit_verdict(set_.lang);
  ImGui::PushStyleColor(ImGuiCol_Text, rgba(editor_->verdict().ok() ? theme::colors().text_dim
                                                                    : theme::colors().message));
  ImGui::TextWrapped("%s", verdict.c_str());
  ImGui::PopStyleColor();
  note_widget("edit-verdict");
  draw_analysis(inner);  // the analysis board's view of a position that can be played
  // Play from here, cancel.
  const float bw = (inner - gap) * 0.5f;
  if (button(said("ui.edit_play", set_.lang).c_str(), editor_->verdict().ok(), bw)) {
    editor_play();
    ImGui::End();
    return;
  }
  note_widget("edit-play");
  ImGui::SameLine();
  if (button((said("ui.edit_cancel", set_.lang) + "##edit-cancel").c_str(), true, bw)) {
    close_editor();
    ImGui::End();
    return;
  }
  note_widget("edit-cancel");
  ImGui::BeginChild("##edit-scroll", v2(0, 0), false, 0);
  ImGui::PushStyleColor(ImGuiCol_Text, rgba(theme::colors().text_dim));
  ImGui::TextWrapped("%s", said("ui.edit_hint", set_.lang).c_str());
  ImGui::PopStyleColor();
  for (int k = 0; k < static_cast<int>(editor_->spec().kinds.size()); ++k) {
    const std::string id = "edit-kind-" + std::to_string(k);
    if (choice(id.c_str(), edit_kind_label(k), editor_->picked() == k)) {
      editor_->pick(k);
    }
  }
  if (button((said("ui.edit_clear", set_.lang) + "##edit-clear").c_str(), true,
             ImGui::GetContentRegionAvail().x)) {
    editor_->clear_board();
  }
  note_widget("edit-clear");
  draw_editor_fields(ImGui::GetContentRegionAvail().x);
  ImGui::Dummy(v2(1, px(theme::kTapTarget)));  // the last row scrolls clear of the edge
  ImGui::EndChild();
  ImGui::End();
}

void App::draw_editor() {
  const Layout l = compute_layout();
  layout_last_ = l;
  draw_editor_board(l);
  if (editor_) {
    draw_editor_panel(l);
  }
}

}  // namespace marbles::ui
