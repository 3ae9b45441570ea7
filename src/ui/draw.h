// Small drawing helpers shared by the board views (ImDrawList only; no game knowledge).
#pragma once

#include <cmath>
#include <utility>

#include "imgui.h"
#include "ui/palette.h"
#include "ui/theme.h"

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

// A marble (size: the cell it sits in, in pixels): shadow, outline, body, a soft shine, the seat's
// mark, a highlight.
inline void draw_marble(ImDrawList* dl, ImVec2 c, float size, const MarbleLook& m, float alpha,
                        float lift) {
  const float r = size * 0.36f;
  dl->AddCircleFilled(add(c, ImVec2{size * (0.04f + lift), size * (0.06f + lift)}), r * 1.02f,
                      with_alpha(theme::kShadow, alpha), 32);
  dl->AddCircleFilled(c, r, with_alpha(m.outline, alpha), 32);
  const float body = r - std::fmax(1.0f, size * 0.035f);
  dl->AddCircleFilled(c, body, with_alpha(m.body, alpha), 32);
  dl->AddCircleFilled(add(c, ImVec2{-body * 0.18f, -body * 0.2f}), body * 0.72f,
                      with_alpha(IM_COL32(0xFF, 0xFF, 0xFF, 0x22), alpha), 28);
  const ImU32 mark = with_alpha(m.mark, alpha);
  const float h = body * 0.46f;
  switch (m.shape) {
    case MarbleMark::kRing:
      dl->AddCircle(c, h * 0.95f, mark, 24, std::fmax(1.2f, body * 0.16f));
      break;
    case MarbleMark::kDiamond:
      dl->AddQuadFilled({c.x, c.y - h * 1.05f}, {c.x + h * 1.05f, c.y}, {c.x, c.y + h * 1.05f},
                        {c.x - h * 1.05f, c.y}, mark);
      break;
    case MarbleMark::kTriangle:
      dl->AddTriangleFilled({c.x, c.y - h * 1.05f}, {c.x + h * 1.0f, c.y + h * 0.72f},
                            {c.x - h * 1.0f, c.y + h * 0.72f}, mark);
      break;
    case MarbleMark::kSquare:
      dl->AddRectFilled({c.x - h * 0.78f, c.y - h * 0.78f}, {c.x + h * 0.78f, c.y + h * 0.78f},
                        mark);
      break;
  }
  dl->AddCircleFilled(add(c, ImVec2{-r * 0.42f, -r * 0.46f}), r * 0.13f,
                      with_alpha(IM_COL32(0xFF, 0xFF, 0xFF, 0xC8), alpha), 12);
}

}  // namespace marbles::ui
