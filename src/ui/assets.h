// Files compiled into the app (font, rules and about texts), the same natively and on the web.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

namespace marbles::ui {

struct EmbeddedFile {
  const char* name;  // "fonts/ui.ttf", "rules/wali.en.md", "about/wali.fr.md"
  const unsigned char* data;
  std::size_t size;
};

const std::vector<EmbeddedFile>& embedded_assets();

// The file's bytes as text, or "" when absent.
inline std::string_view asset_text(std::string_view name) {
  for (const EmbeddedFile& f : embedded_assets()) {
    if (name == f.name) {
      return {reinterpret_cast<const char*>(f.data), f.size};
    }
  }
  return {};
}

}  // namespace marbles::ui
