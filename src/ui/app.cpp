// The app (see app.h): ownership, the frame and the layout; its rooms are in the files app.h
// lists.
#include "ui/app.h"

#include <algorithm>
#include <cfloat>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <utility>

#include "core/record.h"
#include "imgui.h"
#include "ui/app_parts.h"
#include "ui/assets.h"
#include "ui/describe.h"
#include "ui/json.h"
#include "ui/position_editor.h"
#include "ui/theme.h"

namespace marbles::ui {

namespace {

const ImWchar* glyph_ranges() {
  // The font subset (cmake/app.cmake): Latin-1 and the rest of French (œ Œ Ÿ), punctuation
  // (’ « » — …), arrows, the minus sign: every character of the interface and rules texts.
  static const ImWchar ranges[] = {0x0020, 0x00FF, 0x0152, 0x0153, 0x0178, 0x0178,
                                   0x2010, 0x2027, 0x2030, 0x203A, 0x20AC, 0x20AC,
                                   0x2190, 0x2193, 0x2212, 0x2212, 0};
  return ranges;
}

ImFont* add_font(std::string_view data, float size) {
  ImGuiIO& io = ImGui::GetIO();
  if (data.empty()) {
    ImFontConfig cfg;
    cfg.SizePixels = size;
    return io.Fonts->AddFontDefault(&cfg);
  }
  ImFontConfig cfg;
  cfg.FontDataOwnedByAtlas = false;
  cfg.OversampleH = 1;
  cfg.OversampleV = 1;
  cfg.PixelSnapH = true;
  return io.Fonts->AddFontFromMemoryTTF(const_cast<char*>(data.data()),
                                        static_cast<int>(data.size()), size, &cfg, glyph_ranges());
}

}  // namespace

App::App(std::uint64_t seed) : computer_(seed) {
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  io.LogFilename = nullptr;
  auto s = Session::create(games().front().id, "", games());
  MARBLES_CHECK(s.ok());
  set_session(std::move(s).value());
}

App::~App() = default;

bool App::prepare_scale(float dpr) {
  if (dpr <= 0) {
    dpr = 1;
  }
  if (std::fabs(dpr - scale_) < 0.001f) {
    return false;
  }
  scale_ = dpr;
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  const std::string_view regular = asset_text("fonts/ui.ttf");
  std::string_view bold = asset_text("fonts/ui-bold.ttf");
  if (bold.empty()) {
    bold = regular;
  }
  fonts_.body = add_font(regular, std::round(theme::kFontBody * dpr));
  fonts_.bold = add_font(bold, std::round(theme::kFontBody * dpr));
  fonts_.heading = add_font(bold, std::round(theme::kFontHeading * dpr));
  fonts_.title = add_font(bold, std::round(theme::kFontTitle * dpr));
  small_ = add_font(regular, std::round(theme::kFontSmall * dpr));
  if (bold.data() == regular.data()) {
    fonts_.bold = fonts_.body;  // the Markdown renderer fakes bold
  }
  io.FontDefault = fonts_.body;
  apply_style();
  return true;
}

void App::apply_style() {
  ImGuiStyle st;
  if (theme::current() == ThemeId::kLight) {
    ImGui::StyleColorsLight(&st);
  } else {
    ImGui::StyleColorsDark(&st);
  }
  st.WindowPadding = v2(theme::kPad, theme::kPad);
  st.FramePadding = v2(12, (theme::kTapTarget - theme::kFontBody) / 2);
  st.ItemSpacing = v2(8, 8);
  st.ItemInnerSpacing = v2(8, 6);
  st.ScrollbarSize = 12;
  st.GrabMinSize = 20;
  st.WindowRounding = 0;
  st.WindowBorderSize = 0;
  st.ChildRounding = 8;
  st.ChildBorderSize = 0;
  st.FrameRounding = 8;
  st.PopupRounding = 8;
  st.PopupBorderSize = 1;
  st.ScrollbarRounding = 6;
  st.GrabRounding = 6;
  st.TabRounding = 6;
  st.SelectableTextAlign = v2(0, 0.5f);
  ImVec4* c = st.Colors;
  c[ImGuiCol_Text] = rgba(theme::colors().text);
  c[ImGuiCol_TextDisabled] = rgba(theme::colors().text_disabled);
  c[ImGuiCol_WindowBg] = rgba(theme::colors().panel);
  c[ImGuiCol_ChildBg] = rgba(IM_COL32(0, 0, 0, 0));
  c[ImGuiCol_PopupBg] = rgba(theme::colors().panel);
  c[ImGuiCol_Border] = rgba(theme::colors().panel_line);
  c[ImGuiCol_FrameBg] = rgba(theme::colors().button);
  c[ImGuiCol_FrameBgHovered] = rgba(theme::colors().button_hover);
  c[ImGuiCol_FrameBgActive] = rgba(theme::colors().button_active);
  c[ImGuiCol_Button] = rgba(theme::colors().button);
  c[ImGuiCol_ButtonHovered] = rgba(theme::colors().button_hover);
  c[ImGuiCol_ButtonActive] = rgba(theme::colors().button_active);
  c[ImGuiCol_Header] = rgba(theme::colors().button);
  c[ImGuiCol_HeaderHovered] = rgba(theme::colors().button_hover);
  c[ImGuiCol_HeaderActive] = rgba(theme::colors().button_active);
  c[ImGuiCol_CheckMark] = rgba(theme::colors().accent);
  c[ImGuiCol_ScrollbarBg] = rgba(theme::colors().scrollbar_back);
  c[ImGuiCol_ScrollbarGrab] = rgba(theme::colors().button_hover);
  c[ImGuiCol_ScrollbarGrabHovered] = rgba(theme::colors().button_active);
  c[ImGuiCol_ScrollbarGrabActive] = rgba(theme::colors().text_dim);
  c[ImGuiCol_Separator] = rgba(theme::colors().panel_line);
  c[ImGuiCol_NavHighlight] = rgba(theme::colors().accent);
  st.ScaleAllSizes(scale_);
  ImGui::GetStyle() = st;
}

void App::set_theme(ThemeId id) {
  theme::set_theme(id);
  if (scale_ > 0) {
    apply_style();
  }
}

void App::resize(float css_width, float css_height, float dpr) {
  if (css_width > 0 && css_height > 0) {
    css_w_ = css_width;
    css_h_ = css_height;
  }
  (void)dpr;  // applied by prepare_scale() before the next frame
}

void App::set_session(Session s) {
  root_.reset();  // another game: no variation of the last one is shown, no edit of it undone
  variation_path_.clear();
  edits_.clear();
  const std::string old_id = ctl_.has_session() ? std::string(ctl_.info().id) : std::string();
  ctl_.set_session(std::move(s));
  if (!view_ || old_id != ctl_.info().id) {
    view_ = make_board_view(ctl_.info().id);
    MARBLES_CHECK(view_ != nullptr);
    cursor_ = -1;
    show_cursor_ = false;
  }
  view_->configure(ctl_.state());
  animation_ = PieceAnimation{};
  computer_.slices().clear();
  computer_.wait_again();
  scroll_moves_ = 2;
  browsed_ = false;
  pending_ = kNoAction;
}

void App::show_ply(std::size_t ply) {
  ctl_.go_to(ply);
  browsed_ = false;  // the move list's click sets it after
  pending_ = kNoAction;
  computer_.wait_again();
  animation_.active = false;
  note_.clear();
  scroll_moves_ = 2;
}

void App::restart() {
  auto s = Session::create(ctl_.info().id, ctl_.state().variant_text(), games());
  if (s.ok()) {
    set_session(std::move(s).value());
    set_.screen = Screen::kGame;
    message_.clear();
    note_.clear();
  }
}

void App::menu_command(std::string_view command) {
  if (menu_handler_) {
    menu_handler_(command);
  }
}

void App::apply_action(Action a) {
  std::shared_ptr<const AnyState> before = ctl_.state().clone();
  // A move in a variation shown is an edit of the tree: Undo gives the tree back as it was.
  std::optional<TreeEdit> edit;
  if (root_) {
    edit = TreeEdit{tree(), variation_path_, ctl_.session().ply(), 0};
  }
  const Played p = ctl_.apply(a);
  if (edit) {
    sync_variation();
    edit->version = ctl_.version();
    edits_.push_back(std::move(*edit));
  }
  browsed_ = false;
  pending_ = kNoAction;
  computer_.wait_again();
  scroll_moves_ = 2;
  message_.clear();
  note_.clear();
  if (view_->animates(*before, a)) {
    animation_ = PieceAnimation{true, p.player, p.cells.from, p.cells.to, 0, std::move(before), a};
    animation_start_ = now_ms_;
    animation_ms_ = std::max(1.0f, view_->animation_ms(*animation_.before, a));
  } else {
    animation_ = PieceAnimation{};
  }
}

int App::facing() const {
  if (!set_.rotate || !view_->can_face()) {
    return 0;
  }
  const AnyState& s = ctl_.state();
  // While an action is shown, the board stays turned to the person who played it.
  if (animation_.active && animation_.player >= 0 && !ctl_.computer(animation_.player)) {
    return animation_.player;
  }
  const int p = s.to_move();
  if (!animation_.active && !ctl_.over() && p >= 0 && !ctl_.computer(p)) {
    return p;
  }
  // The computer's turn, or the end: the last person who played, else the first person's seat.
  const std::vector<Played>& played = ctl_.played();
  for (std::size_t i = std::min(ctl_.session().ply(), played.size()); i > 0; --i) {
    const int q = played[i - 1].player;
    if (q >= 0 && !ctl_.computer(q)) {
      return q;
    }
  }
  for (int q = 0; q < s.num_players(); ++q) {
    if (!ctl_.computer(q)) {
      return q;
    }
  }
  return 0;
}

int App::turn_player() const {
  const AnyState& s = ctl_.state();
  const int p = s.to_move();
  return p == kChance ? view_->chance_player(s) : p;
}

bool App::typed_roll_due() const {
  return board_input() && ctl_.roll_typed_due();
}

std::vector<Action> App::board_legal() const {
  return ctl_.board_legal(typed_roll_due());
}

void App::after_step() {
  sync_variation();  // an undo in a variation shown may bring back moves it replaced
  browsed_ = false;
  computer_.wait_again();
  animation_.active = false;
  message_.clear();
  note_.clear();
  scroll_moves_ = 2;
}

bool App::can_undo() const {
  if (!edits_.empty() && edits_.back().version == ctl_.version()) {
    return true;
  }
  if (at_distance()) {  // the friend is asked to take this side's last turn back
    return !ctl_.over() && ctl_.state().num_players() == 2 && ctl_.takeback_point() >= 0;
  }
  return ctl_.can_undo_turn();
}

bool App::undo_turn() {
  if (!edits_.empty() && edits_.back().version == ctl_.version()) {
    // The last change was the tree's (a comment, a variation, a move in one): Undo gives the
    // tree back as it was, shown where it was.
    TreeEdit e = std::move(edits_.back());
    edits_.pop_back();
    set_tree(std::move(e.before), e.path, e.ply);
    if (!edits_.empty()) {
      edits_.back().version = ctl_.version();  // the edit before it is the last change now
    }
    after_step();
    return true;
  }
  if (at_distance()) {  // the friend's page asks (web/later/agree.js)
    if (!can_undo()) {
      return false;
    }
    menu_command("takeback:" + std::to_string(ctl_.takeback_point()));
    return true;
  }
  edits_.clear();
  if (!ctl_.undo_turn()) {
    return false;
  }
  after_step();
  return true;
}

bool App::redo_turn() {
  if (!ctl_.redo_turn()) {
    return false;
  }
  after_step();
  return true;
}

bool App::hint_wanted() const {
  const AnyState& s = ctl_.state();
  return set_.mode == Mode::kPlay && set_.screen == Screen::kGame && !ctl_.over() &&
         s.to_move() >= 0 && !ctl_.computer(s.to_move()) && !animation_.active;
}

void App::step_ai() {
  ai_due_ = false;
  if (set_.mode != Mode::kPlay) {
    computer_.wait_again();
    return;
  }
  // Before the end of the record, only where the game goes on from here (ctl_.may_act()).
  Due due;
  due.roll = set_.screen == Screen::kGame && ctl_.may_act() && ctl_.page_rolls();
  due.move = set_.screen == Screen::kGame && ctl_.may_act() && !due.roll && ctl_.is_ai_turn();
  due.hint = hint_wanted();
  const Action a = computer_.step(ctl_.state(), ctl_.version(), due, now_ms_, animation_ms_);
  ai_due_ = due.roll || due.move || a != kNoAction ||
            (due.hint && computer_.hint_pending(ctl_.version()));
  if (a != kNoAction) {
    apply_action(a);
  }
}

bool App::board_input() const {
  return set_.screen == Screen::kGame && set_.mode == Mode::kPlay;
}

App::Layout App::beside(float w, float h, float panel, float pad, float s) {
  App::Layout l;
  l.wide = true;
  l.board_min = v2(pad * s, pad * s);
  l.board_max = v2((w - panel - pad) * s, (h - pad) * s);
  l.panel_min = v2((w - panel) * s, 0);
  l.panel_max = v2(w * s, h * s);
  return l;
}

App::Layout App::above(float w, float h, float bh, float pad, float panel_top, float s) {
  App::Layout l;
  l.board_min = v2(pad * s, pad * s);
  l.board_max = v2((w - pad) * s, (pad + bh) * s);
  l.panel_min = v2(0, panel_top * s);
  l.panel_max = v2(w * s, h * s);
  return l;
}

App::Layout App::compute_layout() const {
  if (diagram()) {
    return diagram_layout();
  }
  const Layout l = base_layout();
  return has_comments() ? with_caption(l) : l;
}

App::Layout App::base_layout() const {
  const float s = scale_ > 0 ? scale_ : 1.0f;
  const float w = css_w_;
  const float h = css_h_;
  if (set_.board_only) {
    // The board and under it its one-line status, at any size (the layout=board option).
    const float pad = 4;
    const float strip = theme::kTapTarget + 2 * pad;
    return above(w, h, std::max(40.0f, h - strip - pad), pad, h - strip, s);
  }
  if (set_.embed) {
    // Board first; beside it a narrow panel when the frame is wide, else under it the status
    // row (and the controls row in play and replay modes).
    if (w >= 560 && w >= h * 1.25f) {
      return beside(w, h, std::clamp(w * 0.34f, 240.0f, 360.0f), 8, s);
    }
    // The panel takes what the board leaves (a tall frame shows the tabs there too).
    const float pad = 4;
    const bool no_controls = viewing() || (set_.mode == Mode::kReplay && set_.controls_hidden);
    const float rows = no_controls ? 1.0f : 2.0f;
    const float strip = rows * theme::kTapTarget + (rows - 1) * 4 + 2 * pad;
    const float bh = std::max(40.0f, std::min((w - 2 * pad) / view_->aspect(), h - strip - pad));
    return above(w, h, bh, pad, pad + bh, s);
  }
  if (w >= 640 && w >= h * 0.95f) {
    return beside(w, h, std::clamp(w * 0.36f, 300.0f, 440.0f), 16, s);
  }
  const float pad = 6;
  const float bh = std::min((w - 2 * pad) / view_->aspect(), h * 0.56f);
  return above(w, h, bh, pad, bh + 2 * pad, s);
}

void App::frame(const FrameInput& in) {
  resize(in.css_width, in.css_height, in.dpr);
  now_ms_ = in.time_ms;
  status_drawn_.clear();  // drawn again below where the layout has it
  ImGuiIO& io = ImGui::GetIO();
  io.DisplaySize = v2(px(css_w_), px(css_h_));
  io.DisplayFramebufferScale = v2(1, 1);
  io.DeltaTime =
      last_ms_ < 0 ? 1.0f / 60 : static_cast<float>(std::max(0.001, (now_ms_ - last_ms_) / 1000.0));
  last_ms_ = now_ms_;
  feed_pointer(in);
  ImGui::NewFrame();
  widgets_.clear();

  if (!editor_) {
    step_ai();  // the game waits while a position is set up
  }
  step_analysis();
  if (animation_.active) {
    animation_.t = static_cast<float>(std::min(1.0, (now_ms_ - animation_start_) / animation_ms_));
    if (animation_.t >= 1) {
      animation_.active = false;
    }
  }
  for (const KeyEvent& k : in.keys) {
    handle_key(k);
  }

  menu_was_open_ = menu_open_;
  menu_open_ = false;
  if (editor_) {
    draw_editor();
  } else if (set_.screen == Screen::kStart && !set_.embed) {
    draw_start();
  } else {
    draw_game();
  }
  draw_confirm();  // the question before a move replaces later ones (none on the start screen)
  widgets_last_.swap(widgets_);
  draw_focus();
  focus_.end_frame();
  ImGui::Render();
  busy_ = ai_due_ || analysis_busy_ || animation_.active || !events_.empty() ||
          touch_release_pending_ || press_frames_ > 0 ||
          touch_down_ms_ >= 0;  // a long press's time
}

}  // namespace marbles::ui
