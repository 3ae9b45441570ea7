// The board for the SVG export, handed to the page (vector.cpp).
#pragma once

namespace marbles::ui {
class App;
}

namespace marbles::web {

// After a frame: when the app drew the board for the SVG export (App::take_vector), hands it
// to Module.onBoardVector(data) (web/engine.js; web/later/exports.js makes the SVG).
void send_vector(marbles::ui::App& app, float dpr);

}  // namespace marbles::web
