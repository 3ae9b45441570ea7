// The current theme (see theme.h).
#include "ui/theme.h"

namespace marbles::ui::theme {

namespace {
ThemeId g_theme = ThemeId::kDark;
bool g_own_background = false;  // the page's own background (set_background)
Palette g_palette;              // the theme's palette with that background
}  // namespace

const Palette& colors() {
  if (!g_own_background) {
    return palette_of(g_theme);
  }
  const Colour bg = g_palette.background;
  g_palette = palette_of(g_theme);
  g_palette.background = bg;
  return g_palette;
}

void set_background(std::optional<Colour> c) {
  g_own_background = c.has_value();
  if (c) {
    g_palette.background = *c;
  }
}

std::optional<Colour> background() {
  return g_own_background ? std::optional<Colour>(g_palette.background) : std::nullopt;
}

ThemeId current() {
  return g_theme;
}

void set_theme(ThemeId id) {
  g_theme = id;
}

}  // namespace marbles::ui::theme
