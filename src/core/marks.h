// Marks on the board, written inside a record's comments as lichess writes them in PGN:
//
//   {The stone on C3 is lost [%csl RC3] [%cal GD2-D1,GB1-C1]}
//
//   [%csl ...]  highlighted cells: each a colour letter and a cell (RC3)
//   [%cal ...]  arrows: a colour letter, the cell it starts from, '-', the cell it points to
//
// Items are separated by commas. Colours: G green, R red, Y yellow, B blue. Cells are the game's
// own names (AnyState::cell_from_text): C3 in Wali, c4 in Quits, a11 in Wykersham, e9 in Offboard.
// Any other "[%…]" command in a comment is left in its text, untouched.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/any_game.h"
#include "core/result.h"

namespace marbles {

enum class MarkColour : std::uint8_t { kGreen, kRed, kYellow, kBlue };
inline constexpr int kMarkColours = 4;

struct Mark {
  int from = -1;  // the cell highlighted, or the arrow's tail
  int to = -1;    // the arrow's head; -1 for a highlighted cell
  MarkColour colour = MarkColour::kGreen;
  bool is_arrow() const { return to >= 0; }
  bool operator==(const Mark&) const = default;
};

// A comment read: its words (the marks' commands taken out, spaces at both ends trimmed) and its
// marks, highlighted cells first, in the order written.
struct Annotation {
  std::string text;
  std::vector<Mark> marks;
  bool operator==(const Annotation&) const = default;
};

// Reads a comment's marks on the board of `s` (its cells); an error names the item that is wrong.
Result<Annotation> read_annotation(std::string_view comment, const AnyState& s);
// A comment with these words and marks: the text, then " [%csl …]" and " [%cal …]" as needed.
std::string write_annotation(const Annotation& a, const AnyState& s);
// The letter of a colour (G, R, Y, B).
char mark_colour_letter(MarkColour c);

}  // namespace marbles
