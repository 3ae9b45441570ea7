// The app's widgets (app.h): buttons, icon buttons, toggle rows, choices, the menu.
#include "ui/app_parts.h"
#include "ui/messages.h"

namespace marbles::ui {

bool App::button(const char* label, bool enabled, float width) {
  if (!enabled) {
    ImGui::PushStyleVar(ImGuiStyleVar_Alpha, 0.4f);
  }
  const bool pressed = ImGui::Button(label, v2(width, px(theme::kTapTarget))) && enabled;
  if (enabled) {
    focusable(label);
  }
  if (!enabled) {
    ImGui::PopStyleVar();
  }
  return pressed;
}

bool App::wrapped_button(const std::string& label, const std::string& id, float width,
                         bool* wrapped) {
  // A label too long for the width (a French slide, a narrow panel) goes on two lines or more
  // inside a taller button, rather than being cut at its edge.
  const float pad = px(14);
  *wrapped = ImGui::CalcTextSize(label.c_str()).x + 2 * pad > width;
  if (!*wrapped) {
    return button((label + id).c_str(), true, width);
  }
  const ImVec2 text = ImGui::CalcTextSize(label.c_str(), nullptr, false, width - 2 * pad);
  const float h = std::max(px(theme::kTapTarget), text.y + 2 * px(8));
  const bool pressed = ImGui::Button(id.c_str(), v2(width, h));
  focusable(label);
  const ImVec2 a = ImGui::GetItemRectMin();
  ImGui::GetWindowDrawList()->AddText(
      ImGui::GetFont(), ImGui::GetFontSize(), v2(a.x + pad, a.y + (h - text.y) / 2),
      ImGui::GetColorU32(ImGuiCol_Text), label.c_str(), nullptr, width - 2 * pad);
  return pressed;
}

namespace {

// An arc from angle a0 to a1 (radians, y down) with an arrowhead at a1.
void arc_arrow(ImDrawList* dl, ImVec2 c, float r, float a0, float a1, float thick, ImU32 col) {
  dl->PathArcTo(c, r, a0, a1, 24);
  dl->PathStroke(col, 0, thick);
  const ImVec2 e{c.x + r * std::cos(a1), c.y + r * std::sin(a1)};
  const float sign = a1 > a0 ? 1.0f : -1.0f;
  const ImVec2 d{-std::sin(a1) * sign, std::cos(a1) * sign};  // the tangent at a1
  const ImVec2 n{-d.y, d.x};
  const float h = thick * 2.6f;
  dl->AddTriangleFilled(
      {e.x + d.x * h * 0.8f, e.y + d.y * h * 0.8f},
      {e.x - d.x * h * 0.3f + n.x * h * 0.75f, e.y - d.y * h * 0.3f + n.y * h * 0.75f},
      {e.x - d.x * h * 0.3f - n.x * h * 0.75f, e.y - d.y * h * 0.3f - n.y * h * 0.75f}, col);
}

}  // namespace

bool App::icon_button(const char* id, Icon icon, bool enabled, const char* tip) {
  // A square button with a drawn icon (no glyph needed, crisp at any scale).
  const float size = px(theme::kTapTarget);
  if (!enabled) {
    ImGui::PushStyleVar(ImGuiStyleVar_Alpha, 0.4f);
  }
  const bool pressed = ImGui::Button(id, v2(size, size)) && enabled;
  if (enabled) {
    focusable(tip != nullptr ? tip : id);
  }
  const ImVec2 a = ImGui::GetItemRectMin();
  const ImVec2 b = ImGui::GetItemRectMax();
  const ImVec2 c{(a.x + b.x) / 2, (a.y + b.y) / 2};
  const float u = size * 0.22f;
  const ImU32 col = ImGui::GetColorU32(ImGuiCol_Text);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float thick = std::fmax(1.5f, px(2));
  auto triangle = [&](float x, float dir) {  // dir -1: pointing left
    dl->AddTriangleFilled({x + dir * u * 0.7f, c.y}, {x - dir * u * 0.55f, c.y - u * 0.8f},
                          {x - dir * u * 0.55f, c.y + u * 0.8f}, col);
  };
  constexpr float kPi = 3.14159265f;
  switch (icon) {
    case Icon::kMenu:
      for (int i = -1; i <= 1; ++i) {
        dl->AddCircleFilled({c.x + static_cast<float>(i) * u * 0.8f, c.y}, u * 0.2f + px(0.5f), col,
                            12);
      }
      break;
    case Icon::kBack:
      triangle(c.x, -1);
      break;
    case Icon::kForward:
      triangle(c.x, 1);
      break;
    case Icon::kFirst:
      triangle(c.x + u * 0.3f, -1);
      dl->AddRectFilled({c.x - u * 0.75f, c.y - u * 0.8f},
                        {c.x - u * 0.75f + thick, c.y + u * 0.8f}, col);
      break;
    case Icon::kLast:
      triangle(c.x - u * 0.3f, 1);
      dl->AddRectFilled({c.x + u * 0.75f - thick, c.y - u * 0.8f},
                        {c.x + u * 0.75f, c.y + u * 0.8f}, col);
      break;
    case Icon::kUndo:
      arc_arrow(dl, {c.x, c.y + u * 0.15f}, u * 0.75f, 0.3f * kPi, -kPi, thick, col);
      break;
    case Icon::kRedo:
      arc_arrow(dl, {c.x, c.y + u * 0.15f}, u * 0.75f, 0.7f * kPi, 2 * kPi, thick, col);
      break;
    case Icon::kRestart:
      arc_arrow(dl, c, u * 0.75f, -0.5f * kPi + 0.5f, 1.5f * kPi - 0.4f, thick, col);
      break;
  }
  if (!enabled) {
    ImGui::PopStyleVar();
  }
  if (tip != nullptr && ImGui::IsItemHovered()) {
    ImGui::SetTooltip("%s", tip);
  }
  return pressed;
}

// The menu's commands: the page's (when the platform handles them) and the position editor.
void App::menu_commands(float w, float h) {
  if (menu_handler_) {
    struct Item {
      Str label;
      const char* command;
      bool game_only;
    };
    static constexpr Item kItems[] = {
        {Str::kMenuSave, "save", true},         {Str::kMenuOpen, "open", false},
        {Str::kMenuShare, "share", true},       {Str::kMenuEmbed, "embed", true},
        {Str::kMenuImage, "image", true},       {Str::kMenuSvg, "svg", true},
        {Str::kMenuGif, "gif", true},           {Str::kMenuComment, "comment", true},
        {Str::kMenuDistance, "distance", true},
    };
    for (const Item& it : kItems) {
      // Play at a distance gives links to this page: not from an embed.
      if ((it.game_only && set_.screen != Screen::kGame) ||
          (set_.embed && it.label == Str::kMenuDistance)) {
        continue;
      }
      const bool picked = ImGui::Selectable(tr(it.label, set_.lang), false, 0, v2(w, h));
      note_widget(std::string("menu-") + it.command);
      focusable(tr(it.label, set_.lang), Role::kMenuItem);
      if (picked) {
        menu_command(it.command);
      }
    }
  }
  if (!set_.embed) {  // set up a position (app_editor.cpp)
    const std::string edit = text(Message("ui.edit_open"), set_.lang);
    const bool picked = ImGui::Selectable((edit + "##menu-edit").c_str(), false, 0, v2(w, h));
    note_widget("menu-edit");
    focusable(edit, Role::kMenuItem);
    if (picked) {
      ImGui::CloseCurrentPopup();
      open_editor();
    }
  }
}

bool App::menu_button() {
  // "⋯": the page's commands (when the platform handles them) and the settings.
  if (set_.kiosk) {
    return kiosk_lang_button();
  }
  const bool open = icon_button("##menu-button", Icon::kMenu, true, tr(Str::kMenu, set_.lang));
  note_widget("menu");
  menu_key_ = focus_.last_key();
  const ImVec2 a = ImGui::GetItemRectMin();
  const ImVec2 b = ImGui::GetItemRectMax();
  // Below the button, or above it in the lower half of the screen; right-aligned; no taller
  // than the room on that side (it scrolls: a finger's drag, the wheel, the focus).
  const float screen_h = ImGui::GetIO().DisplaySize.y;
  const bool low = a.y > screen_h * 0.5f;
  if (open) {
    ImGui::OpenPopup("##menu");
    ImGui::SetNextWindowPos(v2(b.x, low ? a.y - px(4) : b.y + px(4)), ImGuiCond_Always,
                            v2(1, low ? 1.0f : 0.0f));
  }
  const float room = low ? a.y - px(8) : screen_h - b.y - px(8);
  ImGui::SetNextWindowSizeConstraints(v2(0, 0), v2(FLT_MAX, std::max(px(120), room)));
  bool changed = false;
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, v2(px(8), px(8)));
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, v2(px(6), px(4)));
  if (ImGui::BeginPopup("##menu")) {
    menu_open_ = true;
    in_menu_ = true;
    if (close_menu_) {
      ImGui::CloseCurrentPopup();  // Escape, or the keyboard's focus gone elsewhere
    }
    const float w = std::min(px(290), ImGui::GetIO().DisplaySize.x - px(24));
    const float h = px(theme::kTapTarget);
    menu_commands(w, h);
    review_menu_item(w, h);  // app_analysis.cpp
    ImGui::Separator();
    // Settings: rows of toggles.
    const int l = toggle_row(Str::kLanguage, {"English", "Français"},
                             set_.lang == Lang::kEn ? 0 : 1, "lang", w);
    if (l >= 0) {
      set_.lang = l == 0 ? Lang::kEn : Lang::kFr;
      note_.clear();
      menu_command(l == 0 ? "lang:en" : "lang:fr");
      changed = true;
    }
    const int t =
        toggle_row(Str::kTheme, {tr(Str::kThemeDark, set_.lang), tr(Str::kThemeLight, set_.lang)},
                   theme::current() == ThemeId::kDark ? 0 : 1, "theme", w);
    if (t >= 0) {
      set_theme(t == 0 ? ThemeId::kDark : ThemeId::kLight);
      menu_command(t == 0 ? "theme:dark" : "theme:light");
      changed = true;
    }
    if (set_.screen == Screen::kGame && view_->can_face()) {
      // The board drawn from the seat of the person to move (off by default).
      const int r =
          toggle_row(Str::kBoardTurns, {tr(Str::kOff, set_.lang), tr(Str::kOn, set_.lang)},
                     set_.rotate ? 1 : 0, "rotate", w);
      if (r >= 0) {
        set_.rotate = r == 1;
        changed = true;
      }
    }
    changed = analysis_row(w) || changed;
    if (set_.screen == Screen::kGame && set_.mode == Mode::kPlay) {
      changed = computer_row(w) || changed;
      if (ctl_.seats() != 0) {
        changed = level_rows(w, ctl_.state().game_id()) || changed;
      }
    }
    if (set_.screen == Screen::kGame && ctl_.info().dice) {
      // Dice rolled by the page, or real dice typed in (playing on a real board).
      const int d = toggle_row(Str::kDiceSetting,
                               {tr(Str::kDiceRolled, set_.lang), tr(Str::kDiceTyped, set_.lang)},
                               ctl_.typed_dice() ? 1 : 0, "dice", w);
      if (d >= 0) {
        ctl_.set_typed_dice(d == 1);
        computer_.wait_again();
        changed = true;
      }
    }
    ImGui::EndPopup();
    in_menu_ = false;
  }
  close_menu_ = false;
  ImGui::PopStyleVar(2);
  return changed;
}

bool App::choice(const char* id, const std::string& label, bool on) {
  // A radio choice: a small ring (filled when on) and a label that wraps; the whole row taps.
  const float w = ImGui::GetContentRegionAvail().x;
  const float left = px(34);
  ImFont* font = ImGui::GetFont();
  const float fs = ImGui::GetFontSize();
  const float wrap = w - left - px(8);
  const ImVec2 ts = font->CalcTextSizeA(fs, FLT_MAX, wrap, label.c_str());
  const float h = std::max(px(theme::kTapTarget), ts.y + px(12));
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const bool pressed = ImGui::InvisibleButton(id, v2(w, h));
  note_widget(id);
  focusable(label, Role::kRadio);
  const bool hov = ImGui::IsItemHovered();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  if (hov) {
    dl->AddRectFilled(at, v2(at.x + w, at.y + h), theme::colors().button, px(8));
  }
  const ImVec2 c{at.x + px(16), at.y + h / 2};
  dl->AddCircle(c, px(9), on ? theme::colors().accent : theme::colors().text_dim, 24, px(2));
  if (on) {
    dl->AddCircleFilled(c, px(5), theme::colors().accent, 24);
  }
  dl->AddText(font, fs, v2(at.x + left, at.y + (h - ts.y) / 2), theme::colors().text, label.c_str(),
              nullptr, wrap);
  return pressed;
}

void App::note_widget(std::string name, float need) {
  widgets_.push_back(
      Widget{std::move(name), ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), need});
}

int App::toggle_row(Str title, const std::vector<std::string>& labels, int on, const char* id,
                    float w) {
  // Toggles under a dimmed title, `w` wide, the one `on` in the accent colour (also under the
  // pointer); the row in the small font, or stacked, when a label does not fit its share.
  // Widgets "<id>-<i>" ("lang-1", "level-2"). Returns the toggle pressed, or -1.
  const float h = px(theme::kTapTarget);
  ImGui::PushStyleColor(ImGuiCol_Text, rgba(theme::colors().text_dim));
  ImGui::TextUnformatted(tr(title, set_.lang));
  ImGui::PopStyleColor();
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const auto n = static_cast<float>(labels.size());
  float bw = (w - (n - 1) * gap) / n;
  // A label too wide for its share of the row: the row in the small font, or stacked.
  auto fits = [&] {
    bool ok = true;
    for (const std::string& l : labels) {
      ok = ok && ImGui::CalcTextSize(l.c_str()).x + px(12) <= bw;
    }
    return ok;
  };
  bool small = false;
  if (!fits() && small_ != nullptr) {
    ImGui::PushFont(small_);
    small = true;
  }
  const bool stack = !fits();
  bw = stack ? w : bw;
  int hit = -1;
  for (std::size_t i = 0; i < labels.size(); ++i) {
    const bool sel = static_cast<int>(i) == on;
    if (i > 0 && !stack) {
      ImGui::SameLine();
    }
    const auto& c = theme::colors();
    ImGui::PushStyleColor(ImGuiCol_Button, rgba(sel ? c.accent : c.button));
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, rgba(sel ? c.accent_hover : c.button_hover));
    ImGui::PushStyleColor(ImGuiCol_ButtonActive, rgba(sel ? c.accent_active : c.button_active));
    ImGui::PushStyleColor(ImGuiCol_Text, rgba(sel ? c.on_accent : c.text));
    const std::string label = labels[i] + "##" + id + std::to_string(i);
    if (ImGui::Button(label.c_str(), v2(bw, h)) && !sel) {
      hit = static_cast<int>(i);
    }
    note_widget(std::string(id) + "-" + std::to_string(i));
    focusable(std::string(tr(title, set_.lang)) + ": " + labels[i], Role::kRadio);
    ImGui::PopStyleColor(4);
  }
  if (small) {
    ImGui::PopFont();
  }
  return hit;
}

bool App::level_rows(float w, std::string_view game) {
  bool changed = false;
  const int l =
      toggle_row(Str::kAiLevel,
                 {tr(Str::kLevelBeginner, set_.lang), tr(Str::kLevelIntermediate, set_.lang),
                  tr(Str::kLevelStrong, set_.lang)},
                 computer_.level(), "level", w);
  if (l >= 0) {
    computer_.set_level(l);
    changed = true;
  }
  if (computer_.level() >= 0) {
    // What the level does, in a few words.
    static constexpr Str kWhat[] = {Str::kLevelBeginnerWhat, Str::kLevelIntermediateWhat,
                                    Str::kLevelStrongWhat};
    ImGui::PushStyleColor(ImGuiCol_Text, rgba(theme::colors().text_dim));
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + w);
    ImGui::TextWrapped("%s", tr(kWhat[computer_.level()], set_.lang));
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
  }
  if (computer_.level() == static_cast<int>(ai::Level::kStrong)) {
    std::vector<std::string> times;
    int on = -1;
    for (std::size_t i = 0; i < std::size(kStrongTimes); ++i) {
      times.push_back(seconds_text(kStrongTimes[i], set_.lang));
      on = kStrongTimes[i] == computer_.seconds() ? static_cast<int>(i) : on;
    }
    const int t = toggle_row(Str::kStrongTime, times, on, "time", w);
    if (t >= 0) {
      computer_.set_seconds(kStrongTimes[t]);
      changed = true;
    }
    // Where the game spreads the time over a turn's decisions (Wykersham), how.
    if (game == wykersham::Game::kId) {
      const std::string first = number_text(ai::Tuning<wykersham::Game>::kFirstShare, set_.lang);
      const std::string other = number_text(ai::Tuning<wykersham::Game>::kOtherShare, set_.lang);
      ImGui::PushStyleColor(ImGuiCol_Text, rgba(theme::colors().text_dim));
      ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + w);
      ImGui::TextWrapped("%s", trf(Str::kStrongTimeShared, set_.lang, {first, other}).c_str());
      ImGui::PopTextWrapPos();
      ImGui::PopStyleColor();
    }
  }
  return changed;
}

bool App::kiosk_lang_button() {
  // A museum screen sets nothing and leaves for nowhere: its one setting is the language.
  const bool fr = set_.lang == Lang::kFr;
  const bool pressed = ImGui::Button(fr ? "EN###kiosk-lang" : "FR###kiosk-lang",
                                     v2(px(theme::kTapTarget), px(theme::kTapTarget)));
  note_widget("kiosk-lang");
  focusable(fr ? "English"
               : "Fran\xC3\xA7"
                 "ais");
  if (pressed) {
    set_.lang = fr ? Lang::kEn : Lang::kFr;
    note_.clear();
    menu_command(fr ? "lang:en" : "lang:fr");
  }
  return pressed;
}

bool App::lang_switch() {
  // Two small toggles: EN FR. Returns true when the language changed.
  bool changed = false;
  const float w = px(44);
  for (int i = 0; i < 2; ++i) {
    const Lang l = i == 0 ? Lang::kEn : Lang::kFr;
    const bool on = set_.lang == l;
    if (i > 0) {
      ImGui::SameLine(0, px(4));
    }
    ImGui::PushStyleColor(ImGuiCol_Button,
                          rgba(on ? theme::colors().accent : theme::colors().button));
    ImGui::PushStyleColor(ImGuiCol_Text,
                          rgba(on ? theme::colors().on_accent : theme::colors().text));
    ImGui::PushID(i);
    const bool pressed = ImGui::Button(i == 0 ? "EN" : "FR", v2(w, px(theme::kTapTarget)));
    note_widget(i == 0 ? "title-en" : "title-fr");
    focusable(i == 0 ? "English"
                     : "Fran\xC3\xA7"
                       "ais",
              Role::kRadio);
    if (pressed && !on) {
      set_.lang = l;
      note_.clear();
      menu_command(i == 0 ? "lang:en" : "lang:fr");
      changed = true;
    }
    ImGui::PopID();
    ImGui::PopStyleColor(2);
  }
  return changed;
}

}  // namespace marbles::ui
