// La poursuite infernale's messages in English and French: the texts of the codes its parsers
// return (notation.cpp: jumps, position text, variants). Data for the UI's text layer
// (src/ui/messages.h), reached through the descriptor (kMessages); the formats ({0}, {q0},
// {m0}, {p0:one|other}) are those of core/message.h. In the order the code reads: the phrases
// used inside other messages first ({m0}), then the errors.
#pragma once

#include "core/message.h"

namespace marbles::poursuite {

inline constexpr MessageText kMessageTexts[] = {
    // Phrases inside other messages.
    {"poursuite.extent", "files a-{0}, ranks 1-{1}", "colonnes a à {0}, rangées 1 à {1}"},
    {"poursuite.pursued_knight", "the black knight (pursued)", "le cavalier noir (poursuivi)"},
    {"poursuite.pursuer_knight", "the white knight (pursuer)", "le cavalier blanc (poursuivant)"},
    {"poursuite.end_caught", "a capture", "une prise"},
    {"poursuite.end_cornered", "a path onto the stuck pursued",
     "un chemin jusqu’au poursuivi bloqué"},
    {"poursuite.end_escaped", "an escape", "une évasion"},
    {"poursuite.end_pursuer_stuck", "a stuck pursuer", "un poursuivant bloqué"},
    {"poursuite.end_both_stuck", "both knights stuck", "deux cavaliers bloqués"},
    {"poursuite.end_none", "no end yet", "pas encore de fin"},
    // Jumps: {0} the token as typed.
    {"poursuite.game_over", "the game is over: {q0} cannot be played",
     "la partie est terminée\xC2\xA0: impossible de jouer {q0}"},
    {"poursuite.knight_there", "{q0}: {m0} is already there", "{q0}\xC2\xA0: {m0} s’y trouve déjà"},
    {"poursuite.not_a_jump", "{q0} is not a knight's move from {1}, where {m0} stands",
     "{q0} n’est pas à un saut de cavalier de {1}, où se trouve {m0}"},
    {"poursuite.other_knight_there", "{q0}: {m0} stands there (a burned square)",
     "{q0}\xC2\xA0: {m0} s’y trouve (une case brûlée)"},
    {"poursuite.burned", "{q0} is burned: a knight has already stood there",
     "{q0} est une case brûlée\xC2\xA0: un cavalier s’y est déjà trouvé"},
    {"poursuite.not_a_square", "{q0} is not a square ({m0})", "{q0} n’est pas une case ({m0})"},
    {"poursuite.off_board", "{q0} is off the {1}x{1} board ({m0})",
     "{q0} est hors du plateau de {1}\xC2\xA0×\xC2\xA0{1} ({m0})"},
    // Position text: the board.
    {"poursuite.size_first", "expected the board size {q0} of the variant {1} first, then a space",
     "il faut commencer par la taille du plateau, {q0} pour la variante {q1}, suivie d’un "
     "espace"},
    {"poursuite.board_ends_early", "the board ends early (expected {0} ranks of {0} squares)",
     "le plateau s’arrête trop tôt (il faut {0} rangées de {0} cases)"},
    {"poursuite.rank_too_long", "rank {0} has more than {1} squares",
     "la rangée {0} a plus de {1} cases"},
    {"poursuite.rank_too_short", "rank {0} has {1} {p1:square|squares} instead of {2}",
     "la rangée {0} a {1} case{p1:|s} au lieu de {2}"},
    {"poursuite.two_pursued", "two pursued knights (n)", "deux cavaliers poursuivis (n)"},
    {"poursuite.two_pursuers", "two pursuer knights (N)", "deux cavaliers poursuivants (N)"},
    {"poursuite.bad_content",
     "{q0} is not a square content (n pursued, N pursuer, x burned, 1-{1} free squares)",
     "{q0} n’est pas un contenu de case (n poursuivi, N poursuivant, x case brûlée, 1 à {1} "
     "cases libres)"},
    {"poursuite.slash_expected", "expected {q0} after each rank of {1} squares",
     "il faut {q0} après chaque rangée de {1} cases"},
    {"poursuite.space_expected", "expected a space after the board",
     "il faut un espace après le plateau"},
    {"poursuite.knights_missing",
     "the board needs one pursued knight (n) and one pursuer knight (N)",
     "il faut sur le plateau un cavalier poursuivi (n) et un cavalier poursuivant (N)"},
    {"poursuite.corners_not_burned",
     "the start squares a1 and {0} are burned from the start (x or a knight)",
     "les cases de départ a1 et {0} sont brûlées dès le début (x ou un cavalier)"},
    {"poursuite.on_other_start", "a knight cannot stand on the other knight's start square",
     "un cavalier ne peut pas se trouver sur la case de départ de l’autre"},
    // Position text: the side to move and the round.
    {"poursuite.bad_side",
     "the side to move must be {q0} (the pursued, black) or {q1} (the pursuer, white)",
     "le cavalier au trait doit être {q0} (le poursuivi, noir) ou {q1} (le poursuivant, "
     "blanc)"},
    {"poursuite.pursued_to_move",
     "{0} {p0:jump|jumps} played (burned squares besides the corners): the pursued (b) is to move",
     "{0} saut{p0:|s} joué{p0:|s} (cases brûlées hors des coins)\xC2\xA0: c’est au poursuivi "
     "(b) de jouer"},
    {"poursuite.pursuer_to_move",
     "{0} {p0:jump|jumps} played (burned squares besides the corners): the pursuer (w) is to move",
     "{0} saut{p0:|s} joué{p0:|s} (cases brûlées hors des coins)\xC2\xA0: c’est au "
     "poursuivant (w) de jouer"},
    {"poursuite.bad_round", "the round must be 1 or 2", "la manche doit être 1 ou 2"},
    {"poursuite.single_round", "a single-round game has no round 2",
     "une partie en une seule manche n’a pas de manche 2"},
    // Position text: the rounds' results. {0} the result as typed, {1} the round (1 or 2).
    {"poursuite.bad_result",
     "a round's result is {q0} or a letter (c caught, p cornered, e escaped, s pursuer stuck, d "
     "both stuck) and its jumps, 0 to {1}",
     "le résultat d’une manche est {q0} ou une lettre (c pris, p bloqué et rejoint, e échappé, "
     "s poursuivant bloqué, d les deux bloqués) suivie du nombre de sauts, de 0 à {1}"},
    {"poursuite.result_needs_odd",
     "round {1}'s result {q0}: {m0} comes after an odd number of jumps",
     "le résultat {q0} de la manche {1} est impossible\xC2\xA0: {m0} n’arrive qu’après un "
     "nombre impair de sauts"},
    {"poursuite.result_needs_even",
     "round {1}'s result {q0}: {m0} comes after an even number of jumps",
     "le résultat {q0} de la manche {1} est impossible\xC2\xA0: {m0} n’arrive qu’après un "
     "nombre pair de sauts"},
    {"poursuite.too_many_fields", "too many fields after the board",
     "trop de champs après le plateau"},
    {"poursuite.fields_expected",
     "expected 4 fields after the board: side to move (b|w), round (1|2), the results of rounds "
     "1 and 2 ({q0} or like {q1})",
     "il faut 4 champs après le plateau\xC2\xA0: le cavalier au trait (b|w), la manche (1|2), "
     "les résultats des manches 1 et 2 ({q0} ou comme {q1})"},
    {"poursuite.round_2_result_early", "round 2 has no result during round 1",
     "la manche 2 n’a pas de résultat pendant la manche 1"},
    {"poursuite.round_1_over", "round 1 is over: the position would be the start of round 2",
     "la manche 1 est terminée\xC2\xA0: la position serait le début de la manche 2"},
    {"poursuite.round_1_result_missing", "round 2 is played after round 1: give round 1's result",
     "la manche 2 se joue après la manche 1\xC2\xA0: indiquez le résultat de la manche 1"},
    {"poursuite.result_not_on_board",
     "the board does not show round {1}'s result {q0} (on this board: {m0}, {2} {p2:jump|jumps})",
     "le plateau ne montre pas le résultat {q0} de la manche {1} (sur ce plateau\xC2\xA0: {m0}, "
     "{2} saut{p2:|s})"},
    // Variants.
    {"poursuite.unknown_variant",
     "unknown La poursuite infernale variant {q0} (known: default, single, 6x6, 7x7, and a size "
     "with single, like {q1})",
     "variante inconnue de La poursuite infernale\xC2\xA0: {q0} (connues\xC2\xA0: default, "
     "single, 6x6, 7x7, et une taille avec single, comme {q1})"},
    // The position editor (editor.cpp).
    {"poursuite.edit_burned", "Burned square", "Case brûlée"},
    {"poursuite.edit_pursued", "Black knight (pursued)", "Cavalier noir (poursuivi)"},
    {"poursuite.edit_pursuer", "White knight (pursuer)", "Cavalier blanc (poursuivant)"},
    {"poursuite.edit_round", "Round", "Manche"},
    {"poursuite.edit_result1", "Round 1 ended with", "Manche 1 finie par"},
    {"poursuite.edit_jumps1", "Round 1: jumps played", "Manche 1\xC2\xA0: sauts joués"},
};

}  // namespace marbles::poursuite
