// The game registry: one explicit line per game (no static self-registration).
#include <cstdint>
#include <iterator>
#include <string>
#include <vector>

#include "core/registry.h"
#include "games/offboard/rules.h"
#include "games/poursuite/rules.h"
#include "games/quits/rules.h"
#include "games/wali/rules.h"
#include "games/wykersham/rules.h"
#include "games/yote/rules.h"

namespace marbles {

namespace {

// Offboard's target values as the start screen's numbers.
std::vector<int> offboard_numbers(std::string_view variant) {
  auto v = offboard::Game::parse_variant(variant);
  if (!v.ok()) {
    return {};
  }
  return std::vector<int>(std::begin(v->values), std::end(v->values));
}

std::string offboard_variant(const std::vector<int>& numbers) {
  offboard::Variant v;
  for (std::size_t i = 0; i < offboard::kTargets && i < numbers.size(); ++i) {
    v.values[i] = static_cast<std::uint8_t>(numbers[i]);
  }
  return offboard::Game::variant_text(v);
}

}  // namespace

const std::vector<GameInfo>& games() {
  static const std::vector<GameInfo> list = {
      GameInfo{wali::Game::kId,
               "Wali",
               "Wali",
               {"default", "1980"},
               {"Sticks", "Stones"},
               {"Bâtonnets", "Cailloux"},
               &make_any_state<wali::Game>,
               true,
               false,
               nullptr,
               nullptr},
      GameInfo{yote::Game::kId,
               "Yoté",
               "Yoté",
               {"default", "5x5"},
               {"Light", "Dark"},
               {"Clairs", "Foncés"},
               &make_any_state<yote::Game>,
               true,
               false,
               nullptr,
               nullptr},
      // The two players swap knights between the rounds of a match, so they are named by
      // number, not by colour or role.
      GameInfo{poursuite::Game::kId,
               "La poursuite infernale",
               "La poursuite infernale",
               {"default", "single", "6x6", "7x7"},
               {"Player 1", "Player 2"},
               {"Joueur 1", "Joueur 2"},
               &make_any_state<poursuite::Game>,
               false,
               false,
               nullptr,
               nullptr},
      // Each seat is one person; with four players the seats go clockwise from a1.
      GameInfo{quits::Game::kId,
               "Quits",
               "Quits",
               {"default", "3-marbles", "4-players", "orthogonal"},
               {"Light", "Dark", "Red", "Blue"},
               {"Clair", "Foncé", "Rouge", "Bleu"},
               &make_any_state<quits::Game>,
               false,
               false,
               nullptr,
               nullptr},
      GameInfo{wykersham::Game::kId,
               "Wykersham",
               "Wykersham",
               {"default"},
               {"Red", "Green"},
               {"Rouges", "Verts"},
               &make_any_state<wykersham::Game>,
               true,
               true,
               nullptr,
               nullptr},
      // The target values are a variant: set one by one on the start screen, or written as
      // variant text ("targets 1,2,3,...", offboard::Game::parse_variant).
      GameInfo{offboard::Game::kId,
               "Offboard",
               "Offboard",
               {"default"},
               {"Red", "Yellow"},
               {"Rouges", "Jaunes"},
               &make_any_state<offboard::Game>,
               true,
               false,
               &offboard_numbers,
               &offboard_variant},
  };
  return list;
}

const GameInfo* find_game(std::string_view id) {
  for (const GameInfo& g : games()) {
    if (g.id == id) {
      return &g;
    }
  }
  return nullptr;
}

const std::vector<UpcomingGame>& upcoming_games() {
  static const std::vector<UpcomingGame> list = {};
  return list;
}

}  // namespace marbles
