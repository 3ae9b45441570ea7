// Conformance of every registered game and each of its variants, through AnyState only: seeded
// random games checking that legal actions are sorted and unique, that each applies (on a clone)
// and its text reads back, that position text round-trips, that terminal states have no actions
// and sensible returns, that games end, and that their records round-trip.
// A new game in the game list (src/games/list.h) is picked up here without any change: the
// test-only game of tests/games/line3/, appended to the list by the test build, is run too.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "ai/any_agent.h"
#include "core/record.h"
#include "core/rng.h"
#include "games/list.h"
#include "games/registry.h"
#include "ui/messages.h"

namespace marbles {
namespace {

constexpr int kGamesPerVariant = 300;
constexpr int kMaxPlies = 5000;

std::string where(const AnyState& s, std::uint64_t seed, int ply) {
  return "\nseed " + std::to_string(seed) + ", ply " + std::to_string(ply) + ", position " +
         s.position_text() + "\n" + s.board_text();
}

Action pick(const AnyState& s, Rng& rng) {
  if (s.to_move() == kChance) {
    const std::vector<ChanceOutcome> c = s.chance_outcomes();
    std::vector<int> w;
    for (const ChanceOutcome& o : c) {
      w.push_back(o.weight);
    }
    return c[static_cast<size_t>(rng.weighted(w, static_cast<int>(w.size())))].action;
  }
  const std::vector<Action> legal = s.legal_actions();
  return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
}

// The checks on one state. Returns false after reporting a failure (the game stops there).
bool check_state(const GameInfo& info, std::string_view variant, const AnyState& s,
                 std::uint64_t seed, int ply) {
  const std::string at = where(s, seed, ply);
  const int players = s.num_players();
  EXPECT_GE(players, 1);
  EXPECT_LE(players, kMaxPlayers);
  const int to_move = s.to_move();
  EXPECT_EQ(s.game_id(), info.id);
  EXPECT_FALSE(s.phase().empty()) << at;
  EXPECT_FALSE(s.board_text().empty()) << at;

  // Position text: reads back to the same text and hash; a running game to the same moves.
  const std::string text = s.position_text();
  auto back = info.make(variant, text);
  if (!back.ok()) {
    ADD_FAILURE() << "position text does not parse: " << ui::text(back.error(), Lang::kEn) << at;
    return false;
  }
  EXPECT_EQ((*back)->position_text(), text) << at;
  EXPECT_EQ((*back)->hash(), s.hash()) << at;
  EXPECT_EQ((*back)->variant_text(), s.variant_text()) << at;
  if (!s.is_terminal()) {
    EXPECT_FALSE((*back)->is_terminal()) << "a running game's position parses as over" << at;
    EXPECT_EQ((*back)->to_move(), to_move) << at;
    EXPECT_EQ((*back)->legal_actions(), s.legal_actions()) << at;
  }

  if (s.is_terminal()) {
    EXPECT_EQ(to_move, kNobody) << at;
    EXPECT_TRUE(s.legal_actions().empty()) << at;
    EXPECT_TRUE(s.chance_outcomes().empty()) << at;
    const std::vector<double> r = s.returns();
    EXPECT_EQ(static_cast<int>(r.size()), players) << at;
    double sum = 0;
    int winners = 0;
    for (double x : r) {
      EXPECT_TRUE(x == -1 || x == 0 || x == 1) << "return " << x << at;
      sum += x;
      winners += x > 0 ? 1 : 0;
    }
    if (players == 2) {
      EXPECT_EQ(sum, 0) << "two-player returns must cancel" << at;
    }
    EXPECT_LE(winners, 1) << at;
    EXPECT_TRUE(winners == 0 || sum <= 1) << at;
    return true;
  }

  if (to_move == kChance) {
    const std::vector<ChanceOutcome> c = s.chance_outcomes();
    EXPECT_FALSE(c.empty()) << at;
    EXPECT_TRUE(s.legal_actions().empty()) << at;
    std::set<Action> distinct;
    for (const ChanceOutcome& o : c) {
      EXPECT_GT(o.weight, 0) << at;
      EXPECT_TRUE(distinct.insert(o.action).second) << "chance outcome twice" << at;
      EXPECT_TRUE(s.is_legal(o.action)) << at;
      auto parsed = s.parse_action(s.action_text(o.action));
      EXPECT_TRUE(parsed.ok() && *parsed == o.action) << s.action_text(o.action) << at;
    }
    return true;
  }

  EXPECT_GE(to_move, 0) << at;
  EXPECT_LT(to_move, players) << at;
  const std::vector<Action> legal = s.legal_actions();
  if (legal.empty()) {
    ADD_FAILURE() << "a running game with no legal action" << at;
    return false;
  }
  for (size_t i = 1; i < legal.size(); ++i) {
    if (legal[i - 1] >= legal[i]) {
      ADD_FAILURE() << "legal actions not sorted and unique at index " << i << at;
      return false;
    }
  }
  std::set<std::string> texts;
  for (Action a : legal) {
    EXPECT_TRUE(s.is_legal(a)) << a << at;
    const std::string t = s.action_text(a);
    EXPECT_FALSE(t.empty()) << a << at;
    EXPECT_TRUE(texts.insert(t).second) << "two actions written '" << t << "'" << at;
    auto parsed = s.parse_action(t);
    if (!parsed.ok()) {
      ADD_FAILURE() << "'" << t << "' does not read back: " << ui::text(parsed.error(), Lang::kEn)
                    << at;
      return false;
    }
    EXPECT_EQ(*parsed, a) << "'" << t << "'" << at;
    std::unique_ptr<AnyState> child = s.clone();
    child->apply(a);
    (void)s.action_cells(a);
  }
  // Applying on clones left the state alone.
  EXPECT_EQ(s.position_text(), text) << at;
  EXPECT_FALSE(s.is_legal(kNoAction)) << at;
  return true;
}

void check_game(const GameInfo& info, std::string_view variant) {
  auto start = info.make(variant, "");
  ASSERT_TRUE(start.ok()) << ui::text(start.error(), Lang::kEn);
  const std::string start_text = (*start)->position_text();
  auto again = info.make(variant, "");
  ASSERT_TRUE(again.ok());
  EXPECT_EQ((*again)->position_text(), start_text) << "the start is not deterministic";
  long total_plies = 0;
  int finished = 0;
  for (int g = 0; g < kGamesPerVariant; ++g) {
    const std::uint64_t seed = 0xC0FFEEULL + static_cast<std::uint64_t>(g);
    Rng rng(seed);
    std::unique_ptr<AnyState> s = (*start)->clone();
    Record rec;
    rec.game = std::string(info.id);
    rec.variant = std::string(variant);
    int ply = 0;
    bool ok = true;
    while (ok) {
      ok = check_state(info, variant, *s, seed, ply);
      if (!ok || s->is_terminal()) {
        break;
      }
      if (ply >= kMaxPlies) {
        ADD_FAILURE() << "no end after " << kMaxPlies << " actions" << where(*s, seed, ply);
        ok = false;
        break;
      }
      const Action a = pick(*s, rng);
      s->apply(a);
      rec.actions.push_back(a);
      ++ply;
    }
    if (!ok) {
      return;
    }
    ++finished;
    total_plies += ply;
    // The record of the game reads back to the same actions and the same text.
    const std::string text = format_record(rec);
    Result<Record> back = parse_record(text);
    ASSERT_TRUE(back.ok()) << ui::text(back.error(), Lang::kEn) << "\n" << text;
    EXPECT_EQ(back->actions, rec.actions) << text;
    EXPECT_EQ(format_record(*back), text);
    EXPECT_NE(text.find("[Result \"" + result_text(*s) + "\"]"), std::string::npos) << text;
    auto replay = start_state(*back);
    ASSERT_TRUE(replay.ok());
    for (Action a : back->actions) {
      (*replay)->apply(a);
    }
    EXPECT_EQ((*replay)->position_text(), s->position_text());
    EXPECT_EQ((*replay)->hash(), s->hash());
  }
  EXPECT_EQ(finished, kGamesPerVariant);
  std::printf("  %s/%s: %d games, %.1f actions a game\n", std::string(info.id).c_str(),
              std::string(variant).c_str(), finished,
              static_cast<double>(total_plies) / kGamesPerVariant);
}

TEST(Conformance, EveryGameAndVariant_RandomGames) {
  ASSERT_FALSE(games().empty());
  for (const GameInfo& info : games()) {
    ASSERT_FALSE(info.variants.empty()) << info.id;
    for (std::string_view variant : info.variants) {
      SCOPED_TRACE(std::string(info.id) + " variant " + std::string(variant));
      check_game(info, variant);
    }
  }
}

TEST(Conformance, Registry_IdsUniqueAndFindable) {
  std::set<std::string_view> ids;
  for (const GameInfo& info : games()) {
    EXPECT_TRUE(ids.insert(info.id).second) << info.id;
    EXPECT_EQ(find_game(info.id), &info);
    EXPECT_FALSE(info.name_en.empty());
    EXPECT_FALSE(info.name_fr.empty());
    ASSERT_NE(info.make, nullptr);
    // The first variant is the default: "" gives it.
    auto by_default = info.make("", "");
    auto first = info.make(info.variants.front(), "");
    ASSERT_TRUE(by_default.ok() && first.ok()) << info.id;
    EXPECT_EQ((*by_default)->variant_text(), (*first)->variant_text());
    for (std::string_view v : info.variants) {
      auto s = info.make(v, "");
      ASSERT_TRUE(s.ok()) << info.id << " " << v << ": " << ui::text(s.error(), Lang::kEn);
      EXPECT_EQ((*s)->variant_text(), v) << "a preset's text reads back as itself";
      for (int p = 0; p < (*s)->num_players(); ++p) {
        EXPECT_FALSE(info.side_en[static_cast<size_t>(p)].empty()) << info.id << " side " << p;
        EXPECT_FALSE(info.side_fr[static_cast<size_t>(p)].empty()) << info.id << " side " << p;
      }
    }
    auto bad = info.make("no such variant", "");
    EXPECT_FALSE(bad.ok()) << info.id;
    auto garbage = info.make("", "\x01 not a position");
    EXPECT_FALSE(garbage.ok()) << info.id;
  }
  EXPECT_EQ(find_game("no such game"), nullptr);
  for (const UpcomingGame& u : upcoming_games()) {
    EXPECT_EQ(find_game(u.id), nullptr) << u.id << " is both upcoming and playable";
  }
}

// The test-only game is in the registry through the list alone, after the page's games.
TEST(Conformance, TestOnlyGame_RegisteredThroughTheListAlone) {
  std::vector<std::string_view> listed;
  for_each_game([&]<class D>() { listed.push_back(D::kId); });
  ASSERT_EQ(listed.size(), games().size());
  for (std::size_t i = 0; i < listed.size(); ++i) {
    EXPECT_EQ(games()[i].id, listed[i]);
  }
  const GameInfo* line3 = find_game("line3");
  ASSERT_NE(line3, nullptr);
  EXPECT_EQ(line3, &games().back());
  EXPECT_EQ(line3->variants, (std::vector<std::string_view>{"default", "misere"}));
}

// Every game of the list played to its end by the app's agents (a quick level for the player
// to move, the dice drawn), and the game's record read back to the same end.
TEST(Conformance, EveryGame_AgentsPlayToTheEnd) {
  for (const GameInfo& info : games()) {
    SCOPED_TRACE(std::string(info.id));
    Result<Session> made = Session::create(info.id, "", games());
    ASSERT_TRUE(made.ok()) << ui::text(made.error(), Lang::kEn);
    Session game = std::move(made).value();
    Rng rng(7);
    for (int ply = 0; ply < kMaxPlies && !game.state().is_terminal(); ++ply) {
      const AnyState& s = game.state();
      Action a = kNoAction;
      if (s.to_move() == kChance) {
        a = pick(s, rng);
      } else {
        std::unique_ptr<ai::AnyAgent> agent =
            ai::make_any_agent(info.id, ai::Level::kBeginner, static_cast<std::uint64_t>(ply));
        ASSERT_NE(agent, nullptr);
        agent->begin(s);
        agent->think(ai::Budget::iterations(20));
        a = agent->best_action();
      }
      ASSERT_TRUE(s.is_legal(a)) << s.action_text(a) << where(s, 7, ply);
      game.play(a);
    }
    ASSERT_TRUE(game.state().is_terminal()) << "no end in " << kMaxPlies << " plies";
    Result<Session> back = Session::from_text(game.text(), games());
    ASSERT_TRUE(back.ok()) << ui::text(back.error(), Lang::kEn);
    EXPECT_TRUE(back->state().is_terminal());
    EXPECT_EQ(back->state().position_text(), game.state().position_text());
  }
}

}  // namespace
}  // namespace marbles
