// Wali notation (Jeux & Stratégie 1980 style) and position text. See rules.h and
// docs/NOTATION.md.
#include <cctype>

#include "core/fields.h"
#include "games/wali/rules.h"

namespace marbles::wali {

namespace {

constexpr int kDeltaCol[4] = {0, 1, 0, -1};
constexpr int kDeltaRow[4] = {1, 0, -1, 0};

std::string quoted(std::string_view t) {
  return "'" + std::string(t) + "'";
}

bool has_line(std::uint32_t own) {
  for (int c = 0; c < kCells; ++c) {
    if ((own >> c & 1u) == 0) {
      continue;
    }
    const int col = col_of(c);
    const int row = row_of(c);
    if (col + 2 < kCols && (own >> (c + 1) & 1u) != 0 && (own >> (c + 2) & 1u) != 0) {
      return true;
    }
    if (row + 2 < kRows && (own >> (c + kCols) & 1u) != 0 && (own >> (c + 2 * kCols) & 1u) != 0) {
      return true;
    }
  }
  return false;
}

// Why `text` (already parsed as the action a of the given kind) is not legal here.
std::string why_illegal(const State& s, Action a, std::string_view text) {
  const std::string t = quoted(text);
  if (s.outcome != Outcome::kNone) {
    return "the game is over: " + t + " cannot be played";
  }
  const int p = s.player;
  if (s.must_remove && (a < kRemoveBase || a == kPass)) {
    return t + ": first remove an opponent piece (for example x" +
           cell_name(__builtin_ctz(s.board[1 - p])) + ")";
  }
  if (a == kPass) {
    return t + ": passing is allowed only when no other move is possible";
  }
  if (a < kMoveBase) {
    const int c = a - kPlaceBase;
    if (!in_placement(s)) {
      return t + ": the placement phase is over; move a piece instead (like D2-D1)";
    }
    if (s.reserve[p] == 0) {
      return t + ": no piece left to place";
    }
    if (((s.board[0] | s.board[1]) >> c & 1u) != 0) {
      return t + ": the cell is occupied";
    }
    return t + ": a placement may not make three in a row";
  }
  if (a < kRemoveBase) {
    const int from = move_from(a);
    const int to = neighbour(from, move_dir(a));
    if (in_placement(s)) {
      return t + ": pieces cannot move during the placement phase";
    }
    if ((s.board[p] >> from & 1u) == 0) {
      return t + ": no piece of yours on " + cell_name(from);
    }
    if (((s.board[0] | s.board[1]) >> to & 1u) != 0) {
      return t + ": " + cell_name(to) + " is occupied";
    }
    return t + " is not legal here";
  }
  if (!s.must_remove) {
    return t + ": a piece may be removed only right after forming a line of three";
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
  if (a >= kPlaceBase && a < kMoveBase) {
    return cell_name(a - kPlaceBase);
  }
  if (a >= kMoveBase && a < kRemoveBase) {
    const int from = move_from(a);
    return cell_name(from) + "-" + cell_name(neighbour(from, move_dir(a)));
  }
  if (a >= kRemoveBase && a < kPass) {
    return "x" + cell_name(a - kRemoveBase);
  }
  return "?";
}

Result<Action> Game::parse_action(const State& s, std::string_view text) {
  const std::string t = quoted(text);
  Action a = kNoAction;
  if (text == "pass") {
    a = kPass;
  } else if (text.size() == 3 && (text[0] == 'x' || text[0] == 'X')) {
    const int c = parse_cell(text.substr(1));
    if (c < 0) {
      return make_error(t + ": " + quoted(text.substr(1)) +
                        " is not a cell (columns A-F, rows 1-5)");
    }
    a = kRemoveBase + c;
  } else if (text.size() == 2) {
    const int c = parse_cell(text);
    if (c < 0) {
      return make_error(t + " is not a cell (columns A-F, rows 1-5)");
    }
    a = kPlaceBase + c;
  } else if (text.size() == 5 && text[2] == '-') {
    const int from = parse_cell(text.substr(0, 2));
    const int to = parse_cell(text.substr(3, 2));
    if (from < 0 || to < 0) {
      return make_error(t + ": " + quoted(text.substr(from < 0 ? 0 : 3, 2)) +
                        " is not a cell (columns A-F, rows 1-5)");
    }
    for (int d = 0; d < 4; ++d) {
      if (col_of(from) + kDeltaCol[d] == col_of(to) && row_of(from) + kDeltaRow[d] == row_of(to)) {
        a = move_action(from, d);
      }
    }
    if (a == kNoAction) {
      return make_error(t + ": a piece moves one cell up, down, left or right");
    }
  } else {
    return make_error(t + " is not a Wali move (examples: C3 to place, D2-D1 to move, " +
                      "xB4 to remove, pass)");
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
  for (int row = kRows - 1; row >= 0; --row) {
    for (int col = 0; col < kCols; ++col) {
      const int c = cell(col, row);
      out += (s.board[0] >> c & 1u) != 0 ? 's' : (s.board[1] >> c & 1u) != 0 ? 'o' : '.';
    }
    out += row > 0 ? '/' : ' ';
  }
  out += s.player == 0 ? 's' : 'o';
  out += ' ' + std::to_string(s.reserve[0]) + ' ' + std::to_string(s.reserve[1]);
  out += s.must_remove ? " x " : " - ";
  out += std::to_string(s.quiet);
  return out;
}

Result<State> Game::parse_position(const Variant& v, std::string_view text) {
  State s = initial(v);
  s.reserve[0] = 0;
  s.reserve[1] = 0;
  size_t i = 0;
  auto fail = [&](const std::string& why) {
    return make_error("position: " + why, 1, static_cast<int>(i) + 1);
  };
  for (int row = kRows - 1; row >= 0; --row) {
    for (int col = 0; col < kCols; ++col, ++i) {
      if (i >= text.size()) {
        return fail("the board ends early (expected 5 rows of 6 cells: s, o or .)");
      }
      const char ch = text[i];
      const int c = cell(col, row);
      if (ch == 's') {
        s.board[0] |= 1u << c;
      } else if (ch == 'o') {
        s.board[1] |= 1u << c;
      } else if (ch != '.') {
        return fail(quoted(std::string_view(&text[i], 1)) +
                    " is not a cell content (s stick, o stone, . empty)");
      }
    }
    const char sep = row > 0 ? '/' : ' ';
    if (i >= text.size() || text[i] != sep) {
      return fail(row > 0 ? "expected '/' after each row of 6 cells"
                          : "expected a space after the fifth row");
    }
    ++i;
  }
  // Fields: side, reserve sticks, reserve stones, removal flag, quiet turns.
  Field fields[5];
  const int n = split_fields(text, i, fields, 5);
  if (n < 0) {
    return fail("too many fields after the board");
  }
  if (n != 5) {
    return fail(
        "expected 5 fields after the board: side (s|o), two reserves, '-' or 'x', "
        "turns since the last capture");
  }
  if (fields[0].text != "s" && fields[0].text != "o") {
    return fail("the side to move must be 's' (sticks) or 'o' (stones)");
  }
  s.player = fields[0].text == "s" ? 0 : 1;
  const int r0 = small_number(fields[1].text, kPieces);
  const int r1 = small_number(fields[2].text, kPieces);
  if (r0 < 0 || r1 < 0) {
    return fail("reserves must be numbers from 0 to 12");
  }
  s.reserve[0] = static_cast<std::uint8_t>(r0);
  s.reserve[1] = static_cast<std::uint8_t>(r1);
  for (int p = 0; p < 2; ++p) {
    if (pieces(s, p) + s.reserve[p] > kPieces) {
      return fail(std::string(p == 0 ? "sticks" : "stones") + " have more than 12 pieces");
    }
  }
  if (fields[3].text != "-" && fields[3].text != "x") {
    return fail("the removal flag must be '-' or 'x'");
  }
  s.must_remove = fields[3].text == "x";
  const int quiet = small_number(fields[4].text, kNoCaptureLimit);
  if (quiet < 0) {
    return fail("turns since the last capture must be a number from 0 to 100");
  }
  s.quiet = static_cast<std::uint16_t>(quiet);
  if (in_placement(s)) {
    if (s.must_remove || s.quiet != 0) {
      return fail("no capture can be pending during the placement phase");
    }
    if (has_line(s.board[0]) || has_line(s.board[1])) {
      return fail("three in a row cannot arise during the placement phase");
    }
  }
  if (s.must_remove && pieces(s, 1 - s.player) == 0) {
    return fail("a removal is pending but the opponent has no piece");
  }
  settle(s);  // phase end, blocked players, the start of the repetition history
  return s;
}

std::string Game::board_text(const State& s) {
  std::string out;
  for (int row = kRows - 1; row >= 0; --row) {
    out += static_cast<char>('1' + row);
    for (int col = 0; col < kCols; ++col) {
      const int c = cell(col, row);
      out += ' ';
      out += (s.board[0] >> c & 1u) != 0 ? 's' : (s.board[1] >> c & 1u) != 0 ? 'o' : '.';
    }
    out += '\n';
  }
  out += "  A B C D E F\n";
  out += std::string(s.player == 0 ? "sticks" : "stones") + " to move, " + std::string(phase(s)) +
         ", reserves " + std::to_string(s.reserve[0]) + "/" + std::to_string(s.reserve[1]) +
         ", quiet " + std::to_string(s.quiet) + "\n";
  return out;
}

std::string Game::variant_text(const Variant& v) {
  return v.end == EndRule::kTwoLeft ? "default" : "1980";
}

Result<Variant> Game::parse_variant(std::string_view text) {
  Variant v;
  if (text.empty() || text == "default") {
    return v;
  }
  if (text == "1980") {
    v.end = EndRule::kNoneLeft;
    return v;
  }
  return make_error("unknown Wali variant '" + std::string(text) + "' (known: default, 1980)");
}

}  // namespace marbles::wali
