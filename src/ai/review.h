// The review of a game: the strong search goes through every position of a line where a player
// chooses, a budget each, and finds the moves that lost much of the mover's chance (search.h's
// Analysis: a draw counts half). The drop of a move is the mover's chance with the search's best
// action less the mover's chance after the move played, read from the search of the next
// position where a player chooses (the dice rolled in between, in Wykersham: an expected value
// would need every roll; the roll that came is what the game met). A move that gave up a proven
// win, or walked into a proven loss, is a blunder whatever the chances say.
//
// Driven in slices like every page search: begin(), then step() until it returns true;
// findings() holds the moves found, in order. Speaks no human language: the app words them.
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "ai/any_agent.h"
#include "core/any_game.h"

namespace marbles::ai {

enum class Severity : std::uint8_t { kNone, kInaccuracy, kMistake, kBlunder };

// The drops that make a move an inaccuracy, a mistake, a blunder (of the chance, 0..1).
constexpr double kInaccuracyDrop = 0.10;
constexpr double kMistakeDrop = 0.20;
constexpr double kBlunderDrop = 0.30;

struct ReviewFinding {
  std::size_t ply = 0;  // the move is the line's action `ply`, played from position `ply`
  Action played = kNoAction;
  double before = 0;  // the mover's chance with the best action
  double after = 0;   // the mover's chance after the move played
  Severity severity = Severity::kNone;
  Analysis best;  // the search of position `ply`: its best line (the better move first)
};

// How bad a move is from the chances before (best play) and after it, and proven results.
inline Severity review_severity(const Analysis& before, double after, int after_proven) {
  if ((before.proven > 0 && after_proven <= 0) || (before.proven == 0 && after_proven < 0)) {
    return Severity::kBlunder;
  }
  const double drop = before.chance - after;
  return drop >= kBlunderDrop      ? Severity::kBlunder
         : drop >= kMistakeDrop    ? Severity::kMistake
         : drop >= kInaccuracyDrop ? Severity::kInaccuracy
                                   : Severity::kNone;
}

class Reviewer {
 public:
  // Reviews `actions` played from `start`, each position searched by the strong level with
  // `per_position` (a work budget, or seconds on the budget's clock), the search's seed fixed so
  // that a work budget gives the same review every time.
  void begin(const AnyState& start, const std::vector<Action>& actions, const Budget& per_position,
             const AgentMemory& memory = {}) {
    actions_ = actions;
    per_position_ = per_position;
    memory_ = memory;
    findings_.clear();
    points_.assign(actions.size() + 1, Point{});
    state_ = start.clone();
    two_players_ = start.num_players() == 2;
    judged_ = false;
    at_ = 0;
    began_ = false;
    look();
  }

  // Thinks for about `slice`; true when the whole line is reviewed (findings() is then filled).
  bool step(const Budget& slice) {
    while (at_ < points_.size() && !points_[at_].searched) {
      if (!began_) {
        if (!agent_ || agent_game_ != state_->game_id()) {
          agent_ = make_any_agent(state_->game_id(), Level::kStrong, 0x5EED, memory_);
          agent_game_ = std::string(state_->game_id());
        }
        agent_->begin(*state_);
        began_ = true;
        start_work_ = agent_->work();
        began_at_ = per_position_.clock.valid() ? per_position_.clock() : 0;
        return false;  // begin() may have cleared the tables: the thinking starts next slice
      }
      Budget b = slice;
      const std::int64_t left = per_position_.work - (agent_->work() - start_work_);
      if (per_position_.work > 0 && (b.work <= 0 || b.work > left)) {
        b.work = left;
      }
      const bool done = agent_->think(b);
      const bool work_spent =
          per_position_.work > 0 && agent_->work() - start_work_ >= per_position_.work;
      const bool time_spent = per_position_.seconds > 0 && per_position_.clock.valid() &&
                              per_position_.clock() - began_at_ >= per_position_.seconds;
      if (!done && !work_spent && !time_spent) {
        return false;
      }
      points_[at_].analysis = agent_->analysis();
      trim_line(*state_, points_[at_].analysis);
      points_[at_].searched = true;
      began_ = false;
      advance();
    }
    if (at_ < points_.size()) {
      return false;
    }
    if (!judged_) {
      judge();
    }
    return true;
  }

  // Positions reviewed so far, of total().
  std::size_t done() const { return at_; }
  std::size_t total() const { return points_.size(); }
  const std::vector<ReviewFinding>& findings() const { return findings_; }

 private:
  struct Point {
    int mover = kNobody;          // who chooses there (kChance: a roll; kNobody: the end)
    bool searched = false;        // a position where a player chooses among several actions
    bool skip = false;            // nothing to search: the end, a roll or a single legal action
    std::vector<double> returns;  // at the end
    Analysis analysis;
  };

  // Notes what position at_ is, then moves past the positions there is nothing to search in.
  void look() {
    while (at_ < points_.size()) {
      Point& p = points_[at_];
      p.mover = state_->is_terminal() ? kNobody : state_->to_move();
      if (state_->is_terminal()) {
        p.returns = state_->returns();
      }
      if (!state_->is_terminal() && p.mover >= 0 && state_->legal_actions().size() > 1) {
        return;
      }
      p.skip = true;
      advance_state();
    }
  }

  void advance() {
    advance_state();
    look();
  }

  void advance_state() {
    if (at_ < actions_.size()) {
      state_->apply(actions_[at_]);
    }
    ++at_;
  }

  // Each searched position's move: the mover's chance after it, from the next position that was
  // searched or the end.
  void judge() {
    judged_ = true;
    for (std::size_t p = 0; p + 1 < points_.size(); ++p) {
      const Point& from = points_[p];
      if (!from.searched) {
        continue;
      }
      std::size_t q = p + 1;
      while (q + 1 < points_.size() && !points_[q].searched && points_[q].returns.empty()) {
        ++q;
      }
      const Point& to = points_[q];
      double after = 0;
      int proven = 0;
      if (!to.returns.empty()) {
        const double r = to.returns[static_cast<std::size_t>(from.mover)];
        after = r > 0 ? 1 : r < 0 ? 0 : 0.5;
        proven = r > 0 ? 1 : r < 0 ? -1 : 0;
      } else if (!to.searched) {
        continue;  // the line ends on a roll or a forced move: nothing to compare with
      } else if (to.mover == from.mover) {
        after = to.analysis.chance;
        proven = to.analysis.proven;
      } else if (two_players_) {
        after = 1 - to.analysis.chance;
        proven = -to.analysis.proven;
      } else {
        continue;  // more than two players: another's chance says little of this one's
      }
      const Severity sev = review_severity(from.analysis, after, proven);
      if (sev != Severity::kNone) {
        findings_.push_back({p, actions_[p], from.analysis.chance, after, sev, from.analysis});
      }
    }
  }

  std::unique_ptr<AnyState> state_;
  std::vector<Action> actions_;
  Budget per_position_;
  AgentMemory memory_;
  std::unique_ptr<AnyAgent> agent_;
  std::string agent_game_;
  std::vector<Point> points_;
  std::vector<ReviewFinding> findings_;
  std::size_t at_ = 0;
  bool began_ = false;
  bool judged_ = false;
  bool two_players_ = true;
  std::int64_t start_work_ = 0;
  double began_at_ = 0;
};

}  // namespace marbles::ai
