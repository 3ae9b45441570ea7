// Line 3's entry in the game list, appended by the test build (tests/games/test_games.h).
#pragma once

#include <string_view>

#include "core/descriptor.h"
#include "core/message.h"
#include "games/line3/rules.h"

namespace marbles::line3 {

// Its messages (codes "line3.<name>"): data for the UI's text layer (src/ui/messages.h); the
// formats are in core/message.h.
inline constexpr MessageText kMessageTexts[] = {
    {"line3.bad_position",
     "a Line 3 position is three rows and the side to move: \"x.o/.x./o.. o\"",
     "une position de Ligne de 3 a trois rangées et le joueur au trait\xC2\xA0: \"x.o/.x./o.. o\""},
    {"line3.bad_cell", "a cell is 'x', 'o' or '.'",
     "une case est «\xC2\xA0x\xC2\xA0», «\xC2\xA0o\xC2\xA0» ou «\xC2\xA0.\xC2\xA0»"},
    {"line3.bad_side", "the side to move is 'x' or 'o'",
     "le joueur au trait est «\xC2\xA0x\xC2\xA0» ou «\xC2\xA0o\xC2\xA0»"},
    {"line3.unknown_variant", "unknown Line 3 variant \"{0}\"",
     "variante de Ligne de 3 inconnue\xC2\xA0: \"{0}\""},
};

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
  static constexpr std::span<const MessageText> kMessages = kMessageTexts;
};

}  // namespace marbles::line3
