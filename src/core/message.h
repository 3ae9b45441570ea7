// A message of the engine: a code and its arguments. The engine speaks no human language: its
// errors are messages, and the UI's text layer (src/ui/messages.h) renders them in the page's
// language from tables of texts (core's in src/ui/messages.cpp, each game's in its own folder,
// games/<game>/messages.h, reached through its descriptor).
//
// A code is "<part>.<name>": the part is a game's id for the game's messages ("mygame.occupied")
// or a part of core ("record.unknown_game", "input.too_long"). A text is a format: see
// MessageText.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace marbles {

struct Message {
  Message() = default;
  explicit Message(std::string_view code_, std::vector<std::string> args_ = {},
                   std::vector<Message> subs_ = {})
      : code(code_), args(std::move(args_)), subs(std::move(subs_)) {}

  std::string_view code;          // a string literal: "mygame.occupied"
  std::vector<std::string> args;  // {0}, {q0}, {n0}, {p0:...}: as the player typed them, or numbers
  std::vector<Message> subs;      // {m0}: messages inside this one (a phrase said by language)
};

// The texts of a message code, in English and French. A text is a format; in it:
//   {0} .. {9}       argument 0 .. 9 as it is
//   {q0}             argument 0 quoted: 'C9' in English, « C9 » in French
//   {n0}             argument 0 (a number) grouped by thousands: 1,048,576 / 1 048 576
//   {m0}             sub-message 0, rendered in the same language
//   {p0:one|other}   "one" when argument 0 (a number) is singular, else "other" (English: 1;
//                    French: 0 and 1)
// French texts put a no-break space ("\xC2\xA0") before : ; ! ? and use ’ for the apostrophe.
struct MessageText {
  std::string_view code;
  std::string_view en;
  std::string_view fr;
};

}  // namespace marbles
