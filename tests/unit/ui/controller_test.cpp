// The UI's game controller (ui/controller.h) on real Yoté and Quits positions: a click narrowed
// among the legal actions, undo and redo by turns past the computer's moves, going to a ply and
// playing on from there, the computer's seats.
#include "ui/controller.h"

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "core/rng.h"

namespace marbles::ui {
namespace {

// Yoté cells: row * 6 + column, A1 = 0.
int cell(std::string_view name) {
  return (name[1] - '1') * 6 + (name[0] - 'A');
}

GameController game(std::string_view id, std::string_view variant = "") {
  GameController c;
  auto s = Session::create(id, variant, games());
  EXPECT_TRUE(s.ok());
  c.set_session(std::move(s).value());
  return c;
}

Action parse(const GameController& c, std::string_view text) {
  auto a = c.state().parse_action(text);
  EXPECT_TRUE(a.ok()) << text;
  return a.ok() ? *a : kNoAction;
}

void play(GameController& c, std::initializer_list<std::string_view> moves) {
  for (std::string_view m : moves) {
    c.apply(parse(c, m));
  }
}

// The texts of the move list's applied actions.
std::vector<std::string> shown(const GameController& c) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < c.session().ply(); ++i) {
    out.push_back(c.played()[i].text);
  }
  return out;
}

std::string text(const GameController& c, const Narrowed& n) {
  return n.action == kNoAction ? std::string() : c.state().action_text(n.action);
}

TEST(Controller, ATapOnAnEmptyCellPlacesFromTheReserve) {
  GameController c = game("yote");
  const Narrowed n = c.click_cell(cell("C3"));
  EXPECT_EQ(n.intent, Intent::kPlay);
  EXPECT_EQ(text(c, n), "@C3");
  EXPECT_EQ(c.session().ply(), 0u);  // narrowing plays nothing by itself
  c.apply(n.action);
  EXPECT_EQ(c.session().ply(), 1u);
  EXPECT_EQ(c.state().to_move(), 1);
  EXPECT_EQ(shown(c), std::vector<std::string>{"@C3"});
}

TEST(Controller, APieceIsPickedUpThenMoved) {
  GameController c = game("yote");
  play(c, {"@C3", "@A5"});
  // C3 holds Light's piece: a tap picks it up (no placement there), a tap on C4 steps there.
  EXPECT_EQ(c.click_cell(cell("C3")).intent, Intent::kPick);
  EXPECT_EQ(c.selected(), cell("C3"));
  EXPECT_EQ(c.selection(), cell("C3"));
  const Narrowed n = c.click_cell(cell("C4"));
  ASSERT_EQ(n.intent, Intent::kPlay);
  EXPECT_EQ(text(c, n), "C3-C4");
  c.apply(n.action);
  EXPECT_EQ(c.selected(), -1);  // playing drops the pick
}

TEST(Controller, WithAPiecePickedUpATapElsewhereDropsItAndASecondTapPlaces) {
  GameController c = game("yote");
  play(c, {"@C3", "@A5"});
  ASSERT_EQ(c.click_cell(cell("C3")).intent, Intent::kPick);
  // E1 is no step of C3's piece but a placement: the first tap only drops the pick.
  EXPECT_EQ(c.click_cell(cell("E1")).intent, Intent::kDrop);
  EXPECT_EQ(c.selected(), -1);
  const Narrowed n = c.click_cell(cell("E1"));
  EXPECT_EQ(n.intent, Intent::kPlay);
  EXPECT_EQ(text(c, n), "@E1");
}

TEST(Controller, ASecondTapOnThePiecePutsItBack_AndOffTheBoardToo) {
  GameController c = game("yote");
  play(c, {"@C3", "@A5"});
  ASSERT_EQ(c.click_cell(cell("C3")).intent, Intent::kPick);
  EXPECT_EQ(c.click_cell(cell("C3")).intent, Intent::kDeselect);
  EXPECT_EQ(c.selected(), -1);
  ASSERT_EQ(c.click_cell(cell("C3")).intent, Intent::kPick);
  EXPECT_EQ(c.click_cell(-1).intent, Intent::kDeselect);
  EXPECT_EQ(c.selected(), -1);
}

TEST(Controller, ATapWhereNoActionTouchesSaysSo) {
  GameController c = game("yote");
  play(c, {"@C3", "@A5"});
  // A5 holds Dark's piece and Light is to move: nothing starts, ends or is removed there.
  const Narrowed n = c.click_cell(cell("A5"));
  EXPECT_EQ(n.intent, Intent::kNoMove);
  EXPECT_EQ(n.action, kNoAction);
  EXPECT_EQ(c.session().ply(), 2u);
}

TEST(Controller, AJumpThenTheBonusRemovalByATapOnTheOpponentsPiece) {
  GameController c = game("yote");
  play(c, {"@C3", "@C4", "@F1", "@A5"});
  ASSERT_EQ(c.click_cell(cell("C3")).intent, Intent::kPick);
  const Narrowed jump = c.click_cell(cell("C5"));
  ASSERT_EQ(jump.intent, Intent::kPlay);
  EXPECT_EQ(text(c, jump), "C3xC5");
  c.apply(jump.action);
  ASSERT_EQ(c.state().to_move(), 0);  // Light owes the bonus removal
  const Narrowed removal = c.click_cell(cell("A5"));
  ASSERT_EQ(removal.intent, Intent::kPlay);
  EXPECT_EQ(text(c, removal), "xA5");
  c.apply(removal.action);
  // The jump and the removal are one turn: the last turn's line holds both.
  ASSERT_EQ(c.played().size(), 6u);
  EXPECT_TRUE(Played::same_turn(c.played()[4], c.played()[5]));
  EXPECT_FALSE(Played::same_turn(c.played()[3], c.played()[4]));
}

TEST(Controller, TheReserveIsPickedUpThenPlaced_ButNotTheOpponents) {
  GameController c = game("yote");
  EXPECT_EQ(c.click_reserve(1).intent, Intent::kNotYourReserve);
  EXPECT_EQ(c.click_reserve(0).intent, Intent::kPick);
  EXPECT_TRUE(c.reserve_picked());
  EXPECT_EQ(c.selection(), -1);
  EXPECT_EQ(c.click_reserve(0).intent, Intent::kDrop);  // a second tap puts it back
  EXPECT_FALSE(c.reserve_picked());
  ASSERT_EQ(c.click_reserve(0).intent, Intent::kPick);
  const Narrowed n = c.click_cell(cell("B2"));
  EXPECT_EQ(n.intent, Intent::kPlay);
  EXPECT_EQ(text(c, n), "@B2");
  // Picked from the reserve, a tap on no free cell drops the piece back.
  c.apply(n.action);
  play(c, {"@D4"});
  ASSERT_EQ(c.click_reserve(0).intent, Intent::kPick);
  EXPECT_EQ(c.click_cell(cell("D4")).intent, Intent::kDrop);
  EXPECT_FALSE(c.reserve_picked());
}

TEST(Controller, UndoGoesBackPastTheComputersMoveToAPersonsTurn) {
  GameController c = game("yote");
  c.set_seats(1u << 1);  // the computer plays Dark
  play(c, {"@C3", "@A5", "@E1", "@B5"});
  ASSERT_TRUE(c.can_undo_turn());
  ASSERT_TRUE(c.undo_turn());
  EXPECT_EQ(c.session().ply(), 2u);
  EXPECT_EQ(c.state().to_move(), 0);
  EXPECT_EQ(c.session().length(), 4u);  // undo keeps the record: Redo brings it back
  ASSERT_TRUE(c.undo_turn());
  EXPECT_EQ(c.session().ply(), 0u);
  EXPECT_FALSE(c.can_undo_turn());
  EXPECT_FALSE(c.undo_turn());
  ASSERT_TRUE(c.redo_turn());
  EXPECT_EQ(c.session().ply(), 2u);  // on past the computer's move to Light's turn
  ASSERT_TRUE(c.redo_turn());
  EXPECT_EQ(c.session().ply(), 4u);
  EXPECT_FALSE(c.redo_turn());
  EXPECT_FALSE(c.live());
}

TEST(Controller, NothingToUndoWhenOnlyTheComputerPlayed) {
  GameController c = game("yote");
  c.set_seats(0b11u);
  play(c, {"@C3", "@A5"});
  EXPECT_FALSE(c.can_undo_turn());
  EXPECT_FALSE(c.undo_turn());
  EXPECT_EQ(c.session().ply(), 2u);
  c.set_seats(0);  // people: each action is a turn
  ASSERT_TRUE(c.undo_turn());
  EXPECT_EQ(c.session().ply(), 1u);
}

// Play at a distance: a remote seat's moves come from the page; this screen waits for them,
// and Undo takes back this screen's own moves only, never one that came from the other device.
TEST(Controller, RemoteSeatsAreWaitedFor_AndUndoNeverTakesTheirMovesBack) {
  GameController c = game("yote");
  c.set_remote(1u << 1);  // Dark plays on another device
  EXPECT_FALSE(c.waits_remote());
  play(c, {"@C3"});
  EXPECT_TRUE(c.waits_remote());
  EXPECT_TRUE(c.others_turn());
  EXPECT_FALSE(c.is_ai_turn());    // a remote seat is not the computer's
  ASSERT_TRUE(c.can_undo_turn());  // this screen's own move, before the reply
  play(c, {"@A5", "@E1"});         // the reply came; a move of this screen again
  ASSERT_TRUE(c.undo_turn());
  EXPECT_EQ(c.session().ply(), 2u);
  EXPECT_FALSE(c.can_undo_turn());  // back past the remote reply: never
  EXPECT_FALSE(c.undo_turn());
  EXPECT_EQ(c.session().ply(), 2u);
  EXPECT_EQ(GameController::seats_text(c.remote()), "1");
  // Looking back in the move list (Light's turn at ply 2, E1 after it): not a turn to play here
  // (a move would leave the friend's game); at the end, Dark's (remote) turn.
  EXPECT_EQ(c.state().to_move(), 0);
  EXPECT_FALSE(c.waits_remote());
  EXPECT_TRUE(c.behind_remote());
  EXPECT_TRUE(c.others_turn());
  c.go_to(3);
  EXPECT_FALSE(c.behind_remote());
  EXPECT_TRUE(c.waits_remote());
  c.set_remote(0);
  c.go_to(2);
  EXPECT_FALSE(c.others_turn());  // not at a distance: a move here replaces the line
  c.set_remote(1u << 1);
  c.set_seats(1u << 1);  // the computer takes the seat: no longer remote
  EXPECT_EQ(c.remote(), 0u);
  c.set_remote(1u << 1);
  EXPECT_EQ(c.seats(), 0u);
  auto s = Session::create("yote", "", games());
  ASSERT_TRUE(s.ok());
  c.set_session(std::move(s).value());  // a new game is played here
  EXPECT_EQ(c.remote(), 0u);
}

// Undo at a distance asks the friend to take back this screen's last turn: to the ply before it,
// past the friend's reply if there is one, a Yoté capture's removal being part of the turn.
TEST(Controller, TheTakebackPointIsBeforeThisScreensLastTurn) {
  GameController c = game("yote");
  c.set_remote(1u << 1);
  EXPECT_EQ(c.takeback_point(), -1);  // nothing of this screen's yet
  play(c, {"@C3"});
  EXPECT_EQ(c.takeback_point(), 0);
  play(c, {"@C4"});  // the friend's reply
  EXPECT_EQ(c.takeback_point(), 0);
  play(c, {"@F1", "@A5", "C3xC5", "xA5"});  // a capture and its removal: one turn of Light's
  EXPECT_EQ(c.takeback_point(), 4);
  c.set_remote(1u << 0);  // the other screen's view: Dark's last turn
  EXPECT_EQ(c.takeback_point(), 3);
}

// An end the players agreed (a resignation in the record): nobody is waited for, the computer
// does not play on, until a move from an earlier ply replaces it.
TEST(Controller, AnAgreedEndIsOver_NobodyIsWaitedFor) {
  GameController c;
  auto s = Session::from_text(
      "[Format \"marbles/1\"]\n[Game \"yote\"]\n[Termination \"resignation 2\"]\n\n1. @C3\n",
      games());
  ASSERT_TRUE(s.ok());
  c.set_session(std::move(s).value());
  c.set_remote(1u << 1);  // Dark, to move, plays elsewhere: but resigned
  EXPECT_TRUE(c.over());
  EXPECT_FALSE(c.waits_remote());
  c.set_seats(1u << 1);  // the computer plays Dark: not after the end
  EXPECT_FALSE(c.is_ai_turn());
  EXPECT_FALSE(c.page_rolls());
  c.go_to(0);
  EXPECT_FALSE(c.over());
  c.go_to(1);
  EXPECT_TRUE(c.over());
  c.go_to(0);
  c.apply(parse(c, "@D4"));  // another first move: the game goes on, Dark's turn
  EXPECT_FALSE(c.over());
  EXPECT_TRUE(c.is_ai_turn());
}

// Wykersham's rolls at a distance: the roll after a seat's action is made by that seat's page
// (it goes in its link): here only after this screen's own actions, never after a remote's.
TEST(Controller, ARollAfterARemoteSeatsActionIsWaitedFor_NotMadeHere) {
  GameController c = game("wykersham");
  c.set_remote(1u << 1);
  Rng rng(7);
  int mine = 0;
  int theirs = 0;
  for (int i = 0; i < 400 && !c.state().is_terminal(); ++i) {
    const AnyState& s = c.state();
    if (s.to_move() == kChance && c.session().ply() > 0) {
      int last = kChance;
      for (std::size_t k = c.session().ply(); k-- > 0 && last == kChance;) {
        last = c.played()[k].player;
      }
      const bool remote = last == 1;
      EXPECT_EQ(c.page_rolls(), !remote) << i;
      EXPECT_EQ(c.waits_remote(), remote) << i;
      EXPECT_EQ(c.waited_seat(), remote ? 1 : -1) << i;
      (remote ? theirs : mine) += 1;
    }
    std::vector<Action> legal = s.legal_actions();
    for (const ChanceOutcome& o :
         s.to_move() == kChance ? s.chance_outcomes() : std::vector<ChanceOutcome>{}) {
      legal.push_back(o.action);
    }
    ASSERT_FALSE(legal.empty()) << i;
    c.apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
  }
  EXPECT_GT(mine, 3);
  EXPECT_GT(theirs, 3);
}

TEST(Controller, AMoveBeforeTheEndReplacesTheLine_AndUndoBringsItBack) {
  GameController c = game("yote");
  c.set_seats(1u << 1);
  play(c, {"@C3", "@A5", "@E1", "@B5"});
  ASSERT_TRUE(c.undo_turn());
  ASSERT_EQ(c.session().ply(), 2u);
  c.apply(parse(c, "@F1"));
  EXPECT_EQ(c.session().length(), 3u);
  EXPECT_EQ(shown(c), (std::vector<std::string>{"@C3", "@A5", "@F1"}));
  ASSERT_TRUE(c.undo_turn());
  EXPECT_EQ(c.session().ply(), 2u);
  EXPECT_EQ(c.session().length(), 4u);  // the replaced line is the redo line again
  ASSERT_TRUE(c.redo_turn());
  EXPECT_EQ(shown(c), (std::vector<std::string>{"@C3", "@A5", "@E1", "@B5"}));
  // A new game keeps nothing.
  c.set_session(std::move(Session::create("yote", "", games())).value());
  EXPECT_EQ(c.session().length(), 0u);
  EXPECT_TRUE(c.played().empty());
}

TEST(Controller, GoToShowsAPly_TheNextActionOfTheRecordFollowsIt) {
  GameController c = game("yote");
  play(c, {"@C3", "@A5", "@E1", "@B5"});
  EXPECT_TRUE(c.live());
  const int v = c.version();
  c.go_to(1);
  EXPECT_GT(c.version(), v);
  EXPECT_EQ(c.session().ply(), 1u);
  EXPECT_EQ(c.session().length(), 4u);
  EXPECT_EQ(c.state().to_move(), 1);
  EXPECT_FALSE(c.live());
  EXPECT_EQ(shown(c), std::vector<std::string>{"@C3"});
  c.go_to(99);  // clamped to the end
  EXPECT_EQ(c.session().ply(), 4u);
  c.go_to(1);
  c.apply(parse(c, "@A5"));  // the record's own next action: followed, nothing cut
  EXPECT_EQ(c.session().ply(), 2u);
  EXPECT_EQ(c.session().length(), 4u);
  EXPECT_TRUE(c.live());
  c.apply(parse(c, "@D1"));  // another: the later actions are replaced
  EXPECT_EQ(c.session().length(), 3u);
  EXPECT_EQ(c.played().back().text, "@D1");
}

TEST(Controller, TheComputerPlaysOnlyAtTheEndOrWhenAskedToPlayOn) {
  GameController c = game("yote");
  c.set_seats(1u << 1);
  play(c, {"@C3", "@A5", "@E1"});
  EXPECT_TRUE(c.is_ai_turn());
  EXPECT_TRUE(c.may_act());  // the end of the record
  c.go_to(1);
  EXPECT_TRUE(c.is_ai_turn());
  EXPECT_FALSE(c.may_act());
  EXPECT_TRUE(c.play_on_due());
  c.play_on();
  EXPECT_TRUE(c.may_act());
  EXPECT_FALSE(c.play_on_due());
  c.go_to(0);  // Light's turn: a person's move plays on by itself
  EXPECT_FALSE(c.is_ai_turn());
  EXPECT_FALSE(c.play_on_due());
}

TEST(Controller, SeatsAreReadAndWrittenAsTheAiOption) {
  GameController c = game("quits", "4-players");
  ASSERT_EQ(c.state().num_players(), 4);
  unsigned seats = 99;
  EXPECT_TRUE(c.parse_seats("1,2,3", &seats));
  EXPECT_EQ(seats, 0b1110u);
  c.set_seats(seats);
  EXPECT_EQ(c.seats_text(), "1,2,3");
  EXPECT_EQ(c.people(), 1);
  EXPECT_TRUE(c.computer(3));
  EXPECT_FALSE(c.computer(0));
  EXPECT_FALSE(c.computer(-1));
  for (std::string_view bad : {"", "4", "1,1", "x", "1,", ",1", "-1"}) {
    seats = 99;
    EXPECT_FALSE(c.parse_seats(bad, &seats)) << bad;
    EXPECT_EQ(seats, 99u) << bad;
  }
  EXPECT_TRUE(c.parse_seats("off", &seats));
  EXPECT_EQ(seats, 0u);
  // A two-player game keeps the seats it has.
  c.set_session(std::move(Session::create("yote", "", games())).value());
  EXPECT_EQ(c.seats(), 0b10u);
  EXPECT_EQ(c.seats_text(), "1");
  EXPECT_EQ(c.people(), 1);
}

TEST(Controller, APassIsAButtonAction_NotACellsOne) {
  GameController c = game("yote");
  EXPECT_TRUE(c.button_actions().empty());
  EXPECT_EQ(c.board_legal(false).size(), c.state().legal_actions().size());
}

}  // namespace
}  // namespace marbles::ui
