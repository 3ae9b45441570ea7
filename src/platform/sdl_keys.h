// SDL key presses as the app's KeyEvent (both shells). Dear ImGui 1.86 only sees which keys are
// down at each frame, so a key pressed and released within one frame would be lost: the app
// takes its keys from this queue instead.
#pragma once

#include <SDL.h>

#include <vector>

#include "ui/app.h"

namespace marbles::platform {

inline void queue_key(const SDL_KeyboardEvent& e, std::vector<ui::KeyEvent>& out) {
  using K = ui::KeyEvent::Key;
  K key = K::kLeft;
  switch (e.keysym.sym) {
    case SDLK_LEFT:
      key = K::kLeft;
      break;
    case SDLK_RIGHT:
      key = K::kRight;
      break;
    case SDLK_UP:
      key = K::kUp;
      break;
    case SDLK_DOWN:
      key = K::kDown;
      break;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
      key = K::kEnter;
      break;
    case SDLK_SPACE:
      key = K::kSpace;
      break;
    case SDLK_ESCAPE:
      key = K::kEscape;
      break;
    case SDLK_HOME:
      key = K::kHome;
      break;
    case SDLK_END:
      key = K::kEnd;
      break;
    case SDLK_z:
      key = K::kZ;
      break;
    case SDLK_y:
      key = K::kY;
      break;
    default:
      return;
  }
  const auto mod = static_cast<unsigned>(e.keysym.mod);
  out.push_back(ui::KeyEvent{key, (mod & (KMOD_CTRL | KMOD_GUI)) != 0, (mod & KMOD_SHIFT) != 0});
}

}  // namespace marbles::platform
