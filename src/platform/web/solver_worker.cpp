// La poursuite infernale's exact solver (games/poursuite/solver.h) for the page's worker
// (web/later/solver-worker.js): a module of its own (solver/solver.js and solver.wasm), loaded
// the first time the analysis board weighs a single-round poursuite position, so that the
// page's first visit does not carry it and its search never takes a frame.
//
//   solver_solve(variant, position, nodes)  the value for the player to move of the position
//                                           given as text: +1 wins, 0 a draw, -1 loses, with
//                                           perfect play; -100 not known yet after `nodes` more
//                                           nodes (call again: the table keeps its work);
//                                           -101 the text is no single-round position in play
//   solver_best()                           after a value, a move that keeps it, as text ("" if
//                                           none)
#include <cstdint>
#include <memory>
#include <string>

#include "games/poursuite/rules.h"
#include "games/poursuite/solver.h"

namespace {

using marbles::poursuite::Game;
using marbles::poursuite::Solver;

constexpr int kBadInput = -101;
constexpr int kTableBits = 20;  // 16 MB

struct Worker {
  Solver solver{kTableBits};
  int size = 0;
  std::string best;
};

Worker& worker() {
  static Worker w;
  return w;
}

}  // namespace

extern "C" {

int solver_solve(const char* variant, const char* position, double nodes) {
  Worker& w = worker();
  const auto v = Game::parse_variant(variant);
  if (!v || !v->single) {
    return kBadInput;
  }
  const auto s = Game::parse_position(*v, position);
  if (!s || Game::is_terminal(*s) || Game::to_move(*s) < 0) {
    return kBadInput;
  }
  if (v->size != w.size) {
    w.solver.clear();  // the table's keys are of one board size
    w.size = v->size;
  }
  const auto limit = static_cast<std::int64_t>(nodes);
  const int value = w.solver.solve(*s, limit);
  w.best.clear();
  if (value != Solver::kUnknown) {
    const marbles::Action a = w.solver.best_action(*s, limit);
    if (a != marbles::kNoAction) {
      w.best = Game::action_text(*s, a);
    }
  }
  return value;
}

const char* solver_best() {
  return worker().best.c_str();
}

}  // extern "C"
