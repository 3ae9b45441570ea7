// The app's game screen (app.h): the board, its marks and hint, the panel and its tabs.
#include "ui/app_parts.h"

namespace marbles::ui {

BoardMarks App::board_marks(int hover) const {
  BoardMarks m;
  const AnyState& s = ctl_.state();
  m.interactive = board_input() && !ctl_.over() && !ctl_.others_turn();
  m.selected = m.interactive ? ctl_.selection() : -1;
  m.reserve_picked = m.interactive && ctl_.reserve_picked();
  if (m.interactive) {
    m.legal = board_legal();
    for (Action a : m.legal) {
      const ActionCells c = s.action_cells(a);
      if (m.reserve_picked) {
        if (c.from < 0 && c.removed < 0 && c.to >= 0) {
          m.targets.push_back(c.to);
        }
      } else if (m.selected >= 0) {
        if (c.from == m.selected && c.to >= 0) {
          m.targets.push_back(c.to);
        }
      } else if (c.from >= 0) {
        if (std::find(m.sources.begin(), m.sources.end(), c.from) == m.sources.end()) {
          m.sources.push_back(c.from);
        }
      } else if (c.to >= 0) {
        m.targets.push_back(c.to);
      } else if (c.removed >= 0) {
        m.targets.push_back(c.removed);
      }
    }
    const bool known = std::find(m.targets.begin(), m.targets.end(), hover) != m.targets.end() ||
                       std::find(m.sources.begin(), m.sources.end(), hover) != m.sources.end();
    m.hover = known ? hover : -1;
  }
  // The last turn: the actions of the last record line played (a roll the page made for the
  // next turn leaves the turn before it marked).
  const auto [first, end] = last_turn_span();
  for (std::size_t i = first; i < end; ++i) {
    const Played& p = ctl_.played()[i];
    m.last.player = p.player != kChance ? p.player : m.last.player;
    m.last.cells.push_back(p.cells);
    m.last.texts.push_back(p.text);
  }
  m.animation = animation_;
  m.lang = set_.lang;
  return m;
}

namespace {

// The board's picture (the PNG export): the position and its last turn's marks, none of the
// marks of a person's turn (legal moves, the piece picked, the pointer's cell, a drag) and no
// animation under way (the position as it now is).
BoardMarks picture_marks(const BoardMarks& m) {
  BoardMarks still;
  still.last = m.last;
  still.lang = m.lang;
  return still;
}

// The picture of the vertices drawn from `first` on: their rectangle `margin` wider, rounded
// out to whole pixels; on screen within the board's area [lo, hi].
Picture picture_of(const ImDrawList& dl, int first, float margin, ImVec2 lo, ImVec2 hi) {
  ImVec2 a = lo;
  ImVec2 b = hi;
  if (first < dl.VtxBuffer.Size) {
    a = v2(FLT_MAX, FLT_MAX);
    b = v2(-FLT_MAX, -FLT_MAX);
    for (int i = first; i < dl.VtxBuffer.Size; ++i) {
      const ImVec2 p = dl.VtxBuffer[i].pos;
      a = v2(std::min(a.x, p.x), std::min(a.y, p.y));
      b = v2(std::max(b.x, p.x), std::max(b.y, p.y));
    }
    // Nothing beyond the board's area shows on screen.
    a = v2(std::max(a.x, lo.x), std::max(a.y, lo.y));
    b = v2(std::min(b.x, hi.x), std::min(b.y, hi.y));
  }
  Picture p;
  p.min = v2(std::floor(a.x - margin), std::floor(a.y - margin));
  p.max = v2(std::ceil(b.x + margin), std::ceil(b.y + margin));
  p.clip_min = lo;
  p.clip_max = hi;
  return p;
}

}  // namespace

void App::draw_game() {
  const Layout l = compute_layout();
  layout_last_ = l;
  draw_board(l);
  if (l.caption_max.y > l.caption_min.y) {
    draw_caption(l);
  }
  if (!diagram()) {
    draw_panel(l);
  }
}

ImVec2 App::begin_board_window(const Layout& l, int seat) {
  const ImVec2 size{l.board_max.x - l.board_min.x, l.board_max.y - l.board_min.y};
  ImGui::SetNextWindowPos(l.board_min);
  ImGui::SetNextWindowSize(size);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, v2(0, 0));
  ImGui::Begin("##board", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBackground |
                   ImGuiWindowFlags_NoScrollWithMouse | ImGuiWindowFlags_NoBringToFrontOnFocus);
  ImGui::PopStyleVar();
  view_->face(seat);
  view_->layout(l.board_min, l.board_max, scale_);
  return size;
}

void App::draw_board(const Layout& l) {
  const ImVec2 size = begin_board_window(l, facing());
  ImGui::SetCursorScreenPos(l.board_min);
  ImGui::InvisibleButton("board", size);
  if (!diagram()) {  // a diagram has nothing to click: Tab goes past it
    focusable(set_.lang == Lang::kFr ? ctl_.info().name_fr : ctl_.info().name_en, Role::kBoard);
  }
  const ImGuiIO& io = ImGui::GetIO();
  const bool hovered = ImGui::IsItemHovered() && !diagram();
  const AnyState& state = ctl_.state();
  // The board's controls (slide arrows) and drags, while a person may play.
  const bool can_play = board_input() && !ctl_.over() && !ctl_.others_turn();
  const std::vector<Action> legal = can_play ? board_legal() : std::vector<Action>{};
  if (hovered && ImGui::IsMouseClicked(0) && !menu_was_open_) {
    show_cursor_ = false;
    pressed_board_ = true;
    press_pos_ = io.MouseClickedPos[0];
    press_version_ = ctl_.version();
    if (!board_input()) {
      note_ = tr(Str::kReadOnly, set_.lang);
    } else {
      const Action control =
          can_play ? view_->hit_control(io.MouseClickedPos[0], state, legal) : kNoAction;
      const int reserve = view_->hit_reserve(io.MouseClickedPos[0]);
      if (control != kNoAction) {
        play_control(control);
      } else if (reserve >= 0) {
        click_reserve(reserve);
      } else {
        click_cell(view_->hit(io.MouseClickedPos[0]));
      }
    }
  }
  // A press dragged far enough and released plays what the view makes of the drag (a row slid
  // by one tile), unless the press itself played.
  const float drag_min = px(12);
  const bool drag_far = pressed_board_ && std::hypot(io.MousePos.x - press_pos_.x,
                                                     io.MousePos.y - press_pos_.y) >= drag_min;
  const bool drag_live = drag_far && can_play && ctl_.version() == press_version_;
  if (pressed_board_ && !io.MouseDown[0]) {
    pressed_board_ = false;
    if (drag_live) {
      // A piece dragged onto one of its targets moves there (the press picked it up); else
      // the view's gesture (a line slid).
      const int sel = ctl_.selection();
      const int drop = view_->hit(io.MousePos);
      const BoardMarks m = board_marks(-1);
      const Action a = view_->drag_action(press_pos_, io.MousePos, ctl_.state());
      if (sel >= 0 && drop >= 0 && view_->hit(press_pos_) == sel &&
          std::find(m.targets.begin(), m.targets.end(), drop) != m.targets.end()) {
        click_cell(drop);
      } else if (a != kNoAction) {
        play_control(a);
      }
    }
  }
  const AnyState& s = ctl_.state();  // the press may have played
  const int hover = hovered ? view_->hit(io.MousePos) : -1;
  BoardMarks marks = board_marks(hover);
  if (marks.interactive && hovered && !pressed_board_) {
    marks.hover_control = view_->hit_control(io.MousePos, s, marks.legal);
  }
  if (pressed_board_ && drag_live && io.MouseDown[0] && marks.interactive) {
    marks.dragging = true;
    marks.drag_from = press_pos_;
    marks.drag_to = io.MousePos;
  }
  if (marks.hover >= 0 || marks.hover_control != kNoAction) {
    ImGui::SetMouseCursor(ImGuiMouseCursor_Hand);
  }
  if (marks.hover_control != kNoAction && !capture_asked_) {
    const bool ok =
        std::find(marks.legal.begin(), marks.legal.end(), marks.hover_control) != marks.legal.end();
    const std::string tip = view_->control_text(s, marks.hover_control, ok, set_.lang);
    if (!tip.empty()) {
      ImGui::SetTooltip("%s", tip.c_str());
    }
  }
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const int first_vertex = dl->VtxBuffer.Size;
  ImGui::PushFont(small_);
  const BoardMarks shown = capture_asked_ ? picture_marks(marks) : marks;
  view_->draw(dl, ctl_.state(), shown);
  ImGui::PopFont();
  draw_marks(dl);  // the record's marks: in the picture too
  if (capture_asked_) {
    // The picture the platform reads back after rendering this frame: all the view drew (its
    // coordinates, reserves, trays and controls beyond its rectangle too) with a margin of
    // background; no cursor, hint or focus ring this one frame.
    capture_asked_ = false;
    picture_ = picture_of(*dl, first_vertex, px(6), l.board_min, l.board_max);
    if (vector_asked_) {
      draw_vector(shown);
    } else {
      capture_ready_ = true;
    }
  } else {
    draw_cursor(dl);
    draw_analysis_marks(dl);
    draw_hint(dl);
  }
  ImGui::End();
}

void App::draw_hint(ImDrawList* dl) {
  const AnyState& s = ctl_.state();
  const Action hint = computer_.hint(s, ctl_.version());
  if (hint == kNoAction || animation_.active || set_.hint_hidden) {  // an exercise's answer
    return;
  }
  // Rings on the cells the action touches (or its control), an arrow from where it starts.
  const float r = px(20);
  auto ring = [&](ImVec2 c) {
    dl->AddCircle(c, r, theme::kMarkEdge, 32, px(7));
    dl->AddCircle(c, r, theme::kMarkHint, 32, px(4));
  };
  const ActionCells c = s.action_cells(hint);
  ImVec2 from{0, 0};
  bool has_from = c.from >= 0;
  if (has_from) {
    from = view_->cell_center(c.from);
  } else if (c.to >= 0) {
    has_from = view_->reserve_center(s.to_move(), &from);
  }
  if (c.to >= 0) {
    const ImVec2 to = view_->cell_center(c.to);
    if (has_from) {
      const float dx = to.x - from.x;
      const float dy = to.y - from.y;
      const float len = std::hypot(dx, dy);
      if (len > 2 * r) {
        const ImVec2 u{dx / len, dy / len};
        const ImVec2 a{from.x + u.x * r, from.y + u.y * r};
        const ImVec2 b{to.x - u.x * r * 2.1f, to.y - u.y * r * 2.1f};
        const ImVec2 n{-u.y, u.x};
        const float h = px(11);
        const ImVec2 tip{to.x - u.x * r * 1.1f, to.y - u.y * r * 1.1f};
        const ImVec2 l{b.x + n.x * h, b.y + n.y * h};
        const ImVec2 rr{b.x - n.x * h, b.y - n.y * h};
        dl->AddLine(a, b, theme::kMarkEdge, px(8));
        dl->AddTriangleFilled(tip, l, rr, theme::kMarkEdge);
        dl->AddLine(a, b, theme::kMarkHint, px(4.5f));
        dl->AddTriangleFilled(tip, l, rr, theme::kMarkHint);
      }
      if (c.from >= 0) {
        ring(from);
      }
    }
    ring(to);
  }
  if (c.removed >= 0) {
    ring(view_->cell_center(c.removed));
  }
  ImVec2 control{0, 0};
  if (c.from < 0 && c.to < 0 && c.removed < 0 &&
      view_->control_center(s, s.action_text(hint), &control)) {
    ring(control);
  }
}

void App::draw_cursor(ImDrawList* dl) const {
  if (!show_cursor_ || !board_input() || cursor_ < 0 || cursor_ >= view_->num_cells()) {
    return;
  }
  const ImVec2 c = view_->cell_center(cursor_);
  if (view_->hit(c) != cursor_) {
    return;
  }
  // Half the distance to the nearest other cell: the cell's own square.
  float pitch = FLT_MAX;
  for (int i = 0; i < view_->num_cells(); ++i) {
    const ImVec2 p = view_->cell_center(i);
    if (i != cursor_ && view_->hit(p) == i) {
      pitch = std::min(pitch, std::hypot(p.x - c.x, p.y - c.y));
    }
  }
  if (pitch == FLT_MAX) {
    pitch = px(40);
  }
  const float h = pitch * 0.5f - px(1);
  const ImVec2 a{c.x - h, c.y - h};
  const ImVec2 b{c.x + h, c.y + h};
  // A white square with a dark edge: visible on every board, unlike any one colour.
  dl->AddRect(a, b, theme::kMarkEdge, px(6), 0, px(7));
  dl->AddRect(a, b, IM_COL32(0xFF, 0xFF, 0xFF, 0xFF), px(6), 0, px(3.5f));
}

void App::draw_moves() {
  const std::size_t ply = std::min(ctl_.session().ply(), ctl_.played().size());
  if (ctl_.played().empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, rgba(theme::colors().text_dim));
    ImGui::TextUnformatted(tr(Str::kNoMoves, set_.lang));
    ImGui::PopStyleColor();
    return;
  }
  // Turns: a player's consecutive actions, numbered like the record.
  struct Turn {
    int player;
    std::size_t first;
    std::size_t end;
  };
  std::vector<Turn> turns;
  for (std::size_t i = 0; i < ctl_.played().size(); ++i) {
    if (turns.empty() || !Played::same_turn(ctl_.played()[turns.back().first], ctl_.played()[i])) {
      turns.push_back(Turn{ctl_.played()[i].player, i, i + 1});
    } else {
      turns.back().end = i + 1;
      if (turns.back().player == kChance) {
        turns.back().player =
            ctl_.played()[i].player;  // the line's icon: who played after the roll
      }
    }
  }
  draw_variation_back();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float avail = ImGui::GetContentRegionAvail().x;
  const float h = px(32);
  const float gap = px(6);
  const float icon = px(18);
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  float x = 0;
  float y = 0;
  float current_y = -1;
  for (std::size_t t = 0; t < turns.size(); ++t) {
    const Turn& tn = turns[t];
    std::vector<std::string> texts;
    for (std::size_t i = tn.first; i < tn.end; ++i) {
      texts.push_back(ctl_.played()[i].text);
    }
    const std::string num = std::to_string(t + 1) + ".";
    const std::string move = join(texts, " ");
    const float wn = small_->CalcTextSizeA(small_->FontSize, FLT_MAX, 0, num.c_str()).x;
    const float wm = fonts_.body->CalcTextSizeA(fonts_.body->FontSize, FLT_MAX, 0, move.c_str()).x;
    const float w = px(8) + wn + px(4) + icon + px(4) + wm + px(10);
    if (x > 0 && x + w > avail) {
      x = 0;
      y += h + gap * 0.5f;
    }
    // A new part of the game ("Round 2") starts a row of its own under its title.
    const std::string_view section = ctl_.played()[tn.first].section;
    if (!section.empty() && (t == 0 || section != ctl_.played()[turns[t - 1].first].section)) {
      const std::string title = section.substr(0, 6) == "Round "
                                    ? trf(Str::kPhaseRound, set_.lang, section.substr(6))
                                    : std::string(section);
      y += x > 0 ? h + gap : 0;
      dl->AddText(fonts_.bold, fonts_.bold->FontSize, v2(origin.x, origin.y + y),
                  theme::colors().gold, title.c_str());
      y += fonts_.bold->FontSize + gap;
      x = 0;
    }
    const ImVec2 at{origin.x + x, origin.y + y};
    ImGui::SetCursorScreenPos(at);
    ImGui::PushID(static_cast<int>(t));
    const bool clicked = ImGui::InvisibleButton("turn", v2(w, h));
    const bool hov = ImGui::IsItemHovered();
    focusable(num + " " + move);
    ImGui::PopID();
    note_widget("move-" + std::to_string(t + 1));
    const bool applied = tn.end <= ply;
    const bool current = ply > 0 && tn.first < ply && ply <= tn.end;
    if (current) {
      current_y = at.y;
    }
    const ImU32 bg = current ? theme::colors().move_current
                             : (hov ? theme::colors().button_hover : theme::colors().move);
    dl->AddRectFilled(at, v2(at.x + w, at.y + h), bg, px(6));
    const float alpha = applied || current ? 1.0f : 0.45f;
    float cx = at.x + px(8);
    dl->AddText(small_, small_->FontSize, v2(cx, at.y + (h - small_->FontSize) / 2),
                applied ? theme::colors().text_dim : theme::colors().text_disabled, num.c_str());
    cx += wn + px(4);
    if (tn.player >= 0) {
      view_->draw_piece(dl, v2(cx + icon / 2, at.y + h / 2), icon * 1.25f, tn.player, alpha);
    }
    cx += icon + px(4);
    dl->AddText(fonts_.body, fonts_.body->FontSize, v2(cx, at.y + (h - fonts_.body->FontSize) / 2),
                current ? theme::colors().gold
                        : (applied ? theme::colors().text : theme::colors().text_disabled),
                move.c_str());
    if (clicked && !viewing()) {
      show_ply(tn.end);  // the position after this turn: a move from there asks first
      browsed_ = true;
    }
    x += w + gap;
    for (std::size_t i = tn.first; i < tn.end; ++i) {
      draw_variation_chips(i, &x, &y, h, origin);  // the record's other lines from here
    }
  }
  ImGui::SetCursorScreenPos(v2(origin.x, origin.y + y + h));
  ImGui::Dummy(v2(1, px(4)));
  if (scroll_moves_ > 0) {
    if (current_y >= 0) {
      ImGui::SetScrollFromPosY(current_y - ImGui::GetWindowPos().y, 0.7f);
    } else {
      ImGui::SetScrollY(0);
    }
    --scroll_moves_;
  }
}

void App::draw_tabs(float width, bool menu) {
  // Moves, rules, about (and the menu button at their right when asked): each tab as wide as
  // its label and a share of the room left; in the small font when the labels do not fit.
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float tabs = menu ? width - px(theme::kTapTarget) - gap : width;
  static constexpr Str kNames[] = {Str::kMoves, Str::kRules, Str::kAbout};
  const float pad = px(6);
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, v2(pad, ImGui::GetStyle().FramePadding.y));
  float need[3];
  auto measure = [&] {
    float sum = 2 * gap;
    for (int t = 0; t < 3; ++t) {
      need[t] = ImGui::CalcTextSize(tr(kNames[t], set_.lang)).x + 2 * pad;
      sum += need[t];
    }
    return sum;
  };
  bool small = false;
  if (measure() > tabs && small_ != nullptr) {
    ImGui::PushFont(small_);
    small = true;
    measure();
  }
  const float spare = std::max(0.0f, tabs - measure()) / 3;
  for (int t = 0; t < 3; ++t) {
    if (t > 0) {
      ImGui::SameLine();
    }
    const bool on = set_.tab == t;
    ImGui::PushStyleColor(ImGuiCol_Button,
                          rgba(on ? theme::colors().button_active : theme::colors().panel));
    ImGui::PushStyleColor(ImGuiCol_Text,
                          rgba(on ? theme::colors().text : theme::colors().text_dim));
    ImGui::PushStyleVar(ImGuiStyleVar_FrameBorderSize, on ? 0.0f : px(1));
    ImGui::PushStyleColor(ImGuiCol_Border, rgba(theme::colors().panel_line));
    // "###": the same id in both languages (the keyboard's focus stays on it).
    const std::string label = std::string(tr(kNames[t], set_.lang)) + "###tab" + std::to_string(t);
    const bool pressed = ImGui::Button(label.c_str(), v2(need[t] + spare, px(theme::kTapTarget)));
    focusable(label, Role::kTab);
    if (pressed) {
      set_.tab = t;
      scroll_moves_ = 2;
    }
    note_widget("tab-" + std::to_string(t), need[t]);
    ImGui::PopStyleColor();
    ImGui::PopStyleVar();
    ImGui::PopStyleColor(2);
  }
  if (small) {
    ImGui::PopFont();
  }
  ImGui::PopStyleVar();
  if (menu) {
    ImGui::SameLine();
    menu_button();
  }
}

void App::draw_game_title(float inner) {
  // Header: game and variant (under it when they do not fit the row); language and menu.
  const ImVec2 top = draw_title_tools(inner);
  const float room = inner - title_tools_width() - px(8);
  ImGui::SetCursorScreenPos(
      v2(top.x, top.y + std::max(0.0f, (px(theme::kTapTarget) - fonts_.heading->FontSize) / 2)));
  ImGui::PushFont(fonts_.heading);
  ImGui::PushTextWrapPos(top.x + room - ImGui::GetWindowPos().x);
  const std::string_view name = set_.lang == Lang::kFr ? ctl_.info().name_fr : ctl_.info().name_en;
  ImGui::TextUnformatted(name.data(), name.data() + name.size());
  note_widget("game-name");
  ImGui::PopTextWrapPos();
  ImGui::PopFont();
  float bottom = std::max(ImGui::GetItemRectMax().y, top.y + px(theme::kTapTarget));
  const std::string variant = variant_short(ctl_.info().id, ctl_.state().variant_text(), set_.lang);
  if (!variant.empty()) {
    const std::string text = "\xC2\xB7 " + variant;
    const ImVec2 after = ImGui::GetItemRectMax();
    const float w = ImGui::CalcTextSize(text.c_str()).x;
    const bool same = after.x + px(8) + w <= top.x + room && after.y - top.y < px(40);
    ImGui::SetCursorScreenPos(same ? v2(after.x + px(8), after.y - fonts_.body->FontSize - px(2))
                                   : v2(top.x, bottom));
    ImGui::PushStyleColor(ImGuiCol_Text, rgba(theme::colors().text_dim));
    ImGui::PushTextWrapPos(top.x + inner - ImGui::GetWindowPos().x);
    ImGui::TextUnformatted(text.c_str());
    ImGui::PopTextWrapPos();
    note_widget("variant-name");
    ImGui::PopStyleColor();
    bottom = std::max(bottom, ImGui::GetItemRectMax().y);
  }
  ImGui::SetCursorScreenPos(v2(top.x, bottom + px(8)));
}

void App::draw_panel(const Layout& l) {
  const ImVec2 size{l.panel_max.x - l.panel_min.x, l.panel_max.y - l.panel_min.y};
  ImGui::SetNextWindowPos(l.panel_min);
  ImGui::SetNextWindowSize(size);
  const bool tight = set_.embed || set_.board_only;
  const float pad_x = tight ? (l.wide ? 10.0f : 4.0f) : (l.wide ? 14.0f : 8.0f);
  const float pad_y = tight ? (l.wide ? 10.0f : 4.0f) : (l.wide ? 14.0f : 6.0f);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, v2(px(pad_x), px(pad_y)));
  // Board only: the status line on the page's background, no panel.
  ImGui::Begin("##panel", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus |
                   (set_.board_only ? ImGuiWindowFlags_NoBackground : 0));
  ImGui::PopStyleVar();
  const bool compact = tight && !l.wide;
  if (compact) {
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, v2(px(6), px(4)));
  }
  const float inner = ImGui::GetContentRegionAvail().x;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  if (l.wide) {
    ImGui::GetWindowDrawList()->AddLine(l.panel_min, v2(l.panel_min.x, l.panel_max.y),
                                        theme::colors().panel_line, px(1));
  }
  bool tabs = true;
  if (set_.board_only) {
    draw_status_line(inner);  // the status alone: no menu, no controls, no tabs
    tabs = false;
  } else if (compact) {
    // The status row with the menu at its right, then the controls; in a tall frame the tabs
    // below them.
    draw_status_line(inner - px(theme::kTapTarget) - gap);
    ImGui::SameLine();
    menu_button();
    draw_controls(inner);
    draw_analysis(inner);
    tabs = ImGui::GetContentRegionAvail().y >= px(theme::kTapTarget + 150);
    if (tabs) {
      ImGui::Dummy(v2(1, px(2)));
      draw_tabs(inner, false);
    }
  } else if (set_.embed) {
    // The controls with the menu at the right, the status card, the tabs.
    const ImVec2 top = ImGui::GetCursorScreenPos();
    draw_controls(inner - px(theme::kTapTarget) - gap);
    const ImVec2 below{
        top.x, std::max(ImGui::GetCursorScreenPos().y, top.y + px(theme::kTapTarget) + gap)};
    ImGui::SetCursorScreenPos(v2(top.x + inner - px(theme::kTapTarget), top.y));
    menu_button();
    ImGui::SetCursorScreenPos(below);
    draw_status();
    draw_analysis(inner);
    draw_tabs(inner, false);
  } else {
    if (l.wide) {
      draw_game_title(inner);
    }
    draw_status();
    draw_analysis(inner);
    draw_controls(inner);
    if (l.wide) {
      ImGui::PushStyleColor(ImGuiCol_Text, rgba(theme::colors().text_dim));
      ImGui::TextWrapped("%s", players_line().c_str());
      note_widget("players-line");
      ImGui::PopStyleColor();
    }
    // On narrow screens the menu sits at the right of the tabs.
    draw_tabs(inner, !l.wide);
  }
  if (tabs) {
    // The tab fills the rest of the panel, or scrolls the panel when the screen is short.
    static constexpr const char* kIds[] = {"##moves", "##rules", "##about"};
    const float rest = std::max(ImGui::GetContentRegionAvail().y, px(140));
    ImGui::BeginChild(kIds[set_.tab], v2(0, rest), false, 0);
    if (set_.tab == 0) {
      draw_moves();
    } else {
      draw_text_asset(set_.tab == 1 ? "rules" : "about");
    }
    ImGui::EndChild();
  }
  if (compact) {
    ImGui::PopStyleVar();
  }
  panel_scrolls_ = ImGui::GetScrollMaxY() > 0;
  ImGui::End();
}

}  // namespace marbles::ui
