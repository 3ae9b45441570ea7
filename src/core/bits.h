// Bit counts for the games' bitboards.
//
// WASM, ARM and x86-64 CPUs built with POPCNT count bits in one instruction. The native build
// targets generic x86-64, where __builtin_popcount is a call to libgcc's table-free software
// count (__popcountdi2); these branch-free counts (SWAR) inline instead and are faster.
#pragma once

#include <cstdint>

namespace marbles {

#if defined(__POPCNT__) || defined(__wasm__) || defined(__ARM_NEON) || defined(__aarch64__)
inline int popcount32(std::uint32_t m) {
  return __builtin_popcount(m);
}
inline int popcount64(std::uint64_t m) {
  return __builtin_popcountll(m);
}
#else
inline int popcount32(std::uint32_t m) {
  m = m - ((m >> 1) & 0x55555555u);
  m = (m & 0x33333333u) + ((m >> 2) & 0x33333333u);
  m = (m + (m >> 4)) & 0x0F0F0F0Fu;
  return static_cast<int>((m * 0x01010101u) >> 24);
}
inline int popcount64(std::uint64_t m) {
  m = m - ((m >> 1) & 0x5555555555555555ULL);
  m = (m & 0x3333333333333333ULL) + ((m >> 2) & 0x3333333333333333ULL);
  m = (m + (m >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
  return static_cast<int>((m * 0x0101010101010101ULL) >> 56);
}
#endif

}  // namespace marbles
