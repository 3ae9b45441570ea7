// Offboard notation, position text, variants and records (rules.h, docs/NOTATION.md): every legal
// action's text reads back as the same action (upper case too, the x suffix optional), positions
// round-trip, malformed input gives a clear error and never a crash, variant texts round-trip,
// and whole games round-trip through the core Record.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/record.h"
#include "core/rng.h"
#include "games/offboard/rules.h"
#include "games/offboard_test_util.h"
#include "games/refusal_util.h"
#include "games/registry.h"
#include "ui/messages.h"

namespace marbles::offboard {
namespace {

using namespace test;

const char* const kLayouts[] = {"default", "targets 1,1,1,1,1,1,1,1,1,1,1,1",
                                "targets 9,1,4,4,2,7,7,3,1,5,5,9"};

// The three layouts played.
std::vector<Variant> layouts() {
  std::vector<Variant> out;
  for (const char* layout : kLayouts) {
    out.push_back(variant(layout));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Actions

TEST(OffboardNotation, ActionText_EncodingAndExamples) {
  const State s = Game::initial({});
  EXPECT_EQ(move_action(parse_cell("c3"), 2), 13 * 6 + 2);
  EXPECT_EQ(Game::action_text(s, move_action(parse_cell("c3"), 2)), "c3-d3");
  EXPECT_EQ(Game::action_text(s, move_action(parse_cell("a3"), 2)), "a3-d3");
  EXPECT_EQ(Game::action_text(s, put_back_action(parse_cell("e5"))), "@e5");
  EXPECT_EQ(put_back_action(parse_cell("e5")), 366 + 30);
  EXPECT_EQ(Game::action_text(s, kAside), "aside");
  EXPECT_EQ(Game::action_text(s, kPass), "pass");
  EXPECT_EQ(kAside, 427);
  EXPECT_EQ(kPass, 428);
  EXPECT_EQ(kNumActions, 429);
  // The suffix names the target (1-12) a push puts a marble into.
  const State p = setup({"g5", "g6", "g7"}, {"g8", "g9"});
  EXPECT_EQ(Game::action_text(p, *Game::parse_action(p, "g5-g8")), "g5-g8x5");
}

TEST(OffboardNotation, ActionText_EveryLegalActionParsesBackToItself) {
  long checked = 0;
  long with_suffix = 0;
  test::for_random_states<Game>(layouts(), 6, 1000, [&](const State& s) {
    checked += test::expect_actions_read_back(s, upper,
                                              [](Action a) { return a != kPass && a != kAside; });
    Game::Actions actions;
    Game::legal_actions(s, actions);
    for (Action a : actions) {
      const std::string t = Game::action_text(s, a);
      const size_t x = t.find('x');
      if (x != std::string::npos) {
        ++with_suffix;
        Result<Action> bare = Game::parse_action(s, t.substr(0, x));
        ASSERT_TRUE(bare.ok()) << t << show(s);
        EXPECT_EQ(*bare, a);
      }
    }
  });
  EXPECT_GT(checked, 100000);
  EXPECT_GT(with_suffix, 100);
}

TEST(OffboardNotation, ParseAction_ClearErrors) {
  const State s = Game::initial({});
  struct Case {
    const char* text;
    const char* error;
  };
  const Case cases[] = {
      {"c3c4",
       "'c3c4' is not an Offboard move (examples: c3-c4 to move a marble, a1-a4 to move the line "
       "a1-a3, g5-g8x7 for a push off the board into target 7, @e5 to put a waiting marble back, "
       "aside, pass)"},
      {"",
       "'' is not an Offboard move (examples: c3-c4 to move a marble, a1-a4 to move the line "
       "a1-a3, g5-g8x7 for a push off the board into target 7, @e5 to put a waiting marble "
       "back, aside, pass)"},
      {"j1-c4", "'j1-c4': 'j1' is not a cell (rows a-i, diagonals 1-9, like e5)"},
      {"a6-b6", "'a6-b6': 'a6' is not a cell (rows a-i, diagonals 1-9, like e5)"},
      {"c3-z4", "'c3-z4': 'z4' is not a cell (rows a-i, diagonals 1-9, like e5)"},
      {"c3-e4",
       "'c3-e4': a line moves along a row or a diagonal, one cell at a time: e4 is not in line "
       "with c3"},
      {"e5-e6", "'e5-e6': no marble of yours on e5"},
      {"g5-f5", "'g5-f5': no marble of yours on g5"},
      {"c3-c4", "'c3-c4': your line c3-c5 moves east by one cell, its front to c6 (c3-c6)"},
      {"c3-d3x2", "'c3-d3x2': this move puts no marble off the board (write it without 'x')"},
      {"c3-d3x0", "'c3-d3x0': targets are numbered 1 to 12"},
      {"c3-d3x13", "'c3-d3x13': targets are numbered 1 to 12"},
      {"c3-d3+", "'c3-d3+': after the cells only 'x' and a target number 1-12 may follow"},
      {"pass", "'pass': passing is allowed only when no other move is possible"},
      {"aside", "'aside': you have no marble waiting to be put back or set aside"},
      {"@e5", "'@e5': you have no marble waiting to be put back or set aside"},
      {"@e0", "'@e0': 'e0' is not a cell (rows a-i, diagonals 1-9, like e5)"},
      {"a2-a0", "'a2-a0': a0 is off the board (your own marbles never leave it)"},
      {"a3-a1",
       "'a3-a1': your line a3-a1 moves west by one cell, off the board, which your own "
       "marbles never leave"},
  };
  for (const Case& c : cases) {
    EXPECT_EQ(error_of(s, c.text), c.error) << c.text;
  }
  EXPECT_EQ(error_of(s, "PASS"), error_of(s, "c3c4").replace(1, 4, "PASS"));
  // Each reason its code.
  EXPECT_EQ(code_of(s, "c3c4"), "offboard.bad_move");
  EXPECT_EQ(code_of(s, "c3-z4"), "offboard.bad_cell");
  EXPECT_EQ(code_of(s, "c3-e4"), "offboard.not_in_line");
  EXPECT_EQ(code_of(s, "e5-e6"), "offboard.not_yours");
  EXPECT_EQ(code_of(s, "c3-c4"), "offboard.line_goes");
  EXPECT_EQ(code_of(s, "a3-a1"), "offboard.line_goes_off");
  EXPECT_EQ(code_of(s, "c3-d3x2"), "offboard.no_push_off");
  EXPECT_EQ(code_of(s, "c3-d3x0"), "offboard.bad_target");
  EXPECT_EQ(code_of(s, "c3-d3+"), "offboard.bad_suffix");
  EXPECT_EQ(code_of(s, "pass"), "offboard.pass_not_allowed");
  EXPECT_EQ(code_of(s, "aside"), "offboard.none_waiting");
  EXPECT_EQ(code_of(s, "a2-a0"), "offboard.off_board");
}

TEST(OffboardNotation, ParseAction_ErrorsInFrench) {
  const State s = Game::initial({});
  EXPECT_EQ(
      error_fr(s, "c3c4"),
      "\xC2\xAB\xC2\xA0"
      "c3c4\xC2\xA0\xC2\xBB n’est pas un coup d’Offboard (exemples\xC2\xA0: "
      "c3-c4 pour déplacer une bille, a1-a4 pour déplacer la ligne a1-a3, g5-g8x7 pour une "
      "poussée hors du plateau dans la cible 7, @e5 pour replacer une bille en attente, aside "
      "pour l’écarter, pass pour passer)");
  expect_refused_fr(
      s,
      {
          {"c3-z4",
           "\xC2\xAB\xC2\xA0z4\xC2\xA0\xC2\xBB n’est pas une alvéole (rangées a à i, diagonales 1 "
           "à 9, comme e5)"},
          {"e5-e6", "vous n’avez aucune bille en e5"},
          {"c3-c4", "votre ligne c3-c5 se déplace d’une alvéole vers l’est, sa tête en c6 (c3-c6)"},
          {"a3-a1",
           "votre ligne a3-a1 se déplace d’une alvéole vers l’ouest, hors du plateau, que vos "
           "propres billes ne quittent jamais"},
      });
  EXPECT_EQ(error_fr(setup({"c5", "d5", "e5", "g5"}, {"f5"}), "c5-f5"),
            "\xC2\xAB\xC2\xA0"
            "c5-f5\xC2\xA0\xC2\xBB\xC2\xA0: la poussée est bloquée par votre "
            "propre bille en g5");
  EXPECT_EQ(error_fr(setup({"e5"}, {"f5"}), "e5-f5"),
            "\xC2\xAB\xC2\xA0"
            "e5-f5\xC2\xA0\xC2\xBB\xC2\xA0: une bille seule ne peut pas pousser "
            "1 bille adverse (pour pousser, il faut plus de billes que la ligne poussée n’en "
            "compte)");
  Extra waiting;
  waiting.player = 'y';
  waiting.targets = "y...........";
  waiting.waiting[1] = 1;
  const State w = setup({"c2", "b2", "e5"}, {"i9"}, waiting);
  EXPECT_EQ(error_fr(w, "@e5"),
            "\xC2\xAB\xC2\xA0@e5\xC2\xA0\xC2\xBB\xC2\xA0: l’alvéole e5 est occupée");
  EXPECT_EQ(
      error_fr(w, "i9-h8"),
      "\xC2\xAB\xC2\xA0i9-h8\xC2\xA0\xC2\xBB\xC2\xA0: replacez d’abord votre bille en attente "
      "sur une alvéole libre (comme @e5) ou écartez-la (aside)");
  // The marble alone, the French plural, the direction, the game over.
  EXPECT_EQ(error_fr(s, "a5-a7"),
            "\xC2\xAB\xC2\xA0"
            "a5-a7\xC2\xA0\xC2\xBB\xC2\xA0: la bille en a5 se déplace d’une alvéole, hors du "
            "plateau, que vos propres billes ne quittent jamais");
  EXPECT_EQ(error_of(s, "a5-a7"),
            "'a5-a7': the marble on a5 moves one cell, off the board, which your own marbles never "
            "leave");
  EXPECT_EQ(error_fr(setup({"d5", "e5"}, {"f5", "g5", "h5"}), "d5-f5"),
            "\xC2\xAB\xC2\xA0"
            "d5-f5\xC2\xA0\xC2\xBB\xC2\xA0: 2 de vos billes ne peuvent pas pousser 3 billes "
            "adverses (pour pousser, il faut plus de billes que la ligne poussée n’en compte)");
  EXPECT_EQ(error_of(setup({"d5", "e5"}, {"f5", "g5", "h5"}), "d5-f5"),
            "'d5-f5': 2 marbles of yours cannot push 3 marbles (a push needs more marbles than it "
            "pushes)");
  expect_refused_fr(s, {
                           {"pass", "on ne peut passer que si aucun autre coup n’est possible"},
                           {"aside", "vous n’avez aucune bille à replacer ou à écarter"},
                           {"c3-d3+",
                            "après les alvéoles ne peuvent suivre que «\xC2\xA0x\xC2\xA0» et un "
                            "numéro de cible de 1 à 12"},
                           {"c3-e4",
                            "une ligne se déplace le long d’une rangée ou d’une diagonale, d’une "
                            "alvéole à la fois\xC2\xA0: e4 n’est pas dans l’alignement de c3"},
                       });
}

// Random strings of the notation's alphabet never crash the parser; whatever it accepts is legal
// and prints back to the same text, up to case and the optional suffix.
TEST(OffboardNotation, ParseAction_RandomTextNeverCrashes) {
  const std::string_view alphabet = "abcdeghiAEI0123456789-@xX asidepass";
  Extra waiting;
  waiting.player = 'y';
  waiting.targets = "y...........";
  waiting.waiting[1] = 1;
  const std::vector<State> states = {
      Game::initial({}), setup({"c2", "b2", "e5"}, {"i9"}, waiting),
      setup({"a5", "b5", "c5", "d5", "e5"}, {"f5", "g5", "h5", "i5"})};
  EXPECT_GT(test::fuzz_move_parser(states, alphabet, 9, 77, test::Echo::kAnything), 0);
}

// ---------------------------------------------------------------------------------------------
// Position text

TEST(OffboardNotation, Position_RoundTripsOnEveryStateOfRandomGames) {
  EXPECT_GT(test::states_read_back<Game>(layouts(), 20, 5000, nullptr), 10000);
}

TEST(OffboardNotation, Position_ClearErrors) {
  const std::string start = "yyyyy/.yyyy./..yyy../......../........./......../..rrr../.rrrr./rrrrr";
  test::expect_position_errors<Game>({
      {"",
       "line 1, column 1: position: the board ends early (expected 9 rows, i down to a, of 5 "
       "to 9 cells: r, y or .)"},
      {"yyyyy/.yyyy..",
       "line 1, column 13: position: expected '/' after row h (rows i down to a "
       "have 5, 6, 7, 8, 9, 8, 7, 6, 5 cells)"},
      {"yyyyb/" + start.substr(6) + " r 0,0 ............ 0,0 0,0 0",
       "line 1, column 5: position: 'b' is not a cell content (r, y or .)"},
      {start + " r 0,0 ............ 0,0 0,0",
       "line 1, column 71: position: expected 6 fields after the board: the player to move (r or "
       "y), the scores (like 0,2), the 12 targets (r, y or .), the waiting marbles (like 0,1), the "
       "marbles set aside (like 0,0), the turns since a marble was last pushed off"},
      {start + " r 0,0 ............ 0,0 0,0 0 0",
       "line 1, column 71: position: too many fields after the board"},
      {start + " x 0,0 ............ 0,0 0,0 0",
       "line 1, column 71: position: the player to move must be r or y"},
      {start + " r 0,0 ........... 0,0 0,0 0",
       "line 1, column 77: position: the targets must be 12 characters, r, y or . for targets 1 "
       "to 12"},
      {start + " r 0,0 ...z........ 0,0 0,0 0",
       "line 1, column 80: position: 'z' is not a target content (r, y or .)"},
      {start + " r 0 ............ 0,0 0,0 0",
       "line 1, column 73: position: the scores must be two numbers separated by a comma (like "
       "0,2)"},
      {start + " r 1,0 ............ 0,0 0,0 0",
       "line 1, column 73: position: red's score 1 is not the sum of the values of the targets "
       "holding yellow marbles (0)"},
      {start + " r 0,0 y........... 0,0 0,0 0",
       "line 1, column 73: position: red's score 0 is not the sum of the values of the targets "
       "holding yellow marbles (1)"},
      {start + " r 0,0 ............ 0,1 0,0 0",
       "line 1, column 90: position: yellow has a waiting marble but is not to move (a waiting "
       "marble is returned on its owner's next turn)"},
      {start + " r 0,0 ............ 2,0 0,0 0",
       "line 1, column 90: position: at most one marble waits to be returned"},
      {start + " r 0,0 ............ 1,0 0,0 0",
       "line 1, column 94: position: red has 12 marbles on the board, 0 in targets, 1 waiting and "
       "0 aside: 13, where 12 are needed"},
      {start + " r 0,0 ............ 0,0 0,1 0",
       "line 1, column 94: position: yellow has 12 marbles on the board, 0 in targets, 0 waiting "
       "and 1 aside: 13, where 12 are needed"},
      {start + " r 0,0 ............ 0,0 0,0 201",
       "line 1, column 98: position: turns since a marble was last pushed off must be a number "
       "from 0 to 200"},
      {".yyyy/.yyyy./..yyy../......../........./......../..rrr../.rrrr./.rrrr r 0,0 ............ "
       "1,0 0,1 3",
       "line 1, column 98: position: a waiting marble was pushed off on the last turn: the turns "
       "since a marble was last pushed off must be 0"},
      {start + " r 6,6 rrrrrryyyyyy 0,0 0,0 0",
       "line 1, column 73: position: red's score 6 is not the sum of the values of the targets "
       "holding yellow marbles (12)"},
  });
  // A finished game reads as won; both above 6 cannot be.
  Extra won;
  won.targets = "y.y.y.......";
  const State w = setup({"e5"}, {"e6"}, won);
  EXPECT_TRUE(Game::is_terminal(w)) << show(w);
  EXPECT_EQ(w.winner, 0);
  const std::string both = test::board_of({"e5"}, {"e6"}) + " r 6,6 yyy...rrr... 0,0 8,8 0";
  Result<State> b = Game::parse_position({}, both);
  ASSERT_FALSE(b.ok());
  EXPECT_EQ(ui::reason(b.error(), Lang::kEn),
            "position: both players have 6 points or more: only one can have won");
}

TEST(OffboardNotation, Position_ErrorsInFrench) {
  const std::string start = "yyyyy/.yyyy./..yyy../......../........./......../..rrr../.rrrr./rrrrr";
  const PositionError cases[] = {
      {"yyyyb/" + start.substr(6) + " r 0,0 ............ 0,0 0,0 0",
       "ligne 1, colonne 5\xC2\xA0: position\xC2\xA0: \xC2\xAB\xC2\xA0"
       "b\xC2\xA0\xC2\xBB n’est pas "
       "un contenu d’alvéole (r, y ou .)"},
      {start + " r 1,0 ............ 0,0 0,0 0",
       "ligne 1, colonne 73\xC2\xA0: position\xC2\xA0: le score des Rouges, 1, n’est pas la somme "
       "des valeurs des cibles qui contiennent des billes jaunes (0)"},
      {start + " r 0,0 ............ 0,1 0,0 0",
       "ligne 1, colonne 90\xC2\xA0: position\xC2\xA0: les Jaunes ont une bille en attente alors "
       "que ce n’est pas leur tour (une bille en attente revient au tour suivant de son "
       "propriétaire)"},
      {start + " r 0,0 ............ 0,0 0,1 0",
       "ligne 1, colonne 94\xC2\xA0: position\xC2\xA0: les Jaunes ont 12 billes sur le plateau, 0 "
       "dans les cibles, 0 en attente et 1 écartée\xC2\xA0: 13, alors qu’il en faut 12"},
      {start + " r 0,0 ............ 0,0 0,2 0",
       "ligne 1, colonne 94\xC2\xA0: position\xC2\xA0: les Jaunes ont 12 billes sur le plateau, 0 "
       "dans les cibles, 0 en attente et 2 écartées\xC2\xA0: 14, alors qu’il en faut 12"},
      {start + " r 0,0 ............ 0,0 11,0 0",
       "ligne 1, colonne 94\xC2\xA0: position\xC2\xA0: les Rouges ont 12 billes sur le plateau, 0 "
       "dans les cibles, 0 en attente et 11 écartées\xC2\xA0: 23, alors qu’il en faut 12"},
  };
  for (const PositionError& c : cases) {
    Result<State> s = Game::parse_position({}, c.text);
    ASSERT_FALSE(s.ok()) << c.text;
    EXPECT_EQ(ui::text(s.error(), Lang::kFr), c.error) << c.text;
  }
  // The French singular for 0 and 1, the English "marbles" for any number.
  Result<State> one =
      Game::parse_position({}, test::board_of({"e5"}, {}) + " r 0,0 ............ 0,0 0,0 0");
  ASSERT_FALSE(one.ok());
  EXPECT_EQ(one.error().code(), "offboard.bad_count");
  EXPECT_EQ(ui::reason(one.error(), Lang::kFr),
            "position\xC2\xA0: les Rouges ont 1 bille sur le plateau, 0 dans les cibles, 0 en "
            "attente et 0 écartée\xC2\xA0: 1, alors qu’il en faut 12");
  EXPECT_EQ(ui::reason(one.error(), Lang::kEn),
            "position: red has 1 marble on the board, 0 in targets, 0 waiting and 0 aside: 1, "
            "where 12 are needed");
  Result<State> both =
      Game::parse_position({}, test::board_of({"e5"}, {"e6"}) + " r 6,6 yyy...rrr... 0,0 8,8 0");
  ASSERT_FALSE(both.ok());
  EXPECT_EQ(ui::reason(both.error(), Lang::kFr),
            "position\xC2\xA0: les deux joueurs ont 6 points ou plus\xC2\xA0: un seul peut avoir "
            "gagné");
}

// Mutations of valid texts never crash; what parses prints back and parses again.
TEST(OffboardNotation, Position_MutatedTextsNeverCrash) {
  const std::vector<std::string> seeds = {Game::position_text(Game::initial({})),
                                          test::text_of({"c2", "b2", "e5"}, {"i9"},
                                                        [] {
                                                          Extra e;
                                                          e.player = 'y';
                                                          e.targets = "y...........";
                                                          e.waiting[1] = 1;
                                                          return e;
                                                        }()),
                                          test::text_of({"a5", "b5"}, {"f5", "g5"}, [] {
                                            Extra e;
                                            e.targets = "..y..r.....y";
                                            e.quiet = 17;
                                            return e;
                                          }())};
  EXPECT_GT(test::fuzz_position_parser<Game>(seeds, "ry./ ,0123456789\t", {Variant{}}, true), 100);
}

// ---------------------------------------------------------------------------------------------
// Variants

TEST(OffboardNotation, Variant_TextRoundTripsAndErrors) {
  EXPECT_EQ(Game::variant_text({}), "default");
  EXPECT_EQ(Game::variant_text(*Game::parse_variant("")), "default");
  EXPECT_EQ(Game::variant_text(*Game::parse_variant("targets 1,2,3,1,2,3,1,2,3,1,2,3")), "default");
  const Variant v = variant("targets 9,1,4,4,2,7,7,3,1,5,5,9");
  EXPECT_EQ(v.values[0], 9);
  EXPECT_EQ(v.values[11], 9);
  EXPECT_EQ(Game::variant_text(v), "targets 9,1,4,4,2,7,7,3,1,5,5,9");
  EXPECT_EQ(Game::variant_text(variant("targets 1, 1, 1,1 ,1,1,1,1,1,1,1,1")),
            "targets 1,1,1,1,1,1,1,1,1,1,1,1");
  const GameInfo* info = find_game("offboard");
  ASSERT_NE(info, nullptr);
  EXPECT_EQ(info->variants, std::vector<std::string_view>{"default"});
  EXPECT_EQ(info->side_en[0], "Red");
  EXPECT_EQ(info->side_fr[1], "Jaunes");
  auto custom = info->make("targets 9,1,4,4,2,7,7,3,1,5,5,9", "");
  ASSERT_TRUE(custom.ok());
  EXPECT_EQ((*custom)->variant_text(), "targets 9,1,4,4,2,7,7,3,1,5,5,9");
  // The start screen's numbers, read and written by the engine.
  ASSERT_NE(info->numbers, nullptr);
  ASSERT_NE(info->variant, nullptr);
  EXPECT_EQ(info->numbers("default"), (std::vector<int>{1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3}));
  EXPECT_EQ(info->numbers("targets 9,1,4,4,2,7,7,3,1,5,5,9"),
            (std::vector<int>{9, 1, 4, 4, 2, 7, 7, 3, 1, 5, 5, 9}));
  EXPECT_TRUE(info->numbers("targets 1,2").empty());
  EXPECT_EQ(info->variant({9, 1, 4, 4, 2, 7, 7, 3, 1, 5, 5, 9}), "targets 9,1,4,4,2,7,7,3,1,5,5,9");
  EXPECT_EQ(info->variant({1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3}), "default");
  EXPECT_EQ(find_game("wali")->numbers, nullptr);
  struct Case {
    const char* text;
    const char* error;
  };
  const Case cases[] = {
      {"Default",
       "unknown Offboard variant 'Default' (known: default, or 'targets' and the twelve target "
       "values 1-9 from target 1 on, like 'targets 1,2,3,1,2,3,1,2,3,1,2,3')"},
      {"targetsx",
       "unknown Offboard variant 'targetsx' (known: default, or 'targets' and the "
       "twelve target values 1-9 from target 1 on, like 'targets "
       "1,2,3,1,2,3,1,2,3,1,2,3')"},
      {"targets", "targets needs 12 values 1-9 separated by commas, got ''"},
      {"targets 1,2,3", "targets needs 12 values 1-9 separated by commas, got '1,2,3'"},
      {"targets 1,2,3,1,2,3,1,2,3,1,2,0",
       "targets needs 12 values 1-9 separated by commas, got '1,2,3,1,2,3,1,2,3,1,2,0'"},
      {"targets 1,2,3,1,2,3,1,2,3,1,2,3,1",
       "targets needs 12 values 1-9 separated by commas, got '1,2,3,1,2,3,1,2,3,1,2,3,1'"},
      {"targets 1,2,3,1,2,3,1,2,3,1,2,10",
       "targets needs 12 values 1-9 separated by commas, got '1,2,3,1,2,3,1,2,3,1,2,10'"},
      {"targets 1;2;3;1;2;3;1;2;3;1;2;3",
       "targets needs 12 values 1-9 separated by commas, got '1;2;3;1;2;3;1;2;3;1;2;3'"},
  };
  for (const Case& c : cases) {
    Result<Variant> r = Game::parse_variant(c.text);
    ASSERT_FALSE(r.ok()) << c.text;
    EXPECT_EQ(ui::reason(r.error(), Lang::kEn), c.error) << c.text;
  }
}

// The same errors in French: « » quotes, no-break spaces before ':', the rules' words.
TEST(OffboardNotation, Variant_ErrorsInFrench) {
  EXPECT_EQ(Game::parse_variant("targets 1,2,3").error().code(), "offboard.bad_values");
  EXPECT_EQ(Game::parse_variant("Default").error().code(), "offboard.unknown_variant");
  EXPECT_EQ(ui::reason(Game::parse_variant("Default").error(), Lang::kFr),
            "variante d’Offboard inconnue \xC2\xAB\xC2\xA0"
            "Default\xC2\xA0\xC2\xBB (connues\xC2\xA0: default, ou \xC2\xAB\xC2\xA0targets\xC2\xA0"
            "\xC2\xBB suivi des douze valeurs des cibles, de 1 à 9, à partir de la cible 1, comme "
            "\xC2\xAB\xC2\xA0targets 1,2,3,1,2,3,1,2,3,1,2,3\xC2\xA0\xC2\xBB)");
  EXPECT_EQ(ui::reason(Game::parse_variant("targets 1,2,3").error(), Lang::kFr),
            "\xC2\xAB\xC2\xA0targets\xC2\xA0\xC2\xBB demande 12 valeurs de 1 à 9 séparées par des "
            "virgules, et non \xC2\xAB\xC2\xA0"
            "1,2,3\xC2\xA0\xC2\xBB");
}

// ---------------------------------------------------------------------------------------------
// Records

TEST(OffboardNotation, Record_RandomGamesReplayToTheSameState) {
  for (const char* layout : kLayouts) {
    for (int g = 0; g < 20; ++g) {
      Rng rng(900 + static_cast<std::uint64_t>(g));
      State s;
      const Result<Record> back =
          test::read_back(test::random_record<Game>(Game::variant_text(variant(layout)), rng, &s));
      ASSERT_TRUE(back.ok());
      const auto replay = test::replayed(*back);
      ASSERT_NE(replay, nullptr);
      EXPECT_EQ(replay->position_text(), Game::position_text(s));
      EXPECT_EQ(replay->hash(), Game::hash(s));
      EXPECT_TRUE(state_of<Game>(*replay) == s);
    }
  }
}

// The example of docs/NOTATION.md: a push, a push off into a target that already holds a yellow
// marble (no points), yellow's put-back.
TEST(OffboardNotation, Record_DocumentedExample) {
  Extra before;
  before.targets = "y...........";
  const std::string start = test::text_of({"d2", "c2", "e7"}, {"b2", "i9"}, before);
  EXPECT_EQ(start,
            "....y/....../......./......../......r../.r....../.r...../.y..../..... r 1,0 "
            "y........... 0,0 9,9 0");
  const std::string text =
      "[Format \"marbles/1\"]\n"
      "[Game \"offboard\"]\n"
      "[Position \"" +
      start +
      "\"]\n"
      "\n"
      "1. d2-b2\n"
      "2. i9-h8\n"
      "3. c2-a2x1   # target 1 holds yellow already: no points, the marble waits\n"
      "4. @e5       # yellow puts it back on e5: that is the whole turn\n";
  const auto s = test::replayed(text);
  ASSERT_NE(s, nullptr);
  Extra after = before;
  after.quiet = 1;
  EXPECT_EQ(s->position_text(), test::text_of({"a2", "b2", "e7"}, {"e5", "h8"}, after));
  EXPECT_EQ(s->position_text(),
            "...../....y./......./......../....y.r../......../......./.r..../.r... r 1,0 "
            "y........... 0,0 9,9 1");
}

}  // namespace
}  // namespace marbles::offboard
