// The game controller (controller.h): the session, seats, move list, click narrowing, undo and
// redo by turns.
#include "ui/controller.h"

#include <algorithm>
#include <optional>
#include <utility>

namespace marbles::ui {

namespace {

bool parse_seat(std::string_view s, int& out) {
  if (s.empty() || s.size() > 9) {
    return false;
  }
  int v = 0;
  for (char c : s) {
    if (c < '0' || c > '9') {
      return false;
    }
    v = v * 10 + (c - '0');
  }
  out = v;
  return true;
}

}  // namespace

void GameController::set_session(Session s, bool same_game) {
  session_ = std::make_unique<Session>(std::move(s));
  info_ = find_game(session_->state().game_id());
  MARBLES_CHECK(info_ != nullptr);
  seats_ &= (1u << session_->state().num_players()) - 1u;
  if (!same_game) {
    remote_ = 0;
    kept_.clear();
    ++serial_;
  }
  live_ = false;
  rebuild_played();
  ++version_;
}

void GameController::rebuild_played() {
  played_.clear();
  auto start = start_state(session_->record());
  MARBLES_CHECK(start.ok());
  std::unique_ptr<AnyState> s = std::move(start).value();
  for (Action a : session_->record().actions) {
    played_.push_back(Played{s->to_move(), s->action_cells(a), s->action_text(a),
                             s->turn_info().number, s->turn_info().section});
    s->apply(a);
  }
  selected_ = -1;
}

void GameController::set_seats(unsigned seats) {
  seats_ = seats;
  remote_ &= ~seats;
  selected_ = -1;
}

void GameController::set_remote(unsigned seats) {
  remote_ = seats;
  seats_ &= ~seats;
  selected_ = -1;
}

int GameController::waited_seat() const {
  const AnyState& s = session_->state();
  if (remote_ == 0 || session_->over()) {
    return -1;
  }
  int p = s.to_move();
  if (p == kChance) {
    // A roll is made by the page of the seat whose action came last (it goes in that seat's
    // link or message): here, when that seat is remote.
    for (std::size_t i = std::min(session_->ply(), played_.size()); i-- > 0 && p == kChance;) {
      p = played_[i].player;
    }
  }
  return p >= 0 && (remote_ >> p & 1u) != 0 ? p : -1;
}

int GameController::takeback_point() const {
  std::size_t i = played_.size();
  while (i > 0 && (played_[i - 1].player < 0 || (remote_ >> played_[i - 1].player & 1u) != 0)) {
    --i;
  }
  while (i > 1 && played_[i - 2].player == played_[i - 1].player) {
    --i;
  }
  return i > 0 ? static_cast<int>(i) - 1 : -1;
}

bool GameController::waits_remote() const {
  return waited_seat() >= 0;
}

int GameController::people() const {
  int n = 0;
  for (int p = 0; p < session_->state().num_players(); ++p) {
    n += computer(p) ? 0 : 1;
  }
  return n;
}

std::string GameController::seats_text(unsigned mask) {
  std::string out;
  for (int p = 0; p < kMaxPlayers; ++p) {
    if ((mask >> p & 1u) != 0) {
      out += (out.empty() ? "" : ",") + std::to_string(p);
    }
  }
  return out.empty() ? "off" : out;
}

bool GameController::parse_seats(std::string_view text, unsigned* seats) const {
  const int n = session_->state().num_players();
  unsigned out = 0;
  if (text != "off") {
    // Seats separated by commas: "1", "1,2,3".
    if (text.empty()) {
      return false;
    }
    std::size_t at = 0;
    while (at <= text.size()) {
      const std::size_t comma = std::min(text.find(',', at), text.size());
      int p = 0;
      if (!parse_seat(text.substr(at, comma - at), p) || p >= n || (out >> p & 1u) != 0) {
        return false;
      }
      out |= 1u << p;
      at = comma + 1;
    }
  }
  *seats = out;
  return true;
}

bool GameController::is_ai_turn() const {
  const AnyState& s = session_->state();
  return seats_ != 0 && !session_->over() &&
         (computer(s.to_move()) || (s.to_move() == kChance && !typed_dice_ && !waits_remote()));
}

bool GameController::page_rolls() const {
  const AnyState& s = session_->state();
  return !typed_dice_ && !session_->over() && s.to_move() == kChance && !waits_remote();
}

bool GameController::roll_typed_due() const {
  const AnyState& s = session_->state();
  return typed_dice_ && !session_->over() && s.to_move() == kChance && !waits_remote();
}

bool GameController::play_on_due() const {
  return !live_ && session_->ply() < session_->length() && (is_ai_turn() || page_rolls());
}

Played GameController::apply(Action a) {
  const AnyState& s = session_->state();
  MARBLES_CHECK(s.is_legal(a));
  Played p{s.to_move(), s.action_cells(a), s.action_text(a), s.turn_info().number,
           s.turn_info().section};
  const std::size_t ply = session_->ply();
  const bool at_end = ply == session_->length();
  const bool follows = !at_end && session_->record().actions[ply] == a;
  if (follows) {
    session_->redo();
  } else {
    kept_.replaced(session_->record().actions, ply);
    session_->play(a);
  }
  live_ = true;
  ++version_;
  if (follows || (at_end && played_.size() + 1 == session_->length())) {
    if (!follows) {
      played_.push_back(p);
    }
    selected_ = -1;
  } else {
    rebuild_played();
  }
  return p;
}

void GameController::go_to(std::size_t ply) {
  session_->go_to(ply);
  live_ = false;
  selected_ = -1;
  ++version_;
}

void GameController::after_step() {
  live_ = false;
  selected_ = -1;
  ++version_;
}

bool GameController::can_undo_turn() const {
  if (!session_->can_undo()) {
    return false;
  }
  // Something a person played here must be undone (not only the computer's moves or the page's
  // rolls, which Undo goes back past), and no remote seat's move on the way back.
  for (std::size_t i = std::min(session_->ply(), played_.size()); i-- > 0;) {
    const int p = played_[i].player;
    if (p >= 0 && (remote_ >> p & 1u) != 0) {
      return false;
    }
    if (p == kChance ? typed_dice_ : !computer(p)) {
      return true;
    }
  }
  return false;
}

void GameController::step_back() {
  session_->undo();
  const std::size_t ply = session_->ply();
  std::optional<std::vector<Action>> line = kept_.take_at(session_->record().actions, ply);
  if (!line) {
    return;
  }
  Record r = session_->record();
  r.actions = std::move(*line);
  auto s = Session::from_record(std::move(r), games());
  MARBLES_CHECK(s.ok());
  *session_ = std::move(s).value();
  session_->go_to(ply);
  rebuild_played();
}

bool GameController::undo_turn() {
  if (!can_undo_turn()) {
    return false;
  }
  step_back();
  // Back to a person's decision: past the computer's actions and the page's rolls.
  while (session_->can_undo() && (is_ai_turn() || page_rolls())) {
    step_back();
  }
  after_step();
  return true;
}

bool GameController::redo_turn() {
  if (!session_->can_redo()) {
    return false;
  }
  session_->redo();
  while (session_->can_redo() && (is_ai_turn() || page_rolls())) {
    session_->redo();
  }
  after_step();
  return true;
}

std::vector<Action> GameController::board_legal(bool typed_roll) const {
  const AnyState& s = session_->state();
  if (!typed_roll) {
    return s.legal_actions();
  }
  // Real dice: the person enters the roll on the board (the view's keys).
  std::vector<Action> out;
  for (const ChanceOutcome& c : s.chance_outcomes()) {
    out.push_back(c.action);
  }
  return out;
}

std::vector<Action> GameController::button_actions() const {
  std::vector<Action> out;
  const AnyState& s = session_->state();
  for (Action a : s.legal_actions()) {
    const ActionCells c = s.action_cells(a);
    if (c.from < 0 && c.to < 0 && c.removed < 0) {
      out.push_back(a);
    }
  }
  return out;
}

int GameController::selection() const {
  if (selected_ >= 0) {
    return selected_;
  }
  if (selected_ == kReservePick) {
    return -1;
  }
  // When every legal action moves the same piece (a knight), it is picked up already.
  int only = -1;
  for (Action a : session_->state().legal_actions()) {
    const int from = session_->state().action_cells(a).from;
    if (from < 0 || (only >= 0 && from != only)) {
      return -1;
    }
    only = from;
  }
  return only;
}

Narrowed GameController::click_cell(int cell) {
  const AnyState& s = session_->state();
  if (cell < 0) {
    selected_ = -1;
    return {Intent::kDeselect};
  }
  std::vector<std::pair<Action, ActionCells>> acts;
  for (Action a : s.legal_actions()) {
    acts.emplace_back(a, s.action_cells(a));
  }
  if (selected_ == kReservePick) {
    // A piece from the reserve: a tap on a marked cell places it, anywhere else drops it.
    selected_ = -1;
    for (const auto& [a, ac] : acts) {
      if (ac.from < 0 && ac.removed < 0 && ac.to == cell) {
        return {Intent::kPlay, a};
      }
    }
    return {Intent::kDrop};
  }
  const int sel = selection();
  if (sel >= 0) {
    for (const auto& [a, ac] : acts) {
      if (ac.from == sel && ac.to == cell) {
        return {Intent::kPlay, a};
      }
    }
    if (cell == selected_) {
      selected_ = -1;
      return {Intent::kDeselect};
    }
  }
  // With a piece picked up, a tap elsewhere never places or removes: it picks another piece
  // or drops the pick (a second tap then places).
  for (const auto& [a, ac] : acts) {
    if (ac.from < 0 && (ac.to == cell || ac.removed == cell)) {
      if (selected_ >= 0) {
        selected_ = -1;
        return {Intent::kDrop};
      }
      return {Intent::kPlay, a};
    }
  }
  for (const auto& [a, ac] : acts) {
    if (ac.from == cell) {
      selected_ = cell;
      return {Intent::kPick};
    }
  }
  selected_ = -1;
  return {Intent::kNoMove};
}

Narrowed GameController::click_reserve(int player) {
  const AnyState& s = session_->state();
  if (player != s.to_move()) {
    selected_ = -1;
    return {Intent::kNotYourReserve};
  }
  for (Action a : s.legal_actions()) {
    const ActionCells c = s.action_cells(a);
    if (c.from < 0 && c.removed < 0 && c.to >= 0) {
      selected_ = selected_ == kReservePick ? -1 : kReservePick;
      return {selected_ == kReservePick ? Intent::kPick : Intent::kDrop};
    }
  }
  selected_ = -1;
  return {Intent::kNoPlacement};
}

}  // namespace marbles::ui
