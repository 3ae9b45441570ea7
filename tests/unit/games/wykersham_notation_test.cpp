// Wykersham notation, position text and records (rules.h, docs/NOTATION.md): every action text
// reads back to its action on random states, context-aware slide texts, upper case, clear
// errors for bad texts and positions, and records of random games (every roll included) that
// replay to equal states through the core Record.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <memory>
#include <string>
#include <vector>

#include "core/record.h"
#include "core/rng.h"
#include "games/refusal_util.h"
#include "games/registry.h"
#include "games/wykersham/rules.h"
#include "games/wykersham_test_util.h"
#include "ui/lang.h"
#include "ui/messages.h"

namespace marbles::wykersham {
namespace {

using namespace test;

// A red straight line at 0 waiting for b5 (3b) and the scoring slide b+.
constexpr const char* kGoal =
    "0:.....r...../0:.........../0:.....r...../0:.....r...../0:.....r..... placement r r 5 "
    "26,26 0+0,4+0 3-5 0 - - -";

// ---------------------------------------------------------------------------------------------
// Action texts

TEST(WykershamNotation, Texts_EveryKind) {
  const State start = Game::initial({});
  EXPECT_EQ(Game::action_text(start, kRollOffRed), "red");
  EXPECT_EQ(Game::action_text(start, kRollOffGreen), "green");
  const State rolled = play(start, {"red"});
  EXPECT_EQ(Game::action_text(rolled, roll_action(3, 5)), "3-5");
  EXPECT_EQ(Game::action_text(rolled, roll_action(4, 4)), "4-4");
  const State placing = play(rolled, {"4-4"});
  EXPECT_EQ(Game::action_text(placing, place_action(kRowN, 3)), "nd");
  EXPECT_EQ(Game::action_text(placing, place_action(row_of_value(4), 1)), "4b");
  const State sliding = play(placing, {"4b"});
  EXPECT_EQ(legal_texts(sliding), test::sorted({"b-", "b+", "b="}));
  EXPECT_EQ(Game::action_text(sliding, kForfeit), "forfeit");
  EXPECT_EQ(Game::action_text(sliding, remove_action(parse_cell("b7"))), "xb7");
  EXPECT_EQ(Game::action_text(sliding, kDone), "done");
  EXPECT_EQ(cell_name(0), "a1");
  EXPECT_EQ(cell_name(54), "e11");
  EXPECT_EQ(parse_cell("e11"), 54);
  EXPECT_EQ(parse_cell("B7"), cell(1, 6));
  EXPECT_EQ(parse_cell("b12"), -1);
  EXPECT_EQ(parse_cell("b0"), -1);
  EXPECT_EQ(parse_cell("f1"), -1);
  EXPECT_EQ(row_label(kRowN), "n");
  EXPECT_EQ(row_label(6), "6");
}

TEST(WykershamNotation, Texts_ScoringSlideMarkedAndReadWithOrWithoutIt) {
  const State s = play(position(kGoal), {"3b"});
  EXPECT_EQ(Game::action_text(s, kSlidePlus), "b+!");
  EXPECT_EQ(Game::action_text(s, kSlideMinus), "b-");
  ASSERT_TRUE(Game::parse_action(s, "b+!").ok());
  EXPECT_EQ(*Game::parse_action(s, "b+!"), kSlidePlus);
  EXPECT_EQ(*Game::parse_action(s, "b+"), kSlidePlus);
  EXPECT_EQ(*Game::parse_action(s, "B+!"), kSlidePlus);
  // A "!" on a slide that scores nothing is refused.
  const State t = play(Game::initial({}), {"red", "3-5", "3b"});
  EXPECT_EQ(error_of(t, "b+!"), "'b+!': this slide scores no goal (write it without '!')");
  EXPECT_EQ(error_of(t, "b=!"), "'b=!': no slide scores no goal (write b=)");
}

TEST(WykershamNotation, Parse_UpperCaseAccepted) {
  State s = Game::initial({});
  s = play(s, {"RED", "3-5", "3B", "B+", "5C"});
  EXPECT_EQ(Game::phase(s), "roll") << show(s);
  const State g =
      play(play(position(kGoal), {"3b", "b+"}), {"XA6", "XB5", "XC6", "XD6", "XE6", "DONE"});
  EXPECT_EQ(g.taken[0], 5) << show(g);
}

TEST(WykershamNotation, Parse_BadTextsGiveClearErrors) {
  const State rolloff = Game::initial({});
  EXPECT_EQ(error_of(rolloff, "3-5"),
            "'3-5': the game opens with the roll-off, 'red' or 'green' (who starts)");
  const State roll = play(rolloff, {"red"});
  EXPECT_EQ(error_of(roll, "5-3"), "'5-3': a roll is written with the lower die first (3-5)");
  EXPECT_EQ(error_of(roll, "0-3"), "'0-3': dice show 1 to 6");
  EXPECT_EQ(error_of(roll, "3a"),
            "'3a': the dice are to be rolled now (like 3-5, the lower die first)");
  EXPECT_EQ(error_of(roll, "green"),
            "'green': the dice are to be rolled now (like 3-5, the lower die first)");
  const State placing = play(roll, {"3-5"});
  EXPECT_EQ(error_of(placing, "4a"), "'4a': the dice allow cross-row 3 and 5 only");
  EXPECT_EQ(error_of(placing, "xb12"),
            "'xb12': a removal names a cup, rail a-e and cup 1-11 (like xb7)");
  EXPECT_NE(error_of(placing, "n d").find("is not a Wykersham move"), std::string::npos);
  EXPECT_NE(error_of(placing, "3f").find("is not a Wykersham move"), std::string::npos);
  EXPECT_NE(error_of(placing, "").find("is not a Wykersham move"), std::string::npos);
  EXPECT_EQ(error_of(placing, "done"),
            "'done': a marble is to be placed now, on cross-row 3 and 5 (like 3b)");
  EXPECT_EQ(error_of(placing, "b+"),
            "'b+': a marble is to be placed now, on cross-row 3 and 5 (like 3b)");
  const State sliding = play(placing, {"3b"});
  EXPECT_EQ(error_of(sliding, "3a"), "'3a': rail b is to slide or not now (b-, b+ or b=)");
  const State removing = play(position(kGoal), {"3b", "b+"});
  EXPECT_EQ(error_of(removing, "3a"),
            "'3a': marbles of the goal are to be removed now (like xb7), or 'done'");
  EXPECT_EQ(error_of(removing, "xa5"), "'xa5': cup a5 is not on a completed line");
}

TEST(WykershamNotation, Parse_EveryActionTextReadsBackOnRandomStates) {
  int checked = 0;
  for (std::uint64_t seed = 1; seed <= 300; ++seed) {
    Rng rng(seed);
    State s = Game::initial({});
    while (!Game::is_terminal(s)) {
      std::vector<Action> all;
      if (Game::to_move(s) == kChance) {
        Game::Chances c;
        Game::chance_outcomes(s, c);
        for (const ChanceOutcome& o : c) {
          all.push_back(o.action);
        }
      } else {
        Game::Actions legal;
        Game::legal_actions(s, legal);
        all.assign(legal.begin(), legal.end());
      }
      for (Action a : all) {
        const std::string t = Game::action_text(s, a);
        Result<Action> back = Game::parse_action(s, t);
        ASSERT_TRUE(back.ok()) << t << ": " << ui::text(back.error(), Lang::kEn) << show(s);
        EXPECT_EQ(*back, a) << t << show(s);
        ++checked;
      }
      // Texts of actions not legal here are refused with a message (in the first 20 games).
      for (Action a = 0; a < kNumActions && seed <= 20; ++a) {
        if (std::find(all.begin(), all.end(), a) == all.end()) {
          Result<Action> back = Game::parse_action(s, Game::action_text(s, a));
          EXPECT_FALSE(back.ok() && *back == a) << Game::action_text(s, a) << show(s);
          if (!back.ok()) {
            EXPECT_FALSE(ui::reason(back.error(), Lang::kEn).empty());
            EXPECT_FALSE(ui::reason(back.error(), Lang::kFr).empty());
          }
        }
      }
      Game::apply(s, random_step<Game>(s, rng));
    }
  }
  EXPECT_GT(checked, 10000);
}

// ---------------------------------------------------------------------------------------------
// Records

Record random_record(std::uint64_t seed, std::vector<State>* states = nullptr) {
  Record rec;
  rec.game = "wykersham";
  rec.variant = "default";
  Rng rng(seed);
  State s = Game::initial({});
  while (!Game::is_terminal(s)) {
    if (states != nullptr) {
      states->push_back(s);
    }
    const Action a = random_step<Game>(s, rng);
    rec.actions.push_back(a);
    Game::apply(s, a);
  }
  if (states != nullptr) {
    states->push_back(s);
  }
  return rec;
}

TEST(WykershamNotation, Record_RandomGamesReplayToEqualStates) {
  for (std::uint64_t seed = 1; seed <= 50; ++seed) {
    std::vector<State> states;
    const Record rec = random_record(seed, &states);
    const std::string text = format_record(rec);
    const Result<Record> back = test::read_back(rec);
    ASSERT_TRUE(back.ok());
    auto start = start_state(*back);
    ASSERT_TRUE(start.ok());
    std::unique_ptr<AnyState> s = std::move(start).value();
    for (size_t i = 0; i < back->actions.size(); ++i) {
      const State& mine = state_of<Game>(*s);
      ASSERT_TRUE(mine == states[i]) << "ply " << i << show(mine) << show(states[i]);
      ASSERT_EQ(s->hash(), Game::hash(states[i]));
      s->apply(back->actions[i]);
    }
    EXPECT_TRUE(state_of<Game>(*s) == states.back());
    EXPECT_TRUE(s->is_terminal());
    // One numbered line per turn: 30, the roll-off on the first with the first roll.
    int lines = 0;
    size_t at = text.find("\n1. ");
    ASSERT_NE(at, std::string::npos) << text;
    const std::string first = text.substr(at + 4, 9);
    EXPECT_TRUE(first.rfind("red ", 0) == 0 || first.rfind("green ", 0) == 0) << text;
    for (size_t i = 0; i < text.size(); ++i) {
      lines += (i == 0 || text[i - 1] == '\n') && std::isdigit(static_cast<unsigned char>(text[i]))
                   ? 1
                   : 0;
    }
    EXPECT_EQ(lines, 30) << text;
    EXPECT_NE(text.find("\n30. "), std::string::npos) << text;
  }
}

TEST(WykershamNotation, Record_AWrittenGameReads) {
  const std::string text =
      "[Format \"marbles/1\"]\n"
      "[Game \"wykersham\"]\n"
      "[Variant \"default\"]\n"
      "\n"
      "1. green 3-5 3b b+ 5d d+\n"
      "2. 4-4 nb b- nc\n"
      "3. 1-6 forfeit\n";
  Result<Record> rec = parse_record(text);
  // Turn 3 has no forfeit: rows 1 and 6 have free cups.
  ASSERT_FALSE(rec.ok());
  EXPECT_NE(ui::reason(rec.error(), Lang::kEn).find("forfeit"), std::string::npos)
      << ui::text(rec.error(), Lang::kEn);
  EXPECT_EQ(rec.error().code(), "wykersham.no_forfeit");
  EXPECT_EQ(rec.error().line, 7);
  const std::string good = text.substr(0, text.find("3. ")) + "3. 1-6 1a a= 6a a-\n";
  Result<Record> ok = parse_record(good);
  ASSERT_TRUE(ok.ok()) << ui::text(ok.error(), Lang::kEn);
  EXPECT_EQ(ok->actions.size(), 15u);
  EXPECT_EQ(format_record(*ok), good);
}

TEST(WykershamNotation, Record_TheExampleOfNotationMdReads) {
  const std::string text =
      "[Format \"marbles/1\"]\n"
      "[Game \"wykersham\"]\n"
      "[Variant \"default\"]\n"
      "\n"
      "1. red 2-5 5a a- 2e e-\n"
      "2. 5-5 ne e+ 5b b+\n"
      "3. 2-4 4c 2d d+\n"
      "4. 1-3 1d d- 3c\n"
      "5. 3-5 3b b+ 5a a+\n"
      "6. 2-3 2b b- 3a a=\n"
      "7. 2-3 2a a= 3d d=\n"
      "8. 4-4 nb b- na a-\n"
      "9. 2-6 2c 6a a+! xa4 xb4 xc4 xd4 xe4 done\n"
      "10. 1-6 6e e= 1a a+\n"
      "11. 1-2 1e e= 2b b-\n";
  Result<Session> s = Session::from_text(text, games());
  ASSERT_TRUE(s.ok()) << ui::text(s.error(), Lang::kEn);
  EXPECT_EQ(s->state().position_text(),
            "+1:..g.gg.rrr./-1:.g.rg..g.../0:....g.r..../0:.g..r....../0:..r...g.g.. roll g r 11 "
            "18,20 5+0,0+0 - 0 - - -");
  EXPECT_EQ(s->text(), text);
}

// ---------------------------------------------------------------------------------------------
// Position text

TEST(WykershamNotation, Position_RoundTripsEveryField) {
  // A removal in progress: goal s0 after b+, a6 and b5 removed from.
  const State s = play(position("0:.....2r...../0:.........../0:.....(rg)...../0:.....2r...../"
                                "0:.....r..... placement r r 7 24,24 0+0,5+0 3-5 0 - - -"),
                       {"3b", "b+", "xa6", "xb5"});
  const std::string text = Game::position_text(s);
  EXPECT_EQ(text,
            "0:.....r...../+1:.........../0:.....(rg)...../0:.....2r...../0:.....r..... removal "
            "r r 7 23,24 2+0,5+0 3-5 1 b+ - s0:a6,b5");
  const State back = position(text);
  EXPECT_TRUE(back == s) << show(back) << show(s);
  EXPECT_EQ(back.last_removed, parse_cell("b5"));
  EXPECT_EQ(back.placed, 1);
  EXPECT_EQ(Game::hash(back), Game::hash(s));
  // The slide phase: the rail waiting.
  const State w = play(position(kGoal), {"3b"});
  EXPECT_EQ(Game::position_text(w),
            "0:.....r...../0:....r....../0:.....r...../0:.....r...../0:.....r..... slide r r 5 "
            "25,26 0+0,4+0 3-5 1 - b -");
  EXPECT_TRUE(position(Game::position_text(w)) == w);
}

TEST(WykershamNotation, Position_HashDiffersWhenAFieldDiffers) {
  const State s = play(position(kGoal), {"3b"});
  State t = s;
  t.slide_rail = 3;
  EXPECT_NE(Game::hash(s), Game::hash(t));
  t = s;
  t.used = 2;
  EXPECT_NE(Game::hash(s), Game::hash(t));
  t = s;
  t.marbles[0][0] = 1;
  EXPECT_NE(Game::hash(s), Game::hash(t));
  t = s;
  t.gifts[1] = 1;
  EXPECT_NE(Game::hash(s), Game::hash(t));
}

// The error of a position text with its place, in `lang` ("(accepted)" when there is none).
std::string position_error(std::string_view text, Lang lang = Lang::kEn) {
  Result<State> s = Game::parse_position({}, text);
  return s.ok() ? "(accepted)" : ui::text(s.error(), lang);
}

// The code of a position text's error ("(accepted)" when there is none).
std::string position_code(std::string_view text) {
  Result<State> s = Game::parse_position({}, text);
  return s.ok() ? "(accepted)" : std::string(s.error().code());
}

TEST(WykershamNotation, Position_StrictErrors) {
  const std::string tail = " placement r r 5 26,26 0+0,4+0 3-5 0 - - -";
  const std::string rails = "0:.....r...../0:.........../0:.....r...../0:.....r...../0:.....r.....";
  EXPECT_EQ(position_error(rails + tail), "(accepted)");
  EXPECT_EQ(position_error("+3:.....r...../0:.........../0:.....r...../0:.....r...../"
                           "0:.....r....." +
                           tail),
            "line 1, column 1: position: rail a must start with its offset and ':' (-2:, -1:, 0:, "
            "+1: or +2:)");
  EXPECT_EQ(position_error("0:.....r...../0:.........../+1:.....r...../0:.....r...../"
                           "0:.....r....." +
                           tail),
            "line 1, column 29: position: rail c is fixed: its offset is always 0");
  // 31 red: one more on the board.
  EXPECT_NE(position_error("0:.....2r...../0:.........../0:.....r...../0:.....r...../"
                           "0:.....r....." +
                           tail)
                .find("red has 31 marbles"),
            std::string::npos);
  EXPECT_NE(position_error("0:(rg)........../0:.........../0:.....r...../0:.....r...../"
                           "0:.....r....." +
                           tail)
                .find("never crosses cross-row n"),
            std::string::npos);
  EXPECT_NE(position_error("0:1r.........../0:.........../0:.....r...../0:.....r...../"
                           "0:.....r....." +
                           tail)
                .find("from 2 to 30"),
            std::string::npos);
  EXPECT_NE(position_error("0:.....r..../0:.........../0:.....r...../0:.....r...../"
                           "0:.....r....." +
                           tail)
                .find("rail a ends early"),
            std::string::npos);
  EXPECT_NE(
      position_error(rails + " placement g r 5 26,26 0+0,4+0 3-5 0 - - -").find("red is to move"),
      std::string::npos);
  EXPECT_NE(position_error(rails + " placement r r 5 25,26 1+0,4+0 3-5 0 - - -")
                .find("red must have 26 marbles in hand"),
            std::string::npos);
  EXPECT_NE(
      position_error(rails + " placement r r 5 26,26 0+0,4+0 3-5 0 - -").find("expected 11 fields"),
      std::string::npos);
  EXPECT_NE(position_error(rails + tail + " x").find("too many fields"), std::string::npos);
  EXPECT_NE(position_error(rails + " moving r r 5 26,26 0+0,4+0 3-5 0 - - -").find("the phase"),
            std::string::npos);
  EXPECT_NE(
      position_error(rails + " placement r r 5 26,26 0+0,4+0 5-3 0 - - -").find("the lower first"),
      std::string::npos);
  EXPECT_NE(
      position_error(rails + " slide r r 5 25,26 0+0,4+0 3-5 1 - c -").find("rail c cannot slide"),
      std::string::npos);
  EXPECT_NE(position_error(rails + " removal r r 5 25,26 0+0,4+0 3-5 1 b+ - s0")
                .find("goal line s0 is not complete"),
            std::string::npos);
  EXPECT_NE(position_error(rails + " roll r r 5 26,26 0+0,4+0 - 0 - - -").find("green is to move"),
            std::string::npos);
}

TEST(WykershamNotation, Board_ReadableWithStatus) {
  const std::string b = Game::board_text(play(position(kGoal), {"3b"}));
  EXPECT_NE(b.find("n  0    r      .      r      r      r"), std::string::npos) << b;
  EXPECT_NE(b.find("3 -1    .      r      .      .      ."), std::string::npos) << b;
  EXPECT_NE(b.find("slide, turn 5, red to move, dice 3-5 used 1, rail b may slide"),
            std::string::npos)
      << b;
}

TEST(WykershamNotation, Position_GoalLinesAtTheRailsEnds) {
  // The straight lines through the rails' last cups (q = +5 and -5), each completed by the
  // slide of rail b; their names read back.
  const std::string top =
      "0:g.........r/+1:.........r./0:g.........r/0:g.........r/0:g.........r removal r r 5 25,26 "
      "0+0,0+0 3-5 1 b+ - s+5";
  const std::string bottom =
      "0:r.........g/-1:.r........./0:r.........g/0:r.........g/0:r.........g removal r r 5 25,26 "
      "0+0,0+0 3-5 1 b- - s-5";
  for (const std::string& text : {top, bottom}) {
    const State s = position(text);
    EXPECT_EQ(Game::position_text(s), text);
    EXPECT_EQ(__builtin_popcountll(s.goal_lines), 1) << text;
  }
}

TEST(WykershamNotation, Errors_RemovalOffTheGoalLineAtTheRailsEnd) {
  // Line s-5 (the first line id) is the goal: a1, b2 (rail b at -1), c1, d1 and e1. A removal
  // elsewhere is refused with the cup named.
  const State s = position(
      "0:r.........g/-1:.r........./0:r.........g/0:r.........g/0:r.........g removal r r 5 "
      "25,26 0+0,0+0 3-5 1 b- - s-5");
  EXPECT_EQ(error_of(s, "xa11"), "'xa11': cup a11 is not on a completed line");
  EXPECT_EQ(error_of(s, "xb1"), "'xb1': cup b1 is not on a completed line");
  EXPECT_EQ(error_of(s, "xa2"), "'xa2': cup a2 is not on a completed line");
  EXPECT_TRUE(is_legal(s, "xa1")) << show(s);
  // Removals go in cell order and take from every cup of the line: b2 first would leave a1.
  EXPECT_EQ(error_of(s, "xb2"),
            "'xb2': after it no completed line could still have a marble taken from every cup "
            "(removals go in cell order, rail a to e, cups 1 to 11)");
  EXPECT_TRUE(is_legal(play(s, {"xa1"}), "xb2")) << show(s);
}

// ---------------------------------------------------------------------------------------------
// Errors in French

TEST(WykershamNotation, French_IllegalMovesExplained) {
  const State placing = play(Game::initial({}), {"red", "3-5"});
  expect_refused_fr(
      placing, {
                   {"4a", "les dés ne permettent que les rangées 3 et 5"},
                   {"done", "une bille est à placer maintenant, sur la rangée 3 ou 5 (comme 3b)"},
               });
  const State sliding = play(placing, {"3b"});
  EXPECT_EQ(error_fr(sliding, "3a"),
            "\xC2\xAB\xC2\xA0"
            "3a\xC2\xA0\xC2\xBB\xC2\xA0: faites glisser le rail b ou laissez-le en "
            "place maintenant (b-, b+ ou b=)");
  const State removing = play(position(kGoal), {"3b", "b+"});
  EXPECT_EQ(error_fr(removing, "xa5"),
            "\xC2\xAB\xC2\xA0xa5\xC2\xA0\xC2\xBB\xC2\xA0: l’ouverture a5 n’est pas sur une ligne "
            "complétée");
}

TEST(WykershamNotation, French_UnknownMoveAndVariant) {
  const State roll = play(Game::initial({}), {"red"});
  EXPECT_EQ(error_fr(roll, "5-3"),
            "\xC2\xAB\xC2\xA0"
            "5-3\xC2\xA0\xC2\xBB\xC2\xA0: un jet s’écrit avec le plus petit dé "
            "d’abord (3-5)");
  EXPECT_EQ(error_fr(roll, "zz")
                .rfind("\xC2\xAB\xC2\xA0zz\xC2\xA0\xC2\xBB n’est pas un coup de "
                       "Wykersham (exemples\xC2\xA0: red ou green",
                       0),
            0u);
  EXPECT_EQ(ui::reason(Game::parse_variant("big").error(), Lang::kFr),
            "variante de Wykersham inconnue \xC2\xAB\xC2\xA0"
            "big\xC2\xA0\xC2\xBB (la seule "
            "connue\xC2\xA0: default)");
}

TEST(WykershamNotation, French_BadPositions) {
  const std::string rails = "0:.....r...../0:.........../0:.....r...../0:.....r...../0:.....r.....";
  EXPECT_EQ(position_error(rails + " placement r r 5 25,26 1+0,4+0 3-5 0 - - -", Lang::kFr),
            "ligne 1, colonne 87\xC2\xA0: position\xC2\xA0: les Rouges doivent avoir 26 billes en "
            "main à ce stade de la partie, et non 25");
  EXPECT_EQ(
      position_error("0:.....r...../0:.........../+1:.....r...../0:.....r...../"
                     "0:.....r..... placement r r 5 26,26 0+0,4+0 3-5 0 - - -",
                     Lang::kFr),
      "ligne 1, colonne 29\xC2\xA0: position\xC2\xA0: le rail c est fixe\xC2\xA0: son décalage "
      "est toujours 0");
  EXPECT_EQ(
      position_error(rails + " moving r r 5 26,26 0+0,4+0 3-5 0 - - -", Lang::kFr),
      "ligne 1, colonne 71\xC2\xA0: position\xC2\xA0: la phase doit être \xC2\xAB\xC2\xA0roll-off"
      "\xC2\xA0\xC2\xBB, \xC2\xAB\xC2\xA0roll\xC2\xA0\xC2\xBB, "
      "\xC2\xAB\xC2\xA0placement\xC2\xA0\xC2\xBB, "
      "\xC2\xAB\xC2\xA0slide\xC2\xA0\xC2\xBB, \xC2\xAB\xC2\xA0removal\xC2\xA0\xC2\xBB ou "
      "\xC2\xAB\xC2\xA0over"
      "\xC2\xA0\xC2\xBB");
}

// The reason of a position text's error, without its place, in `lang`.
std::string position_reason(std::string_view text, Lang lang) {
  Result<State> s = Game::parse_position({}, text);
  return s.ok() ? "(accepted)" : ui::reason(s.error(), lang);
}

TEST(WykershamNotation, Errors_CountsRowsAndPlayersInBothLanguages) {
  // One green marble in a5, then two: the count and its plural.
  const State one = position(
      "0:....g....../0:....r....../0:.........../0:.........../0:........... placement r r 5 "
      "26,26 3+0,3+0 3-5 0 - - -");
  expect_refused(one, "3a", "wykersham.cup_taken", "",
                 "l’ouverture a5 contient 1 bille verte (seules les ouvertures de la rangée n se "
                 "partagent)");
  const State two = position(
      "0:....2g....../0:....r....../0:.........../0:.........../0:........... placement r r 5 "
      "26,26 3+0,2+0 3-5 0 - - -");
  expect_refused(two, "3a", "wykersham.cup_taken",
                 "cup a5 holds 2 green marbles (only cups on cross-row n are shared)",
                 "l’ouverture a5 contient 2 billes vertes (seules les ouvertures de la rangée n se "
                 "partagent)");
  // One cross-row left open: "la rangée", not "les rangées".
  const State last = play(Game::initial({}), {"red", "3-5", "3b", "b="});
  expect_refused(last, "4a", "wykersham.row_closed", "the dice allow cross-row 5 only",
                 "les dés ne permettent que la rangée 5");
  expect_refused(last, "done", "", "a marble is to be placed now, on cross-row 5 (like 5b)",
                 "une bille est à placer maintenant, sur la rangée 5 (comme 5b)");
  // The forfeit first: the opponent named as the page names the players.
  const State forfeit = position(
      "0:.......g.../0:.......g.../0:.......g.../0:.......g.../0:.......g... placement r r 7 "
      "24,24 6+0,1+0 3-5 0 - - -");
  expect_refused(forfeit, "3a", "wykersham.forfeit_first",
                 "no cup of cross-row 5 may take a marble, so the die 5 is forfeited first "
                 "('forfeit', one point for green)",
                 "aucune ouverture de la rangée 5 ne peut recevoir votre bille, donc le dé 5 est "
                 "d’abord perdu (\xC2\xAB\xC2\xA0"
                 "forfeit\xC2\xA0\xC2\xBB, un point pour les Verts)");
  EXPECT_EQ(code_of(play(Game::initial({}), {"red"}), "5-3"), "wykersham.roll_order");
  EXPECT_EQ(code_of(last, "zz"), "wykersham.unknown_move");
  EXPECT_EQ(ui::reason(Game::parse_variant("big").error(), Lang::kEn),
            "unknown Wykersham variant 'big' (known: default)");
  EXPECT_EQ(Game::parse_variant("big").error().code(), "wykersham.unknown_variant");
}

TEST(WykershamNotation, Errors_PositionsInBothLanguages) {
  const std::string rails = "0:.....r...../0:.........../0:.....r...../0:.....r...../0:.....r.....";
  const std::string due = rails + " placement g r 5 26,26 0+0,4+0 3-5 0 - - -";
  EXPECT_EQ(position_code(due), "wykersham.player_due");
  EXPECT_EQ(position_reason(due, Lang::kEn),
            "position: with this starter and turn, red is to move");
  EXPECT_EQ(position_reason(due, Lang::kFr),
            "position\xC2\xA0: avec ce premier joueur et ce tour, c’est aux Rouges de jouer");
  const std::string open = rails + " removal r r 5 25,26 0+0,4+0 3-5 1 b+ - s0";
  EXPECT_EQ(position_code(open), "wykersham.goal_incomplete");
  EXPECT_EQ(position_reason(open, Lang::kEn),
            "position: goal line s0 is not complete: cup b6 holds no red marble and none was "
            "removed from it");
  EXPECT_EQ(position_reason(open, Lang::kFr),
            "position\xC2\xA0: la ligne de but s0 n’est pas complète\xC2\xA0: l’ouverture b6 ne "
            "contient aucune bille rouge et aucune n’en a été retirée");
  // b2 removed from before a1: a1 can no longer be taken, line s-5 no longer covered.
  const std::string stuck =
      "0:r.........g/-1:.r........./0:r.........g/0:r.........g/0:r.........g removal r r 5 "
      "25,26 0+0,0+0 3-5 1 b- - s-5:b2";
  EXPECT_EQ(position_code(stuck), "wykersham.goals_uncoverable");
  EXPECT_EQ(position_reason(stuck, Lang::kEn),
            "position: no goal line can still be covered with these removals");
  EXPECT_EQ(position_reason(stuck, Lang::kFr),
            "position\xC2\xA0: aucune ligne de but ne peut plus être touchée en entier avec ces "
            "retraits");
  EXPECT_EQ(position_code(rails + " placement r r 5 25,26 1+0,4+0 3-5 0 - - -"),
            "wykersham.hand_count");
  EXPECT_EQ(position_reason(rails + " placement r r 5 25,26 1+0,4+0 3-5 0 - - -", Lang::kEn),
            "position: red must have 26 marbles in hand at this point of the game, not 25");
  EXPECT_EQ(position_code(rails + " moving r r 5 26,26 0+0,4+0 3-5 0 - - -"),
            "wykersham.bad_phase");
  EXPECT_EQ(position_error(rails + " moving r r 5 26,26 0+0,4+0 3-5 0 - - -"),
            "line 1, column 71: position: the phase must be roll-off, roll, placement, slide, "
            "removal or over");
}

}  // namespace
}  // namespace marbles::wykersham
