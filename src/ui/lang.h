// The languages of the interface. The engine has none: its messages are codes with arguments
// (core/message.h) that the text layer (ui/messages.h) renders in one of these.
#pragma once

#include <cstdint>

namespace marbles {

enum class Lang : std::uint8_t { kEn, kFr };

}  // namespace marbles
