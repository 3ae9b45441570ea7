// The desktop shell: the same ui::App in a native SDL2 window with OpenGL 3 (development, and
// screenshots under Xvfb). HiDPI: the window size is in points ("CSS pixels"), the drawable in
// pixels; their ratio is the display scale.
//
//   marbles_desktop [--size WxH] [--scale S] [--lang fr|en] [--game ID] [--variant V]
//                   [--record FILE] [--moves "C3 D4 ..."] [--ai off|0|1] [--screen start|game]
//                   [--tab moves|rules|about] [--theme dark|light] [--mode play|replay|view]
//                   [--embed 1|0]
//                   [--screenshot out.png --frames N]
// --scale forces the display scale (the window gets W*S x H*S pixels); --screenshot draws N
// frames (default 3), writes the last one as a PNG and exits.
#include <SDL.h>
#include <SDL_opengl.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "imgui.h"
#include "imgui_impl_opengl3.h"
#include "imgui_impl_sdl.h"
#include "platform/desktop/png.h"
#include "platform/sdl_input.h"
#include "ui/app.h"
#include "ui/theme.h"

namespace {

using marbles::ui::App;
using marbles::ui::FrameInput;

// ----- GL entry points this file uses, fetched through SDL (no link-time libGL). -----
struct Gl {
  void(APIENTRY* Viewport)(GLint, GLint, GLsizei, GLsizei) = nullptr;
  void(APIENTRY* ClearColor)(GLfloat, GLfloat, GLfloat, GLfloat) = nullptr;
  void(APIENTRY* Clear)(GLbitfield) = nullptr;
  void(APIENTRY* ReadPixels)(GLint, GLint, GLsizei, GLsizei, GLenum, GLenum, void*) = nullptr;
  void(APIENTRY* PixelStorei)(GLenum, GLint) = nullptr;
};

template <class F>
void load(F& f, const char* name) {
  f = reinterpret_cast<F>(SDL_GL_GetProcAddress(name));
}

struct Options {
  int width = 1280;
  int height = 800;
  float scale = 0;  // 0: from the drawable size
  std::string screenshot;
  int frames = 3;
  std::vector<std::pair<std::string, std::string>> settings;  // applied in order
};

bool parse_args(int argc, char** argv, Options& o) {
  for (int i = 1; i < argc; ++i) {
    const std::string_view a = argv[i];
    const char* v = i + 1 < argc ? argv[i + 1] : nullptr;
    if (v == nullptr) {
      std::fprintf(stderr, "missing value after %s\n", argv[i]);
      return false;
    }
    ++i;
    if (a == "--size") {
      if (std::sscanf(v, "%dx%d", &o.width, &o.height) != 2 || o.width < 100 || o.height < 100) {
        std::fprintf(stderr, "bad --size %s (WxH)\n", v);
        return false;
      }
    } else if (a == "--scale") {
      o.scale = std::strtof(v, nullptr);
    } else if (a == "--screenshot") {
      o.screenshot = v;
    } else if (a == "--frames") {
      o.frames = std::atoi(v);
    } else if (a == "--lang" || a == "--game" || a == "--variant" || a == "--moves" ||
               a == "--record" || a == "--ai" || a == "--screen" || a == "--tab" ||
               a == "--theme" || a == "--mode" || a == "--embed") {
      o.settings.emplace_back(std::string(a.substr(2)), v);
    } else {
      std::fprintf(stderr, "unknown option %s\n", argv[i - 1]);
      return false;
    }
  }
  return true;
}

// Applies the command-line settings through the same API the web page uses.
void apply_settings(App& app, const Options& o) {
  std::string game(marbles::games().front().id);  // the list's first
  std::string variant = "default";
  for (const auto& [k, v] : o.settings) {
    if (k == "game") {
      game = v;
    } else if (k == "variant") {
      variant = v;
    }
  }
  auto report = [](const std::string& what, const std::string& json) {
    if (json.rfind("{\"ok\":true", 0) != 0) {
      std::fprintf(stderr, "%s: %s\n", what.c_str(), json.c_str());
    }
  };
  report("new game", app.new_game(game, variant));
  for (const auto& [k, v] : o.settings) {
    if (k == "lang" || k == "ai" || k == "screen" || k == "theme" || k == "embed") {
      report(k, app.set_option(k, v));
    } else if (k == "moves") {
      std::size_t pos = 0;
      while (pos < v.size()) {
        const std::size_t end = v.find(' ', pos);
        const std::string m =
            v.substr(pos, end == std::string::npos ? std::string::npos : end - pos);
        if (!m.empty()) {
          report("move " + m, app.play(m));
        }
        pos = end == std::string::npos ? v.size() : end + 1;
      }
    } else if (k == "tab") {
      report(k, app.set_option("tab", v));
    } else if (k == "record") {
      std::FILE* f = std::fopen(v.c_str(), "rb");
      if (f == nullptr) {
        std::fprintf(stderr, "cannot read %s\n", v.c_str());
        continue;
      }
      std::string text;
      char buf[4096];
      for (std::size_t n = 0; (n = std::fread(buf, 1, sizeof buf, f)) > 0;) {
        text.append(buf, n);
      }
      std::fclose(f);
      report("record", app.load_record(text));
    }
  }
  // The mode last: replay and view take no moves.
  for (const auto& [k, v] : o.settings) {
    if (k == "mode") {
      report(k, app.set_option(k, v));
    }
  }
}

// The window and its OpenGL 3.3 context (hidden for a screenshot). Prints why on failure.
struct Window {
  SDL_Window* window = nullptr;
  SDL_GLContext gl = nullptr;
};

bool open_window(const Options& opt, Window& w) {
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_TIMER) != 0) {
    std::fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
    return false;
  }
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, 0);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  const bool forced = opt.scale > 0;
  const int win_w =
      forced ? static_cast<int>(std::lround(static_cast<float>(opt.width) * opt.scale)) : opt.width;
  const int win_h = forced
                        ? static_cast<int>(std::lround(static_cast<float>(opt.height) * opt.scale))
                        : opt.height;
  w.window = SDL_CreateWindow("Marbles & stones", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                              win_w, win_h,
                              SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI |
                                  (opt.screenshot.empty() ? 0 : SDL_WINDOW_HIDDEN));
  if (w.window == nullptr) {
    std::fprintf(stderr, "SDL_CreateWindow: %s\n", SDL_GetError());
    return false;
  }
  w.gl = SDL_GL_CreateContext(w.window);
  if (w.gl == nullptr) {
    std::fprintf(stderr, "OpenGL 3.3 context: %s\n", SDL_GetError());
    return false;
  }
  SDL_GL_MakeCurrent(w.window, w.gl);
  SDL_GL_SetSwapInterval(1);
  return true;
}

bool load_gl(Gl& g) {
  load(g.Viewport, "glViewport");
  load(g.ClearColor, "glClearColor");
  load(g.Clear, "glClear");
  load(g.ReadPixels, "glReadPixels");
  load(g.PixelStorei, "glPixelStorei");
  if (g.Viewport == nullptr || g.ClearColor == nullptr || g.Clear == nullptr ||
      g.ReadPixels == nullptr || g.PixelStorei == nullptr) {
    std::fprintf(stderr, "OpenGL entry points missing\n");
    return false;
  }
  return true;
}

// This frame's sizes: the window in points, the drawable in pixels, and the page the app sees
// (CSS pixels and the display scale; --scale forces the scale).
struct Sizes {
  int ww = 0;
  int wh = 0;
  int dw = 0;
  int dh = 0;
  float scale = 1;
  float css_w = 0;
  float css_h = 0;
};

Sizes measure(SDL_Window* window, const Options& opt) {
  Sizes z;
  SDL_GetWindowSize(window, &z.ww, &z.wh);
  SDL_GL_GetDrawableSize(window, &z.dw, &z.dh);
  z.scale = z.ww > 0 ? static_cast<float>(z.dw) / static_cast<float>(z.ww) : 1.0f;
  z.css_w = static_cast<float>(z.ww);
  z.css_h = static_cast<float>(z.wh);
  if (opt.scale > 0) {
    z.scale = opt.scale * (z.ww > 0 ? static_cast<float>(z.dw) / static_cast<float>(z.ww) : 1.0f);
    z.css_w = static_cast<float>(z.dw) / z.scale;
    z.css_h = static_cast<float>(z.dh) / z.scale;
  }
  return z;
}

// SDL's events into the app's input (pointer, wheel, keys); the rest to ImGui's backend.
// False when the window is to close; `input`: some event came.
bool poll_events(const Sizes& z, FrameInput& in, bool& input) {
  const float to_css = z.css_w / static_cast<float>(z.ww > 0 ? z.ww : 1);
  bool running = true;
  const marbles::platform::InputScale scale{z.css_w, z.css_h, to_css};
  SDL_Event e;
  input = false;
  while (SDL_PollEvent(&e) != 0) {
    running = marbles::platform::translate(e, scale, in) && running;
    input = true;
  }
  return running;
}

// Clears to the theme's background and draws ImGui's frame.
void render(const Gl& g, const Sizes& z) {
  g.Viewport(0, 0, z.dw, z.dh);
  const ImVec4 bg = ImGui::ColorConvertU32ToFloat4(marbles::ui::theme::colors().background);
  g.ClearColor(bg.x, bg.y, bg.z, 1.0f);
  g.Clear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
}

// Writes the frame just drawn as a PNG and says so.
bool save_screenshot(const Gl& g, const Sizes& z, const std::string& path) {
  std::vector<std::uint8_t> pixels(static_cast<std::size_t>(z.dw) * static_cast<std::size_t>(z.dh) *
                                   4);
  g.PixelStorei(GL_PACK_ALIGNMENT, 1);
  g.ReadPixels(0, 0, z.dw, z.dh, GL_RGBA, GL_UNSIGNED_BYTE, pixels.data());
  if (!marbles::platform::write_png(path.c_str(), z.dw, z.dh, pixels)) {
    std::fprintf(stderr, "cannot write %s\n", path.c_str());
    return false;
  }
  std::printf("%s: %dx%d\n", path.c_str(), z.dw, z.dh);
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  Options opt;
  if (!parse_args(argc, argv, opt)) {
    return 2;
  }
  Window w;
  Gl g;
  if (!open_window(opt, w) || !load_gl(g)) {
    return 1;
  }
  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGui_ImplSDL2_InitForOpenGL(w.window, w.gl);
  ImGui_ImplOpenGL3_Init("#version 330 core");
  auto app = std::make_unique<App>(static_cast<std::uint64_t>(SDL_GetPerformanceCounter()));
  apply_settings(*app, opt);

  bool fonts_uploaded = false;
  int frame = 0;
  // Frames in a row with no event and the app not busy: after a few (Dear ImGui settles over
  // two), the loop sleeps until the next event (it stays queued for poll_events).
  constexpr int kSettleFrames = 3;
  int calm = 0;
  for (bool running = true; running;) {
    if (calm >= kSettleFrames && opt.screenshot.empty()) {
      SDL_WaitEvent(nullptr);
    }
    const Sizes z = measure(w.window, opt);
    FrameInput in;
    bool input = false;
    running = poll_events(z, in, input);
    if (app->prepare_scale(z.scale) && fonts_uploaded) {
      ImGui_ImplOpenGL3_DestroyFontsTexture();
      ImGui_ImplOpenGL3_CreateFontsTexture();
    }
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    fonts_uploaded = true;
    in.css_width = z.css_w;
    in.css_height = z.css_h;
    in.dpr = z.scale;
    in.time_ms = static_cast<double>(SDL_GetPerformanceCounter()) * 1000.0 /
                 static_cast<double>(SDL_GetPerformanceFrequency());
    app->frame(in);
    calm = input || app->busy() ? 0 : calm + 1;
    render(g, z);
    ++frame;
    if (!opt.screenshot.empty() && frame >= opt.frames) {
      if (!save_screenshot(g, z, opt.screenshot)) {
        return 1;
      }
      running = false;
    }
    SDL_GL_SwapWindow(w.window);
  }
  app.reset();
  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplSDL2_Shutdown();
  ImGui::DestroyContext();
  SDL_GL_DeleteContext(w.gl);
  SDL_DestroyWindow(w.window);
  SDL_Quit();
  return 0;
}
