// The position editor's view of a game: what a cell can hold and the position's other fields
// (side to move, counts, scores...) as numbers with ranges. A game provides it as static
// functions of its Rules struct (concept HasEditor below, in its editor.cpp); AnyState exposes
// it to the UI. Editing never checks anything: the edited state may be impossible (13 sticks),
// and AnyState::edit_result() says why in a message, as the game's position parser would
// refuse the position text, or hands over the position read back from its text.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "core/message.h"

namespace marbles {

// What a cell can hold: a piece of a player, or something else (a burned square). Kind 0 is
// always the empty cell. `code` names it (a message code of the game's texts).
struct EditKind {
  std::string_view code;
  int player = -1;  // the player whose piece it is (the UI draws it), -1 for none
};

// A field of the position besides the board: its label (a message code), its values from min
// to max, and how the UI shows them. A kSide field with min -1 may hold no player (-1).
struct EditField {
  enum class Kind { kNumber, kSide, kChoice };
  std::string_view code;
  int min = 0;
  int max = 0;
  Kind kind = Kind::kNumber;  // kSide: a player (the UI names it); kChoice: `choices`
  std::vector<std::string_view> choices = {};  // message codes of the values min..max
  // The label's argument {0}: a player's name (player >= 0), else `arg` as it is ("b").
  int player = -1;
  std::string_view arg = {};
};

struct EditSpec {
  int cells = 0;                // cell ids 0..cells-1 (some may be off the variant's board)
  std::vector<EditKind> kinds;  // kinds[0]: empty
  std::vector<EditField> fields;
};

// A game's editor: kinds and fields for a variant; the kind on a cell (-1: something the kinds
// do not name, like Wykersham's cup of several marbles); placing a kind (0 empties the cell;
// false when the cell is not on the board or cannot hold it); the fields by index.
template <class G>
concept HasEditor = requires(const typename G::State& s, typename G::State& m,
                             const typename G::Variant& v, int i) {
  { G::edit_spec(v) } -> std::same_as<EditSpec>;
  { G::edit_cell(s, i) } -> std::same_as<int>;
  { G::edit_place(m, i, i) } -> std::same_as<bool>;
  { G::edit_field(s, i) } -> std::same_as<int>;
  G::set_edit_field(m, i, i);
  // What the position parser cannot see in the text (nullopt: nothing wrong).
  { G::edit_check(s) } -> std::same_as<std::optional<Message>>;
};

}  // namespace marbles
