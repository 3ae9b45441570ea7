// The app's files: the fonts, compiled in; the rules and about texts, compiled in natively and
// files of the site on the web (fetched when first shown: ui/text_files.h).
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

namespace marbles::ui {

struct EmbeddedFile {
  const char* name;           // "fonts/ui.ttf", "rules/wali.en.md", "about/wali.fr.md"
  const unsigned char* data;  // null: a file of the site, fetched on demand (texts/<name>)
  std::size_t size;
};

const std::vector<EmbeddedFile>& embedded_assets();

// The compiled-in file's bytes as text, or "" when absent (or a file of the site).
inline std::string_view asset_text(std::string_view name) {
  for (const EmbeddedFile& f : embedded_assets()) {
    if (name == f.name && f.data != nullptr) {
      return {reinterpret_cast<const char*>(f.data), f.size};
    }
  }
  return {};
}

}  // namespace marbles::ui
