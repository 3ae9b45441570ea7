// The app's JS API (app.h, "JS API"): JSON in and out, a thin facade over the controller
// (controller.h), the settings (app_settings.cpp) and the board view.
#include "ui/app_parts.h"
#include "ui/messages.h"

namespace marbles::ui {

std::string App::games_json() const {
  std::string out = "[";
  bool first = true;
  for (const GameInfo& g : games()) {
    std::vector<std::string> variants(g.variants.begin(), g.variants.end());
    out += first ? "" : ",";
    first = false;
    out += "{\"id\":" + json_string(g.id) + ",\"name_en\":" + json_string(g.name_en) +
           ",\"name_fr\":" + json_string(g.name_fr) + ",\"variants\":" + json_strings(variants) +
           ",\"playable\":true}";
  }
  for (const UpcomingGame& g : upcoming_games()) {
    out += first ? "" : ",";
    first = false;
    out += "{\"id\":" + json_string(g.id) + ",\"name_en\":" + json_string(g.name_en) +
           ",\"name_fr\":" + json_string(g.name_fr) + ",\"variants\":[],\"playable\":false}";
  }
  return out + "]";
}

std::string App::new_game(std::string_view game, std::string_view variant) {
  if (find_game(game) == nullptr) {
    for (const UpcomingGame& g : upcoming_games()) {
      if (g.id == game) {
        message_ = "game \"" + std::string(game) + "\" is not playable yet";
        return json_error(message_);
      }
    }
    message_ = "unknown game \"" + std::string(game) + "\"";
    return json_error(message_);
  }
  auto s = Session::create(game, variant, games());
  if (!s.ok()) {
    return engine_error(s.error());
  }
  set_session(std::move(s).value());
  pick_game_ = std::string(game);
  pick_variant_ = ctl_.state().variant_text();
  set_.screen = Screen::kGame;
  message_.clear();
  note_.clear();
  return json_ok();
}

std::string App::engine_error(const Error& error) {
  message_ = text(error, Lang::kEn);
  return json_error(message_, text(error, set_.lang));
}

std::string App::error_json(const Error& error) const {
  return json_error(text(error, Lang::kEn), text(error, set_.lang));
}

std::string App::state_json() const {
  const AnyState& s = ctl_.state();
  const bool over = ctl_.over();
  std::vector<std::string> legal;  // none once over (an agreed end has legal actions still)
  if (!over && s.to_move() == kChance) {
    for (const ChanceOutcome& c : s.chance_outcomes()) {
      legal.push_back(s.action_text(c.action));
    }
  } else if (!over) {
    for (Action a : s.legal_actions()) {
      legal.push_back(s.action_text(a));
    }
  }
  std::vector<std::string> moves;
  for (std::size_t i = 0; i < ctl_.session().ply() && i < ctl_.played().size(); ++i) {
    moves.push_back(ctl_.played()[i].text);
  }
  const PieceCounts pc = view_->counts(s);
  std::string reserves = "[";
  std::string on_board = "[";
  std::string out_counts = "[";
  for (int p = 0; p < s.num_players(); ++p) {
    const auto i = static_cast<std::size_t>(p);
    reserves += (p > 0 ? "," : "") + std::to_string(pc.in_hand[i]);
    on_board += (p > 0 ? "," : "") + std::to_string(pc.on_board[i]);
    out_counts += (p > 0 ? "," : "") + std::to_string(pc.out[i]);
  }
  reserves += "]";
  on_board += "]";
  out_counts += "]";
  std::string out = "{";
  out += "\"game\":" + json_string(s.game_id());
  out += ",\"variant\":" + json_string(s.variant_text());
  out += ",\"players\":" + std::to_string(s.num_players());
  out += ",\"ply\":" + std::to_string(ctl_.session().ply());
  out += ",\"length\":" + std::to_string(ctl_.session().length());
  out += ",\"to_move\":" + std::to_string(s.to_move());
  out += ",\"phase\":" + json_string(s.phase());
  out += std::string(",\"terminal\":") + (over ? "true" : "false");
  out += ",\"result\":" + json_string(over ? result_text(ctl_.session().returns()) : "*");
  // The end in words, as the panel says it ("Sticks win! Stones have only two pieces left.").
  out += ",\"outcome\":" + json_string(over ? result_line() + " " + end_reason() : std::string());
  out += ",\"legal\":" + json_strings(legal);
  out += ",\"moves\":" + json_strings(moves);
  out += ",\"position\":" + json_string(s.position_text());
  out += ",\"reserves\":" + reserves;
  out += ",\"on_board\":" + on_board;
  out += ",\"out\":" + out_counts;
  // The lines the panel shows under the counts (a score, a round).
  out += ",\"status\":" + json_strings(view_->status_lines(s, ctl_.info(), set_.lang));
  out += ",\"status_line\":" + json_string(status_drawn_);  // the compact embed's line
  out += std::string(",\"thinking\":") + (computer_.thinking(ctl_.version()) ? "true" : "false");
  // The search's slices in this game (slice_stats.h).
  out += ",\"search\":" + computer_.slices().json();
  // Before the end of the record: whether the panel offers to play on from here, and its words
  // on the later moves.
  out += std::string(",\"play_on\":") + (play_on_offered() ? "true" : "false");
  out += ",\"later\":" + json_string(later_text());
  // The hint found for the position on screen ("" when none was asked or it is not ready).
  const Action hint = computer_.hint(s, ctl_.version());
  out += ",\"hint\":" + json_string(hint != kNoAction ? s.action_text(hint) : "");
  // The panel's words (app_words.cpp): the hint's suggestion, what to do now, the last turn,
  // the last click's problem, the question asked before a move replaces later ones.
  out += ",\"hint_words\":" + json_string(hint != kNoAction ? hint_sentence(hint) : "");
  out += ",\"turn_hint\":" + json_string(over ? std::string() : status_hint());
  out += ",\"last_turn\":" + json_string(last_turn_shown() ? last_turn_text() : "");
  out += ",\"note\":" + json_string(note_);
  std::vector<std::string> marked;  // the last turn the board marks, in notation
  for (std::size_t i = last_turn_span().first; i < last_turn_span().second; ++i) {
    marked.push_back(ctl_.played()[i].text);
  }
  out += ",\"last_marks\":" + json_strings(marked);
  out += ",\"confirm\":" + json_string(confirm_text());
  out += analysis_json();
  // The record's comment at the position shown, in words, and its marks as written
  // ("[%csl GC3] [%cal RD2-D1]"; app_study.cpp draws them).
  const Annotation here = annotation_here();
  out += ",\"comment\":" + json_string(here.text);
  out += ",\"marks\":" + json_string(write_annotation(Annotation{"", here.marks}, s));
  // The variation shown (its path through the record's variations; [] the main line).
  out += ",\"variation\":[";
  for (std::size_t i = 0; i < variation_path_.size(); ++i) {
    out += (i ? "," : "") + std::to_string(variation_path_[i]);
  }
  out += "]";
  out += ",\"facing\":" + std::to_string(facing());
  out += ",\"message\":" + json_string(message_);
  out += settings_json();  // lang, theme, mode, embed, ai, ai_level... (app_settings.cpp)
  // The rules or about tab's text as last drawn: its file, whether it is there, its size.
  out += ",\"text\":" + (set_.screen == Screen::kGame && set_.tab != 0 ? text_json_ : "null");
  out += ",\"background\":" + json_string(css_colour(theme::colors().background));
  out += ",\"version\":" + std::to_string(ctl_.version());
  out += ",\"serial\":" + std::to_string(ctl_.serial());
  const bool cursor_shown = cursor_ >= 0 && cursor_ < view_->num_cells() && show_cursor_;
  out += ",\"cursor\":" + json_string(cursor_shown ? view_->cell_name(cursor_) : "");
  out +=
      ",\"selected\":" + json_string(ctl_.selected() >= 0 ? view_->cell_name(ctl_.selected()) : "");
  // The board's rectangle in CSS pixels from the canvas's top-left corner (as drawn).
  const float sc = scale_ > 0 ? scale_ : 1.0f;
  const Layout l = compute_layout();
  view_->face(facing());
  view_->layout(l.board_min, l.board_max, sc);
  const ImVec2 b0 = view_->rect_min();
  const ImVec2 b1 = view_->rect_max();
  out += ",\"board\":{\"x\":" + json_number(b0.x / sc) + ",\"y\":" + json_number(b0.y / sc) +
         ",\"w\":" + json_number((b1.x - b0.x) / sc) + ",\"h\":" + json_number((b1.y - b0.y) / sc) +
         "}";
  return out + "}";
}

std::string App::play(std::string_view text) {
  if (set_.mode != Mode::kPlay) {
    message_ = std::string("the page is in ") + mode_name(set_.mode) + " mode: it takes no moves";
    return json_error(message_);
  }
  const AnyState& s = ctl_.state();
  auto a = s.parse_action(text);
  if (!a.ok()) {
    return engine_error(a.error());
  }
  if (ctl_.over()) {  // agreed (a resignation, a draw): it has legal moves still
    return engine_error(make_error(Message("ui.game_over")));
  }
  if (ctl_.behind_remote()) {
    return engine_error(make_error(Message("ui.remote_at_end")));
  }
  if (!s.is_legal(*a)) {
    return engine_error(make_error(Message("ui.not_legal", {std::string(text)})));
  }
  apply_action(*a);
  return json_ok();
}

std::string App::load_record(std::string_view text, std::optional<int> ply) {
  auto s = Session::from_text(text, games());
  if (!s.ok()) {
    return engine_error(s.error());
  }
  const std::size_t length = s->length();
  if (ply && (*ply < 0 || static_cast<std::size_t>(*ply) > length)) {
    return engine_error(
        make_error(Message("ui.ply_out_of_range", {std::to_string(*ply), std::to_string(length)})));
  }
  set_session(std::move(s).value());
  if (ply) {
    ctl_.go_to(static_cast<std::size_t>(*ply));
  }
  ctl_.set_seats(0);  // shown as it is: the computer plays when asked
  pick_game_ = std::string(ctl_.info().id);
  pick_variant_ = ctl_.state().variant_text();
  set_.screen = Screen::kGame;
  message_.clear();
  note_.clear();
  return json_ok();
}

std::string App::save_record() const {
  return root_ ? root_->text() : ctl_.session().text();
}

std::string App::undo() {
  if (viewing()) {
    message_ = "the page is in view mode: no undo";
    return json_error(message_);
  }
  if (!undo_turn()) {
    message_ = "nothing to undo";
    return json_error(message_);
  }
  return json_ok();
}

std::string App::redo() {
  if (viewing()) {
    message_ = "the page is in view mode: no redo";
    return json_error(message_);
  }
  if (!redo_turn()) {
    message_ = "nothing to redo";
    return json_error(message_);
  }
  return json_ok();
}

std::string App::describe(int i) const {
  if (i < 0 || static_cast<std::size_t>(i) >= ctl_.played().size()) {
    return json_error("no action " + std::to_string(i) + " in the record (0 to " +
                      std::to_string(static_cast<int>(ctl_.played().size()) - 1) + ")");
  }
  const ActionWords w = words_at(static_cast<std::size_t>(i));
  return "{\"ok\":true,\"text\":" +
         json_string(describe_action(ctl_.info(), w, lang_code(set_.lang))) + "}";
}

std::string App::go_to(int ply) {
  if (ply < 0 || static_cast<std::size_t>(ply) > ctl_.session().length()) {
    message_ = "ply " + std::to_string(ply) + " is out of range (0 to " +
               std::to_string(ctl_.session().length()) + ")";
    return json_error(message_);
  }
  show_ply(static_cast<std::size_t>(ply));
  message_.clear();
  return json_ok();
}

std::string App::capture_board(bool vector) {
  if (set_.screen != Screen::kGame) {
    return json_error("no board on screen (the start screen is shown)");
  }
  capture_asked_ = true;
  vector_asked_ = vector;
  return json_ok();
}

bool App::take_capture(Picture* picture) {
  if (!capture_ready_) {
    return false;
  }
  capture_ready_ = false;
  *picture = picture_;
  return true;
}

std::string App::cell_center_json(std::string_view cell) {
  // A cell name, "reserve0" / "reserve1" for a player's reserve where the board shows one, or
  // an action played by a control the board draws (Quits' slide arrows: "r3>").
  const bool reserve = cell == "reserve0" || cell == "reserve1";
  const int c = reserve ? cell.back() - '0' : view_->parse_cell(cell);
  const float s = scale_ > 0 ? scale_ : 1.0f;
  const Layout l = compute_layout();
  view_->face(facing());
  view_->layout(l.board_min, l.board_max, s);
  ImVec2 p{0, 0};
  if (!reserve && (c < 0 || c >= view_->num_cells())) {
    if (!view_->control_center(ctl_.state(), cell, &p)) {
      return json_error("unknown cell \"" + std::string(cell) + "\"");
    }
  } else {
    p = view_->cell_center(reserve ? 0 : c);
    if (reserve && !view_->reserve_center(c, &p)) {
      return json_error("this board shows no reserve");
    }
  }
  return "{\"ok\":true,\"x\":" + json_number(p.x / s) + ",\"y\":" + json_number(p.y / s) + "}";
}

std::string App::widget_center_json(std::string_view name) const {
  const float s = scale_ > 0 ? scale_ : 1.0f;
  std::vector<std::string> known;
  for (const Widget& w : widgets_last_) {
    if (w.name == name) {
      return "{\"ok\":true,\"x\":" + json_number((w.min.x + w.max.x) / 2 / s) +
             ",\"y\":" + json_number((w.min.y + w.max.y) / 2 / s) + "}";
    }
    known.push_back(w.name);
  }
  return json_error("no control \"" + std::string(name) +
                    "\" on screen (shown: " + join(known, ", ") + ")");
}

std::string App::layout_json() const {
  const float s = scale_ > 0 ? scale_ : 1.0f;
  auto rect = [&](ImVec2 a, ImVec2 b) {
    return "\"x\":" + json_number(a.x / s) + ",\"y\":" + json_number(a.y / s) +
           ",\"w\":" + json_number((b.x - a.x) / s) + ",\"h\":" + json_number((b.y - a.y) / s);
  };
  std::string out = "{\"ok\":true,\"screen\":" +
                    json_string(set_.screen == Screen::kGame || set_.embed ? "game" : "start") +
                    ",\"w\":" + json_number(css_w_) + ",\"h\":" + json_number(css_h_);
  if (set_.screen == Screen::kGame || set_.embed) {
    const Layout& l = layout_last_;
    out += ",\"board\":{" + rect(l.board_min, l.board_max) + "}";
    if (l.panel_max.x > l.panel_min.x && l.panel_max.y > l.panel_min.y) {
      out += ",\"panel\":{" + rect(l.panel_min, l.panel_max) +
             ",\"scrolls\":" + (panel_scrolls_ ? "true" : "false") + "}";
    }
  }
  out += ",\"widgets\":[";
  for (std::size_t i = 0; i < widgets_last_.size(); ++i) {
    const Widget& w = widgets_last_[i];
    out += (i ? ",{" : "{") + std::string("\"name\":") + json_string(w.name) + "," +
           rect(w.min, w.max) + ",\"need\":" + json_number(w.need / s) + "}";
  }
  return out + "]}";
}

}  // namespace marbles::ui
