// Scanner: a cursor over a text for the games' parsers (positions, actions), with the place
// of an error. An error is a message at a place: the cursor's line and column, or an offset
// given. The message is prefixed by what is being read ("position: ..."), as the parsers'
// errors have always been.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>

#include "core/result.h"

namespace marbles {

// The code of "position", what a position parser's errors are inside.
inline constexpr std::string_view kPositionPart = "core.position";

class Scanner {
 public:
  // How an offset is told in errors: by line and column, or as a column of one line (a
  // position text is one line; a line break in it is just a wrong character).
  enum class Lines : bool { kCount, kOne };
  // `what`: the code of the message every error is inside (kPositionPart: "position: ..."), or
  // empty for none.
  explicit Scanner(std::string_view text, std::string_view what = {}, Lines lines = Lines::kCount)
      : text_(text), what_(what), lines_(lines) {}

  std::string_view text() const { return text_; }
  std::size_t pos() const { return pos_; }
  void seek(std::size_t pos) { pos_ = pos; }
  bool at_end() const { return pos_ >= text_.size(); }
  // The character `ahead` places after the cursor, '\0' past the end.
  char peek(std::size_t ahead = 0) const {
    return pos_ + ahead < text_.size() ? text_[pos_ + ahead] : '\0';
  }
  // The rest of the text from the cursor.
  std::string_view rest() const { return at_end() ? std::string_view() : text_.substr(pos_); }
  void advance(std::size_t n = 1) { pos_ += n; }
  // Consumes c (or word) when the text goes on with it.
  bool eat(char c);
  bool eat(std::string_view word);
  void skip_spaces();
  // A decimal number of 1 to max_digits digits at the cursor, consumed; -1 (nothing consumed)
  // when there is no digit.
  int number(int max_digits);

  // 1-based line and column of an offset (of the cursor by default).
  int line_at(std::size_t pos) const;
  int column_at(std::size_t pos) const;
  // The error `message` at the cursor, or at offset `pos`.
  Error fail(Message message) const { return fail_at(pos_, std::move(message)); }
  Error fail_at(std::size_t pos, Message message) const;

 private:
  std::string_view text_;
  std::string_view what_;
  Lines lines_;
  std::size_t pos_ = 0;
};

}  // namespace marbles
