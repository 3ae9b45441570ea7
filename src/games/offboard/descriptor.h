// Offboard's entry in the game list (src/games/list.h): its id, variants, sides, and the words
// the interface shows for them (data only the UI's text layer reads), and what the bench runs.
#pragma once

#include <cstdint>
#include <iterator>
#include <string>
#include <string_view>
#include <vector>

#include "core/descriptor.h"
#include "games/offboard/messages.h"
#include "games/offboard/rules.h"

namespace marbles::offboard {

struct Descriptor {
  using Game = offboard::Game;
  static constexpr std::string_view kId = Game::kId;
  static constexpr Words kName{"Offboard", "Offboard"};
  static constexpr std::string_view kVariants[] = {"default"};
  static constexpr Words kSides[] = {{"Red", "Rouges"}, {"Yellow", "Jaunes"}};
  static constexpr bool kPluralSides = true;
  static constexpr bool kDice = false;
  // The start screen's words for the target values (not variants of their own).
  static constexpr VariantWords kVariantLabels[] = {
      {"custom", {"Target values", "Valeur des cibles"}},
      {"custom-hint",
       {"Tap a target's value to change it (1 to 6). Targets are numbered counter-clockwise from "
        "the left half of Red's edge; the default is 1, 2, 3 all round.",
        "Touchez la valeur d’une cible pour la changer (1 à 6). Les cibles sont numérotées dans "
        "le sens inverse des aiguilles d’une montre depuis la moitié gauche du bord des "
        "Rouges\xC2\xA0; par défaut 1, 2, 3 tout autour."}},
  };
  static constexpr std::span<const VariantWords> kVariantShort{};
  // Its own target values, "targets 3,1,2,...": the word in the page's language.
  static constexpr VariantPrefix kVariantPrefix{"targets ", {"targets ", "cibles "}};
  // The default layout and a custom one (equal values at every corner).
  static constexpr std::string_view kTwo[] = {"default", "targets 1,2,2,3,3,1,1,2,2,3,3,1"};
  static constexpr std::string_view kDefault[] = {""};
  static constexpr BenchVariants kBench{kTwo, kDefault, kDefault, kTwo};
  static constexpr std::span<const MessageText> kMessages = kMessageTexts;

  // The target values are a variant: set one by one on the start screen (GameInfo::numbers,
  // GameInfo::variant), or written as variant text ("targets 1,2,3,...", parse_variant).
  static std::vector<int> numbers(std::string_view variant) {
    auto v = Game::parse_variant(variant);
    if (!v.ok()) {
      return {};
    }
    return std::vector<int>(std::begin(v->values), std::end(v->values));
  }
  static std::string variant(const std::vector<int>& numbers) {
    Variant v;
    for (std::size_t i = 0; i < kTargets && i < numbers.size(); ++i) {
      v.values[i] = static_cast<std::uint8_t>(numbers[i]);
    }
    return Game::variant_text(v);
  }
};

}  // namespace marbles::offboard
