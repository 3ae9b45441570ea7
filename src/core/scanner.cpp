#include "core/scanner.h"

namespace marbles {

bool Scanner::eat(char c) {
  if (peek() != c || at_end()) {
    return false;
  }
  ++pos_;
  return true;
}

bool Scanner::eat(std::string_view word) {
  if (rest().substr(0, word.size()) != word) {
    return false;
  }
  pos_ += word.size();
  return true;
}

void Scanner::skip_spaces() {
  while (peek() == ' ' || peek() == '\t' || peek() == '\n' || peek() == '\r') {
    ++pos_;
  }
}

int Scanner::number(int max_digits) {
  if (peek() < '0' || peek() > '9') {
    return -1;
  }
  int n = 0;
  for (int d = 0; d < max_digits && peek() >= '0' && peek() <= '9'; ++d) {
    n = n * 10 + (peek() - '0');
    ++pos_;
  }
  return n;
}

int Scanner::line_at(std::size_t pos) const {
  if (lines_ == Lines::kOne) {
    return 1;
  }
  int line = 1;
  for (std::size_t i = 0; i < pos && i < text_.size(); ++i) {
    line += text_[i] == '\n' ? 1 : 0;
  }
  return line;
}

int Scanner::column_at(std::size_t pos) const {
  if (lines_ == Lines::kOne) {
    return static_cast<int>(pos) + 1;
  }
  const std::size_t start = text_.rfind('\n', pos == 0 ? 0 : pos - 1);
  const bool first_line = start == std::string_view::npos || (pos == 0);
  return static_cast<int>(first_line ? pos : pos - start - 1) + 1;
}

Error Scanner::fail_at(std::size_t pos, Message message) const {
  Error e = make_error(std::move(message), line_at(pos), column_at(pos));
  return what_.empty() ? e : std::move(e).within(Message(what_));
}

}  // namespace marbles
