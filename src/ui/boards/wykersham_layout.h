// The Wykersham board's geometry (wykersham.cpp says what the board looks like): where the
// rails, cups, trays, dice, slide arrows and the keys of the typed-in dice are on the screen,
// and what is under a point or a drag. wykersham_draw.cpp draws with it.
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "core/any_game.h"
#include "games/wykersham/rules.h"
#include "imgui.h"
#include "ui/board_view.h"
#include "ui/text.h"

namespace marbles::ui::wykersham_view {

namespace wy = marbles::wykersham;

// Layout in cup units (one notch of a rail = 1). x from the board's left edge; y is a position
// on the rails (0 = cross-row n, up positive), the frame spanning -kSpan..+kSpan.
constexpr float kLabelW = 0.72f;                       // a label column beside the rails
constexpr float kRailsW = wy::kRails;                  // one unit per rail
constexpr float kFrameW = kRailsW + 2 * kLabelW;       // the walnut frame
constexpr float kGap = 0.22f;                          // between the frame and the side column
constexpr float kSideW = 2.1f;                         // trays and dice
constexpr float kWidth = kFrameW + kGap + kSideW;      // 8.76
constexpr float kSpan = 7.62f;                         // frame from -kSpan to +kSpan
constexpr float kHeight = 2 * kSpan;                   // 15.24
constexpr float kBarW = 0.80f;                         // a rail's width
constexpr float kCupR = 0.37f;                         // a cup's radius
constexpr float kArrowAt = 7.08f;                      // slide arrows (at either end)
constexpr float kSideX = kFrameW + kGap + kSideW / 2;  // the side column's centre

float rail_x(int rail);
std::string rail_name(int rail);
// A side's name ("Red", "Green") in the page's language.
std::string side(int p, Lang lang);
bool contains(const std::vector<Action>& v, Action a);

// The typed-in dice: shown when a roll is due and the person may enter it (the app then
// offers the chance outcomes as the legal actions).
bool dice_entry(const wy::State& s, const std::vector<Action>& legal);

// A key of the dice grid (pixels).
struct Key {
  Action action = kNoAction;
  ImVec2 min;
  ImVec2 max;
};

class Layout {
 public:
  // Places the board inside [min, max] (pixels), in whole and half pixels a cup.
  void place(ImVec2 min, ImVec2 max);
  float unit() const { return unit_; }
  ImVec2 min() const { return min_; }
  ImVec2 max() const { return max_; }

  // Board position (cup units) to pixels, and back.
  ImVec2 to_screen(ImVec2 b) const {
    return {min_.x + b.x * unit_, min_.y + (kSpan - b.y) * unit_};
  }
  ImVec2 to_board(ImVec2 p) const {
    return {(p.x - min_.x) / unit_, kSpan - (p.y - min_.y) / unit_};
  }
  // Cup c's centre on the board with its rail at offset `off`.
  static ImVec2 cup_at(int c, float off) {
    return {rail_x(wy::rail_of(c)), static_cast<float>(wy::cup_of(c) - 5) + off};
  }

  // The rails' offsets as last drawn (or configured): hit() and cell_center() follow them.
  void remember(const wy::State& s) const;
  int hit(ImVec2 p) const;
  ImVec2 cell_center(int c) const;

  // The side column: Green's tray at the top, Red's at the bottom (pixels).
  ImVec2 tray_at(int p) const { return to_screen({kSideX, p == 0 ? -5.2f : 5.2f}); }
  ImVec2 hand_at(int p) const { return to_screen({kSideX, p == 0 ? -6.9f : 6.9f}); }
  ImVec2 die_at(int i) const { return to_screen({kSideX, i == 0 ? 0.75f : -0.75f}); }

  // The slide arrows at the ends of the rail to slide: whether a's is drawn, and where.
  static bool arrow_shown(const wy::State& s, Action a);
  ImVec2 arrow_screen(const wy::State& s, Action a) const;

  // The keys of the dice grid: the 21 rolls, lo down the rows and hi across, or the two
  // roll-off results.
  std::vector<Key> keys(const wy::State& s) const;

  // Controls (BoardView::hit_control, control_center, drag_action).
  Action control_at(ImVec2 p, const wy::State& s, const std::vector<Action>& legal) const;
  bool control_center(const wy::State& s, std::string_view name, ImVec2* out) const;
  Action drag_action(ImVec2 from, ImVec2 to, const wy::State& s) const;

 private:
  float unit_ = 30;
  ImVec2 min_{0, 0};
  ImVec2 max_{0, 0};
  mutable std::array<int, wy::kRails> offset_{};
};

// Draws the board: the frame, rails, marbles, trays and dice, the marks (wykersham_draw.cpp).
void draw_board(ImDrawList* dl, const Layout& at, const wy::State& s, const BoardMarks& marks);

}  // namespace marbles::ui::wykersham_view
