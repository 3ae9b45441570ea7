// Result<T>: a value or an error: a message (core/message.h) and, for text input, a line and
// column.
// Used for every untrusted input (records, positions, links, JS calls). No exceptions.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/check.h"
#include "core/message.h"

namespace marbles {

// What went wrong: the message, after what was being read when it went wrong (a record's
// "[Position]", a position's "position"), outermost first. The UI renders the parts joined by
// ": " (ui::text in src/ui/messages.h), after the place when there is one.
struct Error {
  std::vector<Message> parts;
  int line = 0;    // 1-based; 0 when not about a text position
  int column = 0;  // 1-based; 0 when unknown

  const Message& reason() const { return parts.back(); }
  std::string_view code() const { return parts.empty() ? std::string_view() : parts.back().code; }
  // The error inside `context` ("[Variant]"): the same message and place.
  Error within(Message context) && {
    parts.insert(parts.begin(), std::move(context));
    return std::move(*this);
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

inline Error make_error(Message message, int line = 0, int column = 0) {
  return Error{{std::move(message)}, line, column};
}

}  // namespace marbles
