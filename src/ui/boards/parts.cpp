#include "ui/boards/parts.h"

#include "ui/draw.h"
#include "ui/theme.h"

namespace marbles::ui::parts {

void draw_target_dot(ImDrawList* dl, ImVec2 p, float r, float edge, int segments) {
  dl->AddCircleFilled(p, r + edge, theme::kTargetDotEdge, segments);
  dl->AddCircleFilled(p, r, theme::kTargetDot, segments);
}

void draw_slide_button(ImDrawList* dl, const SlideButton& b) {
  const ImVec2 p = b.at;
  const ImVec2 d = b.dir;
  const ImVec2 n = b.across;
  const float r = b.radius;
  dl->AddCircleFilled(add(p, b.shadow), r, theme::kShadow, 32);
  dl->AddCircleFilled(p, r + b.rim, theme::kMarkEdge, 32);
  dl->AddCircleFilled(p, r, b.legal ? (b.hover ? kButtonHover : theme::kMarkAccent) : kArrowOff,
                      32);
  const float t = r * 0.62f;
  const ImVec2 tip{p.x + d.x * t, p.y + d.y * t};
  const ImVec2 l{p.x - d.x * t * 0.6f + n.x * t * 0.85f, p.y - d.y * t * 0.6f + n.y * t * 0.85f};
  const ImVec2 rr{p.x - d.x * t * 0.6f - n.x * t * 0.85f, p.y - d.y * t * 0.6f - n.y * t * 0.85f};
  dl->AddTriangleFilled(tip, l, rr,
                        b.legal ? theme::kMarkEdge : with_alpha(theme::kMarkEdge, 0.5f));
  if (!b.legal) {
    draw_cross(dl, p, r * 0.8f, b.cross, kForbidden, theme::kMarkEdge);
  }
}

}  // namespace marbles::ui::parts
