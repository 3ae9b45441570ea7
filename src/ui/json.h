// A tiny JSON writer for the JS API answers (objects of strings, numbers, booleans, arrays).
#pragma once

#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

namespace marbles::ui {

// The text as a JSON string literal, quotes included.
inline std::string json_string(std::string_view s) {
  std::string out = "\"";
  for (const char ch : s) {
    const auto c = static_cast<unsigned char>(ch);
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\r':
        out += "\\r";
        break;
      case '\t':
        out += "\\t";
        break;
      default:
        if (c < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          out += buf;
        } else {
          out += ch;
        }
    }
  }
  return out + "\"";
}

inline std::string json_number(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", v);
  return buf;
}

inline std::string json_strings(const std::vector<std::string>& items) {
  std::string out = "[";
  for (std::size_t i = 0; i < items.size(); ++i) {
    out += (i ? "," : "") + json_string(items[i]);
  }
  return out + "]";
}

inline std::string json_ok() {
  return "{\"ok\":true}";
}

inline std::string json_error(std::string_view message) {
  return "{\"ok\":false,\"error\":" + json_string(message) + "}";
}

// An error with the message also in the page's language (error_local), for the page to show.
inline std::string json_error(std::string_view message, std::string_view local) {
  return "{\"ok\":false,\"error\":" + json_string(message) +
         ",\"error_local\":" + json_string(local) + "}";
}

}  // namespace marbles::ui
