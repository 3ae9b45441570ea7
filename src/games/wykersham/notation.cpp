// Wykersham notation, position text and board text. See rules.h and docs/NOTATION.md.
#include <cctype>

#include "core/bits.h"
#include "core/fields.h"
#include "core/lang.h"
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

std::string row_list(unsigned rows) {
  std::string out;
  for (int x = 0; x < kCrossRows; ++x) {
    if ((rows >> x) & 1u) {
      out += (out.empty() ? "" : msg(" and ", " et ")) + std::string(kRowLabels[x]);
    }
  }
  return out;
}

// The rows in French with their article: "la rangée 3", "les rangées 3 et 5"; with `either`,
// "la rangée 3 ou 5".
std::string rows_fr(unsigned rows, bool either = false) {
  if (either) {
    std::string out;
    for (int x = 0; x < kCrossRows; ++x) {
      if ((rows >> x) & 1u) {
        out += (out.empty() ? "" : " ou ") + std::string(kRowLabels[x]);
      }
    }
    return "la rangée " + out;
  }
  return (popcount32(rows) == 1 ? "la rangée " : "les rangées ") + row_list(rows);
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

// The marbles of the opponent of p in cup c, as words.
std::string holds(const State& s, int c, int p) {
  const int n = s.marbles[1 - p][c];
  if (french()) {
    return std::to_string(n) + (n == 1 ? " bille " : " billes ") + kMarbleFr[1 - p] +
           (n == 1 ? "" : "s");
  }
  return std::to_string(n) + " " + kColour[1 - p] + " marble" + (n == 1 ? "" : "s");
}

// Why the placement a (its text quoted in t) is not legal here.
std::string why_illegal_placement(const State& s, Action a, const std::string& t) {
  const int p = s.player;
  const bool fr = french();
  const unsigned open = open_rows(s);
  Game::Actions legal;
  Game::legal_actions(s, legal);
  if (legal.contains(kForfeit)) {
    int die = 0;
    for (int d = 1; d >= 0; --d) {
      die = ((s.used >> d) & 1u) == 0 && !row_has_cup(s, row_of_value(s.dice[d])) ? s.dice[d] : die;
    }
    const std::string row(kRowLabels[row_of_value(die)]);
    if (fr) {
      return t + "aucune ouverture de la rangée " + row +
             " ne peut recevoir votre bille, donc le dé " + std::to_string(die) +
             " est d’abord perdu (" + quoted("forfeit") + ", un point pour les " +
             kPlayerFr[1 - p] + ")";
    }
    return t + "no cup of cross-row " + row + " may take a marble, so the die " +
           std::to_string(die) + " is forfeited first ('forfeit', one point for " + kColour[1 - p] +
           ")";
  }
  if (a == kForfeit) {
    return t +
           msg("every remaining die has a cup on its cross-row (",
               "chaque dé restant a une ouverture sur sa rangée (") +
           row_list(open) +
           msg("): a marble is forfeited only when its cross-row offers no cup",
               ")\xC2\xA0: une bille n’est perdue que si sa rangée n’offre aucune ouverture");
  }
  if (!is_place(a)) {
    const std::string example = std::string(kRowLabels[__builtin_ctz(open)]) + "b)";
    return fr ? t + "une bille est à placer maintenant, sur " + rows_fr(open, true) + " (comme " +
                    example
              : t + "a marble is to be placed now, on cross-row " + row_list(open) + " (like " +
                    example;
  }
  const int x = place_row(a);
  const int r = place_rail(a);
  if (((open >> x) & 1u) == 0) {
    if (s.dice[0] == s.dice[1] && x == row_of_value(s.dice[0])) {
      return t +
             msg("on a double, at most one marble goes to cross-row ",
                 "sur un double, une bille au plus va sur la rangée ") +
             std::string(kRowLabels[x]) + msg(" (the other to n)", " (l’autre sur n)");
    }
    return fr ? t + "les dés ne permettent que " + rows_fr(open)
              : t + "the dice allow cross-row " + row_list(open) + " only";
  }
  if ((s.slid >> r) & 1u) {
    return t + msg("rail ", "le rail ") + rail_letter(r) +
           msg(" slid this turn and takes no more marble",
               " a déjà glissé pendant ce tour et ne reçoit plus de bille");
  }
  const int c = row_cell(s, x, r);
  return t + msg("cup ", "l’ouverture ") + cell_name(c) + msg(" holds ", " contient ") +
         holds(s, c, p) +
         msg(" (only cups on cross-row n are shared)",
             " (seules les ouvertures de la rangée n se partagent)");
}

// Why the action a (read from `text`) is not legal here.
std::string why_illegal(const State& s, Action a, std::string_view text) {
  const std::string t = quoted(text) + colon();
  const int p = s.player;
  const bool fr = french();
  switch (s.phase) {
    case Phase::kOver:
      return fr ? "la partie est finie\xC2\xA0: " + quoted(text) + " ne peut pas être joué"
                : "the game is over: " + quoted(text) + " cannot be played";
    case Phase::kRollOff:
      return t +
             msg("the game opens with the roll-off, ", "la partie s’ouvre par le tirage au dé, ") +
             quoted("red") + msg(" or ", " ou ") + quoted("green") +
             msg(" (who starts)", " (qui commence)");
    case Phase::kRoll:
      return t + msg("the dice are to be rolled now (like 3-5, the lower die first)",
                     "les dés sont à lancer maintenant (comme 3-5, le plus petit dé d’abord)");
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
      return fr ? t + "faites glisser le rail " + rail + " ou laissez-le en place maintenant (" +
                      rail + "-, " + rail + "+ ou " + rail + "=)"
                : t + "rail " + rail + " is to slide or not now (" + rail + "-, " + rail + "+ or " +
                      rail + "=)";
    }
    const bool scores = goals_of_slide(s, p, r, -1) != 0 && slide_ok(s, r, -1);
    const bool scores_plus = goals_of_slide(s, p, r, +1) != 0 && slide_ok(s, r, +1);
    if (scores || scores_plus) {
      return t + msg("a slide of rail ", "un glissement du rail ") + rail +
             msg(" scores a goal, and scoring is compulsory (",
                 " marque un but, et marquer est obligatoire (") +
             rail + (scores ? "-!" : "+!") + ")";
    }
    const int dir = a == kSlidePlus ? 1 : -1;
    if (s.slide_dir != 0 && s.slide_dir != dir) {
      return t +
             msg("this turn's first slide went ",
                 "le premier glissement de ce tour est allé vers ") +
             (s.slide_dir > 0 ? "+" : "-") +
             msg(", so a second slide goes the same way", ", donc le second va dans le même sens");
    }
    return fr ? t + "le rail " + rail + " est déjà décalé de " + signed_number(s.offset[r]) +
                    " et ne glisse pas au-delà de " + std::to_string(kMaxOffset) +
                    " crans de part et d’autre du milieu"
              : t + "rail " + rail + " is at offset " + signed_number(s.offset[r]) +
                    " and slides at most " + std::to_string(kMaxOffset) + " notches either way";
  }
  // Removals.
  if (a == kDone) {
    return t + msg("take at least one marble from every cup of a completed line first (or none "
                   "at all)",
                   "retirez d’abord au moins une bille de chaque ouverture d’une ligne complétée "
                   "(ou aucune)");
  }
  if (!is_remove(a)) {
    return t +
           msg("marbles of the goal are to be removed now (like xb7), or ",
               "les billes du but sont à retirer maintenant (comme xb7), ou ") +
           quoted("done");
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
    return t + msg("cup ", "l’ouverture ") + cell_name(c) +
           msg(" is not on a completed line", " n’est pas sur une ligne complétée");
  }
  if (s.marbles[p][c] == 0) {
    return fr ? t + "l’ouverture " + cell_name(c) + " ne contient aucune bille " + kMarbleFr[p]
              : t + "cup " + cell_name(c) + " holds no " + kColour[p] + " marble";
  }
  if (c < s.last_removed) {
    return t +
           msg("removals go in cell order (rail a to e, cups 1 to 11), and the last one was from ",
               "les retraits se font dans l’ordre des ouvertures (rails a à e, ouvertures 1 à "
               "11), et le dernier était en ") +
           cell_name(s.last_removed);
  }
  return t + msg("after it no completed line could still have a marble taken from every cup "
                 "(removals go in cell order, rail a to e, cups 1 to 11)",
                 "après ce retrait, plus aucune ligne complétée ne pourrait perdre une bille de "
                 "chaque ouverture (les retraits se font dans l’ordre des ouvertures, rails a à "
                 "e, ouvertures 1 à 11)");
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
  const std::string t = quoted(text);
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
      return make_error(t + colon() + msg("dice show 1 to 6", "les dés vont de 1 à 6"));
    }
    if (lo > hi) {
      return make_error(t + colon() +
                        msg("a roll is written with the lower die first (",
                            "un jet s’écrit avec le plus petit dé d’abord (") +
                        std::to_string(hi) + "-" + std::to_string(lo) + ")");
    }
    a = roll_action(lo, hi);
  } else if (!l.empty() && l[0] == 'x') {
    const int c = parse_cell(std::string_view(l).substr(1));
    if (c < 0) {
      return make_error(t + colon() +
                        msg("a removal names a cup, rail a-e and cup 1-11 (like xb7)",
                            "un retrait nomme une ouverture, rail a-e et ouverture 1-11 (comme "
                            "xb7)"));
    }
    a = remove_action(c);
  } else if (l.size() == 2 && l[1] >= 'a' && l[1] < 'a' + kRails &&
             std::string_view("123n456").find(l[0]) != std::string_view::npos) {
    a = place_action(static_cast<int>(std::string_view("123n456").find(l[0])), l[1] - 'a');
  } else if ((l.size() == 2 || (l.size() == 3 && l[2] == '!')) && l[0] >= 'a' &&
             l[0] < 'a' + kRails && (l[1] == '+' || l[1] == '-' || l[1] == '=')) {
    mark = l.size() == 3;
    if (s.phase == Phase::kSlide && l[0] - 'a' != s.slide_rail) {
      return make_error(t + colon() + msg("only rail ", "seul le rail ") +
                        std::string(1, rail_letter(s.slide_rail)) +
                        msg(", which just took a marble, may slide now",
                            ", qui vient de recevoir une bille, peut glisser maintenant"));
    }
    if (l[1] == '=' && mark) {
      return make_error(
          t + colon() +
          msg("no slide scores no goal (write ", "ne pas glisser ne marque aucun but (écrivez ") +
          std::string(text.substr(0, 2)) + ")");
    }
    a = l[1] == '-' ? kSlideMinus : (l[1] == '+' ? kSlidePlus : kSlideNone);
  } else {
    return make_error(
        t + msg(" is not a Wykersham move (examples: red or green for the roll-off, 3-5 for a "
                "roll, 3b or nd to place a marble on cross-row 3 or n, b+ b- b= to slide the rail "
                "just used or not, xb7 to remove a marble, done, forfeit)",
                " n’est pas un coup de Wykersham (exemples\xC2\xA0: red ou green pour le tirage "
                "au dé, 3-5 pour un jet, 3b ou nd pour placer une bille sur la rangée 3 ou n, b+ "
                "b- b= pour faire glisser ou non le rail qui vient de servir, xb7 pour retirer une "
                "bille, done, forfeit)"));
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
    return make_error(t + colon() +
                      msg("this slide scores no goal (write it without ",
                          "ce glissement ne marque aucun but (écrivez-le sans ") +
                      quoted("!") + ")");
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

}  // namespace marbles::wykersham
