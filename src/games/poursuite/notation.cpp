// La poursuite infernale: notation (chess squares), position text, board text and variants.
// See rules.h and docs/NOTATION.md.
#include <cctype>
#include <optional>

#include "core/fields.h"
#include "core/message.h"
#include "core/scanner.h"
#include "games/poursuite/rules.h"

namespace marbles::poursuite {

namespace {

// The board's files and ranks: "files a-f, ranks 1-6".
Message extent(int size) {
  return Message("poursuite.extent", {std::string(1, static_cast<char>('a' + size - 1)),
                                      std::string(1, static_cast<char>('0' + size))});
}

std::string size_text(int size) {
  return std::to_string(size) + "x" + std::to_string(size);
}

// The knight of a role: "the black knight (pursued)".
Message role_name(int role) {
  return Message(role == kPursued ? "poursuite.pursued_knight" : "poursuite.pursuer_knight");
}

char end_letter(RoundEnd e) {
  switch (e) {
    case RoundEnd::kCaught:
      return 'c';
    case RoundEnd::kCornered:
      return 'p';
    case RoundEnd::kEscaped:
      return 'e';
    case RoundEnd::kPursuerStuck:
      return 's';
    case RoundEnd::kBothStuck:
      return 'd';
    default:
      return '-';
  }
}

RoundEnd end_of_letter(char c) {
  switch (c) {
    case 'c':
      return RoundEnd::kCaught;
    case 'p':
      return RoundEnd::kCornered;
    case 'e':
      return RoundEnd::kEscaped;
    case 's':
      return RoundEnd::kPursuerStuck;
    case 'd':
      return RoundEnd::kBothStuck;
    default:
      return RoundEnd::kNone;
  }
}

// How a round ended, in words: "a capture".
Message end_words(RoundEnd e) {
  switch (e) {
    case RoundEnd::kCaught:
      return Message("poursuite.end_caught");
    case RoundEnd::kCornered:
      return Message("poursuite.end_cornered");
    case RoundEnd::kEscaped:
      return Message("poursuite.end_escaped");
    case RoundEnd::kPursuerStuck:
      return Message("poursuite.end_pursuer_stuck");
    case RoundEnd::kBothStuck:
      return Message("poursuite.end_both_stuck");
    default:
      return Message("poursuite.end_none");
  }
}

std::string result_text(const RoundResult& r) {
  if (r.end == RoundEnd::kNone) {
    return "-";
  }
  return end_letter(r.end) + std::to_string(r.jumps);
}

// Why `a` (a square of the board) is not legal here.
Message why_illegal(const State& s, Action a, std::string_view text) {
  const std::string t(text);
  if (s.over) {
    return Message("poursuite.game_over", {t});
  }
  const int from = s.knight[s.mover];
  const int other = s.knight[1 - s.mover];
  if (a == from) {
    return Message("poursuite.knight_there", {t}, {role_name(s.mover)});
  }
  if ((knight_attacks(from) & bit(a)) == 0) {
    return Message("poursuite.not_a_jump", {t, square_name(from)}, {role_name(s.mover)});
  }
  if (a == other) {
    return Message("poursuite.other_knight_there", {t}, {role_name(1 - s.mover)});
  }
  return Message("poursuite.burned", {t});
}

}  // namespace

std::string square_name(int sq) {
  if (sq < 0 || sq >= kSquares) {
    return "?";
  }
  return std::string{static_cast<char>('a' + file_of(sq)), static_cast<char>('1' + rank_of(sq))};
}

int parse_square(std::string_view text) {
  if (text.size() != 2) {
    return -1;
  }
  const int file = std::tolower(static_cast<unsigned char>(text[0])) - 'a';
  const int rank = text[1] - '1';
  if (file < 0 || file >= kMaxSize || rank < 0 || rank >= kMaxSize) {
    return -1;
  }
  return square(file, rank);
}

std::string Game::action_text(const State&, Action a) {
  return square_name(a);
}

Result<Action> Game::parse_action(const State& s, std::string_view text) {
  const int size = s.variant.size;
  const int sq = parse_square(text);
  if (sq < 0) {
    return make_error(Message("poursuite.not_a_square", {std::string(text)}, {extent(size)}));
  }
  if ((board_mask(size) & bit(sq)) == 0) {
    return make_error(
        Message("poursuite.off_board", {std::string(text), std::to_string(size)}, {extent(size)}));
  }
  Actions legal;
  legal_actions(s, legal);
  if (!legal.contains(sq)) {
    return make_error(why_illegal(s, sq, text));
  }
  return sq;
}

// ---------------------------------------------------------------------------------------------
// Position text

std::string Game::position_text(const State& s) {
  const int n = s.variant.size;
  std::string out = size_text(n) + " ";
  for (int rank = n - 1; rank >= 0; --rank) {
    int run = 0;
    for (int file = 0; file < n; ++file) {
      const int sq = square(file, rank);
      char c = 0;
      if (sq == s.knight[kPursued]) {
        c = 'n';
      } else if (sq == s.knight[kPursuer]) {
        c = 'N';
      } else if ((s.used & bit(sq)) != 0) {
        c = 'x';
      }
      if (c == 0) {
        ++run;
        continue;
      }
      if (run > 0) {
        out += static_cast<char>('0' + run);
        run = 0;
      }
      out += c;
    }
    if (run > 0) {
      out += static_cast<char>('0' + run);
    }
    out += rank > 0 ? '/' : ' ';
  }
  out += s.mover == kPursued ? 'b' : 'w';
  out += ' ';
  out += static_cast<char>('1' + s.round);
  out += ' ' + result_text(s.rounds[0]) + ' ' + result_text(s.rounds[1]);
  return out;
}

namespace {

using Failure = std::optional<Error>;

// The board size, then the board: its ranks, the knights, the burned squares.
Failure read_board(Scanner& sc, State& s, const Variant& v) {
  const std::string_view text = sc.text();
  const int n = v.size;
  // Size.
  const std::string size = size_text(n);
  const size_t size_end = text.find(' ');
  if (size_end == std::string_view::npos || text.substr(0, size_end) != size) {
    return sc.fail(Message("poursuite.size_first", {size, Game::variant_text(v)}));
  }
  sc.seek(size_end + 1);
  // Board.
  s.used = 0;
  int knights[2] = {-1, -1};
  for (int rank = n - 1; rank >= 0; --rank) {
    int file = 0;
    while (file < n) {
      if (sc.at_end()) {
        return sc.fail(Message("poursuite.board_ends_early", {std::to_string(n)}));
      }
      const char c = sc.peek();
      if (c >= '1' && c <= '8') {
        file += c - '0';
        if (file > n) {
          return sc.fail(
              Message("poursuite.rank_too_long", {std::to_string(rank + 1), std::to_string(n)}));
        }
        sc.advance();
        continue;
      }
      if (c == '/' || c == ' ') {
        return sc.fail(
            Message("poursuite.rank_too_short",
                    {std::to_string(rank + 1), std::to_string(file), std::to_string(n)}));
      }
      const int sq = square(file, rank);
      if (c == 'n' || c == 'N') {
        const int role = c == 'n' ? kPursued : kPursuer;
        if (knights[role] >= 0) {
          return sc.fail(
              Message(role == kPursued ? "poursuite.two_pursued" : "poursuite.two_pursuers"));
        }
        knights[role] = sq;
      } else if (c != 'x') {
        return sc.fail(Message("poursuite.bad_content",
                               {std::string(sc.rest().substr(0, 1)), std::to_string(n)}));
      }
      s.used |= bit(sq);
      ++file;
      sc.advance();
    }
    const char sep = rank > 0 ? '/' : ' ';
    if (sc.at_end() || sc.peek() != sep) {
      return sc.fail(rank > 0 ? Message("poursuite.slash_expected", {"/", std::to_string(n)})
                              : Message("poursuite.space_expected"));
    }
    sc.advance();
  }
  if (knights[kPursued] < 0 || knights[kPursuer] < 0) {
    sc.seek(sc.pos() - 1);
    return sc.fail(Message("poursuite.knights_missing"));
  }
  s.knight[kPursued] = static_cast<std::uint8_t>(knights[kPursued]);
  s.knight[kPursuer] = static_cast<std::uint8_t>(knights[kPursuer]);
  const int corner = pursuer_start(n);
  if ((s.used & bit(0)) == 0 || (s.used & bit(corner)) == 0) {
    sc.seek(sc.pos() - 1);
    return sc.fail(Message("poursuite.corners_not_burned", {square_name(corner)}));
  }
  if (s.knight[kPursued] == corner || s.knight[kPursuer] == 0) {
    sc.seek(sc.pos() - 1);
    return sc.fail(Message("poursuite.on_other_start"));
  }
  return std::nullopt;
}

// The side to move (it must fit the jumps played) and the round.
Failure read_side_and_round(Scanner& sc, State& s, const Variant& v, const Field* fields) {
  sc.seek(fields[0].at);
  if (fields[0].text != "b" && fields[0].text != "w") {
    return sc.fail(Message("poursuite.bad_side", {"b", "w"}));
  }
  s.mover = fields[0].text == "b" ? kPursued : kPursuer;
  const int played = jumps(s);
  if ((played % 2 == 0) != (s.mover == kPursued)) {
    return sc.fail(
        Message(played % 2 == 0 ? "poursuite.pursued_to_move" : "poursuite.pursuer_to_move",
                {std::to_string(played)}));
  }
  sc.seek(fields[1].at);
  if (fields[1].text != "1" && fields[1].text != "2") {
    return sc.fail(Message("poursuite.bad_round"));
  }
  s.round = fields[1].text == "1" ? 0 : 1;
  if (s.round == 1 && v.single) {
    return sc.fail(Message("poursuite.single_round"));
  }
  return std::nullopt;
}

// The results of rounds 1 and 2: each possible after its number of jumps.
Failure read_results(Scanner& sc, State& s, const Variant& v, const Field* fields) {
  const int n = v.size;
  const int max_jumps = n * n - 2;
  for (int r = 0; r < 2; ++r) {
    sc.seek(fields[2 + r].at);
    const std::string_view f = fields[2 + r].text;
    if (f == "-") {
      continue;
    }
    const RoundEnd e = f.empty() ? RoundEnd::kNone : end_of_letter(f[0]);
    int count_jumps = 0;
    bool number = f.size() >= 2 && f.size() <= 3;
    for (size_t k = 1; k < f.size() && number; ++k) {
      number = std::isdigit(static_cast<unsigned char>(f[k])) != 0;
      count_jumps = count_jumps * 10 + (f[k] - '0');
    }
    if (e == RoundEnd::kNone || !number || count_jumps > max_jumps) {
      return sc.fail(Message("poursuite.bad_result", {"-", std::to_string(max_jumps)}));
    }
    // A capture or a stuck pursuer ends a round on the pursuer's turn, after an odd number of
    // jumps; a stuck pursued on its own turn, after an even number.
    const bool odd = e == RoundEnd::kCaught || e == RoundEnd::kPursuerStuck;
    const bool even = e == RoundEnd::kCornered || e == RoundEnd::kEscaped;
    if ((odd && count_jumps % 2 == 0) || (even && count_jumps % 2 != 0)) {
      return sc.fail(Message(odd ? "poursuite.result_needs_odd" : "poursuite.result_needs_even",
                             {std::string(f), std::to_string(r + 1)}, {end_words(e)}));
    }
    s.rounds[r] = RoundResult{e, static_cast<std::uint8_t>(count_jumps)};
  }
  return std::nullopt;
}

}  // namespace

Result<State> Game::parse_position(const Variant& v, std::string_view text) {
  State s = initial(v);
  Scanner sc(text, kPositionPart, Scanner::Lines::kOne);
  if (Failure e = read_board(sc, s, v)) {
    return *e;
  }
  // Fields: side, round, round 1 result, round 2 result.
  Field fields[4];
  std::size_t extra = 0;
  const int count = split_fields(text, sc.pos(), fields, 4, &extra);
  if (count < 0) {
    sc.seek(extra);
    return sc.fail(Message("poursuite.too_many_fields"));
  }
  if (count != 4) {
    return sc.fail(Message("poursuite.fields_expected", {"-", "c17"}));
  }
  if (Failure e = read_side_and_round(sc, s, v, fields)) {
    return *e;
  }
  if (Failure e = read_results(sc, s, v, fields)) {
    return *e;
  }
  const int played = jumps(s);
  // Which results a round allows: in a match, round 1's is set once round 2 is on; the last
  // round's result means the game is over, on the board as it ended.
  const int last = v.single ? 0 : 1;
  if (s.rounds[1].end != RoundEnd::kNone && s.round == 0) {
    sc.seek(fields[3].at);
    return sc.fail(Message("poursuite.round_2_result_early"));
  }
  if (s.round == 0 && last == 1 && s.rounds[0].end != RoundEnd::kNone) {
    sc.seek(fields[2].at);
    return sc.fail(Message("poursuite.round_1_over"));
  }
  if (s.round == 1 && s.rounds[0].end == RoundEnd::kNone) {
    sc.seek(fields[2].at);
    return sc.fail(Message("poursuite.round_1_result_missing"));
  }
  const RoundResult& current = s.rounds[s.round];
  if (current.end != RoundEnd::kNone) {
    sc.seek(fields[2 + s.round].at);
    const RoundEnd on_board = examine(s, nullptr);
    if (on_board != current.end || current.jumps != played) {
      return sc.fail(Message("poursuite.result_not_on_board",
                             {std::string(fields[2 + s.round].text), std::to_string(s.round + 1),
                              std::to_string(played)},
                             {end_words(on_board)}));
    }
    examine(s, &s.finish);  // the deciding jumps, for the UI
    s.over = true;
    return s;
  }
  settle(s);  // a position where the round is decided ends it now
  return s;
}

std::string Game::board_text(const State& s) {
  const int n = s.variant.size;
  std::string out;
  for (int rank = n - 1; rank >= 0; --rank) {
    out += static_cast<char>('1' + rank);
    for (int file = 0; file < n; ++file) {
      const int sq = square(file, rank);
      out += ' ';
      if (sq == s.knight[kPursued]) {
        out += 'n';
      } else if (sq == s.knight[kPursuer]) {
        out += 'N';
      } else {
        out += (s.used & bit(sq)) != 0 ? 'x' : '.';
      }
    }
    out += '\n';
  }
  out += ' ';
  for (int file = 0; file < n; ++file) {
    out += ' ';
    out += static_cast<char>('a' + file);
  }
  out += '\n';
  out += "round " + std::to_string(s.round + 1) + ", ";
  if (s.over) {
    out += "over";
  } else {
    out += std::string(s.mover == kPursued ? "pursued (n)" : "pursuer (N)") + " to move, player " +
           std::to_string(player_of(s.round, s.mover) + 1);
  }
  out += ", jumps " + std::to_string(jumps(s)) + ", results " + result_text(s.rounds[0]) + " " +
         result_text(s.rounds[1]) + ", points " + std::to_string(half_points(s, 0)) + "/2-" +
         std::to_string(half_points(s, 1)) + "/2\n";
  return out;
}

// ---------------------------------------------------------------------------------------------
// Variants

std::string Game::variant_text(const Variant& v) {
  if (v.size == 8 && !v.single) {
    return "default";
  }
  std::string out;
  if (v.size != 8) {
    out = size_text(v.size);
  }
  if (v.single) {
    out += out.empty() ? "single" : " single";
  }
  return out;
}

Result<Variant> Game::parse_variant(std::string_view text) {
  Variant v;
  if (text.empty() || text == "default") {
    return v;
  }
  auto unknown = [&]() {
    return make_error(Message("poursuite.unknown_variant", {std::string(text), "6x6 single"}));
  };
  bool have_size = false;
  size_t j = 0;
  while (j < text.size()) {
    if (text[j] == ' ') {
      ++j;
      continue;
    }
    const size_t start = j;
    while (j < text.size() && text[j] != ' ') {
      ++j;
    }
    const std::string_view word = text.substr(start, j - start);
    if (word == "single" && !v.single) {
      v.single = true;
    } else if ((word == "6x6" || word == "7x7" || word == "8x8") && !have_size) {
      have_size = true;
      v.size = static_cast<std::uint8_t>(word[0] - '0');
    } else {
      return unknown();
    }
  }
  return v;
}

int Game::cell_from_text(const State& s, std::string_view text) {
  const int sq = parse_square(text);
  return sq >= 0 && file_of(sq) < s.variant.size && rank_of(sq) < s.variant.size ? sq : -1;
}

std::string Game::cell_to_text(const State&, int c) {
  return square_name(c);
}

}  // namespace marbles::poursuite
