// The keyboard's focus ring (ui/focus.h): Tab in reading order, out past the ends, arrows
// within, an item that disappears.
#include "ui/focus.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

namespace marbles::ui {
namespace {

// A frame that registers items of these keys (names "c<key>"), some in the menu.
void frame(FocusRing& ring, const std::vector<std::uint32_t>& keys,
           const std::vector<std::uint32_t>& menu = {},
           const std::vector<std::uint32_t>& modal = {}) {
  for (std::uint32_t k : keys) {
    FocusItem it;
    it.key = k;
    it.name = "c" + std::to_string(k);
    it.role = k == 1 ? Role::kBoard : Role::kButton;
    for (std::uint32_t m : menu) {
      it.menu = it.menu || m == k;
    }
    for (std::uint32_t m : modal) {
      it.modal = it.modal || m == k;
    }
    ring.add(it);
  }
  ring.end_frame();
}

TEST(FocusRing, TabGoesInOrderAndLeavesPastTheEnds) {
  FocusRing ring;
  frame(ring, {1, 2, 3});
  EXPECT_FALSE(ring.has_focus());
  ASSERT_TRUE(ring.step(1));
  EXPECT_EQ(ring.focused()->name, "c1");
  EXPECT_EQ(ring.focused()->role, Role::kBoard);
  EXPECT_TRUE(ring.take_scroll());
  EXPECT_FALSE(ring.take_scroll());  // once
  ASSERT_TRUE(ring.step(1));
  ASSERT_TRUE(ring.step(1));
  EXPECT_EQ(ring.key(), 3u);
  EXPECT_FALSE(ring.step(1));  // past the last: out of the ring
  EXPECT_FALSE(ring.has_focus());
  EXPECT_EQ(ring.focused(), nullptr);
  // Shift+Tab from outside: the last; before the first: out.
  ASSERT_TRUE(ring.step(-1));
  EXPECT_EQ(ring.key(), 3u);
  ASSERT_TRUE(ring.step(-1));
  ASSERT_TRUE(ring.step(-1));
  EXPECT_EQ(ring.key(), 1u);
  EXPECT_FALSE(ring.step(-1));
  EXPECT_FALSE(ring.has_focus());
}

TEST(FocusRing, ArrowsStayInside) {
  FocusRing ring;
  frame(ring, {1, 2, 3});
  EXPECT_FALSE(ring.arrow(1));  // no focus: nothing to move
  ring.focus(3);
  EXPECT_FALSE(ring.arrow(1));
  EXPECT_EQ(ring.key(), 3u);
  ASSERT_TRUE(ring.arrow(-1));
  EXPECT_EQ(ring.key(), 2u);
  ASSERT_TRUE(ring.arrow(-1));
  EXPECT_FALSE(ring.arrow(-1));
  EXPECT_EQ(ring.key(), 1u);
}

TEST(FocusRing, AnItemGoneGoesOnFromWhereItWas) {
  FocusRing ring;
  frame(ring, {1, 2, 10, 11, 3}, {10, 11});  // a menu open after 2
  ring.focus(11);
  EXPECT_TRUE(ring.focused()->menu);
  frame(ring, {1, 2, 3});  // closed
  EXPECT_EQ(ring.focused(), nullptr);
  EXPECT_TRUE(ring.has_focus());
  ASSERT_TRUE(ring.step(1));
  EXPECT_EQ(ring.key(), 3u);
  frame(ring, {1, 2, 10, 11, 3}, {10, 11});
  ring.focus(10);
  frame(ring, {1, 2, 3});
  ASSERT_TRUE(ring.step(-1));
  EXPECT_EQ(ring.key(), 2u);
}

TEST(FocusRing, ClearAndEmptyRing) {
  FocusRing ring;
  EXPECT_FALSE(ring.step(1));
  frame(ring, {5, 6});
  ring.focus(6);
  EXPECT_EQ(ring.focused_now(), nullptr);  // nothing registered in this frame yet
  FocusItem again;
  again.key = 6;
  ring.add(again);
  ASSERT_NE(ring.focused_now(), nullptr);
  EXPECT_EQ(ring.last_key(), 6u);
  ring.clear();
  EXPECT_FALSE(ring.has_focus());
  EXPECT_EQ(ring.focused_now(), nullptr);
  EXPECT_STREQ(role_code(Role::kMenuItem), "menuitem");
  EXPECT_STREQ(role_code(Role::kTab), "tab");
}

TEST(FocusRing, AModalQuestionKeepsTheFocusAmongItsAnswers) {
  FocusRing ring;
  frame(ring, {1, 2, 3, 4}, {}, {3, 4});  // the board and a button behind "Play here?"
  ASSERT_TRUE(ring.step(1));
  EXPECT_EQ(ring.focused()->name, "c3");
  ASSERT_TRUE(ring.step(1));
  EXPECT_EQ(ring.focused()->name, "c4");
  ASSERT_TRUE(ring.step(1));  // round, never out to the page or the controls behind
  EXPECT_EQ(ring.focused()->name, "c3");
  ASSERT_TRUE(ring.step(-1));
  EXPECT_EQ(ring.focused()->name, "c4");
  EXPECT_FALSE(ring.arrow(1));  // the arrows do not leave it either
  // Answered: the question is gone, the ring is the whole screen again, and Tab leaves it.
  frame(ring, {1, 2});
  ring.clear();
  ASSERT_TRUE(ring.step(1));
  EXPECT_EQ(ring.focused()->name, "c1");
  ASSERT_TRUE(ring.step(1));
  EXPECT_EQ(ring.focused()->name, "c2");
  EXPECT_FALSE(ring.step(1));
}

}  // namespace
}  // namespace marbles::ui
