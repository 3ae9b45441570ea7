// Actions in words: every kind of ActionCells, in English and French, from real records of the
// three games (the cells and texts come from the engine, the names from each game's notation).
#include "ui/describe.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/record.h"
#include "games/poursuite/rules.h"
#include "games/registry.h"
#include "games/wali/rules.h"
#include "games/yote/rules.h"
#include "ui/messages.h"

namespace marbles {
namespace {

std::string name_of(std::string_view game, int cell) {
  if (cell < 0) {
    return "";
  }
  if (game == "wali") {
    return wali::cell_name(cell);
  }
  if (game == "yote") {
    return yote::cell_name(cell);
  }
  return poursuite::square_name(cell);
}

// The sentences of every action of a record, in one language.
std::vector<std::string> describe_all(std::string_view record_text, std::string_view lang) {
  auto session = Session::from_text(record_text, games());
  EXPECT_TRUE(session.ok()) << (session.ok() ? "" : ui::text(session.error(), Lang::kEn));
  if (!session.ok()) {
    return {};
  }
  const Record& rec = session->record();
  const GameInfo* info = find_game(rec.game);
  auto start = start_state(rec);
  EXPECT_TRUE(start.ok());
  std::unique_ptr<AnyState> s = std::move(start).value();
  std::vector<std::string> out;
  for (Action a : rec.actions) {
    ActionWords w;
    w.player = s->to_move();
    w.cells = s->action_cells(a);
    w.from = name_of(rec.game, w.cells.from);
    w.to = name_of(rec.game, w.cells.to);
    w.removed = name_of(rec.game, w.cells.removed);
    w.text = s->action_text(a);
    out.push_back(describe_action(*info, w, lang));
    s->apply(a);
  }
  return out;
}

// A record of `game` (`variant`) with `moves`, one a line.
std::string record_of(std::string_view game, std::string_view variant, std::string_view moves) {
  return "[Format \"marbles/1\"]\n[Game \"" + std::string(game) + "\"]\n[Variant \"" +
         std::string(variant) + "\"]\n" + std::string(moves);
}

// What action `index` of a record says in English and in French ("" not checked).
struct Said {
  std::size_t index;
  const char* en;
  const char* fr;
};

// The record has `count` actions, and each of `said` says that.
void expect_said(const std::string& record, std::size_t count, std::initializer_list<Said> said) {
  const auto en = describe_all(record, "en");
  const auto fr = describe_all(record, "fr");
  ASSERT_EQ(en.size(), count);
  ASSERT_EQ(fr.size(), count);
  for (const Said& x : said) {
    EXPECT_EQ(en[x.index], x.en) << x.index;
    if (*x.fr != '\0') {
      EXPECT_EQ(fr[x.index], x.fr) << x.index;
    }
  }
}

TEST(Describe, Wali_Placements) {
  expect_said(record_of("wali", "default", "1. C3\n2. D4\n"), 2,
              {{0, "Sticks placed a piece on C3 (C3).", "Bâtonnets\xC2\xA0: pose en C3 (C3)."},
               {1, "Stones placed a piece on D4 (D4).", ""}});
}

TEST(Describe, Yote_JumpAndBonusRemoval) {
  // Light on C3 and C1, dark on C4 and E2: light jumps C3xC5 over C4, then takes E2.
  expect_said(
      record_of("yote", "default", "1. @C3\n2. @C4\n3. @C1\n4. @E2\n5. C3xC5 xE2\n6. @A1\n"), 7,
      {{0, "Light placed a piece on C3 (@C3).", ""},
       {4, "Light moved from C3 to C5, taking the piece on C4 (C3xC5).",
        "Clairs\xC2\xA0: déplacement de C3 à C5, prise en C4 (C3xC5)."},
       {5, "Light removed the piece on E2 (xE2).",
        "Clairs\xC2\xA0: retrait de la pièce en E2 (xE2)."},
       {6, "Dark placed a piece on A1 (@A1).", ""}});
}

TEST(Describe, Yote_StepNamesBothCells) {
  expect_said(record_of("yote", "default", "1. @C3\n2. @E5\n3. C3-C4\n"), 3,
              {{2, "Light moved from C3 to C4 (C3-C4).",
                "Clairs\xC2\xA0: déplacement de C3 à C4 (C3-C4)."}});
}

TEST(Describe, Poursuite_KnightJumpsAreMoves) {
  expect_said(
      record_of("poursuite", "single", "1. b3\n2. g6\n"), 2,
      {{0, "Player 1 moved from a1 to b3 (b3).", "Joueur 1\xC2\xA0: déplacement de a1 à b3 (b3)."},
       {1, "Player 2 moved from h8 to g6 (g6).", ""}});
}

TEST(Describe, CellLessActions) {
  const GameInfo& wali = *find_game("wali");
  ActionWords pass;
  pass.player = 1;
  pass.text = "pass";
  EXPECT_EQ(describe_action(wali, pass, "en"), "Stones passed (pass).");
  EXPECT_EQ(describe_action(wali, pass, "fr"), "Cailloux\xC2\xA0: passe (pass).");
  ActionWords other;
  other.player = 0;
  other.text = "xR";
  EXPECT_EQ(describe_action(wali, other, "en"), "Sticks played xR.");
  EXPECT_EQ(describe_action(wali, other, "fr"), "Bâtonnets\xC2\xA0: xR.");
  ActionWords chance;
  chance.player = kChance;
  chance.text = "5";
  EXPECT_EQ(describe_action(wali, chance, "en"), "Chance played 5.");
}

// g++ 12 at -O3 warns that the short-string assignments below read `w` uninitialised (a known
// false positive of its inlined std::string copy); the test builds it field by field on purpose.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
TEST(Describe, GivenWordsReplaceTheCells) {
  // A Quits slide's cells are the lifted end tile and the other end: the board view says it.
  const GameInfo& quits = *find_game("quits");
  ActionWords w;
  w.player = 1;
  w.cells = ActionCells{14, 10, -1};
  w.from = "e3";
  w.to = "a3";
  w.text = "r3>";
  w.words = "slid row 3 to the right";
  EXPECT_EQ(describe_action(quits, w, "en"), "Dark slid row 3 to the right (r3>).");
  w.words = "coulissement de la rangée 3 vers la droite";
  EXPECT_EQ(describe_action(quits, w, "fr"),
            "Foncé\xC2\xA0: coulissement de la rangée 3 vers la droite (r3>).");
}
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif

}  // namespace
}  // namespace marbles
