// Wykersham's entry in the game list (src/games/list.h): its id, variants, sides, the words
// the interface shows for them and its messages (data only the UI's text layer reads), and what
// the bench runs.
#pragma once

#include <array>
#include <cstddef>
#include <span>
#include <string_view>

#include "core/descriptor.h"
#include "games/wykersham/messages.h"
#include "games/wykersham/position_messages.h"
#include "games/wykersham/rules.h"

namespace marbles::wykersham {

// The game's messages: the moves' and variants' (messages.h), then the position text's
// (position_messages.h).
inline constexpr auto kAllMessageTexts = [] {
  constexpr std::size_t kMoves = std::size(kMessageTexts);
  std::array<MessageText, kMoves + std::size(kPositionMessageTexts)> out{};
  for (std::size_t i = 0; i < out.size(); ++i) {
    out[i] = i < kMoves ? kMessageTexts[i] : kPositionMessageTexts[i - kMoves];
  }
  return out;
}();

struct Descriptor {
  using Game = wykersham::Game;
  static constexpr std::string_view kId = Game::kId;
  static constexpr Words kName{"Wykersham", "Wykersham"};
  static constexpr std::string_view kVariants[] = {"default"};
  static constexpr Words kSides[] = {{"Red", "Rouges"}, {"Green", "Verts"}};
  static constexpr bool kPluralSides = true;
  static constexpr bool kDice = true;  // the page offers to type in real dice
  static constexpr std::span<const VariantWords> kVariantLabels{};
  static constexpr std::span<const VariantWords> kVariantShort{};
  static constexpr std::string_view kDefault[] = {""};
  static constexpr BenchVariants kBench{kDefault, kDefault, kDefault, kDefault};
  static constexpr std::span<const MessageText> kMessages = kAllMessageTexts;
  // The bench's search starts at a decision: after the roll-off, Red's first placement after a
  // 3-5.
  static State search_start() {
    State s = Game::initial({});
    Game::apply(s, kRollOffRed);
    Game::apply(s, roll_action(3, 5));
    return s;
  }
};

}  // namespace marbles::wykersham
