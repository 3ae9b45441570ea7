// The game registry: one explicit line per game in src/games/registry_list.cpp.
#pragma once

#include <string_view>
#include <vector>

#include "core/any_game.h"

namespace marbles {

// Every playable game, in start-screen order.
const std::vector<GameInfo>& games();
// nullptr when no game has that id.
const GameInfo* find_game(std::string_view id);

// Games announced on the start screen but not playable yet (id, English, French names).
struct UpcomingGame {
  std::string_view id;
  std::string_view name_en;
  std::string_view name_fr;
};
const std::vector<UpcomingGame>& upcoming_games();

}  // namespace marbles
