#include "core/fields.h"

namespace marbles {

int split_fields(std::string_view text, std::size_t from, Field* out, int max, std::size_t* extra) {
  int n = 0;
  std::size_t j = from;
  while (j < text.size()) {
    while (j < text.size() && text[j] == ' ') {
      ++j;
    }
    const std::size_t start = j;
    while (j < text.size() && text[j] != ' ') {
      ++j;
    }
    if (start < j) {
      if (n == max) {
        if (extra != nullptr) {
          *extra = start;
        }
        return -1;
      }
      out[n++] = Field{text.substr(start, j - start), start};
    }
  }
  return n;
}

int small_number(std::string_view field, int max) {
  if (field.empty() || field.size() > 3) {
    return -1;
  }
  int x = 0;
  for (char ch : field) {
    if (ch < '0' || ch > '9') {
      return -1;
    }
    x = x * 10 + (ch - '0');
  }
  return x <= max ? x : -1;
}

}  // namespace marbles
