#include "core/record.h"

#include <algorithm>
#include <optional>

namespace marbles {

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

std::string result_text(const AnyState& s) {
  return s.is_terminal() ? result_text(s.returns()) : "*";
}

std::string result_text(const std::vector<double>& r) {
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

std::optional<std::vector<double>> agreed_returns(std::string_view value, int players) {
  if (players != 2) {
    return std::nullopt;
  }
  if (value == "agreement") {
    return std::vector<double>{0, 0};
  }
  if (value == "resignation 1" || value == "resignation 2") {
    const bool first = value.back() == '1';
    return std::vector<double>{first ? -1.0 : 1.0, first ? 1.0 : -1.0};
  }
  return std::nullopt;
}

bool Line::operator==(const Line& other) const {
  return actions == other.actions && comments == other.comments && variations == other.variations;
}

void Line::truncate(std::size_t n) {
  if (n >= actions.size()) {
    return;
  }
  actions.resize(n);
  comments.erase(comments.upper_bound(n), comments.end());
  std::erase_if(variations, [n](const Variation& v) { return v.at >= n; });
}

const std::string& Line::comment(std::size_t i) const {
  static const std::string kNone;
  const auto it = comments.find(i);
  return it == comments.end() ? kNone : it->second;
}

void drop_termination(Record& record) {
  std::erase_if(record.tags, [](const auto& t) { return t.first == "Termination"; });
}

std::optional<VariationView> variation_view(const Record& record,
                                            const std::vector<std::size_t>& path) {
  if (path.empty()) {
    return std::nullopt;
  }
  VariationView out;
  out.record.game = record.game;
  out.record.variant = record.variant;
  out.record.position = record.position;
  out.record.tags = record.tags;
  drop_termination(out.record);
  const Line* line = &record;
  for (const std::size_t index : path) {
    if (index >= line->variations.size()) {
      return std::nullopt;
    }
    const Variation& v = line->variations[index];
    // The parent's actions before the branch, and its comments up to that point.
    for (const auto& [at, text] : line->comments) {
      if (at <= v.at) {
        out.record.comments[out.offset + at] = text;
      }
    }
    out.record.actions.insert(out.record.actions.end(), line->actions.begin(),
                              line->actions.begin() + static_cast<std::ptrdiff_t>(v.at));
    out.offset += v.at;
    line = &v.line;
  }
  out.record.actions.insert(out.record.actions.end(), line->actions.begin(), line->actions.end());
  for (const auto& [at, text] : line->comments) {
    std::string& c = out.record.comments[out.offset + at];
    c += c.empty() || text.empty() ? "" : " ";
    c += text;
  }
  for (const Variation& v : line->variations) {
    out.record.variations.push_back(Variation{out.offset + v.at, v.line});
  }
  return out;
}

// ---------------------------------------------------------------------------------------
// Session

Session::Session(Record record, std::unique_ptr<AnyState> start)
    : record_(std::move(record)), start_(std::move(start)), state_(start_->clone()) {}

Session::Session(const Session& other)
    : record_(other.record_),
      start_(other.start_->clone()),
      state_(other.state_->clone()),
      cursor_(other.cursor_),
      agreed_(other.agreed_) {}

Session& Session::operator=(const Session& other) {
  if (this != &other) {
    record_ = other.record_;
    start_ = other.start_->clone();
    state_ = other.state_->clone();
    cursor_ = other.cursor_;
    agreed_ = other.agreed_;
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

namespace {

// The index of the first action of `line` that is not legal where it stands, from `start`.
std::optional<std::size_t> first_illegal(const Line& line, const AnyState& start) {
  std::unique_ptr<AnyState> s = start.clone();
  for (std::size_t i = 0; i < line.actions.size(); ++i) {
    if (!s->is_legal(line.actions[i])) {
      return i;
    }
    s->apply(line.actions[i]);
  }
  return std::nullopt;
}

// Every action of the line and of its variations (at any depth) is legal where it stands.
bool legal_line(const Line& line, const AnyState& start) {
  if (first_illegal(line, start)) {
    return false;
  }
  std::unique_ptr<AnyState> s = start.clone();
  std::size_t done = 0;
  for (const Variation& v : line.variations) {
    if (v.at >= line.actions.size()) {
      return false;
    }
    if (v.at < done) {
      s = start.clone();
      done = 0;
    }
    for (; done < v.at; ++done) {
      s->apply(line.actions[done]);
    }
    if (v.line.actions.empty() || !legal_line(v.line, *s)) {
      return false;
    }
  }
  return true;
}

}  // namespace

Result<Session> Session::from_record(Record record, GameTable games) {
  auto s = start_state(record, games);
  if (!s.ok()) {
    return s.error();
  }
  if (auto bad = first_illegal(record, **s)) {
    return make_error(Message("record.move_not_legal", {std::to_string(*bad + 1)}));
  }
  if (!legal_line(record, **s)) {
    return make_error(Message("record.variation_not_legal"));
  }
  Session out(std::move(record), std::move(s).value());
  out.go_to(out.record_.actions.size());
  for (const auto& [k, v] : out.record_.tags) {
    if (k == "Termination") {
      auto r = agreed_returns(v, out.state_->num_players());
      if (!r || out.state_->is_terminal() || !out.agreed_.empty()) {
        return make_error(Message("record.bad_termination", {v}));
      }
      out.agreed_ = std::move(*r);
    }
  }
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
  record_.truncate(cursor_);
  if (!agreed_.empty()) {
    agreed_.clear();
    drop_termination(record_);
  }
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
  r.truncate(cursor_);
  if (cursor_ < record_.actions.size()) {  // the agreed end came after the last move
    drop_termination(r);
  }
  return format_record(r, *start_);
}

}  // namespace marbles
