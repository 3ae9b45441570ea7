// Actions in words (see describe.h).
#include "ui/describe.h"

namespace marbles {

namespace {

constexpr std::string_view kNbsp = "\xC2\xA0";

std::string side_of(const GameInfo& info, int player, bool fr) {
  if (player == kChance) {
    return fr ? "Hasard" : "Chance";
  }
  if (player < 0 || player >= kMaxPlayers) {
    return fr ? "Personne" : "Nobody";
  }
  const auto i = static_cast<std::size_t>(player);
  const std::string_view name = fr ? info.side_fr[i] : info.side_en[i];
  if (name.empty()) {
    return (fr ? "Joueur " : "Player ") + std::to_string(player + 1);
  }
  return std::string(name);
}

}  // namespace

std::string action_phrase(const ActionWords& w, std::string_view lang) {
  const bool fr = lang == "fr";
  if (!w.words.empty()) {
    return w.words;
  }
  const bool from = w.cells.from >= 0;
  const bool to = w.cells.to >= 0;
  const bool removed = w.cells.removed >= 0;
  std::string out;
  if (from && to) {
    out = fr ? "déplacement de " + w.from + " à " + w.to : "moved from " + w.from + " to " + w.to;
  } else if (to) {
    out = fr ? "pose en " + w.to : "placed a piece on " + w.to;
  } else if (from) {
    out = fr ? "pièce enlevée de " + w.from : "took the piece off " + w.from;
  } else if (removed) {
    return fr ? "retrait de la pièce en " + w.removed : "removed the piece on " + w.removed;
  } else if (w.text == "pass") {
    return fr ? "passe" : "passed";
  } else {
    return fr ? w.text : "played " + w.text;
  }
  if (removed) {
    out += fr ? ", prise en " + w.removed : ", taking the piece on " + w.removed;
  }
  return out;
}

std::string describe_action(const GameInfo& info, const ActionWords& w, std::string_view lang) {
  const bool fr = lang == "fr";
  const std::string side = side_of(info, w.player, fr);
  const std::string lead = side + (fr ? std::string(kNbsp) + ": " : std::string(" "));
  // Where neither words nor cells say anything, the notation alone.
  const bool said = !w.words.empty() || w.cells.from >= 0 || w.cells.to >= 0 ||
                    w.cells.removed >= 0 || w.text == "pass";
  return lead + action_phrase(w, lang) + (said ? " (" + w.text + ")." : std::string("."));
}

std::string suggest_action(const ActionWords& w, std::string_view lang) {
  const bool fr = lang == "fr";
  if (!w.words.empty()) {
    return w.words;
  }
  const bool from = w.cells.from >= 0;
  const bool to = w.cells.to >= 0;
  const bool removed = w.cells.removed >= 0;
  std::string out;
  if (from && to) {
    out = fr ? "déplacer la pièce de " + w.from + " à " + w.to
             : "move the piece on " + w.from + " to " + w.to;
    if (removed) {
      out += fr ? " en prenant la pièce en " + w.removed : ", taking the piece on " + w.removed;
    }
    return out;
  }
  if (to) {
    return fr ? "poser une pièce en " + w.to : "place a piece on " + w.to;
  }
  if (from) {
    return fr ? "enlever la pièce de " + w.from : "take the piece off " + w.from;
  }
  if (removed) {
    return fr ? "retirer la pièce en " + w.removed : "remove the piece on " + w.removed;
  }
  if (w.text == "pass") {
    return fr ? "passer" : "pass";
  }
  return w.text;
}

}  // namespace marbles
