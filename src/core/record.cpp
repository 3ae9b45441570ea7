#include "core/record.h"

#include <cctype>

namespace marbles {

namespace {

bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\r';
}

std::string quote(std::string_view v) {
  std::string out = "\"";
  for (char c : v) {
    if (c == '\n' || c == '\r') {
      c = ' ';  // a tag is one line
    }
    if (c == '"' || c == '\\') {
      out += '\\';
    }
    out += c;
  }
  return out + "\"";
}

// Where a '#' comment starts, ignoring '#' inside a quoted tag value; npos if none.
size_t comment_start(std::string_view line) {
  bool quoted = false;
  for (size_t i = 0; i < line.size(); ++i) {
    if (quoted && line[i] == '\\') {
      ++i;
    } else if (line[i] == '"') {
      quoted = !quoted;
    } else if (line[i] == '#' && !quoted) {
      return i;
    }
  }
  return std::string_view::npos;
}

// Parses `[Name "value"]` (the line without its newline). Column numbers are 1-based.
Result<std::pair<std::string, std::string>> parse_tag(std::string_view line, int line_no) {
  size_t i = 1;
  size_t name_start = i;
  while (i < line.size() && (std::isalnum(static_cast<unsigned char>(line[i])) != 0)) {
    ++i;
  }
  if (i == name_start) {
    return make_error(Message("record.tag_no_name"), line_no, static_cast<int>(i) + 1);
  }
  std::string name(line.substr(name_start, i - name_start));
  while (i < line.size() && is_space(line[i])) {
    ++i;
  }
  if (i >= line.size() || line[i] != '"') {
    return make_error(Message("record.tag_no_value", {name}), line_no, static_cast<int>(i) + 1);
  }
  ++i;
  std::string value;
  while (i < line.size() && line[i] != '"') {
    if (line[i] == '\\' && i + 1 < line.size()) {
      ++i;
    }
    value += line[i++];
  }
  if (i >= line.size()) {
    return make_error(Message("record.tag_no_closing_quote", {name}), line_no,
                      static_cast<int>(i) + 1);
  }
  ++i;
  while (i < line.size() && is_space(line[i])) {
    ++i;
  }
  if (i >= line.size() || line[i] != ']') {
    return make_error(Message("record.tag_no_bracket", {name}), line_no, static_cast<int>(i) + 1);
  }
  ++i;
  while (i < line.size() && is_space(line[i])) {
    ++i;
  }
  if (i != line.size()) {
    return make_error(Message("record.text_after_tag"), line_no, static_cast<int>(i) + 1);
  }
  return std::make_pair(std::move(name), std::move(value));
}

Message missing_format() {
  return Message("record.no_format", {std::string(kRecordFormat)});
}

bool is_move_number(std::string_view tok) {
  if (tok.size() < 2 || tok.back() != '.') {
    return false;
  }
  for (size_t i = 0; i + 1 < tok.size(); ++i) {
    if (std::isdigit(static_cast<unsigned char>(tok[i])) == 0) {
      return false;
    }
  }
  return true;
}

}  // namespace

std::string tag_value(const Record& record, std::string_view name) {
  for (const auto& [k, v] : record.tags) {
    if (k == name) {
      return v;
    }
  }
  return "";
}

const GameInfo* find_in(GameTable games, std::string_view id) {
  for (const GameInfo& g : games) {
    if (g.id == id) {
      return &g;
    }
  }
  return nullptr;
}

Result<std::unique_ptr<AnyState>> start_state(const Record& record, GameTable games) {
  const GameInfo* info = find_in(games, record.game);
  if (info == nullptr) {
    return make_error(Message("record.unknown_game", {record.game}));
  }
  return info->make(record.variant, record.position);
}

namespace {

// One record being read, line by line: its tags, then its moves played from the start state.
class RecordReader {
 public:
  explicit RecordReader(GameTable games) : games_(games) {}

  // One line without its comment and trailing space; `first` is its first non-space column.
  Result<bool> line(std::string_view body, size_t first, int line_no) {
    line_no_ = line_no;
    if (body[first] == '[') {
      return tag(body, first);
    }
    return moves(body, first);
  }

  Result<Record> finish() {
    if (!have_format_) {
      return make_error(missing_format(), 1, 1);
    }
    if (!have_game_) {
      return make_error(Message("record.no_game"), 1, 1);
    }
    if (!state_) {
      auto s = start_state(rec_, games_);
      if (!s.ok()) {
        return start_error(s.error());
      }
    }
    return std::move(rec_);
  }

 private:
  Result<bool> tag(std::string_view body, size_t first) {
    const int col = static_cast<int>(first) + 1;
    if (state_) {
      return make_error(Message("record.tag_after_moves"), line_no_, col);
    }
    auto tag = parse_tag(body.substr(first), line_no_);
    if (!tag.ok()) {
      Error e = tag.error();
      e.column += static_cast<int>(first);
      return e;
    }
    auto [name, value] = std::move(tag).value();
    if (name == "Format") {
      if (value != kRecordFormat) {
        return make_error(Message("record.bad_format", {value, std::string(kRecordFormat)}),
                          line_no_, col);
      }
      have_format_ = true;
    } else if (name == "Game") {
      if (find_in(games_, value) == nullptr) {
        return make_error(Message("record.unknown_game", {value}), line_no_, col);
      }
      rec_.game = value;
      have_game_ = true;
    } else if (name == "Variant") {
      rec_.variant = value;
      variant_line_ = line_no_;
    } else if (name == "Position") {
      rec_.position = value;
      position_line_ = line_no_;
    } else {
      rec_.tags.emplace_back(std::move(name), std::move(value));
    }
    return true;
  }

  // A move line: the game starts on the first one.
  Result<bool> moves(std::string_view body, size_t first) {
    if (!state_) {
      if (!have_format_) {
        return make_error(missing_format(), line_no_, 1);
      }
      if (!have_game_) {
        return make_error(Message("record.no_game"), line_no_, 1);
      }
      auto s = start_state(rec_, games_);
      if (!s.ok()) {
        return start_error(s.error());
      }
      state_ = std::move(s).value();
    }
    size_t i = first;
    while (i < body.size()) {
      while (i < body.size() && is_space(body[i])) {
        ++i;
      }
      const size_t tok_start = i;
      while (i < body.size() && !is_space(body[i])) {
        ++i;
      }
      if (tok_start == i) {
        break;
      }
      const std::string_view tok = body.substr(tok_start, i - tok_start);
      if (is_move_number(tok)) {
        continue;
      }
      const int col = static_cast<int>(tok_start) + 1;
      if (state_->is_terminal()) {
        return make_error(Message("record.move_after_end", {std::string(tok)}), line_no_, col);
      }
      auto a = state_->parse_action(tok);
      if (!a.ok()) {
        return placed(a.error(), line_no_, col);
      }
      state_->apply(*a);
      rec_.actions.push_back(*a);
    }
    return true;
  }

  // A bad [Variant] or [Position]: the error on that tag's line, "variant:" or "position:"
  // first.
  Error start_error(const Error& e) const {
    const GameInfo* info = find_in(games_, rec_.game);
    const bool variant_ok = info != nullptr && info->make(rec_.variant, "").ok();
    const int line = variant_ok ? position_line_ : variant_line_;
    return placed(e, line, line > 0 ? 1 : 0)
        .within(Message("record.tag", {variant_ok ? "[Position]" : "[Variant]"}));
  }

  // The error `e` (its message, not its place) at a place of the record.
  static Error placed(Error e, int line, int column) {
    e.line = line;
    e.column = column;
    return e;
  }

  GameTable games_;
  Record rec_;
  std::unique_ptr<AnyState> state_;
  bool have_format_ = false;
  bool have_game_ = false;
  int line_no_ = 0;
  int variant_line_ = 0;
  int position_line_ = 0;
};

}  // namespace

Result<Record> parse_record(std::string_view text, GameTable games) {
  RecordReader reader(games);
  int line_no = 0;
  size_t pos = 0;
  if (text.size() >= 3 && text.substr(0, 3) == "\xEF\xBB\xBF") {
    pos = 3;  // UTF-8 byte order mark
  }
  while (pos <= text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) {
      end = text.size();
    }
    const std::string_view line = text.substr(pos, end - pos);
    ++line_no;
    pos = end + 1;
    // Strip the comment and trailing space.
    const size_t hash = comment_start(line);
    std::string_view body = hash == std::string_view::npos ? line : line.substr(0, hash);
    while (!body.empty() && is_space(body.back())) {
      body.remove_suffix(1);
    }
    size_t first = 0;
    while (first < body.size() && is_space(body[first])) {
      ++first;
    }
    if (first < body.size()) {
      Result<bool> read = reader.line(body, first, line_no);
      if (!read.ok()) {
        return read.error();
      }
    }
    if (end == text.size()) {
      break;
    }
  }
  return reader.finish();
}

std::string result_text(const AnyState& s) {
  if (!s.is_terminal()) {
    return "*";
  }
  std::vector<double> r = s.returns();
  std::string out;
  for (size_t i = 0; i < r.size(); ++i) {
    if (i > 0) {
      out += '-';
    }
    if (r[i] > 0) {
      out += "1";
    } else if (r[i] < 0) {
      out += "0";
    } else {
      out += "1/2";
    }
  }
  return out;
}

std::string format_record(const Record& record, const AnyState& start) {
  std::string out = "[Format " + quote(kRecordFormat) + "]\n";
  out += "[Game " + quote(record.game) + "]\n";
  std::unique_ptr<AnyState> s = start.clone();
  out += "[Variant " + quote(s->variant_text()) + "]\n";
  if (!record.position.empty()) {
    out += "[Position " + quote(record.position) + "]\n";
  }
  for (const auto& [k, v] : record.tags) {
    if (k != "Result") {
      out += "[" + k + " " + quote(v) + "]\n";
    }
  }
  std::string moves;
  int turn = 0;
  int last_player = kNobody;
  int last_number = 0;
  std::string section;
  bool line_open = false;
  for (Action a : record.actions) {
    const int p = s->to_move();
    const TurnInfo info = s->turn_info();
    // The game numbers its turns (TurnInfo), or a new turn starts when the player changes
    // (chance actions open their player's turn).
    bool new_turn = !line_open;
    if (info.number > 0) {
      new_turn = new_turn || info.number != last_number;
    } else {
      new_turn = new_turn || (p != kChance && p != last_player) ||
                 (p == kChance && last_player != kChance && last_player != kNobody);
    }
    last_number = info.number;
    if (!info.section.empty() && info.section != section) {
      section = std::string(info.section);
      if (line_open) {
        moves += '\n';
        line_open = false;
      }
      moves += "# " + section + "\n";
      new_turn = true;
    }
    if (new_turn) {
      if (line_open) {
        moves += '\n';
      }
      moves += std::to_string(++turn) + ".";
      line_open = true;
    }
    moves += ' ';
    moves += s->action_text(a);
    last_player = p;
    s->apply(a);
  }
  if (line_open) {
    moves += '\n';
  }
  if (s->is_terminal()) {
    out += "[Result " + quote(result_text(*s)) + "]\n";
  }
  return out + "\n" + moves;
}

// ---------------------------------------------------------------------------------------
// Session

Session::Session(Record record, std::unique_ptr<AnyState> start)
    : record_(std::move(record)), start_(std::move(start)), state_(start_->clone()) {}

Session::Session(const Session& other)
    : record_(other.record_),
      start_(other.start_->clone()),
      state_(other.state_->clone()),
      cursor_(other.cursor_) {}

Session& Session::operator=(const Session& other) {
  if (this != &other) {
    record_ = other.record_;
    start_ = other.start_->clone();
    state_ = other.state_->clone();
    cursor_ = other.cursor_;
  }
  return *this;
}

Result<Session> Session::create(std::string_view game, std::string_view variant, GameTable games) {
  Record rec;
  rec.game = std::string(game);
  rec.variant = std::string(variant);
  auto s = start_state(rec, games);
  if (!s.ok()) {
    return s.error();
  }
  rec.variant = (*s)->variant_text();
  return Session(std::move(rec), std::move(s).value());
}

Result<Session> Session::from_record(Record record, GameTable games) {
  auto s = start_state(record, games);
  if (!s.ok()) {
    return s.error();
  }
  std::unique_ptr<AnyState> check = (*s)->clone();
  for (size_t i = 0; i < record.actions.size(); ++i) {
    if (!check->is_legal(record.actions[i])) {
      return make_error(Message("record.move_not_legal", {std::to_string(i + 1)}));
    }
    check->apply(record.actions[i]);
  }
  Session out(std::move(record), std::move(s).value());
  out.go_to(out.record_.actions.size());
  return out;
}

Result<Session> Session::from_text(std::string_view record_text, GameTable games) {
  auto rec = parse_record(record_text, games);
  if (!rec.ok()) {
    return rec.error();
  }
  return from_record(std::move(rec).value(), games);
}

void Session::play(Action a) {
  MARBLES_CHECK(state_->is_legal(a));
  record_.actions.resize(cursor_);
  record_.actions.push_back(a);
  state_->apply(a);
  ++cursor_;
}

Result<Action> Session::play_text(std::string_view text) {
  auto a = state_->parse_action(text);
  if (a.ok()) {
    play(*a);
  }
  return a;
}

void Session::undo() {
  if (can_undo()) {
    go_to(cursor_ - 1);
  }
}

void Session::redo() {
  if (can_redo()) {
    state_->apply(record_.actions[cursor_]);
    ++cursor_;
  }
}

void Session::go_to(std::size_t n) {
  if (n > record_.actions.size()) {
    n = record_.actions.size();
  }
  state_ = start_->clone();
  for (cursor_ = 0; cursor_ < n; ++cursor_) {
    state_->apply(record_.actions[cursor_]);
  }
}

std::vector<std::string> Session::action_texts() const {
  std::vector<std::string> out;
  std::unique_ptr<AnyState> s = start_->clone();
  for (Action a : record_.actions) {
    out.push_back(s->action_text(a));
    s->apply(a);
  }
  return out;
}

std::string Session::text() const {
  Record r = record_;
  r.actions.resize(cursor_);
  return format_record(r, *start_);
}

}  // namespace marbles
