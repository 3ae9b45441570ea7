// The keyboard's focus over the app's controls (Dear ImGui 1.86 has no Tab through buttons):
// every control drawn registers itself each frame, in reading order, with a stable key (its
// ImGui id), the name a screen reader says and its role; Tab and Shift+Tab step through the
// controls of the last frame drawn, and past the last (before the first) the focus leaves the
// ring (the page's next element then takes it). The board is one stop like a control: while
// it has the focus, its own keys work. Plain logic, no ImGui: tests/unit/ui/focus_test.cpp.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace marbles::ui {

// What a control is to a screen reader (said after its name, in the page's language).
enum class Role { kButton, kTab, kRadio, kMenuItem, kBoard };

// "button", "tab", "radio", "menuitem", "board": the role's code for the page.
const char* role_code(Role role);

struct FocusItem {
  std::uint32_t key = 0;  // stable from frame to frame (the ImGui id)
  std::string name;       // what is said: the label, or the tooltip of an icon
  Role role = Role::kButton;
  float x0 = 0, y0 = 0, x1 = 0, y1 = 0;  // its rectangle, pixels
  bool menu = false;                     // inside the open menu
  bool modal = false;  // inside a modal question: while one is drawn, only its items are stops
};

class FocusRing {
 public:
  // The end of a frame: the items it registered become the ring Tab steps through.
  void end_frame();
  void add(FocusItem item);
  // Tab (+1) or Shift+Tab (-1) over the last frame's items: true when the focus moved to one,
  // false when it left the ring (past the last, before the first; an empty ring). From no
  // focus, +1 takes the first item and -1 the last. While a modal question is drawn, the ring
  // is its items alone and Tab goes round them (it is answered, or Escape closes it).
  bool step(int dir);
  // Arrows on a control: the previous or next item, never leaving the ring (false: no move).
  bool arrow(int dir);
  // The focus on the item of that key (of the last or current frame), shown.
  void focus(std::uint32_t key);
  // No focus (the page's focus went elsewhere, or a pointer was used).
  void clear();
  // The item focused among the last frame's (nullptr: none, or no longer drawn).
  const FocusItem* focused() const;
  // The same among this frame's items registered so far.
  const FocusItem* focused_now() const;
  bool has_focus() const { return key_ != 0; }
  std::uint32_t key() const { return key_; }
  // Set by a move, taken once: the focused item should scroll into view.
  bool take_scroll() {
    const bool s = scroll_;
    scroll_ = false;
    return s;
  }
  const std::vector<FocusItem>& items() const { return last_; }
  // The key of the item registered last in this frame (0: none yet).
  std::uint32_t last_key() const { return items_.empty() ? 0 : items_.back().key; }

 private:
  int index_of(std::uint32_t key) const;  // in last_, or -1
  std::vector<FocusItem> items_;          // this frame's
  std::vector<FocusItem> last_;           // the last frame's
  std::uint32_t key_ = 0;                 // 0: no focus
  int index_ = -1;  // where the focus was in last_ (for an item no longer drawn)
  bool scroll_ = false;
  bool modal_ = false;  // the last frame drew a modal question: Tab goes round its items
};

}  // namespace marbles::ui
