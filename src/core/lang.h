// The language of the engine's messages: the errors of moves, positions, variants and records.
// English unless a caller asks otherwise: the embed API documents its messages in English, and
// the page asks for the player's language (MessageLanguage) around the calls whose messages it
// shows them. The setting is per thread and scoped.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace marbles {

enum class Lang : std::uint8_t { kEn, kFr };

namespace detail {
inline thread_local Lang message_language = Lang::kEn;
}  // namespace detail

inline Lang message_language() {
  return detail::message_language;
}

// While it lives, the engine's messages on this thread are in `lang`.
class MessageLanguage {
 public:
  explicit MessageLanguage(Lang lang) : before_(detail::message_language) {
    detail::message_language = lang;
  }
  ~MessageLanguage() { detail::message_language = before_; }
  MessageLanguage(const MessageLanguage&) = delete;
  MessageLanguage& operator=(const MessageLanguage&) = delete;

 private:
  Lang before_;
};

// True when the messages are to be in French.
inline bool french() {
  return detail::message_language == Lang::kFr;
}

// The English or the French text, by the message language. French texts put a no-break space
// ("\xC2\xA0") before : ; ! ? and inside « », and use ’ for the apostrophe.
inline const char* msg(const char* en, const char* fr) {
  return french() ? fr : en;
}

// The French plural ending of a count: "s" above 1, "" for 0 and 1 ("0 bille", "1 bille",
// "2 billes"; French takes the singular up to 1).
inline const char* fr_plural(int n) {
  return n > 1 ? "s" : "";
}

// A token of the player's input or of a file, quoted: 'C9' in English, « C9 » in French.
inline std::string quoted(std::string_view text) {
  if (french()) {
    return "\xC2\xAB\xC2\xA0" + std::string(text) + "\xC2\xA0\xC2\xBB";
  }
  return "'" + std::string(text) + "'";
}

// ": " in English, " : " (with a no-break space) in French: between a token and what is wrong
// with it.
inline const char* colon() {
  return french() ? "\xC2\xA0: " : ": ";
}

}  // namespace marbles
