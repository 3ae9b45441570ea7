#include "ui/text_files.h"

namespace marbles::ui {

const EmbeddedFile* TextFiles::find(std::string_view name) const {
  for (const EmbeddedFile& f : files_) {
    if (name == f.name) {
      return &f;
    }
  }
  return nullptr;
}

void TextFiles::ask(const std::string& name, Fetched& f) {
  f.status = TextStatus::kLoading;
  f.asked = fetch_ && fetch_(name);
}

TextFile TextFiles::get(std::string_view name) {
  const EmbeddedFile* file = find(name);
  if (file == nullptr) {
    return {};
  }
  if (file->data != nullptr) {
    return {TextStatus::kReady, {reinterpret_cast<const char*>(file->data), file->size}};
  }
  auto it = fetched_.find(name);
  if (it == fetched_.end()) {
    it = fetched_.emplace(std::string(name), Fetched{}).first;
  }
  Fetched& f = it->second;
  if (f.status == TextStatus::kLoading && !f.asked) {
    ask(it->first, f);
  }
  return {f.status, f.text};
}

void TextFiles::retry(std::string_view name) {
  const auto it = fetched_.find(name);
  if (it != fetched_.end() && it->second.status == TextStatus::kFailed) {
    ask(it->first, it->second);
  }
}

bool TextFiles::arrived(std::string_view name, std::string_view text, bool ok) {
  const EmbeddedFile* file = find(name);
  if (file == nullptr || file->data != nullptr) {
    return false;
  }
  auto it = fetched_.find(name);
  if (it == fetched_.end()) {
    it = fetched_.emplace(std::string(name), Fetched{}).first;
  }
  Fetched& f = it->second;
  f.asked = true;
  f.status = ok ? TextStatus::kReady : TextStatus::kFailed;
  f.text = ok ? std::string(text) : std::string();
  return true;
}

}  // namespace marbles::ui
