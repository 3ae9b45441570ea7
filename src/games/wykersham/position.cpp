// Wykersham's position text read back (Game::parse_position). See rules.h, docs/NOTATION.md.
#include <optional>

#include "core/bits.h"
#include "core/fields.h"
#include "core/lang.h"
#include "core/scanner.h"
#include "games/wykersham/notation_parts.h"
#include "games/wykersham/rules.h"

namespace marbles::wykersham {

namespace {

using Failure = std::optional<Error>;

// The players in French (as the page names them), and their marbles, one or more.
constexpr const char* kPlayerFr[2] = {"Rouges", "Verts"};
constexpr const char* kMarbleFr[2] = {"rouge", "verte"};

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

std::string cup_help() {
  return msg(" (a cup is ", " (une ouverture s’écrit ") + quoted(".") +
         msg(", r or g with a count before it from 2 on (3r), or both colours in parentheses "
             "(2rg))",
             ", r ou g précédé d’un nombre à partir de 2 (3r), ou les deux couleurs entre "
             "parenthèses (2rg))");
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
      return msg("a cup in parentheses holds red then green marbles, like (2rg)",
                 "une ouverture entre parenthèses contient des billes rouges puis vertes, "
                 "comme (2rg)") +
             (n < 0 ? colon() +
                          std::string(msg("counts go from 2 to 30", "les nombres vont de 2 à 30"))
                    : std::string());
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
      return sc.fail(msg("cup ", "l’ouverture ") + cell_name(c) +
                     msg(" holds both colours, but it never crosses cross-row n (the only place "
                         "where both may share a cup)",
                         " contient les deux couleurs, mais elle ne croise jamais la rangée n "
                         "(le seul endroit où les deux peuvent partager une ouverture)"));
    }
    s.marbles[0][c] = static_cast<std::uint8_t>(nr);
    s.marbles[1][c] = static_cast<std::uint8_t>(ng);
    return std::nullopt;
  }
  const int n = cup_count(sc);
  if (n < 0) {
    return sc.fail(msg("a count of marbles in a cup goes from 2 to 30 (one marble: just r or g)",
                       "le nombre de billes d’une ouverture va de 2 à 30 (pour une seule "
                       "bille\xC2\xA0: r ou g, sans nombre)"));
  }
  if (sc.peek() != 'r' && sc.peek() != 'g') {
    return sc.fail(sc.peek() == '/' || sc.peek() == ' ' || sc.peek() == '\0'
                       ? msg("rail ", "le rail ") + std::string(1, rail_letter(r)) +
                             msg(" ends early: 11 cups needed",
                                 " s’arrête trop tôt\xC2\xA0: il faut 11 ouvertures")
                       : quoted(sc.rest().substr(0, 1)) +
                             msg(" is not a cup", " n’est pas une ouverture") + cup_help());
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
    return sc.fail(msg("rail ", "le rail ") + std::string(1, rail_letter(r)) +
                   msg(" must start with its offset and ", " doit commencer par son décalage et ") +
                   quoted(":") + msg(" (-2:, -1:, 0:, +1: or +2:)", " (-2:, -1:, 0:, +1: ou +2:)"));
  }
  if (r == kFixedRail && o != 0) {
    return sc.fail(msg("rail c is fixed: its offset is always 0",
                       "le rail c est fixe\xC2\xA0: son décalage est toujours 0"));
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
    return sc.fail(
        r + 1 < kRails
            ? msg("expected ", "il manque ") + quoted("/") +
                  msg(" after the 11 cups of rail ", " après les 11 ouvertures du rail ") +
                  std::string(1, rail_letter(r))
            : std::string(msg("expected a space after the 11 cups of rail e",
                              "il manque une espace après les 11 ouvertures du rail e")));
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
    if (french()) {
      std::string names;
      for (Phase p : kPhases) {
        State probe;
        probe.phase = p;
        names +=
            (names.empty() ? "" : (p == Phase::kOver ? " ou " : ", ")) + quoted(Game::phase(probe));
      }
      return sc.fail("la phase doit être " + names);
    }
    return sc.fail("the phase must be roll-off, roll, placement, slide, removal or over");
  }
  const Phase ph = s.phase;
  const bool in_turn = ph == Phase::kPlace || ph == Phase::kSlide || ph == Phase::kRemove;
  // Player, starter, turn.
  auto colour = [](std::string_view t) { return t == "r" ? 0 : (t == "g" ? 1 : -1); };
  sc.seek(f[1].at);
  const int player = colour(f[1].text);
  if (player < 0) {
    return sc.fail(msg("the player to move must be r or g", "le joueur qui doit jouer est r ou g"));
  }
  s.player = static_cast<std::uint8_t>(player);
  sc.seek(f[2].at);
  if (ph == Phase::kRollOff) {
    if (f[2].text != "-") {
      return sc.fail(msg("before the roll-off the starter is ",
                         "avant le tirage au dé, le premier joueur est ") +
                     quoted("-"));
    }
  } else {
    const int starter = colour(f[2].text);
    if (starter < 0) {
      return sc.fail(msg("the starter (the roll-off's winner) must be r or g",
                         "le premier joueur (le gagnant du tirage au dé) est r ou g"));
    }
    s.starter = static_cast<std::uint8_t>(starter);
  }
  sc.seek(f[3].at);
  const int turn = small_number(f[3].text, 2 * kTurns);
  if (turn < 0) {
    return sc.fail(
        msg("the turn must be a number from 0 to 30", "le tour est un nombre de 0 à 30"));
  }
  s.turn = static_cast<std::uint8_t>(turn);
  const int min_turn = in_turn ? 1 : (ph == Phase::kOver ? 2 * kTurns : 0);
  const int max_turn = ph == Phase::kRollOff ? 0 : (ph == Phase::kRoll ? 2 * kTurns - 1 : 30);
  if (turn < min_turn || turn > max_turn) {
    if (french()) {
      return sc.fail("le tour " + std::to_string(turn) + " ne convient pas à la phase " +
                     quoted(f[0].text) + " (de " + std::to_string(min_turn) + " à " +
                     std::to_string(max_turn) + ")");
    }
    return sc.fail("turn " + std::to_string(turn) + " does not fit the " + std::string(f[0].text) +
                   " phase (" + std::to_string(min_turn) + " to " + std::to_string(max_turn) + ")");
  }
  // The player of turn t: the starter on odd turns. In the roll phase, turn + 1 is next.
  const int next_turn = in_turn ? turn : turn + 1;
  const int due = ph == Phase::kRollOff ? 0 : (next_turn % 2 == 1 ? s.starter : 1 - s.starter);
  sc.seek(f[1].at);
  if (player != due) {
    if (french()) {
      return sc.fail(ph == Phase::kRollOff ? std::string("avant le tirage au dé, on écrit r")
                                           : "avec ce premier joueur et ce tour, c’est aux " +
                                                 std::string(kPlayerFr[due]) + " de jouer");
    }
    return sc.fail(std::string(ph == Phase::kRollOff ? "before the roll-off, r is written"
                                                     : "with this starter and turn, ") +
                   (ph == Phase::kRollOff ? "" : std::string(kColour[due]) + " is to move"));
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
      return sc.fail(msg("the hands must be two numbers from 0 to 30, red then green (like 28,30)",
                         "les billes en main sont deux nombres de 0 à 30, rouges puis "
                         "vertes (comme 28,30)"));
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
        return sc.fail(msg(
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
  return std::nullopt;
}

// The dice and the dice used (fields 7-8).
Failure read_dice(Scanner& sc, State& s, const Field* f) {
  const Phase ph = s.phase;
  const bool in_turn = in_a_turn(ph);
  sc.seek(f[6].at);
  if (f[6].text == "-") {
    if (in_turn) {
      return sc.fail(french()
                         ? "la phase " + quoted(f[0].text) + " demande les dés du tour (comme 3-5)"
                         : "the dice of the turn are needed in the " + std::string(f[0].text) +
                               " phase (like 3-5)");
    }
  } else {
    const std::string_view d = f[6].text;
    if (d.size() != 3 || d[1] != '-' || d[0] < '1' || d[0] > '6' || d[2] < '1' || d[2] > '6' ||
        d[0] > d[2]) {
      return sc.fail(msg("the dice must be ", "les dés sont ") + quoted("-") +
                     msg(" or two dice 1-6, the lower first (like 3-5)",
                         " ou deux dés de 1 à 6, le plus petit d’abord (comme 3-5)"));
    }
    if (!in_turn) {
      return sc.fail(french() ? "aucun dé n’est lancé en phase " + quoted(f[0].text) +
                                    "\xC2\xA0: écrivez " + quoted("-")
                              : "no dice are rolled in the " + std::string(f[0].text) +
                                    " phase: write '-'");
    }
    s.dice[0] = static_cast<std::uint8_t>(d[0] - '0');
    s.dice[1] = static_cast<std::uint8_t>(d[2] - '0');
  }
  sc.seek(f[7].at);
  const int used = small_number(f[7].text, 3);
  if (used < 0 || f[7].text.size() != 1) {
    return sc.fail(msg("the dice used must be 0-3 (1 the lower die, 2 the higher, 3 both)",
                       "les dés joués s’écrivent de 0 à 3 (1 le plus petit dé, 2 le plus grand, 3 "
                       "les deux)"));
  }
  s.used = static_cast<std::uint8_t>(used);
  s.placed = static_cast<std::uint8_t>((used & 1) + (used >> 1));
  const int max_placed = ph == Phase::kPlace ? 1 : (in_turn ? 2 : 0);
  const int min_placed = ph == Phase::kSlide || ph == Phase::kRemove ? 1 : 0;
  if (s.placed > max_placed || s.placed < min_placed) {
    if (french()) {
      return sc.fail("les dés joués " + std::to_string(used) + " ne conviennent pas à la phase " +
                     quoted(f[0].text));
    }
    return sc.fail("dice used " + std::to_string(used) + " do not fit the " +
                   std::string(f[0].text) + " phase");
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
      return sc.fail(msg("the rails slid must be ", "les rails glissés s’écrivent ") + quoted("-") +
                     msg(" or their letters and the direction (like b+, bd-)",
                         " ou par leurs lettres suivies du sens (comme b+, bd-)"));
    }
    for (std::size_t j = 0; j + 1 < sl.size(); ++j) {
      const int r = sl[j] - 'a';
      if (r < 0 || r >= kRails || r == kFixedRail || (j > 0 && r <= sl[j - 1] - 'a')) {
        return sc.fail(
            msg("the rails slid are letters among a, b, d, e in order, then + or -",
                "les rails glissés sont des lettres parmi a, b, d, e, dans l’ordre, puis + "
                "ou -"));
      }
      s.slid = static_cast<std::uint8_t>(s.slid | 1u << r);
    }
    s.slide_dir = static_cast<std::int8_t>(dir == '+' ? 1 : -1);
    if (popcount32(s.slid) > s.placed) {
      return sc.fail(msg("more rails slid than marbles placed this turn",
                         "plus de rails glissés que de billes placées pendant ce tour"));
    }
  }
  if (ph == Phase::kRemove && s.slid == 0) {
    return sc.fail(
        msg("a removal follows a slide: the rails slid cannot be ",
            "un retrait suit un glissement\xC2\xA0: les rails glissés ne peuvent pas être ") +
        quoted("-"));
  }
  sc.seek(f[9].at);
  if (f[9].text != "-") {
    const int r = f[9].text.size() == 1 ? f[9].text[0] - 'a' : -1;
    if (r < 0 || r >= kRails) {
      return sc.fail(msg("the rail waiting for its slide must be a letter a-e or ",
                         "le rail qui attend son glissement est une lettre de a à e ou ") +
                     quoted("-"));
    }
    if (ph != Phase::kSlide) {
      return sc.fail(french() ? "un rail n’attend son glissement qu’en phase " + quoted("slide") +
                                    "\xC2\xA0: écrivez " + quoted("-")
                              : std::string("a rail waits for its slide only in the slide phase: "
                                            "write '-'"));
    }
    s.slide_rail = static_cast<std::int8_t>(r);
    if (!slide_ok(s, r, -1) && !slide_ok(s, r, +1)) {
      return sc.fail(
          msg("rail ", "le rail ") + std::string(1, rail_letter(r)) +
          msg(" cannot slide now (the fixed rail, slid already, or no allowed direction)",
              " ne peut pas glisser maintenant (rail fixe, déjà glissé, ou aucun sens "
              "permis)"));
    }
  } else if (ph == Phase::kSlide) {
    return sc.fail(french()
                       ? "la phase " + quoted("slide") +
                             " demande le rail qui vient de recevoir une bille"
                       : std::string("the slide phase needs the rail that just took a marble"));
  }
  return std::nullopt;
}

// The goal lines and the cells removed from (field 11).
Failure read_goals(Scanner& sc, State& s, const Field* f) {
  const Phase ph = s.phase;
  sc.seek(f[10].at);
  if (f[10].text != "-") {
    if (ph != Phase::kRemove) {
      return sc.fail(french() ? "les lignes du but n’existent qu’en phase " + quoted("removal") +
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
        return sc.fail(msg(
            "goal lines are s (straight), r (rising) or f (falling) with their position on rail "
            "c, -5 to +5, in order, like s0,r+1,f-2",
            "les lignes du but s’écrivent s (droite), r (montante) ou f (descendante) avec leur "
            "position sur le rail c, de -5 à +5, dans l’ordre, comme s0,r+1,f-2"));
      }
      int cells[kRails];
      if (!line_cells(s, id, cells)) {
        return sc.fail(
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
          return sc.fail(msg("the cells removed from must be cells like b6, in order, after ",
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
            return sc.fail("la ligne de but " + line_name(id) +
                           " n’est pas complète\xC2\xA0: l’ouverture " + cell_name(c) +
                           " ne contient aucune bille " + kMarbleFr[s.player] +
                           " et aucune n’en a été retirée");
          }
          return sc.fail("goal line " + line_name(id) + " is not complete: cup " + cell_name(c) +
                         " holds no " + kColour[s.player] + " marble and none was removed from it");
        }
      }
    }
    if ((s.removed_cells & ~on_lines) != 0) {
      return sc.fail(msg("a cell removed from is not on a goal line",
                         "une ouverture touchée par le retrait n’est sur aucune ligne de but"));
    }
    Game::Actions legal;
    Game::legal_actions(s, legal);
    if (legal.empty()) {
      return sc.fail(
          msg("no goal line can still be covered with these removals",
              "aucune ligne de but ne peut plus être touchée en entier avec ces retraits"));
    }
  } else if (ph == Phase::kRemove) {
    return sc.fail(french()
                       ? "la phase " + quoted("removal") +
                             " demande ses lignes de but (comme s0, ou s0:b6 avec les ouvertures "
                             "touchées par le retrait)"
                       : std::string("the removal phase needs its goal lines (like s0, or "
                                     "s0:b6 with cells removed)"));
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
      if (french()) {
        return sc.fail("les " + std::string(kPlayerFr[p]) + " doivent avoir " +
                       std::to_string(hand) + " billes en main à ce stade de la partie, et non " +
                       std::to_string(s.hand[p]));
      }
      return sc.fail(std::string(kColour[p]) + " must have " + std::to_string(hand) +
                     " marbles in hand at this point of the game, not " +
                     std::to_string(s.hand[p]));
    }
    const int n = accounted(s, p);
    if (n != kMarbles) {
      if (french()) {
        return sc.fail(
            "les " + std::string(kPlayerFr[p]) + " ont " + std::to_string(n) +
            " billes sur le plateau, en main, retirées dans leur cuvette et perdues dans "
            "la cuvette adverse\xC2\xA0: il en faut 30");
      }
      return sc.fail(std::string(kColour[p]) + " has " + std::to_string(n) +
                     " marbles on the board, in hand, removed to its tray and forfeited to the "
                     "opponent's tray: 30 are needed");
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
    return sc.fail(msg("too many fields after the board", "trop de champs après le plateau"));
  }
  if (nf != kFields - 1) {
    return sc.fail(msg(
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
