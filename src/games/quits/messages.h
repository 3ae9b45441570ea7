// Quits' messages in English and French: the texts of the codes its notation (notation.cpp)
// returns, data for the UI's text layer (src/ui/messages.h), reached through the descriptor
// (descriptor.h). The formats ({0}, {q0}, {m0}, {p0:one|other}) are those of core/message.h.
#pragma once

#include "core/message.h"

namespace marbles::quits {

inline constexpr MessageText kMessageTexts[] = {
    // Sub-messages: the seats by name, how a marble moves, a line of the board, the letters of
    // a position's cells and of its player to move.
    {"quits.light", "light", "Clair"},
    {"quits.dark", "dark", "Foncé"},
    {"quits.red", "red", "Rouge"},
    {"quits.blue", "blue", "Bleu"},
    {"quits.moves_diagonal", "one cell diagonally, forward or to either side, never backwards",
     "se déplace d’une case en diagonale, vers l’avant ou sur le côté, jamais vers l’arrière"},
    {"quits.moves_orthogonal",
     "one cell towards its exit: up/down or sideways towards it, or diagonally forward",
     "avance d’une case vers sa sortie, tout droit (verticalement ou horizontalement) ou en "
     "diagonale vers l’avant"},
    {"quits.row", "row {0}", "la rangée {0}"},
    {"quits.column", "column {0}", "la colonne {0}"},
    {"quits.letters_2", "l, d or .", "l, d ou ."},
    {"quits.letters_4", "l, d, r, b or .", "l, d, r, b ou ."},
    {"quits.movers_2", "l, d", "l ou d"},
    {"quits.movers_4", "l, d, r, b", "l, d, r ou b"},
    // Why a move is not legal here ({q0} the move as typed).
    {"quits.game_over", "the game is over: {q0} cannot be played",
     "la partie est finie\xC2\xA0: impossible de jouer {q0}"},
    {"quits.pass_not_allowed", "{q0}: passing is allowed only when no other move is possible",
     "{q0}\xC2\xA0: vous ne pouvez passer que si aucun autre coup n’est possible"},
    {"quits.not_yours", "{q0}: no marble of yours on {1}",
     "{q0}\xC2\xA0: vous n’avez pas de bille en {1}"},
    {"quits.wrong_direction", "{q0}: a marble moves {m0}", "{q0}\xC2\xA0: une bille {m0}"},
    {"quits.occupied", "{q0}: {1} is occupied", "{q0}\xC2\xA0: la case {1} est occupée"},
    {"quits.line_not_yours", "{q0}: {m0} holds no marble of yours",
     "{q0}\xC2\xA0: {m0} ne porte aucune de vos billes"},
    {"quits.end_tile_taken",
     "{q0}: the end tile {1} holds a marble (only an empty tile can be lifted)",
     "{q0}\xC2\xA0: la case {1} au bout porte une bille (seule une case vide peut être "
     "soulevée)"},
    {"quits.undoes_slide", "{q0}: it would undo the last slide {1}",
     "{q0}\xC2\xA0: ce coup annulerait le dernier coulissement, {1}"},
    {"quits.not_legal", "{q0} is not legal here", "{q0} n’est pas un coup permis ici"},
    // A move's text ({q0} as typed).
    {"quits.bad_row", "{q0}: rows are numbered 1 to 5",
     "{q0}\xC2\xA0: les rangées sont numérotées de 1 à 5"},
    {"quits.bad_column", "{q0}: columns are numbered 1 to 5 (c1 is column a, c5 column e)",
     "{q0}\xC2\xA0: les colonnes sont numérotées de 1 à 5 (c1 est la colonne a, c5 la colonne "
     "e)"},
    {"quits.row_slide", "{q0}: a row slides left or right ({1}< or {1}>)",
     "{q0}\xC2\xA0: une rangée coulisse vers la gauche ou vers la droite ({1}< ou {1}>)"},
    {"quits.column_slide", "{q0}: a column slides up or down ({1}^ or {1}v)",
     "{q0}\xC2\xA0: une colonne coulisse vers le haut ou vers le bas ({1}^ ou {1}v)"},
    {"quits.bad_cell", "{q0}: {q1} is not a cell (columns a-e, rows 1-5)",
     "{q0}\xC2\xA0: {q1} n’est pas une case (colonnes a à e, rangées 1 à 5)"},
    {"quits.bad_move",
     "{q0} is not a Quits move (examples: b2-c3 to move a marble, r3> or r3< to slide row 3, "
     "c2^ or c2v to slide column b, pass)",
     "{q0} n’est pas un coup de Quits (exemples\xC2\xA0: b2-c3 pour déplacer une bille, r3> ou "
     "r3< pour faire coulisser la rangée 3, c2^ ou c2v pour faire coulisser la colonne b, pass "
     "pour passer)"},
    // A position's text.
    {"quits.board_short", "the board ends early (expected 5 rows of 5 cells: {m0})",
     "le plateau s’arrête trop tôt (il faut 5 rangées de 5 cases\xC2\xA0: {m0})"},
    {"quits.bad_content", "{q0} is not a cell content here ({m0})",
     "{q0} n’est pas un contenu de case possible ici ({m0})"},
    {"quits.no_slash", "expected '/' after each row of 5 cells",
     "il faut \xC2\xAB\xC2\xA0/\xC2\xA0\xC2\xBB après chaque rangée de 5 cases"},
    {"quits.no_space", "expected a space after the fifth row",
     "il faut un espace après la cinquième rangée"},
    {"quits.bad_outs", "the marbles out must be {0} numbers separated by commas (like {1})",
     "les billes sorties doivent être {0} nombres séparés par des virgules (comme {1})"},
    {"quits.bad_count",
     "{m0} has {0} {p0:marble|marbles} on the board and {1} out: {2} in all are needed",
     "{m0} a {0} {p0:bille|billes} sur le plateau et {1} {p1:sortie|sorties}\xC2\xA0: il en faut "
     "{2} en tout"},
    {"quits.two_winners", "two players have taken out enough marbles to win",
     "deux joueurs ont sorti assez de billes pour gagner"},
    {"quits.on_exit",
     "{m0} has a marble on its exit corner {0}, where it would have left the board",
     "{m0} a une bille sur son coin de sortie {0}, où elle aurait quitté le plateau"},
    {"quits.too_many_fields", "too many fields after the board", "trop de champs après le plateau"},
    {"quits.fields",
     "expected 4 fields after the board: the player to move, the marbles out per player (like "
     "0,1), the last slide or '-', turns since a marble last left",
     "il faut 4 champs après le plateau\xC2\xA0: le joueur au trait, les billes sorties par joueur "
     "(comme 0,1), le dernier coulissement ou \xC2\xAB\xC2\xA0-\xC2\xA0\xC2\xBB, les tours depuis "
     "la dernière sortie d’une bille"},
    {"quits.bad_mover", "the player to move must be one of {m0}",
     "le joueur au trait doit être {m0}"},
    {"quits.bad_last_slide", "the last slide must be '-' or a slide like r3> or c2v",
     "le dernier coulissement doit être \xC2\xAB\xC2\xA0-\xC2\xA0\xC2\xBB ou un coulissement "
     "comme r3> ou c2v"},
    {"quits.bad_quiet", "turns since a marble last left must be a number from 0 to {0}",
     "le nombre de tours depuis la dernière sortie d’une bille doit aller de 0 à {0}"},
    // A variant's text.
    {"quits.unknown_variant",
     "unknown Quits variant {q0} (known: default, 3-marbles, 4-players, orthogonal, and "
     "orthogonal with one of the others, like '4-players orthogonal')",
     "{q0} n’est pas une variante de Quits (connues\xC2\xA0: default, 3-marbles, 4-players, "
     "orthogonal, et orthogonal avec l’une des autres, comme \xC2\xAB\xC2\xA0"
     "4-players orthogonal\xC2\xA0\xC2\xBB)"},
};

}  // namespace marbles::quits
