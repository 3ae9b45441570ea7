// Colours and sizes of the interface. Sizes are in CSS pixels (multiplied by the display scale
// when drawn). Pieces are told apart by shape first (bars vs round pebbles) and by lightness
// (light wood vs dark stone), never by hue alone; marks use shapes too (dots, rings, crosses).
//
// The page's colours follow the theme chosen at run time (palette.h: dark or light); the
// boards keep their own colours in both themes (below), except their coordinate labels, which
// sit on the page background (colors().label).
#pragma once

#include <optional>

#include "imgui.h"
#include "ui/palette.h"

namespace marbles::ui::theme {

static_assert(rgb(0x12, 0x34, 0x56, 0x78) == IM_COL32(0x12, 0x34, 0x56, 0x78),
              "palette.h packs colours like IM_COL32");

// The palette of the current theme (dark until set_theme()).
const Palette& colors();
ThemeId current();
void set_theme(ThemeId id);
// The background around the board and the panel set by the page (an embed's `background`
// parameter) in every theme; none: the theme's own.
void set_background(std::optional<Colour> c);
std::optional<Colour> background();

// The board, its pieces and marks: the same in both themes.
// Marks drawn on the boards: the last move (gold) and the selection, targets, focus (sky blue).
constexpr ImU32 kMarkGold = IM_COL32(0xFF, 0xCF, 0x4D, 0xFF);
constexpr ImU32 kMarkAccent = IM_COL32(0x6F, 0xC8, 0xF2, 0xFF);
constexpr ImU32 kMarkEdge = IM_COL32(0x1A, 0x12, 0x0A, 0xFF);  // outline around marks
constexpr ImU32 kMarkHint = IM_COL32(0x7C, 0xF0, 0x9A, 0xFF);  // the hint's suggested action

// The board: packed earth with scooped holes.
constexpr ImU32 kBoard = IM_COL32(0xA8, 0x72, 0x45, 0xFF);
constexpr ImU32 kBoardEdge = IM_COL32(0x6B, 0x43, 0x25, 0xFF);
constexpr ImU32 kBoardShade = IM_COL32(0x96, 0x63, 0x3A, 0xFF);
constexpr ImU32 kHole = IM_COL32(0x7E, 0x50, 0x2D, 0xFF);
constexpr ImU32 kHoleRim = IM_COL32(0xC2, 0x8B, 0x5A, 0xFF);

// Sticks: light wooden bars with a dark outline.
constexpr ImU32 kStick = IM_COL32(0xF3, 0xD3, 0x8E, 0xFF);
constexpr ImU32 kStickGrain = IM_COL32(0xC8, 0x9B, 0x55, 0xFF);
constexpr ImU32 kStickOutline = IM_COL32(0x3A, 0x24, 0x12, 0xFF);
// Stones: dark round pebbles with a light rim.
constexpr ImU32 kStone = IM_COL32(0x2E, 0x31, 0x38, 0xFF);
constexpr ImU32 kStoneShine = IM_COL32(0x5C, 0x61, 0x6B, 0xFF);
constexpr ImU32 kStoneRim = IM_COL32(0xE4, 0xE7, 0xEB, 0xFF);

// Marks.
constexpr ImU32 kTargetDot = IM_COL32(0xFF, 0xF6, 0xDC, 0xE6);
constexpr ImU32 kTargetDotEdge = IM_COL32(0x2A, 0x1A, 0x0C, 0xC0);
constexpr ImU32 kShadow = IM_COL32(0x00, 0x00, 0x00, 0x55);

// Sizes (CSS pixels).
constexpr float kFontBody = 16.0f;
constexpr float kFontSmall = 13.0f;
constexpr float kFontHeading = 19.0f;
constexpr float kFontTitle = 28.0f;
constexpr float kTapTarget = 36.0f;  // minimum height of a button
constexpr float kPad = 12.0f;

}  // namespace marbles::ui::theme
