// The app (see app.h): screens, input, the computer opponent and the JS API answers.
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

#include "core/describe.h"
#include "core/record.h"
#include "imgui.h"
#include "ui/assets.h"
#include "ui/json.h"
#include "ui/theme.h"

namespace marbles::ui {

namespace {

// A value of an option in an error: "x" in English (as the API has always said), « x » in
// French.
std::string option_value(std::string_view v) {
  return french() ? quoted(v) : "\"" + std::string(v) + "\"";
}

constexpr float kFar = -1e9f;
// The computer waits until the previous action has been shown (its animation and a beat),
// then ai_delay_ms more.
constexpr double kShowMs = 300;
constexpr float kTouchSlop = 10;  // CSS pixels a finger moves before it scrolls
// The search thinks this long per frame (the frame's drawing takes a few ms more: the whole
// frame stays under 20 ms), and a hint is the strong search for kHintSeconds.
constexpr double kThinkSliceMs = 4;
constexpr double kHintSeconds = 1.0;
// The tables of the page's searches, allocated when the computer first thinks in a game: an
// MCTS arena of 2^19 nodes (16 MB; a strong search fills it in about a second, then its leaves
// stop growing) and an alpha-beta table of 2^18 entries (4 MB, cleared in a few ms).
constexpr ai::AgentMemory kPageMemory{std::int64_t{1} << 19, 18};
// The strong level's thinking times offered by the settings (seconds).
constexpr double kStrongTimes[] = {1, 2, 5, 10};
constexpr const char* kLevelNames[] = {"beginner", "intermediate", "strong"};

Str level_label(int level) {
  return level == 0   ? Str::kLevelBeginner
         : level == 1 ? Str::kLevelIntermediate
                      : Str::kLevelStrong;
}

// A number as the language writes it ("6.2", "6,2").
std::string number_text(double x, Lang lang) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", x);
  std::string out = buf;
  if (lang == Lang::kFr) {
    std::replace(out.begin(), out.end(), '.', ',');
  }
  return out;
}

std::string seconds_text(double seconds, Lang lang) {
  return number_text(seconds, lang) + " s";
}

double steady_seconds(void*) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}
constexpr ai::Clock kSteadyClock{&steady_seconds, nullptr};

ImVec2 v2(float x, float y) {
  return ImVec2(x, y);
}

ImVec4 rgba(ImU32 c) {
  return ImGui::ColorConvertU32ToFloat4(c);
}

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

std::string join(const std::vector<std::string>& parts, std::string_view sep) {
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (i > 0) {
      out += sep;
    }
    out += parts[i];
  }
  return out;
}

bool parse_int(std::string_view s, int& out) {
  if (s.empty() || s.size() > 9) {
    return false;
  }
  int v = 0;
  for (char c : s) {
    if (c < '0' || c > '9') {
      return false;
    }
    v = v * 10 + (c - '0');
  }
  out = v;
  return true;
}

const char* mode_name(Mode m) {
  return m == Mode::kReplay ? "replay" : m == Mode::kView ? "view" : "play";
}

// "#241f1b"
std::string css_colour(Colour c) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "#%02x%02x%02x", c & 0xFF, c >> 8 & 0xFF, c >> 16 & 0xFF);
  return buf;
}

// The phase as the panel names it.
std::string phase_label(std::string_view phase, Lang lang) {
  if (phase.substr(0, 6) == "round ") {
    return trf(Str::kPhaseRound, lang, phase.substr(6));
  }
  Str id = Str::kPhaseMovement;
  if (phase == "placement") {
    id = Str::kPhasePlacement;
  } else if (phase == "play") {
    id = Str::kPhasePlay;
  } else if (phase == "removal") {
    id = Str::kPhaseRemoval;
  } else if (phase == "over") {
    id = Str::kPhaseOver;
  }
  return tr(id, lang);
}

// A panel section drawn behind its contents: call begin, draw widgets, call end.
struct Card {
  ImDrawList* dl = nullptr;
  ImVec2 start;
  float pad = 0;
  void begin(float padding) {
    pad = padding;
    dl = ImGui::GetWindowDrawList();
    dl->ChannelsSplit(2);
    dl->ChannelsSetCurrent(1);
    start = ImGui::GetCursorScreenPos();
    ImGui::SetCursorScreenPos(v2(start.x + pad, start.y + pad));
    ImGui::BeginGroup();
  }
  void end(ImU32 fill, ImU32 border, float width, float rounding, float border_width) {
    ImGui::EndGroup();
    const ImVec2 max = ImGui::GetItemRectMax();
    dl->ChannelsSetCurrent(0);
    const ImVec2 b{start.x + width, max.y + pad};
    dl->AddRectFilled(start, b, fill, rounding);
    if (border_width > 0) {
      dl->AddRect(start, b, border, rounding, 0, border_width);
    }
    dl->ChannelsMerge();
    ImGui::SetCursorScreenPos(start);
    ImGui::Dummy(v2(width, b.y - start.y));
  }
};

}  // namespace

// ---------------------------------------------------------------------------------------------
// Setup

App::App(std::uint64_t seed) : agent_(seed) {
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

// ---------------------------------------------------------------------------------------------
// Game state

void App::set_session(Session s) {
  const std::string old_id = info_ != nullptr ? std::string(info_->id) : std::string();
  session_ = std::make_unique<Session>(std::move(s));
  info_ = find_game(session_->state().game_id());
  MARBLES_CHECK(info_ != nullptr);
  if (!view_ || old_id != info_->id) {
    view_ = make_board_view(info_->id);
    MARBLES_CHECK(view_ != nullptr);
    cursor_ = -1;
    show_cursor_ = false;
  }
  view_->configure(session_->state());
  animation_ = PieceAnimation{};
  // The computer keeps the seats the new game has.
  ai_seats_ &= (1u << session_->state().num_players()) - 1u;
  kept_.clear();
  live_ = false;
  slices_.clear();
  session_changed();
  ++version_;
  ++serial_;
}

void App::show_ply(std::size_t ply) {
  session_->go_to(ply);
  live_ = false;
  selected_ = -1;
  ai_wait_from_ = -1;
  animation_.active = false;
  note_.clear();
  scroll_moves_ = 2;
  ++version_;
}

void App::restart() {
  auto s = Session::create(info_->id, session_->state().variant_text(), games());
  if (s.ok()) {
    set_session(std::move(s).value());
    screen_ = Screen::kGame;
    message_.clear();
    note_.clear();
  }
}

void App::menu_command(std::string_view command) {
  if (menu_handler_) {
    menu_handler_(command);
  }
}

void App::session_changed() {
  played_.clear();
  auto start = start_state(session_->record());
  MARBLES_CHECK(start.ok());
  std::unique_ptr<AnyState> s = std::move(start).value();
  for (Action a : session_->record().actions) {
    played_.push_back(Played{s->to_move(), s->action_cells(a), s->action_text(a),
                             s->turn_info().number, s->turn_info().section});
    s->apply(a);
  }
  selected_ = -1;
  ai_wait_from_ = -1;
  scroll_moves_ = 2;
}

void App::apply_action(Action a) {
  const AnyState& s = session_->state();
  MARBLES_CHECK(s.is_legal(a));
  const Played p{s.to_move(), s.action_cells(a), s.action_text(a), s.turn_info().number,
                 s.turn_info().section};
  std::shared_ptr<const AnyState> before = s.clone();
  const std::size_t ply = session_->ply();
  const bool at_end = ply == session_->length();
  // The record's next action follows the record (as Redo does); another replaces the later
  // ones, which Undo can bring back.
  const bool follows = !at_end && session_->record().actions[ply] == a;
  if (follows) {
    session_->redo();
  } else {
    kept_.replaced(session_->record().actions, ply);
    session_->play(a);
  }
  live_ = true;
  ++version_;
  if (follows || (at_end && played_.size() + 1 == session_->length())) {
    if (!follows) {
      played_.push_back(p);
    }
    selected_ = -1;
    ai_wait_from_ = -1;
    scroll_moves_ = 2;
  } else {
    session_changed();
  }
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

int App::people() const {
  int n = 0;
  for (int p = 0; p < session_->state().num_players(); ++p) {
    n += computer(p) ? 0 : 1;
  }
  return n;
}

std::string App::seats_text() const {
  std::string out;
  for (int p = 0; p < kMaxPlayers; ++p) {
    if (computer(p)) {
      out += (out.empty() ? "" : ",") + std::to_string(p);
    }
  }
  return out.empty() ? "off" : out;
}

std::string App::set_seats(std::string_view value) {
  const int n = session_->state().num_players();
  unsigned seats = 0;
  if (value != "off") {
    // Seats separated by commas: "1", "1,2,3".
    bool bad = value.empty();
    std::size_t at = 0;
    while (!bad && at <= value.size()) {
      const std::size_t comma = std::min(value.find(',', at), value.size());
      int p = 0;
      if (!parse_int(value.substr(at, comma - at), p) || p >= n || (seats >> p & 1u) != 0) {
        bad = true;
        break;
      }
      seats |= 1u << p;
      at = comma + 1;
    }
    if (bad) {
      return error_json([&] {
        return msg("bad value ", "valeur incorrecte ") + option_value(value) +
               msg(" for option ai (off, or the computer's seats from 0 to ",
                   " pour ai (off, ou les places de l’ordinateur de 0 à ") +
               std::to_string(n - 1) +
               msg(", separated by commas: 1 or 1,2,3)",
                   ", séparées par des virgules\xC2\xA0: 1 ou 1,2,3)");
      });
    }
  }
  ai_seats_ = seats;
  pick_seats_ = seats;
  ai_wait_from_ = -1;
  selected_ = -1;
  return json_ok();
}

int App::facing() const {
  if (!rotate_ || !view_->can_face()) {
    return 0;
  }
  const AnyState& s = session_->state();
  // While an action is shown, the board stays turned to the person who played it.
  if (animation_.active && animation_.player >= 0 && !computer(animation_.player)) {
    return animation_.player;
  }
  const int p = s.to_move();
  if (!animation_.active && !s.is_terminal() && p >= 0 && !computer(p)) {
    return p;
  }
  // The computer's turn, or the end: the last person who played, else the first person's seat.
  for (std::size_t i = std::min(session_->ply(), played_.size()); i > 0; --i) {
    const int q = played_[i - 1].player;
    if (q >= 0 && !computer(q)) {
      return q;
    }
  }
  for (int q = 0; q < s.num_players(); ++q) {
    if (!computer(q)) {
      return q;
    }
  }
  return 0;
}

bool App::is_ai_turn() const {
  const AnyState& s = session_->state();
  return ai_seats_ != 0 && !s.is_terminal() &&
         (computer(s.to_move()) || (s.to_move() == kChance && !typed_dice_));
}

std::vector<Action> App::board_legal() const {
  const AnyState& s = session_->state();
  if (!typed_roll_due()) {
    return s.legal_actions();
  }
  // Real dice: the person enters the roll on the board (the view's keys).
  std::vector<Action> out;
  for (const ChanceOutcome& c : s.chance_outcomes()) {
    out.push_back(c.action);
  }
  return out;
}

int App::turn_player() const {
  const AnyState& s = session_->state();
  const int p = s.to_move();
  return p == kChance ? view_->chance_player(s) : p;
}

bool App::page_rolls() const {
  const AnyState& s = session_->state();
  return !typed_dice_ && !s.is_terminal() && s.to_move() == kChance;
}

bool App::typed_roll_due() const {
  const AnyState& s = session_->state();
  return typed_dice_ && board_input() && !s.is_terminal() && s.to_move() == kChance;
}

bool App::can_undo_turn() const {
  if (!session_->can_undo()) {
    return false;
  }
  // Something a person played must be undone (not only the computer's moves or the page's
  // rolls, which Undo goes back past).
  for (std::size_t i = 0; i < session_->ply() && i < played_.size(); ++i) {
    const int p = played_[i].player;
    if (p == kChance ? typed_dice_ : !computer(p)) {
      return true;
    }
  }
  return false;
}

bool App::undo_turn() {
  if (!can_undo_turn()) {
    return false;
  }
  step_back();
  // Back to a person's decision: past the computer's actions and the page's rolls.
  while (session_->can_undo() && (is_ai_turn() || page_rolls())) {
    step_back();
  }
  live_ = false;
  ++version_;
  selected_ = -1;
  ai_wait_from_ = -1;
  animation_.active = false;
  message_.clear();
  note_.clear();
  scroll_moves_ = 2;
  return true;
}

bool App::redo_turn() {
  if (!session_->can_redo()) {
    return false;
  }
  session_->redo();
  while (session_->can_redo() && (is_ai_turn() || page_rolls())) {
    session_->redo();
  }
  live_ = false;
  ++version_;
  selected_ = -1;
  ai_wait_from_ = -1;
  animation_.active = false;
  message_.clear();
  note_.clear();
  scroll_moves_ = 2;
  return true;
}

std::string App::level_text() const {
  return ai_level_ < 0 ? "random" : kLevelNames[ai_level_];
}

double App::strong_seconds(const AnyState& s) const {
  return ai_seconds_ * ai::any_time_share(s, ai::Level::kStrong);
}

bool App::thinking() const {
  return search_ != nullptr && search_version_ == version_ && !search_done_;
}

void App::stop_search() {
  search_version_ = -1;
  search_done_ = false;
}

bool App::hint_wanted() const {
  const AnyState& s = session_->state();
  return mode_ == Mode::kPlay && screen_ == Screen::kGame && !s.is_terminal() && s.to_move() >= 0 &&
         !computer(s.to_move()) && !animation_.active;
}

bool App::hint_found() const {
  return hint_version_ == version_ && hint_ != kNoAction && session_->state().is_legal(hint_);
}

bool App::think_slice(bool hint) {
  const AnyState& s = session_->state();
  const int level = hint ? static_cast<int>(ai::Level::kStrong) : ai_level_;
  if (search_version_ != version_ || search_hint_ != hint || search_level_ != level ||
      search_ == nullptr) {
    if (search_ == nullptr || search_game_ != s.game_id() || search_level_ != level) {
      // A new seed per agent: the same position need not get the same answer every game.
      const auto seed = static_cast<std::uint64_t>(steady_seconds(nullptr) * 1e6);
      search_ = ai::make_any_agent(s.game_id(), static_cast<ai::Level>(level), seed, kPageMemory);
      search_game_ = std::string(s.game_id());
      search_level_ = level;
    }
    if (search_ == nullptr) {
      return true;  // no search for this game: the caller plays at random
    }
    search_->begin(s);
    search_version_ = version_;
    search_hint_ = hint;
    search_start_ms_ = now_ms_;
    search_done_ = false;
    return false;  // begin() may have allocated the tables: the thinking starts next frame
  }
  if (search_done_) {
    return true;
  }
  const std::int64_t work = search_->work();
  const double t0 = steady_seconds(nullptr);
  const bool done = search_->think(ai::Budget::time(kThinkSliceMs / 1000, kSteadyClock));
  // A slice that is not done ended when its time was spent: its work is a full slice's.
  slices_.add(search_->work() - work, 1000 * (steady_seconds(nullptr) - t0), !done);
  // Strong's time per move, spread over the decisions of a turn where the game's tuning says
  // so (Wykersham: most of it at the turn's first placement); a hint takes its own time.
  // It ends early where the level says its choice cannot change in the time left (Wykersham).
  const double limit_ms = 1000 * (hint ? kHintSeconds : strong_seconds(s));
  const double spent_ms = now_ms_ - search_start_ms_;
  search_done_ =
      done ||
      (level == static_cast<int>(ai::Level::kStrong) &&
       (spent_ms >= limit_ms || search_->settled(spent_ms / 1000, (limit_ms - spent_ms) / 1000)));
  return search_done_;
}

void App::step_ai() {
  if (mode_ != Mode::kPlay) {
    ai_wait_from_ = -1;
    return;
  }
  const AnyState& s = session_->state();
  // Before the end of the record, only where the game goes on from here (may_act()).
  const bool roll = screen_ == Screen::kGame && may_act() && page_rolls();
  const bool move = screen_ == Screen::kGame && may_act() && !roll && is_ai_turn();
  if (!roll && !move) {
    ai_wait_from_ = -1;
    if (hint_version_ == version_ && hint_ == kNoAction && hint_wanted() && think_slice(true)) {
      hint_ = search_ != nullptr ? search_->best_action() : kNoAction;
      if (hint_ == kNoAction || !s.is_legal(hint_)) {
        hint_ = agent_.choose(s);
      }
    }
    return;
  }
  if (ai_wait_from_ < 0) {
    ai_wait_from_ = now_ms_;
  }
  // The computer thinks while the last action is shown and the delay runs.
  const bool answered = move && (ai_level_ < 0 || think_slice(false));
  // The last action shown (a long slide) and a beat, then the delay.
  const double show = std::max(kShowMs, animation_ms_ + 80);
  if (now_ms_ - ai_wait_from_ < show + static_cast<double>(ai_delay_ms_)) {
    return;
  }
  if (move && !answered) {
    return;
  }
  Action a = kNoAction;
  if (move && ai_level_ >= 0 && search_ != nullptr) {
    a = search_->best_action();
  }
  if (a == kNoAction || !s.is_legal(a)) {
    a = agent_.choose(s);  // a roll, the random level, or a search without an answer
  }
  ai_wait_from_ = -1;
  stop_search();
  if (a != kNoAction) {
    apply_action(a);
  }
}

std::vector<Action> App::button_actions() const {
  std::vector<Action> out;
  const AnyState& s = session_->state();
  for (Action a : s.legal_actions()) {
    const ActionCells c = s.action_cells(a);
    if (c.from < 0 && c.to < 0 && c.removed < 0) {
      out.push_back(a);
    }
  }
  return out;
}

bool App::accepts_board_action() {
  if (!board_input()) {
    note_ = tr(Str::kReadOnly, lang_);
    message_ = "the board takes no moves in this mode";
    return false;
  }
  if (session_->state().is_terminal()) {
    return false;
  }
  if (is_ai_turn()) {
    note_ = tr(play_on_offered() ? Str::kPlayOnNote : Str::kNotYourTurn, lang_);
    message_ = "it is the computer's turn";
    return false;
  }
  return true;
}

void App::click_cell(int cell) {
  const AnyState& s = session_->state();
  if (!accepts_board_action()) {
    return;
  }
  if (cell < 0) {
    selected_ = -1;
    return;
  }
  std::vector<std::pair<Action, ActionCells>> acts;
  for (Action a : s.legal_actions()) {
    acts.emplace_back(a, s.action_cells(a));
  }
  auto picks = [&](int c) {
    for (const auto& [a, ac] : acts) {
      if (ac.from == c) {
        return true;
      }
    }
    return false;
  };
  if (selected_ == kReservePick) {
    // A piece from the reserve: a tap on a marked cell places it, anywhere else drops it.
    selected_ = -1;
    for (const auto& [a, ac] : acts) {
      if (ac.from < 0 && ac.removed < 0 && ac.to == cell) {
        apply_action(a);
        return;
      }
    }
    note_.clear();
    return;
  }
  const int sel = selection();
  if (sel >= 0) {
    for (const auto& [a, ac] : acts) {
      if (ac.from == sel && ac.to == cell) {
        apply_action(a);
        return;
      }
    }
    if (cell == selected_) {
      selected_ = -1;
      return;
    }
  }
  // With a piece picked up, a tap elsewhere never places or removes: it picks another piece
  // or drops the pick (a second tap then places).
  for (const auto& [a, ac] : acts) {
    if (ac.from < 0 && (ac.to == cell || ac.removed == cell)) {
      if (selected_ >= 0) {
        selected_ = -1;
      } else {
        apply_action(a);
      }
      note_.clear();
      return;
    }
  }
  if (picks(cell)) {
    selected_ = cell;
    note_.clear();
    return;
  }
  selected_ = -1;
  const std::string name = view_->cell_name(cell);
  note_ = trf(Str::kNoMoveThere, lang_, name);
  message_ = name + ": no legal move there";
}

void App::play_control(Action a) {
  const AnyState& s = session_->state();
  if (!accepts_board_action()) {
    return;
  }
  selected_ = -1;
  if (s.is_legal(a)) {
    apply_action(a);
    return;
  }
  note_ = view_->control_text(s, a, false, lang_);
  if (note_.empty()) {
    note_ = tr(Str::kNotNow, lang_);
  }
  message_ = "'" + s.action_text(a) + "' is not a legal move here";
}

void App::click_reserve(int player) {
  const AnyState& s = session_->state();
  if (s.is_terminal() || is_ai_turn()) {
    click_cell(-1);
    return;
  }
  if (player != s.to_move()) {
    selected_ = -1;
    note_ = tr(Str::kNotYourReserve, lang_);
    message_ = "that reserve is the other player's";
    return;
  }
  for (Action a : s.legal_actions()) {
    const ActionCells c = s.action_cells(a);
    if (c.from < 0 && c.removed < 0 && c.to >= 0) {
      selected_ = selected_ == kReservePick ? -1 : kReservePick;
      note_.clear();
      return;
    }
  }
  selected_ = -1;
  note_ = tr(Str::kNoPlacement, lang_);
  message_ = "no piece can be placed now";
}

int App::selection() const {
  if (selected_ >= 0) {
    return selected_;
  }
  if (selected_ == kReservePick) {
    return -1;
  }
  // When every legal action moves the same piece (a knight), it is picked up already.
  int only = -1;
  for (Action a : session_->state().legal_actions()) {
    const int from = session_->state().action_cells(a).from;
    if (from < 0 || (only >= 0 && from != only)) {
      return -1;
    }
    only = from;
  }
  return only;
}

BoardMarks App::board_marks(int hover) const {
  BoardMarks m;
  const AnyState& s = session_->state();
  m.interactive = board_input() && !s.is_terminal() && !is_ai_turn();
  m.selected = m.interactive ? selection() : -1;
  m.reserve_picked = m.interactive && selected_ == kReservePick;
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
  // The last turn: the actions of the last record line.
  const std::size_t ply = std::min(session_->ply(), played_.size());
  if (ply > 0) {
    const Played& last = played_[ply - 1];
    m.last.player = last.player;
    for (std::size_t i = ply; i > 0 && Played::same_turn(last, played_[i - 1]); --i) {
      m.last.cells.push_back(played_[i - 1].cells);
    }
  }
  m.animation = animation_;
  m.lang = lang_;
  return m;
}

std::string App::side_name(int player) const {
  if (player < 0 || player >= kMaxPlayers) {
    return "";
  }
  const auto i = static_cast<std::size_t>(player);
  return std::string(lang_ == Lang::kFr ? info_->side_fr[i] : info_->side_en[i]);
}

std::string App::result_line() const {
  const AnyState& s = session_->state();
  if (!s.is_terminal()) {
    return "";
  }
  const std::vector<double> r = s.returns();
  int winner = -1;
  for (std::size_t p = 0; p < r.size(); ++p) {
    if (r[p] > 0) {
      winner = static_cast<int>(p);
    }
  }
  if (winner < 0) {
    return tr(Str::kDraw, lang_);
  }
  const int n = s.num_players();
  const int computers = n - people();
  if (computers > 0 && people() == 1 && !computer(winner)) {
    return tr(Str::kYouWin, lang_);
  }
  if (computers == 1 && computer(winner)) {
    return tr(Str::kComputerWins, lang_);
  }
  // People against each other, or several computer seats: the winner's side.
  const std::string side = side_name(winner);
  std::string line = trf(info_->plural_sides ? Str::kWins : Str::kWinsOne, lang_,
                         lang_ == Lang::kFr ? lower_first(side) : side);
  if (computer(winner)) {
    line += std::string(" (") + tr(Str::kComputer, lang_) + ")";
  }
  return line;
}

std::string App::seat_suffix(int p) const {
  // "(you)" / "(computer)" after a side's name: against the computer only; with several
  // people only the computer's seats are marked.
  if (ai_seats_ == 0 || p < 0 || mode_ != Mode::kPlay) {
    return "";
  }
  if (computer(p)) {
    return std::string(" (") + tr(Str::kComputer, lang_) + ")";
  }
  return people() == 1 ? std::string(" (") + tr(Str::kYou, lang_) + ")" : std::string();
}

std::string App::players_line() const {
  const int n = session_->state().num_players();
  const int humans = people();
  if (ai_seats_ == 0) {
    return n == 2 ? tr(Str::kModeTwo, lang_) : trf(Str::kModePeople, lang_, std::to_string(n));
  }
  if (humans == 0) {
    return tr(Str::kModeComputerOnly, lang_);
  }
  std::vector<std::string> names;
  int you = -1;
  for (int p = 0; p < n; ++p) {
    if (computer(p)) {
      names.push_back(side_name(p));
    } else {
      you = p;
    }
  }
  if (humans == 1) {
    return trf(Str::kModeComputer, lang_, side_name(you));
  }
  return trf(Str::kModeComputerSeats, lang_, join(names, ", "));
}

std::vector<std::string> App::status_lines() const {
  if (!note_.empty()) {
    return {note_};
  }
  const AnyState& s = session_->state();
  if (s.is_terminal()) {
    return {result_line()};
  }
  const int p = turn_player();
  std::string phase = view_->phase_label(s, lang_);
  if (phase.empty()) {
    phase = phase_label(s.phase(), lang_);
  }
  if (p < 0) {
    return {phase};  // a roll-off: nobody's turn yet
  }
  const std::string who = side_name(p);
  std::string line = trf(info_->plural_sides ? Str::kToPlay : Str::kToPlayOne, lang_,
                         lang_ == Lang::kFr ? lower_first(who) : who);
  line += seat_suffix(p);
  // Shorter: the side's name alone (its piece is drawn before the line), then the phase alone.
  return {line + " \xC2\xB7 " + phase, who + seat_suffix(p) + " \xC2\xB7 " + phase, phase};
}

bool App::board_input() const {
  return screen_ == Screen::kGame && mode_ == Mode::kPlay;
}

// ---------------------------------------------------------------------------------------------
// Keyboard

void App::handle_key(const KeyEvent& k) {
  using K = KeyEvent::Key;
  if (ImGui::GetIO().WantTextInput || screen_ != Screen::kGame || menu_open_) {
    return;
  }
  if (mode_ == Mode::kReplay) {
    const std::size_t ply = session_->ply();
    if (k.key == K::kLeft && ply > 0) {
      show_ply(ply - 1);
    } else if (k.key == K::kRight && ply < session_->length()) {
      show_ply(ply + 1);
    } else if (k.key == K::kHome) {
      show_ply(0);
    } else if (k.key == K::kEnd) {
      show_ply(session_->length());
    }
    return;
  }
  if (mode_ != Mode::kPlay) {
    return;
  }
  switch (k.key) {
    case K::kZ:
      if (k.ctrl && k.shift) {
        redo_turn();
      } else if (k.ctrl) {
        undo_turn();
      }
      return;
    case K::kY:
      if (k.ctrl) {
        redo_turn();
      }
      return;
    case K::kEscape:
      selected_ = -1;
      note_.clear();
      return;
    case K::kLeft:
      move_cursor(-1, 0);
      return;
    case K::kRight:
      move_cursor(1, 0);
      return;
    case K::kUp:
      move_cursor(0, -1);
      return;
    case K::kDown:
      move_cursor(0, 1);
      return;
    case K::kEnter:
    case K::kSpace: {
      const AnyState& s = session_->state();
      const std::vector<Action> buttons = button_actions();
      if (play_on_offered()) {
        play_on();  // the panel's button
      } else if (!s.is_terminal() && !is_ai_turn() && !buttons.empty() &&
                 buttons.size() == s.legal_actions().size()) {
        apply_action(buttons.front());  // a pass, or Yoté's bonus piece from the reserve
      } else if (!show_cursor_ || cursor_ < 0) {
        cursor_ = first_cursor();
        show_cursor_ = true;
      } else {
        click_cell(cursor_);
      }
      return;
    }
    case K::kHome:
    case K::kEnd:
      return;
  }
}

int App::first_cursor() const {
  const int sel = selection();
  if (sel >= 0) {
    return sel;
  }
  // The playable cell nearest the middle of the board, else the middle cell.
  const BoardMarks m = board_marks(-1);
  std::vector<int> cells = m.sources;
  cells.insert(cells.end(), m.targets.begin(), m.targets.end());
  if (cells.empty()) {
    for (int c = 0; c < view_->num_cells(); ++c) {
      if (view_->hit(view_->cell_center(c)) == c) {
        cells.push_back(c);
      }
    }
  }
  const ImVec2 a = view_->rect_min();
  const ImVec2 b = view_->rect_max();
  const ImVec2 mid{(a.x + b.x) / 2, (a.y + b.y) / 2};
  int best = -1;
  float best_d = FLT_MAX;
  for (int c : cells) {
    const ImVec2 p = view_->cell_center(c);
    const float d = std::hypot(p.x - mid.x, p.y - mid.y);
    if (d < best_d - 0.01f) {
      best_d = d;
      best = c;
    }
  }
  return best;
}

void App::move_cursor(float dx, float dy) {
  const bool valid = cursor_ >= 0 && cursor_ < view_->num_cells() &&
                     view_->hit(view_->cell_center(cursor_)) == cursor_;
  if (!valid || !show_cursor_) {
    // The first key shows the cursor where it is (or where play is likely).
    if (!valid) {
      cursor_ = first_cursor();
    }
    show_cursor_ = true;
    return;
  }
  // The nearest cell whose centre lies in that direction, favouring straight lines: cells
  // within 45 degrees of it first, then any cell ahead.
  const ImVec2 c = view_->cell_center(cursor_);
  int best = -1;
  float best_score = FLT_MAX;
  for (int pass = 0; pass < 2 && best < 0; ++pass) {
    for (int i = 0; i < view_->num_cells(); ++i) {
      const ImVec2 p = view_->cell_center(i);
      if (i == cursor_ || view_->hit(p) != i) {
        continue;
      }
      const float vx = p.x - c.x;
      const float vy = p.y - c.y;
      const float along = vx * dx + vy * dy;
      const float across = std::fabs(vx * dy - vy * dx);
      if (along <= 0.5f || (pass == 0 && across > along)) {
        continue;
      }
      const float score = along + 2 * across;
      if (score < best_score) {
        best_score = score;
        best = i;
      }
    }
  }
  if (best >= 0) {
    cursor_ = best;
  }
}

// ---------------------------------------------------------------------------------------------
// JS API

std::string App::games_json() const {
  std::string out = "[";
  bool first = true;
  for (const GameInfo& g : games()) {
    std::vector<std::string> variants(g.variants.begin(), g.variants.end());
    out += first ? "" : ",";
    first = false;
    out += "{\"id\":" + json_string(g.id) + ",\"name_en\":" + json_string(g.name_en) +
           ",\"name_fr\":" + json_string(g.name_fr) + ",\"variants\":" + json_strings(variants) +
           ",\"playable\":true}";
  }
  for (const UpcomingGame& g : upcoming_games()) {
    out += first ? "" : ",";
    first = false;
    out += "{\"id\":" + json_string(g.id) + ",\"name_en\":" + json_string(g.name_en) +
           ",\"name_fr\":" + json_string(g.name_fr) + ",\"variants\":[],\"playable\":false}";
  }
  return out + "]";
}

std::string App::new_game(std::string_view game, std::string_view variant) {
  if (find_game(game) == nullptr) {
    for (const UpcomingGame& g : upcoming_games()) {
      if (g.id == game) {
        message_ = "game \"" + std::string(game) + "\" is not playable yet";
        return json_error(message_);
      }
    }
    message_ = "unknown game \"" + std::string(game) + "\"";
    return json_error(message_);
  }
  auto s = Session::create(game, variant, games());
  if (!s.ok()) {
    return engine_error([&] { return Session::create(game, variant, games()).error().text(); });
  }
  set_session(std::move(s).value());
  pick_game_ = std::string(game);
  pick_variant_ = session_->state().variant_text();
  screen_ = Screen::kGame;
  message_.clear();
  note_.clear();
  return json_ok();
}

std::string App::engine_error(const std::function<std::string()>& message) {
  message_ = message();
  return json_error(message_, in_page_language(message, message_));
}

std::string App::error_json(const std::function<std::string()>& message) const {
  const std::string english = message();
  return json_error(english, in_page_language(message, english));
}

std::string App::in_page_language(const std::function<std::string()>& message,
                                  const std::string& english) const {
  if (lang_ == Lang::kEn) {
    return english;
  }
  const MessageLanguage local(lang_);
  return message();
}

std::string App::state_json() const {
  const AnyState& s = session_->state();
  std::vector<std::string> legal;
  if (s.to_move() == kChance) {
    for (const ChanceOutcome& c : s.chance_outcomes()) {
      legal.push_back(s.action_text(c.action));
    }
  } else {
    for (Action a : s.legal_actions()) {
      legal.push_back(s.action_text(a));
    }
  }
  std::vector<std::string> moves;
  for (std::size_t i = 0; i < session_->ply() && i < played_.size(); ++i) {
    moves.push_back(played_[i].text);
  }
  const PieceCounts pc = view_->counts(s);
  std::string reserves = "[";
  std::string on_board = "[";
  std::string out_counts = "[";
  for (int p = 0; p < s.num_players(); ++p) {
    const auto i = static_cast<std::size_t>(p);
    reserves += (p > 0 ? "," : "") + std::to_string(pc.in_hand[i]);
    on_board += (p > 0 ? "," : "") + std::to_string(pc.on_board[i]);
    out_counts += (p > 0 ? "," : "") + std::to_string(pc.out[i]);
  }
  reserves += "]";
  on_board += "]";
  out_counts += "]";
  std::string out = "{";
  out += "\"screen\":" + json_string(screen_ == Screen::kStart ? "start" : "game");
  out += ",\"game\":" + json_string(s.game_id());
  out += ",\"variant\":" + json_string(s.variant_text());
  out += ",\"players\":" + std::to_string(s.num_players());
  out += ",\"ply\":" + std::to_string(session_->ply());
  out += ",\"length\":" + std::to_string(session_->length());
  out += ",\"to_move\":" + std::to_string(s.to_move());
  out += ",\"phase\":" + json_string(s.phase());
  out += std::string(",\"terminal\":") + (s.is_terminal() ? "true" : "false");
  out += ",\"result\":" + json_string(result_text(s));
  // The end in words, as the panel says it ("Sticks win! Stones have only two pieces left.").
  out += ",\"outcome\":" +
         json_string(s.is_terminal() ? result_line() + " " + view_->end_reason(s, *info_, lang_)
                                     : std::string());
  out += ",\"legal\":" + json_strings(legal);
  out += ",\"moves\":" + json_strings(moves);
  out += ",\"position\":" + json_string(s.position_text());
  out += ",\"reserves\":" + reserves;
  out += ",\"on_board\":" + on_board;
  out += ",\"out\":" + out_counts;
  // The lines the panel shows under the counts (a score, a round).
  out += ",\"status\":" + json_strings(view_->status_lines(s, *info_, lang_));
  out += ",\"status_line\":" + json_string(status_drawn_);  // the compact embed's line
  out += ",\"lang\":" + json_string(lang_code(lang_));
  out += ",\"ai\":" + json_string(seats_text());
  out += ",\"ai_level\":" + json_string(level_text());
  out += ",\"ai_time\":" + json_number(ai_seconds_);
  out += std::string(",\"thinking\":") + (thinking() ? "true" : "false");
  // The search's slices in this game (slice_stats.h).
  out += ",\"search\":" + slices_.json();
  // Before the end of the record: whether the panel offers to play on from here, and its words
  // on the later moves.
  out += std::string(",\"play_on\":") + (play_on_offered() ? "true" : "false");
  out += ",\"later\":" + json_string(later_text());
  // The hint found for the position on screen ("" when none was asked or it is not ready).
  out += ",\"hint\":" + json_string(hint_found() ? s.action_text(hint_) : "");
  out += std::string(",\"rotate\":") + (rotate_ ? "true" : "false");
  out += std::string(",\"dice\":") + (typed_dice_ ? "\"typed\"" : "\"rolled\"");
  out += ",\"facing\":" + std::to_string(facing());
  out += ",\"message\":" + json_string(message_);
  out += ",\"theme\":" + json_string(theme_code(theme::current()));
  out += ",\"background\":" + json_string(css_colour(theme::colors().background));
  out += ",\"mode\":" + json_string(mode_name(mode_));
  out += std::string(",\"embed\":") + (embed_ ? "true" : "false");
  out += ",\"version\":" + std::to_string(version_);
  out += ",\"serial\":" + std::to_string(serial_);
  const bool cursor_shown = cursor_ >= 0 && cursor_ < view_->num_cells() && show_cursor_;
  out += ",\"cursor\":" + json_string(cursor_shown ? view_->cell_name(cursor_) : "");
  out += ",\"selected\":" + json_string(selected_ >= 0 ? view_->cell_name(selected_) : "");
  static constexpr const char* kTabs[] = {"moves", "rules", "about"};
  out += ",\"tab\":" + json_string(kTabs[tab_]);
  // The board's rectangle in CSS pixels from the canvas's top-left corner (as drawn).
  const float sc = scale_ > 0 ? scale_ : 1.0f;
  const Layout l = compute_layout();
  view_->face(facing());
  view_->layout(l.board_min, l.board_max, sc);
  const ImVec2 b0 = view_->rect_min();
  const ImVec2 b1 = view_->rect_max();
  out += ",\"board\":{\"x\":" + json_number(b0.x / sc) + ",\"y\":" + json_number(b0.y / sc) +
         ",\"w\":" + json_number((b1.x - b0.x) / sc) + ",\"h\":" + json_number((b1.y - b0.y) / sc) +
         "}";
  return out + "}";
}

std::string App::play(std::string_view text) {
  if (mode_ != Mode::kPlay) {
    message_ = std::string("the page is in ") + mode_name(mode_) + " mode: it takes no moves";
    return json_error(message_);
  }
  const AnyState& s = session_->state();
  auto a = s.parse_action(text);
  if (!a.ok()) {
    return engine_error([&] { return s.parse_action(text).error().text(); });
  }
  if (!s.is_legal(*a)) {
    return engine_error([&] {
      return quoted(text) + msg(" is not a legal move here", " n’est pas un coup permis ici");
    });
  }
  apply_action(*a);
  return json_ok();
}

std::string App::load_record(std::string_view text, std::optional<int> ply) {
  auto s = Session::from_text(text, games());
  if (!s.ok()) {
    return engine_error([&] { return Session::from_text(text, games()).error().text(); });
  }
  const std::size_t length = s->length();
  if (ply && (*ply < 0 || static_cast<std::size_t>(*ply) > length)) {
    return engine_error([&] {
      return msg("ply ", "le coup ") + std::to_string(*ply) +
             msg(" is out of range (0 to ", " est hors de la partie (de 0 à ") +
             std::to_string(length) + ")";
    });
  }
  set_session(std::move(s).value());
  if (ply) {
    session_->go_to(static_cast<std::size_t>(*ply));
  }
  ai_seats_ = 0;  // shown as it is: the computer plays when asked
  pick_game_ = std::string(info_->id);
  pick_variant_ = session_->state().variant_text();
  screen_ = Screen::kGame;
  message_.clear();
  note_.clear();
  return json_ok();
}

std::string App::save_record() const {
  return session_->text();
}

std::string App::undo() {
  if (mode_ == Mode::kView) {
    message_ = "the page is in view mode: no undo";
    return json_error(message_);
  }
  if (!undo_turn()) {
    message_ = "nothing to undo";
    return json_error(message_);
  }
  return json_ok();
}

std::string App::redo() {
  if (mode_ == Mode::kView) {
    message_ = "the page is in view mode: no redo";
    return json_error(message_);
  }
  if (!redo_turn()) {
    message_ = "nothing to redo";
    return json_error(message_);
  }
  return json_ok();
}

std::string App::set_option(std::string_view name, std::string_view value) {
  const std::string v(value);
  if (name == "lang") {
    const std::optional<Lang> l = parse_lang(value);
    if (!l) {
      return json_error("bad value \"" + v + "\" for option lang (fr or en)");
    }
    lang_ = *l;
    note_.clear();
    return json_ok();
  }
  if (name == "ai") {
    return set_seats(value);
  }
  if (name == "ai_level") {
    int level = -2;
    for (int i = 0; i < 3; ++i) {
      level = value == kLevelNames[i] ? i : level;
    }
    level = value == "random" ? -1 : level;
    if (level == -2) {
      return json_error("bad value \"" + v +
                        "\" for option ai_level (beginner, intermediate, strong or random)");
    }
    ai_level_ = level;
    stop_search();
    return json_ok();
  }
  if (name == "ai_time") {
    double seconds = 0;
    char* end = nullptr;
    seconds = std::strtod(v.c_str(), &end);
    if (v.empty() || end != v.c_str() + v.size() || !(seconds >= 0.1 && seconds <= 60)) {
      return error_json([&] {
        return msg("bad value ", "valeur incorrecte ") + option_value(v) +
               msg(" for option ai_time (the strong level's seconds a move, 0.1 to 60)",
                   " pour ai_time (les secondes du niveau fort par coup, de 0,1 à 60)");
      });
    }
    ai_seconds_ = seconds;
    return json_ok();
  }
  if (name == "dice") {
    if (value != "typed" && value != "rolled") {
      return json_error("bad value \"" + v + "\" for option dice (rolled or typed)");
    }
    typed_dice_ = value == "typed";
    ai_wait_from_ = -1;
    return json_ok();
  }
  if (name == "rotate") {
    if (value != "1" && value != "0") {
      return json_error("bad value \"" + v + "\" for option rotate (1 or 0)");
    }
    rotate_ = value == "1";
    return json_ok();
  }
  if (name == "ai_delay_ms") {
    int ms = 0;
    if (!parse_int(value, ms)) {
      return json_error("bad value \"" + v + "\" for option ai_delay_ms (an integer >= 0)");
    }
    ai_delay_ms_ = ms;
    return json_ok();
  }
  if (name == "theme") {
    const std::optional<ThemeId> t = parse_theme(value);
    if (!t) {
      return json_error("bad value \"" + v + "\" for option theme (dark or light)");
    }
    set_theme(*t);
    return json_ok();
  }
  if (name == "mode") {
    if (value == "play") {
      mode_ = Mode::kPlay;
    } else if (value == "replay") {
      mode_ = Mode::kReplay;
    } else if (value == "view") {
      mode_ = Mode::kView;
    } else {
      return json_error("bad value \"" + v + "\" for option mode (play, replay or view)");
    }
    selected_ = -1;
    ai_wait_from_ = -1;
    note_.clear();
    if (mode_ != Mode::kPlay) {
      show_cursor_ = false;
    }
    return json_ok();
  }
  if (name == "embed") {
    if (value != "1" && value != "0") {
      return json_error("bad value \"" + v + "\" for option embed (1 or 0)");
    }
    embed_ = value == "1";
    if (embed_) {
      screen_ = Screen::kGame;
    }
    scroll_moves_ = 2;
    return json_ok();
  }
  if (name == "screen") {
    if (value == "start" && embed_) {
      return json_error("an embedded board has no start screen (option embed is 1)");
    }
    if (value == "start") {
      screen_ = Screen::kStart;
    } else if (value == "game") {
      screen_ = Screen::kGame;
    } else {
      return json_error("bad value \"" + v + "\" for option screen (start or game)");
    }
    return json_ok();
  }
  if (name == "start_inset") {
    char* end = nullptr;
    const double css = std::strtod(v.c_str(), &end);
    if (v.empty() || end != v.c_str() + v.size() || !(css >= 0 && css <= 10000)) {
      return json_error("bad value \"" + v + "\" for option start_inset (CSS pixels, 0 to 10000)");
    }
    start_inset_ = static_cast<float>(css);
    return json_ok();
  }
  if (name == "tab") {
    if (value == "moves" || value == "rules" || value == "about") {
      tab_ = value == "moves" ? 0 : value == "rules" ? 1 : 2;
      scroll_moves_ = 2;
      return json_ok();
    }
    return json_error("bad value \"" + v + "\" for option tab (moves, rules or about)");
  }
  return json_error(
      "unknown option \"" + std::string(name) +
      "\" (known: lang, theme, mode, embed, ai, ai_level, ai_time, ai_delay_ms, rotate, dice, "
      "screen, tab, start_inset)");
}

std::string App::describe(int i) const {
  if (i < 0 || static_cast<std::size_t>(i) >= played_.size()) {
    return json_error("no action " + std::to_string(i) + " in the record (0 to " +
                      std::to_string(static_cast<int>(played_.size()) - 1) + ")");
  }
  const Played& p = played_[static_cast<std::size_t>(i)];
  auto name = [&](int cell) { return cell >= 0 ? view_->cell_name(cell) : std::string(); };
  ActionWords w;
  w.player = p.player;
  w.cells = p.cells;
  w.from = name(p.cells.from);
  w.to = name(p.cells.to);
  w.removed = name(p.cells.removed);
  w.text = p.text;
  // Where the cells would mislead (a Quits slide), the board view gives the words: it is shown
  // the positions before and after the action.
  auto start = start_state(session_->record());
  const std::vector<Action>& actions = session_->record().actions;
  if (start.ok() && static_cast<std::size_t>(i) < actions.size()) {
    std::unique_ptr<AnyState> before = std::move(start).value();
    for (int k = 0; k < i; ++k) {
      before->apply(actions[static_cast<std::size_t>(k)]);
    }
    std::unique_ptr<AnyState> after = before->clone();
    after->apply(actions[static_cast<std::size_t>(i)]);
    w.words = view_->action_words(*before, actions[static_cast<std::size_t>(i)], *after, lang_);
  }
  return "{\"ok\":true,\"text\":" + json_string(describe_action(*info_, w, lang_code(lang_))) + "}";
}

std::string App::go_to(int ply) {
  if (ply < 0 || static_cast<std::size_t>(ply) > session_->length()) {
    message_ = "ply " + std::to_string(ply) + " is out of range (0 to " +
               std::to_string(session_->length()) + ")";
    return json_error(message_);
  }
  show_ply(static_cast<std::size_t>(ply));
  message_.clear();
  return json_ok();
}

std::string App::capture_board() {
  if (screen_ != Screen::kGame) {
    return json_error("no board on screen (the start screen is shown)");
  }
  capture_asked_ = true;
  return json_ok();
}

bool App::take_capture(ImVec2* min, ImVec2* max) {
  if (!capture_ready_) {
    return false;
  }
  capture_ready_ = false;
  *min = capture_min_;
  *max = capture_max_;
  return true;
}

std::string App::cell_center_json(std::string_view cell) {
  // A cell name, "reserve0" / "reserve1" for a player's reserve where the board shows one, or
  // an action played by a control the board draws (Quits' slide arrows: "r3>").
  const bool reserve = cell == "reserve0" || cell == "reserve1";
  const int c = reserve ? cell.back() - '0' : view_->parse_cell(cell);
  const float s = scale_ > 0 ? scale_ : 1.0f;
  const Layout l = compute_layout();
  view_->face(facing());
  view_->layout(l.board_min, l.board_max, s);
  ImVec2 p{0, 0};
  if (!reserve && (c < 0 || c >= view_->num_cells())) {
    if (!view_->control_center(session_->state(), cell, &p)) {
      return json_error("unknown cell \"" + std::string(cell) + "\"");
    }
  } else {
    p = view_->cell_center(reserve ? 0 : c);
    if (reserve && !view_->reserve_center(c, &p)) {
      return json_error("this board shows no reserve");
    }
  }
  return "{\"ok\":true,\"x\":" + json_number(p.x / s) + ",\"y\":" + json_number(p.y / s) + "}";
}

std::string App::widget_center_json(std::string_view name) const {
  const float s = scale_ > 0 ? scale_ : 1.0f;
  std::vector<std::string> known;
  for (const Widget& w : widgets_last_) {
    if (w.name == name) {
      return "{\"ok\":true,\"x\":" + json_number((w.min.x + w.max.x) / 2 / s) +
             ",\"y\":" + json_number((w.min.y + w.max.y) / 2 / s) + "}";
    }
    known.push_back(w.name);
  }
  return json_error("no control \"" + std::string(name) +
                    "\" on screen (shown: " + join(known, ", ") + ")");
}

// ---------------------------------------------------------------------------------------------
// Frame

App::Layout App::compute_layout() const {
  const float s = scale_ > 0 ? scale_ : 1.0f;
  const float w = css_w_;
  const float h = css_h_;
  Layout l;
  if (embed_) {
    // Board first; beside it a narrow panel when the frame is wide, else under it the status
    // row (and the controls row in play and replay modes).
    l.wide = w >= 560 && w >= h * 1.25f;
    if (l.wide) {
      const float panel = std::clamp(w * 0.34f, 240.0f, 360.0f);
      const float pad = 8;
      l.board_min = v2(pad * s, pad * s);
      l.board_max = v2((w - panel - pad) * s, (h - pad) * s);
      l.panel_min = v2((w - panel) * s, 0);
      l.panel_max = v2(w * s, h * s);
    } else {
      // The panel takes what the board leaves (a tall frame shows the tabs there too).
      const float pad = 4;
      const float rows = mode_ == Mode::kView ? 1.0f : 2.0f;
      const float strip = rows * theme::kTapTarget + (rows - 1) * 4 + 2 * pad;
      const float bh = std::max(40.0f, std::min((w - 2 * pad) / view_->aspect(), h - strip - pad));
      l.board_min = v2(pad * s, pad * s);
      l.board_max = v2((w - pad) * s, (pad + bh) * s);
      l.panel_min = v2(0, (pad + bh) * s);
      l.panel_max = v2(w * s, h * s);
    }
    return l;
  }
  l.wide = w >= 640 && w >= h * 0.95f;
  if (l.wide) {
    const float panel = std::clamp(w * 0.36f, 300.0f, 440.0f);
    const float pad = 16;
    l.board_min = v2(pad * s, pad * s);
    l.board_max = v2((w - panel - pad) * s, (h - pad) * s);
    l.panel_min = v2((w - panel) * s, 0);
    l.panel_max = v2(w * s, h * s);
  } else {
    const float pad = 6;
    const float bw = w - 2 * pad;
    const float bh = std::min(bw / view_->aspect(), h * 0.56f);
    l.board_min = v2(pad * s, pad * s);
    l.board_max = v2((w - pad) * s, (pad + bh) * s);
    l.panel_min = v2(0, (bh + 2 * pad) * s);
    l.panel_max = v2(w * s, h * s);
  }
  return l;
}

void App::feed_pointer(const FrameInput& in) {
  for (const PointerEvent& e : in.pointer) {
    events_.push_back(e);
  }
  if (touch_release_pending_) {
    mouse_ = v2(kFar, kFar);  // a finger lifted leaves no hover behind
    touch_release_pending_ = false;
  }
  touch_wheel_ = 0;
  // At most one button change per frame, so that a press and release within one frame
  // still make a click.
  while (!events_.empty()) {
    const PointerEvent e = events_.front();
    const ImVec2 p{e.x, e.y};
    if (e.kind == PointerEvent::Kind::kDown) {
      if (mouse_down_) {
        // A second press while one is held (another finger): release first.
        mouse_down_ = false;
        break;
      }
      events_.pop_front();
      mouse_ = p;
      mouse_down_ = true;
      if (e.touch) {
        touch_active_ = true;
        touch_scrolling_ = false;
        touch_start_ = p;
        touch_last_ = p;
        // On the board a finger drags (a row slid by one tile), it does not scroll.
        const Layout l = compute_layout();
        const float sc = scale_ > 0 ? scale_ : 1.0f;
        touch_on_board_ = screen_ == Screen::kGame && p.x * sc >= l.board_min.x &&
                          p.x * sc <= l.board_max.x && p.y * sc >= l.board_min.y &&
                          p.y * sc <= l.board_max.y;
      }
      break;
    }
    if (e.kind == PointerEvent::Kind::kUp) {
      events_.pop_front();
      if (e.touch) {
        touch_active_ = false;
        if (touch_scrolling_) {
          touch_scrolling_ = false;
          mouse_ = v2(kFar, kFar);
          mouse_down_ = false;
          continue;
        }
        touch_release_pending_ = true;
      }
      mouse_ = p;
      if (mouse_down_) {
        mouse_down_ = false;
        break;
      }
      continue;
    }
    if (e.kind == PointerEvent::Kind::kLeave) {
      events_.pop_front();
      if (!mouse_down_) {
        mouse_ = v2(kFar, kFar);
      }
      continue;
    }
    // Move.
    events_.pop_front();
    if (e.touch && touch_active_ && !touch_on_board_) {
      if (!touch_scrolling_ &&
          std::hypot(p.x - touch_start_.x, p.y - touch_start_.y) > kTouchSlop) {
        // The finger drags: it scrolls, and the press is cancelled (released far away).
        touch_scrolling_ = true;
        touch_last_ = p;
        if (mouse_down_) {
          mouse_ = v2(kFar, kFar);
          mouse_down_ = false;
          break;
        }
      }
      if (touch_scrolling_) {
        touch_wheel_ += p.y - touch_last_.y;
        touch_last_ = p;
      }
    }
    mouse_ = p;
  }
  ImGuiIO& io = ImGui::GetIO();
  if (mouse_.x <= kFar / 2) {
    io.MousePos = v2(-FLT_MAX, -FLT_MAX);
  } else {
    io.MousePos = v2(mouse_.x * scale_, mouse_.y * scale_);
  }
  io.MouseDown[0] = mouse_down_;
  io.MouseDown[1] = false;
  io.MouseDown[2] = false;
  io.MouseWheel += in.wheel + touch_wheel_ / (5 * theme::kFontBody);
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

  step_ai();
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
  if (screen_ == Screen::kStart && !embed_) {
    draw_start();
  } else {
    draw_game();
  }
  widgets_last_.swap(widgets_);
  ImGui::Render();
}

// ---------------------------------------------------------------------------------------------
// Widgets

bool App::button(const char* label, bool enabled, float width) {
  if (!enabled) {
    ImGui::PushStyleVar(ImGuiStyleVar_Alpha, 0.4f);
  }
  const bool pressed = ImGui::Button(label, v2(width, px(theme::kTapTarget))) && enabled;
  if (!enabled) {
    ImGui::PopStyleVar();
  }
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

bool App::menu_button() {
  // "⋯": the page's commands (when the platform handles them) and the settings.
  const bool open = icon_button("##menu-button", Icon::kMenu, true, tr(Str::kMenu, lang_));
  note_widget("menu");
  const ImVec2 a = ImGui::GetItemRectMin();
  const ImVec2 b = ImGui::GetItemRectMax();
  if (open) {
    ImGui::OpenPopup("##menu");
    // Below the button, or above it in the lower half of the screen; right-aligned.
    const bool low = a.y > ImGui::GetIO().DisplaySize.y * 0.5f;
    ImGui::SetNextWindowPos(v2(b.x, low ? a.y - px(4) : b.y + px(4)), ImGuiCond_Always,
                            v2(1, low ? 1.0f : 0.0f));
  }
  bool changed = false;
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, v2(px(8), px(8)));
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, v2(px(6), px(4)));
  if (ImGui::BeginPopup("##menu")) {
    menu_open_ = true;
    const float w = std::min(px(290), ImGui::GetIO().DisplaySize.x - px(24));
    const float h = px(theme::kTapTarget);
    if (menu_handler_) {
      struct Item {
        Str label;
        const char* command;
        bool game_only;
      };
      static constexpr Item kItems[] = {
          {Str::kMenuSave, "save", true},   {Str::kMenuOpen, "open", false},
          {Str::kMenuShare, "share", true}, {Str::kMenuEmbed, "embed", true},
          {Str::kMenuImage, "image", true},
      };
      for (const Item& it : kItems) {
        if (it.game_only && screen_ != Screen::kGame) {
          continue;
        }
        if (ImGui::Selectable(tr(it.label, lang_), false, 0, v2(w, h))) {
          menu_command(it.command);
        }
      }
      ImGui::Separator();
    }
    // Settings: rows of toggles.
    const int l =
        toggle_row(Str::kLanguage, {"English", "Français"}, lang_ == Lang::kEn ? 0 : 1, "lang", w);
    if (l >= 0) {
      lang_ = l == 0 ? Lang::kEn : Lang::kFr;
      note_.clear();
      menu_command(l == 0 ? "lang:en" : "lang:fr");
      changed = true;
    }
    const int t = toggle_row(Str::kTheme, {tr(Str::kThemeDark, lang_), tr(Str::kThemeLight, lang_)},
                             theme::current() == ThemeId::kDark ? 0 : 1, "theme", w);
    if (t >= 0) {
      set_theme(t == 0 ? ThemeId::kDark : ThemeId::kLight);
      menu_command(t == 0 ? "theme:dark" : "theme:light");
      changed = true;
    }
    if (screen_ == Screen::kGame && view_->can_face()) {
      // The board drawn from the seat of the person to move (off by default).
      const int r = toggle_row(Str::kBoardTurns, {tr(Str::kOff, lang_), tr(Str::kOn, lang_)},
                               rotate_ ? 1 : 0, "rotate", w);
      if (r >= 0) {
        rotate_ = r == 1;
        changed = true;
      }
    }
    if (screen_ == Screen::kGame && mode_ == Mode::kPlay) {
      changed = computer_row(w) || changed;
      if (ai_seats_ != 0) {
        changed = level_rows(w, session_->state().game_id()) || changed;
      }
    }
    if (screen_ == Screen::kGame && info_->dice) {
      // Dice rolled by the page, or real dice typed in (playing on a real board).
      const int d =
          toggle_row(Str::kDiceSetting, {tr(Str::kDiceRolled, lang_), tr(Str::kDiceTyped, lang_)},
                     typed_dice_ ? 1 : 0, "dice", w);
      if (d >= 0) {
        typed_dice_ = d == 1;
        ai_wait_from_ = -1;
        changed = true;
      }
    }
    ImGui::EndPopup();
  }
  ImGui::PopStyleVar(2);
  return changed;
}

void App::custom_variant_picker(const GameInfo& g) {
  // A variant made of numbers, each set by tapping it (Offboard's target values, 1 to 6).
  ImGui::PushFont(fonts_.heading);
  ImGui::TextUnformatted(variant_label(g.id, "custom", lang_).c_str());
  ImGui::PopFont();
  ImGui::PushStyleColor(ImGuiCol_Text, rgba(theme::colors().text_dim));
  ImGui::TextWrapped("%s", variant_label(g.id, "custom-hint", lang_).c_str());
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
    ImGui::PopStyleColor(4);
  }
  if (changed >= 0) {
    int& v = values[static_cast<std::size_t>(changed)];
    v = v % 6 + 1;
    pick_variant_ = g.variant(values);
  }
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

void App::note_widget(std::string name) {
  widgets_.push_back(Widget{std::move(name), ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
}

void App::draw_players(const GameInfo& g, int players) {
  auto side = [&](int p) {
    const auto i = static_cast<std::size_t>(p);
    std::string label(lang_ == Lang::kFr ? g.side_fr[i] : g.side_en[i]);
    if (label.empty()) {
      label = (lang_ == Lang::kFr ? "Joueur " : "Player ") + std::to_string(p + 1);
    }
    return label;
  };
  const unsigned all = (1u << players) - 1u;
  if (players == 2) {
    // Two players at this screen, or against the computer and which side the person plays.
    if (choice("two", tr(Str::kTwoPlayers, lang_), pick_seats_ == 0)) {
      pick_seats_ = 0;
    }
    if (choice("computer", tr(Str::kVsComputer, lang_), pick_seats_ != 0)) {
      if (pick_seats_ == 0) {
        pick_seats_ = 2;  // the person takes the first side by default
      }
    }
    if (pick_seats_ != 0) {
      ImGui::Indent(px(28));
      ImGui::PushStyleColor(ImGuiCol_Text, rgba(theme::colors().text_dim));
      ImGui::TextUnformatted(tr(Str::kYouPlay, lang_));
      ImGui::PopStyleColor();
      for (int p = 0; p < 2; ++p) {
        std::string label = side(p);
        if (p == 0) {
          label += std::string(" (") + tr(Str::kPlaysFirst, lang_) + ")";
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
  ImGui::TextWrapped("%s", tr(Str::kSeatsHint, lang_));
  ImGui::PopStyleColor();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  auto view = make_board_view(g.id);
  const float w = ImGui::GetContentRegionAvail().x;
  const float h = px(theme::kTapTarget);
  const float gap = px(4);
  const char* names[2] = {tr(Str::kPerson, lang_), tr(Str::kComputerSeat, lang_)};
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
      label += std::string(" (") + tr(Str::kPlaysFirst, lang_) + ")";
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
      ImGui::PopStyleColor(2);
    }
    ImGui::SetCursorScreenPos(v2(at.x, row_y + h + gap));
    ImGui::Dummy(v2(1, 0));
  }
}

int App::toggle_row(Str title, const std::vector<std::string>& labels, int on, const char* id,
                    float w) {
  // Toggles under a dimmed title, `w` wide, the one `on` in the accent colour (also under the
  // pointer); the row in the small font, or stacked, when a label does not fit its share.
  // Widgets "<id>-<i>" ("lang-1", "level-2"). Returns the toggle pressed, or -1.
  const float h = px(theme::kTapTarget);
  ImGui::PushStyleColor(ImGuiCol_Text, rgba(theme::colors().text_dim));
  ImGui::TextUnformatted(tr(title, lang_));
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
    ImGui::PopStyleColor(4);
  }
  if (small) {
    ImGui::PopFont();
  }
  return hit;
}

bool App::level_rows(float w, std::string_view game) {
  bool changed = false;
  const int l = toggle_row(Str::kAiLevel,
                           {tr(Str::kLevelBeginner, lang_), tr(Str::kLevelIntermediate, lang_),
                            tr(Str::kLevelStrong, lang_)},
                           ai_level_, "level", w);
  if (l >= 0) {
    ai_level_ = l;
    stop_search();
    changed = true;
  }
  if (ai_level_ >= 0) {
    // What the level does, in a few words.
    static constexpr Str kWhat[] = {Str::kLevelBeginnerWhat, Str::kLevelIntermediateWhat,
                                    Str::kLevelStrongWhat};
    ImGui::PushStyleColor(ImGuiCol_Text, rgba(theme::colors().text_dim));
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + w);
    ImGui::TextWrapped("%s", tr(kWhat[ai_level_], lang_));
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
  }
  if (ai_level_ == static_cast<int>(ai::Level::kStrong)) {
    std::vector<std::string> times;
    int on = -1;
    for (std::size_t i = 0; i < std::size(kStrongTimes); ++i) {
      times.push_back(seconds_text(kStrongTimes[i], lang_));
      on = kStrongTimes[i] == ai_seconds_ ? static_cast<int>(i) : on;
    }
    const int t = toggle_row(Str::kStrongTime, times, on, "time", w);
    if (t >= 0) {
      ai_seconds_ = kStrongTimes[t];
      changed = true;
    }
    // Where the game spreads the time over a turn's decisions (Wykersham), how.
    if (game == wykersham::Game::kId) {
      const std::string first = number_text(ai::Tuning<wykersham::Game>::kFirstShare, lang_);
      const std::string other = number_text(ai::Tuning<wykersham::Game>::kOtherShare, lang_);
      ImGui::PushStyleColor(ImGuiCol_Text, rgba(theme::colors().text_dim));
      ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + w);
      ImGui::TextWrapped("%s", trf(Str::kStrongTimeShared, lang_, {first, other}).c_str());
      ImGui::PopTextWrapPos();
      ImGui::PopStyleColor();
    }
  }
  return changed;
}

bool App::lang_switch() {
  // Two small toggles: EN FR. Returns true when the language changed.
  bool changed = false;
  const float w = px(44);
  for (int i = 0; i < 2; ++i) {
    const Lang l = i == 0 ? Lang::kEn : Lang::kFr;
    const bool on = lang_ == l;
    if (i > 0) {
      ImGui::SameLine(0, px(4));
    }
    ImGui::PushStyleColor(ImGuiCol_Button,
                          rgba(on ? theme::colors().accent : theme::colors().button));
    ImGui::PushStyleColor(ImGuiCol_Text,
                          rgba(on ? theme::colors().on_accent : theme::colors().text));
    ImGui::PushID(i);
    if (ImGui::Button(i == 0 ? "EN" : "FR", v2(w, px(theme::kTapTarget))) && !on) {
      lang_ = l;
      note_.clear();
      menu_command(i == 0 ? "lang:en" : "lang:fr");
      changed = true;
    }
    ImGui::PopID();
    ImGui::PopStyleColor(2);
  }
  return changed;
}

// ---------------------------------------------------------------------------------------------
// Start screen

void App::draw_start() {
  const float w = px(css_w_);
  const float h = px(css_h_);
  const float col = std::min(w, px(640));
  // The page may show its own list above (the kept games, web/shim-games.js): the screen starts
  // below it.
  const float inset = std::floor(std::min(px(start_inset_), h / 2));
  ImGui::SetNextWindowPos(v2(std::floor((w - col) / 2), inset));
  ImGui::SetNextWindowSize(v2(col, h - inset));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, v2(px(16), px(16)));
  ImGui::Begin("##start", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBackground |
                   ImGuiWindowFlags_NoBringToFrontOnFocus);
  ImGui::PopStyleVar();
  const float inner = ImGui::GetContentRegionAvail().x;
  ImDrawList* dl = ImGui::GetWindowDrawList();

  // Title row: title at the left, language and menu at the right.
  const ImVec2 top = ImGui::GetCursorScreenPos();
  const float tools = px(92 + 8 + theme::kTapTarget);
  ImGui::SetCursorScreenPos(v2(top.x + inner - tools, top.y));
  lang_switch();
  ImGui::SameLine(0, px(8));
  menu_button();
  ImGui::SetCursorScreenPos(top);
  ImGui::PushFont(fonts_.title);
  ImGui::PushStyleColor(ImGuiCol_Text, rgba(theme::colors().gold));
  ImGui::PushTextWrapPos(top.x + inner - tools - px(8) - ImGui::GetWindowPos().x);
  ImGui::TextWrapped("%s", tr(Str::kAppTitle, lang_));
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();
  ImGui::PopFont();
  ImGui::PushStyleColor(ImGuiCol_Text, rgba(theme::colors().text_dim));
  ImGui::TextWrapped("%s", tr(Str::kTagline, lang_));
  ImGui::PopStyleColor();
  ImGui::Dummy(v2(1, px(6)));

  // Games.
  ImGui::PushFont(fonts_.heading);
  ImGui::TextUnformatted(tr(Str::kChooseGame, lang_));
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
    const std::string_view name = lang_ == Lang::kFr ? g.name_fr : g.name_en;
    dl->AddText(fonts_.heading, fonts_.heading->FontSize, v2(at.x + px(80), at.y + px(10)),
                theme::colors().text, name.data(), name.data() + name.size());
    // "Light against Dark"; with more seats their names in turn order.
    const auto& side = lang_ == Lang::kFr ? g.side_fr : g.side_en;
    std::string sides = std::string(side[0]) + (lang_ == Lang::kFr ? " contre " : " against ") +
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
    const std::string_view name = lang_ == Lang::kFr ? g.name_fr : g.name_en;
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float ch = px(34);
    ImGui::Dummy(v2(inner, ch));
    dl->AddRect(at, v2(at.x + inner, at.y + ch), theme::colors().panel_line, px(8), 0, px(1));
    dl->AddText(fonts_.body, fonts_.body->FontSize, v2(at.x + px(14), at.y + px(8)),
                theme::colors().text_disabled, name.data(), name.data() + name.size());
    const char* soon = tr(Str::kComingSoon, lang_);
    const ImVec2 ts = small_->CalcTextSizeA(small_->FontSize, FLT_MAX, 0, soon);
    dl->AddText(small_, small_->FontSize, v2(at.x + inner - ts.x - px(14), at.y + px(10)),
                theme::colors().text_disabled, soon);
  }
  ImGui::Dummy(v2(1, px(4)));

  const GameInfo* g = find_game(pick_game_);
  if (g != nullptr) {
    // Variant.
    if (g->variants.size() > 1) {
      ImGui::PushFont(fonts_.heading);
      ImGui::TextUnformatted(tr(Str::kVariant, lang_));
      ImGui::PopFont();
      for (std::string_view v : g->variants) {
        const std::string id = "variant-" + std::string(v);
        if (choice(id.c_str(), variant_label(g->id, v, lang_), pick_variant_ == v)) {
          pick_variant_ = std::string(v);
        }
      }
    }
    if (g->numbers != nullptr && g->variant != nullptr) {
      custom_variant_picker(*g);
    }
    // Players: how many the picked variant has, and who plays each seat.
    int players = 2;
    if (g->make != nullptr) {
      auto st = g->make(pick_variant_, "");
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
    ImGui::TextUnformatted(tr(Str::kPlayers, lang_));
    ImGui::PopFont();
    draw_players(*g, players);
    if (pick_seats_ != 0) {
      ImGui::Dummy(v2(1, px(2)));
      level_rows(inner, pick_game_);
    }
    ImGui::Dummy(v2(1, px(6)));
    ImGui::PushStyleColor(ImGuiCol_Button, rgba(theme::colors().accent));
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, rgba(theme::colors().accent_hover));
    ImGui::PushStyleColor(ImGuiCol_ButtonActive, rgba(theme::colors().accent_active));
    ImGui::PushStyleColor(ImGuiCol_Text, rgba(theme::colors().on_accent));
    ImGui::PushFont(fonts_.heading);
    const bool start = ImGui::Button(tr(Str::kStart, lang_), v2(inner, px(48)));
    note_widget("start");
    if (start) {
      auto s = Session::create(pick_game_, pick_variant_, games());
      if (s.ok()) {
        ai_seats_ = pick_seats_;
        set_session(std::move(s).value());
        screen_ = Screen::kGame;
        message_.clear();
        note_.clear();
      }
    }
    ImGui::PopFont();
    ImGui::PopStyleColor(4);
    if (session_->ply() > 0) {
      const bool resume = button(tr(Str::kResume, lang_), true, inner);
      note_widget("resume");
      if (resume) {
        screen_ = Screen::kGame;
      }
    }
  }
  ImGui::Dummy(v2(1, px(8)));
  ImGui::End();
}

// ---------------------------------------------------------------------------------------------
// Game screen

void App::draw_game() {
  const Layout l = compute_layout();
  draw_board(l);
  draw_panel(l);
}

void App::draw_board(const Layout& l) {
  const ImVec2 size{l.board_max.x - l.board_min.x, l.board_max.y - l.board_min.y};
  ImGui::SetNextWindowPos(l.board_min);
  ImGui::SetNextWindowSize(size);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, v2(0, 0));
  ImGui::Begin("##board", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBackground |
                   ImGuiWindowFlags_NoScrollWithMouse | ImGuiWindowFlags_NoBringToFrontOnFocus);
  ImGui::PopStyleVar();
  view_->face(facing());
  view_->layout(l.board_min, l.board_max, scale_);
  ImGui::SetCursorScreenPos(l.board_min);
  ImGui::InvisibleButton("board", size);
  const ImGuiIO& io = ImGui::GetIO();
  const bool hovered = ImGui::IsItemHovered();
  const AnyState& state = session_->state();
  // The board's controls (slide arrows) and drags, while a person may play.
  const bool can_play = board_input() && !state.is_terminal() && !is_ai_turn();
  const std::vector<Action> legal = can_play ? board_legal() : std::vector<Action>{};
  if (hovered && ImGui::IsMouseClicked(0) && !menu_was_open_) {
    show_cursor_ = false;
    pressed_board_ = true;
    press_pos_ = io.MouseClickedPos[0];
    press_version_ = version_;
    if (!board_input()) {
      note_ = tr(Str::kReadOnly, lang_);
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
  const bool drag_live = drag_far && can_play && version_ == press_version_;
  if (pressed_board_ && !io.MouseDown[0]) {
    pressed_board_ = false;
    if (drag_live) {
      // A piece dragged onto one of its targets moves there (the press picked it up); else
      // the view's gesture (a line slid).
      const int sel = selection();
      const int drop = view_->hit(io.MousePos);
      const BoardMarks m = board_marks(-1);
      const Action a = view_->drag_action(press_pos_, io.MousePos, session_->state());
      if (sel >= 0 && drop >= 0 && view_->hit(press_pos_) == sel &&
          std::find(m.targets.begin(), m.targets.end(), drop) != m.targets.end()) {
        click_cell(drop);
      } else if (a != kNoAction) {
        play_control(a);
      }
    }
  }
  const AnyState& s = session_->state();  // the press may have played
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
  if (marks.hover_control != kNoAction) {
    const bool ok =
        std::find(marks.legal.begin(), marks.legal.end(), marks.hover_control) != marks.legal.end();
    const std::string tip = view_->control_text(s, marks.hover_control, ok, lang_);
    if (!tip.empty()) {
      ImGui::SetTooltip("%s", tip.c_str());
    }
  }
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImGui::PushFont(small_);
  view_->draw(dl, session_->state(), marks);
  ImGui::PopFont();
  draw_cursor(dl);
  draw_hint(dl);
  if (capture_asked_) {
    // The board as drawn this frame: the platform reads it back after rendering.
    capture_asked_ = false;
    capture_ready_ = true;
    capture_min_ = view_->rect_min();
    capture_max_ = view_->rect_max();
  }
  ImGui::End();
}

void App::draw_hint(ImDrawList* dl) {
  const AnyState& s = session_->state();
  if (!hint_found() || animation_.active) {
    return;
  }
  // Rings on the cells the action touches (or its control), an arrow from where it starts.
  const float r = px(20);
  auto ring = [&](ImVec2 c) {
    dl->AddCircle(c, r, theme::kMarkEdge, 32, px(7));
    dl->AddCircle(c, r, theme::kMarkHint, 32, px(4));
  };
  const ActionCells c = s.action_cells(hint_);
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
      view_->control_center(s, s.action_text(hint_), &control)) {
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

void App::draw_status() {
  const AnyState& s = session_->state();
  const float width = ImGui::GetContentRegionAvail().x;
  const float pad = px(10);
  Card card;
  card.begin(pad);
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, v2(px(8), px(5)));
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float icon = px(30);
  const bool over = s.is_terminal();
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width - 2 * pad);
  if (over) {
    ImGui::PushFont(fonts_.heading);
    ImGui::PushStyleColor(ImGuiCol_Text, rgba(theme::colors().gold));
    ImGui::TextWrapped("%s", result_line().c_str());
    ImGui::PopStyleColor();
    ImGui::PopFont();
    ImGui::TextWrapped("%s", view_->end_reason(s, *info_, lang_).c_str());
    ImGui::PushStyleColor(ImGuiCol_Text, rgba(theme::colors().text_dim));
    ImGui::TextWrapped("%s", tr(Str::kGameOverHint, lang_));
    ImGui::PopStyleColor();
  } else {
    // Whose turn, with their piece.
    const int p = turn_player();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    if (p >= 0) {
      view_->draw_piece(dl, v2(at.x + icon / 2, at.y + icon / 2), icon * 1.15f, p, 1);
    }
    ImGui::SetCursorScreenPos(
        v2(at.x + icon + px(8), at.y + (icon - fonts_.heading->FontSize) / 2));
    std::string who = side_name(p);
    // A roll-off is nobody's turn yet: its own words.
    const std::string turn = p < 0 ? tr(Str::kDiceSetting, lang_)
                                   : trf(info_->plural_sides ? Str::kToPlay : Str::kToPlayOne,
                                         lang_, lang_ == Lang::kFr ? lower_first(who) : who);
    const std::string suffix = p < 0 ? "" : seat_suffix(p);
    ImGui::PushFont(fonts_.heading);
    ImGui::TextUnformatted((turn + suffix).c_str());
    ImGui::PopFont();
    // Below the icon, or below the line where it wraps (a narrow panel, a long name).
    ImGui::SetCursorScreenPos(v2(at.x, std::max(at.y + icon, ImGui::GetItemRectMax().y) + px(6)));
    // Phase and what to do.
    const std::string_view phase = s.phase();
    std::string phase_text = view_->phase_label(s, lang_);
    if (phase_text.empty()) {
      phase_text = phase_label(phase, lang_);
    }
    ImGui::PushFont(fonts_.bold);
    ImGui::PushStyleColor(ImGuiCol_Text,
                          rgba(phase == "removal" ? theme::colors().accent : theme::colors().gold));
    ImGui::TextWrapped("%s", phase_text.c_str());
    ImGui::PopStyleColor();
    ImGui::PopFont();
    const std::vector<Action> buttons = button_actions();
    Str hint = Str::kHintSelect;
    if (mode_ != Mode::kPlay) {
      hint = Str::kReadOnly;
    } else if (play_on_offered()) {
      hint = Str::kPlayOnWaits;
    } else if (is_ai_turn()) {
      hint = Str::kThinking;
    } else if (!buttons.empty() && buttons.size() == s.legal_actions().size()) {
      // Only buttons: a pass, or a cell-less removal (Yoté's bonus piece from the reserve), or
      // the game's own choice (its words below).
      hint = phase == "removal" ? Str::kHintRemoveReserve : Str::kHintPass;
      if (!view_->hint(s, selection(), lang_).empty()) {
        hint = Str::kHintSelect;
      }
    } else if (phase == "placement") {
      hint = Str::kHintPlace;
    } else if (phase == "removal") {
      hint = Str::kHintRemove;
    } else if (selection() >= 0) {
      hint = Str::kHintTarget;
    } else if (phase == "play") {
      hint = Str::kHintPlaceOrMove;
    }
    std::string hint_text = tr(hint, lang_);
    if (hint == Str::kHintSelect || hint == Str::kHintTarget || hint == Str::kHintPlaceOrMove ||
        hint == Str::kHintPlace || hint == Str::kHintRemove) {
      // The game's own words for what to do, where the generic ones would not fit.
      const std::string own = view_->hint(s, selection(), lang_);
      if (!own.empty()) {
        hint_text = own;
      }
    }
    if (hint == Str::kThinking && ai_level_ >= 0 && s.to_move() >= 0) {
      // "The computer is thinking (strong, 2 s)…", or "up to 8 s" where the decision may end
      // sooner (Wykersham: once its choice cannot change).
      std::string level = tr(level_label(ai_level_), lang_);
      if (ai_level_ == static_cast<int>(ai::Level::kStrong) && strong_seconds(s) > 0) {
        const std::string time = seconds_text(strong_seconds(s), lang_);
        level += ", " + (search_ != nullptr && search_->stops_early() ? trf(Str::kUpTo, lang_, time)
                                                                      : time);
      }
      hint_text = trf(Str::kAiThinkingFor, lang_, level);
    }
    ImGui::PushStyleColor(ImGuiCol_Text, rgba(theme::colors().text_dim));
    ImGui::TextWrapped("%s", hint_text.c_str());
    ImGui::PopStyleColor();
    if (!is_ai_turn() && mode_ == Mode::kPlay) {
      // Every cell-less action as a button, in the game's words where it has them.
      Action pressed = kNoAction;
      const float wrap = ImGui::GetContentRegionAvail().x;
      for (Action a : buttons) {
        const std::string text = s.action_text(a);
        std::string label = view_->button_label(s, a, lang_);
        if (!label.empty()) {
        } else if (text == "pass") {
          label = tr(Str::kPass, lang_);
        } else if (text == "xR") {
          label = tr(Str::kTakeFromReserve, lang_);
        } else {
          label = text;
        }
        const float button_w =
            std::min(wrap, std::max(px(140), ImGui::CalcTextSize(label.c_str()).x + px(28)));
        label += "##b" + text;
        ImGui::PushStyleColor(ImGuiCol_Button, rgba(theme::colors().accent));
        ImGui::PushStyleColor(ImGuiCol_Text, rgba(theme::colors().on_accent));
        if (button(label.c_str(), true, button_w) && pressed == kNoAction) {
          pressed = a;
        }
        note_widget("act-" + text);
        ImGui::PopStyleColor(2);
      }
      if (pressed != kNoAction) {
        apply_action(pressed);  // after the loop: the state changes
      }
      if (hint_wanted() || (animation_.active && s.to_move() >= 0 && !computer(s.to_move()))) {
        // The hint: the strong search for the person to move, drawn on the board. While the
        // last action is shown the button waits in its place (the panel does not jump).
        const bool asked = hint_version_ == version_;
        const bool found = hint_found();
        ImGui::PushStyleColor(ImGuiCol_Text, rgba(theme::colors().text));
        if (button(tr(Str::kHintButton, lang_), !asked,
                   ImGui::CalcTextSize(tr(Str::kHintButton, lang_)).x + px(32)) &&
            hint_wanted()) {
          hint_version_ = version_;
          hint_ = kNoAction;
        }
        note_widget("hint");
        ImGui::PopStyleColor();
        if (asked) {
          ImGui::PushStyleColor(ImGuiCol_Text, rgba(theme::colors().text_dim));
          if (found) {
            std::string words = view_->button_label(s, hint_, lang_);
            words = words.empty() ? s.action_text(hint_) : words;
            ImGui::TextWrapped("%s", trf(Str::kHintSuggest, lang_, words).c_str());
          } else {
            ImGui::TextWrapped("%s", tr(Str::kHintLooking, lang_));
          }
          ImGui::PopStyleColor();
        }
      }
    }
    draw_later(width - 2 * pad);
    if (!note_.empty()) {
      ImGui::PushStyleColor(ImGuiCol_Text, rgba(theme::colors().message));
      ImGui::TextWrapped("%s", note_.c_str());
      ImGui::PopStyleColor();
    }
  }
  ImGui::PopTextWrapPos();
  // Pieces in hand and on the board.
  const PieceCounts pc = view_->counts(session_->state());
  ImGui::Dummy(v2(1, px(2)));
  for (int p = 0; p < session_->state().num_players(); ++p) {
    const auto i = static_cast<std::size_t>(p);
    if (pc.in_hand[i] < 0 && pc.on_board[i] < 0 && pc.out[i] < 0) {
      continue;
    }
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float ic = px(20);
    view_->draw_piece(dl, v2(at.x + ic / 2, at.y + ic / 2), ic * 1.2f, p, 1);
    ImGui::SetCursorScreenPos(v2(at.x + ic + px(8), at.y + (ic - fonts_.body->FontSize) / 2));
    std::string line = trf(Str::kLabel, lang_, side_name(p));
    std::vector<std::string> parts;
    if (pc.in_hand[i] >= 0) {
      parts.push_back(std::to_string(pc.in_hand[i]) + " " + tr(Str::kInHand, lang_));
    }
    if (pc.on_board[i] >= 0) {
      parts.push_back(std::to_string(pc.on_board[i]) + " " + tr(Str::kOnBoard, lang_));
    }
    if (pc.out[i] >= 0) {
      const std::string n = std::to_string(pc.out[i]);
      parts.push_back(
          trf(Str::kOut, lang_, pc.out_goal > 0 ? n + "/" + std::to_string(pc.out_goal) : n));
    }
    line += join(parts, " \xC2\xB7 ");
    ImGui::PushTextWrapPos(at.x - ImGui::GetWindowPos().x + width - 2 * pad);
    ImGui::TextWrapped("%s", line.c_str());
    ImGui::PopTextWrapPos();
    const float bottom = std::max(at.y + ic + px(4), ImGui::GetItemRectMax().y + px(4));
    ImGui::SetCursorScreenPos(v2(at.x, bottom));
    ImGui::Dummy(v2(1, 0));
  }
  if (!over) {
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width - 2 * pad);
    ImGui::PushStyleColor(ImGuiCol_Text, rgba(theme::colors().text_dim));
    for (const std::string& line : view_->status_lines(s, *info_, lang_)) {
      ImGui::TextWrapped("%s", line.c_str());
    }
    ImGui::PopStyleColor();
    ImGui::PopTextWrapPos();
  }
  ImGui::PopStyleVar();
  card.end(over ? theme::colors().card_over : theme::colors().card, theme::colors().gold, width,
           px(10), over ? px(2) : 0);
}

void App::draw_moves() {
  const std::size_t ply = std::min(session_->ply(), played_.size());
  if (played_.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, rgba(theme::colors().text_dim));
    ImGui::TextUnformatted(tr(Str::kNoMoves, lang_));
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
  for (std::size_t i = 0; i < played_.size(); ++i) {
    if (turns.empty() || !Played::same_turn(played_[turns.back().first], played_[i])) {
      turns.push_back(Turn{played_[i].player, i, i + 1});
    } else {
      turns.back().end = i + 1;
      if (turns.back().player == kChance) {
        turns.back().player = played_[i].player;  // the line's icon: who played after the roll
      }
    }
  }
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
      texts.push_back(played_[i].text);
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
    const std::string_view section = played_[tn.first].section;
    if (!section.empty() && (t == 0 || section != played_[turns[t - 1].first].section)) {
      const std::string title = section.substr(0, 6) == "Round "
                                    ? trf(Str::kPhaseRound, lang_, section.substr(6))
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
    ImGui::PopID();
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
    if (clicked && mode_ != Mode::kView && (ai_seats_ == 0 || mode_ == Mode::kReplay)) {
      show_ply(tn.end);
    }
    x += w + gap;
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

void App::draw_text_asset(std::string_view folder) {
  const std::string base = std::string(folder) + "/" + std::string(info_->id) + ".";
  std::string_view text = asset_text(base + std::string(lang_code(lang_)) + ".md");
  if (text.empty()) {
    // The other language, else a placeholder.
    text = asset_text(base + (lang_ == Lang::kFr ? "en" : "fr") + ".md");
  }
  if (text.empty()) {
    ImGui::PushFont(fonts_.heading);
    ImGui::TextUnformatted(lang_ == Lang::kFr ? info_->name_fr.data() : info_->name_en.data());
    ImGui::PopFont();
    ImGui::TextWrapped("%s",
                       tr(folder == "about" ? Str::kAboutMissing : Str::kRulesMissing, lang_));
    return;
  }
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, v2(0, 0));
  render_markdown(text, fonts_, ImGui::GetContentRegionAvail().x - px(4));
  ImGui::PopStyleVar();
  ImGui::Dummy(v2(1, px(12)));
}

void App::draw_status_line(float width) {
  // One line: the mover's piece and whose turn (or the result, or the last click's problem),
  // shortened when it does not fit ("Light to play · Place or move", "Light · Place or move",
  // "Place or move"), and cut with "…" when even the shortest does not.
  const AnyState& s = session_->state();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float h = px(theme::kTapTarget);
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImGui::Dummy(v2(width, h));
  float x = at.x + px(4);
  const int p = s.to_move();
  if (note_.empty() && !s.is_terminal() && p >= 0) {
    const float icon = px(24);
    view_->draw_piece(dl, v2(x + icon / 2, at.y + h / 2), icon * 1.15f, p, 1);
    x += icon + px(6);
  }
  ImFont* font = fonts_.bold;
  const float room = at.x + width - x;
  auto w = [&](const std::string& t) {
    return font->CalcTextSizeA(font->FontSize, FLT_MAX, 0, t.c_str()).x;
  };
  // The longest form that fits, else the shortest cut.
  const std::vector<std::string> forms = status_lines();
  std::string line = forms.back();
  for (const std::string& f : forms) {
    if (w(f) <= room) {
      line = f;
      break;
    }
  }
  if (w(line) > room) {
    const std::string dots = "\xE2\x80\xA6";
    while (!line.empty() && w(line + dots) > room) {
      line.pop_back();
      while (!line.empty() && (static_cast<unsigned char>(line.back()) & 0xC0) == 0x80) {
        line.pop_back();  // a whole UTF-8 character
      }
      if (!line.empty() && (static_cast<unsigned char>(line.back()) & 0x80) != 0) {
        line.pop_back();
      }
    }
    line += dots;
  }
  status_drawn_ = line;
  const ImU32 col = !note_.empty()    ? theme::colors().message
                    : s.is_terminal() ? theme::colors().gold
                                      : theme::colors().text;
  dl->AddText(font, font->FontSize, v2(x, std::floor(at.y + (h - font->FontSize) / 2)), col,
              line.c_str());
}

void App::draw_controls(float width) {
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  if (mode_ == Mode::kView) {
    return;
  }
  if (mode_ == Mode::kReplay) {
    // First, back, forward, last, and where we are.
    const std::size_t ply = session_->ply();
    const std::size_t len = session_->length();
    if (icon_button("##first", Icon::kFirst, ply > 0, tr(Str::kFirst, lang_))) {
      show_ply(0);
    }
    ImGui::SameLine();
    if (icon_button("##back", Icon::kBack, ply > 0, tr(Str::kBack, lang_))) {
      show_ply(ply - 1);
    }
    ImGui::SameLine();
    if (icon_button("##forward", Icon::kForward, ply < len, tr(Str::kForward, lang_))) {
      show_ply(ply + 1);
    }
    ImGui::SameLine();
    if (icon_button("##last", Icon::kLast, ply < len, tr(Str::kLast, lang_))) {
      show_ply(len);
    }
    const std::string where =
        trf(Str::kPlyOf, lang_, std::to_string(ply) + " / " + std::to_string(len));
    // At the right of the buttons, or under them when there is no room.
    if (ImGui::CalcTextSize(where.c_str()).x <= width - 4 * (px(theme::kTapTarget) + gap)) {
      ImGui::SameLine();
    }
    ImGui::PushStyleColor(ImGuiCol_Text, rgba(theme::colors().text_dim));
    ImGui::TextUnformatted(where.c_str());
    ImGui::PopStyleColor();
    return;
  }
  if (embed_) {
    // Icons: undo, redo, start again (no start screen in an embed).
    const bool undo = icon_button("##undo", Icon::kUndo, can_undo_turn(), tr(Str::kUndo, lang_));
    note_widget("undo");
    if (undo) {
      undo_turn();
    }
    ImGui::SameLine();
    const bool redo =
        icon_button("##redo", Icon::kRedo, session_->can_redo(), tr(Str::kRedo, lang_));
    note_widget("redo");
    if (redo) {
      redo_turn();
    }
    ImGui::SameLine();
    const bool again =
        icon_button("##restart", Icon::kRestart, session_->length() > 0, tr(Str::kRestart, lang_));
    note_widget("restart");
    if (again) {
      restart();
    }
    return;
  }
  // Undo, redo, new game: widths follow the labels, the spare room shared evenly.
  const char* labels[3] = {tr(Str::kUndo, lang_), tr(Str::kRedo, lang_), tr(Str::kNewGame, lang_)};
  float widths[3];
  float used = 2 * gap;
  for (int i = 0; i < 3; ++i) {
    widths[i] = ImGui::CalcTextSize(labels[i]).x + px(16);
    used += widths[i];
  }
  const float spare = std::max(0.0f, width - used) / 3;
  const bool undo = button(labels[0], can_undo_turn(), widths[0] + spare);
  note_widget("undo");
  if (undo) {
    undo_turn();
  }
  ImGui::SameLine();
  const bool redo = button(labels[1], session_->can_redo(), widths[1] + spare);
  note_widget("redo");
  if (redo) {
    redo_turn();
  }
  ImGui::SameLine();
  const bool again = button(labels[2], true, widths[2] + spare);
  note_widget("new-game");
  if (again) {
    pick_game_ = std::string(info_->id);
    pick_variant_ = session_->state().variant_text();
    pick_seats_ = ai_seats_;
    pick_players_ = session_->state().num_players();
    screen_ = Screen::kStart;
  }
}

void App::draw_tabs(float width, bool menu) {
  // Moves, rules, about (and the menu button at their right when asked).
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float tabs = menu ? width - px(theme::kTapTarget) - gap : width;
  const float tw = (tabs - 2 * gap) / 3;
  static constexpr Str kNames[] = {Str::kMoves, Str::kRules, Str::kAbout};
  for (int t = 0; t < 3; ++t) {
    if (t > 0) {
      ImGui::SameLine();
    }
    const bool on = tab_ == t;
    ImGui::PushStyleColor(ImGuiCol_Button,
                          rgba(on ? theme::colors().button_active : theme::colors().panel));
    ImGui::PushStyleColor(ImGuiCol_Text,
                          rgba(on ? theme::colors().text : theme::colors().text_dim));
    ImGui::PushStyleVar(ImGuiStyleVar_FrameBorderSize, on ? 0.0f : px(1));
    ImGui::PushStyleColor(ImGuiCol_Border, rgba(theme::colors().panel_line));
    const std::string label = std::string(tr(kNames[t], lang_)) + "##tab";
    if (ImGui::Button(label.c_str(), v2(tw, px(theme::kTapTarget)))) {
      tab_ = t;
      scroll_moves_ = 2;
    }
    ImGui::PopStyleColor();
    ImGui::PopStyleVar();
    ImGui::PopStyleColor(2);
  }
  if (menu) {
    ImGui::SameLine();
    menu_button();
  }
}

void App::draw_panel(const Layout& l) {
  const ImVec2 size{l.panel_max.x - l.panel_min.x, l.panel_max.y - l.panel_min.y};
  ImGui::SetNextWindowPos(l.panel_min);
  ImGui::SetNextWindowSize(size);
  const float pad_x = embed_ ? (l.wide ? 10.0f : 4.0f) : (l.wide ? 14.0f : 8.0f);
  const float pad_y = embed_ ? (l.wide ? 10.0f : 4.0f) : (l.wide ? 14.0f : 6.0f);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, v2(px(pad_x), px(pad_y)));
  ImGui::Begin("##panel", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus);
  ImGui::PopStyleVar();
  const bool compact = embed_ && !l.wide;
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
  if (compact) {
    // The status row with the menu at its right, then the controls; in a tall frame the tabs
    // below them.
    draw_status_line(inner - px(theme::kTapTarget) - gap);
    ImGui::SameLine();
    menu_button();
    draw_controls(inner);
    tabs = ImGui::GetContentRegionAvail().y >= px(theme::kTapTarget + 150);
    if (tabs) {
      ImGui::Dummy(v2(1, px(2)));
      draw_tabs(inner, false);
    }
  } else if (embed_) {
    // The controls with the menu at the right, the status card, the tabs.
    const ImVec2 top = ImGui::GetCursorScreenPos();
    draw_controls(inner - px(theme::kTapTarget) - gap);
    const ImVec2 below{
        top.x, std::max(ImGui::GetCursorScreenPos().y, top.y + px(theme::kTapTarget) + gap)};
    ImGui::SetCursorScreenPos(v2(top.x + inner - px(theme::kTapTarget), top.y));
    menu_button();
    ImGui::SetCursorScreenPos(below);
    draw_status();
    draw_tabs(inner, false);
  } else {
    if (l.wide) {
      // Header: game and variant; language switch and menu.
      const ImVec2 top = ImGui::GetCursorScreenPos();
      const float tools = px(92 + 8 + theme::kTapTarget);
      ImGui::SetCursorScreenPos(v2(top.x + inner - tools, top.y));
      lang_switch();
      ImGui::SameLine(0, px(8));
      menu_button();
      ImGui::SetCursorScreenPos(
          v2(top.x, top.y + (px(theme::kTapTarget) - fonts_.heading->FontSize) / 2));
      ImGui::PushFont(fonts_.heading);
      const std::string_view name = lang_ == Lang::kFr ? info_->name_fr : info_->name_en;
      ImGui::TextUnformatted(name.data(), name.data() + name.size());
      ImGui::PopFont();
      const std::string variant = variant_short(info_->id, session_->state().variant_text(), lang_);
      if (!variant.empty()) {
        ImGui::SameLine();
        ImGui::PushStyleColor(ImGuiCol_Text, rgba(theme::colors().text_dim));
        ImGui::SetCursorPosY(ImGui::GetCursorPosY() +
                             (fonts_.heading->FontSize - fonts_.body->FontSize) * 0.6f);
        ImGui::TextUnformatted(("\xC2\xB7 " + variant).c_str());
        ImGui::PopStyleColor();
      }
      ImGui::SetCursorScreenPos(v2(top.x, top.y + px(theme::kTapTarget) + px(8)));
    }
    draw_status();
    draw_controls(inner);
    if (l.wide) {
      ImGui::PushStyleColor(ImGuiCol_Text, rgba(theme::colors().text_dim));
      ImGui::TextWrapped("%s", players_line().c_str());
      ImGui::PopStyleColor();
    }
    // On narrow screens the menu sits at the right of the tabs.
    draw_tabs(inner, !l.wide);
  }
  if (tabs) {
    // The tab fills the rest of the panel, or scrolls the panel when the screen is short.
    static constexpr const char* kIds[] = {"##moves", "##rules", "##about"};
    const float rest = std::max(ImGui::GetContentRegionAvail().y, px(140));
    ImGui::BeginChild(kIds[tab_], v2(0, rest), false, 0);
    if (tab_ == 0) {
      draw_moves();
    } else {
      draw_text_asset(tab_ == 1 ? "rules" : "about");
    }
    ImGui::EndChild();
  }
  if (compact) {
    ImGui::PopStyleVar();
  }
  ImGui::End();
}

}  // namespace marbles::ui
