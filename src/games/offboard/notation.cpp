// Offboard notation, position text, board text and variants. See rules.h and docs/NOTATION.md.
#include <cctype>
#include <optional>

#include "core/fields.h"
#include "core/scanner.h"
#include "games/offboard/rules.h"

namespace marbles::offboard {

namespace {

constexpr char kLetter[2] = {'r', 'y'};
constexpr const char* kName[2] = {"red", "yellow"};
// In messages (messages.h): the players, their marbles' colour, the directions.
constexpr std::string_view kNameCode[2] = {"offboard.red", "offboard.yellow"};
constexpr std::string_view kColourCode[2] = {"offboard.red_colour", "offboard.yellow_colour"};
constexpr std::string_view kDirCode[kDirs] = {"offboard.east",       "offboard.north_east",
                                              "offboard.north_west", "offboard.west",
                                              "offboard.south_west", "offboard.south_east"};

// `text` refused: `cell` (a part of it) names no cell.
Error not_a_cell(std::string_view text, std::string_view cell) {
  return make_error(Message("offboard.bad_cell", {std::string(text), std::string(cell)}));
}

char lower(char c) {
  return static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
}

// Walks n cells from c along d (-1 once off the board).
int walk(int c, int d, int n) {
  for (int i = 0; i < n && c >= 0; ++i) {
    c = neighbour(c, d);
  }
  return c;
}

// The run of marbles of c's owner from c along d (0 when c is empty).
int run_length(const State& s, int c, int d) {
  const int who = owner(s, c);
  int n = 0;
  while (c >= 0 && who >= 0 && owner(s, c) == who) {
    ++n;
    c = neighbour(c, d);
  }
  return n;
}

// Where the front of the run from rear r along d goes, or -1 (off the board, or r empty).
int destination(const State& s, int r, int d) {
  return walk(r, d, run_length(s, r, d) > 0 ? run_length(s, r, d) : 1);
}

// The direction and distance from a to b on one line of the grid, or dir -1.
struct Step {
  int dir = -1;
  int dist = 0;
};

Step step_between(int a_row, int a_diag, int b_row, int b_diag) {
  const int dr = b_row - a_row;
  const int dk = b_diag - a_diag;
  const int dist = dr != 0 ? (dr < 0 ? -dr : dr) : (dk < 0 ? -dk : dk);
  if (dist == 0) {
    return {};
  }
  for (int d = 0; d < kDirs; ++d) {
    if (kDRow[d] * dist == dr && kDDiag[d] * dist == dk) {
      return {d, dist};
    }
  }
  return {};
}

// A cell name's row 0-8 and diagonal 0-9 (on the board or not), or false.
bool read_name(std::string_view t, int& row, int& diag) {
  if (t.size() != 2) {
    return false;
  }
  const char r = lower(t[0]);
  if (r < 'a' || r > 'i' || t[1] < '0' || t[1] > '9') {
    return false;
  }
  row = r - 'a';
  diag = t[1] - '0';
  return true;
}

// "a1-a3" for the run of n marbles from r along d ("a1" for one).
std::string run_name(int r, int d, int n) {
  return n <= 1 ? cell_name(r) : cell_name(r) + "-" + cell_name(walk(r, d, n - 1));
}

// Why the move action a (rear and direction read from `text`) is not legal here.
Message why_illegal_move(const State& s, Action a, std::string_view text) {
  const std::string t(text);
  const int p = s.player;
  const int r = move_rear(a);
  const int d = move_dir(a);
  if (owner(s, r) != p) {
    return Message("offboard.not_yours", {t, cell_name(r)});
  }
  const int n = run_length(s, r, d);
  int c = walk(r, d, n);
  if (c < 0) {
    return n == 1 ? Message("offboard.marble_would_leave", {t})
                  : Message("offboard.line_would_leave", {t, run_name(r, d, n)});
  }
  int m = 0;
  while (c >= 0 && owner(s, c) == 1 - p) {
    ++m;
    c = neighbour(c, d);
  }
  if (m >= n) {
    return n == 1 ? Message("offboard.one_cannot_push", {t, std::to_string(m)})
                  : Message("offboard.line_cannot_push", {t, std::to_string(n), std::to_string(m)});
  }
  if (c >= 0 && owner(s, c) == p) {
    return Message("offboard.push_blocked", {t, cell_name(c)});
  }
  return Message("offboard.not_legal", {t});
}

// "1,2" and back: two numbers 0..max.
bool read_pair(std::string_view f, int max, int out[2]) {
  const size_t comma = f.find(',');
  if (comma == std::string_view::npos) {
    return false;
  }
  out[0] = small_number(f.substr(0, comma), max);
  out[1] = small_number(f.substr(comma + 1), max);
  return out[0] >= 0 && out[1] >= 0;
}

std::string pair_text(int a, int b) {
  return std::to_string(a) + "," + std::to_string(b);
}

constexpr Variant kDefault{};

}  // namespace

// ---------------------------------------------------------------------------------------------
// Cells and actions

std::string cell_name(int c) {
  if (c < 0 || c >= kCells) {
    return "?";
  }
  return std::string{static_cast<char>('a' + row_of(c)), static_cast<char>('0' + diag_of(c))};
}

int parse_cell(std::string_view text) {
  int row = 0;
  int diag = 0;
  if (!read_name(text, row, diag)) {
    return -1;
  }
  return cell_at(row, diag);
}

std::string Game::action_text(const State& s, Action a) {
  if (a == kPass) {
    return "pass";
  }
  if (a == kAside) {
    return "aside";
  }
  if (is_put_back(a)) {
    return "@" + cell_name(put_back_cell(a));
  }
  if (!is_move(a)) {
    return "?";
  }
  const int r = move_rear(a);
  const int d = move_dir(a);
  const int to = destination(s, r, d);
  std::string out = cell_name(r) + "-" + cell_name(to);
  const LineMove m = describe_move(s, a);
  if (m.off_target >= 0) {
    out += "x" + std::to_string(m.off_target + 1);
  }
  return out;
}

namespace {

// Why the action a, read from `text`, is not legal here.
Message why_not_legal(const State& s, Action a, std::string_view text) {
  const std::string t(text);
  const bool waiting = s.waiting[s.player] > 0;
  if (a == kPass) {
    return Message("offboard.pass_not_allowed", {t});
  }
  if (waiting && is_put_back(a)) {
    return Message("offboard.occupied", {t, cell_name(put_back_cell(a))});
  }
  if (waiting) {
    return Message("offboard.waiting_first", {t});
  }
  if (a == kAside || is_put_back(a)) {
    return Message("offboard.none_waiting", {t});
  }
  return why_illegal_move(s, a, text);
}

// The move `text` names the wrong front for the run of n marbles from rear r along d.
Error wrong_front(std::string_view text, int r, int d, int n) {
  const std::string t(text);
  const int to = walk(r, d, n);
  if (n == 1) {
    return make_error(to >= 0 ? Message("offboard.marble_goes", {t, cell_name(r), cell_name(to)})
                              : Message("offboard.marble_goes_off", {t, cell_name(r)}));
  }
  const Message dir(kDirCode[d]);
  if (to < 0) {
    return make_error(Message("offboard.line_goes_off", {t, run_name(r, d, n)}, {dir}));
  }
  return make_error(
      Message("offboard.line_goes", {t, run_name(r, d, n), cell_name(to), cell_name(r)}, {dir}));
}

}  // namespace

Result<Action> Game::parse_action(const State& s, std::string_view text) {
  const std::string t(text);
  if (s.outcome != Outcome::kNone) {
    return make_error(Message("offboard.game_over", {t}));
  }
  const int p = s.player;
  const bool waiting = s.waiting[p] > 0;
  Action a = kNoAction;
  int suffix = -1;  // the target number after 'x', when given
  if (text == "pass") {
    a = kPass;
  } else if (text == "aside") {
    a = kAside;
  } else if (!text.empty() && text[0] == '@') {
    const int c = parse_cell(text.substr(1));
    if (c < 0) {
      return not_a_cell(text, text.substr(1));
    }
    a = put_back_action(c);
  } else if (text.size() >= 5 && text[2] == '-') {
    std::string_view to_text = text.substr(3, 2);
    const std::string_view rest = text.substr(5);
    if (!rest.empty()) {
      if (lower(rest[0]) != 'x') {
        return make_error(Message("offboard.bad_suffix", {t}));
      }
      suffix = small_number(rest.substr(1), kTargets);
      if (suffix < 1) {
        return make_error(Message("offboard.bad_target", {t}));
      }
    }
    const int r = parse_cell(text.substr(0, 2));
    if (r < 0) {
      return not_a_cell(text, text.substr(0, 2));
    }
    int to_row = 0;
    int to_diag = 0;
    if (!read_name(to_text, to_row, to_diag)) {
      return not_a_cell(text, to_text);
    }
    const Step st = step_between(row_of(r), diag_of(r), to_row, to_diag);
    if (st.dir < 0) {
      return make_error(Message("offboard.not_in_line", {t, std::string(to_text), cell_name(r)}));
    }
    a = move_action(r, st.dir);
    if (!waiting && owner(s, r) == p) {
      const int n = run_length(s, r, st.dir);
      if (n != st.dist) {
        return wrong_front(text, r, st.dir, n);
      }
    }
    if (cell_at(to_row, to_diag) < 0 && !waiting && owner(s, r) == p) {
      return make_error(Message("offboard.off_board", {t, std::string(to_text)}));
    }
  } else {
    return make_error(Message("offboard.bad_move", {t}));
  }
  Actions legal;
  legal_actions(s, legal);
  if (!legal.contains(a)) {
    return make_error(why_not_legal(s, a, text));
  }
  if (suffix > 0) {
    const LineMove m = describe_move(s, a);
    if (m.off_target < 0) {
      return make_error(Message("offboard.no_push_off", {t}));
    }
    if (m.off_target + 1 != suffix) {
      return make_error(Message(
          "offboard.wrong_target",
          {t, std::to_string(m.off_target + 1), std::to_string(suffix), action_text(s, a)}));
    }
  }
  return a;
}

// ---------------------------------------------------------------------------------------------
// Position text

std::string Game::position_text(const State& s) {
  std::string out;
  for (int i = kRows - 1; i >= 0; --i) {
    for (int k = 1; k <= 9; ++k) {
      const int c = cell_at(i, k);
      if (c >= 0) {
        const int q = owner(s, c);
        out += q < 0 ? '.' : kLetter[q];
      }
    }
    out += i > 0 ? '/' : ' ';
  }
  out += kLetter[s.player & 1];
  out += " " + pair_text(s.score[0], s.score[1]) + " ";
  for (std::int8_t t : s.target) {
    out += t == 0 || t == 1 ? kLetter[t] : '.';
  }
  out += " " + pair_text(s.waiting[0], s.waiting[1]) + " " + pair_text(s.aside[0], s.aside[1]) +
         " " + std::to_string(s.quiet);
  return out;
}

namespace {

using Failure = std::optional<Error>;

// The 9 rows of the board; the marbles of each player on it counted in on_board.
Failure read_board(Scanner& sc, State& s, int on_board[2]) {
  for (int row = kRows - 1; row >= 0; --row) {
    for (int k = 1; k <= 9; ++k) {
      const int c = cell_at(row, k);
      if (c < 0) {
        continue;
      }
      if (sc.at_end()) {
        return sc.fail(Message("offboard.board_short"));
      }
      const char ch = sc.peek();
      if (ch == 'r' || ch == 'y') {
        const int q = ch == 'r' ? 0 : 1;
        s.board[q] |= std::uint64_t{1} << c;
        ++on_board[q];
      } else if (ch != '.') {
        return sc.fail(Message("offboard.bad_content", {std::string(sc.rest().substr(0, 1))}));
      }
      sc.advance();
    }
    const char sep = row > 0 ? '/' : ' ';
    if (sc.at_end() || sc.peek() != sep) {
      const std::string name(1, static_cast<char>('a' + row));
      return sc.fail(row > 0 ? Message("offboard.no_slash", {name}) : Message("offboard.no_space"));
    }
    sc.advance();
  }
  return std::nullopt;
}

// The targets (the marbles in them counted in in_target) and the scores they make.
Failure read_targets(Scanner& sc, State& s, const Variant& v, const Field* f, int in_target[2]) {
  sc.seek(f[2].at);
  if (f[2].text.size() != kTargets) {
    return sc.fail(Message("offboard.targets_length"));
  }
  int earned[2] = {0, 0};  // the points each player scored: its opponent's marbles in targets
  for (int t = 0; t < kTargets; ++t) {
    const char ch = f[2].text[static_cast<size_t>(t)];
    if (ch == 'r' || ch == 'y') {
      const int q = ch == 'r' ? 0 : 1;
      s.target[t] = static_cast<std::int8_t>(q);
      ++in_target[q];
      earned[1 - q] += v.values[t];
    } else if (ch != '.') {
      sc.seek(f[2].at + static_cast<size_t>(t));
      return sc.fail(Message("offboard.bad_target_content", {std::string(1, ch)}));
    }
  }
  sc.seek(f[1].at);
  int score[2];
  if (!read_pair(f[1].text, 99, score)) {
    return sc.fail(Message("offboard.bad_scores"));
  }
  for (int q = 0; q < 2; ++q) {
    if (score[q] != earned[q]) {
      return sc.fail(Message("offboard.wrong_score",
                             {std::to_string(score[q]), std::to_string(earned[q])},
                             {Message(kNameCode[q]), Message(kColourCode[1 - q])}));
    }
    s.score[q] = static_cast<std::uint8_t>(score[q]);
  }
  if (score[0] >= kWinPoints && score[1] >= kWinPoints) {
    return sc.fail(Message("offboard.two_winners"));
  }
  return std::nullopt;
}

// The waiting marbles and those set aside: with the others, 12 for each player.
Failure read_reserves(Scanner& sc, State& s, const Field* f, const int on_board[2],
                      const int in_target[2]) {
  sc.seek(f[3].at);
  int waiting[2];
  if (!read_pair(f[3].text, kMarbles, waiting)) {
    return sc.fail(Message("offboard.bad_waiting"));
  }
  if (waiting[1 - s.player] != 0) {
    return sc.fail(Message("offboard.waiting_not_to_move", {}, {Message(kNameCode[1 - s.player])}));
  }
  if (waiting[s.player] > 1) {
    return sc.fail(Message("offboard.two_waiting"));
  }
  sc.seek(f[4].at);
  int aside[2];
  if (!read_pair(f[4].text, kMarbles, aside)) {
    return sc.fail(Message("offboard.bad_aside"));
  }
  for (int q = 0; q < 2; ++q) {
    s.waiting[q] = static_cast<std::uint8_t>(waiting[q]);
    s.aside[q] = static_cast<std::uint8_t>(aside[q]);
    const int total = on_board[q] + in_target[q] + waiting[q] + aside[q];
    if (total != kMarbles) {
      return sc.fail(
          Message("offboard.bad_count",
                  {std::to_string(on_board[q]), std::to_string(in_target[q]),
                   std::to_string(waiting[q]), std::to_string(aside[q]), std::to_string(total)},
                  {Message(kNameCode[q])}));
    }
  }
  return std::nullopt;
}

}  // namespace

Result<State> Game::parse_position(const Variant& v, std::string_view text) {
  State s;
  s.variant = v;
  Scanner sc(text, kPositionPart, Scanner::Lines::kOne);
  int on_board[2] = {0, 0};
  if (Failure e = read_board(sc, s, on_board)) {
    return *e;
  }
  // Fields: player, scores, targets, waiting, aside, quiet turns.
  Field f[6];
  const int nf = split_fields(text, sc.pos(), f, 6);
  if (nf < 0) {
    return sc.fail(Message("offboard.too_many_fields"));
  }
  if (nf != 6) {
    return sc.fail(Message("offboard.fields"));
  }
  sc.seek(f[0].at);
  if (f[0].text != "r" && f[0].text != "y") {
    return sc.fail(Message("offboard.bad_mover"));
  }
  s.player = f[0].text == "r" ? 0 : 1;
  int in_target[2] = {0, 0};
  if (Failure e = read_targets(sc, s, v, f, in_target)) {
    return *e;
  }
  if (Failure e = read_reserves(sc, s, f, on_board, in_target)) {
    return *e;
  }
  sc.seek(f[5].at);
  const int quiet = small_number(f[5].text, kQuietLimit);
  if (quiet < 0) {
    return sc.fail(Message("offboard.bad_quiet", {std::to_string(kQuietLimit)}));
  }
  if (quiet != 0 && s.waiting[s.player] > 0) {
    return sc.fail(Message("offboard.waiting_quiet"));
  }
  s.quiet = static_cast<std::uint16_t>(quiet);
  settle(s);  // the end, and the start of the repetition history
  return s;
}

// ---------------------------------------------------------------------------------------------
// Board text: the hexagon with row letters on the left and diagonal numbers along the bottom
// and the lower right, like Abalone's boards.

std::string Game::board_text(const State& s) {
  std::string out;
  for (int i = kRows - 1; i >= -1; --i) {
    out += i >= 0 ? static_cast<char>('a' + i) : ' ';
    out += std::string(static_cast<size_t>(i >= 4 ? i - 4 : 4 - i) + 1, ' ');
    bool first = true;
    for (int k = 0; k <= 10; ++k) {
      const int c = i >= 0 ? cell_at(i, k) : -1;
      std::string item;
      if (c >= 0) {
        const int q = owner(s, c);
        item = q < 0 ? "." : std::string(1, kLetter[q]);
      } else if ((i == -1 && k >= 1 && k <= 5) || (i >= 0 && i < 4 && k == i + 6)) {
        item = std::to_string(k);  // the diagonal starting here
      }
      if (!item.empty()) {
        out += (first ? "" : " ") + item;
        first = false;
      }
    }
    out += '\n';
  }
  out += "targets ";
  for (std::int8_t t : s.target) {
    out += t == 0 || t == 1 ? kLetter[t] : '.';
  }
  out += " (values ";
  for (int t = 0; t < kTargets; ++t) {
    out += static_cast<char>('0' + s.variant.values[t]);
  }
  out += ")\n";
  if (s.outcome == Outcome::kWin) {
    out += std::string(kName[s.winner & 1]) + " won";
  } else if (s.outcome == Outcome::kDraw) {
    out += "draw";
  } else {
    out += std::string(kName[s.player & 1]) + " to move";
  }
  out += ", score " + std::to_string(s.score[0]) + "/" + std::to_string(s.score[1]) + ", waiting " +
         std::to_string(s.waiting[0]) + "/" + std::to_string(s.waiting[1]) + ", aside " +
         std::to_string(s.aside[0]) + "/" + std::to_string(s.aside[1]) + ", quiet " +
         std::to_string(s.quiet) + "\n";
  return out;
}

// ---------------------------------------------------------------------------------------------
// Variants

std::string Game::variant_text(const Variant& v) {
  if (v == kDefault) {
    return "default";
  }
  std::string out = "targets ";
  for (int t = 0; t < kTargets; ++t) {
    out += (t > 0 ? "," : "") + std::to_string(v.values[t]);
  }
  return out;
}

Result<Variant> Game::parse_variant(std::string_view text) {
  Variant v;
  if (text.empty() || text == "default") {
    return v;
  }
  constexpr std::string_view kWord = "targets";
  if (text.substr(0, kWord.size()) != kWord ||
      (text.size() > kWord.size() && text[kWord.size()] != ' ')) {
    return make_error(Message("offboard.unknown_variant", {std::string(text)}));
  }
  const std::string_view values = text.substr(kWord.size());
  auto bad = [&]() {
    const std::string_view got = values.empty() ? values : values.substr(1);
    return make_error(Message("offboard.bad_values", {std::string(got)}));
  };
  int n = 0;
  size_t j = 0;
  while (true) {
    while (j < values.size() && values[j] == ' ') {
      ++j;
    }
    if (j >= values.size() || values[j] < '1' || values[j] > '9' || n >= kTargets) {
      return bad();
    }
    v.values[n++] = static_cast<std::uint8_t>(values[j] - '0');
    ++j;
    while (j < values.size() && values[j] == ' ') {
      ++j;
    }
    if (j >= values.size()) {
      break;
    }
    if (values[j] != ',') {
      return bad();
    }
    ++j;
  }
  if (n != kTargets) {
    return bad();
  }
  return v;
}

int Game::cell_from_text(const State&, std::string_view text) {
  return parse_cell(text);
}

std::string Game::cell_to_text(const State&, int c) {
  return cell_name(c);
}

}  // namespace marbles::offboard
