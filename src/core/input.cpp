#include "core/input.h"

#include <array>
#include <cstring>
#include <string>

#include "core/lang.h"

namespace marbles {

namespace {

struct KindInfo {
  std::size_t limit;
  const char* en;  // "the move": the subject of the messages
  const char* fr;  // "le coup"
  bool feminine;   // in French: "trop longue"
};

const KindInfo& info(TextKind kind) {
  static const std::array<KindInfo, kTextKinds> kinds = {{
      {kMaxMoveBytes, "the move", "le coup", false},
      {kMaxRecordBytes, "the record", "le texte de la partie", false},
      {kMaxNameBytes, "the game id", "l’identifiant du jeu", false},
      {kMaxNameBytes, "the variant", "le nom de la variante", false},
      {kMaxNameBytes, "the option name", "le nom de l’option", false},
      {kMaxNameBytes, "the option value", "la valeur de l’option", true},
      {kMaxNameBytes, "the cell name", "le nom de la case", false},
      {kMaxNameBytes, "the control name", "le nom de la commande", false},
  }};
  const auto i = static_cast<std::size_t>(kind);
  return kinds[i < static_cast<std::size_t>(kTextKinds) ? i : 0];
}

// 1048576 as "1,048,576" in English, "1 048 576" (no-break spaces) in French.
std::string grouped(std::size_t n) {
  const std::string digits = std::to_string(n);
  const char* sep = msg(",", "\xC2\xA0");
  std::string out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) {
      out += sep;
    }
    out += digits[i];
  }
  return out;
}

Error too_long(const KindInfo& k) {
  std::string limit = grouped(k.limit) + msg(" bytes", " octets");
  if (k.limit == kMaxRecordBytes) {
    limit += msg(" (1 MiB)", " (1\xC2\xA0Mio)");
  }
  if (french()) {
    return make_error(std::string(k.fr) + " est trop long" + (k.feminine ? "ue" : "") +
                      "\xC2\xA0: " + limit + " au plus");
  }
  return make_error(std::string(k.en) + " is too long: at most " + limit);
}

// The place of the byte at `at`: its line (1-based, after '\n's) and its column (1-based, in
// characters: UTF-8 continuation bytes do not count; nor does a byte order mark on line 1).
Error nul_error(std::string_view text, std::size_t at) {
  int line = 1;
  std::size_t line_start = 0;
  for (std::size_t i = 0; i < at; ++i) {
    if (text[i] == '\n') {
      ++line;
      line_start = i + 1;
    }
  }
  if (line == 1 && text.substr(0, 3) == "\xEF\xBB\xBF") {
    line_start = 3;
  }
  int column = 1;
  for (std::size_t i = line_start; i < at; ++i) {
    if ((static_cast<unsigned char>(text[i]) & 0xC0U) != 0x80U) {
      ++column;
    }
  }
  return make_error(
      msg("a NUL character (byte 0) is not allowed", "un caractère NUL (octet 0) n’est pas permis"),
      line, column);
}

}  // namespace

std::size_t text_limit(TextKind kind) {
  return info(kind).limit;
}

Result<std::string_view> checked_text(TextKind kind, const char* data, std::size_t size) {
  const KindInfo& k = info(kind);
  // The size first: nothing is read of a text that is too long.
  if (size > k.limit) {
    return too_long(k);
  }
  if (data == nullptr) {
    if (size == 0) {
      return std::string_view();
    }
    return make_error(std::string(msg(k.en, k.fr)) + msg(" is missing", " manque"));
  }
  const std::string_view text(data, size);
  const void* nul = std::memchr(data, 0, size);
  if (nul != nullptr) {
    return nul_error(text, static_cast<std::size_t>(static_cast<const char*>(nul) - data));
  }
  return text;
}

}  // namespace marbles
