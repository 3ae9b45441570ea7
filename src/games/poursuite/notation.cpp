// La poursuite infernale: notation (chess squares), position text, board text and variants.
// See rules.h and docs/NOTATION.md.
#include <cctype>
#include <optional>

#include "core/fields.h"
#include "core/lang.h"
#include "core/scanner.h"
#include "games/poursuite/rules.h"

namespace marbles::poursuite {

namespace {

// "files a-f, ranks 1-6"; in French "colonnes a à f, rangées 1 à 6".
std::string extent(int size) {
  const char last_file = static_cast<char>('a' + size - 1);
  const char last_rank = static_cast<char>('0' + size);
  if (french()) {
    return std::string("colonnes a à ") + last_file + ", rangées 1 à " + last_rank;
  }
  return std::string("files a-") + last_file + ", ranks 1-" + last_rank;
}

std::string size_text(int size) {
  return std::to_string(size) + "x" + std::to_string(size);
}

// The board's size in words: "6x6" in English, "6 × 6" in French.
std::string size_words(int size) {
  if (french()) {
    return std::to_string(size) + "\xC2\xA0×\xC2\xA0" + std::to_string(size);
  }
  return size_text(size);
}

// "0 saut", "1 saut", "4 sauts": a number of jumps in French.
std::string sauts(int jumps) {
  return std::to_string(jumps) + " saut" + fr_plural(jumps);
}

const char* role_name(int role) {
  return role == kPursued ? msg("the black knight (pursued)", "le cavalier noir (poursuivi)")
                          : msg("the white knight (pursuer)", "le cavalier blanc (poursuivant)");
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

const char* end_words(RoundEnd e) {
  switch (e) {
    case RoundEnd::kCaught:
      return msg("a capture", "une prise");
    case RoundEnd::kCornered:
      return msg("a path onto the stuck pursued", "un chemin jusqu’au poursuivi bloqué");
    case RoundEnd::kEscaped:
      return msg("an escape", "une évasion");
    case RoundEnd::kPursuerStuck:
      return msg("a stuck pursuer", "un poursuivant bloqué");
    case RoundEnd::kBothStuck:
      return msg("both knights stuck", "deux cavaliers bloqués");
    default:
      return msg("no end yet", "pas encore de fin");
  }
}

std::string result_text(const RoundResult& r) {
  if (r.end == RoundEnd::kNone) {
    return "-";
  }
  return end_letter(r.end) + std::to_string(r.jumps);
}

// Why `a` (a square of the board) is not legal here.
std::string why_illegal(const State& s, Action a, std::string_view text) {
  const std::string t = quoted(text);
  if (s.over) {
    return french() ? "la partie est terminée\xC2\xA0: impossible de jouer " + t
                    : "the game is over: " + t + " cannot be played";
  }
  const int from = s.knight[s.mover];
  const int other = s.knight[1 - s.mover];
  if (a == from) {
    return t + colon() + role_name(s.mover) + msg(" is already there", " s’y trouve déjà");
  }
  if ((knight_attacks(from) & bit(a)) == 0) {
    return t + msg(" is not a knight's move from ", " n’est pas à un saut de cavalier de ") +
           square_name(from) + msg(", where ", ", où se trouve ") + role_name(s.mover) +
           msg(" stands", "");
  }
  if (a == other) {
    return t + colon() + role_name(1 - s.mover) +
           msg(" stands there (a burned square)", " s’y trouve (une case brûlée)");
  }
  return t + msg(" is burned: a knight has already stood there",
                 " est une case brûlée\xC2\xA0: un cavalier s’y est déjà trouvé");
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
    return make_error(quoted(text) + msg(" is not a square (", " n’est pas une case (") +
                      extent(size) + ")");
  }
  if ((board_mask(size) & bit(sq)) == 0) {
    return make_error(quoted(text) + msg(" is off the ", " est hors du plateau de ") +
                      size_words(size) + msg(" board (", " (") + extent(size) + ")");
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
    return sc.fail(french() ? "il faut commencer par la taille du plateau, " + quoted(size) +
                                  " pour la variante " + quoted(Game::variant_text(v)) +
                                  ", suivie d’un espace"
                            : "expected the board size " + quoted(size) + " of the variant " +
                                  Game::variant_text(v) + " first, then a space");
  }
  sc.seek(size_end + 1);
  // Board.
  s.used = 0;
  int knights[2] = {-1, -1};
  for (int rank = n - 1; rank >= 0; --rank) {
    int file = 0;
    while (file < n) {
      if (sc.at_end()) {
        return sc.fail(
            msg("the board ends early (expected ", "le plateau s’arrête trop tôt (il faut ") +
            std::to_string(n) + msg(" ranks of ", " rangées de ") + std::to_string(n) +
            msg(" squares)", " cases)"));
      }
      const char c = sc.peek();
      if (c >= '1' && c <= '8') {
        file += c - '0';
        if (file > n) {
          return sc.fail(msg("rank ", "la rangée ") + std::to_string(rank + 1) +
                         msg(" has more than ", " a plus de ") + std::to_string(n) +
                         msg(" squares", " cases"));
        }
        sc.advance();
        continue;
      }
      if (c == '/' || c == ' ') {
        return sc.fail(msg("rank ", "la rangée ") + std::to_string(rank + 1) + msg(" has ", " a ") +
                       std::to_string(file) +
                       (french() ? std::string(" case") + fr_plural(file) + " au lieu de "
                                 : std::string(" squares instead of ")) +
                       std::to_string(n));
      }
      const int sq = square(file, rank);
      if (c == 'n' || c == 'N') {
        const int role = c == 'n' ? kPursued : kPursuer;
        if (knights[role] >= 0) {
          return sc.fail(role == kPursued
                             ? msg("two pursued knights (n)", "deux cavaliers poursuivis (n)")
                             : msg("two pursuer knights (N)", "deux cavaliers poursuivants (N)"));
        }
        knights[role] = sq;
      } else if (c != 'x') {
        return sc.fail(
            quoted(sc.rest().substr(0, 1)) +
            msg(" is not a square content (n pursued, N pursuer, x burned, 1-",
                " n’est pas un contenu de case (n poursuivi, N poursuivant, x case brûlée, "
                "1 à ") +
            std::to_string(n) + msg(" free squares)", " cases libres)"));
      }
      s.used |= bit(sq);
      ++file;
      sc.advance();
    }
    const char sep = rank > 0 ? '/' : ' ';
    if (sc.at_end() || sc.peek() != sep) {
      return sc.fail(
          rank > 0 ? msg("expected ", "il faut ") + quoted("/") +
                         msg(" after each rank of ", " après chaque rangée de ") +
                         std::to_string(n) + msg(" squares", " cases")
                   : msg("expected a space after the board", "il faut un espace après le plateau"));
    }
    sc.advance();
  }
  if (knights[kPursued] < 0 || knights[kPursuer] < 0) {
    sc.seek(sc.pos() - 1);
    return sc.fail(
        msg("the board needs one pursued knight (n) and one pursuer knight (N)",
            "il faut sur le plateau un cavalier poursuivi (n) et un cavalier poursuivant "
            "(N)"));
  }
  s.knight[kPursued] = static_cast<std::uint8_t>(knights[kPursued]);
  s.knight[kPursuer] = static_cast<std::uint8_t>(knights[kPursuer]);
  const int corner = pursuer_start(n);
  if ((s.used & bit(0)) == 0 || (s.used & bit(corner)) == 0) {
    sc.seek(sc.pos() - 1);
    return sc.fail(msg("the start squares a1 and ", "les cases de départ a1 et ") +
                   square_name(corner) +
                   msg(" are burned from the start (x or a knight)",
                       " sont brûlées dès le début (x ou un cavalier)"));
  }
  if (s.knight[kPursued] == corner || s.knight[kPursuer] == 0) {
    sc.seek(sc.pos() - 1);
    return sc.fail(msg("a knight cannot stand on the other knight's start square",
                       "un cavalier ne peut pas se trouver sur la case de départ de l’autre"));
  }
  return std::nullopt;
}

// The side to move (it must fit the jumps played) and the round.
Failure read_side_and_round(Scanner& sc, State& s, const Variant& v, const Field* fields) {
  sc.seek(fields[0].at);
  if (fields[0].text != "b" && fields[0].text != "w") {
    return sc.fail(msg("the side to move must be ", "le cavalier au trait doit être ") +
                   quoted("b") + msg(" (the pursued, black) or ", " (le poursuivi, noir) ou ") +
                   quoted("w") + msg(" (the pursuer, white)", " (le poursuivant, blanc)"));
  }
  s.mover = fields[0].text == "b" ? kPursued : kPursuer;
  const int played = jumps(s);
  if ((played % 2 == 0) != (s.mover == kPursued)) {
    if (french()) {
      return sc.fail(std::to_string(played) + " saut" + fr_plural(played) + " joué" +
                     fr_plural(played) + " (cases brûlées hors des coins)\xC2\xA0: c’est au " +
                     (played % 2 == 0 ? "poursuivi (b)" : "poursuivant (w)") + " de jouer");
    }
    return sc.fail(std::to_string(played) + " jumps played (burned squares besides the corners): " +
                   (played % 2 == 0 ? "the pursued (b)" : "the pursuer (w)") + " is to move");
  }
  sc.seek(fields[1].at);
  if (fields[1].text != "1" && fields[1].text != "2") {
    return sc.fail(msg("the round must be 1 or 2", "la manche doit être 1 ou 2"));
  }
  s.round = fields[1].text == "1" ? 0 : 1;
  if (s.round == 1 && v.single) {
    return sc.fail(msg("a single-round game has no round 2",
                       "une partie en une seule manche n’a pas de manche 2"));
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
      return sc.fail(msg("a round's result is ", "le résultat d’une manche est ") + quoted("-") +
                     msg(" or a letter (c caught, p cornered, e escaped, s pursuer stuck, d both "
                         "stuck) and its jumps, 0 to ",
                         " ou une lettre (c pris, p bloqué et rejoint, e échappé, s poursuivant "
                         "bloqué, d les deux bloqués) suivie du nombre de sauts, de 0 à ") +
                     std::to_string(max_jumps));
    }
    // A capture or a stuck pursuer ends a round on the pursuer's turn, after an odd number of
    // jumps; a stuck pursued on its own turn, after an even number.
    const bool odd = e == RoundEnd::kCaught || e == RoundEnd::kPursuerStuck;
    const bool even = e == RoundEnd::kCornered || e == RoundEnd::kEscaped;
    if ((odd && count_jumps % 2 == 0) || (even && count_jumps % 2 != 0)) {
      if (french()) {
        return sc.fail("le résultat " + quoted(f) + " de la manche " + std::to_string(r + 1) +
                       " est impossible" + colon() + end_words(e) +
                       " n’arrive qu’après un nombre " + (odd ? "impair" : "pair") + " de sauts");
      }
      return sc.fail("round " + std::to_string(r + 1) + "'s result " + quoted(f) + ": " +
                     end_words(e) + " comes after an " + (odd ? "odd" : "even") +
                     " number of jumps");
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
    return sc.fail(msg("too many fields after the board", "trop de champs après le plateau"));
  }
  if (count != 4) {
    return sc.fail(msg("expected 4 fields after the board: side to move (b|w), round (1|2), the "
                       "results of rounds 1 and 2 (",
                       "il faut 4 champs après le plateau\xC2\xA0: le cavalier au trait (b|w), la "
                       "manche (1|2), les résultats des manches 1 et 2 (") +
                   quoted("-") + msg(" or like ", " ou comme ") + quoted("c17") + ")");
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
    return sc.fail(msg("round 2 has no result during round 1",
                       "la manche 2 n’a pas de résultat pendant la manche 1"));
  }
  if (s.round == 0 && last == 1 && s.rounds[0].end != RoundEnd::kNone) {
    sc.seek(fields[2].at);
    return sc.fail(msg("round 1 is over: the position would be the start of round 2",
                       "la manche 1 est terminée\xC2\xA0: la position serait le début de la manche "
                       "2"));
  }
  if (s.round == 1 && s.rounds[0].end == RoundEnd::kNone) {
    sc.seek(fields[2].at);
    return sc.fail(msg("round 2 is played after round 1: give round 1's result",
                       "la manche 2 se joue après la manche 1\xC2\xA0: indiquez le résultat de la "
                       "manche 1"));
  }
  const RoundResult& current = s.rounds[s.round];
  if (current.end != RoundEnd::kNone) {
    sc.seek(fields[2 + s.round].at);
    const RoundEnd on_board = examine(s, nullptr);
    if (on_board != current.end || current.jumps != played) {
      if (french()) {
        return sc.fail("le plateau ne montre pas le résultat " + quoted(fields[2 + s.round].text) +
                       " de la manche " + std::to_string(s.round + 1) +
                       " (sur ce plateau\xC2\xA0: " + end_words(on_board) + ", " + sauts(played) +
                       ")");
      }
      return sc.fail("the board does not show round " + std::to_string(s.round + 1) + "'s result " +
                     quoted(fields[2 + s.round].text) + " (on this board: " + end_words(on_board) +
                     ", " + std::to_string(played) + " jumps)");
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
    if (french()) {
      return make_error("variante inconnue de La poursuite infernale\xC2\xA0: " + quoted(text) +
                        " (connues\xC2\xA0: default, single, 6x6, 7x7, et une taille avec "
                        "single, comme " +
                        quoted("6x6 single") + ")");
    }
    return make_error("unknown La poursuite infernale variant " + quoted(text) +
                      " (known: default, single, 6x6, 7x7, and a size with single, like " +
                      quoted("6x6 single") + ")");
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

}  // namespace marbles::poursuite
