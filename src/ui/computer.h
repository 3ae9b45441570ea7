// The computer's scheduling: its search and the hint's, thought a slice of a few milliseconds
// per frame (kThinkSliceMs) so that drawing and input never wait, and the moment its move (or
// the page's roll) is played: once the search is done and the previous action has been shown
// (its animation and a beat, at least 300 ms) plus delay_ms (default 400), so that its moves
// can be followed. The hint runs the strong search the same way for the person to move.
//
// Plain C++ over the engine and ai/ (no ImGui): the App says what is due each frame.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "ai/any_agent.h"
#include "ai/random_agent.h"
#include "core/any_game.h"
#include "ui/slice_stats.h"

namespace marbles::ui {

// The page's searches (the computer's, the hint's, the analysis's) think kThinkSliceMs per frame
// (the frame's drawing takes a few ms more: the whole frame stays under 20 ms), on the steady
// clock, with the page's tables: an MCTS arena of 2^19 nodes (16 MB; a strong search fills it in
// about a second, then its leaves stop growing) and an alpha-beta table of 2^18 entries (4 MB,
// cleared in a few ms), allocated when a search first thinks in a game.
constexpr double kThinkSliceMs = 4;
constexpr ai::AgentMemory kPageMemory{std::int64_t{1} << 19, 18};
double steady_seconds(void*);  // seconds on the steady clock
constexpr ai::Clock kSteadyClock{&steady_seconds, nullptr};

// What may act at the position on screen this frame (the App decides from its controller).
struct Due {
  bool roll = false;  // the page rolls the dice
  bool move = false;  // the computer moves
  bool hint = false;  // the person to move may be shown a hint
};

class ComputerPlayer {
 public:
  explicit ComputerPlayer(std::uint64_t seed) : agent_(seed) {}

  // The settings: the level (-1 random, else ai::Level), the strong level's seconds a move,
  // the delay before the computer's move is played.
  int level() const { return level_; }
  void set_level(int level);
  double seconds() const { return seconds_; }
  void set_seconds(double seconds) { seconds_ = seconds; }
  int delay_ms() const { return delay_ms_; }
  void set_delay_ms(int ms) { delay_ms_ = ms; }
  std::string level_text() const;  // the ai_level option's value
  // The level of an ai_level value ("beginner", "intermediate", "strong", "random": -1), or -2.
  static int parse_level(std::string_view text);
  // The strong level's time at this decision: the setting times the game's share for it
  // (ai::any_time_share: Wykersham spreads a turn's time over its decisions).
  double strong_seconds(const AnyState& s) const;
  // The search may end before its time (the panel says "up to").
  bool stops_early() const { return search_ != nullptr && search_->stops_early(); }

  // One frame at the position `s` (the session's `version`): thinks a slice and returns the
  // action due now (kNoAction: none yet). `shown_ms` is how long the last action takes to show.
  Action step(const AnyState& s, int version, Due due, double now_ms, double shown_ms);
  // The wait before the next action starts again (a change the computer must see first).
  void wait_again() { wait_from_ = -1; }
  // The search in progress is dropped (another level).
  void stop();
  bool thinking(int version) const;  // the computer's move or a hint is being searched

  // A hint asked for the position of `version`; found once step() has thought enough.
  void ask_hint(int version);
  bool hint_asked(int version) const { return hint_version_ == version; }
  // A hint asked for the position of `version` is still being searched.
  bool hint_pending(int version) const { return hint_version_ == version && hint_ == kNoAction; }
  // The hint found for the position on screen (legal there), else kNoAction.
  Action hint(const AnyState& s, int version) const;

  // The search's slices in this game (slice_stats.h).
  SliceStats& slices() { return slices_; }
  const SliceStats& slices() const { return slices_; }

 private:
  // Begins the search for the state on screen when it is not already thinking about it, then
  // thinks one slice. True when it has an answer (done, or the strong level's time is up).
  bool think_slice(const AnyState& s, int version, bool hint, double now_ms);

  ai::RandomAgent agent_;  // rolls the page's dice; the "random" level
  int level_ = 1;
  double seconds_ = 2.0;
  int delay_ms_ = 400;
  double wait_from_ = -1;
  std::unique_ptr<ai::AnyAgent> search_;
  std::string search_game_;  // the game and level search_ was made for
  int search_level_ = -2;
  int search_version_ = -1;   // the version of the state search_ began at (-1: none)
  bool search_hint_ = false;  // search_ looks for a hint, not the computer's move
  double search_start_ms_ = 0;
  bool search_done_ = false;
  int hint_version_ = -1;    // the version a hint was asked at (-1: none asked)
  Action hint_ = kNoAction;  // the hint found for hint_version_
  SliceStats slices_;
};

}  // namespace marbles::ui
