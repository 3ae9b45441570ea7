// Monte Carlo tree search (UCT) over any Rules game: 2 to 4 players, chance nodes.
//
// - Tree: nodes in one vector (an arena, indices not pointers, kept across searches so the
//   hot loop allocates nothing once it has grown); a node's children are contiguous. States
//   are not stored: each iteration copies the root state and replays the path's actions.
// - Selection: UCB1 on the mean reward of the player who chose the child's action (max^n:
//   rewards are per player, (return + 1) / 2 in 0..1, so each mover maximises its own);
//   unvisited children first, in an order shuffled at expansion (below the root, with
//   `first_play`, only while no visited child scores more). At a chance node the child is
//   drawn by the outcomes' weights.
// - Expansion: a leaf gets all its children once it has `expand_after` visits (the root at
//   once) and while the arena is below `max_nodes`.
// - Simulation: uniformly random actions (chance by weight) to the end, or, with a cut-off,
//   for `cutoff` actions and then the evaluation Eval (evaluation.h) scores the position.
// - Backup: every node on the path adds the reward of its mover.
// - Decisive move: an action of the root that wins within the mover's turn (the game ends with
//   the mover winning, possibly after more actions of the same player, such as Wali's removal
//   after a line: up to 3 actions) is played at once (think() is then done).
// - Options a game's strong level may turn on (ai/games.h, Tuning): playouts by the game's own
//   policy (Eval::playout_action, or Eval::playout for a whole playout in one call where the
//   game has it: the same actions, faster) instead of uniformly random actions, and where the
//   game's evaluation judges actions (Eval::sensible_actions), only those as a node's children;
//   the tree kept
//   across begin() when the new root is a node of the last tree (the next decision of the
//   same turn): its statistics go on growing instead of starting again; and transpositions at
//   the chance nodes: a chance node whose state another path already reached (the same moves
//   in another order) shares that node's children, so the subtree below is grown by both
//   paths (each path's own node keeps its visits and value for the choice above it).
// - best_action(): the most visited child of the root; settled(n): n more iterations could not
//   change it (a caller with a time budget may then end the decision early: Agent::settled).
// Deterministic: the Rng is reseeded by begin() from the seed and the root's hash, and UCT
// uses no libm function that may round differently in WASM (only sqrt, exact in IEEE).
#pragma once

#include <algorithm>
#include <bit>
#include <cmath>
#include <concepts>
#include <cstdint>
#include <vector>

#include "ai/evaluation.h"
#include "ai/search.h"
#include "core/rng.h"
#include "core/rules.h"
#include "core/types.h"

namespace marbles::ai {

struct MctsOptions {
  double exploration = 0.7;          // UCB1 constant c (rewards in 0..1)
  int expand_after = 1;              // visits a leaf needs before it gets children
  int cutoff = 0;                    // 0: random playouts to the end; else actions, then evaluate
  std::int64_t max_nodes = 1 << 21;  // arena cap (about 64 MB); then leaves stop growing
  std::uint64_t seed = 0x3C75EEDULL;
  // Allocate the whole arena at the first begin(), not by doubling as it fills: the page sets
  // it (with a smaller cap), so that no frame copies a large arena while the search grows.
  bool reserve = false;
  // Playouts choose by Eval::playout_action where the game's evaluation has one (a policy better
  // than uniform); off, they stay uniformly random (plain UCT).
  bool policy = false;
  // begin() keeps the last tree's statistics when the new root is one of its nodes (within
  // two actions of the last root: the player's next decision in the same turn).
  bool reuse = false;
  // Chance nodes (a roll to come) whose state another path of the tree already reached share
  // that node's children, so the subtree below grows from the visits of every order of the
  // same moves (Wykersham's two placements of a turn often reach one position both ways). Only
  // in an Mcts made with kTranspositions.
  bool transpose = false;
  // First-play urgency below the root: a child not yet visited is taken only when no visited
  // sibling's UCB score exceeds this value, so a node goes on with a good child before it has
  // tried every other once (0: every child is tried once before any twice, as at the root).
  double first_play = 0;
};

// An evaluation traits struct with a playout policy: static Action playout_action(state, rng).
template <class Eval, class State>
concept HasPlayoutPolicy = requires(const State& s, Rng& rng) {
  { Eval::playout_action(s, rng) } -> std::same_as<Action>;
};
// And optionally a whole playout by that policy, faster than action by action (the same
// actions from the same random numbers): static void playout(state&, rng), to the end.
template <class Eval, class State>
concept HasFusedPlayout = requires(State& s, Rng& rng) {
  { Eval::playout(s, rng) } -> std::same_as<void>;
};
// And optionally the same judgement in the tree: static void sensible_actions(state, actions)
// keeps the legal actions the policy would choose among (a node gets only those as children).
template <class Eval, class State, class Actions>
concept HasSensibleActions = requires(const State& s, Actions& actions) {
  { Eval::sensible_actions(s, actions) } -> std::same_as<void>;
};

namespace detail {
// ln(n) from basic operations only (n = m 2^e exactly, as frexp gives it, then the atanh
// series), so that UCT takes the same decisions natively and in WASM whatever the C library's
// log does in its last bit.
inline double log_series(std::uint32_t n) {
  const int e = std::bit_width(n);
  const double m = static_cast<double>(n) / static_cast<double>(std::uint64_t{1} << e);  // [0.5, 1)
  const double s = (m - 1) / (m + 1);  // |s| <= 1/3
  const double s2 = s * s;
  double term = s;
  double sum = 0;
  for (int k = 1; k <= 25; k += 2) {
    sum += term / k;
    term *= s2;
  }
  return e * 0.6931471805599453 + 2 * sum;
}
// The series' values for n below 1,024 (most nodes' visits), filled at run time by the first
// Mcts made (as a constant the 8 KB of doubles would weigh on the page's download).
inline double log_table[1024] = {};
inline bool fill_log_table() {
  for (std::uint32_t n = 0; n < 1024; ++n) {
    log_table[n] = log_series(n);
  }
  return true;
}
inline double log_n(std::uint32_t n) {
  return n < 1024 ? log_table[n] : log_series(n);
}
}  // namespace detail

// kTranspositions: compile the transpositions (MctsOptions::transpose) in, for the games whose
// strong level uses them (Agent: the game's Tuning), so that the others' code does not carry them.
template <Rules G, class Eval = NoEvaluation<G>, bool kTranspositions = false>
class Mcts {
 public:
  using State = typename G::State;

  explicit Mcts(const MctsOptions& o = {}) : options_(o), nodes_(1) {
    static const bool filled = detail::fill_log_table();
    (void)filled;
  }

  const MctsOptions& options() const { return options_; }

  void begin(const State& root) {
    // (Not once the arena is half full: the new tree could hardly grow.)
    const int kept = options_.reuse && nodes_.size() > 1 &&
                             static_cast<std::int64_t>(nodes_.size()) < options_.max_nodes / 2
                         ? find_in_tree(root)
                         : -1;
    root_ = root;
    if (options_.reserve && nodes_.capacity() < static_cast<std::size_t>(options_.max_nodes)) {
      nodes_.reserve(static_cast<std::size_t>(options_.max_nodes));
      if constexpr (kTranspositions) {
        if (options_.transpose) {
          states_.reserve(kSlots);
        }
      }
    }
    stats_ = SearchStats{};
    decisive_ = kNoAction;
    rng_.set_state(options_.seed ^ (G::hash(root) * 0x9E3779B97F4A7C15ULL));
    if (kept > 0) {
      // The new root is a node of the last tree: its statistics stay, the rest is left unused
      // in the arena until a root outside the tree clears it.
      root_index_ = kept;
    } else {
      nodes_.clear();
      nodes_.push_back(Node{});
      root_index_ = 0;
      if constexpr (kTranspositions) {
        if (options_.transpose) {
          clear_shared();
        }
      }
    }
    if (G::is_terminal(root) || G::to_move(root) == kChance) {
      return;
    }
    if (nodes_[root_index_].first_child < 0) {
      expand(root_index_, root_);
    }
    const Node& r = nodes_[root_index_];
    for (int i = 0; i < r.num_children && decisive_ == kNoAction; ++i) {
      if (wins_the_turn(root_, nodes_[r.first_child + i].action, kDecisiveDepth)) {
        decisive_ = nodes_[r.first_child + i].action;
      }
    }
  }

  // Runs iterations until the budget of this call is spent. True when thinking more cannot
  // change the answer (a terminal or chance root, a single legal action, a decisive move).
  bool think(const Budget& budget) {
    if (done()) {
      return true;
    }
    BudgetMeter meter(budget);
    do {
      iterate();
    } while (!meter.spend());
    return done();
  }

  bool done() const {
    return G::is_terminal(root_) || G::to_move(root_) == kChance || decisive_ != kNoAction ||
           nodes_[root_index_].num_children <= 1;
  }

  // Whether `more` further iterations cannot change best_action(): the search is done, or the
  // root's most visited child leads every other by more than `more` visits (even if they all
  // went to the runner-up, it would stay behind).
  bool settled(std::int64_t more) const {
    if (done()) {
      return true;
    }
    const Node& r = nodes_[root_index_];
    std::uint32_t first = 0;
    std::uint32_t second = 0;
    for (int i = 0; i < r.num_children; ++i) {
      const std::uint32_t v = nodes_[r.first_child + i].visits;
      second = std::max(second, std::min(first, v));
      first = std::max(first, v);
    }
    return static_cast<std::int64_t>(first - second) > more;
  }

  Action best_action() const {
    if (decisive_ != kNoAction) {
      return decisive_;
    }
    const Node& r = nodes_[root_index_];
    return r.num_children == 0 ? kNoAction : nodes_[most_visited(r)].action;
  }

  // The analysis board's view of the root (search.h): the best action's mean reward as the
  // chance (1 for a decisive move, proven to win the turn), and the line of most visited
  // children from the root, while they have kLineVisits visits, up to a chance node.
  void analysis(Analysis& out) const {
    out = Analysis{};
    if (decisive_ != kNoAction) {
      out.chance = 1;
      out.proven = 1;
      out.line[out.line_size++] = decisive_;
      return;
    }
    for (int index = root_index_; out.line_size < Analysis::kMaxLine;) {
      const Node& n = nodes_[index];
      if (n.num_children == 0 || nodes_[n.first_child].mover == kChance) {
        break;
      }
      const int best = most_visited(n);
      const Node& b = nodes_[best];
      if (b.visits == 0 || (out.line_size > 0 && b.visits < kLineVisits)) {
        break;
      }
      if (out.line_size == 0) {
        out.chance = b.value / b.visits;
      }
      out.line[out.line_size++] = b.action;
      index = best;
    }
  }

  // The root's children with their visits and mean rewards (0..1), for hints and tests.
  template <class F>
  void for_each_root_child(F&& f) const {
    const Node& r = nodes_[root_index_];
    for (int i = 0; i < r.num_children; ++i) {
      const Node& c = nodes_[r.first_child + i];
      f(c.action, c.visits, c.visits > 0 ? c.value / c.visits : 0.0);
    }
  }

  // The node reached from the root by `actions`, edge by edge (false when the path leaves the
  // tree): its visits, its children and their visits summed. For tests.
  struct NodeVisits {
    std::uint32_t visits = 0;
    int children = 0;
    std::uint64_t below = 0;
  };
  bool node_visits(const std::vector<Action>& actions, NodeVisits& out) const {
    int index = root_index_;
    for (Action a : actions) {
      const Node& n = nodes_[index];
      int next = -1;
      for (int i = 0; i < n.num_children; ++i) {
        if (nodes_[n.first_child + i].action == a) {
          next = n.first_child + i;
        }
      }
      if (next < 0) {
        return false;
      }
      index = next;
    }
    const Node& n = nodes_[index];
    out = NodeVisits{n.visits, n.num_children, 0};
    for (int i = 0; i < n.num_children; ++i) {
      out.below += nodes_[n.first_child + i].visits;
    }
    return true;
  }

  // Each expanded node below the root where a player chooses (not a roll): its children's
  // visits. For tests.
  template <class F>
  void for_each_choice_below_root(F&& f) const {
    std::vector<std::uint32_t> visits;
    for (std::size_t i = 0; i < nodes_.size(); ++i) {
      const Node& n = nodes_[i];
      if (static_cast<int>(i) == root_index_ || n.first_child < 0 ||
          nodes_[n.first_child].mover == kChance) {
        continue;
      }
      visits.clear();
      for (int j = 0; j < n.num_children; ++j) {
        visits.push_back(nodes_[n.first_child + j].visits);
      }
      f(visits);
    }
  }

  const SearchStats& stats() {
    stats_.nodes = static_cast<std::int64_t>(nodes_.size());
    stats_.value = 0;
    const Node& r = nodes_[root_index_];
    if (decisive_ != kNoAction) {
      stats_.value = 1;
    } else if (r.num_children > 0) {
      const Action a = best_action();
      for (int i = 0; i < r.num_children; ++i) {
        const Node& c = nodes_[r.first_child + i];
        if (c.action == a && c.visits > 0) {
          stats_.value = 2 * c.value / c.visits - 1;
        }
      }
    }
    return stats_;
  }

 private:
  // 32 bytes. The mean is kept so that selection divides once per node on the path at backup
  // rather than once per child scanned (the same quotient, so the same choices).
  struct Node {
    std::int32_t first_child = -1;
    Action action = kNoAction;
    std::uint32_t visits = 0;
    std::int16_t num_children = 0;
    std::int16_t mover = kNobody;  // who chose `action` (kChance for an outcome)
    double value = 0;              // sum of the mover's rewards (0..1); a chance outcome's weight
    double mean = 0;               // value / visits (not for a chance outcome)
    int weight() const { return static_cast<int>(value); }
  };
  static_assert(sizeof(Node) == 32);

  // The index of n's most visited child (of the better mean among equals); n has children.
  int most_visited(const Node& n) const {
    int best = n.first_child;
    for (int i = 1; i < n.num_children; ++i) {
      const Node& c = nodes_[n.first_child + i];
      const Node& b = nodes_[best];
      if (c.visits > b.visits ||
          (c.visits == b.visits && c.value * b.visits > b.value * c.visits)) {
        best = n.first_child + i;
      }
    }
    return best;
  }

  // Whether playing `a` in s lets the player to move win before the turn passes, within
  // `depth` actions.
  static bool wins_the_turn(const State& s, Action a, int depth) {
    const int me = G::to_move(s);
    State c = s;
    G::apply(c, a);
    if (G::is_terminal(c)) {
      double out[kMaxPlayers] = {};
      G::returns(c, out);
      return out[me] > 0;
    }
    if (depth <= 1 || G::to_move(c) != me) {
      return false;
    }
    typename G::Actions actions;
    G::legal_actions(c, actions);
    for (Action b : actions) {
      if (wins_the_turn(c, b, depth - 1)) {
        return true;
      }
    }
    return false;
  }

  // The node of the last tree (below its root, at most two actions down) whose state is s;
  // -1 when none.
  int find_in_tree(const State& s) const {
    const Node& r = nodes_[root_index_];
    for (int i = 0; i < r.num_children; ++i) {
      const int c = r.first_child + i;
      State t = root_;
      G::apply(t, nodes_[c].action);
      if (t == s) {
        return c;
      }
      const Node& n = nodes_[c];
      for (int j = 0; j < n.num_children; ++j) {
        State u = t;
        G::apply(u, nodes_[n.first_child + j].action);
        if (u == s) {
          return n.first_child + j;
        }
      }
    }
    return -1;
  }

  void expand(int index, const State& s) {
    const auto first = static_cast<std::int32_t>(nodes_.size());
    const int mover = G::to_move(s);
    if (mover == kChance) {
      typename G::Chances chances;
      G::chance_outcomes(s, chances);
      for (const ChanceOutcome& c : chances) {
        Node n;
        n.action = c.action;
        n.value = c.weight;  // outcomes have no rewards: the field holds the weight
        n.mover = kChance;
        nodes_.push_back(n);
      }
      nodes_[index].num_children = static_cast<std::int16_t>(chances.size());
    } else {
      typename G::Actions actions;
      G::legal_actions(s, actions);
      if constexpr (HasSensibleActions<Eval, State, typename G::Actions>) {
        if (options_.policy) {
          Eval::sensible_actions(s, actions);
        }
      }
      for (int i = actions.size() - 1; i > 0; --i) {  // shuffled: unvisited children in turn
        const auto j = static_cast<int>(rng_.below(static_cast<std::uint32_t>(i + 1)));
        const Action t = actions[i];
        actions[i] = actions[j];
        actions[j] = t;
      }
      for (Action a : actions) {
        Node n;
        n.action = a;
        n.mover = static_cast<std::int16_t>(mover);
        nodes_.push_back(n);
      }
      nodes_[index].num_children = static_cast<std::int16_t>(actions.size());
    }
    nodes_[index].first_child = first;
  }

  // With options_.transpose, a chance node's state s met before in this tree: node `index`
  // takes the children of the node that met it first (true). Else false, and s is recorded
  // for node `index`, which the caller then expands.
  bool share(int index, const State& s) {
    if (!options_.transpose || G::to_move(s) != kChance) {
      return false;
    }
    const std::uint64_t h = G::hash(s);
    for (std::size_t i = h & (kSlots - 1), probes = 0; probes < kProbes;
         i = (i + 1) & (kSlots - 1), ++probes) {
      Slot& e = slots_[i];
      if (e.node < 0) {
        e.hash = h;
        e.node = index;
        e.state = static_cast<int>(states_.size());
        states_.push_back(s);
        return false;
      }
      if (e.hash == h && states_[static_cast<std::size_t>(e.state)] == s) {
        const Node& first = nodes_[e.node];
        nodes_[index].first_child = first.first_child;
        nodes_[index].num_children = first.num_children;
        ++stats_.shared;
        return first.first_child >= 0;
      }
    }
    return false;
  }

  // An empty table for a tree that starts afresh (allocated by the first begin()).
  void clear_shared() {
    if (slots_.empty()) {
      slots_.assign(kSlots, Slot{});
    } else if (!states_.empty()) {
      std::fill(slots_.begin(), slots_.end(), Slot{});
      states_.clear();
    }
  }

  int select_chance(const Node& n) {
    std::uint32_t total = 0;
    for (int i = 0; i < n.num_children; ++i) {
      total += static_cast<std::uint32_t>(nodes_[n.first_child + i].weight());
    }
    std::uint32_t r = rng_.below(total);
    for (int i = 0; i < n.num_children; ++i) {
      const auto w = static_cast<std::uint32_t>(nodes_[n.first_child + i].weight());
      if (r < w) {
        return n.first_child + i;
      }
      r -= w;
    }
    return n.first_child + n.num_children - 1;
  }

  int select_uct(const Node& n, bool at_root) const {
    const double log_n = detail::log_n(n.visits);
    const double c = options_.exploration;
    const bool urgency = !at_root && options_.first_play > 0;
    int best = -1;
    double best_score = -1;
    for (int i = 0; i < n.num_children; ++i) {
      const Node& ch = nodes_[n.first_child + i];
      if (ch.visits == 0) {
        if (!urgency) {
          return n.first_child + i;
        }
        if (options_.first_play > best_score) {  // the first unvisited child, in shuffled order
          best_score = options_.first_play;
          best = n.first_child + i;
        }
        continue;
      }
      const double v = static_cast<double>(ch.visits);
      const double score = ch.mean + c * std::sqrt(log_n / v);
      if (score > best_score) {
        best_score = score;
        best = n.first_child + i;
      }
    }
    return best;
  }

  Action playout_action(const State& s) {
    if constexpr (HasPlayoutPolicy<Eval, State>) {
      if (options_.policy) {
        return Eval::playout_action(s, rng_);
      }
    }
    return random_legal_action<G>(s, rng_);
  }

  void simulate(State& s, double* out) {
    if constexpr (HasFusedPlayout<Eval, State>) {
      if (options_.policy && options_.cutoff == 0) {
        Eval::playout(s, rng_);
        G::returns(s, out);
        return;
      }
    }
    int plies = 0;
    while (!G::is_terminal(s)) {
      if (options_.cutoff > 0 && plies >= options_.cutoff) {
        if constexpr (Eval::kAvailable) {
          Eval::evaluate(s, out);
          return;
        }
        break;
      }
      G::apply(s, G::to_move(s) == kChance ? random_chance_action<G>(s, rng_) : playout_action(s));
      ++plies;
    }
    if (G::is_terminal(s)) {
      G::returns(s, out);
    } else {
      for (int p = 0; p < kMaxPlayers; ++p) {
        out[p] = 0;
      }
    }
  }

  void iterate() {
    State s = root_;
    int path[kMaxPath];
    int length = 0;
    int index = root_index_;
    path[length++] = root_index_;
    while (!G::is_terminal(s) && length < kMaxPath) {
      Node& n = nodes_[index];
      if (n.first_child < 0) {
        const bool room =
            static_cast<std::int64_t>(nodes_.size()) + G::Actions::kCapacity <= options_.max_nodes;
        if (n.visits < static_cast<std::uint32_t>(options_.expand_after) || !room) {
          break;
        }
        bool shared = false;
        if constexpr (kTranspositions) {
          shared = share(index, s);
        }
        if (!shared) {
          expand(index, s);
        }
      }
      const Node& parent = nodes_[index];
      if (parent.num_children == 0) {
        break;
      }
      index = G::to_move(s) == kChance ? select_chance(parent) : select_uct(parent, length == 1);
      G::apply(s, nodes_[index].action);
      path[length++] = index;
      if (nodes_[index].visits == 0) {
        break;
      }
    }
    double out[kMaxPlayers] = {};
    simulate(s, out);
    for (int i = 0; i < length; ++i) {
      Node& n = nodes_[path[i]];
      ++n.visits;
      if (n.mover >= 0) {
        n.value += (out[n.mover] + 1) * 0.5;
        n.mean = n.value / static_cast<double>(n.visits);
      }
    }
    ++stats_.iterations;
    if (length - 1 > stats_.depth) {
      stats_.depth = length - 1;
    }
  }

  // The chance nodes' states met in this tree (options_.transpose): open addressing by hash.
  struct Slot {
    std::uint64_t hash = 0;
    int node = -1;   // the node that met the state first
    int state = -1;  // its index in states_
  };
  static constexpr std::size_t kSlots = std::size_t{1} << 15;
  static constexpr std::size_t kProbes = 8;

  static constexpr int kMaxPath = 512;
  static constexpr int kDecisiveDepth = 3;
  static constexpr std::uint32_t kLineVisits = 16;  // a line's move below the root

  MctsOptions options_;
  State root_{};
  std::vector<Node> nodes_;
  Rng rng_;
  SearchStats stats_{};
  Action decisive_ = kNoAction;
  int root_index_ = 0;
  std::vector<Slot> slots_;
  std::vector<State> states_;
};

}  // namespace marbles::ai
