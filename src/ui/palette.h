// The interface colours of the two themes, dark and light, as plain 32-bit values packed like
// Dear ImGui's IM_COL32 (red in the low byte, alpha in the high byte). No ImGui here, so the
// unit tests can check the contrast of every text colour on its background (WCAG 2: at least
// 4.5:1 for text, 3:1 for disabled text). theme.h applies the palette at run time.
//
// The boards keep their own look (wood, earth, sand) in both themes; only what is drawn on
// the page around them follows the palette (their coordinate labels).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace marbles::ui {

using Colour = std::uint32_t;

constexpr Colour rgb(unsigned r, unsigned g, unsigned b, unsigned a = 0xFF) {
  return static_cast<Colour>((a << 24) | (b << 16) | (g << 8) | r);
}

struct Palette {
  Colour background;     // the page, around the board
  Colour panel;          // the side panel and popups
  Colour panel_line;     // separators, borders
  Colour text;           // body text
  Colour text_dim;       // hints, secondary lines
  Colour text_disabled;  // disabled labels, moves after the current one
  Colour accent;         // selection, focus, the main button
  Colour accent_hover;
  Colour accent_active;
  Colour on_accent;  // text on the accent colour
  Colour gold;       // titles, the phase, the current move
  Colour button;
  Colour button_hover;
  Colour button_active;
  Colour message;         // a click's problem, on the status card
  Colour card;            // the status card
  Colour card_over;       // the status card when the game is over
  Colour move;            // a turn in the move list
  Colour move_current;    // the current turn
  Colour label;           // board coordinates, drawn on the page background
  Colour scrollbar_back;  // the scrollbar's track
};

enum class ThemeId { kDark, kLight };

// Warm dark brown, the original look.
constexpr Palette kDarkPalette{
    rgb(0x24, 0x1F, 0x1B),  // background
    rgb(0x2F, 0x29, 0x24),  // panel
    rgb(0x4A, 0x41, 0x39),  // panel_line
    rgb(0xF4, 0xEC, 0xDE),  // text
    rgb(0xB8, 0xAC, 0x9C),  // text_dim
    rgb(0x8A, 0x80, 0x73),  // text_disabled
    rgb(0x6F, 0xC8, 0xF2),  // accent
    rgb(0x8F, 0xD6, 0xF7),  // accent_hover
    rgb(0x4F, 0xB0, 0xE0),  // accent_active
    rgb(0x24, 0x1F, 0x1B),  // on_accent
    rgb(0xFF, 0xCF, 0x4D),  // gold
    rgb(0x4A, 0x3E, 0x33),  // button
    rgb(0x5E, 0x4F, 0x41),  // button_hover
    rgb(0x73, 0x61, 0x4F),  // button_active
    rgb(0xFF, 0xC0, 0x7A),  // message
    rgb(0x38, 0x31, 0x2B),  // card
    rgb(0x3F, 0x35, 0x22),  // card_over
    rgb(0x3A, 0x32, 0x2B),  // move
    rgb(0x5A, 0x4A, 0x2A),  // move_current
    rgb(0xE9, 0xD9, 0xC0),  // label
    rgb(0x00, 0x00, 0x00, 0x30),
};

// Warm paper: dark brown text, a deep blue accent, amber titles.
constexpr Palette kLightPalette{
    rgb(0xF2, 0xEC, 0xE2),  // background
    rgb(0xFB, 0xF8, 0xF3),  // panel
    rgb(0xD8, 0xCD, 0xBD),  // panel_line
    rgb(0x2B, 0x22, 0x1B),  // text
    rgb(0x5C, 0x50, 0x45),  // text_dim
    rgb(0x85, 0x7A, 0x6E),  // text_disabled
    rgb(0x0B, 0x5F, 0x8A),  // accent
    rgb(0x16, 0x71, 0xA0),  // accent_hover
    rgb(0x08, 0x4C, 0x70),  // accent_active
    rgb(0xFF, 0xFF, 0xFF),  // on_accent
    rgb(0x86, 0x52, 0x00),  // gold
    rgb(0xEA, 0xE1, 0xD3),  // button
    rgb(0xDE, 0xD2, 0xC0),  // button_hover
    rgb(0xD1, 0xC3, 0xAE),  // button_active
    rgb(0x9E, 0x3D, 0x00),  // message
    rgb(0xF1, 0xEA, 0xDF),  // card
    rgb(0xF7, 0xEA, 0xCB),  // card_over
    rgb(0xEF, 0xE8, 0xDD),  // move
    rgb(0xF5, 0xE1, 0xAE),  // move_current
    rgb(0x4A, 0x3F, 0x35),  // label
    rgb(0x00, 0x00, 0x00, 0x14),
};

// The marbles of boards with up to four seats (Quits), in seat order: Light, Dark, Red, Blue.
// Each seat has its own mark on the marble (a ring, a diamond, a triangle, a square) besides
// its colour, so that nobody needs to tell the colours apart; the unit tests check that every
// mark stands out on its marble and every marble on the tiles.
enum class MarbleMark { kRing, kDiamond, kTriangle, kSquare };
struct MarbleLook {
  Colour body;
  Colour outline;  // the edge against the tile
  Colour mark;
  MarbleMark shape;
};
constexpr MarbleLook kMarbleLooks[4] = {
    {rgb(0xF4, 0xEA, 0xD2), rgb(0x3B, 0x2A, 0x1A), rgb(0x6B, 0x52, 0x35), MarbleMark::kRing},
    {rgb(0x2B, 0x2A, 0x30), rgb(0xEE, 0xE4, 0xCC), rgb(0xE8, 0xDF, 0xC8), MarbleMark::kDiamond},
    {rgb(0xC2, 0x3B, 0x2E), rgb(0x3A, 0x0F, 0x0A), rgb(0xFF, 0xF1, 0xE0), MarbleMark::kTriangle},
    {rgb(0x2F, 0x5F, 0xB3), rgb(0x0D, 0x1B, 0x33), rgb(0xFF, 0xF1, 0xE0), MarbleMark::kSquare},
};
// Wykersham's red and green marbles: the same red as above with its triangle, and a green one
// with a square (red and green are the pair many people cannot tell apart: the marks can).
constexpr MarbleLook kWykershamLooks[2] = {
    {rgb(0xC2, 0x3B, 0x2E), rgb(0x3A, 0x0F, 0x0A), rgb(0xFF, 0xF1, 0xE0), MarbleMark::kTriangle},
    {rgb(0x2E, 0x8B, 0x4E), rgb(0x0C, 0x2B, 0x16), rgb(0xF2, 0xFF, 0xE8), MarbleMark::kSquare},
};
// Offboard's red and yellow marbles: the red with its triangle, a yellow one with a dark
// diamond.
constexpr MarbleLook kOffboardLooks[2] = {
    {rgb(0xC2, 0x3B, 0x2E), rgb(0x3A, 0x0F, 0x0A), rgb(0xFF, 0xF1, 0xE0), MarbleMark::kTriangle},
    {rgb(0xF2, 0xC2, 0x2E), rgb(0x4A, 0x33, 0x05), rgb(0x4A, 0x33, 0x05), MarbleMark::kDiamond},
};
// The tiles the marbles stand on (maple), in both themes.
constexpr Colour kTileFace = rgb(0xDC, 0xC0, 0x8C);

constexpr const Palette& palette_of(ThemeId id) {
  return id == ThemeId::kLight ? kLightPalette : kDarkPalette;
}

constexpr std::string_view theme_code(ThemeId id) {
  return id == ThemeId::kLight ? "light" : "dark";
}

inline std::optional<ThemeId> parse_theme(std::string_view code) {
  if (code == "dark") {
    return ThemeId::kDark;
  }
  if (code == "light") {
    return ThemeId::kLight;
  }
  return std::nullopt;
}

}  // namespace marbles::ui
