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

std::string describe_action(const GameInfo& info, const ActionWords& w, std::string_view lang) {
  const bool fr = lang == "fr";
  const std::string side = side_of(info, w.player, fr);
  const bool from = w.cells.from >= 0;
  const bool to = w.cells.to >= 0;
  const bool removed = w.cells.removed >= 0;
  const std::string notation = " (" + w.text + ").";
  std::string out;
  if (!w.words.empty()) {
    return side + (fr ? std::string(kNbsp) + ": " : std::string(" ")) + w.words + notation;
  }
  if (fr) {
    out = side + std::string(kNbsp) + ": ";
    if (from && to) {
      out += "déplacement de " + w.from + " à " + w.to;
    } else if (to) {
      out += "pose en " + w.to;
    } else if (from) {
      out += "pièce enlevée de " + w.from;
    } else if (removed) {
      return out + "retrait de la pièce en " + w.removed + notation;
    } else if (w.text == "pass") {
      return out + "passe" + notation;
    } else {
      return out + w.text + ".";
    }
    if (removed) {
      out += ", prise en " + w.removed;
    }
    return out + notation;
  }
  out = side + " ";
  if (from && to) {
    out += "moved from " + w.from + " to " + w.to;
  } else if (to) {
    out += "placed a piece on " + w.to;
  } else if (from) {
    out += "took the piece off " + w.from;
  } else if (removed) {
    return out + "removed the piece on " + w.removed + notation;
  } else if (w.text == "pass") {
    return out + "passed" + notation;
  } else {
    return out + "played " + w.text + ".";
  }
  if (removed) {
    out += ", taking the piece on " + w.removed;
  }
  return out + notation;
}

}  // namespace marbles
