// Annotated records (docs/NOTATION.md, "Comments, variations and marks"): comments after any
// action, variations nested to any depth, marks on the board inside comments; read and written
// back exactly, for every game.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "core/marks.h"
#include "core/record.h"
#include "core/rng.h"
#include "games/registry.h"
#include "ui/messages.h"

namespace marbles {
namespace {

std::string error_text(std::string_view record) {
  Result<Record> r = parse_record(record);
  return r.ok() ? "(accepted)" : ui::text(r.error(), Lang::kEn);
}

const char* const kWali = "[Format \"marbles/1\"]\n[Game \"wali\"]\n\n";

TEST(Annotations, CommentsVariationsAndMarksAreRead) {
  const std::string text = std::string(kWali) +
                           "{A game from the 1980 magazine}\n"
                           "1. C3 {The centre [%csl GC3]}\n"
                           "2. D3 (2. A1 {too far [%cal RA1-C3]} 3. B3 (3. E5) 4. F5) 2. xxx";
  // The last token is wrong on purpose: everything before it was read.
  EXPECT_EQ(error_text(text),
            "line 6, column 62: 'xxx': 'xx' is not a cell (columns A-F, rows 1-5)");
  auto r = parse_record(text.substr(0, text.size() - 7));
  ASSERT_TRUE(r.ok()) << ui::text(r.error(), Lang::kEn);
  EXPECT_EQ(r->actions.size(), 2u);
  EXPECT_EQ(r->comment(0), "A game from the 1980 magazine");
  EXPECT_EQ(r->comment(1), "The centre [%csl GC3]");
  ASSERT_EQ(r->variations.size(), 1u);
  const Variation& v = r->variations[0];
  EXPECT_EQ(v.at, 1u);  // instead of D3, from the position after C3
  ASSERT_EQ(v.line.actions.size(), 3u);
  EXPECT_EQ(v.line.comment(1), "too far [%cal RA1-C3]");
  ASSERT_EQ(v.line.variations.size(), 1u);
  EXPECT_EQ(v.line.variations[0].at, 1u);  // E5 instead of B3
  EXPECT_EQ(v.line.variations[0].line.actions.size(), 1u);
  // The marks, on Wali's cells.
  auto start = start_state(*r);
  ASSERT_TRUE(start.ok());
  auto a = read_annotation(v.line.comment(1), **start);
  ASSERT_TRUE(a.ok());
  EXPECT_EQ(a->text, "too far");
  ASSERT_EQ(a->marks.size(), 1u);
  EXPECT_EQ((*start)->cell_to_text(a->marks[0].from), "A1");
  EXPECT_EQ((*start)->cell_to_text(a->marks[0].to), "C3");
  EXPECT_EQ(a->marks[0].colour, MarkColour::kRed);
}

TEST(Annotations, TheWriterPutsCommentsAndVariationsOnTheTurnLines) {
  const std::string text = std::string(kWali) +
                           "{Opening} 1. C3 {centre} 2. D3 (2. A1 3. B3 (3. E5 {no}) 4. F5) "
                           "3. D2 {braces \\} and \\\\ kept}";
  auto r = parse_record(text);
  ASSERT_TRUE(r.ok()) << ui::text(r.error(), Lang::kEn);
  const std::string written = format_record(*r);
  EXPECT_EQ(written.substr(written.find("\n\n") + 2),
            "{Opening}\n"
            "1. C3 {centre}\n"
            "2. D3 (2. A1 3. B3 (3. E5 {no}) 4. F5)\n"
            "3. D2 {braces \\} and \\\\ kept}\n");
  EXPECT_EQ(r->comment(3), "braces } and \\ kept");
  auto again = parse_record(written);
  ASSERT_TRUE(again.ok());
  EXPECT_TRUE(static_cast<const Line&>(*again) == static_cast<const Line&>(*r));
}

TEST(Annotations, OldRecordsReadAsBeforeAndHashCommentsStayIgnored) {
  const std::string text = std::string(kWali) + "1. C3 # a {brace} (paren) in a comment\n2. D3\n";
  auto r = parse_record(text);
  ASSERT_TRUE(r.ok()) << ui::text(r.error(), Lang::kEn);
  EXPECT_EQ(r->actions.size(), 2u);
  EXPECT_TRUE(r->comments.empty());
  EXPECT_TRUE(r->variations.empty());
  // A '#' inside braces is the comment's own text, across lines.
  auto braced = parse_record(std::string(kWali) + "1. C3 {see # this\n[and that]} 2. D3");
  ASSERT_TRUE(braced.ok()) << ui::text(braced.error(), Lang::kEn);
  EXPECT_EQ(braced->comment(1), "see # this\n[and that]");
}

// Line breaks inside a comment: CRLF reads as a line break, a lone CR as a space, so the text
// written reads back the same (the fuzz stage found "\r\r\n" read back as "\r\n").
TEST(Annotations, CarriageReturnsInACommentReadTheSameWrittenAgain) {
  auto r = parse_record(std::string(kWali) + "1. C3 {a\r\r\r\nb\rc\r}");
  ASSERT_TRUE(r.ok()) << ui::text(r.error(), Lang::kEn);
  EXPECT_EQ(r->comment(1), "a  \nb c ");
  auto again = parse_record(format_record(*r));
  ASSERT_TRUE(again.ok());
  EXPECT_TRUE(static_cast<const Line&>(*again) == static_cast<const Line&>(*r));
  EXPECT_EQ(again->comment(1), r->comment(1));
}

TEST(Annotations, BadCommentsVariationsAndMarksAreRefusedWithTheirPlace) {
  const std::string h = kWali;
  const std::vector<std::pair<std::string, std::string>> cases = {
      {h + "1. C3 {never closed",
       "line 4, column 7: the comment that starts here has no closing '}'"},
      {h + "1. C3 } 2. D3", "line 4, column 7: a '}' with no comment open"},
      {h + "1. C3 2. D3 )", "line 4, column 13: a ')' with no variation open"},
      {h + "(1. C3) 1. D3", "line 4, column 1: a variation '(' must follow the move it replaces"},
      {h + "1. C3 ( {only words} )",
       "line 4, column 7: the variation that starts here has no move"},
      {h + "1. C3 (1. D3\n2. C3",
       "line 4, column 7: the variation that starts here has no closing ')'"},
      {h + "1. C3 (1. C3 2. C3)", "line 4, column 17: 'C3': the cell is occupied"},
      {h + "1. C3 {[%csl GZ9]}",
       "line 4, column 7: in the comment: mark 'GZ9': 'Z9' is not a cell of this board"},
      {h + "1. C3 {[%cal XC3-D4]}",
       "line 4, column 7: in the comment: mark 'XC3-D4': it starts with its colour, G (green), R "
       "(red), "
       "Y (yellow) or B (blue)"},
      {h + "1. C3 {[%cal GC3]}",
       "line 4, column 7: in the comment: arrow 'GC3': write a colour, a cell, '-' and a cell, as "
       "GC3-D4"},
      {h + "1. C3 {[%csl GC3}",
       "line 4, column 7: in the comment: the mark '[%csl' has no closing ']'"},
      {h + "1. C3\n  [Date \"2024\"]", "line 5, column 3: tags must come before the moves"},
      {h + "1. C3 {bad \xC3\x28 byte}", "line 4, column 12: the comment is not UTF-8 text here"},
  };
  for (const auto& [text, error] : cases) {
    EXPECT_EQ(error_text(text), error) << text;
  }
  std::string deep = h + "1. C3";
  for (int i = 0; i < 70; ++i) {
    deep += " (1. D3";
  }
  EXPECT_EQ(error_text(deep), "line 4, column 455: variations are nested more than 64 deep");
}

TEST(Annotations, MarksAreCheckedOnTheVariantsBoard) {
  // F3 is a cell of Yoté's 6x5 board, not of its 5x5 one; g7 a square of the 7x7 poursuite only.
  const std::string yote = "[Format \"marbles/1\"]\n[Game \"yote\"]\n[Variant \"5x5\"]\n\n";
  EXPECT_EQ(error_text(yote + "1. @C3 {[%csl GE3]}"), "(accepted)");
  EXPECT_EQ(error_text(yote + "1. @C3 {[%csl GF3]}"),
            "line 5, column 8: in the comment: mark 'GF3': 'F3' is not a cell of this board");
  const std::string pursuit = "[Format \"marbles/1\"]\n[Game \"poursuite\"]\n[Variant \"6x6\"]\n\n";
  EXPECT_EQ(error_text(pursuit + "{[%cal Ga1-f6]} 1. b3"), "(accepted)");
  EXPECT_EQ(error_text(pursuit + "{[%cal Ga1-g7]} 1. b3"),
            "line 5, column 1: in the comment: mark 'Ga1-g7': 'g7' is not a cell of this board");
}

TEST(Annotations, ReadAndWriteMarks) {
  auto start = find_game("offboard")->make("", "");
  ASSERT_TRUE(start.ok());
  const AnyState& s = **start;
  auto a = read_annotation("Push here [%clk 0:01] [%cal Ba1-e5, Ye9-i9] then [%csl Re5]", s);
  ASSERT_TRUE(a.ok()) << ui::text(a.error(), Lang::kEn);
  EXPECT_EQ(a->text, "Push here [%clk 0:01] then");  // other commands stay in the words
  ASSERT_EQ(a->marks.size(), 3u);
  EXPECT_FALSE(a->marks[0].is_arrow());  // cells first, then arrows
  EXPECT_EQ(write_annotation(*a, s), "Push here [%clk 0:01] then [%csl Re5] [%cal Ba1-e5,Ye9-i9]");
  auto back = read_annotation(write_annotation(*a, s), s);
  ASSERT_TRUE(back.ok());
  EXPECT_EQ(*back, *a);
  EXPECT_EQ(
      write_annotation(Annotation{"", {Mark{s.cell_from_text("e5"), -1, MarkColour::kBlue}}}, s),
      "[%csl Be5]");
}

// A random annotated line from `s`: comments with marks on the actions' cells, variations.
void annotate(Line& line, const AnyState& start, Rng& rng, int depth, int length) {
  std::unique_ptr<AnyState> s = start.clone();
  for (int i = 0; i < length && !s->is_terminal(); ++i) {
    std::vector<Action> legal =
        s->to_move() == kChance ? std::vector<Action>{} : s->legal_actions();
    if (s->to_move() == kChance) {
      for (const ChanceOutcome& c : s->chance_outcomes()) {
        legal.push_back(c.action);
      }
    }
    const Action a = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
    if (depth < 3 && legal.size() > 1 && rng.below(4) == 0) {
      Variation v{line.actions.size(), {}};
      annotate(v.line, *s, rng, depth + 1, 1 + static_cast<int>(rng.below(6)));
      if (!v.line.actions.empty()) {
        line.variations.push_back(std::move(v));
      }
    }
    const ActionCells cells = s->action_cells(a);
    s->apply(a);
    line.actions.push_back(a);
    if (rng.below(3) == 0) {
      Annotation note{"note " + std::to_string(i) + " \xC3\xA9t\xC3\xA9 {x} \\", {}};
      const bool named = !s->cell_to_text(0).empty();  // the test game line3 names none
      if (named && cells.to >= 0) {
        note.marks.push_back(Mark{cells.to, -1, MarkColour::kYellow});
      }
      if (named && cells.from >= 0 && cells.to >= 0 && cells.from != cells.to) {
        note.marks.push_back(Mark{cells.from, cells.to, MarkColour::kRed});
      }
      line.comments[line.actions.size()] = write_annotation(note, *s);
    }
  }
}

TEST(Annotations, EveryGameAndVariant_RandomAnnotatedRecordsRoundTripExactly) {
  Rng rng(0xA11 + 33);
  for (const GameInfo& info : games()) {
    for (std::string_view variant : info.variants) {
      SCOPED_TRACE(std::string(info.id) + " " + std::string(variant));
      for (int k = 0; k < 4; ++k) {
        Record rec;
        rec.game = std::string(info.id);
        rec.variant = std::string(variant);
        auto start = start_state(rec);
        ASSERT_TRUE(start.ok());
        rec.comments[0] = "start";
        annotate(rec, **start, rng, 0, 40);
        const std::string text = format_record(rec);
        auto read = parse_record(text);
        ASSERT_TRUE(read.ok()) << ui::text(read.error(), Lang::kEn) << "\n" << text;
        EXPECT_TRUE(static_cast<const Line&>(*read) == static_cast<const Line&>(rec)) << text;
        EXPECT_EQ(format_record(*read), text);
        auto session = Session::from_record(*read, games());
        ASSERT_TRUE(session.ok());
        EXPECT_EQ(session->text(), text);
      }
    }
  }
}

TEST(Annotations, ASessionKeepsCommentsBeforeTheCursorAndDropsTheTailWhenPlayedOver) {
  auto session =
      Session::from_text(std::string(kWali) + "1. C3 {a} 2. D3 {b} (2. A1 {c}) 3. D2 {d}", games());
  ASSERT_TRUE(session.ok());
  Session game = std::move(session).value();
  game.go_to(2);
  EXPECT_EQ(game.text().substr(game.text().find("\n\n") + 2), "1. C3 {a}\n2. D3 {b} (2. A1 {c})\n");
  game.go_to(1);
  ASSERT_TRUE(game.play_text("E5").ok());
  EXPECT_EQ(game.record().comment(1), "a");
  EXPECT_TRUE(game.record().variations.empty());
  EXPECT_EQ(game.record().comments.size(), 1u);
}

TEST(Annotations, EveryGameNamesTheCellsOfItsActions) {
  Rng rng(7);
  for (const GameInfo& info : games()) {
    for (std::string_view variant : info.variants) {
      SCOPED_TRACE(std::string(info.id) + " " + std::string(variant));
      auto start = info.make(variant, "");
      ASSERT_TRUE(start.ok());
      std::unique_ptr<AnyState> s = std::move(start).value();
      if (info.id == "line3") {  // the test game names no cells (HasCellNames is optional)
        EXPECT_EQ(s->cell_to_text(0), "");
        EXPECT_EQ(s->cell_from_text("a1"), -1);
        continue;
      }
      int named = 0;
      for (int ply = 0; ply < 60 && !s->is_terminal(); ++ply) {
        std::vector<Action> legal = s->legal_actions();
        if (s->to_move() == kChance) {
          legal = {s->chance_outcomes()[0].action};
        }
        for (Action a : legal) {
          const ActionCells c = s->action_cells(a);
          for (int cell : {c.from, c.to, c.removed}) {
            if (cell >= 0) {
              const std::string name = s->cell_to_text(cell);
              ASSERT_FALSE(name.empty());
              EXPECT_EQ(s->cell_from_text(name), cell) << name;
              ++named;
            }
          }
        }
        s->apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
      }
      EXPECT_GT(named, 0);
      EXPECT_EQ(s->cell_from_text("z99"), -1);
      EXPECT_EQ(s->cell_from_text(""), -1);
    }
  }
}

}  // namespace
}  // namespace marbles

namespace marbles {
namespace {

TEST(Annotations, AVariationIsShownAsALineOfItsOwn) {
  auto r = parse_record(std::string(kWali) +
                        "{game} 1. C3 {a} 2. D3 {b} (2. A1 {c} 3. B3 (3. E5 {e}) 4. F5 {f}) 3. D2");
  ASSERT_TRUE(r.ok());
  auto v = variation_view(*r, {0});
  ASSERT_TRUE(v.has_value());
  EXPECT_EQ(v->offset, 1u);
  const std::string head = "[Format \"marbles/1\"]\n[Game \"wali\"]\n[Variant \"default\"]\n\n";
  EXPECT_EQ(format_record(v->record),
            head + "{game}\n1. C3 {a}\n2. A1 {c}\n3. B3 (3. E5 {e})\n4. F5 {f}\n");
  auto deeper = variation_view(*r, {0, 0});
  ASSERT_TRUE(deeper.has_value());
  EXPECT_EQ(deeper->offset, 2u);
  EXPECT_EQ(format_record(deeper->record), head + "{game}\n1. C3 {a}\n2. A1 {c}\n3. E5 {e}\n");
  EXPECT_FALSE(variation_view(*r, {1}).has_value());
  EXPECT_FALSE(variation_view(*r, {0, 0, 0}).has_value());
  EXPECT_FALSE(variation_view(*r, {}).has_value());
}

}  // namespace
}  // namespace marbles
