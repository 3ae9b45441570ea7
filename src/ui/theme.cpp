// The current theme (see theme.h).
#include "ui/theme.h"

namespace marbles::ui::theme {

namespace {
ThemeId g_theme = ThemeId::kDark;
}  // namespace

const Palette& colors() {
  return palette_of(g_theme);
}

ThemeId current() {
  return g_theme;
}

void set_theme(ThemeId id) {
  g_theme = id;
}

}  // namespace marbles::ui::theme
