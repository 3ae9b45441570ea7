// The analysis board's and the review's searches in slices (analyst.h).
#include "ui/analyst.h"

#include "ui/computer.h"

namespace marbles::ui {

namespace {

// The analysis thinks this long about a position, then rests (the page may sleep); the review
// this long per position, of wall time (4 ms slices a frame: a game of 60 moves takes a minute).
constexpr double kAnalysisSeconds = 8;
constexpr double kReviewSeconds = 1;

bool searchable(const AnyState& s) {
  return !s.is_terminal() && s.to_move() >= 0;
}

}  // namespace

bool Analyst::analyse(const AnyState& s, int version, double now_ms) {
  if (version != version_) {
    version_ = version;
    solved_ = ai::Analysis{};
    began_ = false;
    done_ = !searchable(s);
    has_ = false;
  }
  if (done_) {
    return false;
  }
  if (!began_) {
    if (agent_ == nullptr || game_ != s.game_id()) {
      agent_ = ai::make_any_agent(s.game_id(), ai::Level::kStrong, 0xA5A1, kPageMemory);
      game_ = std::string(s.game_id());
    }
    if (agent_ == nullptr) {
      done_ = true;
      return false;
    }
    agent_->begin(s);
    began_ = true;
    start_ms_ = now_ms;
    return true;  // begin() may have cleared the tables: the thinking starts next frame
  }
  const bool finished = agent_->think(ai::Budget::time(kThinkSliceMs / 1000, kSteadyClock));
  analysis_ = agent_->analysis();
  ai::trim_line(s, analysis_);
  has_ = analysis_.line_size > 0;
  show_solved();
  done_ = finished || now_ms - start_ms_ >= kAnalysisSeconds * 1000;
  return !done_;
}

void Analyst::set_solved(int version, int value, Action best) {
  if (version != version_ || best == kNoAction) {
    return;
  }
  solved_ = ai::Analysis{};
  solved_.solved = true;
  solved_.proven = value;
  solved_.chance = value > 0 ? 1 : value < 0 ? 0 : 0.5;
  solved_.line[solved_.line_size++] = best;
  // A draw is final (a search proves only wins and losses); a win or loss may still get the
  // search's own proof, with its distance.
  done_ = done_ || value == 0;
  show_solved();
}

// The solver's answer stands where the search proves nothing: a proof of the search's own
// says more (its distance and its line).
void Analyst::show_solved() {
  if (solved_.solved && (!has_ || analysis_.proven == 0)) {
    analysis_ = solved_;
    has_ = true;
  }
}

void Analyst::begin_review(const AnyState& start, const std::vector<Action>& actions) {
  reviewer_.begin(start, actions, ai::Budget::time(kReviewSeconds, kSteadyClock), kPageMemory);
  reviewing_ = true;
}

bool Analyst::step_review() {
  if (!reviewing_) {
    return false;
  }
  if (reviewer_.step(ai::Budget::time(kThinkSliceMs / 1000, kSteadyClock))) {
    reviewing_ = false;
    return true;
  }
  return false;
}

}  // namespace marbles::ui
