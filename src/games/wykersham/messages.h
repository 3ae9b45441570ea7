// Wykersham's messages in English and French: the errors of its moves (notation.cpp) and
// variants (state.cpp), and the phrases they are made of (rows, colours, marble counts). Data
// for the UI's text layer (src/ui/messages.h), reached through the descriptor (descriptor.h),
// which joins them to the position text's (position_messages.h). The formats are those of
// core/message.h: {0} an argument, {q0} quoted, {m0} a sub-message, {p0:one|other} a plural.
// Argument 0 of a move's error is the move as typed.
#pragma once

#include "core/message.h"

namespace marbles::wykersham {

inline constexpr MessageText kMessageTexts[] = {
    // Placements (notation.cpp, why_illegal_placement).
    {"wykersham.forfeit_first",
     "{q0}: no cup of cross-row {1} may take a marble, so the die {2} is forfeited first ({q3}, "
     "one point for {m0})",
     "{q0}\xC2\xA0: aucune ouverture de la rangée {1} ne peut recevoir votre bille, donc le dé {2} "
     "est d’abord perdu ({q3}, un point pour les {m0})"},
    {"wykersham.no_forfeit",
     "{q0}: every remaining die has a cup on its cross-row ({m0}): a marble is forfeited only when "
     "its cross-row offers no cup",
     "{q0}\xC2\xA0: chaque dé restant a une ouverture sur sa rangée ({m0})\xC2\xA0: une bille "
     "n’est perdue que si sa rangée n’offre aucune ouverture"},
    {"wykersham.place_now", "{q0}: a marble is to be placed now, on cross-row {m0} (like {1}b)",
     "{q0}\xC2\xA0: une bille est à placer maintenant, sur la rangée {m0} (comme {1}b)"},
    {"wykersham.double_row",
     "{q0}: on a double, at most one marble goes to cross-row {1} (the other to n)",
     "{q0}\xC2\xA0: sur un double, une bille au plus va sur la rangée {1} (l’autre sur n)"},
    {"wykersham.row_closed", "{q0}: the dice allow cross-row {m0} only",
     "{q0}\xC2\xA0: les dés ne permettent que {m0}"},
    {"wykersham.rail_slid", "{q0}: rail {1} slid this turn and takes no more marble",
     "{q0}\xC2\xA0: le rail {1} a déjà glissé pendant ce tour et ne reçoit plus de bille"},
    {"wykersham.cup_taken", "{q0}: cup {1} holds {m0} (only cups on cross-row n are shared)",
     "{q0}\xC2\xA0: l’ouverture {1} contient {m0} (seules les ouvertures de la rangée n se "
     "partagent)"},
    // The phases (notation.cpp, why_illegal).
    {"wykersham.game_over", "the game is over: {q0} cannot be played",
     "la partie est finie\xC2\xA0: {q0} ne peut pas être joué"},
    {"wykersham.roll_off_now", "{q0}: the game opens with the roll-off, {q1} or {q2} (who starts)",
     "{q0}\xC2\xA0: la partie s’ouvre par le tirage au dé, {q1} ou {q2} (qui commence)"},
    {"wykersham.roll_now", "{q0}: the dice are to be rolled now (like 3-5, the lower die first)",
     "{q0}\xC2\xA0: les dés sont à lancer maintenant (comme 3-5, le plus petit dé d’abord)"},
    // Slides.
    {"wykersham.slide_now", "{q0}: rail {1} is to slide or not now ({1}-, {1}+ or {1}=)",
     "{q0}\xC2\xA0: faites glisser le rail {1} ou laissez-le en place maintenant ({1}-, {1}+ ou "
     "{1}=)"},
    {"wykersham.must_score",
     "{q0}: a slide of rail {1} scores a goal, and scoring is compulsory ({1}{2}!)",
     "{q0}\xC2\xA0: un glissement du rail {1} marque un but, et marquer est obligatoire ({1}{2}!)"},
    {"wykersham.same_way",
     "{q0}: this turn's first slide went {1}, so a second slide goes the same way",
     "{q0}\xC2\xA0: le premier glissement de ce tour est allé vers {1}, donc le second va dans le "
     "même sens"},
    {"wykersham.slide_limit",
     "{q0}: rail {1} is at offset {2} and slides at most {3} notches either way",
     "{q0}\xC2\xA0: le rail {1} est déjà décalé de {2} et ne glisse pas au-delà de {3} crans de "
     "part et d’autre du milieu"},
    // Removals.
    {"wykersham.done_early",
     "{q0}: take at least one marble from every cup of a completed line first (or none at all)",
     "{q0}\xC2\xA0: retirez d’abord au moins une bille de chaque ouverture d’une ligne complétée "
     "(ou aucune)"},
    {"wykersham.remove_now", "{q0}: marbles of the goal are to be removed now (like xb7), or {q1}",
     "{q0}\xC2\xA0: les billes du but sont à retirer maintenant (comme xb7), ou {q1}"},
    {"wykersham.off_line", "{q0}: cup {1} is not on a completed line",
     "{q0}\xC2\xA0: l’ouverture {1} n’est pas sur une ligne complétée"},
    {"wykersham.no_own_marble", "{q0}: cup {1} holds no {m0} marble",
     "{q0}\xC2\xA0: l’ouverture {1} ne contient aucune bille {m0}"},
    {"wykersham.removal_order",
     "{q0}: removals go in cell order (rail a to e, cups 1 to 11), and the last one was from {1}",
     "{q0}\xC2\xA0: les retraits se font dans l’ordre des ouvertures (rails a à e, ouvertures 1 à "
     "11), et le dernier était en {1}"},
    {"wykersham.removal_blocks",
     "{q0}: after it no completed line could still have a marble taken from every cup (removals "
     "go in cell order, rail a to e, cups 1 to 11)",
     "{q0}\xC2\xA0: après ce retrait, plus aucune ligne complétée ne pourrait perdre une bille de "
     "chaque ouverture (les retraits se font dans l’ordre des ouvertures, rails a à e, "
     "ouvertures 1 à 11)"},
    // The move's text (notation.cpp, Game::parse_action).
    {"wykersham.die_range", "{q0}: dice show 1 to 6", "{q0}\xC2\xA0: les dés vont de 1 à 6"},
    {"wykersham.roll_order", "{q0}: a roll is written with the lower die first ({1}-{2})",
     "{q0}\xC2\xA0: un jet s’écrit avec le plus petit dé d’abord ({1}-{2})"},
    {"wykersham.bad_removal", "{q0}: a removal names a cup, rail a-e and cup 1-11 (like xb7)",
     "{q0}\xC2\xA0: un retrait nomme une ouverture, rail a-e et ouverture 1-11 (comme xb7)"},
    {"wykersham.other_rail", "{q0}: only rail {1}, which just took a marble, may slide now",
     "{q0}\xC2\xA0: seul le rail {1}, qui vient de recevoir une bille, peut glisser maintenant"},
    {"wykersham.stay_no_goal", "{q0}: no slide scores no goal (write {1})",
     "{q0}\xC2\xA0: ne pas glisser ne marque aucun but (écrivez {1})"},
    {"wykersham.unknown_move",
     "{q0} is not a Wykersham move (examples: red or green for the roll-off, 3-5 for a roll, 3b "
     "or nd to place a marble on cross-row 3 or n, b+ b- b= to slide the rail just used or not, "
     "xb7 to remove a marble, done, forfeit)",
     "{q0} n’est pas un coup de Wykersham (exemples\xC2\xA0: red ou green pour le tirage au dé, "
     "3-5 pour un jet, 3b ou nd pour placer une bille sur la rangée 3 ou n, b+ b- b= pour faire "
     "glisser ou non le rail qui vient de servir, xb7 pour retirer une bille, done, forfeit)"},
    {"wykersham.mark_no_goal", "{q0}: this slide scores no goal (write it without {q1})",
     "{q0}\xC2\xA0: ce glissement ne marque aucun but (écrivez-le sans {q1})"},
    // Variants (state.cpp).
    {"wykersham.unknown_variant", "unknown Wykersham variant {q0} (known: default)",
     "variante de Wykersham inconnue {q0} (la seule connue\xC2\xA0: default)"},
    // Phrases inside the messages (notation_parts.h). Cross-rows: one, and a list of them (the
    // rest of the list in {m0}), with "and", or with "or" in French.
    {"wykersham.row", "{0}", "{0}"},
    {"wykersham.rows_and", "{0} and {m0}", "{0} et {m0}"},
    {"wykersham.rows_or", "{0} and {m0}", "{0} ou {m0}"},
    // The rows with their article in French: "la rangée 3", "les rangées 3 et 5".
    {"wykersham.the_row", "{0}", "la rangée {0}"},
    {"wykersham.the_rows", "{m0}", "les rangées {m0}"},
    // A player, as the page names them; a marble's colour; a number of marbles of a colour.
    {"wykersham.player_red", "red", "Rouges"},
    {"wykersham.player_green", "green", "Verts"},
    {"wykersham.colour_red", "red", "rouge"},
    {"wykersham.colour_green", "green", "verte"},
    {"wykersham.count_red", "{0} red marble{p0:|s}", "{0} {p0:bille rouge|billes rouges}"},
    {"wykersham.count_green", "{0} green marble{p0:|s}", "{0} {p0:bille verte|billes vertes}"},
};

}  // namespace marbles::wykersham
