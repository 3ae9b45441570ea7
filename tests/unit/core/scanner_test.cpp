// The parsers' shared cursor (core/scanner.h): reading, and the place of an error.
#include "core/scanner.h"

#include <gtest/gtest.h>

#include "ui/messages.h"

namespace marbles {
namespace {

TEST(Scanner, ReadsCharactersWordsAndNumbers) {
  Scanner sc("+2:3r 17x");
  EXPECT_FALSE(sc.eat("-2:"));
  EXPECT_EQ(sc.pos(), 0u);
  EXPECT_TRUE(sc.eat("+2:"));
  EXPECT_EQ(sc.number(3), 3);
  EXPECT_TRUE(sc.eat('r'));
  EXPECT_FALSE(sc.eat('r'));
  EXPECT_EQ(sc.number(3), -1);  // a space: no digit, nothing read
  sc.skip_spaces();
  EXPECT_EQ(sc.number(1), 1);  // at most one digit
  EXPECT_EQ(sc.peek(), '7');
  EXPECT_EQ(sc.peek(1), 'x');
  EXPECT_EQ(sc.rest(), "7x");
  sc.advance(2);
  EXPECT_TRUE(sc.at_end());
  EXPECT_EQ(sc.peek(), '\0');
  EXPECT_FALSE(sc.eat('\0'));
  EXPECT_EQ(sc.rest(), "");
}

TEST(Scanner, ErrorsTellLineAndColumn) {
  Scanner sc("ab\ncd\nef");
  sc.seek(4);  // 'd'
  const Error e = sc.fail(Message("record.tag", {"bad"}));
  EXPECT_EQ(ui::reason(e, Lang::kEn), "bad");
  EXPECT_EQ(e.line, 2);
  EXPECT_EQ(e.column, 2);
  const Error start = sc.fail_at(0, Message("record.tag", {"x"}));
  EXPECT_EQ(start.line, 1);
  EXPECT_EQ(start.column, 1);
  const Error after_break = sc.fail_at(6, Message("record.tag", {"x"}));
  EXPECT_EQ(after_break.line, 3);
  EXPECT_EQ(after_break.column, 1);
}

TEST(Scanner, OneLineTextsCountColumnsOnly) {
  Scanner sc("ab\ncd", kPositionPart, Scanner::Lines::kOne);
  sc.seek(4);
  const Error e = sc.fail(Message("record.tag", {"bad"}));
  EXPECT_EQ(ui::reason(e, Lang::kEn), "position: bad");
  EXPECT_EQ(ui::reason(e, Lang::kFr), "position\xC2\xA0: bad");
  EXPECT_EQ(e.line, 1);
  EXPECT_EQ(e.column, 5);
  // Past the end (a text that stops early): the column after it.
  EXPECT_EQ(sc.fail_at(9, Message("record.tag", {"x"})).column, 10);
}

}  // namespace
}  // namespace marbles
