// Offboard notation, position text, board text and variants. See rules.h and docs/NOTATION.md.
#include <cctype>
#include <optional>

#include "core/fields.h"
#include "core/lang.h"
#include "core/scanner.h"
#include "games/offboard/rules.h"

namespace marbles::offboard {

namespace {

constexpr char kLetter[2] = {'r', 'y'};
constexpr const char* kName[2] = {"red", "yellow"};
constexpr const char* kDirName[kDirs] = {"east", "north-east", "north-west",
                                         "west", "south-west", "south-east"};
// The players as the French page names them ("les Rouges"), and their marbles' colour.
constexpr const char* kNameFr[2] = {"Rouges", "Jaunes"};
constexpr const char* kColourFr[2] = {"rouges", "jaunes"};
constexpr const char* kDirNameFr[kDirs] = {"vers l’est",         "vers le nord-est",
                                           "vers le nord-ouest", "vers l’ouest",
                                           "vers le sud-ouest",  "vers le sud-est"};

// What follows a token that names no cell.
const char* not_a_cell() {
  return msg(" is not a cell (rows a-i, diagonals 1-9, like e5)",
             " n’est pas une alvéole (rangées a à i, diagonales 1 à 9, comme e5)");
}

char lower(char c) {
  return static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
}

// Walks n cells from c along d (-1 once off the board).
int walk(int c, int d, int n) {
  for (int i = 0; i < n && c >= 0; ++i) {
    c = neighbour(c, d);
  }
  return c;
}

// The run of marbles of c's owner from c along d (0 when c is empty).
int run_length(const State& s, int c, int d) {
  const int who = owner(s, c);
  int n = 0;
  while (c >= 0 && who >= 0 && owner(s, c) == who) {
    ++n;
    c = neighbour(c, d);
  }
  return n;
}

// Where the front of the run from rear r along d goes, or -1 (off the board, or r empty).
int destination(const State& s, int r, int d) {
  return walk(r, d, run_length(s, r, d) > 0 ? run_length(s, r, d) : 1);
}

// The direction and distance from a to b on one line of the grid, or dir -1.
struct Step {
  int dir = -1;
  int dist = 0;
};

Step step_between(int a_row, int a_diag, int b_row, int b_diag) {
  const int dr = b_row - a_row;
  const int dk = b_diag - a_diag;
  const int dist = dr != 0 ? (dr < 0 ? -dr : dr) : (dk < 0 ? -dk : dk);
  if (dist == 0) {
    return {};
  }
  for (int d = 0; d < kDirs; ++d) {
    if (kDRow[d] * dist == dr && kDDiag[d] * dist == dk) {
      return {d, dist};
    }
  }
  return {};
}

// A cell name's row 0-8 and diagonal 0-9 (on the board or not), or false.
bool read_name(std::string_view t, int& row, int& diag) {
  if (t.size() != 2) {
    return false;
  }
  const char r = lower(t[0]);
  if (r < 'a' || r > 'i' || t[1] < '0' || t[1] > '9') {
    return false;
  }
  row = r - 'a';
  diag = t[1] - '0';
  return true;
}

// "a1-a3" for the run of n marbles from r along d ("a1" for one).
std::string run_name(int r, int d, int n) {
  return n <= 1 ? cell_name(r) : cell_name(r) + "-" + cell_name(walk(r, d, n - 1));
}

std::string plural(int n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

// "0 bille", "1 bille", "2 billes".
std::string billes(int n) {
  return std::to_string(n) + " bille" + fr_plural(n);
}

// Why the move action a (rear and direction read from `text`) is not legal here.
std::string why_illegal_move(const State& s, Action a, std::string_view text) {
  const std::string t = quoted(text);
  const int p = s.player;
  const int r = move_rear(a);
  const int d = move_dir(a);
  if (owner(s, r) != p) {
    return t + colon() + msg("no marble of yours on ", "vous n’avez aucune bille en ") +
           cell_name(r);
  }
  const int n = run_length(s, r, d);
  int c = walk(r, d, n);
  if (c < 0) {
    if (french()) {
      return t + colon() + (n == 1 ? "la bille" : "la ligne " + run_name(r, d, n)) +
             " sortirait du plateau (vos propres billes ne le quittent jamais)";
    }
    return t + ": " + (n == 1 ? "the marble" : "the line " + run_name(r, d, n)) +
           " would leave the board (your own marbles never leave it)";
  }
  int m = 0;
  while (c >= 0 && owner(s, c) == 1 - p) {
    ++m;
    c = neighbour(c, d);
  }
  if (m >= n) {
    if (french()) {
      return t + colon() +
             (n == 1 ? "une bille seule ne peut pas pousser "
                     : std::to_string(n) + " de vos billes ne peuvent pas pousser ") +
             billes(m) + (m == 1 ? " adverse" : " adverses") +
             " (pour pousser, il faut plus de billes que la ligne poussée n’en compte)";
    }
    return t + ": " + plural(n, "marble", "marbles") + " of yours cannot push " +
           plural(m, "marble", "marbles") + " (a push needs more marbles than it pushes)";
  }
  if (c >= 0 && owner(s, c) == p) {
    return t + colon() +
           msg("the push is blocked by your own marble on ",
               "la poussée est bloquée par votre propre bille en ") +
           cell_name(c);
  }
  return t + msg(" is not legal here", " n’est pas jouable ici");
}

// "1,2" and back: two numbers 0..max.
bool read_pair(std::string_view f, int max, int out[2]) {
  const size_t comma = f.find(',');
  if (comma == std::string_view::npos) {
    return false;
  }
  out[0] = small_number(f.substr(0, comma), max);
  out[1] = small_number(f.substr(comma + 1), max);
  return out[0] >= 0 && out[1] >= 0;
}

std::string pair_text(int a, int b) {
  return std::to_string(a) + "," + std::to_string(b);
}

constexpr Variant kDefault{};

}  // namespace

// ---------------------------------------------------------------------------------------------
// Cells and actions

std::string cell_name(int c) {
  if (c < 0 || c >= kCells) {
    return "?";
  }
  return std::string{static_cast<char>('a' + row_of(c)), static_cast<char>('0' + diag_of(c))};
}

int parse_cell(std::string_view text) {
  int row = 0;
  int diag = 0;
  if (!read_name(text, row, diag)) {
    return -1;
  }
  return cell_at(row, diag);
}

std::string Game::action_text(const State& s, Action a) {
  if (a == kPass) {
    return "pass";
  }
  if (a == kAside) {
    return "aside";
  }
  if (is_put_back(a)) {
    return "@" + cell_name(put_back_cell(a));
  }
  if (!is_move(a)) {
    return "?";
  }
  const int r = move_rear(a);
  const int d = move_dir(a);
  const int to = destination(s, r, d);
  std::string out = cell_name(r) + "-" + cell_name(to);
  const LineMove m = describe_move(s, a);
  if (m.off_target >= 0) {
    out += "x" + std::to_string(m.off_target + 1);
  }
  return out;
}

namespace {

// Why the action a, read from `text` (quoted in t), is not legal here.
std::string why_not_legal(const State& s, Action a, std::string_view text, const std::string& t) {
  const bool waiting = s.waiting[s.player] > 0;
  if (a == kPass) {
    return (t + colon() +
            msg("passing is allowed only when no other move is possible",
                "on ne peut passer que si aucun autre coup n’est possible"));
  }
  if (waiting && is_put_back(a)) {
    return (t + colon() +
            (french() ? "l’alvéole " + cell_name(put_back_cell(a)) + " est occupée"
                      : cell_name(put_back_cell(a)) + " is occupied"));
  }
  if (waiting) {
    return (t + colon() +
            msg("first put your waiting marble back on an empty cell (like @e5) "
                "or set it aside (aside)",
                "replacez d’abord votre bille en attente sur une alvéole libre "
                "(comme @e5) ou écartez-la (aside)"));
  }
  if (a == kAside || is_put_back(a)) {
    return (t + colon() +
            msg("you have no marble waiting to be put back or set aside",
                "vous n’avez aucune bille à replacer ou à écarter"));
  }
  return why_illegal_move(s, a, text);
}

}  // namespace

Result<Action> Game::parse_action(const State& s, std::string_view text) {
  const std::string t = quoted(text);
  if (s.outcome != Outcome::kNone) {
    return make_error(french() ? "la partie est terminée\xC2\xA0: " + t + " ne peut pas être joué"
                               : "the game is over: " + t + " cannot be played");
  }
  const int p = s.player;
  const bool waiting = s.waiting[p] > 0;
  Action a = kNoAction;
  int suffix = -1;  // the target number after 'x', when given
  if (text == "pass") {
    a = kPass;
  } else if (text == "aside") {
    a = kAside;
  } else if (!text.empty() && text[0] == '@') {
    const int c = parse_cell(text.substr(1));
    if (c < 0) {
      return make_error(t + colon() + quoted(text.substr(1)) + not_a_cell());
    }
    a = put_back_action(c);
  } else if (text.size() >= 5 && text[2] == '-') {
    std::string_view to_text = text.substr(3, 2);
    const std::string_view rest = text.substr(5);
    if (!rest.empty()) {
      if (lower(rest[0]) != 'x') {
        return make_error(t + colon() +
                          msg("after the cells only 'x' and a target number 1-12 may follow",
                              "après les alvéoles ne peuvent suivre que «\xC2\xA0x\xC2\xA0» et "
                              "un numéro de cible de 1 à 12"));
      }
      suffix = small_number(rest.substr(1), kTargets);
      if (suffix < 1) {
        return make_error(
            t + colon() +
            msg("targets are numbered 1 to 12", "les cibles sont numérotées de 1 à 12"));
      }
    }
    const int r = parse_cell(text.substr(0, 2));
    if (r < 0) {
      return make_error(t + colon() + quoted(text.substr(0, 2)) + not_a_cell());
    }
    int to_row = 0;
    int to_diag = 0;
    if (!read_name(to_text, to_row, to_diag)) {
      return make_error(t + colon() + quoted(to_text) + not_a_cell());
    }
    const Step st = step_between(row_of(r), diag_of(r), to_row, to_diag);
    if (st.dir < 0) {
      if (french()) {
        return make_error(t + colon() +
                          "une ligne se déplace le long d’une rangée ou d’une diagonale, d’une "
                          "alvéole à la fois\xC2\xA0: " +
                          std::string(to_text) + " n’est pas dans l’alignement de " + cell_name(r));
      }
      return make_error(t + ": a line moves along a row or a diagonal, one cell at a time: " +
                        std::string(to_text) + " is not in line with " + cell_name(r));
    }
    a = move_action(r, st.dir);
    if (!waiting && owner(s, r) == p) {
      const int n = run_length(s, r, st.dir);
      if (n != st.dist) {
        const int to = walk(r, st.dir, n);
        if (french()) {
          const std::string what = n == 1
                                       ? "la bille en " + cell_name(r) + " se déplace d’une alvéole"
                                       : "votre ligne " + run_name(r, st.dir, n) +
                                             " se déplace d’une alvéole " + kDirNameFr[st.dir];
          const std::string where = n == 1 ? ", vers " : ", sa tête en ";
          return make_error(
              t + colon() + what +
              (to >= 0 ? where + cell_name(to) + " (" + cell_name(r) + "-" + cell_name(to) + ")"
                       : ", hors du plateau, que vos propres billes ne quittent jamais"));
        }
        const std::string what = n == 1 ? "the marble on " + cell_name(r) + " moves one cell"
                                        : "your line " + run_name(r, st.dir, n) + " moves " +
                                              kDirName[st.dir] + " by one cell";
        return make_error(t + ": " + what +
                          (to >= 0 ? ", its front to " + cell_name(to) + " (" + cell_name(r) + "-" +
                                         cell_name(to) + ")"
                                   : ", off the board, which your own marbles never leave"));
      }
    }
    if (cell_at(to_row, to_diag) < 0 && !waiting && owner(s, r) == p) {
      return make_error(t + colon() + std::string(to_text) +
                        msg(" is off the board (your own marbles never leave it)",
                            " est hors du plateau (vos propres billes ne le quittent jamais)"));
    }
  } else {
    return make_error(
        t + msg(" is not an Offboard move (examples: c3-c4 to move a marble, a1-a4 to move "
                "the line a1-a3, g5-g8x7 for a push off the board into target 7, @e5 to "
                "put a waiting marble back, aside, pass)",
                " n’est pas un coup d’Offboard (exemples\xC2\xA0: c3-c4 pour déplacer une bille, "
                "a1-a4 pour déplacer la ligne a1-a3, g5-g8x7 pour une poussée hors du plateau "
                "dans la cible 7, @e5 pour replacer une bille en attente, aside pour l’écarter, "
                "pass pour passer)"));
  }
  Actions legal;
  legal_actions(s, legal);
  if (!legal.contains(a)) {
    return make_error(why_not_legal(s, a, text, t));
  }
  if (suffix > 0) {
    const LineMove m = describe_move(s, a);
    if (m.off_target < 0) {
      return make_error(t + colon() +
                        msg("this move puts no marble off the board (write it without 'x')",
                            "ce coup n’éjecte aucune bille (écrivez-le sans «\xC2\xA0x\xC2\xA0»)"));
    }
    if (m.off_target + 1 != suffix) {
      return make_error(
          t + colon() +
          msg("the marble pushed off falls into target ", "la bille éjectée tombe dans la cible ") +
          std::to_string(m.off_target + 1) + msg(", not ", ", pas dans la ") +
          std::to_string(suffix) + " (" + action_text(s, a) + ")");
    }
  }
  return a;
}

// ---------------------------------------------------------------------------------------------
// Position text

std::string Game::position_text(const State& s) {
  std::string out;
  for (int i = kRows - 1; i >= 0; --i) {
    for (int k = 1; k <= 9; ++k) {
      const int c = cell_at(i, k);
      if (c >= 0) {
        const int q = owner(s, c);
        out += q < 0 ? '.' : kLetter[q];
      }
    }
    out += i > 0 ? '/' : ' ';
  }
  out += kLetter[s.player & 1];
  out += " " + pair_text(s.score[0], s.score[1]) + " ";
  for (std::int8_t t : s.target) {
    out += t == 0 || t == 1 ? kLetter[t] : '.';
  }
  out += " " + pair_text(s.waiting[0], s.waiting[1]) + " " + pair_text(s.aside[0], s.aside[1]) +
         " " + std::to_string(s.quiet);
  return out;
}

namespace {

using Failure = std::optional<Error>;

// The 9 rows of the board; the marbles of each player on it counted in on_board.
Failure read_board(Scanner& sc, State& s, int on_board[2]) {
  for (int row = kRows - 1; row >= 0; --row) {
    for (int k = 1; k <= 9; ++k) {
      const int c = cell_at(row, k);
      if (c < 0) {
        continue;
      }
      if (sc.at_end()) {
        return sc.fail(
            msg("the board ends early (expected 9 rows, i down to a, of 5 to 9 cells: r, y "
                "or .)",
                "le plateau s’arrête trop tôt (il faut 9 rangées, de i à a, de 5 à 9 alvéoles "
                "chacune\xC2\xA0: r, y ou .)"));
      }
      const char ch = sc.peek();
      if (ch == 'r' || ch == 'y') {
        const int q = ch == 'r' ? 0 : 1;
        s.board[q] |= std::uint64_t{1} << c;
        ++on_board[q];
      } else if (ch != '.') {
        return sc.fail(quoted(sc.rest().substr(0, 1)) +
                       msg(" is not a cell content (r, y or .)",
                           " n’est pas un contenu d’alvéole (r, y ou .)"));
      }
      sc.advance();
    }
    const char sep = row > 0 ? '/' : ' ';
    if (sc.at_end() || sc.peek() != sep) {
      const std::string name(1, static_cast<char>('a' + row));
      if (french()) {
        return sc.fail(row > 0
                           ? "il manque «\xC2\xA0/\xC2\xA0» après la rangée " + name +
                                 " (les rangées de i à a ont 5, 6, 7, 8, 9, 8, 7, 6, 5 alvéoles)"
                           : std::string("il manque un espace après la rangée a (5 alvéoles)"));
      }
      return sc.fail(row > 0 ? "expected '/' after row " + name +
                                   " (rows i down to a have 5, 6, 7, 8, 9, 8, 7, 6, 5 cells)"
                             : std::string("expected a space after row a (5 cells)"));
    }
    sc.advance();
  }
  return std::nullopt;
}

// The targets (the marbles in them counted in in_target) and the scores they make.
Failure read_targets(Scanner& sc, State& s, const Variant& v, const Field* f, int in_target[2]) {
  sc.seek(f[2].at);
  if (f[2].text.size() != kTargets) {
    return sc.fail(msg("the targets must be 12 characters, r, y or . for targets 1 to 12",
                       "les cibles s’écrivent en 12 caractères, r, y ou . pour les cibles 1 à 12"));
  }
  int earned[2] = {0, 0};  // the points each player scored: its opponent's marbles in targets
  for (int t = 0; t < kTargets; ++t) {
    const char ch = f[2].text[static_cast<size_t>(t)];
    if (ch == 'r' || ch == 'y') {
      const int q = ch == 'r' ? 0 : 1;
      s.target[t] = static_cast<std::int8_t>(q);
      ++in_target[q];
      earned[1 - q] += v.values[t];
    } else if (ch != '.') {
      sc.seek(f[2].at + static_cast<size_t>(t));
      return sc.fail(quoted(std::string_view(&f[2].text[static_cast<size_t>(t)], 1)) +
                     msg(" is not a target content (r, y or .)",
                         " n’est pas un contenu de cible (r, y ou .)"));
    }
  }
  sc.seek(f[1].at);
  int score[2];
  if (!read_pair(f[1].text, 99, score)) {
    return sc.fail(
        msg("the scores must be two numbers separated by a comma (like 0,2)",
            "les scores s’écrivent en deux nombres séparés par une virgule (comme 0,2)"));
  }
  for (int q = 0; q < 2; ++q) {
    if (score[q] != earned[q]) {
      if (french()) {
        return sc.fail(std::string("le score des ") + kNameFr[q] + ", " + std::to_string(score[q]) +
                       ", n’est pas la somme des valeurs des cibles qui contiennent des billes " +
                       kColourFr[1 - q] + " (" + std::to_string(earned[q]) + ")");
      }
      return sc.fail(std::string(kName[q]) + "'s score " + std::to_string(score[q]) +
                     " is not the sum of the values of the targets holding " + kName[1 - q] +
                     " marbles (" + std::to_string(earned[q]) + ")");
    }
    s.score[q] = static_cast<std::uint8_t>(score[q]);
  }
  if (score[0] >= kWinPoints && score[1] >= kWinPoints) {
    return sc.fail(msg("both players have 6 points or more: only one can have won",
                       "les deux joueurs ont 6 points ou plus\xC2\xA0: un seul peut avoir gagné"));
  }
  return std::nullopt;
}

// The waiting marbles and those set aside: with the others, 12 for each player.
Failure read_reserves(Scanner& sc, State& s, const Field* f, const int on_board[2],
                      const int in_target[2]) {
  sc.seek(f[3].at);
  int waiting[2];
  if (!read_pair(f[3].text, kMarbles, waiting)) {
    return sc.fail(msg(
        "the waiting marbles must be two numbers separated by a comma (like 0,1)",
        "les billes en attente s’écrivent en deux nombres séparés par une virgule (comme 0,1)"));
  }
  if (waiting[1 - s.player] != 0) {
    if (french()) {
      return sc.fail(std::string("les ") + kNameFr[1 - s.player] +
                     " ont une bille en attente alors que ce n’est pas leur tour (une bille en "
                     "attente revient au tour suivant de son propriétaire)");
    }
    return sc.fail(std::string(kName[1 - s.player]) +
                   " has a waiting marble but is not to move (a waiting marble is returned on its "
                   "owner's next turn)");
  }
  if (waiting[s.player] > 1) {
    return sc.fail(msg("at most one marble waits to be returned",
                       "une seule bille au plus peut attendre d’être replacée"));
  }
  sc.seek(f[4].at);
  int aside[2];
  if (!read_pair(f[4].text, kMarbles, aside)) {
    return sc.fail(
        msg("the marbles set aside must be two numbers separated by a comma (like 0,1)",
            "les billes écartées s’écrivent en deux nombres séparés par une virgule (comme 0,1)"));
  }
  for (int q = 0; q < 2; ++q) {
    s.waiting[q] = static_cast<std::uint8_t>(waiting[q]);
    s.aside[q] = static_cast<std::uint8_t>(aside[q]);
    const int total = on_board[q] + in_target[q] + waiting[q] + aside[q];
    if (total != kMarbles) {
      if (french()) {
        return sc.fail(std::string("les ") + kNameFr[q] + " ont " + billes(on_board[q]) +
                       " sur le plateau, " + std::to_string(in_target[q]) + " dans les cibles, " +
                       std::to_string(waiting[q]) + " en attente et " + std::to_string(aside[q]) +
                       " écartée" + fr_plural(aside[q]) + "\xC2\xA0: " + std::to_string(total) +
                       ", alors qu’il en faut 12");
      }
      return sc.fail(std::string(kName[q]) + " has " + std::to_string(on_board[q]) +
                     " marbles on the board, " + std::to_string(in_target[q]) + " in targets, " +
                     std::to_string(waiting[q]) + " waiting and " + std::to_string(aside[q]) +
                     " aside: " + std::to_string(total) + ", where 12 are needed");
    }
  }
  return std::nullopt;
}

}  // namespace

Result<State> Game::parse_position(const Variant& v, std::string_view text) {
  State s;
  s.variant = v;
  Scanner sc(text, kPositionPart, Scanner::Lines::kOne);
  int on_board[2] = {0, 0};
  if (Failure e = read_board(sc, s, on_board)) {
    return *e;
  }
  // Fields: player, scores, targets, waiting, aside, quiet turns.
  Field f[6];
  const int nf = split_fields(text, sc.pos(), f, 6);
  if (nf < 0) {
    return sc.fail(msg("too many fields after the board", "trop de champs après le plateau"));
  }
  if (nf != 6) {
    return sc.fail(msg(
        "expected 6 fields after the board: the player to move (r or y), the scores (like 0,2), "
        "the 12 targets (r, y or .), the waiting marbles (like 0,1), the marbles set aside (like "
        "0,0), the turns since a marble was last pushed off",
        "il faut 6 champs après le plateau\xC2\xA0: le joueur dont c’est le tour (r ou y), les "
        "scores (comme 0,2), les 12 cibles (r, y ou .), les billes en attente (comme 0,1), les "
        "billes écartées (comme 0,0), les tours depuis la dernière bille éjectée"));
  }
  sc.seek(f[0].at);
  if (f[0].text != "r" && f[0].text != "y") {
    return sc.fail(
        msg("the player to move must be r or y", "le joueur dont c’est le tour doit être r ou y"));
  }
  s.player = f[0].text == "r" ? 0 : 1;
  int in_target[2] = {0, 0};
  if (Failure e = read_targets(sc, s, v, f, in_target)) {
    return *e;
  }
  if (Failure e = read_reserves(sc, s, f, on_board, in_target)) {
    return *e;
  }
  sc.seek(f[5].at);
  const int quiet = small_number(f[5].text, kQuietLimit);
  if (quiet < 0) {
    return sc.fail(msg("turns since a marble was last pushed off must be a number from 0 to ",
                       "le nombre de tours depuis la dernière bille éjectée doit aller de 0 à ") +
                   std::to_string(kQuietLimit));
  }
  if (quiet != 0 && s.waiting[s.player] > 0) {
    return sc.fail(
        msg("a waiting marble was pushed off on the last turn: the turns since a marble "
            "was last pushed off must be 0",
            "une bille en attente a été éjectée au dernier tour\xC2\xA0: le nombre de tours "
            "depuis la dernière bille éjectée doit être 0"));
  }
  s.quiet = static_cast<std::uint16_t>(quiet);
  settle(s);  // the end, and the start of the repetition history
  return s;
}

// ---------------------------------------------------------------------------------------------
// Board text: the hexagon with row letters on the left and diagonal numbers along the bottom
// and the lower right, like Abalone's boards.

std::string Game::board_text(const State& s) {
  std::string out;
  for (int i = kRows - 1; i >= -1; --i) {
    out += i >= 0 ? static_cast<char>('a' + i) : ' ';
    out += std::string(static_cast<size_t>(i >= 4 ? i - 4 : 4 - i) + 1, ' ');
    bool first = true;
    for (int k = 0; k <= 10; ++k) {
      const int c = i >= 0 ? cell_at(i, k) : -1;
      std::string item;
      if (c >= 0) {
        const int q = owner(s, c);
        item = q < 0 ? "." : std::string(1, kLetter[q]);
      } else if ((i == -1 && k >= 1 && k <= 5) || (i >= 0 && i < 4 && k == i + 6)) {
        item = std::to_string(k);  // the diagonal starting here
      }
      if (!item.empty()) {
        out += (first ? "" : " ") + item;
        first = false;
      }
    }
    out += '\n';
  }
  out += "targets ";
  for (std::int8_t t : s.target) {
    out += t == 0 || t == 1 ? kLetter[t] : '.';
  }
  out += " (values ";
  for (int t = 0; t < kTargets; ++t) {
    out += static_cast<char>('0' + s.variant.values[t]);
  }
  out += ")\n";
  if (s.outcome == Outcome::kWin) {
    out += std::string(kName[s.winner & 1]) + " won";
  } else if (s.outcome == Outcome::kDraw) {
    out += "draw";
  } else {
    out += std::string(kName[s.player & 1]) + " to move";
  }
  out += ", score " + std::to_string(s.score[0]) + "/" + std::to_string(s.score[1]) + ", waiting " +
         std::to_string(s.waiting[0]) + "/" + std::to_string(s.waiting[1]) + ", aside " +
         std::to_string(s.aside[0]) + "/" + std::to_string(s.aside[1]) + ", quiet " +
         std::to_string(s.quiet) + "\n";
  return out;
}

// ---------------------------------------------------------------------------------------------
// Variants

std::string Game::variant_text(const Variant& v) {
  if (v == kDefault) {
    return "default";
  }
  std::string out = "targets ";
  for (int t = 0; t < kTargets; ++t) {
    out += (t > 0 ? "," : "") + std::to_string(v.values[t]);
  }
  return out;
}

Result<Variant> Game::parse_variant(std::string_view text) {
  Variant v;
  if (text.empty() || text == "default") {
    return v;
  }
  constexpr std::string_view kWord = "targets";
  if (text.substr(0, kWord.size()) != kWord ||
      (text.size() > kWord.size() && text[kWord.size()] != ' ')) {
    if (french()) {
      return make_error("variante d’Offboard inconnue " + quoted(text) +
                        " (connues\xC2\xA0: default, ou " + quoted("targets") +
                        " suivi des douze valeurs des cibles, de 1 à 9, à partir de la cible 1, "
                        "comme " +
                        quoted("targets 1,2,3,1,2,3,1,2,3,1,2,3") + ")");
    }
    return make_error("unknown Offboard variant " + quoted(text) +
                      " (known: default, or 'targets' and the twelve target values 1-9 from "
                      "target 1 on, like 'targets 1,2,3,1,2,3,1,2,3,1,2,3')");
  }
  const std::string_view values = text.substr(kWord.size());
  auto bad = [&]() {
    if (french()) {
      return make_error(quoted("targets") +
                        " demande 12 valeurs de 1 à 9 séparées par des virgules, et non " +
                        quoted(values.empty() ? values : values.substr(1)));
    }
    return make_error("targets needs 12 values 1-9 separated by commas, got " +
                      quoted(values.empty() ? values : values.substr(1)));
  };
  int n = 0;
  size_t j = 0;
  while (true) {
    while (j < values.size() && values[j] == ' ') {
      ++j;
    }
    if (j >= values.size() || values[j] < '1' || values[j] > '9' || n >= kTargets) {
      return bad();
    }
    v.values[n++] = static_cast<std::uint8_t>(values[j] - '0');
    ++j;
    while (j < values.size() && values[j] == ' ') {
      ++j;
    }
    if (j >= values.size()) {
      break;
    }
    if (values[j] != ',') {
      return bad();
    }
    ++j;
  }
  if (n != kTargets) {
    return bad();
  }
  return v;
}

}  // namespace marbles::offboard
