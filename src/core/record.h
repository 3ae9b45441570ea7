// Record: the text save format (tag lines + moves), and Session: a game in progress with
// undo/redo by replay. The format is specified in docs/NOTATION.md:
//
//   [Format "marbles/1"]
//   [Game "<id>"]           the game's registry id (GameInfo::id)
//   [Variant "default"]
//   [Position "..."]        optional start position (the game's position text)
//   [Result "1-0"]          written when the game is over
//   # a comment
//   1. C3
//   2. D4
//   ...
//   31. D2-D1 xB4
//
// One numbered line per turn (a player's consecutive actions, with the chance actions
// before them; a game may number its turns itself, see TurnInfo in core/types.h, and name
// sections written as comment lines such as "# Round 2"). Parsing is strict: every action
// must be legal where it stands.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/any_game.h"
#include "core/result.h"

namespace marbles {

constexpr std::string_view kRecordFormat = "marbles/1";

struct Variation;

// A line of play from some position: its actions, a comment at any point of it, and the
// variations that branch off it (docs/NOTATION.md, "Comments and variations").
struct Line {
  std::vector<Action> actions;
  // The comment at point i: after the line's i-th action, 0 before its first. Any UTF-8 text;
  // marks on the board are written inside it (core/marks.h).
  std::map<std::size_t, std::string> comments;
  // Alternatives to some of the line's actions, in the order written (several may replace one).
  std::vector<Variation> variations;

  bool operator==(const Line& other) const;
  // Keeps the first n actions, with the comments and variations that stand among them.
  void truncate(std::size_t n);
  // The comment at point i, or "".
  const std::string& comment(std::size_t i) const;
};

// A line played instead of the action `at` of the line it branches off, from the position before
// that action.
struct Variation {
  std::size_t at = 0;
  Line line;
  bool operator==(const Variation& other) const { return at == other.at && line == other.line; }
};

// A record's main line is the Line it is.
struct Record : Line {
  std::string game;      // registry id
  std::string variant;   // the game's variant text ("" = default)
  std::string position;  // start position text ("" = the variant's initial position)
  std::vector<std::pair<std::string, std::string>> tags;  // other tags, in order
};

// The record functions know no game of their own: they take the games a record may name (the
// app's are games() in games/registry.h, which also has the shorter forms over them).

// A variation shown as a line of its own: the record whose main line is the actions that lead to
// it (its parents' before each branch, at any depth) and then its own, with the comments at those
// points and the variation's own variations; `path` gives the variation's index in the main
// line's variations, then in that one's, and so on. `offset`: how many actions come before the
// variation's first. Nothing when the path names no variation.
struct VariationView {
  Record record;
  std::size_t offset = 0;
};
std::optional<VariationView> variation_view(const Record& record,
                                            const std::vector<std::size_t>& path);

// Parses and checks a record: known game, valid variant and position, every move legal.
Result<Record> parse_record(std::string_view text, GameTable games);
// The record as text, its moves played from `start` (its start state). Adds [Result] when the
// final state is terminal.
std::string format_record(const Record& record, const AnyState& start);
// The start state of a record (its variant and position).
Result<std::unique_ptr<AnyState>> start_state(const Record& record, GameTable games);
// "1-0", "0-1", "1/2-1/2" for two players; "1-0-0-0"-style for more; "*" if not over.
std::string result_text(const AnyState& s);
std::string result_text(const std::vector<double>& returns);
// An end the players agreed after the last move ([Termination], docs/NOTATION.md) of a game of
// two: "resignation N" (player N resigned) or "agreement" (a draw). The returns it gives, as a
// terminal state's; nothing when `value` is none of these or the game has not two players.
std::optional<std::vector<double>> agreed_returns(std::string_view value, int players);
// An agreed end belongs to the line it ends: dropped from a variation, a cut or a changed line.
void drop_termination(Record& record);
// The tag value, or "" if absent.
std::string tag_value(const Record& record, std::string_view name);

// A game in progress: the record, a cursor (how many actions are applied) and the state.
// Undo/redo move the cursor and replay from the start; playing truncates the redo tail.
class Session {
 public:
  // A new game of a registered game and variant.
  static Result<Session> create(std::string_view game, std::string_view variant, GameTable games);
  static Result<Session> from_record(Record record, GameTable games);
  static Result<Session> from_text(std::string_view record_text, GameTable games);

  Session(const Session& other);
  Session& operator=(const Session& other);
  Session(Session&&) noexcept = default;
  Session& operator=(Session&&) noexcept = default;
  ~Session() = default;

  const AnyState& state() const { return *state_; }
  // Over: by the rules, or at the end of a record whose players agreed an end ([Termination]).
  bool over() const { return state_->is_terminal() || agreed(); }
  bool agreed() const { return !agreed_.empty() && cursor_ == record_.actions.size(); }
  // The returns of a game over (agreed or by the rules).
  std::vector<double> returns() const { return agreed() ? agreed_ : state_->returns(); }
  const Record& record() const { return record_; }
  std::size_t ply() const { return cursor_; }
  std::size_t length() const { return record_.actions.size(); }

  // Plays a legal action (checked by the caller or by play_text); an agreed end is undone.
  void play(Action a);
  // Parses a move in the game's notation and plays it; the game is unchanged on error.
  Result<Action> play_text(std::string_view text);
  bool can_undo() const { return cursor_ > 0; }
  bool can_redo() const { return cursor_ < record_.actions.size(); }
  void undo();
  void redo();
  // Moves the cursor to ply n (clamped) by replay.
  void go_to(std::size_t n);
  // The text of each applied action of the record, in the state it was played from.
  std::vector<std::string> action_texts() const;
  // The record up to the cursor, as text.
  std::string text() const;

 private:
  Session(Record record, std::unique_ptr<AnyState> start);
  Record record_;
  std::unique_ptr<AnyState> start_;
  std::unique_ptr<AnyState> state_;
  std::size_t cursor_ = 0;
  std::vector<double> agreed_;  // the agreed end's returns (empty: none)
};

}  // namespace marbles
