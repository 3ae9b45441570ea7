// A tiny PNG writer for the desktop shell's screenshots: RGB, zlib "stored" blocks (no
// compression), CRC32 and Adler-32.
#pragma once

#include <cstdint>
#include <vector>

namespace marbles::platform {

// Writes w x h pixels given as glReadPixels gives them (RGBA, bottom-up rows) as an RGB PNG.
bool write_png(const char* path, int w, int h, const std::vector<std::uint8_t>& rgba);

}  // namespace marbles::platform
