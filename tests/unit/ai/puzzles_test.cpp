// The shipped puzzle files (assets/puzzles/<game>.tsv, written by `bench --puzzles`): every
// line well formed, at least 50 puzzles a game, and a seeded sample re-proved in full on each
// run (bench/puzzle_file.h: the goal within n, the solution legal and unique at each of the
// solver's moves, every other first move refuted). `bench --puzzles-check` re-proves them all.
#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <string>
#include <vector>

#include "../../../bench/puzzle_file.h"
#include "core/rng.h"
#include "games/list.h"

namespace marbles::puzzles {
namespace {

std::vector<Puzzle> read_file(std::string_view game, std::string* header) {
  std::ifstream f(std::string(MARBLES_PUZZLES_DIR) + "/" + std::string(game) + ".tsv");
  EXPECT_TRUE(f.good()) << game;
  std::vector<Puzzle> out;
  std::string line;
  std::string error;
  for (int number = 1; std::getline(f, line); ++number) {
    Puzzle p;
    if (number == 1) {
      *header = line;
    }
    if (parse_line(line, &p, &error)) {
      out.push_back(p);
    }
    EXPECT_TRUE(error.empty()) << game << ":" << number << ": " << error;
  }
  return out;
}

// How many puzzles of each game a run re-proves (Wykersham's search is the dearest).
template <Rules G>
int sample_size() {
  return ai::TurnPoints<G>::kAvailable ? 1 : 4;
}

TEST(Puzzles, EveryGameShipsFiftyProvenPuzzles) {
  Rng rng(0x9E221E5);
  int games = 0;
  for_each_type(AppGames{}, [&]<class D>() {  // the page's games (not the test-only ones)
    using G = typename D::Game;
    {
      ++games;
      std::string header;
      const std::vector<Puzzle> puzzles = read_file(G::kId, &header);
      EXPECT_EQ(header.rfind("# bench --puzzles " + std::string(G::kId), 0), 0u) << header;
      EXPECT_GE(puzzles.size(), 50u) << G::kId;
      std::set<std::string> ids;
      std::set<std::string> positions;
      for (const Puzzle& p : puzzles) {
        EXPECT_TRUE(ids.insert(p.id).second) << p.id;
        EXPECT_TRUE(positions.insert(p.position).second) << p.id;
        EXPECT_EQ(p.id.rfind(std::string(G::kId) + "-", 0), 0u) << p.id;
      }
      for (int k = 0; k < sample_size<G>() && !puzzles.empty(); ++k) {
        const Puzzle& p = puzzles[rng.below(static_cast<std::uint32_t>(puzzles.size()))];
        std::string error;
        EXPECT_TRUE(check_game<G>(p, &error)) << p.id << ": " << error;
      }
    }
  });
  EXPECT_GE(games, 6);
}

// The checker refuses a puzzle whose first move is another, whose refutations miss a move,
// or whose goal needs a turn less than it says.
TEST(Puzzles, TheCheckerRefusesWrongProofs) {
  std::string header;
  const std::vector<Puzzle> puzzles = read_file("wali", &header);
  ASSERT_FALSE(puzzles.empty());
  const Puzzle good = puzzles[0];
  std::string error;
  ASSERT_TRUE(check_game<wali::Game>(good, &error)) << error;
  ASSERT_FALSE(good.refutations.empty());
  Puzzle wrong_first = good;
  wrong_first.solution = {good.refutations[0].move};
  EXPECT_FALSE(check_game<wali::Game>(wrong_first, &error));
  Puzzle missing = good;
  missing.refutations.pop_back();
  EXPECT_FALSE(check_game<wali::Game>(missing, &error));
  Puzzle longer = good;
  longer.n += 1;
  EXPECT_FALSE(check_game<wali::Game>(longer, &error));
  Puzzle bad_reply = good;
  bad_reply.refutations[0].line = {"A1-A2-A3"};
  EXPECT_FALSE(check_game<wali::Game>(bad_reply, &error));
}

}  // namespace
}  // namespace marbles::puzzles
