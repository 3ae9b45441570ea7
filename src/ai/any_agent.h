// The computer opponent over AnyState, for the app: the same anytime protocol (search.h) behind
// a virtual interface, made by game id. The app keeps one AnyAgent per computer seat, calls
// begin() when that seat is to move, think() with a slice of a few milliseconds each frame
// (strong: until the time the player grants, times the decision's any_time_share, runs out on
// the page's clock, or settled() says the choice cannot change in the time left), and plays
// best_action() when think() returns true or the time is up. A hint is the same with the
// human's seat.
#pragma once

#include <cstdint>
#include <memory>
#include <string_view>

#include "ai/agent.h"
#include "ai/games.h"
#include "ai/search.h"
#include "core/any_game.h"
#include "core/rules.h"
#include "games/list.h"

namespace marbles::ai {

class AnyAgent {
 public:
  virtual ~AnyAgent() = default;
  // s must be a state of the agent's game.
  virtual void begin(const AnyState& s) = 0;
  virtual bool think(const Budget& slice) = 0;
  virtual Action best_action() const = 0;
  virtual SearchStats stats() = 0;
  // Agent::analysis: the chance, a proven result and the expected line (search.h); the line
  // may hold actions that are not legal where they stand: trim_line() cuts it.
  virtual Analysis analysis() const = 0;
  // The units of work done since begin(): MCTS iterations, or alpha-beta nodes (what a slice's
  // budget counts).
  virtual std::int64_t work() = 0;
  // Agent::settled: the choice cannot change in the `left` seconds to come.
  virtual bool settled(double spent, double left) const = 0;
  // Agent::stops_early: whether settled() may end a decision before its time.
  virtual bool stops_early() const = 0;
};

// The line of an analysis of s cut before its first action that is not legal where it stands.
inline void trim_line(const AnyState& s, Analysis& a) {
  std::unique_ptr<AnyState> t = s.clone();
  for (int i = 0; i < a.line_size; ++i) {
    if (t->is_terminal() || !t->is_legal(a.line[i])) {
      a.line_size = i;
      return;
    }
    t->apply(a.line[i]);
  }
}

template <Rules G>
class AnyAgentOf final : public AnyAgent {
 public:
  AnyAgentOf(Level level, std::uint64_t seed, const AgentMemory& memory)
      : agent_(level, seed, memory) {}
  void begin(const AnyState& s) override { agent_.begin(state_of<G>(s)); }
  bool think(const Budget& slice) override { return agent_.think(slice); }
  Action best_action() const override { return agent_.best_action(); }
  SearchStats stats() override { return agent_.stats(); }
  Analysis analysis() const override {
    Analysis a;
    agent_.analysis(a);
    return a;
  }
  std::int64_t work() override {
    const SearchStats& s = agent_.stats();
    return agent_.algorithm() == Algorithm::kAlphaBeta ? s.nodes : s.iterations;
  }
  bool settled(double spent, double left) const override { return agent_.settled(spent, left); }
  bool stops_early() const override { return agent_.stops_early(); }

 private:
  Agent<G> agent_;
};

// The agent for a game id of the game list (games/list.h), or nullptr for none.
// memory: the sizes of its tables (AgentMemory in agent.h; the default's when empty).
// What each game's agent does (which search, what evaluation) is in ai/games.h.
inline std::unique_ptr<AnyAgent> make_any_agent(std::string_view game_id, Level level,
                                                std::uint64_t seed,
                                                const AgentMemory& memory = {}) {
  std::unique_ptr<AnyAgent> out;
  any_game([&]<class D>() {
    if (game_id != D::kId) {
      return false;
    }
    out = std::make_unique<AnyAgentOf<typename D::Game>>(level, seed, memory);
    return true;
  });
  return out;
}

// The share of the time granted a move that the level takes at this decision of s's game
// (Agent::time_share; 1 for a game that does not spread its time).
inline double any_time_share(const AnyState& s, Level level) {
  double share = 1.0;
  any_game([&]<class D>() {
    using G = typename D::Game;
    if (s.game_id() != D::kId) {
      return false;
    }
    share = Agent<G>::time_share(level, state_of<G>(s));
    return true;
  });
  return share;
}

}  // namespace marbles::ai
