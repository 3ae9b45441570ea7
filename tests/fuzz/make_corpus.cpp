// Writes a seed corpus for parse_fuzz: for every registered game and variant, a few random games
// (one to the end, the others stopped after a random number of actions), each as a record file
// and as the position text where it stopped. The fuzzer starts from well-formed texts and
// mutates them, instead of having to discover the record format byte by byte.
//   ./make_corpus DIR        (DIR must exist; the same files on every run)
#include <cstdio>
#include <fstream>
#include <string>

#include "ai/random_agent.h"
#include "core/record.h"
#include "core/registry.h"

namespace {

using marbles::GameInfo;
using marbles::Session;

bool write(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  return static_cast<bool>(out);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: make_corpus DIR\n");
    return 2;
  }
  const std::string dir = argv[1];
  marbles::ai::RandomAgent agent(7);
  int files = 0;
  for (const GameInfo& game : marbles::games()) {
    for (std::string_view variant : game.variants) {
      for (int k = 0; k < 6; ++k) {
        auto created = Session::create(game.id, variant);
        if (!created.ok()) {
          std::fprintf(stderr, "%s: %s\n", std::string(game.id).c_str(),
                       created.error().message.c_str());
          return 1;
        }
        Session& session = created.value();
        const std::uint32_t stop = k == 0 ? 100000u : agent.rng().below(60);
        for (std::uint32_t i = 0; i < stop && !session.state().is_terminal(); ++i) {
          const marbles::Action a = agent.choose(session.state());
          if (a == marbles::kNoAction) {
            break;
          }
          session.play(a);
        }
        const std::string name = dir + "/" + std::string(game.id) + "-" + std::to_string(files);
        if (!write(name + ".record", marbles::format_record(session.record())) ||
            !write(name + ".position", session.state().position_text())) {
          std::fprintf(stderr, "cannot write into %s\n", dir.c_str());
          return 1;
        }
        files += 2;
      }
    }
  }
  std::printf("%d files in %s\n", files, dir.c_str());
  return 0;
}
