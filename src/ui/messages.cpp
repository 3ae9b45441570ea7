#include "ui/messages.h"

#include <charconv>

#include "games/registry.h"

namespace marbles::ui {

namespace {

// Core's messages: records (core/record.cpp), the strings from JavaScript (core/input.cpp) and
// the parts the scanner (core/scanner.h) puts errors inside; and the page's own ("ui.").
constexpr MessageText kCoreTexts[] = {
    {"core.position", "position", "position"},
    // The position editor (core/editor.h): its verdicts, kinds and field labels.
    {"core.edit_over", "the game is already over in this position",
     "la partie est déjà finie dans cette position"},
    {"core.edit_none", "this game has no position editor", "ce jeu n’a pas d’éditeur de position"},
    {"edit.empty", "Empty", "Vide"},
    {"edit.none", "empty", "vide"},  // a side field holding no player (an empty target)
    {"edit.no", "no", "non"},
    {"edit.yes", "yes", "oui"},
    {"edit.to_move", "To move", "Au trait"},
    {"edit.in_hand", "{0}: in reserve", "{0}\xC2\xA0: en réserve"},
    {"edit.must_remove", "Must remove a piece now", "Doit retirer une pièce"},
    {"edit.quiet", "Turns counted towards a draw", "Tours comptés pour la nulle"},
    {"edit.out", "{0}: marbles out", "{0}\xC2\xA0: billes sorties"},
    {"edit.score", "{0}: score", "{0}\xC2\xA0: score"},
    {"edit.waiting", "{0}: waiting marble", "{0}\xC2\xA0: bille en attente"},
    {"edit.aside", "{0}: set aside", "{0}\xC2\xA0: mises de côté"},
    // The page's position editor (app_editor.cpp).
    {"ui.edit_open", "Set up a position", "Mettre en place une position"},
    {"ui.edit_title", "Set up a position: {0}", "Mise en place d’une position\xC2\xA0: {0}"},
    {"ui.edit_board", "Board being set up", "Plateau en cours de mise en place"},
    {"ui.edit_ok", "This position can be played.", "Cette position peut être jouée."},
    {"ui.edit_refused", "Impossible position: {m0}.", "Position impossible\xC2\xA0: {m0}."},
    {"ui.edit_play", "Play from here", "Jouer à partir d’ici"},
    {"ui.edit_cancel", "Cancel", "Annuler"},
    {"ui.edit_clear", "Empty the board", "Vider le plateau"},
    {"ui.edit_hint",
     "Pick a piece, then click the cells (the same piece again, or a right click, empties a cell).",
     "Choisissez une pièce, puis cliquez sur les cases (la même pièce encore, ou un clic droit, "
     "vide une case)."},
    {"ui.edit_less", "{0}: less", "{0}\xC2\xA0: moins"},
    {"ui.edit_more", "{0}: more", "{0}\xC2\xA0: plus"},
    // The analysis board and the review (app_analysis.cpp).
    {"ui.analysis_chance", "{0} to move: {1} chance to win.",
     "{0} au trait\xC2\xA0: {1} de chances de gagner."},
    {"ui.analysis_forced", "Forced win for {0} in {1} moves.", "Gain forcé pour {0} en {1} coups."},
    {"ui.analysis_forced_one", "Forced win for {0} with the next move.",
     "Gain forcé pour {0} au prochain coup."},
    {"ui.analysis_solved", "Solved: {0} wins with perfect play.",
     "Résolu\xC2\xA0: {0} gagne avec un jeu parfait."},
    {"ui.analysis_solved_draw", "Solved: a draw with perfect play.",
     "Résolu\xC2\xA0: partie nulle avec un jeu parfait."},
    {"ui.players_remote_one", "You play {0}; your friend plays on another device.",
     "Vous jouez {0}\xC2\xA0; votre ami joue sur un autre appareil."},
    {"ui.players_remote_many", "You play {0}; the others play on other devices.",
     "Vous jouez {0}\xC2\xA0; les autres jouent sur d’autres appareils."},
    {"ui.remote_at_end",
     "At a distance, moves are played at the end of the game: go to its last move.",
     "À distance, on joue à la fin de la partie\xC2\xA0: allez à son dernier coup."},
    {"ui.resigned", "{0} resigned.", "{0}\xC2\xA0: abandon."},
    {"ui.agreement", "Drawn by agreement.", "Partie nulle d’un commun accord."},
    {"ui.remote_turn", "{0} plays on another device: their move comes from there.",
     "{0} joue sur un autre appareil\xC2\xA0: son coup viendra de là-bas."},
    {"ui.analysis_best_one", "Best: {0} ({1}).", "Le mieux\xC2\xA0: {0} ({1})."},
    {"ui.analysis_best", "Best: {0} ({1}), then {2}.", "Le mieux\xC2\xA0: {0} ({1}), puis {2}."},
    {"ui.analysis_thinking", "(thinking…)", "(réflexion…)"},
    {"ui.review_menu", "Review this game", "Revoir la partie avec le moteur"},
    {"ui.review_stop", "Stop the review", "Arrêter la revue"},
    {"ui.review_progress", "Reviewing the game: position {0} of {1}…",
     "Revue de la partie\xC2\xA0: position {0} sur {1}…"},
    {"ui.review_empty", "Nothing to review: no move has been played.",
     "Rien à revoir\xC2\xA0: aucun coup n’a été joué."},
    {"ui.review_none", "Review done: no move lost much.",
     "Revue terminée\xC2\xA0: aucun coup n’a beaucoup coûté."},
    {"ui.review_found_one", "Review done: 1 move marked, with a comment and a better line.",
     "Revue terminée\xC2\xA0: 1 coup marqué, avec un commentaire et une meilleure suite."},
    {"ui.review_found", "Review done: {0} moves marked, with comments and better lines.",
     "Revue terminée\xC2\xA0: {0} coups marqués, avec commentaires et meilleures suites."},
    {"ui.review_mistake", "Mistake", "Erreur"},
    {"ui.review_blunder", "Blunder", "Gaffe"},
    {"ui.review_drop", "{0}: the chance to win fell from {1} to {2}. Better: {3}.",
     "{0}\xC2\xA0: la chance de gagner passe de {1} à {2}. Mieux\xC2\xA0: {3}."},
    {"ui.review_missed", "{0}: a forced win was missed. Better: {1}.",
     "{0}\xC2\xA0: un gain forcé a été manqué. Mieux\xC2\xA0: {1}."},
    {"ui.review_loses", "{0}: this move loses by force. Better: {1}.",
     "{0}\xC2\xA0: ce coup perd à coup sûr. Mieux\xC2\xA0: {1}."},
    // The default move parser (core/rules.h: parse_by_matching).
    {"core.move_after_end", "the game is over: no move {q0} can be played",
     "la partie est finie\xC2\xA0: aucun coup {q0} ne peut être joué"},
    {"core.not_a_chance_outcome", "{q0} is not a possible chance outcome here",
     "{q0} n’est pas un tirage possible ici"},
    {"core.not_legal", "{q0} is not a legal move here", "{q0} n’est pas un coup permis ici"},
    // Records (core/record.cpp).
    {"record.tag", "{0}", "{0}"},  // the tag a [Variant] or [Position] error is inside
    {"record.tag_no_name", "a tag needs a name after '['",
     "il manque le nom de l’étiquette après «\xC2\xA0[\xC2\xA0»"},
    {"record.tag_no_value", "tag {0}: expected a quoted value",
     "étiquette {0}\xC2\xA0: il manque une valeur entre guillemets"},
    {"record.tag_no_closing_quote", "tag {0}: the value has no closing quote",
     "étiquette {0}\xC2\xA0: il manque le guillemet qui ferme la valeur"},
    {"record.tag_no_bracket", "tag {0}: expected ']'",
     "étiquette {0}\xC2\xA0: il manque «\xC2\xA0]\xC2\xA0»"},
    {"record.text_after_tag", "unexpected text after the tag", "texte en trop après l’étiquette"},
    {"record.no_format", "missing [Format \"{0}\"] tag", "il manque l’étiquette [Format \"{0}\"]"},
    {"record.no_game", "missing [Game] tag", "il manque l’étiquette [Game]"},
    {"record.unknown_game", "unknown game {q0}", "jeu inconnu {q0}"},
    {"record.bad_format", "unsupported format {q0} (expected {q1})",
     "format inconnu {q0} (attendu\xC2\xA0: {q1})"},
    {"record.tag_after_moves", "tags must come before the moves",
     "les étiquettes viennent avant les coups"},
    {"record.move_after_end", "move {q0} after the end of the game",
     "coup {q0} après la fin de la partie"},
    {"record.move_not_legal", "move {0} is not legal", "le coup {0} n’est pas permis"},
    {"record.bad_termination",
     "[Termination {q0}]: only \"resignation 1\", \"resignation 2\" or \"agreement\", in a game of "
     "two its rules have not ended",
     "[Termination {q0}]\xC2\xA0: seulement «\xC2\xA0resignation 1\xC2\xA0», «\xC2\xA0"
     "resignation 2\xC2\xA0» ou «\xC2\xA0"
     "agreement\xC2\xA0», dans une partie à deux que ses règles n’ont pas finie"},
    {"record.variation_not_legal", "a variation has a move that is not legal",
     "une variante contient un coup qui n’est pas permis"},
    // Comments, variations and marks (core/record_read.cpp, core/marks.cpp).
    {"record.in_comment", "in the comment", "dans le commentaire"},
    {"record.comment_not_closed", "the comment that starts here has no closing '}'",
     "le commentaire qui commence ici n’a pas de «\xC2\xA0}\xC2\xA0» final"},
    {"record.comment_not_utf8", "the comment is not UTF-8 text here",
     "le commentaire n’est pas du texte UTF-8 ici"},
    {"record.stray_brace", "a '}' with no comment open",
     "un «\xC2\xA0}\xC2\xA0» sans commentaire ouvert"},
    {"record.stray_paren", "a ')' with no variation open",
     "une «\xC2\xA0)\xC2\xA0» sans variante ouverte"},
    {"record.variation_no_move", "a variation '(' must follow the move it replaces",
     "une variante «\xC2\xA0(\xC2\xA0» doit suivre le coup qu’elle remplace"},
    {"record.variation_empty", "the variation that starts here has no move",
     "la variante qui commence ici n’a aucun coup"},
    {"record.variation_not_closed", "the variation that starts here has no closing ')'",
     "la variante qui commence ici n’a pas de «\xC2\xA0)\xC2\xA0» finale"},
    {"record.variation_too_deep", "variations are nested more than {0} deep",
     "des variantes sont imbriquées sur plus de {0} niveaux"},
    {"record.mark_unclosed", "the mark {q0} has no closing ']'",
     "la marque {q0} n’a pas de «\xC2\xA0]\xC2\xA0» final"},
    {"record.mark_colour",
     "mark {q0}: it starts with its colour, G (green), R (red), Y (yellow) or B (blue)",
     "marque {q0}\xC2\xA0: elle commence par sa couleur, G (vert), R (rouge), Y (jaune) ou B "
     "(bleu)"},
    {"record.mark_arrow_form", "arrow {q0}: write a colour, a cell, '-' and a cell, as GC3-D4",
     "flèche {q0}\xC2\xA0: écrire une couleur, une case, «\xC2\xA0-\xC2\xA0» et une case, comme "
     "GC3-D4"},
    {"record.mark_cell_form", "mark {q0}: write a colour and a cell, as RC3",
     "marque {q0}\xC2\xA0: écrire une couleur et une case, comme RC3"},
    {"record.mark_not_a_cell", "mark {q0}: {q1} is not a cell of this board",
     "marque {q0}\xC2\xA0: {q1} n’est pas une case de ce plateau"},
    // The strings from JavaScript (core/input.cpp); {m0} is what the text is.
    {"input.too_long", "{m0} is too long: at most {n0} bytes",
     "{m0} est trop long\xC2\xA0: {n0} octets au plus"},
    {"input.too_long_f", "{m0} is too long: at most {n0} bytes",
     "{m0} est trop longue\xC2\xA0: {n0} octets au plus"},
    {"input.too_long_mib", "{m0} is too long: at most {n0} bytes (1 MiB)",
     "{m0} est trop long\xC2\xA0: {n0} octets (1\xC2\xA0Mio) au plus"},
    {"input.missing", "{m0} is missing", "{m0} manque"},
    {"input.nul", "a NUL character (byte 0) is not allowed",
     "un caractère NUL (octet 0) n’est pas permis"},
    {"input.move", "the move", "le coup"},
    {"input.record", "the record", "le texte de la partie"},
    {"input.game", "the game id", "l’identifiant du jeu"},
    {"input.variant", "the variant", "le nom de la variante"},
    {"input.option_name", "the option name", "le nom de l’option"},
    {"input.option_value", "the option value", "la valeur de l’option"},
    {"input.cell", "the cell name", "le nom de la case"},
    {"input.control", "the control name", "le nom de la commande"},
    // The page's own (src/ui): the API's errors that players see too. An option's value is
    // "x" in English, as the API has always said.
    {"ui.not_legal", "{q0} is not a legal move here", "{q0} n’est pas un coup permis ici"},
    {"ui.ply_out_of_range", "ply {0} is out of range (0 to {1})",
     "le coup {0} est hors de la partie (de 0 à {1})"},
    {"ui.nothing_to_play_on", "nothing to play on: {m0}", "rien à reprendre\xC2\xA0: {m0}"},
    {"ui.no_game_on_screen", "no game is on screen", "aucune partie n’est affichée"},
    {"ui.game_over", "the game is over", "la partie est finie"},
    {"ui.end_of_record", "the position on screen is the end of the record",
     "la position affichée est la fin de la partie"},
    {"ui.person_to_move", "a person is to move: their move plays on from here",
     "c’est à une personne de jouer\xC2\xA0: son coup reprend la partie d’ici"},
    {"ui.bad_ai_time",
     "bad value \"{0}\" for option ai_time (the strong level's seconds a move, 0.1 to 60)",
     "valeur incorrecte {q0} pour ai_time (les secondes du niveau fort par coup, de 0,1 à 60)"},
    {"ui.bad_seats",
     "bad value \"{0}\" for option ai (off, or the computer's seats from 0 to {1}, separated "
     "by commas: 1 or 1,2,3)",
     "valeur incorrecte {q0} pour ai (off, ou les places de l’ordinateur de 0 à {1}, séparées "
     "par des virgules\xC2\xA0: 1 ou 1,2,3)"},
};

long number(const std::string& arg) {
  long n = 0;
  std::from_chars(arg.data(), arg.data() + arg.size(), n);
  return n;
}

std::string grouped(const std::string& digits, Lang lang) {
  const std::string sep = lang == Lang::kFr ? "\xC2\xA0" : ",";
  std::string out;
  const std::size_t n = digits.size();
  for (std::size_t i = 0; i < n; ++i) {
    if (i > 0 && (n - i) % 3 == 0 && digits[0] != '-') {
      out += sep;
    }
    out += digits[i];
  }
  return out;
}

// "{p0:one|other}": the form for argument `arg`.
std::string plural(std::string_view body, const std::string& arg, Lang lang) {
  const std::size_t bar = body.find('|');
  const long n = number(arg);
  const bool one = lang == Lang::kFr ? n <= 1 : n == 1;
  if (bar == std::string_view::npos) {
    return std::string(body);
  }
  return std::string(one ? body.substr(0, bar) : body.substr(bar + 1));
}

// One placeholder's body (between the braces) for `m`.
std::string field(std::string_view body, const Message& m, Lang lang) {
  char kind = '\0';
  if (!body.empty() && (body[0] < '0' || body[0] > '9')) {
    kind = body[0];
    body.remove_prefix(1);
  }
  if (body.empty() || body[0] < '0' || body[0] > '9') {
    return "{?}";
  }
  const std::size_t i = static_cast<std::size_t>(body[0] - '0');
  if (kind == 'm') {
    return i < m.subs.size() ? text(m.subs[i], lang) : "{?}";
  }
  if (i >= m.args.size()) {
    return "{?}";
  }
  const std::string& arg = m.args[i];
  switch (kind) {
    case '\0':
      return arg;
    case 'q':
      return quote(arg, lang);
    case 'n':
      return grouped(arg, lang);
    case 'p':
      return body.size() > 2 && body[1] == ':' ? plural(body.substr(2), arg, lang) : "{?}";
    default:
      return "{?}";
  }
}

}  // namespace

std::span<const MessageText> core_texts() {
  return kCoreTexts;
}

const MessageText* find_text(std::string_view code) {
  const std::string_view part = code.substr(0, code.find('.'));
  std::span<const MessageText> table = kCoreTexts;
  if (const GameInfo* g = find_game(part)) {
    table = g->messages;
  }
  for (const MessageText& t : table) {
    if (t.code == code) {
      return &t;
    }
  }
  return nullptr;
}

std::string text(const Message& message, Lang lang) {
  const MessageText* t = find_text(message.code);
  if (t == nullptr) {
    return std::string(message.code);
  }
  const std::string_view format = lang == Lang::kFr ? t->fr : t->en;
  std::string out;
  std::size_t i = 0;
  while (i < format.size()) {
    const std::size_t open = format.find('{', i);
    const std::size_t close = open == std::string_view::npos ? open : format.find('}', open);
    if (close == std::string_view::npos) {
      out += format.substr(i);
      break;
    }
    out += format.substr(i, open - i);
    out += field(format.substr(open + 1, close - open - 1), message, lang);
    i = close + 1;
  }
  return out;
}

std::string reason(const Error& error, Lang lang) {
  std::string out;
  for (const Message& m : error.parts) {
    out += out.empty() ? "" : std::string(colon(lang));
    out += text(m, lang);
  }
  return out;
}

std::string reason_without_move(const Error& error, std::string_view asked, Lang lang) {
  const std::string why = reason(error, lang);
  const std::string lead = quote(asked, lang) + std::string(colon(lang));
  return why.compare(0, lead.size(), lead) == 0 ? why.substr(lead.size()) : std::string();
}

std::string text(const Error& error, Lang lang) {
  if (error.line <= 0) {
    return reason(error, lang);
  }
  const bool fr = lang == Lang::kFr;
  std::string s = (fr ? "ligne " : "line ") + std::to_string(error.line);
  if (error.column > 0) {
    s += (fr ? ", colonne " : ", column ") + std::to_string(error.column);
  }
  return s + std::string(colon(lang)) + reason(error, lang);
}

std::string quote(std::string_view token, Lang lang) {
  if (lang == Lang::kFr) {
    return "\xC2\xAB\xC2\xA0" + std::string(token) + "\xC2\xA0\xC2\xBB";
  }
  return "'" + std::string(token) + "'";
}

std::string_view colon(Lang lang) {
  return lang == Lang::kFr ? "\xC2\xA0: " : ": ";
}

}  // namespace marbles::ui
