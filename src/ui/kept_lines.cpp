#include "ui/kept_lines.h"

#include <algorithm>
#include <iterator>
#include <utility>

namespace marbles::ui {

namespace {

bool starts_with(const std::vector<Action>& v, const std::vector<Action>& prefix) {
  return prefix.size() <= v.size() && std::equal(prefix.begin(), prefix.end(), v.begin());
}

std::vector<Action> slice(const std::vector<Action>& v, std::size_t from, std::size_t to) {
  return {v.begin() + static_cast<std::ptrdiff_t>(from),
          v.begin() + static_cast<std::ptrdiff_t>(to)};
}

}  // namespace

void KeptLines::keep(Kept k, bool next) {
  // A tail that only begins a line kept at the same point adds nothing (that line takes its
  // turn instead); one that goes on from a kept tail takes that tail's place.
  for (auto it = kept_.begin(); it != kept_.end(); ++it) {
    if (it->before != k.before) {
      continue;
    }
    if (starts_with(it->tail, k.tail)) {
      k = std::move(*it);
      kept_.erase(it);
      break;
    }
    if (starts_with(k.tail, it->tail)) {
      kept_.erase(it);
      break;
    }
  }
  if (next) {
    kept_.push_back(std::move(k));
  } else {
    kept_.insert(kept_.begin(), std::move(k));
  }
  if (kept_.size() > kMaxKept) {
    kept_.erase(next ? kept_.begin() : kept_.begin() + 1);
  }
}

void KeptLines::replaced(const std::vector<Action>& record, std::size_t ply) {
  if (ply < record.size()) {
    keep(Kept{slice(record, 0, ply), slice(record, ply, record.size())}, true);
  }
}

std::optional<std::vector<Action>> KeptLines::take_at(const std::vector<Action>& record,
                                                      std::size_t ply) {
  if (ply > record.size()) {
    return std::nullopt;
  }
  const auto here = [&](const Kept& k) {
    return k.before.size() == ply && std::equal(k.before.begin(), k.before.end(), record.begin());
  };
  const auto found = std::find_if(kept_.rbegin(), kept_.rend(), here);
  if (found == kept_.rend()) {
    return std::nullopt;
  }
  Kept k = std::move(*found);
  kept_.erase(std::next(found).base());
  std::vector<Action> out = std::move(k.before);
  out.insert(out.end(), k.tail.begin(), k.tail.end());
  if (ply < record.size()) {
    // The record's own tail waits behind the others kept at this point.
    keep(Kept{slice(record, 0, ply), slice(record, ply, record.size())}, false);
  }
  return out;
}

}  // namespace marbles::ui
