// libFuzzer target for the untrusted-text parsers: records (with their replay), positions and
// moves of every registered game and variant. Any crash, check failure or sanitizer report is a
// bug; parse errors are the expected outcome for most inputs. Share links reach the engine as
// record text (web/shim.js decodes them; the browser tests cover mangled links), so the record
// parser here is theirs too. scripts/test runs it for a minute (MARBLES_FUZZ_SECONDS); by hand:
//   CC=clang-14 CXX=clang++-14 cmake -S . -B build/fuzz -DMARBLES_FUZZ=ON -DMARBLES_TESTS=OFF \
//     -DMARBLES_APP=OFF -DCMAKE_BUILD_TYPE=RelWithDebInfo && cmake --build build/fuzz
//   mkdir -p build/corpus && build/fuzz/make_corpus build/corpus
//   build/fuzz/parse_fuzz build/corpus -max_len=6000 -max_total_time=600
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "checks.h"
#include "core/check.h"
#include "core/record.h"
#include "games/registry.h"
#include "ui/lang.h"
#include "ui/messages.h"

namespace {

using marbles::Action;
using marbles::AnyState;
using marbles::GameInfo;
using marbles::fuzz::check_record;

// A position that parses prints and parses back to itself; its legal actions read back.
void check_position(const GameInfo& game, std::string_view variant, std::string_view text) {
  auto s = game.make(variant, text);
  if (!s.ok()) {
    marbles::fuzz::check_error(s.error());
    return;
  }
  const AnyState& state = **s;
  const std::string printed = state.position_text();
  auto back = game.make(variant, printed);
  MARBLES_CHECK(back.ok());
  MARBLES_CHECK((*back)->position_text() == printed);
  MARBLES_CHECK((*back)->hash() == state.hash());
  const std::vector<Action> legal = state.legal_actions();
  MARBLES_CHECK(!state.is_terminal() || legal.empty());
  for (Action a : legal) {
    auto parsed = state.parse_action(state.action_text(a));
    MARBLES_CHECK(parsed.ok() && *parsed == a);
    std::unique_ptr<AnyState> child = state.clone();
    child->apply(a);
    (void)child->position_text();
  }
  (void)state.board_text();
  (void)state.returns();
}

// A move parsed in a position is legal there.
void check_move(const AnyState& s, std::string_view text) {
  auto a = s.parse_action(text);
  if (a.ok()) {
    MARBLES_CHECK(s.is_legal(*a));
  } else {
    marbles::fuzz::check_error(a.error());
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  // The messages in English or in French (their code differs), by the input's length.
  marbles::fuzz::language() = size % 2 == 1 ? marbles::Lang::kFr : marbles::Lang::kEn;
  check_record(text);
  // The first line as a position, the rest as one move in it.
  const size_t newline = text.find('\n');
  const std::string_view first = text.substr(0, newline);
  const std::string_view rest =
      newline == std::string_view::npos ? std::string_view() : text.substr(newline + 1);
  for (const GameInfo& game : marbles::games()) {
    for (std::string_view variant : game.variants) {
      check_position(game, variant, text);
      auto start = game.make(variant, "");
      MARBLES_CHECK(start.ok());
      check_move(**start, text);
      if (newline != std::string_view::npos) {
        auto s = game.make(variant, first);
        if (s.ok()) {
          check_move(**s, rest);
        }
      }
    }
  }
  return 0;
}
