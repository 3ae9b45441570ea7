// The records of docs/NOTATION.md: every one parses, and its annotated examples (one a game) are
// written back with the same moves, comments, variations and marks.
#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "core/record.h"
#include "games/registry.h"
#include "ui/messages.h"

namespace marbles {
namespace {

// The fenced blocks of a Markdown text that hold a record.
std::vector<std::string> records_in(const std::string& md) {
  std::vector<std::string> out;
  size_t pos = 0;
  while ((pos = md.find("```\n", pos)) != std::string::npos) {
    const size_t start = pos + 4;
    const size_t end = md.find("```", start);
    if (end == std::string::npos) {
      break;
    }
    const std::string block = md.substr(start, end - start);
    if (block.rfind("[Format \"marbles/1\"]", 0) == 0) {
      out.push_back(block);
    }
    pos = end + 4;
  }
  return out;
}

TEST(NotationDoc, EveryRecordParsesAndEveryGameHasAnAnnotatedExample) {
  std::ifstream in(std::string(MARBLES_DOCS_DIR) + "/NOTATION.md");
  ASSERT_TRUE(in) << MARBLES_DOCS_DIR "/NOTATION.md";
  std::stringstream text;
  text << in.rdbuf();
  const std::vector<std::string> records = records_in(text.str());
  ASSERT_GE(records.size(), 12u);
  std::set<std::string> annotated;
  for (const std::string& r : records) {
    auto read = parse_record(r);
    ASSERT_TRUE(read.ok()) << ui::text(read.error(), Lang::kEn) << "\n" << r;
    const std::string written = format_record(*read);
    auto again = parse_record(written);
    ASSERT_TRUE(again.ok()) << written;
    EXPECT_TRUE(static_cast<const Line&>(*again) == static_cast<const Line&>(*read)) << written;
    if (!read->comments.empty() && !read->variations.empty() &&
        r.find("[%c") != std::string::npos) {
      annotated.insert(read->game);
    }
  }
  EXPECT_EQ(annotated,
            (std::set<std::string>{"offboard", "poursuite", "quits", "wali", "wykersham", "yote"}));
}

}  // namespace
}  // namespace marbles
