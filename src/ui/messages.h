// The text layer of the engine's messages (core/message.h): a message, or an error, rendered in
// a language from the texts of its code: core's (messages.cpp) or its game's (GameInfo::messages,
// from games/<game>/messages.h). Plain C++: the native suite tests it.
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "core/message.h"
#include "core/result.h"
#include "ui/lang.h"
#include "ui/messages.h"

namespace marbles::ui {

// The message in `lang`.
std::string text(const Message& message, Lang lang);
// The error's parts joined by ": " (" : " in French), without its place.
std::string reason(const Error& error, Lang lang);
// The error with its place first when it has one: "line 3, column 5: unknown game 'foo'",
// "ligne 3, colonne 5 : jeu inconnu « foo »".
std::string text(const Error& error, Lang lang);

// Why the move `asked` (typed as the engine read it) is refused, without the move quoted first:
// "a placement may not make three in a row" for "'F3': a placement may not make three in a
// row"; "" when the reason does not start with the move (it says something else).
std::string reason_without_move(const Error& error, std::string_view asked, Lang lang);

// The texts of a code, or nullptr when no table has it.
const MessageText* find_text(std::string_view code);
// Core's table (record, input, scanner): for the tests that check every text.
std::span<const MessageText> core_texts();

// A token of the player's input or of a file quoted: 'C9' in English, « C9 » in French.
std::string quote(std::string_view token, Lang lang);
// ": " in English, " : " with a no-break space in French.
std::string_view colon(Lang lang);

}  // namespace marbles::ui
