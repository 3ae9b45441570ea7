// Wali notation (Jeux & Stratégie 1980 style) and position text. See rules.h and
// docs/NOTATION.md.
#include <cctype>

#include "core/fields.h"
#include "core/lang.h"
#include "games/wali/rules.h"

namespace marbles::wali {

namespace {

constexpr int kDeltaCol[4] = {0, 1, 0, -1};
constexpr int kDeltaRow[4] = {1, 0, -1, 0};

// Where a cell name goes wrong: " is not a cell (columns A-F, rows 1-5)".
const char* not_a_cell() {
  return msg(" is not a cell (columns A-F, rows 1-5)",
             " n’est pas une case (colonnes A à F, rangées 1 à 5)");
}

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
std::string why_illegal(const State& s, Action a, std::string_view text) {
  const std::string t = quoted(text);
  if (s.outcome != Outcome::kNone) {
    return french() ? "la partie est terminée\xC2\xA0: impossible de jouer " + t
                    : "the game is over: " + t + " cannot be played";
  }
  const int p = s.player;
  if (s.must_remove && (a < kRemoveBase || a == kPass)) {
    return t + colon() +
           msg("first remove an opponent piece (for example x",
               "retirez d’abord une pièce adverse (par exemple x") +
           cell_name(__builtin_ctz(s.board[1 - p])) + ")";
  }
  if (a == kPass) {
    return t + colon() +
           msg("passing is allowed only when no other move is possible",
               "on ne peut passer que si aucun autre coup n’est possible");
  }
  if (a < kMoveBase) {
    const int c = a - kPlaceBase;
    if (!in_placement(s)) {
      return t + colon() +
             msg("the placement phase is over; move a piece instead (like D2-D1)",
                 "la pose est terminée\xC2\xA0; déplacez plutôt une pièce (comme D2-D1)");
    }
    if (s.reserve[p] == 0) {
      return t + colon() + msg("no piece left to place", "vous n’avez plus de pièce à poser");
    }
    if (((s.board[0] | s.board[1]) >> c & 1u) != 0) {
      return t + colon() + msg("the cell is occupied", "la case est occupée");
    }
    return t + colon() +
           msg("a placement may not make three in a row",
               "une pose ne doit pas donner trois pièces à la suite");
  }
  if (a < kRemoveBase) {
    const int from = move_from(a);
    const int to = neighbour(from, move_dir(a));
    if (in_placement(s)) {
      return t + colon() +
             msg("pieces cannot move during the placement phase",
                 "les pièces ne se déplacent pas pendant la pose");
    }
    if ((s.board[p] >> from & 1u) == 0) {
      return t + colon() + msg("no piece of yours on ", "vous n’avez pas de pièce en ") +
             cell_name(from);
    }
    if (((s.board[0] | s.board[1]) >> to & 1u) != 0) {
      return t + colon() + msg("", "la case ") + cell_name(to) +
             msg(" is occupied", " est occupée");
    }
    return t + msg(" is not legal here", " n’est pas permis ici");
  }
  if (!s.must_remove) {
    return t + colon() +
           msg("a piece may be removed only right after forming a line of three",
               "on ne retire une pièce que juste après avoir aligné trois pièces");
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
  const std::string t = quoted(text);
  Action a = kNoAction;
  if (text == "pass") {
    a = kPass;
  } else if (text.size() == 3 && (text[0] == 'x' || text[0] == 'X')) {
    const int c = parse_cell(text.substr(1));
    if (c < 0) {
      return make_error(t + colon() + quoted(text.substr(1)) + not_a_cell());
    }
    a = kRemoveBase + c;
  } else if (text.size() == 2) {
    const int c = parse_cell(text);
    if (c < 0) {
      return make_error(t + not_a_cell());
    }
    a = kPlaceBase + c;
  } else if (text.size() == 5 && text[2] == '-') {
    const int from = parse_cell(text.substr(0, 2));
    const int to = parse_cell(text.substr(3, 2));
    if (from < 0 || to < 0) {
      return make_error(t + colon() + quoted(text.substr(from < 0 ? 0 : 3, 2)) + not_a_cell());
    }
    for (int d = 0; d < 4; ++d) {
      if (col_of(from) + kDeltaCol[d] == col_of(to) && row_of(from) + kDeltaRow[d] == row_of(to)) {
        a = move_action(from, d);
      }
    }
    if (a == kNoAction) {
      return make_error(t + colon() +
                        msg("a piece moves one cell up, down, left or right",
                            "une pièce se déplace d’une case vers le haut, le bas, la gauche ou "
                            "la droite"));
    }
  } else {
    return make_error(t + msg(" is not a Wali move (examples: C3 to place, D2-D1 to move, "
                              "xB4 to remove, pass)",
                              " n’est pas un coup de wali (exemples\xC2\xA0: C3 pour poser, D2-D1 "
                              "pour déplacer, xB4 pour retirer, pass pour passer)"));
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
  auto fail = [&](const std::string& why) {
    return make_error("position" + std::string(colon()) + why, 1, static_cast<int>(i) + 1);
  };
  for (int row = kRows - 1; row >= 0; --row) {
    for (int col = 0; col < kCols; ++col, ++i) {
      if (i >= text.size()) {
        return fail(msg("the board ends early (expected 5 rows of 6 cells: s, o or .)",
                        "le plateau s’arrête trop tôt (il faut 5 rangées de 6 cases\xC2\xA0: s, "
                        "o ou .)"));
      }
      const char ch = text[i];
      const int c = cell(col, row);
      if (ch == 's') {
        s.board[0] |= 1u << c;
      } else if (ch == 'o') {
        s.board[1] |= 1u << c;
      } else if (ch != '.') {
        return fail(quoted(std::string_view(&text[i], 1)) +
                    msg(" is not a cell content (s stick, o stone, . empty)",
                        " n’est pas un contenu de case (s bâtonnet, o caillou, . vide)"));
      }
    }
    const char sep = row > 0 ? '/' : ' ';
    if (i >= text.size() || text[i] != sep) {
      return fail(row > 0 ? msg("expected ", "il faut ") + quoted("/") +
                                msg(" after each row of 6 cells", " après chaque rangée de 6 cases")
                          : msg("expected a space after the fifth row",
                                "il faut un espace après la cinquième rangée"));
    }
    ++i;
  }
  // Fields: side, reserve sticks, reserve stones, removal flag, quiet turns.
  Field fields[5];
  const int n = split_fields(text, i, fields, 5);
  if (n < 0) {
    return fail(msg("too many fields after the board", "trop de champs après le plateau"));
  }
  if (n != 5) {
    return fail(msg("expected 5 fields after the board: side (s|o), two reserves, ",
                    "il faut 5 champs après le plateau\xC2\xA0: le joueur au trait (s|o), les "
                    "pièces en main de chaque camp, ") +
                quoted("-") + msg(" or ", " ou ") + quoted("x") +
                msg(", turns since the last capture", ", les coups depuis la dernière prise"));
  }
  if (fields[0].text != "s" && fields[0].text != "o") {
    return fail(msg("the side to move must be ", "le joueur au trait doit être ") + quoted("s") +
                msg(" (sticks) or ", " (bâtonnets) ou ") + quoted("o") +
                msg(" (stones)", " (cailloux)"));
  }
  s.player = fields[0].text == "s" ? 0 : 1;
  const int r0 = small_number(fields[1].text, kPieces);
  const int r1 = small_number(fields[2].text, kPieces);
  if (r0 < 0 || r1 < 0) {
    return fail(
        msg("reserves must be numbers from 0 to 12", "le nombre de pièces en main va de 0 à 12"));
  }
  s.reserve[0] = static_cast<std::uint8_t>(r0);
  s.reserve[1] = static_cast<std::uint8_t>(r1);
  for (int p = 0; p < 2; ++p) {
    if (pieces(s, p) + s.reserve[p] > kPieces) {
      return fail(
          p == 0 ? msg("sticks have more than 12 pieces", "les bâtonnets ont plus de 12 pièces")
                 : msg("stones have more than 12 pieces", "les cailloux ont plus de 12 pièces"));
    }
  }
  if (fields[3].text != "-" && fields[3].text != "x") {
    return fail(msg("the removal flag must be ", "l’indicateur de prise doit être ") + quoted("-") +
                msg(" or ", " ou ") + quoted("x"));
  }
  s.must_remove = fields[3].text == "x";
  const int quiet = small_number(fields[4].text, kNoCaptureLimit);
  if (quiet < 0) {
    return fail(msg("turns since the last capture must be a number from 0 to 100",
                    "le nombre de coups depuis la dernière prise va de 0 à 100"));
  }
  s.quiet = static_cast<std::uint16_t>(quiet);
  if (in_placement(s)) {
    if (s.must_remove || s.quiet != 0) {
      return fail(msg("no capture can be pending during the placement phase",
                      "aucune prise ne peut être en attente pendant la pose"));
    }
    if (has_line(s.board[0]) || has_line(s.board[1])) {
      return fail(msg("three in a row cannot arise during the placement phase",
                      "il ne peut pas y avoir trois pièces à la suite pendant la pose"));
    }
  }
  if (s.must_remove && pieces(s, 1 - s.player) == 0) {
    return fail(msg("a removal is pending but the opponent has no piece",
                    "une prise est en attente mais l’adversaire n’a plus de pièce"));
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
  return make_error(msg("unknown Wali variant ", "variante de wali inconnue\xC2\xA0: ") +
                    quoted(text) +
                    msg(" (known: default, 1980)", " (connues\xC2\xA0: default, 1980)"));
}

}  // namespace marbles::wali
