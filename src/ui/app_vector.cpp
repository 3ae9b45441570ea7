// The board for the SVG export (app.h: take_vector()): drawn a second time in the capture's
// frame into a draw list of its own that is never rendered, with anti-aliasing off (plain
// triangles, no fringes) and finer circles; web/later/exports.js turns it into SVG.
#include "imgui_internal.h"  // ImDrawListSharedData
#include "ui/app_parts.h"

namespace marbles::ui {

void App::draw_vector(const BoardMarks& marks) {
  vector_asked_ = false;
  ImGui::PushFont(small_);
  static ImDrawListSharedData shared;
  shared = *ImGui::GetDrawListSharedData();  // the font pushed, the canvas's size
  shared.InitialFlags = ImDrawListFlags_AllowVtxOffset;
  shared.SetCircleTessellationMaxError(px(0.1f));
  if (!vector_) {
    vector_ = std::make_unique<ImDrawList>(&shared);
  }
  ImDrawList& v = *vector_;
  v._ResetForNewFrame();
  v.PushClipRect(picture_.clip_min, picture_.clip_max);
  v.PushTextureID(ImGui::GetIO().Fonts->TexID);
  view_->draw(&v, ctl_.state(), marks);
  ImGui::PopFont();
  vector_marks_ = v.IdxBuffer.Size;
  draw_marks(&v);
  vector_ready_ = true;
}

const ImDrawList* App::take_vector(Picture* picture, int* marks_at) {
  if (!vector_ready_) {
    return nullptr;
  }
  vector_ready_ = false;
  *picture = picture_;
  *marks_at = vector_marks_;
  return vector_.get();
}

}  // namespace marbles::ui
