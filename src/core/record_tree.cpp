#include "core/record_tree.h"

#include <algorithm>
#include <iterator>
#include <utility>

namespace marbles {

namespace {

// Inserts v after the variations at its point or before it (a record read from text holds them
// in that order); returns its index.
std::size_t insert_variation(std::vector<Variation>& list, Variation v) {
  const auto it = std::upper_bound(list.begin(), list.end(), v.at,
                                   [](std::size_t at, const Variation& w) { return at < w.at; });
  const auto added = list.insert(it, std::move(v));  // (begin() taken after: it may move)
  return static_cast<std::size_t>(std::distance(list.begin(), added));
}

// The line the variation at `path` branches off, or nullptr when the path names no variation.
Line* parent_of(Record& record, const LinePath& path) {
  if (path.empty()) {
    return nullptr;
  }
  Line* parent = line_at(record, LinePath(path.begin(), path.end() - 1));
  return parent != nullptr && path.back() < parent->variations.size() ? parent : nullptr;
}

void join_comment(std::string& to, const std::string& text) {
  to += to.empty() || text.empty() ? "" : " ";
  to += text;
}

}  // namespace

Line* line_at(Record& record, const LinePath& path) {
  return const_cast<Line*>(line_at(static_cast<const Record&>(record), path));
}

const Line* line_at(const Record& record, const LinePath& path) {
  const Line* line = &record;
  for (const std::size_t index : path) {
    if (index >= line->variations.size()) {
      return nullptr;
    }
    line = &line->variations[index].line;
  }
  return line;
}

std::size_t line_offset(const Record& record, const LinePath& path) {
  std::size_t offset = 0;
  const Line* line = &record;
  for (const std::size_t index : path) {
    if (line == nullptr || index >= line->variations.size()) {
      return offset;
    }
    offset += line->variations[index].at;
    line = &line->variations[index].line;
  }
  return offset;
}

std::optional<TreePoint> locate(const Record& record, const LinePath& path, std::size_t p) {
  const Line* line = line_at(record, path);
  if (line == nullptr || p > line_offset(record, path) + line->actions.size()) {
    return std::nullopt;
  }
  TreePoint out{path, 0};
  // Up the path while p stands at or before the branch of the innermost line.
  while (!out.path.empty() && p <= line_offset(record, out.path)) {
    out.path.pop_back();
  }
  out.point = p - line_offset(record, out.path);
  return out;
}

std::size_t add_variation(Line& line, std::size_t at, Action a) {
  Variation v{at, {}};
  v.line.actions.push_back(a);
  return insert_variation(line.variations, std::move(v));
}

bool promote_variation(Record& record, const LinePath& path) {
  Line* parent = parent_of(record, path);
  if (parent == nullptr) {
    return false;
  }
  const std::size_t index = path.back();
  const std::size_t k = parent->variations[index].at;
  Line promoted = std::move(parent->variations[index].line);
  // The old continuation: the actions from the branch on, with what stood after the branch.
  Line old;
  old.actions.assign(parent->actions.begin() + static_cast<std::ptrdiff_t>(k),
                     parent->actions.end());
  for (auto it = parent->comments.upper_bound(k); it != parent->comments.end();) {
    old.comments[it->first - k] = std::move(it->second);
    it = parent->comments.erase(it);
  }
  std::vector<Variation> kept;
  for (Variation& v : parent->variations) {
    if (v.at > k) {
      old.variations.push_back(Variation{v.at - k, std::move(v.line)});
    }
  }
  for (std::size_t i = 0; i < parent->variations.size(); ++i) {
    if (i == index) {
      kept.push_back(Variation{k, std::move(old)});
    } else if (parent->variations[i].at <= k) {
      kept.push_back(std::move(parent->variations[i]));
    }
  }
  parent->variations = std::move(kept);
  // The promoted line in the parent's place from the branch on.
  parent->actions.resize(k);
  parent->actions.insert(parent->actions.end(), promoted.actions.begin(), promoted.actions.end());
  for (auto& [at, text] : promoted.comments) {
    join_comment(parent->comments[k + at], text);
  }
  for (Variation& v : promoted.variations) {
    insert_variation(parent->variations, Variation{k + v.at, std::move(v.line)});
  }
  return true;
}

bool delete_variation(Record& record, const LinePath& path) {
  Line* parent = parent_of(record, path);
  if (parent == nullptr) {
    return false;
  }
  parent->variations.erase(parent->variations.begin() + static_cast<std::ptrdiff_t>(path.back()));
  return true;
}

void sync_line(Line& line, const std::vector<Action>& actions) {
  std::size_t same = 0;
  while (same < actions.size() && same < line.actions.size() &&
         actions[same] == line.actions[same]) {
    ++same;
  }
  line.truncate(same);
  line.actions.insert(line.actions.end(), actions.begin() + static_cast<std::ptrdiff_t>(same),
                      actions.end());
}

}  // namespace marbles
