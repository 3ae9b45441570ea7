// SDL's events as the app's input, one translation for both shells (desktop and web): mouse,
// touch and wheel as pointer events in CSS pixels, key presses as KeyEvents, everything else to
// Dear ImGui's SDL backend.
#pragma once

#include <SDL.h>

#include <vector>

#include "imgui_impl_sdl.h"
#include "ui/app.h"

namespace marbles::platform {

inline ui::PointerEvent pointer(ui::PointerEvent::Kind kind, float x, float y, bool touch) {
  ui::PointerEvent e;
  e.kind = kind;
  e.x = x;
  e.y = y;
  e.touch = touch;
  return e;
}

// A key press as a KeyEvent. Dear ImGui 1.86 only sees which keys are down at each frame, so a
// key pressed and released within one frame would be lost: the app takes its keys from this
// queue instead.
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
    case SDLK_TAB:  // the desktop shell (the web page takes Tab before SDL: web/shim-reach.js)
      key = K::kTab;
      break;
    default:
      return;
  }
  const auto mod = static_cast<unsigned>(e.keysym.mod);
  out.push_back(ui::KeyEvent{key, (mod & (KMOD_CTRL | KMOD_GUI)) != 0, (mod & KMOD_SHIFT) != 0});
}

// The window's size in CSS pixels and how many of them a mouse pixel is (SDL gives the mouse in
// window pixels, touches from 0 to 1).
struct InputScale {
  float css_w = 0;
  float css_h = 0;
  float to_css = 1;
};

// One event into `in` (pointer, wheel, keys) or to Dear ImGui; false when it asks the window to
// close.
inline bool translate(const SDL_Event& e, const InputScale& z, ui::FrameInput& in) {
  using Kind = ui::PointerEvent::Kind;
  switch (e.type) {
    case SDL_QUIT:
      return false;
    case SDL_MOUSEMOTION:
      if (e.motion.which != SDL_TOUCH_MOUSEID) {
        in.pointer.push_back(pointer(Kind::kMove, static_cast<float>(e.motion.x) * z.to_css,
                                     static_cast<float>(e.motion.y) * z.to_css, false));
      }
      return true;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
      if (e.button.which != SDL_TOUCH_MOUSEID &&
          (e.button.button == SDL_BUTTON_LEFT || e.button.button == SDL_BUTTON_RIGHT)) {
        ui::PointerEvent p = pointer(e.type == SDL_MOUSEBUTTONDOWN ? Kind::kDown : Kind::kUp,
                                     static_cast<float>(e.button.x) * z.to_css,
                                     static_cast<float>(e.button.y) * z.to_css, false);
        if (e.button.button == SDL_BUTTON_RIGHT) {
          const SDL_Keymod mods = SDL_GetModState();
          p.secondary = true;
          p.shift = (mods & KMOD_SHIFT) != 0;
          p.alt = (mods & KMOD_ALT) != 0;
          p.ctrl = (mods & (KMOD_CTRL | KMOD_GUI)) != 0;
        }
        in.pointer.push_back(p);
      }
      return true;
    case SDL_MOUSEWHEEL:
      if (e.wheel.which != SDL_TOUCH_MOUSEID) {
        in.wheel += e.wheel.preciseY;
      }
      return true;
    case SDL_FINGERDOWN:
    case SDL_FINGERUP:
    case SDL_FINGERMOTION: {
      const Kind k = e.type == SDL_FINGERDOWN ? Kind::kDown
                     : e.type == SDL_FINGERUP ? Kind::kUp
                                              : Kind::kMove;
      in.pointer.push_back(pointer(k, e.tfinger.x * z.css_w, e.tfinger.y * z.css_h, true));
      return true;
    }
    case SDL_WINDOWEVENT:
      if (e.window.event == SDL_WINDOWEVENT_LEAVE) {
        in.pointer.push_back(pointer(Kind::kLeave, 0, 0, false));
      }
      ImGui_ImplSDL2_ProcessEvent(&e);
      return e.window.event != SDL_WINDOWEVENT_CLOSE;
    case SDL_KEYDOWN:
      queue_key(e.key, in.keys);
      ImGui_ImplSDL2_ProcessEvent(&e);
      return true;
    default:
      ImGui_ImplSDL2_ProcessEvent(&e);  // keyboard, text, focus
      return true;
  }
}

}  // namespace marbles::platform
