// Wykersham's position text read back (Game::parse_position). See rules.h, docs/NOTATION.md.
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/bits.h"
#include "core/fields.h"
#include "core/scanner.h"
#include "games/wykersham/notation_parts.h"
#include "games/wykersham/rules.h"

namespace marbles::wykersham {

namespace {

using Failure = std::optional<Error>;

bool in_a_turn(Phase ph) {
  return ph == Phase::kPlace || ph == Phase::kSlide || ph == Phase::kRemove;
}

// A count of 2-30 before a colour letter; 1 when none is written. -1 on a bad count (the
// cursor left at its start).
int cup_count(Scanner& sc) {
  if (sc.peek() < '0' || sc.peek() > '9') {
    return 1;
  }
  const std::size_t start = sc.pos();
  const bool zero = sc.peek() == '0';
  const int n = sc.number(3);
  if (zero || n < 2 || n > kMarbles) {
    sc.seek(start);
    return -1;
  }
  return n;
}

// One cup of rail r: ".", "3r", "g", "(2rg)".
Failure read_cup(Scanner& sc, State& s, int r, int k) {
  const int c = cell(r, k);
  const char ch = sc.peek();
  if (ch == '.') {
    sc.advance();
    return std::nullopt;
  }
  if (ch == '(') {
    // A count of -1: the number itself is wrong.
    const auto paren_error = [](int n) {
      return Message(n < 0 ? "wykersham.bad_paren_count" : "wykersham.bad_parens");
    };
    sc.advance();
    const int nr = cup_count(sc);
    if (nr < 0 || sc.peek() != 'r') {
      return sc.fail(paren_error(nr));
    }
    sc.advance();
    const int ng = cup_count(sc);
    if (ng < 0 || sc.peek() != 'g' || sc.peek(1) != ')') {
      return sc.fail(paren_error(ng));
    }
    sc.advance(2);
    if (!can_share(c)) {
      sc.seek(sc.pos() - 2);
      return sc.fail(Message("wykersham.shared_off_n", {cell_name(c)}));
    }
    s.marbles[0][c] = static_cast<std::uint8_t>(nr);
    s.marbles[1][c] = static_cast<std::uint8_t>(ng);
    return std::nullopt;
  }
  const int n = cup_count(sc);
  if (n < 0) {
    return sc.fail(Message("wykersham.bad_count"));
  }
  if (sc.peek() != 'r' && sc.peek() != 'g') {
    return sc.fail(
        sc.peek() == '/' || sc.peek() == ' ' || sc.peek() == '\0'
            ? Message("wykersham.rail_short", {std::string(1, rail_letter(r))})
            : Message("wykersham.not_a_cup", {std::string(sc.rest().substr(0, 1)), "."}));
  }
  s.marbles[sc.peek() == 'r' ? 0 : 1][c] = static_cast<std::uint8_t>(n);
  sc.advance();
  return std::nullopt;
}

// Rail r: its offset, its 11 cups and the separator after them.
Failure read_rail(Scanner& sc, State& s, int r) {
  int o = 99;
  for (int v = -kMaxOffset; v <= kMaxOffset; ++v) {
    const std::string w = signed_number(v) + ":";
    if (sc.rest().substr(0, w.size()) == w) {
      o = v;
    }
  }
  if (o == 99) {
    return sc.fail(Message("wykersham.no_offset", {std::string(1, rail_letter(r)), ":"}));
  }
  if (r == kFixedRail && o != 0) {
    return sc.fail(Message("wykersham.fixed_rail"));
  }
  s.offset[r] = static_cast<std::int8_t>(o);
  sc.advance(o == 0 ? 2 : 3);
  for (int k = 0; k < kCupsPerRail; ++k) {
    if (Failure e = read_cup(sc, s, r, k)) {
      return e;
    }
  }
  const char sep = r + 1 < kRails ? '/' : ' ';
  if (sc.peek() != sep) {
    return sc.fail(r + 1 < kRails
                       ? Message("wykersham.no_slash", {"/", std::string(1, rail_letter(r))})
                       : Message("wykersham.no_space"));
  }
  sc.advance();
  return std::nullopt;
}

// The phase, the player to move, the starter and the turn (fields 1-4).
Failure read_turn(Scanner& sc, State& s, const Field* f) {
  // Phase.
  sc.seek(f[0].at);
  static constexpr Phase kPhases[6] = {Phase::kRollOff, Phase::kRoll,   Phase::kPlace,
                                       Phase::kSlide,   Phase::kRemove, Phase::kOver};
  bool found = false;
  for (Phase ph : kPhases) {
    State probe;
    probe.phase = ph;
    if (Game::phase(probe) == f[0].text) {
      s.phase = ph;
      found = true;
    }
  }
  if (!found) {
    std::vector<std::string> names;
    for (Phase p : kPhases) {
      State probe;
      probe.phase = p;
      names.emplace_back(Game::phase(probe));
    }
    return sc.fail(Message("wykersham.bad_phase", std::move(names)));
  }
  const Phase ph = s.phase;
  const bool in_turn = ph == Phase::kPlace || ph == Phase::kSlide || ph == Phase::kRemove;
  // Player, starter, turn.
  auto colour = [](std::string_view t) { return t == "r" ? 0 : (t == "g" ? 1 : -1); };
  sc.seek(f[1].at);
  const int player = colour(f[1].text);
  if (player < 0) {
    return sc.fail(Message("wykersham.bad_player"));
  }
  s.player = static_cast<std::uint8_t>(player);
  sc.seek(f[2].at);
  if (ph == Phase::kRollOff) {
    if (f[2].text != "-") {
      return sc.fail(Message("wykersham.roll_off_starter", {"-"}));
    }
  } else {
    const int starter = colour(f[2].text);
    if (starter < 0) {
      return sc.fail(Message("wykersham.bad_starter"));
    }
    s.starter = static_cast<std::uint8_t>(starter);
  }
  sc.seek(f[3].at);
  const int turn = small_number(f[3].text, 2 * kTurns);
  if (turn < 0) {
    return sc.fail(Message("wykersham.bad_turn"));
  }
  s.turn = static_cast<std::uint8_t>(turn);
  const int min_turn = in_turn ? 1 : (ph == Phase::kOver ? 2 * kTurns : 0);
  const int max_turn = ph == Phase::kRollOff ? 0 : (ph == Phase::kRoll ? 2 * kTurns - 1 : 30);
  if (turn < min_turn || turn > max_turn) {
    return sc.fail(
        Message("wykersham.turn_phase", {std::to_string(turn), std::string(f[0].text),
                                         std::to_string(min_turn), std::to_string(max_turn)}));
  }
  // The player of turn t: the starter on odd turns. In the roll phase, turn + 1 is next.
  const int next_turn = in_turn ? turn : turn + 1;
  const int due = ph == Phase::kRollOff ? 0 : (next_turn % 2 == 1 ? s.starter : 1 - s.starter);
  sc.seek(f[1].at);
  if (player != due) {
    return sc.fail(ph == Phase::kRollOff
                       ? Message("wykersham.roll_off_player")
                       : Message("wykersham.player_due", {}, {player_message(due)}));
  }
  return std::nullopt;
}

// The hands and the trays (fields 5-6).
Failure read_holdings(Scanner& sc, State& s, const Field* f) {
  sc.seek(f[4].at);
  {
    const std::string_view h = f[4].text;
    const std::size_t comma = h.find(',');
    const int a = comma == std::string_view::npos ? -1 : small_number(h.substr(0, comma), kMarbles);
    const int b =
        comma == std::string_view::npos ? -1 : small_number(h.substr(comma + 1), kMarbles);
    if (a < 0 || b < 0) {
      return sc.fail(Message("wykersham.bad_hands"));
    }
    s.hand[0] = static_cast<std::uint8_t>(a);
    s.hand[1] = static_cast<std::uint8_t>(b);
  }
  sc.seek(f[5].at);
  {
    std::string_view tr = f[5].text;
    for (int p = 0; p < 2; ++p) {
      const std::size_t comma = tr.find(',');
      const std::string_view one = tr.substr(0, comma);
      const std::size_t plus = one.find('+');
      const int taken =
          plus == std::string_view::npos ? -1 : small_number(one.substr(0, plus), kMarbles);
      const int gifts =
          plus == std::string_view::npos ? -1 : small_number(one.substr(plus + 1), kMarbles);
      if (taken < 0 || gifts < 0 || (p == 0) != (comma != std::string_view::npos)) {
        return sc.fail(Message("wykersham.bad_trays"));
      }
      s.taken[p] = static_cast<std::uint8_t>(taken);
      s.gifts[p] = static_cast<std::uint8_t>(gifts);
      tr = comma == std::string_view::npos ? std::string_view() : tr.substr(comma + 1);
    }
  }
  return std::nullopt;
}

// The dice and the dice used (fields 7-8).
Failure read_dice(Scanner& sc, State& s, const Field* f) {
  const Phase ph = s.phase;
  const bool in_turn = in_a_turn(ph);
  sc.seek(f[6].at);
  if (f[6].text == "-") {
    if (in_turn) {
      return sc.fail(Message("wykersham.dice_needed", {std::string(f[0].text)}));
    }
  } else {
    const std::string_view d = f[6].text;
    if (d.size() != 3 || d[1] != '-' || d[0] < '1' || d[0] > '6' || d[2] < '1' || d[2] > '6' ||
        d[0] > d[2]) {
      return sc.fail(Message("wykersham.bad_dice", {"-"}));
    }
    if (!in_turn) {
      return sc.fail(Message("wykersham.no_dice", {std::string(f[0].text), "-"}));
    }
    s.dice[0] = static_cast<std::uint8_t>(d[0] - '0');
    s.dice[1] = static_cast<std::uint8_t>(d[2] - '0');
  }
  sc.seek(f[7].at);
  const int used = small_number(f[7].text, 3);
  if (used < 0 || f[7].text.size() != 1) {
    return sc.fail(Message("wykersham.bad_used"));
  }
  s.used = static_cast<std::uint8_t>(used);
  s.placed = static_cast<std::uint8_t>((used & 1) + (used >> 1));
  const int max_placed = ph == Phase::kPlace ? 1 : (in_turn ? 2 : 0);
  const int min_placed = ph == Phase::kSlide || ph == Phase::kRemove ? 1 : 0;
  if (s.placed > max_placed || s.placed < min_placed) {
    return sc.fail(Message("wykersham.used_phase", {std::to_string(used), std::string(f[0].text)}));
  }
  sc.seek(f[8].at);
  return std::nullopt;
}

// The rails slid and the rail waiting for its slide (fields 9-10).
Failure read_slides(Scanner& sc, State& s, const Field* f) {
  const Phase ph = s.phase;
  if (f[8].text != "-") {
    const std::string_view sl = f[8].text;
    const char dir = sl.back();
    if (sl.size() < 2 || sl.size() > 3 || (dir != '+' && dir != '-')) {
      return sc.fail(Message("wykersham.bad_slid", {"-"}));
    }
    for (std::size_t j = 0; j + 1 < sl.size(); ++j) {
      const int r = sl[j] - 'a';
      if (r < 0 || r >= kRails || r == kFixedRail || (j > 0 && r <= sl[j - 1] - 'a')) {
        return sc.fail(Message("wykersham.bad_slid_rails"));
      }
      s.slid = static_cast<std::uint8_t>(s.slid | 1u << r);
    }
    s.slide_dir = static_cast<std::int8_t>(dir == '+' ? 1 : -1);
    if (popcount32(s.slid) > s.placed) {
      return sc.fail(Message("wykersham.too_many_slid"));
    }
  }
  if (ph == Phase::kRemove && s.slid == 0) {
    return sc.fail(Message("wykersham.removal_needs_slide", {"-"}));
  }
  sc.seek(f[9].at);
  if (f[9].text != "-") {
    const int r = f[9].text.size() == 1 ? f[9].text[0] - 'a' : -1;
    if (r < 0 || r >= kRails) {
      return sc.fail(Message("wykersham.bad_slide_rail", {"-"}));
    }
    if (ph != Phase::kSlide) {
      return sc.fail(Message("wykersham.slide_rail_phase", {"slide", "-"}));
    }
    s.slide_rail = static_cast<std::int8_t>(r);
    if (!slide_ok(s, r, -1) && !slide_ok(s, r, +1)) {
      return sc.fail(Message("wykersham.rail_cannot_slide", {std::string(1, rail_letter(r))}));
    }
  } else if (ph == Phase::kSlide) {
    return sc.fail(Message("wykersham.slide_rail_needed", {"slide"}));
  }
  return std::nullopt;
}

// The goal lines and the cells removed from (field 11).
Failure read_goals(Scanner& sc, State& s, const Field* f) {
  const Phase ph = s.phase;
  sc.seek(f[10].at);
  if (f[10].text != "-") {
    if (ph != Phase::kRemove) {
      return sc.fail(Message("wykersham.goals_phase", {"removal", "-"}));
    }
    std::string_view g = f[10].text;
    const std::size_t colon = g.find(':');
    std::string_view lines = g.substr(0, colon);
    int prev = -1;
    while (true) {
      const std::size_t comma = lines.find(',');
      const int id = parse_line(lines.substr(0, comma));
      if (id < 0 || id <= prev) {
        return sc.fail(Message("wykersham.bad_goal_lines"));
      }
      int cells[kRails];
      if (!line_cells(s, id, cells)) {
        return sc.fail(Message("wykersham.goal_line_off", {line_name(id)}));
      }
      s.goal_lines |= std::uint64_t{1} << id;
      prev = id;
      if (comma == std::string_view::npos) {
        break;
      }
      lines = lines.substr(comma + 1);
    }
    if (colon != std::string_view::npos) {
      std::string_view cells = g.substr(colon + 1);
      int last = -1;
      while (true) {
        const std::size_t comma = cells.find(',');
        const int c = parse_cell(cells.substr(0, comma));
        if (c < 0 || c <= last || cells.substr(0, comma) != cell_name(c)) {
          return sc.fail(Message("wykersham.bad_removed_cells", {":"}));
        }
        s.removed_cells |= std::uint64_t{1} << c;
        last = c;
        if (comma == std::string_view::npos) {
          break;
        }
        cells = cells.substr(comma + 1);
      }
      s.last_removed = static_cast<std::int8_t>(last);
    }
    std::uint64_t on_lines = 0;
    for (std::uint64_t m = s.goal_lines; m != 0; m &= m - 1) {
      const int id = __builtin_ctzll(m);
      int cells[kRails];
      line_cells(s, id, cells);
      for (int c : cells) {
        on_lines |= std::uint64_t{1} << c;
        if (((s.removed_cells >> c) & 1u) == 0 && s.marbles[s.player][c] == 0) {
          return sc.fail(Message("wykersham.goal_incomplete", {line_name(id), cell_name(c)},
                                 {colour_message(s.player)}));
        }
      }
    }
    if ((s.removed_cells & ~on_lines) != 0) {
      return sc.fail(Message("wykersham.removed_off_lines"));
    }
    Game::Actions legal;
    Game::legal_actions(s, legal);
    if (legal.empty()) {
      return sc.fail(Message("wykersham.goals_uncoverable"));
    }
  } else if (ph == Phase::kRemove) {
    return sc.fail(Message("wykersham.goals_needed", {"removal"}));
  }
  return std::nullopt;
}

// Every marble accounted for, and the hands as the turn says.
Failure check_marbles(Scanner& sc, const State& s, const Field* f) {
  const Phase ph = s.phase;
  const bool in_turn = in_a_turn(ph);
  const int player = s.player;
  const int next_turn = in_turn ? s.turn : s.turn + 1;
  sc.seek(f[4].at);
  for (int p = 0; p < 2; ++p) {
    // Turns completed by p before the current (or next) turn, then this turn's marbles.
    int before = 0;
    for (int k = 1; k < next_turn; ++k) {
      before += (k % 2 == 1 ? s.starter : 1 - s.starter) == p ? 1 : 0;
    }
    if (ph == Phase::kOver) {
      before = kTurns;
    }
    const int hand = kMarbles - 2 * before - (in_turn && p == player ? s.placed : 0);
    if (s.hand[p] != hand) {
      return sc.fail(Message("wykersham.hand_count",
                             {std::to_string(hand), std::to_string(s.hand[p])},
                             {player_message(p)}));
    }
    const int n = accounted(s, p);
    if (n != kMarbles) {
      return sc.fail(Message("wykersham.marble_total", {std::to_string(n)}, {player_message(p)}));
    }
  }
  return std::nullopt;
}

}  // namespace

Result<State> Game::parse_position(const Variant&, std::string_view text) {
  State s;
  Scanner sc(text, kPositionPart, Scanner::Lines::kOne);
  for (int r = 0; r < kRails; ++r) {
    if (Failure e = read_rail(sc, s, r)) {
      return *e;
    }
  }
  for (int p = 0; p < 2; ++p) {  // the cups holding a marble (State::cups)
    for (int c = 0; c < kCells; ++c) {
      if (s.marbles[p][c] != 0) {
        s.cups[p][rail_of(c)] = static_cast<std::uint16_t>(s.cups[p][rail_of(c)] | 1u << cup_of(c));
      }
    }
  }
  Field f[kFields];
  std::size_t extra = 0;
  const int nf = split_fields(text, sc.pos(), f, kFields - 1, &extra);
  if (nf < 0) {
    sc.seek(extra);
    return sc.fail(Message("wykersham.too_many_fields"));
  }
  if (nf != kFields - 1) {
    return sc.fail(Message("wykersham.field_count"));
  }
  for (auto read : {read_turn, read_holdings, read_dice, read_slides, read_goals}) {
    if (Failure e = read(sc, s, f)) {
      return *e;
    }
  }
  if (Failure e = check_marbles(sc, s, f)) {
    return *e;
  }
  return s;
}

}  // namespace marbles::wykersham
