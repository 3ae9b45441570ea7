// Result<T> and Error: values, errors and the "line L, column C: message" text.
#include "core/result.h"

#include <gtest/gtest.h>

#include <string>

#include "ui/messages.h"

namespace marbles {
namespace {

Result<int> half(int x) {
  if (x % 2 != 0) {
    return make_error(Message("record.tag", {std::to_string(x) + " is odd"}), 2, 7);
  }
  return x / 2;
}

TEST(Result, Value_OkAndReadable) {
  Result<int> r = half(8);
  ASSERT_TRUE(r.ok());
  EXPECT_TRUE(static_cast<bool>(r));
  EXPECT_EQ(*r, 4);
  EXPECT_EQ(r.value(), 4);
}

TEST(Result, Error_CarriesMessageLineAndColumn) {
  Result<int> r = half(3);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(ui::reason(r.error(), Lang::kEn), "3 is odd");
  EXPECT_EQ(r.error().line, 2);
  EXPECT_EQ(r.error().column, 7);
  EXPECT_EQ(ui::text(r.error(), Lang::kEn), "line 2, column 7: 3 is odd");
}

TEST(Result, ErrorText_WithoutPositionIsTheMessage) {
  const Message bad("record.tag", {"bad"});
  EXPECT_EQ(ui::text(make_error(bad), Lang::kEn), "bad");
  EXPECT_EQ(ui::text(make_error(bad, 4), Lang::kEn), "line 4: bad");
  EXPECT_EQ(ui::text(make_error(bad, 4, 2), Lang::kFr), "ligne 4, colonne 2\xC2\xA0: bad");
}

TEST(Result, MoveOnlyValue_CanBeMovedOut) {
  Result<std::string> r(std::string("text"));
  std::string s = std::move(r).value();
  EXPECT_EQ(s, "text");
}

}  // namespace
}  // namespace marbles
