// Quits' entry in the game list (src/games/list.h): its id, variants, sides, and the words the
// interface shows for them (data only the UI's text layer reads), and what the bench runs.
#pragma once

#include <string_view>

#include "core/descriptor.h"
#include "games/quits/messages.h"
#include "games/quits/rules.h"

namespace marbles::quits {

struct Descriptor {
  using Game = quits::Game;
  static constexpr std::string_view kId = Game::kId;
  static constexpr Words kName{"Quits", "Quits"};
  static constexpr std::string_view kVariants[] = {"default", "3-marbles", "4-players",
                                                   "orthogonal"};
  // Each seat is one person; with four players the seats go clockwise from a1.
  static constexpr Words kSides[] = {
      {"Light", "Clair"}, {"Dark", "Foncé"}, {"Red", "Rouge"}, {"Blue", "Bleu"}};
  static constexpr bool kPluralSides = false;
  static constexpr bool kDice = false;
  static constexpr VariantWords kVariantLabels[] = {
      {"default",
       {"Two players, five marbles each: take three out",
        "Deux joueurs, cinq billes chacun\xC2\xA0: en sortir trois"}},
      {"3-marbles",
       {"Two players, three marbles each: take one out",
        "Deux joueurs, trois billes chacun\xC2\xA0: en sortir une"}},
      {"4-players",
       {"Four players, three marbles each: take one out",
        "Quatre joueurs, trois billes chacun\xC2\xA0: en sortir une"}},
      {"orthogonal",
       {"Orthogonal: a marble steps straight or diagonally towards its exit",
        "Orthogonale\xC2\xA0: une bille avance tout droit ou en diagonale vers sa sortie"}},
  };
  static constexpr VariantWords kVariantShortList[] = {
      {"3-marbles", {"3 marbles each", "3 billes chacun"}},
      {"4-players", {"4 players", "4 joueurs"}},
      {"orthogonal", {"orthogonal", "orthogonale"}},
  };
  static constexpr std::span<const VariantWords> kVariantShort{kVariantShortList};
  static constexpr std::string_view kAll[] = {"default", "3-marbles", "4-players", "orthogonal"};
  static constexpr std::string_view kTwo[] = {"", "4-players"};
  static constexpr BenchVariants kBench{kAll, kTwo, kTwo, kAll};
  static constexpr std::span<const MessageText> kMessages = kMessageTexts;
};

}  // namespace marbles::quits
