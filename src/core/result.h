// Result<T>: a value or an error with a message and, for text input, a line and column.
// Used for every untrusted input (records, positions, links, JS calls). No exceptions.
#pragma once

#include <optional>
#include <string>
#include <utility>

#include "core/check.h"
#include "core/lang.h"

namespace marbles {

struct Error {
  std::string message;
  int line = 0;    // 1-based; 0 when not about a text position
  int column = 0;  // 1-based; 0 when unknown

  // "line 3, column 5: unknown game 'foo'" or just the message; the place in the message
  // language ("ligne 3, colonne 5 : ...").
  std::string text() const {
    if (line <= 0) {
      return message;
    }
    std::string s = msg("line ", "ligne ") + std::to_string(line);
    if (column > 0) {
      s += msg(", column ", ", colonne ") + std::to_string(column);
    }
    return s + colon() + message;
  }
};

template <class T>
class [[nodiscard]] Result {
 public:
  Result(T value) : value_(std::move(value)) {}      // NOLINT(google-explicit-constructor)
  Result(Error error) : error_(std::move(error)) {}  // NOLINT(google-explicit-constructor)

  bool ok() const { return value_.has_value(); }
  explicit operator bool() const { return ok(); }
  const T& value() const& {
    MARBLES_CHECK(ok());
    return *value_;
  }
  T& value() & {
    MARBLES_CHECK(ok());
    return *value_;
  }
  T&& value() && {
    MARBLES_CHECK(ok());
    return std::move(*value_);
  }
  const T& operator*() const& { return value(); }
  const T* operator->() const { return &value(); }
  const Error& error() const {
    MARBLES_CHECK(!ok());
    return error_;
  }

 private:
  std::optional<T> value_;
  Error error_;
};

inline Error make_error(std::string message, int line = 0, int column = 0) {
  return Error{std::move(message), line, column};
}

}  // namespace marbles
