// The board as triangles for the SVG export (vector.h): what App::take_vector drew, as typed
// arrays, and the font's glyphs, so that the page can turn the glyph quads back into text.
//   head: the picture's rectangle (min, max), its clip (min, max), the device pixel ratio, the
//         font atlas's white pixel (u, v), the first index of the marks, the background (r, g, b)
//   vertices: ImDrawVert (x, y, u, v as float32, colour as 0xAABBGGRR), 20 bytes each
//   indices: uint32, absolute; commands: (clip x0, y0, x1, y1, first index, count) each
//   glyphs: (codepoint, u0, v0, x0, y0, y1, font size, ascent, bold) each
#include "platform/web/vector.h"

#include <emscripten.h>

#include <vector>

#include "imgui.h"
#include "ui/app.h"
#include "ui/theme.h"

namespace marbles::web {
namespace {

EM_JS(void, js_board_vector,
      (const float* head, int nhead, const void* vtx, int nvtx, const unsigned* idx, int nidx,
       const float* cmds, int ncmds, const float* glyphs, int nglyphs),
      {
        if (!Module.onBoardVector)
          return;
        var f = function(at, n) {
          return HEAPF32.slice(at >> 2, (at >> 2) + n);
        };
        Module.onBoardVector({
          head : f(head, nhead),
          vertices : HEAPU8.slice(vtx, vtx + nvtx * 20).buffer,
          indices : HEAPU32.slice(idx >> 2, (idx >> 2) + nidx),
          commands : f(cmds, ncmds),
          glyphs : f(glyphs, nglyphs)
        });
      });

std::vector<float> glyph_table() {
  std::vector<float> out;
  const ImFontAtlas& atlas = *ImGui::GetIO().Fonts;
  const void* regular = atlas.Fonts.Size > 0 && atlas.Fonts[0]->ConfigData != nullptr
                            ? atlas.Fonts[0]->ConfigData->FontData
                            : nullptr;
  for (const ImFont* f : atlas.Fonts) {
    const float bold = f->ConfigData != nullptr && f->ConfigData->FontData != regular ? 1 : 0;
    for (const ImFontGlyph& g : f->Glyphs) {
      if (g.Visible) {
        out.insert(out.end(), {static_cast<float>(g.Codepoint), g.U0, g.V0, g.X0, g.Y0, g.Y1,
                               f->FontSize, f->Ascent, bold});
      }
    }
  }
  return out;
}

}  // namespace

void send_vector(marbles::ui::App& app, float dpr) {
  marbles::ui::Picture p;
  int marks_at = 0;
  const ImDrawList* v = app.take_vector(&p, &marks_at);
  if (v == nullptr) {
    return;
  }
  std::vector<unsigned> idx;
  std::vector<float> cmds;
  idx.reserve(static_cast<std::size_t>(v->IdxBuffer.Size));
  for (const ImDrawCmd& c : v->CmdBuffer) {
    if (c.ElemCount == 0 || c.UserCallback != nullptr) {
      continue;
    }
    cmds.insert(cmds.end(), {c.ClipRect.x, c.ClipRect.y, c.ClipRect.z, c.ClipRect.w,
                             static_cast<float>(c.IdxOffset), static_cast<float>(c.ElemCount)});
    idx.resize(c.IdxOffset + c.ElemCount);
    for (unsigned i = c.IdxOffset; i < c.IdxOffset + c.ElemCount; ++i) {
      idx[i] = v->IdxBuffer[static_cast<int>(i)] + c.VtxOffset;
    }
  }
  const ImVec2 white = ImGui::GetIO().Fonts->TexUvWhitePixel;
  const ImU32 bg = marbles::ui::theme::colors().background;
  const float head[] = {p.min.x,
                        p.min.y,
                        p.max.x,
                        p.max.y,
                        p.clip_min.x,
                        p.clip_min.y,
                        p.clip_max.x,
                        p.clip_max.y,
                        dpr,
                        white.x,
                        white.y,
                        static_cast<float>(marks_at),
                        static_cast<float>(bg & 0xFF),
                        static_cast<float>((bg >> 8) & 0xFF),
                        static_cast<float>((bg >> 16) & 0xFF)};
  const std::vector<float> glyphs = glyph_table();
  js_board_vector(head, static_cast<int>(std::size(head)), v->VtxBuffer.Data, v->VtxBuffer.Size,
                  idx.data(), static_cast<int>(idx.size()), cmds.data(),
                  static_cast<int>(cmds.size()), glyphs.data(), static_cast<int>(glyphs.size()));
}

}  // namespace marbles::web
