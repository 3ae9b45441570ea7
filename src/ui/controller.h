// The game controller: the session on screen and what the UI decides about it without drawing
// anything: the seats the computer plays, the move list, a click narrowed among the legal
// actions by the cells they touch, undo and redo by turns, going to a ply, playing on from
// there. Plain C++ (no ImGui, SDL or emscripten): tests/unit/ui/controller_test.cpp drives it.
//
// The controller never plays by itself: a click is narrowed to an intent (play this action,
// pick up or drop a piece, nothing there), and the App plays it with apply(), so that it can
// show it (animation, notes) around the change.
//
// Stepping through a record (go_to, undo, redo) never plays and never cuts it: a move made
// before the end replaces the record's later actions; they are kept (kept_lines.h) and Undo
// back to that point brings them back as the redo line.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/record.h"
#include "games/registry.h"
#include "ui/kept_lines.h"

namespace marbles::ui {

// One applied action of the record, as it was played.
struct Played {
  int player = -1;
  ActionCells cells;
  std::string text;
  int turn = 0;              // TurnInfo::number before the action (0: turns follow the player)
  std::string_view section;  // TurnInfo::section before the action ("Round 2")
  // b follows a within one turn (one line of the record and of the move list).
  static bool same_turn(const Played& a, const Played& b) {
    // A roll (chance) belongs to the turn it opens when the game numbers its turns.
    const bool chance = a.player == kChance || b.player == kChance;
    return (a.player == b.player || (chance && a.turn > 0)) && a.turn == b.turn;
  }
};

// What a click on the board asks for, once narrowed among the legal actions.
enum class Intent {
  kNone,            // nothing changes (a click off the board with nothing picked up)
  kPlay,            // play `action` (the controller has not played it: apply() does)
  kPick,            // a piece is picked up (selected())
  kDrop,            // the piece picked up is dropped (the click asked for nothing else)
  kDeselect,        // the piece picked up is put back (a second tap on it, a tap off the board)
  kNoMove,          // no legal action starts, ends or removes there
  kNotYourReserve,  // the reserve tapped is another player's
  kNoPlacement,     // no piece of the reserve can be placed now
};
struct Narrowed {
  Intent intent = Intent::kNone;
  Action action = kNoAction;  // kPlay's action
};

class GameController {
 public:
  // The game on screen: a new game, a loaded record. The move list is built again, nothing is
  // kept for Undo, the computer keeps the seats the new game has.
  // Another game (serial() changes); with same_game, the same game shown otherwise (a variation
  // of its record, or back to the whole record): the serial and the kept lines stay.
  void set_session(Session s, bool same_game = false);
  bool has_session() const { return session_ != nullptr; }
  const Session& session() const { return *session_; }
  const AnyState& state() const { return session_->state(); }
  // Over by the rules or by the players' agreement (a resignation, a draw: Session::over()).
  bool over() const { return session_->over(); }
  const GameInfo& info() const { return *info_; }
  // The whole record (session().ply() of them applied).
  const std::vector<Played>& played() const { return played_; }
  // Bumped on every change of the session; serial() only by set_session().
  int version() const { return version_; }
  int serial() const { return serial_; }

  // ----- Seats -----
  unsigned seats() const { return seats_; }  // bit p: the computer plays seat p
  void set_seats(unsigned seats);
  bool computer(int player) const { return player >= 0 && (seats_ >> player & 1u) != 0; }
  int people() const;  // seats a person plays
  // The seats as the ai option writes them: "off", "1", "1,2,3".
  std::string seats_text() const { return seats_text(seats_); }
  static std::string seats_text(unsigned mask);
  // Reads seats_text()'s form for this game's players; false (nothing set) when it is wrong.
  bool parse_seats(std::string_view text, unsigned* seats) const;
  // Seats played on another device (play at a distance): bit p. Their moves come from the page
  // (a link, a connection), never from this screen's board nor from the computer; Undo never
  // takes one back. A new game has none.
  unsigned remote() const { return remote_; }
  void set_remote(unsigned seats);
  bool waits_remote() const;  // a remote seat is to move, or to roll (waited_seat())
  // Where taking back this screen's last turn goes (the ply before its first action, the rolls
  // before it kept; -1: no action of this screen's seats): Undo at a distance asks for it.
  int takeback_point() const;
  // The remote seat the game waits for (-1: none): the one to move, or at a roll the seat whose
  // action came last (its page rolls, and the roll comes in its link or message).
  int waited_seat() const;
  // A game at a distance shown before its last action: looked at, not played (a move there
  // would leave the friend's game).
  bool behind_remote() const { return remote_ != 0 && session_->ply() < session_->length(); }
  // Not this screen's person's turn: the computer's, the page's dice, a remote seat's, or a game
  // at a distance looked at before its end.
  bool others_turn() const { return is_ai_turn() || waits_remote() || behind_remote(); }
  // Real dice: the rolls are typed in by a person (the page rolls them otherwise).
  bool typed_dice() const { return typed_dice_; }
  void set_typed_dice(bool typed) { typed_dice_ = typed; }

  // ----- Whose action -----
  bool is_ai_turn() const;      // the computer's move, or a roll the page makes, is due
  bool page_rolls() const;      // a roll is due and the page rolls it
  bool roll_typed_due() const;  // a roll is due and a person types it in
  // The game goes on from the position on screen: set by a move and by play_on(), cleared by
  // stepping through the record and by another game.
  bool live() const { return live_; }
  // The computer or the page's dice may act here: the end of the record, or live().
  bool may_act() const { return live_ || session_->ply() == session_->length(); }
  // The computer's move (or the page's roll) is due before the end of the record and waits
  // for play_on().
  bool play_on_due() const;
  void play_on() { live_ = true; }

  // ----- Changes -----
  // Plays a legal action: the record's next one follows the record (as Redo), another replaces
  // the later actions (kept for Undo). Returns the action as played.
  Played apply(Action a);
  // Shows the position after `ply` actions (clamped to the record).
  void go_to(std::size_t ply);
  // Undo and Redo go by turns: back to (on to) a person's decision, past the computer's
  // actions and the page's rolls. Undo needs something a person played.
  bool can_undo_turn() const;
  bool undo_turn();
  bool redo_turn();

  // ----- Click narrowing -----
  // What the board may play now: the legal actions, or the rolls when a typed roll is due
  // (`typed_roll` says the board takes it).
  std::vector<Action> board_legal(bool typed_roll) const;
  // The legal actions touching no cell (a pass): the panel's buttons.
  std::vector<Action> button_actions() const;
  // The piece picked up: selected(), or the only piece every legal action moves (-1: none).
  int selection() const;
  int selected() const { return selected_; }
  bool reserve_picked() const { return selected_ == kReservePick; }
  void drop_selection() { selected_ = -1; }
  // A click on a cell (-1: off the board), or on a player's reserve. The caller checks first
  // that the board takes a move now (a person's turn, the game not over).
  Narrowed click_cell(int cell);
  Narrowed click_reserve(int player);

 private:
  static constexpr int kReservePick = -3;  // selected_: a piece of the reserve is picked up
  void rebuild_played();
  // Undo of one action; back at the point where a move replaced a line, that line comes back
  // as the redo line.
  void step_back();
  void after_step();

  std::unique_ptr<Session> session_;
  const GameInfo* info_ = nullptr;
  std::vector<Played> played_;
  KeptLines kept_;
  bool live_ = false;
  unsigned seats_ = 0;
  unsigned remote_ = 0;
  bool typed_dice_ = false;
  int selected_ = -1;
  int version_ = 0;
  int serial_ = 0;
};

}  // namespace marbles::ui
