// The rules and about tabs: the game's text in the page's language (else the other one), as
// Markdown. On the web the texts are files of the site fetched when first shown
// (ui/text_files.h): meanwhile the tab says it is loading, and after a failed fetch it says so
// with a button to try again; the game goes on meanwhile.
#include "ui/app_parts.h"

namespace marbles::ui {

namespace {

const char* status_name(TextStatus s) {
  switch (s) {
    case TextStatus::kReady:
      return "ready";
    case TextStatus::kLoading:
      return "loading";
    case TextStatus::kFailed:
      return "failed";
    case TextStatus::kMissing:
      break;
  }
  return "missing";
}

}  // namespace

void App::text_arrived(std::string_view name, std::string_view text, bool ok) {
  texts_.arrived(name, text, ok);
}

void App::learn_button(const char* id, std::string_view game) {
  // The game's lesson (web/later/lessons.js), where a page takes the menu's commands.
  if (menu_handler_ && !set_.embed) {
    if (button((std::string(tr(Str::kLearn, set_.lang)) + "###" + id).c_str())) {
      menu_command("learn:" + std::string(game));
    }
    note_widget(id);
  }
}

void App::draw_text_asset(std::string_view folder) {
  if (folder == "rules") {
    learn_button("rules-learn", ctl_.info().id);
  }
  const std::string base = std::string(folder) + "/" + std::string(ctl_.info().id) + ".";
  std::string name = base + std::string(lang_code(set_.lang)) + ".md";
  TextFile file = texts_.get(name);
  if (file.status == TextStatus::kMissing) {
    // The other language, else a placeholder.
    name = base + (set_.lang == Lang::kFr ? "en" : "fr") + ".md";
    file = texts_.get(name);
  }
  text_json_ = "{\"name\":" + json_string(name) +
               ",\"status\":" + json_string(status_name(file.status)) +
               ",\"bytes\":" + std::to_string(file.text.size()) + "}";
  if (file.status != TextStatus::kReady || file.text.empty()) {
    draw_text_waiting(folder, name, file.status);
    return;
  }
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, v2(0, 0));
  render_markdown(file.text, fonts_, ImGui::GetContentRegionAvail().x - px(4));
  ImGui::PopStyleVar();
  ImGui::Dummy(v2(1, px(12)));
}

void App::draw_text_waiting(std::string_view folder, std::string_view name, TextStatus status) {
  const bool about = folder == "about";
  ImGui::PushFont(fonts_.heading);
  ImGui::TextUnformatted(set_.lang == Lang::kFr ? ctl_.info().name_fr.data()
                                                : ctl_.info().name_en.data());
  ImGui::PopFont();
  Str words = about ? Str::kAboutMissing : Str::kRulesMissing;
  if (status == TextStatus::kLoading) {
    words = about ? Str::kAboutLoading : Str::kRulesLoading;
  } else if (status == TextStatus::kFailed) {
    words = about ? Str::kAboutFailed : Str::kRulesFailed;
  }
  ImGui::TextWrapped("%s", tr(words, set_.lang));
  note_widget("text-message");
  if (status == TextStatus::kFailed) {
    ImGui::Dummy(v2(1, px(4)));
    const std::string label = std::string(tr(Str::kTryAgain, set_.lang)) + "###text-retry";
    const float w = ImGui::CalcTextSize(tr(Str::kTryAgain, set_.lang)).x + 2 * px(14);
    if (button(label.c_str(), true, w)) {
      texts_.retry(name);
    }
    note_widget("text-retry");
  }
}

}  // namespace marbles::ui
