// Colours and sizes of the interface. Sizes are in CSS pixels (multiplied by the display scale
// when drawn). Pieces are told apart by shape first (bars vs round pebbles) and by lightness
// (light wood vs dark stone), never by hue alone; marks use shapes too (dots, rings, crosses).
#pragma once

#include "imgui.h"

namespace marbles::ui::theme {

// The page.
constexpr ImU32 kBackground = IM_COL32(0x24, 0x1F, 0x1B, 0xFF);
constexpr ImU32 kPanel = IM_COL32(0x2F, 0x29, 0x24, 0xFF);
constexpr ImU32 kPanelLine = IM_COL32(0x4A, 0x41, 0x39, 0xFF);
constexpr ImU32 kText = IM_COL32(0xF4, 0xEC, 0xDE, 0xFF);
constexpr ImU32 kTextDim = IM_COL32(0xB8, 0xAC, 0x9C, 0xFF);
constexpr ImU32 kTextDisabled = IM_COL32(0x7E, 0x74, 0x68, 0xFF);
constexpr ImU32 kAccent = IM_COL32(0x6F, 0xC8, 0xF2, 0xFF);  // sky blue: selection, focus
constexpr ImU32 kGold = IM_COL32(0xFF, 0xCF, 0x4D, 0xFF);    // last move, titles
constexpr ImU32 kButton = IM_COL32(0x4A, 0x3E, 0x33, 0xFF);
constexpr ImU32 kButtonHover = IM_COL32(0x5E, 0x4F, 0x41, 0xFF);
constexpr ImU32 kButtonActive = IM_COL32(0x73, 0x61, 0x4F, 0xFF);
constexpr ImU32 kMessage = IM_COL32(0xFF, 0xC0, 0x7A, 0xFF);

// The board: packed earth with scooped holes.
constexpr ImU32 kBoard = IM_COL32(0xA8, 0x72, 0x45, 0xFF);
constexpr ImU32 kBoardEdge = IM_COL32(0x6B, 0x43, 0x25, 0xFF);
constexpr ImU32 kBoardShade = IM_COL32(0x96, 0x63, 0x3A, 0xFF);
constexpr ImU32 kHole = IM_COL32(0x7E, 0x50, 0x2D, 0xFF);
constexpr ImU32 kHoleRim = IM_COL32(0xC2, 0x8B, 0x5A, 0xFF);
constexpr ImU32 kLabel = IM_COL32(0xE9, 0xD9, 0xC0, 0xFF);

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
