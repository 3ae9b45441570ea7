// The engine's messages in French: every error a player can meet (a typed move, a position, a
// variant, a saved game) says itself in French through the text layer (ui/messages.h) as well as
// in English. The inputs are made the way players and damaged files make them: moves of
// other positions, moves with a character dropped or changed, positions and records with a
// character dropped, changed or added.
#include "ui/messages.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <iostream>
#include <map>
#include <memory>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "core/record.h"
#include "games/list.h"
#include "games/registry.h"

namespace marbles {
namespace {

// Words that only English messages have. Quoted input (« … ») is left out before the check.
const char* const kEnglishWords[] = {
    " the ",   " is ",    " are ",  " not ",   " must ",  " cannot ", " can ",   "expected",
    " only ",  " of ",    " your ", " there ", " has ",   " have ",   " after ", " before ",
    " with ",  " which ", " from ", " this ",  " that ",  " here",    " move",   " cell",
    " marble", " piece",  " board", " turn",   " player", " row",     " line",   " empty",
    " number", " side",   " cup",   " slide",  " roll",   " die",     " dice",   " goal",
    " target", " push",   " tile",  " knight", " stick",  " stone",   " first",  " one ",
    " two ",   " no ",    " tag",   " game",   " value",  " missing"};

std::string without_quotes(const std::string& text) {
  std::string out;
  const std::string open = "\xC2\xAB";
  const std::string close = "\xC2\xBB";
  size_t i = 0;
  while (i < text.size()) {
    const size_t start = text.find(open, i);
    if (start == std::string::npos) {
      out += text.substr(i);
      break;
    }
    out += text.substr(i, start - i) + " ";
    const size_t end = text.find(close, start);
    if (end == std::string::npos) {
      break;
    }
    i = end + close.size();
  }
  return " " + out + " ";
}

// An English word found in a French message, or "" when none.
std::string english_word(const std::string& french) {
  const std::string text = without_quotes(french);
  for (const char* w : kEnglishWords) {
    if (text.find(w) != std::string::npos) {
      return w;
    }
  }
  return "";
}

// The same input's error in English and in French.
struct Pair {
  std::string input;
  std::string en;
  std::string fr;
};

// The error of a result, if any, said in both languages: parsed once, rendered twice.
template <class T>
void collect(std::vector<Pair>* out, const std::string& input, const Result<T>& r) {
  if (r.ok()) {
    return;
  }
  out->push_back({input, ui::text(r.error(), Lang::kEn), ui::text(r.error(), Lang::kFr)});
}

// Texts near `text`: each character dropped, replaced by a few others, or doubled (at most
// `limit` of them, spread over the text).
std::vector<std::string> mangled(const std::string& text, std::mt19937& rng, size_t limit) {
  static const std::string kChars = "0 9a-Z/x@.,:+=|";
  std::vector<std::string> out;
  if (text.empty()) {
    return out;
  }
  for (size_t k = 0; k < limit; ++k) {
    const size_t i = rng() % text.size();
    std::string t = text;
    switch (rng() % 4) {
      case 0:
        t.erase(i, 1);
        break;
      case 1:
        t[i] = kChars[rng() % kChars.size()];
        break;
      case 2:
        t.insert(i, 1, t[i]);
        break;
      default:
        t = t.substr(0, i);
        break;
    }
    out.push_back(t);
  }
  return out;
}

// Random games of every preset variant; from their positions, every kind of bad input.
std::vector<Pair> errors_of(const GameInfo& game) {
  std::vector<Pair> out;
  std::mt19937 rng(7);
  for (std::string_view variant : game.variants) {
    auto start = game.make(variant, "");
    EXPECT_TRUE(start.ok()) << game.id << " " << variant;
    if (!start.ok()) {
      continue;
    }
    // Variants a little off.
    for (const std::string& v : mangled(std::string(variant), rng, 12)) {
      collect(&out, "variant " + v, game.make(v, ""));
    }
    std::vector<std::unique_ptr<AnyState>> states;
    std::vector<std::string> moves;  // every move text seen, to try elsewhere
    for (int g = 0; g < 6; ++g) {
      std::unique_ptr<AnyState> s = (*start)->clone();
      for (int ply = 0; ply < 400 && !s->is_terminal(); ++ply) {
        if (rng() % 6 == 0) {
          states.push_back(s->clone());
        }
        Action a = kNoAction;
        if (s->to_move() == kChance) {
          const auto outcomes = s->chance_outcomes();
          a = outcomes[rng() % outcomes.size()].action;
        } else {
          const auto legal = s->legal_actions();
          a = legal[rng() % legal.size()];
        }
        moves.push_back(s->action_text(a));
        s->apply(a);
      }
      states.push_back(std::move(s));  // the end of the game too
    }
    std::set<std::string> distinct(moves.begin(), moves.end());
    std::vector<std::string> tries(distinct.begin(), distinct.end());
    for (const std::string& m : std::vector<std::string>(tries)) {
      for (const std::string& t : mangled(m, rng, 2)) {
        tries.push_back(t);
      }
    }
    for (const char* t : {"", "?", "zz", "@", "x", "-", "99", "A0", "Z9", "a1-a1", "pass", "xR"}) {
      tries.emplace_back(t);
    }
    for (const auto& s : states) {
      // A sample of the tries at each state: enough to reach every reason, quickly.
      for (size_t k = 0; k < 60; ++k) {
        const std::string& t = tries[rng() % tries.size()];
        collect(&out, "move " + t, s->parse_action(t));
      }
      const std::string position = s->position_text();
      for (const std::string& p : mangled(position, rng, 20)) {
        collect(&out, "position " + p, game.make(variant, p));
      }
    }
    // Saved games a little off.
    if (!states.empty()) {
      Record rec;
      rec.game = std::string(game.id);
      rec.variant = std::string(variant);
      std::unique_ptr<AnyState> s = (*start)->clone();
      for (int ply = 0; ply < 30 && !s->is_terminal(); ++ply) {
        const auto legal = s->to_move() == kChance ? std::vector<Action>{} : s->legal_actions();
        Action a = kNoAction;
        if (s->to_move() == kChance) {
          const auto outcomes = s->chance_outcomes();
          a = outcomes[rng() % outcomes.size()].action;
        } else {
          a = legal[rng() % legal.size()];
        }
        rec.actions.push_back(a);
        s->apply(a);
      }
      const std::string text = format_record(rec);
      for (const std::string& r : mangled(text, rng, 80)) {
        collect(&out, "record " + r, Session::from_text(r, games()));
      }
    }
  }
  return out;
}

class FrenchMessages : public testing::TestWithParam<std::string> {};

TEST_P(FrenchMessages, EveryErrorIsInFrench) {
  const GameInfo* game = find_game(GetParam());
  ASSERT_NE(game, nullptr);
  const std::vector<Pair> pairs = errors_of(*game);
  std::map<std::string, std::string> english;  // French message -> English, distinct ones
  std::set<std::string> shapes;                // the French messages less their quoted input
  for (const Pair& p : pairs) {
    english[p.fr] = p.en;
    shapes.insert(without_quotes(p.fr));
    EXPECT_NE(p.fr, p.en) << "not translated, for " << p.input << ": " << p.en;
    const std::string w = english_word(p.fr);
    EXPECT_EQ(w, "") << "English word '" << w << "' in the French message for " << p.input << ": "
                     << p.fr << "\n  (English: " << p.en << ")";
  }
  // Enough different messages that the check means something.
  EXPECT_GE(shapes.size(), 20u);
  if (testing::Test::HasFailure() || std::getenv("MARBLES_SHOW_MESSAGES") != nullptr) {
    for (const auto& [fr, en] : english) {
      std::cout << "  EN " << en << "\n  FR " << fr << "\n";
    }
  }
}

// An error is data: made once, it says itself in either language, and its code names the
// reason whatever the language.
TEST(Messages, OneErrorInBothLanguages) {
  const GameInfo* game = find_game("yote");
  ASSERT_NE(game, nullptr);
  auto s = game->make("", "");
  ASSERT_TRUE(s.ok());
  auto a = (*s)->parse_action("Z9");
  ASSERT_FALSE(a.ok());
  EXPECT_FALSE(a.error().code().empty());
  EXPECT_NE(ui::find_text(a.error().code()), nullptr);
  const std::string en = ui::text(a.error(), Lang::kEn);
  const std::string fr = ui::text(a.error(), Lang::kFr);
  EXPECT_NE(en, fr);
  EXPECT_EQ(ui::text((*s)->parse_action("Z9").error(), Lang::kEn), en);
}

TEST(Messages, PlaceInTheTextInBothLanguages) {
  auto r = parse_record("[Format \"marbles/1\"]\n[Game \"nope\"]\n");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(ui::text(r.error(), Lang::kEn), "line 2, column 1: unknown game 'nope'");
  EXPECT_EQ(ui::text(r.error(), Lang::kFr),
            "ligne 2, colonne 1\xC2\xA0: jeu inconnu \xC2\xAB\xC2\xA0nope\xC2\xA0\xC2\xBB");
}

// The registry is filled at start-up, after the suites are listed: the page's ids are written out
// here, and checked against the game list (without the test-only games, which write no French).
const std::vector<std::string> kGameIds = {"wali",  "yote",      "poursuite",
                                           "quits", "wykersham", "offboard"};

TEST(Messages, EveryGameIsChecked) {
  std::vector<std::string> ids;
  for_each_type(AppGames{}, [&]<class D>() { ids.emplace_back(D::kId); });
  EXPECT_EQ(std::set<std::string>(ids.begin(), ids.end()),
            std::set<std::string>(kGameIds.begin(), kGameIds.end()));
}

INSTANTIATE_TEST_SUITE_P(AllGames, FrenchMessages, testing::ValuesIn(kGameIds),
                         [](const testing::TestParamInfo<std::string>& i) { return i.param; });

}  // namespace
}  // namespace marbles
