#include "ui/slice_stats.h"

#include <algorithm>
#include <cstdio>
#include <limits>
#include <utility>

namespace marbles::ui {

std::int32_t SliceStats::median(std::vector<std::int32_t> v) {
  if (v.empty()) {
    return 0;
  }
  // Quickselect (Hoare's partition) of the middle element: little code in the page.
  const auto k = static_cast<std::ptrdiff_t>(v.size() / 2);
  std::ptrdiff_t lo = 0;
  std::ptrdiff_t hi = static_cast<std::ptrdiff_t>(v.size()) - 1;
  while (lo < hi) {
    const std::int32_t pivot = v[static_cast<std::size_t>(lo + (hi - lo) / 2)];
    std::ptrdiff_t i = lo;
    std::ptrdiff_t j = hi;
    while (i <= j) {
      while (v[static_cast<std::size_t>(i)] < pivot) {
        ++i;
      }
      while (v[static_cast<std::size_t>(j)] > pivot) {
        --j;
      }
      if (i <= j) {
        std::swap(v[static_cast<std::size_t>(i)], v[static_cast<std::size_t>(j)]);
        ++i;
        --j;
      }
    }
    if (k <= j) {
      hi = j;
    } else if (k >= i) {
      lo = i;
    } else {
      break;
    }
  }
  return v[static_cast<std::size_t>(k)];
}

void SliceStats::add(std::int64_t work, double ms, bool full) {
  ++slices_;
  work_ += work;
  worst_ms_ = std::max(worst_ms_, ms);
  constexpr double kMax = std::numeric_limits<std::int32_t>::max();
  if (micros_.size() < kMaxKept) {
    micros_.push_back(static_cast<std::int32_t>(std::clamp(ms * 1000, 0.0, kMax)));
  }
  if (full) {
    worst_work_ = std::max(worst_work_, work);
    if (full_work_.size() < kMaxKept) {
      full_work_.push_back(static_cast<std::int32_t>(std::clamp<std::int64_t>(work, 0, INT32_MAX)));
    }
  }
}

std::string SliceStats::json() const {
  char ms[64];
  std::snprintf(ms, sizeof ms, ",\"median_ms\":%.2f,\"worst_ms\":%.2f", median(micros_) / 1000.0,
                worst_ms_);
  return "{\"slices\":" + std::to_string(slices_) +
         ",\"full\":" + std::to_string(full_work_.size()) + ",\"work\":" + std::to_string(work_) +
         ",\"median_work\":" + std::to_string(median(full_work_)) +
         ",\"worst_work\":" + std::to_string(worst_work_) + ms + "}";
}

}  // namespace marbles::ui
