// Wali notation and position text (rules.h, docs/NOTATION.md): every action's text reads back
// as the same action, positions round-trip, malformed input gives an error and never a crash.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "core/rng.h"
#include "games/wali/rules.h"
#include "games/wali_test_util.h"
#include "ui/messages.h"

namespace marbles::wali {
namespace {

using namespace test;

// The two end rules.
// Only a repetition draw is lost in a position text: it does not carry the earlier positions.
bool repetition_draw(const State& s) {
  return s.outcome == Outcome::kDraw && s.quiet < kNoCaptureLimit;
}

std::vector<Variant> variants() {
  return {Variant{}, variant_of<Game>("1980")};
}

TEST(WaliNotation, ActionText_EveryActionHasItsOwnText) {
  const State s = Game::initial({});
  std::set<std::string> seen;
  for (Action a = 0; a < kNumActions; ++a) {
    if (a >= kMoveBase && a < kRemoveBase && neighbour(move_from(a), move_dir(a)) < 0) {
      continue;  // a step off the board: never legal, no text of its own
    }
    const std::string t = Game::action_text(s, a);
    EXPECT_TRUE(seen.insert(t).second) << "action " << a << " shares the text " << t;
    if (a < kMoveBase) {
      EXPECT_EQ(t.size(), 2u) << a;
    } else if (a < kRemoveBase) {
      EXPECT_EQ(t.size(), 5u) << a;
      EXPECT_EQ(t[2], '-') << a;
    } else if (a < kPass) {
      EXPECT_EQ(t.size(), 3u) << a;
      EXPECT_EQ(t[0], 'x') << a;
    } else {
      EXPECT_EQ(t, "pass");
    }
  }
  EXPECT_EQ(Game::action_text(s, move_action(cell(3, 1), kDown)), "D2-D1");
  EXPECT_EQ(Game::action_text(s, move_action(cell(0, 0), kRight)), "A1-B1");
  EXPECT_EQ(Game::action_text(s, kRemoveBase + cell(1, 3)), "xB4");
  EXPECT_EQ(Game::action_text(s, kPlaceBase + cell(2, 2)), "C3");
}

TEST(WaliNotation, ActionText_EveryLegalActionParsesBackToItself) {
  EXPECT_GT(test::actions_read_back<Game>(variants(), 150, 1000, lower), 10000);
}

TEST(WaliNotation, ParseAction_LowercaseAccepted) {
  const State start = Game::initial({});
  EXPECT_EQ(*Game::parse_action(start, "c3"), *Game::parse_action(start, "C3"));
  const State s = position("s...so/so.o../..so.s/.oosoo/.ss... s 0 0 - 0");
  Result<Action> m = Game::parse_action(s, "d2-d1");
  ASSERT_TRUE(m.ok()) << ui::text(m.error(), Lang::kEn);
  EXPECT_EQ(Game::action_text(s, *m), "D2-D1");
  State r = s;
  Game::apply(r, *m);
  for (const char* t : {"xb4", "Xb4", "XB4", "xB4"}) {
    Result<Action> x = Game::parse_action(r, t);
    ASSERT_TRUE(x.ok()) << t << ": " << ui::text(x.error(), Lang::kEn);
    EXPECT_EQ(Game::action_text(r, *x), "xB4") << t;
  }
}

// Each error names the move as typed, quoted.
TEST(WaliNotation, ParseAction_MalformedMovesGiveErrors) {
  const State placement = Game::initial({});
  const State movement = position("s...so/so.o../..so.s/.oosoo/.ss... s 0 0 - 0");
  const std::vector<std::string> bad = {
      "",         "Z9",    "C",     "C33",  "C3-C5", "C3-D4", "C3-C3",  "xZ1",    "x",
      "xx",       "pass ", " C3",   "C3 ",  "C3C4",  "c3-",   "--",     "A0",     "A6",
      "G3",       "xA6",   "D2-D7", "Pass", "PASS",  "D2_D1", "D2-D1x", "-D2-D1", "A1-",
      "\xff\xfe", "1. C3", "C3\n",  "x",    "@C3",   "D2xD1", "F5-G5",  "A1-A0"};
  test::expect_refused_naming_the_move(placement, bad);
  test::expect_refused_naming_the_move(movement, bad);
  const Error z9 = Game::parse_action(placement, "Z9").error();
  EXPECT_EQ(z9.code(), "wali.not_a_cell");
  EXPECT_EQ(ui::reason(z9, Lang::kEn), "'Z9' is not a cell (columns A-F, rows 1-5)");
  const Error diagonal = Game::parse_action(movement, "C3-D4").error();
  EXPECT_EQ(diagonal.code(), "wali.not_orthogonal");
  EXPECT_EQ(ui::reason(diagonal, Lang::kEn),
            "'C3-D4': a piece moves one cell up, down, left or right");
  EXPECT_EQ(ui::reason(Game::parse_action(movement, "C3-D9").error(), Lang::kEn),
            "'C3-D9': 'D9' is not a cell (columns A-F, rows 1-5)");
  EXPECT_EQ(ui::reason(Game::parse_action(movement, "C3+C4").error(), Lang::kEn),
            "'C3+C4' is not a Wali move (examples: C3 to place, D2-D1 to move, xB4 to remove, "
            "pass)");
}

TEST(WaliNotation, ParseAction_ErrorsInFrench) {
  const State placement = Game::initial({});
  const State movement = position("s...so/so.o../..so.s/.oosoo/.ss... s 0 0 - 0");
  EXPECT_EQ(
      ui::reason(Game::parse_action(placement, "Z9").error(), Lang::kFr),
      "\xC2\xAB\xC2\xA0Z9\xC2\xA0\xC2\xBB n’est pas une case (colonnes A à F, rangées 1 à 5)");
  EXPECT_EQ(ui::reason(Game::parse_action(movement, "C3").error(), Lang::kFr),
            "\xC2\xAB\xC2\xA0"
            "C3\xC2\xA0\xC2\xBB\xC2\xA0: la pose est terminée\xC2\xA0; déplacez plutôt une pièce "
            "(comme D2-D1)");
  EXPECT_EQ(ui::reason(Game::parse_action(movement, "B5-B4").error(), Lang::kFr),
            "\xC2\xAB\xC2\xA0"
            "B5-B4\xC2\xA0\xC2\xBB\xC2\xA0: vous n’avez pas de pièce en B5");
  EXPECT_EQ(ui::reason(Game::parse_action(movement, "xZ1").error(), Lang::kFr),
            "\xC2\xAB\xC2\xA0xZ1\xC2\xA0\xC2\xBB\xC2\xA0: \xC2\xAB\xC2\xA0Z1\xC2\xA0\xC2\xBB "
            "n’est pas une case (colonnes A à F, rangées 1 à 5)");
  EXPECT_EQ(ui::reason(Game::parse_action(movement, "C3-D4").error(), Lang::kFr),
            "\xC2\xAB\xC2\xA0"
            "C3-D4\xC2\xA0\xC2\xBB\xC2\xA0: une pièce se déplace d’une case vers le haut, le "
            "bas, la gauche ou la droite");
  EXPECT_EQ(ui::reason(Game::parse_action(movement, "C3+C4").error(), Lang::kFr),
            "\xC2\xAB\xC2\xA0"
            "C3+C4\xC2\xA0\xC2\xBB n’est pas un coup de wali (exemples\xC2\xA0: C3 pour poser, "
            "D2-D1 pour déplacer, xB4 pour retirer, pass pour passer)");
  // The English of the same errors.
  EXPECT_EQ(ui::reason(Game::parse_action(movement, "C3").error(), Lang::kEn),
            "'C3': the placement phase is over; move a piece instead (like D2-D1)");
  EXPECT_EQ(ui::reason(Game::parse_action(movement, "B5-B4").error(), Lang::kEn),
            "'B5-B4': no piece of yours on B5");
}

// Random byte strings of the notation's alphabet never crash the parser; whatever it accepts
// is legal and prints back to an equivalent text.
TEST(WaliNotation, ParseAction_RandomTextNeverCrashes) {
  const std::string_view alphabet = "ABCDEFGabcdefgx0123456789- pas@";
  const std::vector<State> states = {Game::initial({}),
                                     position("s...so/so.o../..so.s/.oosoo/.ss... s 0 0 - 0"),
                                     position("s...so/so.o../..so.s/.oosoo/.ss.s. s 0 0 x 3")};
  EXPECT_GT(test::fuzz_move_parser(states, alphabet, 7, 77, test::Echo::kUpToCase), 0);
}

// ---------------------------------------------------------------------------------------------
// Position text

TEST(WaliNotation, Position_RoundTripsOnEveryStateOfRandomGames) {
  EXPECT_GT(test::states_read_back<Game>(variants(), 100, 5000, repetition_draw), 10000);
}

// Random boards built by the test (not reached by play): every well-formed text parses and
// prints back unchanged.
TEST(WaliNotation, Position_RoundTripsOnRandomBoards) {
  Rng rng(31337);
  for (int i = 0; i < 3000; ++i) {
    const bool placement = rng.below(3) == 0;
    char g[kRows][kCols];
    int count[2] = {0, 0};
    for (int r = 0; r < kRows; ++r) {
      for (int c = 0; c < kCols; ++c) {
        const std::uint32_t x = rng.below(3);
        g[r][c] = '.';
        if (x < 2 && count[x] < kPieces) {
          g[r][c] = x == 0 ? 's' : 'o';
          // During placement no run of three: skip a piece that would complete one.
          const bool left = c >= 2 && g[r][c - 1] == g[r][c] && g[r][c - 2] == g[r][c];
          const bool down = r >= 2 && g[r - 1][c] == g[r][c] && g[r - 2][c] == g[r][c];
          if (placement && (left || down)) {
            g[r][c] = '.';
          } else {
            ++count[x];
          }
        }
      }
    }
    std::string text;
    for (int r = kRows - 1; r >= 0; --r) {
      text.append(g[r], kCols);
      text += r > 0 ? '/' : ' ';
    }
    const int side = static_cast<int>(rng.below(2));
    text += side == 0 ? "s" : "o";
    if (placement) {
      text += " " + std::to_string(kPieces - count[0]) + " " + std::to_string(kPieces - count[1]) +
              " - 0";
    } else {
      const bool remove = count[1 - side] > 0 && rng.below(4) == 0;
      text += std::string(" 0 0 ") + (remove ? "x " : "- ") + std::to_string(rng.below(101));
    }
    for (const Variant& v : {Variant{}, variant_of<Game>("1980")}) {
      Result<State> s = Game::parse_position(v, text);
      ASSERT_TRUE(s.ok()) << text << ": " << ui::text(s.error(), Lang::kEn);
      if (!placement || Game::phase(*s) == "placement") {
        EXPECT_EQ(Game::position_text(*s), text) << show(*s);
      }
      Result<State> again = Game::parse_position(v, Game::position_text(*s));
      ASSERT_TRUE(again.ok()) << Game::position_text(*s);
      EXPECT_EQ(Game::position_text(*again), Game::position_text(*s));
      EXPECT_EQ(Game::hash(*again), Game::hash(*s));
    }
  }
}

TEST(WaliNotation, Position_MalformedTextsGiveErrors) {
  const std::vector<test::BadPosition> cases = {
      {"", "the board ends early", 1},
      {".....", "the board ends early", 6},
      {"S...../....../....../....../...... s 12 12 - 0", "'S' is not a cell content", 1},
      {"......./....../....../....../...... s 12 12 - 0", "expected '/' after each row", 7},
      {"....../....../....../....../......s 12 12 - 0", "expected a space after the fifth row", 35},
      {"....../....../....../....../..... s 12 12 - 0", "' ' is not a cell content", 34},
      {"....../....../....../....../...... s 12 12 -", "expected 5 fields", 0},
      {"....../....../....../....../...... s 12 12 - 0 0", "too many fields", 0},
      {"....../....../....../....../...... x 12 12 - 0", "side to move must be", 0},
      {"....../....../....../....../...... S 12 12 - 0", "side to move must be", 0},
      {"....../....../....../....../...... s 13 12 - 0", "reserves must be numbers", 0},
      {"....../....../....../....../...... s -1 12 - 0", "reserves must be numbers", 0},
      {"....../....../....../....../...... s 1a 12 - 0", "reserves must be numbers", 0},
      {"....../....../....../....../...... s 0012 12 - 0", "reserves must be numbers", 0},
      {"ssssss/ssssss/s...../....../...... s 0 0 - 0", "sticks have more than 12 pieces", 0},
      {"s.s.s./s.s.s./s.s.s./s.s.s./...... s 1 0 - 0", "sticks have more than 12 pieces", 0},
      {"o.o.o./o.o.o./o.o.o./o.o.o./o..... s 0 0 - 0", "stones have more than 12 pieces", 0},
      {"....../....../....../....../...... s 12 12 y 0", "removal flag", 0},
      {"....../....../....../....../...... s 12 12 - 101", "from 0 to 100", 0},
      {"....../....../....../....../...... s 12 12 - abc", "from 0 to 100", 0},
      {"sss.../....../....../....../...... o 9 12 - 0", "three in a row cannot arise", 0},
      {"s...../s...../s...../....../...... o 9 12 - 0", "three in a row cannot arise", 0},
      {"s...../....../....../....../...... o 11 12 x 0", "no capture can be pending", 0},
      {"s...../....../....../....../...... o 11 12 - 5", "no capture can be pending", 0},
      {"s.s.s./....../....../....../...... s 0 0 x 0", "the opponent has no piece", 0},
  };
  for (const Variant& v : variants()) {
    test::expect_bad_positions<Game>(cases, v);
  }
}

TEST(WaliNotation, Position_ErrorsInFrench) {
  Result<State> s = Game::parse_position({}, "s.s.s./....../....../....../...... s 0 0 x 0");
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(s.error().code(), "wali.removal_without_piece");
  EXPECT_EQ(ui::text(s.error(), Lang::kFr),
            "ligne 1, colonne 36\xC2\xA0: position\xC2\xA0: une prise est en attente mais "
            "l’adversaire n’a plus de pièce");
  Result<State> t = Game::parse_position({}, "....../....../....../....../...... x 12 12 - 0");
  ASSERT_FALSE(t.ok());
  EXPECT_EQ(ui::text(s.error(), Lang::kEn),
            "line 1, column 36: position: a removal is pending but the opponent has no piece");
  EXPECT_EQ(ui::reason(t.error(), Lang::kFr),
            "position\xC2\xA0: le joueur au trait doit être \xC2\xAB\xC2\xA0s\xC2\xA0\xC2\xBB "
            "(bâtonnets) ou \xC2\xAB\xC2\xA0o\xC2\xA0\xC2\xBB (cailloux)");
  EXPECT_EQ(ui::reason(t.error(), Lang::kEn),
            "position: the side to move must be 's' (sticks) or 'o' (stones)");
  Result<State> u = Game::parse_position({}, "....../....../....../....../...... s 12 12 -");
  ASSERT_FALSE(u.ok());
  EXPECT_EQ(ui::reason(u.error(), Lang::kFr),
            "position\xC2\xA0: il faut 5 champs après le plateau\xC2\xA0: le joueur au trait "
            "(s|o), les pièces en main de chaque camp, \xC2\xAB\xC2\xA0-\xC2\xA0\xC2\xBB ou "
            "\xC2\xAB\xC2\xA0x\xC2\xA0\xC2\xBB, les coups depuis la dernière prise");
}

// Mutations of valid texts (a byte replaced, dropped or doubled) never crash; what parses
// prints back and parses again to the same text.
TEST(WaliNotation, Position_MutatedTextsNeverCrash) {
  const std::vector<std::string> seeds = {"....../....../....../....../...... s 12 12 - 0",
                                          "s...so/so.o../..so.s/.oosoo/.ss... s 0 0 - 0",
                                          "oo...o/..s.o./..s..o/o...../ss.ss. s 6 6 - 0",
                                          "s...so/so.o../..so.s/.oosoo/.ss.s. s 0 0 x 100"};
  EXPECT_GT(test::fuzz_position_parser<Game>(seeds, "so./ x-0123456789S\t", {Variant{}}, false),
            100);
}

TEST(WaliNotation, Variant_TextRoundTrips) {
  EXPECT_EQ(Game::variant_text(*Game::parse_variant("")), "default");
  EXPECT_EQ(Game::variant_text(*Game::parse_variant("default")), "default");
  EXPECT_EQ(Game::variant_text(*Game::parse_variant("1980")), "1980");
  EXPECT_EQ(Game::parse_variant("1980")->end, EndRule::kNoneLeft);
  EXPECT_EQ(Game::parse_variant("default")->end, EndRule::kTwoLeft);
  Result<Variant> bad = Game::parse_variant("1979");
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.error().code(), "wali.unknown_variant");
  EXPECT_EQ(ui::reason(bad.error(), Lang::kEn),
            "unknown Wali variant '1979' (known: default, 1980)");
  EXPECT_EQ(ui::reason(bad.error(), Lang::kFr),
            "variante de wali inconnue\xC2\xA0: \xC2\xAB\xC2\xA0"
            "1979\xC2\xA0\xC2\xBB (connues\xC2\xA0: default, 1980)");
}

TEST(WaliNotation, ActionCells_FromToRemoved) {
  const State s = Game::initial({});
  const ActionCells place = Game::action_cells(s, kPlaceBase + parse_cell("C3"));
  EXPECT_EQ(place.to, parse_cell("C3"));
  EXPECT_EQ(place.from, -1);
  EXPECT_EQ(place.removed, -1);
  const ActionCells move = Game::action_cells(s, move_action(parse_cell("D2"), kDown));
  EXPECT_EQ(move.from, parse_cell("D2"));
  EXPECT_EQ(move.to, parse_cell("D1"));
  EXPECT_EQ(move.removed, -1);
  const ActionCells removal = Game::action_cells(s, kRemoveBase + parse_cell("B4"));
  EXPECT_EQ(removal.removed, parse_cell("B4"));
  EXPECT_EQ(removal.from, -1);
  EXPECT_EQ(removal.to, -1);
  const ActionCells pass = Game::action_cells(s, kPass);
  EXPECT_EQ(pass.from, -1);
  EXPECT_EQ(pass.to, -1);
  EXPECT_EQ(pass.removed, -1);
  // Every cell, the corners A1 and F5 included (the ranges' first and last actions), and every
  // step that stays on the board.
  for (int c = 0; c < kCells; ++c) {
    EXPECT_EQ(Game::action_cells(s, kPlaceBase + c).to, c) << cell_name(c);
    EXPECT_EQ(Game::action_cells(s, kRemoveBase + c).removed, c) << cell_name(c);
    for (int d = kUp; d <= kLeft; ++d) {
      if (neighbour(c, d) >= 0) {
        const ActionCells stepped = Game::action_cells(s, move_action(c, d));
        EXPECT_EQ(stepped.from, c) << cell_name(c) << " dir " << d;
        EXPECT_EQ(stepped.to, neighbour(c, d)) << cell_name(c) << " dir " << d;
      }
    }
  }
}

TEST(WaliNotation, Cells_NamesAndParsing) {
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
}

// The neighbours, which the move texts and the board's "can anything move" use: none past an
// edge (no wrapping from column A to the row below's F), one step otherwise.
TEST(WaliNotation, Neighbour_StopsAtTheEdges) {
  const struct {
    const char* from;
    int dir;
    const char* to;  // "" for off the board
  } cases[] = {
      {"C3", kUp, "C4"},    {"C3", kRight, "D3"}, {"C3", kDown, "C2"}, {"C3", kLeft, "B3"},
      {"A2", kLeft, ""},    {"A1", kLeft, ""},    {"A1", kDown, ""},   {"F1", kRight, ""},
      {"F2", kRight, ""},   {"F5", kUp, ""},      {"A5", kUp, ""},     {"F1", kDown, ""},
      {"A2", kRight, "B2"}, {"F4", kLeft, "E4"},  {"A5", kDown, "A4"}, {"F1", kUp, "F2"},
  };
  for (const auto& k : cases) {
    const int want = *k.to ? parse_cell(k.to) : -1;
    EXPECT_EQ(neighbour(parse_cell(k.from), k.dir), want) << k.from << " dir " << k.dir;
  }
}

}  // namespace
}  // namespace marbles::wali
