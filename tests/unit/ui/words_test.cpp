// Messages in words (issue 32): the hint's suggestion and the last turn's phrases
// (ui/describe.h), the engine's reason for a refused click without the move quoted first
// (ui/messages.h), the panel's sentences (ui/text.h), and the Wali line a move made
// (wali::runs_through, which the board draws).
#include <gtest/gtest.h>

#include <cctype>
#include <string>

#include "core/record.h"
#include "games/registry.h"
#include "games/wali/rules.h"
#include "ui/describe.h"
#include "ui/messages.h"
#include "ui/text.h"

namespace marbles {
namespace {

ActionWords words_of(int from, int to, int removed, std::string text) {
  ActionWords w;
  w.player = 0;
  w.cells = ActionCells{from, to, removed};
  w.from = from >= 0 ? "D2" : "";
  w.to = to >= 0 ? "A5" : "";
  w.removed = removed >= 0 ? "B4" : "";
  w.text = std::move(text);
  return w;
}

TEST(Words, SuggestionSaysWhatToDo) {
  EXPECT_EQ(suggest_action(words_of(-1, 3, -1, "@A5"), "en"), "place a piece on A5");
  EXPECT_EQ(suggest_action(words_of(-1, 3, -1, "@A5"), "fr"), "poser une pièce en A5");
  EXPECT_EQ(suggest_action(words_of(1, 3, -1, "D2-A5"), "en"), "move the piece on D2 to A5");
  EXPECT_EQ(suggest_action(words_of(1, 3, 2, "D2xA5"), "en"),
            "move the piece on D2 to A5, taking the piece on B4");
  EXPECT_EQ(suggest_action(words_of(-1, -1, 2, "xB4"), "fr"), "retirer la pièce en B4");
  EXPECT_EQ(suggest_action(words_of(-1, -1, -1, "pass"), "en"), "pass");
  ActionWords slide = words_of(-1, -1, -1, "b+");
  slide.words = "slide rail b up";
  EXPECT_EQ(suggest_action(slide, "en"), "slide rail b up");
}

TEST(Words, HintSentenceHasTheNotationInBrackets) {
  const std::string en = ui::trf(ui::Str::kHintSuggest, ui::Lang::kEn,
                                 {suggest_action(words_of(-1, 3, -1, "@A5"), "en"), "@A5"});
  EXPECT_EQ(en, "Suggested: place a piece on A5 (@A5), in green on the board.");
  const std::string fr = ui::trf(ui::Str::kHintSuggest, ui::Lang::kFr,
                                 {suggest_action(words_of(-1, 3, -1, "@A5"), "fr"), "@A5"});
  EXPECT_EQ(fr, "Conseil\xC2\xA0: poser une pièce en A5 (@A5), en vert sur le plateau.");
}

TEST(Words, PhraseIsTheSentenceWithoutSideAndNotation) {
  EXPECT_EQ(action_phrase(words_of(-1, 3, -1, "@A5"), "en"), "placed a piece on A5");
  EXPECT_EQ(action_phrase(words_of(1, 3, -1, "D2-A5"), "fr"), "déplacement de D2 à A5");
  const GameInfo& wali = *find_game("wali");
  EXPECT_EQ(describe_action(wali, words_of(-1, 3, -1, "A5"), "en"),
            "Sticks placed a piece on A5 (A5).");
}

// A Wali placement that would make three in a row: the engine's reason, without "'F3': ".
TEST(Words, WaliRefusedPlacementGivesTheEnginesReason) {
  auto s = Session::from_text(
      "[Format \"marbles/1\"]\n[Game \"wali\"]\n[Variant \"default\"]\n1. D3\n2. A1\n3. E3\n4. "
      "A2\n",
      games());
  ASSERT_TRUE(s.ok());
  auto r = s->state().parse_action("F3");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().code(), "wali.three_in_a_row");
  const std::string en = ui::reason_without_move(r.error(), "F3", ui::Lang::kEn);
  EXPECT_EQ(en, "a placement may not make three in a row");
  EXPECT_EQ(ui::trf(ui::Str::kNoMoveBecause, ui::Lang::kEn, {"F3", en}),
            "No move on F3: a placement may not make three in a row.");
  const std::string fr = ui::reason_without_move(r.error(), "F3", ui::Lang::kFr);
  EXPECT_EQ(ui::trf(ui::Str::kNoMoveBecause, ui::Lang::kFr, {"F3", fr}),
            "Aucun coup en F3\xC2\xA0: une pose ne doit pas donner trois pièces à la suite.");
  // A reason that does not start with the move is not cut.
  EXPECT_EQ(ui::reason_without_move(r.error(), "E3", ui::Lang::kEn), "");
}

TEST(Words, WaliRunThroughTheMovedPiece) {
  // Row 3: D3 E3 F3; column F: F1 F2 F3 — both runs through F3, nothing through D1.
  const std::uint32_t own = 1u << wali::cell(3, 2) | 1u << wali::cell(4, 2) |
                            1u << wali::cell(5, 2) | 1u << wali::cell(5, 0) |
                            1u << wali::cell(5, 1) | 1u << wali::cell(3, 0);
  const std::uint32_t run = wali::runs_through(own, wali::cell(5, 2));
  EXPECT_EQ(__builtin_popcount(run), 5);
  EXPECT_EQ(run & (1u << wali::cell(3, 0)), 0u);
  EXPECT_EQ(wali::runs_through(own, wali::cell(3, 0)), 0u);  // alone
  EXPECT_EQ(wali::runs_through(own, wali::cell(0, 0)), 0u);  // not own
  // Only the row: E3 D3 then F3, a column of two is no line.
  EXPECT_EQ(__builtin_popcount(wali::runs_through(own, wali::cell(4, 2))), 3);
}

// The panel's messages are sentences: a capital first, a full stop (or "…", "?", "!") last, in
// both languages; the notation only in brackets.
TEST(Words, PanelMessagesAreSentences) {
  using ui::Str;
  for (const Str id : {Str::kNoMoveThere, Str::kNoMoveBecause, Str::kConfirmPlayMany,
                       Str::kConfirmPlayOne, Str::kRollingDice, Str::kLastTurn, Str::kWykRowN,
                       Str::kQuitsForbidden, Str::kHintSuggest, Str::kConfirmPlayTitle}) {
    for (const ui::Lang lang : {ui::Lang::kEn, ui::Lang::kFr}) {
      const std::string t = ui::tr(id, lang);
      ASSERT_FALSE(t.empty());
      EXPECT_TRUE(std::isupper(static_cast<unsigned char>(t[0]))) << t;
      const bool ends = t.back() == '.' || t.back() == '?' || t.ends_with("\xE2\x80\xA6");
      EXPECT_TRUE(ends) << t;
    }
  }
  // Quits: the column named in words, its notation after it in brackets.
  EXPECT_EQ(ui::trf(Str::kQuitsForbidden, ui::Lang::kEn,
                    {ui::trf(Str::kQuitsLineColumn, ui::Lang::kEn, {"d", "up"}), "c4^",
                     ui::trf(Str::kQuitsLineColumn, ui::Lang::kEn, {"d", "down"}), "c4v"}),
            "Sliding column d up (c4^) is not allowed this turn: it would undo the last slide "
            "(column d down, c4v).");
}

}  // namespace
}  // namespace marbles
