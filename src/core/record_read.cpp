// parse_record: the tag lines, then the moves with their comments and variations
// (docs/NOTATION.md).
#include <cctype>

#include "core/marks.h"
#include "core/record.h"

namespace marbles {

namespace {

// Variations nested deeper than this are refused (the reader recurses on none, but a writer
// or a viewer might).
constexpr std::size_t kMaxDepth = 64;

bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\r';
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

// The length of the UTF-8 sequence at the start of t, or 0 if it is not one.
size_t utf8_length(std::string_view t) {
  const auto b = static_cast<unsigned char>(t[0]);
  const size_t n = b < 0x80 ? 1 : (b >> 5) == 6 ? 2 : (b >> 4) == 14 ? 3 : (b >> 3) == 30 ? 4 : 0;
  if (n == 0 || n > t.size() || (n == 2 && b < 0xC2)) {
    return 0;
  }
  for (size_t i = 1; i < n; ++i) {
    if ((static_cast<unsigned char>(t[i]) & 0xC0) != 0x80) {
      return 0;
    }
  }
  const auto b1 = static_cast<unsigned char>(n > 1 ? t[1] : 0);
  if ((n == 3 && b == 0xE0 && b1 < 0xA0) || (n == 3 && b == 0xED && b1 >= 0xA0) ||
      (n == 4 && b == 0xF0 && b1 < 0x90) || (n == 4 && (b > 0xF4 || (b == 0xF4 && b1 >= 0x90)))) {
    return 0;  // overlong, a surrogate, or past U+10FFFF
  }
  return n;
}

// The move text of a record, from its first move line to the end: actions, turn numbers,
// '#' comments to the end of the line, {comments} and (variations), across lines.
class MoveReader {
 public:
  MoveReader(std::string_view text, size_t pos, int line_no, Record& rec,
             std::unique_ptr<AnyState> start)
      : text_(text), pos_(pos), line_(line_no), line_start_(pos) {
    frames_.push_back(Frame{&rec, std::move(start), nullptr, 0, 0});
  }

  Result<bool> run() {
    while (pos_ < text_.size()) {
      Result<bool> step = next();
      if (!step.ok()) {
        return step.error();
      }
    }
    if (frames_.size() > 1) {
      return make_error(Message("record.variation_not_closed"), frames_.back().open_line,
                        frames_.back().open_column);
    }
    return true;
  }

 private:
  struct Frame {
    Line* line;
    std::unique_ptr<AnyState> state;
    std::unique_ptr<AnyState> before;  // the state before the line's last action
    int open_line;                     // where its '(' stands
    int open_column;
  };

  int column() const { return static_cast<int>(pos_ - line_start_) + 1; }

  Result<bool> next() {
    const char c = text_[pos_];
    if (c == '\n') {
      ++pos_;
      ++line_;
      line_start_ = pos_;
      size_t i = pos_;
      while (i < text_.size() && is_space(text_[i])) {
        ++i;
      }
      if (i < text_.size() && text_[i] == '[') {
        pos_ = i;
        return make_error(Message("record.tag_after_moves"), line_, column());
      }
      return true;
    }
    if (is_space(c)) {
      ++pos_;
      return true;
    }
    if (c == '#') {
      const size_t end = text_.find('\n', pos_);
      pos_ = end == std::string_view::npos ? text_.size() : end;
      return true;
    }
    if (c == '{') {
      return comment();
    }
    if (c == '(') {
      return open();
    }
    if (c == ')') {
      return close();
    }
    if (c == '}') {
      return make_error(Message("record.stray_brace"), line_, column());
    }
    return token();
  }

  Result<bool> token() {
    const size_t start = pos_;
    const int col = column();
    while (pos_ < text_.size() && !is_space(text_[pos_]) && text_[pos_] != '\n' &&
           std::string_view("{}()#").find(text_[pos_]) == std::string_view::npos) {
      ++pos_;
    }
    const std::string_view tok = text_.substr(start, pos_ - start);
    if (is_move_number(tok)) {
      return true;
    }
    Frame& f = frames_.back();
    if (f.state->is_terminal()) {
      return make_error(Message("record.move_after_end", {std::string(tok)}), line_, col);
    }
    auto a = f.state->parse_action(tok);
    if (!a.ok()) {
      Error e = a.error();
      e.line = line_;
      e.column = col;
      return e;
    }
    f.before = f.state->clone();
    f.state->apply(*a);
    f.line->actions.push_back(*a);
    return true;
  }

  Result<bool> comment() {
    const int line = line_;
    const int col = column();
    std::string out;
    ++pos_;
    while (pos_ < text_.size() && text_[pos_] != '}') {
      const std::string_view rest = text_.substr(pos_);
      if (rest[0] == '\\' && rest.size() > 1 && (rest[1] == '}' || rest[1] == '\\')) {
        out += rest[1];
        pos_ += 2;
        continue;
      }
      if (rest[0] == '\r') {
        // CRLF is a line break, a lone CR a space: a comment never keeps a CR.
        ++pos_;
        if (rest.size() == 1 || rest[1] != '\n') {
          out += ' ';
        }
        continue;
      }
      const size_t n = utf8_length(rest);
      if (n == 0) {
        return make_error(Message("record.comment_not_utf8"), line_, column());
      }
      if (rest[0] == '\n') {
        ++line_;
        line_start_ = pos_ + 1;
      }
      out.append(rest.substr(0, n));
      pos_ += n;
    }
    if (pos_ >= text_.size()) {
      return make_error(Message("record.comment_not_closed"), line, col);
    }
    ++pos_;
    Frame& f = frames_.back();
    auto marks = read_annotation(out, *f.state);
    if (!marks.ok()) {
      Error e = Error(marks.error()).within(Message("record.in_comment"));
      e.line = line;
      e.column = col;
      return e;
    }
    std::string& at = f.line->comments[f.line->actions.size()];
    at += at.empty() || out.empty() ? "" : " ";
    at += out;
    return true;
  }

  Result<bool> open() {
    Frame& f = frames_.back();
    if (f.line->actions.empty()) {
      return make_error(Message("record.variation_no_move"), line_, column());
    }
    if (frames_.size() > kMaxDepth) {
      return make_error(Message("record.variation_too_deep", {std::to_string(kMaxDepth)}), line_,
                        column());
    }
    f.line->variations.push_back(Variation{f.line->actions.size() - 1, {}});
    Line* line = &f.line->variations.back().line;
    frames_.push_back(Frame{line, f.before->clone(), nullptr, line_, column()});
    ++pos_;
    return true;
  }

  Result<bool> close() {
    if (frames_.size() == 1) {
      return make_error(Message("record.stray_paren"), line_, column());
    }
    if (frames_.back().line->actions.empty()) {
      return make_error(Message("record.variation_empty"), frames_.back().open_line,
                        frames_.back().open_column);
    }
    frames_.pop_back();
    ++pos_;
    return true;
  }

  std::string_view text_;
  size_t pos_;
  int line_;
  size_t line_start_;
  std::vector<Frame> frames_;
};

// One record being read: its tag lines, then (from the first line that is not one) its moves.
class RecordReader {
 public:
  explicit RecordReader(GameTable games) : games_(games) {}

  // A tag line without its comment and trailing space; `first` is its first non-space column.
  Result<bool> tag(std::string_view body, size_t first, int line_no) {
    line_no_ = line_no;
    const int col = static_cast<int>(first) + 1;
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

  // The moves: the text from `pos` (the start of line `line_no`) to its end.
  Result<bool> moves(std::string_view text, size_t pos, int line_no) {
    auto start = start_game(line_no);
    if (!start.ok()) {
      return start.error();
    }
    MoveReader reader(text, pos, line_no, rec_, std::move(start).value());
    return reader.run();
  }

  Result<Record> finish() {
    auto start = start_game(1);
    if (!start.ok()) {
      return start.error();
    }
    return std::move(rec_);
  }

 private:
  Result<std::unique_ptr<AnyState>> start_game(int line_no) {
    if (!have_format_) {
      return make_error(missing_format(), line_no, 1);
    }
    if (!have_game_) {
      return make_error(Message("record.no_game"), line_no, 1);
    }
    auto s = start_state(rec_, games_);
    if (!s.ok()) {
      return start_error(s.error());
    }
    return s;
  }

  // A bad [Variant] or [Position]: the error on that tag's line, "variant:" or "position:"
  // first.
  Error start_error(Error e) const {
    const GameInfo* info = find_in(games_, rec_.game);
    const bool variant_ok = info != nullptr && info->make(rec_.variant, "").ok();
    const int line = variant_ok ? position_line_ : variant_line_;
    e.line = line;
    e.column = line > 0 ? 1 : 0;
    return std::move(e).within(Message("record.tag", {variant_ok ? "[Position]" : "[Variant]"}));
  }

  GameTable games_;
  Record rec_;
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
      if (body[first] != '[') {
        Result<bool> read = reader.moves(text, pos, line_no);
        if (!read.ok()) {
          return read.error();
        }
        break;
      }
      Result<bool> read = reader.tag(body, first, line_no);
      if (!read.ok()) {
        return read.error();
      }
    }
    if (end == text.size()) {
      break;
    }
    pos = end + 1;
  }
  return reader.finish();
}

}  // namespace marbles
