// The app: start screen (games, variant, players) and game screen (board, status, moves,
// undo/redo, rules), drawn with Dear ImGui. It asks the engine for every rule.
//
// Its rooms, one responsibility a file:
//   controller.h     the game: session, seats, move list, click narrowing, undo/redo by turns,
//                    go to, play on (plain C++, unit-tested: tests/unit/ui/controller_test.cpp)
//   computer.h       the computer's scheduling: its search and the hint's in slices per frame
//   settings.h       the settings as one struct; app_settings.cpp: the one name → read/write
//                    table behind set_option() and the state JSON
//   app_api.cpp      the JS API: JSON in and out, a thin facade over the rooms
//   app_input.cpp    pointer, touch and keyboard turned into the controller's intents
//   app_widgets.cpp  buttons, toggle rows, the menu
//   app_start.cpp    the start screen
//   app_game.cpp     the game screen: board, marks, hint, panel, tabs, move list
//   app_status.cpp   the status card and the controls
//   app_lines.cpp    before the end of the record: playing on, the later moves
//   app.cpp          ownership, the frame and the layout
//
// The platform shells (web, desktop) create the ImGui context and backends, then per frame:
//   if (app.prepare_scale(dpr)) { re-upload the font texture }
//   backends' NewFrame(); app.frame(input); render ImGui::GetDrawData().
// ImGui works in device pixels: the display is css size x dpr, fonts are rasterised at that
// size, and pointer positions (CSS pixels) are scaled by dpr.
//
// The computer plays any set of seats (a bit mask: none, the other side of a two-player game,
// three seats of four...) at a level (ai/agent.h: beginner, intermediate, strong for the time
// the player grants; "random" plays a uniformly random legal action), thinking in slices
// (computer.h). The hint button runs the strong search the same way for the person to move and
// draws the suggested action on the board.
//
// Stepping through a record (go_to, undo, redo, the move list) never plays and never cuts it:
// the computer plays, and the page rolls its dice, only at the end of the record, or where the
// game goes on from the position on screen (a move was just played there, or the player asked
// to play on from here: the panel's button, play_on()). A move made before the end replaces the
// record's later actions; they are kept (kept_lines.h) and Undo back to that point brings them
// back as the redo line. An opened record is shown as it is: the computer plays no seat until
// asked.
//
// The methods under "JS API" return the JSON answers of the web exports (see
// src/platform/web/main.cpp); errors never change the game.
//
// Options beyond the game: the theme (dark, light: palette.h), the mode (play; replay: no
// input on the board, step controls over the record; view: the position only) and the embed
// layout (a compact page for iframes: board first, a one-line status, the controls that
// matter). The menu (save, open, share, embed, image, settings) hands the commands the page
// handles to the platform's menu handler; the desktop shell sets none and shows the settings
// only.
//
// Board views may draw controls beside the cells (Quits' slide arrows) and take drags (a row
// dragged by one tile): both only narrow the legal actions, like a click on a cell. A view that
// can be turned is drawn from the seat of the person to move when the "turn the board" setting
// is on (off by default).
//
// Keyboard: arrows move a cursor over the board (to the nearest cell centre in that
// direction, so every board works), Enter or Space clicks the cell under it (as a tap does),
// Escape drops a selection; Enter plays a cell-less action (pass) when it is the only kind.
// In replay mode the arrows step through the record (Home, End: first, last).
//
// Focus (app_focus.cpp, focus.h): every control registers itself each frame (focusable()) in
// reading order, the board as one stop; Tab and Shift+Tab (the page: focus_step()) move the
// focus, past the last control out of the app; on a control, the arrows move to the previous
// or next one and Enter or Space press it (a click at its centre over the next two frames);
// Escape closes the menu. A ring marks the control focused; each move is told to the page
// (set_focus_handler) for its screen reader. On the board, its own keys work as above.
#pragma once

#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/marks.h"
#include "core/record.h"
#include "games/registry.h"
#include "ui/analyst.h"
#include "ui/board_view.h"
#include "ui/computer.h"
#include "ui/controller.h"
#include "ui/describe.h"
#include "ui/focus.h"
#include "ui/markdown.h"
#include "ui/palette.h"
#include "ui/settings.h"
#include "ui/text.h"
#include "ui/text_files.h"

struct ImFont;

namespace marbles::ui {

class PositionEditor;  // position_editor.h

// A pointer event in CSS pixels from the canvas's top-left corner.
struct PointerEvent {
  enum class Kind { kMove, kDown, kUp, kLeave };
  Kind kind = Kind::kMove;
  float x = 0;
  float y = 0;
  bool touch = false;  // a finger (never SDL's mouse events synthesised from touches)
  // The secondary (right) mouse button, which draws marks on a study's board, and the keys held
  // with it (their colour).
  bool secondary = false;
  bool shift = false;
  bool alt = false;
  bool ctrl = false;
};

// A key press (repeats included) of the keys the app uses.
struct KeyEvent {
  enum class Key { kLeft, kRight, kUp, kDown, kEnter, kSpace, kEscape, kHome, kEnd, kZ, kY, kTab };
  Key key = Key::kLeft;
  bool ctrl = false;  // Ctrl or Cmd
  bool shift = false;
};

struct FrameInput {
  float css_width = 0;  // the canvas (window) size in CSS pixels
  float css_height = 0;
  float dpr = 1;       // device pixels per CSS pixel
  double time_ms = 0;  // monotonic
  std::vector<PointerEvent> pointer;
  float wheel = 0;  // wheel steps, positive = scroll up
  std::vector<KeyEvent> keys;
};

// Commands the menu sends to the platform: "save", "open", "share", "embed", "image", "svg", "gif",
// and after a setting changed from the menu "lang:fr", "theme:light" (so the page can keep them).
using MenuHandler = std::function<void(std::string_view command)>;
// Told where the keyboard's focus went: the control's name in the page's language and its
// role's code (focus.h: "button", "tab", "radio", "menuitem", "board").
using FocusHandler = std::function<void(std::string_view name, std::string_view role)>;

// The board's picture (the PNG export) as drawn in a frame, in device pixels from the top-left
// corner: [min, max) holds all the board drew with a margin; only its part inside [clip_min,
// clip_max) (the board's area) is on screen, the rest is the background.
struct Picture {
  ImVec2 min{0, 0};
  ImVec2 max{0, 0};
  ImVec2 clip_min{0, 0};
  ImVec2 clip_max{0, 0};
};

class App {
 public:
  explicit App(std::uint64_t seed);
  ~App();
  App(const App&) = delete;
  App& operator=(const App&) = delete;

  // Sets the display scale (device pixels per CSS pixel): rebuilds the fonts and the style
  // when it changed. Returns true when the font atlas was rebuilt (upload it again).
  bool prepare_scale(float dpr);
  // One frame: ImGui::NewFrame() ... ImGui::Render().
  void frame(const FrameInput& in);
  // The size the page reports (also given with each frame).
  void resize(float css_width, float css_height, float dpr);
  // The platform's handler of the menu's page commands (none: the menu shows settings only).
  void set_menu_handler(MenuHandler handler) { menu_handler_ = std::move(handler); }
  // After a frame: the app needs more frames though no input comes, because something runs
  // in time: the computer's move or the page's roll is due (thinking, or showing the last
  // action first), a hint is searched, an animation runs, pointer events or a key's click
  // (press, release) wait their frame.
  // The shells run frames while it is true and a few more (Dear ImGui settles over two
  // frames), and may sleep until input comes otherwise.
  bool busy() const { return busy_; }
  void set_focus_handler(FocusHandler handler) { focus_handler_ = std::move(handler); }
  // Tab (dir 1) or Shift+Tab (-1) from the page: {"moved":true,"name":..,"role":..} when the
  // focus went to a control of the app, {"moved":false} when it left the app (the page's
  // next element takes it); dir 0: the app lost the page's focus (no control focused).
  std::string focus_step(int dir);
  // After a frame: true once when a capture of the board was asked for and this frame drew
  // the board's picture (Picture).
  bool take_capture(Picture* picture);
  // After a frame: once when capture_board(true) was asked, the board drawn again for the SVG
  // export (app_vector.cpp): plain triangles without anti-aliasing and the font's glyph quads;
  // the record's marks are its indices from *marks_at on. Null otherwise.
  const ImDrawList* take_vector(Picture* picture, int* marks_at);
  // The rules and about texts that are files of the site (the web build): the platform's way
  // to fetch one (app_texts.cpp), and its answer, the text or a failure (ok false).
  void set_text_fetch(TextFiles::Fetch fetch) { texts_.set_fetch(std::move(fetch)); }
  void text_arrived(std::string_view name, std::string_view text, bool ok);

  // ----- JS API (JSON text) -----
  std::string games_json() const;
  std::string new_game(std::string_view game, std::string_view variant);
  std::string state_json() const;
  std::string play(std::string_view text);
  // A record, shown after `ply` of its actions (0..length; none: its end). A refused record
  // or ply changes nothing. The computer plays no seat of an opened record until asked.
  std::string load_record(std::string_view text, std::optional<int> ply = std::nullopt);
  // The computer (or the page's dice) plays on from the position on screen, before the end of
  // the record: its move replaces the later actions (kept for Undo). Refused when there is
  // nothing for it to play on (the end of the record, a person's turn, the game over).
  std::string play_on();
  std::string save_record() const;
  std::string undo();
  std::string redo();
  std::string set_option(std::string_view name, std::string_view value);
  std::string cell_center_json(std::string_view cell);
  // The i-th action of the record (0-based) in words, in the interface language.
  std::string describe(int i) const;
  // Shows the position after `ply` actions of the record (0..length).
  std::string go_to(int ply);
  // Asks for a capture of the board after the next frame (see take_capture(), take_vector()).
  std::string capture_board(bool vector = false);
  // The centre of a control of the last frame drawn, by name (the start screen's choices:
  // "game-quits", "variant-4-players", "two", "computer", "side1", "seat2-computer",
  // "start"...; the menu button "menu" and, menu open, its settings "lang-1", "theme-0",
  // "rotate-1"), in CSS pixels: what a person would tap (the browser tests' hook).
  std::string widget_center_json(std::string_view name) const;
  // The layout of the last frame drawn, in CSS pixels: the canvas, the board's and the panel's
  // rectangles (the panel's "scrolls": its content is taller than it), and every named text
  // and control with its rectangle and, for a label in a button, the width the label needs
  // ("need"): the browser tests check that nothing overlaps and nothing is cut.
  std::string layout_json() const;
  // The position editor (app_editor.cpp): command "open" (the position on screen, or the start
  // screen's game), "state", "position" (arg: a position text), "pick" (arg: a kind), "field"
  // (arg: "index value"), "clear", "play" (a new game from the position), "cancel"; answers
  // the editor's state as JSON (docs/API.md).
  std::string editor(std::string_view command, std::string_view arg);
  // Bumped on every change of the session: play, undo, redo, load, new game, go_to, computer.
  int version() const { return ctl_.version(); }

  Screen screen() const { return set_.screen; }
  Lang lang() const { return set_.lang; }
  // The game's session: its whole record, also while a variation of it is shown.
  const Session& session() const { return root_ ? *root_ : ctl_.session(); }

 private:
  struct Layout {
    bool wide = false;
    ImVec2 board_min, board_max;  // pixels
    ImVec2 panel_min, panel_max;
    ImVec2 caption_min, caption_max;  // the comment under the board (empty: none)
  };

  Layout compute_layout() const;  // base_layout(), with the caption of a commented record
  // The view and diagram modes: the position is only looked at (no moves, no undo).
  bool viewing() const { return set_.mode == Mode::kView || set_.mode == Mode::kDiagram; }
  bool diagram() const { return set_.mode == Mode::kDiagram; }
  Layout diagram_layout() const;  // the whole frame for the board, the comment under it
  Layout base_layout() const;
  // The board at the left, a panel `panel` wide at the right; `pad` around the board. `s`:
  // pixels a CSS pixel.
  static Layout beside(float w, float h, float panel, float pad, float s);
  // The board across the top, `bh` high, the panel under it from `panel_top` down.
  static Layout above(float w, float h, float bh, float pad, float panel_top, float s);
  float px(float css) const { return css * scale_; }
  void set_session(Session s);
  void show_ply(std::size_t ply);  // go_to for the UI: moves the cursor, drops the selection
  void restart();                  // the same game and variant again (embeds: no start screen)
  void set_theme(ThemeId id);
  void menu_command(std::string_view command);
  void apply_action(Action a);
  std::string set_seats(std::string_view value);  // the ai option: "" or the error's JSON
  // The options by name (app_settings.cpp): set_option() and the state JSON's settings.
  struct Option;
  struct Options;  // app_settings.cpp
  static const std::vector<Option>& options();
  std::string settings_json() const;  // ,"lang":"en",... for state_json()
  int facing() const;  // the seat the board is drawn from (0 unless the setting turns it)
  // The panel offers to play on from here: the computer's move (or the page's roll) is due
  // before the end of the record and waits (app_lines.cpp).
  bool play_on_offered() const;
  // What a move here does to the record's later actions, in the panel's words ("" at the end).
  std::string later_text() const;
  // The panel's offer to play on, or its note on the later moves (app_lines.cpp).
  void draw_later(float width);
  // A roll is due and the person enters it (real dice typed in).
  bool typed_roll_due() const;
  // What the board may play now: the legal actions, or the rolls when real dice are typed in.
  std::vector<Action> board_legal() const;
  // Whose turn the panel shows: the player to move, or the one a roll is for (-1: none).
  int turn_player() const;
  void after_step();  // the display after undo or redo by turns
  // Words (app_words.cpp). The record's [first, end) of the last turn played, past the roll the
  // page made for the next one; that turn in words ("Last turn, Green (computer): rolled 3 and
  // 5, placed ... (3-5 3b b+)."), and whether the panel says it; the i-th action's words.
  std::pair<std::size_t, std::size_t> last_turn_span() const;
  std::string last_turn_text() const;
  bool last_turn_shown() const;
  // The words of the record's action i (the board view's own, where the cells would mislead).
  ActionWords words_at(std::size_t i) const;
  std::string action_words_at(std::size_t i) const;
  // "Suggested: place a piece on A5 (@A5), in green on the board."
  std::string hint_sentence(Action a) const;
  // Why a click on `cell` plays nothing: the engine's reason where the view can ask it.
  std::string refusal_text(int cell) const;
  // A person's move from the board or the panel: played, or, where the position was reached
  // through the move list and the move replaces the record's later moves, asked first.
  void play_person(Action a);
  std::string confirm_text() const;  // the question's words ("" when none is asked)
  void draw_confirm();
  bool undo_turn();
  bool redo_turn();
  void step_ai();
  // The analysis board and the review (app_analysis.cpp).
  bool analysis_on() const;  // the setting, on the game screen (not a diagram, not the editor)
  void step_analysis();
  const AnyState* analysed(int* version) const;  // the position weighed (null: none)
  // The page's exact answer (value +1, 0, -1 and a move) for `position`: taken when it is the
  // position weighed, else stale.
  void take_solved(int value, std::string_view move, std::string_view position);
  // The analysis of the position weighed (`s`), null when off or not yet begun.
  const ai::Analysis* analysis_shown(const AnyState** s) const;
  std::string analysis_words(const AnyState& s, const ai::Analysis& a) const;
  void draw_analysis(float width);
  void draw_analysis_marks(ImDrawList* dl) const;
  void review_menu_item(float w, float h);  // the menu's "Review this game" (or stop it)
  bool analysis_row(float w);               // the menu's analysis toggles: true when changed
  void start_review();
  void stop_review();
  void write_finding(Record& r, const AnyState& before, const ai::ReviewFinding& f) const;
  void finish_review();
  std::string analysis_json() const;  // ,"evaluation":…,"review":… for state_json()
  float board_cell_size() const;      // a cell's size in pixels, for marks
  bool hint_wanted() const;           // the person to move may ask for a hint now
  void draw_hint(ImDrawList* dl);
  void feed_pointer(const FrameInput& in);
  void click_cell(int cell);
  void follow(const Narrowed& n, int cell);  // a narrowed click: played, or its note
  void click_reserve(int player);
  void play_control(Action a);  // a board control or drag: plays a, or says why not
  // Whether a click or control may play now; when not, says why (note_ and message_).
  bool accepts_board_action();
  BoardMarks board_marks(int hover) const;
  std::string side_name(int player) const;
  std::string result_line() const;
  // Why the game ended: its rules' words, or the players' agreement.
  std::string end_reason() const;
  std::string seat_suffix(int player) const;  // " (you)", " (computer)" or ""
  std::string players_line() const;           // who plays: "Two players", "Against the computer…"
  // The one-line status of the compact embed layout, its longest form first.
  std::vector<std::string> status_lines() const;
  bool board_input() const;  // clicks and keys may play on the board
  void handle_key(const KeyEvent& k);
  void move_cursor(float dx, float dy);
  int first_cursor() const;

  // The position editor (app_editor.cpp).
  std::string open_editor();
  void close_editor();
  std::string editor_play();
  std::string editor_json() const;
  std::string edit_side(int player) const;
  std::string edit_kind_label(int kind) const;
  std::string edit_field_label(int i) const;
  std::string edit_field_value(int i) const;
  std::string edit_verdict(Lang lang) const;
  void draw_editor();
  void draw_editor_board(const Layout& l);
  void draw_editor_panel(const Layout& l);
  void draw_editor_fields(float inner);

  // Drawing.
  void apply_style();
  void draw_start();
  void draw_start_title(float inner);
  // The language switch and the menu button at the right of a title row `inner` wide; the
  // row's top left, where its title goes.
  ImVec2 draw_title_tools(float inner);
  float title_tools_width() const;
  void draw_game_list(float inner);
  void draw_start_choices(const GameInfo& g, float inner);  // variant, players
  // The start and resume buttons in a bar at the bottom, over a column `col` wide from `left`.
  void draw_start_bar(float left, float col);
  float start_bar_height() const;
  bool start_bar_stacked() const;  // start above resume (their labels do not fit side by side)
  void draw_game();
  void draw_game_title(float inner);  // the wide panel's header: game, variant, tools
  void draw_board(const Layout& l);
  void draw_panel(const Layout& l);
  void draw_status();
  void draw_turn();                  // whose turn, with their piece, and the phase
  std::string status_hint() const;   // what to do now, in the panel's words
  std::string remote_words() const;  // the remote seat to move plays on another device
  void draw_action_buttons();        // the cell-less actions (a pass) as buttons
  void draw_hint_button();
  void draw_counts(float width);  // pieces in hand, on the board, out
  void draw_status_line(float width);
  void draw_controls(float width);
  void draw_tabs(float width, bool menu);
  void draw_moves();
  void draw_text_asset(std::string_view folder);  // rules/ or about/, in the language
  // While a text loads, or after it failed: the heading and what is happening, in words.
  void draw_text_waiting(std::string_view folder, std::string_view name, TextStatus status);
  void draw_cursor(ImDrawList* dl) const;
  // Opens the board's window over the layout's board area, the view turned to `seat` and laid
  // out in it; returns its size (the caller ends the window).
  ImVec2 begin_board_window(const Layout& l, int seat);
  // Annotated records (app_study.cpp): the comment at the position shown and its marks.
  bool has_comments() const;
  Layout with_caption(Layout l) const;  // a strip for the comment cut off under the board
  Annotation annotation_here() const;
  void draw_marks(ImDrawList* dl) const;
  void draw_vector(const BoardMarks& marks);  // the board again, for take_vector()
  void draw_caption(const Layout& l);
  // Variations (app_variations.cpp): shows the variation at `path` (empty: the main line) from
  // its start at `ply`; the move list's chips for the shown line's variations, its way back, and
  // the buttons that promote or delete it.
  void show_variation(const std::vector<std::size_t>& path, std::size_t ply);
  void draw_variation_chips(std::size_t action, float* x, float* y, float h, ImVec2 origin);
  void draw_variation_back();
  // The game's whole record (its tree), also while a variation is shown.
  const Record& tree() const { return session().record(); }
  // An edit of the tree (a comment, a variation added, promoted or deleted): the tree before it
  // kept for Undo, then `r` shown at `path` and `ply`.
  void edit_tree(Record r, const std::vector<std::size_t>& path, std::size_t ply);
  void set_tree(Record r, const std::vector<std::size_t>& path, std::size_t ply);
  // The comment (words and marks, as written) at the position shown, as an edit of the tree.
  void write_comment_here(const std::string& text);
  // Marks by hand (app_marks.cpp): a secondary button's event, a long press's start and end; a
  // mark of the comment here toggled (the same again takes it away, another colour changes it).
  bool marks_by_hand() const;
  bool long_press_marks() const;  // ... by a long press too: on a study's board
  void mark_event(const PointerEvent& e);
  bool held_touch(const PointerEvent& e);  // true: the event is the long press's
  void long_press_time();
  void pointer_to_imgui(const FrameInput& in);
  void toggle_mark(Mark m);
  // After a move or an undo in a variation shown: its line in the tree made the same.
  void sync_variation();
  // A person's move where the shown line goes on with another: into a variation that starts
  // with it (true), or (add) a new variation.
  bool enter_variation(Action a);
  void add_variation_here(Action a);
  void edit_shown(bool promote);  // the variation shown promoted, or deleted
  bool can_undo() const;          // a move, or a comment edited since
  // Playing a friend on another device: Undo asks their page instead of undoing.
  bool at_distance() const { return ctl_.remote() != 0 && set_.mode == Mode::kPlay; }

 public:
  // Sets the words of the comment at the position shown (its marks kept), for the page's
  // "Comment" dialog: {ok} or an error (a variation is shown, view mode, no game).
  std::string set_comment_words(std::string_view words);
  // The words of that comment (the dialog's starting text).
  std::string comment_words() const { return annotation_here().text; }

 private:
  bool menu_button();                    // the "⋯" button and its popup
  void menu_commands(float w, float h);  // its rows of commands (save, open, ... the editor)
  bool lang_switch();
  bool kiosk_lang_button();  // kiosk: the menu's place holds the other language, one tap
  // A JS API error: the error in English ("error", and message_) and in the page's language
  // ("error_local", what the page shows players), rendered by the text layer (ui/messages.h).
  std::string engine_error(const Error& error);
  // The same without message_.
  std::string error_json(const Error& error) const;
  // A setting as a row of toggles (see app.cpp); the toggle pressed, or -1.
  int toggle_row(Str title, const std::vector<std::string>& labels, int on, const char* id,
                 float w);
  // The computer's level and the strong level's time, as rows of toggles `w` wide, for
  // `game` (the one picked on the start screen, or the one in play).
  bool level_rows(float w, std::string_view game);
  // The menu's row of the computer's seats in the game on screen (app_lines.cpp): off, or the
  // side it plays (a game of more players: on, the seats chosen on the start screen).
  bool computer_row(float w);
  bool button(const char* label, bool enabled = true, float width = 0);
  void learn_button(const char* id, std::string_view game);  // "Learn to play"
  // A button whose label wraps when it does not fit the width (*wrapped: it did).
  bool wrapped_button(const std::string& label, const std::string& id, float width, bool* wrapped);
  enum class Icon { kMenu, kFirst, kBack, kForward, kLast, kUndo, kRedo, kRestart };
  bool icon_button(const char* id, Icon icon, bool enabled, const char* tip);
  bool choice(const char* id, const std::string& label, bool on);
  // The start screen's editor of a variant made of numbers (GameInfo::numbers, GameInfo::variant).
  void custom_variant_picker(const GameInfo& g);
  // The last item's rectangle, for widget_center_json() and layout_json(); `need`: the width
  // its label needs (0: none, or it wraps).
  void note_widget(std::string name, float need = 0);
  // The last item as a stop of the keyboard's focus (app_focus.cpp): its name is `label` up
  // to any "##".
  void focusable(std::string_view label, Role role = Role::kButton);
  bool focus_key(const KeyEvent& k);  // a key for the focused control (true: taken)
  void focus_moved();                 // tells the page, closes the menu left
  void draw_focus();                  // the ring around the control focused
  void press_focused();               // Enter or Space on a control: a click at its centre
  void draw_players(const GameInfo& g, int players);  // the start screen's players choice

  // Game.
  Settings set_;        // the page's settings (settings.h)
  GameController ctl_;  // the session, seats, move list, selection
  std::unique_ptr<BoardView> view_;
  ComputerPlayer computer_;  // its search and the hint's, and when its move is due
  PieceAnimation animation_;
  bool ai_due_ = false;         // this frame, the computer or the page's dice or a hint had work
  Analyst analyst_;             // the analysis board's search and the review's
  bool analysis_busy_ = false;  // this frame, the analysis or the review thought
  bool busy_ = true;            // see busy()
  double animation_start_ = 0;
  double animation_ms_ = 220;
  MenuHandler menu_handler_;
  FocusHandler focus_handler_;
  FocusRing focus_;
  bool in_menu_ = false;          // drawing the menu's items
  bool in_modal_ = false;         // drawing a modal question's answers
  bool close_menu_ = false;       // Escape (or the focus gone from it) closes the menu
  bool focus_into_menu_ = false;  // the menu opened by the keyboard: focus its first item
  std::uint32_t menu_key_ = 0;    // the menu button's focus key
  int press_frames_ = 0;          // a key's click: 2 the press, 1 the release
  ImVec2 press_at_{0, 0};         // ... at this point (pixels)
  bool menu_open_ = false;        // the menu popup is open (this frame, while drawing)
  bool menu_was_open_ = false;    // ... last frame: a click that closes it plays nothing
  int cursor_ = -1;               // the keyboard's cell on the board
  bool show_cursor_ = false;      // drawn once a key moved it, hidden by a pointer click
  TextFiles texts_{embedded_assets()};
  std::string text_json_ = "null";  // the text the panel showed last ("text" in state_json)
  bool capture_asked_ = false;
  bool capture_ready_ = false;
  Picture picture_;
  bool vector_asked_ = false;
  bool vector_ready_ = false;
  int vector_marks_ = 0;
  std::unique_ptr<ImDrawList> vector_;
  std::string message_;         // last error (English, for the API)
  std::string status_drawn_;    // the compact embed layout's status line as last drawn
  std::string note_;            // last click problem, in the interface language
  int scroll_moves_ = 2;        // frames left to scroll the move list to the current turn
  bool browsed_ = false;        // the position was reached by a click in the move list
  Action pending_ = kNoAction;  // the move waiting for draw_confirm()'s answer
  int pending_version_ = -1;

  // The position being set up (null when not editing), and the game's view it replaced.
  std::unique_ptr<PositionEditor> editor_;
  std::unique_ptr<BoardView> saved_view_;

  // Start screen choices.
  std::string pick_game_{games().front().id};  // the list's first
  std::string pick_variant_ = "default";
  unsigned pick_seats_ = 0;  // the computer's seats (as GameController::seats())
  int pick_players_ = 2;     // players of the picked variant

  // Display.
  float css_w_ = 1280;
  float css_h_ = 800;
  float scale_ = 0;  // the scale the fonts and style were built for
  double now_ms_ = 0;
  double last_ms_ = -1;
  MarkdownFonts fonts_;
  ImFont* small_ = nullptr;

  // Pointer.
  std::deque<PointerEvent> events_;
  ImVec2 mouse_{-1e9f, -1e9f};  // CSS pixels
  bool mouse_down_ = false;
  bool touch_active_ = false;
  bool touch_scrolling_ = false;
  ImVec2 touch_start_{0, 0};
  ImVec2 touch_last_{0, 0};
  bool touch_release_pending_ = false;
  float touch_wheel_ = 0;
  bool touch_on_board_ = false;  // a finger pressed on the board drags, it does not scroll
  // Marks drawn by hand (app_marks.cpp): the right button pressed on a cell, or a finger held
  // still on one (then dragged to the arrow's head).
  int mark_from_ = -1;
  MarkColour mark_colour_ = MarkColour::kGreen;
  double touch_down_ms_ = -1;  // a finger down on the board, still within the slop (else -1)
  bool marking_ = false;       // ... held long enough: it draws a mark, it plays nothing
  // A press on the board, for drags: where (pixels) and the version it saw.
  bool pressed_board_ = false;
  ImVec2 press_pos_{0, 0};
  int press_version_ = 0;
  // Named rectangles of the controls drawn (this frame, and the last one drawn).
  struct Widget {
    std::string name;
    ImVec2 min, max;
    float need = 0;
  };
  // While a variation is shown: the game's own session (its whole record) and the path to the
  // variation (core/record.h, variation_view); ctl_ holds the variation as a line of its own.
  std::optional<Session> root_;
  // The edits of the tree since the last move, for Undo (app_variations.cpp): each with the
  // tree it replaced and where it was shown, valid while the game's version is the one it left.
  struct TreeEdit {
    Record before;
    std::vector<std::size_t> path;
    std::size_t ply = 0;
    int version = 0;
  };
  std::vector<TreeEdit> edits_;
  std::vector<std::size_t> variation_path_;
  std::size_t variation_offset_ = 0;
  Layout layout_last_;          // the layout of the last frame drawn (game screen)
  bool panel_scrolls_ = false;  // ... its panel's content is taller than the panel
  std::vector<Widget> widgets_;
  std::vector<Widget> widgets_last_;
};

}  // namespace marbles::ui
