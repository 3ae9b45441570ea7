// format_record: a record as text, with its comments and variations (docs/NOTATION.md).
#include "core/record.h"

namespace marbles {

namespace {

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

// A comment between braces: '}' and '\' escaped by a backslash.
std::string braced(std::string_view c) {
  std::string out = "{";
  for (char ch : c) {
    if (ch == '}' || ch == '\\') {
      out += '\\';
    }
    out += ch;
  }
  return out + "}";
}

// Writes a line of play: the main line one turn a line (with "# Round 2" section lines), a
// variation on the line it is in, between parentheses.
class LineWriter {
 public:
  LineWriter(std::string& out, bool main, int turn) : out_(out), main_(main), turn_(turn) {}

  // The line's actions from state s (left at the line's end).
  void write(const Line& line, AnyState& s) {
    if (line.comments.count(0) != 0) {
      out_ += braced(line.comment(0));
      out_ += main_ ? "\n" : " ";
    }
    for (std::size_t i = 0; i < line.actions.size(); ++i) {
      const Action a = line.actions[i];
      turn_start(s);
      out_ += ' ';
      out_ += s.action_text(a);
      std::unique_ptr<AnyState> before;
      for (const Variation& v : line.variations) {
        if (v.at == i && !before) {
          before = s.clone();
        }
      }
      s.apply(a);
      if (line.comments.count(i + 1) != 0) {
        out_ += ' ';
        out_ += braced(line.comment(i + 1));
      }
      for (const Variation& v : line.variations) {
        if (v.at == i) {
          variation(v.line, *before);
        }
      }
    }
    if (main_ && line_open_) {
      out_ += '\n';
    }
  }

 private:
  // Opens a new turn's line (or number, in a variation) when the action to come starts one.
  void turn_start(const AnyState& s) {
    const int p = s.to_move();
    const TurnInfo info = s.turn_info();
    // The game numbers its turns (TurnInfo), or a new turn starts when the player changes
    // (chance actions open their player's turn).
    bool new_turn = !line_open_;
    if (info.number > 0) {
      new_turn = new_turn || info.number != last_number_;
    } else {
      new_turn = new_turn || (p != kChance && p != last_player_) ||
                 (p == kChance && last_player_ != kChance && last_player_ != kNobody);
    }
    last_number_ = info.number;
    last_player_ = p;
    if (main_ && !info.section.empty() && info.section != section_) {
      section_ = std::string(info.section);
      if (line_open_) {
        out_ += '\n';
        line_open_ = false;
      }
      out_ += "# " + section_ + "\n";
      new_turn = true;
    }
    if (new_turn) {
      if (line_open_) {
        out_ += main_ ? "\n" : " ";
      }
      out_ += std::to_string(++turn_) + ".";
      line_open_ = true;
    }
  }

  // A variation from the state before the action it replaces, numbered from that action's turn.
  void variation(const Line& line, const AnyState& before) {
    out_ += " (";
    std::string inner;
    LineWriter w(inner, false, turn_ - 1);
    std::unique_ptr<AnyState> s = before.clone();
    w.write(line, *s);
    out_ += inner;
    out_ += ')';
  }

  std::string& out_;
  bool main_;
  int turn_;
  int last_player_ = kNobody;
  int last_number_ = 0;
  std::string section_;
  bool line_open_ = false;
};

}  // namespace

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
  LineWriter(moves, true, 0).write(record, *s);
  const auto agreed = agreed_returns(tag_value(record, "Termination"), s->num_players());
  if (s->is_terminal() || agreed) {
    out += "[Result " + quote(s->is_terminal() ? result_text(*s) : result_text(*agreed)) + "]\n";
  }
  return out + "\n" + moves;
}

}  // namespace marbles
