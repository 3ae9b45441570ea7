// The one check of every string that enters the engine from JavaScript (the exports of
// src/platform/web/main.cpp): a size limit per kind of text, and no NUL byte. The page passes a
// string as (data, size): UTF-8 bytes on the heap and their count, or, for a string whose
// length is already over its kind's limit, no data (nullptr) and that length; the size is
// checked before a byte is read, so an over-long declared size is refused whatever `data` is.
//
//   kind           limit                  what
//   move           256 bytes              one action in a game's notation (mb_play)
//   record         1,048,576 (1 MiB)      a record (mb_load_record): as much as a file
//   game, variant  1,024                  mb_new_game's two arguments
//   option, value  1,024                  mb_set_option's two arguments
//   cell, control  1,024                  mb_cell_center, mb_widget_center
//
// A NUL byte anywhere is refused with its place (line and column, columns counting characters
// as an editor does; a UTF-8 byte order mark before line 1 is not one), so that no text is cut
// short by it further on. A null pointer with size 0 is the empty string. The errors are
// messages with codes ("input.too_long", "input.nul"), like every other engine error.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/result.h"

namespace marbles {

enum class TextKind : std::uint8_t {
  kMove,
  kRecord,
  kGame,
  kVariant,
  kOptionName,
  kOptionValue,
  kCell,
  kControl,
};

inline constexpr std::size_t kMaxMoveBytes = 256;
inline constexpr std::size_t kMaxRecordBytes = std::size_t{1} << 20;  // as the shim's files
inline constexpr std::size_t kMaxNameBytes = 1024;
inline constexpr int kTextKinds = 8;

// The most bytes a text of this kind may have.
std::size_t text_limit(TextKind kind);

// The text (data, size) as a view of the same bytes when it is within its kind's limit and has
// no NUL byte; else an error naming the kind and the limit, or the NUL's line and column.
Result<std::string_view> checked_text(TextKind kind, const char* data, std::size_t size);

}  // namespace marbles
