// The options of the JS API and their values in the state JSON (app.h, settings.h): one table,
// one entry a name, each with how to read a value and how to write the current one.
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

#include "ui/app.h"
#include "ui/app_parts.h"
#include "ui/json.h"
#include "ui/messages.h"
#include "ui/theme.h"

namespace marbles::ui {

namespace {

std::string bad(std::string_view name, std::string_view value, std::string_view known) {
  return json_error("bad value \"" + std::string(value) + "\" for option " + std::string(name) +
                    " (" + std::string(known) + ")");
}

// One of `names` (its index), or -1.
int pick(std::string_view value, std::initializer_list<std::string_view> names) {
  int i = 0;
  for (std::string_view n : names) {
    if (value == n) {
      return i;
    }
    ++i;
  }
  return -1;
}

// A number written whole ("2", "0.5"), or nothing.
std::optional<double> number(std::string_view value) {
  const std::string v(value);
  char* end = nullptr;
  const double x = std::strtod(v.c_str(), &end);
  if (v.empty() || end != v.c_str() + v.size()) {
    return std::nullopt;
  }
  return x;
}

std::string boolean(bool b) {
  return b ? "true" : "false";
}

constexpr const char* kModes[] = {"play", "replay", "view", "diagram"};
constexpr const char* kTabs[] = {"moves", "rules", "about"};

}  // namespace

// Sets the value: "" when done, else the error's JSON. Writes the value for the state JSON
// ("": not in it).
struct App::Option {
  std::string_view name;
  std::string (*set)(App& app, std::string_view value);
  std::string (*get)(const App& app);
};

// The rules of each option: nested in App, so they reach its members.
struct App::Options {
  static std::string set_lang(App& app, std::string_view v);
  static std::string get_lang(const App& app);
  static std::string set_theme(App& app, std::string_view v);
  static std::string get_theme(const App&);
  static std::string set_mode(App& app, std::string_view v);
  static std::string get_mode(const App& app);
  static std::string set_embed(App& app, std::string_view v);
  static std::string get_embed(const App& app);
  static std::string set_kiosk(App& app, std::string_view v);
  static std::string get_kiosk(const App& app);
  static std::string set_controls(App& app, std::string_view v);
  static std::string get_controls(const App& app);
  static std::string set_hint(App& app, std::string_view v);
  static std::string get_hint(const App& app);
  static std::string set_layout(App& app, std::string_view v);
  static std::string get_layout(const App& app);
  static std::string set_background(App&, std::string_view v);
  static std::string get_background(const App&);
  static std::string set_ai(App& app, std::string_view v);
  static std::string get_ai(const App& app);
  static std::string set_ai_level(App& app, std::string_view v);
  static std::string get_ai_level(const App& app);
  static std::string set_ai_time(App& app, std::string_view v);
  static std::string get_ai_time(const App& app);
  static std::string set_ai_delay_ms(App& app, std::string_view v);
  static std::string get_ai_delay_ms(const App&);
  static std::string set_rotate(App& app, std::string_view v);
  static std::string set_analysis(App& app, std::string_view v);
  static std::string get_analysis(const App& app);
  static std::string set_review(App& app, std::string_view v);
  static std::string get_review(const App& app);
  static std::string set_remote(App& app, std::string_view v);
  static std::string get_remote(const App& app);
  static std::string set_solved(App& app, std::string_view v);
  static std::string get_solved(const App& app);
  static std::string get_rotate(const App& app);
  static std::string set_dice(App& app, std::string_view v);
  static std::string get_dice(const App& app);
  static std::string set_screen(App& app, std::string_view v);
  static std::string get_screen(const App& app);
  static std::string set_tab(App& app, std::string_view v);
  static std::string get_tab(const App& app);
  static std::string set_start_inset(App& app, std::string_view v);
  static std::string get_start_inset(const App&);
};

std::string App::Options::set_lang(App& app, std::string_view v) {
  const std::optional<Lang> l = parse_lang(v);
  if (!l) {
    return bad("lang", v, "fr or en");
  }
  app.set_.lang = *l;
  app.note_.clear();
  return std::string();
}

std::string App::Options::get_lang(const App& app) {
  return json_string(lang_code(app.set_.lang));
}

std::string App::Options::set_theme(App& app, std::string_view v) {
  const std::optional<ThemeId> t = parse_theme(v);
  if (!t) {
    return bad("theme", v, "dark or light");
  }
  app.set_theme(*t);
  return std::string();
}

std::string App::Options::get_theme(const App&) {
  return json_string(theme_code(theme::current()));
}

std::string App::Options::set_mode(App& app, std::string_view v) {
  const int m = pick(v, {"play", "replay", "view", "diagram"});
  if (m < 0) {
    return bad("mode", v, "play, replay, view or diagram");
  }
  app.set_.mode = static_cast<Mode>(m);
  app.ctl_.drop_selection();
  app.computer_.wait_again();
  app.note_.clear();
  app.show_cursor_ = app.show_cursor_ && app.set_.mode == Mode::kPlay;
  return std::string();
}

std::string App::Options::get_mode(const App& app) {
  return json_string(kModes[static_cast<int>(app.set_.mode)]);
}

std::string App::Options::set_embed(App& app, std::string_view v) {
  const int e = pick(v, {"0", "1"});
  if (e < 0) {
    return bad("embed", v, "1 or 0");
  }
  app.set_.embed = e == 1;
  app.set_.screen = app.set_.embed ? Screen::kGame : app.set_.screen;
  app.scroll_moves_ = 2;
  return std::string();
}

std::string App::Options::get_embed(const App& app) {
  return boolean(app.set_.embed);
}

std::string App::Options::set_kiosk(App& app, std::string_view v) {
  const int k = pick(v, {"0", "1"});
  if (k < 0) {
    return bad("kiosk", v, "1 or 0");
  }
  app.set_.kiosk = k == 1;
  return k == 1 ? set_embed(app, "1") : std::string();
}

std::string App::Options::get_kiosk(const App& app) {
  return boolean(app.set_.kiosk);
}

std::string App::Options::set_controls(App& app, std::string_view v) {
  const int c = pick(v, {"shown", "hidden"});
  if (c < 0) {
    return bad("controls", v, "shown or hidden");
  }
  app.set_.controls_hidden = c == 1;
  return std::string();
}

std::string App::Options::get_controls(const App& app) {
  return json_string(app.set_.controls_hidden ? "hidden" : "shown");
}

// hint_mode: "button" (the panel's Hint button), "hidden" (none: an exercise gives its own), "ask"
// (the strong search's hint for the person to move now, read in state().hint; no button).
std::string App::Options::set_hint(App& app, std::string_view v) {
  const int h = pick(v, {"button", "hidden", "ask"});
  if (h < 0) {
    return bad("hint_mode", v, "button, hidden or ask");
  }
  app.set_.hint_hidden = h > 0;
  if (h == 2 && app.hint_wanted()) {
    app.computer_.ask_hint(app.ctl_.version());
  }
  return std::string();
}

std::string App::Options::get_hint(const App& app) {
  return json_string(app.set_.hint_hidden ? "hidden" : "button");
}

std::string App::Options::set_layout(App& app, std::string_view v) {
  const int l = pick(v, {"panel", "board"});
  if (l < 0) {
    return bad("layout", v, "panel or board");
  }
  app.set_.board_only = l == 1;
  return std::string();
}

std::string App::Options::get_layout(const App& app) {
  return json_string(app.set_.board_only ? "board" : "panel");
}

std::string App::Options::set_background(App&, std::string_view v) {
  // "#rrggbb" (the page turns any CSS colour into it), or "" for the theme's own.
  if (v.empty()) {
    theme::set_background(std::nullopt);
    return std::string();
  }
  const auto hex = [](char c) {
    return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
  };
  Colour rgb = 0;
  bool ok = v.size() == 7 && v[0] == '#';
  for (std::size_t i = 1; ok && i < 7; i += 2) {
    const int hi = hex(v[i]);
    const int lo = hex(v[i + 1]);
    ok = hi >= 0 && lo >= 0;
    rgb |= static_cast<Colour>(ok ? hi * 16 + lo : 0) << (4 * (i - 1));
  }
  if (!ok) {
    return bad("background", v, "#rrggbb in lower case, or empty for the theme's");
  }
  theme::set_background(rgb | 0xFF000000u);
  return std::string();
}

std::string App::Options::get_background(const App&) {
  const std::optional<Colour> c = theme::background();
  return c ? json_string(css_colour(*c)) : json_string("");
}

std::string App::Options::set_ai(App& app, std::string_view v) {
  return app.set_seats(v);
}

std::string App::Options::get_ai(const App& app) {
  return json_string(app.ctl_.seats_text());
}

std::string App::Options::set_ai_level(App& app, std::string_view v) {
  const int level = ComputerPlayer::parse_level(v);
  if (level == -2) {
    return bad("ai_level", v, "beginner, intermediate, strong or random");
  }
  app.computer_.set_level(level);
  return std::string();
}

std::string App::Options::get_ai_level(const App& app) {
  return json_string(app.computer_.level_text());
}

std::string App::Options::set_ai_time(App& app, std::string_view v) {
  const std::optional<double> s = number(v);
  if (!s || !(*s >= 0.1 && *s <= 60)) {
    return app.error_json(make_error(Message("ui.bad_ai_time", {std::string(v)})));
  }
  app.computer_.set_seconds(*s);
  return std::string();
}

std::string App::Options::get_ai_time(const App& app) {
  return json_number(app.computer_.seconds());
}

std::string App::Options::set_ai_delay_ms(App& app, std::string_view v) {
  const std::optional<double> ms = number(v);
  if (v.size() > 9 || v.find_first_not_of("0123456789") != std::string_view::npos || !ms) {
    return bad("ai_delay_ms", v, "an integer >= 0");
  }
  app.computer_.set_delay_ms(static_cast<int>(*ms));
  return std::string();
}

std::string App::Options::get_ai_delay_ms(const App&) {
  return std::string();
}

std::string App::Options::set_rotate(App& app, std::string_view v) {
  const int r = pick(v, {"0", "1"});
  if (r < 0) {
    return bad("rotate", v, "1 or 0");
  }
  app.set_.rotate = r == 1;
  return std::string();
}

std::string App::Options::get_rotate(const App& app) {
  return boolean(app.set_.rotate);
}

std::string App::Options::set_analysis(App& app, std::string_view v) {
  const int r = pick(v, {"0", "1"});
  if (r < 0) {
    return bad("analysis", v, "1 or 0");
  }
  app.set_.analysis = r == 1;
  return std::string();
}

std::string App::Options::get_analysis(const App& app) {
  return boolean(app.set_.analysis);
}

std::string App::Options::set_review(App& app, std::string_view v) {
  const int r = pick(v, {"start", "stop"});
  if (r < 0) {
    return bad("review", v, "start or stop");
  }
  if (r == 0) {
    app.start_review();
  } else {
    app.stop_review();
  }
  return std::string();
}

std::string App::Options::get_review(const App&) {
  return std::string();  // the state's "review" says how it goes
}

// remote: the seats played on another device ("off", "1", "0,2"; web/later/distance.js).
std::string App::Options::set_remote(App& app, std::string_view v) {
  unsigned seats = 0;
  if (!app.ctl_.has_session() || !app.ctl_.parse_seats(v, &seats)) {
    return bad("remote", v, "off, or the seats played on another device: 1, or 0,2");
  }
  app.ctl_.set_remote(seats);
  return std::string();
}

std::string App::Options::get_remote(const App& app) {
  return app.ctl_.has_session() ? json_string(GameController::seats_text(app.ctl_.remote()))
                                : std::string();
}

// solved: "value|move|position", the page's exact answer (web/later/solver.js).
std::string App::Options::set_solved(App& app, std::string_view v) {
  const std::size_t a = v.find('|');
  const std::size_t b = v.find('|', a + 1);  // (none when a is none: npos + 1 is 0)
  const int value = pick(v.substr(0, a), {"-1", "0", "1"});
  if (b == std::string_view::npos || value < 0) {
    return bad("solved", v, "value|move|position, the value -1, 0 or 1");
  }
  app.take_solved(value - 1, v.substr(a + 1, b - a - 1), v.substr(b + 1));
  return std::string();
}

std::string App::Options::get_solved(const App&) {
  return std::string();  // the state's "evaluation" says it
}

std::string App::Options::set_dice(App& app, std::string_view v) {
  const int d = pick(v, {"rolled", "typed"});
  if (d < 0) {
    return bad("dice", v, "rolled or typed");
  }
  app.ctl_.set_typed_dice(d == 1);
  app.computer_.wait_again();
  return std::string();
}

std::string App::Options::get_dice(const App& app) {
  return json_string(app.ctl_.typed_dice() ? "typed" : "rolled");
}

std::string App::Options::set_screen(App& app, std::string_view v) {
  const int s = pick(v, {"start", "game"});
  if (s == 0 && app.set_.embed) {
    return json_error("an embedded board has no start screen (option embed is 1)");
  }
  if (s < 0) {
    return bad("screen", v, "start or game");
  }
  app.set_.screen = s == 0 ? Screen::kStart : Screen::kGame;
  return std::string();
}

std::string App::Options::get_screen(const App& app) {
  return json_string(app.set_.screen == Screen::kStart ? "start" : "game");
}

std::string App::Options::set_tab(App& app, std::string_view v) {
  const int t = pick(v, {"moves", "rules", "about"});
  if (t < 0) {
    return bad("tab", v, "moves, rules or about");
  }
  app.set_.tab = t;
  app.scroll_moves_ = 2;
  return std::string();
}

std::string App::Options::get_tab(const App& app) {
  return json_string(kTabs[app.set_.tab]);
}

std::string App::Options::set_start_inset(App& app, std::string_view v) {
  const std::optional<double> css = number(v);
  if (!css || !(*css >= 0 && *css <= 10000)) {
    return bad("start_inset", v, "CSS pixels, 0 to 10000");
  }
  app.set_.start_inset = static_cast<float>(*css);
  return std::string();
}

std::string App::Options::get_start_inset(const App&) {
  return std::string();
}

const std::vector<App::Option>& App::options() {
  static const std::vector<Option> table = {
      {"lang", &Options::set_lang, &Options::get_lang},
      {"theme", &Options::set_theme, &Options::get_theme},
      {"mode", &Options::set_mode, &Options::get_mode},
      {"embed", &Options::set_embed, &Options::get_embed},
      {"kiosk", &Options::set_kiosk, &Options::get_kiosk},
      {"layout", &Options::set_layout, &Options::get_layout},
      {"controls", &Options::set_controls, &Options::get_controls},
      {"hint_mode", &Options::set_hint, &Options::get_hint},
      {"page_background", &Options::set_background, &Options::get_background},
      {"ai", &Options::set_ai, &Options::get_ai},
      {"ai_level", &Options::set_ai_level, &Options::get_ai_level},
      {"ai_time", &Options::set_ai_time, &Options::get_ai_time},
      {"ai_delay_ms", &Options::set_ai_delay_ms, &Options::get_ai_delay_ms},
      {"rotate", &Options::set_rotate, &Options::get_rotate},
      {"analysis", &Options::set_analysis, &Options::get_analysis},
      {"review", &Options::set_review, &Options::get_review},
      {"remote", &Options::set_remote, &Options::get_remote},
      {"solved", &Options::set_solved, &Options::get_solved},
      {"dice", &Options::set_dice, &Options::get_dice},
      {"screen", &Options::set_screen, &Options::get_screen},
      {"tab", &Options::set_tab, &Options::get_tab},
      {"start_inset", &Options::set_start_inset, &Options::get_start_inset},
  };
  return table;
}

std::string App::set_option(std::string_view name, std::string_view value) {
  std::string known;
  for (const Option& o : options()) {
    if (o.name == name) {
      const std::string error = o.set(*this, value);
      return error.empty() ? json_ok() : error;
    }
    known += (known.empty() ? "" : ", ") + std::string(o.name);
  }
  return json_error("unknown option \"" + std::string(name) + "\" (known: " + known + ")");
}

std::string App::settings_json() const {
  std::string out;
  for (const Option& o : options()) {
    const std::string value = o.get(*this);
    if (!value.empty()) {
      out += ",\"" + std::string(o.name) + "\":" + value;
    }
  }
  return out;
}

std::string App::set_seats(std::string_view value) {
  unsigned seats = 0;
  if (!ctl_.parse_seats(value, &seats)) {
    const int n = ctl_.state().num_players();
    return error_json(
        make_error(Message("ui.bad_seats", {std::string(value), std::to_string(n - 1)})));
  }
  ctl_.set_seats(seats);
  pick_seats_ = seats;
  computer_.wait_again();
  return std::string();
}

}  // namespace marbles::ui
