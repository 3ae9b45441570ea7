// The interface strings, English and French (see text.h).
#include "ui/text.h"

#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "games/list.h"

namespace marbles::ui {

namespace {

struct Entry {
  Str id;
  const char* en;
  const char* fr;
};

// In the order of the enum (checked by lookup()).
constexpr Entry kTable[] = {
    {Str::kAppTitle, "Marbles & stones", "Billes et cailloux"},
    {Str::kTagline, "Board games from here and elsewhere", "Jeux de plateau d’ici et d’ailleurs"},
    {Str::kChooseGame, "Choose a game", "Choisissez un jeu"},
    {Str::kComingSoon, "coming soon", "bientôt"},
    {Str::kVariant, "Variant", "Variante"},
    {Str::kPlayers, "Players", "Joueurs"},
    {Str::kTwoPlayers, "Two players on this screen", "Deux joueurs sur cet écran"},
    {Str::kVsComputer, "Against the computer", "Contre l’ordinateur"},
    {Str::kYouPlay, "You play", "Vous jouez"},
    {Str::kPlaysFirst, "plays first", "commence"},
    {Str::kStart, "Start the game", "Commencer la partie"},
    {Str::kResume, "Back to the game", "Reprendre la partie"},
    {Str::kPuzzles, "Puzzles", "Problèmes"},
    {Str::kToPlay, "{} to play", "Au tour des {}"},
    {Str::kYou, "you", "vous"},
    {Str::kComputer, "computer", "ordinateur"},
    {Str::kPhasePlacement, "Placement", "Pose"},
    {Str::kPhasePlay, "Place or move", "Poser ou déplacer"},
    {Str::kPhaseMovement, "Movement", "Déplacement"},
    {Str::kPhaseRemoval, "Capture: remove a piece", "Prise\xC2\xA0: retirez une pièce"},
    {Str::kPhaseOver, "Game over", "Partie terminée"},
    {Str::kHintPlace, "Tap a marked empty cell to put a piece down.",
     "Touchez une case vide marquée pour poser une pièce."},
    {Str::kHintSelect, "Pick one of your pieces that can move.",
     "Choisissez une de vos pièces qui peut bouger."},
    {Str::kHintTarget, "Now pick a marked cell to move it to.",
     "Choisissez maintenant une case marquée où aller."},
    {Str::kHintPlaceOrMove,
     "Tap a marked empty cell to put a piece down, or pick one of your pieces to move.",
     "Touchez une case vide marquée pour poser une pièce, ou choisissez une de vos pièces à "
     "déplacer."},
    {Str::kHintRemove, "A capture! Pick any opponent piece to remove.",
     "Une prise\xC2\xA0! Choisissez une pièce adverse à retirer."},
    {Str::kHintRemoveReserve,
     "A capture! Your opponent has no piece on the board: take one from their reserve.",
     "Une prise\xC2\xA0! Votre adversaire n’a plus de pièce sur le plateau\xC2\xA0: prenez-en "
     "une dans sa réserve."},
    {Str::kHintPass, "No legal move: you must pass.",
     "Aucun coup possible\xC2\xA0: vous devez passer."},
    {Str::kThinking, "The computer is playing…", "L’ordinateur joue…"},
    {Str::kInHand, "in hand", "en main"},
    {Str::kOnBoard, "on the board", "sur le plateau"},
    {Str::kUndo, "Undo", "Annuler"},
    {Str::kRedo, "Redo", "Rétablir"},
    {Str::kNewGame, "New game", "Nouvelle partie"},
    {Str::kPass, "Pass", "Passer"},
    {Str::kTakeFromReserve, "Take one from the reserve", "En prendre une dans la réserve"},
    {Str::kMoves, "Moves", "Coups"},
    {Str::kRules, "Rules", "Règles"},
    {Str::kNoMoves, "No move yet.", "Aucun coup pour l’instant."},
    {Str::kWins, "{} win!", "Victoire des {}\xC2\xA0!"},
    {Str::kYouWin, "You win!", "Vous avez gagné\xC2\xA0!"},
    {Str::kComputerWins, "The computer wins.", "L’ordinateur a gagné."},
    {Str::kDraw, "Draw.", "Partie nulle."},
    {Str::kReasonTwoLeft, "{} have only two pieces left.", "Les {} n’ont plus que deux pièces."},
    {Str::kReasonNoneLeft, "{} have no piece left.", "Les {} n’ont plus aucune pièce."},
    {Str::kReasonBothOut, "Both sides are out of pieces.",
     "Les deux camps sont à court de pièces."},
    {Str::kReasonBlocked, "Neither side can move.", "Aucun des deux camps ne peut bouger."},
    {Str::kReasonQuiet, "100 moves in a row without a capture.", "100 coups de suite sans prise."},
    {Str::kReasonQuietTurns, "100 turns in a row without a placement or a capture.",
     "100 tours de suite sans pose ni prise."},
    {Str::kReasonFewPieces, "Both sides have three pieces or fewer.",
     "Les deux camps n’ont plus que trois pièces ou moins."},
    {Str::kReasonRepetition, "The same position came back a third time.",
     "La même position est revenue une troisième fois."},
    {Str::kModeTwo, "Two players", "Deux joueurs"},
    {Str::kModeComputer, "Against the computer (you: {})",
     "Contre l’ordinateur (vous\xC2\xA0: {})"},
    {Str::kNotYourTurn, "Wait: it is the computer’s turn.",
     "Patientez\xC2\xA0: c’est au tour de l’ordinateur."},
    {Str::kNoMoveThere, "No move starts or ends on {}.", "Aucun coup ne part de {} ni n’y arrive."},
    {Str::kNoMoveBecause, "No move on {}: {}.", "Aucun coup en {}\xC2\xA0: {}."},
    {Str::kConfirmPlayTitle, "Play here?", "Jouer ici\xC2\xA0?"},
    {Str::kConfirmPlayMany,
     "This move replaces the {} later moves of the game. They are kept: Undo brings them back.",
     "Ce coup remplace les {} coups suivants de la partie. Ils sont gardés\xC2\xA0: Annuler les "
     "fait revenir."},
    {Str::kConfirmPlayOne,
     "This move replaces the later move of the game. It is kept: Undo brings it back.",
     "Ce coup remplace le coup suivant de la partie. Il est gardé\xC2\xA0: Annuler le fait "
     "revenir."},
    {Str::kPlayHere, "Play here", "Jouer ici"},
    {Str::kCancel, "Cancel", "Ne pas jouer"},
    {Str::kRollingDice, "Rolling the dice…", "Les dés roulent…"},
    {Str::kLastTurn, "Last turn, {}: {} ({}).", "Dernier tour, {}\xC2\xA0: {} ({})."},
    {Str::kComputerSide, "{} (computer)", "{} (ordinateur)"},
    {Str::kWykRowN,
     "Row n, in the middle: a double may put its marbles there, and its cups take either colour.",
     "Rangée n, au milieu\xC2\xA0: un double peut y mettre ses billes, et ses ouvertures "
     "acceptent les deux couleurs."},
    {Str::kQuitsLineRow, "row {} {}", "la rangée {} {}"},
    {Str::kQuitsLineColumn, "column {} {}", "la colonne {} {}"},
    {Str::kToPlayOne, "{} to play", "Au tour du {}"},
    {Str::kWinsOne, "{} wins!", "Victoire du {}\xC2\xA0!"},
    {Str::kPhaseRound, "Round {}", "Manche {}"},
    {Str::kNotYourReserve, "Those pieces are the other player’s.",
     "Ces pièces sont à l’autre joueur."},
    {Str::kNoPlacement, "No piece can be put down now.",
     "Aucune pièce ne peut être posée maintenant."},
    {Str::kRulesMissing, "The rules text is not available yet.",
     "Le texte des règles n’est pas encore disponible."},
    {Str::kGameOverHint, "Undo to look back, or start a new game.",
     "Annulez pour revoir la partie, ou commencez-en une nouvelle."},
    {Str::kLabel, "{}: ", "{}\xC2\xA0: "},
    {Str::kPursuitCaught, "Round {}: {}, on the white knight, caught the black one after {} jumps.",
     "Manche {}\xC2\xA0: {}, avec le cavalier blanc, a pris le noir après {} sauts."},
    {Str::kPursuitCornered,
     "Round {}: {}, on the white knight, reached the walled-in black one after {} jumps.",
     "Manche {}\xC2\xA0: {}, avec le cavalier blanc, a rejoint le noir bloqué après {} sauts."},
    {Str::kPursuitEscaped,
     "Round {}: {}, on the black knight, was walled in out of reach after {} jumps: escaped.",
     "Manche {}\xC2\xA0: {}, avec le cavalier noir, s’est retrouvé bloqué hors d’atteinte après "
     "{} sauts\xC2\xA0: il s’est échappé."},
    {Str::kPursuitPursuerStuck,
     "Round {}: {}, on the black knight, won: the white knight could not move after {} jumps.",
     "Manche {}\xC2\xA0: {}, avec le cavalier noir, l’emporte\xC2\xA0: le cavalier blanc ne "
     "pouvait plus bouger après {} sauts."},
    {Str::kPursuitBothStuck, "Round {}: drawn, neither knight could move after {} jumps.",
     "Manche {}\xC2\xA0: nulle, aucun cavalier ne pouvait plus bouger après {} sauts."},
    {Str::kPursuitRoles, "{} flees with the black knight; {} chases with the white one.",
     "{} fuit avec le cavalier noir\xC2\xA0; {} le poursuit avec le blanc."},
    {Str::kPursuitJumps, "Jumps this round: {}", "Sauts dans cette manche\xC2\xA0: {}"},
    {Str::kPursuitPoints, "Points: {} {}, {} {}.", "Points\xC2\xA0: {} {}, {} {}."},
    {Str::kAbout, "About", "À propos"},
    {Str::kAboutMissing, "No notes about this game yet.", "Pas encore de notes sur ce jeu."},
    {Str::kRulesLoading, "Loading the rules…", "Chargement des règles…"},
    {Str::kAboutLoading, "Loading the notes about this game…", "Chargement des notes sur ce jeu…"},
    {Str::kRulesFailed,
     "The rules could not be loaded: the connection failed, and this device has no copy yet.",
     "Les règles n’ont pas pu être chargées\xC2\xA0: la connexion a échoué, et cet appareil "
     "n’en a pas encore de copie."},
    {Str::kAboutFailed,
     "The notes about this game could not be loaded: the connection failed, and this device has "
     "no copy yet.",
     "Les notes sur ce jeu n’ont pas pu être chargées\xC2\xA0: la connexion a échoué, et cet "
     "appareil n’en a pas encore de copie."},
    {Str::kTryAgain, "Try again", "Réessayer"},
    {Str::kMenu, "Menu", "Menu"},
    {Str::kMenuSave, "Save the game…", "Enregistrer la partie…"},
    {Str::kMenuOpen, "Open a saved game…", "Ouvrir une partie enregistrée…"},
    {Str::kMenuShare, "Copy a link to this game", "Copier un lien vers la partie"},
    {Str::kMenuEmbed, "Embed in a web page…", "Intégrer à une page web…"},
    {Str::kMenuImage, "Save the board as an image", "Enregistrer le plateau en image"},
    {Str::kMenuSvg, "Save the board as a drawing (SVG)", "Enregistrer le plateau en dessin (SVG)"},
    {Str::kMenuGif, "Save the game as an animation (GIF)…",
     "Enregistrer la partie en animation (GIF)…"},
    {Str::kLanguage, "Language", "Langue"},
    {Str::kTheme, "Theme", "Thème"},
    {Str::kThemeDark, "Dark", "Sombre"},
    {Str::kThemeLight, "Light", "Clair"},
    {Str::kRestart, "Start again", "Recommencer"},
    {Str::kFirst, "Start of the game", "Début de la partie"},
    {Str::kBack, "One move back", "Un coup en arrière"},
    {Str::kForward, "One move forward", "Un coup en avant"},
    {Str::kLast, "Last move", "Dernier coup"},
    {Str::kPlyOf, "Move {}", "Coup {}"},
    {Str::kReadOnly, "This board is for viewing: it takes no moves.",
     "Ce plateau est en consultation\xC2\xA0: il ne prend pas de coups."},
    {Str::kNoComment, "No comment on this move.", "Pas de commentaire sur ce coup."},
    {Str::kMenuComment, "Comment on this position…", "Commenter cette position…"},
    {Str::kMenuDistance, "Play a friend on another device…",
     "Jouer avec un ami sur un autre appareil…"},
    {Str::kMainLine, "Back to the line it branches off", "Retour à la ligne d’où elle part"},
    {Str::kVariation, "Variation: {}", "Variante\xC2\xA0: {}"},
    {Str::kAddVariation, "Add a variation", "Ajouter une variante"},
    {Str::kConfirmVariation, "Or keep the game as it is: this move starts a variation beside it.",
     "Ou gardez la partie telle quelle\xC2\xA0: ce coup commence une variante à côté."},
    {Str::kPromote, "Make it the main line", "En faire la ligne principale"},
    {Str::kDeleteVariation, "Delete this variation", "Supprimer cette variante"},
    {Str::kPromoted, "This line is now the main line. Undo takes it back.",
     "Cette ligne est maintenant la ligne principale. Annuler revient en arrière."},
    {Str::kVariationDeleted, "Variation deleted. Undo brings it back.",
     "Variante supprimée. Annuler la fait revenir."},
    {Str::kNotNow, "That move is not possible now.", "Ce coup n’est pas possible maintenant."},
    {Str::kModePeople, "{} players on this screen", "{} joueurs sur cet écran"},
    {Str::kModeComputerOnly, "The computer plays every side", "L’ordinateur joue tous les camps"},
    {Str::kModeComputerSeats, "Computer: {}", "Ordinateur\xC2\xA0: {}"},
    {Str::kSeatsHint, "Who plays each side?", "Qui joue chaque camp\xC2\xA0?"},
    {Str::kPerson, "Person", "Humain"},
    {Str::kComputerSeat, "Computer", "Ordinateur"},
    {Str::kOut, "out: {}", "sorties\xC2\xA0: {}"},
    {Str::kBoardTurns, "Board turned to the player", "Plateau tourné vers le joueur"},
    {Str::kOff, "Off", "Non"},
    {Str::kOn, "On", "Oui"},
    {Str::kQuitsPhase, "Move or slide", "Déplacement ou coulissement"},
    {Str::kQuitsHintPick,
     "Pick a marble to move, or slide a row or column: tap an arrow beside the board, or drag "
     "the row by one tile.",
     "Choisissez une bille à déplacer, ou faites coulisser une rangée ou une colonne\xC2\xA0: "
     "touchez une flèche au bord du plateau, ou faites-la glisser d’une case."},
    {Str::kQuitsHintTile, "Now tap the marked end: the lifted tile goes back in there.",
     "Touchez maintenant l’extrémité marquée\xC2\xA0: la case soulevée s’y replace."},
    {Str::kQuitsForbidden,
     "Sliding {} ({}) is not allowed this turn: it would undo the last slide ({}, {}).",
     "Faire coulisser {} ({}) est interdit à ce tour\xC2\xA0: cela annulerait le dernier "
     "coulissement ({}, {})."},
    {Str::kQuitsSlideRow, "Slide row {}: the empty tile {} goes to {} ({})",
     "Faire coulisser la rangée {}\xC2\xA0: la case vide {} passe en {} ({})"},
    {Str::kQuitsSlideColumn, "Slide column {}: the empty tile {} goes to {} ({})",
     "Faire coulisser la colonne {}\xC2\xA0: la case vide {} passe en {} ({})"},
    {Str::kQuitsRow, "Row {}", "La rangée {}"},
    {Str::kQuitsColumn, "Column {}", "La colonne {}"},
    {Str::kQuitsRowWords, "slid row {} {}", "coulissement de la rangée {} {}"},
    {Str::kQuitsColumnWords, "slid column {} {}", "coulissement de la colonne {} {}"},
    {Str::kQuitsRight, "to the right", "vers la droite"},
    {Str::kQuitsLeft, "to the left", "vers la gauche"},
    {Str::kQuitsUp, "up", "vers le haut"},
    {Str::kQuitsDown, "down", "vers le bas"},
    {Str::kQuitsLeavesOwn, "and the marble left the board", "et la bille sort du plateau"},
    {Str::kQuitsLeavesOther, "{}’s marble left the board at {}",
     "une bille de {} sort du plateau en {}"},
    {Str::kQuitsWinThree, "{} took three marbles off the board first.",
     "{} a été le premier à sortir trois billes du plateau."},
    {Str::kQuitsWinOne, "{} took a marble off the board first.",
     "{} a été le premier à sortir une bille du plateau."},
    {Str::kQuitsQuiet, "200 turns in a row without a marble leaving the board.",
     "200 tours de suite sans qu’aucune bille ne sorte du plateau."},
    {Str::kQuitsQuietCount, "Turns without a marble out: {} (a draw at 200).",
     "Tours sans bille sortie\xC2\xA0: {} (partie nulle à 200)."},
    {Str::kQuitsNotMine, "{} holds none of your marbles: you cannot slide it.",
     "{} ne porte aucune de vos billes\xC2\xA0: vous ne pouvez pas la faire coulisser."},
    {Str::kQuitsEndTaken, "The end tile {} holds a marble: only an empty tile can be lifted.",
     "La case {} au bout porte une bille\xC2\xA0: seule une case vide se soulève."},
    {Str::kQuitsExits, "Exits: {}.", "Sorties\xC2\xA0: {}."},
    {Str::kQuitsExitAt, "{} at {}", "{} en {}"},
    {Str::kWykDiceKey, "Play the roll {}", "Jouer le jet {}"},
    {Str::kWykUp, "up (towards 6)", "vers le haut (vers 6)"},
    {Str::kWykDown, "down (towards 1)", "vers le bas (vers 1)"},
    {Str::kWykSlideGoal, "Slide rail {} {}: a goal!",
     "Glisser le rail {} {}\xC2\xA0: un but\xC2\xA0!"},
    {Str::kWykSlide, "Slide rail {} {}", "Glisser le rail {} {}"},
    {Str::kWykSameWay, "Both slides of a turn go the same way: this turn's first went {}.",
     "Les deux glissements d’un tour vont dans le même sens\xC2\xA0: le premier est allé {}."},
    {Str::kWykMustScore, "A slide that scores must be made: the other way scores a goal.",
     "Un glissement qui marque est obligatoire\xC2\xA0: l’autre sens marque un but."},
    {Str::kWykNoSlide, "Leave rail {} where it is", "Laisser le rail {} en place"},
    {Str::kWykKeep, "Remove none (keep the line)", "N’en retirer aucune (garder la ligne)"},
    {Str::kWykDoneRemoving, "Done removing", "Fin du retrait"},
    {Str::kWykForfeit, "Give the marble to {} (no cup for the {})",
     "Donner la bille aux {} (aucune ouverture pour le {})"},
    {Str::kWykRolled, "rolled {} and {}", "a lancé {} et {}"},
    {Str::kWykStarts, "{} start (roll-off)", "les {} commencent (tirage au dé)"},
    {Str::kWykPlaced, "placed a marble in {} (row {})", "a placé une bille en {} (rangée {})"},
    {Str::kWykSlidGoal, "slid rail {} {} and scored a goal",
     "a glissé le rail {} {} et marqué un but"},
    {Str::kWykSlid, "slid rail {} {}", "a glissé le rail {} {}"},
    {Str::kWykNotSlid, "left rail {} in place", "a laissé le rail {} en place"},
    {Str::kWykRemoved, "took a marble from {} to the tray",
     "a retiré une bille de {} vers sa cuvette"},
    {Str::kWykForfeited, "had no cup for the {}: a point for {}",
     "n’avait aucune ouverture pour le {}\xC2\xA0: un point pour les {}"},
    {Str::kWykKept, "kept the line in place", "a gardé la ligne en place"},
    {Str::kWykDone, "finished removing", "a fini de retirer"},
    {Str::kWykScore, "Points: {} {}, {} {}", "Points\xC2\xA0: {} {}, {} {}"},
    {Str::kWykTurn, "Turn {} of {}", "Tour {} sur {}"},
    {Str::kWykDice, "Dice: {} and {}", "Dés\xC2\xA0: {} et {}"},
    {Str::kWykPhaseRollOff, "Roll-off: who starts?", "Tirage\xC2\xA0: qui commence\xC2\xA0?"},
    {Str::kWykPhaseRoll, "Roll the dice", "Lancer les dés"},
    {Str::kWykOr, " or ", " ou "},
    {Str::kWykPhasePlace, "Place a marble on row {}", "Placer une bille sur la rangée {}"},
    {Str::kWykPhaseSlide, "Slide rail {}?", "Glisser le rail {}\xC2\xA0?"},
    {Str::kWykPhaseRemove, "Goal! Take marbles off", "But\xC2\xA0! Retirez des billes"},
    {Str::kWykHintDice, "Enter the dice you rolled on the board.",
     "Entrez sur le plateau les dés que vous avez lancés."},
    {Str::kWykHintPlace, "Tap a marked cup on a gold-outlined row.",
     "Touchez une ouverture marquée sur une rangée entourée d’or."},
    {Str::kWykHintSlide,
     "Tap an arrow at the rail's end (or drag the rail by a notch), or leave it.",
     "Touchez une flèche au bout du rail (ou faites-le glisser d’un cran), ou laissez-le."},
    {Str::kWykHintRemove,
     "Tap a ringed cup to take one of your marbles to your tray: at least one from every cup of a "
     "line, or none.",
     "Touchez une ouverture cerclée pour mettre une de vos billes dans votre cuvette\xC2\xA0: au "
     "moins une par ouverture d’une ligne, ou aucune."},
    {Str::kWykEnd, "All 60 marbles played: {} {}, {} {} points.",
     "Les 60 billes sont jouées\xC2\xA0: {} {}, {} {} points."},
    {Str::kWykEnterRollOff, "Who won the roll-off?", "Qui a gagné le tirage au dé\xC2\xA0?"},
    {Str::kWykEnterDice, "Your dice: tap the roll", "Vos dés\xC2\xA0: touchez le jet"},
    {Str::kWykStartsKey, "{} starts", "Les {} commencent"},
    {Str::kWykInHand, "in hand: {}", "en main\xC2\xA0: {}"},
    {Str::kWykHintForfeit,
     "No cup on that row can take your marble: it goes to your opponent's tray.",
     "Aucune ouverture de cette rangée ne peut recevoir votre bille\xC2\xA0: elle va dans la "
     "cuvette adverse."},
    {Str::kDiceSetting, "Dice", "Dés"},
    {Str::kDiceRolled, "Rolled here", "Lancés ici"},
    {Str::kDiceTyped, "Real dice, typed in", "Vrais dés, entrés"},
    {Str::kOffAside, "Set the marble aside for good, then play",
     "Écarter la bille pour de bon, puis jouer"},
    {Str::kOffMoved, "moved from {} to {}", "a déplacé une bille de {} à {}"},
    {Str::kOffLineMoved, "moved a line of {} from {} towards {}",
     "a déplacé une ligne de {} de {} vers {}"},
    {Str::kOffPushed, "pushed {} against {} at {}", "a poussé à {} contre {} en {}"},
    {Str::kOffScored, "a marble fell into target {}: {} points",
     "une bille est tombée dans la cible {}\xC2\xA0: {} points"},
    {Str::kOffOccupied, "a marble fell towards target {}, already taken: no points",
     "une bille est partie vers la cible {}, déjà occupée\xC2\xA0: aucun point"},
    {Str::kOffPutBack, "put its marble back on {}", "a remis sa bille en {}"},
    {Str::kOffSetAside, "set its marble aside for good", "a écarté sa bille pour de bon"},
    {Str::kOffScore, "Points: {} {}, {} {} (first to {} wins)",
     "Points\xC2\xA0: {} {}, {} {} (le premier à {} gagne)"},
    {Str::kOffWaiting, "{}: a marble to put back or set aside",
     "{}\xC2\xA0: une bille à remettre ou à écarter"},
    {Str::kOffQuiet, "{} turns without a marble pushed off (draw at 200)",
     "{} tours sans bille éjectée (nulle à 200)"},
    {Str::kOffPhaseReturn, "Your marble came back", "Votre bille est revenue"},
    {Str::kOffPhasePlay, "Move or push", "Déplacer ou pousser"},
    {Str::kOffHintReturn,
     "Tap an empty cell to put it back (your whole turn), or set it aside and play.",
     "Touchez une case vide pour la remettre (c’est tout votre tour), ou écartez-la et jouez."},
    {Str::kOffHintPick,
     "Tap a marble: alone, or the last of a line of yours, it shows where it can go.",
     "Touchez une bille\xC2\xA0: seule, ou la dernière d’une ligne des vôtres, elle montre où "
     "aller."},
    {Str::kOffHintTarget,
     "Tap where it goes: a ring marks a push, the marbles it carries are circled.",
     "Touchez où elle va\xC2\xA0: un anneau marque une poussée, les billes entraînées sont "
     "cerclées."},
    {Str::kOffWin, "{} reached {} points.", "Les {} ont atteint {} points."},
    {Str::kOffQuietDraw, "200 turns without a marble pushed off.", "200 tours sans bille éjectée."},
    {Str::kHintButton, "Hint", "Conseil"},
    {Str::kHintLooking, "Looking for a good move…", "Recherche d’un bon coup…"},
    {Str::kHintSuggest, "Suggested: {} ({}), in green on the board.",
     "Conseil\xC2\xA0: {} ({}), en vert sur le plateau."},
    {Str::kAiLevel, "Computer level", "Niveau de l’ordinateur"},
    {Str::kLevelBeginner, "Beginner", "Débutant"},
    {Str::kLevelIntermediate, "Intermediate", "Moyen"},
    {Str::kLevelStrong, "Strong", "Fort"},
    {Str::kStrongTime, "Strong: time to think a move", "Fort\xC2\xA0: temps de réflexion par coup"},
    {Str::kLevelBeginnerWhat, "A quick look ahead: takes a win it sees, misses plans.",
     "Un coup d’œil rapide\xC2\xA0: prend un gain qu’il voit, ne voit pas les plans."},
    {Str::kLevelIntermediateWhat, "A longer look ahead, the same for every move.",
     "Un regard plus long, le même à chaque coup."},
    {Str::kLevelStrongWhat, "The game's best search, for the time you give it.",
     "La meilleure recherche du jeu, pendant le temps que vous lui donnez."},
    {Str::kAiThinkingFor, "The computer is thinking ({})…", "L’ordinateur réfléchit ({})…"},
    {Str::kStrongTimeShared,
     "In this game a turn has several decisions: the first marble of a turn gets up to {} times "
     "this time, each later placement or slide up to {} times, and the removals after a goal are "
     "played at once. A decision ends sooner when more thought could not change it; about the "
     "same time in all.",
     "Dans ce jeu, un tour compte plusieurs décisions\xC2\xA0: la première bille du tour reçoit "
     "jusqu’à {} fois ce temps, chaque placement ou glissement suivant jusqu’à {} fois, et les "
     "retraits après un but se jouent aussitôt. Une décision s’arrête plus tôt quand y réfléchir "
     "davantage ne la changerait plus\xC2\xA0; à peu près le même temps en tout."},
    {Str::kUpTo, "up to {}", "jusqu’à {}"},
    {Str::kPlayOn, "Play on from here", "Reprendre d’ici"},
    {Str::kPlayOnWaits, "An earlier position: nothing is played here until you ask.",
     "Une position antérieure\xC2\xA0: rien n’est joué ici sans votre demande."},
    {Str::kPlayOnReplaces, "The {} later moves will be replaced; Undo brings them back.",
     "Les {} coups suivants seront remplacés\xC2\xA0; Annuler les fait revenir."},
    {Str::kPlayOnReplacesOne, "The later move will be replaced; Undo brings it back.",
     "Le coup suivant sera remplacé\xC2\xA0; Annuler le fait revenir."},
    {Str::kMoveReplaces, "A new move here replaces the {} later moves; Undo brings them back.",
     "Un nouveau coup ici remplace les {} coups suivants\xC2\xA0; Annuler les fait revenir."},
    {Str::kMoveReplacesOne, "A new move here replaces the later move; Undo brings it back.",
     "Un nouveau coup ici remplace le coup suivant\xC2\xA0; Annuler le fait revenir."},
    {Str::kPlayOnNote,
     "An earlier position: “Play on from here” (or Enter) lets the computer play.",
     "Une position antérieure\xC2\xA0: «\xC2\xA0Reprendre d’ici\xC2\xA0» (ou Entrée) laisse "
     "jouer l’ordinateur."},
    {Str::kComputerPlays, "The computer plays", "L’ordinateur joue"},
    {Str::kAnalysisRow, "Analysis", "Analyse"},
    {Str::kLearn, "Learn to play", "Apprendre à jouer"},
};
static_assert(std::size(kTable) == static_cast<std::size_t>(Str::kCount));

constexpr bool table_in_order() {
  for (std::size_t i = 0; i < std::size(kTable); ++i) {
    if (static_cast<std::size_t>(kTable[i].id) != i) {
      return false;
    }
  }
  return true;
}
static_assert(table_in_order(), "kTable must follow the order of enum Str");

// The words of the game list's descriptors (games/list.h) for a game's variant, in the page's
// language; none when none.
template <class F>
std::optional<std::string_view> variant_words(std::string_view game, std::string_view variant,
                                              Lang lang, F table) {
  std::optional<std::string_view> out;
  any_game([&]<class D>() {
    if (game != D::kId) {
      return false;
    }
    for (const VariantWords& v : table.template operator()<D>()) {
      if (v.variant == variant) {
        out = lang == Lang::kFr ? v.words.fr : v.words.en;
      }
    }
    return true;
  });
  return out;
}

// A variant written as an engine word and values (Offboard's "targets 3,1,2,..."), the word in
// the page's language; empty when the game has no such variant or this is not one.
std::string prefixed_variant(std::string_view game, std::string_view variant, Lang lang) {
  std::string out;
  any_game([&]<class D>() {
    if (game != D::kId) {
      return false;
    }
    if constexpr (requires { D::kVariantPrefix; }) {
      const VariantPrefix& p = D::kVariantPrefix;
      if (variant.substr(0, p.text.size()) == p.text) {
        out = std::string(lang == Lang::kFr ? p.words.fr : p.words.en) +
              std::string(variant.substr(p.text.size()));
      }
    }
    return true;
  });
  return out;
}

}  // namespace

std::string_view lang_code(Lang lang) {
  return lang == Lang::kFr ? "fr" : "en";
}

std::optional<Lang> parse_lang(std::string_view code) {
  if (code == "en") {
    return Lang::kEn;
  }
  if (code == "fr") {
    return Lang::kFr;
  }
  return std::nullopt;
}

const char* tr(Str id, Lang lang) {
  const Entry& e = kTable[static_cast<std::size_t>(id)];
  return lang == Lang::kFr ? e.fr : e.en;
}

std::string trf(Str id, Lang lang, std::string_view arg) {
  std::string s = tr(id, lang);
  const std::size_t at = s.find("{}");
  if (at != std::string::npos) {
    s.replace(at, 2, arg);
  }
  return s;
}

std::string trf(Str id, Lang lang, std::initializer_list<std::string_view> args) {
  std::string s = tr(id, lang);
  std::size_t from = 0;
  for (std::string_view a : args) {
    const std::size_t at = s.find("{}", from);
    if (at == std::string::npos) {
      break;
    }
    s.replace(at, 2, a);
    from = at + a.size();
  }
  return s;
}

std::string variant_label(std::string_view game, std::string_view variant, Lang lang) {
  const std::optional<std::string_view> label = variant_words(game, variant, lang, []<class D>() {
    return std::span<const VariantWords>(D::kVariantLabels);
  });
  return std::string(label ? *label : variant);
}

std::string variant_short(std::string_view game, std::string_view variant, Lang lang) {
  if (variant.empty() || variant == "default") {
    return "";
  }
  const std::optional<std::string_view> name = variant_words(game, variant, lang, []<class D>() {
    return std::span<const VariantWords>(D::kVariantShort);
  });
  if (name) {
    return std::string(*name);
  }
  if (variant.find(' ') != std::string_view::npos) {  // named parts ("7x7 single"), joined
    std::string joined;
    for (std::size_t at = 0; at <= variant.size();) {
      const std::size_t end = std::min(variant.find(' ', at), variant.size());
      const std::string part = variant_short(game, variant.substr(at, end - at), lang);
      if (part.empty() || part == variant.substr(at, end - at)) {
        joined.clear();
        break;
      }
      joined += (joined.empty() ? "" : ", ") + part;
      at = end + 1;
    }
    if (!joined.empty()) {
      return joined;
    }
  }
  std::string prefixed = prefixed_variant(game, variant, lang);
  if (!prefixed.empty()) {
    return prefixed;
  }
  return std::string(variant);  // a name that reads the same in both (Wali's "1980")
}

std::string lower_first(std::string_view name) {
  std::string s(name);
  if (!s.empty() && s[0] >= 'A' && s[0] <= 'Z') {
    s[0] = static_cast<char>(s[0] - 'A' + 'a');
  }
  return s;
}

}  // namespace marbles::ui
