// Wali notation (Jeux & Stratégie 1980 style) and position text. See rules.h and
// docs/NOTATION.md.
#include <cctype>
#include <string>
#include <utility>
#include <vector>

#include "core/fields.h"
#include "core/scanner.h"
#include "games/wali/rules.h"

namespace marbles::wali {

namespace {

constexpr int kDeltaCol[4] = {0, 1, 0, -1};
constexpr int kDeltaRow[4] = {1, 0, -1, 0};

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
Message why_illegal(const State& s, Action a, std::string_view text) {
  const std::string t(text);
  if (s.outcome != Outcome::kNone) {
    return Message("wali.game_over", {t});
  }
  const int p = s.player;
  if (s.must_remove && (a < kRemoveBase || a == kPass)) {
    return Message("wali.remove_first", {t, cell_name(__builtin_ctz(s.board[1 - p]))});
  }
  if (a == kPass) {
    return Message("wali.pass_not_allowed", {t});
  }
  if (a < kMoveBase) {
    const int c = a - kPlaceBase;
    if (!in_placement(s)) {
      return Message("wali.placement_over", {t});
    }
    if (s.reserve[p] == 0) {
      return Message("wali.reserve_empty", {t});
    }
    if (((s.board[0] | s.board[1]) >> c & 1u) != 0) {
      return Message("wali.cell_occupied", {t});
    }
    return Message("wali.three_in_a_row", {t});
  }
  if (a < kRemoveBase) {
    const int from = move_from(a);
    const int to = neighbour(from, move_dir(a));
    if (in_placement(s)) {
      return Message("wali.no_move_in_placement", {t});
    }
    if ((s.board[p] >> from & 1u) == 0) {
      return Message("wali.not_your_piece", {t, cell_name(from)});
    }
    if (((s.board[0] | s.board[1]) >> to & 1u) != 0) {
      return Message("wali.target_occupied", {t, cell_name(to)});
    }
    return Message("wali.illegal", {t});
  }
  if (!s.must_remove) {
    return Message("wali.remove_only_after_line", {t});
  }
  return Message("wali.no_opponent_piece", {t, cell_name(a - kRemoveBase)});
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
  const std::string t(text);
  Action a = kNoAction;
  if (text == "pass") {
    a = kPass;
  } else if (text.size() == 3 && (text[0] == 'x' || text[0] == 'X')) {
    const int c = parse_cell(text.substr(1));
    if (c < 0) {
      return make_error(Message("wali.not_a_cell_in", {t, std::string(text.substr(1))}));
    }
    a = kRemoveBase + c;
  } else if (text.size() == 2) {
    const int c = parse_cell(text);
    if (c < 0) {
      return make_error(Message("wali.not_a_cell", {t}));
    }
    a = kPlaceBase + c;
  } else if (text.size() == 5 && text[2] == '-') {
    const int from = parse_cell(text.substr(0, 2));
    const int to = parse_cell(text.substr(3, 2));
    if (from < 0 || to < 0) {
      return make_error(
          Message("wali.not_a_cell_in", {t, std::string(text.substr(from < 0 ? 0 : 3, 2))}));
    }
    for (int d = 0; d < 4; ++d) {
      if (col_of(from) + kDeltaCol[d] == col_of(to) && row_of(from) + kDeltaRow[d] == row_of(to)) {
        a = move_action(from, d);
      }
    }
    if (a == kNoAction) {
      return make_error(Message("wali.not_orthogonal", {t}));
    }
  } else {
    return make_error(Message("wali.not_a_move", {t}));
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
  auto fail = [&](std::string_view code, std::vector<std::string> args = {}) {
    return make_error(Message(code, std::move(args)), 1, static_cast<int>(i) + 1)
        .within(Message(kPositionPart));
  };
  for (int row = kRows - 1; row >= 0; --row) {
    for (int col = 0; col < kCols; ++col, ++i) {
      if (i >= text.size()) {
        return fail("wali.board_ends_early");
      }
      const char ch = text[i];
      const int c = cell(col, row);
      if (ch == 's') {
        s.board[0] |= 1u << c;
      } else if (ch == 'o') {
        s.board[1] |= 1u << c;
      } else if (ch != '.') {
        return fail("wali.bad_cell_content", {std::string(1, ch)});
      }
    }
    const char sep = row > 0 ? '/' : ' ';
    if (i >= text.size() || text[i] != sep) {
      return fail(row > 0 ? "wali.expected_slash" : "wali.expected_space");
    }
    ++i;
  }
  // Fields: side, reserve sticks, reserve stones, removal flag, quiet turns.
  Field fields[5];
  const int n = split_fields(text, i, fields, 5);
  if (n < 0) {
    return fail("wali.too_many_fields");
  }
  if (n != 5) {
    return fail("wali.expected_fields");
  }
  if (fields[0].text != "s" && fields[0].text != "o") {
    return fail("wali.bad_side");
  }
  s.player = fields[0].text == "s" ? 0 : 1;
  const int r0 = small_number(fields[1].text, kPieces);
  const int r1 = small_number(fields[2].text, kPieces);
  if (r0 < 0 || r1 < 0) {
    return fail("wali.bad_reserves");
  }
  s.reserve[0] = static_cast<std::uint8_t>(r0);
  s.reserve[1] = static_cast<std::uint8_t>(r1);
  for (int p = 0; p < 2; ++p) {
    if (pieces(s, p) + s.reserve[p] > kPieces) {
      return fail(p == 0 ? "wali.too_many_sticks" : "wali.too_many_stones");
    }
  }
  if (fields[3].text != "-" && fields[3].text != "x") {
    return fail("wali.bad_removal_flag");
  }
  s.must_remove = fields[3].text == "x";
  const int quiet = small_number(fields[4].text, kNoCaptureLimit);
  if (quiet < 0) {
    return fail("wali.bad_quiet");
  }
  s.quiet = static_cast<std::uint16_t>(quiet);
  if (in_placement(s)) {
    if (s.must_remove || s.quiet != 0) {
      return fail("wali.capture_in_placement");
    }
    if (has_line(s.board[0]) || has_line(s.board[1])) {
      return fail("wali.line_in_placement");
    }
  }
  if (s.must_remove && pieces(s, 1 - s.player) == 0) {
    return fail("wali.removal_without_piece");
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
  return make_error(Message("wali.unknown_variant", {std::string(text)}));
}

int Game::cell_from_text(const State&, std::string_view text) {
  return parse_cell(text);
}

std::string Game::cell_to_text(const State&, int c) {
  return cell_name(c);
}

}  // namespace marbles::wali
