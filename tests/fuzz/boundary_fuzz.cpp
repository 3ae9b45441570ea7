// libFuzzer target for the JS -> C++ string boundary (core/input.h, as src/platform/web/main.cpp
// calls it): every kind of text in every form the page can pass it (tests/fuzz/boundary.h), with
// embedded NULs, multi-byte characters and declared sizes of any length, then what passes fed
// where the page sends it: records to the record parser (their positions too), moves to every
// game's parser, game ids and variants to Session::create. Checked against a reference written
// here: a text is accepted exactly when it is within its limit and has no NUL, as the same bytes;
// a NUL is placed at the right line and column; a size over the limit is refused before a byte
// is read (AddressSanitizer stops a read past the input). scripts/test runs it next to
// parse_fuzz; by hand (after the build of parse_fuzz's header comment):
//   mkdir -p build/boundary-corpus && build/fuzz/make_corpus --boundary build/boundary-corpus
//   build/fuzz/boundary_fuzz build/boundary-corpus -max_len=6000 -max_total_time=600
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

#include "boundary.h"
#include "checks.h"
#include "core/check.h"
#include "core/input.h"
#include "core/record.h"
#include "games/registry.h"
#include "ui/lang.h"
#include "ui/messages.h"

namespace {

using marbles::GameInfo;
using marbles::TextKind;
using marbles::fuzz::Form;

// The limit as the messages write it ("1,048,576"; "1 048 576" in French).
std::string limit_text(std::size_t n) {
  std::string digits = std::to_string(n);
  const std::string sep = marbles::fuzz::language() == marbles::Lang::kFr ? "\xC2\xA0" : ",";
  for (int i = static_cast<int>(digits.size()) - 3; i > 0; i -= 3) {
    digits.insert(static_cast<std::size_t>(i), sep);
  }
  return digits;
}

void check_too_long(const marbles::Result<std::string_view>& r, TextKind kind) {
  MARBLES_CHECK(!r.ok());
  MARBLES_CHECK(r.error().line == 0);
  MARBLES_CHECK(marbles::ui::reason(r.error(), marbles::fuzz::language())
                    .find(limit_text(marbles::text_limit(kind))) != std::string::npos);
}

// The reference place of the first NUL: the lines split at '\n'; the column counts the
// characters before it on its line, a character being a byte that is not a UTF-8 continuation
// byte (10xxxxxx) with the continuation bytes after it; a byte order mark opening the text is
// no column.
void expected_place(std::string_view text, std::size_t nul, int* line, int* column) {
  const std::string_view before = text.substr(0, nul);
  *line = 1 + static_cast<int>(std::count(before.begin(), before.end(), '\n'));
  const std::size_t nl = before.rfind('\n');
  std::string_view on_line = nl == std::string_view::npos ? before : before.substr(nl + 1);
  if (nl == std::string_view::npos && on_line.substr(0, 3) == "\xEF\xBB\xBF") {
    on_line.remove_prefix(3);
  }
  *column = 1 + static_cast<int>(std::count_if(on_line.begin(), on_line.end(), [](char c) {
              return (static_cast<unsigned char>(c) & 0xC0U) != 0x80U;
            }));
}

// What passes goes where the page sends it.
void feed(TextKind kind, std::string_view text) {
  switch (kind) {
    case TextKind::kRecord:
      marbles::fuzz::check_record(text);
      return;
    case TextKind::kMove:
      for (const GameInfo& game : marbles::games()) {
        auto start = game.make(game.variants.front(), "");
        MARBLES_CHECK(start.ok());
        auto a = (*start)->parse_action(text);
        if (a.ok()) {
          MARBLES_CHECK((*start)->is_legal(*a));
        } else {
          marbles::fuzz::check_error(a.error());
        }
      }
      return;
    case TextKind::kGame: {
      auto s = marbles::Session::create(text, "", marbles::games());
      if (!s.ok()) {
        marbles::fuzz::check_error(s.error());
      }
      return;
    }
    case TextKind::kVariant:
      for (const GameInfo& game : marbles::games()) {
        auto s = marbles::Session::create(game.id, text, marbles::games());
        if (!s.ok()) {
          marbles::fuzz::check_error(s.error());
        }
      }
      return;
    default:
      return;  // options, cells and controls go to the UI, not to the engine
  }
}

// The page's form: the bytes and their count.
void check_bytes(TextKind kind, const char* data, std::size_t size) {
  const auto r = marbles::checked_text(kind, data, size);
  const std::string_view text(data, size);
  if (size > marbles::text_limit(kind)) {
    check_too_long(r, kind);
    return;
  }
  const std::size_t nul = text.find('\0');
  if (nul != std::string_view::npos) {
    MARBLES_CHECK(!r.ok());
    int line = 0;
    int column = 0;
    expected_place(text, nul, &line, &column);
    MARBLES_CHECK(r.error().line == line);
    MARBLES_CHECK(r.error().column == column);
    const bool fr = marbles::fuzz::language() == marbles::Lang::kFr;
    MARBLES_CHECK(
        marbles::ui::text(r.error(), marbles::fuzz::language()).find(fr ? "ligne " : "line ") == 0);
    return;
  }
  MARBLES_CHECK(r.ok());
  MARBLES_CHECK(r->data() == data && r->size() == size);  // the same bytes, not a copy
  feed(kind, *r);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < marbles::fuzz::kBoundaryHeader) {
    return 0;
  }
  const auto kind = static_cast<TextKind>((data[0] & 7U) % marbles::kTextKinds);
  const auto form = static_cast<Form>((data[0] >> 3U) & 3U);
  marbles::fuzz::language() = (data[0] & 0x80U) != 0 ? marbles::Lang::kFr : marbles::Lang::kEn;
  std::uint32_t n = 0;
  std::memcpy(&n, data + 1, sizeof n);
  const char* text = reinterpret_cast<const char*>(data + marbles::fuzz::kBoundaryHeader);
  const std::size_t length = size - marbles::fuzz::kBoundaryHeader;
  const std::size_t limit = marbles::text_limit(kind);
  switch (form) {
    case Form::kBytes:
      check_bytes(kind, text, length);
      break;
    case Form::kNoData: {
      // JS's form for a string already over its limit: no data, its length (any length).
      const std::size_t declared = (data[0] & 0x40U) != 0 ? limit + 1 + n : n;
      const auto r = marbles::checked_text(kind, nullptr, declared);
      if (declared == 0) {
        MARBLES_CHECK(r.ok() && r->empty());
      } else if (declared > limit) {
        check_too_long(r, kind);
      } else {
        MARBLES_CHECK(!r.ok() && r.error().line == 0);
      }
      break;
    }
    case Form::kOverLong:
      // A size past the end of the text: refused by the size, nothing read.
      check_too_long(marbles::checked_text(kind, text, limit + 1 + n), kind);
      break;
    case Form::kPrefix:
      check_bytes(kind, text, std::min<std::size_t>(n, length));
      break;
  }
  return 0;
}
