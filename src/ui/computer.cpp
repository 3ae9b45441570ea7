// The computer's scheduling (computer.h): its search and the hint's in slices, and when its
// move is due.
#include "ui/computer.h"

#include <algorithm>
#include <chrono>

namespace marbles::ui {

namespace {

// The computer waits until the previous action has been shown (its animation and a beat),
// then delay_ms more.
constexpr double kShowMs = 300;
// A hint is the strong search for kHintSeconds.
constexpr double kHintSeconds = 1.0;
constexpr const char* kLevelNames[] = {"beginner", "intermediate", "strong"};
constexpr int kStrong = static_cast<int>(ai::Level::kStrong);

}  // namespace

double steady_seconds(void*) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

void ComputerPlayer::set_level(int level) {
  level_ = level;
  stop();
}

std::string ComputerPlayer::level_text() const {
  return level_ < 0 ? "random" : kLevelNames[level_];
}

double ComputerPlayer::strong_seconds(const AnyState& s) const {
  return seconds_ * ai::any_time_share(s, ai::Level::kStrong);
}

int ComputerPlayer::parse_level(std::string_view text) {
  for (int i = 0; i < 3; ++i) {
    if (text == kLevelNames[i]) {
      return i;
    }
  }
  return text == "random" ? -1 : -2;
}

bool ComputerPlayer::thinking(int version) const {
  return search_ != nullptr && search_version_ == version && !search_done_;
}

void ComputerPlayer::stop() {
  search_version_ = -1;
  search_done_ = false;
}

void ComputerPlayer::ask_hint(int version) {
  hint_version_ = version;
  hint_ = kNoAction;
}

Action ComputerPlayer::hint(const AnyState& s, int version) const {
  return hint_version_ == version && hint_ != kNoAction && s.is_legal(hint_) ? hint_ : kNoAction;
}

bool ComputerPlayer::think_slice(const AnyState& s, int version, bool hint, double now_ms) {
  const int level = hint ? kStrong : level_;
  if (search_version_ != version || search_hint_ != hint || search_level_ != level ||
      search_ == nullptr) {
    if (search_ == nullptr || search_game_ != s.game_id() || search_level_ != level) {
      // A new seed per agent: the same position need not get the same answer every game.
      const auto seed = static_cast<std::uint64_t>(steady_seconds(nullptr) * 1e6);
      search_ = ai::make_any_agent(s.game_id(), static_cast<ai::Level>(level), seed, kPageMemory);
      search_game_ = std::string(s.game_id());
      search_level_ = level;
    }
    if (search_ == nullptr) {
      return true;  // no search for this game: the caller plays at random
    }
    search_->begin(s);
    search_version_ = version;
    search_hint_ = hint;
    search_start_ms_ = now_ms;
    search_done_ = false;
    return false;  // begin() may have allocated the tables: the thinking starts next frame
  }
  if (search_done_) {
    return true;
  }
  const std::int64_t work = search_->work();
  const double t0 = steady_seconds(nullptr);
  const bool done = search_->think(ai::Budget::time(kThinkSliceMs / 1000, kSteadyClock));
  // A slice that is not done ended when its time was spent: its work is a full slice's.
  slices_.add(search_->work() - work, 1000 * (steady_seconds(nullptr) - t0), !done);
  // Strong's time per move, spread over the decisions of a turn where the game's tuning says
  // so (Wykersham: most of it at the turn's first placement); a hint takes its own time.
  // It ends early where the level says its choice cannot change in the time left (Wykersham).
  const double limit_ms = 1000 * (hint ? kHintSeconds : strong_seconds(s));
  const double spent_ms = now_ms - search_start_ms_;
  search_done_ =
      done ||
      (level == kStrong &&
       (spent_ms >= limit_ms || search_->settled(spent_ms / 1000, (limit_ms - spent_ms) / 1000)));
  return search_done_;
}

Action ComputerPlayer::step(const AnyState& s, int version, Due due, double now_ms,
                            double shown_ms) {
  if (!due.roll && !due.move) {
    wait_from_ = -1;
    if (hint_version_ == version && hint_ == kNoAction && due.hint &&
        think_slice(s, version, true, now_ms)) {
      hint_ = search_ != nullptr ? search_->best_action() : kNoAction;
      if (hint_ == kNoAction || !s.is_legal(hint_)) {
        hint_ = agent_.choose(s);
      }
    }
    return kNoAction;
  }
  if (wait_from_ < 0) {
    wait_from_ = now_ms;
  }
  // The computer thinks while the last action is shown and the delay runs.
  const bool answered = due.move && (level_ < 0 || think_slice(s, version, false, now_ms));
  // The last action shown (a long slide) and a beat, then the delay.
  const double show = std::max(kShowMs, shown_ms + 80);
  if (now_ms - wait_from_ < show + static_cast<double>(delay_ms_) || (due.move && !answered)) {
    return kNoAction;
  }
  Action a = kNoAction;
  if (due.move && level_ >= 0 && search_ != nullptr) {
    a = search_->best_action();
  }
  if (a == kNoAction || !s.is_legal(a)) {
    a = agent_.choose(s);  // a roll, the random level, or a search without an answer
  }
  wait_from_ = -1;
  stop();
  return a;
}

}  // namespace marbles::ui
