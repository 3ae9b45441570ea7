// The UI's variant names (ui/text.cpp) against the registry: where a game has several preset
// variants, each has a start-screen label in English and French; every variant but the default
// has a short name for the line above the board, in words, not the engine's variant text.
#include "ui/text.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "games/registry.h"

namespace marbles::ui {
namespace {

TEST(UiText, EveryVariantHasALabelAndAShortName) {
  int named = 0;
  for (const GameInfo& g : games()) {
    ASSERT_FALSE(g.variants.empty()) << g.id;
    for (std::size_t i = 0; i < g.variants.size(); ++i) {
      const std::string_view v = g.variants[i];
      for (const Lang lang : {Lang::kEn, Lang::kFr}) {
        if (g.variants.size() > 1) {  // the start screen lists them
          const std::string label = variant_label(g.id, v, lang);
          EXPECT_NE(label, std::string(v)) << g.id << " " << v << ": no start-screen label";
        }
        const std::string name = variant_short(g.id, v, lang);
        if (i == 0) {
          EXPECT_EQ(name, "") << g.id << ": the default needs no name above the board";
          EXPECT_EQ(variant_short(g.id, "", lang), "") << g.id;
          continue;
        }
        EXPECT_FALSE(name.empty()) << g.id << " " << v;
        // "5x5", "4-players": engine texts, not names for a player.
        EXPECT_EQ(name.find_first_of("-x"), std::string::npos) << g.id << " " << v << ": " << name;
        ++named;
      }
    }
  }
  EXPECT_GE(named, 14);  // 7 non-default presets, in two languages
}

TEST(UiText, ShortNamesInThePagesLanguage) {
  EXPECT_EQ(variant_short("quits", "4-players", Lang::kEn), "4 players");
  EXPECT_EQ(variant_short("quits", "4-players", Lang::kFr), "4 joueurs");
  EXPECT_EQ(variant_short("poursuite", "single", Lang::kFr), "une manche");
  EXPECT_EQ(variant_short("wali", "1980", Lang::kFr), "1980");
  // Variants that combine named ones (a record's, a puzzle's): their names joined.
  EXPECT_EQ(variant_short("poursuite", "7x7 single", Lang::kEn), "7\u00a0×\u00a07, one round");
  EXPECT_EQ(variant_short("poursuite", "6x6 single", Lang::kFr), "6\u00a0×\u00a06, une manche");
  // Offboard's own target values: the engine's text, with the word translated.
  const GameInfo* offboard = find_game("offboard");
  ASSERT_NE(offboard, nullptr);
  ASSERT_NE(offboard->variant, nullptr);
  std::vector<int> values = offboard->numbers("default");
  ASSERT_EQ(values.size(), 12u);
  values[0] = 5;
  const std::string text = offboard->variant(values);
  EXPECT_EQ(variant_short("offboard", text, Lang::kEn), text);
  const std::string fr = variant_short("offboard", text, Lang::kFr);
  EXPECT_EQ(fr.substr(0, 7), "cibles ") << fr;
  EXPECT_EQ(fr.substr(7), text.substr(text.find(' ') + 1)) << fr;
  EXPECT_EQ(variant_short("offboard", offboard->variant(offboard->numbers("default")), Lang::kFr),
            "");
}

}  // namespace
}  // namespace marbles::ui
