// Editing an annotated record's tree (core/record_tree.h): the study view's variations added,
// promoted and deleted, lines replayed from the page, and points located in the tree; every
// edited record is written and read back the same.
#include "core/record_tree.h"

#include <gtest/gtest.h>

#include <string>

#include "games/registry.h"
#include "ui/messages.h"

namespace marbles {
namespace {

const char* const kWali = "[Format \"marbles/1\"]\n[Game \"wali\"]\n\n";

Record read(const std::string& moves) {
  auto r = parse_record(std::string(kWali) + moves);
  EXPECT_TRUE(r.ok()) << ui::text(r.error(), Lang::kEn);
  return r.ok() ? std::move(r).value() : Record{};
}

// The moves part of the record as written, on one line.
std::string moves(const Record& r) {
  std::string text = format_record(r);
  text = text.substr(text.find("\n\n") + 2);
  for (char& c : text) {
    c = c == '\n' ? ' ' : c;
  }
  while (!text.empty() && text.back() == ' ') {
    text.pop_back();
  }
  // Written, it reads back as the same tree.
  auto again = parse_record(format_record(r));
  EXPECT_TRUE(again.ok() && static_cast<const Line&>(*again) == static_cast<const Line&>(r))
      << text;
  return text;
}

Action action(const Record& r, const LinePath& path, std::size_t p, const std::string& text) {
  auto v = path.empty() ? std::optional<VariationView>() : variation_view(r, path);
  auto s = Session::from_record(v ? v->record : r, games());
  EXPECT_TRUE(s.ok());
  Session session = std::move(s).value();
  session.go_to(p);
  auto a = session.state().parse_action(text);
  EXPECT_TRUE(a.ok()) << text;
  return a.ok() ? *a : kNoAction;
}

TEST(RecordTree, AVariationAddedInThePastKeepsTheLineAndItsComments) {
  Record r = read("1. C3 {centre} 2. D3 3. D2 {later}");
  const std::size_t i = add_variation(r, 1, action(r, {}, 1, "A1"));
  EXPECT_EQ(moves(r), "1. C3 {centre} 2. D3 (2. A1) 3. D2 {later}");
  // A second one at the same point comes after it; one at an earlier point before both.
  EXPECT_EQ(i, 0u);
  EXPECT_EQ(add_variation(r, 1, action(r, {}, 1, "F5")), 1u);
  EXPECT_EQ(add_variation(r, 0, action(r, {}, 0, "B2")), 0u);
  EXPECT_EQ(moves(r), "1. C3 {centre} (1. B2) 2. D3 (2. A1) (2. F5) 3. D2 {later}");
  // Inside a variation: the path names it, its points count its own actions.
  Line* v = line_at(r, {1});
  ASSERT_NE(v, nullptr);
  EXPECT_EQ(v->actions.size(), 1u);
  v->actions.push_back(action(r, {1}, 2, "B3"));
  add_variation(*v, 1, action(r, {1}, 2, "E5"));
  EXPECT_EQ(moves(r), "1. C3 {centre} (1. B2) 2. D3 (2. A1 3. B3 (3. E5)) (2. F5) 3. D2 {later}");
  EXPECT_EQ(line_at(r, {7}), nullptr);
  EXPECT_EQ(line_at(r, {1, 0})->actions.size(), 1u);
}

TEST(RecordTree, PointsAreLocatedInTheLineThatHoldsThem) {
  Record r = read("1. C3 2. D3 (2. A1 3. B3 (3. E5 4. F5) 4. F5) 3. D2");
  EXPECT_EQ(line_offset(r, {}), 0u);
  EXPECT_EQ(line_offset(r, {0}), 1u);
  EXPECT_EQ(line_offset(r, {0, 0}), 2u);
  // The variation's own positions are its own; the branch point and before, its parents'.
  auto p = locate(r, {0, 0}, 4);
  ASSERT_TRUE(p);
  EXPECT_EQ(p->path, (LinePath{0, 0}));
  EXPECT_EQ(p->point, 2u);
  p = locate(r, {0, 0}, 2);
  ASSERT_TRUE(p);
  EXPECT_EQ(p->path, (LinePath{0}));
  EXPECT_EQ(p->point, 1u);
  p = locate(r, {0, 0}, 1);
  ASSERT_TRUE(p);
  EXPECT_EQ(p->path, LinePath{});
  EXPECT_EQ(p->point, 1u);
  EXPECT_FALSE(locate(r, {0, 0}, 5));  // past its end
  EXPECT_FALSE(locate(r, {3}, 0));     // no such variation
}

TEST(RecordTree, PromotingSwapsTheLinesWithWhatStandsAfterTheBranch) {
  Record r = read("1. C3 2. D3 {d3} (2. A1 {a1} 3. B3 (3. E5) 4. F5) (2. F5) 3. D2 {end} (3. E2)");
  ASSERT_TRUE(promote_variation(r, {0}));
  EXPECT_EQ(moves(r),
            "1. C3 2. A1 {a1} (2. D3 {d3} 3. D2 {end} (3. E2)) (2. F5) 3. B3 (3. E5) 4. F5");
  // Promoted back: the record as it was.
  ASSERT_TRUE(promote_variation(r, {0}));
  EXPECT_EQ(moves(r),
            "1. C3 2. D3 {d3} (2. A1 {a1} 3. B3 (3. E5) 4. F5) (2. F5) 3. D2 {end} (3. E2)");
  // A nested one becomes its parent's line.
  ASSERT_TRUE(promote_variation(r, {0, 0}));
  EXPECT_EQ(moves(r),
            "1. C3 2. D3 {d3} (2. A1 {a1} 3. E5 (3. B3 4. F5)) (2. F5) 3. D2 {end} (3. E2)");
  EXPECT_FALSE(promote_variation(r, {}));
  EXPECT_FALSE(promote_variation(r, {5}));
}

TEST(RecordTree, DeletingAVariationTakesAllItHolds) {
  Record r = read("1. C3 2. D3 (2. A1 3. B3 (3. E5) 4. F5) (2. F5) 3. D2");
  ASSERT_TRUE(delete_variation(r, {0, 0}));
  EXPECT_EQ(moves(r), "1. C3 2. D3 (2. A1 3. B3 4. F5) (2. F5) 3. D2");
  ASSERT_TRUE(delete_variation(r, {0}));
  EXPECT_EQ(moves(r), "1. C3 2. D3 (2. F5) 3. D2");
  EXPECT_FALSE(delete_variation(r, {1}));
  EXPECT_FALSE(delete_variation(r, {}));
  EXPECT_EQ(moves(r), "1. C3 2. D3 (2. F5) 3. D2");
}

TEST(RecordTree, ALineReplayedKeepsWhatStandsOnTheSharedPart) {
  Record r = read("1. C3 {c3} 2. D3 {d3} (2. A1) 3. D2 {d2} (3. E2)");
  std::vector<Action> longer = r.actions;
  longer.push_back(action(r, {}, 3, "B2"));
  sync_line(r, longer);
  EXPECT_EQ(moves(r), "1. C3 {c3} 2. D3 {d3} (2. A1) 3. D2 {d2} (3. E2) 4. B2");
  // Another move after the second: the rest of the line, its comments and variations go.
  std::vector<Action> other(r.actions.begin(), r.actions.begin() + 2);
  other.push_back(action(r, {}, 2, "E5"));
  sync_line(r, other);
  EXPECT_EQ(moves(r), "1. C3 {c3} 2. D3 {d3} (2. A1) 3. E5");
}

}  // namespace
}  // namespace marbles
