// Rng: SplitMix64 with our own range reduction, the same numbers natively and in WASM.
#include "core/rng.h"

#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <vector>

namespace marbles {
namespace {

// The published SplitMix64 reference (Vigna, splitmix64.c) seeded with 0.
TEST(Rng, Next_MatchesSplitMix64Reference) {
  Rng rng(0);
  EXPECT_EQ(rng.next(), 0xE220A8397B1DCDAFULL);
  EXPECT_EQ(rng.next(), 0x6E789E6AA1B965F4ULL);
  EXPECT_EQ(rng.next(), 0x06C45D188009454FULL);
}

TEST(Rng, Seed_SameSeedSameSequenceOtherSeedOtherSequence) {
  Rng a(42);
  Rng b(42);
  Rng c(43);
  int differ = 0;
  for (int i = 0; i < 100; ++i) {
    const std::uint64_t x = a.next();
    EXPECT_EQ(x, b.next());
    differ += x != c.next() ? 1 : 0;
  }
  EXPECT_EQ(differ, 100);
}

TEST(Rng, State_SavedStateReplaysTheSequence) {
  Rng rng(7);
  for (int i = 0; i < 10; ++i) {
    rng.next();
  }
  const std::uint64_t saved = rng.state();
  std::vector<std::uint32_t> first;
  for (int i = 0; i < 50; ++i) {
    first.push_back(rng.below(1000));
  }
  Rng other(0);
  other.set_state(saved);
  for (int i = 0; i < 50; ++i) {
    EXPECT_EQ(other.below(1000), first[static_cast<size_t>(i)]) << "draw " << i;
  }
  EXPECT_EQ(other.state(), rng.state());
}

TEST(Rng, Below_OneIsAlwaysZeroAndConsumesOneDraw) {
  Rng rng(3);
  Rng twin(3);
  for (int i = 0; i < 100; ++i) {
    EXPECT_EQ(rng.below(1), 0u);
    twin.next();
    EXPECT_EQ(rng.state(), twin.state());
  }
}

TEST(Rng, Below_StaysInRange) {
  Rng rng(11);
  const std::uint32_t sizes[] = {2u, 3u, 6u, 7u, 30u, 181u, 1000u, 0x80000001u, 0xFFFFFFFFu};
  for (std::uint32_t n : sizes) {
    for (int i = 0; i < 2000; ++i) {
      EXPECT_LT(rng.below(n), n) << "n = " << n;
    }
  }
}

// A loose chi-square check: 60000 draws of a die, each face expected 10000 times.
TEST(Rng, Below_RoughlyUniform) {
  Rng rng(2024);
  std::array<int, 6> count{};
  const int draws = 60000;
  for (int i = 0; i < draws; ++i) {
    ++count[rng.below(6)];
  }
  double chi2 = 0;
  for (int c : count) {
    const double d = c - draws / 6.0;
    chi2 += d * d / (draws / 6.0);
  }
  EXPECT_LT(chi2, 30.0) << "5 degrees of freedom; 30 is far beyond the 99.99th percentile";
}

TEST(Rng, Below_EveryValueOfSmallRangesAppears) {
  Rng rng(5);
  for (std::uint32_t n = 1; n <= 40; ++n) {
    std::vector<bool> seen(n, false);
    for (int i = 0; i < 2000; ++i) {
      seen[rng.below(n)] = true;
    }
    for (std::uint32_t v = 0; v < n; ++v) {
      EXPECT_TRUE(seen[v]) << v << " never drawn from below(" << n << ")";
    }
  }
}

TEST(Rng, Weighted_ZeroWeightNeverPickedAndRatiosFollowWeights) {
  Rng rng(9);
  const int weights[] = {1, 0, 3, 0};
  std::array<int, 4> count{};
  const int draws = 40000;
  for (int i = 0; i < draws; ++i) {
    ++count[static_cast<size_t>(rng.weighted(weights, 4))];
  }
  EXPECT_EQ(count[1], 0);
  EXPECT_EQ(count[3], 0);
  EXPECT_NEAR(count[0] / static_cast<double>(draws), 0.25, 0.02);
  EXPECT_NEAR(count[2] / static_cast<double>(draws), 0.75, 0.02);
}

TEST(Rng, Weighted_SingleOutcome) {
  Rng rng(1);
  const int weights[] = {5};
  for (int i = 0; i < 10; ++i) {
    EXPECT_EQ(rng.weighted(weights, 1), 0);
  }
}

}  // namespace
}  // namespace marbles
