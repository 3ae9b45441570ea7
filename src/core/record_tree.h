// Editing an annotated record's tree of lines (core/record.h): the study view's edits
// (docs/NOTATION.md, "Comments, variations and marks"). A line is named by its path: the
// variation's index in the main line's variations, then in that one's, and so on ([] the main
// line); a point of a line is a count of its actions (0 before the first).
#pragma once

#include <cstddef>
#include <optional>
#include <vector>

#include "core/record.h"

namespace marbles {

using LinePath = std::vector<std::size_t>;

// The line at `path`, or nullptr when the path names none.
Line* line_at(Record& record, const LinePath& path);
const Line* line_at(const Record& record, const LinePath& path);

// Where point p of the line shown for `path` (the actions before the branch, then the line's
// own, as variation_view shows it) stands in the tree: the innermost line of the path that holds
// that position, and the point in it. The point where a variation branches off belongs to the
// line it branches off. Nothing when the path names no line or p is past its end.
struct TreePoint {
  LinePath path;
  std::size_t point = 0;
};
std::optional<TreePoint> locate(const Record& record, const LinePath& path, std::size_t p);

// How many actions come before the line at `path` (0 for the main line).
std::size_t line_offset(const Record& record, const LinePath& path);

// Adds a variation to `line` that plays `a` instead of its action `at` (kept after the ones
// already there at that point); returns its index in line.variations.
std::size_t add_variation(Line& line, std::size_t at, Action a);

// The variation at `path` becomes the line it branches off, from its branch on; that line's
// old continuation becomes the variation in its place (at the same index), with the comments and
// variations that stood after the branch. The promoted line's first comment is joined to the
// comment at the branch. False when the path names no variation.
bool promote_variation(Record& record, const LinePath& path);

// Deletes the variation at `path` with all it holds. False when the path names no variation.
bool delete_variation(Record& record, const LinePath& path);

// Makes `line`'s actions `actions`, keeping the comments and variations that stand on the part
// they share (a line replayed from the page: moves added at its end, or a new end after a point).
void sync_line(Line& line, const std::vector<Action>& actions);

}  // namespace marbles
