// Annotated records on screen: the comment at the position shown, in a caption under the board,
// and its marks (highlighted cells, arrows) drawn over the board (docs/NOTATION.md, "Comments,
// variations and marks"). The engine reads the marks; this file only draws them.
#include <algorithm>
#include <cmath>

#include "core/record_tree.h"
#include "ui/app.h"
#include "ui/app_parts.h"
#include "ui/draw.h"
#include "ui/messages.h"

namespace marbles::ui {

// The marks' colours, the same on every board and theme: lichess's green, red, yellow and blue.
ImU32 mark_colour(MarkColour c, float alpha) {
  static constexpr ImU32 kColours[kMarkColours] = {
      IM_COL32(0x15, 0x78, 0x1B, 0xFF), IM_COL32(0x88, 0x20, 0x20, 0xFF),
      IM_COL32(0xE6, 0x8F, 0x00, 0xFF), IM_COL32(0x00, 0x30, 0x88, 0xFF)};
  return with_alpha(kColours[static_cast<int>(c) % kMarkColours], alpha);
}

void draw_board_arrow(ImDrawList* dl, ImVec2 a, ImVec2 b, float width, ImU32 col) {
  const float dx = b.x - a.x;
  const float dy = b.y - a.y;
  const float len = std::hypot(dx, dy);
  if (len < 1) {
    return;
  }
  const ImVec2 u{dx / len, dy / len};
  const ImVec2 n{-u.y, u.x};
  const float head = std::min(width * 2.6f, len * 0.6f);
  const ImVec2 base{b.x - u.x * head, b.y - u.y * head};
  dl->AddLine(a, base, col, width);
  dl->AddTriangleFilled(b, {base.x + n.x * head * 0.6f, base.y + n.y * head * 0.6f},
                        {base.x - n.x * head * 0.6f, base.y - n.y * head * 0.6f}, col);
}

bool App::has_comments() const {
  const Record& r = ctl_.session().record();
  return !r.comments.empty() || !r.variations.empty();
}

App::Layout App::with_caption(Layout l) const {
  // Three lines of text under the board (it scrolls when longer), taken from the board's height.
  const float line = ImGui::GetTextLineHeightWithSpacing();
  const float h = std::min(line * 3.4f + px(12), (l.board_max.y - l.board_min.y) * 0.3f);
  l.caption_min = {l.board_min.x, l.board_max.y - h};
  l.caption_max = l.board_max;
  l.board_max.y -= h + px(4);
  return l;
}

App::Layout App::diagram_layout() const {
  const float s = scale_ > 0 ? scale_ : 1.0f;
  const float pad = 4 * s;
  Layout l;
  l.board_min = {pad, pad};
  l.board_max = {css_w_ * s - pad, css_h_ * s - pad};
  const Annotation a = annotation_here();
  if (a.text.empty()) {
    return l;
  }
  // The comment's lines as they wrap (before the first frame no font is known: three lines).
  const float wrap = l.board_max.x - l.board_min.x - 2 * px(8);
  float text_h = ImGui::GetTextLineHeightWithSpacing() * 3;
  if (ImGui::GetCurrentContext() != nullptr && ImGui::GetFont() != nullptr) {
    text_h = ImGui::CalcTextSize(a.text.c_str(), nullptr, false, wrap).y;
  }
  const float h = std::min(text_h + 2 * px(6) + px(2), (l.board_max.y - l.board_min.y) * 0.4f);
  l.caption_min = {l.board_min.x, l.board_max.y - h};
  l.caption_max = l.board_max;
  l.board_max.y -= h + px(4);
  return l;
}

Annotation App::annotation_here() const {
  const Session& s = ctl_.session();
  const std::string& comment = s.record().comment(s.ply());
  auto read = read_annotation(comment, s.state());
  return read.ok() ? std::move(read).value() : Annotation{comment, {}};
}

float App::board_cell_size() const {
  return std::max(px(8), (view_->rect_max().x - view_->rect_min().x) /
                             std::sqrt(static_cast<float>(std::max(1, view_->num_cells()))));
}

void App::draw_marks(ImDrawList* dl) const {
  if (!has_comments()) {
    return;
  }
  const float cell = board_cell_size();
  for (const Mark& m : annotation_here().marks) {
    if (m.from < 0 || m.from >= view_->num_cells()) {
      continue;
    }
    const ImVec2 a = view_->cell_center(m.from);
    if (!m.is_arrow()) {
      dl->AddCircleFilled(a, cell * 0.46f, mark_colour(m.colour, 0.35f), 32);
      dl->AddCircle(a, cell * 0.46f, mark_colour(m.colour, 0.9f), 32, std::max(2.0f, cell * 0.07f));
    } else if (m.to < view_->num_cells()) {
      draw_board_arrow(dl, a, view_->cell_center(m.to), std::max(3.0f, cell * 0.14f),
                       mark_colour(m.colour, 0.8f));
    }
  }
}

void App::draw_caption(const Layout& l) {
  const ImVec2 size{l.caption_max.x - l.caption_min.x, l.caption_max.y - l.caption_min.y};
  if (size.x <= 0 || size.y <= 0) {
    return;
  }
  ImGui::SetNextWindowPos(l.caption_min);
  ImGui::SetNextWindowSize(size);
  ImGui::PushStyleColor(ImGuiCol_WindowBg, theme::colors().card);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, v2(px(8), px(6)));
  ImGui::Begin("##caption", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus);
  ImGui::PopStyleVar();
  const Annotation a = annotation_here();
  if (a.text.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, theme::colors().text_dim);
    ImGui::TextWrapped("%s", std::string(tr(Str::kNoComment, set_.lang)).c_str());
    ImGui::PopStyleColor();
  } else {
    ImGui::TextWrapped("%s", a.text.c_str());
  }
  ImGui::End();
  ImGui::PopStyleColor();
  widgets_.push_back(Widget{"caption", l.caption_min, l.caption_max, 0});
}

}  // namespace marbles::ui

namespace marbles::ui {

std::string App::set_comment_words(std::string_view words) {
  if (set_.screen != Screen::kGame && !set_.embed) {
    return json_error("no game on screen");
  }
  if (viewing() || set_.kiosk) {
    return json_error("the page is in " + std::string(mode_name(set_.mode)) + " mode: no comments");
  }
  const Session& s = ctl_.session();
  const std::size_t point = s.ply();
  Annotation a = annotation_here();
  while (!words.empty() && (words.front() == ' ' || words.front() == '\n')) {
    words.remove_prefix(1);
  }
  while (!words.empty() && (words.back() == ' ' || words.back() == '\n')) {
    words.remove_suffix(1);
  }
  a.text = std::string(words);
  const std::string before = s.record().comment(point);
  const std::string after = write_annotation(a, s.state());
  if (after == before) {
    return json_ok();
  }
  // Words that read as marks ("[%csl Z9]") must be marks of this board: the record is read back.
  auto check = read_annotation(after, s.state());
  if (!check.ok()) {
    return json_error(ui::text(check.error(), Lang::kEn), ui::text(check.error(), set_.lang));
  }
  write_comment_here(after);
  return json_ok();
}

void App::write_comment_here(const std::string& text) {
  const std::size_t ply = ctl_.session().ply();
  const auto at = locate(tree(), variation_path_, ply);
  Record r = tree();
  Line* line = at ? line_at(r, at->path) : nullptr;
  if (line == nullptr) {
    return;
  }
  if (text.empty()) {
    line->comments.erase(at->point);
  } else {
    line->comments[at->point] = text;
  }
  edit_tree(std::move(r), variation_path_, ply);
}

}  // namespace marbles::ui
