// Yoté notation and position text. See rules.h and docs/NOTATION.md.
#include <cctype>

#include "core/fields.h"
#include "games/yote/rules.h"

namespace marbles::yote {

namespace {

constexpr int kDeltaCol[4] = {0, 1, 0, -1};
constexpr int kDeltaRow[4] = {1, 0, -1, 0};

std::string quoted(std::string_view t) {
  return "'" + std::string(t) + "'";
}

bool is_x(char c) {
  return c == 'x' || c == 'X';
}

std::string board_size_text(const Variant& v) {
  return v.size == Size::k5x5 ? "5×5" : "6×5";
}

std::string columns_text(const Variant& v) {
  return v.size == Size::k5x5 ? "columns A-E, rows 1-5" : "columns A-F, rows 1-5";
}

bool has(std::uint32_t board, int c) {
  return c >= 0 && (board >> c & 1u) != 0;
}

// Reads a cell of the variant's board into *c, or says why it is not one.
bool read_cell(const Variant& v, std::string_view token, std::string_view cell_text, int* c,
               std::string* why) {
  *c = parse_cell(cell_text);
  if (*c < 0) {
    *why = quoted(token) + ": " + quoted(cell_text) + " is not a cell (" + columns_text(v) + ")";
    if (token == cell_text) {
      *why = quoted(token) + " is not a cell (" + columns_text(v) + ")";
    }
    return false;
  }
  if (col_of(*c) >= columns(v)) {
    *why = quoted(token) + ": cell " + cell_name(*c) + " is off the " + board_size_text(v) +
           " board (" + columns_text(v) + ")";
    return false;
  }
  return true;
}

// The direction from `from` to `to` when `to` is `dist` cells away orthogonally, else -1.
int direction(int from, int to, int dist) {
  for (int d = 0; d < 4; ++d) {
    if (col_of(from) + dist * kDeltaCol[d] == col_of(to) &&
        row_of(from) + dist * kDeltaRow[d] == row_of(to)) {
      return d;
    }
  }
  return -1;
}

// Why `text` (already read as the action a) is not legal here.
std::string why_illegal(const State& s, Action a, std::string_view text) {
  const std::string t = quoted(text);
  if (s.outcome != Outcome::kNone) {
    return "the game is over: " + t + " cannot be played";
  }
  const int p = s.player;
  const std::uint32_t occupied = s.board[0] | s.board[1];
  const std::uint32_t opp = s.board[1 - p];
  const bool removal = a >= kRemoveBase && a <= kRemoveReserve;
  if (s.must_remove && !removal) {
    return t + ": first remove an opponent piece (" +
           (opp != 0 ? "for example x" + cell_name(__builtin_ctz(opp))
                     : std::string("xR: one from the reserve, as none is on the board")) +
           ")";
  }
  if (a == kPass) {
    return t + ": passing is allowed only when no other move is possible";
  }
  if (a < kStepBase) {
    const int c = a - kPlaceBase;
    if (s.reserve[p] == 0) {
      return t + ": no piece left in your reserve";
    }
    if (has(occupied, c)) {
      return t + ": " + cell_name(c) + " is occupied";
    }
    return t + " is not legal here";
  }
  if (a < kRemoveBase) {
    const int from = move_from(a);
    const int d = move_dir(a);
    const int next = neighbour(s.variant, from, d);
    if (!has(s.board[p], from)) {
      return t + ": no piece of yours on " + cell_name(from);
    }
    if (a < kJumpBase) {
      return t + ": " + cell_name(next) + " is occupied";
    }
    if (!has(opp, next)) {
      return t + ": there is no opponent piece on " + cell_name(next) + " to jump";
    }
    return t + ": " + cell_name(neighbour(s.variant, next, d)) + " is occupied";
  }
  if (!s.must_remove) {
    return t + ": a piece may be removed only right after a jump";
  }
  if (a == kRemoveReserve) {
    return t + ": the opponent still has pieces on the board; remove one of them (for example x" +
           cell_name(__builtin_ctz(opp)) + ")";
  }
  if (opp == 0) {
    return t + ": the opponent has no piece on the board; take one from the reserve with xR";
  }
  return t + ": there is no opponent piece on " + cell_name(a - kRemoveBase);
}

}  // namespace

std::string cell_name(int c) {
  if (c < 0 || c >= kCells) {
    return "?";
  }
  return std::string{static_cast<char>('A' + col_of(c)), static_cast<char>('1' + row_of(c))};
}

int parse_cell(std::string_view text) {
  if (text.size() != 2) {
    return -1;
  }
  const int col = std::toupper(static_cast<unsigned char>(text[0])) - 'A';
  const int row = text[1] - '1';
  if (col < 0 || col >= kCols || row < 0 || row >= kRows) {
    return -1;
  }
  return cell(col, row);
}

std::string Game::action_text(const State&, Action a) {
  if (a == kPass) {
    return "pass";
  }
  if (a == kRemoveReserve) {
    return "xR";
  }
  if (a >= kPlaceBase && a < kStepBase) {
    return "@" + cell_name(a - kPlaceBase);
  }
  if (a >= kStepBase && a < kRemoveBase) {
    const int from = move_from(a);
    const int d = move_dir(a);
    const int dist = a < kJumpBase ? 1 : 2;
    const int col = col_of(from) + dist * kDeltaCol[d];
    const int row = row_of(from) + dist * kDeltaRow[d];
    if (col < 0 || col >= kCols || row < 0 || row >= kRows) {
      return "?";  // off the board: never legal
    }
    return cell_name(from) + (a < kJumpBase ? "-" : "x") + cell_name(cell(col, row));
  }
  if (a >= kRemoveBase && a < kRemoveReserve) {
    return "x" + cell_name(a - kRemoveBase);
  }
  return "?";
}

Result<Action> Game::parse_action(const State& s, std::string_view text) {
  const Variant& v = s.variant;
  const std::string t = quoted(text);
  std::string why;
  Action a = kNoAction;
  int c = -1;
  if (text == "pass") {
    a = kPass;
  } else if (text.size() == 2 && is_x(text[0]) && (text[1] == 'R' || text[1] == 'r')) {
    a = kRemoveReserve;
  } else if (text.size() == 3 && (text[0] == '@' || is_x(text[0]))) {
    if (!read_cell(v, text, text.substr(1), &c, &why)) {
      return make_error(why);
    }
    a = (text[0] == '@' ? kPlaceBase : kRemoveBase) + c;
  } else if (text.size() == 5 && (text[2] == '-' || is_x(text[2]))) {
    int to = -1;
    if (!read_cell(v, text, text.substr(0, 2), &c, &why) ||
        !read_cell(v, text, text.substr(3, 2), &to, &why)) {
      return make_error(why);
    }
    const bool jump = is_x(text[2]);
    const int d = direction(c, to, jump ? 2 : 1);
    if (d < 0) {
      return make_error(t + (jump ? ": a jump goes over the next cell up, down, left or right "
                                    "onto the cell right behind it (like C3xC5)"
                                  : ": a step goes one cell up, down, left or right"));
    }
    a = jump ? jump_action(c, d) : step_action(c, d);
  } else if (text.size() == 2 && parse_cell(text) >= 0) {
    return make_error(t + ": a placement is written with @ (like @" + cell_name(parse_cell(text)) +
                      ")");
  } else {
    return make_error(t +
                      " is not a Yoté move (examples: @C3 to place, C3-C4 to step, C3xC5 to "
                      "jump, xE2 or xR to remove after a jump, pass)");
  }
  Actions legal;
  legal_actions(s, legal);
  if (!legal.contains(a)) {
    return make_error(why_illegal(s, a, text));
  }
  return a;
}

std::string Game::position_text(const State& s) {
  const int cols = columns(s.variant);
  std::string out;
  for (int row = kRows - 1; row >= 0; --row) {
    for (int col = 0; col < cols; ++col) {
      const int c = cell(col, row);
      out += has(s.board[0], c) ? 'l' : has(s.board[1], c) ? 'd' : '.';
    }
    out += row > 0 ? '/' : ' ';
  }
  out += s.player == 0 ? 'l' : 'd';
  out += ' ' + std::to_string(s.reserve[0]) + ' ' + std::to_string(s.reserve[1]);
  out += s.must_remove ? " x " : " - ";
  out += std::to_string(s.quiet);
  return out;
}

Result<State> Game::parse_position(const Variant& v, std::string_view text) {
  const int cols = columns(v);
  const std::string shape = std::to_string(cols) + " cells";
  State s = initial(v);
  s.reserve[0] = 0;
  s.reserve[1] = 0;
  size_t i = 0;
  auto fail = [&](const std::string& why) {
    return make_error("position: " + why, 1, static_cast<int>(i) + 1);
  };
  for (int row = kRows - 1; row >= 0; --row) {
    for (int col = 0; col < cols; ++col, ++i) {
      if (i >= text.size()) {
        return fail("the board ends early (expected 5 rows of " + shape + ": l, d or .)");
      }
      const char ch = text[i];
      const int c = cell(col, row);
      if (ch == 'l') {
        s.board[0] |= 1u << c;
      } else if (ch == 'd') {
        s.board[1] |= 1u << c;
      } else if (ch != '.') {
        return fail(quoted(std::string_view(&text[i], 1)) +
                    " is not a cell content (l light, d dark, . empty)");
      }
    }
    const char sep = row > 0 ? '/' : ' ';
    if (i >= text.size() || text[i] != sep) {
      return fail(row > 0 ? "expected '/' after each row of " + shape
                          : std::string("expected a space after the fifth row"));
    }
    ++i;
  }
  // Fields: side, reserve light, reserve dark, removal flag, quiet turns.
  Field fields[5];
  const int n = split_fields(text, i, fields, 5);
  if (n < 0) {
    return fail("too many fields after the board");
  }
  if (n != 5) {
    return fail(
        "expected 5 fields after the board: side (l|d), two reserves, '-' or 'x', turns since "
        "the last placement or capture");
  }
  if (fields[0].text != "l" && fields[0].text != "d") {
    return fail("the side to move must be 'l' (light) or 'd' (dark)");
  }
  s.player = fields[0].text == "l" ? 0 : 1;
  const int r0 = small_number(fields[1].text, kPieces);
  const int r1 = small_number(fields[2].text, kPieces);
  if (r0 < 0 || r1 < 0) {
    return fail("reserves must be numbers from 0 to 12");
  }
  s.reserve[0] = static_cast<std::uint8_t>(r0);
  s.reserve[1] = static_cast<std::uint8_t>(r1);
  for (int p = 0; p < 2; ++p) {
    if (pieces(s, p) > kPieces) {
      return fail(std::string(p == 0 ? "light" : "dark") + " has more than 12 pieces");
    }
  }
  if (fields[3].text != "-" && fields[3].text != "x") {
    return fail("the removal flag must be '-' or 'x'");
  }
  s.must_remove = fields[3].text == "x";
  const int quiet = small_number(fields[4].text, kQuietLimit);
  if (quiet < 0) {
    return fail("turns since the last placement or capture must be a number from 0 to 100");
  }
  s.quiet = static_cast<std::uint16_t>(quiet);
  if (s.must_remove && pieces(s, 1 - s.player) == 0) {
    return fail("a removal is pending but the opponent has no piece");
  }
  if (s.must_remove && s.quiet != 0) {
    return fail("a removal is pending right after a capture: the turn count must be 0");
  }
  settle(s);  // the end rules, blocked players, the start of the repetition history
  return s;
}

std::string Game::board_text(const State& s) {
  const int cols = columns(s.variant);
  std::string out;
  for (int row = kRows - 1; row >= 0; --row) {
    out += static_cast<char>('1' + row);
    for (int col = 0; col < cols; ++col) {
      const int c = cell(col, row);
      out += ' ';
      out += has(s.board[0], c) ? 'l' : has(s.board[1], c) ? 'd' : '.';
    }
    out += '\n';
  }
  out += " ";
  for (int col = 0; col < cols; ++col) {
    out += ' ';
    out += static_cast<char>('A' + col);
  }
  out += '\n';
  out += std::string(s.player == 0 ? "light" : "dark") + " to move, " + std::string(phase(s)) +
         ", reserves " + std::to_string(s.reserve[0]) + "/" + std::to_string(s.reserve[1]) +
         ", quiet " + std::to_string(s.quiet) + "\n";
  return out;
}

std::string Game::variant_text(const Variant& v) {
  return v.size == Size::k5x5 ? "5x5" : "default";
}

Result<Variant> Game::parse_variant(std::string_view text) {
  Variant v;
  if (text.empty() || text == "default") {
    return v;
  }
  if (text == "5x5") {
    v.size = Size::k5x5;
    return v;
  }
  return make_error("unknown Yoté variant '" + std::string(text) + "' (known: default, 5x5)");
}

}  // namespace marbles::yote
