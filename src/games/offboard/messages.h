// Offboard's messages in English and French: the texts of the codes its notation (notation.cpp)
// returns, data for the UI's text layer (src/ui/messages.h), reached through the descriptor
// (descriptor.h). The formats ({0}, {q0}, {m0}, {p0:one|other}) are those of core/message.h.
#pragma once

#include "core/message.h"

namespace marbles::offboard {

inline constexpr MessageText kMessageTexts[] = {
    // Sub-messages: the players (as the French page names them, "les Rouges"), their marbles'
    // colour, and the directions a line moves in.
    {"offboard.red", "red", "Rouges"},
    {"offboard.yellow", "yellow", "Jaunes"},
    {"offboard.red_colour", "red", "rouges"},
    {"offboard.yellow_colour", "yellow", "jaunes"},
    {"offboard.east", "east", "vers l’est"},
    {"offboard.north_east", "north-east", "vers le nord-est"},
    {"offboard.north_west", "north-west", "vers le nord-ouest"},
    {"offboard.west", "west", "vers l’ouest"},
    {"offboard.south_west", "south-west", "vers le sud-ouest"},
    {"offboard.south_east", "south-east", "vers le sud-est"},
    // A move's text ({q0} the move as typed), and why it is not legal here.
    {"offboard.bad_cell", "{q0}: {q1} is not a cell (rows a-i, diagonals 1-9, like e5)",
     "{q0}\xC2\xA0: {q1} n’est pas une alvéole (rangées a à i, diagonales 1 à 9, comme e5)"},
    {"offboard.not_yours", "{q0}: no marble of yours on {1}",
     "{q0}\xC2\xA0: vous n’avez aucune bille en {1}"},
    {"offboard.marble_would_leave",
     "{q0}: the marble would leave the board (your own marbles never leave it)",
     "{q0}\xC2\xA0: la bille sortirait du plateau (vos propres billes ne le quittent jamais)"},
    {"offboard.line_would_leave",
     "{q0}: the line {1} would leave the board (your own marbles never leave it)",
     "{q0}\xC2\xA0: la ligne {1} sortirait du plateau (vos propres billes ne le quittent "
     "jamais)"},
    // One marble cannot push {1} marbles; a line of {1} cannot push {2}.
    {"offboard.one_cannot_push",
     "{q0}: 1 marble of yours cannot push {1} {p1:marble|marbles} (a push needs more marbles "
     "than it pushes)",
     "{q0}\xC2\xA0: une bille seule ne peut pas pousser {1} {p1:bille adverse|billes adverses} "
     "(pour pousser, il faut plus de billes que la ligne poussée n’en compte)"},
    {"offboard.line_cannot_push",
     "{q0}: {1} marbles of yours cannot push {2} {p2:marble|marbles} (a push needs more marbles "
     "than it pushes)",
     "{q0}\xC2\xA0: {1} de vos billes ne peuvent pas pousser {2} {p2:bille adverse|billes "
     "adverses} (pour pousser, il faut plus de billes que la ligne poussée n’en compte)"},
    {"offboard.push_blocked", "{q0}: the push is blocked by your own marble on {1}",
     "{q0}\xC2\xA0: la poussée est bloquée par votre propre bille en {1}"},
    {"offboard.not_legal", "{q0} is not legal here", "{q0} n’est pas jouable ici"},
    {"offboard.pass_not_allowed", "{q0}: passing is allowed only when no other move is possible",
     "{q0}\xC2\xA0: on ne peut passer que si aucun autre coup n’est possible"},
    {"offboard.occupied", "{q0}: {1} is occupied", "{q0}\xC2\xA0: l’alvéole {1} est occupée"},
    {"offboard.waiting_first",
     "{q0}: first put your waiting marble back on an empty cell (like @e5) or set it aside "
     "(aside)",
     "{q0}\xC2\xA0: replacez d’abord votre bille en attente sur une alvéole libre (comme @e5) ou "
     "écartez-la (aside)"},
    {"offboard.none_waiting", "{q0}: you have no marble waiting to be put back or set aside",
     "{q0}\xC2\xA0: vous n’avez aucune bille à replacer ou à écarter"},
    {"offboard.game_over", "the game is over: {q0} cannot be played",
     "la partie est terminée\xC2\xA0: {q0} ne peut pas être joué"},
    {"offboard.bad_suffix", "{q0}: after the cells only 'x' and a target number 1-12 may follow",
     "{q0}\xC2\xA0: après les alvéoles ne peuvent suivre que «\xC2\xA0x\xC2\xA0» et un numéro de "
     "cible de 1 à 12"},
    {"offboard.bad_target", "{q0}: targets are numbered 1 to 12",
     "{q0}\xC2\xA0: les cibles sont numérotées de 1 à 12"},
    {"offboard.not_in_line",
     "{q0}: a line moves along a row or a diagonal, one cell at a time: {1} is not in line with "
     "{2}",
     "{q0}\xC2\xA0: une ligne se déplace le long d’une rangée ou d’une diagonale, d’une alvéole à "
     "la fois\xC2\xA0: {1} n’est pas dans l’alignement de {2}"},
    // The move names the wrong front: the marble on {1}, or the line {1} from rear {3}, moves
    // (in direction {m0}) to {2}, or off the board.
    {"offboard.marble_goes", "{q0}: the marble on {1} moves one cell, its front to {2} ({1}-{2})",
     "{q0}\xC2\xA0: la bille en {1} se déplace d’une alvéole, vers {2} ({1}-{2})"},
    {"offboard.marble_goes_off",
     "{q0}: the marble on {1} moves one cell, off the board, which your own marbles never leave",
     "{q0}\xC2\xA0: la bille en {1} se déplace d’une alvéole, hors du plateau, que vos propres "
     "billes ne quittent jamais"},
    {"offboard.line_goes", "{q0}: your line {1} moves {m0} by one cell, its front to {2} ({3}-{2})",
     "{q0}\xC2\xA0: votre ligne {1} se déplace d’une alvéole {m0}, sa tête en {2} ({3}-{2})"},
    {"offboard.line_goes_off",
     "{q0}: your line {1} moves {m0} by one cell, off the board, which your own marbles never "
     "leave",
     "{q0}\xC2\xA0: votre ligne {1} se déplace d’une alvéole {m0}, hors du plateau, que vos "
     "propres billes ne quittent jamais"},
    {"offboard.off_board", "{q0}: {1} is off the board (your own marbles never leave it)",
     "{q0}\xC2\xA0: {1} est hors du plateau (vos propres billes ne le quittent jamais)"},
    {"offboard.bad_move",
     "{q0} is not an Offboard move (examples: c3-c4 to move a marble, a1-a4 to move the line "
     "a1-a3, g5-g8x7 for a push off the board into target 7, @e5 to put a waiting marble back, "
     "aside, pass)",
     "{q0} n’est pas un coup d’Offboard (exemples\xC2\xA0: c3-c4 pour déplacer une bille, a1-a4 "
     "pour déplacer la ligne a1-a3, g5-g8x7 pour une poussée hors du plateau dans la cible 7, "
     "@e5 pour replacer une bille en attente, aside pour l’écarter, pass pour passer)"},
    {"offboard.no_push_off", "{q0}: this move puts no marble off the board (write it without 'x')",
     "{q0}\xC2\xA0: ce coup n’éjecte aucune bille (écrivez-le sans «\xC2\xA0x\xC2\xA0»)"},
    {"offboard.wrong_target", "{q0}: the marble pushed off falls into target {1}, not {2} ({3})",
     "{q0}\xC2\xA0: la bille éjectée tombe dans la cible {1}, pas dans la {2} ({3})"},
    // A position's text.
    {"offboard.board_short",
     "the board ends early (expected 9 rows, i down to a, of 5 to 9 cells: r, y or .)",
     "le plateau s’arrête trop tôt (il faut 9 rangées, de i à a, de 5 à 9 alvéoles "
     "chacune\xC2\xA0: r, y ou .)"},
    {"offboard.bad_content", "{q0} is not a cell content (r, y or .)",
     "{q0} n’est pas un contenu d’alvéole (r, y ou .)"},
    {"offboard.no_slash",
     "expected '/' after row {0} (rows i down to a have 5, 6, 7, 8, 9, 8, 7, 6, 5 cells)",
     "il manque «\xC2\xA0/\xC2\xA0» après la rangée {0} (les rangées de i à a ont 5, 6, 7, 8, 9, "
     "8, 7, 6, 5 alvéoles)"},
    {"offboard.no_space", "expected a space after row a (5 cells)",
     "il manque un espace après la rangée a (5 alvéoles)"},
    {"offboard.targets_length", "the targets must be 12 characters, r, y or . for targets 1 to 12",
     "les cibles s’écrivent en 12 caractères, r, y ou . pour les cibles 1 à 12"},
    {"offboard.bad_target_content", "{q0} is not a target content (r, y or .)",
     "{q0} n’est pas un contenu de cible (r, y ou .)"},
    {"offboard.bad_scores", "the scores must be two numbers separated by a comma (like 0,2)",
     "les scores s’écrivent en deux nombres séparés par une virgule (comme 0,2)"},
    // {m0} a player, {m1} the opponent's colour.
    {"offboard.wrong_score",
     "{m0}'s score {0} is not the sum of the values of the targets holding {m1} marbles ({1})",
     "le score des {m0}, {0}, n’est pas la somme des valeurs des cibles qui contiennent des "
     "billes {m1} ({1})"},
    {"offboard.two_winners", "both players have 6 points or more: only one can have won",
     "les deux joueurs ont 6 points ou plus\xC2\xA0: un seul peut avoir gagné"},
    {"offboard.bad_waiting",
     "the waiting marbles must be two numbers separated by a comma (like 0,1)",
     "les billes en attente s’écrivent en deux nombres séparés par une virgule (comme 0,1)"},
    {"offboard.waiting_not_to_move",
     "{m0} has a waiting marble but is not to move (a waiting marble is returned on its owner's "
     "next turn)",
     "les {m0} ont une bille en attente alors que ce n’est pas leur tour (une bille en attente "
     "revient au tour suivant de son propriétaire)"},
    {"offboard.two_waiting", "at most one marble waits to be returned",
     "une seule bille au plus peut attendre d’être replacée"},
    {"offboard.bad_aside",
     "the marbles set aside must be two numbers separated by a comma (like 0,1)",
     "les billes écartées s’écrivent en deux nombres séparés par une virgule (comme 0,1)"},
    {"offboard.bad_count",
     "{m0} has {0} {p0:marble|marbles} on the board, {1} in targets, {2} waiting and {3} "
     "aside: {4}, where 12 are needed",
     "les {m0} ont {0} {p0:bille|billes} sur le plateau, {1} dans les cibles, {2} en attente et "
     "{3} {p3:écartée|écartées}\xC2\xA0: {4}, alors qu’il en faut 12"},
    {"offboard.too_many_fields", "too many fields after the board",
     "trop de champs après le plateau"},
    {"offboard.fields",
     "expected 6 fields after the board: the player to move (r or y), the scores (like 0,2), the "
     "12 targets (r, y or .), the waiting marbles (like 0,1), the marbles set aside (like 0,0), "
     "the turns since a marble was last pushed off",
     "il faut 6 champs après le plateau\xC2\xA0: le joueur dont c’est le tour (r ou y), les "
     "scores (comme 0,2), les 12 cibles (r, y ou .), les billes en attente (comme 0,1), les "
     "billes écartées (comme 0,0), les tours depuis la dernière bille éjectée"},
    {"offboard.bad_mover", "the player to move must be r or y",
     "le joueur dont c’est le tour doit être r ou y"},
    {"offboard.bad_quiet",
     "turns since a marble was last pushed off must be a number from 0 to {0}",
     "le nombre de tours depuis la dernière bille éjectée doit aller de 0 à {0}"},
    {"offboard.waiting_quiet",
     "a waiting marble was pushed off on the last turn: the turns since a marble was last pushed "
     "off must be 0",
     "une bille en attente a été éjectée au dernier tour\xC2\xA0: le nombre de tours depuis la "
     "dernière bille éjectée doit être 0"},
    // A variant's text.
    {"offboard.unknown_variant",
     "unknown Offboard variant {q0} (known: default, or 'targets' and the twelve target values "
     "1-9 from target 1 on, like 'targets 1,2,3,1,2,3,1,2,3,1,2,3')",
     "variante d’Offboard inconnue {q0} (connues\xC2\xA0: default, ou \xC2\xAB\xC2\xA0targets"
     "\xC2\xA0\xC2\xBB suivi des douze valeurs des cibles, de 1 à 9, à partir de la cible 1, comme "
     "\xC2\xAB\xC2\xA0targets 1,2,3,1,2,3,1,2,3,1,2,3\xC2\xA0\xC2\xBB)"},
    {"offboard.bad_values", "targets needs 12 values 1-9 separated by commas, got {q0}",
     "\xC2\xAB\xC2\xA0targets\xC2\xA0\xC2\xBB demande 12 valeurs de 1 à 9 séparées par des "
     "virgules, et non {q0}"},
    // The position editor (editor.cpp): a target's colour and its value.
    {"offboard.edit_target", "Target {0}", "Cible {0}"},
    {"offboard.edit_value", "Target {0}: value", "Cible {0}\xC2\xA0: valeur"},
};

}  // namespace marbles::offboard
