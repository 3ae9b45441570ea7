// Records (docs/NOTATION.md, "The record format") and Session (play, undo/redo by replay).
#include "core/record.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "core/rng.h"
#include "games/registry.h"
#include "ui/messages.h"

namespace marbles {
namespace {

const char* const kHead = "[Format \"marbles/1\"]\n[Game \"wali\"]\n";

std::string error_text(std::string_view record) {
  Result<Record> r = parse_record(record);
  return r.ok() ? "(accepted)" : ui::text(r.error(), Lang::kEn);
}

// Each record text refused with that error (its place and message).
void expect_errors(std::initializer_list<std::pair<std::string, std::string>> cases) {
  for (const auto& [text, error] : cases) {
    EXPECT_EQ(error_text(text), error) << text;
  }
}

// Plays a seeded random game of a registered game; returns its record.
Record random_record(std::string_view game, std::string_view variant, std::uint64_t seed,
                     std::string position = "") {
  Record rec;
  rec.game = std::string(game);
  rec.variant = std::string(variant);
  rec.position = std::move(position);
  auto start = start_state(rec);
  MARBLES_CHECK(start.ok());
  std::unique_ptr<AnyState> s = std::move(start).value();
  Rng rng(seed);
  while (!s->is_terminal()) {
    Action a = kNoAction;
    if (s->to_move() == kChance) {
      std::vector<ChanceOutcome> c = s->chance_outcomes();
      std::vector<int> w;
      for (const ChanceOutcome& o : c) {
        w.push_back(o.weight);
      }
      a = c[static_cast<size_t>(rng.weighted(w, static_cast<int>(w.size())))].action;
    } else {
      std::vector<Action> legal = s->legal_actions();
      a = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
    }
    s->apply(a);
    rec.actions.push_back(a);
  }
  return rec;
}

// ---------------------------------------------------------------------------------------------
// Errors: line, column and a clear message (the examples of docs/NOTATION.md and more)

TEST(Record, Errors_MissingFormatBeforeTheFirstMove) {
  EXPECT_EQ(error_text("[Game \"wali\"]\n1. C3\n"),
            "line 2, column 1: missing [Format \"marbles/1\"] tag");
  EXPECT_EQ(error_text("[Game \"wali\"]\n"),
            "line 1, column 1: missing [Format \"marbles/1\"] tag");
  EXPECT_EQ(error_text("[Format \"marbles/1\"]\n"), "line 1, column 1: missing [Game] tag");
  EXPECT_EQ(error_text(""), "line 1, column 1: missing [Format \"marbles/1\"] tag");
}

TEST(Record, Errors_UnsupportedFormat) {
  EXPECT_EQ(error_text("[Format \"marbles/2\"]\n"),
            "line 1, column 1: unsupported format 'marbles/2' (expected 'marbles/1')");
}

TEST(Record, Errors_UnknownGame) {
  EXPECT_EQ(error_text("[Format \"marbles/1\"]\n[Game \"chess\"]\n1. e4\n"),
            "line 2, column 1: unknown game 'chess'");
  EXPECT_EQ(error_text("[Format \"marbles/1\"]\n  [Game \"\"]\n"),
            "line 2, column 3: unknown game ''");
}

TEST(Record, Errors_BadTags) {
  const std::string head = kHead;
  expect_errors({
      {head + "[Date 2024]\n", "line 3, column 7: tag Date: expected a quoted value"},
      {head + "[Date \"2024]\n", "line 3, column 13: tag Date: the value has no closing quote"},
      {head + "[Date \"2024\"\n", "line 3, column 13: tag Date: expected ']'"},
      {head + "[ \"2024\"]\n", "line 3, column 2: a tag needs a name after '['"},
      {head + "[Date \"2024\"] x\n", "line 3, column 15: unexpected text after the tag"},
      {head + "1. C3\n[Date \"2024\"]\n", "line 4, column 1: tags must come before the moves"},
  });
}

TEST(Record, Errors_BadVariantOrPositionReportedOnTheirTagLine) {
  const std::string head = kHead;
  EXPECT_EQ(error_text(head + "[Variant \"1979\"]\n1. C3\n"),
            "line 3, column 1: [Variant]: unknown Wali variant '1979' (known: default, 1980)");
  EXPECT_EQ(error_text(head + "[Variant \"1979\"]\n"),
            "line 3, column 1: [Variant]: unknown Wali variant '1979' (known: default, 1980)");
  const std::string bad_position = error_text(head + "[Variant \"1980\"]\n[Date \"x\"]\n" +
                                              "[Position \"....../....\"]\n1. C3\n");
  EXPECT_EQ(bad_position.rfind("line 5, column 1: [Position]: position: ", 0), 0u) << bad_position;
}

TEST(Record, Errors_IllegalMoveNamesTheMoveLineAndColumn) {
  const std::string head = kHead;
  expect_errors({
      {head + "1. C3 D4 C4 D5 C5\n",
       "line 3, column 16: 'C5': a placement may not make three in a row"},
      {head + "1. C3 D2-D3\n",
       "line 3, column 7: 'D2-D3': pieces cannot move during the placement phase"},
      {head + "1. Z9\n", "line 3, column 4: 'Z9' is not a cell (columns A-F, rows 1-5)"},
      {head + "\n# opening\n1. C3\n2.   C3\n", "line 6, column 6: 'C3': the cell is occupied"},
      {head + "1. C3 garbled!\n",
       "line 3, column 7: 'garbled!' is not a Wali move (examples: C3 to place, D2-D1 to move, "
       "xB4 to remove, pass)"},
  });
}

TEST(Record, Errors_MoveAfterTheEndOfTheGame) {
  const std::string text = std::string(kHead) +
                           "[Position \"oo...o/....../....../..s.../ss.... s 0 0 - 0\"]\n"
                           "1. C2-C1 xF5\n"
                           "2. A5-A4\n";
  EXPECT_EQ(error_text(text), "line 5, column 4: move 'A5-A4' after the end of the game");
}

// ---------------------------------------------------------------------------------------------
// Reading and writing

// Jeux & Strategie 1980, "Niamey": D2-D1 makes B1-C1-D1 and removes B4; the stones answer
// D3-D2 (B2-F2) and remove B1. A capture's removal is on its move's line.
TEST(Record, Format_MagazinePositionOneLinePerTurn) {
  Record rec;
  rec.game = "wali";
  rec.variant = "default";
  rec.position = "s...so/so.o../..so.s/.oosoo/.ss... s 0 0 - 0";
  auto start = start_state(rec);
  ASSERT_TRUE(start.ok()) << ui::text(start.error(), Lang::kEn);
  std::unique_ptr<AnyState> s = std::move(start).value();
  for (const char* m : {"D2-D1", "xB4", "D3-D2", "xB1"}) {
    Result<Action> a = s->parse_action(m);
    ASSERT_TRUE(a.ok()) << m << ": " << ui::text(a.error(), Lang::kEn) << "\n" << s->board_text();
    rec.actions.push_back(*a);
    s->apply(*a);
  }
  const std::string text = format_record(rec);
  EXPECT_EQ(text,
            "[Format \"marbles/1\"]\n"
            "[Game \"wali\"]\n"
            "[Variant \"default\"]\n"
            "[Position \"s...so/so.o../..so.s/.oosoo/.ss... s 0 0 - 0\"]\n"
            "\n"
            "1. D2-D1 xB4\n"
            "2. D3-D2 xB1\n");
  Result<Record> back = parse_record(text);
  ASSERT_TRUE(back.ok()) << ui::text(back.error(), Lang::kEn);
  EXPECT_EQ(back->actions, rec.actions);
  EXPECT_EQ(back->position, rec.position);
}

TEST(Record, RoundTrip_RandomGamesOfEveryGameAndVariant) {
  int games_checked = 0;
  for (const GameInfo& info : games()) {
    for (std::string_view variant : info.variants) {
      for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        const Record rec = random_record(info.id, variant, seed);
        const std::string text = format_record(rec);
        Result<Record> back = parse_record(text);
        ASSERT_TRUE(back.ok()) << ui::text(back.error(), Lang::kEn) << "\n" << text;
        EXPECT_EQ(back->game, rec.game);
        EXPECT_EQ(back->actions, rec.actions) << text;
        EXPECT_EQ(format_record(*back), text);
        ++games_checked;
      }
    }
  }
  EXPECT_GE(games_checked, 40);
}

TEST(Record, RoundTrip_FromAGivenPosition) {
  // A start position taken from the middle of another game.
  const Record base = random_record("wali", "1980", 99);
  auto s = start_state(base);
  ASSERT_TRUE(s.ok());
  for (size_t i = 0; i < 30 && i < base.actions.size(); ++i) {
    (*s)->apply(base.actions[i]);
  }
  const Record rec = random_record("wali", "1980", 7, (*s)->position_text());
  const std::string text = format_record(rec);
  EXPECT_NE(text.find("[Position \"" + (*s)->position_text() + "\"]"), std::string::npos);
  Result<Record> back = parse_record(text);
  ASSERT_TRUE(back.ok()) << ui::text(back.error(), Lang::kEn) << "\n" << text;
  EXPECT_EQ(back->actions, rec.actions);
  EXPECT_EQ(back->variant, "1980");
  EXPECT_EQ(format_record(*back), text);
}

TEST(Record, Parse_CommentsBlankLinesAndLayoutAreFree) {
  const std::string text =
      "\xEF\xBB\xBF# a saved game\n"
      "[Format \"marbles/1\"]   # the format\r\n"
      "  [Game \"wali\"]\n"
      "[Event \"Club #3 \\\"Niamey\\\"\"]\n"
      "\n"
      "1. C3   # a good start\n"
      "2. D4 3. C4\n"
      "\t D5\r\n"
      "# the end\n";
  Result<Record> r = parse_record(text);
  ASSERT_TRUE(r.ok()) << ui::text(r.error(), Lang::kEn);
  EXPECT_EQ(r->actions.size(), 4u);
  EXPECT_EQ(tag_value(*r, "Event"), "Club #3 \"Niamey\"");
  EXPECT_EQ(tag_value(*r, "Missing"), "");
  const std::string formatted = format_record(*r);
  EXPECT_NE(formatted.find("[Event \"Club #3 \\\"Niamey\\\"\"]\n"), std::string::npos) << formatted;
  EXPECT_NE(formatted.find("1. C3\n2. D4\n3. C4\n4. D5\n"), std::string::npos) << formatted;
  Result<Record> back = parse_record(formatted);
  ASSERT_TRUE(back.ok()) << ui::text(back.error(), Lang::kEn);
  EXPECT_EQ(back->actions, r->actions);
}

TEST(Record, Parse_MoveNumbersAreOptional) {
  Result<Record> a = parse_record(std::string(kHead) + "C3 D4 C4\n");
  Result<Record> b = parse_record(std::string(kHead) + "1. C3\n2. D4\n3. C4\n");
  ASSERT_TRUE(a.ok()) << ui::text(a.error(), Lang::kEn);
  ASSERT_TRUE(b.ok()) << ui::text(b.error(), Lang::kEn);
  EXPECT_EQ(a->actions, b->actions);
}

TEST(Record, Parse_EmptyGameIsValid) {
  Result<Record> r = parse_record(std::string(kHead) + "[Variant \"1980\"]\n");
  ASSERT_TRUE(r.ok()) << ui::text(r.error(), Lang::kEn);
  EXPECT_TRUE(r->actions.empty());
  EXPECT_EQ(r->variant, "1980");
  EXPECT_EQ(format_record(*r), "[Format \"marbles/1\"]\n[Game \"wali\"]\n[Variant \"1980\"]\n\n");
}

TEST(Record, Result_WrittenOnlyWhenTheGameIsOver) {
  const std::string position = "oo...o/....../....../..s.../ss.... s 0 0 - 0";
  const std::string head = std::string(kHead) + "[Position \"" + position + "\"]\n";
  Result<Record> unfinished = parse_record(head + "1. C2-C1\n");
  ASSERT_TRUE(unfinished.ok()) << ui::text(unfinished.error(), Lang::kEn);
  EXPECT_EQ(format_record(*unfinished).find("[Result"), std::string::npos);

  Result<Record> won = parse_record(head + "1. C2-C1 xF5\n");
  ASSERT_TRUE(won.ok()) << ui::text(won.error(), Lang::kEn);
  const std::string text = format_record(*won);
  EXPECT_NE(text.find("[Result \"1-0\"]\n"), std::string::npos) << text;
  // Read back, the tag is kept once and written once.
  Result<Record> back = parse_record(text);
  ASSERT_TRUE(back.ok()) << ui::text(back.error(), Lang::kEn);
  EXPECT_EQ(tag_value(*back, "Result"), "1-0");
  EXPECT_EQ(format_record(*back), text);

  // Stones win: "0-1"; a draw: "1/2-1/2"; not over: "*".
  const GameInfo* wali = find_game("wali");
  ASSERT_NE(wali, nullptr);
  auto going_on = wali->make("", "s...../....../...o../....oo/s.s... o 0 0 - 0");
  ASSERT_TRUE(going_on.ok());
  EXPECT_EQ(result_text(**going_on), "*");
  auto draw = wali->make("", "o.o.o./....../....../....../s.s.s. s 0 0 - 100");
  ASSERT_TRUE(draw.ok()) << ui::text(draw.error(), Lang::kEn);
  EXPECT_EQ(result_text(**draw), "1/2-1/2");
  auto two_sticks = wali->make("", "s...../....../....../....oo/s..o.. s 0 0 - 0");
  ASSERT_TRUE(two_sticks.ok());
  EXPECT_EQ(result_text(**two_sticks), "0-1");
}

// ---------------------------------------------------------------------------------------------
// Session

std::string snapshot(const Session& s) {
  return s.state().position_text() + " | ply " + std::to_string(s.ply()) + " | " + s.text();
}

TEST(Session, Create_KnownGameAndVariantOnly) {
  Result<Session> s = Session::create("wali", "", games());
  ASSERT_TRUE(s.ok()) << ui::text(s.error(), Lang::kEn);
  EXPECT_EQ(s->record().variant, "default");
  EXPECT_EQ(s->ply(), 0u);
  EXPECT_FALSE(s->can_undo());
  EXPECT_FALSE(s->can_redo());
  Result<Session> unknown = Session::create("chess", "", games());
  ASSERT_FALSE(unknown.ok());
  EXPECT_EQ(ui::reason(unknown.error(), Lang::kEn), "unknown game 'chess'");
  Result<Session> bad_variant = Session::create("wali", "1979", games());
  ASSERT_FALSE(bad_variant.ok());
  EXPECT_EQ(ui::reason(bad_variant.error(), Lang::kEn),
            "unknown Wali variant '1979' (known: default, 1980)");
}

TEST(Session, PlayUndoRedoGoTo_ReplayTheSamePositions) {
  Result<Session> made = Session::create("wali", "1980", games());
  ASSERT_TRUE(made.ok());
  Session s = std::move(made).value();
  std::vector<std::string> positions = {s.state().position_text()};
  for (const char* m : {"C3", "D4", "c4", "D5", "E3", "B4"}) {
    Result<Action> a = s.play_text(m);
    ASSERT_TRUE(a.ok()) << m << ": " << ui::text(a.error(), Lang::kEn);
    positions.push_back(s.state().position_text());
  }
  EXPECT_EQ(s.ply(), 6u);
  EXPECT_EQ(s.length(), 6u);
  EXPECT_EQ(s.action_texts(), (std::vector<std::string>{"C3", "D4", "C4", "D5", "E3", "B4"}));
  s.undo();
  EXPECT_EQ(s.ply(), 5u);
  EXPECT_EQ(s.state().position_text(), positions[5]);
  EXPECT_TRUE(s.can_redo());
  s.undo();
  s.redo();
  EXPECT_EQ(s.state().position_text(), positions[5]);
  s.redo();
  EXPECT_EQ(s.state().position_text(), positions[6]);
  EXPECT_FALSE(s.can_redo());
  s.redo();  // nothing to redo: no change
  EXPECT_EQ(s.ply(), 6u);
  for (size_t n : {0u, 3u, 1u, 6u, 2u}) {
    s.go_to(n);
    EXPECT_EQ(s.ply(), n);
    EXPECT_EQ(s.state().position_text(), positions[n]) << "go_to(" << n << ")";
    EXPECT_EQ(s.length(), 6u);
  }
  s.go_to(100);
  EXPECT_EQ(s.ply(), 6u);
  s.go_to(0);
  EXPECT_FALSE(s.can_undo());
  s.undo();  // nothing to undo: no change
  EXPECT_EQ(s.ply(), 0u);
  // The text is the record up to the cursor.
  s.go_to(2);
  EXPECT_EQ(s.text(),
            "[Format \"marbles/1\"]\n[Game \"wali\"]\n[Variant \"1980\"]\n\n1. C3\n2. D4\n");
}

TEST(Session, PlayText_IllegalOrGarbledMoveLeavesTheSessionUnchanged) {
  Result<Session> made = Session::create("wali", "", games());
  ASSERT_TRUE(made.ok());
  Session s = std::move(made).value();
  for (const char* m : {"C3", "D4", "C4", "D5"}) {
    ASSERT_TRUE(s.play_text(m).ok()) << m;
  }
  s.undo();  // keep a redo tail: a failed move must not cut it
  const std::string before = snapshot(s);
  const std::vector<Action> record_before = s.record().actions;
  const std::string bad[] = {"C3", "C4", "D2-D1", "xA1", "pass", "Z9", "", "C3-", "\xff", "D5 D6"};
  for (const std::string& m : bad) {
    Result<Action> a = s.play_text(m);
    EXPECT_FALSE(a.ok()) << "'" << m << "' accepted";
    if (!a.ok()) {
      EXPECT_NE(ui::reason(a.error(), Lang::kEn).find("'" + m + "'"), std::string::npos)
          << ui::reason(a.error(), Lang::kEn);
    }
    EXPECT_EQ(snapshot(s), before) << "after '" << m << "'";
    EXPECT_EQ(s.record().actions, record_before) << "after '" << m << "'";
    EXPECT_TRUE(s.can_redo());
  }
  s.redo();
  EXPECT_EQ(s.action_texts().back(), "D5");
}

TEST(Session, Play_NewMoveTruncatesTheRedoTail) {
  Result<Session> made = Session::create("wali", "", games());
  ASSERT_TRUE(made.ok());
  Session s = std::move(made).value();
  for (const char* m : {"C3", "D4", "C4", "D5", "E3"}) {
    ASSERT_TRUE(s.play_text(m).ok()) << m;
  }
  s.undo();
  s.undo();
  EXPECT_EQ(s.length(), 5u);
  ASSERT_TRUE(s.play_text("A1").ok());
  EXPECT_EQ(s.ply(), 4u);
  EXPECT_EQ(s.length(), 4u);
  EXPECT_FALSE(s.can_redo());
  EXPECT_EQ(s.action_texts(), (std::vector<std::string>{"C3", "D4", "C4", "A1"}));
  // go_to back and play: the rest of the game is dropped.
  s.go_to(1);
  s.play(s.state().parse_action("F5").value());
  EXPECT_EQ(s.action_texts(), (std::vector<std::string>{"C3", "F5"}));
}

TEST(Session, FromText_ReplaysTheRecordToItsEnd) {
  Result<Session> made = Session::create("wali", "", games());
  ASSERT_TRUE(made.ok());
  Session s = std::move(made).value();
  Rng rng(12);
  for (int i = 0; i < 40 && !s.state().is_terminal(); ++i) {
    std::vector<Action> legal = s.state().legal_actions();
    s.play(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
  }
  Result<Session> again = Session::from_text(s.text(), games());
  ASSERT_TRUE(again.ok()) << ui::text(again.error(), Lang::kEn);
  EXPECT_EQ(again->ply(), s.ply());
  EXPECT_EQ(again->state().position_text(), s.state().position_text());
  EXPECT_EQ(again->state().hash(), s.state().hash());
  EXPECT_EQ(again->text(), s.text());

  Result<Session> bad = Session::from_text(std::string(kHead) + "1. C3 C3\n", games());
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(ui::text(bad.error(), Lang::kEn), "line 3, column 7: 'C3': the cell is occupied");
}

TEST(Session, FromRecord_RejectsAnIllegalAction) {
  Record rec;
  rec.game = "wali";
  rec.actions = {14, 14};  // C3 twice
  Result<Session> s = Session::from_record(rec, games());
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(ui::reason(s.error(), Lang::kEn), "move 2 is not legal");
  rec.actions = {14, 21};
  Result<Session> ok = Session::from_record(rec, games());
  ASSERT_TRUE(ok.ok()) << ui::text(ok.error(), Lang::kEn);
  EXPECT_EQ(ok->ply(), 2u);
}

TEST(Session, Copy_IsIndependent) {
  Result<Session> made = Session::create("wali", "", games());
  ASSERT_TRUE(made.ok());
  Session a = std::move(made).value();
  ASSERT_TRUE(a.play_text("C3").ok());
  Session b = a;
  ASSERT_TRUE(b.play_text("D4").ok());
  EXPECT_EQ(a.ply(), 1u);
  EXPECT_EQ(b.ply(), 2u);
  EXPECT_NE(a.state().position_text(), b.state().position_text());
  a = b;
  EXPECT_EQ(a.state().position_text(), b.state().position_text());
  ASSERT_TRUE(a.play_text("E5").ok());
  EXPECT_EQ(b.ply(), 2u);
}

}  // namespace
}  // namespace marbles
