// The search's slices as the page ran them, for state().search: how many, the work each did
// (MCTS iterations or alpha-beta nodes: AnyAgent::work) and each one's own time on the steady
// clock. A slice either ends when its time is spent ("full": its work is what the machine did in
// that time, never more) or earlier because the search is done. The browser tests compare the
// full slices' work with one another (a search that overran its slice would show as many times
// the usual work), which no load on the machine can inflate; the times are reported.
// Plain C++ (the engine suite tests it).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace marbles::ui {

class SliceStats {
 public:
  void add(std::int64_t work, double ms, bool full);
  void clear() { *this = SliceStats{}; }
  // {"slices":N,"full":N,"work":W,"median_work":W,"worst_work":W,"median_ms":T,"worst_ms":T}:
  // work over every slice; median_work and worst_work over the full slices; times over all.
  std::string json() const;

  // The median of v (the upper one of an even count; 0 when empty).
  static std::int32_t median(std::vector<std::int32_t> v);

 private:
  static constexpr std::size_t kMaxKept = 1 << 16;  // slices whose work and time are kept
  std::int64_t slices_ = 0;
  std::int64_t work_ = 0;
  std::int64_t worst_work_ = 0;
  double worst_ms_ = 0;
  std::vector<std::int32_t> full_work_;
  std::vector<std::int32_t> micros_;  // each slice's time in microseconds
};

}  // namespace marbles::ui
