// What the app's files (app.cpp, app_*.cpp) share: small helpers of its drawing and texts.
// Private to them: not part of the App's interface (app.h).
#pragma once

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/record.h"
#include "imgui.h"
#include "ui/app.h"
#include "ui/assets.h"
#include "ui/describe.h"
#include "ui/json.h"
#include "ui/theme.h"

namespace marbles::ui {

inline constexpr float kFar = -1e9f;
inline constexpr float kTouchSlop = 10;  // CSS pixels a finger moves before it scrolls
// The strong level's thinking times offered by the settings (seconds).
inline constexpr double kStrongTimes[] = {1, 2, 5, 10};

inline Str level_label(int level) {
  return level == 0   ? Str::kLevelBeginner
         : level == 1 ? Str::kLevelIntermediate
                      : Str::kLevelStrong;
}

// A number as the language writes it ("6.2", "6,2").
inline std::string number_text(double x, Lang lang) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", x);
  std::string out = buf;
  if (lang == Lang::kFr) {
    std::replace(out.begin(), out.end(), '.', ',');
  }
  return out;
}

inline std::string seconds_text(double seconds, Lang lang) {
  return number_text(seconds, lang) + " s";
}

// The marks' colours (app_study.cpp), the same on every board and theme, and an arrow drawn with
// them: a shaft `width` wide and a head.
ImU32 mark_colour(MarkColour c, float alpha);
void draw_board_arrow(ImDrawList* dl, ImVec2 a, ImVec2 b, float width, ImU32 col);

inline ImVec2 v2(float x, float y) {
  return ImVec2(x, y);
}

inline ImVec4 rgba(ImU32 c) {
  return ImGui::ColorConvertU32ToFloat4(c);
}

inline std::string join(const std::vector<std::string>& parts, std::string_view sep) {
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (i > 0) {
      out += sep;
    }
    out += parts[i];
  }
  return out;
}

inline const char* mode_name(Mode m) {
  return m == Mode::kReplay    ? "replay"
         : m == Mode::kView    ? "view"
         : m == Mode::kDiagram ? "diagram"
                               : "play";
}

// "#241f1b"
inline std::string css_colour(Colour c) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "#%02x%02x%02x", c & 0xFF, c >> 8 & 0xFF, c >> 16 & 0xFF);
  return buf;
}

// The phase as the panel names it.
inline std::string phase_label(std::string_view phase, Lang lang) {
  if (phase.substr(0, 6) == "round ") {
    return trf(Str::kPhaseRound, lang, phase.substr(6));
  }
  Str id = Str::kPhaseMovement;
  if (phase == "placement") {
    id = Str::kPhasePlacement;
  } else if (phase == "play") {
    id = Str::kPhasePlay;
  } else if (phase == "removal") {
    id = Str::kPhaseRemoval;
  } else if (phase == "over") {
    id = Str::kPhaseOver;
  }
  return tr(id, lang);
}

// A panel section drawn behind its contents: call begin, draw widgets, call end.
struct Card {
  ImDrawList* dl = nullptr;
  ImVec2 start;
  float pad = 0;
  void begin(float padding) {
    pad = padding;
    dl = ImGui::GetWindowDrawList();
    dl->ChannelsSplit(2);
    dl->ChannelsSetCurrent(1);
    start = ImGui::GetCursorScreenPos();
    ImGui::SetCursorScreenPos(v2(start.x + pad, start.y + pad));
    ImGui::BeginGroup();
  }
  void end(ImU32 fill, ImU32 border, float width, float rounding, float border_width) {
    ImGui::EndGroup();
    const ImVec2 max = ImGui::GetItemRectMax();
    dl->ChannelsSetCurrent(0);
    const ImVec2 b{start.x + width, max.y + pad};
    dl->AddRectFilled(start, b, fill, rounding);
    if (border_width > 0) {
      dl->AddRect(start, b, border, rounding, 0, border_width);
    }
    dl->ChannelsMerge();
    ImGui::SetCursorScreenPos(start);
    ImGui::Dummy(v2(width, b.y - start.y));
  }
};

}  // namespace marbles::ui
