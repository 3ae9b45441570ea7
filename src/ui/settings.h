// The page's settings beyond the game and the computer, as one struct. Each has a name, the
// option of the JS API (App::set_option) and the key of the state JSON: one table of App
// (app_settings.cpp) reads and writes them by name, with the computer's seats and level (kept
// by GameController and ComputerPlayer) and the theme (theme.h).
#pragma once

#include "ui/lang.h"

namespace marbles::ui {

enum class Screen { kStart, kGame };
enum class Mode { kPlay, kReplay, kView, kDiagram };

struct Settings {
  Lang lang = Lang::kEn;           // lang: the interface's language (en, fr)
  Mode mode = Mode::kPlay;         // mode: play; replay (step controls only); view (the position);
                                   // diagram (the board, its marks and comment, nothing else)
  bool embed = false;              // embed: the compact layout for iframes (no start screen)
  bool kiosk = false;              // kiosk: embed's layout, a language button for the menu
  bool controls_hidden = false;    // controls: hidden (replay: no step buttons) or shown
  bool hint_hidden = false;        // hint_mode: hidden or ask (no Hint button: an exercise's own)
  bool board_only = false;         // layout: board (the board and a one-line status) or panel
  bool rotate = false;             // rotate: the board turns to the person to move
  bool analysis = false;           // analysis: the analysis board's search and its words
  Screen screen = Screen::kStart;  // screen: start or game
  int tab = 0;                     // tab: 0 moves, 1 rules, 2 about
  float start_inset = 0;  // start_inset: CSS pixels the page's own list takes above the start
};

}  // namespace marbles::ui
