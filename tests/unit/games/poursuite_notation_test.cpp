// La poursuite infernale notation (docs/NOTATION.md): jumps as chess squares, the position text,
// variants, and records of whole matches, with the round change written as "# Round 2".
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "core/lang.h"
#include "core/record.h"
#include "core/rng.h"
#include "games/poursuite/rules.h"
#include "games/poursuite_test_util.h"
#include "games/registry.h"
#include "ui/messages.h"

namespace marbles::poursuite {
namespace {

using namespace test;

std::string position_error(std::string_view text, const Variant& v = {}) {
  Result<State> s = Game::parse_position(v, text);
  return s.ok() ? "(accepted: " + Game::position_text(*s) + ")" : marbles::ui::err_text(s.error());
}

std::string record_error(std::string_view text) {
  Result<Record> r = parse_record(text);
  return r.ok() ? "(accepted)" : marbles::ui::err_text(r.error());
}

// A seeded random game of a variant, as a record.
Record random_record(std::string_view variant_text, std::uint64_t seed) {
  Record rec;
  rec.game = "poursuite";
  rec.variant = std::string(variant_text);
  auto start = start_state(rec);
  MARBLES_CHECK(start.ok());
  std::unique_ptr<AnyState> s = std::move(start).value();
  Rng rng(seed);
  while (!s->is_terminal()) {
    const std::vector<Action> legal = s->legal_actions();
    const Action a = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
    s->apply(a);
    rec.actions.push_back(a);
  }
  return rec;
}

// ---------------------------------------------------------------------------------------------
// Jumps

TEST(Poursuite, Notation_SquareNamesLowerCaseUpperCaseRead) {
  const State s = Game::initial({});
  EXPECT_EQ(Game::action_text(s, square(1, 2)), "b3");
  EXPECT_EQ(Game::action_text(s, square(7, 7)), "h8");
  for (int sq = 0; sq < kSquares; ++sq) {
    EXPECT_EQ(parse_square(square_name(sq)), sq) << sq;
  }
  ASSERT_TRUE(Game::parse_action(s, "B3").ok());
  EXPECT_EQ(*Game::parse_action(s, "B3"), square(1, 2));
  EXPECT_EQ(*Game::parse_action(s, "c2"), square(2, 1));
  for (const char* bad : {"", "b", "b33", "b3 ", " b3", "Nb3", "b-3", "3b", "i1", "a9", "a0"}) {
    EXPECT_FALSE(Game::parse_action(s, bad).ok()) << "'" << bad << "'";
  }
}

TEST(Poursuite, Notation_RefusalsSayWhy) {
  const State s = Game::initial({});
  EXPECT_EQ(error_of(s, "z9"), "'z9' is not a square (files a-h, ranks 1-8)");
  EXPECT_EQ(error_of(s, "b3x"), "'b3x' is not a square (files a-h, ranks 1-8)");
  EXPECT_EQ(error_of(s, "c3"),
            "'c3' is not a knight's move from a1, where the black knight (pursued) stands");
  EXPECT_EQ(error_of(s, "a1"), "'a1': the black knight (pursued) is already there");
  const State t = play(s, {"b3", "g6"});
  EXPECT_EQ(error_of(t, "a1"), "'a1' is burned: a knight has already stood there");
  const State six = Game::initial(variant(6, false));
  EXPECT_EQ(error_of(six, "g1"), "'g1' is off the 6x6 board (files a-f, ranks 1-6)");
  EXPECT_EQ(error_of(six, "a7"), "'a7' is off the 6x6 board (files a-f, ranks 1-6)");
  EXPECT_EQ(error_of(six, "z9"), "'z9' is not a square (files a-f, ranks 1-6)");
  const State seven = Game::initial(variant(7, false));
  EXPECT_EQ(error_of(seven, "h1"), "'h1' is off the 7x7 board (files a-g, ranks 1-7)");
  const State over = play(Game::initial(test::single()), {"b3", "g6", "d4", "e5", "c6"});
  ASSERT_TRUE(Game::is_terminal(over)) << show(over);
  EXPECT_EQ(error_of(over, "b4"), "the game is over: 'b4' cannot be played");
}

TEST(Poursuite, Notation_RefusalsInFrench) {
  MessageLanguage french(Lang::kFr);
  const State s = Game::initial({});
  EXPECT_EQ(error_of(s, "c3"),
            "\xC2\xAB\xC2\xA0"
            "c3\xC2\xA0\xC2\xBB n’est pas à un saut de cavalier de a1, où se trouve le cavalier "
            "noir (poursuivi)");
  const State t = play(s, {"b3", "g6"});
  EXPECT_EQ(error_of(t, "a1"),
            "\xC2\xAB\xC2\xA0"
            "a1\xC2\xA0\xC2\xBB est une case brûlée\xC2\xA0: un cavalier s’y est déjà trouvé");
  const State six = Game::initial(variant(6, false));
  EXPECT_EQ(error_of(six, "g1"),
            "\xC2\xAB\xC2\xA0g1\xC2\xA0\xC2\xBB est hors du plateau de 6\xC2\xA0×\xC2\xA0"
            "6 (colonnes a à f, rangées 1 à 6)");
}

// ---------------------------------------------------------------------------------------------
// Position text

TEST(Poursuite, Position_RoundTripsThroughRandomGames) {
  for (const char* v : {"default", "single", "6x6", "7x7", "6x6 single", "7x7 single"}) {
    const Variant variant = *Game::parse_variant(v);
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
      Rng rng(seed);
      State s = Game::initial(variant);
      while (true) {
        const std::string text = Game::position_text(s);
        Result<State> back = Game::parse_position(variant, text);
        ASSERT_TRUE(back.ok()) << v << " " << text << ": " << marbles::ui::err_text(back.error());
        EXPECT_EQ(Game::position_text(*back), text);
        EXPECT_EQ(Game::hash(*back), Game::hash(s)) << text;
        // Everything but how the previous round ended (round 2 from a text) reads back.
        State a = *back;
        State b = s;
        a.finish = Finish{};
        b.finish = Finish{};
        EXPECT_EQ(a, b) << text;
        if (Game::is_terminal(s)) {
          EXPECT_EQ(back->finish, s.finish) << "the final round's end is read back" << text;
          break;
        }
        Game::apply(s, Game::random_action(s, rng));
      }
    }
  }
}

TEST(Poursuite, Position_StartTextsOfEveryVariant) {
  EXPECT_EQ(Game::position_text(Game::initial({})), "8x8 7N/8/8/8/8/8/8/n7 b 1 - -");
  EXPECT_EQ(Game::position_text(Game::initial(variant(7, true))), "7x7 6N/7/7/7/7/7/n6 b 1 - -");
  EXPECT_EQ(Game::position_text(Game::initial(variant(6, false))), "6x6 5N/6/6/6/6/n5 b 1 - -");
}

TEST(Poursuite, Position_MalformedTextsSayWhereAndWhy) {
  const char* const start = "8x8 7N/8/8/8/8/8/8/n7 b 1 - -";
  EXPECT_EQ(position_error(start), std::string("(accepted: ") + start + ")");
  const struct {
    const char* text;
    const char* error;
  } cases[] = {
      {"",
       "column 1: position: expected the board size '8x8' of the variant default first, then "
       "a space"},
      {"6x6 7N/8/8/8/8/8/8/n7 b 1 - -",
       "column 1: position: expected the board size '8x8' of the variant default first, then a "
       "space"},
      {"8x8 7N/8/8/8/8/8/8/n7", "column 22: position: expected a space after the board"},
      {"8x8 7N/8/8/8/8/8/8/n6 b 1 - -", "column 22: position: rank 1 has 7 squares instead of 8"},
      {"8x8 7N/8/8/8/8/8/8/n8 b 1 - -", "column 21: position: rank 1 has more than 8 squares"},
      {"8x8 7N/8/8/8/8/8/8 b 1 - -",
       "column 19: position: expected '/' after each rank of 8 squares"},
      {"8x8 7N/8/8/8/8/8/8/n6q b 1 - -",
       "column 22: position: 'q' is not a square content (n pursued, N pursuer, x burned, 1-8 "
       "free squares)"},
      {"8x8 7N/8/8/8/8/8/8/nn6 b 1 - -", "column 21: position: two pursued knights (n)"},
      {"8x8 7x/8/8/8/8/8/8/n7 b 1 - -",
       "column 22: position: the board needs one pursued knight (n) and one pursuer knight (N)"},
      {"8x8 8/8/8/8/8/8/8/n6N b 1 - -",
       "column 22: position: the start squares a1 and h8 are burned from the start (x or a "
       "knight)"},
      {"8x8 7x/8/8/8/8/8/8/N6n b 1 - -",
       "column 23: position: a knight cannot stand on the other knight's start square"},
      {"8x8 7N/8/8/8/8/8/8/n7 w 1 - -",
       "column 23: position: 0 jumps played (burned squares besides the corners): the pursued "
       "(b) is to move"},
      {"8x8 7N/8/8/8/8/8/8/n7 x 1 - -",
       "column 23: position: the side to move must be 'b' (the pursued, black) or 'w' (the "
       "pursuer, white)"},
      {"8x8 7N/8/8/8/8/8/8/n7 b 3 - -", "column 25: position: the round must be 1 or 2"},
      {"8x8 7N/8/8/8/8/8/8/n7 b 1 - - -", "column 31: position: too many fields after the board"},
      {"8x8 7N/8/8/8/8/8/8/n7 b 1 -",
       "column 23: position: expected 4 fields after the board: side to move (b|w), round (1|2), "
       "the results of rounds 1 and 2 ('-' or like 'c17')"},
      {"8x8 7N/8/8/8/8/8/8/n7 b 1 c5 -",
       "column 27: position: round 1 is over: the position would be the start of round 2"},
      {"8x8 7N/8/8/8/8/8/8/n7 b 2 - -",
       "column 27: position: round 2 is played after round 1: give round 1's result"},
      {"8x8 7N/8/8/8/8/8/8/n7 b 1 - c5",
       "column 29: position: round 2 has no result during round 1"},
      {"8x8 7N/8/8/8/8/8/8/n7 b 2 z5 -",
       "column 27: position: a round's result is '-' or a letter (c caught, p cornered, e "
       "escaped, s pursuer stuck, d both stuck) and its jumps, 0 to 62"},
      {"8x8 7N/8/8/8/8/8/8/n7 b 2 c63 -",
       "column 27: position: a round's result is '-' or a letter (c caught, p cornered, e "
       "escaped, s pursuer stuck, d both stuck) and its jumps, 0 to 62"},
      {"8x8 7N/8/8/8/8/8/8/n7 b 2 c4 -",
       "column 27: position: round 1's result 'c4': a capture comes after an odd number of "
       "jumps"},
      {"8x8 7N/8/8/8/8/8/8/n7 b 2 e5 -",
       "column 27: position: round 1's result 'e5': an escape comes after an even number of "
       "jumps"},
      {"8x8 7N/8/8/8/8/8/8/n7 b 2 c5 e0",
       "column 30: position: the board does not show round 2's result 'e0' (on this board: no "
       "end yet, 0 jumps)"},
      {"8x8 n6x/2x5/1x6/8/4N3/8/8/x7 b 2 c5 d4",
       "column 37: position: the board does not show round 2's result 'd4' (on this board: an "
       "escape, 4 jumps)"},
  };
  for (const auto& c : cases) {
    EXPECT_EQ(position_error(c.text), std::string("line 1, ") + c.error) << "'" << c.text << "'";
  }
  EXPECT_EQ(position_error("6x6 5N/6/6/6/6/n5 b 2 c5 -", variant(6, true)),
            "line 1, column 21: position: a single-round game has no round 2");
  EXPECT_EQ(position_error("8x8 7N/8/8/8/8/8/8/n7 b 1 - -", variant(6, false)),
            "line 1, column 1: position: expected the board size '6x6' of the variant 6x6 first, "
            "then a space");
}

TEST(Poursuite, Position_MalformedTextsInFrench) {
  MessageLanguage french(Lang::kFr);
  EXPECT_EQ(position_error("8x8 7N/8/8/8/8/8/8/n7 b 2 c4 -"),
            "ligne 1, colonne 27\xC2\xA0: position\xC2\xA0: le résultat \xC2\xAB\xC2\xA0"
            "c4\xC2\xA0\xC2\xBB de la manche 1 est impossible\xC2\xA0: une prise n’arrive "
            "qu’après un nombre impair de sauts");
  EXPECT_EQ(position_error("8x8 n6x/2x5/1x6/8/4N3/8/8/x7 b 2 c5 d4"),
            "ligne 1, colonne 37\xC2\xA0: position\xC2\xA0: le plateau ne montre pas le résultat "
            "\xC2\xAB\xC2\xA0"
            "d4\xC2\xA0\xC2\xBB de la manche 2 (sur ce plateau\xC2\xA0: une évasion, 4 sauts)");
  EXPECT_EQ(position_error("8x8 7N/8/8/8/8/8/8/n7 w 1 - -"),
            "ligne 1, colonne 23\xC2\xA0: position\xC2\xA0: 0 saut joué (cases brûlées hors des "
            "coins)\xC2\xA0: c’est au poursuivi (b) de jouer");
}

TEST(Poursuite, Position_FinishedGameReadsBackWithItsEnd) {
  // A finished single round reads back as over, with the capture for the UI.
  const State s = position("8x8 7x/8/6x1/8/3x3N/1x3n2/8/x7 w 1 c5 -", test::single());
  ASSERT_TRUE(Game::is_terminal(s)) << show(s);
  EXPECT_EQ(test::finish_path(s), std::vector<std::string>{"f3"});
  EXPECT_EQ(test::returns_of(s), (std::vector<double>{-1, 1}));
}

// ---------------------------------------------------------------------------------------------
// Variants

TEST(Poursuite, Variant_TextsCombineAndUnknownOnesAreRefused) {
  const struct {
    const char* in;
    const char* out;
  } good[] = {{"", "default"},
              {"default", "default"},
              {"single", "single"},
              {"6x6", "6x6"},
              {"7x7", "7x7"},
              {"8x8", "default"},
              {"6x6 single", "6x6 single"},
              {"single 7x7", "7x7 single"},
              {"8x8 single", "single"}};
  for (const auto& g : good) {
    Result<Variant> v = Game::parse_variant(g.in);
    ASSERT_TRUE(v.ok()) << g.in << ": " << marbles::ui::err_text(v.error());
    EXPECT_EQ(Game::variant_text(*v), g.out) << g.in;
    EXPECT_EQ(*Game::parse_variant(Game::variant_text(*v)), *v) << g.in;
  }
  EXPECT_EQ(Game::parse_variant("7x7 single")->size, 7);
  EXPECT_TRUE(Game::parse_variant("7x7 single")->single);
  for (const char* bad : {"5x5", "6x6 7x7", "single single", "Single", "match", "default single"}) {
    Result<Variant> v = Game::parse_variant(bad);
    ASSERT_FALSE(v.ok()) << bad;
    EXPECT_EQ(marbles::ui::err_reason(v.error()),
              "unknown La poursuite infernale variant '" + std::string(bad) +
                  "' (known: default, single, 6x6, 7x7, and a size with single, like '6x6 "
                  "single')");
  }
}

// ---------------------------------------------------------------------------------------------
// Records

// Round 1: the pursued (player 0) ends on c1, walled in by a2, b3, d3 and e2, after the 12th
// jump, the pursuer's (player 1's); it has escaped, and player 0 scores. Round 2 starts with
// player 1 again, now the pursued: the record gives each jump its own numbered line and marks
// the rounds. Round 2 ends when the pursued lands on c6, a jump from the pursuer on e5: player 0
// wins both rounds.
constexpr const char* kMatch =
    "[Format \"marbles/1\"]\n"
    "[Game \"poursuite\"]\n"
    "[Variant \"default\"]\n"
    "[Result \"1-0\"]\n"
    "\n"
    "# Round 1\n"
    "1. b3\n"
    "2. g6\n"
    "3. d4\n"
    "4. e5\n"
    "5. e2\n"
    "6. d3\n"
    "7. c3\n"
    "8. c5\n"
    "9. a2\n"
    "10. d7\n"
    "11. c1\n"
    "12. f8\n"
    "# Round 2\n"
    "13. b3\n"
    "14. g6\n"
    "15. a5\n"
    "16. e5\n"
    "17. c6\n";

TEST(Poursuite, Record_MatchWithRoundMarkRoundTrips) {
  Result<Record> rec = parse_record(kMatch);
  ASSERT_TRUE(rec.ok()) << marbles::ui::err_text(rec.error());
  ASSERT_EQ(rec->actions.size(), 17u);
  EXPECT_EQ(format_record(*rec), kMatch);
  // Jump 12 (the last of round 1) and jump 13 (the first of round 2) are both player 1's.
  auto s = start_state(*rec);
  ASSERT_TRUE(s.ok());
  std::vector<int> movers;
  for (Action a : rec->actions) {
    movers.push_back((*s)->to_move());
    (*s)->apply(a);
  }
  EXPECT_EQ(movers[11], 1);
  EXPECT_EQ(movers[12], 1);
  const State& end = state_of<Game>(**s);
  EXPECT_EQ(end.rounds[0].end, RoundEnd::kEscaped);
  EXPECT_EQ(end.rounds[0].jumps, 12);
  EXPECT_EQ(end.rounds[1].end, RoundEnd::kCaught);
  EXPECT_EQ(end.rounds[1].jumps, 5);
  EXPECT_EQ(result_text(**s), "1-0");
  EXPECT_EQ((*s)->position_text(), "8x8 7x/8/2n3x1/x3N3/8/1x6/8/x7 w 2 e12 c5");
  // Read back without the layout: one line, no comments.
  Result<Record> flat = parse_record(
      "[Format \"marbles/1\"][Game \"poursuite\"]\n"
      "1. b3 g6 d4 e5 e2 d3 c3 c5 a2 d7 c1 f8 B3 G6 A5 E5 C6");
  EXPECT_FALSE(flat.ok()) << "tags are one per line";
  flat = parse_record(
      "[Format \"marbles/1\"]\n[Game \"poursuite\"]\n"
      "b3 g6 d4 e5 e2 d3 c3 c5 a2 d7 c1 f8 B3 G6 A5 E5 C6  # upper case is read too\n");
  ASSERT_TRUE(flat.ok()) << marbles::ui::err_text(flat.error());
  EXPECT_EQ(flat->actions, rec->actions);
}

TEST(Poursuite, Record_WholeMatchesRoundTrip) {
  for (const char* v : {"default", "single", "6x6", "7x7", "7x7 single"}) {
    const bool match = std::string_view(v).find("single") == std::string_view::npos;
    for (std::uint64_t seed = 1; seed <= 300; ++seed) {
      const Record rec = random_record(v, seed);
      const std::string text = format_record(rec);
      const Result<Record> back = test::read_back(rec);
      ASSERT_TRUE(back.ok());
      // One numbered line per jump; the rounds marked in a match only.
      int numbered = 0;
      int marks = 0;
      size_t at = text.find("\n\n") + 2;
      while (at < text.size()) {
        const size_t end = text.find('\n', at);
        const std::string line = text.substr(at, end - at);
        numbered += line[0] >= '1' && line[0] <= '9' ? 1 : 0;
        marks += line[0] == '#' ? 1 : 0;
        at = end + 1;
      }
      EXPECT_EQ(numbered, static_cast<int>(rec.actions.size())) << text;
      EXPECT_EQ(marks, match ? 2 : 0) << text;
      EXPECT_EQ(text.find("# Round 2") != std::string::npos, match) << text;
    }
  }
}

TEST(Poursuite, Record_ErrorsPointAtTheJump) {
  EXPECT_EQ(record_error("[Format \"marbles/1\"]\n[Game \"poursuite\"]\n\n1. b3\n2. g6\n3. a1\n"),
            "line 6, column 4: 'a1' is burned: a knight has already stood there");
  EXPECT_EQ(record_error("[Format \"marbles/1\"]\n[Game \"poursuite\"]\n[Variant \"6x6\"]\n"
                         "1. b3 2. g6\n"),
            "line 4, column 10: 'g6' is off the 6x6 board (files a-f, ranks 1-6)");
  EXPECT_EQ(
      record_error("[Format \"marbles/1\"]\n[Game \"poursuite\"]\n[Variant \"9x9\"]\n1. b3\n"),
      "line 3, column 1: [Variant]: unknown La poursuite infernale variant '9x9' (known: "
      "default, single, 6x6, 7x7, and a size with single, like '6x6 single')");
  EXPECT_EQ(record_error("[Format \"marbles/1\"]\n[Game \"poursuite\"]\n[Variant \"single\"]\n"
                         "1. b3 2. g6 3. d4 4. e5 5. c6 6. b4\n"),
            "line 4, column 34: move 'b4' after the end of the game");
}

TEST(Poursuite, Record_GamesWithoutTurnInfoKeepTheirLines) {
  // Wali does not number its turns: AnyState says so, and the writer falls back on player
  // changes (Wali's own record tests check its texts).
  auto wali = find_game("wali")->make("", "");
  ASSERT_TRUE(wali.ok());
  EXPECT_EQ((*wali)->turn_info().number, 0);
  EXPECT_TRUE((*wali)->turn_info().section.empty());
  auto p = find_game("poursuite")->make("", "");
  ASSERT_TRUE(p.ok());
  EXPECT_EQ((*p)->turn_info().number, 1);
  EXPECT_EQ((*p)->turn_info().section, "Round 1");
}

}  // namespace
}  // namespace marbles::poursuite
