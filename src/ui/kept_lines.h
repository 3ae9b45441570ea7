// The lines of play that a move made before the end of the record replaced, kept so that Undo
// brings them back (plain C++: the engine suite tests it).
//
// A move played at ply p of a record that goes on after p replaces the record's actions from p
// on (its tail): replaced() keeps that tail under p and the actions before p. When Undo comes
// back to p on the same line (the same actions before p), take_at() hands the kept tail back,
// to become the record's tail again (the redo line), and keeps the record's own tail in its
// place: neither line is lost, and coming back to p by Undo again brings the other one. Several
// tails kept at one point come back in turn, the one replaced last first.
#pragma once

#include <cstddef>
#include <optional>
#include <vector>

#include "core/types.h"

namespace marbles::ui {

class KeptLines {
 public:
  // A move at `ply` replaces record[ply..]: keeps that tail (nothing when it is empty).
  void replaced(const std::vector<Action>& record, std::size_t ply);
  // Undo reached `ply` of `record`: the record with the tail kept last for this point and these
  // actions before it in place of its own tail (which is kept instead), or nothing when none is.
  std::optional<std::vector<Action>> take_at(const std::vector<Action>& record, std::size_t ply);
  // Another game: nothing is kept.
  void clear() { kept_.clear(); }
  std::size_t size() const { return kept_.size(); }

  // At most this many tails are kept (the oldest go first).
  static constexpr std::size_t kMaxKept = 64;

 private:
  struct Kept {
    std::vector<Action> before;  // the record's actions before the point (its ply is their count)
    std::vector<Action> tail;
  };
  // Keeps k: last (it comes back next) or first (after every other kept at its point).
  void keep(Kept k, bool next);
  std::vector<Kept> kept_;  // in the order they come back: the next one last
};

}  // namespace marbles::ui
