// Small things the board views share where their logic is the same: easing an animation, the
// walnut frame's colours (Quits, Wykersham), the dot on an empty target, and a slide button.
#pragma once

#include <algorithm>

#include "imgui.h"

namespace marbles::ui::parts {

constexpr float kPi = 3.14159265f;

// An animation's fraction t (0..1) eased out (fast, then slowing down).
inline float ease(float t) {
  return 1 - (1 - t) * (1 - t) * (1 - t);
}

inline float clamp01(float t) {
  return std::clamp(t, 0.0f, 1.0f);
}

// The walnut frames and their fittings (the same in both themes).
constexpr ImU32 kWalnut = IM_COL32(0x6B, 0x4A, 0x33, 0xFF);
constexpr ImU32 kWalnutEdge = IM_COL32(0x3E, 0x2A, 0x1C, 0xFF);
constexpr ImU32 kRimText = IM_COL32(0xF2, 0xE6, 0xCF, 0xFF);
constexpr ImU32 kMapleSide = IM_COL32(0xA8, 0x83, 0x50, 0xFF);  // a tile's or a rail's side
constexpr ImU32 kDish = IM_COL32(0x33, 0x23, 0x17, 0xFF);
constexpr ImU32 kForbidden = IM_COL32(0xE0, 0x53, 0x3D, 0xFF);
constexpr ImU32 kArrowOff = IM_COL32(0x9A, 0x90, 0x86, 0xC0);
constexpr ImU32 kButtonHover = IM_COL32(0xA6, 0xDE, 0xF8, 0xFF);

// The dot on an empty cell a click plays on: radius r, with a dark edge `edge` wide.
void draw_target_dot(ImDrawList* dl, ImVec2 p, float r, float edge, int segments);

// A round button that slides a line of the board: a triangle pointing the way it goes; when the
// slide is not legal, greyed and crossed out.
struct SlideButton {
  ImVec2 at;            // its centre (pixels)
  ImVec2 dir;           // the way the triangle points (screen, unit length)
  ImVec2 across;        // the triangle's base, from its middle to its first corner (unit)
  float radius = 0;     // pixels
  ImVec2 shadow{0, 0};  // the shadow's offset (pixels)
  float rim = 1;        // the dark rim's width (pixels)
  float cross = 1.5f;   // the cross's thickness when not legal (pixels)
  bool legal = false;
  bool hover = false;
};
void draw_slide_button(ImDrawList* dl, const SlideButton& b);

}  // namespace marbles::ui::parts
