// What a game's descriptor (src/games/<game>/descriptor.h) may hold, and the type list that the
// game list (src/games/list.h) is made of. The list drives every per-game dispatch: the
// registry, the computer opponents, the board views, the UI's variant names, the bench and the
// conformance tests each walk it with for_each_game.
#pragma once

#include <span>
#include <string_view>

namespace marbles {

template <class... D>
struct TypeList {};

template <class A, class B>
struct Concat;
template <class... A, class... B>
struct Concat<TypeList<A...>, TypeList<B...>> {
  using type = TypeList<A..., B...>;
};

// Calls f.template operator()<D>() for each descriptor D of the list, in order.
template <class... D, class F>
void for_each_type(TypeList<D...>, F&& f) {
  (f.template operator()<D>(), ...);
}

// Calls f.template operator()<D>() for each descriptor in order until it returns true; whether
// one did.
template <class... D, class F>
bool any_type(TypeList<D...>, F&& f) {
  return (f.template operator()<D>() || ...);
}

// Words in the two languages of the interface. A descriptor's words are data for the UI's text
// layer (src/ui/text.cpp): engine code never picks one.
struct Words {
  std::string_view en;
  std::string_view fr;
};

// A variant's words: its label on the start screen, or its short name above the board.
struct VariantWords {
  std::string_view variant;  // the engine's variant text ("5x5")
  Words words;
};

// Variants written with a leading engine word and free values (Offboard's "targets 3,1,2,..."):
// the UI shows the word in the page's language and the values as they are.
struct VariantPrefix {
  std::string_view text;  // "targets "
  Words words;
};

// The variants the bench runs (variant texts; "" is the default and labelled by the id alone,
// any other "id/text"): seeded random games for --signature, search choices for
// --ai-signature, search speed for --search, random playouts for the speed table.
struct BenchVariants {
  std::span<const std::string_view> signature;
  std::span<const std::string_view> ai_signature;
  std::span<const std::string_view> search;
  std::span<const std::string_view> playouts;
};

}  // namespace marbles
