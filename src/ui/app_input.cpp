// The app (app.h): pointer, touch and keyboard turned into the controller's intents (a
// click narrowed among the legal actions, a key moving the board's cursor).
#include "ui/app_parts.h"
#include "ui/messages.h"
#include "ui/position_editor.h"

namespace marbles::ui {

bool App::accepts_board_action() {
  if (!board_input()) {
    note_ = tr(Str::kReadOnly, set_.lang);
    message_ = "the board takes no moves in this mode";
    return false;
  }
  if (ctl_.over()) {
    return false;
  }
  if (ctl_.is_ai_turn()) {
    note_ = tr(play_on_offered() ? Str::kPlayOnNote : Str::kNotYourTurn, set_.lang);
    message_ = "it is the computer's turn";
    return false;
  }
  if (ctl_.waits_remote()) {
    note_ = remote_words();
    message_ = "that seat is played on another device";
    return false;
  }
  if (ctl_.behind_remote()) {
    note_ = text(Message("ui.remote_at_end"), set_.lang);
    message_ = "at a distance, moves are played at the end of the game";
    return false;
  }
  return true;
}

void App::follow(const Narrowed& n, int cell) {
  switch (n.intent) {
    case Intent::kPlay:
      play_person(n.action);
      break;
    case Intent::kPick:
    case Intent::kDrop:
      note_.clear();
      break;
    case Intent::kNoMove: {
      const std::string name = view_->cell_name(cell);
      note_ = refusal_text(cell);
      message_ = name + ": no legal move there";
      break;
    }
    case Intent::kNotYourReserve:
      note_ = tr(Str::kNotYourReserve, set_.lang);
      message_ = "that reserve is the other player's";
      break;
    case Intent::kNoPlacement:
      note_ = tr(Str::kNoPlacement, set_.lang);
      message_ = "no piece can be placed now";
      break;
    case Intent::kNone:
    case Intent::kDeselect:
      break;
  }
}

void App::click_cell(int cell) {
  if (editor_) {
    editor_->click(cell, false);  // setting up a position: the key's click places a piece
  } else if (accepts_board_action()) {
    follow(ctl_.click_cell(cell), cell);
  }
}

void App::play_control(Action a) {
  const AnyState& s = ctl_.state();
  if (!accepts_board_action()) {
    return;
  }
  ctl_.drop_selection();
  if (s.is_legal(a)) {
    play_person(a);
    return;
  }
  note_ = view_->control_text(s, a, false, set_.lang);
  if (note_.empty()) {
    note_ = tr(Str::kNotNow, set_.lang);
  }
  message_ = "'" + s.action_text(a) + "' is not a legal move here";
}

void App::click_reserve(int player) {
  if (ctl_.over() || ctl_.others_turn()) {
    click_cell(-1);
    return;
  }
  follow(ctl_.click_reserve(player), -1);
}

void App::handle_key(const KeyEvent& k) {
  using K = KeyEvent::Key;
  if (focus_key(k)) {
    return;
  }
  if (ImGui::GetIO().WantTextInput || set_.screen != Screen::kGame || menu_open_) {
    return;
  }
  if (set_.mode == Mode::kReplay) {
    const std::size_t ply = ctl_.session().ply();
    if (k.key == K::kLeft && ply > 0) {
      show_ply(ply - 1);
    } else if (k.key == K::kRight && ply < ctl_.session().length()) {
      show_ply(ply + 1);
    } else if (k.key == K::kHome) {
      show_ply(0);
    } else if (k.key == K::kEnd) {
      show_ply(ctl_.session().length());
    }
    return;
  }
  if (set_.mode != Mode::kPlay) {
    return;
  }
  switch (k.key) {
    case K::kZ:
      if (k.ctrl && k.shift) {
        redo_turn();
      } else if (k.ctrl) {
        undo_turn();
      }
      return;
    case K::kY:
      if (k.ctrl) {
        redo_turn();
      }
      return;
    case K::kEscape:
      pending_ = kNoAction;  // the question before a move, if asked
      ctl_.drop_selection();
      note_.clear();
      return;
    case K::kLeft:
      move_cursor(-1, 0);
      return;
    case K::kRight:
      move_cursor(1, 0);
      return;
    case K::kUp:
      move_cursor(0, -1);
      return;
    case K::kDown:
      move_cursor(0, 1);
      return;
    case K::kEnter:
    case K::kSpace: {
      const AnyState& s = ctl_.state();
      const std::vector<Action> buttons = ctl_.button_actions();
      if (play_on_offered()) {
        play_on();  // the panel's button
      } else if (!ctl_.over() && !ctl_.others_turn() && !buttons.empty() &&
                 buttons.size() == s.legal_actions().size()) {
        play_person(buttons.front());  // a pass, or Yoté's bonus piece from the reserve
      } else if (!show_cursor_ || cursor_ < 0) {
        cursor_ = first_cursor();
        show_cursor_ = true;
      } else {
        click_cell(cursor_);
      }
      return;
    }
    case K::kHome:
    case K::kEnd:
    case K::kTab:
      return;
  }
}

int App::first_cursor() const {
  const int sel = ctl_.selection();
  if (sel >= 0) {
    return sel;
  }
  // The playable cell nearest the middle of the board, else the middle cell.
  const BoardMarks m = board_marks(-1);
  std::vector<int> cells = m.sources;
  cells.insert(cells.end(), m.targets.begin(), m.targets.end());
  if (cells.empty()) {
    for (int c = 0; c < view_->num_cells(); ++c) {
      if (view_->hit(view_->cell_center(c)) == c) {
        cells.push_back(c);
      }
    }
  }
  const ImVec2 a = view_->rect_min();
  const ImVec2 b = view_->rect_max();
  const ImVec2 mid{(a.x + b.x) / 2, (a.y + b.y) / 2};
  int best = -1;
  float best_d = FLT_MAX;
  for (int c : cells) {
    const ImVec2 p = view_->cell_center(c);
    const float d = std::hypot(p.x - mid.x, p.y - mid.y);
    if (d < best_d - 0.01f) {
      best_d = d;
      best = c;
    }
  }
  return best;
}

void App::move_cursor(float dx, float dy) {
  const bool valid = cursor_ >= 0 && cursor_ < view_->num_cells() &&
                     view_->hit(view_->cell_center(cursor_)) == cursor_;
  if (!valid || !show_cursor_) {
    // The first key shows the cursor where it is (or where play is likely).
    if (!valid) {
      cursor_ = first_cursor();
    }
    show_cursor_ = true;
    return;
  }
  // The nearest cell whose centre lies in that direction, favouring straight lines: cells
  // within 45 degrees of it first, then any cell ahead.
  const ImVec2 c = view_->cell_center(cursor_);
  int best = -1;
  float best_score = FLT_MAX;
  for (int pass = 0; pass < 2 && best < 0; ++pass) {
    for (int i = 0; i < view_->num_cells(); ++i) {
      const ImVec2 p = view_->cell_center(i);
      if (i == cursor_ || view_->hit(p) != i) {
        continue;
      }
      const float vx = p.x - c.x;
      const float vy = p.y - c.y;
      const float along = vx * dx + vy * dy;
      const float across = std::fabs(vx * dy - vy * dx);
      if (along <= 0.5f || (pass == 0 && across > along)) {
        continue;
      }
      const float score = along + 2 * across;
      if (score < best_score) {
        best_score = score;
        best = i;
      }
    }
  }
  if (best >= 0) {
    cursor_ = best;
  }
}

void App::feed_pointer(const FrameInput& in) {
  for (const PointerEvent& e : in.pointer) {
    events_.push_back(e);
  }
  if (touch_release_pending_) {
    mouse_ = v2(kFar, kFar);  // a finger lifted leaves no hover behind
    touch_release_pending_ = false;
  }
  touch_wheel_ = 0;
  // At most one button change per frame, so that a press and release within one frame
  // still make a click.
  while (!events_.empty()) {
    const PointerEvent e = events_.front();
    const ImVec2 p{e.x, e.y};
    if (e.secondary) {  // the right button: marks on a study's board (app_marks.cpp)
      events_.pop_front();
      mark_event(e);
      continue;
    }
    if (touch_down_ms_ >= 0 && e.touch && e.kind != PointerEvent::Kind::kDown) {
      // A finger's press held back, as it may be a long press that draws a mark (app_marks.cpp).
      if (held_touch(e)) {
        events_.pop_front();
        continue;
      }
      mouse_ = touch_start_;  // a tap or a drag after all: pressed now, the event next frame
      mouse_down_ = true;
      break;
    }
    if (e.kind == PointerEvent::Kind::kDown) {
      focus_.clear();  // the pointer's turn: no ring until a key moves the focus again
      press_frames_ = 0;
      if (mouse_down_) {
        // A second press while one is held (another finger): release first.
        mouse_down_ = false;
        break;
      }
      events_.pop_front();
      mouse_ = p;
      mouse_down_ = true;
      if (e.touch) {
        touch_active_ = true;
        touch_scrolling_ = false;
        touch_start_ = p;
        touch_last_ = p;
        // On the board a finger drags (a row slid by one tile), it does not scroll.
        const Layout l = compute_layout();
        const float sc = scale_ > 0 ? scale_ : 1.0f;
        touch_on_board_ = set_.screen == Screen::kGame && p.x * sc >= l.board_min.x &&
                          p.x * sc <= l.board_max.x && p.y * sc >= l.board_min.y &&
                          p.y * sc <= l.board_max.y;
        if (touch_on_board_ && long_press_marks() && view_->hit(v2(p.x * sc, p.y * sc)) >= 0) {
          touch_down_ms_ = now_ms_;  // held back: a long press draws a mark
          mouse_down_ = false;
        }
      }
      break;
    }
    if (e.kind == PointerEvent::Kind::kUp) {
      events_.pop_front();
      if (e.touch) {
        touch_active_ = false;
        if (touch_scrolling_) {
          touch_scrolling_ = false;
          mouse_ = v2(kFar, kFar);
          mouse_down_ = false;
          continue;
        }
        touch_release_pending_ = true;
      }
      mouse_ = p;
      if (mouse_down_) {
        mouse_down_ = false;
        break;
      }
      continue;
    }
    if (e.kind == PointerEvent::Kind::kLeave) {
      events_.pop_front();
      if (!mouse_down_) {
        mouse_ = v2(kFar, kFar);
      }
      continue;
    }
    // Move.
    events_.pop_front();
    if (e.touch && touch_active_ && !touch_on_board_) {
      if (!touch_scrolling_ &&
          std::hypot(p.x - touch_start_.x, p.y - touch_start_.y) > kTouchSlop) {
        // The finger drags: it scrolls, and the press is cancelled (released far away).
        touch_scrolling_ = true;
        touch_last_ = p;
        if (mouse_down_) {
          mouse_ = v2(kFar, kFar);
          mouse_down_ = false;
          break;
        }
      }
      if (touch_scrolling_) {
        touch_wheel_ += p.y - touch_last_.y;
        touch_last_ = p;
      }
    }
    mouse_ = p;
  }
  long_press_time();
  pointer_to_imgui(in);
}

// The pointer as Dear ImGui sees it this frame (a key's press on a control included).
void App::pointer_to_imgui(const FrameInput& in) {
  ImGuiIO& io = ImGui::GetIO();
  if (mouse_.x <= kFar / 2) {
    io.MousePos = v2(-FLT_MAX, -FLT_MAX);
  } else {
    io.MousePos = v2(mouse_.x * scale_, mouse_.y * scale_);
  }
  io.MouseDown[0] = mouse_down_;
  if (press_frames_ > 0) {
    // Enter or Space on a control (press_focused()): pressed at its centre, then released.
    io.MousePos = press_at_;
    io.MouseDown[0] = press_frames_ == 2;
    --press_frames_;
  }
  io.MouseDown[1] = false;
  io.MouseDown[2] = false;
  io.MouseWheel += in.wheel + touch_wheel_ / (5 * theme::kFontBody);
}

}  // namespace marbles::ui
