// Quits notation, position text, variants and records (rules.h, docs/NOTATION.md): every legal
// action's text reads back as the same action (upper case too), positions round-trip, malformed
// input gives an error and never a crash, variant texts round-trip, and whole games round-trip
// through the core Record.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "core/record.h"
#include "core/rng.h"
#include "games/quits/rules.h"
#include "games/quits_test_util.h"
#include "games/refusal_util.h"
#include "games/registry.h"
#include "ui/messages.h"

namespace marbles::quits {
namespace {

using namespace test;

// Whether the move action's step stays on the board (the others are never legal).
bool on_board_move(Action a) {
  const int x = col_of(move_from(a)) + kDx[move_dir(a)];
  const int y = row_of(move_from(a)) + kDy[move_dir(a)];
  return x >= 0 && x < kSize && y >= 0 && y < kSize;
}

// ---------------------------------------------------------------------------------------------
// Actions

// A four-player game won by light, as a record: one line per turn.
constexpr const char* kFourPlayers =
    "[Format \"marbles/1\"]\n"
    "[Game \"quits\"]\n"
    "[Variant \"4-players\"]\n"
    "[Result \"1-0-0-0\"]\n"
    "\n"
    "1. b2-c3\n"
    "2. a4-b3\n"
    "3. d4-e3\n"
    "4. c5v\n"
    "5. c3-d4\n"
    "6. r4>\n"
    "7. c5^\n";

TEST(QuitsNotation, ActionText_EveryActionHasItsOwnText) {
  const State s = Game::initial({});
  std::set<std::string> seen;
  int moves = 0;
  for (Action a = 0; a < kNumActions; ++a) {
    if (is_move(a) && !on_board_move(a)) {
      continue;
    }
    const std::string t = Game::action_text(s, a);
    EXPECT_TRUE(seen.insert(t).second) << "action " << a << " shares the text " << t;
    if (is_move(a)) {
      ++moves;
      ASSERT_EQ(t.size(), 5u) << a;
      EXPECT_EQ(t[2], '-') << a;
      EXPECT_EQ(parse_cell(t.substr(0, 2)), move_from(a)) << t;
    } else if (is_slide(a)) {
      ASSERT_EQ(t.size(), 3u) << a;
      EXPECT_EQ(t[0], slide_line(a) < kSize ? 'r' : 'c') << a;
      EXPECT_EQ(t[1] - '1', slide_line(a) % kSize) << a;
    }
  }
  // 25 cells x 8 directions, less the steps off the board: 4 corners lose 5, 12 edge cells 3.
  EXPECT_EQ(moves, kCells * kDirs - 4 * 5 - 12 * 3);
  EXPECT_EQ(seen.size(), static_cast<size_t>(moves) + 20u + 1u);
  EXPECT_EQ(Game::action_text(s, move_action(parse_cell("b1"), 1)), "b1-c2");
  EXPECT_EQ(Game::action_text(s, move_action(parse_cell("d4"), 5)), "d4-c3");
  EXPECT_EQ(Game::action_text(s, slide_action(2, true)), "r3>");
  EXPECT_EQ(Game::action_text(s, slide_action(2, false)), "r3<");
  EXPECT_EQ(Game::action_text(s, slide_action(kSize + 1, true)), "c2^");
  EXPECT_EQ(Game::action_text(s, slide_action(kSize + 1, false)), "c2v");
  EXPECT_EQ(Game::action_text(s, kPass), "pass");
  // The encoding of rules.h: moves c * 8 + d, slides 200 + line * 2 + (towards low end), pass.
  EXPECT_EQ(move_action(parse_cell("b1"), 1), 1 * 8 + 1);
  EXPECT_EQ(slide_action(2, true), 204);
  EXPECT_EQ(slide_action(kSize + 1, false), 213);
  EXPECT_EQ(kPass, 220);
  EXPECT_EQ(reverse_slide(204), 205);
}

TEST(QuitsNotation, ActionText_EveryLegalActionParsesBackToItself) {
  EXPECT_GT(test::actions_read_back<Game>(test::all_variants(), 60, 1000, upper,
                                          [](Action a) { return a != kPass; }),
            100000);
}

TEST(QuitsNotation, ParseAction_UpperCaseAccepted) {
  const State s = Game::initial({});
  for (const char* t : {"B1-C2", "b1-C2", "B1-c2"}) {
    Result<Action> a = Game::parse_action(s, t);
    ASSERT_TRUE(a.ok()) << t << ": " << ui::text(a.error(), Lang::kEn);
    EXPECT_EQ(Game::action_text(s, *a), "b1-c2") << t;
  }
  for (const char* t : {"R1>", "R1<", "C1^", "C1V", "c1V", "C2^"}) {
    Result<Action> a = Game::parse_action(s, t);
    ASSERT_TRUE(a.ok()) << t << ": " << ui::text(a.error(), Lang::kEn);
    EXPECT_EQ(Game::action_text(s, *a), lower(t)) << t;
  }
  // "pass" is lower case only, as in the other games.
  const State blocked = position("l...d/.d.../..d../.d.d./l...l l 2,0 - 10");
  EXPECT_TRUE(Game::parse_action(blocked, "pass").ok());
  EXPECT_FALSE(Game::parse_action(blocked, "PASS").ok());
}

// A move naming a cell off the board says which of its two cells that is, a1 (cell 0) included.
TEST(QuitsNotation, ParseAction_NamesTheCellThatIsNot) {
  const State s = Game::initial({});
  EXPECT_EQ(error_of(s, "a1-f2"), "'a1-f2': 'f2' is not a cell (columns a-e, rows 1-5)");
  EXPECT_EQ(error_of(s, "f2-a1"), "'f2-a1': 'f2' is not a cell (columns a-e, rows 1-5)");
  EXPECT_EQ(error_of(s, "b1-a6"), "'b1-a6': 'a6' is not a cell (columns a-e, rows 1-5)");
}

// Random strings of the notation's alphabet never crash the parser; whatever it accepts is legal
// and prints back to the same text, up to case.
TEST(QuitsNotation, ParseAction_RandomTextNeverCrashes) {
  const std::string_view alphabet = "abcdefrRcCvV<>^-0123456 pass";
  const std::vector<State> states = {
      Game::initial({}), Game::initial(variant("4-players")),
      position("l...d/.d.../..d../.d.d./l...l l 2,0 - 10"),
      position("..d../...../l...d/l..../..l.d d 0,0 r1> 1", variant("3-marbles"))};
  EXPECT_GT(test::fuzz_move_parser(states, alphabet, 7, 77, test::Echo::kLowerCase), 0);
}

// ---------------------------------------------------------------------------------------------
// Position text

TEST(QuitsNotation, Position_RoundTripsOnEveryStateOfRandomGames) {
  // Only a repetition draw is lost: the text does not carry the earlier positions.
  const auto repetition_draw = [](const State& s) {
    return s.outcome == Outcome::kDraw && s.quiet < kQuietLimit;
  };
  EXPECT_GT(test::states_read_back<Game>(test::all_variants(), 60, 5000, repetition_draw), 20000);
}

// Random boards built by the test (not reached by play): every well-formed text parses and
// prints back unchanged.
TEST(QuitsNotation, Position_RoundTripsOnRandomBoards) {
  const char letters[4] = {'l', 'd', 'r', 'b'};
  const std::vector<Variant> variants = test::all_variants();
  Rng rng(31337);
  int won = 0;
  for (int i = 0; i < 3000; ++i) {
    const Variant v = variants[rng.below(static_cast<std::uint32_t>(variants.size()))];
    const int n = v.players;
    // The winner, if any (one time in four), has taken out the target; the others fewer.
    const int winner =
        rng.below(4) == 0 ? static_cast<int>(rng.below(static_cast<std::uint32_t>(n))) : -1;
    char g[kCells];
    for (char& c : g) {
      c = '.';
    }
    std::string outs;
    for (int q = 0; q < n; ++q) {
      const int most = q == winner ? v.marbles - target(v) : v.marbles;
      const int least = q == winner ? 0 : v.marbles - target(v) + 1;
      const int on =
          least + static_cast<int>(rng.below(static_cast<std::uint32_t>(most - least + 1)));
      for (int k = 0; k < on;) {
        const int c = static_cast<int>(rng.below(kCells));
        if (g[c] == '.' && c != exit_corner(v, q)) {
          g[c] = letters[q];
          ++k;
        }
      }
      outs += (q > 0 ? "," : "") + std::to_string(v.marbles - on);
    }
    std::string text;
    for (int row = kSize - 1; row >= 0; --row) {
      text += std::string(g + row * kSize, kSize) + (row > 0 ? "/" : " ");
    }
    const Action last =
        rng.below(3) == 0 ? kNoAction : kSlideBase + static_cast<Action>(rng.below(2 * kLines));
    text += std::string(1, letters[rng.below(static_cast<std::uint32_t>(n))]) + " " + outs + " " +
            (last == kNoAction ? "-" : slide_name(last)) + " " + std::to_string(rng.below(200));
    test::expect_text_reads_back<Game>(text, v);
    const State s = position(text, v);
    EXPECT_EQ(Game::is_terminal(s), winner >= 0) << show(s);
    if (winner >= 0) {
      EXPECT_EQ(s.winner, winner) << show(s);
      ++won;
    }
  }
  EXPECT_GT(won, 100);
}

// Mutations of valid texts (a byte replaced, dropped or doubled) never crash; what parses prints
// back and parses again to the same text.
TEST(QuitsNotation, Position_MutatedTextsNeverCrash) {
  const std::vector<std::string> seeds = {
      "..dd./...dd/l...d/ll.../.ll.. l 0,0 - 0", ".d.r./dd.rr/...../ll.bb/.l.b. l 0,0,0,0 - 0",
      "l...d/.d.../..d../.d.d./l...l l 2,0 - 10", "..d../...../l...d/l..../..l.d d 0,0 r1> 1"};
  EXPECT_GT(test::fuzz_position_parser<Game>(seeds, "ldrb./ ,-<>^v0123456789L\t",
                                             test::all_variants(), true),
            100);
}

// ---------------------------------------------------------------------------------------------
// Variants

TEST(QuitsNotation, Variant_TextRoundTrips) {
  struct Known {
    const char* text;
    int players;
    int marbles;
    bool orthogonal;
  };
  const Known known[] = {
      {"default", 2, 5, false},
      {"3-marbles", 2, 3, false},
      {"4-players", 4, 3, false},
      {"orthogonal", 2, 5, true},
      {"3-marbles orthogonal", 2, 3, true},
      {"4-players orthogonal", 4, 3, true},
  };
  for (const Known& k : known) {
    Result<Variant> v = Game::parse_variant(k.text);
    ASSERT_TRUE(v.ok()) << k.text << ": " << ui::text(v.error(), Lang::kEn);
    EXPECT_EQ(v->players, k.players) << k.text;
    EXPECT_EQ(v->marbles, k.marbles) << k.text;
    EXPECT_EQ(v->orthogonal, k.orthogonal) << k.text;
    EXPECT_EQ(Game::variant_text(*v), k.text);
  }
  EXPECT_EQ(Game::variant_text(*Game::parse_variant("")), "default");
  // Other orders and spacing read, written in the canonical order.
  EXPECT_EQ(Game::variant_text(*Game::parse_variant("orthogonal 4-players")),
            "4-players orthogonal");
  EXPECT_EQ(Game::variant_text(*Game::parse_variant("orthogonal  3-marbles")),
            "3-marbles orthogonal");
  // The registry lists the four presets.
  const GameInfo* info = find_game("quits");
  ASSERT_NE(info, nullptr);
  EXPECT_EQ(info->variants,
            (std::vector<std::string_view>{"default", "3-marbles", "4-players", "orthogonal"}));
  for (const char* bad : {"5-marbles", "Default", "4-players 3-marbles", "orthogonal orthogonal",
                          "4-Players", "default orthogonal", "2-players"}) {
    Result<Variant> v = Game::parse_variant(bad);
    ASSERT_FALSE(v.ok()) << bad;
    EXPECT_EQ(ui::reason(v.error(), Lang::kEn),
              "unknown Quits variant '" + std::string(bad) +
                  "' (known: default, 3-marbles, 4-players, orthogonal, and "
                  "orthogonal with one of the others, like '4-players "
                  "orthogonal')");
  }
}

// ---------------------------------------------------------------------------------------------
// Messages in French

// A refused move names the move in « » and says why in French.
TEST(QuitsNotation, FrenchMessages_IllegalMoves) {
  const State s = Game::initial({});
  expect_refused_fr(
      s, {
             {"a2-b1", "la case b1 est occupée"},
             {"d4-c3", "vous n’avez pas de bille en d4"},
             {"r6>", "les rangées sont numérotées de 1 à 5"},
             {"b2-a1",
              "une bille se déplace d’une case en diagonale, vers l’avant ou sur le côté, jamais "
              "vers l’arrière"},
             {"c4^", "la colonne d ne porte aucune de vos billes"},
             {"r4<", "la rangée 4 ne porte aucune de vos billes"},
             {"r3>", "la case e3 au bout porte une bille (seule une case vide peut être soulevée)"},
         });
  EXPECT_EQ(error_fr(play(position(kReverse, variant("3-marbles")), {"r1>"}), "r1<"),
            "\xC2\xAB\xC2\xA0"
            "r1<\xC2\xA0\xC2\xBB\xC2\xA0: ce coup annulerait le dernier coulissement, r1>");
  expect_refused_fr(s,
                    {
                        {"b1-f2",
                         "\xC2\xAB\xC2\xA0"
                         "f2\xC2\xA0\xC2\xBB n’est pas une case (colonnes a à e, rangées 1 à 5)"},
                        {"c2>", "une colonne coulisse vers le haut ou vers le bas (c2^ ou c2v)"},
                    });
  const Variant orthogonal = variant("orthogonal");
  EXPECT_EQ(error_fr(Game::initial(orthogonal), "b2-a1"),
            "\xC2\xAB\xC2\xA0"
            "b2-a1\xC2\xA0\xC2\xBB\xC2\xA0: une bille avance d’une case vers sa sortie, tout droit "
            "(verticalement ou horizontalement) ou en diagonale vers l’avant");
  EXPECT_EQ(error_of(Game::initial(orthogonal), "b2-a1"),
            "'b2-a1': a marble moves one cell towards its exit: up/down or sideways towards it, or "
            "diagonally forward");
  const State over = play(position(".dd../...l./....d/ll..d/....d l 2,0 - 0"), {"d4-e5"});
  EXPECT_EQ(error_fr(over, "e3-d2"),
            "la partie est finie\xC2\xA0: impossible de jouer \xC2\xAB\xC2\xA0"
            "e3-d2\xC2\xA0\xC2\xBB");
}

// A bad position or variant says what is wrong in French, and in English.
TEST(QuitsNotation, FrenchMessages_BadPositionAndVariant) {
  Result<State> s = Game::parse_position({}, "l...d/.d.../..d../.d.d./l...l l 1,0 - 10");
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(s.error().code(), "quits.bad_count");
  EXPECT_EQ(ui::reason(s.error(), Lang::kFr),
            "position\xC2\xA0: Clair a 3 billes sur le plateau et 1 sortie\xC2\xA0: il en faut 5 "
            "en tout");
  EXPECT_EQ(ui::text(s.error(), Lang::kFr),
            "ligne 1, colonne 33\xC2\xA0: position\xC2\xA0: Clair a 3 billes sur le plateau et 1 "
            "sortie\xC2\xA0: il en faut 5 en tout");
  EXPECT_EQ(ui::reason(s.error(), Lang::kEn),
            "position: light has 3 marbles on the board and 1 out: 5 in all are needed");
  // The French plural: 0 and 1 singular (English says "marbles" whatever the number).
  Result<State> one =
      Game::parse_position(variant("3-marbles"), "....d/...../l..../l..../.l... l 0,0 - 0");
  ASSERT_FALSE(one.ok());
  EXPECT_EQ(ui::reason(one.error(), Lang::kFr),
            "position\xC2\xA0: Foncé a 1 bille sur le plateau et 0 sortie\xC2\xA0: il en faut 3 "
            "en tout");
  EXPECT_EQ(ui::reason(one.error(), Lang::kEn),
            "position: dark has 1 marble on the board and 0 out: 3 in all are needed");
  Result<State> corner = Game::parse_position({}, "....l/l..../l..../l..../l...d l 0,0 - 0");
  ASSERT_FALSE(corner.ok());
  EXPECT_EQ(corner.error().code(), "quits.on_exit");
  EXPECT_EQ(ui::reason(corner.error(), Lang::kFr),
            "position\xC2\xA0: Clair a une bille sur son coin de sortie e5, où elle aurait quitté "
            "le plateau");
  Result<State> x =
      Game::parse_position(variant("4-players"), ".d.r./dd.rr/...../ll.bb/.l.b. x 0,0,0,0 - 0");
  ASSERT_FALSE(x.ok());
  EXPECT_EQ(ui::reason(x.error(), Lang::kFr),
            "position\xC2\xA0: le joueur au trait doit être l, d, r ou b");
  Result<State> slash = Game::parse_position({}, "..dd.x...dd/l...d/ll.../.ll.. l 0,0 - 0");
  ASSERT_FALSE(slash.ok());
  EXPECT_EQ(ui::reason(slash.error(), Lang::kFr),
            "position\xC2\xA0: il faut \xC2\xAB\xC2\xA0/\xC2\xA0\xC2\xBB après chaque rangée de 5 "
            "cases");
  Result<Variant> v = Game::parse_variant("5-marbles");
  ASSERT_FALSE(v.ok());
  EXPECT_EQ(v.error().code(), "quits.unknown_variant");
  EXPECT_EQ(ui::reason(v.error(), Lang::kFr),
            "\xC2\xAB\xC2\xA0"
            "5-marbles\xC2\xA0\xC2\xBB n’est pas une variante de Quits "
            "(connues\xC2\xA0: default, 3-marbles, 4-players, orthogonal, et orthogonal avec l’une "
            "des autres, comme \xC2\xAB\xC2\xA0"
            "4-players orthogonal\xC2\xA0\xC2\xBB)");
}

// ---------------------------------------------------------------------------------------------
// Cells

TEST(QuitsNotation, ActionCells_FromTo) {
  const State s = Game::initial({});
  const ActionCells m = Game::action_cells(s, *Game::parse_action(s, "b1-c2"));
  EXPECT_EQ(cell_name(m.from), "b1");
  EXPECT_EQ(cell_name(m.to), "c2");
  EXPECT_EQ(m.removed, -1);
  // A slide: from the lifted end tile to the other end, where it is put back.
  const ActionCells r = Game::action_cells(s, *Game::parse_action(s, "r1>"));
  EXPECT_EQ(cell_name(r.from), "e1");
  EXPECT_EQ(cell_name(r.to), "a1");
  const ActionCells c = Game::action_cells(s, *Game::parse_action(s, "c1v"));
  EXPECT_EQ(cell_name(c.from), "a1");
  EXPECT_EQ(cell_name(c.to), "a5");
  const ActionCells p = Game::action_cells(s, kPass);
  EXPECT_EQ(p.from, -1);
  EXPECT_EQ(p.to, -1);
}

TEST(QuitsNotation, Cells_NamesAndParsing) {
  EXPECT_EQ(cell_name(0), "a1");
  EXPECT_EQ(cell_name(4), "e1");
  EXPECT_EQ(cell_name(20), "a5");
  EXPECT_EQ(cell_name(24), "e5");
  EXPECT_EQ(cell_name(12), "c3");
  for (int c = 0; c < kCells; ++c) {
    EXPECT_EQ(parse_cell(cell_name(c)), c);
    EXPECT_EQ(parse_cell(upper(cell_name(c))), c);
  }
  for (const char* bad : {"", "a", "a0", "a6", "f1", "11", "aa", "a10", "-1"}) {
    EXPECT_EQ(parse_cell(bad), -1) << bad;
  }
}

// ---------------------------------------------------------------------------------------------
// Records

// A four-player game, one line per turn: light wins on red's turn, by two slides of other
// players (dark's r4> carries light's d4 to e4, red's c5^ carries it onto e5).
TEST(QuitsNotation, Record_FourPlayersOneLinePerTurn) {
  Record rec;
  rec.game = "quits";
  rec.variant = "4-players";
  State s = Game::initial(variant("4-players"));
  for (const char* m : {"b2-c3", "a4-b3", "d4-e3", "c5v", "c3-d4", "r4>", "c5^"}) {
    Result<Action> a = Game::parse_action(s, m);
    ASSERT_TRUE(a.ok()) << m << ": " << ui::text(a.error(), Lang::kEn) << show(s);
    rec.actions.push_back(*a);
    Game::apply(s, *a);
  }
  ASSERT_TRUE(Game::is_terminal(s)) << show(s);
  EXPECT_EQ(s.winner, 0);
  EXPECT_EQ(Game::position_text(s), ".d.r./..d.r/.d..r/l..bb/.l.b. b 1,0,0,0 c5^ 0");
  const std::string text = format_record(rec);
  EXPECT_EQ(text, kFourPlayers);
  const Result<Record> back = test::read_back(rec);
  ASSERT_TRUE(back.ok());
}

// The examples of docs/NOTATION.md parse, end where the text says, and errors are reported where
// they are.
TEST(QuitsNotation, Record_DocumentedExamples) {
  const auto s = test::replayed(
      "[Format \"marbles/1\"]\n"
      "[Game \"quits\"]\n"
      "[Variant \"3-marbles\"]\n"
      "[Light \"Ana\"]\n"
      "[Dark \"Bruno\"]\n"
      "1. b1-c2\n"
      "2. d5-c4\n"
      "3. c2-d3\n"
      "4. c4^     # dark slides column d up: it carries light's d3 to d4\n"
      "5. d4-e5   # and light steps out\n");
  ASSERT_NE(s, nullptr);
  EXPECT_EQ(s->position_text(), "...d./..d.d/...../ll.../..... d 1,0 - 0");
  EXPECT_EQ(result_text(*s), "1-0");
  const Result<Record> end = parse_record(
      "[Format \"marbles/1\"]\n"
      "[Game \"quits\"]\n"
      "[Position \"d.dd./....l/..d../ll..d/..... d 2,0 - 5\"]\n"
      "[Result \"1-0\"]\n"
      "\n"
      "1. c5^   # dark's slide takes light's third marble out\n");
  ASSERT_TRUE(end.ok()) << ui::text(end.error(), Lang::kEn);
  const auto e = test::replayed(*end);
  ASSERT_NE(e, nullptr);
  EXPECT_TRUE(e->is_terminal());
  EXPECT_EQ(result_text(*e), "1-0");
  const Result<Record> four = parse_record(kFourPlayers);
  ASSERT_TRUE(four.ok()) << ui::text(four.error(), Lang::kEn);
  test::expect_bad_records(
      std::string("[Format \"marbles/1\"]\n[Game \"quits\"]\n"),
      {
          {"1. b1-c2 2. d5-c4 3. c2-b1",
           "line 3, column 22: 'c2-b1': a marble moves one cell diagonally, forward or to either "
           "side, never backwards"},
          {"1. r1> 2. r1<", "line 3, column 11: 'r1<': row 1 holds no marble of yours"},
          {"1. r3>",
           "line 3, column 4: 'r3>': the end tile e3 holds a marble (only an empty tile can "
           "be lifted)"},
          {"1. b1c2",
           "line 3, column 4: 'b1c2' is not a Quits move (examples: b2-c3 to move a "
           "marble, r3> or r3< to slide row 3, c2^ or c2v to slide column b, pass)"},
      });
  const Result<Record> variant_error =
      parse_record("[Format \"marbles/1\"]\n[Game \"quits\"]\n[Variant \"6-players\"]\n");
  ASSERT_FALSE(variant_error.ok());
  EXPECT_EQ(ui::text(variant_error.error(), Lang::kEn),
            "line 3, column 1: [Variant]: unknown Quits variant '6-players' (known: default, "
            "3-marbles, 4-players, orthogonal, and orthogonal with one of the others, like "
            "'4-players orthogonal')");
}

// Seeded random games of every variant through the core Record: written, read back, replayed.
TEST(QuitsNotation, Record_RandomGamesRoundTrip) {
  for (const Variant& v : test::all_variants()) {
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
      Rng rng(seed * 104729);
      State s;
      const Result<Record> back =
          test::read_back(test::random_record<Game>(Game::variant_text(v), rng, &s));
      ASSERT_TRUE(back.ok());
      Result<Session> session = Session::from_record(*back, games());
      ASSERT_TRUE(session.ok());
      EXPECT_EQ(session->state().position_text(), Game::position_text(s));
      EXPECT_TRUE(session->state().is_terminal());
      EXPECT_EQ(tag_value(*back, "Result"), result_text(session->state()));
    }
  }
}

// A record that starts from a position (a game in progress) round-trips with its [Position].
TEST(QuitsNotation, Record_FromAPositionRoundTrips) {
  Record rec;
  rec.game = "quits";
  rec.variant = "default";
  rec.position = "..d../...../l...d/l..../.l.d. l 0,0 - 0";
  ASSERT_FALSE(start_state(rec).ok()) << "the default variant has five marbles each";
  rec.variant = "3-marbles";
  auto start = start_state(rec);
  ASSERT_TRUE(start.ok()) << ui::text(start.error(), Lang::kEn);
  State s = position(rec.position, variant("3-marbles"));
  for (const char* m : {"r1>", "r5>", "r1<"}) {
    const Action a = *Game::parse_action(s, m);
    rec.actions.push_back(a);
    Game::apply(s, a);
  }
  const std::string text = format_record(rec);
  EXPECT_EQ(text,
            "[Format \"marbles/1\"]\n"
            "[Game \"quits\"]\n"
            "[Variant \"3-marbles\"]\n"
            "[Position \"..d../...../l...d/l..../.l.d. l 0,0 - 0\"]\n"
            "\n"
            "1. r1>\n"
            "2. r5>\n"
            "3. r1<\n");
  const Result<Record> back = test::read_back(rec);
  ASSERT_TRUE(back.ok());
  Result<Session> session = Session::from_record(*back, games());
  ASSERT_TRUE(session.ok());
  EXPECT_EQ(session->state().position_text(), Game::position_text(s));
  EXPECT_EQ(Game::position_text(s), "...d./...../l...d/l..../.l.d. d 0,0 r1< 3");
}

}  // namespace
}  // namespace marbles::quits
