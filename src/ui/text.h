// Every string the interface shows, in English and French: one table (text.cpp), looked up by
// id. Game names and side names come from the registry (GameInfo); rules texts from assets.
#pragma once

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

#include "ui/lang.h"

namespace marbles::ui {

using Lang = marbles::Lang;  // the engine's messages follow the same language

std::string_view lang_code(Lang lang);  // "en", "fr"
std::optional<Lang> parse_lang(std::string_view code);

enum class Str {
  kAppTitle,
  kTagline,
  kChooseGame,
  kComingSoon,
  kVariant,
  kPlayers,
  kTwoPlayers,
  kVsComputer,
  kYouPlay,
  kPlaysFirst,
  kStart,
  kResume,
  kPuzzles,  // the start screen's entry to the puzzles (web/later/puzzles.js)
  kToPlay,   // "{}": side name
  kYou,
  kComputer,
  kPhasePlacement,
  kPhasePlay,  // place or move, both possible (Yoté)
  kPhaseMovement,
  kPhaseRemoval,
  kPhaseOver,
  kHintPlace,
  kHintSelect,
  kHintTarget,
  kHintPlaceOrMove,
  kHintRemove,
  kHintRemoveReserve,
  kHintPass,
  kThinking,
  kInHand,
  kOnBoard,
  kUndo,
  kRedo,
  kNewGame,
  kPass,
  kTakeFromReserve,
  kMoves,
  kRules,
  kNoMoves,
  kWins,  // "{}": side name, lower case in French
  kYouWin,
  kComputerWins,
  kDraw,
  kReasonTwoLeft,  // "{}": side name
  kReasonNoneLeft,
  kReasonBothOut,
  kReasonBlocked,
  kReasonQuiet,
  kReasonQuietTurns,
  kReasonFewPieces,
  kReasonRepetition,
  kModeTwo,
  kModeComputer,  // "{}": side the person plays
  kNotYourTurn,
  kNoMoveThere,  // "{}": cell
  // Issue 32, messages in words.
  kNoMoveBecause,     // cell, the engine's reason
  kConfirmPlayTitle,  // the question before a move replaces later ones
  kConfirmPlayMany,   // "{}": the number of later actions
  kConfirmPlayOne,
  kPlayHere,
  kCancel,
  kRollingDice,   // the page rolls a person's dice
  kLastTurn,      // side, the actions in words, the notation
  kComputerSide,  // "{}": side: "{} (computer)"
  kWykRowN,       // what cross-row n is
  kQuitsLineRow,  // row number, direction: "row 3 to the right"
  kQuitsLineColumn,
  kToPlayOne,  // "{}": one person's name (kToPlay: a plural side)
  kWinsOne,
  kPhaseRound,  // "{}": round number
  kNotYourReserve,
  kNoPlacement,
  kRulesMissing,
  kGameOverHint,
  kLabel,  // "{}: " before a value
  // La poursuite infernale, how a round ended: round number, player, jumps (in that order; the
  // "{}" are filled one after the other).
  kPursuitCaught,
  kPursuitCornered,
  kPursuitEscaped,
  kPursuitPursuerStuck,
  kPursuitBothStuck,  // round number, jumps
  kPursuitRoles,      // pursued player, pursuer player
  kPursuitJumps,      // jumps this round
  kPursuitPoints,     // player, points, player, points
  kAbout,
  kAboutMissing,
  kRulesLoading,  // a text of the site being fetched (the web build)
  kAboutLoading,
  kRulesFailed,  // ... which could not be fetched
  kAboutFailed,
  kTryAgain,
  kMenu,
  kMenuSave,
  kMenuOpen,
  kMenuShare,
  kMenuEmbed,
  kMenuImage,
  kMenuSvg,
  kMenuGif,
  kLanguage,
  kTheme,
  kThemeDark,
  kThemeLight,
  kRestart,
  kFirst,
  kBack,
  kForward,
  kLast,
  kPlyOf,             // "{}": "3 / 17"
  kReadOnly,          // a click on the board in replay or view mode
  kNoComment,         // the caption at a move with no comment
  kMenuComment,       // the menu's item that opens the page's Comment dialog
  kMenuDistance,      // the menu's item: play this game with a friend on another device
  kMainLine,          // the move list's way back from a variation to the line it branches off
  kVariation,         // "{}": a variation's first moves, as the move list's chip names it
  kAddVariation,      // the question before a move in the past: keep the game, add a variation
  kConfirmVariation,  // ... what that answer does
  kPromote,           // the button that makes the variation shown its parent's line
  kDeleteVariation,   // the button that deletes the variation shown
  kPromoted,          // said once promoted
  kVariationDeleted,  // said once deleted
  kNotNow,            // a control whose action is not legal, when the view gives no reason
  // Seats (start screen, panel).
  kModePeople,         // "{}": number of players, all people
  kModeComputerOnly,   // the computer plays every seat
  kModeComputerSeats,  // "{}": the computer's sides
  kSeatsHint,
  kPerson,
  kComputerSeat,
  kOut,  // "{}": "1/3", marbles taken off the board
  kBoardTurns,
  kOff,
  kOn,
  // Quits.
  kQuitsPhase,
  kQuitsHintPick,
  kQuitsHintTile,
  kQuitsForbidden,  // the forbidden slide, the last slide
  kQuitsSlideRow,   // row number, lifted cell, other end, notation
  kQuitsSlideColumn,
  kQuitsRow,       // "Row {}"
  kQuitsColumn,    // "Column {}"
  kQuitsRowWords,  // describe(): row number, direction
  kQuitsColumnWords,
  kQuitsRight,
  kQuitsLeft,
  kQuitsUp,
  kQuitsDown,
  kQuitsLeavesOwn,    // describe(): after a move onto the exit
  kQuitsLeavesOther,  // describe(): side, cell
  kQuitsWinThree,     // side
  kQuitsWinOne,
  kQuitsQuiet,       // draw: 200 turns without a marble out
  kQuitsQuietCount,  // "{}": turns so far
  kQuitsNotMine,     // "Row 3" / "Column b": a slide of a line without the mover's marble
  kQuitsEndTaken,    // the end tile's cell
  kQuitsExits,       // "{}": the list of kQuitsExitAt
  kQuitsExitAt,      // side, cell
  kWykDiceKey,
  kWykUp,
  kWykDown,
  kWykSlideGoal,
  kWykSlide,
  kWykSameWay,
  kWykMustScore,
  kWykNoSlide,
  kWykKeep,
  kWykDoneRemoving,
  kWykForfeit,
  kWykRolled,
  kWykStarts,
  kWykPlaced,
  kWykSlidGoal,
  kWykSlid,
  kWykNotSlid,
  kWykRemoved,
  kWykForfeited,
  kWykKept,
  kWykDone,
  kWykScore,
  kWykTurn,
  kWykDice,
  kWykPhaseRollOff,
  kWykPhaseRoll,
  kWykOr,
  kWykPhasePlace,
  kWykPhaseSlide,
  kWykPhaseRemove,
  kWykHintDice,
  kWykHintPlace,
  kWykHintSlide,
  kWykHintRemove,
  kWykEnd,
  kWykEnterRollOff,
  kWykEnterDice,
  kWykStartsKey,
  kWykInHand,
  kWykHintForfeit,
  kDiceSetting,
  kDiceRolled,
  kDiceTyped,
  kOffAside,
  kOffMoved,
  kOffLineMoved,
  kOffPushed,
  kOffScored,
  kOffOccupied,
  kOffPutBack,
  kOffSetAside,
  kOffScore,
  kOffWaiting,
  kOffQuiet,
  kOffPhaseReturn,
  kOffPhasePlay,
  kOffHintReturn,
  kOffHintPick,
  kOffHintTarget,
  kOffWin,
  kOffQuietDraw,
  kHintButton,
  kHintLooking,
  kHintSuggest,
  kAiLevel,
  kLevelBeginner,
  kLevelIntermediate,
  kLevelStrong,
  kStrongTime,
  kLevelBeginnerWhat,
  kLevelIntermediateWhat,
  kLevelStrongWhat,
  kAiThinkingFor,
  kStrongTimeShared,
  kUpTo,
  // Before the end of the record (app_lines.cpp).
  kPlayOn,             // the button: the computer plays on from here
  kPlayOnWaits,        // what to do, where the computer's move waits
  kPlayOnReplaces,     // "{}": the number of later actions
  kPlayOnReplacesOne,  // ... when there is one
  kMoveReplaces,       // "{}": the number of later actions, a person to move
  kMoveReplacesOne,
  kPlayOnNote,     // a click on the board where the computer's move waits
  kComputerPlays,  // the menu's row of the computer's seats
  kAnalysisRow,    // the menu's row that turns the analysis board on (app_analysis.cpp)
  kLearn,          // the lessons (web/later/lessons.js): start screen and rules tab
  kCount
};

const char* tr(Str id, Lang lang);
// tr() with "{}" replaced by arg.
std::string trf(Str id, Lang lang, std::string_view arg);
// tr() with each "{}" replaced by the next argument.
std::string trf(Str id, Lang lang, std::initializer_list<std::string_view> args);

// A variant's label on the start screen ("Default: two pieces left loses").
std::string variant_label(std::string_view game, std::string_view variant, Lang lang);
// A variant's short name beside the game's name above the board ("5 × 5", "4 joueurs",
// "cibles 3,1,2,…"); empty for the default, which needs none.
std::string variant_short(std::string_view game, std::string_view variant, Lang lang);

// "Bâtonnets" -> "bâtonnets" (the first letter, ASCII only), for French sentences.
std::string lower_first(std::string_view name);

}  // namespace marbles::ui
