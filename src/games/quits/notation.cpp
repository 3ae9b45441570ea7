// Quits notation and position text. See rules.h and docs/NOTATION.md.
#include <cctype>
#include <optional>

#include "core/bits.h"
#include "core/fields.h"
#include "core/lang.h"
#include "core/scanner.h"
#include "games/quits/rules.h"

namespace marbles::quits {

namespace {

constexpr char kSeatLetter[kMaxSeats] = {'l', 'd', 'r', 'b'};
constexpr const char* kSeatName[kMaxSeats] = {"light", "dark", "red", "blue"};
constexpr const char* kSeatNameFr[kMaxSeats] = {"Clair", "Foncé", "Rouge", "Bleu"};

// A seat's name in the message language.
std::string seat_name(int q) {
  return french() ? kSeatNameFr[q] : kSeatName[q];
}

char lower(char c) {
  return static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
}

// The direction from `from` to the diagonal or orthogonal neighbour `to`, else -1.
int direction(int from, int to) {
  for (int d = 0; d < kDirs; ++d) {
    if (col_of(from) + kDx[d] == col_of(to) && row_of(from) + kDy[d] == row_of(to)) {
      return d;
    }
  }
  return -1;
}

// How a marble moves: "a marble moves " and these words.
std::string dir_words(const Variant& v) {
  if (french()) {
    return v.orthogonal ? "avance d’une case vers sa sortie, tout droit (verticalement ou "
                          "horizontalement) ou en diagonale vers l’avant"
                        : "se déplace d’une case en diagonale, vers l’avant ou sur le côté, "
                          "jamais vers l’arrière";
  }
  return v.orthogonal ? "one cell towards its exit: up/down or sideways towards it, or "
                        "diagonally forward"
                      : "one cell diagonally, forward or to either side, never backwards";
}

// Why `text` (already read as the action a) is not legal here.
std::string why_illegal(const State& s, Action a, std::string_view text) {
  const std::string t = quoted(text);
  if (s.outcome != Outcome::kNone) {
    return french() ? "la partie est finie\xC2\xA0: impossible de jouer " + t
                    : "the game is over: " + t + " cannot be played";
  }
  const int p = s.player;
  if (a == kPass) {
    return t + colon() +
           msg("passing is allowed only when no other move is possible",
               "vous ne pouvez passer que si aucun autre coup n’est possible");
  }
  if (is_move(a)) {
    const int from = move_from(a);
    const int d = move_dir(a);
    const int to = cell(col_of(from) + kDx[d], row_of(from) + kDy[d]);
    const int who = owner(s, from);
    if (who != p) {
      return t + colon() + msg("no marble of yours on ", "vous n’avez pas de bille en ") +
             cell_name(from);
    }
    const Directions dirs = move_directions(s.variant, p);
    if (d != dirs.dir[0] && d != dirs.dir[1] && d != dirs.dir[2]) {
      return t + colon() + msg("a marble moves ", "une bille ") + dir_words(s.variant);
    }
    return french() ? t + colon() + "la case " + cell_name(to) + " est occupée"
                    : t + ": " + cell_name(to) + " is occupied";
  }
  const int line = slide_line(a);
  const std::uint32_t own = s.board[p];
  bool mine = false;
  for (int i = 0; i < kSize; ++i) {
    mine = mine || ((own >> line_cell(line, i)) & 1u) != 0;
  }
  const std::string what = line < kSize ? msg("row ", "la rangée ") + std::to_string(line + 1)
                                        : msg("column ", "la colonne ") +
                                              std::string(1, static_cast<char>('a' + line - kSize));
  if (!mine) {
    return t + colon() + what + msg(" holds no marble of yours", " ne porte aucune de vos billes");
  }
  const int lifted = line_cell(line, slide_toward_high(a) ? kSize - 1 : 0);
  if (owner(s, lifted) >= 0) {
    return french() ? t + colon() + "la case " + cell_name(lifted) +
                          " au bout porte une bille (seule une case vide peut être soulevée)"
                    : t + ": the end tile " + cell_name(lifted) +
                          " holds a marble (only an empty tile can be lifted)";
  }
  if (s.last_slide >= 0 && a == reverse_slide(s.last_slide)) {
    return t + colon() +
           msg("it would undo the last slide ", "ce coup annulerait le dernier coulissement, ") +
           slide_name(s.last_slide);
  }
  return t + msg(" is not legal here", " n’est pas un coup permis ici");
}

}  // namespace

std::string cell_name(int c) {
  if (c < 0 || c >= kCells) {
    return "?";
  }
  return std::string{static_cast<char>('a' + col_of(c)), static_cast<char>('1' + row_of(c))};
}

int parse_cell(std::string_view text) {
  if (text.size() != 2) {
    return -1;
  }
  const char f = lower(text[0]);
  const char r = text[1];
  if (f < 'a' || f > 'e' || r < '1' || r > '5') {
    return -1;
  }
  return cell(f - 'a', r - '1');
}

std::string slide_name(Action a) {
  if (!is_slide(a)) {
    return "?";
  }
  const int line = slide_line(a);
  const bool high = slide_toward_high(a);
  if (line < kSize) {
    return "r" + std::to_string(line + 1) + (high ? ">" : "<");
  }
  return "c" + std::to_string(line - kSize + 1) + (high ? "^" : "v");
}

std::string Game::action_text(const State&, Action a) {
  if (a == kPass) {
    return "pass";
  }
  if (is_slide(a)) {
    return slide_name(a);
  }
  if (is_move(a)) {
    const int from = move_from(a);
    const int d = move_dir(a);
    return cell_name(from) + "-" + cell_name(cell(col_of(from) + kDx[d], row_of(from) + kDy[d]));
  }
  return "?";
}

Result<Action> Game::parse_action(const State& s, std::string_view text) {
  const std::string t = quoted(text);
  Action a = kNoAction;
  if (text == "pass") {
    a = kPass;
  } else if (text.size() == 3 && (lower(text[0]) == 'r' || lower(text[0]) == 'c') &&
             (text[2] == '<' || text[2] == '>' || text[2] == '^' || lower(text[2]) == 'v')) {
    const bool row = lower(text[0]) == 'r';
    const int n = text[1] - '1';
    if (n < 0 || n >= kSize) {
      if (french()) {
        return make_error(t + colon() +
                          (row ? "les rangées sont numérotées de 1 à 5"
                               : "les colonnes sont numérotées de 1 à 5 (c1 est la colonne a, "
                                 "c5 la colonne e)"));
      }
      return make_error(t + ": " + (row ? "rows" : "columns") + " are numbered 1 to 5" +
                        (row ? "" : " (c1 is column a, c5 column e)"));
    }
    const char w = lower(text[2]);
    const std::string line(text.substr(0, 2));
    if (row && (w == '^' || w == 'v')) {
      return make_error(t + colon() +
                        msg("a row slides left or right (",
                            "une rangée coulisse vers la gauche ou vers la droite (") +
                        line + msg("< or ", "< ou ") + line + ">)");
    }
    if (!row && (w == '<' || w == '>')) {
      return make_error(t + colon() +
                        msg("a column slides up or down (",
                            "une colonne coulisse vers le haut ou vers le bas (") +
                        line + msg("^ or ", "^ ou ") + line + "v)");
    }
    a = slide_action(row ? n : kSize + n, w == '>' || w == '^');
  } else if (text.size() == 5 && text[2] == '-') {
    const int from = parse_cell(text.substr(0, 2));
    const int to = parse_cell(text.substr(3, 2));
    if (from < 0 || to < 0) {
      return make_error(t + colon() + quoted(from < 0 ? text.substr(0, 2) : text.substr(3, 2)) +
                        msg(" is not a cell (columns a-e, rows 1-5)",
                            " n’est pas une case (colonnes a à e, rangées 1 à 5)"));
    }
    const int d = direction(from, to);
    if (d < 0) {
      return make_error(t + colon() + msg("a marble moves ", "une bille ") + dir_words(s.variant));
    }
    a = move_action(from, d);
  } else {
    return make_error(
        t + msg(" is not a Quits move (examples: b2-c3 to move a marble, r3> or r3< to slide row "
                "3, c2^ or c2v to slide column b, pass)",
                " n’est pas un coup de Quits (exemples\xC2\xA0: b2-c3 pour déplacer une bille, "
                "r3> ou r3< pour faire coulisser la rangée 3, c2^ ou c2v pour faire coulisser la "
                "colonne b, pass pour passer)"));
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
  for (int row = kSize - 1; row >= 0; --row) {
    for (int col = 0; col < kSize; ++col) {
      const int q = owner(s, cell(col, row));
      out += q < 0 ? '.' : kSeatLetter[q];
    }
    out += row > 0 ? '/' : ' ';
  }
  out += kSeatLetter[s.player & 3];
  out += ' ';
  for (int q = 0; q < s.variant.players; ++q) {
    out += (q > 0 ? "," : "") + std::to_string(s.out[q]);
  }
  out += ' ';
  out += s.last_slide >= 0 ? slide_name(s.last_slide) : "-";
  out += ' ' + std::to_string(s.quiet);
  return out;
}

namespace {

using Failure = std::optional<Error>;

// The 5 rows of the board; `letters` the cell contents of the variant, for the messages.
Failure read_board(Scanner& sc, State& s, const Variant& v, const std::string& letters) {
  const int n = v.players;
  for (int row = kSize - 1; row >= 0; --row) {
    for (int col = 0; col < kSize; ++col, sc.advance()) {
      if (sc.at_end()) {
        return sc.fail(msg("the board ends early (expected 5 rows of 5 cells: ",
                           "le plateau s’arrête trop tôt (il faut 5 rangées de 5 cases\xC2\xA0: ") +
                       letters + ")");
      }
      const char ch = sc.peek();
      if (ch == '.') {
        continue;
      }
      int q = -1;
      for (int k = 0; k < n; ++k) {
        q = ch == kSeatLetter[k] ? k : q;
      }
      if (q < 0) {
        return sc.fail(
            quoted(sc.rest().substr(0, 1)) +
            msg(" is not a cell content here (", " n’est pas un contenu de case possible ici (") +
            letters + ")");
      }
      s.board[q] |= 1u << cell(col, row);
    }
    const char sep = row > 0 ? '/' : ' ';
    if (sc.at_end() || sc.peek() != sep) {
      if (french()) {
        return sc.fail(row > 0 ? "il faut " + quoted("/") + " après chaque rangée de 5 cases"
                               : std::string("il faut un espace après la cinquième rangée"));
      }
      return sc.fail(row > 0 ? "expected '/' after each row of 5 cells"
                             : std::string("expected a space after the fifth row"));
    }
    sc.advance();
  }
  return std::nullopt;
}

// The marbles out per player: with those on the board, all of them; a winner at most.
Failure read_outs(Scanner& sc, State& s, const Variant& v, const Field* fields) {
  const int n = v.players;
  sc.seek(fields[1].at);
  std::string_view outs = fields[1].text;
  for (int q = 0; q < n; ++q) {
    const size_t comma = outs.find(',');
    const std::string_view one = outs.substr(0, comma);
    const int k = small_number(one, v.marbles);
    if (k < 0 || (q + 1 < n) != (comma != std::string_view::npos)) {
      return sc.fail(
          msg("the marbles out must be ", "les billes sorties doivent être ") + std::to_string(n) +
          msg(" numbers separated by commas (like ", " nombres séparés par des virgules (comme ") +
          (n == 4 ? "0,0,0,0" : "0,1") + ")");
    }
    s.out[q] = static_cast<std::uint8_t>(k);
    outs = comma == std::string_view::npos ? std::string_view() : outs.substr(comma + 1);
    const int on = popcount32(s.board[q]);
    if (on + k != v.marbles) {
      if (french()) {
        return sc.fail(seat_name(q) + " a " + std::to_string(on) + " bille" + fr_plural(on) +
                       " sur le plateau et " + std::to_string(k) + " sortie" + fr_plural(k) +
                       "\xC2\xA0: il en faut " + std::to_string(v.marbles) + " en tout");
      }
      return sc.fail(std::string(kSeatName[q]) + " has " + std::to_string(on) +
                     " marbles on the board and " + std::to_string(k) +
                     " out: " + std::to_string(v.marbles) + " in all are needed");
    }
    if (k >= target(v)) {
      if (s.outcome == Outcome::kWin) {
        return sc.fail(msg("two players have taken out enough marbles to win",
                           "deux joueurs ont sorti assez de billes pour gagner"));
      }
      s.outcome = Outcome::kWin;  // a finished game: this player won
      s.winner = static_cast<std::uint8_t>(q);
    }
    if ((s.board[q] >> exit_corner(v, q)) & 1u) {
      return sc.fail(
          seat_name(q) +
          msg(" has a marble on its exit corner ", " a une bille sur son coin de sortie ") +
          cell_name(exit_corner(v, q)) +
          msg(", where it would have left the board", ", où elle aurait quitté le plateau"));
    }
  }
  return std::nullopt;
}

}  // namespace

Result<State> Game::parse_position(const Variant& v, std::string_view text) {
  State s;
  s.variant = v;
  const int n = v.players;
  const std::string letters =
      n == 4 ? msg("l, d, r, b or .", "l, d, r, b ou .") : msg("l, d or .", "l, d ou .");
  Scanner sc(text, kPositionPart, Scanner::Lines::kOne);
  if (Failure e = read_board(sc, s, v, letters)) {
    return *e;
  }
  // Fields: side, marbles out, forbidden slide, quiet turns.
  Field fields[4];
  const int nf = split_fields(text, sc.pos(), fields, 4);
  if (nf < 0) {
    return sc.fail(msg("too many fields after the board", "trop de champs après le plateau"));
  }
  if (nf != 4) {
    return sc.fail(
        french() ? "il faut 4 champs après le plateau\xC2\xA0: le joueur au trait, les billes "
                   "sorties par joueur (comme 0,1), le dernier coulissement ou " +
                       quoted("-") + ", les tours depuis la dernière sortie d’une bille"
                 : "expected 4 fields after the board: the player to move, the marbles out per "
                   "player (like 0,1), the last slide or '-', turns since a marble last left");
  }
  sc.seek(fields[0].at);
  int mover = -1;
  for (int k = 0; k < n; ++k) {
    mover = fields[0].text.size() == 1 && fields[0].text[0] == kSeatLetter[k] ? k : mover;
  }
  if (mover < 0) {
    return sc.fail(
        french()
            ? std::string("le joueur au trait doit être ") + (n == 4 ? "l, d, r ou b" : "l ou d")
            : "the player to move must be one of " + letters.substr(0, letters.size() - 5));
  }
  s.player = static_cast<std::uint8_t>(mover);
  if (Failure e = read_outs(sc, s, v, fields)) {
    return *e;
  }
  sc.seek(fields[2].at);
  if (fields[2].text != "-") {
    Action last = kNoAction;
    for (Action a = kSlideBase; a < kPass; ++a) {
      last = slide_name(a) == fields[2].text ? a : last;
    }
    if (last == kNoAction) {
      return sc.fail(french()
                         ? "le dernier coulissement doit être " + quoted("-") +
                               " ou un coulissement comme r3> ou c2v"
                         : std::string("the last slide must be '-' or a slide like r3> or c2v"));
    }
    s.last_slide = static_cast<std::int16_t>(last);
  }
  sc.seek(fields[3].at);
  const int quiet = small_number(fields[3].text, kQuietLimit);
  if (quiet < 0) {
    return sc.fail(
        msg("turns since a marble last left must be a number from 0 to ",
            "le nombre de tours depuis la dernière sortie d’une bille doit aller de 0 à ") +
        std::to_string(kQuietLimit));
  }
  s.quiet = static_cast<std::uint16_t>(quiet);
  settle(s);  // the start of the repetition history
  return s;
}

std::string Game::board_text(const State& s) {
  std::string out;
  for (int row = kSize - 1; row >= 0; --row) {
    out += static_cast<char>('1' + row);
    for (int col = 0; col < kSize; ++col) {
      const int q = owner(s, cell(col, row));
      out += ' ';
      out += q < 0 ? '.' : kSeatLetter[q];
    }
    out += '\n';
  }
  out += "  a b c d e\n";
  if (s.outcome == Outcome::kWin) {
    out += std::string(kSeatName[s.winner]) + " won";
  } else if (s.outcome == Outcome::kDraw) {
    out += "draw";
  } else {
    out += std::string(kSeatName[s.player & 3]) + " to move";
  }
  out += ", out";
  for (int q = 0; q < s.variant.players; ++q) {
    out += (q > 0 ? "/" : " ") + std::to_string(s.out[q]);
  }
  out += ", last slide " + (s.last_slide >= 0 ? slide_name(s.last_slide) : std::string("-")) +
         ", quiet " + std::to_string(s.quiet) + "\n";
  return out;
}

std::string Game::variant_text(const Variant& v) {
  std::string out;
  if (v.players == 4) {
    out = "4-players";
  } else if (v.marbles == 3) {
    out = "3-marbles";
  }
  if (v.orthogonal) {
    out += out.empty() ? "orthogonal" : " orthogonal";
  }
  return out.empty() ? "default" : out;
}

Result<Variant> Game::parse_variant(std::string_view text) {
  Variant v;
  if (text.empty() || text == "default") {
    return v;
  }
  auto unknown = [&]() {
    if (french()) {
      return make_error(quoted(text) +
                        " n’est pas une variante de Quits (connues\xC2\xA0: default, 3-marbles, "
                        "4-players, orthogonal, et orthogonal avec l’une des autres, comme " +
                        quoted("4-players orthogonal") + ")");
    }
    return make_error("unknown Quits variant " + quoted(text) +
                      " (known: default, 3-marbles, 4-players, orthogonal, and orthogonal with "
                      "one of the others, like " +
                      quoted("4-players orthogonal") + ")");
  };
  bool have_size = false;
  bool have_orth = false;
  size_t j = 0;
  while (j < text.size()) {
    if (text[j] == ' ') {
      ++j;
      continue;
    }
    size_t e = text.find(' ', j);
    if (e == std::string_view::npos) {
      e = text.size();
    }
    const std::string_view word = text.substr(j, e - j);
    j = e;
    if ((word == "3-marbles" || word == "4-players") && !have_size) {
      have_size = true;
      v.marbles = 3;
      v.players = word == "4-players" ? 4 : 2;
    } else if (word == "orthogonal" && !have_orth) {
      have_orth = true;
      v.orthogonal = true;
    } else {
      return unknown();
    }
  }
  if (!have_size && !have_orth) {
    return unknown();
  }
  return v;
}

}  // namespace marbles::quits
