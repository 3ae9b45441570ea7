#include "core/marks.h"

namespace marbles {

namespace {

constexpr std::string_view kCells = "[%csl";
constexpr std::string_view kArrows = "[%cal";
constexpr std::string_view kLetters = "GRYB";

bool is_blank(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

std::string_view trim(std::string_view t) {
  while (!t.empty() && is_blank(t.front())) {
    t.remove_prefix(1);
  }
  while (!t.empty() && is_blank(t.back())) {
    t.remove_suffix(1);
  }
  return t;
}

// One item of a command: "RC3" (a cell) or "GD2-D1" (an arrow).
Result<Mark> read_item(std::string_view item, bool arrow, const AnyState& s) {
  const std::string it(item);
  const size_t colour = item.empty() ? std::string_view::npos : kLetters.find(item[0]);
  if (colour == std::string_view::npos) {
    return make_error(Message("record.mark_colour", {it}));
  }
  Mark m;
  m.colour = static_cast<MarkColour>(colour);
  std::string_view rest = item.substr(1);
  std::string_view head;
  if (arrow) {
    const size_t dash = rest.find('-');
    if (dash == std::string_view::npos || dash == 0 || dash + 1 == rest.size()) {
      return make_error(Message("record.mark_arrow_form", {it}));
    }
    head = rest.substr(dash + 1);
    rest = rest.substr(0, dash);
  } else if (rest.empty()) {
    return make_error(Message("record.mark_cell_form", {it}));
  }
  m.from = s.cell_from_text(rest);
  if (m.from < 0) {
    return make_error(Message("record.mark_not_a_cell", {it, std::string(rest)}));
  }
  if (arrow) {
    m.to = s.cell_from_text(head);
    if (m.to < 0) {
      return make_error(Message("record.mark_not_a_cell", {it, std::string(head)}));
    }
  }
  return m;
}

// The items of a command's body ("RC3,GA1"), added to `out`.
Result<bool> read_items(std::string_view body, bool arrow, const AnyState& s,
                        std::vector<Mark>& out) {
  while (!trim(body).empty()) {
    const size_t comma = body.find(',');
    const std::string_view item = trim(body.substr(0, comma));
    auto m = read_item(item, arrow, s);
    if (!m.ok()) {
      return m.error();
    }
    out.push_back(*m);
    body = comma == std::string_view::npos ? std::string_view() : body.substr(comma + 1);
  }
  return true;
}

}  // namespace

char mark_colour_letter(MarkColour c) {
  return kLetters[static_cast<size_t>(c) % kLetters.size()];
}

Result<Annotation> read_annotation(std::string_view comment, const AnyState& s) {
  Annotation out;
  std::vector<Mark> arrows;
  std::string text;
  bool taken = false;  // a command was taken out of the text
  size_t i = 0;
  while (i < comment.size()) {
    const std::string_view rest = comment.substr(i);
    const bool cells = rest.substr(0, kCells.size()) == kCells;
    const bool arrow = rest.substr(0, kArrows.size()) == kArrows;
    if (!cells && !arrow) {
      text += comment[i++];
      continue;
    }
    const size_t close = rest.find(']');
    if (close == std::string_view::npos) {
      return make_error(Message("record.mark_unclosed", {std::string(rest.substr(0, 5))}));
    }
    const size_t body = kCells.size();
    if (close > body && !is_blank(rest[body])) {
      text += comment[i++];  // "[%cslx…": another command, left in the text
      continue;
    }
    auto read = read_items(rest.substr(body, close - body), arrow, s, arrow ? arrows : out.marks);
    if (!read.ok()) {
      return read.error();
    }
    i += close + 1;
    taken = true;
  }
  out.marks.insert(out.marks.end(), arrows.begin(), arrows.end());
  // The spaces a command left behind: trimmed at both ends, and one where two met.
  std::string words;
  for (char c : trim(text)) {
    if (taken && c == ' ' && !words.empty() && words.back() == ' ') {
      continue;
    }
    words += c;
  }
  out.text = std::move(words);
  return out;
}

std::string write_annotation(const Annotation& a, const AnyState& s) {
  std::string out = a.text;
  for (const bool arrows : {false, true}) {
    std::string items;
    for (const Mark& m : a.marks) {
      if (m.is_arrow() != arrows) {
        continue;
      }
      items += items.empty() ? "" : ",";
      items += mark_colour_letter(m.colour);
      items += s.cell_to_text(m.from);
      if (arrows) {
        items += "-" + s.cell_to_text(m.to);
      }
    }
    if (!items.empty()) {
      out += out.empty() ? "" : " ";
      out += std::string(arrows ? kArrows : kCells) + " " + items + "]";
    }
  }
  return out;
}

}  // namespace marbles
