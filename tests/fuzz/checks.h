// Checks shared by the fuzz targets (parse_fuzz.cpp, boundary_fuzz.cpp): what must hold of any
// text the engine reads.
#pragma once

#include <string>
#include <string_view>

#include "core/check.h"
#include "core/record.h"
#include "games/registry.h"
#include "ui/messages.h"

namespace marbles::fuzz {

// The language this run renders the errors in (each target picks it from its input).
inline Lang& language() {
  static Lang lang = Lang::kEn;
  return lang;
}

// An error: every part a message with texts (its code in a table), rendered, not empty.
inline void check_error(const Error& e) {
  MARBLES_CHECK(!e.parts.empty());
  for (const Message& m : e.parts) {
    MARBLES_CHECK(ui::find_text(m.code) != nullptr);
  }
  MARBLES_CHECK(!ui::text(e, language()).empty());
}

// A record that parses formats, parses back to the same actions, comments and variations and the
// same text, and opens as a session at its end.
inline void check_record(std::string_view text) {
  auto record = marbles::parse_record(text);
  if (!record.ok()) {
    check_error(record.error());
    MARBLES_CHECK(record.error().line >= 1);
    return;
  }
  const std::string formatted = marbles::format_record(*record);
  auto again = marbles::parse_record(formatted);
  MARBLES_CHECK(again.ok());
  // The whole tree: actions, comments and variations.
  MARBLES_CHECK(static_cast<const Line&>(*again) == static_cast<const Line&>(*record));
  MARBLES_CHECK(marbles::format_record(*again) == formatted);
  auto session = marbles::Session::from_record(*record, games());
  MARBLES_CHECK(session.ok());
  MARBLES_CHECK(session->ply() == record->actions.size());
}

}  // namespace marbles::fuzz
