// The app (app.h): the keyboard's focus over its controls (focus.h), the ring drawn around the
// control focused, and Enter or Space pressing it.
#include "imgui_internal.h"  // ImGui::GetItemID()
#include "ui/app_parts.h"

namespace marbles::ui {

void App::focusable(std::string_view label, Role role) {
  const std::size_t cut = label.find("##");
  if (cut != std::string_view::npos) {
    label = label.substr(0, cut);
  }
  FocusItem it;
  it.key = ImGui::GetItemID();
  it.name = std::string(label);
  it.role = role;
  const ImVec2 a = ImGui::GetItemRectMin();
  const ImVec2 b = ImGui::GetItemRectMax();
  it.x0 = a.x;
  it.y0 = a.y;
  it.x1 = b.x;
  it.y1 = b.y;
  it.menu = in_menu_;
  it.modal = in_modal_;
  if (in_menu_ && focus_into_menu_) {
    // The menu just opened by the keyboard: its first item takes the focus.
    focus_into_menu_ = false;
    focus_.focus(it.key);
    if (focus_handler_) {
      focus_handler_(it.name, role_code(role));
    }
  }
  if (it.key != 0 && it.key == focus_.key() && focus_.take_scroll()) {
    // Into view when it is not (the start screen's lower choices, the menu's last rows).
    const ImVec2 wp = ImGui::GetWindowPos();
    const ImVec2 ws = ImGui::GetWindowSize();
    if (a.y < wp.y || b.y > wp.y + ws.y) {
      ImGui::SetScrollHereY(0.5f);
    }
  }
  focus_.add(std::move(it));
}

void App::focus_moved() {
  const FocusItem* f = focus_.focused();
  if (f == nullptr) {
    return;
  }
  if (menu_open_ && !f->menu && f->key != menu_key_) {
    close_menu_ = true;  // the focus left the menu: it closes, as a click outside would
  }
  if (focus_handler_) {
    focus_handler_(f->name, role_code(f->role));
  }
}

std::string App::focus_step(int dir) {
  if (dir == 0 || !focus_.step(dir)) {
    focus_.clear();
    close_menu_ = menu_open_;
    return R"({"moved":false})";
  }
  focus_moved();
  const FocusItem* f = focus_.focused();
  return "{\"moved\":true,\"name\":" + json_string(f->name) +
         ",\"role\":" + json_string(role_code(f->role)) + "}";
}

void App::press_focused() {
  const FocusItem* f = focus_.focused();
  if (f == nullptr) {
    return;
  }
  press_at_ = v2((f->x0 + f->x1) / 2, (f->y0 + f->y1) / 2);
  press_frames_ = 2;
  if (f->key == menu_key_ && !menu_open_) {
    focus_into_menu_ = true;
  }
}

bool App::focus_key(const KeyEvent& k) {
  using K = KeyEvent::Key;
  if (ImGui::GetIO().WantTextInput) {
    return false;
  }
  if (k.key == K::kTab) {
    // The desktop shell (the page takes Tab itself: focus_step()): the ring wraps around.
    if (focus_.step(k.shift ? -1 : 1) || focus_.step(k.shift ? -1 : 1)) {
      focus_moved();
    }
    return true;
  }
  if (k.key == K::kEscape && menu_open_) {
    close_menu_ = true;
    if (menu_key_ != 0) {
      focus_.focus(menu_key_);
      focus_moved();
    }
    return true;
  }
  const FocusItem* f = focus_.focused();
  if (f == nullptr || f->role == Role::kBoard) {
    return false;  // the board's keys
  }
  switch (k.key) {
    case K::kLeft:
    case K::kUp:
    case K::kRight:
    case K::kDown:
      if (focus_.arrow(k.key == K::kLeft || k.key == K::kUp ? -1 : 1)) {
        focus_moved();
      }
      return true;
    case K::kEnter:
    case K::kSpace:
      press_focused();
      return true;
    default:
      return false;
  }
}

void App::draw_focus() {
  const FocusItem* f = focus_.focused_now();
  if (f == nullptr || capture_ready_) {  // not in the board's picture (the PNG export)
    return;
  }
  // Outside the control by a few pixels, in the text's colour (high contrast on the panel and
  // the background in both themes), over a thin ring of the background's (on any fill).
  const float out = f->role == Role::kBoard ? -px(2) : px(3);
  const ImVec2 a{f->x0 - out, f->y0 - out};
  const ImVec2 b{f->x1 + out, f->y1 + out};
  ImDrawList* dl = ImGui::GetForegroundDrawList();
  const float thick = std::max(2.0f, px(3));
  dl->AddRect(v2(a.x - thick, a.y - thick), v2(b.x + thick, b.y + thick),
              theme::colors().background, px(10), 0, std::max(1.0f, px(1.5f)));
  dl->AddRect(a, b, theme::colors().text, px(8), 0, thick);
}

}  // namespace marbles::ui
