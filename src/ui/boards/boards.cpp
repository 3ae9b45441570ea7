// The board views of the game list (games/list.h): no game is named here.
#include "games/list.h"
#include "ui/board_view.h"

namespace marbles::ui {

std::unique_ptr<BoardView> make_board_view(std::string_view game_id) {
  std::unique_ptr<BoardView> out;
  any_game([&]<class D>() {
    if (game_id != D::kId) {
      return false;
    }
    out = make_board_view_of<typename D::Game>();
    return true;
  });
  return out;
}

}  // namespace marbles::ui
