// Wali's entry in the game list (src/games/list.h): its id, variants, sides, and the words the
// interface shows for them (data only the UI's text layer reads), and what the bench runs.
#pragma once

#include <string_view>

#include "core/descriptor.h"
#include "games/wali/messages.h"
#include "games/wali/rules.h"

namespace marbles::wali {

struct Descriptor {
  using Game = wali::Game;
  static constexpr std::string_view kId = Game::kId;
  static constexpr Words kName{"Wali", "Wali"};
  static constexpr std::string_view kVariants[] = {"default", "1980"};  // the first: the default
  static constexpr Words kSides[] = {{"Sticks", "Bâtonnets"}, {"Stones", "Cailloux"}};
  static constexpr bool kPluralSides = true;  // "Sticks win!"
  static constexpr bool kDice = false;
  static constexpr VariantWords kVariantLabels[] = {
      {"default",
       {"Default: two pieces left loses", "Par défaut\xC2\xA0: qui n’a plus que deux pièces perd"}},
      {"1980",
       {"1980: no piece left loses (Jeux & Stratégie)",
        "1980\xC2\xA0: qui n’a plus aucune pièce perd (Jeux & Stratégie)"}},
  };
  // No short names: "1980" reads the same in both languages.
  static constexpr std::span<const VariantWords> kVariantShort{};
  static constexpr std::string_view kSignature[] = {"", "1980"};
  static constexpr std::string_view kDefault[] = {""};
  static constexpr BenchVariants kBench{kSignature, kDefault, kDefault, kDefault};
  static constexpr std::span<const MessageText> kMessages = kMessageTexts;
};

}  // namespace marbles::wali
