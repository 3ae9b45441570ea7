// Invariant checks: abort with file:line. For programming errors only; untrusted input
// returns Result<T> (core/result.h) instead.
#pragma once

#include <cstdio>
#include <cstdlib>

#define MARBLES_CHECK(cond)                                                         \
  do {                                                                              \
    if (!(cond)) {                                                                  \
      std::fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
      std::abort();                                                                 \
    }                                                                               \
  } while (false)
