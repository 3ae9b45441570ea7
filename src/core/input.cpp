#include "core/input.h"

#include <array>
#include <cstring>
#include <string>
#include <string_view>

namespace marbles {

namespace {

struct KindInfo {
  std::size_t limit;
  std::string_view code;  // what the text is ("the move"): the subject of the messages
  bool feminine;          // in French: "trop longue"
};

const KindInfo& info(TextKind kind) {
  static const std::array<KindInfo, kTextKinds> kinds = {{
      {kMaxMoveBytes, "input.move", false},
      {kMaxRecordBytes, "input.record", false},
      {kMaxNameBytes, "input.game", false},
      {kMaxNameBytes, "input.variant", false},
      {kMaxNameBytes, "input.option_name", false},
      {kMaxNameBytes, "input.option_value", true},
      {kMaxNameBytes, "input.cell", false},
      {kMaxNameBytes, "input.control", false},
  }};
  const auto i = static_cast<std::size_t>(kind);
  return kinds[i < static_cast<std::size_t>(kTextKinds) ? i : 0];
}

Error too_long(const KindInfo& k) {
  const std::string_view code = k.limit == kMaxRecordBytes ? "input.too_long_mib"
                                : k.feminine               ? "input.too_long_f"
                                                           : "input.too_long";
  return make_error(Message(code, {std::to_string(k.limit)}, {Message(k.code)}));
}

// The place of the byte at `at`: its line (1-based, after '\n's) and its column (1-based, in
// characters: UTF-8 continuation bytes do not count; nor does a byte order mark on line 1).
Error nul_error(std::string_view text, std::size_t at) {
  int line = 1;
  std::size_t line_start = 0;
  for (std::size_t i = 0; i < at; ++i) {
    if (text[i] == '\n') {
      ++line;
      line_start = i + 1;
    }
  }
  if (line == 1 && text.substr(0, 3) == "\xEF\xBB\xBF") {
    line_start = 3;
  }
  int column = 1;
  for (std::size_t i = line_start; i < at; ++i) {
    if ((static_cast<unsigned char>(text[i]) & 0xC0U) != 0x80U) {
      ++column;
    }
  }
  return make_error(Message("input.nul"), line, column);
}

}  // namespace

std::size_t text_limit(TextKind kind) {
  return info(kind).limit;
}

Result<std::string_view> checked_text(TextKind kind, const char* data, std::size_t size) {
  const KindInfo& k = info(kind);
  // The size first: nothing is read of a text that is too long.
  if (size > k.limit) {
    return too_long(k);
  }
  if (data == nullptr) {
    if (size == 0) {
      return std::string_view();
    }
    return make_error(Message("input.missing", {}, {Message(k.code)}));
  }
  const std::string_view text(data, size);
  const void* nul = std::memchr(data, 0, size);
  if (nul != nullptr) {
    return nul_error(text, static_cast<std::size_t>(static_cast<const char*>(nul) - data));
  }
  return text;
}

}  // namespace marbles
