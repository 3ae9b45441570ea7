// Writes a seed corpus for parse_fuzz: for every registered game and variant, a few random games
// (one to the end, the others stopped after a random number of actions), each as a record file
// and as the position text where it stopped. The fuzzer starts from well-formed texts and
// mutates them, instead of having to discover the record format byte by byte.
// With --boundary, the seeds of boundary_fuzz (tests/fuzz/boundary.h): the same records, the
// game ids, the variants and the first moves as the page passes them, a record with a NUL in
// it, and the forms that declare a size.
//   ./make_corpus [--boundary] DIR        (DIR must exist; the same files on every run)
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "ai/random_agent.h"
#include "boundary.h"
#include "core/marks.h"
#include "core/record.h"
#include "games/registry.h"
#include "ui/messages.h"

namespace {

using marbles::GameInfo;
using marbles::Session;
using marbles::TextKind;
using marbles::fuzz::boundary_seed;
using marbles::fuzz::Form;

bool write(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  return static_cast<bool>(out);
}

// boundary_fuzz's seeds beside a game's record: the record as the page passes it (and once with
// a NUL in its middle), the game id, the variant and the first legal moves.
std::vector<std::string> boundary_seeds(const GameInfo& game, std::string_view variant,
                                        const std::string& record, int k) {
  std::vector<std::string> out = {
      boundary_seed(TextKind::kRecord, Form::kBytes, 0, record, k % 2 == 1),
      boundary_seed(TextKind::kGame, Form::kBytes, 0, game.id),
      boundary_seed(TextKind::kVariant, Form::kBytes, 0, variant),
  };
  if (k == 1) {
    std::string cut = record;
    cut.insert(cut.size() / 2, 1, '\0');
    out.push_back(boundary_seed(TextKind::kRecord, Form::kBytes, 0, cut));
    out.push_back(boundary_seed(TextKind::kRecord, Form::kPrefix,
                                static_cast<std::uint32_t>(record.size() / 3), record));
  }
  if (k == 0) {
    auto start = game.make(variant, "");
    if (start.ok()) {
      for (marbles::Action a : (*start)->legal_actions()) {
        out.push_back(boundary_seed(TextKind::kMove, Form::kBytes, 0, (*start)->action_text(a)));
        if (out.size() > 8) {
          break;
        }
      }
    }
  }
  return out;
}

// The forms that declare a size: no data (the page's form for an over-long string) and a size
// past the text, for every kind.
int write_size_seeds(const std::string& dir) {
  int files = 0;
  for (int kind = 0; kind < marbles::kTextKinds; ++kind) {
    const auto k = static_cast<TextKind>(kind);
    for (const std::uint32_t n : {0U, 1U, 1400000U, 0xFFFFFFFFU}) {
      const std::string name = dir + "/size-" + std::to_string(files);
      if (!write(name + "-nodata", boundary_seed(k, Form::kNoData, n, "")) ||
          !write(name + "-overlong", boundary_seed(k, Form::kOverLong, n, "C3"))) {
        return -1;
      }
      files += 2;
    }
  }
  return files;
}

// The record with comments, a variation and marks (docs/NOTATION.md, "Comments, variations and
// marks"): a comment before the first action, a variation instead of it with a marked comment,
// and a highlighted cell after the last action.
marbles::Record annotated(marbles::Record rec) {
  auto start = marbles::start_state(rec);
  if (!start.ok() || rec.actions.empty()) {
    return rec;
  }
  const marbles::AnyState& s = **start;
  rec.comments[0] = "Start {of the game} \\ here # not a line comment";
  for (marbles::Action a : s.legal_actions()) {
    if (a == rec.actions[0]) {
      continue;
    }
    std::unique_ptr<marbles::AnyState> after = s.clone();
    after->apply(a);
    const marbles::ActionCells c = s.action_cells(a);
    marbles::Annotation note{"instead (2) [%clk 0:01]", {}};
    if (c.from >= 0 && c.to >= 0 && c.from != c.to) {
      note.marks.push_back(marbles::Mark{c.from, c.to, marbles::MarkColour::kBlue});
    }
    marbles::Variation v{0, {}};
    v.line.actions.push_back(a);
    v.line.comments[1] = marbles::write_annotation(note, *after);
    rec.variations.push_back(std::move(v));
    break;
  }
  const marbles::ActionCells last = s.action_cells(rec.actions[0]);
  if (last.to >= 0) {
    rec.comments[1] = marbles::write_annotation(
        {"\xC3\xA9t\xC3\xA9", {marbles::Mark{last.to, -1, marbles::MarkColour::kGreen}}}, s);
  }
  return rec;
}

}  // namespace

int main(int argc, char** argv) {
  const bool boundary = argc == 3 && std::string(argv[1]) == "--boundary";
  if (argc != 2 && !boundary) {
    std::fprintf(stderr, "usage: make_corpus [--boundary] DIR\n");
    return 2;
  }
  const std::string dir = argv[argc - 1];
  marbles::ai::RandomAgent agent(7);
  int files = 0;
  for (const GameInfo& game : marbles::games()) {
    for (std::string_view variant : game.variants) {
      for (int k = 0; k < 6; ++k) {
        auto created = Session::create(game.id, variant, marbles::games());
        if (!created.ok()) {
          std::fprintf(stderr, "%s: %s\n", std::string(game.id).c_str(),
                       marbles::ui::reason(created.error(), marbles::Lang::kEn).c_str());
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
        const std::string record =
            marbles::format_record(k >= 3 ? annotated(session.record()) : session.record());
        if (boundary) {
          int i = 0;
          for (const std::string& seed : boundary_seeds(game, variant, record, k)) {
            if (!write(name + "-" + std::to_string(i++) + ".input", seed)) {
              std::fprintf(stderr, "cannot write into %s\n", dir.c_str());
              return 1;
            }
          }
          files += i;
          continue;
        }
        if (!write(name + ".record", record) ||
            !write(name + ".position", session.state().position_text())) {
          std::fprintf(stderr, "cannot write into %s\n", dir.c_str());
          return 1;
        }
        files += 2;
      }
    }
  }
  if (boundary) {
    const int more = write_size_seeds(dir);
    if (more < 0) {
      std::fprintf(stderr, "cannot write into %s\n", dir.c_str());
      return 1;
    }
    files += more;
  }
  std::printf("%d files in %s\n", files, dir.c_str());
  return 0;
}
