// Line 3: a test-only game that proves docs/ADDING_A_GAME.md. Two players put their marks in
// turn on a 3 x 3 board; three in a row (a line, a column or a diagonal) wins ("default") or
// loses ("misere"); a full board is a draw. It is registered through the game list alone
// (tests/games/test_games.h, appended by the test build) and run by the generic suites: the
// conformance tests, the registry, records, the random and searching agents.
//
// Cells: a1 = 0 .. c3 = 8 (cell = row * 3 + column); an action is the cell a mark goes on.
// Position text: the rows 3 down to 1, 'x' (player 0), 'o' (player 1), '.' empty, then the
// side to move: "x.o/.x./o.. o".
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "core/result.h"
#include "core/rules.h"
#include "core/types.h"

namespace marbles::line3 {

constexpr int kCells = 9;

struct Variant {
  bool misere = false;  // three in a row loses
  bool operator==(const Variant&) const = default;
};

struct State {
  std::uint16_t board[2] = {0, 0};  // bit c: the player's mark on cell c
  std::uint8_t player = 0;
  Variant variant{};
  bool operator==(const State&) const = default;  // the searches compare states (kept trees)
};

// The eight lines of three, as cell masks.
constexpr std::uint16_t kLines[8] = {0007, 0070, 0700, 0111, 0222, 0444, 0421, 0124};

struct Game {
  using State = line3::State;
  using Variant = line3::Variant;
  using Actions = ActionList<kCells>;
  using Chances = ChanceList<1>;
  static constexpr std::string_view kId = "line3";

  static State initial(const Variant& v) {
    State s;
    s.variant = v;
    return s;
  }
  static Variant variant(const State& s) { return s.variant; }
  static int num_players(const Variant&) { return 2; }
  static bool has_line(std::uint16_t marks) {
    for (std::uint16_t l : kLines) {
      if ((marks & l) == l) {
        return true;
      }
    }
    return false;
  }
  static bool is_terminal(const State& s) {
    return has_line(s.board[0]) || has_line(s.board[1]) || (s.board[0] | s.board[1]) == 0777;
  }
  static int to_move(const State& s) { return is_terminal(s) ? kNobody : s.player; }
  static void legal_actions(const State& s, Actions& out) {
    for (int c = 0; c < kCells; ++c) {
      if (((s.board[0] | s.board[1]) >> c & 1) == 0) {
        out.push(c);
      }
    }
  }
  static void chance_outcomes(const State&, Chances&) {}
  static void apply(State& s, Action a) {
    s.board[s.player] = static_cast<std::uint16_t>(s.board[s.player] | (1u << a));
    s.player = static_cast<std::uint8_t>(1 - s.player);
  }
  static void returns(const State& s, double* out) {
    out[0] = out[1] = 0;
    for (int p = 0; p < 2; ++p) {
      if (has_line(s.board[p])) {
        const double won = s.variant.misere ? -1 : 1;
        out[p] = won;
        out[1 - p] = -won;
      }
    }
  }
  static std::string cell_name(int c) {
    return {static_cast<char>('a' + c % 3), static_cast<char>('1' + c / 3)};
  }
  static std::string action_text(const State&, Action a) { return cell_name(a); }
  static Result<Action> parse_action(const State& s, std::string_view text) {
    return parse_by_matching<Game>(s, text);
  }
  static std::string board_text(const State& s) {
    std::string out;
    for (int r = 2; r >= 0; --r) {
      for (int c = 0; c < 3; ++c) {
        const int cell = r * 3 + c;
        out += (s.board[0] >> cell & 1) != 0 ? 'x' : (s.board[1] >> cell & 1) != 0 ? 'o' : '.';
      }
      out += r > 0 ? '/' : ' ';
    }
    return out;
  }
  static std::string position_text(const State& s) {
    return board_text(s) + (s.player == 0 ? 'x' : 'o');
  }
  static Result<State> parse_position(const Variant& v, std::string_view text) {
    State s = initial(v);
    if (text.size() != 13 || text[3] != '/' || text[7] != '/' || text[11] != ' ') {
      return make_error(Message("line3.bad_position"));
    }
    for (int i = 0; i < 11; ++i) {
      if (i == 3 || i == 7) {
        continue;
      }
      const int cell = (2 - i / 4) * 3 + i % 4;
      if (text[i] == 'x' || text[i] == 'o') {
        s.board[text[i] == 'x' ? 0 : 1] |= static_cast<std::uint16_t>(1u << cell);
      } else if (text[i] != '.') {
        return make_error(Message("line3.bad_cell"));
      }
    }
    if (text[12] != 'x' && text[12] != 'o') {
      return make_error(Message("line3.bad_side"));
    }
    s.player = text[12] == 'x' ? 0 : 1;
    return s;
  }
  static std::uint64_t hash(const State& s) {
    return (std::uint64_t{s.board[0]} << 20) ^ (std::uint64_t{s.board[1]} << 4) ^ s.player;
  }
  static ActionCells action_cells(const State&, Action a) { return {-1, a, -1}; }
  static std::string_view phase(const State& s) { return is_terminal(s) ? "over" : "play"; }
  static std::string variant_text(const Variant& v) { return v.misere ? "misere" : "default"; }
  static Result<Variant> parse_variant(std::string_view text) {
    if (text.empty() || text == "default") {
      return Variant{};
    }
    if (text == "misere") {
      return Variant{true};
    }
    return make_error(Message("line3.unknown_variant", {std::string(text)}));
  }
};

static_assert(Rules<Game>);

}  // namespace marbles::line3
