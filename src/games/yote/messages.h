// Yoté's messages in English and French: the texts of the codes its notation (notation.cpp)
// returns in errors. Data for the UI's text layer (src/ui/messages.h), reached through the
// descriptor (kMessages); the engine itself never picks a language. Formats: core/message.h.
#pragma once

#include "core/message.h"

namespace marbles::yote {

inline constexpr MessageText kMessageTexts[] = {
    // Moves: why a move's text cannot be read ({q0}: the move as typed; the last column of the
    // variant's board, E or F).
    {"yote.not_a_cell", "{q0} is not a cell (columns A-{1}, rows 1-5)",
     "{q0} n’est pas une case (colonnes A à {1}, rangées 1 à 5)"},
    {"yote.not_a_cell_in", "{q0}: {q1} is not a cell (columns A-{2}, rows 1-5)",
     "{q0}\xC2\xA0: {q1} n’est pas une case (colonnes A à {2}, rangées 1 à 5)"},
    {"yote.off_board", "{q0}: cell {1} is off the {2} board (columns A-{3}, rows 1-5)",
     "{q0}\xC2\xA0: la case {1} est hors du plateau de {2} (colonnes A à {3}, rangées 1 à 5)"},
    {"yote.bad_jump_direction",
     "{q0}: a jump goes over the next cell up, down, left or right onto the cell right behind it "
     "(like C3xC5)",
     "{q0}\xC2\xA0: un saut passe par-dessus la case voisine, en haut, en bas, à gauche ou à "
     "droite, pour se poser juste derrière (comme C3xC5)"},
    {"yote.bad_step_direction", "{q0}: a step goes one cell up, down, left or right",
     "{q0}\xC2\xA0: une pièce avance d’une case vers le haut, le bas, la gauche ou la droite"},
    {"yote.placement_needs_at", "{q0}: a placement is written with @ (like @{1})",
     "{q0}\xC2\xA0: une pose s’écrit avec @ (comme @{1})"},
    {"yote.not_a_move",
     "{q0} is not a Yoté move (examples: @C3 to place, C3-C4 to step, C3xC5 to jump, xE2 or xR "
     "to remove after a jump, pass)",
     "{q0} n’est pas un coup de yoté (exemples\xC2\xA0: @C3 pour poser, C3-C4 pour avancer, C3xC5 "
     "pour sauter, xE2 ou xR pour prendre la pièce en prime après un saut, pass pour passer)"},
    // Moves: why a move is not legal here ({q0}: the move as typed; {1}: a cell).
    {"yote.game_over", "the game is over: {q0} cannot be played",
     "la partie est finie\xC2\xA0: impossible de jouer {q0}"},
    {"yote.remove_first", "{q0}: first remove an opponent piece (for example x{1})",
     "{q0}\xC2\xA0: retirez d’abord une pièce adverse (par exemple x{1})"},
    {"yote.remove_first_reserve",
     "{q0}: first remove an opponent piece (xR: one from the reserve, as none is on the board)",
     "{q0}\xC2\xA0: retirez d’abord une pièce adverse (xR\xC2\xA0: dans sa réserve, puisque "
     "l’adversaire n’en a plus sur le plateau)"},
    {"yote.pass_not_allowed", "{q0}: passing is allowed only when no other move is possible",
     "{q0}\xC2\xA0: vous ne pouvez passer que si aucun autre coup n’est possible"},
    {"yote.reserve_empty", "{q0}: no piece left in your reserve",
     "{q0}\xC2\xA0: votre réserve est vide"},
    {"yote.cell_occupied", "{q0}: {1} is occupied", "{q0}\xC2\xA0: la case {1} est occupée"},
    {"yote.illegal", "{q0} is not legal here", "{q0} n’est pas un coup permis ici"},
    {"yote.not_your_piece", "{q0}: no piece of yours on {1}",
     "{q0}\xC2\xA0: vous n’avez pas de pièce en {1}"},
    {"yote.nothing_to_jump", "{q0}: there is no opponent piece on {1} to jump",
     "{q0}\xC2\xA0: il n’y a pas de pièce adverse à sauter en {1}"},
    {"yote.remove_only_after_jump", "{q0}: a piece may be removed only right after a jump",
     "{q0}\xC2\xA0: vous ne pouvez retirer une pièce que juste après un saut"},
    {"yote.remove_from_board",
     "{q0}: the opponent still has pieces on the board; remove one of them (for example x{1})",
     "{q0}\xC2\xA0: l’adversaire a encore des pièces sur le plateau\xC2\xA0; retirez-en une (par "
     "exemple x{1})"},
    {"yote.remove_from_reserve",
     "{q0}: the opponent has no piece on the board; take one from the reserve with xR",
     "{q0}\xC2\xA0: l’adversaire n’a plus de pièce sur le plateau\xC2\xA0; prenez-en une dans sa "
     "réserve avec xR"},
    {"yote.no_opponent_piece", "{q0}: there is no opponent piece on {1}",
     "{q0}\xC2\xA0: il n’y a pas de pièce adverse en {1}"},
    // Position text (after "position: "; {0}: the cells in a row, 5 or 6).
    {"yote.board_ends_early", "the board ends early (expected 5 rows of {0} cells: l, d or .)",
     "le plateau s’arrête trop tôt (il faut 5 rangées de {0} cases\xC2\xA0: l, d ou .)"},
    {"yote.bad_cell_content", "{q0} is not a cell content (l light, d dark, . empty)",
     "{q0} n’est pas un contenu de case (l clair, d foncé, . vide)"},
    {"yote.expected_slash", "expected '/' after each row of {0} cells",
     "il faut \xC2\xAB\xC2\xA0/\xC2\xA0\xC2\xBB après chaque rangée de {0} cases"},
    {"yote.expected_space", "expected a space after the fifth row",
     "il faut un espace après la cinquième rangée"},
    {"yote.too_many_fields", "too many fields after the board", "trop de champs après le plateau"},
    {"yote.expected_fields",
     "expected 5 fields after the board: side (l|d), two reserves, '-' or 'x', turns since the "
     "last placement or capture",
     "il faut 5 champs après le plateau\xC2\xA0: le camp au trait (l|d), les deux réserves, "
     "\xC2\xAB\xC2\xA0-\xC2\xA0\xC2\xBB ou \xC2\xAB\xC2\xA0x\xC2\xA0\xC2\xBB, les tours depuis "
     "la dernière pose ou prise"},
    {"yote.bad_side", "the side to move must be 'l' (light) or 'd' (dark)",
     "le camp au trait doit être \xC2\xAB\xC2\xA0l\xC2\xA0\xC2\xBB (clairs) ou "
     "\xC2\xAB\xC2\xA0"
     "d\xC2\xA0\xC2\xBB (foncés)"},
    {"yote.bad_reserves", "reserves must be numbers from 0 to 12",
     "les réserves doivent être des nombres de 0 à 12"},
    {"yote.too_many_light", "light has more than 12 pieces", "les clairs ont plus de 12 pièces"},
    {"yote.too_many_dark", "dark has more than 12 pieces", "les foncés ont plus de 12 pièces"},
    {"yote.bad_removal_flag", "the removal flag must be '-' or 'x'",
     "le champ de la pièce en prime doit être \xC2\xAB\xC2\xA0-\xC2\xA0\xC2\xBB ou "
     "\xC2\xAB\xC2\xA0x\xC2\xA0\xC2\xBB"},
    {"yote.bad_quiet", "turns since the last placement or capture must be a number from 0 to 100",
     "le nombre de tours depuis la dernière pose ou prise doit aller de 0 à 100"},
    {"yote.removal_without_piece", "a removal is pending but the opponent has no piece",
     "une pièce en prime est à prendre, mais l’adversaire n’a plus aucune pièce"},
    {"yote.removal_after_quiet",
     "a removal is pending right after a capture: the turn count must be 0",
     "la pièce en prime se prend juste après une prise\xC2\xA0: le nombre de tours doit être 0"},
    // Variant text.
    {"yote.unknown_variant", "unknown Yoté variant {q0} (known: default, 5x5)",
     "{q0} n’est pas une variante du yoté (connues\xC2\xA0: default, 5x5)"},
};

}  // namespace marbles::yote
