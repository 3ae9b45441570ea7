// The boundary check of the strings that come from JavaScript (core/input.h): each kind's limit
// to the byte, NUL bytes refused with their line and column, declared sizes refused before a
// byte is read, the empty string, and the messages in both languages.
#include "core/input.h"

#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

#include "ui/lang.h"
#include "ui/messages.h"

namespace marbles {
namespace {

const TextKind kAllKinds[] = {TextKind::kMove,    TextKind::kRecord,     TextKind::kGame,
                              TextKind::kVariant, TextKind::kOptionName, TextKind::kOptionValue,
                              TextKind::kCell,    TextKind::kControl};

// The limit as the English message writes it: 1048576 -> "1,048,576".
std::string with_commas(std::size_t n) {
  std::string digits = std::to_string(n);
  for (int i = static_cast<int>(digits.size()) - 3; i > 0; i -= 3) {
    digits.insert(static_cast<std::size_t>(i), ",");
  }
  return digits;
}

std::string error_text(const Result<std::string_view>& r) {
  return r.ok() ? std::string("(accepted)") : ui::text(r.error(), Lang::kEn);
}

TEST(Input, Limits_AreTheDocumentedOnes) {
  EXPECT_EQ(text_limit(TextKind::kMove), 256U);
  EXPECT_EQ(text_limit(TextKind::kRecord), 1048576U);
  for (TextKind k : {TextKind::kGame, TextKind::kVariant, TextKind::kOptionName,
                     TextKind::kOptionValue, TextKind::kCell, TextKind::kControl}) {
    EXPECT_EQ(text_limit(k), 1024U);
  }
}

TEST(Input, Limit_AcceptedToTheByte_OneMoreRefusedNamingTheLimit) {
  for (TextKind k : kAllKinds) {
    const std::size_t limit = text_limit(k);
    const std::string at_limit(limit, 'a');
    auto ok = checked_text(k, at_limit.data(), at_limit.size());
    ASSERT_TRUE(ok.ok()) << limit << ": " << error_text(ok);
    EXPECT_EQ(ok->data(), at_limit.data());  // a view of the same bytes, not a copy
    EXPECT_EQ(ok->size(), limit);

    const std::string over(limit + 1, 'a');
    auto refused = checked_text(k, over.data(), over.size());
    ASSERT_FALSE(refused.ok()) << limit;
    const std::string text = ui::text(refused.error(), Lang::kEn);
    EXPECT_NE(text.find("too long"), std::string::npos) << text;
    EXPECT_NE(text.find("at most " + with_commas(limit) + " bytes"), std::string::npos) << text;
    EXPECT_EQ(refused.error().line, 0) << text;  // not about a place in the text
  }
}

TEST(Input, Limit_CountsBytesNotCharacters) {
  // 128 two-byte characters are 256 bytes: a move at its limit; one more is over.
  std::string e_acute;
  for (int i = 0; i < 128; ++i) {
    e_acute += "\xC3\xA9";
  }
  EXPECT_TRUE(checked_text(TextKind::kMove, e_acute.data(), e_acute.size()).ok());
  e_acute += "\xC3\xA9";
  EXPECT_FALSE(checked_text(TextKind::kMove, e_acute.data(), e_acute.size()).ok());
}

TEST(Input, Limit_MessagesNameTheKind) {
  const std::string over(2000000, 'a');
  EXPECT_EQ(ui::text(checked_text(TextKind::kMove, over.data(), over.size()).error(), Lang::kEn),
            "the move is too long: at most 256 bytes");
  EXPECT_EQ(ui::text(checked_text(TextKind::kRecord, over.data(), over.size()).error(), Lang::kEn),
            "the record is too long: at most 1,048,576 bytes (1 MiB)");
  EXPECT_EQ(ui::text(checked_text(TextKind::kVariant, over.data(), over.size()).error(), Lang::kEn),
            "the variant is too long: at most 1,024 bytes");
  EXPECT_EQ(
      ui::text(checked_text(TextKind::kOptionValue, over.data(), over.size()).error(), Lang::kEn),
      "the option value is too long: at most 1,024 bytes");
}

TEST(Input, Limit_InFrench) {
  const std::string over(2000000, 'a');
  EXPECT_EQ(ui::text(checked_text(TextKind::kMove, over.data(), over.size()).error(), Lang::kFr),
            "le coup est trop long\xC2\xA0: 256 octets au plus");
  EXPECT_EQ(ui::text(checked_text(TextKind::kRecord, over.data(), over.size()).error(), Lang::kFr),
            "le texte de la partie est trop long\xC2\xA0: 1\xC2\xA0"
            "048\xC2\xA0"
            "576 octets (1\xC2\xA0Mio) au plus");
  EXPECT_EQ(
      ui::text(checked_text(TextKind::kOptionValue, over.data(), over.size()).error(), Lang::kFr),
      "la valeur de l’option est trop longue\xC2\xA0: 1\xC2\xA0"
      "024 octets au plus");
}

TEST(Input, HugeDeclaredSize_NullPointer_RefusedWithoutReading) {
  // The form the page uses for a string already over its limit: no data, only the length.
  for (TextKind k : kAllKinds) {
    for (std::size_t size :
         {text_limit(k) + 1, std::size_t{1400000}, std::size_t{64} << 20,
          std::size_t{std::numeric_limits<int>::max()}, std::numeric_limits<std::size_t>::max()}) {
      auto r = checked_text(k, nullptr, size);
      ASSERT_FALSE(r.ok()) << size;
      EXPECT_NE(ui::text(r.error(), Lang::kEn).find(with_commas(text_limit(k))), std::string::npos)
          << ui::text(r.error(), Lang::kEn);
    }
  }
}

TEST(Input, HugeDeclaredSize_ShortBuffer_RefusedWithoutReading) {
  // A declared size past the end of a small buffer (under AddressSanitizer, a read past its
  // end would stop the test): refused by the size alone.
  const std::vector<char> small(8, 'a');
  for (TextKind k : kAllKinds) {
    EXPECT_FALSE(checked_text(k, small.data(), text_limit(k) + 1).ok());
    EXPECT_FALSE(checked_text(k, small.data(), std::numeric_limits<std::size_t>::max()).ok());
  }
}

TEST(Input, Empty_NullPointerOrNot) {
  for (TextKind k : kAllKinds) {
    auto null = checked_text(k, nullptr, 0);
    ASSERT_TRUE(null.ok());
    EXPECT_TRUE(null->empty());
    const char* empty = "";
    auto r = checked_text(k, empty, 0);
    ASSERT_TRUE(r.ok());
    EXPECT_TRUE(r->empty());
  }
}

TEST(Input, NullPointerWithASize_Refused) {
  auto r = checked_text(TextKind::kMove, nullptr, 3);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(ui::text(r.error(), Lang::kEn), "the move is missing");
}

struct NulCase {
  std::string text;
  int line;
  int column;
};

TEST(Input, Nul_AtStartMiddleAndEnd_WithLineAndColumn) {
  using namespace std::string_literals;
  const NulCase cases[] = {
      {"\0C3"s, 1, 1},      // start
      {"C3\0junk"s, 1, 3},  // middle of one line
      {"C3\0"s, 1, 3},      // end
      {"\0"s, 1, 1},        // nothing else
      {"[Format \"marbles/1\"]\n[Game \"wali\"]\n1. C3\0\n"s, 3, 6},
      {"a\nb\n\nabcd\0"s, 4, 5},                  // end of a later line
      {"a\r\nb\0"s, 2, 2},                        // a CR is a character of its line
      {"\n\0"s, 2, 1},                            // start of a line
      {"\xC3\xA9t\xC3\xA9\0"s, 1, 4},             // "été": characters, not bytes
      {"\xEF\xBB\xBF[Format\0"s, 1, 8},           // the byte order mark is no column
      {"\xEF\xBB\xBFx\n\xEF\xBB\xBFy\0"s, 2, 3},  // ... on line 1 only
      {"ok\0\0\0"s, 1, 3},                        // the first one is named
  };
  for (const NulCase& c : cases) {
    auto r = checked_text(TextKind::kRecord, c.text.data(), c.text.size());
    ASSERT_FALSE(r.ok()) << c.text.size();
    EXPECT_EQ(r.error().line, c.line) << ui::text(r.error(), Lang::kEn);
    EXPECT_EQ(r.error().column, c.column) << ui::text(r.error(), Lang::kEn);
    EXPECT_EQ(ui::text(r.error(), Lang::kEn), "line " + std::to_string(c.line) + ", column " +
                                                  std::to_string(c.column) +
                                                  ": a NUL character (byte 0) is not allowed");
  }
  // Every kind refuses it.
  for (TextKind k : kAllKinds) {
    const std::string move = "C3\0junk"s;
    EXPECT_FALSE(checked_text(k, move.data(), move.size()).ok());
  }
}

TEST(Input, Nul_InFrench) {
  using namespace std::string_literals;
  const std::string text = "a\nbc\0"s;
  EXPECT_EQ(ui::text(checked_text(TextKind::kRecord, text.data(), text.size()).error(), Lang::kFr),
            "ligne 2, colonne 3\xC2\xA0: un caractère NUL (octet 0) n’est pas permis");
}

TEST(Input, OtherBytes_PassUnchanged) {
  // Every byte but 0, invalid UTF-8 included: the parsers after this one judge the text.
  std::string all;
  for (int b = 1; b < 256; ++b) {
    all += static_cast<char>(b);
  }
  auto r = checked_text(TextKind::kRecord, all.data(), all.size());
  ASSERT_TRUE(r.ok()) << error_text(r);
  EXPECT_EQ(*r, all);
}

}  // namespace
}  // namespace marbles
