// The rules and about texts ("rules/wali.en.md", "about/yote.fr.md"), wherever they are: compiled
// into the app (the desktop build), or files of the site fetched the first time the panel shows
// them (the web build: the page weight's first visit carries none of them; the service worker
// precaches them for offline use). Plain C++, unit-tested (tests/unit/ui/text_files_test.cpp).
//
// The list of files (ui/assets.h) names every text of the build: an entry with bytes is
// compiled in; one without (data null) is a file of the site. get() asks the platform for such
// a file once (fetch()), and says it is loading until the platform answers (arrived()); a
// failure stays failed until retry() asks again.
#pragma once

#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "ui/assets.h"

namespace marbles::ui {

enum class TextStatus {
  kReady,    // the text is there
  kLoading,  // asked for, no answer yet
  kFailed,   // the fetch failed (offline, never cached): retry() asks again
  kMissing,  // no such text in this build
};

struct TextFile {
  TextStatus status = TextStatus::kMissing;
  std::string_view text;  // valid until the next arrived() of the same name
};

class TextFiles {
 public:
  // Asks the platform for a file of the site ("rules/wali.en.md"); false when it cannot ask
  // now (the page's hook not set yet): get() asks again next time.
  using Fetch = std::function<bool(const std::string& name)>;

  explicit TextFiles(const std::vector<EmbeddedFile>& files) : files_(files) {}

  void set_fetch(Fetch fetch) { fetch_ = std::move(fetch); }
  // The text named, asking the platform for it when it is a file of the site not asked yet.
  TextFile get(std::string_view name);
  // A failed file asked again (nothing for the others).
  void retry(std::string_view name);
  // The platform's answer for a file asked: its text, or ok false (the fetch failed). False
  // when the name is not a file of the site.
  bool arrived(std::string_view name, std::string_view text, bool ok);

 private:
  struct Fetched {
    TextStatus status = TextStatus::kLoading;
    bool asked = false;
    std::string text;
  };
  const EmbeddedFile* find(std::string_view name) const;
  void ask(const std::string& name, Fetched& f);

  const std::vector<EmbeddedFile>& files_;
  std::map<std::string, Fetched, std::less<>> fetched_;
  Fetch fetch_;
};

}  // namespace marbles::ui
