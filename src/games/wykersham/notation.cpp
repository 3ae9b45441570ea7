// Wykersham notation, position text and board text. See rules.h and docs/NOTATION.md.
#include <cctype>

#include "core/bits.h"
#include "core/fields.h"
#include "games/wykersham/notation_parts.h"
#include "games/wykersham/rules.h"

namespace marbles::wykersham {

namespace {

constexpr char kColourLetter[2] = {'r', 'g'};
constexpr const char* kRowLabels[kCrossRows] = {"1", "2", "3", "n", "4", "5", "6"};
char lower(char c) {
  return static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
}

std::string lowered(std::string_view t) {
  std::string out(t);
  for (char& c : out) {
    c = lower(c);
  }
  return out;
}

// A number of marbles in a cup, 2-30 written, 1 implied (no leading zero).
std::string count_text(int n) {
  return n == 1 ? std::string() : std::to_string(n);
}

std::string cup_text(const State& s, int c) {
  const int r = s.marbles[0][c];
  const int g = s.marbles[1][c];
  if (r == 0 && g == 0) {
    return ".";
  }
  if (g == 0) {
    return count_text(r) + "r";
  }
  if (r == 0) {
    return count_text(g) + "g";
  }
  return "(" + count_text(r) + "r" + count_text(g) + "g)";
}

// The cross-rows of `rows` as a list (messages.h): "3", "3 and 5"; `code` joins two.
Message row_list(unsigned rows, std::string_view code = "wykersham.rows_and") {
  if (rows == 0) {
    return Message("wykersham.row", {std::string()});
  }
  const std::string label(kRowLabels[__builtin_ctz(rows)]);
  rows &= rows - 1;
  if (rows == 0) {
    return Message("wykersham.row", {label});
  }
  return Message(code, {label}, {row_list(rows, code)});
}

// The rows with their article in French: "la rangée 3", "les rangées 3 et 5".
Message rows_with_article(unsigned rows) {
  if (popcount32(rows) == 1) {
    return Message("wykersham.the_row", {std::string(kRowLabels[__builtin_ctz(rows)])});
  }
  return Message("wykersham.the_rows", {}, {row_list(rows)});
}

// Whether some cup of cross-row x may take a marble of the player to move.
bool row_has_cup(const State& s, int x) {
  for (int r = 0; r < kRails; ++r) {
    if (((s.slid >> r) & 1u) == 0 &&
        (x == kRowN || s.marbles[1 - s.player][row_cell(s, x, r)] == 0)) {
      return true;
    }
  }
  return false;
}

// Why the placement a (typed as t) is not legal here.
Message why_illegal_placement(const State& s, Action a, const std::string& t) {
  const int p = s.player;
  const unsigned open = open_rows(s);
  Game::Actions legal;
  Game::legal_actions(s, legal);
  if (legal.contains(kForfeit)) {
    int die = 0;
    for (int d = 1; d >= 0; --d) {
      die = ((s.used >> d) & 1u) == 0 && !row_has_cup(s, row_of_value(s.dice[d])) ? s.dice[d] : die;
    }
    return Message("wykersham.forfeit_first",
                   {t, kRowLabels[row_of_value(die)], std::to_string(die), "forfeit"},
                   {player_message(1 - p)});
  }
  if (a == kForfeit) {
    return Message("wykersham.no_forfeit", {t}, {row_list(open)});
  }
  if (!is_place(a)) {
    return Message("wykersham.place_now", {t, kRowLabels[__builtin_ctz(open)]},
                   {row_list(open, "wykersham.rows_or")});
  }
  const int x = place_row(a);
  const int r = place_rail(a);
  if (((open >> x) & 1u) == 0) {
    if (s.dice[0] == s.dice[1] && x == row_of_value(s.dice[0])) {
      return Message("wykersham.double_row", {t, kRowLabels[x]});
    }
    return Message("wykersham.row_closed", {t}, {rows_with_article(open)});
  }
  if ((s.slid >> r) & 1u) {
    return Message("wykersham.rail_slid", {t, std::string(1, rail_letter(r))});
  }
  const int c = row_cell(s, x, r);
  return Message("wykersham.cup_taken", {t, cell_name(c)},
                 {count_message(s.marbles[1 - p][c], 1 - p)});
}

// Why the action a (typed as `text`) is not legal here.
Message why_illegal(const State& s, Action a, std::string_view text) {
  const std::string t(text);
  const int p = s.player;
  switch (s.phase) {
    case Phase::kOver:
      return Message("wykersham.game_over", {t});
    case Phase::kRollOff:
      return Message("wykersham.roll_off_now", {t, "red", "green"});
    case Phase::kRoll:
      return Message("wykersham.roll_now", {t});
    default:
      break;
  }
  if (s.phase == Phase::kPlace) {
    return why_illegal_placement(s, a, t);
  }
  if (s.phase == Phase::kSlide) {
    const int r = s.slide_rail;
    const std::string rail(1, rail_letter(r));
    if (a != kSlideMinus && a != kSlidePlus && a != kSlideNone) {
      return Message("wykersham.slide_now", {t, rail});
    }
    const bool scores = goals_of_slide(s, p, r, -1) != 0 && slide_ok(s, r, -1);
    const bool scores_plus = goals_of_slide(s, p, r, +1) != 0 && slide_ok(s, r, +1);
    if (scores || scores_plus) {
      return Message("wykersham.must_score", {t, rail, scores ? "-" : "+"});
    }
    const int dir = a == kSlidePlus ? 1 : -1;
    if (s.slide_dir != 0 && s.slide_dir != dir) {
      return Message("wykersham.same_way", {t, s.slide_dir > 0 ? "+" : "-"});
    }
    return Message("wykersham.slide_limit",
                   {t, rail, signed_number(s.offset[r]), std::to_string(kMaxOffset)});
  }
  // Removals.
  if (a == kDone) {
    return Message("wykersham.done_early", {t});
  }
  if (!is_remove(a)) {
    return Message("wykersham.remove_now", {t, "done"});
  }
  const int c = remove_cell(a);
  int lines_at = 0;
  for (std::uint64_t g = s.goal_lines; g != 0; g &= g - 1) {
    int cells[kRails];
    line_cells(s, __builtin_ctzll(g), cells);
    for (int d : cells) {
      lines_at += d == c ? 1 : 0;
    }
  }
  if (lines_at == 0) {
    return Message("wykersham.off_line", {t, cell_name(c)});
  }
  if (s.marbles[p][c] == 0) {
    return Message("wykersham.no_own_marble", {t, cell_name(c)}, {colour_message(p)});
  }
  if (c < s.last_removed) {
    return Message("wykersham.removal_order", {t, cell_name(s.last_removed)});
  }
  return Message("wykersham.removal_blocks", {t});
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// Cells, rows

std::string cell_name(int c) {
  if (c < 0 || c >= kCells) {
    return "?";
  }
  return std::string(1, rail_letter(rail_of(c))) + std::to_string(cup_of(c) + 1);
}

int parse_cell(std::string_view text) {
  if (text.size() < 2 || text.size() > 3) {
    return -1;
  }
  const char r = lower(text[0]);
  if (r < 'a' || r >= 'a' + kRails || text[1] < '1' || text[1] > '9') {
    return -1;
  }
  int k = text[1] - '0';
  if (text.size() == 3) {
    if (text[2] < '0' || text[2] > '9') {
      return -1;
    }
    k = k * 10 + (text[2] - '0');
  }
  return k <= kCupsPerRail ? cell(r - 'a', k - 1) : -1;
}

std::string_view row_label(int x) {
  return x >= 0 && x < kCrossRows ? kRowLabels[x] : "?";
}

// ---------------------------------------------------------------------------------------------
// Actions

std::string Game::action_text(const State& s, Action a) {
  if (is_roll(a)) {
    return std::to_string(roll_lo(a)) + "-" + std::to_string(roll_hi(a));
  }
  if (a == kRollOffRed || a == kRollOffGreen) {
    return kColour[a - kRollOffRed];
  }
  if (is_place(a)) {
    return std::string(kRowLabels[place_row(a)]) + rail_letter(place_rail(a));
  }
  if (a == kForfeit) {
    return "forfeit";
  }
  if (a == kSlideMinus || a == kSlidePlus || a == kSlideNone) {
    const int r = s.slide_rail;
    std::string out(1, r >= 0 && r < kRails ? rail_letter(r) : '?');
    out += a == kSlideMinus ? '-' : (a == kSlidePlus ? '+' : '=');
    if (a != kSlideNone && r >= 0 && r < kRails &&
        goals_of_slide(s, s.player, r, a == kSlidePlus ? 1 : -1) != 0) {
      out += '!';
    }
    return out;
  }
  if (is_remove(a)) {
    return "x" + cell_name(remove_cell(a));
  }
  if (a == kDone) {
    return "done";
  }
  return "?";
}

Result<Action> Game::parse_action(const State& s, std::string_view text) {
  const std::string t(text);
  const std::string l = lowered(text);
  Action a = kNoAction;
  bool mark = false;  // a slide written with '!'
  if (l == "red" || l == "green") {
    a = l == "red" ? kRollOffRed : kRollOffGreen;
  } else if (l == "forfeit") {
    a = kForfeit;
  } else if (l == "done") {
    a = kDone;
  } else if (l.size() == 3 && l[1] == '-' && std::isdigit(static_cast<unsigned char>(l[0])) &&
             std::isdigit(static_cast<unsigned char>(l[2]))) {
    const int lo = l[0] - '0';
    const int hi = l[2] - '0';
    if (lo < 1 || lo > 6 || hi < 1 || hi > 6) {
      return make_error(Message("wykersham.die_range", {t}));
    }
    if (lo > hi) {
      return make_error(
          Message("wykersham.roll_order", {t, std::to_string(hi), std::to_string(lo)}));
    }
    a = roll_action(lo, hi);
  } else if (!l.empty() && l[0] == 'x') {
    const int c = parse_cell(std::string_view(l).substr(1));
    if (c < 0) {
      return make_error(Message("wykersham.bad_removal", {t}));
    }
    a = remove_action(c);
  } else if (l.size() == 2 && l[1] >= 'a' && l[1] < 'a' + kRails &&
             std::string_view("123n456").find(l[0]) != std::string_view::npos) {
    a = place_action(static_cast<int>(std::string_view("123n456").find(l[0])), l[1] - 'a');
  } else if ((l.size() == 2 || (l.size() == 3 && l[2] == '!')) && l[0] >= 'a' &&
             l[0] < 'a' + kRails && (l[1] == '+' || l[1] == '-' || l[1] == '=')) {
    mark = l.size() == 3;
    if (s.phase == Phase::kSlide && l[0] - 'a' != s.slide_rail) {
      return make_error(
          Message("wykersham.other_rail", {t, std::string(1, rail_letter(s.slide_rail))}));
    }
    if (l[1] == '=' && mark) {
      return make_error(Message("wykersham.stay_no_goal", {t, std::string(text.substr(0, 2))}));
    }
    a = l[1] == '-' ? kSlideMinus : (l[1] == '+' ? kSlidePlus : kSlideNone);
  } else {
    return make_error(Message("wykersham.unknown_move", {t}));
  }
  const int to_move = Game::to_move(s);
  if (to_move == kChance) {
    Chances chances;
    chance_outcomes(s, chances);
    for (const ChanceOutcome& c : chances) {
      if (c.action == a) {
        return a;
      }
    }
    return make_error(why_illegal(s, a, text));
  }
  Actions legal;
  legal_actions(s, legal);
  if (!legal.contains(a)) {
    return make_error(why_illegal(s, a, text));
  }
  if (mark && goals_of_slide(s, s.player, s.slide_rail, a == kSlidePlus ? 1 : -1) == 0) {
    return make_error(Message("wykersham.mark_no_goal", {t, "!"}));
  }
  return a;
}

// ---------------------------------------------------------------------------------------------
// Position text

std::string Game::position_text(const State& s) {
  std::string out;
  for (int r = 0; r < kRails; ++r) {
    out += signed_number(s.offset[r]) + ":";
    for (int k = 0; k < kCupsPerRail; ++k) {
      out += cup_text(s, cell(r, k));
    }
    out += r + 1 < kRails ? '/' : ' ';
  }
  out += std::string(phase(s)) + ' ';
  out += kColourLetter[s.player & 1];
  out += ' ';
  out += s.phase == Phase::kRollOff ? '-' : kColourLetter[s.starter & 1];
  out += ' ' + std::to_string(s.turn);
  out += ' ' + std::to_string(s.hand[0]) + "," + std::to_string(s.hand[1]);
  out += ' ' + std::to_string(s.taken[0]) + "+" + std::to_string(s.gifts[0]) + "," +
         std::to_string(s.taken[1]) + "+" + std::to_string(s.gifts[1]);
  out += ' ' + (s.dice[0] == 0 ? std::string("-")
                               : std::to_string(s.dice[0]) + "-" + std::to_string(s.dice[1]));
  out += ' ' + std::to_string(s.used);
  out += ' ';
  if (s.slid == 0) {
    out += '-';
  } else {
    for (int r = 0; r < kRails; ++r) {
      if ((s.slid >> r) & 1u) {
        out += rail_letter(r);
      }
    }
    out += s.slide_dir > 0 ? '+' : '-';
  }
  out += ' ';
  out += s.slide_rail >= 0 && s.slide_rail < kRails ? rail_letter(s.slide_rail) : '-';
  out += ' ';
  if (s.goal_lines == 0) {
    out += '-';
  } else {
    bool first = true;
    for (std::uint64_t g = s.goal_lines; g != 0; g &= g - 1) {
      out += (first ? "" : ",") + line_name(__builtin_ctzll(g));
      first = false;
    }
    first = true;
    for (std::uint64_t m = s.removed_cells; m != 0; m &= m - 1) {
      out += (first ? ":" : ",") + cell_name(__builtin_ctzll(m));
      first = false;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Board text

std::string Game::board_text(const State& s) {
  // Positions +7 (top) to -7 (bottom); rails a-e across. Cross-row labels on the left.
  std::string out = "       a      b      c      d      e\n";
  for (int pos = 7; pos >= -7; --pos) {
    const int x = pos + 3;
    std::string line = x >= 0 && x < kCrossRows ? std::string(kRowLabels[x]) : " ";
    line += pos > 0 ? " +" + std::to_string(pos) : (pos == 0 ? "  0" : " " + std::to_string(pos));
    while (line.size() < 5) {
      line += ' ';
    }
    for (int r = 0; r < kRails; ++r) {
      const int k = pos + 5 - s.offset[r];
      std::string cup = k >= 0 && k < kCupsPerRail ? cup_text(s, cell(r, k)) : "";
      while (cup.size() < 7) {
        cup = (cup.size() % 2 == 0 ? "" : " ") + cup + (cup.size() % 2 == 0 ? " " : "");
      }
      line += cup;
    }
    while (!line.empty() && line.back() == ' ') {
      line.pop_back();
    }
    out += line + "\n";
  }
  out += "offsets";
  for (int r = 0; r < kRails; ++r) {
    out += " " + std::string(1, rail_letter(r)) + signed_number(s.offset[r]);
  }
  out += "\n" + std::string(phase(s)) + ", turn " + std::to_string(s.turn) + ", ";
  if (s.phase == Phase::kOver) {
    const int a = score(s, 0);
    const int b = score(s, 1);
    out += a == b ? "draw" : std::string(kColour[a > b ? 0 : 1]) + " won";
  } else {
    out += std::string(kColour[s.player & 1]) +
           (s.phase == Phase::kRollOff || s.phase == Phase::kRoll ? " rolls next" : " to move");
  }
  if (s.dice[0] != 0) {
    out += ", dice " + std::to_string(s.dice[0]) + "-" + std::to_string(s.dice[1]) + " used " +
           std::to_string(s.used);
  }
  if (s.slid != 0) {
    out += ", slid ";
    for (int r = 0; r < kRails; ++r) {
      if ((s.slid >> r) & 1u) {
        out += rail_letter(r);
      }
    }
    out += s.slide_dir > 0 ? '+' : '-';
  }
  if (s.slide_rail >= 0) {
    out += ", rail " + std::string(1, rail_letter(s.slide_rail)) + " may slide";
  }
  if (s.goal_lines != 0) {
    out += ", goal";
    for (std::uint64_t g = s.goal_lines; g != 0; g &= g - 1) {
      out += " " + line_name(__builtin_ctzll(g));
    }
    for (std::uint64_t m = s.removed_cells; m != 0; m &= m - 1) {
      out += " x" + cell_name(__builtin_ctzll(m));
    }
  }
  out += "\nhands red " + std::to_string(s.hand[0]) + " green " + std::to_string(s.hand[1]) +
         "; trays red " + std::to_string(s.taken[0]) + "+" + std::to_string(s.gifts[0]) +
         " green " + std::to_string(s.taken[1]) + "+" + std::to_string(s.gifts[1]) + "\n";
  return out;
}

int Game::cell_from_text(const State&, std::string_view text) {
  return parse_cell(text);
}

std::string Game::cell_to_text(const State&, int c) {
  return cell_name(c);
}

}  // namespace marbles::wykersham
