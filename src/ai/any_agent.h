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
#include "games/offboard/rules.h"
#include "games/wykersham/rules.h"

namespace marbles::ai {

class AnyAgent {
 public:
  virtual ~AnyAgent() = default;
  // s must be a state of the agent's game.
  virtual void begin(const AnyState& s) = 0;
  virtual bool think(const Budget& slice) = 0;
  virtual Action best_action() const = 0;
  virtual SearchStats stats() = 0;
  // The units of work done since begin(): MCTS iterations, or alpha-beta nodes (what a slice's
  // budget counts).
  virtual std::int64_t work() = 0;
  // Agent::settled: the choice cannot change in the `left` seconds to come.
  virtual bool settled(double spent, double left) const = 0;
  // Agent::stops_early: whether settled() may end a decision before its time.
  virtual bool stops_early() const = 0;
};

template <Rules G>
class AnyAgentOf final : public AnyAgent {
 public:
  AnyAgentOf(Level level, std::uint64_t seed, const AgentMemory& memory)
      : agent_(level, seed, memory) {}
  void begin(const AnyState& s) override { agent_.begin(state_of<G>(s)); }
  bool think(const Budget& slice) override { return agent_.think(slice); }
  Action best_action() const override { return agent_.best_action(); }
  SearchStats stats() override { return agent_.stats(); }
  std::int64_t work() override {
    const SearchStats& s = agent_.stats();
    return agent_.algorithm() == Algorithm::kAlphaBeta ? s.nodes : s.iterations;
  }
  bool settled(double spent, double left) const override { return agent_.settled(spent, left); }
  bool stops_early() const override { return agent_.stops_early(); }

 private:
  Agent<G> agent_;
};

// The agent for a registered game id, or nullptr for a game the AI does not list yet.
// memory: the sizes of its tables (AgentMemory in agent.h; the default's when empty).
inline std::unique_ptr<AnyAgent> make_any_agent(std::string_view game_id, Level level,
                                                std::uint64_t seed,
                                                const AgentMemory& memory = {}) {
  if (game_id == wali::Game::kId) {
    return std::make_unique<AnyAgentOf<wali::Game>>(level, seed, memory);
  }
  if (game_id == yote::Game::kId) {
    return std::make_unique<AnyAgentOf<yote::Game>>(level, seed, memory);
  }
  if (game_id == poursuite::Game::kId) {
    return std::make_unique<AnyAgentOf<poursuite::Game>>(level, seed, memory);
  }
  if (game_id == quits::Game::kId) {
    return std::make_unique<AnyAgentOf<quits::Game>>(level, seed, memory);
  }
  // Wykersham: MCTS at every level (its dice are chance nodes; no evaluation cut-off measured
  // better); strong's playouts take every marble a goal allows and its tree is kept through the
  // turn. Offboard: alpha-beta at strong, short playouts at intermediate.
  if (game_id == wykersham::Game::kId) {
    return std::make_unique<AnyAgentOf<wykersham::Game>>(level, seed, memory);
  }
  if (game_id == offboard::Game::kId) {
    return std::make_unique<AnyAgentOf<offboard::Game>>(level, seed, memory);
  }
  return nullptr;
}

// The share of the time granted a move that the level takes at this decision of s's game
// (Agent::time_share; 1 for a game that does not spread its time).
inline double any_time_share(const AnyState& s, Level level) {
  if (s.game_id() == wykersham::Game::kId) {
    return Agent<wykersham::Game>::time_share(level, state_of<wykersham::Game>(s));
  }
  return 1.0;
}

}  // namespace marbles::ai
