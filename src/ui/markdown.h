// Draws the rules texts: a small Markdown subset with word wrapping, with Dear ImGui.
//   # Title, ## Heading, ### Subheading; paragraphs (consecutive lines joined);
//   "- " / "* " bullets and "1. " numbered items (continuation lines indented);
//   **bold**, *italic* and `code` inline (italic shown dimmed, code in the accent colour);
//   "> " quotes (dimmed); blank lines separate blocks.
#pragma once

#include <string_view>

#include "imgui.h"

namespace marbles::ui {

struct MarkdownFonts {
  ImFont* body = nullptr;
  ImFont* bold = nullptr;
  ImFont* heading = nullptr;
  ImFont* title = nullptr;
};

// Draws at the cursor of the current window, wrapping at wrap_width pixels.
void render_markdown(std::string_view text, const MarkdownFonts& fonts, float wrap_width);

}  // namespace marbles::ui
