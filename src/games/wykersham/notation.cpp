// Wykersham notation, position text and board text. See rules.h and docs/NOTATION.md.
#include <cctype>

#include "core/fields.h"
#include "core/lang.h"
#include "games/wykersham/rules.h"

namespace marbles::wykersham {

namespace {

constexpr const char* kColour[2] = {"red", "green"};
// The players in French (as the page names them), and their marbles, one or more.
constexpr const char* kPlayerFr[2] = {"Rouges", "Verts"};
constexpr const char* kMarbleFr[2] = {"rouge", "verte"};
constexpr char kColourLetter[2] = {'r', 'g'};
constexpr const char* kRowLabels[kCrossRows] = {"1", "2", "3", "n", "4", "5", "6"};
constexpr char kKindLetter[3] = {'s', 'r', 'f'};
constexpr int kFields = 12;  // the board and 11 fields after it

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

char rail_letter(int r) {
  return static_cast<char>('a' + r);
}

std::string signed_number(int v) {
  return v > 0 ? "+" + std::to_string(v) : std::to_string(v);
}

// "s0", "r+2", "f-1": the line's kind and its position on rail c.
std::string line_name(int id) {
  return std::string(1, kKindLetter[line_kind(id)]) + signed_number(line_q(id));
}

int parse_line(std::string_view t) {
  if (t.size() < 2 || t.size() > 3) {
    return -1;
  }
  int kind = -1;
  for (int k = 0; k < 3; ++k) {
    kind = t[0] == kKindLetter[k] ? k : kind;
  }
  if (kind < 0) {
    return -1;
  }
  for (int q = -5; q <= 5; ++q) {
    if (signed_number(q) == t.substr(1)) {
      return line_id(kind, q);
    }
  }
  return -1;
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

// The marbles the player has accounted for: board + hand + own removed + forfeited (the
// opponent's gifts).
int accounted(const State& s, int p) {
  int n = s.hand[p] + s.taken[p] + s.gifts[1 - p];
  for (int c = 0; c < kCells; ++c) {
    n += s.marbles[p][c];
  }
  return n;
}

// Whether cup c ever crosses cross-row n (the only place both colours can meet in a cup).
bool can_share(int c) {
  const int k = cup_of(c);
  return rail_of(c) == kFixedRail ? k == 5 : (k >= 5 - kMaxOffset && k <= 5 + kMaxOffset);
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
  return (__builtin_popcount(rows) == 1 ? "la rangée " : "les rangées ") + row_list(rows);
}

bool slide_ok(const State& s, int rail, int dir) {
  if (rail == kFixedRail || ((s.slid >> rail) & 1u) != 0) {
    return false;
  }
  if (s.slide_dir != 0 && s.slide_dir != dir) {
    return false;
  }
  const int o = s.offset[rail] + dir;
  return o >= -kMaxOffset && o <= kMaxOffset;
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
    const unsigned open = open_rows(s);
    Game::Actions legal;
    Game::legal_actions(s, legal);
    if (legal.contains(kForfeit)) {
      int die = 0;
      for (int d = 1; d >= 0; --d) {
        die =
            ((s.used >> d) & 1u) == 0 && !row_has_cup(s, row_of_value(s.dice[d])) ? s.dice[d] : die;
      }
      const std::string row(kRowLabels[row_of_value(die)]);
      if (fr) {
        return t + "aucune ouverture de la rangée " + row +
               " ne peut recevoir votre bille, donc le dé " + std::to_string(die) +
               " est d’abord perdu (" + quoted("forfeit") + ", un point pour les " +
               kPlayerFr[1 - p] + ")";
      }
      return t + "no cup of cross-row " + row + " may take a marble, so the die " +
             std::to_string(die) + " is forfeited first ('forfeit', one point for " +
             kColour[1 - p] + ")";
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

Result<State> Game::parse_position(const Variant&, std::string_view text) {
  State s;
  std::size_t i = 0;
  auto fail = [&](const std::string& why) {
    return make_error("position" + std::string(colon()) + why, 1, static_cast<int>(i) + 1);
  };
  auto at = [&](std::size_t j) { return j < text.size() ? text[j] : '\0'; };
  // A count of 2-30 before a colour letter; 1 when none is written. -1 on a bad count.
  auto count = [&]() {
    if (at(i) < '0' || at(i) > '9') {
      return 1;
    }
    int n = 0;
    const std::size_t start = i;
    while (at(i) >= '0' && at(i) <= '9' && i - start < 3) {
      n = n * 10 + (at(i) - '0');
      ++i;
    }
    if (text[start] == '0' || n < 2 || n > kMarbles) {
      i = start;
      return -1;
    }
    return n;
  };
  const std::string cup_help =
      msg(" (a cup is ", " (une ouverture s’écrit ") + quoted(".") +
      msg(", r or g with a count before it from 2 on (3r), or both colours in parentheses (2rg))",
          ", r ou g précédé d’un nombre à partir de 2 (3r), ou les deux couleurs entre "
          "parenthèses (2rg))");
  for (int r = 0; r < kRails; ++r) {
    int o = 99;
    for (int v = -kMaxOffset; v <= kMaxOffset; ++v) {
      const std::string w = signed_number(v) + ":";
      if (text.substr(i, w.size()) == w) {
        o = v;
      }
    }
    if (o == 99) {
      return fail(msg("rail ", "le rail ") + std::string(1, rail_letter(r)) +
                  msg(" must start with its offset and ", " doit commencer par son décalage et ") +
                  quoted(":") + msg(" (-2:, -1:, 0:, +1: or +2:)", " (-2:, -1:, 0:, +1: ou +2:)"));
    }
    if (r == kFixedRail && o != 0) {
      return fail(msg("rail c is fixed: its offset is always 0",
                      "le rail c est fixe\xC2\xA0: son décalage est toujours 0"));
    }
    s.offset[r] = static_cast<std::int8_t>(o);
    i += o == 0 ? 2 : 3;
    for (int k = 0; k < kCupsPerRail; ++k) {
      const int c = cell(r, k);
      const char ch = at(i);
      if (ch == '.') {
        ++i;
        continue;
      }
      if (ch == '(') {
        // A count of -1: the number itself is wrong.
        const auto paren_error = [](int n) {
          return msg("a cup in parentheses holds red then green marbles, like (2rg)",
                     "une ouverture entre parenthèses contient des billes rouges puis vertes, "
                     "comme (2rg)") +
                 (n < 0 ? colon() + std::string(
                                        msg("counts go from 2 to 30", "les nombres vont de 2 à 30"))
                        : std::string());
        };
        ++i;
        const int nr = count();
        if (nr < 0 || at(i) != 'r') {
          return fail(paren_error(nr));
        }
        ++i;
        const int ng = count();
        if (ng < 0 || at(i) != 'g' || at(i + 1) != ')') {
          return fail(paren_error(ng));
        }
        i += 2;
        if (!can_share(c)) {
          i -= 2;
          return fail(msg("cup ", "l’ouverture ") + cell_name(c) +
                      msg(" holds both colours, but it never crosses cross-row n (the only place "
                          "where both may share a cup)",
                          " contient les deux couleurs, mais elle ne croise jamais la rangée n "
                          "(le seul endroit où les deux peuvent partager une ouverture)"));
        }
        s.marbles[0][c] = static_cast<std::uint8_t>(nr);
        s.marbles[1][c] = static_cast<std::uint8_t>(ng);
        continue;
      }
      const int n = count();
      if (n < 0) {
        return fail(msg("a count of marbles in a cup goes from 2 to 30 (one marble: just r or g)",
                        "le nombre de billes d’une ouverture va de 2 à 30 (pour une seule "
                        "bille\xC2\xA0: r ou g, sans nombre)"));
      }
      if (at(i) != 'r' && at(i) != 'g') {
        return fail(at(i) == '/' || at(i) == ' ' || at(i) == '\0'
                        ? msg("rail ", "le rail ") + std::string(1, rail_letter(r)) +
                              msg(" ends early: 11 cups needed",
                                  " s’arrête trop tôt\xC2\xA0: il faut 11 ouvertures")
                        : quoted(text.substr(i, 1)) +
                              msg(" is not a cup", " n’est pas une ouverture") + cup_help);
      }
      s.marbles[at(i) == 'r' ? 0 : 1][c] = static_cast<std::uint8_t>(n);
      ++i;
    }
    const char sep = r + 1 < kRails ? '/' : ' ';
    if (at(i) != sep) {
      return fail(
          r + 1 < kRails
              ? msg("expected ", "il manque ") + quoted("/") +
                    msg(" after the 11 cups of rail ", " après les 11 ouvertures du rail ") +
                    std::string(1, rail_letter(r))
              : std::string(msg("expected a space after the 11 cups of rail e",
                                "il manque une espace après les 11 ouvertures du rail e")));
    }
    ++i;
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
  const int nf = split_fields(text, i, f, kFields - 1, &extra);
  if (nf < 0) {
    i = extra;
    return fail(msg("too many fields after the board", "trop de champs après le plateau"));
  }
  if (nf != kFields - 1) {
    return fail(msg(
        "expected 11 fields after the board: phase, player to move (r or g), starter (r, g, or "
        "- before the roll-off), turn, hands (red,green), trays (taken+gifts for red, then "
        "green), dice (like 3-5, or -), dice used (0-3), rails slid with the direction (like "
        "bd+, or -), rail waiting for its slide (or -), goal lines and cells removed from (like "
        "s0,r+1:b6,c6, or -)",
        "il faut 11 champs après le plateau\xC2\xA0: phase, joueur qui doit jouer (r ou g), "
        "premier joueur (r, g, ou - avant le tirage au dé), tour, billes en main (rouges,vertes), "
        "cuvettes (retirées+reçues pour les Rouges, puis les Verts), dés (comme 3-5, ou -), dés "
        "joués "
        "(0-3), rails glissés avec le sens (comme bd+, ou -), rail qui attend son glissement (ou "
        "-), lignes du but et ouvertures déjà touchées par le retrait (comme s0,r+1:b6,c6, ou "
        "-)"));
  }
  // Phase.
  i = f[0].at;
  static constexpr Phase kPhases[6] = {Phase::kRollOff, Phase::kRoll,   Phase::kPlace,
                                       Phase::kSlide,   Phase::kRemove, Phase::kOver};
  bool found = false;
  for (Phase ph : kPhases) {
    State probe;
    probe.phase = ph;
    if (phase(probe) == f[0].text) {
      s.phase = ph;
      found = true;
    }
  }
  if (!found) {
    if (french()) {
      std::string names;
      for (Phase p : kPhases) {
        State probe;
        probe.phase = p;
        names += (names.empty() ? "" : (p == Phase::kOver ? " ou " : ", ")) + quoted(phase(probe));
      }
      return fail("la phase doit être " + names);
    }
    return fail("the phase must be roll-off, roll, placement, slide, removal or over");
  }
  const Phase ph = s.phase;
  const bool in_turn = ph == Phase::kPlace || ph == Phase::kSlide || ph == Phase::kRemove;
  // Player, starter, turn.
  auto colour = [](std::string_view t) { return t == "r" ? 0 : (t == "g" ? 1 : -1); };
  i = f[1].at;
  const int player = colour(f[1].text);
  if (player < 0) {
    return fail(msg("the player to move must be r or g", "le joueur qui doit jouer est r ou g"));
  }
  s.player = static_cast<std::uint8_t>(player);
  i = f[2].at;
  if (ph == Phase::kRollOff) {
    if (f[2].text != "-") {
      return fail(msg("before the roll-off the starter is ",
                      "avant le tirage au dé, le premier joueur est ") +
                  quoted("-"));
    }
  } else {
    const int starter = colour(f[2].text);
    if (starter < 0) {
      return fail(msg("the starter (the roll-off's winner) must be r or g",
                      "le premier joueur (le gagnant du tirage au dé) est r ou g"));
    }
    s.starter = static_cast<std::uint8_t>(starter);
  }
  i = f[3].at;
  const int turn = small_number(f[3].text, 2 * kTurns);
  if (turn < 0) {
    return fail(msg("the turn must be a number from 0 to 30", "le tour est un nombre de 0 à 30"));
  }
  s.turn = static_cast<std::uint8_t>(turn);
  const int min_turn = in_turn ? 1 : (ph == Phase::kOver ? 2 * kTurns : 0);
  const int max_turn = ph == Phase::kRollOff ? 0 : (ph == Phase::kRoll ? 2 * kTurns - 1 : 30);
  if (turn < min_turn || turn > max_turn) {
    if (french()) {
      return fail("le tour " + std::to_string(turn) + " ne convient pas à la phase " +
                  quoted(f[0].text) + " (de " + std::to_string(min_turn) + " à " +
                  std::to_string(max_turn) + ")");
    }
    return fail("turn " + std::to_string(turn) + " does not fit the " + std::string(f[0].text) +
                " phase (" + std::to_string(min_turn) + " to " + std::to_string(max_turn) + ")");
  }
  // The player of turn t: the starter on odd turns. In the roll phase, turn + 1 is next.
  const int next_turn = in_turn ? turn : turn + 1;
  const int due = ph == Phase::kRollOff ? 0 : (next_turn % 2 == 1 ? s.starter : 1 - s.starter);
  i = f[1].at;
  if (player != due) {
    if (french()) {
      return fail(ph == Phase::kRollOff ? std::string("avant le tirage au dé, on écrit r")
                                        : "avec ce premier joueur et ce tour, c’est aux " +
                                              std::string(kPlayerFr[due]) + " de jouer");
    }
    return fail(std::string(ph == Phase::kRollOff ? "before the roll-off, r is written"
                                                  : "with this starter and turn, ") +
                (ph == Phase::kRollOff ? "" : std::string(kColour[due]) + " is to move"));
  }
  // Hands and trays.
  i = f[4].at;
  {
    const std::string_view h = f[4].text;
    const std::size_t comma = h.find(',');
    const int a = comma == std::string_view::npos ? -1 : small_number(h.substr(0, comma), kMarbles);
    const int b =
        comma == std::string_view::npos ? -1 : small_number(h.substr(comma + 1), kMarbles);
    if (a < 0 || b < 0) {
      return fail(msg("the hands must be two numbers from 0 to 30, red then green (like 28,30)",
                      "les billes en main sont deux nombres de 0 à 30, rouges puis "
                      "vertes (comme 28,30)"));
    }
    s.hand[0] = static_cast<std::uint8_t>(a);
    s.hand[1] = static_cast<std::uint8_t>(b);
  }
  i = f[5].at;
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
        return fail(msg(
            "the trays must be taken+gifts for red, then for green (like 3+1,0+0): marbles "
            "removed from goals, and marbles the opponent forfeited",
            "les cuvettes s’écrivent retirées+reçues pour les Rouges, puis pour les Verts (comme "
            "3+1,0+0)\xC2\xA0: les billes retirées après un but, et les billes que "
            "l’adversaire a perdues"));
      }
      s.taken[p] = static_cast<std::uint8_t>(taken);
      s.gifts[p] = static_cast<std::uint8_t>(gifts);
      tr = comma == std::string_view::npos ? std::string_view() : tr.substr(comma + 1);
    }
  }
  // Dice, used, slid, rail.
  i = f[6].at;
  if (f[6].text == "-") {
    if (in_turn) {
      return fail(french()
                      ? "la phase " + quoted(f[0].text) + " demande les dés du tour (comme 3-5)"
                      : "the dice of the turn are needed in the " + std::string(f[0].text) +
                            " phase (like 3-5)");
    }
  } else {
    const std::string_view d = f[6].text;
    if (d.size() != 3 || d[1] != '-' || d[0] < '1' || d[0] > '6' || d[2] < '1' || d[2] > '6' ||
        d[0] > d[2]) {
      return fail(msg("the dice must be ", "les dés sont ") + quoted("-") +
                  msg(" or two dice 1-6, the lower first (like 3-5)",
                      " ou deux dés de 1 à 6, le plus petit d’abord (comme 3-5)"));
    }
    if (!in_turn) {
      return fail(french() ? "aucun dé n’est lancé en phase " + quoted(f[0].text) +
                                 "\xC2\xA0: écrivez " + quoted("-")
                           : "no dice are rolled in the " + std::string(f[0].text) +
                                 " phase: write '-'");
    }
    s.dice[0] = static_cast<std::uint8_t>(d[0] - '0');
    s.dice[1] = static_cast<std::uint8_t>(d[2] - '0');
  }
  i = f[7].at;
  const int used = small_number(f[7].text, 3);
  if (used < 0 || f[7].text.size() != 1) {
    return fail(msg("the dice used must be 0-3 (1 the lower die, 2 the higher, 3 both)",
                    "les dés joués s’écrivent de 0 à 3 (1 le plus petit dé, 2 le plus grand, 3 "
                    "les deux)"));
  }
  s.used = static_cast<std::uint8_t>(used);
  s.placed = static_cast<std::uint8_t>((used & 1) + (used >> 1));
  const int max_placed = ph == Phase::kPlace ? 1 : (in_turn ? 2 : 0);
  const int min_placed = ph == Phase::kSlide || ph == Phase::kRemove ? 1 : 0;
  if (s.placed > max_placed || s.placed < min_placed) {
    if (french()) {
      return fail("les dés joués " + std::to_string(used) + " ne conviennent pas à la phase " +
                  quoted(f[0].text));
    }
    return fail("dice used " + std::to_string(used) + " do not fit the " + std::string(f[0].text) +
                " phase");
  }
  i = f[8].at;
  if (f[8].text != "-") {
    const std::string_view sl = f[8].text;
    const char dir = sl.back();
    if (sl.size() < 2 || sl.size() > 3 || (dir != '+' && dir != '-')) {
      return fail(msg("the rails slid must be ", "les rails glissés s’écrivent ") + quoted("-") +
                  msg(" or their letters and the direction (like b+, bd-)",
                      " ou par leurs lettres suivies du sens (comme b+, bd-)"));
    }
    for (std::size_t j = 0; j + 1 < sl.size(); ++j) {
      const int r = sl[j] - 'a';
      if (r < 0 || r >= kRails || r == kFixedRail || (j > 0 && r <= sl[j - 1] - 'a')) {
        return fail(msg("the rails slid are letters among a, b, d, e in order, then + or -",
                        "les rails glissés sont des lettres parmi a, b, d, e, dans l’ordre, puis + "
                        "ou -"));
      }
      s.slid = static_cast<std::uint8_t>(s.slid | 1u << r);
    }
    s.slide_dir = static_cast<std::int8_t>(dir == '+' ? 1 : -1);
    if (__builtin_popcount(s.slid) > s.placed) {
      return fail(msg("more rails slid than marbles placed this turn",
                      "plus de rails glissés que de billes placées pendant ce tour"));
    }
  }
  if (ph == Phase::kRemove && s.slid == 0) {
    return fail(
        msg("a removal follows a slide: the rails slid cannot be ",
            "un retrait suit un glissement\xC2\xA0: les rails glissés ne peuvent pas être ") +
        quoted("-"));
  }
  i = f[9].at;
  if (f[9].text != "-") {
    const int r = f[9].text.size() == 1 ? f[9].text[0] - 'a' : -1;
    if (r < 0 || r >= kRails) {
      return fail(msg("the rail waiting for its slide must be a letter a-e or ",
                      "le rail qui attend son glissement est une lettre de a à e ou ") +
                  quoted("-"));
    }
    if (ph != Phase::kSlide) {
      return fail(french() ? "un rail n’attend son glissement qu’en phase " + quoted("slide") +
                                 "\xC2\xA0: écrivez " + quoted("-")
                           : std::string("a rail waits for its slide only in the slide phase: "
                                         "write '-'"));
    }
    s.slide_rail = static_cast<std::int8_t>(r);
    if (!slide_ok(s, r, -1) && !slide_ok(s, r, +1)) {
      return fail(msg("rail ", "le rail ") + std::string(1, rail_letter(r)) +
                  msg(" cannot slide now (the fixed rail, slid already, or no allowed direction)",
                      " ne peut pas glisser maintenant (rail fixe, déjà glissé, ou aucun sens "
                      "permis)"));
    }
  } else if (ph == Phase::kSlide) {
    return fail(french() ? "la phase " + quoted("slide") +
                               " demande le rail qui vient de recevoir une bille"
                         : std::string("the slide phase needs the rail that just took a marble"));
  }
  // Goal lines and the cells removed from.
  i = f[10].at;
  if (f[10].text != "-") {
    if (ph != Phase::kRemove) {
      return fail(french() ? "les lignes du but n’existent qu’en phase " + quoted("removal") +
                                 "\xC2\xA0: écrivez " + quoted("-")
                           : std::string("goal lines are pending only in the removal phase: "
                                         "write '-'"));
    }
    std::string_view g = f[10].text;
    const std::size_t colon = g.find(':');
    std::string_view lines = g.substr(0, colon);
    int prev = -1;
    while (true) {
      const std::size_t comma = lines.find(',');
      const int id = parse_line(lines.substr(0, comma));
      if (id < 0 || id <= prev) {
        return fail(msg(
            "goal lines are s (straight), r (rising) or f (falling) with their position on rail "
            "c, -5 to +5, in order, like s0,r+1,f-2",
            "les lignes du but s’écrivent s (droite), r (montante) ou f (descendante) avec leur "
            "position sur le rail c, de -5 à +5, dans l’ordre, comme s0,r+1,f-2"));
      }
      int cells[kRails];
      if (!line_cells(s, id, cells)) {
        return fail(
            msg("goal line ", "la ligne de but ") + line_name(id) +
            msg(" runs off a rail with these offsets", " sort d’un rail avec ces décalages"));
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
          return fail(msg("the cells removed from must be cells like b6, in order, after ",
                          "les ouvertures touchées par le retrait s’écrivent comme b6, dans "
                          "l’ordre, après ") +
                      quoted(":"));
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
          if (french()) {
            return fail("la ligne de but " + line_name(id) +
                        " n’est pas complète\xC2\xA0: l’ouverture " + cell_name(c) +
                        " ne contient aucune bille " + kMarbleFr[s.player] +
                        " et aucune n’en a été retirée");
          }
          return fail("goal line " + line_name(id) + " is not complete: cup " + cell_name(c) +
                      " holds no " + kColour[s.player] + " marble and none was removed from it");
        }
      }
    }
    if ((s.removed_cells & ~on_lines) != 0) {
      return fail(msg("a cell removed from is not on a goal line",
                      "une ouverture touchée par le retrait n’est sur aucune ligne de but"));
    }
    Actions legal;
    legal_actions(s, legal);
    if (legal.empty()) {
      return fail(msg("no goal line can still be covered with these removals",
                      "aucune ligne de but ne peut plus être touchée en entier avec ces retraits"));
    }
  } else if (ph == Phase::kRemove) {
    return fail(french() ? "la phase " + quoted("removal") +
                               " demande ses lignes de but (comme s0, ou s0:b6 avec les ouvertures "
                               "touchées par le retrait)"
                         : std::string("the removal phase needs its goal lines (like s0, or "
                                       "s0:b6 with cells removed)"));
  }
  // Every marble accounted for, and the hands as the turn says.
  i = f[4].at;
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
      if (french()) {
        return fail("les " + std::string(kPlayerFr[p]) + " doivent avoir " + std::to_string(hand) +
                    " billes en main à ce stade de la partie, et non " + std::to_string(s.hand[p]));
      }
      return fail(std::string(kColour[p]) + " must have " + std::to_string(hand) +
                  " marbles in hand at this point of the game, not " + std::to_string(s.hand[p]));
    }
    const int n = accounted(s, p);
    if (n != kMarbles) {
      if (french()) {
        return fail("les " + std::string(kPlayerFr[p]) + " ont " + std::to_string(n) +
                    " billes sur le plateau, en main, retirées dans leur cuvette et perdues dans "
                    "la cuvette adverse\xC2\xA0: il en faut 30");
      }
      return fail(std::string(kColour[p]) + " has " + std::to_string(n) +
                  " marbles on the board, in hand, removed to its tray and forfeited to the "
                  "opponent's tray: 30 are needed");
    }
  }
  return s;
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
