// La poursuite infernale's entry in the game list (src/games/list.h): its id, variants, sides,
// the words the interface shows for them and the texts of its messages (data only the UI's
// text layer reads), and what the bench runs.
#pragma once

#include <span>
#include <string_view>

#include "core/descriptor.h"
#include "games/poursuite/messages.h"
#include "games/poursuite/rules.h"

namespace marbles::poursuite {

struct Descriptor {
  using Game = poursuite::Game;
  static constexpr std::string_view kId = Game::kId;
  static constexpr std::span<const MessageText> kMessages = kMessageTexts;
  static constexpr Words kName{"La poursuite infernale", "La poursuite infernale"};
  static constexpr std::string_view kVariants[] = {"default", "single", "6x6", "7x7"};
  // The two players swap knights between the rounds of a match, so they are named by number,
  // not by colour or role.
  static constexpr Words kSides[] = {{"Player 1", "Joueur 1"}, {"Player 2", "Joueur 2"}};
  static constexpr bool kPluralSides = false;  // "Player 1 wins!"
  static constexpr bool kDice = false;
  static constexpr VariantWords kVariantLabels[] = {
      {"default",
       {"A match of two rounds, roles swapped (8\xC2\xA0×\xC2\xA0"
        "8)",
        "Deux manches, rôles échangés (8\xC2\xA0×\xC2\xA0"
        "8)"}},
      {"single",
       {"One round (8\xC2\xA0×\xC2\xA0"
        "8)",
        "Une manche (8\xC2\xA0×\xC2\xA0"
        "8)"}},
      {"6x6",
       {"Small board, 6\xC2\xA0×\xC2\xA0"
        "6: two rounds",
        "Petit plateau, 6\xC2\xA0×\xC2\xA0"
        "6\xC2\xA0: deux manches"}},
      {"7x7",
       {"Medium board, 7\xC2\xA0×\xC2\xA0"
        "7: two rounds",
        "Plateau moyen, 7\xC2\xA0×\xC2\xA0"
        "7\xC2\xA0: deux manches"}},
  };
  static constexpr VariantWords kVariantShortList[] = {
      {"single", {"one round", "une manche"}},
      {"6x6",
       {"6\xC2\xA0×\xC2\xA0"
        "6",
        "6\xC2\xA0×\xC2\xA0"
        "6"}},
      {"7x7",
       {"7\xC2\xA0×\xC2\xA0"
        "7",
        "7\xC2\xA0×\xC2\xA0"
        "7"}},
  };
  static constexpr std::span<const VariantWords> kVariantShort{kVariantShortList};
  static constexpr std::string_view kThree[] = {"", "single", "6x6"};
  static constexpr std::string_view kDefault[] = {""};
  static constexpr BenchVariants kBench{kThree, kDefault, kDefault, kThree};
};

}  // namespace marbles::poursuite
