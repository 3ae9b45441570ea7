// The analysis board's search and the game review's, thought in slices per frame like the
// computer's (computer.h) so that drawing and input never wait:
//  - analysis: the strong search of the position on screen, begun again whenever it changes,
//    for up to kAnalysisSeconds of wall time; what it says (ai::Analysis: the mover's chance, a
//    proven result, the line it expects) is updated every slice;
//  - review: ai::Reviewer over a line of the record, kReviewSeconds of wall time a position.
// Plain C++ over ai/ (no ImGui): the App says what is on and draws the results.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "ai/any_agent.h"
#include "ai/review.h"
#include "core/any_game.h"

namespace marbles::ui {

class Analyst {
 public:
  // One frame of analysis at the position `s` (the session's `version`): a new version begins a
  // new search. True while it thinks (the frame loop must not sleep).
  bool analyse(const AnyState& s, int version, double now_ms);
  void stop_analysis() { version_ = -1; }
  // The analysis of the position of `version`, or nullptr before its first slice.
  const ai::Analysis* analysis(int version) const {
    return version_ == version && has_ ? &analysis_ : nullptr;
  }
  // The analysis still thinks (it stops after kAnalysisSeconds, or once proven).
  bool thinking() const { return version_ != -1 && !done_; }
  // The position being weighed (its version), -1 for none.
  int version() const { return version_; }
  // The exact solver's value for the player to move in the position of `version` (+1 wins, 0 a
  // draw, -1 loses) and a move that keeps it: the analysis, unless the search proves a result
  // itself (with its distance and line).
  void set_solved(int version, int value, Action best);

  // A review of `actions` from `start`; step_review() thinks one slice of it.
  void begin_review(const AnyState& start, const std::vector<Action>& actions);
  // One slice; true on the frame the review ends (findings() then holds its moves).
  bool step_review();
  void stop_review() { reviewing_ = false; }
  bool reviewing() const { return reviewing_; }
  std::size_t review_done() const { return reviewer_.done(); }
  std::size_t review_total() const { return reviewer_.total(); }
  const std::vector<ai::ReviewFinding>& findings() const { return reviewer_.findings(); }

 private:
  std::unique_ptr<ai::AnyAgent> agent_;
  std::string game_;
  int version_ = -1;
  bool began_ = false;
  bool done_ = false;
  bool has_ = false;
  double start_ms_ = 0;
  ai::Analysis analysis_;
  ai::Analysis solved_;  // the page's exact answer for this version (solved: none yet)
  void show_solved();
  ai::Reviewer reviewer_;
  bool reviewing_ = false;
};

}  // namespace marbles::ui
