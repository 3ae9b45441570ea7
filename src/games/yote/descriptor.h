// Yoté's entry in the game list (src/games/list.h): its id, variants, sides, and the words the
// interface shows for them (data only the UI's text layer reads), and what the bench runs.
#pragma once

#include <string_view>

#include "core/descriptor.h"
#include "games/yote/messages.h"
#include "games/yote/rules.h"

namespace marbles::yote {

struct Descriptor {
  using Game = yote::Game;
  static constexpr std::string_view kId = Game::kId;
  static constexpr Words kName{"Yoté", "Yoté"};
  static constexpr std::string_view kVariants[] = {"default", "5x5"};
  static constexpr Words kSides[] = {{"Light", "Clairs"}, {"Dark", "Foncés"}};
  static constexpr bool kPluralSides = true;
  static constexpr bool kDice = false;
  static constexpr VariantWords kVariantLabels[] = {
      {"default",
       {"Default: 6 × 5 board (Jeux & Stratégie 1980)",
        "Par défaut\xC2\xA0: plateau de 6 × 5 (Jeux & Stratégie 1980)"}},
      {"5x5", {"5 × 5 board (Béart 1955)", "Plateau de 5 × 5 (Béart 1955)"}},
  };
  static constexpr VariantWords kVariantShortList[] = {
      {"5x5",
       {"5\xC2\xA0×\xC2\xA0"
        "5",
        "5\xC2\xA0×\xC2\xA0"
        "5"}},
  };
  static constexpr std::span<const VariantWords> kVariantShort{kVariantShortList};
  static constexpr std::string_view kTwo[] = {"", "5x5"};
  static constexpr std::string_view kDefault[] = {""};
  static constexpr BenchVariants kBench{kTwo, kDefault, kTwo, kTwo};
  static constexpr std::span<const MessageText> kMessages = kMessageTexts;
};

}  // namespace marbles::yote
