// Yoté notation, position text and records (rules.h, docs/NOTATION.md): every action's text
// reads back as the same action, positions round-trip, malformed input gives an error and never
// a crash, and games round-trip through the core Record.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <utility>
#include <vector>

#include "core/record.h"
#include "core/rng.h"
#include "games/refusal_util.h"
#include "games/registry.h"
#include "games/yote/rules.h"
#include "games/yote_test_util.h"
#include "ui/messages.h"

namespace marbles::yote {
namespace {

using namespace test;

// The two boards.
// Only a repetition draw is lost in a position text: it does not carry the earlier positions.
bool repetition_draw(const State& s) {
  return s.outcome == Outcome::kDraw && s.quiet < kQuietLimit;
}

std::vector<Variant> variants() {
  return {Variant{}, variant_of<Game>("5x5")};
}

// A position in the middle of a game: both sides on the board, some in reserve.
constexpr const char* kMiddle = "ld.l.d/.ldl.d/d..l../.d..l./l..d.l d 1 1 - 37";
// Light has just jumped (C3xE3) and owes the bonus removal.
constexpr const char* kPending = "d....d/....../....l./....../d....d l 11 5 x 0";

TEST(YoteNotation, ActionText_EveryActionHasItsOwnText) {
  const State s = Game::initial({});
  std::set<std::string> seen;
  for (Action a = 0; a < kNumActions; ++a) {
    const std::string t = Game::action_text(s, a);
    if (t == "?") {
      // Only steps and jumps off the 6 x 5 board have no text: they are never legal.
      ASSERT_TRUE(a >= kStepBase && a < kRemoveBase) << a;
      continue;
    }
    EXPECT_TRUE(seen.insert(t).second) << "action " << a << " shares the text " << t;
    if (a < kStepBase) {
      EXPECT_EQ(t.size(), 3u) << a;
      EXPECT_EQ(t[0], '@') << a;
    } else if (a < kRemoveBase) {
      EXPECT_EQ(t.size(), 5u) << a;
      EXPECT_EQ(t[2], a < kJumpBase ? '-' : 'x') << a;
    } else if (a < kRemoveReserve) {
      EXPECT_EQ(t.size(), 3u) << a;
      EXPECT_EQ(t[0], 'x') << a;
    }
  }
  EXPECT_EQ(seen.size(), 30u + (2 * 24 + 2 * 25) + (2 * 18 + 2 * 20) + 30u + 2u);
  EXPECT_EQ(Game::action_text(s, kPlaceBase + cell(2, 2)), "@C3");
  EXPECT_EQ(Game::action_text(s, step_action(cell(2, 2), kUp)), "C3-C4");
  EXPECT_EQ(Game::action_text(s, jump_action(cell(2, 2), kUp)), "C3xC5");
  EXPECT_EQ(Game::action_text(s, jump_action(cell(3, 0), kLeft)), "D1xB1");
  EXPECT_EQ(Game::action_text(s, kRemoveBase + cell(4, 1)), "xE2");
  EXPECT_EQ(Game::action_text(s, kRemoveReserve), "xR");
  EXPECT_EQ(Game::action_text(s, kPass), "pass");
}

TEST(YoteNotation, ActionText_EveryLegalActionParsesBackToItself) {
  EXPECT_GT(test::actions_read_back<Game>(variants(), 150, 1000, lower), 100000);
}

TEST(YoteNotation, ParseAction_LowercaseAccepted) {
  const State start = Game::initial({});
  EXPECT_EQ(*Game::parse_action(start, "@c3"), *Game::parse_action(start, "@C3"));
  const State s = position("....../....../..ld../....../...... l 11 11 - 0");
  for (const char* t : {"c3xe3", "C3XE3", "c3Xe3", "C3xE3"}) {
    Result<Action> a = Game::parse_action(s, t);
    ASSERT_TRUE(a.ok()) << t << ": " << ui::text(a.error(), Lang::kEn);
    EXPECT_EQ(Game::action_text(s, *a), "C3xE3") << t;
  }
  EXPECT_EQ(Game::action_text(s, *Game::parse_action(s, "c3-c4")), "C3-C4");
  const State r = play(s, {"C3xE3"});
  for (const char* t : {"xr", "Xr", "XR", "xR"}) {
    Result<Action> a = Game::parse_action(r, t);
    ASSERT_TRUE(a.ok()) << t << ": " << ui::text(a.error(), Lang::kEn);
    EXPECT_EQ(*a, kRemoveReserve) << t;
  }
  const State b = position(kPending);
  EXPECT_EQ(Game::action_text(b, *Game::parse_action(b, "xa5")), "xA5");
}

// Each error names the move as typed, quoted.
TEST(YoteNotation, ParseAction_MalformedMovesGiveErrors) {
  const std::vector<std::string> bad = {
      "",      "Z9",    "C",     "C33",    "@",      "@Z9", "@C33",     "C3-C5",  "C3-D4", "C3-C3",
      "C3xC4", "C3xC6", "C3xD4", "C3xC3",  "xZ1",    "x",   "xx",       "xRR",    "R",     "pass ",
      " @C3",  "@C3 ",  "C3C4",  "c3-",    "--",     "@A0", "@A6",      "@G3",    "xA6",   "D2-D7",
      "Pass",  "PASS",  "D2_D1", "D2-D1x", "-D2-D1", "A1-", "\xff\xfe", "1. @C3", "@C3\n", "@@C3",
      "C3",    "F5-G5", "A1-A0", "A1xA-1", "xS",     "x@C3"};
  for (const char* text : {"....../....../....../....../...... l 12 12 - 0", kMiddle, kPending}) {
    test::expect_refused_naming_the_move(position(text), bad);
  }
  const State start = Game::initial({});
  EXPECT_EQ(error_of(start, "Z9"),
            "'Z9' is not a Yoté move (examples: @C3 to place, C3-C4 to step, C3xC5 to jump, xE2 "
            "or xR to remove after a jump, pass)");
  EXPECT_EQ(error_of(start, "@Z9"), "'@Z9': 'Z9' is not a cell (columns A-F, rows 1-5)");
  EXPECT_EQ(error_of(start, "C3-C9"), "'C3-C9': 'C9' is not a cell (columns A-F, rows 1-5)");
  EXPECT_EQ(error_of(start, "C3xC5"), "'C3xC5': no piece of yours on C3");
  EXPECT_EQ(error_of(start, "pass"),
            "'pass': passing is allowed only when no other move is possible");
  const State five = Game::initial(variant_of<Game>("5x5"));
  EXPECT_EQ(error_of(five, "@Z9"), "'@Z9': 'Z9' is not a cell (columns A-E, rows 1-5)");
  EXPECT_EQ(error_of(five, "F5-E5"),
            "'F5-E5': cell F5 is off the 5×5 board (columns A-E, rows 1-5)");
  EXPECT_EQ(error_of(five, "xF5"), "'xF5': cell F5 is off the 5×5 board (columns A-E, rows 1-5)");
  // At the end of the game.
  const State over = position("....../....../..l.../....../...... d 0 0 - 0");
  EXPECT_EQ(error_of(over, "@A1"), "the game is over: '@A1' cannot be played");
  EXPECT_EQ(Game::parse_action(over, "@A1").error().code(), "yote.game_over");
  EXPECT_EQ(error_fr(over, "@A1"),
            "la partie est finie\xC2\xA0: impossible de jouer \xC2\xAB\xC2\xA0@A1\xC2\xA0\xC2\xBB");
}

// Random strings of the notation's alphabet never crash the parser; whatever it accepts is legal
// and prints back to the same text, up to case.
TEST(YoteNotation, ParseAction_RandomTextNeverCrashes) {
  const std::string_view alphabet = "ABCDEFGabcdefgxXrR@0123456789- pas";
  std::vector<State> states = {Game::initial({}), position(kMiddle), position(kPending),
                               position("....../....../....l./....../...... l 11 11 x 0"),
                               Game::initial(variant_of<Game>("5x5"))};
  EXPECT_GT(test::fuzz_move_parser(states, alphabet, 7, 77, test::Echo::kUpToCase), 0);
}

// ---------------------------------------------------------------------------------------------
// Position text

TEST(YoteNotation, Position_RoundTripsOnEveryStateOfRandomGames) {
  EXPECT_GT(test::states_read_back<Game>(variants(), 100, 5000, repetition_draw), 10000);
}

// Random boards built by the test (not reached by play): every well-formed text parses and
// prints back unchanged.
TEST(YoteNotation, Position_RoundTripsOnRandomBoards) {
  Rng rng(31337);
  for (int i = 0; i < 3000; ++i) {
    const Variant v = rng.below(2) == 0 ? Variant{} : variant_of<Game>("5x5");
    const int cols = columns(v);
    int count[2] = {0, 0};
    std::string rows[kRows];
    for (int r = kRows - 1; r >= 0; --r) {
      for (int c = 0; c < cols; ++c) {
        const std::uint32_t x = rng.below(3);
        if (x < 2 && count[x] < kPieces) {
          rows[r] += x == 0 ? 'l' : 'd';
          ++count[x];
        } else {
          rows[r] += '.';
        }
      }
    }
    std::string text;
    for (int r = kRows - 1; r >= 0; --r) {
      text += rows[r] + (r > 0 ? "/" : " ");
    }
    const int side = static_cast<int>(rng.below(2));
    const int r0 = static_cast<int>(rng.below(static_cast<std::uint32_t>(kPieces - count[0] + 1)));
    const int r1 = static_cast<int>(rng.below(static_cast<std::uint32_t>(kPieces - count[1] + 1)));
    const bool remove = rng.below(4) == 0 && count[1 - side] + (side == 0 ? r1 : r0) > 0;
    text += std::string(side == 0 ? "l " : "d ") + std::to_string(r0) + " " + std::to_string(r1) +
            (remove ? " x 0" : " - " + std::to_string(rng.below(101)));
    test::expect_text_reads_back<Game>(text, v);
  }
}

TEST(YoteNotation, Position_MalformedTextsGiveErrors) {
  const std::vector<test::BadPosition> cases = {
      {"", "the board ends early (expected 5 rows of 6 cells: l, d or .)", 1},
      {".....", "the board ends early", 6},
      {"L...../....../....../....../...... l 12 12 - 0", "'L' is not a cell content", 1},
      {"s...../....../....../....../...... l 12 12 - 0", "'s' is not a cell content", 1},
      {"......./....../....../....../...... l 12 12 - 0", "expected '/' after each row of 6", 7},
      {"....../....../....../....../......l 12 12 - 0", "expected a space after the fifth row", 35},
      {"....../....../....../....../..... l 12 12 - 0", "' ' is not a cell content", 34},
      {"....../....../....../....../...... l 12 12 -", "expected 5 fields", 0},
      {"....../....../....../....../...... l 12 12 - 0 0", "too many fields", 0},
      {"....../....../....../....../...... x 12 12 - 0", "side to move must be 'l'", 0},
      {"....../....../....../....../...... L 12 12 - 0", "side to move must be 'l'", 0},
      {"....../....../....../....../...... l 13 12 - 0", "reserves must be numbers", 0},
      {"....../....../....../....../...... l -1 12 - 0", "reserves must be numbers", 0},
      {"....../....../....../....../...... l 1a 12 - 0", "reserves must be numbers", 0},
      {"....../....../....../....../...... l 0012 12 - 0", "reserves must be numbers", 0},
      {"llllll/llllll/l...../....../...... l 0 0 - 0", "light has more than 12 pieces", 0},
      {"l.l.l./l.l.l./l.l.l./l.l.l./...... l 1 0 - 0", "light has more than 12 pieces", 0},
      {"d.d.d./d.d.d./d.d.d./d.d.d./d..... l 0 0 - 0", "dark has more than 12 pieces", 0},
      {"....../....../....../....../...... l 12 12 y 0", "removal flag", 0},
      {"....../....../....../....../...... l 12 12 - 101", "from 0 to 100", 0},
      {"....../....../....../....../...... l 12 12 - abc", "from 0 to 100", 0},
      {"l...../....../....../....../...... l 11 0 x 0", "the opponent has no piece", 0},
      {"l...../....../....../....../.....d l 11 11 x 3", "the turn count must be 0", 0},
  };
  test::expect_bad_positions<Game>(cases);
  Result<State> five = Game::parse_position(variant_of<Game>("5x5"), "");
  ASSERT_FALSE(five.ok());
  EXPECT_EQ(five.error().code(), "yote.board_ends_early");
  EXPECT_EQ(ui::reason(five.error(), Lang::kEn),
            "position: the board ends early (expected 5 rows of 5 cells: l, d or .)");
  EXPECT_EQ(ui::reason(five.error(), Lang::kFr),
            "position\xC2\xA0: le plateau s’arrête trop tôt (il faut 5 rangées de 5 "
            "cases\xC2\xA0: l, d ou .)");
}

// Mutations of valid texts (a byte replaced, dropped or doubled) never crash; what parses prints
// back and parses again to the same text.
TEST(YoteNotation, Position_MutatedTextsNeverCrash) {
  const std::vector<std::string> seeds = {"....../....../....../....../...... l 12 12 - 0", kMiddle,
                                          kPending, "...../...../..ld./...../..... l 11 11 - 0",
                                          "l..d.d/....../..ld../....../l..d.d l 0 0 - 100"};
  EXPECT_GT(test::fuzz_position_parser<Game>(seeds, "ld./ x-0123456789L\t", variants(), true), 100);
}

TEST(YoteNotation, Variant_TextRoundTrips) {
  EXPECT_EQ(Game::variant_text(*Game::parse_variant("")), "default");
  EXPECT_EQ(Game::variant_text(*Game::parse_variant("default")), "default");
  EXPECT_EQ(Game::variant_text(*Game::parse_variant("5x5")), "5x5");
  EXPECT_EQ(Game::parse_variant("5x5")->size, Size::k5x5);
  EXPECT_EQ(Game::parse_variant("default")->size, Size::k6x5);
  for (const char* bad : {"5X5", "6x5", "5x5 ", "1980"}) {
    Result<Variant> v = Game::parse_variant(bad);
    ASSERT_FALSE(v.ok()) << bad;
    EXPECT_EQ(v.error().code(), "yote.unknown_variant");
    EXPECT_EQ(ui::reason(v.error(), Lang::kEn),
              "unknown Yoté variant '" + std::string(bad) + "' (known: default, 5x5)");
    EXPECT_EQ(
        ui::reason(v.error(), Lang::kFr),
        "\xC2\xAB\xC2\xA0" + std::string(bad) +
            "\xC2\xA0\xC2\xBB n’est pas une variante du yoté (connues\xC2\xA0: default, 5x5)");
  }
}

// A refused move names the move in « » and says why in French.
TEST(YoteNotation, FrenchMessages_IllegalMoves) {
  EXPECT_EQ(error_fr(Game::initial({}), "C3xC5"),
            "\xC2\xAB\xC2\xA0"
            "C3xC5\xC2\xA0\xC2\xBB\xC2\xA0: vous n’avez pas de pièce en C3");
  EXPECT_EQ(error_fr(Game::initial(variant_of<Game>("5x5")), "F5-E5"),
            "\xC2\xAB\xC2\xA0"
            "F5-E5\xC2\xA0\xC2\xBB\xC2\xA0: la case F5 est hors du plateau de "
            "5×5 (colonnes A à E, rangées 1 à 5)");
  EXPECT_EQ(error_fr(position(kPending), "@C3"),
            "\xC2\xAB\xC2\xA0@C3\xC2\xA0\xC2\xBB\xC2\xA0: retirez d’abord une pièce adverse "
            "(par exemple xA1)");
  expect_refused_fr(
      Game::initial({}),
      {
          {"C3-D4", "une pièce avance d’une case vers le haut, le bas, la gauche ou la droite"},
          {"C3xD4",
           "un saut passe par-dessus la case voisine, en haut, en bas, à gauche ou à droite, pour "
           "se poser juste derrière (comme C3xC5)"},
          {"@Z9",
           "\xC2\xAB\xC2\xA0Z9\xC2\xA0\xC2\xBB n’est pas une case (colonnes A à F, rangées 1 à 5)"},
      });
  EXPECT_EQ(error_fr(Game::initial(variant_of<Game>("5x5")), "Z9"),
            "\xC2\xAB\xC2\xA0Z9\xC2\xA0\xC2\xBB n’est pas un coup de yoté (exemples\xC2\xA0: "
            "@C3 pour poser, C3-C4 pour avancer, C3xC5 pour sauter, xE2 ou xR pour prendre la "
            "pièce en prime après un saut, pass pour passer)");
  EXPECT_EQ(error_fr(Game::initial({}), "C3"),
            "\xC2\xAB\xC2\xA0"
            "C3\xC2\xA0\xC2\xBB\xC2\xA0: une pose s’écrit avec @ (comme @C3)");
  const State reserve_only =
      play(position("....../....../..ld../....../...... l 11 11 - 0"), {"C3xE3"});
  expect_refused_fr(reserve_only, {
                                      {"E3-E4",
                                       "retirez d’abord une pièce adverse (xR\xC2\xA0: dans sa "
                                       "réserve, puisque l’adversaire n’en a plus sur le plateau)"},
                                      {"xE2",
                                       "l’adversaire n’a plus de pièce sur le plateau\xC2\xA0; "
                                       "prenez-en une dans sa réserve avec xR"},
                                  });
  EXPECT_EQ(Game::parse_action(reserve_only, "xE2").error().code(), "yote.remove_from_reserve");
}

// A bad position says what is wrong in French.
TEST(YoteNotation, FrenchMessages_BadPositions) {
  Result<State> s = Game::parse_position({}, "llllll/llllll/l...../....../...... l 0 0 - 0");
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(s.error().code(), "yote.too_many_light");
  EXPECT_EQ(ui::reason(s.error(), Lang::kFr), "position\xC2\xA0: les clairs ont plus de 12 pièces");
  EXPECT_EQ(ui::reason(s.error(), Lang::kEn), "position: light has more than 12 pieces");
  Result<State> pending =
      Game::parse_position({}, "l...../....../....../....../.....d l 11 11 x 3");
  ASSERT_FALSE(pending.ok());
  EXPECT_EQ(ui::text(pending.error(), Lang::kFr),
            "ligne 1, colonne 36\xC2\xA0: position\xC2\xA0: la pièce en prime se prend juste après "
            "une prise\xC2\xA0: le nombre de tours doit être 0");
  EXPECT_EQ(ui::text(pending.error(), Lang::kEn),
            "line 1, column 36: position: a removal is pending right after a capture: the turn "
            "count must be 0");
  for (const auto& [text, fr] : std::vector<std::pair<std::string, std::string>>{
           {"....../....../....../....../...... l 12 12 -",
            "il faut 5 champs après le plateau\xC2\xA0: le camp au trait (l|d), les deux "
            "réserves, \xC2\xAB\xC2\xA0-\xC2\xA0\xC2\xBB ou \xC2\xAB\xC2\xA0x\xC2\xA0\xC2\xBB, les "
            "tours depuis la dernière pose ou prise"},
           {"....../....../....../....../...... x 12 12 - 0",
            "le camp au trait doit être \xC2\xAB\xC2\xA0l\xC2\xA0\xC2\xBB (clairs) ou "
            "\xC2\xAB\xC2\xA0"
            "d\xC2\xA0\xC2\xBB (foncés)"},
           {"....../....../....../....../...... l 12 12 y 0",
            "le champ de la pièce en prime doit être \xC2\xAB\xC2\xA0-\xC2\xA0\xC2\xBB ou "
            "\xC2\xAB\xC2\xA0x\xC2\xA0\xC2\xBB"},
           {"....../....../....../....../...... l 12 12 - 0 0", "trop de champs après le plateau"},
           {"......./....../....../....../...... l 12 12 - 0",
            "il faut \xC2\xAB\xC2\xA0/\xC2\xA0\xC2\xBB après chaque rangée de 6 cases"},
           {"dddddd/dddddd/d...../....../...... l 0 0 - 0", "les foncés ont plus de 12 pièces"},
       }) {
    Result<State> bad = Game::parse_position({}, text);
    ASSERT_FALSE(bad.ok()) << text;
    EXPECT_EQ(ui::reason(bad.error(), Lang::kFr), "position\xC2\xA0: " + fr) << text;
  }
}

TEST(YoteNotation, ActionCells_FromToRemoved) {
  const State s = Game::initial({});
  const int c3 = parse_cell("C3");
  const ActionCells place = Game::action_cells(s, kPlaceBase + c3);
  EXPECT_EQ(place.to, c3);
  EXPECT_EQ(place.from, -1);
  EXPECT_EQ(place.removed, -1);
  const ActionCells step = Game::action_cells(s, step_action(c3, kUp));
  EXPECT_EQ(step.from, c3);
  EXPECT_EQ(step.to, parse_cell("C4"));
  EXPECT_EQ(step.removed, -1);
  const ActionCells jump = Game::action_cells(s, jump_action(c3, kRight));
  EXPECT_EQ(jump.from, c3);
  EXPECT_EQ(jump.to, parse_cell("E3"));
  EXPECT_EQ(jump.removed, parse_cell("D3"));
  const ActionCells removal = Game::action_cells(s, kRemoveBase + parse_cell("E2"));
  EXPECT_EQ(removal.removed, parse_cell("E2"));
  EXPECT_EQ(removal.from, -1);
  EXPECT_EQ(removal.to, -1);
  for (Action a : {kRemoveReserve, kPass}) {
    const ActionCells none = Game::action_cells(s, a);
    EXPECT_EQ(none.from, -1) << a;
    EXPECT_EQ(none.to, -1) << a;
    EXPECT_EQ(none.removed, -1) << a;
  }
  // Every cell, the corners A1 and F5 included (the ranges' first and last actions), and every
  // step and jump that stays on the board.
  for (int c = 0; c < kCells; ++c) {
    const ActionCells placed = Game::action_cells(s, kPlaceBase + c);
    EXPECT_EQ(placed.to, c) << cell_name(c);
    EXPECT_EQ(placed.from, -1) << cell_name(c);
    const ActionCells removed = Game::action_cells(s, kRemoveBase + c);
    EXPECT_EQ(removed.removed, c) << cell_name(c);
    EXPECT_EQ(removed.from, -1) << cell_name(c);
    EXPECT_EQ(removed.to, -1) << cell_name(c);
    for (int d = kUp; d <= kLeft; ++d) {
      const int next = neighbour(s.variant, c, d);
      if (next < 0) {
        continue;
      }
      const ActionCells stepped = Game::action_cells(s, step_action(c, d));
      EXPECT_EQ(stepped.from, c) << cell_name(c) << " dir " << d;
      EXPECT_EQ(stepped.to, next) << cell_name(c) << " dir " << d;
      const int beyond = neighbour(s.variant, next, d);
      if (beyond >= 0) {
        const ActionCells jumped = Game::action_cells(s, jump_action(c, d));
        EXPECT_EQ(jumped.from, c) << cell_name(c) << " dir " << d;
        EXPECT_EQ(jumped.removed, next) << cell_name(c) << " dir " << d;
        EXPECT_EQ(jumped.to, beyond) << cell_name(c) << " dir " << d;
      }
    }
  }
}

TEST(YoteNotation, Cells_NamesAndParsing) {
  EXPECT_EQ(cell_name(0), "A1");
  EXPECT_EQ(cell_name(5), "F1");
  EXPECT_EQ(cell_name(14), "C3");
  EXPECT_EQ(cell_name(29), "F5");
  for (int c = 0; c < kCells; ++c) {
    EXPECT_EQ(parse_cell(cell_name(c)), c);
    EXPECT_EQ(parse_cell(lower(cell_name(c))), c);
  }
  for (const char* bad : {"", "A", "A0", "A6", "G1", "11", "AA", "A10", "@1"}) {
    EXPECT_EQ(parse_cell(bad), -1) << bad;
  }
  EXPECT_EQ(board_mask({}), (1u << kCells) - 1);
  EXPECT_EQ(__builtin_popcount(board_mask(variant_of<Game>("5x5"))), 25);
  EXPECT_EQ(board_mask(variant_of<Game>("5x5")) >> parse_cell("F3") & 1u, 0u);
}

// ---------------------------------------------------------------------------------------------
// Records

// A capture and its bonus removal share a turn line; the record reads back to the same game.
TEST(YoteNotation, Record_CaptureAndBonusOnOneTurnLine) {
  Record rec;
  rec.game = "yote";
  rec.variant = "default";
  State s = Game::initial({});
  for (const char* m : {"@C3", "@D3", "@A1", "@F5", "C3xE3", "xF5", "@D4", "E3-E4"}) {
    Result<Action> a = Game::parse_action(s, m);
    ASSERT_TRUE(a.ok()) << m << ": " << ui::text(a.error(), Lang::kEn) << show(s);
    rec.actions.push_back(*a);
    Game::apply(s, *a);
  }
  const std::string text = format_record(rec);
  EXPECT_EQ(text,
            "[Format \"marbles/1\"]\n"
            "[Game \"yote\"]\n"
            "[Variant \"default\"]\n"
            "\n"
            "1. @C3\n"
            "2. @D3\n"
            "3. @A1\n"
            "4. @F5\n"
            "5. C3xE3 xF5\n"
            "6. @D4\n"
            "7. E3-E4\n");
  const Result<Record> back = test::read_back(rec);
  ASSERT_TRUE(back.ok());
  const auto replay = test::replayed(*back);
  ASSERT_NE(replay, nullptr);
  EXPECT_EQ(replay->position_text(), Game::position_text(s));
}

// The examples of docs/NOTATION.md parse, and their errors are reported where they are.
TEST(YoteNotation, Record_DocumentedExamples) {
  const auto s = test::replayed(
      "[Format \"marbles/1\"]\n"
      "[Game \"yote\"]\n"
      "[Variant \"5x5\"]\n"
      "[Light \"Awa\"]\n"
      "[Dark \"Bertrand\"]\n"
      "1. @C3\n"
      "2. @C4\n"
      "3. @B2\n"
      "4. C4-C5   # dark steps away\n"
      "5. @A3\n"
      "6. @D3\n"
      "7. C3xE3 xC5   # over D3, and the bonus piece from the board\n"
      "8. @D3\n"
      "9. E3xC3 xR    # dark has no piece left on the board\n");
  ASSERT_NE(s, nullptr);
  EXPECT_EQ(s->position_text(), "...../...../l.l../.l.../..... d 9 8 - 0");
  const auto e = test::replayed(
      "[Format \"marbles/1\"]\n"
      "[Game \"yote\"]\n"
      "[Position \"....../....../..ld../....../...... l 11 1 - 0\"]\n"
      "[Result \"1-0\"]\n"
      "\n"
      "1. C3xE3 xR\n");
  ASSERT_NE(e, nullptr);
  EXPECT_TRUE(e->is_terminal());
  EXPECT_EQ(result_text(*e), "1-0");
  test::expect_bad_records(
      std::string("[Format \"marbles/1\"]\n[Game \"yote\"]\n"),
      {
          {"1. @C3 2. @D3 3. C3xC5",
           "line 3, column 18: 'C3xC5': there is no opponent piece on C4 to jump"},
          {"1. @C3 2. @D3 3. C3xE3 @A1",
           "line 3, column 24: '@A1': first remove an opponent piece (xR: one from the reserve, as "
           "none is on the board)"},
          {"1. C3", "line 3, column 4: 'C3': a placement is written with @ (like @C3)"},
          {"1. @C3 2. @D3 3. @F1 4. @B5 5. C3xE3 xA1",
           "line 3, column 38: 'xA1': there is no opponent piece on A1"},
      });
  const Result<Record> off =
      parse_record("[Format \"marbles/1\"]\n[Game \"yote\"]\n[Variant \"5x5\"]\n1. @F5\n");
  ASSERT_FALSE(off.ok());
  EXPECT_EQ(ui::text(off.error(), Lang::kEn),
            "line 4, column 4: '@F5': cell F5 is off the 5×5 board (columns A-E, rows 1-5)");
  const Result<Record> variant =
      parse_record("[Format \"marbles/1\"]\n[Game \"yote\"]\n[Variant \"4x4\"]\n");
  ASSERT_FALSE(variant.ok());
  EXPECT_EQ(ui::text(variant.error(), Lang::kEn),
            "line 3, column 1: [Variant]: unknown Yoté variant '4x4' (known: default, 5x5)");
}

// Seeded random games of both variants through the core Record: written, read back, replayed.
TEST(YoteNotation, Record_RandomGamesRoundTrip) {
  for (const char* variant : {"default", "5x5"}) {
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
      Rng rng(seed * 104729);
      State s;
      const Result<Record> back = test::read_back(test::random_record<Game>(variant, rng, &s));
      ASSERT_TRUE(back.ok());
      Result<Session> session = Session::from_record(*back, games());
      ASSERT_TRUE(session.ok()) << ui::text(session.error(), Lang::kEn) << " seed " << seed;
      EXPECT_EQ(session->state().position_text(), Game::position_text(s));
      EXPECT_TRUE(session->state().is_terminal());
    }
  }
}

}  // namespace
}  // namespace marbles::yote
