// One action of a record said in words, in English or French, for screen readers (the page's
// live region) and the move list's tooltips: who played, and what the engine's ActionCells
// say the action did, with the action's notation in parentheses.
//
//   Sticks placed a piece on C3 (C3).              Bâtonnets : pose en C3 (C3).
//   Stones moved from D2 to D1 (D2-D1).            Cailloux : déplacement de D2 à D1 (D2-D1).
//   Light moved from C3 to C5, taking the piece    Clairs : déplacement de C3 à C5, prise
//     on C4 (C3xC5).                                 en C4 (C3xC5).
//   Sticks removed the piece on B4 (xB4).          Bâtonnets : retrait de la pièce en B4 (xB4).
//   Player 2 passed (pass).                        Joueur 2 : passe (pass).
//   Dark played xR.                                Foncés : xR.
//   Light slid row 3 to the right (r3>).           Clair : coulissement de la rangée 3 vers
//                                                    la droite (r3>).
//
// Part of the UI's text layer (the engine speaks no human language). Generic: it knows no game,
// only the side names of GameInfo and the cell names it is given (the game's own names, as its
// notation writes them). Where the cells would mislead (a Quits slide's cells are the lifted end
// tile and the end it goes to), the caller gives the words.
#pragma once

#include <string>
#include <string_view>

#include "core/any_game.h"

namespace marbles {

struct ActionWords {
  int player = kNobody;  // the player who played it (to_move() before it), or kChance
  ActionCells cells;
  std::string from;  // the cells' names ("" where cells has -1)
  std::string to;
  std::string removed;
  std::string text;  // the action in the game's notation
  // The action in words, in the language asked for, after the side's name ("slid row 3 to the
  // right"): used instead of the sentence made from the cells when not empty.
  std::string words;
};

// lang: "en" or "fr" (anything else is English).
std::string describe_action(const GameInfo& info, const ActionWords& words, std::string_view lang);

// The action after the side's name, without its notation: "placed a piece on C3", "pose en C3",
// the game's words when given.
std::string action_phrase(const ActionWords& words, std::string_view lang);

// The action as something to do, for the hint, without its notation: "place a piece on C3",
// "move the piece on D2 to D1", "remove the piece on B4", "pass" ("poser une pièce en C3"...);
// `words` when the caller gives them (a game's own control), the notation when the cells say
// nothing.
std::string suggest_action(const ActionWords& words, std::string_view lang);

}  // namespace marbles
