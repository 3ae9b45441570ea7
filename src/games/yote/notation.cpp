// Yoté notation and position text. See rules.h and docs/NOTATION.md.
#include <cctype>

#include "core/fields.h"
#include "core/lang.h"
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

std::string columns_text(const Variant& v) {
  if (french()) {
    return v.size == Size::k5x5 ? "colonnes A à E, rangées 1 à 5" : "colonnes A à F, rangées 1 à 5";
  }
  return v.size == Size::k5x5 ? "columns A-E, rows 1-5" : "columns A-F, rows 1-5";
}

bool has(std::uint32_t board, int c) {
  return c >= 0 && (board >> c & 1u) != 0;
}

// Reads a cell of the variant's board into *c, or says why it is not one.
bool read_cell(const Variant& v, std::string_view token, std::string_view cell_text, int* c,
               std::string* why) {
  *c = parse_cell(cell_text);
  if (*c < 0) {
    const char* not_a_cell = msg(" is not a cell (", " n’est pas une case (");
    *why = quoted(token) + colon() + quoted(cell_text) + not_a_cell + columns_text(v) + ")";
    if (token == cell_text) {
      *why = quoted(token) + not_a_cell + columns_text(v) + ")";
    }
    return false;
  }
  if (col_of(*c) >= columns(v)) {
    *why = quoted(token) + colon() + msg("cell ", "la case ") + cell_name(*c) +
           msg(" is off the ", " est hors du plateau de ") + board_size_text(v) +
           msg(" board (", " (") + columns_text(v) + ")";
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
std::string why_illegal(const State& s, Action a, std::string_view text) {
  const std::string t = quoted(text);
  if (s.outcome != Outcome::kNone) {
    return french() ? "la partie est finie\xC2\xA0: impossible de jouer " + t
                    : "the game is over: " + t + " cannot be played";
  }
  const int p = s.player;
  const std::uint32_t occupied = s.board[0] | s.board[1];
  const std::uint32_t opp = s.board[1 - p];
  const bool removal = a >= kRemoveBase && a <= kRemoveReserve;
  if (s.must_remove && !removal) {
    if (french()) {
      return t + colon() + "retirez d’abord une pièce adverse (" +
             (opp != 0 ? "par exemple x" + cell_name(__builtin_ctz(opp))
                       : std::string("xR\xC2\xA0: dans sa réserve, puisque l’adversaire n’en a "
                                     "plus sur le plateau")) +
             ")";
    }
    return t + ": first remove an opponent piece (" +
           (opp != 0 ? "for example x" + cell_name(__builtin_ctz(opp))
                     : std::string("xR: one from the reserve, as none is on the board")) +
           ")";
  }
  if (a == kPass) {
    return t + colon() +
           msg("passing is allowed only when no other move is possible",
               "vous ne pouvez passer que si aucun autre coup n’est possible");
  }
  const std::string occupied_text =
      msg(" is occupied", " est occupée");  // after "la case " and a cell in French
  const char* the_cell = msg("", "la case ");
  if (a < kStepBase) {
    const int c = a - kPlaceBase;
    if (s.reserve[p] == 0) {
      return t + colon() + msg("no piece left in your reserve", "votre réserve est vide");
    }
    if (has(occupied, c)) {
      return t + colon() + the_cell + cell_name(c) + occupied_text;
    }
    return t + msg(" is not legal here", " n’est pas un coup permis ici");
  }
  if (a < kRemoveBase) {
    const int from = move_from(a);
    const int d = move_dir(a);
    const int next = neighbour(s.variant, from, d);
    if (!has(s.board[p], from)) {
      return t + colon() + msg("no piece of yours on ", "vous n’avez pas de pièce en ") +
             cell_name(from);
    }
    if (a < kJumpBase) {
      return t + colon() + the_cell + cell_name(next) + occupied_text;
    }
    if (!has(opp, next)) {
      return french() ? t + colon() + "il n’y a pas de pièce adverse à sauter en " + cell_name(next)
                      : t + ": there is no opponent piece on " + cell_name(next) + " to jump";
    }
    return t + colon() + the_cell + cell_name(neighbour(s.variant, next, d)) + occupied_text;
  }
  if (!s.must_remove) {
    return t + colon() +
           msg("a piece may be removed only right after a jump",
               "vous ne pouvez retirer une pièce que juste après un saut");
  }
  if (a == kRemoveReserve) {
    return t + colon() +
           msg("the opponent still has pieces on the board; remove one of them (for example x",
               "l’adversaire a encore des pièces sur le plateau\xC2\xA0; retirez-en une (par "
               "exemple x") +
           cell_name(__builtin_ctz(opp)) + ")";
  }
  if (opp == 0) {
    return t + colon() +
           msg("the opponent has no piece on the board; take one from the reserve with xR",
               "l’adversaire n’a plus de pièce sur le plateau\xC2\xA0; prenez-en une dans sa "
               "réserve avec xR");
  }
  return t + colon() + msg("there is no opponent piece on ", "il n’y a pas de pièce adverse en ") +
         cell_name(a - kRemoveBase);
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
  const std::string t = quoted(text);
  std::string why;
  Action a = kNoAction;
  int c = -1;
  if (text == "pass") {
    a = kPass;
  } else if (text.size() == 2 && is_x(text[0]) && (text[1] == 'R' || text[1] == 'r')) {
    a = kRemoveReserve;
  } else if (text.size() == 3 && (text[0] == '@' || is_x(text[0]))) {
    if (!read_cell(v, text, text.substr(1), &c, &why)) {
      return make_error(why);
    }
    a = (text[0] == '@' ? kPlaceBase : kRemoveBase) + c;
  } else if (text.size() == 5 && (text[2] == '-' || is_x(text[2]))) {
    int to = -1;
    if (!read_cell(v, text, text.substr(0, 2), &c, &why) ||
        !read_cell(v, text, text.substr(3, 2), &to, &why)) {
      return make_error(why);
    }
    const bool jump = is_x(text[2]);
    const int d = direction(c, to, jump ? 2 : 1);
    if (d < 0) {
      if (french()) {
        return make_error(t + colon() +
                          (jump ? "un saut passe par-dessus la case voisine, en haut, en bas, à "
                                  "gauche ou à droite, pour se poser juste derrière (comme C3xC5)"
                                : "une pièce avance d’une case vers le haut, le bas, la gauche ou "
                                  "la droite"));
      }
      return make_error(t + (jump ? ": a jump goes over the next cell up, down, left or right "
                                    "onto the cell right behind it (like C3xC5)"
                                  : ": a step goes one cell up, down, left or right"));
    }
    a = jump ? jump_action(c, d) : step_action(c, d);
  } else if (text.size() == 2 && parse_cell(text) >= 0) {
    return make_error(
        t + colon() +
        msg("a placement is written with @ (like @", "une pose s’écrit avec @ (comme @") +
        cell_name(parse_cell(text)) + ")");
  } else {
    return make_error(t + msg(" is not a Yoté move (examples: @C3 to place, C3-C4 to step, C3xC5 "
                              "to jump, xE2 or xR to remove after a jump, pass)",
                              " n’est pas un coup de yoté (exemples\xC2\xA0: @C3 pour poser, C3-C4 "
                              "pour avancer, C3xC5 pour sauter, xE2 ou xR pour prendre la pièce en "
                              "prime après un saut, pass pour passer)"));
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
  const std::string shape = std::to_string(cols) + msg(" cells", " cases");
  State s = initial(v);
  s.reserve[0] = 0;
  s.reserve[1] = 0;
  size_t i = 0;
  auto fail = [&](const std::string& why) {
    return make_error("position" + std::string(colon()) + why, 1, static_cast<int>(i) + 1);
  };
  for (int row = kRows - 1; row >= 0; --row) {
    for (int col = 0; col < cols; ++col, ++i) {
      if (i >= text.size()) {
        return fail(french()
                        ? "le plateau s’arrête trop tôt (il faut 5 rangées de " + shape +
                              "\xC2\xA0: l, d ou .)"
                        : "the board ends early (expected 5 rows of " + shape + ": l, d or .)");
      }
      const char ch = text[i];
      const int c = cell(col, row);
      if (ch == 'l') {
        s.board[0] |= 1u << c;
      } else if (ch == 'd') {
        s.board[1] |= 1u << c;
      } else if (ch != '.') {
        return fail(quoted(std::string_view(&text[i], 1)) +
                    msg(" is not a cell content (l light, d dark, . empty)",
                        " n’est pas un contenu de case (l clair, d foncé, . vide)"));
      }
    }
    const char sep = row > 0 ? '/' : ' ';
    if (i >= text.size() || text[i] != sep) {
      if (french()) {
        return fail(row > 0 ? "il faut " + quoted("/") + " après chaque rangée de " + shape
                            : std::string("il faut un espace après la cinquième rangée"));
      }
      return fail(row > 0 ? "expected '/' after each row of " + shape
                          : std::string("expected a space after the fifth row"));
    }
    ++i;
  }
  // Fields: side, reserve light, reserve dark, removal flag, quiet turns.
  Field fields[5];
  const int n = split_fields(text, i, fields, 5);
  if (n < 0) {
    return fail(msg("too many fields after the board", "trop de champs après le plateau"));
  }
  if (n != 5) {
    return fail(french() ? "il faut 5 champs après le plateau\xC2\xA0: le camp au trait (l|d), "
                           "les deux réserves, " +
                               quoted("-") + " ou " + quoted("x") +
                               ", les tours depuis la dernière pose ou prise"
                         : "expected 5 fields after the board: side (l|d), two reserves, '-' or "
                           "'x', turns since the last placement or capture");
  }
  if (fields[0].text != "l" && fields[0].text != "d") {
    return fail(french() ? "le camp au trait doit être " + quoted("l") + " (clairs) ou " +
                               quoted("d") + " (foncés)"
                         : "the side to move must be 'l' (light) or 'd' (dark)");
  }
  s.player = fields[0].text == "l" ? 0 : 1;
  const int r0 = small_number(fields[1].text, kPieces);
  const int r1 = small_number(fields[2].text, kPieces);
  if (r0 < 0 || r1 < 0) {
    return fail(msg("reserves must be numbers from 0 to 12",
                    "les réserves doivent être des nombres de 0 à 12"));
  }
  s.reserve[0] = static_cast<std::uint8_t>(r0);
  s.reserve[1] = static_cast<std::uint8_t>(r1);
  for (int p = 0; p < 2; ++p) {
    if (pieces(s, p) > kPieces) {
      if (french()) {
        return fail(std::string(p == 0 ? "les clairs" : "les foncés") + " ont plus de 12 pièces");
      }
      return fail(std::string(p == 0 ? "light" : "dark") + " has more than 12 pieces");
    }
  }
  if (fields[3].text != "-" && fields[3].text != "x") {
    return fail(french() ? "le champ de la pièce en prime doit être " + quoted("-") + " ou " +
                               quoted("x")
                         : std::string("the removal flag must be '-' or 'x'"));
  }
  s.must_remove = fields[3].text == "x";
  const int quiet = small_number(fields[4].text, kQuietLimit);
  if (quiet < 0) {
    return fail(msg("turns since the last placement or capture must be a number from 0 to 100",
                    "le nombre de tours depuis la dernière pose ou prise doit aller de 0 à 100"));
  }
  s.quiet = static_cast<std::uint16_t>(quiet);
  if (s.must_remove && pieces(s, 1 - s.player) == 0) {
    return fail(msg("a removal is pending but the opponent has no piece",
                    "une pièce en prime est à prendre, mais l’adversaire n’a plus aucune pièce"));
  }
  if (s.must_remove && s.quiet != 0) {
    return fail(msg("a removal is pending right after a capture: the turn count must be 0",
                    "la pièce en prime se prend juste après une prise\xC2\xA0: le nombre de tours "
                    "doit être 0"));
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
  if (french()) {
    return make_error(quoted(text) +
                      " n’est pas une variante du yoté (connues\xC2\xA0: default, 5x5)");
  }
  return make_error("unknown Yoté variant " + quoted(text) + " (known: default, 5x5)");
}

}  // namespace marbles::yote
