// Yoté notation and position text. See rules.h and docs/NOTATION.md.
#include <cctype>
#include <string>
#include <utility>
#include <vector>

#include "core/fields.h"
#include "core/scanner.h"
#include "games/yote/rules.h"

namespace marbles::yote {

namespace {

constexpr int kDeltaCol[4] = {0, 1, 0, -1};
constexpr int kDeltaRow[4] = {1, 0, -1, 0};

bool is_x(char c) {
  return c == 'x' || c == 'X';
}

std::string board_size_text(const Variant& v) {
  return v.size == Size::k5x5 ? "5×5" : "6×5";
}

// The last column of the variant's board, as the errors name it: "E" or "F".
std::string last_column(const Variant& v) {
  return std::string(1, static_cast<char>('A' + columns(v) - 1));
}

bool has(std::uint32_t board, int c) {
  return c >= 0 && (board >> c & 1u) != 0;
}

// Reads a cell of the variant's board into *c, or says why it is not one.
bool read_cell(const Variant& v, std::string_view token, std::string_view cell_text, int* c,
               Message* why) {
  *c = parse_cell(cell_text);
  const std::string t(token);
  if (*c < 0) {
    *why = token == cell_text
               ? Message("yote.not_a_cell", {t, last_column(v)})
               : Message("yote.not_a_cell_in", {t, std::string(cell_text), last_column(v)});
    return false;
  }
  if (col_of(*c) >= columns(v)) {
    *why = Message("yote.off_board", {t, cell_name(*c), board_size_text(v), last_column(v)});
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
Message why_illegal(const State& s, Action a, std::string_view text) {
  const std::string t(text);
  if (s.outcome != Outcome::kNone) {
    return Message("yote.game_over", {t});
  }
  const int p = s.player;
  const std::uint32_t occupied = s.board[0] | s.board[1];
  const std::uint32_t opp = s.board[1 - p];
  const bool removal = a >= kRemoveBase && a <= kRemoveReserve;
  if (s.must_remove && !removal) {
    return opp != 0 ? Message("yote.remove_first", {t, cell_name(__builtin_ctz(opp))})
                    : Message("yote.remove_first_reserve", {t});
  }
  if (a == kPass) {
    return Message("yote.pass_not_allowed", {t});
  }
  if (a < kStepBase) {
    const int c = a - kPlaceBase;
    if (s.reserve[p] == 0) {
      return Message("yote.reserve_empty", {t});
    }
    if (has(occupied, c)) {
      return Message("yote.cell_occupied", {t, cell_name(c)});
    }
    return Message("yote.illegal", {t});
  }
  if (a < kRemoveBase) {
    const int from = move_from(a);
    const int d = move_dir(a);
    const int next = neighbour(s.variant, from, d);
    if (!has(s.board[p], from)) {
      return Message("yote.not_your_piece", {t, cell_name(from)});
    }
    if (a < kJumpBase) {
      return Message("yote.cell_occupied", {t, cell_name(next)});
    }
    if (!has(opp, next)) {
      return Message("yote.nothing_to_jump", {t, cell_name(next)});
    }
    return Message("yote.cell_occupied", {t, cell_name(neighbour(s.variant, next, d))});
  }
  if (!s.must_remove) {
    return Message("yote.remove_only_after_jump", {t});
  }
  if (a == kRemoveReserve) {
    return Message("yote.remove_from_board", {t, cell_name(__builtin_ctz(opp))});
  }
  if (opp == 0) {
    return Message("yote.remove_from_reserve", {t});
  }
  return Message("yote.no_opponent_piece", {t, cell_name(a - kRemoveBase)});
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
  const std::string t(text);
  Message why;
  Action a = kNoAction;
  int c = -1;
  if (text == "pass") {
    a = kPass;
  } else if (text.size() == 2 && is_x(text[0]) && (text[1] == 'R' || text[1] == 'r')) {
    a = kRemoveReserve;
  } else if (text.size() == 3 && (text[0] == '@' || is_x(text[0]))) {
    if (!read_cell(v, text, text.substr(1), &c, &why)) {
      return make_error(std::move(why));
    }
    a = (text[0] == '@' ? kPlaceBase : kRemoveBase) + c;
  } else if (text.size() == 5 && (text[2] == '-' || is_x(text[2]))) {
    int to = -1;
    if (!read_cell(v, text, text.substr(0, 2), &c, &why) ||
        !read_cell(v, text, text.substr(3, 2), &to, &why)) {
      return make_error(std::move(why));
    }
    const bool jump = is_x(text[2]);
    const int d = direction(c, to, jump ? 2 : 1);
    if (d < 0) {
      return make_error(Message(jump ? "yote.bad_jump_direction" : "yote.bad_step_direction", {t}));
    }
    a = jump ? jump_action(c, d) : step_action(c, d);
  } else if (text.size() == 2 && parse_cell(text) >= 0) {
    return make_error(Message("yote.placement_needs_at", {t, cell_name(parse_cell(text))}));
  } else {
    return make_error(Message("yote.not_a_move", {t}));
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
  const std::string shape = std::to_string(cols);  // the cells of a row
  State s = initial(v);
  s.reserve[0] = 0;
  s.reserve[1] = 0;
  size_t i = 0;
  auto fail = [&](std::string_view code, std::vector<std::string> args = {}) {
    return make_error(Message(code, std::move(args)), 1, static_cast<int>(i) + 1)
        .within(Message(kPositionPart));
  };
  for (int row = kRows - 1; row >= 0; --row) {
    for (int col = 0; col < cols; ++col, ++i) {
      if (i >= text.size()) {
        return fail("yote.board_ends_early", {shape});
      }
      const char ch = text[i];
      const int c = cell(col, row);
      if (ch == 'l') {
        s.board[0] |= 1u << c;
      } else if (ch == 'd') {
        s.board[1] |= 1u << c;
      } else if (ch != '.') {
        return fail("yote.bad_cell_content", {std::string(1, ch)});
      }
    }
    const char sep = row > 0 ? '/' : ' ';
    if (i >= text.size() || text[i] != sep) {
      return row > 0 ? fail("yote.expected_slash", {shape}) : fail("yote.expected_space");
    }
    ++i;
  }
  // Fields: side, reserve light, reserve dark, removal flag, quiet turns.
  Field fields[5];
  const int n = split_fields(text, i, fields, 5);
  if (n < 0) {
    return fail("yote.too_many_fields");
  }
  if (n != 5) {
    return fail("yote.expected_fields");
  }
  if (fields[0].text != "l" && fields[0].text != "d") {
    return fail("yote.bad_side");
  }
  s.player = fields[0].text == "l" ? 0 : 1;
  const int r0 = small_number(fields[1].text, kPieces);
  const int r1 = small_number(fields[2].text, kPieces);
  if (r0 < 0 || r1 < 0) {
    return fail("yote.bad_reserves");
  }
  s.reserve[0] = static_cast<std::uint8_t>(r0);
  s.reserve[1] = static_cast<std::uint8_t>(r1);
  for (int p = 0; p < 2; ++p) {
    if (pieces(s, p) > kPieces) {
      return fail(p == 0 ? "yote.too_many_light" : "yote.too_many_dark");
    }
  }
  if (fields[3].text != "-" && fields[3].text != "x") {
    return fail("yote.bad_removal_flag");
  }
  s.must_remove = fields[3].text == "x";
  const int quiet = small_number(fields[4].text, kQuietLimit);
  if (quiet < 0) {
    return fail("yote.bad_quiet");
  }
  s.quiet = static_cast<std::uint16_t>(quiet);
  if (s.must_remove && pieces(s, 1 - s.player) == 0) {
    return fail("yote.removal_without_piece");
  }
  if (s.must_remove && s.quiet != 0) {
    return fail("yote.removal_after_quiet");
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
  return make_error(Message("yote.unknown_variant", {std::string(text)}));
}

int Game::cell_from_text(const State& s, std::string_view text) {
  const int c = parse_cell(text);
  return c >= 0 && col_of(c) < columns(s.variant) ? c : -1;
}

std::string Game::cell_to_text(const State&, int c) {
  return cell_name(c);
}

}  // namespace marbles::yote
