// The text layer of the engine's messages (ui/messages.h): its format language, and every table
// of texts (core's and each game's) checked as a whole.
#include "ui/messages.h"

#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>
#include <vector>

#include "games/registry.h"

namespace marbles::ui {
namespace {

// The placeholders of a format that show an argument or a sub-message, counted: an argument's
// number ("{q0}" and "{0}" as "0": a language may quote what the other does not), a
// sub-message's ("m0"). Plurals ("{p1:...}") are left out: one language may need one where the
// other does not.
std::map<std::string, int> placeholders(std::string_view format) {
  std::map<std::string, int> out;
  for (std::size_t open = format.find('{'); open != std::string_view::npos;
       open = format.find('{', open + 1)) {
    const std::size_t close = format.find('}', open);
    std::string body(format.substr(open + 1, close - open - 1));
    body = body.substr(0, body.find(':'));
    if (body[0] != 'p') {
      ++out[body[0] == 'q' || body[0] == 'n' ? body.substr(1) : body];
    }
  }
  return out;
}

// Every table: the core's first, then each game's by its id.
std::vector<std::pair<std::string_view, std::span<const MessageText>>> tables() {
  std::vector<std::pair<std::string_view, std::span<const MessageText>>> out = {{"", core_texts()}};
  for (const GameInfo& g : games()) {
    out.emplace_back(g.id, g.messages);
  }
  return out;
}

TEST(MessageTexts, EveryCodeIsUniqueFindableAndSaysTheSameInBothLanguages) {
  std::set<std::string_view> seen;
  int games_with_texts = 0;
  for (const auto& [id, table] : tables()) {
    games_with_texts += !id.empty() && !table.empty() ? 1 : 0;
    for (const MessageText& t : table) {
      const std::string_view part = t.code.substr(0, t.code.find('.'));
      if (!id.empty()) {
        EXPECT_EQ(part, id) << t.code << ": a game's codes start with its id";
      } else {
        EXPECT_EQ(find_game(part), nullptr) << t.code << ": core's codes are not a game's";
      }
      EXPECT_TRUE(seen.insert(t.code).second) << t.code << " twice";
      EXPECT_EQ(find_text(t.code), &t) << t.code;
      EXPECT_FALSE(t.en.empty()) << t.code;
      EXPECT_FALSE(t.fr.empty()) << t.code;
      EXPECT_EQ(placeholders(t.en), placeholders(t.fr)) << t.code;
      // Rendered with numbers for arguments and a sub-message: every placeholder is understood.
      const Message m(t.code, {"1", "2", "3", "4", "5", "6", "7", "8", "9", "10"},
                      {Message("core.position"), Message("core.position")});
      for (const Lang lang : {Lang::kEn, Lang::kFr}) {
        const std::string s = text(m, lang);
        EXPECT_EQ(s.find("{?}"), std::string::npos) << t.code << ": " << s;
        EXPECT_EQ(s.find('{'), std::string::npos) << t.code << ": " << s;
      }
    }
  }
  EXPECT_GE(games_with_texts, 1);
}

TEST(MessageTexts, FormatsQuoteGroupPluralAndNest) {
  // record.bad_format: "unsupported format {q0} (expected {q1})".
  const Message format("record.bad_format", {"x", "marbles-1"});
  EXPECT_EQ(text(format, Lang::kEn), "unsupported format 'x' (expected 'marbles-1')");
  EXPECT_EQ(text(format, Lang::kFr),
            "format inconnu \xC2\xAB\xC2\xA0x\xC2\xA0\xC2\xBB (attendu\xC2\xA0: "
            "\xC2\xAB\xC2\xA0marbles-1\xC2\xA0\xC2\xBB)");
  // input.too_long_f: a sub-message and a grouped number.
  const Message value("input.too_long_f", {"1024"}, {Message("input.option_value")});
  EXPECT_EQ(text(value, Lang::kEn), "the option value is too long: at most 1,024 bytes");
  EXPECT_EQ(text(value, Lang::kFr),
            "la valeur de l’option est trop longue\xC2\xA0: 1\xC2\xA0"
            "024 octets au plus");
  // Plurals: English singular for 1 only, French for 0 and 1.
  auto jumps = [](const char* n, Lang lang) {
    const std::string s = text(Message("poursuite.pursued_to_move", {n}), lang);
    return s.substr(0, s.find(" ("));
  };
  EXPECT_EQ(jumps("0", Lang::kEn), "0 jumps played");
  EXPECT_EQ(jumps("1", Lang::kEn), "1 jump played");
  EXPECT_EQ(jumps("3", Lang::kEn), "3 jumps played");
  EXPECT_EQ(jumps("0", Lang::kFr), "0 saut joué");
  EXPECT_EQ(jumps("1", Lang::kFr), "1 saut joué");
  EXPECT_EQ(jumps("3", Lang::kFr), "3 sauts joués");
  // An unknown code says itself rather than nothing.
  EXPECT_EQ(text(Message("nowhere.at_all"), Lang::kEn), "nowhere.at_all");
}

TEST(MessageTexts, AnErrorIsItsPartsAfterItsPlace) {
  Error e = make_error(Message("record.unknown_game", {"foo"}), 3, 5);
  e = std::move(e).within(Message("record.tag", {"[Position]"}));
  EXPECT_EQ(reason(e, Lang::kEn), "[Position]: unknown game 'foo'");
  EXPECT_EQ(text(e, Lang::kEn), "line 3, column 5: [Position]: unknown game 'foo'");
  EXPECT_EQ(text(e, Lang::kFr),
            "ligne 3, colonne 5\xC2\xA0: [Position]\xC2\xA0: jeu inconnu "
            "\xC2\xAB\xC2\xA0"
            "foo\xC2\xA0\xC2\xBB");
  EXPECT_EQ(e.code(), "record.unknown_game");
}

TEST(MessageTexts, ATestGameBringsItsOwnTexts) {
  const GameInfo* line3 = find_game("line3");
  ASSERT_NE(line3, nullptr);
  auto v = line3->make("nope", "");
  ASSERT_FALSE(v.ok());
  EXPECT_EQ(v.error().code(), "line3.unknown_variant");
  EXPECT_EQ(reason(v.error(), Lang::kEn), "unknown Line 3 variant \"nope\"");
}

}  // namespace
}  // namespace marbles::ui
