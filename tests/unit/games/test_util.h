// What the six games' tests share, written once over the Rules concept (core/rules.h): positions
// from text, moves from notation, boards printed on failure, seeded random states, the fuzzing of
// the move and position parsers, perft against a test's own reference, and the frame of the
// random-game invariant tests. Each game's `<game>_test_util.h` names its Rules type (GameOf) and
// adds its own helpers; each test file keeps only its concrete positions and expected figures.
//
// A parse error here is a test failure, reported with the text.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "core/record.h"
#include "core/rng.h"
#include "core/rules.h"
#include "games/registry.h"
#include "ui/messages.h"

namespace marbles::games_test {

// The game of a State: each game's test_util.h names it with MARBLES_GAME_TEST_HELPERS.
template <class S>
struct GameOf;
template <class S>
using GameFor = typename GameOf<S>::type;

// ---------------------------------------------------------------------------------------------
// Positions, moves, boards

inline std::vector<std::string> sorted(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}

inline std::string lower(std::string t) {
  for (char& c : t) {
    if (c >= 'A' && c <= 'Z') {
      c = static_cast<char>(c - 'A' + 'a');
    }
  }
  return t;
}

inline std::string upper(std::string t) {
  for (char& c : t) {
    if (c >= 'a' && c <= 'z') {
      c = static_cast<char>(c - 'a' + 'A');
    }
  }
  return t;
}

// The board and position text, for failure messages.
template <class S>
std::string show(const S& s) {
  using G = GameFor<S>;
  return "\n" + G::board_text(s) + "position: " + G::position_text(s) + "\n";
}

// Parses a position; a bad text is a test failure (the variant's start is returned then).
template <Rules G>
typename G::State position_of(std::string_view text, const typename G::Variant& v) {
  Result<typename G::State> s = G::parse_position(v, text);
  if (!s.ok()) {
    ADD_FAILURE() << "bad position text '" << text << "': " << ui::text(s.error(), Lang::kEn);
    return G::initial(v);
  }
  return *s;
}

// The variant of a variant text; a bad text is a test failure (the default is returned then).
template <Rules G>
typename G::Variant variant_of(std::string_view text) {
  Result<typename G::Variant> v = G::parse_variant(text);
  if (!v.ok()) {
    ADD_FAILURE() << "bad variant '" << text << "': " << ui::text(v.error(), Lang::kEn);
    return typename G::Variant{};
  }
  return *v;
}

// The legal actions (or, at a chance node, the chance outcomes) as text, sorted.
template <class S>
std::vector<std::string> legal_texts(const S& s) {
  using G = GameFor<S>;
  std::vector<std::string> out;
  if (G::to_move(s) == kChance) {
    typename G::Chances c;
    G::chance_outcomes(s, c);
    for (const ChanceOutcome& o : c) {
      out.push_back(G::action_text(s, o.action));
    }
    return sorted(out);
  }
  typename G::Actions actions;
  G::legal_actions(s, actions);
  for (Action a : actions) {
    out.push_back(G::action_text(s, a));
  }
  return sorted(out);
}

// The phase as a std::string, so that failures print it next to the expected text.
template <class S>
std::string phase(const S& s) {
  return std::string(GameFor<S>::phase(s));
}

template <class S>
bool is_legal(const S& s, std::string_view text) {
  return GameFor<S>::parse_action(s, text).ok();
}

// The parser's message for a refused move, or "(accepted)"; in English unless asked.
template <class S>
std::string error_of(const S& s, std::string_view move, Lang lang = Lang::kEn) {
  Result<Action> a = GameFor<S>::parse_action(s, move);
  return a.ok() ? "(accepted)" : ui::reason(a.error(), lang);
}
template <class S>
std::string error_fr(const S& s, std::string_view move) {
  return error_of(s, move, Lang::kFr);
}
// The code of a refused move's message, or "(accepted)".
template <class S>
std::string code_of(const S& s, std::string_view move) {
  Result<Action> a = GameFor<S>::parse_action(s, move);
  return a.ok() ? "(accepted)" : std::string(a.error().code());
}

// Plays moves given in notation; a move that does not parse stops there as a test failure.
template <class S>
S play(S s, std::initializer_list<std::string_view> moves) {
  using G = GameFor<S>;
  for (std::string_view m : moves) {
    Result<Action> a = G::parse_action(s, m);
    if (!a.ok()) {
      ADD_FAILURE() << "move '" << m << "' rejected: " << ui::text(a.error(), Lang::kEn) << show(s);
      return s;
    }
    G::apply(s, *a);
  }
  return s;
}

// Plays the moves one by one: the game goes on after each but the last, which ends it.
// Returns the state reached.
template <class S>
S expect_ends_on_last(S s, std::initializer_list<std::string_view> moves) {
  using G = GameFor<S>;
  size_t played = 0;
  for (std::string_view m : moves) {
    EXPECT_FALSE(G::is_terminal(s)) << "over after " << played << " moves" << show(s);
    s = play(s, {m});
    ++played;
  }
  EXPECT_TRUE(G::is_terminal(s)) << "not over after the last move" << show(s);
  return s;
}

// The returns of every player.
template <class S>
std::vector<double> returns_of(const S& s) {
  using G = GameFor<S>;
  std::vector<double> r(static_cast<size_t>(G::num_players(G::variant(s))), 0.0);
  G::returns(s, r.data());
  return r;
}

// A random action of the player to move, or a chance outcome by weight.
template <Rules G>
Action random_step(const typename G::State& s, Rng& rng) {
  return G::to_move(s) == kChance ? random_chance_action<G>(s, rng)
                                  : random_legal_action<G>(s, rng);
}

// Every state of `games` seeded random games (seeds seed, seed + 1, ...) of each variant.
template <Rules G, class F>
void for_random_states(const std::vector<typename G::Variant>& variants, int games,
                       std::uint64_t seed, F f) {
  for (const typename G::Variant& v : variants) {
    for (int g = 0; g < games; ++g) {
      Rng rng(seed + static_cast<std::uint64_t>(g));
      typename G::State s = G::initial(v);
      f(s);
      while (!G::is_terminal(s)) {
        G::apply(s, random_step<G>(s, rng));
        f(s);
      }
    }
  }
}

// A position reached by `plies` random actions from the start (fewer if the game ends).
template <Rules G>
typename G::State random_position(const typename G::Variant& v, Rng& rng, int plies) {
  typename G::State s = G::initial(v);
  for (int ply = 0; ply < plies && !G::is_terminal(s); ++ply) {
    G::apply(s, random_step<G>(s, rng));
  }
  return s;
}

// Positions reached by seeded random play: for each variant and each seed 1 to `seeds`,
// Rng(seed * 7919) draws a count from `least` to `least + spread - 1`, then as many random actions
// from the start; `f(state, variant index)` on each game that is not over by then. Returns how
// many positions f was called on.
template <Rules G, class F>
int for_random_positions(const std::vector<typename G::Variant>& variants, int seeds, int least,
                         int spread, F f) {
  int count = 0;
  for (size_t i = 0; i < variants.size(); ++i) {
    for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(seeds); ++seed) {
      Rng rng(seed * 7919);
      const int stop = least + static_cast<int>(rng.below(static_cast<std::uint32_t>(spread)));
      const typename G::State s = random_position<G>(variants[i], rng, stop);
      if (!G::is_terminal(s)) {
        f(s, i);
        ++count;
      }
    }
  }
  return count;
}

// ---------------------------------------------------------------------------------------------
// Notation

// Every legal action's text reads back as that action, and so does `recase(text)` when `recase`
// is given and `also_recased(action)` holds. Returns the number of actions checked.
template <class S>
long expect_actions_read_back(const S& s, std::string (*recase)(std::string) = nullptr,
                              bool (*also_recased)(Action) = nullptr) {
  using G = GameFor<S>;
  typename G::Actions actions;
  G::legal_actions(s, actions);
  for (Action a : actions) {
    const std::string t = G::action_text(s, a);
    Result<Action> back = G::parse_action(s, t);
    EXPECT_TRUE(back.ok()) << t << ": " << (back.ok() ? "" : ui::text(back.error(), Lang::kEn))
                           << show(s);
    if (back.ok()) {
      EXPECT_EQ(*back, a) << t << show(s);
    }
    if (recase != nullptr && (also_recased == nullptr || also_recased(a))) {
      const std::string r = recase(t);
      Result<Action> again = G::parse_action(s, r);
      EXPECT_TRUE(again.ok()) << r << ": " << (again.ok() ? "" : ui::text(again.error(), Lang::kEn))
                              << show(s);
      if (again.ok()) {
        EXPECT_EQ(*again, a) << r << show(s);
      }
    }
  }
  return static_cast<long>(actions.size());
}

// expect_actions_read_back on every state of `games` seeded random games of each variant.
// Returns the number of actions checked.
template <Rules G>
long actions_read_back(const std::vector<typename G::Variant>& variants, int games,
                       std::uint64_t seed, std::string (*recase)(std::string) = nullptr,
                       bool (*also_recased)(Action) = nullptr) {
  long checked = 0;
  for_random_states<G>(variants, games, seed, [&](const typename G::State& s) {
    checked += expect_actions_read_back(s, recase, also_recased);
  });
  return checked;
}

// Each text is refused in s, by an error that names it as typed, quoted.
template <class S>
void expect_refused_naming_the_move(const S& s, const std::vector<std::string>& bad) {
  for (const std::string& t : bad) {
    Result<Action> a = GameFor<S>::parse_action(s, t);
    ASSERT_FALSE(a.ok()) << "'" << t << "' accepted" << show(s);
    EXPECT_NE(ui::reason(a.error(), Lang::kEn).find("'" + t + "'"), std::string::npos)
        << "the error does not name '" << t << "': " << ui::reason(a.error(), Lang::kEn);
  }
}

// What a random text the move parser accepts must print back as.
enum class Echo {
  kAnything,   // not checked (texts the parser reads in several spellings)
  kUpToCase,   // the same text, up to case
  kLowerCase,  // the typed text in lower case
};

// Random strings of `alphabet` (up to max_len - 1 characters) never crash the move parser in
// any of the states; whatever it accepts is legal and prints back as `echo` says. Returns how
// many were accepted.
template <class S>
int fuzz_move_parser(const std::vector<S>& states, std::string_view alphabet, int max_len,
                     std::uint64_t seed, Echo echo, int tries = 20000) {
  using G = GameFor<S>;
  Rng rng(seed);
  int accepted = 0;
  for (int i = 0; i < tries; ++i) {
    std::string t;
    const int len = static_cast<int>(rng.below(static_cast<std::uint32_t>(max_len)));
    for (int k = 0; k < len; ++k) {
      t += alphabet[rng.below(static_cast<std::uint32_t>(alphabet.size()))];
    }
    for (const S& s : states) {
      Result<Action> a = G::parse_action(s, t);
      if (!a.ok()) {
        EXPECT_FALSE(ui::reason(a.error(), Lang::kEn).empty()) << t;
        continue;
      }
      ++accepted;
      typename G::Actions legal;
      G::legal_actions(s, legal);
      EXPECT_TRUE(legal.contains(*a)) << t;
      if (echo == Echo::kUpToCase) {
        EXPECT_EQ(lower(G::action_text(s, *a)), lower(t)) << t;
      } else if (echo == Echo::kLowerCase) {
        EXPECT_EQ(G::action_text(s, *a), lower(t)) << t;
      }
    }
  }
  return accepted;
}

// A valid text with 1 to 3 bytes replaced (from `alphabet`), dropped or doubled.
inline std::string mutated(std::string t, std::string_view alphabet, Rng& rng) {
  const int edits = 1 + static_cast<int>(rng.below(3));
  for (int e = 0; e < edits && !t.empty(); ++e) {
    const size_t at = rng.below(static_cast<std::uint32_t>(t.size()));
    switch (rng.below(3)) {
      case 0:
        t[at] = alphabet[rng.below(static_cast<std::uint32_t>(alphabet.size()))];
        break;
      case 1:
        t.erase(at, 1);
        break;
      default:
        t.insert(at, 1, t[at]);
        break;
    }
  }
  return t;
}

// Mutations of valid position texts never crash the position parser (read in each variant);
// what parses prints back and parses again to the same text, and has legal actions exactly
// when it is not over; a refusal says why (and where, with `columns`). Returns how many parsed.
template <Rules G>
int fuzz_position_parser(const std::vector<std::string>& seeds, std::string_view alphabet,
                         const std::vector<typename G::Variant>& variants, bool columns,
                         std::uint64_t seed = 4242, int tries = 20000) {
  Rng rng(seed);
  int parsed = 0;
  for (int i = 0; i < tries; ++i) {
    const std::string t =
        mutated(seeds[rng.below(static_cast<std::uint32_t>(seeds.size()))], alphabet, rng);
    for (const typename G::Variant& v : variants) {
      Result<typename G::State> s = G::parse_position(v, t);
      if (!s.ok()) {
        EXPECT_FALSE(ui::reason(s.error(), Lang::kEn).empty());
        if (columns) {
          EXPECT_GE(s.error().column, 1) << t;
        }
        continue;
      }
      ++parsed;
      const std::string printed = G::position_text(*s);
      Result<typename G::State> again = G::parse_position(v, printed);
      EXPECT_TRUE(again.ok()) << t << " printed as " << printed << ": "
                              << (again.ok() ? "" : ui::text(again.error(), Lang::kEn));
      if (again.ok()) {
        EXPECT_EQ(G::position_text(*again), printed);
      }
      typename G::Actions actions;
      G::legal_actions(*s, actions);
      EXPECT_EQ(actions.empty(), G::is_terminal(*s)) << show(*s);
    }
  }
  return parsed;
}

// A position text that must be refused: a part of the expected message, and the column.
struct BadPosition {
  const char* text;
  const char* message;  // a part of the expected message
  int column;           // 0: not checked
};

// Each text is refused in variant v, on line 1, at a column, with its message.
template <Rules G>
void expect_bad_positions(const std::vector<BadPosition>& cases,
                          const typename G::Variant& v = {}) {
  for (const BadPosition& c : cases) {
    Result<typename G::State> s = G::parse_position(v, c.text);
    ASSERT_FALSE(s.ok()) << "accepted: " << c.text;
    EXPECT_NE(ui::reason(s.error(), Lang::kEn).find(c.message), std::string::npos)
        << c.text << "\n  gave: " << ui::text(s.error(), Lang::kEn)
        << "\n  expected: " << c.message;
    EXPECT_EQ(s.error().line, 1) << c.text;
    if (c.column > 0) {
      EXPECT_EQ(s.error().column, c.column) << c.text << ": " << ui::text(s.error(), Lang::kEn);
    }
    EXPECT_GE(s.error().column, 1) << c.text;
  }
}

// The position text of s reads back to the same text, hash and board, and to the same player to
// move, legal actions and (at the end) returns. Returns false, checking no more, where s is over
// and the text read back is not: the text does not carry what ended it (the caller says when
// that may be).
template <class S>
bool expect_state_reads_back(const S& s) {
  using G = GameFor<S>;
  const std::string text = G::position_text(s);
  Result<S> back = G::parse_position(G::variant(s), text);
  EXPECT_TRUE(back.ok()) << text << ": " << (back.ok() ? "" : ui::text(back.error(), Lang::kEn))
                         << show(s);
  if (!back.ok()) {
    return true;
  }
  EXPECT_EQ(G::position_text(*back), text) << show(s);
  EXPECT_EQ(G::hash(*back), G::hash(s)) << show(s);
  EXPECT_EQ(G::board_text(*back), G::board_text(s)) << show(s);
  if (G::is_terminal(s) && !G::is_terminal(*back)) {
    return false;
  }
  EXPECT_EQ(G::is_terminal(*back), G::is_terminal(s)) << show(s);
  EXPECT_EQ(G::to_move(*back), G::to_move(s)) << show(s);
  EXPECT_EQ(legal_texts(*back), legal_texts(s)) << show(s);
  if (G::is_terminal(s)) {
    EXPECT_EQ(returns_of(*back), returns_of(s)) << show(s);
  }
  return true;
}

// A position text refused with exactly this error (its line and column included).
struct PositionError {
  std::string text;
  const char* error;
};

// Each text is refused in variant v with its error.
template <Rules G>
void expect_position_errors(const std::vector<PositionError>& cases,
                            const typename G::Variant& v = {}) {
  for (const PositionError& c : cases) {
    Result<typename G::State> s = G::parse_position(v, c.text);
    ASSERT_FALSE(s.ok()) << c.text;
    EXPECT_EQ(ui::text(s.error(), Lang::kEn), c.error) << c.text;
  }
}

// expect_state_reads_back on every state of `games` seeded random games of each variant; where
// the end is lost, `may_lose_end(state)` must hold (nullptr: never). Returns the states checked.
template <Rules G>
long states_read_back(const std::vector<typename G::Variant>& variants, int games,
                      std::uint64_t seed, bool (*may_lose_end)(const typename G::State&)) {
  long checked = 0;
  for_random_states<G>(variants, games, seed, [&](const typename G::State& s) {
    if (!expect_state_reads_back(s)) {
      EXPECT_TRUE(may_lose_end != nullptr && may_lose_end(s)) << "the end is lost" << show(s);
    }
    ++checked;
  });
  return checked;
}

// A position parsed from `text` prints back as `text`, reads again to the same hash, and has
// legal actions exactly when it is not over.
template <Rules G>
void expect_text_reads_back(const std::string& text, const typename G::Variant& v) {
  Result<typename G::State> s = G::parse_position(v, text);
  ASSERT_TRUE(s.ok()) << text << ": " << ui::text(s.error(), Lang::kEn);
  EXPECT_EQ(G::position_text(*s), text) << show(*s);
  Result<typename G::State> again = G::parse_position(v, G::position_text(*s));
  ASSERT_TRUE(again.ok()) << G::position_text(*s);
  EXPECT_EQ(G::hash(*again), G::hash(*s));
  typename G::Actions actions;
  G::legal_actions(*s, actions);
  EXPECT_EQ(actions.empty(), G::is_terminal(*s)) << show(*s);
}

// The state at the end of a record, replayed through the registry (core/record.h); nullptr, as
// a test failure, where the record gives no start.
inline std::unique_ptr<AnyState> replayed(const Record& rec) {
  auto s = start_state(rec);
  EXPECT_TRUE(s.ok()) << (s.ok() ? "" : ui::text(s.error(), Lang::kEn));
  if (!s.ok()) {
    return nullptr;
  }
  for (Action a : rec.actions) {
    (*s)->apply(a);
  }
  return std::move(s).value();
}

// The state at the end of a record text, replayed; nullptr, as a test failure, where the text
// does not parse or gives no start.
inline std::unique_ptr<AnyState> replayed(const std::string& text) {
  const Result<Record> rec = parse_record(text);
  EXPECT_TRUE(rec.ok()) << (rec.ok() ? "" : ui::text(rec.error(), Lang::kEn)) << "\n" << text;
  return rec.ok() ? replayed(*rec) : nullptr;
}

// A seeded random game from the start of `variant` as a Record; *end is the state it reaches.
template <Rules G>
Record random_record(std::string_view variant, Rng& rng, typename G::State* end) {
  Record rec;
  rec.game = std::string(G::kId);
  rec.variant = std::string(variant);
  typename G::State s = G::initial(variant_of<G>(variant));
  while (!G::is_terminal(s)) {
    const Action a = random_step<G>(s, rng);
    rec.actions.push_back(a);
    G::apply(s, a);
  }
  *end = s;
  return rec;
}

// A record formatted and parsed back: the same actions, formatted again to the same text.
inline Result<Record> read_back(const Record& rec) {
  const std::string text = format_record(rec);
  Result<Record> back = parse_record(text);
  EXPECT_TRUE(back.ok()) << (back.ok() ? "" : ui::text(back.error(), Lang::kEn)) << "\n" << text;
  if (back.ok()) {
    EXPECT_EQ(back->actions, rec.actions) << text;
    EXPECT_EQ(format_record(*back), text);
  }
  return back;
}

// Each record (`header` then `moves`) is refused with the error given, where it is.
struct BadRecord {
  const char* moves;
  const char* error;
};
inline void expect_bad_records(const std::string& header, const std::vector<BadRecord>& cases) {
  for (const BadRecord& b : cases) {
    const Result<Record> r = parse_record(header + b.moves);
    ASSERT_FALSE(r.ok()) << b.moves;
    EXPECT_EQ(ui::text(r.error(), Lang::kEn), b.error);
  }
}

// ---------------------------------------------------------------------------------------------
// Perft: the engine's move counts against a test's own reference

// Moves at depth N.
template <Rules G>
std::uint64_t perft(const typename G::State& s, int depth) {
  typename G::Actions actions;
  G::legal_actions(s, actions);
  if (depth == 1) {
    return static_cast<std::uint64_t>(actions.size());
  }
  std::uint64_t n = 0;
  for (Action a : actions) {
    typename G::State t = s;
    G::apply(t, a);
    n += perft<G>(t, depth - 1);
  }
  return n;
}

inline std::string joined(const std::vector<std::string>& v) {
  std::string out;
  for (const std::string& m : v) {
    out += m + " ";
  }
  return out;
}

// A reference written by a test: its moves as text (any order), a move played, its board for
// failure messages, and (optionally) whether it agrees with the engine beyond the moves.
template <class S, class Ref>
struct Reference {
  std::vector<std::string> (*moves)(const Ref&);
  Ref (*play)(Ref, const std::string&);
  std::string (*board)(const Ref&);
  bool (*agrees)(const S&, const Ref&) = nullptr;

  // Moves at depth N, by the reference alone.
  std::uint64_t perft(const Ref& r, int depth) const {
    const std::vector<std::string> ms = moves(r);
    if (depth == 1) {
      return ms.size();
    }
    std::uint64_t n = 0;
    for (const std::string& m : ms) {
      n += perft(play(r, m), depth - 1);
    }
    return n;
  }

  // The first node (depth-first) where the engine and the reference differ, printed in *out.
  bool find_divergence(const S& s, const Ref& r, int depth, const std::string& path,
                       std::string* out) const {
    using G = GameFor<S>;
    const std::vector<std::string> engine = legal_texts(s);
    const std::vector<std::string> ref = sorted(moves(r));
    if (engine != ref || (agrees != nullptr && !agrees(s, r))) {
      *out = "after [" + path + "]\n  engine:    " + joined(engine) +
             "\n  reference: " + joined(ref) + "\n" + show(s) + board(r);
      return true;
    }
    if (depth <= 1) {
      return false;
    }
    for (const std::string& m : engine) {
      S t = s;
      G::apply(t, *G::parse_action(s, m));
      if (find_divergence(t, play(r, m), depth - 1, path + m + " ", out)) {
        return true;
      }
    }
    return false;
  }

  // Depths 1 to `depth`: the counts `engine(s, d)` and `reference(r, d)` agree (any type with ==
  // and <<); at the first that does not, the node where the two part is printed.
  template <class EngineCount, class RefCount>
  void check(const S& s, const Ref& r, int depth, EngineCount engine, RefCount reference) const {
    for (int d = 1; d <= depth; ++d) {
      const auto e = engine(s, d);
      const auto x = reference(r, d);
      if (!(e == x)) {
        std::string where;
        find_divergence(s, r, d, "", &where);
        ADD_FAILURE() << "depth " << d << ": engine " << e << ", reference " << x << "\n" << where;
        return;
      }
    }
  }

  // The same with plain move counts.
  void check(const S& s, const Ref& r, int depth) const {
    check(
        s, r, depth, [](const S& x, int d) { return games_test::perft<GameFor<S>>(x, d); },
        [this](const Ref& x, int d) { return perft(x, d); });
  }
};

// ---------------------------------------------------------------------------------------------
// Random games with invariants

// The legal actions against the ones a test expects (`n` of them): both as text where they
// differ, "" where they are the same.
template <class S, class List>
std::string actions_differ(const S& s, const List& legal, const Action* expected, int n) {
  using G = GameFor<S>;
  if (std::equal(legal.begin(), legal.end(), expected, expected + n)) {
    return "";
  }
  std::string got;
  std::string want;
  for (Action a : legal) {
    got += G::action_text(s, a) + " ";
  }
  for (int i = 0; i < n; ++i) {
    want += G::action_text(s, expected[i]) + " ";
  }
  return "legal actions\n  engine:   " + got + "\n  expected: " + want;
}

// What the random-game tests check before each action, and the action drawn: a running game has
// legal actions, sorted and unique; the action is legal[rng.below(n)], and random_action() (where
// the game has one) draws the same from the same generator state. Returns what broke, or "".
template <class S, class List>
std::string draw_checked(const S& s, const List& legal, Rng& rng, Action* drawn) {
  using G = GameFor<S>;
  if (legal.empty()) {
    return "no legal action in a running game";
  }
  for (int i = 1; i < legal.size(); ++i) {
    if (legal[i - 1] >= legal[i]) {
      return "legal actions not sorted and unique";
    }
  }
  Rng by_list = rng;
  *drawn = legal[static_cast<int>(by_list.below(static_cast<std::uint32_t>(legal.size())))];
  if constexpr (HasRandomAction<G>) {
    const Action a = G::random_action(s, rng);
    if (a != *drawn || rng.state() != by_list.state()) {
      return "random_action " + G::action_text(s, a) + ", list " + G::action_text(s, *drawn);
    }
  } else {
    rng = by_list;
  }
  return "";
}

// The frame of a random-game test: plays the game of `seed` to its end. Before each action it
// checks the ply limit, `watch.check_legal(state, legal)` where the Watch has one, and
// draw_checked; after it, `watch.after(before, action, state)`; at the end, `watch.end(state,
// plies)`. Each returns what broke ("" for nothing): reported with the seed, the ply and the board,
// and false returned.
template <Rules G, class Watch>
bool play_watched(const typename G::Variant& v, std::uint64_t seed, int max_plies, Watch& watch) {
  Rng rng(seed);
  typename G::State s = G::initial(v);
  int plies = 0;
  auto report = [&](const std::string& what) {
    ADD_FAILURE() << "seed " << seed << ", ply " << plies << ": " << what << show(s);
    return false;
  };
  while (!G::is_terminal(s)) {
    if (++plies > max_plies) {
      return report("no end after " + std::to_string(max_plies) + " actions");
    }
    typename G::Actions legal;
    G::legal_actions(s, legal);
    std::string broken;
    if constexpr (requires { watch.check_legal(s, legal); }) {
      broken = watch.check_legal(s, legal);
    }
    Action a = kNoAction;
    if (broken.empty()) {
      broken = draw_checked(s, legal, rng, &a);
    }
    if (!broken.empty()) {
      return report(broken);
    }
    const typename G::State before = s;
    G::apply(s, a);
    broken = watch.after(before, a, s);
    if (!broken.empty()) {
      return report(broken);
    }
  }
  const std::string broken = watch.end(s, plies);
  return broken.empty() || report(broken);
}

// play_watched on `games` games, seeds base_seed, base_seed + 1, ..., each with the Watch that
// make_watch(game index) returns, until one breaks an invariant. Returns whether none did.
template <Rules G, class MakeWatch>
bool play_watched_games(const typename G::Variant& v, std::uint64_t base_seed, int games,
                        int max_plies, MakeWatch make_watch) {
  for (int g = 0; g < games; ++g) {
    auto watch = make_watch(g);
    if (!play_watched<G>(v, base_seed + static_cast<std::uint64_t>(g), max_plies, watch)) {
      return false;
    }
  }
  return true;
}

}  // namespace marbles::games_test

// In a Watch of play_watched: returns what broke, streamed into a text.
#define MARBLES_BROKEN(what)    \
  do {                          \
    std::ostringstream broken_; \
    broken_ << what;            \
    return broken_.str();       \
  } while (false)

// In a game's `<game>_test_util.h`: names marbles::<game>::Game the game of its State, and opens
// marbles::<game>::test with these helpers and position(text, variant) (a bad text fails).
#define MARBLES_GAME_TEST_HELPERS(game)                                 \
  template <>                                                           \
  struct marbles::games_test::GameOf<marbles::game::State> {            \
    using type = marbles::game::Game;                                   \
  };                                                                    \
  namespace marbles::game::test {                                       \
  using namespace marbles::games_test;                                  \
  inline State position(std::string_view text, const Variant& v = {}) { \
    return position_of<Game>(text, v);                                  \
  }                                                                     \
  }
