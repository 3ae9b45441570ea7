// The space-separated fields that follow the board in every game's position text.
#pragma once

#include <cstddef>
#include <string_view>

namespace marbles {

struct Field {
  std::string_view text;
  std::size_t at = 0;  // offset of the field in the whole text
};

// Splits text[from..] at runs of spaces into out[0..max). Returns the number of fields, or -1
// when there are more than max; *extra (if given) is then the offset of the first field too many.
int split_fields(std::string_view text, std::size_t from, Field* out, int max,
                 std::size_t* extra = nullptr);

// A field of 1 to 3 decimal digits (no sign) with a value from 0 to max, else -1.
int small_number(std::string_view field, int max);

}  // namespace marbles
