// The game registry: one explicit line per game (no static self-registration).
#include "core/registry.h"
#include "games/offboard/rules.h"
#include "games/poursuite/rules.h"
#include "games/quits/rules.h"
#include "games/wali/rules.h"
#include "games/wykersham/rules.h"
#include "games/yote/rules.h"

namespace marbles {

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
               ""},
      GameInfo{yote::Game::kId,
               "Yoté",
               "Yoté",
               {"default", "5x5"},
               {"Light", "Dark"},
               {"Clairs", "Foncés"},
               &make_any_state<yote::Game>,
               true,
               false,
               ""},
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
               ""},
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
               ""},
      GameInfo{wykersham::Game::kId,
               "Wykersham",
               "Wykersham",
               {"default"},
               {"Red", "Green"},
               {"Rouges", "Verts"},
               &make_any_state<wykersham::Game>,
               true,
               true,
               ""},
      // The target values are a variant: set one by one on the start screen, or written as
      // variant text ("targets 1,2,3,...").
      GameInfo{offboard::Game::kId,
               "Offboard",
               "Offboard",
               {"default"},
               {"Red", "Yellow"},
               {"Rouges", "Jaunes"},
               &make_any_state<offboard::Game>,
               true,
               false,
               "targets 1,2,3,1,2,3,1,2,3,1,2,3"},
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
