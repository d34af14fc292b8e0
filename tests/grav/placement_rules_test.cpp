// The three placement rules on hand-made boards: the article's continuity examples, every
// boundary of the density square and of the distance range, and the words of each report.
#include "grav/placement_rules.hpp"
#include "grav_test_support.hpp"

#include <gtest/gtest.h>

namespace plyroom::core::grav {
namespace {

using testing::grid_from;

// The words of a broken rule, or a marker that fails every comparison when nothing broke.
std::string words(const std::optional<violation>& broken) {
    return broken ? broken->words : "(no rule broken)";
}

// `X . X . O . X` with a = 3: four stones at spacing 2, whichever of them is the new one.
TEST(Continuity, ArticleFourAtSpacingTwoBreaks) {
    const grid g = grid_from(11, {"", "", "", "0.0.1.0"});
    for (const int x : {0, 2, 4, 6}) {
        const auto broken = continuity_violation(g, point{x, 3}, 3);
        ASSERT_TRUE(broken) << "new stone at x = " << x;
        EXPECT_EQ(broken->words, "continuity: 4 stones at equal spacing 2 in the row through (" +
                               std::to_string(x) + ",3), more than a = 3");
    }
}

// `X . O X X . . O` with a = 3: the longest equally spaced run is 3, so nothing breaks.
TEST(Continuity, ArticleLongestRunOfThreeIsAllowed) {
    const grid g = grid_from(11, {"", "0.100..1"});
    for (const int x : {0, 2, 3, 4, 7})
        EXPECT_FALSE(continuity_violation(g, point{x, 1}, 3)) << "new stone at x = " << x;
}

// Stones of every seat count together, so a mixed run breaks the rule as well.
TEST(Continuity, StonesOfEverySeatCount) {
    const grid g = grid_from(7, {"0123"});
    EXPECT_TRUE(continuity_violation(g, point{3, 0}, 3));
    EXPECT_FALSE(continuity_violation(g, point{3, 0}, 4));
}

// The rule holds on columns, diagonals and anti-diagonals, at larger steps too.
TEST(Continuity, EveryLineDirection) {
    const grid column = grid_from(13, {"0", "", "", "1", "", "", "0", "", "", "1"});
    EXPECT_EQ(words(continuity_violation(column, point{0, 6}, 3)),
              "continuity: 4 stones at equal spacing 3 in the column through (0,6), more than "
              "a = 3");
    const grid diagonal = grid_from(7, {"0", ".1", "..0", "...1"});
    EXPECT_EQ(words(continuity_violation(diagonal, point{2, 2}, 3)),
              "continuity: 4 stones at equal spacing 1 in the diagonal through (2,2), more than "
              "a = 3");
    EXPECT_FALSE(continuity_violation(diagonal, point{2, 2}, 4));
    const grid anti = grid_from(7, {"....0", "", "..0", "", "0"});
    EXPECT_FALSE(continuity_violation(anti, point{2, 2}, 3));
    const grid anti4 = grid_from(7, {"......0", "", "....0", "", "..0", "", "0"});
    EXPECT_NE(words(continuity_violation(anti4, point{0, 6}, 3)).find("anti-diagonal"),
              std::string::npos);
}

// Only runs through the new stone matter: an old over-long run elsewhere is not reported.
TEST(Continuity, OnlyRunsThroughTheNewStone) {
    const grid g = grid_from(7, {"0000", "", "", "", "", "", "1"});
    EXPECT_FALSE(continuity_violation(g, point{0, 6}, 3));
    EXPECT_TRUE(continuity_violation(g, point{0, 0}, 3));
}

// A run is exactly `a` stones long: allowed; a + 1: broken (the boundary).
TEST(Continuity, ExactlyAIsAllowed) {
    const grid g = grid_from(7, {"00000"});
    EXPECT_FALSE(continuity_violation(g, point{4, 0}, 5));
    EXPECT_TRUE(continuity_violation(g, point{4, 0}, 4));
}

// c stones in a b x b square are allowed, c + 1 are not.
TEST(Density, BoundaryAtC) {
    const grid three = grid_from(7, {"00", "0."});
    EXPECT_FALSE(density_violation(three, point{0, 0}, 2, 3));
    const grid four = grid_from(7, {"01", "10"});
    const auto broken = density_violation(four, point{1, 1}, 2, 3);
    ASSERT_TRUE(broken);
    EXPECT_EQ(broken->words,
              "density: the 2x2 square from (0,0) to (1,1) holds 4 stones, more than c = 3");
    EXPECT_FALSE(density_violation(four, point{1, 1}, 2, 4));
}

// The only square through the far corner is the one lying against both edges.
TEST(Density, FarCornerSquare) {
    // Rows 4..6, columns 4..6 of a 7x7 board hold 7 stones; b = 3, c = 5.
    const grid g = grid_from(7, {"", "", "", "", "....000", "....0.0", "....0.0"});
    const auto broken = density_violation(g, point{6, 6}, 3, 5);
    ASSERT_TRUE(broken);
    EXPECT_EQ(broken->words,
              "density: the 3x3 square from (4,4) to (6,6) holds 7 stones, more than c = 5");
}

// Every b x b square on the board is checked up to each edge: a full square is found from
// every point inside it and from no point outside it.
TEST(Density, EverySquareUpToTheEdges) {
    constexpr int n = 7;
    constexpr int b = 3;
    for (int sy = 0; sy + b <= n; ++sy)
        for (int sx = 0; sx + b <= n; ++sx) {
            grid g(n);
            for (int y = sy; y < sy + b; ++y)
                for (int x = sx; x < sx + b; ++x)
                    g.put(point{x, y}, 0);
            for (int y = 0; y < n; ++y)
                for (int x = 0; x < n; ++x) {
                    const bool inside = x >= sx && x < sx + b && y >= sy && y < sy + b;
                    EXPECT_EQ(density_violation(g, point{x, y}, b, b * b - 1).has_value(), inside)
                        << "square at (" << sx << "," << sy << "), point (" << x << "," << y << ")";
                    EXPECT_FALSE(density_violation(g, point{x, y}, b, b * b));
                }
        }
}

// A square as large as the board holds every stone; b = N has exactly one square.
TEST(Density, WholeBoardSquare) {
    const grid g = grid_from(5, {"0...0", "", "..1", "", "0...1"});
    EXPECT_FALSE(density_violation(g, point{2, 2}, 5, 5));
    EXPECT_TRUE(density_violation(g, point{2, 2}, 5, 4));
}

// Only squares holding the new stone count, so a crowded square elsewhere is not reported.
TEST(Density, OnlySquaresHoldingTheNewStone) {
    const grid g = grid_from(7, {"00", "00", "", "", "", "", "......1"});
    EXPECT_FALSE(density_violation(g, point{6, 6}, 2, 3));
}

// d and e are both allowed; d - 1 and e + 1 are not.
TEST(Distance, BoundariesOfDToE) {
    const std::optional<point> last = point{3, 3};
    EXPECT_EQ(words(distance_violation(point{3, 4}, last, 2, 4)),
              "distance 1 is outside [2, 4] from (3,3)");
    EXPECT_FALSE(distance_violation(point{4, 4}, last, 2, 4));
    EXPECT_FALSE(distance_violation(point{5, 5}, last, 2, 4));
    EXPECT_EQ(words(distance_violation(point{6, 5}, last, 2, 4)),
              "distance 5 is outside [2, 4] from (3,3)");
}

// The rule's own example sentence.
TEST(Distance, ReportsInWords) {
    EXPECT_EQ(words(distance_violation(point{0, 1}, point{3, 5}, 1, 4)),
              "distance 7 is outside [1, 4] from (3,5)");
}

// No latest stone on the board: no limit at all.
TEST(Distance, NoLimitWithoutALatestStone) {
    EXPECT_FALSE(distance_violation(point{6, 6}, std::nullopt, 1, 1));
}

// judge_placement lists every broken rule in order, and breaks_a_rule agrees with it.
TEST(Judge, ListsEveryBrokenRule) {
    settings s;
    s.size = 7;
    s.a = 3;
    s.b = 2;
    s.c = 3;
    s.d = 1;
    s.e = 2;
    const grid g = grid_from(7, {"0000", "11"});
    const placement_verdict verdict = judge_placement(g, point{1, 0}, point{6, 6}, s);
    ASSERT_EQ(verdict.violations.size(), 3U);
    EXPECT_EQ(verdict.violations[0].words.rfind("continuity: 4 stones", 0), 0U);
    EXPECT_EQ(verdict.violations[1].words.rfind("density: the 2x2 square", 0), 0U);
    EXPECT_EQ(verdict.violations[2].words, "distance 11 is outside [1, 2] from (6,6)");
    // The same as data, for clients to word themselves.
    EXPECT_EQ(verdict.violations[0].facts,
              (nlohmann::json{{"rule", "continuity"}, {"stones", 4}, {"spacing", 1},
                              {"line", "row"}, {"through", {1, 0}}, {"a", 3}}));
    EXPECT_EQ(verdict.violations[1].facts,
              (nlohmann::json{{"rule", "density"}, {"b", 2}, {"from", {0, 0}}, {"to", {1, 1}},
                              {"stones", 4}, {"c", 3}}));
    EXPECT_EQ(verdict.violations[2].facts,
              (nlohmann::json{{"rule", "distance"}, {"distance", 11}, {"from", {6, 6}}, {"d", 1},
                              {"e", 2}}));
    EXPECT_TRUE(breaks_a_rule(g, point{1, 0}, point{6, 6}, s));
    const grid fine = grid_from(7, {"0"});
    EXPECT_TRUE(judge_placement(fine, point{0, 0}, std::nullopt, s).violations.empty());
    EXPECT_FALSE(breaks_a_rule(fine, point{0, 0}, std::nullopt, s));
}

} // namespace
} // namespace plyroom::core::grav
