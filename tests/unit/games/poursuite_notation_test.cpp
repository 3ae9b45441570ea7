// La poursuite infernale notation (docs/NOTATION.md): jumps as chess squares, the position text,
// variants, and records of whole matches, with the round change written as "# Round 2".
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "core/record.h"
#include "core/rng.h"
#include "games/poursuite/rules.h"
#include "games/poursuite_test_util.h"
#include "games/registry.h"
#include "ui/messages.h"

namespace marbles::poursuite {
namespace {

using namespace test;

// A position text's error in `lang` (with its place), or "(accepted: ...)".
std::string position_error(std::string_view text, const Variant& v = {}, Lang lang = Lang::kEn) {
  Result<State> s = Game::parse_position(v, text);
  return s.ok() ? "(accepted: " + Game::position_text(*s) + ")" : ui::text(s.error(), lang);
}

// The code of a position text's error, or "(accepted)".
std::string position_code(std::string_view text, const Variant& v = {}) {
  Result<State> s = Game::parse_position(v, text);
  return s.ok() ? "(accepted)" : std::string(s.error().code());
}

std::string record_error(std::string_view text, Lang lang = Lang::kEn) {
  Result<Record> r = parse_record(text);
  return r.ok() ? "(accepted)" : ui::text(r.error(), lang);
}

// A refused jump's reason in `lang`, or "(accepted)".
std::string refusal(const State& s, std::string_view move, Lang lang) {
  Result<Action> a = Game::parse_action(s, move);
  return a.ok() ? "(accepted)" : ui::reason(a.error(), lang);
}

// The code of a refused jump, or "(accepted)".
std::string refusal_code(const State& s, std::string_view move) {
  Result<Action> a = Game::parse_action(s, move);
  return a.ok() ? "(accepted)" : std::string(a.error().code());
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
  // Composed: the pursuer a jump from the pursued, the pursued to move.
  const State near = position("8x8 7x/8/6x1/5N2/3n4/1x6/8/x7 b 1 - -");
  EXPECT_EQ(error_of(near, "f5"),
            "'f5': the white knight (pursuer) stands there (a burned square)");
}

TEST(Poursuite, Notation_RefusalsInFrench) {
  const Lang fr = Lang::kFr;
  const State s = Game::initial({});
  EXPECT_EQ(
      refusal(s, "z9", fr),
      "\xC2\xAB\xC2\xA0z9\xC2\xA0\xC2\xBB n’est pas une case (colonnes a à h, rangées 1 à 8)");
  EXPECT_EQ(refusal(s, "c3", fr),
            "\xC2\xAB\xC2\xA0"
            "c3\xC2\xA0\xC2\xBB n’est pas à un saut de cavalier de a1, où se trouve le cavalier "
            "noir (poursuivi)");
  EXPECT_EQ(refusal(s, "a1", fr),
            "\xC2\xAB\xC2\xA0"
            "a1\xC2\xA0\xC2\xBB\xC2\xA0: le cavalier noir (poursuivi) s’y trouve déjà");
  const State t = play(s, {"b3", "g6"});
  EXPECT_EQ(refusal(t, "a1", fr),
            "\xC2\xAB\xC2\xA0"
            "a1\xC2\xA0\xC2\xBB est une case brûlée\xC2\xA0: un cavalier s’y est déjà trouvé");
  const State six = Game::initial(variant(6, false));
  EXPECT_EQ(refusal(six, "g1", fr),
            "\xC2\xAB\xC2\xA0g1\xC2\xA0\xC2\xBB est hors du plateau de 6\xC2\xA0×\xC2\xA0"
            "6 (colonnes a à f, rangées 1 à 6)");
  EXPECT_EQ(
      refusal(six, "z9", fr),
      "\xC2\xAB\xC2\xA0z9\xC2\xA0\xC2\xBB n’est pas une case (colonnes a à f, rangées 1 à 6)");
  const State seven = Game::initial(variant(7, false));
  EXPECT_EQ(refusal(seven, "h1", fr),
            "\xC2\xAB\xC2\xA0h1\xC2\xA0\xC2\xBB est hors du plateau de 7\xC2\xA0×\xC2\xA0"
            "7 (colonnes a à g, rangées 1 à 7)");
  const State near = position("8x8 7x/8/6x1/5N2/3n4/1x6/8/x7 b 1 - -");
  EXPECT_EQ(refusal(near, "f5", fr),
            "\xC2\xAB\xC2\xA0"
            "f5\xC2\xA0\xC2\xBB\xC2\xA0: le cavalier blanc (poursuivant) s’y trouve (une case "
            "brûlée)");
  const State over = play(Game::initial(test::single()), {"b3", "g6", "d4", "e5", "c6"});
  EXPECT_EQ(refusal(over, "b4", fr),
            "la partie est terminée\xC2\xA0: impossible de jouer \xC2\xAB\xC2\xA0"
            "b4\xC2\xA0\xC2\xBB");
}

TEST(Poursuite, Notation_RefusalsCarryTheirCodes) {
  const State s = Game::initial({});
  EXPECT_EQ(refusal_code(s, "z9"), "poursuite.not_a_square");
  EXPECT_EQ(refusal_code(s, "c3"), "poursuite.not_a_jump");
  EXPECT_EQ(refusal_code(s, "a1"), "poursuite.knight_there");
  EXPECT_EQ(refusal_code(play(s, {"b3", "g6"}), "a1"), "poursuite.burned");
  EXPECT_EQ(refusal_code(Game::initial(variant(6, false)), "g1"), "poursuite.off_board");
  EXPECT_EQ(refusal_code(position("8x8 7x/8/6x1/5N2/3n4/1x6/8/x7 b 1 - -"), "f5"),
            "poursuite.other_knight_there");
  const State over = play(Game::initial(test::single()), {"b3", "g6", "d4", "e5", "c6"});
  EXPECT_EQ(refusal_code(over, "b4"), "poursuite.game_over");
  // The knight and the board's extent are phrases of their own, said in the page's language.
  const Result<Action> a = Game::parse_action(s, "c3");
  ASSERT_FALSE(a.ok());
  EXPECT_EQ(a.error().reason().args, (std::vector<std::string>{"c3", "a1"}));
  ASSERT_EQ(a.error().reason().subs.size(), 1u);
  EXPECT_EQ(a.error().reason().subs[0].code, "poursuite.pursued_knight");
  const Result<Action> b = Game::parse_action(s, "z9");
  ASSERT_FALSE(b.ok());
  ASSERT_EQ(b.error().reason().subs.size(), 1u);
  EXPECT_EQ(b.error().reason().subs[0].code, "poursuite.extent");
  EXPECT_EQ(b.error().reason().subs[0].args, (std::vector<std::string>{"h", "8"}));
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
        ASSERT_TRUE(back.ok()) << v << " " << text << ": " << ui::text(back.error(), Lang::kEn);
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
      {"8x8 7N/8/8/8/8/8/8/n",
       "column 21: position: the board ends early (expected 8 ranks of 8 squares)"},
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
      {"8x8 7N/8/8/8/8/1n6/8/x7 b 2 c5 -",
       "column 25: position: 1 jump played (burned squares besides the corners): the pursuer (w) "
       "is to move"},
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

// A malformed position text, its variant and its French error after "ligne 1, ".
struct FrenchCase {
  const char* text;
  Variant variant;
  const char* error;
};

void expect_french(std::initializer_list<FrenchCase> cases) {
  for (const FrenchCase& c : cases) {
    EXPECT_EQ(position_error(c.text, c.variant, Lang::kFr), std::string("ligne 1, ") + c.error)
        << "'" << c.text << "'";
  }
}

TEST(Poursuite, Position_MalformedTextsInFrench) {
  expect_french({
      {"",
       {},
       "colonne 1\xC2\xA0: position\xC2\xA0: il faut commencer par la taille du plateau, "
       "\xC2\xAB\xC2\xA0"
       "8x8\xC2\xA0\xC2\xBB pour la variante \xC2\xAB\xC2\xA0"
       "default\xC2\xA0\xC2\xBB, suivie d’un espace"},
      {"8x8 7N/8/8/8/8/8/8/n7 b 1 - -", variant(6, false),
       "colonne 1\xC2\xA0: position\xC2\xA0: il faut commencer par la taille du plateau, "
       "\xC2\xAB\xC2\xA0"
       "6x6\xC2\xA0\xC2\xBB pour la variante \xC2\xAB\xC2\xA0"
       "6x6\xC2\xA0\xC2\xBB, suivie d’un espace"},
      {"8x8 7N/8/8/8/8/8/8/n7",
       {},
       "colonne 22\xC2\xA0: position\xC2\xA0: il faut un espace après le plateau"},
      {"8x8 7N/8/8/8/8/8/8/n",
       {},
       "colonne 21\xC2\xA0: position\xC2\xA0: le plateau s’arrête trop tôt (il faut 8 rangées de "
       "8 cases)"},
      // French takes the singular for 0 and 1.
      {"8x8 7N/8/8/8/8/8/8//n7 b 1 - -",
       {},
       "colonne 20\xC2\xA0: position\xC2\xA0: la rangée 1 a 0 case au lieu de 8"},
      {"8x8 7N/8/8/8/8/8/8/n/7 b 1 - -",
       {},
       "colonne 21\xC2\xA0: position\xC2\xA0: la rangée 1 a 1 case au lieu de 8"},
      {"8x8 7N/8/8/8/8/8/8/n6 b 1 - -",
       {},
       "colonne 22\xC2\xA0: position\xC2\xA0: la rangée 1 a 7 cases au lieu de 8"},
      {"8x8 7N/8/8/8/8/8/8/n8 b 1 - -",
       {},
       "colonne 21\xC2\xA0: position\xC2\xA0: la rangée 1 a plus de 8 cases"},
      {"8x8 7N/8/8/8/8/8/8 b 1 - -",
       {},
       "colonne 19\xC2\xA0: position\xC2\xA0: il faut \xC2\xAB\xC2\xA0/\xC2\xA0\xC2\xBB après "
       "chaque rangée de 8 cases"},
      {"8x8 7N/8/8/8/8/8/8/n6q b 1 - -",
       {},
       "colonne 22\xC2\xA0: position\xC2\xA0: \xC2\xAB\xC2\xA0q\xC2\xA0\xC2\xBB n’est pas un "
       "contenu de case (n poursuivi, N poursuivant, x case brûlée, 1 à 8 cases libres)"},
      {"8x8 7N/8/8/8/8/8/8/nn6 b 1 - -",
       {},
       "colonne 21\xC2\xA0: position\xC2\xA0: deux cavaliers poursuivis (n)"},
      {"8x8 7x/8/8/8/8/8/8/n7 b 1 - -",
       {},
       "colonne 22\xC2\xA0: position\xC2\xA0: il faut sur le plateau un cavalier poursuivi (n) et "
       "un cavalier poursuivant (N)"},
      {"8x8 8/8/8/8/8/8/8/n6N b 1 - -",
       {},
       "colonne 22\xC2\xA0: position\xC2\xA0: les cases de départ a1 et h8 sont brûlées dès le "
       "début (x ou un cavalier)"},
      {"8x8 7x/8/8/8/8/8/8/N6n b 1 - -",
       {},
       "colonne 23\xC2\xA0: position\xC2\xA0: un cavalier ne peut pas se trouver sur la case de "
       "départ de l’autre"},
      {"8x8 7N/8/8/8/8/8/8/n7 x 1 - -",
       {},
       "colonne 23\xC2\xA0: position\xC2\xA0: le cavalier au trait doit être \xC2\xAB\xC2\xA0"
       "b\xC2\xA0\xC2\xBB (le poursuivi, noir) ou \xC2\xAB\xC2\xA0w\xC2\xA0\xC2\xBB (le "
       "poursuivant, blanc)"},
      {"8x8 7N/8/8/8/8/8/8/n7 w 1 - -",
       {},
       "colonne 23\xC2\xA0: position\xC2\xA0: 0 saut joué (cases brûlées hors des coins)\xC2\xA0: "
       "c’est au poursuivi (b) de jouer"},
      {"8x8 7N/8/8/8/8/1n6/8/x7 b 2 c5 -",
       {},
       "colonne 25\xC2\xA0: position\xC2\xA0: 1 saut joué (cases brûlées hors des coins)\xC2\xA0: "
       "c’est au poursuivant (w) de jouer"},
      {"8x8 7x/5N2/8/2n5/8/1x6/8/x7 b 1 - -",
       {},
       "colonne 29\xC2\xA0: position\xC2\xA0: 3 sauts joués (cases brûlées hors des "
       "coins)\xC2\xA0: "
       "c’est au poursuivant (w) de jouer"},
  });
}

TEST(Poursuite, Position_MalformedTextsInFrench_FieldsAndResults) {
  expect_french({
      {"8x8 7N/8/8/8/8/8/8/n7 b 3 - -",
       {},
       "colonne 25\xC2\xA0: position\xC2\xA0: la manche doit être 1 ou 2"},
      {"6x6 5N/6/6/6/6/n5 b 2 c5 -", variant(6, true),
       "colonne 21\xC2\xA0: position\xC2\xA0: une partie en une seule manche n’a pas de manche 2"},
      {"8x8 7N/8/8/8/8/8/8/n7 b 1 - - -",
       {},
       "colonne 31\xC2\xA0: position\xC2\xA0: trop de champs après le plateau"},
      {"8x8 7N/8/8/8/8/8/8/n7 b 1 -",
       {},
       "colonne 23\xC2\xA0: position\xC2\xA0: il faut 4 champs après le plateau\xC2\xA0: le "
       "cavalier au trait (b|w), la manche (1|2), les résultats des manches 1 et 2 "
       "(\xC2\xAB\xC2\xA0-\xC2\xA0\xC2\xBB ou comme \xC2\xAB\xC2\xA0"
       "c17\xC2\xA0\xC2\xBB)"},
      {"8x8 7N/8/8/8/8/8/8/n7 b 1 c5 -",
       {},
       "colonne 27\xC2\xA0: position\xC2\xA0: la manche 1 est terminée\xC2\xA0: la position "
       "serait le début de la manche 2"},
      {"8x8 7N/8/8/8/8/8/8/n7 b 2 - -",
       {},
       "colonne 27\xC2\xA0: position\xC2\xA0: la manche 2 se joue après la manche 1\xC2\xA0: "
       "indiquez le résultat de la manche 1"},
      {"8x8 7N/8/8/8/8/8/8/n7 b 1 - c5",
       {},
       "colonne 29\xC2\xA0: position\xC2\xA0: la manche 2 n’a pas de résultat pendant la manche "
       "1"},
      {"8x8 7N/8/8/8/8/8/8/n7 b 2 z5 -",
       {},
       "colonne 27\xC2\xA0: position\xC2\xA0: le résultat d’une manche est "
       "\xC2\xAB\xC2\xA0-\xC2\xA0\xC2\xBB ou une lettre (c pris, p bloqué et rejoint, e échappé, "
       "s poursuivant bloqué, d les deux bloqués) suivie du nombre de sauts, de 0 à 62"},
      {"8x8 7N/8/8/8/8/8/8/n7 b 2 c4 -",
       {},
       "colonne 27\xC2\xA0: position\xC2\xA0: le résultat \xC2\xAB\xC2\xA0"
       "c4\xC2\xA0\xC2\xBB de la manche 1 est impossible\xC2\xA0: une prise n’arrive qu’après un "
       "nombre impair de sauts"},
      {"8x8 7N/8/8/8/8/8/8/n7 b 2 e5 -",
       {},
       "colonne 27\xC2\xA0: position\xC2\xA0: le résultat \xC2\xAB\xC2\xA0"
       "e5\xC2\xA0\xC2\xBB de la manche 1 est impossible\xC2\xA0: une évasion n’arrive qu’après "
       "un nombre pair de sauts"},
      {"8x8 7N/8/8/8/8/8/8/n7 b 2 s2 -",
       {},
       "colonne 27\xC2\xA0: position\xC2\xA0: le résultat \xC2\xAB\xC2\xA0s2\xC2\xA0\xC2\xBB de "
       "la manche 1 est impossible\xC2\xA0: un poursuivant bloqué n’arrive qu’après un nombre "
       "impair de sauts"},
      {"8x8 7N/8/8/8/8/8/8/n7 b 2 c5 e0",
       {},
       "colonne 30\xC2\xA0: position\xC2\xA0: le plateau ne montre pas le résultat "
       "\xC2\xAB\xC2\xA0"
       "e0\xC2\xA0\xC2\xBB de la manche 2 (sur ce plateau\xC2\xA0: pas encore de fin, 0 saut)"},
      {"8x8 7N/8/8/8/8/1n6/8/x7 w 1 c1 -", test::single(),
       "colonne 29\xC2\xA0: position\xC2\xA0: le plateau ne montre pas le résultat "
       "\xC2\xAB\xC2\xA0"
       "c1\xC2\xA0\xC2\xBB de la manche 1 (sur ce plateau\xC2\xA0: pas encore de fin, 1 saut)"},
      {"8x8 n6x/2x5/1x6/8/4N3/8/8/x7 b 2 c5 d4",
       {},
       "colonne 37\xC2\xA0: position\xC2\xA0: le plateau ne montre pas le résultat "
       "\xC2\xAB\xC2\xA0"
       "d4\xC2\xA0\xC2\xBB de la manche 2 (sur ce plateau\xC2\xA0: une évasion, 4 sauts)"},
  });
}

TEST(Poursuite, Position_MalformedTextsCarryTheirCodes) {
  const struct {
    const char* text;
    const char* code;
  } cases[] = {
      {"", "poursuite.size_first"},
      {"8x8 7N/8/8/8/8/8/8/n7", "poursuite.space_expected"},
      {"8x8 7N/8/8/8/8/8/8/n", "poursuite.board_ends_early"},
      {"8x8 7N/8/8/8/8/8/8/n6 b 1 - -", "poursuite.rank_too_short"},
      {"8x8 7N/8/8/8/8/8/8/n8 b 1 - -", "poursuite.rank_too_long"},
      {"8x8 7N/8/8/8/8/8/8 b 1 - -", "poursuite.slash_expected"},
      {"8x8 7N/8/8/8/8/8/8/n6q b 1 - -", "poursuite.bad_content"},
      {"8x8 7N/8/8/8/8/8/8/nn6 b 1 - -", "poursuite.two_pursued"},
      {"8x8 7N/8/8/8/8/8/N7 b 1 - -", "poursuite.two_pursuers"},
      {"8x8 7x/8/8/8/8/8/8/n7 b 1 - -", "poursuite.knights_missing"},
      {"8x8 8/8/8/8/8/8/8/n6N b 1 - -", "poursuite.corners_not_burned"},
      {"8x8 7x/8/8/8/8/8/8/N6n b 1 - -", "poursuite.on_other_start"},
      {"8x8 7N/8/8/8/8/8/8/n7 x 1 - -", "poursuite.bad_side"},
      {"8x8 7N/8/8/8/8/8/8/n7 w 1 - -", "poursuite.pursued_to_move"},
      {"8x8 7N/8/8/8/8/1n6/8/x7 b 2 c5 -", "poursuite.pursuer_to_move"},
      {"8x8 7N/8/8/8/8/8/8/n7 b 3 - -", "poursuite.bad_round"},
      {"8x8 7N/8/8/8/8/8/8/n7 b 1 - - -", "poursuite.too_many_fields"},
      {"8x8 7N/8/8/8/8/8/8/n7 b 1 -", "poursuite.fields_expected"},
      {"8x8 7N/8/8/8/8/8/8/n7 b 2 z5 -", "poursuite.bad_result"},
      {"8x8 7N/8/8/8/8/8/8/n7 b 2 c4 -", "poursuite.result_needs_odd"},
      {"8x8 7N/8/8/8/8/8/8/n7 b 2 e5 -", "poursuite.result_needs_even"},
      {"8x8 7N/8/8/8/8/8/8/n7 b 1 - c5", "poursuite.round_2_result_early"},
      {"8x8 7N/8/8/8/8/8/8/n7 b 1 c5 -", "poursuite.round_1_over"},
      {"8x8 7N/8/8/8/8/8/8/n7 b 2 - -", "poursuite.round_1_result_missing"},
      {"8x8 n6x/2x5/1x6/8/4N3/8/8/x7 b 2 c5 d4", "poursuite.result_not_on_board"},
  };
  for (const auto& c : cases) {
    EXPECT_EQ(position_code(c.text), c.code) << "'" << c.text << "'";
  }
  EXPECT_EQ(position_code("6x6 5N/6/6/6/6/n5 b 2 c5 -", variant(6, true)),
            "poursuite.single_round");
  // Inside "position" (core's part), the round's end on the board as a phrase of its own.
  const Result<State> s = Game::parse_position({}, "8x8 n6x/2x5/1x6/8/4N3/8/8/x7 b 2 c5 d4");
  ASSERT_FALSE(s.ok());
  ASSERT_EQ(s.error().parts.size(), 2u);
  EXPECT_EQ(s.error().parts[0].code, "core.position");
  EXPECT_EQ(s.error().reason().args, (std::vector<std::string>{"d4", "2", "4"}));
  ASSERT_EQ(s.error().reason().subs.size(), 1u);
  EXPECT_EQ(s.error().reason().subs[0].code, "poursuite.end_escaped");
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
    ASSERT_TRUE(v.ok()) << g.in << ": " << ui::text(v.error(), Lang::kEn);
    EXPECT_EQ(Game::variant_text(*v), g.out) << g.in;
    EXPECT_EQ(*Game::parse_variant(Game::variant_text(*v)), *v) << g.in;
  }
  EXPECT_EQ(Game::parse_variant("7x7 single")->size, 7);
  EXPECT_TRUE(Game::parse_variant("7x7 single")->single);
  for (const char* bad : {"5x5", "6x6 7x7", "single single", "Single", "match", "default single"}) {
    Result<Variant> v = Game::parse_variant(bad);
    ASSERT_FALSE(v.ok()) << bad;
    EXPECT_EQ(v.error().code(), "poursuite.unknown_variant") << bad;
    EXPECT_EQ(ui::reason(v.error(), Lang::kEn),
              "unknown La poursuite infernale variant '" + std::string(bad) +
                  "' (known: default, single, 6x6, 7x7, and a size with single, like '6x6 "
                  "single')");
    EXPECT_EQ(ui::reason(v.error(), Lang::kFr),
              "variante inconnue de La poursuite infernale\xC2\xA0: \xC2\xAB\xC2\xA0" +
                  std::string(bad) +
                  "\xC2\xA0\xC2\xBB (connues\xC2\xA0: default, single, 6x6, 7x7, et une taille "
                  "avec single, comme \xC2\xAB\xC2\xA0"
                  "6x6 single\xC2\xA0\xC2\xBB)");
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
  ASSERT_TRUE(rec.ok()) << ui::text(rec.error(), Lang::kEn);
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
  ASSERT_TRUE(flat.ok()) << ui::text(flat.error(), Lang::kEn);
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

TEST(Poursuite, Record_ErrorsInFrench) {
  EXPECT_EQ(record_error("[Format \"marbles/1\"]\n[Game \"poursuite\"]\n\n1. b3\n2. g6\n3. a1\n",
                         Lang::kFr),
            "ligne 6, colonne 4\xC2\xA0: \xC2\xAB\xC2\xA0"
            "a1\xC2\xA0\xC2\xBB est une case brûlée\xC2\xA0: un cavalier s’y est déjà trouvé");
  EXPECT_EQ(
      record_error("[Format \"marbles/1\"]\n[Game \"poursuite\"]\n[Variant \"6x6\"]\n"
                   "1. b3 2. g6\n",
                   Lang::kFr),
      "ligne 4, colonne 10\xC2\xA0: \xC2\xAB\xC2\xA0g6\xC2\xA0\xC2\xBB est hors du plateau de "
      "6\xC2\xA0×\xC2\xA0"
      "6 (colonnes a à f, rangées 1 à 6)");
  EXPECT_EQ(record_error("[Format \"marbles/1\"]\n[Game \"poursuite\"]\n[Variant \"9x9\"]\n1. b3\n",
                         Lang::kFr),
            "ligne 3, colonne 1\xC2\xA0: [Variant]\xC2\xA0: variante inconnue de La poursuite "
            "infernale\xC2\xA0: \xC2\xAB\xC2\xA0"
            "9x9\xC2\xA0\xC2\xBB (connues\xC2\xA0: default, single, 6x6, 7x7, et une taille avec "
            "single, comme \xC2\xAB\xC2\xA0"
            "6x6 single\xC2\xA0\xC2\xBB)");
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
