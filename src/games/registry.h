// The registry: the games of the game list (games/list.h) as GameInfo, for the app, records,
// tools and generic tests; and the record functions of core/record.h over those games.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/any_game.h"
#include "core/record.h"

namespace marbles {

// Every playable game, in start-screen order (the list's).
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

// core/record.h over the registered games.
inline Result<Record> parse_record(std::string_view text) {
  return parse_record(text, games());
}
inline Result<std::unique_ptr<AnyState>> start_state(const Record& record) {
  return start_state(record, games());
}
// The record as text (checked: its game, variant and position are valid).
inline std::string format_record(const Record& record) {
  auto start = start_state(record);
  MARBLES_CHECK(start.ok());
  return format_record(record, **start);
}

}  // namespace marbles
