// Wykersham's position text's messages in English and French: the errors of Game::parse_position
// (position.cpp), each inside "position" (core's kPositionPart). Data for the UI's text layer
// (src/ui/messages.h), joined to the moves' (messages.h) in the descriptor (descriptor.h). The
// formats are those of core/message.h: {0} an argument, {q0} quoted, {m0} a sub-message.
#pragma once

#include "core/message.h"

namespace marbles::wykersham {

inline constexpr MessageText kPositionMessageTexts[] = {
    // The cups (read_cup).
    {"wykersham.bad_parens", "a cup in parentheses holds red then green marbles, like (2rg)",
     "une ouverture entre parenthèses contient des billes rouges puis vertes, comme (2rg)"},
    {"wykersham.bad_paren_count",
     "a cup in parentheses holds red then green marbles, like (2rg): counts go from 2 to 30",
     "une ouverture entre parenthèses contient des billes rouges puis vertes, comme "
     "(2rg)\xC2\xA0: les nombres vont de 2 à 30"},
    {"wykersham.shared_off_n",
     "cup {0} holds both colours, but it never crosses cross-row n (the only place where both may "
     "share a cup)",
     "l’ouverture {0} contient les deux couleurs, mais elle ne croise jamais la rangée n (le seul "
     "endroit où les deux peuvent partager une ouverture)"},
    {"wykersham.bad_count",
     "a count of marbles in a cup goes from 2 to 30 (one marble: just r or g)",
     "le nombre de billes d’une ouverture va de 2 à 30 (pour une seule bille\xC2\xA0: r ou g, "
     "sans nombre)"},
    {"wykersham.rail_short", "rail {0} ends early: 11 cups needed",
     "le rail {0} s’arrête trop tôt\xC2\xA0: il faut 11 ouvertures"},
    {"wykersham.not_a_cup",
     "{q0} is not a cup (a cup is {q1}, r or g with a count before it from 2 on (3r), or both "
     "colours in parentheses (2rg))",
     "{q0} n’est pas une ouverture (une ouverture s’écrit {q1}, r ou g précédé d’un nombre à "
     "partir de 2 (3r), ou les deux couleurs entre parenthèses (2rg))"},
    // The rails (read_rail).
    {"wykersham.no_offset",
     "rail {0} must start with its offset and {q1} (-2:, -1:, 0:, +1: or +2:)",
     "le rail {0} doit commencer par son décalage et {q1} (-2:, -1:, 0:, +1: ou +2:)"},
    {"wykersham.fixed_rail", "rail c is fixed: its offset is always 0",
     "le rail c est fixe\xC2\xA0: son décalage est toujours 0"},
    {"wykersham.no_slash", "expected {q0} after the 11 cups of rail {1}",
     "il manque {q0} après les 11 ouvertures du rail {1}"},
    {"wykersham.no_space", "expected a space after the 11 cups of rail e",
     "il manque une espace après les 11 ouvertures du rail e"},
    // The phase, the players and the turn (read_turn); {0} to {5}: the phases' names.
    {"wykersham.bad_phase", "the phase must be {0}, {1}, {2}, {3}, {4} or {5}",
     "la phase doit être {q0}, {q1}, {q2}, {q3}, {q4} ou {q5}"},
    {"wykersham.bad_player", "the player to move must be r or g",
     "le joueur qui doit jouer est r ou g"},
    {"wykersham.roll_off_starter", "before the roll-off the starter is {q0}",
     "avant le tirage au dé, le premier joueur est {q0}"},
    {"wykersham.bad_starter", "the starter (the roll-off's winner) must be r or g",
     "le premier joueur (le gagnant du tirage au dé) est r ou g"},
    {"wykersham.bad_turn", "the turn must be a number from 0 to 30",
     "le tour est un nombre de 0 à 30"},
    {"wykersham.turn_phase", "turn {0} does not fit the {1} phase ({2} to {3})",
     "le tour {0} ne convient pas à la phase {q1} (de {2} à {3})"},
    {"wykersham.roll_off_player", "before the roll-off, r is written",
     "avant le tirage au dé, on écrit r"},
    {"wykersham.player_due", "with this starter and turn, {m0} is to move",
     "avec ce premier joueur et ce tour, c’est aux {m0} de jouer"},
    // The hands and trays (read_holdings).
    {"wykersham.bad_hands",
     "the hands must be two numbers from 0 to 30, red then green (like 28,30)",
     "les billes en main sont deux nombres de 0 à 30, rouges puis vertes (comme 28,30)"},
    {"wykersham.bad_trays",
     "the trays must be taken+gifts for red, then for green (like 3+1,0+0): marbles removed from "
     "goals, and marbles the opponent forfeited",
     "les cuvettes s’écrivent retirées+reçues pour les Rouges, puis pour les Verts (comme "
     "3+1,0+0)\xC2\xA0: les billes retirées après un but, et les billes que l’adversaire a "
     "perdues"},
    // The dice (read_dice); {0} of a phase's message: the phase.
    {"wykersham.dice_needed", "the dice of the turn are needed in the {0} phase (like 3-5)",
     "la phase {q0} demande les dés du tour (comme 3-5)"},
    {"wykersham.bad_dice", "the dice must be {q0} or two dice 1-6, the lower first (like 3-5)",
     "les dés sont {q0} ou deux dés de 1 à 6, le plus petit d’abord (comme 3-5)"},
    {"wykersham.no_dice", "no dice are rolled in the {0} phase: write {q1}",
     "aucun dé n’est lancé en phase {q0}\xC2\xA0: écrivez {q1}"},
    {"wykersham.bad_used", "the dice used must be 0-3 (1 the lower die, 2 the higher, 3 both)",
     "les dés joués s’écrivent de 0 à 3 (1 le plus petit dé, 2 le plus grand, 3 les deux)"},
    {"wykersham.used_phase", "dice used {0} do not fit the {1} phase",
     "les dés joués {0} ne conviennent pas à la phase {q1}"},
    // The slides (read_slides).
    {"wykersham.bad_slid",
     "the rails slid must be {q0} or their letters and the direction (like b+, bd-)",
     "les rails glissés s’écrivent {q0} ou par leurs lettres suivies du sens (comme b+, bd-)"},
    {"wykersham.bad_slid_rails",
     "the rails slid are letters among a, b, d, e in order, then + or -",
     "les rails glissés sont des lettres parmi a, b, d, e, dans l’ordre, puis + ou -"},
    {"wykersham.too_many_slid", "more rails slid than marbles placed this turn",
     "plus de rails glissés que de billes placées pendant ce tour"},
    {"wykersham.removal_needs_slide", "a removal follows a slide: the rails slid cannot be {q0}",
     "un retrait suit un glissement\xC2\xA0: les rails glissés ne peuvent pas être {q0}"},
    {"wykersham.bad_slide_rail", "the rail waiting for its slide must be a letter a-e or {q0}",
     "le rail qui attend son glissement est une lettre de a à e ou {q0}"},
    {"wykersham.slide_rail_phase", "a rail waits for its slide only in the {0} phase: write {q1}",
     "un rail n’attend son glissement qu’en phase {q0}\xC2\xA0: écrivez {q1}"},
    {"wykersham.rail_cannot_slide",
     "rail {0} cannot slide now (the fixed rail, slid already, or no allowed direction)",
     "le rail {0} ne peut pas glisser maintenant (rail fixe, déjà glissé, ou aucun sens permis)"},
    {"wykersham.slide_rail_needed", "the {0} phase needs the rail that just took a marble",
     "la phase {q0} demande le rail qui vient de recevoir une bille"},
    // The goal lines and removals (read_goals).
    {"wykersham.goals_phase", "goal lines are pending only in the {0} phase: write {q1}",
     "les lignes du but n’existent qu’en phase {q0}\xC2\xA0: écrivez {q1}"},
    {"wykersham.bad_goal_lines",
     "goal lines are s (straight), r (rising) or f (falling) with their position on rail c, -5 "
     "to +5, in order, like s0,r+1,f-2",
     "les lignes du but s’écrivent s (droite), r (montante) ou f (descendante) avec leur "
     "position sur le rail c, de -5 à +5, dans l’ordre, comme s0,r+1,f-2"},
    {"wykersham.goal_line_off", "goal line {0} runs off a rail with these offsets",
     "la ligne de but {0} sort d’un rail avec ces décalages"},
    {"wykersham.bad_removed_cells",
     "the cells removed from must be cells like b6, in order, after {q0}",
     "les ouvertures touchées par le retrait s’écrivent comme b6, dans l’ordre, après {q0}"},
    {"wykersham.goal_incomplete",
     "goal line {0} is not complete: cup {1} holds no {m0} marble and none was removed from it",
     "la ligne de but {0} n’est pas complète\xC2\xA0: l’ouverture {1} ne contient aucune bille "
     "{m0} et aucune n’en a été retirée"},
    {"wykersham.removed_off_lines", "a cell removed from is not on a goal line",
     "une ouverture touchée par le retrait n’est sur aucune ligne de but"},
    {"wykersham.goals_uncoverable", "no goal line can still be covered with these removals",
     "aucune ligne de but ne peut plus être touchée en entier avec ces retraits"},
    {"wykersham.goals_needed",
     "the {0} phase needs its goal lines (like s0, or s0:b6 with cells removed)",
     "la phase {q0} demande ses lignes de but (comme s0, ou s0:b6 avec les ouvertures touchées "
     "par le retrait)"},
    // The marbles counted (check_marbles); {m0}: the player.
    {"wykersham.hand_count",
     "{m0} must have {0} {p0:marble|marbles} in hand at this point of the game, not {1}",
     "les {m0} doivent avoir {0} billes en main à ce stade de la partie, et non {1}"},
    {"wykersham.marble_total",
     "{m0} has {0} {p0:marble|marbles} on the board, in hand, removed to its tray and forfeited to "
     "the "
     "opponent's tray: 30 are needed",
     "les {m0} ont {0} billes sur le plateau, en main, retirées dans leur cuvette et perdues "
     "dans la cuvette adverse\xC2\xA0: il en faut 30"},
    // The fields (Game::parse_position).
    {"wykersham.too_many_fields", "too many fields after the board",
     "trop de champs après le plateau"},
    {"wykersham.field_count",
     "expected 11 fields after the board: phase, player to move (r or g), starter (r, g, or - "
     "before the roll-off), turn, hands (red,green), trays (taken+gifts for red, then green), "
     "dice (like 3-5, or -), dice used (0-3), rails slid with the direction (like bd+, or -), rail "
     "waiting for its slide (or -), goal lines and cells removed from (like s0,r+1:b6,c6, or -)",
     "il faut 11 champs après le plateau\xC2\xA0: phase, joueur qui doit jouer (r ou g), premier "
     "joueur (r, g, ou - avant le tirage au dé), tour, billes en main (rouges,vertes), cuvettes "
     "(retirées+reçues pour les Rouges, puis les Verts), dés (comme 3-5, ou -), dés joués (0-3), "
     "rails glissés avec le sens (comme bd+, ou -), rail qui attend son glissement (ou -), lignes "
     "du but et ouvertures déjà touchées par le retrait (comme s0,r+1:b6,c6, ou -)"},
    // The position editor (editor.cpp): the fields' labels and the phases' names.
    {"wykersham.edit_phase", "Phase", "Phase"},
    {"wykersham.edit_roll_off", "roll-off", "tirage au sort"},
    {"wykersham.edit_roll", "roll", "lancer"},
    {"wykersham.edit_placement", "placement", "placement"},
    {"wykersham.edit_slide", "slide", "glissement"},
    {"wykersham.edit_removal", "removal", "retrait"},
    {"wykersham.edit_over", "over", "finie"},
    {"wykersham.edit_starter", "Starter (won the roll-off)", "Premier joueur (tirage gagné)"},
    {"wykersham.edit_turn", "Turns begun", "Tours commencés"},
    {"wykersham.edit_taken", "{0}: tray, own marbles removed",
     "{0}\xC2\xA0: cuvette, billes retirées"},
    {"wykersham.edit_gifts", "{0}: tray, marbles forfeited by the opponent",
     "{0}\xC2\xA0: cuvette, billes cédées par l’adversaire"},
    {"wykersham.edit_die_low", "Lower die (0: none)", "Dé le plus bas (0\xC2\xA0: aucun)"},
    {"wykersham.edit_die_high", "Higher die (0: none)", "Dé le plus haut (0\xC2\xA0: aucun)"},
    {"wykersham.edit_used", "Dice used (1 lower, 2 higher, 3 both)",
     "Dés utilisés (1 le bas, 2 le haut, 3 les deux)"},
    {"wykersham.edit_offset", "Rail {0}: offset", "Rail {0}\xC2\xA0: décalage"},
};

}  // namespace marbles::wykersham
