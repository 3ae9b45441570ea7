// Variations on screen and their edits (docs/NOTATION.md, "Comments, variations and marks"):
// the move list's chips step into a variation, shown as a line of its own (ctl_ holds it, root_
// the game's whole record); a person's move there goes on in it, a move in the past may start a
// new one, and the variation shown may become its parent's line or be deleted. The tree's edits
// are made by core/record_tree.h; each keeps the tree before it for Undo.
#include "core/record_tree.h"
#include "ui/app.h"
#include "ui/app_parts.h"

namespace marbles::ui {

void App::show_variation(const std::vector<std::size_t>& path, std::size_t ply) {
  Session root = root_ ? *root_ : ctl_.session();
  if (path.empty()) {
    ctl_.set_session(std::move(root), true);
    root_.reset();
    variation_offset_ = 0;
  } else {
    std::optional<VariationView> v = variation_view(root.record(), path);
    if (!v) {
      return;
    }
    auto s = Session::from_record(std::move(v->record), games());
    MARBLES_CHECK(s.ok());
    ctl_.set_session(std::move(s).value(), true);
    root_ = std::move(root);
    variation_offset_ = v->offset;
  }
  variation_path_ = path;
  view_->configure(ctl_.state());
  animation_ = PieceAnimation{};
  show_ply(ply);
}

void App::draw_variation_chips(std::size_t action, float* x, float* y, float h, ImVec2 origin) {
  const Record& r = ctl_.session().record();
  for (std::size_t i = 0; i < r.variations.size(); ++i) {
    const Variation& v = r.variations[i];
    if (v.at != action) {
      continue;
    }
    // The variation's first actions in the notation, read from the position it starts from.
    auto start = start_state(r, games());
    MARBLES_CHECK(start.ok());
    std::unique_ptr<AnyState> s = std::move(start).value();
    for (std::size_t k = 0; k < v.at; ++k) {
      s->apply(r.actions[k]);
    }
    std::vector<std::string> texts;
    for (std::size_t k = 0; k < v.line.actions.size() && k < 3; ++k) {
      texts.push_back(s->action_text(v.line.actions[k]));
      s->apply(v.line.actions[k]);
    }
    const std::string label = "(" + join(texts, " ") + (v.line.actions.size() > 3 ? " …)" : ")");
    const float w = small_->CalcTextSizeA(small_->FontSize, FLT_MAX, 0, label.c_str()).x + px(16);
    const float avail = ImGui::GetContentRegionAvail().x;
    if (*x > 0 && *x + w > avail) {
      *x = 0;
      *y += h + px(3);
    }
    const ImVec2 at{origin.x + *x, origin.y + *y};
    ImGui::SetCursorScreenPos(at);
    ImGui::PushID(static_cast<int>(1000 + i));
    const bool clicked = ImGui::InvisibleButton("variation", v2(w, h));
    const bool hov = ImGui::IsItemHovered();
    focusable(trf(Str::kVariation, set_.lang, join(texts, " ")));
    ImGui::PopID();
    note_widget("variation-" + std::to_string(i + 1));
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->AddRect(at, v2(at.x + w, at.y + h),
                hov ? theme::colors().accent : theme::colors().panel_line, px(6), 0, px(1.5f));
    dl->AddText(small_, small_->FontSize, v2(at.x + px(8), at.y + (h - small_->FontSize) / 2),
                theme::colors().text, label.c_str());
    if (clicked) {
      std::vector<std::size_t> path = variation_path_;
      path.push_back(i);
      show_variation(path, v.at + 1);  // after the variation's first action
    }
    *x += w + px(6);
  }
}

void App::draw_variation_back() {
  if (!root_) {
    return;
  }
  const std::string label = "\xE2\x86\x90 " + std::string(tr(Str::kMainLine, set_.lang));
  if (ImGui::Button(label.c_str())) {
    std::vector<std::size_t> up = variation_path_;
    up.pop_back();
    show_variation(up, variation_offset_);
  }
  focusable(tr(Str::kMainLine, set_.lang));
  note_widget("main-line");
  if (!board_input()) {
    return;  // replay or view mode: the record is only looked at
  }
  // Promote or delete it, side by side when they fit.
  const char* promote = tr(Str::kPromote, set_.lang);
  const char* remove = tr(Str::kDeleteVariation, set_.lang);
  const ImGuiStyle& st = ImGui::GetStyle();
  const float pw = ImGui::CalcTextSize(promote).x + 2 * st.FramePadding.x;
  const float dw = ImGui::CalcTextSize(remove).x + 2 * st.FramePadding.x;
  const bool clicked_promote = ImGui::Button(promote);
  focusable(promote);
  note_widget("variation-promote");
  if (pw + st.ItemSpacing.x + dw <= ImGui::GetContentRegionAvail().x) {
    ImGui::SameLine();
  }
  const bool clicked_delete = ImGui::Button(remove);
  focusable(remove);
  note_widget("variation-delete");
  if (clicked_promote || clicked_delete) {
    edit_shown(clicked_promote);
  }
}

void App::set_tree(Record r, const std::vector<std::size_t>& path, std::size_t ply) {
  auto s = Session::from_record(std::move(r), games());
  MARBLES_CHECK(s.ok());
  root_ = std::move(s).value();  // show_variation() takes the game's session from root_
  show_variation(path, ply);
}

void App::edit_tree(Record r, const std::vector<std::size_t>& path, std::size_t ply) {
  TreeEdit e{tree(), variation_path_, ctl_.session().ply(), 0};
  // A variation promoted: an agreed end ([Termination]) was the old main line's.
  if (r.actions != e.before.actions) {
    drop_termination(r);
  }
  set_tree(std::move(r), path, ply);
  e.version = ctl_.version();
  edits_.push_back(std::move(e));
}

void App::sync_variation() {
  if (!root_) {
    return;
  }
  Record r = root_->record();
  Line* line = line_at(r, variation_path_);
  MARBLES_CHECK(line != nullptr);
  const std::vector<Action>& shown = ctl_.session().record().actions;
  if (shown.size() < variation_offset_) {
    return;
  }
  sync_line(*line,
            std::vector<Action>(shown.begin() + static_cast<std::ptrdiff_t>(variation_offset_),
                                shown.end()));
  auto s = Session::from_record(std::move(r), games());
  MARBLES_CHECK(s.ok());
  root_ = std::move(s).value();
}

bool App::enter_variation(Action a) {
  const Session& s = ctl_.session();
  const std::vector<Variation>& vars = s.record().variations;
  for (std::size_t i = 0; i < vars.size(); ++i) {
    if (vars[i].at == s.ply() && !vars[i].line.actions.empty() && vars[i].line.actions[0] == a) {
      std::vector<std::size_t> path = variation_path_;
      path.push_back(i);
      show_variation(path, s.ply() + 1);
      return true;
    }
  }
  return false;
}

void App::add_variation_here(Action a) {
  Record r = tree();
  const std::size_t ply = ctl_.session().ply();
  Line* line = line_at(r, variation_path_);
  if (line == nullptr || ply < variation_offset_ || !ctl_.state().is_legal(a)) {
    return;
  }
  std::vector<std::size_t> path = variation_path_;
  path.push_back(add_variation(*line, ply - variation_offset_, a));
  edit_tree(std::move(r), path, ply + 1);
}

void App::edit_shown(bool promote) {
  if (!root_ || variation_path_.empty()) {
    return;
  }
  Record r = tree();
  if (!(promote ? promote_variation(r, variation_path_) : delete_variation(r, variation_path_))) {
    return;
  }
  std::vector<std::size_t> up = variation_path_;
  up.pop_back();
  // Promoted, the position stays where it was, now on the parent's line; deleted, the branch.
  edit_tree(std::move(r), up, promote ? ctl_.session().ply() : variation_offset_);
  note_ = tr(promote ? Str::kPromoted : Str::kVariationDeleted, set_.lang);
}

}  // namespace marbles::ui
