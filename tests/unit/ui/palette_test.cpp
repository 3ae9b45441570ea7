// The two themes' colours: every text colour against the backgrounds it is drawn on reaches
// WCAG 2's contrast ratio for text (4.5:1; 3:1 for disabled labels), and the themes really
// differ. ui/palette.h is plain C++ (no ImGui), so the engine suite can check it.
#include "ui/palette.h"

#include <gtest/gtest.h>

#include <cmath>
#include <string>

namespace marbles::ui {
namespace {

double channel(unsigned v) {
  const double c = static_cast<double>(v) / 255.0;
  return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double luminance(Colour c) {
  return 0.2126 * channel(c & 0xFF) + 0.7152 * channel(c >> 8 & 0xFF) +
         0.0722 * channel(c >> 16 & 0xFF);
}

double contrast(Colour a, Colour b) {
  const double la = luminance(a);
  const double lb = luminance(b);
  return (std::fmax(la, lb) + 0.05) / (std::fmin(la, lb) + 0.05);
}

struct Pair {
  const char* what;
  Colour Palette::*fg;
  Colour Palette::*bg;
  double min;
};

constexpr Pair kPairs[] = {
    {"text on panel", &Palette::text, &Palette::panel, 4.5},
    {"text on background", &Palette::text, &Palette::background, 4.5},
    {"text on button", &Palette::text, &Palette::button, 4.5},
    {"text on hovered button", &Palette::text, &Palette::button_hover, 4.5},
    {"text on card", &Palette::text, &Palette::card, 4.5},
    {"text on finished card", &Palette::text, &Palette::card_over, 4.5},
    {"text on move", &Palette::text, &Palette::move, 4.5},
    {"dim text on panel", &Palette::text_dim, &Palette::panel, 4.5},
    {"dim text on card", &Palette::text_dim, &Palette::card, 4.5},
    {"dim text on move", &Palette::text_dim, &Palette::move, 4.5},
    {"dim text on finished card", &Palette::text_dim, &Palette::card_over, 4.5},
    {"gold on panel", &Palette::gold, &Palette::panel, 4.5},
    {"gold on card", &Palette::gold, &Palette::card, 4.5},
    {"gold on finished card", &Palette::gold, &Palette::card_over, 4.5},
    {"gold on current move", &Palette::gold, &Palette::move_current, 4.5},
    {"message on card", &Palette::message, &Palette::card, 4.5},
    {"accent text on panel", &Palette::accent, &Palette::panel, 4.5},
    {"accent on card", &Palette::accent, &Palette::card, 4.5},
    {"text on accent", &Palette::on_accent, &Palette::accent, 4.5},
    {"text on hovered accent", &Palette::on_accent, &Palette::accent_hover, 4.5},
    {"text on pressed accent", &Palette::on_accent, &Palette::accent_active, 4.5},
    {"board labels on background", &Palette::label, &Palette::background, 4.5},
    {"disabled text on panel", &Palette::text_disabled, &Palette::panel, 3.0},
    {"disabled text on move", &Palette::text_disabled, &Palette::move, 3.0},
};

TEST(Palette, TextContrast_BothThemes) {
  for (const ThemeId id : {ThemeId::kDark, ThemeId::kLight}) {
    const Palette& p = palette_of(id);
    for (const Pair& pair : kPairs) {
      const double r = contrast(p.*pair.fg, p.*pair.bg);
      EXPECT_GE(r, pair.min) << theme_code(id) << ": " << pair.what << " is " << r << ":1";
    }
  }
}

TEST(Palette, Themes_DifferAndParse) {
  EXPECT_GT(luminance(kLightPalette.background), 0.7);
  EXPECT_LT(luminance(kDarkPalette.background), 0.05);
  EXPECT_EQ(parse_theme("light"), ThemeId::kLight);
  EXPECT_EQ(parse_theme("dark"), ThemeId::kDark);
  EXPECT_FALSE(parse_theme("auto").has_value());
  EXPECT_EQ(std::string(theme_code(ThemeId::kLight)), "light");
}

TEST(Palette, Marbles_MarkAndEdgeStandOut) {
  // Each seat's mark on its marble reads at 3:1 (WCAG 2 for graphics), and each marble against
  // the maple tile, by its body or its outline; the four marks are four different shapes.
  for (int i = 0; i < 4; ++i) {
    const MarbleLook& m = kMarbleLooks[i];
    EXPECT_GE(contrast(m.mark, m.body), 3.0) << "seat " << i << ": mark on marble";
    EXPECT_GE(std::fmax(contrast(m.body, kTileFace), contrast(m.outline, kTileFace)), 3.0)
        << "seat " << i << ": marble on tile";
    for (int j = 0; j < i; ++j) {
      EXPECT_NE(m.shape, kMarbleLooks[j].shape) << "seats " << j << " and " << i;
    }
  }
}

TEST(Palette, WykershamMarbles_MarkAndEdgeStandOut) {
  // Red and green differ by their marks (a triangle, a square), each readable on its marble,
  // and both marbles stand out on the maple rails.
  for (int i = 0; i < 2; ++i) {
    const MarbleLook& m = kWykershamLooks[i];
    EXPECT_GE(contrast(m.mark, m.body), 3.0) << "colour " << i << ": mark on marble";
    EXPECT_GE(std::fmax(contrast(m.body, kTileFace), contrast(m.outline, kTileFace)), 3.0)
        << "colour " << i << ": marble on the rail";
  }
  EXPECT_NE(kWykershamLooks[0].shape, kWykershamLooks[1].shape);
}

}  // namespace
}  // namespace marbles::ui
