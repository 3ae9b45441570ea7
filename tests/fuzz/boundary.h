// The input layout of boundary_fuzz (tests/fuzz/boundary_fuzz.cpp), shared with make_corpus,
// which writes its seeds: a 5-byte header, then the text.
//   byte 0      bits 0-2: the kind (core/input.h's TextKind); bits 3-4: the form of the call
//               (see Form); bit 7: the messages in French
//   bytes 1-4   a number n (little-endian): the declared size of the forms that declare one
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/input.h"

namespace marbles::fuzz {

inline constexpr std::size_t kBoundaryHeader = 5;

enum class Form : std::uint8_t {
  kBytes = 0,     // (text, its size): how the page passes a string within its limit
  kNoData = 1,    // (nullptr, n): how the page passes a string over its limit (its length)
  kOverLong = 2,  // (text, limit + 1 + n): a declared size past the text, refused unread
  kPrefix = 3,    // (text, min(n, its size))
};

inline std::string boundary_seed(TextKind kind, Form form, std::uint32_t n, std::string_view text,
                                 bool french = false) {
  std::string out(kBoundaryHeader, '\0');
  out[0] = static_cast<char>(static_cast<unsigned>(kind) | (static_cast<unsigned>(form) << 3U) |
                             (french ? 0x80U : 0U));
  for (int i = 0; i < 4; ++i) {
    out[static_cast<std::size_t>(1 + i)] = static_cast<char>((n >> (8U * i)) & 0xFFU);
  }
  return out + std::string(text);
}

}  // namespace marbles::fuzz
