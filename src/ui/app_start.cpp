// The app's start screen (app.h): the games, their variant, who plays, the computer's level.
#include "ui/app_parts.h"

namespace marbles::ui {

void App::custom_variant_picker(const GameInfo& g) {
  // A variant made of numbers, each set by tapping it (Offboard's target values, 1 to 6).
  ImGui::PushFont(fonts_.heading);
  ImGui::TextUnformatted(variant_label(g.id, "custom", set_.lang).c_str());
  ImGui::PopFont();
  ImGui::PushStyleColor(ImGuiCol_Text, rgba(theme::colors().text_dim));
  ImGui::TextWrapped("%s", variant_label(g.id, "custom-hint", set_.lang).c_str());
  ImGui::PopStyleColor();
  const std::vector<int> defaults = g.numbers("default");
  std::vector<int> values = g.numbers(pick_variant_);
  if (values.size() != defaults.size()) {
    values = defaults;
  }
  const int per_row = 6;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float w = (ImGui::GetContentRegionAvail().x - gap * (per_row - 1)) / per_row;
  int changed = -1;
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (i % per_row != 0) {
      ImGui::SameLine();
    }
    const std::string label = std::to_string(i + 1) + "\xC2\xA0:\xC2\xA0" +
                              std::to_string(values[i]) + "##value" + std::to_string(i);
    const bool own = values[i] != defaults[i];
    // A changed value in the accent colour, also under the pointer (readable text on it).
    ImGui::PushStyleColor(ImGuiCol_Button,
                          rgba(own ? theme::colors().accent : theme::colors().button));
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered,
                          rgba(own ? theme::colors().accent_hover : theme::colors().button_hover));
    ImGui::PushStyleColor(ImGuiCol_ButtonActive, rgba(own ? theme::colors().accent_active
                                                          : theme::colors().button_active));
    ImGui::PushStyleColor(ImGuiCol_Text,
                          rgba(own ? theme::colors().on_accent : theme::colors().text));
    if (ImGui::Button(label.c_str(), v2(w, px(theme::kTapTarget)))) {
      changed = static_cast<int>(i);
    }
    note_widget("value-" + std::to_string(i));
    focusable(label);
    ImGui::PopStyleColor(4);
  }
  if (changed >= 0) {
    int& v = values[static_cast<std::size_t>(changed)];
    v = v % 6 + 1;
    pick_variant_ = g.variant(values);
  }
}

void App::draw_players(const GameInfo& g, int players) {
  auto side = [&](int p) {
    const auto i = static_cast<std::size_t>(p);
    std::string label(set_.lang == Lang::kFr ? g.side_fr[i] : g.side_en[i]);
    if (label.empty()) {
      label = (set_.lang == Lang::kFr ? "Joueur " : "Player ") + std::to_string(p + 1);
    }
    return label;
  };
  const unsigned all = (1u << players) - 1u;
  if (players == 2) {
    // Two players at this screen, or against the computer and which side the person plays.
    if (choice("two", tr(Str::kTwoPlayers, set_.lang), pick_seats_ == 0)) {
      pick_seats_ = 0;
    }
    if (choice("computer", tr(Str::kVsComputer, set_.lang), pick_seats_ != 0)) {
      if (pick_seats_ == 0) {
        pick_seats_ = 2;  // the person takes the first side by default
      }
    }
    if (pick_seats_ != 0) {
      ImGui::Indent(px(28));
      ImGui::PushStyleColor(ImGuiCol_Text, rgba(theme::colors().text_dim));
      ImGui::TextUnformatted(tr(Str::kYouPlay, set_.lang));
      ImGui::PopStyleColor();
      for (int p = 0; p < 2; ++p) {
        std::string label = side(p);
        if (p == 0) {
          label += std::string(" (") + tr(Str::kPlaysFirst, set_.lang) + ")";
        }
        const std::string id = "side" + std::to_string(p);
        // The person plays p, so the computer plays the other side.
        const unsigned other = all & ~(1u << p);
        if (choice(id.c_str(), label, pick_seats_ == other)) {
          pick_seats_ = other;
        }
      }
      ImGui::Unindent(px(28));
    }
    return;
  }
  // More seats: each one a person or the computer, in turn order.
  ImGui::PushStyleColor(ImGuiCol_Text, rgba(theme::colors().text_dim));
  ImGui::TextWrapped("%s", tr(Str::kSeatsHint, set_.lang));
  ImGui::PopStyleColor();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  auto view = make_board_view(g.id);
  const float w = ImGui::GetContentRegionAvail().x;
  const float h = px(theme::kTapTarget);
  const float gap = px(4);
  const char* names[2] = {tr(Str::kPerson, set_.lang), tr(Str::kComputerSeat, set_.lang)};
  float bw = 0;
  for (const char* n : names) {
    bw = std::max(bw, ImGui::CalcTextSize(n).x + px(20));
  }
  for (int p = 0; p < players; ++p) {
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float icon = px(24);
    if (view) {
      view->draw_piece(dl, v2(at.x + icon / 2 + px(2), at.y + h / 2), icon * 1.2f, p, 1);
    }
    std::string label = side(p);
    if (p == 0) {
      label += std::string(" (") + tr(Str::kPlaysFirst, set_.lang) + ")";
    }
    // The name, then the two toggles at the right (under the name when it does not fit).
    const float room = w - icon - px(10) - 2 * bw - gap - px(8);
    const bool below = ImGui::CalcTextSize(label.c_str()).x > room;
    dl->AddText(v2(at.x + icon + px(10), at.y + (h - ImGui::GetFontSize()) / 2),
                theme::colors().text, label.c_str());
    const float row_y = below ? at.y + h + gap : at.y;
    for (int k = 0; k < 2; ++k) {
      const bool on = ((pick_seats_ >> p & 1u) != 0) == (k == 1);
      ImGui::SetCursorScreenPos(
          v2(at.x + w - (2 - static_cast<float>(k)) * bw - (k == 0 ? gap : 0.0f), row_y));
      ImGui::PushStyleColor(ImGuiCol_Button,
                            rgba(on ? theme::colors().accent : theme::colors().button));
      ImGui::PushStyleColor(ImGuiCol_Text,
                            rgba(on ? theme::colors().on_accent : theme::colors().text));
      const std::string id = std::string(names[k]) + "##seat" + std::to_string(p) + "-" +
                             (k == 0 ? "person" : "computer");
      if (ImGui::Button(id.c_str(), v2(bw, h))) {
        pick_seats_ = k == 1 ? pick_seats_ | 1u << p : pick_seats_ & ~(1u << p);
      }
      note_widget("seat" + std::to_string(p) + (k == 0 ? "-person" : "-computer"));
      focusable(side(p) + ": " + names[k], Role::kRadio);
      ImGui::PopStyleColor(2);
    }
    ImGui::SetCursorScreenPos(v2(at.x, row_y + h + gap));
    ImGui::Dummy(v2(1, 0));
  }
}

void App::draw_start() {
  const float w = px(css_w_);
  const float h = px(css_h_);
  const float col = std::min(w, px(640));
  // The page may show its own list above (the kept games, web/shim-games.js): the screen starts
  // below it.
  const float inset = std::floor(std::min(px(set_.start_inset), h / 2));
  const float left = std::floor((w - col) / 2);
  ImGui::SetNextWindowPos(v2(left, inset));
  ImGui::SetNextWindowSize(v2(col, std::max(px(40), h - inset - start_bar_height())));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, v2(px(16), px(16)));
  ImGui::Begin("##start", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBackground |
                   ImGuiWindowFlags_NoBringToFrontOnFocus);
  ImGui::PopStyleVar();
  const float inner = ImGui::GetContentRegionAvail().x;
  draw_start_title(inner);
  draw_game_list(inner);
  const GameInfo* g = find_game(pick_game_);
  if (g != nullptr) {
    learn_button("learn", pick_game_);
    draw_start_choices(*g, inner);
  }
  ImGui::Dummy(v2(1, px(8)));
  ImGui::End();
  draw_start_bar(left, col);
}

float App::title_tools_width() const {
  return px(92 + 8 + theme::kTapTarget);
}

ImVec2 App::draw_title_tools(float inner) {
  const ImVec2 top = ImGui::GetCursorScreenPos();
  ImGui::SetCursorScreenPos(v2(top.x + inner - title_tools_width(), top.y));
  lang_switch();
  ImGui::SameLine(0, px(8));
  menu_button();
  return top;
}

void App::draw_start_title(float inner) {
  // Title row: title at the left, language and menu at the right.
  const ImVec2 top = draw_title_tools(inner);
  ImGui::SetCursorScreenPos(top);
  ImGui::PushFont(fonts_.title);
  ImGui::PushStyleColor(ImGuiCol_Text, rgba(theme::colors().gold));
  ImGui::PushTextWrapPos(top.x + inner - title_tools_width() - px(8) - ImGui::GetWindowPos().x);
  ImGui::TextWrapped("%s", tr(Str::kAppTitle, set_.lang));
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();
  ImGui::PopFont();
  ImGui::PushStyleColor(ImGuiCol_Text, rgba(theme::colors().text_dim));
  ImGui::TextWrapped("%s", tr(Str::kTagline, set_.lang));
  ImGui::PopStyleColor();
  ImGui::Dummy(v2(1, px(6)));
}

void App::draw_game_list(float inner) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  // Games.
  ImGui::PushFont(fonts_.heading);
  ImGui::TextUnformatted(tr(Str::kChooseGame, set_.lang));
  ImGui::PopFont();
  for (const GameInfo& g : games()) {
    const bool picked = pick_game_ == g.id;
    ImGui::PushID(g.id.data(), g.id.data() + g.id.size());
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float ch = px(64);
    if (ImGui::InvisibleButton("game", v2(inner, ch))) {
      pick_game_ = std::string(g.id);
      pick_variant_ = std::string(g.variants.empty() ? "" : g.variants[0]);
    }
    note_widget("game-" + std::string(g.id));
    focusable(set_.lang == Lang::kFr ? g.name_fr : g.name_en, Role::kRadio);
    const bool hov = ImGui::IsItemHovered();
    dl->AddRectFilled(at, v2(at.x + inner, at.y + ch),
                      hov ? theme::colors().button_hover : theme::colors().button, px(10));
    if (picked) {
      dl->AddRect(at, v2(at.x + inner, at.y + ch), theme::colors().accent, px(10), 0, px(2));
    }
    // The game's two pieces, then its name and sides.
    auto v = make_board_view(g.id);
    if (v) {
      v->draw_piece(dl, v2(at.x + px(26), at.y + ch / 2), px(40), 0, 1);
      v->draw_piece(dl, v2(at.x + px(52), at.y + ch / 2), px(40), 1, 1);
    }
    const std::string_view name = set_.lang == Lang::kFr ? g.name_fr : g.name_en;
    dl->AddText(fonts_.heading, fonts_.heading->FontSize, v2(at.x + px(80), at.y + px(10)),
                theme::colors().text, name.data(), name.data() + name.size());
    // "Light against Dark"; with more seats their names in turn order.
    const auto& side = set_.lang == Lang::kFr ? g.side_fr : g.side_en;
    std::string sides = std::string(side[0]) + (set_.lang == Lang::kFr ? " contre " : " against ") +
                        std::string(side[1]);
    if (!side[2].empty()) {
      std::vector<std::string> all;
      for (std::string_view n : side) {
        if (!n.empty()) {
          all.emplace_back(n);
        }
      }
      sides = join(all, ", ");
    }
    dl->AddText(small_, small_->FontSize, v2(at.x + px(80), at.y + px(36)),
                theme::colors().text_dim, sides.c_str());
    ImGui::PopID();
  }
  // Upcoming games: greyed, not clickable.
  for (const UpcomingGame& g : upcoming_games()) {
    const std::string_view name = set_.lang == Lang::kFr ? g.name_fr : g.name_en;
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float ch = px(34);
    ImGui::Dummy(v2(inner, ch));
    dl->AddRect(at, v2(at.x + inner, at.y + ch), theme::colors().panel_line, px(8), 0, px(1));
    dl->AddText(fonts_.body, fonts_.body->FontSize, v2(at.x + px(14), at.y + px(8)),
                theme::colors().text_disabled, name.data(), name.data() + name.size());
    const char* soon = tr(Str::kComingSoon, set_.lang);
    const ImVec2 ts = small_->CalcTextSizeA(small_->FontSize, FLT_MAX, 0, soon);
    dl->AddText(small_, small_->FontSize, v2(at.x + inner - ts.x - px(14), at.y + px(10)),
                theme::colors().text_disabled, soon);
  }
  // The puzzles, where the page has them (its menu handler opens web/later/puzzles.js).
  if (menu_handler_) {
    const char* label = tr(Str::kPuzzles, set_.lang);
    if (ImGui::Button(label, v2(inner, px(theme::kTapTarget)))) {
      menu_command("puzzles");
    }
    note_widget("puzzles");
    focusable(label);
  }
  ImGui::Dummy(v2(1, px(4)));
}

void App::draw_start_choices(const GameInfo& g, float inner) {
  // Variant.
  if (g.variants.size() > 1) {
    ImGui::PushFont(fonts_.heading);
    ImGui::TextUnformatted(tr(Str::kVariant, set_.lang));
    ImGui::PopFont();
    for (std::string_view v : g.variants) {
      const std::string id = "variant-" + std::string(v);
      if (choice(id.c_str(), variant_label(g.id, v, set_.lang), pick_variant_ == v)) {
        pick_variant_ = std::string(v);
      }
    }
  }
  if (g.numbers != nullptr && g.variant != nullptr) {
    custom_variant_picker(g);
  }
  // Players: how many the picked variant has, and who plays each seat.
  int players = 2;
  if (g.make != nullptr) {
    auto st = g.make(pick_variant_, "");
    if (st.ok()) {
      players = (*st)->num_players();
    }
  }
  if (players != pick_players_) {
    // Another number of seats: a person keeps the first seat they played, the computer
    // takes the others (or nobody's, when people only were playing).
    if (pick_seats_ != 0) {
      int you = 0;
      for (int p = 0; p < pick_players_; ++p) {
        if ((pick_seats_ >> p & 1u) == 0) {
          you = p < players ? p : 0;
          break;
        }
      }
      pick_seats_ = ((1u << players) - 1u) & ~(1u << you);
    }
    pick_players_ = players;
  }
  pick_seats_ &= (1u << players) - 1u;
  ImGui::PushFont(fonts_.heading);
  ImGui::TextUnformatted(tr(Str::kPlayers, set_.lang));
  ImGui::PopFont();
  draw_players(g, players);
  if (pick_seats_ != 0) {
    ImGui::Dummy(v2(1, px(2)));
    level_rows(inner, pick_game_);
  }
}

bool App::start_bar_stacked() const {
  // Start and resume side by side when both labels fit their shares, else one above the other.
  if (ctl_.session().ply() == 0 || fonts_.heading == nullptr || fonts_.body == nullptr) {
    return false;
  }
  const float inner = std::min(px(css_w_), px(640)) - px(32);
  const float pad = 2 * ImGui::GetStyle().FramePadding.x;
  const float start =
      fonts_.heading
          ->CalcTextSizeA(fonts_.heading->FontSize, FLT_MAX, 0, tr(Str::kStart, set_.lang))
          .x;
  const float resume =
      fonts_.body->CalcTextSizeA(fonts_.body->FontSize, FLT_MAX, 0, tr(Str::kResume, set_.lang)).x;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float share = std::floor((inner - gap) * 0.55f);
  return start + pad > share || resume + pad > inner - share - gap;
}

float App::start_bar_height() const {
  return px(48 + 2 * 12) + (start_bar_stacked() ? px(theme::kTapTarget + 8) : 0);
}

void App::draw_start_bar(float left, float col) {
  // A bar fixed at the bottom of the screen, over the whole width: the start (and resume)
  // always in view, whatever the choices above take (they scroll above it).
  const float w = px(css_w_);
  const float h = start_bar_height();
  ImGui::SetNextWindowPos(v2(0, px(css_h_) - h));
  ImGui::SetNextWindowSize(v2(w, h));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, v2(left + px(16), px(12)));
  ImGui::Begin("##start-bar", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus);
  ImGui::PopStyleVar();
  ImGui::GetWindowDrawList()->AddLine(ImGui::GetWindowPos(), v2(w, ImGui::GetWindowPos().y),
                                      theme::colors().panel_line, px(1));
  const float inner = col - px(32);
  const bool resume_offered = ctl_.session().ply() > 0;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const bool stacked = start_bar_stacked();
  const float start_w = resume_offered && !stacked ? std::floor((inner - gap) * 0.55f) : inner;
  ImGui::PushStyleColor(ImGuiCol_Button, rgba(theme::colors().accent));
  ImGui::PushStyleColor(ImGuiCol_ButtonHovered, rgba(theme::colors().accent_hover));
  ImGui::PushStyleColor(ImGuiCol_ButtonActive, rgba(theme::colors().accent_active));
  ImGui::PushStyleColor(ImGuiCol_Text, rgba(theme::colors().on_accent));
  ImGui::PushFont(fonts_.heading);
  const bool start = ImGui::Button(tr(Str::kStart, set_.lang), v2(start_w, px(48)));
  note_widget("start", ImGui::CalcTextSize(tr(Str::kStart, set_.lang)).x +
                           2 * ImGui::GetStyle().FramePadding.x);
  focusable(tr(Str::kStart, set_.lang));
  ImGui::PopFont();
  ImGui::PopStyleColor(4);
  if (start) {
    auto s = Session::create(pick_game_, pick_variant_, games());
    if (s.ok()) {
      ctl_.set_seats(pick_seats_);
      set_session(std::move(s).value());
      set_.screen = Screen::kGame;
      message_.clear();
      note_.clear();
    }
  }
  if (resume_offered && set_.screen == Screen::kStart) {
    if (!stacked) {
      ImGui::SameLine();
    }
    const float resume_w = stacked ? inner : inner - start_w - gap;
    const bool resume = ImGui::Button(tr(Str::kResume, set_.lang),
                                      v2(resume_w, px(stacked ? theme::kTapTarget : 48)));
    note_widget("resume", ImGui::CalcTextSize(tr(Str::kResume, set_.lang)).x +
                              2 * ImGui::GetStyle().FramePadding.x);
    focusable(tr(Str::kResume, set_.lang));
    if (resume) {
      set_.screen = Screen::kGame;
    }
  }
  ImGui::End();
}

}  // namespace marbles::ui
