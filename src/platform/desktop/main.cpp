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

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "imgui.h"
#include "imgui_impl_opengl3.h"
#include "imgui_impl_sdl.h"
#include "platform/sdl_keys.h"
#include "ui/app.h"
#include "ui/theme.h"

namespace {

using marbles::ui::App;
using marbles::ui::FrameInput;
using marbles::ui::PointerEvent;

// ----- A tiny PNG writer: RGB, zlib "stored" blocks (no compression), CRC32 and Adler-32. -----

std::uint32_t crc32(const std::uint8_t* data, std::size_t n, std::uint32_t crc = 0) {
  static std::array<std::uint32_t, 256> table = [] {
    std::array<std::uint32_t, 256> t{};
    for (std::uint32_t i = 0; i < 256; ++i) {
      std::uint32_t c = i;
      for (int k = 0; k < 8; ++k) {
        c = (c & 1u) != 0 ? 0xEDB88320u ^ (c >> 1) : c >> 1;
      }
      t[i] = c;
    }
    return t;
  }();
  crc = ~crc;
  for (std::size_t i = 0; i < n; ++i) {
    crc = table[(crc ^ data[i]) & 0xFFu] ^ (crc >> 8);
  }
  return ~crc;
}

void put32(std::vector<std::uint8_t>& out, std::uint32_t v) {
  out.push_back(static_cast<std::uint8_t>(v >> 24));
  out.push_back(static_cast<std::uint8_t>(v >> 16));
  out.push_back(static_cast<std::uint8_t>(v >> 8));
  out.push_back(static_cast<std::uint8_t>(v));
}

void chunk(std::vector<std::uint8_t>& out, const char* type,
           const std::vector<std::uint8_t>& data) {
  put32(out, static_cast<std::uint32_t>(data.size()));
  std::vector<std::uint8_t> body(type, type + 4);
  body.insert(body.end(), data.begin(), data.end());
  out.insert(out.end(), body.begin(), body.end());
  put32(out, crc32(body.data(), body.size()));
}

// rgba: bottom-up rows as glReadPixels gives them.
bool write_png(const char* path, int w, int h, const std::vector<std::uint8_t>& rgba) {
  std::vector<std::uint8_t> raw;
  raw.reserve(static_cast<std::size_t>(h) * (static_cast<std::size_t>(w) * 3 + 1));
  for (int y = h - 1; y >= 0; --y) {
    raw.push_back(0);  // filter: none
    const std::uint8_t* row =
        rgba.data() + static_cast<std::size_t>(y) * static_cast<std::size_t>(w) * 4;
    for (int x = 0; x < w; ++x) {
      const std::size_t at = static_cast<std::size_t>(x) * 4;
      raw.push_back(row[at]);
      raw.push_back(row[at + 1]);
      raw.push_back(row[at + 2]);
    }
  }
  std::vector<std::uint8_t> z = {0x78, 0x01};
  std::uint32_t a = 1;
  std::uint32_t b = 0;
  for (std::uint8_t v : raw) {
    a = (a + v) % 65521u;
    b = (b + a) % 65521u;
  }
  for (std::size_t pos = 0; pos < raw.size() || pos == 0;) {
    const std::size_t n = std::min<std::size_t>(65535, raw.size() - pos);
    const bool last = pos + n >= raw.size();
    z.push_back(last ? 1 : 0);
    z.push_back(static_cast<std::uint8_t>(n & 0xFF));
    z.push_back(static_cast<std::uint8_t>(n >> 8));
    z.push_back(static_cast<std::uint8_t>(~n & 0xFF));
    z.push_back(static_cast<std::uint8_t>((~n >> 8) & 0xFF));
    z.insert(z.end(), raw.begin() + static_cast<std::ptrdiff_t>(pos),
             raw.begin() + static_cast<std::ptrdiff_t>(pos + n));
    pos += n;
    if (last) {
      break;
    }
  }
  put32(z, (b << 16) | a);
  std::vector<std::uint8_t> png = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
  std::vector<std::uint8_t> ihdr;
  put32(ihdr, static_cast<std::uint32_t>(w));
  put32(ihdr, static_cast<std::uint32_t>(h));
  ihdr.insert(ihdr.end(), {8, 2, 0, 0, 0});  // 8-bit RGB
  chunk(png, "IHDR", ihdr);
  chunk(png, "IDAT", z);
  chunk(png, "IEND", {});
  std::FILE* f = std::fopen(path, "wb");
  if (f == nullptr) {
    return false;
  }
  const bool ok = std::fwrite(png.data(), 1, png.size(), f) == png.size();
  return std::fclose(f) == 0 && ok;
}

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

PointerEvent pointer(PointerEvent::Kind kind, float x, float y, bool touch) {
  PointerEvent e;
  e.kind = kind;
  e.x = x;
  e.y = y;
  e.touch = touch;
  return e;
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

}  // namespace

int main(int argc, char** argv) {
  Options opt;
  if (!parse_args(argc, argv, opt)) {
    return 2;
  }
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_TIMER) != 0) {
    std::fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
    return 1;
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
  SDL_Window* window = SDL_CreateWindow(
      "Marbles & stones", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, win_w, win_h,
      SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI |
          (opt.screenshot.empty() ? 0 : SDL_WINDOW_HIDDEN));
  if (window == nullptr) {
    std::fprintf(stderr, "SDL_CreateWindow: %s\n", SDL_GetError());
    return 1;
  }
  SDL_GLContext gl = SDL_GL_CreateContext(window);
  if (gl == nullptr) {
    std::fprintf(stderr, "OpenGL 3.3 context: %s\n", SDL_GetError());
    return 1;
  }
  SDL_GL_MakeCurrent(window, gl);
  SDL_GL_SetSwapInterval(1);
  Gl g;
  load(g.Viewport, "glViewport");
  load(g.ClearColor, "glClearColor");
  load(g.Clear, "glClear");
  load(g.ReadPixels, "glReadPixels");
  load(g.PixelStorei, "glPixelStorei");
  if (g.Viewport == nullptr || g.ClearColor == nullptr || g.Clear == nullptr ||
      g.ReadPixels == nullptr || g.PixelStorei == nullptr) {
    std::fprintf(stderr, "OpenGL entry points missing\n");
    return 1;
  }

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGui_ImplSDL2_InitForOpenGL(window, gl);
  ImGui_ImplOpenGL3_Init("#version 330 core");
  auto app = std::make_unique<App>(static_cast<std::uint64_t>(SDL_GetPerformanceCounter()));
  apply_settings(*app, opt);

  bool fonts_uploaded = false;
  int frame = 0;
  for (bool running = true; running;) {
    int ww = 0;
    int wh = 0;
    int dw = 0;
    int dh = 0;
    SDL_GetWindowSize(window, &ww, &wh);
    SDL_GL_GetDrawableSize(window, &dw, &dh);
    float scale = ww > 0 ? static_cast<float>(dw) / static_cast<float>(ww) : 1.0f;
    float css_w = static_cast<float>(ww);
    float css_h = static_cast<float>(wh);
    if (forced) {
      scale = opt.scale * (ww > 0 ? static_cast<float>(dw) / static_cast<float>(ww) : 1.0f);
      css_w = static_cast<float>(dw) / scale;
      css_h = static_cast<float>(dh) / scale;
    }
    const float to_css = css_w / static_cast<float>(ww > 0 ? ww : 1);
    FrameInput in;
    SDL_Event e;
    while (SDL_PollEvent(&e) != 0) {
      switch (e.type) {
        case SDL_QUIT:
          running = false;
          break;
        case SDL_MOUSEMOTION:
          if (e.motion.which != SDL_TOUCH_MOUSEID) {
            in.pointer.push_back(pointer(PointerEvent::Kind::kMove,
                                         static_cast<float>(e.motion.x) * to_css,
                                         static_cast<float>(e.motion.y) * to_css, false));
          }
          break;
        case SDL_MOUSEBUTTONDOWN:
        case SDL_MOUSEBUTTONUP:
          if (e.button.which != SDL_TOUCH_MOUSEID && e.button.button == SDL_BUTTON_LEFT) {
            in.pointer.push_back(pointer(
                e.type == SDL_MOUSEBUTTONDOWN ? PointerEvent::Kind::kDown : PointerEvent::Kind::kUp,
                static_cast<float>(e.button.x) * to_css, static_cast<float>(e.button.y) * to_css,
                false));
          }
          break;
        case SDL_MOUSEWHEEL:
          if (e.wheel.which != SDL_TOUCH_MOUSEID) {
            in.wheel += e.wheel.preciseY;
          }
          break;
        case SDL_FINGERDOWN:
        case SDL_FINGERUP:
        case SDL_FINGERMOTION: {
          const PointerEvent::Kind k = e.type == SDL_FINGERDOWN ? PointerEvent::Kind::kDown
                                       : e.type == SDL_FINGERUP ? PointerEvent::Kind::kUp
                                                                : PointerEvent::Kind::kMove;
          in.pointer.push_back(pointer(k, e.tfinger.x * css_w, e.tfinger.y * css_h, true));
          break;
        }
        case SDL_WINDOWEVENT:
          if (e.window.event == SDL_WINDOWEVENT_LEAVE) {
            in.pointer.push_back(pointer(PointerEvent::Kind::kLeave, 0, 0, false));
          } else if (e.window.event == SDL_WINDOWEVENT_CLOSE) {
            running = false;
          }
          ImGui_ImplSDL2_ProcessEvent(&e);
          break;
        case SDL_KEYDOWN:
          marbles::platform::queue_key(e.key, in.keys);
          ImGui_ImplSDL2_ProcessEvent(&e);
          break;
        default:
          ImGui_ImplSDL2_ProcessEvent(&e);
      }
    }
    if (app->prepare_scale(scale) && fonts_uploaded) {
      ImGui_ImplOpenGL3_DestroyFontsTexture();
      ImGui_ImplOpenGL3_CreateFontsTexture();
    }
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    fonts_uploaded = true;
    in.css_width = css_w;
    in.css_height = css_h;
    in.dpr = scale;
    in.time_ms = static_cast<double>(SDL_GetPerformanceCounter()) * 1000.0 /
                 static_cast<double>(SDL_GetPerformanceFrequency());
    app->frame(in);
    g.Viewport(0, 0, dw, dh);
    const ImVec4 bg = ImGui::ColorConvertU32ToFloat4(marbles::ui::theme::colors().background);
    g.ClearColor(bg.x, bg.y, bg.z, 1.0f);
    g.Clear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    ++frame;
    if (!opt.screenshot.empty() && frame >= opt.frames) {
      std::vector<std::uint8_t> pixels(static_cast<std::size_t>(dw) * static_cast<std::size_t>(dh) *
                                       4);
      g.PixelStorei(GL_PACK_ALIGNMENT, 1);
      g.ReadPixels(0, 0, dw, dh, GL_RGBA, GL_UNSIGNED_BYTE, pixels.data());
      if (!write_png(opt.screenshot.c_str(), dw, dh, pixels)) {
        std::fprintf(stderr, "cannot write %s\n", opt.screenshot.c_str());
        return 1;
      }
      std::printf("%s: %dx%d\n", opt.screenshot.c_str(), dw, dh);
      running = false;
    }
    SDL_GL_SwapWindow(window);
  }
  app.reset();
  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplSDL2_Shutdown();
  ImGui::DestroyContext();
  SDL_GL_DeleteContext(gl);
  SDL_DestroyWindow(window);
  SDL_Quit();
  return 0;
}
