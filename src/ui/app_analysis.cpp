// The analysis board and the review of a game (analyst.h) on screen: the analysis thinks about
// the position shown whenever it is on (the menu's "Analysis" row, the analysis option), the
// panel shows a bar of the chances and the line the search expects, in words, and the board its
// first moves as arrows; "Review this game" (the menu, the review option) has the search go
// through the game's main line and writes the moves that lost much into the record: a comment
// with marks after the move, and the better line as a variation.
#include "core/record_tree.h"
#include "ui/app_parts.h"
#include "ui/messages.h"
#include "ui/position_editor.h"

namespace marbles::ui {

namespace {

// A chance as the language writes it: "64%", "64 %".
std::string percent(double chance, Lang lang) {
  const int p = static_cast<int>(std::lround(std::clamp(chance, 0.0, 1.0) * 100));
  return std::to_string(p) + (lang == Lang::kFr ? "\xC2\xA0%" : "%");
}

std::string say(std::string_view code, Lang lang, std::vector<std::string> args = {}) {
  return text(Message(code, std::move(args)), lang);
}

// Player p's chance where the mover's is a's (two players).
double chance_of(const AnyState& s, const ai::Analysis& a, int p) {
  return p == s.to_move() ? a.chance : 1 - a.chance;
}

}  // namespace

bool App::analysis_on() const {
  return set_.analysis && (set_.screen == Screen::kGame || editor_) && !diagram();
}

// The position the analysis weighs: the one on screen, or the one being set up where the engine
// accepts it (its versions apart from the game's: below -1).
const AnyState* App::analysed(int* version) const {
  if (!editor_) {
    *version = ctl_.version();
    return &ctl_.state();
  }
  *version = -2 - editor_->version();
  return editor_->verdict().ok() ? editor_->verdict()->get() : nullptr;
}

const ai::Analysis* App::analysis_shown(const AnyState** s) const {
  int version = 0;
  *s = analysis_on() ? analysed(&version) : nullptr;
  return *s != nullptr ? analyst_.analysis(version) : nullptr;
}

void App::step_analysis() {
  analysis_busy_ = false;
  if (analyst_.reviewing()) {
    analysis_busy_ = true;
    if (analyst_.step_review()) {
      finish_review();
    }
  }
  int version = 0;
  const AnyState* s = analysis_on() ? analysed(&version) : nullptr;
  if (s == nullptr) {
    analyst_.stop_analysis();
    return;
  }
  if (computer_.thinking(ctl_.version())) {
    return;  // the computer's own search has this frame
  }
  if (analyst_.version() != version) {
    // The page may know the exact answer (La poursuite's solver, web/later/solver.js): asked
    // for every new position; it answers by the option `solved` (take_solved).
    menu_command("solve:" + std::string(s->game_id()) + "|" + s->variant_text() + "|" +
                 s->position_text());
  }
  analysis_busy_ = analyst_.analyse(*s, version, now_ms_) || analysis_busy_;
}

void App::take_solved(int value, std::string_view move, std::string_view position) {
  int version = 0;
  const AnyState* s = analysis_on() ? analysed(&version) : nullptr;
  if (s != nullptr && s->position_text() == position) {  // else stale: another position shown
    const Result<Action> best = s->parse_action(move);
    if (best.ok()) {
      analyst_.set_solved(version, value, *best);
    }
  }
}

// The mover's chance as player p's (two players: the other's is what the mover's is not).
std::string App::analysis_words(const AnyState& s, const ai::Analysis& a) const {
  const int mover = s.to_move();
  std::string out;
  if (a.solved) {
    out = a.proven == 0
              ? say("ui.analysis_solved_draw", set_.lang)
              : say("ui.analysis_solved", set_.lang, {side_name(a.proven > 0 ? mover : 1 - mover)});
  } else if (a.proven != 0 && (a.proven > 0 || s.num_players() == 2)) {
    const std::string winner = side_name(a.proven > 0 ? mover : 1 - mover);
    out = a.plies <= 1 ? say("ui.analysis_forced_one", set_.lang, {winner})
                       : say("ui.analysis_forced", set_.lang, {winner, std::to_string(a.plies)});
  } else {
    out = say("ui.analysis_chance", set_.lang, {side_name(mover), percent(a.chance, set_.lang)});
  }
  // The first move in words, then the line in notation.
  std::unique_ptr<AnyState> t = s.clone();
  ActionWords w;
  w.player = mover;
  w.cells = t->action_cells(a.line[0]);
  auto name = [&](int cell) { return cell >= 0 ? view_->cell_name(cell) : std::string(); };
  w.from = name(w.cells.from);
  w.to = name(w.cells.to);
  w.removed = name(w.cells.removed);
  w.text = t->action_text(a.line[0]);
  std::string words = view_->button_label(*t, a.line[0], set_.lang);
  w.words =
      lower_first(words.empty() ? view_->control_text(*t, a.line[0], true, set_.lang) : words);
  std::vector<std::string> rest;
  t->apply(a.line[0]);
  for (int i = 1; i < a.line_size && t->to_move() >= 0; ++i) {
    rest.push_back(t->action_text(a.line[i]));
    t->apply(a.line[i]);
  }
  const std::string first = suggest_action(w, lang_code(set_.lang));
  out +=
      " " + (rest.empty() ? say("ui.analysis_best_one", set_.lang, {first, w.text})
                          : say("ui.analysis_best", set_.lang, {first, w.text, join(rest, " ")}));
  return out;
}

void App::draw_analysis(float width) {
  if (analyst_.reviewing()) {
    ImGui::TextWrapped("%s", say("ui.review_progress", set_.lang,
                                 {std::to_string(analyst_.review_done() + 1),
                                  std::to_string(analyst_.review_total())})
                                 .c_str());
    note_widget("review-progress");
  }
  const AnyState* shown = nullptr;
  const ai::Analysis* a = analysis_shown(&shown);
  if (shown == nullptr || shown->is_terminal() || shown->to_move() < 0) {
    return;  // off, the end, or a roll: nothing to weigh
  }
  const AnyState& s = *shown;
  // The bar: the first player's share from the left, the second's from the right (two players);
  // with more, the mover's chance.
  const float h = px(12);
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImGui::Dummy(v2(width, h));
  note_widget("analysis-bar");
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const auto& c = theme::colors();
  dl->AddRectFilled(at, v2(at.x + width, at.y + h), c.button, px(4));
  if (a != nullptr) {
    const double share = s.num_players() == 2 ? chance_of(s, *a, 0) : a->chance;
    const float w = static_cast<float>(share) * width;
    if (w >= px(2)) {
      dl->AddRectFilled(at, v2(at.x + w, at.y + h), c.text, px(4));
    }
    dl->AddLine(v2(at.x + width / 2, at.y), v2(at.x + width / 2, at.y + h), c.accent, px(2));
  }
  ImGui::PushStyleColor(ImGuiCol_Text, rgba(c.text_dim));
  if (s.num_players() == 2 && a != nullptr) {
    ImGui::TextUnformatted((side_name(0) + " " + percent(chance_of(s, *a, 0), set_.lang)).c_str());
    const std::string right = side_name(1) + " " + percent(chance_of(s, *a, 1), set_.lang);
    ImGui::SameLine(std::max(0.0f, width - ImGui::CalcTextSize(right.c_str()).x));
    ImGui::TextUnformatted(right.c_str());
  }
  ImGui::PopStyleColor();
  std::string words = a != nullptr ? analysis_words(s, *a) : say("ui.analysis_thinking", set_.lang);
  if (a != nullptr && !a->solved && analyst_.thinking()) {
    words += " " + say("ui.analysis_thinking", set_.lang);
  }
  ImGui::TextWrapped("%s", words.c_str());
  note_widget("analysis-words");
}

void App::draw_analysis_marks(ImDrawList* dl) const {
  const AnyState* s = nullptr;
  const ai::Analysis* a = analysis_shown(&s);
  if (a == nullptr || animation_.active) {
    return;
  }
  // The line's first three actions: the mover's in green, the replies in red, fading.
  std::unique_ptr<AnyState> t = s->clone();
  const int mover = t->to_move();
  const float cell = board_cell_size();
  for (int i = 0; i < std::min(a->line_size, 3) && t->to_move() >= 0; ++i) {
    const ActionCells ac = t->action_cells(a->line[i]);
    const MarkColour colour = t->to_move() == mover ? MarkColour::kGreen : MarkColour::kRed;
    const float alpha = 0.85f - 0.22f * static_cast<float>(i);
    const float width = std::max(3.0f, cell * (0.16f - 0.03f * static_cast<float>(i)));
    if (ac.from >= 0 && ac.to >= 0) {
      draw_board_arrow(dl, view_->cell_center(ac.from), view_->cell_center(ac.to), width,
                       mark_colour(colour, alpha));
    } else if (ac.to >= 0 || ac.removed >= 0) {
      const ImVec2 p = view_->cell_center(ac.to >= 0 ? ac.to : ac.removed);
      dl->AddCircle(p, cell * 0.4f, mark_colour(colour, alpha), 32, width * 0.8f);
    }
    t->apply(a->line[i]);
  }
}

void App::review_menu_item(float w, float h) {
  if (set_.screen != Screen::kGame || viewing()) {
    return;
  }
  const bool running = analyst_.reviewing();
  const std::string label = say(running ? "ui.review_stop" : "ui.review_menu", set_.lang);
  const bool picked = ImGui::Selectable((label + "##menu-review").c_str(), false, 0, v2(w, h));
  note_widget("menu-review");
  focusable(label, Role::kMenuItem);
  if (picked) {
    ImGui::CloseCurrentPopup();
    running ? stop_review() : start_review();
  }
}

bool App::analysis_row(float w) {
  if (set_.screen != Screen::kGame || diagram()) {
    return false;
  }
  const int on = toggle_row(Str::kAnalysisRow, {tr(Str::kOff, set_.lang), tr(Str::kOn, set_.lang)},
                            set_.analysis ? 1 : 0, "analysis", w);
  if (on >= 0) {
    set_.analysis = on == 1;
  }
  return on >= 0;
}

void App::start_review() {
  const Record& r = tree();
  auto start = start_state(r);
  if (!start.ok() || r.actions.empty()) {
    note_ = say("ui.review_empty", set_.lang);
    return;
  }
  analyst_.begin_review(**start, r.actions);
  note_.clear();
}

void App::stop_review() {
  analyst_.stop_review();
}

// A finding as the comment after its move, and its better line as a variation there.
void App::write_finding(Record& r, const AnyState& before, const ai::ReviewFinding& f) const {
  const Action better = f.best.line[0];
  const std::string label = say(
      f.severity == ai::Severity::kBlunder ? "ui.review_blunder" : "ui.review_mistake", set_.lang);
  const std::string move = before.action_text(better);
  std::string words;
  if (f.best.proven > 0 && f.after < 1) {
    words = say("ui.review_missed", set_.lang, {label, move});
  } else if (f.after <= 0 && f.before > 0) {
    words = say("ui.review_loses", set_.lang, {label, move});
  } else {
    words = say("ui.review_drop", set_.lang,
                {label, percent(f.before, set_.lang), percent(f.after, set_.lang), move});
  }
  // The move played in red, the better one in green.
  Annotation note{words, {}};
  for (const auto& [a, colour] :
       {std::pair{f.played, MarkColour::kRed}, {better, MarkColour::kGreen}}) {
    const ActionCells c = before.action_cells(a);
    const int from = c.from >= 0 ? c.from : c.to >= 0 ? c.to : c.removed;
    const int to = c.from >= 0 ? c.to : -1;
    if (from >= 0) {
      note.marks.push_back(Mark{from, to, colour});
    }
  }
  std::unique_ptr<AnyState> after = before.clone();
  after->apply(f.played);
  std::string& comment = r.comments[f.ply + 1];
  const std::string written = write_annotation(note, *after);
  comment = comment.empty() ? written : comment + " " + written;
  for (const Variation& v : r.variations) {
    if (v.at == f.ply && !v.line.actions.empty() && v.line.actions[0] == better) {
      return;  // the better move is there already
    }
  }
  const std::size_t i = add_variation(r, f.ply, better);
  for (int k = 1; k < f.best.line_size; ++k) {
    r.variations[i].line.actions.push_back(f.best.line[k]);
  }
}

void App::finish_review() {
  Record r = tree();
  auto start = start_state(r);
  if (!start.ok()) {
    return;
  }
  int written = 0;
  std::unique_ptr<AnyState> s = std::move(start).value();
  std::size_t ply = 0;
  for (const ai::ReviewFinding& f : analyst_.findings()) {
    if (f.severity < ai::Severity::kMistake) {
      continue;
    }
    for (; ply < f.ply && ply < r.actions.size(); ++ply) {
      s->apply(r.actions[ply]);
    }
    // The record may have changed while the review ran: only the moves it still holds.
    if (ply != f.ply || f.ply >= r.actions.size() || r.actions[f.ply] != f.played) {
      break;
    }
    write_finding(r, *s, f);
    ++written;
  }
  if (written == 0) {
    note_ = say("ui.review_none", set_.lang);
    return;
  }
  const std::size_t shown = variation_path_.empty() ? ctl_.session().ply() : variation_offset_;
  edit_tree(std::move(r), {}, shown);
  note_ = written == 1 ? say("ui.review_found_one", set_.lang)
                       : say("ui.review_found", set_.lang, {std::to_string(written)});
}

std::string App::analysis_json() const {
  std::string out = ",\"evaluation\":";
  const AnyState* s = nullptr;
  const ai::Analysis* a = analysis_shown(&s);
  if (a == nullptr) {
    out += "null";
  } else {
    std::vector<std::string> line;
    std::unique_ptr<AnyState> t = s->clone();
    for (int i = 0; i < a->line_size && t->to_move() >= 0; ++i) {
      line.push_back(t->action_text(a->line[i]));
      t->apply(a->line[i]);
    }
    out += "{\"chance\":" + std::to_string(a->chance) +
           ",\"mover\":" + std::to_string(ctl_.state().to_move()) +
           ",\"proven\":" + std::to_string(a->proven) + ",\"plies\":" + std::to_string(a->plies) +
           ",\"solved\":" + (a->solved ? "true" : "false") + ",\"line\":" + json_strings(line) +
           ",\"words\":" + json_string(analysis_words(*s, *a)) +
           ",\"thinking\":" + (analyst_.thinking() ? "true" : "false") + "}";
  }
  out += ",\"review\":{\"running\":";
  out += analyst_.reviewing() ? "true" : "false";
  out += ",\"done\":" + std::to_string(analyst_.reviewing() ? analyst_.review_done() : 0) +
         ",\"total\":" + std::to_string(analyst_.reviewing() ? analyst_.review_total() : 0) + "}";
  return out;
}

}  // namespace marbles::ui
