// Quits notation and position text. See rules.h and docs/NOTATION.md.
#include <cctype>
#include <optional>

#include "core/bits.h"
#include "core/fields.h"
#include "core/scanner.h"
#include "games/quits/rules.h"

namespace marbles::quits {

namespace {

constexpr char kSeatLetter[kMaxSeats] = {'l', 'd', 'r', 'b'};
constexpr const char* kSeatName[kMaxSeats] = {"light", "dark", "red", "blue"};
// The seats by name in messages (messages.h).
constexpr std::string_view kSeatCode[kMaxSeats] = {"quits.light", "quits.dark", "quits.red",
                                                   "quits.blue"};

char lower(char c) {
  return static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
}

// The direction from `from` to the diagonal or orthogonal neighbour `to`, else -1.
int direction(int from, int to) {
  for (int d = 0; d < kDirs; ++d) {
    if (col_of(from) + kDx[d] == col_of(to) && row_of(from) + kDy[d] == row_of(to)) {
      return d;
    }
  }
  return -1;
}

// `text` refused: a marble moves as the variant says.
Message wrong_direction(const Variant& v, std::string_view text) {
  return Message("quits.wrong_direction", {std::string(text)},
                 {Message(v.orthogonal ? "quits.moves_orthogonal" : "quits.moves_diagonal")});
}

// Why `text` (already read as the action a) is not legal here.
Message why_illegal(const State& s, Action a, std::string_view text) {
  const std::string t(text);
  if (s.outcome != Outcome::kNone) {
    return Message("quits.game_over", {t});
  }
  const int p = s.player;
  if (a == kPass) {
    return Message("quits.pass_not_allowed", {t});
  }
  if (is_move(a)) {
    const int from = move_from(a);
    const int d = move_dir(a);
    const int to = cell(col_of(from) + kDx[d], row_of(from) + kDy[d]);
    const int who = owner(s, from);
    if (who != p) {
      return Message("quits.not_yours", {t, cell_name(from)});
    }
    const Directions dirs = move_directions(s.variant, p);
    if (d != dirs.dir[0] && d != dirs.dir[1] && d != dirs.dir[2]) {
      return wrong_direction(s.variant, text);
    }
    return Message("quits.occupied", {t, cell_name(to)});
  }
  const int line = slide_line(a);
  const std::uint32_t own = s.board[p];
  bool mine = false;
  for (int i = 0; i < kSize; ++i) {
    mine = mine || ((own >> line_cell(line, i)) & 1u) != 0;
  }
  if (!mine) {
    const Message what =
        line < kSize
            ? Message("quits.row", {std::to_string(line + 1)})
            : Message("quits.column", {std::string(1, static_cast<char>('a' + line - kSize))});
    return Message("quits.line_not_yours", {t}, {what});
  }
  const int lifted = line_cell(line, slide_toward_high(a) ? kSize - 1 : 0);
  if (owner(s, lifted) >= 0) {
    return Message("quits.end_tile_taken", {t, cell_name(lifted)});
  }
  if (s.last_slide >= 0 && a == reverse_slide(s.last_slide)) {
    return Message("quits.undoes_slide", {t, slide_name(s.last_slide)});
  }
  return Message("quits.not_legal", {t});
}

}  // namespace

std::string cell_name(int c) {
  if (c < 0 || c >= kCells) {
    return "?";
  }
  return std::string{static_cast<char>('a' + col_of(c)), static_cast<char>('1' + row_of(c))};
}

int parse_cell(std::string_view text) {
  if (text.size() != 2) {
    return -1;
  }
  const char f = lower(text[0]);
  const char r = text[1];
  if (f < 'a' || f > 'e' || r < '1' || r > '5') {
    return -1;
  }
  return cell(f - 'a', r - '1');
}

std::string slide_name(Action a) {
  if (!is_slide(a)) {
    return "?";
  }
  const int line = slide_line(a);
  const bool high = slide_toward_high(a);
  if (line < kSize) {
    return "r" + std::to_string(line + 1) + (high ? ">" : "<");
  }
  return "c" + std::to_string(line - kSize + 1) + (high ? "^" : "v");
}

std::string Game::action_text(const State&, Action a) {
  if (a == kPass) {
    return "pass";
  }
  if (is_slide(a)) {
    return slide_name(a);
  }
  if (is_move(a)) {
    const int from = move_from(a);
    const int d = move_dir(a);
    return cell_name(from) + "-" + cell_name(cell(col_of(from) + kDx[d], row_of(from) + kDy[d]));
  }
  return "?";
}

Result<Action> Game::parse_action(const State& s, std::string_view text) {
  const std::string t(text);
  Action a = kNoAction;
  if (text == "pass") {
    a = kPass;
  } else if (text.size() == 3 && (lower(text[0]) == 'r' || lower(text[0]) == 'c') &&
             (text[2] == '<' || text[2] == '>' || text[2] == '^' || lower(text[2]) == 'v')) {
    const bool row = lower(text[0]) == 'r';
    const int n = text[1] - '1';
    if (n < 0 || n >= kSize) {
      return make_error(Message(row ? "quits.bad_row" : "quits.bad_column", {t}));
    }
    const char w = lower(text[2]);
    const std::string line(text.substr(0, 2));
    if (row && (w == '^' || w == 'v')) {
      return make_error(Message("quits.row_slide", {t, line}));
    }
    if (!row && (w == '<' || w == '>')) {
      return make_error(Message("quits.column_slide", {t, line}));
    }
    a = slide_action(row ? n : kSize + n, w == '>' || w == '^');
  } else if (text.size() == 5 && text[2] == '-') {
    const int from = parse_cell(text.substr(0, 2));
    const int to = parse_cell(text.substr(3, 2));
    if (from < 0 || to < 0) {
      const std::string_view bad = from < 0 ? text.substr(0, 2) : text.substr(3, 2);
      return make_error(Message("quits.bad_cell", {t, std::string(bad)}));
    }
    const int d = direction(from, to);
    if (d < 0) {
      return make_error(wrong_direction(s.variant, text));
    }
    a = move_action(from, d);
  } else {
    return make_error(Message("quits.bad_move", {t}));
  }
  Actions legal;
  legal_actions(s, legal);
  if (!legal.contains(a)) {
    return make_error(why_illegal(s, a, text));
  }
  return a;
}

std::string Game::position_text(const State& s) {
  std::string out;
  for (int row = kSize - 1; row >= 0; --row) {
    for (int col = 0; col < kSize; ++col) {
      const int q = owner(s, cell(col, row));
      out += q < 0 ? '.' : kSeatLetter[q];
    }
    out += row > 0 ? '/' : ' ';
  }
  out += kSeatLetter[s.player & 3];
  out += ' ';
  for (int q = 0; q < s.variant.players; ++q) {
    out += (q > 0 ? "," : "") + std::to_string(s.out[q]);
  }
  out += ' ';
  out += s.last_slide >= 0 ? slide_name(s.last_slide) : "-";
  out += ' ' + std::to_string(s.quiet);
  return out;
}

namespace {

using Failure = std::optional<Error>;

// The cell contents of the variant, for the messages.
Message letters(const Variant& v) {
  return Message(v.players == 4 ? "quits.letters_4" : "quits.letters_2");
}

// The 5 rows of the board.
Failure read_board(Scanner& sc, State& s, const Variant& v) {
  const int n = v.players;
  for (int row = kSize - 1; row >= 0; --row) {
    for (int col = 0; col < kSize; ++col, sc.advance()) {
      if (sc.at_end()) {
        return sc.fail(Message("quits.board_short", {}, {letters(v)}));
      }
      const char ch = sc.peek();
      if (ch == '.') {
        continue;
      }
      int q = -1;
      for (int k = 0; k < n; ++k) {
        q = ch == kSeatLetter[k] ? k : q;
      }
      if (q < 0) {
        return sc.fail(
            Message("quits.bad_content", {std::string(sc.rest().substr(0, 1))}, {letters(v)}));
      }
      s.board[q] |= 1u << cell(col, row);
    }
    const char sep = row > 0 ? '/' : ' ';
    if (sc.at_end() || sc.peek() != sep) {
      return sc.fail(Message(row > 0 ? "quits.no_slash" : "quits.no_space"));
    }
    sc.advance();
  }
  return std::nullopt;
}

// The marbles out per player: with those on the board, all of them; a winner at most.
Failure read_outs(Scanner& sc, State& s, const Variant& v, const Field* fields) {
  const int n = v.players;
  sc.seek(fields[1].at);
  std::string_view outs = fields[1].text;
  for (int q = 0; q < n; ++q) {
    const size_t comma = outs.find(',');
    const std::string_view one = outs.substr(0, comma);
    const int k = small_number(one, v.marbles);
    if (k < 0 || (q + 1 < n) != (comma != std::string_view::npos)) {
      return sc.fail(Message("quits.bad_outs", {std::to_string(n), n == 4 ? "0,0,0,0" : "0,1"}));
    }
    s.out[q] = static_cast<std::uint8_t>(k);
    outs = comma == std::string_view::npos ? std::string_view() : outs.substr(comma + 1);
    const int on = popcount32(s.board[q]);
    if (on + k != v.marbles) {
      return sc.fail(Message("quits.bad_count",
                             {std::to_string(on), std::to_string(k), std::to_string(v.marbles)},
                             {Message(kSeatCode[q])}));
    }
    if (k >= target(v)) {
      if (s.outcome == Outcome::kWin) {
        return sc.fail(Message("quits.two_winners"));
      }
      s.outcome = Outcome::kWin;  // a finished game: this player won
      s.winner = static_cast<std::uint8_t>(q);
    }
    if ((s.board[q] >> exit_corner(v, q)) & 1u) {
      return sc.fail(
          Message("quits.on_exit", {cell_name(exit_corner(v, q))}, {Message(kSeatCode[q])}));
    }
  }
  return std::nullopt;
}

}  // namespace

Result<State> Game::parse_position(const Variant& v, std::string_view text) {
  State s;
  s.variant = v;
  const int n = v.players;
  Scanner sc(text, kPositionPart, Scanner::Lines::kOne);
  if (Failure e = read_board(sc, s, v)) {
    return *e;
  }
  // Fields: side, marbles out, forbidden slide, quiet turns.
  Field fields[4];
  const int nf = split_fields(text, sc.pos(), fields, 4);
  if (nf < 0) {
    return sc.fail(Message("quits.too_many_fields"));
  }
  if (nf != 4) {
    return sc.fail(Message("quits.fields"));
  }
  sc.seek(fields[0].at);
  int mover = -1;
  for (int k = 0; k < n; ++k) {
    mover = fields[0].text.size() == 1 && fields[0].text[0] == kSeatLetter[k] ? k : mover;
  }
  if (mover < 0) {
    return sc.fail(
        Message("quits.bad_mover", {}, {Message(n == 4 ? "quits.movers_4" : "quits.movers_2")}));
  }
  s.player = static_cast<std::uint8_t>(mover);
  if (Failure e = read_outs(sc, s, v, fields)) {
    return *e;
  }
  sc.seek(fields[2].at);
  if (fields[2].text != "-") {
    Action last = kNoAction;
    for (Action a = kSlideBase; a < kPass; ++a) {
      last = slide_name(a) == fields[2].text ? a : last;
    }
    if (last == kNoAction) {
      return sc.fail(Message("quits.bad_last_slide"));
    }
    s.last_slide = static_cast<std::int16_t>(last);
  }
  sc.seek(fields[3].at);
  const int quiet = small_number(fields[3].text, kQuietLimit);
  if (quiet < 0) {
    return sc.fail(Message("quits.bad_quiet", {std::to_string(kQuietLimit)}));
  }
  s.quiet = static_cast<std::uint16_t>(quiet);
  settle(s);  // the start of the repetition history
  return s;
}

std::string Game::board_text(const State& s) {
  std::string out;
  for (int row = kSize - 1; row >= 0; --row) {
    out += static_cast<char>('1' + row);
    for (int col = 0; col < kSize; ++col) {
      const int q = owner(s, cell(col, row));
      out += ' ';
      out += q < 0 ? '.' : kSeatLetter[q];
    }
    out += '\n';
  }
  out += "  a b c d e\n";
  if (s.outcome == Outcome::kWin) {
    out += std::string(kSeatName[s.winner]) + " won";
  } else if (s.outcome == Outcome::kDraw) {
    out += "draw";
  } else {
    out += std::string(kSeatName[s.player & 3]) + " to move";
  }
  out += ", out";
  for (int q = 0; q < s.variant.players; ++q) {
    out += (q > 0 ? "/" : " ") + std::to_string(s.out[q]);
  }
  out += ", last slide " + (s.last_slide >= 0 ? slide_name(s.last_slide) : std::string("-")) +
         ", quiet " + std::to_string(s.quiet) + "\n";
  return out;
}

std::string Game::variant_text(const Variant& v) {
  std::string out;
  if (v.players == 4) {
    out = "4-players";
  } else if (v.marbles == 3) {
    out = "3-marbles";
  }
  if (v.orthogonal) {
    out += out.empty() ? "orthogonal" : " orthogonal";
  }
  return out.empty() ? "default" : out;
}

Result<Variant> Game::parse_variant(std::string_view text) {
  Variant v;
  if (text.empty() || text == "default") {
    return v;
  }
  auto unknown = [&]() {
    return make_error(Message("quits.unknown_variant", {std::string(text)}));
  };
  bool have_size = false;
  bool have_orth = false;
  size_t j = 0;
  while (j < text.size()) {
    if (text[j] == ' ') {
      ++j;
      continue;
    }
    size_t e = text.find(' ', j);
    if (e == std::string_view::npos) {
      e = text.size();
    }
    const std::string_view word = text.substr(j, e - j);
    j = e;
    if ((word == "3-marbles" || word == "4-players") && !have_size) {
      have_size = true;
      v.marbles = 3;
      v.players = word == "4-players" ? 4 : 2;
    } else if (word == "orthogonal" && !have_orth) {
      have_orth = true;
      v.orthogonal = true;
    } else {
      return unknown();
    }
  }
  if (!have_size && !have_orth) {
    return unknown();
  }
  return v;
}

int Game::cell_from_text(const State&, std::string_view text) {
  return parse_cell(text);
}

std::string Game::cell_to_text(const State&, int c) {
  return cell_name(c);
}

}  // namespace marbles::quits
