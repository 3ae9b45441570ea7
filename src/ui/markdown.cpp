// A small Markdown subset drawn with word wrapping (see markdown.h).
#include "ui/markdown.h"

#include <cfloat>
#include <cmath>
#include <string>
#include <vector>

#include "ui/theme.h"

namespace marbles::ui {

namespace {

enum class Kind { kPara, kTitle, kHeading, kSubheading, kBullet, kNumber, kQuote, kRule };

struct Block {
  Kind kind = Kind::kPara;
  int level = 0;      // bullet nesting
  std::string label;  // "3." for numbered items
  std::string text;
};

enum Style : unsigned { kPlain = 0, kBold = 1, kItalic = 2, kCode = 4 };

struct Piece {
  std::string text;
  unsigned style = kPlain;
};

// A unit never broken across lines: a word with its glued punctuation.
using Unit = std::vector<Piece>;

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) {
    s.remove_prefix(1);
  }
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) {
    s.remove_suffix(1);
  }
  return s;
}

int indent_of(std::string_view s) {
  int n = 0;
  for (char c : s) {
    if (c == ' ') {
      ++n;
    } else if (c == '\t') {
      n += 4;
    } else {
      break;
    }
  }
  return n;
}

bool is_digit(char c) {
  return c >= '0' && c <= '9';
}

std::vector<Block> parse_blocks(std::string_view text) {
  std::vector<Block> blocks;
  bool open = false;  // the last block takes continuation lines
  while (!text.empty()) {
    const std::size_t nl = text.find('\n');
    std::string_view raw = text.substr(0, nl);
    text = nl == std::string_view::npos ? std::string_view{} : text.substr(nl + 1);
    const int indent = indent_of(raw);
    const std::string_view line = trim(raw);
    if (line.empty()) {
      open = false;
      continue;
    }
    Block b;
    if (line.substr(0, 4) == "### ") {
      b.kind = Kind::kSubheading;
      b.text = line.substr(4);
    } else if (line.substr(0, 3) == "## ") {
      b.kind = Kind::kHeading;
      b.text = line.substr(3);
    } else if (line.substr(0, 2) == "# ") {
      b.kind = Kind::kTitle;
      b.text = line.substr(2);
    } else if (line == "---" || line == "***" || line == "___") {
      b.kind = Kind::kRule;
    } else if (line.substr(0, 2) == "- " || line.substr(0, 2) == "* " ||
               line.substr(0, 2) == "+ ") {
      b.kind = Kind::kBullet;
      b.level = indent >= 2 ? 1 : 0;
      b.text = trim(line.substr(2));
    } else if (line.size() > 2 && is_digit(line[0]) &&
               (line.find(". ") != std::string_view::npos) && [&] {
                 std::size_t i = 0;
                 while (i < line.size() && is_digit(line[i])) {
                   ++i;
                 }
                 return line.substr(i, 2) == ". ";
               }()) {
      const std::size_t dot = line.find(". ");
      b.kind = Kind::kNumber;
      b.label = line.substr(0, dot + 1);
      b.text = trim(line.substr(dot + 2));
    } else if (line.substr(0, 1) == ">") {
      const std::string_view rest = trim(line.substr(1));
      if (open && !blocks.empty() && blocks.back().kind == Kind::kQuote) {
        blocks.back().text += " ";
        blocks.back().text += rest;
        continue;
      }
      b.kind = Kind::kQuote;
      b.text = rest;
    } else {
      if (open && !blocks.empty()) {
        Block& last = blocks.back();
        if (last.kind == Kind::kPara || last.kind == Kind::kBullet || last.kind == Kind::kNumber ||
            last.kind == Kind::kQuote) {
          last.text += " ";
          last.text += line;
          continue;
        }
      }
      b.kind = Kind::kPara;
      b.text = line;
    }
    open = b.kind != Kind::kTitle && b.kind != Kind::kHeading && b.kind != Kind::kSubheading &&
           b.kind != Kind::kRule;
    blocks.push_back(std::move(b));
  }
  return blocks;
}

bool glues_left(const Unit& u) {
  // French punctuation after a space stays with the word before it.
  std::string s;
  for (const Piece& p : u) {
    s += p.text;
  }
  return s == ":" || s == ";" || s == "!" || s == "?" || s == "\xC2\xBB" || s == "\xE2\x80\x94" ||
         s == "\xE2\x80\x93";
}

bool glues_right(const Unit& u) {
  return u.size() == 1 && u[0].text == "\xC2\xAB";  // «
}

// Splits inline Markdown into unbreakable units.
std::vector<Unit> parse_inline(std::string_view text) {
  std::vector<Unit> units;
  Unit cur;
  std::string word;
  unsigned style = kPlain;
  auto flush_piece = [&] {
    if (!word.empty()) {
      cur.push_back(Piece{word, style});
      word.clear();
    }
  };
  auto flush_unit = [&] {
    flush_piece();
    if (!cur.empty()) {
      units.push_back(std::move(cur));
      cur.clear();
    }
  };
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == ' ' || c == '\t') {
      flush_unit();
    } else if (c == '*' && i + 1 < text.size() && text[i + 1] == '*') {
      flush_piece();
      style ^= kBold;
      ++i;
    } else if (c == '`') {
      flush_piece();
      style ^= kCode;
    } else if (c == '*' && (style & kCode) == 0) {
      flush_piece();
      style ^= kItalic;
    } else if (c == '[' && (style & kCode) == 0) {
      // [text](link) -> text
      const std::size_t close = text.find("](", i);
      const std::size_t end = close == std::string_view::npos ? close : text.find(')', close);
      if (end != std::string_view::npos) {
        const std::string_view label = text.substr(i + 1, close - i - 1);
        for (std::size_t j = 0; j < label.size(); ++j) {
          if (label[j] == ' ') {
            flush_unit();
          } else {
            word += label[j];
          }
        }
        i = end;
      } else {
        word += c;
      }
    } else if (c == '\\' && i + 1 < text.size()) {
      word += text[++i];
    } else if (static_cast<unsigned char>(c) == 0xE2 && text.substr(i, 3) == "\xE2\x80\xAF") {
      word += "\xC2\xA0";  // narrow no-break space: not in the font, a no-break space instead
      i += 2;
    } else {
      word += c;
    }
  }
  flush_unit();
  // Glue French punctuation and guillemets to their words.
  std::vector<Unit> out;
  bool glue_next = false;
  for (Unit& u : units) {
    if (!out.empty() && (glue_next || glues_left(u))) {
      out.back().push_back(Piece{" ", kPlain});
      for (Piece& p : u) {
        out.back().push_back(std::move(p));
      }
      glue_next = false;
      continue;
    }
    glue_next = glues_right(u);
    out.push_back(std::move(u));
  }
  return out;
}

struct Look {
  ImFont* font;
  ImU32 colour;
  bool fake_bold;
};

class Painter {
 public:
  explicit Painter(const MarkdownFonts& f) : fonts_(f) {}

  Look look(Kind kind, unsigned style) const {
    Look l{fonts_.body, theme::colors().text, false};
    if (kind == Kind::kTitle) {
      return {fonts_.title, theme::colors().gold, false};
    }
    if (kind == Kind::kHeading) {
      return {fonts_.heading, theme::colors().gold, false};
    }
    if (kind == Kind::kSubheading) {
      return {fonts_.bold, theme::colors().text, false};
    }
    if ((style & kBold) != 0) {
      l.font = fonts_.bold;
      l.fake_bold = fonts_.bold == fonts_.body;
    }
    if ((style & kItalic) != 0 || kind == Kind::kQuote) {
      l.colour = theme::colors().text_dim;
    }
    if ((style & kCode) != 0) {
      l.colour = theme::colors().accent;
    }
    return l;
  }

  float width(const Look& l, std::string_view s) const {
    return l.font->CalcTextSizeA(l.font->FontSize, FLT_MAX, 0, s.data(), s.data() + s.size()).x;
  }

  // Lays out and draws the units from x0 to x0 + width; returns the height used.
  float paragraph(ImDrawList* dl, const std::vector<Unit>& units, Kind kind, ImVec2 origin,
                  float wrap) const {
    const Look base = look(kind, kPlain);
    const float line_h = base.font->FontSize * (kind == Kind::kTitle ? 1.2f : 1.38f);
    const float space = width(base, " ");
    float x = 0;
    float y = 0;
    bool line_started = false;
    for (const Unit& u : units) {
      float w = 0;
      for (const Piece& p : u) {
        w += width(look(kind, p.style), p.text);
      }
      if (line_started && x + space + w > wrap) {
        x = 0;
        y += line_h;
        line_started = false;
      }
      if (line_started) {
        x += space;
      }
      for (const Piece& p : u) {
        const Look l = look(kind, p.style);
        const float pw = width(l, p.text);
        // Align the baselines of the fonts on the line.
        const float dy = (base.font->Ascent - l.font->Ascent);
        const ImVec2 pos{std::floor(origin.x + x), std::floor(origin.y + y + dy)};
        const char* b = p.text.data();
        const char* e = b + p.text.size();
        dl->AddText(l.font, l.font->FontSize, pos, l.colour, b, e);
        if (l.fake_bold) {
          dl->AddText(l.font, l.font->FontSize, {pos.x + 1, pos.y}, l.colour, b, e);
        }
        x += pw;
      }
      line_started = true;
    }
    return y + line_h;
  }

 private:
  MarkdownFonts fonts_;
};

}  // namespace

void render_markdown(std::string_view text, const MarkdownFonts& fonts, float wrap_width) {
  const Painter painter(fonts);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float em = fonts.body->FontSize;
  bool first = true;
  for (const Block& b : parse_blocks(text)) {
    float gap = em * 0.55f;
    if (b.kind == Kind::kTitle || b.kind == Kind::kHeading) {
      gap = em * 1.1f;
    } else if (b.kind == Kind::kBullet || b.kind == Kind::kNumber) {
      gap = em * 0.25f;
    }
    if (!first) {
      ImGui::Dummy(ImVec2(1, gap));
    }
    first = false;
    const ImVec2 at = ImGui::GetCursorScreenPos();
    if (b.kind == Kind::kRule) {
      dl->AddLine({at.x, at.y + em * 0.5f}, {at.x + wrap_width, at.y + em * 0.5f},
                  theme::colors().panel_line, std::fmax(1.0f, em * 0.08f));
      ImGui::Dummy(ImVec2(wrap_width, em));
      continue;
    }
    float indent = 0;
    if (b.kind == Kind::kBullet || b.kind == Kind::kNumber) {
      indent = em * (1.3f + 1.2f * static_cast<float>(b.level));
      const float cy = at.y + em * 0.62f;
      if (b.kind == Kind::kBullet) {
        const float r = em * (b.level == 0 ? 0.17f : 0.13f);
        const ImVec2 c{at.x + indent - em * 0.75f, cy};
        if (b.level == 0) {
          dl->AddCircleFilled(c, r, theme::colors().gold, 12);
        } else {
          dl->AddCircle(c, r, theme::colors().gold, 12, std::fmax(1.0f, em * 0.07f));
        }
      } else {
        const ImVec2 ts = fonts.body->CalcTextSizeA(em, FLT_MAX, 0, b.label.c_str());
        dl->AddText(fonts.body, em, {at.x + indent - em * 0.35f - ts.x, at.y}, theme::colors().gold,
                    b.label.c_str());
      }
    }
    if (b.kind == Kind::kQuote) {
      indent = em * 0.9f;
    }
    const float h = painter.paragraph(dl, parse_inline(b.text), b.kind, {at.x + indent, at.y},
                                      wrap_width - indent);
    if (b.kind == Kind::kQuote) {
      dl->AddRectFilled({at.x, at.y}, {at.x + em * 0.22f, at.y + h}, theme::colors().panel_line);
    }
    ImGui::Dummy(ImVec2(wrap_width, h));
  }
}

}  // namespace marbles::ui
