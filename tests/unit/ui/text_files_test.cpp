// The rules and about texts (ui/text_files.h): compiled in, or files of the site asked for once,
// loading until the answer, failed until asked again.
#include "ui/text_files.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace marbles::ui {
namespace {

const unsigned char kEmbedded[] = {'#', ' ', 'W', 'a', 'l', 'i'};

const std::vector<EmbeddedFile>& files() {
  static const std::vector<EmbeddedFile> list = {
      {"rules/wali.en.md", kEmbedded, sizeof kEmbedded},
      {"rules/yote.en.md", nullptr, 0},
      {"about/yote.fr.md", nullptr, 0},
  };
  return list;
}

TEST(TextFiles, ACompiledInTextIsReadyAndNothingIsFetched) {
  TextFiles texts(files());
  int asked = 0;
  texts.set_fetch([&](const std::string&) { return ++asked > 0; });
  const TextFile f = texts.get("rules/wali.en.md");
  EXPECT_EQ(f.status, TextStatus::kReady);
  EXPECT_EQ(f.text, "# Wali");
  EXPECT_EQ(asked, 0);
  EXPECT_FALSE(texts.arrived("rules/wali.en.md", "other", true));
  EXPECT_EQ(texts.get("rules/wali.en.md").text, "# Wali");
}

TEST(TextFiles, ATextNotInTheBuildIsMissing) {
  TextFiles texts(files());
  std::vector<std::string> asked;
  texts.set_fetch([&](const std::string& n) {
    asked.push_back(n);
    return true;
  });
  EXPECT_EQ(texts.get("rules/wali.fr.md").status, TextStatus::kMissing);
  EXPECT_FALSE(texts.arrived("rules/wali.fr.md", "x", true));
  EXPECT_TRUE(asked.empty());
}

TEST(TextFiles, AFileOfTheSiteIsAskedForOnceAndLoadingUntilItArrives) {
  TextFiles texts(files());
  std::vector<std::string> asked;
  texts.set_fetch([&](const std::string& n) {
    asked.push_back(n);
    return true;
  });
  for (int frame = 0; frame < 3; ++frame) {
    const TextFile f = texts.get("rules/yote.en.md");
    EXPECT_EQ(f.status, TextStatus::kLoading);
    EXPECT_TRUE(f.text.empty());
  }
  EXPECT_EQ(asked, std::vector<std::string>{"rules/yote.en.md"});
  EXPECT_TRUE(texts.arrived("rules/yote.en.md", "# Yoté", true));
  const TextFile f = texts.get("rules/yote.en.md");
  EXPECT_EQ(f.status, TextStatus::kReady);
  EXPECT_EQ(f.text, "# Yoté");
  EXPECT_EQ(asked.size(), 1u);
}

TEST(TextFiles, AFailureStaysUntilRetriedAndTheRetryCanSucceed) {
  TextFiles texts(files());
  int asked = 0;
  texts.set_fetch([&](const std::string&) { return ++asked > 0; });
  texts.get("about/yote.fr.md");
  EXPECT_TRUE(texts.arrived("about/yote.fr.md", "", false));
  EXPECT_EQ(texts.get("about/yote.fr.md").status, TextStatus::kFailed);
  EXPECT_EQ(texts.get("about/yote.fr.md").status, TextStatus::kFailed);
  EXPECT_EQ(asked, 1);
  texts.retry("about/yote.fr.md");
  EXPECT_EQ(asked, 2);
  EXPECT_EQ(texts.get("about/yote.fr.md").status, TextStatus::kLoading);
  texts.retry("about/yote.fr.md");  // loading: not asked again
  EXPECT_EQ(asked, 2);
  EXPECT_TRUE(texts.arrived("about/yote.fr.md", "# Yoté", true));
  EXPECT_EQ(texts.get("about/yote.fr.md").status, TextStatus::kReady);
  EXPECT_EQ(texts.get("about/yote.fr.md").text, "# Yoté");
}

TEST(TextFiles, ARequestThePlatformCouldNotTakeIsMadeAgainLater) {
  TextFiles texts(files());
  EXPECT_EQ(texts.get("rules/yote.en.md").status, TextStatus::kLoading);  // no fetch set
  bool ready = false;
  int asked = 0;
  texts.set_fetch([&](const std::string&) {
    ++asked;
    return ready;
  });
  texts.get("rules/yote.en.md");
  EXPECT_EQ(asked, 1);
  ready = true;
  texts.get("rules/yote.en.md");
  texts.get("rules/yote.en.md");
  EXPECT_EQ(asked, 2);
}

}  // namespace
}  // namespace marbles::ui
