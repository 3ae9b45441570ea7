// One line per game with a board view.
#include "ui/board_view.h"

namespace marbles::ui {

std::unique_ptr<BoardView> make_board_view(std::string_view game_id) {
  if (game_id == "wali") {
    return make_wali_board();
  }
  if (game_id == "yote") {
    return make_yote_board();
  }
  if (game_id == "poursuite") {
    return make_poursuite_board();
  }
  if (game_id == "quits") {
    return make_quits_board();
  }
  if (game_id == "wykersham") {
    return make_wykersham_board();
  }
  if (game_id == "offboard") {
    return make_offboard_board();
  }
  return nullptr;
}

}  // namespace marbles::ui
