// Benchmarks: random playouts per second for each game, natively or as WASM under node,
// and the self-play signature that must be equal natively and in WASM.
//
//   bench                   playouts for every game, about 3 s each
//   bench --seconds S       time per game
//   bench --game wali       one game only (wali, yote, poursuite, quits, wykersham, offboard)
//   bench --signature       one line per game: a hash of 300 seeded random games
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <string_view>

#include "core/rules.h"
#include "games/offboard/rules.h"
#include "games/poursuite/rules.h"
#include "games/quits/rules.h"
#include "games/wali/rules.h"
#include "games/wykersham/rules.h"
#include "games/yote/rules.h"

namespace marbles {
namespace {

struct Options {
  double seconds = 3.0;
  const char* game = nullptr;
  bool signature = false;
};

std::uint64_t fnv1a(std::uint64_t h, std::string_view text) {
  for (char c : text) {
    h ^= static_cast<unsigned char>(c);
    h *= 0x100000001B3ULL;
  }
  return h;
}

// Seeded random games through the generic list-based path; hashes every action and the
// final position text. Chance outcomes are drawn by weight (Rng::weighted) and hashed like
// actions. Any difference in rules, RNG or notation changes it.
template <Rules G>
std::uint64_t signature(const typename G::Variant& v) {
  std::uint64_t h = 0xCBF29CE484222325ULL;
  for (std::uint64_t seed = 1; seed <= 300; ++seed) {
    Rng rng(seed);
    typename G::State s = G::initial(v);
    while (!G::is_terminal(s)) {
      Action a = kNoAction;
      if (G::to_move(s) == kChance) {
        typename G::Chances chances;
        G::chance_outcomes(s, chances);
        int weights[G::Chances::kCapacity];
        for (int i = 0; i < chances.size(); ++i) {
          weights[i] = chances[i].weight;
        }
        a = chances[rng.weighted(weights, chances.size())].action;
      } else {
        typename G::Actions actions;
        G::legal_actions(s, actions);
        a = actions[static_cast<int>(rng.below(static_cast<std::uint32_t>(actions.size())))];
      }
      h = fnv1a(h, G::action_text(s, a));
      G::apply(s, a);
    }
    h = fnv1a(h, G::position_text(s));
  }
  return h;
}

template <Rules G>
void playouts(const char* label, const typename G::Variant& v, double seconds) {
  Rng rng(20261122);
  long long games = 0;
  long long plies = 0;
  const auto start = std::chrono::steady_clock::now();
  double elapsed = 0;
  do {
    for (int i = 0; i < 1000; ++i) {
      typename G::State s = G::initial(v);
      plies += random_playout<G>(s, rng);
    }
    games += 1000;
    elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  } while (elapsed < seconds);
  std::printf("%-16s %10.0f playouts/s %12.0f moves/s  mean length %.1f  (%lld games, %.1f s)\n",
              label, static_cast<double>(games) / elapsed, static_cast<double>(plies) / elapsed,
              static_cast<double>(plies) / static_cast<double>(games), games, elapsed);
}

constexpr const char* kQuitsVariants[] = {"default", "3-marbles", "4-players", "orthogonal"};

quits::Variant quits_variant(const char* text) {
  return *quits::Game::parse_variant(text);
}

// The default layout and a custom one (equal values at every corner).
constexpr const char* kOffboardVariants[] = {"default", "targets 1,2,2,3,3,1,1,2,2,3,3,1"};

offboard::Variant offboard_variant(const char* text) {
  return *offboard::Game::parse_variant(text);
}

bool wanted(const Options& o, const char* id) {
  return o.game == nullptr || std::strcmp(o.game, id) == 0;
}

int run(const Options& o) {
  if (o.signature) {
    if (wanted(o, "wali")) {
      std::printf("signature wali %016llx\n",
                  static_cast<unsigned long long>(signature<wali::Game>({})));
      std::printf("signature wali/1980 %016llx\n",
                  static_cast<unsigned long long>(
                      signature<wali::Game>(wali::Variant{wali::EndRule::kNoneLeft})));
    }
    if (wanted(o, "yote")) {
      std::printf("signature yote %016llx\n",
                  static_cast<unsigned long long>(signature<yote::Game>({})));
      std::printf(
          "signature yote/5x5 %016llx\n",
          static_cast<unsigned long long>(signature<yote::Game>(yote::Variant{yote::Size::k5x5})));
    }
    if (wanted(o, "poursuite")) {
      std::printf("signature poursuite %016llx\n",
                  static_cast<unsigned long long>(signature<poursuite::Game>({})));
      std::printf(
          "signature poursuite/single %016llx\n",
          static_cast<unsigned long long>(signature<poursuite::Game>(poursuite::Variant{8, true})));
      std::printf("signature poursuite/6x6 %016llx\n",
                  static_cast<unsigned long long>(
                      signature<poursuite::Game>(poursuite::Variant{6, false})));
    }
    if (wanted(o, "quits")) {
      for (const char* v : kQuitsVariants) {
        std::printf("signature quits/%s %016llx\n", v,
                    static_cast<unsigned long long>(signature<quits::Game>(quits_variant(v))));
      }
    }
    if (wanted(o, "wykersham")) {
      std::printf("signature wykersham %016llx\n",
                  static_cast<unsigned long long>(signature<wykersham::Game>({})));
    }
    if (wanted(o, "offboard")) {
      for (const char* v : kOffboardVariants) {
        std::printf(
            "signature offboard/%s %016llx\n", v,
            static_cast<unsigned long long>(signature<offboard::Game>(offboard_variant(v))));
      }
    }
    return 0;
  }
#ifdef __EMSCRIPTEN__
  std::printf("platform: WASM (emscripten, node)\n");
#else
  std::printf("platform: native\n");
#endif
  if (wanted(o, "wali")) {
    playouts<wali::Game>("wali", {}, o.seconds);
  }
  if (wanted(o, "yote")) {
    playouts<yote::Game>("yote", {}, o.seconds);
    playouts<yote::Game>("yote/5x5", yote::Variant{yote::Size::k5x5}, o.seconds);
  }
  if (wanted(o, "poursuite")) {
    playouts<poursuite::Game>("poursuite", {}, o.seconds);
    playouts<poursuite::Game>("poursuite/single", poursuite::Variant{8, true}, o.seconds);
    playouts<poursuite::Game>("poursuite/6x6", poursuite::Variant{6, false}, o.seconds);
  }
  if (wanted(o, "quits")) {
    for (const char* v : kQuitsVariants) {
      const std::string label = std::string("quits/") + v;
      playouts<quits::Game>(label.c_str(), quits_variant(v), o.seconds);
    }
  }
  if (wanted(o, "wykersham")) {
    playouts<wykersham::Game>("wykersham", {}, o.seconds);
  }
  if (wanted(o, "offboard")) {
    for (const char* v : kOffboardVariants) {
      const std::string label = std::string("offboard/") + v;
      playouts<offboard::Game>(label.c_str(), offboard_variant(v), o.seconds);
    }
  }
  return 0;
}

}  // namespace
}  // namespace marbles

int main(int argc, char** argv) {
  marbles::Options o;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--signature") {
      o.signature = true;
    } else if (arg == "--seconds" && i + 1 < argc) {
      o.seconds = std::atof(argv[++i]);
    } else if (arg == "--game" && i + 1 < argc) {
      o.game = argv[++i];
    } else {
      std::fprintf(stderr, "usage: bench [--seconds S] [--game ID] [--signature]\n");
      return 2;
    }
  }
  return marbles::run(o);
}
