// The registry, made from the game list (games/list.h): no game is named here.
#include <iterator>
#include <string_view>
#include <vector>

#include "games/list.h"
#include "games/registry.h"

namespace marbles {

namespace {

template <class D>
GameInfo info_of() {
  using G = typename D::Game;
  GameInfo g;
  g.id = D::kId;
  g.name_en = D::kName.en;
  g.name_fr = D::kName.fr;
  g.variants.assign(std::begin(D::kVariants), std::end(D::kVariants));
  static_assert(std::size(D::kSides) <= kMaxPlayers);
  for (std::size_t i = 0; i < std::size(D::kSides); ++i) {
    g.side_en[i] = D::kSides[i].en;
    g.side_fr[i] = D::kSides[i].fr;
  }
  g.make = &make_any_state<G>;
  g.plural_sides = D::kPluralSides;
  g.dice = D::kDice;
  if constexpr (requires { D::numbers(std::string_view()); }) {
    g.numbers = &D::numbers;
    g.variant = &D::variant;
  }
  if constexpr (requires { D::kMessages; }) {
    g.messages = D::kMessages;
  }
  return g;
}

}  // namespace

const std::vector<GameInfo>& games() {
  static const std::vector<GameInfo> list = [] {
    std::vector<GameInfo> out;
    for_each_game([&]<class D>() { out.push_back(info_of<D>()); });
    return out;
  }();
  return list;
}

const GameInfo* find_game(std::string_view id) {
  return find_in(games(), id);
}

const std::vector<UpcomingGame>& upcoming_games() {
  static const std::vector<UpcomingGame> list = {};
  return list;
}

}  // namespace marbles
