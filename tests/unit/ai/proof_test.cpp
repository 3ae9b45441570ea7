// The puzzles' proof search (ai/proof.h) on hand-made positions, and against a plain AND-OR
// search without table on positions of seeded random games; the dice game's best turn
// (ai/best_turn.h) against its own continuation.
#include "ai/proof.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string_view>
#include <vector>

#include "ai/best_turn.h"
#include "core/rng.h"
#include "core/rules.h"

namespace marbles::ai {
namespace {

template <Rules G>
typename G::State position(std::string_view text) {
  const Result<typename G::State> s = G::parse_position(typename G::Variant{}, text);
  EXPECT_TRUE(s.ok()) << text;
  return *s;
}

template <Rules G>
Action action(const typename G::State& s, std::string_view text) {
  const Result<Action> a = G::parse_action(s, text);
  EXPECT_TRUE(a.ok()) << text;
  return *a;
}

// Wali, movement: sticks A1 B1 C2, stones E5 F5 F4. C2-C1 makes the line A1-B1-C1: the only
// capture in 1, and the capture leaves stones two pieces: a win in 1 (the step and the removal).
constexpr std::string_view kWaliLine = "....oo/.....o/....../..s.../ss.... s 0 0 - 0";

TEST(Proof, Wali_TheOnlyCaptureInOne) {
  const wali::State s = position<wali::Game>(kWaliLine);
  Proof<wali::Game> proof(16);
  proof.set_root(s, ProofGoal::kCapture);
  EXPECT_EQ(proof.min_budget(3), 1);
  const std::vector<Action> firsts = proof.winning_firsts(1);
  ASSERT_EQ(firsts.size(), 1u);
  EXPECT_EQ(wali::Game::action_text(s, firsts[0]), "C2-C1");
  // The capture counts once the line is made (the removal pending): a line of one action.
  EXPECT_EQ(proof.line(s, 1), std::vector<Action>{firsts[0]});
  // Another step fails; its refutation is the stones' reply, legal.
  const Action other = action<wali::Game>(s, "C2-D2");
  EXPECT_FALSE(proof.holds_after(s, other, 1));
  wali::State t = s;
  wali::Game::apply(t, other);
  const std::vector<Action> reply = proof.refutation(other, 1);
  ASSERT_EQ(reply.size(), 1u);
  wali::Game::Actions legal;
  wali::Game::legal_actions(t, legal);
  EXPECT_NE(std::find(legal.begin(), legal.end(), reply[0]), legal.end());
}

TEST(Proof, Wali_WinInOneIsTheStepAndItsRemoval) {
  const wali::State s = position<wali::Game>(kWaliLine);
  Proof<wali::Game> proof(16);
  proof.set_root(s, ProofGoal::kWinGame);
  EXPECT_EQ(proof.min_budget(2), 1);
  const std::vector<Action> line = proof.line(s, 1);
  ASSERT_EQ(line.size(), 2u);
  wali::State t = s;
  wali::Game::apply(t, line[0]);
  EXPECT_TRUE(t.must_remove);
  wali::Game::apply(t, line[1]);
  EXPECT_TRUE(wali::Game::is_terminal(t));
  EXPECT_TRUE(proof.reached(t));
}

TEST(Proof, Yote_TheOnlyJumpIsTheCaptureInOne) {
  const yote::State s = position<yote::Game>("....../....../....../..dl../...... l 5 5 - 0");
  Proof<yote::Game> proof(16);
  proof.set_root(s, ProofGoal::kCapture);
  const std::vector<Action> firsts = proof.winning_firsts(1);
  ASSERT_EQ(firsts.size(), 1u);
  EXPECT_EQ(yote::Game::action_text(s, firsts[0]), "D2xB2");
}

TEST(Proof, NoGoalFromTheStarts) {
  // Quits: light's marbles are four diagonal steps or more from e5: no marble out in 2.
  const quits::State q = quits::Game::initial({});
  Proof<quits::Game> quits(16);
  quits.set_root(q, ProofGoal::kScore);
  EXPECT_FALSE(quits.holds(q, 2));
  EXPECT_EQ(quits.min_budget(2), 0);
  // Offboard: no marble in contact: no point in 1.
  const offboard::State o = offboard::Game::initial({});
  Proof<offboard::Game> offboard(16);
  offboard.set_root(o, ProofGoal::kScore);
  EXPECT_FALSE(offboard.holds(o, 1));
  EXPECT_TRUE(offboard.winning_firsts(1).empty());
}

// The same question by a plain AND-OR search, no table, no ordering.
template <Rules G>
bool plain(const typename G::State& s, int me, int base, ProofGoal goal, int n) {
  if (G::is_terminal(s)) {
    double out[kMaxPlayers] = {};
    G::returns(s, out);
    if (out[me] > 0) {
      return true;
    }
  }
  if (goal != ProofGoal::kWinGame && ProofGain<G>::gain(s, me) > base) {
    return true;
  }
  if (G::is_terminal(s) || n <= 0) {
    return false;
  }
  const bool attacking = G::to_move(s) == me;
  typename G::Actions actions;
  G::legal_actions(s, actions);
  for (Action a : actions) {
    typename G::State child = s;
    G::apply(child, a);
    const int left = attacking && G::to_move(child) != me ? n - 1 : n;
    if (plain<G>(child, me, base, goal, left) == attacking) {
      return attacking;
    }
  }
  return !attacking;
}

template <Rules G>
void agrees_with_plain(ProofGoal goal, int max_n, int plies, int* proven) {
  Proof<G> proof(16);
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    Rng rng(seed);
    typename G::State s = G::initial(typename G::Variant{});
    for (int ply = 0; ply < plies && !G::is_terminal(s); ++ply) {
      if (ply % 3 == 0) {
        const int me = G::to_move(s);
        proof.set_root(s, goal);
        // The largest budget first: the table's entries of one budget then answer another.
        for (int n = max_n; n >= 1; --n) {
          const bool expected = plain<G>(s, me, ProofGain<G>::gain(s, me), goal, n);
          ASSERT_EQ(proof.holds(s, n), expected)
              << G::position_text(s) << " n " << n << " seed " << seed;
          *proven += expected ? 1 : 0;
        }
      }
      G::apply(s, random_legal_action<G>(s, rng));
    }
  }
}

TEST(Proof, AgreesWithAPlainSearch) {
  int proven = 0;
  agrees_with_plain<wali::Game>(ProofGoal::kCapture, 2, 90, &proven);
  agrees_with_plain<yote::Game>(ProofGoal::kCapture, 2, 60, &proven);
  agrees_with_plain<quits::Game>(ProofGoal::kScore, 2, 90, &proven);
  agrees_with_plain<poursuite::Game>(ProofGoal::kWinGame, 3, 30, &proven);
  EXPECT_GT(proven, 20);  // the positions hold both answers
}

TEST(BestTurn, Wykersham_TheBestFirstActionLeadsToTheBestTurn) {
  Rng rng(7);
  wykersham::State s = wykersham::Game::initial({});
  while (wykersham::Game::to_move(s) == kChance || s.turn < 6 ||
         s.phase != wykersham::Phase::kPlace || s.placed != 0) {
    wykersham::Game::apply(s, wykersham::Game::to_move(s) == kChance
                                  ? random_chance_action<wykersham::Game>(s, rng)
                                  : random_legal_action<wykersham::Game>(s, rng));
  }
  ASSERT_EQ(s.phase, wykersham::Phase::kPlace);
  BestTurn<wykersham::Game> search;
  const auto values = search.first_values(s);
  ASSERT_GT(values.size(), 1u);
  std::size_t best = 0;
  for (std::size_t i = 0; i < values.size(); ++i) {
    best = values[i].second > values[best].second ? i : best;
  }
  EXPECT_EQ(search.value(s), values[best].second);
  // The continuation keeps the value to the turn's end (the opponent's roll).
  wykersham::State t = s;
  wykersham::Game::apply(t, values[best].first);
  for (Action a : search.continuation(t)) {
    wykersham::Game::apply(t, a);
    EXPECT_EQ(search.value(t), values[best].second);
  }
  EXPECT_EQ(wykersham::Game::to_move(t), kChance);
  EXPECT_EQ(search.scale(), 36);
}

}  // namespace
}  // namespace marbles::ai
