// Line 3's entry in the game list, appended by the test build (tests/games/test_games.h).
#pragma once

#include <string_view>

#include "core/descriptor.h"
#include "games/line3/rules.h"

namespace marbles::line3 {

struct Descriptor {
  using Game = line3::Game;
  static constexpr std::string_view kId = Game::kId;
  static constexpr Words kName{"Line 3", "Ligne de 3"};
  static constexpr std::string_view kVariants[] = {"default", "misere"};
  static constexpr Words kSides[] = {{"Crosses", "Croix"}, {"Noughts", "Ronds"}};
  static constexpr bool kPluralSides = true;
  static constexpr bool kDice = false;
  static constexpr VariantWords kVariantLabels[] = {
      {"default", {"Three in a row wins", "Trois alignés gagnent"}},
      {"misere", {"Three in a row loses", "Trois alignés perdent"}},
  };
  static constexpr VariantWords kVariantShortList[] = {{"misere", {"misère", "qui perd gagne"}}};
  static constexpr std::span<const VariantWords> kVariantShort{kVariantShortList};
  static constexpr std::string_view kBoth[] = {"", "misere"};
  static constexpr BenchVariants kBench{kBoth, kBoth, kBoth, kBoth};
};

}  // namespace marbles::line3
