// What the Wali and Yoté views share (grid.h).
#include "ui/boards/grid.h"

#include <cmath>

#include "ui/boards/parts.h"
#include "ui/draw.h"
#include "ui/theme.h"

namespace marbles::ui::grid {

void Grid::place(ImVec2 lo, ImVec2 hi, float units_w, float units_h) {
  const float w = hi.x - lo.x;
  const float h = hi.y - lo.y;
  cell = std::floor(std::fmin(w / units_w, h / units_h));
  if (cell < 1) {
    cell = 1;
  }
  const float bw = cell * units_w;
  const float bh = cell * units_h;
  min = {std::floor(lo.x + (w - bw) / 2), std::floor(lo.y + (h - bh) / 2)};
  max = {min.x + bw, min.y + bh};
  origin = {min.x + (labels + frame) * cell, min.y + frame * cell};
}

ImVec2 Grid::centre(int col, int row) const {
  return {origin.x + (static_cast<float>(col) + 0.5f) * cell,
          origin.y + (static_cast<float>(rows - 1 - row) + 0.5f) * cell};
}

bool Grid::hit(ImVec2 p, int* col, int* row) const {
  const float fx = (p.x - origin.x) / cell;
  const float fy = (p.y - origin.y) / cell;
  if (fx < 0 || fy < 0 || fx >= static_cast<float>(cols) || fy >= static_cast<float>(rows)) {
    return false;
  }
  *col = static_cast<int>(fx);
  *row = rows - 1 - static_cast<int>(fy);
  return true;
}

void draw_labels(ImDrawList* dl, const Grid& g) {
  const float c = g.cell;
  ImFont* font = ImGui::GetFont();
  const float fs = ImGui::GetFontSize();
  for (int col = 0; col < g.cols; ++col) {
    const char label[2] = {static_cast<char>('A' + col), 0};
    const ImVec2 ts = font->CalcTextSizeA(fs, 1e9f, 0, label);
    const ImVec2 cc = g.centre(col, 0);
    dl->AddText(font, fs,
                {std::floor(cc.x - ts.x / 2), std::floor(g.max.y - g.labels * c * 0.5f - ts.y / 2)},
                theme::colors().label, label);
  }
  for (int row = 0; row < g.rows; ++row) {
    const char label[2] = {static_cast<char>('1' + row), 0};
    const ImVec2 ts = font->CalcTextSizeA(fs, 1e9f, 0, label);
    const ImVec2 cc = g.centre(0, row);
    dl->AddText(font, fs,
                {std::floor(g.min.x + g.labels * c * 0.5f - ts.x / 2), std::floor(cc.y - ts.y / 2)},
                theme::colors().label, label);
  }
}

void draw_last_turn(ImDrawList* dl, const Pen& pen, const TurnMarks& last, float from_r) {
  for (const ActionCells& ac : last.cells) {
    if (ac.from >= 0) {
      dl->AddCircle(pen.view->cell_center(ac.from), from_r, theme::kMarkGold, 32, pen.thick);
    }
    if (ac.to >= 0) {
      draw_brackets(dl, pen.view->cell_center(ac.to), pen.cell * 0.46f, pen.thick,
                    theme::kMarkGold);
    }
  }
}

void draw_pieces(ImDrawList* dl, const Pen& pen, const std::uint32_t (&board)[2], int cells,
                 const BoardMarks& marks) {
  const float c = pen.cell;
  const bool animating = marks.animation.active && marks.animation.to >= 0;
  for (int i = 0; i < cells; ++i) {
    int owner = -1;
    if ((board[0] >> i & 1u) != 0) {
      owner = 0;
    } else if ((board[1] >> i & 1u) != 0) {
      owner = 1;
    }
    if (owner < 0 || (animating && i == marks.animation.to)) {
      continue;
    }
    const bool sel = i == marks.selected;
    const ImVec2 p = pen.view->cell_center(i);
    if (sel) {
      dl->AddCircleFilled(p, c * 0.44f, with_alpha(theme::kMarkAccent, 0.35f), 40);
      dl->AddCircle(p, c * 0.44f, theme::kMarkAccent, 40, pen.thick * 1.3f);
    }
    const float lift = sel ? 0.03f : 0.0f;
    pen.piece(dl, {p.x - c * lift, p.y - c * lift}, c, owner, 1.0f, lift);
  }
}

void draw_taken(ImDrawList* dl, const Pen& pen, std::uint32_t occupied, const TurnMarks& last) {
  for (const ActionCells& ac : last.cells) {
    if (ac.removed >= 0 && last.player >= 0) {
      const ImVec2 p = pen.view->cell_center(ac.removed);
      if ((occupied >> ac.removed & 1u) == 0) {
        pen.piece(dl, p, pen.cell, 1 - last.player, 0.35f, 0);
      }
      draw_cross(dl, p, pen.cell * 0.2f, pen.thick, theme::kMarkGold, pen.cross_outline);
    }
  }
}

void draw_sources(ImDrawList* dl, const Pen& pen, const BoardMarks& marks) {
  if (!marks.interactive || marks.selected >= 0) {
    return;
  }
  const float thick = pen.thick;
  for (int i : marks.sources) {
    const bool hov = i == marks.hover;
    dl->AddCircle(pen.view->cell_center(i), pen.cell * 0.44f,
                  with_alpha(theme::kMarkAccent, hov ? 1.0f : 0.6f), 40,
                  hov ? thick * 1.3f : thick * 0.7f);
  }
}

void draw_targets(ImDrawList* dl, const Pen& pen, std::uint32_t occupied, int player,
                  const BoardMarks& marks,
                  void (*on_hover)(ImDrawList*, const Pen&, int, const BoardMarks&)) {
  if (!marks.interactive) {
    return;
  }
  const float c = pen.cell;
  const float thick = pen.thick;
  for (int i : marks.targets) {
    const ImVec2 p = pen.view->cell_center(i);
    const bool hov = i == marks.hover;
    if ((occupied >> i & 1u) != 0) {
      // A piece that can be removed: a ring, and a cross under the pointer.
      dl->AddCircle(p, c * 0.44f, theme::kMarkAccent, 40, hov ? thick * 1.4f : thick * 0.9f);
      if (hov) {
        draw_cross(dl, p, c * 0.22f, thick * 1.2f, theme::kMarkAccent, pen.cross_outline);
      }
    } else if (hov) {
      // Under the pointer: a ghost of the piece that would land here.
      pen.piece(dl, p, c, player, 0.5f, 0);
      dl->AddCircle(p, c * 0.44f, theme::kMarkAccent, 40, thick);
      if (on_hover != nullptr) {
        on_hover(dl, pen, i, marks);
      }
    } else {
      parts::draw_target_dot(dl, p, c * 0.09f, std::fmax(1.0f, c * 0.022f), 24);
    }
  }
}

}  // namespace marbles::ui::grid
