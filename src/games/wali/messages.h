// Wali's messages in English and French: the texts of the codes its notation (notation.cpp)
// returns in errors. Data for the UI's text layer (src/ui/messages.h), reached through the
// descriptor (kMessages); the engine itself never picks a language. Formats: core/message.h.
#pragma once

#include "core/message.h"

namespace marbles::wali {

inline constexpr MessageText kMessageTexts[] = {
    // Moves: why a move's text cannot be read ({q0}: the move as typed).
    {"wali.not_a_cell", "{q0} is not a cell (columns A-F, rows 1-5)",
     "{q0} n’est pas une case (colonnes A à F, rangées 1 à 5)"},
    {"wali.not_a_cell_in", "{q0}: {q1} is not a cell (columns A-F, rows 1-5)",
     "{q0}\xC2\xA0: {q1} n’est pas une case (colonnes A à F, rangées 1 à 5)"},
    {"wali.not_orthogonal", "{q0}: a piece moves one cell up, down, left or right",
     "{q0}\xC2\xA0: une pièce se déplace d’une case vers le haut, le bas, la gauche ou la droite"},
    {"wali.not_a_move",
     "{q0} is not a Wali move (examples: C3 to place, D2-D1 to move, xB4 to remove, pass)",
     "{q0} n’est pas un coup de wali (exemples\xC2\xA0: C3 pour poser, D2-D1 pour déplacer, xB4 "
     "pour retirer, pass pour passer)"},
    // Moves: why a move is not legal here ({q0}: the move as typed; {1}: a cell).
    {"wali.game_over", "the game is over: {q0} cannot be played",
     "la partie est terminée\xC2\xA0: impossible de jouer {q0}"},
    {"wali.remove_first", "{q0}: first remove an opponent piece (for example x{1})",
     "{q0}\xC2\xA0: retirez d’abord une pièce adverse (par exemple x{1})"},
    {"wali.pass_not_allowed", "{q0}: passing is allowed only when no other move is possible",
     "{q0}\xC2\xA0: on ne peut passer que si aucun autre coup n’est possible"},
    {"wali.placement_over", "{q0}: the placement phase is over; move a piece instead (like D2-D1)",
     "{q0}\xC2\xA0: la pose est terminée\xC2\xA0; déplacez plutôt une pièce (comme D2-D1)"},
    {"wali.reserve_empty", "{q0}: no piece left to place",
     "{q0}\xC2\xA0: vous n’avez plus de pièce à poser"},
    {"wali.cell_occupied", "{q0}: the cell is occupied", "{q0}\xC2\xA0: la case est occupée"},
    {"wali.three_in_a_row", "{q0}: a placement may not make three in a row",
     "{q0}\xC2\xA0: une pose ne doit pas donner trois pièces à la suite"},
    {"wali.no_move_in_placement", "{q0}: pieces cannot move during the placement phase",
     "{q0}\xC2\xA0: les pièces ne se déplacent pas pendant la pose"},
    {"wali.not_your_piece", "{q0}: no piece of yours on {1}",
     "{q0}\xC2\xA0: vous n’avez pas de pièce en {1}"},
    {"wali.target_occupied", "{q0}: {1} is occupied", "{q0}\xC2\xA0: la case {1} est occupée"},
    {"wali.illegal", "{q0} is not legal here", "{q0} n’est pas permis ici"},
    {"wali.remove_only_after_line",
     "{q0}: a piece may be removed only right after forming a line of three",
     "{q0}\xC2\xA0: on ne retire une pièce que juste après avoir aligné trois pièces"},
    {"wali.no_opponent_piece", "{q0}: there is no opponent piece on {1}",
     "{q0}\xC2\xA0: il n’y a pas de pièce adverse en {1}"},
    // Position text (after "position: ").
    {"wali.board_ends_early", "the board ends early (expected 5 rows of 6 cells: s, o or .)",
     "le plateau s’arrête trop tôt (il faut 5 rangées de 6 cases\xC2\xA0: s, o ou .)"},
    {"wali.bad_cell_content", "{q0} is not a cell content (s stick, o stone, . empty)",
     "{q0} n’est pas un contenu de case (s bâtonnet, o caillou, . vide)"},
    {"wali.expected_slash", "expected '/' after each row of 6 cells",
     "il faut \xC2\xAB\xC2\xA0/\xC2\xA0\xC2\xBB après chaque rangée de 6 cases"},
    {"wali.expected_space", "expected a space after the fifth row",
     "il faut un espace après la cinquième rangée"},
    {"wali.too_many_fields", "too many fields after the board", "trop de champs après le plateau"},
    {"wali.expected_fields",
     "expected 5 fields after the board: side (s|o), two reserves, '-' or 'x', turns since the "
     "last capture",
     "il faut 5 champs après le plateau\xC2\xA0: le joueur au trait (s|o), les pièces en main de "
     "chaque camp, \xC2\xAB\xC2\xA0-\xC2\xA0\xC2\xBB ou \xC2\xAB\xC2\xA0x\xC2\xA0\xC2\xBB, les "
     "coups depuis la dernière prise"},
    {"wali.bad_side", "the side to move must be 's' (sticks) or 'o' (stones)",
     "le joueur au trait doit être \xC2\xAB\xC2\xA0s\xC2\xA0\xC2\xBB (bâtonnets) ou "
     "\xC2\xAB\xC2\xA0o\xC2\xA0\xC2\xBB (cailloux)"},
    {"wali.bad_reserves", "reserves must be numbers from 0 to 12",
     "le nombre de pièces en main va de 0 à 12"},
    {"wali.too_many_sticks", "sticks have more than 12 pieces",
     "les bâtonnets ont plus de 12 pièces"},
    {"wali.too_many_stones", "stones have more than 12 pieces",
     "les cailloux ont plus de 12 pièces"},
    {"wali.bad_removal_flag", "the removal flag must be '-' or 'x'",
     "l’indicateur de prise doit être \xC2\xAB\xC2\xA0-\xC2\xA0\xC2\xBB ou "
     "\xC2\xAB\xC2\xA0x\xC2\xA0\xC2\xBB"},
    {"wali.bad_quiet", "turns since the last capture must be a number from 0 to 100",
     "le nombre de coups depuis la dernière prise va de 0 à 100"},
    {"wali.capture_in_placement", "no capture can be pending during the placement phase",
     "aucune prise ne peut être en attente pendant la pose"},
    {"wali.line_in_placement", "three in a row cannot arise during the placement phase",
     "il ne peut pas y avoir trois pièces à la suite pendant la pose"},
    {"wali.removal_without_piece", "a removal is pending but the opponent has no piece",
     "une prise est en attente mais l’adversaire n’a plus de pièce"},
    // Variant text.
    {"wali.unknown_variant", "unknown Wali variant {q0} (known: default, 1980)",
     "variante de wali inconnue\xC2\xA0: {q0} (connues\xC2\xA0: default, 1980)"},
};

}  // namespace marbles::wali
