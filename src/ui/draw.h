// Small drawing helpers shared by the board views (ImDrawList only; no game knowledge).
#pragma once

#include <cmath>
#include <utility>

#include "imgui.h"

namespace marbles::ui {

// c with its alpha multiplied by alpha (0..1).
inline ImU32 with_alpha(ImU32 c, float alpha) {
  const auto a = static_cast<unsigned>((c >> IM_COL32_A_SHIFT) & 0xFF);
  const auto na = static_cast<unsigned>(std::lround(static_cast<float>(a) * alpha));
  return (c & ~IM_COL32_A_MASK) | (na << IM_COL32_A_SHIFT);
}

inline ImVec2 add(ImVec2 a, ImVec2 b) {
  return {a.x + b.x, a.y + b.y};
}

inline ImVec2 lerp(ImVec2 a, ImVec2 b, float t) {
  return {a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t};
}

// Corner brackets around a cell (the cell a piece arrived on).
inline void draw_brackets(ImDrawList* dl, ImVec2 c, float half, float thick, ImU32 col) {
  const float l = half * 0.45f;
  for (int sx = -1; sx <= 1; sx += 2) {
    for (int sy = -1; sy <= 1; sy += 2) {
      const ImVec2 p{c.x + static_cast<float>(sx) * half, c.y + static_cast<float>(sy) * half};
      dl->AddLine(p, {p.x - static_cast<float>(sx) * l, p.y}, col, thick);
      dl->AddLine(p, {p.x, p.y - static_cast<float>(sy) * l}, col, thick);
    }
  }
}

// An X over a cell (a piece taken), in col over a wider outline.
inline void draw_cross(ImDrawList* dl, ImVec2 c, float half, float thick, ImU32 col,
                       ImU32 outline) {
  for (const auto& [colour, width] : {std::pair{outline, thick * 1.9f}, std::pair{col, thick}}) {
    dl->AddLine({c.x - half, c.y - half}, {c.x + half, c.y + half}, colour, width);
    dl->AddLine({c.x - half, c.y + half}, {c.x + half, c.y - half}, colour, width);
  }
}

}  // namespace marbles::ui
