// An end the players agree ([Termination], docs/NOTATION.md): a resignation or a draw by
// agreement after the record's last move, the game over on every device that loads the record.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/record.h"
#include "games/registry.h"
#include "ui/messages.h"

namespace marbles {
namespace {

const std::string kWali = "[Format \"marbles/1\"]\n[Game \"wali\"]\n";

Result<Session> load(const std::string& tags, const std::string& moves = "1. C3\n2. D4\n") {
  return Session::from_text(kWali + tags + "\n" + moves, games());
}

TEST(AgreedEnd, Resignation_EndsTheGameWithTheOtherSideWinning) {
  Result<Session> s = load("[Termination \"resignation 1\"]\n");
  ASSERT_TRUE(s.ok()) << ui::text(s.error(), Lang::kEn);
  EXPECT_FALSE(s->state().is_terminal());  // the position goes on: the players ended it
  EXPECT_TRUE(s->over());
  EXPECT_EQ(s->returns(), (std::vector<double>{-1, 1}));
  EXPECT_NE(s->text().find("[Result \"0-1\"]"), std::string::npos) << s->text();
  Result<Session> second = load("[Termination \"resignation 2\"]\n");
  ASSERT_TRUE(second.ok());
  EXPECT_EQ(second->returns(), (std::vector<double>{1, -1}));
  EXPECT_NE(second->text().find("[Result \"1-0\"]"), std::string::npos);
}

TEST(AgreedEnd, Agreement_IsADraw_AndTheTextReadsBackTheSame) {
  Result<Session> s = load("[Termination \"agreement\"]\n");
  ASSERT_TRUE(s.ok()) << ui::text(s.error(), Lang::kEn);
  EXPECT_TRUE(s->over());
  EXPECT_EQ(s->returns(), (std::vector<double>{0, 0}));
  const std::string text = s->text();
  EXPECT_NE(text.find("[Termination \"agreement\"]\n"), std::string::npos) << text;
  EXPECT_NE(text.find("[Result \"1/2-1/2\"]\n"), std::string::npos) << text;
  Result<Session> back = Session::from_text(text, games());
  ASSERT_TRUE(back.ok()) << ui::text(back.error(), Lang::kEn);
  EXPECT_TRUE(back->over());
  EXPECT_EQ(back->text(), text);
}

TEST(AgreedEnd, HoldsOnlyAtTheEndOfTheRecord_AndAMoveUndoesIt) {
  Result<Session> made = load("[Termination \"resignation 2\"]\n");
  ASSERT_TRUE(made.ok());
  Session s = std::move(made).value();
  s.go_to(1);  // looking back: the game goes on there
  EXPECT_FALSE(s.over());
  EXPECT_EQ(s.text().find("Termination"), std::string::npos) << s.text();
  EXPECT_EQ(s.text().find("[Result"), std::string::npos) << s.text();
  s.go_to(2);
  EXPECT_TRUE(s.over());
  Session copy = s;
  EXPECT_TRUE(copy.over());
  // A move from an earlier point replaces the end with the rest of the game.
  s.go_to(1);
  ASSERT_TRUE(s.play_text("E5").ok());
  EXPECT_FALSE(s.over());
  EXPECT_EQ(s.text().find("Termination"), std::string::npos) << s.text();
  EXPECT_TRUE(copy.over());
}

// A variation of a resigned game is a line of its own: the main line's end is not its end.
TEST(AgreedEnd, AVariationShownDoesNotCarryTheMainLinesEnd) {
  Result<Record> r =
      parse_record(kWali + "[Termination \"resignation 1\"]\n\n1. C3 (1. D4) 2. D4\n", games());
  ASSERT_TRUE(r.ok()) << ui::text(r.error(), Lang::kEn);
  std::optional<VariationView> v = variation_view(*r, {0});
  ASSERT_TRUE(v.has_value());
  EXPECT_EQ(tag_value(v->record, "Termination"), "");
  Result<Session> s = Session::from_record(v->record, games());
  ASSERT_TRUE(s.ok());
  EXPECT_FALSE(s->over());
}

TEST(AgreedEnd, Refused_WhenMalformed_AfterTheRulesEnd_OrWithMorePlayers) {
  for (const char* bad : {"resignation 3", "resignation", "Agreement", "draw", ""}) {
    Result<Session> s = load(std::string("[Termination \"") + bad + "\"]\n");
    ASSERT_FALSE(s.ok()) << bad;
    EXPECT_EQ(ui::reason(s.error(), Lang::kEn),
              std::string("[Termination '") + bad +
                  "']: only \"resignation 1\", \"resignation 2\" or \"agreement\", in a game of "
                  "two its rules have not ended");
  }
  // Twice: refused too (one end only).
  EXPECT_FALSE(load("[Termination \"agreement\"]\n[Termination \"agreement\"]\n").ok());
  // A game its rules ended (Sticks capture the last stones but two) cannot be resigned as well.
  const std::string won = "[Position \"oo...o/....../....../..s.../ss.... s 0 0 - 0\"]\n";
  ASSERT_TRUE(load(won, "1. C2-C1 xF5\n").ok());
  EXPECT_FALSE(load(won + "[Termination \"resignation 1\"]\n", "1. C2-C1 xF5\n").ok());
  // Quits with four seats: no resignation by record.
  Result<Session> quits = Session::from_text(
      "[Format \"marbles/1\"]\n[Game \"quits\"]\n[Variant \"4-players\"]\n[Termination "
      "\"agreement\"]\n",
      games());
  ASSERT_FALSE(quits.ok());
  EXPECT_EQ(quits.error().code(), "record.bad_termination");
}

}  // namespace
}  // namespace marbles
