// The web shell: SDL2 + WebGL2 (GLES3) + Dear ImGui around ui::App, one frame per
// requestAnimationFrame (no ASYNCIFY, no threads), and the extern "C" exports the page's
// JavaScript (web/boot.js) and the browser tests call. Every export returns JSON text in a
// static buffer that stays valid until the same export is called again.
//
// An idle page costs nothing: the frame loop sleeps (emscripten_pause_main_loop) once the app
// is not busy (App::busy(): the computer or the page's dice due, a hint searched, an
// animation) and kSettleFrames frames in a row drew the same picture; it wakes on input
// (pointer, touch, wheel, keys, focus: listeners on the canvas and the window), on a resize
// and on every export that may change something (mb_wake() for the rest).
//
// A string argument is two: its UTF-8 bytes and their count, (const char* data, int size). The
// page copies a string to the heap (malloc'd, never the stack) and frees it after the call; a
// string already longer than its kind's limit is not copied at all: it comes as (0, length).
// Each goes through core/input.h's checked_text once, before the App sees it: over its limit
// or holding a NUL byte, it is refused with a message in English ("error") and in the page's
// language ("error_local"), and nothing changes. The limits (bytes of UTF-8):
//   move (mb_play)                                        256
//   record (mb_load_record)                               1,048,576 (1 MiB, as a file)
//   game, variant, option name and value, cell, control   1,024
//
//   mb_games_json()                  [{"id","name_en","name_fr","variants","playable"}, ...]
//   mb_new_game(game, variant)       {"ok":true} | {"ok":false,"error":"..."}
//   mb_state_json()                  {"screen","game","variant","ply","length","to_move",...}
//   mb_play(text)                    one action in the game's notation
//   mb_load_record(text, has_ply, ply)  a record, shown after ply actions (has_ply 0: at its
//                                    end); the error names line and column, or the range of ply
//   mb_save_record()                 the record text up to the cursor (not JSON)
//   mb_save_full_record()            the whole record, the moves after the cursor included
//   mb_set_comment(words)            the words of the comment at the position shown (marks kept)
//   mb_comment_words()               those words (not JSON)
//   mb_undo(), mb_redo()
//   mb_set_option(name, value)       lang (fr|en), theme (dark|light), mode (play|replay|view),
//                                    embed (1|0), kiosk (1|0), ai (off, or seats: 1, 1,2,3),
//                                    ai_delay_ms, rotate (1|0), screen, tab, layout (panel|board),
//                                    page_background (#rrggbb or empty)
//   mb_cell_center(cell)             {"ok":true,"x":..,"y":..} in CSS pixels from the canvas
//                                    corner; also reserve0/1 and controls (Quits' arrows: r3>)
//   mb_widget_center(name)           the same for a control of the start screen (game-quits,
//                                    variant-4-players, two, computer, side0, seat2-computer,
//                                    start) or the menu (menu, lang-1, theme-0, rotate-1)
//   mb_layout_json()                 the last frame's layout: the board's, the panel's and every
//                                    named text's and control's rectangle (App::layout_json)
//   mb_describe(i)                   {"ok":true,"text":"Sticks placed a piece on C3 (C3)."}
//   mb_go_to(ply)                    shows the position after ply actions (0..length)
//   mb_play_on()                     the computer plays on from the position on screen, before
//                                    the end of the record (the later actions are replaced)
//   mb_version()                     an int that grows on every change of the game, its record,
//                                    the cursor, the screen or the language (not JSON)
//   mb_watch()                       tells the page what it shows now, as a change would be
//                                    told: Module.marblesChanged(version, ply, length, game,
//                                    record) (game: 1 on the game screen; record: a hash of the
//                                    record's game, variant, position and actions). Every
//                                    change is told so, after the frame or the export that
//                                    made it: the page never has to ask (web/engine.js).
//   mb_capture_board(vector)         {"ok":true}: after the next frame the board's pixels go to
//                                    Module.onBoardCapture(rgba Uint8Array, width, height);
//                                    vector 1: its triangles to Module.onBoardVector (vector.cpp)
//   mb_text(name, text, ok)          the page's answer to Module.marblesText(name), the app's
//                                    request for a rules or about text of the site
//                                    ("rules/wali.en.md", fetched from texts/): its text (a
//                                    record's limit), or ok 0 when the fetch failed
//   mb_resize(css_w, css_h, dpr)     called by the page on load and on every resize/DPR change
//   mb_frame_count()                 frames run so far (the page waits for the first one)
//   mb_wake()                        runs frames again until the picture settles
//   mb_focus_step(dir)               Tab (1) or Shift+Tab (-1) through the app's controls:
//                                    {"moved":true,"name","role"}, or {"moved":false} when the
//                                    focus leaves the app (the page lets the browser's Tab
//                                    happen); 0: the canvas lost the page's focus. Every move
//                                    of the focus goes to Module.marblesFocus(name, role)
//                                    (web/engine.js), for the screen reader.
//
// The changes go to Module.marblesChanged (see mb_watch). The menu's commands go to
// Module.marblesPage (web/boot.js: theme and language of the page) and Module.marblesMenu (the
// shim: save, open, share, embed, image; lang:xx, theme:xx).
#include <GLES3/gl3.h>
#include <SDL.h>
#include <emscripten.h>
#include <emscripten/html5.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <iterator>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/input.h"
#include "imgui.h"
#include "imgui_impl_opengl3.h"
#include "imgui_impl_sdl.h"
#include "platform/sdl_input.h"
#include "platform/web/vector.h"
#include "ui/app.h"
#include "ui/json.h"
#include "ui/lang.h"
#include "ui/messages.h"
#include "ui/theme.h"

namespace {
// While Dear ImGui's backend draws (see marbles_gl_get_integerv), and the canvas's size.
bool g_gl_render = false;
GLint g_gl_viewport[4] = {0, 0, 0, 0};
}  // namespace

namespace {

using marbles::ui::App;
using marbles::ui::FrameInput;

struct Web {
  SDL_Window* window = nullptr;
  SDL_GLContext gl = nullptr;
  std::unique_ptr<App> app;
  double css_w = 0;
  double css_h = 0;
  double dpr = 1;
  bool fonts_uploaded = false;
  int frames = 0;
  std::uint64_t drawn = 0;  // draw_hash of the picture on the canvas (0: none yet)
  int since_drawn = 0;      // frames since the canvas was last drawn
  std::uint64_t shown = 0;  // draw_hash of the last frame
  int calm = 0;             // frames in a row with the same picture and nothing busy
  bool asleep = false;      // the main loop is paused (see the header comment)
};

// Frames in a row with the same picture, the app not busy and no input, before the loop
// sleeps: Dear ImGui settles over two (hover, a popup's size), one more to be sure.
constexpr int kSettleFrames = 3;

Web* g_web = nullptr;

void apply_size() {
  Web& w = *g_web;
  const int iw = static_cast<int>(std::lround(w.css_w));
  const int ih = static_cast<int>(std::lround(w.css_h));
  // SDL keeps the window in CSS pixels (its mouse coordinates), the canvas backing store is
  // CSS size x devicePixelRatio.
  SDL_SetWindowSize(w.window, iw, ih);
  w.drawn = 0;  // setting a canvas's size clears it, even to the size it had
  emscripten_set_canvas_element_size("#canvas", static_cast<int>(std::lround(w.css_w * w.dpr)),
                                     static_cast<int>(std::lround(w.css_h * w.dpr)));
  w.app->resize(static_cast<float>(w.css_w), static_cast<float>(w.css_h),
                static_cast<float>(w.dpr));
}

// The page's hooks (web/index.html and the shim), when they are set.
EM_JS(void, js_board_capture, (const unsigned char* rgba, int width, int height), {
  if (Module.onBoardCapture) {
    Module.onBoardCapture(rgba ? HEAPU8.slice(rgba, rgba + width * height * 4) : null, width,
                          height);
  }
});
// 1 when the page took the request for a text file (web/texts.js), 0 when it has no hook yet.
EM_JS(int, js_fetch_text, (const char* name), {
  if (!Module.marblesText)
    return 0;
  Module.marblesText(UTF8ToString(name));
  return 1;
});
EM_JS(void, js_menu, (const char* command), {
  var c = UTF8ToString(command);
  if (Module.marblesPage)
    Module.marblesPage(c);
  if (Module.marblesMenu)
    Module.marblesMenu(c);
});

// Reads the board's picture (App::take_capture) from what was just drawn and hands it to the
// page, rows top first, as RGBA: the rectangle [min, max) (device pixels from the top-left
// corner), of which only the part inside [clip_min, clip_max) and the canvas is read; the rest
// (the margin beyond the board's area) is the background.
void capture(const marbles::ui::Picture& p, int bw, int bh, ImU32 background) {
  const auto px = [](float v) { return static_cast<int>(std::lround(v)); };
  const int cw = px(p.max.x) - px(p.min.x);
  const int ch = px(p.max.y) - px(p.min.y);
  const int x0 = std::clamp(std::max(px(p.min.x), px(p.clip_min.x)), 0, bw);
  const int y0 = std::clamp(std::max(px(p.min.y), px(p.clip_min.y)), 0, bh);
  const int x1 = std::clamp(std::min(px(p.max.x), px(p.clip_max.x)), 0, bw);
  const int y1 = std::clamp(std::min(px(p.max.y), px(p.clip_max.y)), 0, bh);
  if (cw <= 0 || ch <= 0 || x1 <= x0 || y1 <= y0) {
    js_board_capture(nullptr, 0, 0);
    return;
  }
  const auto row = static_cast<std::size_t>(cw) * 4;
  std::vector<unsigned char> out(row * static_cast<std::size_t>(ch));
  for (std::size_t i = 0; i < out.size(); i += 4) {
    out[i] = background & 0xFF;  // ImU32 is 0xAABBGGRR
    out[i + 1] = (background >> 8) & 0xFF;
    out[i + 2] = (background >> 16) & 0xFF;
    out[i + 3] = 0xFF;
  }
  const int rw = x1 - x0;
  const auto read_row = static_cast<std::size_t>(rw) * 4;
  std::vector<unsigned char> pixels(read_row * static_cast<std::size_t>(y1 - y0));
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  // GL counts rows from the bottom.
  glReadPixels(x0, bh - y1, rw, y1 - y0, GL_RGBA, GL_UNSIGNED_BYTE, pixels.data());
  for (int y = y0; y < y1; ++y) {
    unsigned char* to = out.data() + static_cast<std::size_t>(y - px(p.min.y)) * row +
                        static_cast<std::size_t>(x0 - px(p.min.x)) * 4;
    std::memcpy(to, pixels.data() + static_cast<std::size_t>(y1 - 1 - y) * read_row, read_row);
    for (std::size_t i = 3; i < read_row; i += 4) {
      to[i] = 0xFF;  // opaque, whatever the canvas's alpha
    }
  }
  js_board_capture(out.data(), cw, ch);
}

// A hash of everything a frame's picture depends on: Dear ImGui's draw data (vertices,
// indices, commands, textures), the canvas's size and the background colour.
std::uint64_t draw_hash(const ImDrawData* d, int bw, int bh, ImU32 background) {
  std::uint64_t h = 0x9E3779B97F4A7C15ULL;
  const auto mix = [&h](std::uint64_t v) {
    h = (h ^ v) * 0xBF58476D1CE4E5B9ULL;
    h ^= h >> 31;
  };
  const auto bytes = [&mix](const void* data, std::size_t n) {
    const auto* p = static_cast<const unsigned char*>(data);
    std::size_t i = 0;
    for (; i + 8 <= n; i += 8) {
      std::uint64_t v = 0;
      std::memcpy(&v, p + i, 8);
      mix(v);
    }
    std::uint64_t tail = n;
    for (; i < n; ++i) {
      tail = (tail << 8) | p[i];
    }
    mix(tail);
  };
  mix(static_cast<std::uint64_t>(bw) << 32 | static_cast<std::uint32_t>(bh));
  mix(background);
  const float view[6] = {d->DisplayPos.x,  d->DisplayPos.y,       d->DisplaySize.x,
                         d->DisplaySize.y, d->FramebufferScale.x, d->FramebufferScale.y};
  bytes(view, sizeof view);
  for (int i = 0; i < d->CmdListsCount; ++i) {
    const ImDrawList* l = d->CmdLists[i];
    bytes(l->VtxBuffer.Data, static_cast<std::size_t>(l->VtxBuffer.Size) * sizeof(ImDrawVert));
    bytes(l->IdxBuffer.Data, static_cast<std::size_t>(l->IdxBuffer.Size) * sizeof(ImDrawIdx));
    for (const ImDrawCmd& c : l->CmdBuffer) {
      const float clip[4] = {c.ClipRect.x, c.ClipRect.y, c.ClipRect.z, c.ClipRect.w};
      bytes(clip, sizeof clip);
      mix(static_cast<std::uint64_t>(reinterpret_cast<std::uintptr_t>(c.TextureId)));
      mix(static_cast<std::uint64_t>(c.VtxOffset) << 32 | c.IdxOffset);
      mix(static_cast<std::uint64_t>(c.ElemCount) << 1 | (c.UserCallback != nullptr ? 1 : 0));
    }
  }
  return h == 0 ? 1 : h;
}

// What the page watches: a number that counts the changes of the game, variant and actions of
// the record, the cursor, the screen, the language and the app's own change counter (an FNV-1a
// hash of them all: it only grows), and a hash of the record alone.
struct Watched {
  int version = 0;
  int ply = 0;
  int length = 0;
  bool game = false;  // the game screen (else the start screen)
  std::uint32_t record = 0;
};

Watched watch() {
  std::uint32_t h = 2166136261U;
  const auto mix = [&h](std::uint64_t v) {
    for (int i = 0; i < 8; ++i) {
      h = (h ^ static_cast<std::uint32_t>(v & 0xffU)) * 16777619U;
      v >>= 8U;
    }
  };
  const App& app = *g_web->app;
  const marbles::Session& session = app.session();
  const marbles::Record& r = session.record();
  for (const char c : r.game + "/" + r.variant + "/" + r.position) {
    mix(static_cast<unsigned char>(c));
  }
  for (const marbles::Action a : r.actions) {
    mix(static_cast<std::uint64_t>(a));
  }
  mix(r.actions.size());
  Watched w;
  w.record = h;
  w.ply = static_cast<int>(session.ply());
  w.length = static_cast<int>(r.actions.size());
  w.game = app.screen() == marbles::ui::Screen::kGame;
  mix(session.ply());
  mix(w.game ? 2 : 1);
  mix(static_cast<std::uint64_t>(app.lang()));
  mix(static_cast<std::uint64_t>(app.version()));
  static std::uint32_t last = 0;
  static int changes = 0;
  if (h != last) {
    last = h;
    ++changes;
  }
  w.version = changes;
  return w;
}

EM_JS(void, js_changed, (int version, int ply, int length, int game, std::uint32_t record), {
  if (Module.marblesChanged)
    Module.marblesChanged(version, ply, length, game, record);
});

// Tells the page (Module.marblesChanged, web/engine.js) when what it watches changed: after
// every frame and every export that may change something, so that the page never has to ask.
int g_told = 0;  // the version the page was last told of

void announce() {
  if (g_web == nullptr) {
    return;
  }
  const Watched w = watch();
  if (w.version != g_told) {
    g_told = w.version;
    js_changed(w.version, w.ply, w.length, w.game ? 1 : 0, w.record);
  }
}

// Runs the frame loop again (after input or a change from the page) until it settles.
void wake() {
  if (g_web == nullptr) {
    return;
  }
  g_web->calm = 0;
  if (g_web->asleep) {
    g_web->asleep = false;
    emscripten_resume_main_loop();
  }
}

// The frame loop sleeps once nothing changes (see the header comment).
void settle(bool changing) {
  Web& w = *g_web;
  w.calm = changing || w.app->busy() ? 0 : w.calm + 1;
  if (w.calm >= kSettleFrames && !w.asleep) {
    w.asleep = true;
    emscripten_pause_main_loop();
  }
}

// Input wakes the loop: SDL's own listeners queue the events, these run the frames that read
// them. Passive: they never change what the page does with the event.
EM_JS(void, js_listen_for_input, (), {
  var wake = function() {
    _mb_wake();
  };
  var on = function(target, names, capture) {
    names.split(" ").forEach(
        function(n) { target.addEventListener(n, wake, {passive : true, capture : capture}); });
  };
  on(Module["canvas"], "pointerdown pointermove pointerleave wheel touchstart touchmove", false);
  on(window, "pointerup pointercancel mouseup touchend touchcancel keydown keyup focus blur resize",
     true);
  on(document, "visibilitychange", false);
});

// The answer of an export that may change something, once the page was told of the change.
const char* changed(const char* answer) {
  wake();
  announce();
  return answer;
}

EM_JS(void, js_focus, (const char* name, const char* role), {
  if (Module.marblesFocus)
    Module.marblesFocus(UTF8ToString(name), UTF8ToString(role));
});
// A menu command to the page (see the header comment).
void to_page(std::string_view command) {
  js_menu(std::string(command).c_str());
}

void frame() {
  Web& w = *g_web;
  FrameInput in;
  const auto cw = static_cast<float>(w.css_w);
  const auto ch = static_cast<float>(w.css_h);
  const marbles::platform::InputScale scale{cw, ch, 1.0F};
  SDL_Event e;
  bool input = false;
  while (SDL_PollEvent(&e) != 0) {
    marbles::platform::translate(e, scale, in);  // the page closes itself, not the app
    input = true;
  }
  bool redraw = false;  // a texture changed: the same draw data looks different
  if (w.app->prepare_scale(static_cast<float>(w.dpr)) && w.fonts_uploaded) {
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
    redraw = true;
  }
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  w.fonts_uploaded = true;
  in.css_width = cw;
  in.css_height = ch;
  in.dpr = static_cast<float>(w.dpr);
  in.time_ms = emscripten_get_now();
  w.app->frame(in);

  int bw = 0;
  int bh = 0;
  emscripten_get_canvas_element_size("#canvas", &bw, &bh);
  const ImU32 background = marbles::ui::theme::colors().background;
  marbles::ui::Picture picture;
  const bool capturing = w.app->take_capture(&picture);
  marbles::web::send_vector(*w.app, static_cast<float>(w.dpr));  // the SVG export's board
  // A frame that would draw the picture already on the canvas draws nothing: the browser keeps
  // showing the canvas, and the GPU (on a phone, the battery; on the test machine, the software
  // renderer's share of the cores) rests while the computer thinks. While the loop runs, the
  // canvas is drawn anyway once a second, should the browser have lost it; once the picture
  // settles the loop sleeps (settle()) and the browser keeps showing the last one.
  const std::uint64_t hash = draw_hash(ImGui::GetDrawData(), bw, bh, background);
  ++w.since_drawn;
  if (redraw || capturing || hash != w.drawn || w.since_drawn >= 60) {
    glViewport(0, 0, bw, bh);
    const ImVec4 bg = ImGui::ColorConvertU32ToFloat4(background);
    glClearColor(bg.x, bg.y, bg.z, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    g_gl_render = true;
    g_gl_viewport[2] = bw;
    g_gl_viewport[3] = bh;
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    g_gl_render = false;
    w.drawn = hash;
    w.since_drawn = 0;
    if (capturing) {
      capture(picture, bw, bh, background);
    }
  }
  ++w.frames;
  announce();
  settle(input || redraw || capturing || hash != w.shown);
  w.shown = hash;
}

// The answer of an export, kept until the next call of the same export.
const char* keep(std::string& slot, std::string value) {
  slot = std::move(value);
  return slot.c_str();
}

const char* not_started(std::string& slot) {
  return keep(slot, marbles::ui::json_error("the app is not running (WebGL 2 unavailable?)"));
}

// A string argument of an export as the page passes it (see the header comment).
struct Text {
  marbles::TextKind kind;
  const char* data;
  int size;  // a negative one counts as too long
};

marbles::Result<std::string_view> check(const Text& t) {
  const std::size_t size =
      t.size < 0 ? static_cast<std::size_t>(-1) : static_cast<std::size_t>(t.size);
  return marbles::checked_text(t.kind, t.data, size);
}

// Every export's string arguments come through here, once: checked (core/input.h) into
// `views`. The first one refused answers in `slot`, in English and in the page's language, and
// the export returns that without calling the app (nothing changes); nullptr when all passed.
const char* refused(std::string& slot, const Text* texts, std::string_view* views, std::size_t n) {
  if (g_web == nullptr) {
    return not_started(slot);
  }
  for (std::size_t i = 0; i < n; ++i) {
    auto r = check(texts[i]);
    if (!r.ok()) {
      return keep(slot, marbles::ui::json_error(marbles::ui::text(r.error(), marbles::Lang::kEn),
                                                marbles::ui::text(r.error(), g_web->app->lang())));
    }
    views[i] = *r;
  }
  return nullptr;
}

}  // namespace

// Dear ImGui's OpenGL3 backend saves the GL state before it draws and restores it after, with
// about 20 glGetIntegerv / glIsEnabled calls a frame. In the browser each is a WebGL
// getParameter / isEnabled, a synchronous round trip to the GPU process that waits for the work
// queued before it: with a software renderer, most of a frame's time went there (the profile of
// an idle Wali page: 96 % in getParameter). The page is the only user of its GL context and sets
// everything it draws with, so during ImGui's drawing these answer GL's default state (which
// the backend then "restores"); elsewhere they ask WebGL. cmake/app.cmake renames the calls of
// that one file to these.
extern "C" void marbles_gl_get_integerv(GLenum pname, GLint* data) {
  if (!g_gl_render) {
    glGetIntegerv(pname, data);
    return;
  }
  switch (pname) {
    case GL_ACTIVE_TEXTURE:
      *data = GL_TEXTURE0;
      return;
    case GL_VIEWPORT:
    case GL_SCISSOR_BOX:
      std::copy(std::begin(g_gl_viewport), std::end(g_gl_viewport), data);
      return;
    case GL_BLEND_SRC_RGB:
    case GL_BLEND_SRC_ALPHA:
      *data = GL_ONE;
      return;
    case GL_BLEND_DST_RGB:
    case GL_BLEND_DST_ALPHA:
      *data = GL_ZERO;
      return;
    case GL_BLEND_EQUATION_RGB:
    case GL_BLEND_EQUATION_ALPHA:
      *data = GL_FUNC_ADD;
      return;
    default:
      *data = 0;  // bindings: none (program, texture, sampler, buffer, vertex array)
      return;
  }
}

extern "C" GLboolean marbles_gl_is_enabled(GLenum cap) {
  return g_gl_render ? GL_FALSE : glIsEnabled(cap);  // every capability is off by default
}

// SDL's EGL layer looks up GL functions by name through eglGetProcAddress (SDL_GL_GetProcAddress,
// SDL_GL_ExtensionSupported, SDL_GL_GetAttribute); Emscripten's own eglGetProcAddress names every
// WebGL function, which links all of them into marbles.js and marbles.wasm (13 KB of gzip).
// The page calls GL directly (Dear ImGui's OpenGL3 backend includes GLES3/gl3.h), so this one
// knows only the functions SDL itself asks for and answers null for the rest (as a driver does
// for a function it lacks). Defined here, it keeps Emscripten's libGL member out of the link.
extern "C" void* eglGetProcAddress(const char* name) {
  struct Entry {
    const char* name;
    void* fn;
  };
  static const Entry known[] = {
      {"glGetString", reinterpret_cast<void*>(&glGetString)},
      {"glGetStringi", reinterpret_cast<void*>(&glGetStringi)},
      {"glGetIntegerv", reinterpret_cast<void*>(&glGetIntegerv)},
      {"glGetError", reinterpret_cast<void*>(&glGetError)},
      {"glBindFramebuffer", reinterpret_cast<void*>(&glBindFramebuffer)},
      {"glGetFramebufferAttachmentParameteriv",
       reinterpret_cast<void*>(&glGetFramebufferAttachmentParameteriv)},
  };
  for (const Entry& e : known) {
    if (std::strcmp(name, e.name) == 0) {
      return e.fn;
    }
  }
  return nullptr;
}

extern "C" {

EMSCRIPTEN_KEEPALIVE const char* mb_games_json() {
  static std::string s;
  return g_web ? keep(s, g_web->app->games_json()) : not_started(s);
}

EMSCRIPTEN_KEEPALIVE const char* mb_new_game(const char* game, int game_size, const char* variant,
                                             int variant_size) {
  static std::string s;
  const Text texts[] = {{marbles::TextKind::kGame, game, game_size},
                        {marbles::TextKind::kVariant, variant, variant_size}};
  std::string_view v[2];
  const char* no = refused(s, texts, v, 2);
  return no ? no : changed(keep(s, g_web->app->new_game(v[0], v[1])));
}

EMSCRIPTEN_KEEPALIVE const char* mb_editor(const char* command, int command_size, const char* arg,
                                           int arg_size) {
  static std::string s;
  const Text texts[] = {{marbles::TextKind::kOptionName, command, command_size},
                        {marbles::TextKind::kRecord, arg, arg_size}};
  std::string_view v[2];
  const char* no = refused(s, texts, v, 2);
  return no ? no : changed(keep(s, g_web->app->editor(v[0], v[1])));
}

EMSCRIPTEN_KEEPALIVE const char* mb_state_json() {
  static std::string s;
  return g_web ? keep(s, g_web->app->state_json()) : not_started(s);
}

EMSCRIPTEN_KEEPALIVE const char* mb_play(const char* text, int size) {
  static std::string s;
  const Text texts[] = {{marbles::TextKind::kMove, text, size}};
  std::string_view v[1];
  const char* no = refused(s, texts, v, 1);
  return no ? no : changed(keep(s, g_web->app->play(v[0])));
}

EMSCRIPTEN_KEEPALIVE const char* mb_load_record(const char* text, int size, int has_ply, int ply) {
  static std::string s;
  const Text texts[] = {{marbles::TextKind::kRecord, text, size}};
  std::string_view v[1];
  const char* no = refused(s, texts, v, 1);
  const std::optional<int> at = has_ply != 0 ? std::optional<int>(ply) : std::nullopt;
  return no ? no : changed(keep(s, g_web->app->load_record(v[0], at)));
}

EMSCRIPTEN_KEEPALIVE const char* mb_save_record() {
  static std::string s;
  return g_web ? keep(s, g_web->app->save_record()) : keep(s, "");
}

EMSCRIPTEN_KEEPALIVE const char* mb_undo() {
  static std::string s;
  return g_web ? changed(keep(s, g_web->app->undo())) : not_started(s);
}

EMSCRIPTEN_KEEPALIVE const char* mb_redo() {
  static std::string s;
  return g_web ? changed(keep(s, g_web->app->redo())) : not_started(s);
}

EMSCRIPTEN_KEEPALIVE const char* mb_set_option(const char* name, int name_size, const char* value,
                                               int value_size) {
  static std::string s;
  const Text texts[] = {{marbles::TextKind::kOptionName, name, name_size},
                        {marbles::TextKind::kOptionValue, value, value_size}};
  std::string_view v[2];
  const char* no = refused(s, texts, v, 2);
  return no ? no : changed(keep(s, g_web->app->set_option(v[0], v[1])));
}

EMSCRIPTEN_KEEPALIVE const char* mb_cell_center(const char* cell, int size) {
  static std::string s;
  const Text texts[] = {{marbles::TextKind::kCell, cell, size}};
  std::string_view v[1];
  const char* no = refused(s, texts, v, 1);
  return no ? no : keep(s, g_web->app->cell_center_json(v[0]));
}

EMSCRIPTEN_KEEPALIVE const char* mb_widget_center(const char* name, int size) {
  static std::string s;
  const Text texts[] = {{marbles::TextKind::kControl, name, size}};
  std::string_view v[1];
  const char* no = refused(s, texts, v, 1);
  return no ? no : keep(s, g_web->app->widget_center_json(v[0]));
}

EMSCRIPTEN_KEEPALIVE const char* mb_layout_json() {
  static std::string s;
  return g_web ? keep(s, g_web->app->layout_json()) : not_started(s);
}

EMSCRIPTEN_KEEPALIVE const char* mb_describe(int i) {
  static std::string s;
  return g_web ? keep(s, g_web->app->describe(i)) : not_started(s);
}

EMSCRIPTEN_KEEPALIVE const char* mb_go_to(int ply) {
  static std::string s;
  return g_web ? changed(keep(s, g_web->app->go_to(ply))) : not_started(s);
}

EMSCRIPTEN_KEEPALIVE const char* mb_play_on() {
  static std::string s;
  return g_web ? changed(keep(s, g_web->app->play_on())) : not_started(s);
}

EMSCRIPTEN_KEEPALIVE const char* mb_capture_board(int vector) {
  static std::string s;
  wake();
  return g_web ? keep(s, g_web->app->capture_board(vector != 0)) : not_started(s);
}

// The words of the record's comment at the position shown: the page's Comment dialog.
EMSCRIPTEN_KEEPALIVE const char* mb_set_comment(const char* text, int size) {
  static std::string s;
  const Text texts[] = {{marbles::TextKind::kRecord, text, size}};
  std::string_view v[1];
  const char* no = refused(s, texts, v, 1);
  return no ? no : changed(keep(s, g_web->app->set_comment_words(v[0])));
}

EMSCRIPTEN_KEEPALIVE const char* mb_comment_words() {
  static std::string s;
  return g_web ? keep(s, g_web->app->comment_words()) : keep(s, "");
}

EMSCRIPTEN_KEEPALIVE const char* mb_save_full_record() {
  static std::string s;
  return g_web ? keep(s, marbles::format_record(g_web->app->session().record())) : keep(s, "");
}

EMSCRIPTEN_KEEPALIVE const char* mb_text(const char* name, int name_size, const char* text,
                                         int text_size, int ok) {
  static std::string s;
  const Text texts[] = {{marbles::TextKind::kControl, name, name_size},
                        {marbles::TextKind::kRecord, text, text_size}};
  std::string_view v[2];
  const char* no = refused(s, texts, v, 2);
  if (no) {
    return no;
  }
  g_web->app->text_arrived(v[0], v[1], ok != 0);
  wake();
  return keep(s, marbles::ui::json_ok());
}

EMSCRIPTEN_KEEPALIVE void mb_resize(int css_width, int css_height, double dpr) {
  if (!g_web || css_width <= 0 || css_height <= 0) {
    return;
  }
  g_web->css_w = css_width;
  g_web->css_h = css_height;
  g_web->dpr = dpr > 0 && std::isfinite(dpr) ? dpr : 1.0;
  apply_size();
  wake();
}

EMSCRIPTEN_KEEPALIVE int mb_frame_count() {
  return g_web ? g_web->frames : -1;
}

EMSCRIPTEN_KEEPALIVE void mb_wake() {
  wake();
}

EMSCRIPTEN_KEEPALIVE const char* mb_focus_step(int dir) {
  static std::string s;
  wake();
  return g_web ? keep(s, g_web->app->focus_step(dir)) : not_started(s);
}

EMSCRIPTEN_KEEPALIVE void mb_watch() {
  g_told = -1;
  announce();
}

EMSCRIPTEN_KEEPALIVE int mb_version() {
  return g_web ? watch().version : -1;
}

}  // extern "C"

int main() {
  SDL_SetHint(SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT, "#canvas");
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
    std::fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
    return 1;
  }
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
  SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 0);

  double css_w = 0;
  double css_h = 0;
  emscripten_get_element_css_size("#canvas", &css_w, &css_h);
  if (css_w < 1 || css_h < 1) {
    css_w = 800;
    css_h = 600;
  }
  static Web web;
  web.css_w = std::round(css_w);
  web.css_h = std::round(css_h);
  web.dpr = emscripten_get_device_pixel_ratio();
  web.window =
      SDL_CreateWindow("Marbles & stones", SDL_WINDOWPOS_UNDEFINED, SDL_WINDOWPOS_UNDEFINED,
                       static_cast<int>(web.css_w), static_cast<int>(web.css_h),
                       SDL_WINDOW_OPENGL | SDL_WINDOW_ALLOW_HIGHDPI);
  if (web.window == nullptr) {
    std::fprintf(stderr, "SDL_CreateWindow: %s\n", SDL_GetError());
    return 1;
  }
  web.gl = SDL_GL_CreateContext(web.window);
  if (web.gl == nullptr) {
    std::fprintf(stderr, "WebGL 2 context: %s\n", SDL_GetError());
    return 1;
  }
  SDL_GL_MakeCurrent(web.window, web.gl);

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGui_ImplSDL2_InitForOpenGL(web.window, web.gl);
  ImGui_ImplOpenGL3_Init("#version 300 es");
  const auto seed = static_cast<std::uint64_t>(emscripten_get_now() * 1000.0) ^
                    (static_cast<std::uint64_t>(emscripten_random() * 4294967296.0) << 20);
  web.app = std::make_unique<App>(seed);
  web.app->set_menu_handler(to_page);
  web.app->set_text_fetch([](const std::string& name) { return js_fetch_text(name.c_str()) != 0; });
  web.app->set_focus_handler([](std::string_view name, std::string_view role) {
    js_focus(std::string(name).c_str(), std::string(role).c_str());
  });
  g_web = &web;
  apply_size();
  js_listen_for_input();
  emscripten_set_main_loop(frame, 0, true);
  return 0;
}
