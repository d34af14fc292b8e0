// Crossing, cutting and blocking: exact integer geometry, scoring bridges cross nothing, red
// cuts every scoring bridge it crosses, and neither red nor cut bridges can be crossed.
#include "divided_loyalties/bridge_line.hpp"
#include "dl_test_support.hpp"

namespace plyroom::core::divided_loyalties::testing {
namespace {

using b = bridge_request;

// The line between two cells of an 8x8 grid.
bridge_line line_of(coord from, coord to) {
    static const auto grid =
        position_of_rows(std::vector<std::string>(8, "S1 S1 S1 S1 S1 S1 S1 S1"));
    return std::get<bridge_line>(make_line(*grid, from, to));
}

TEST(Geometry, SharedMidpointsAndSharedInnerStonesConflict) {
    // Diagonals crossing between cells share the doubled point between them.
    EXPECT_TRUE(lines_conflict(line_of({1, 1}, {3, 3}), line_of({4, 1}, {2, 3})));
    // An X through a stone inner to both.
    EXPECT_TRUE(lines_conflict(line_of({0, 0}, {2, 2}), line_of({2, 0}, {0, 2})));
    // A + through a stone inner to both.
    EXPECT_TRUE(lines_conflict(line_of({0, 1}, {2, 1}), line_of({1, 0}, {1, 2})));
    // Overlap along one line.
    EXPECT_TRUE(lines_conflict(line_of({0, 0}, {3, 0}), line_of({2, 0}, {4, 0})));
}

TEST(Geometry, JunctionsAtEndsDoNotConflict) {
    EXPECT_FALSE(lines_conflict(line_of({0, 0}, {2, 0}), line_of({2, 0}, {4, 0}))); // end to end
    EXPECT_FALSE(lines_conflict(line_of({0, 1}, {2, 1}), line_of({1, 1}, {1, 3}))); // T
    EXPECT_FALSE(lines_conflict(line_of({0, 0}, {2, 0}), line_of({0, 0}, {2, 2}))); // fan
    EXPECT_FALSE(lines_conflict(line_of({0, 0}, {2, 2}), line_of({1, 0}, {3, 2}))); // parallel
    // Anti-diagonals on neighbouring lines touch no common point.
    EXPECT_FALSE(lines_conflict(line_of({0, 2}, {2, 0}), line_of({1, 2}, {3, 0})));
}

TEST(Geometry, ShortAndCrookedLinesAreNotBridges) {
    const auto grid = position_of_rows(std::vector<std::string>(8, "S1 S1 S1 S1 S1 S1 S1 S1"));
    EXPECT_TRUE(std::holds_alternative<std::string>(make_line(*grid, {0, 0}, {1, 2})));
    EXPECT_TRUE(std::holds_alternative<std::string>(make_line(*grid, {0, 0}, {0, 0})));
    EXPECT_TRUE(std::holds_alternative<std::string>(make_line(*grid, {0, 0}, {4, 4})));
    EXPECT_EQ(std::get<bridge_line>(make_line(*grid, {3, 0}, {0, 3})).length, 4);
}

TEST(Crossing, AnXThroughASharedInnerStoneIsRefused) {
    table t;
    t.play_then_park({0, 1}, color::blue);
    t.play_then_park({1, 1}, color::purple);
    t.play_then_park({2, 1}, color::blue, {b{{0, 1}, {2, 1}}});
    t.play_then_park({1, 0}, color::green);
    const auto refused = t.attempt({1, 2}, color::green, {b{{1, 0}, {1, 2}}});
    ASSERT_TRUE(refused);
    EXPECT_TRUE(mentions(refused->message, "through the stone at [1,1], inner to both"))
        << refused->message;
    EXPECT_TRUE(mentions(refused->message, "a scoring bridge may not cross any bridge"))
        << refused->message;
}

TEST(Crossing, ADiagonalCrossingBetweenCellsIsRefused) {
    table t;
    t.play_then_park({1, 1}, color::blue);
    t.play_then_park({2, 2}, color::purple);
    t.play_then_park({3, 3}, color::blue, {b{{1, 1}, {3, 3}}});
    t.play_then_park({4, 1}, color::green);
    t.play_then_park({3, 2}, color::purple);
    const auto refused = t.attempt({2, 3}, color::green, {b{{4, 1}, {2, 3}}});
    ASSERT_TRUE(refused);
    EXPECT_TRUE(mentions(refused->message, "crosses blue's bridge [1,1] to [3,3] between [3,2] "
                                           "and [2,3]"))
        << refused->message;
}

TEST(Crossing, ARedDiagonalCrossingBetweenCellsCuts) {
    table t;
    t.play_then_park({1, 1}, color::blue);
    t.play_then_park({2, 2}, color::purple);
    t.play_then_park({3, 3}, color::blue, {b{{1, 1}, {3, 3}}});
    t.play_then_park({4, 1}, color::red);
    t.play_then_park({3, 2}, color::orange);
    t.play({2, 3}, color::red, {b{{4, 1}, {2, 3}}});
    const bridge* blue_bridge = t.find({1, 1}, {3, 3});
    const bridge* red_bridge = t.find({4, 1}, {2, 3});
    ASSERT_NE(blue_bridge, nullptr);
    ASSERT_NE(red_bridge, nullptr);
    EXPECT_TRUE(blue_bridge->cut);
    EXPECT_FALSE(red_bridge->cut);
    EXPECT_EQ(t.state().score_of(0), (score{0, 0}));
}

TEST(Crossing, ARedBridgeThroughABluePlusStoneCutsTheBlueAndStays) {
    table t; // the red vertical and the blue horizontal form a + at [1,1]
    t.play_then_park({0, 1}, color::blue);
    t.play_then_park({1, 1}, color::purple);
    t.play_then_park({2, 1}, color::blue, {b{{0, 1}, {2, 1}}});
    EXPECT_EQ(t.state().score_of(0), (score{1, 1}));
    t.play_then_park({1, 0}, color::red);
    t.play({1, 2}, color::red, {b{{1, 0}, {1, 2}}});
    ASSERT_EQ(t.state().bridges().size(), 2U);
    const bridge* blue_bridge = t.find({0, 1}, {2, 1});
    const bridge* red_bridge = t.find({1, 0}, {1, 2});
    ASSERT_NE(blue_bridge, nullptr);
    ASSERT_NE(red_bridge, nullptr);
    EXPECT_TRUE(blue_bridge->cut);
    EXPECT_EQ(blue_bridge->owner, bridge_owner::blue);
    EXPECT_FALSE(red_bridge->cut);
    EXPECT_EQ(red_bridge->owner, bridge_owner::red);
    EXPECT_EQ(t.state().score_of(0), (score{0, 0}));
    EXPECT_EQ(recompute_score(t.state(), 0), t.state().score_of(0));
}

// The other arm of the plus, made by the other player: yellow's red horizontal through the inner
// stone of blue's vertical cuts it, and both bridges stay.
TEST(Crossing, YellowsRedBridgeAcrossABluePlusStoneCutsTheBlue) {
    table t;
    t.play_then_park({1, 0}, color::blue);
    t.play_then_park({1, 1}, color::purple);
    t.play({1, 2}, color::blue, {b{{1, 0}, {1, 2}}});
    EXPECT_EQ(t.state().score_of(0), (score{1, 1}));
    t.play_then_park({0, 1}, color::red);
    t.play({2, 1}, color::orange, {b{{0, 1}, {2, 1}}}); // red, purple, orange
    ASSERT_EQ(t.state().bridges().size(), 2U);
    const bridge* blue_bridge = t.find({1, 0}, {1, 2});
    const bridge* red_bridge = t.find({0, 1}, {2, 1});
    ASSERT_NE(blue_bridge, nullptr);
    ASSERT_NE(red_bridge, nullptr);
    EXPECT_TRUE(blue_bridge->cut);
    EXPECT_EQ(blue_bridge->by, 0);
    EXPECT_FALSE(red_bridge->cut);
    EXPECT_EQ(red_bridge->owner, bridge_owner::red);
    EXPECT_EQ(red_bridge->by, 1);
    for (int seat = 0; seat < side_count; ++seat) {
        EXPECT_EQ(t.state().score_of(seat), (score{0, 0}));
        EXPECT_EQ(recompute_score(t.state(), seat), t.state().score_of(seat));
    }
}

TEST(Crossing, ARedBridgeCutsEveryScoringBridgeItCrosses) {
    table t;
    t.play({1, 0}, color::blue);
    t.play({2, 0}, color::yellow);
    t.play({1, 1}, color::purple);
    t.play({2, 1}, color::orange);
    t.play({1, 2}, color::blue, {b{{1, 0}, {1, 2}}});
    t.play({2, 2}, color::yellow, {b{{2, 0}, {2, 2}}});
    EXPECT_EQ(t.state().score_of(0), (score{1, 1}));
    EXPECT_EQ(t.state().score_of(1), (score{1, 1}));
    t.play_then_park({0, 1}, color::red);
    t.play({3, 1}, color::red, {b{{0, 1}, {3, 1}}}); // red, purple, orange, red
    EXPECT_TRUE(t.find({1, 0}, {1, 2})->cut);
    EXPECT_TRUE(t.find({2, 0}, {2, 2})->cut);
    EXPECT_FALSE(t.find({0, 1}, {3, 1})->cut);
    EXPECT_EQ(t.state().score_of(0), (score{0, 0}));
    EXPECT_EQ(t.state().score_of(1), (score{0, 0}));
}

TEST(Crossing, RedCannotCutRed) {
    table t;
    t.play({0, 1}, color::red);
    t.play({1, 0}, color::red);
    t.play({1, 1}, color::orange);
    t.park();
    t.play({2, 1}, color::red, {b{{0, 1}, {2, 1}}});
    const json before = t.snapshot();
    const auto refused = t.attempt({1, 2}, color::red, {b{{1, 0}, {1, 2}}});
    ASSERT_TRUE(refused);
    EXPECT_TRUE(mentions(refused->message, "crosses the red bridge [0,1] to [2,1]"))
        << refused->message;
    EXPECT_TRUE(mentions(refused->message, "red cannot cut red")) << refused->message;
    EXPECT_EQ(t.snapshot(), before);
}

TEST(Crossing, RedCannotCrossACutBridge) {
    table t;
    t.play({1, 1}, color::blue);
    t.play({4, 1}, color::red);
    t.play({2, 2}, color::purple);
    t.play({3, 2}, color::orange);
    t.play({3, 3}, color::blue, {b{{1, 1}, {3, 3}}});
    t.park();
    t.play_then_park({3, 0}, color::red);
    t.play_then_park({2, 1}, color::orange);
    t.play({1, 2}, color::red, {b{{3, 0}, {1, 2}}}); // cuts blue's diagonal between cells
    ASSERT_TRUE(t.find({1, 1}, {3, 3})->cut);
    const auto refused = t.attempt({2, 3}, color::red, {b{{4, 1}, {2, 3}}});
    ASSERT_TRUE(refused);
    EXPECT_TRUE(mentions(refused->message, "crosses blue's cut bridge [1,1] to [3,3] between "
                                           "[3,2] and [2,3]; a cut bridge still blocks"))
        << refused->message;
}

TEST(Crossing, ScoringBridgesCrossNeitherRedNorCutBridges) {
    table t;
    t.play_then_park({0, 1}, color::blue);
    t.play_then_park({1, 1}, color::purple);
    t.play_then_park({2, 1}, color::blue, {b{{0, 1}, {2, 1}}});
    t.play_then_park({1, 0}, color::red);
    t.play_then_park({1, 2}, color::red, {b{{1, 0}, {1, 2}}}); // cuts the horizontal
    // A blue diagonal through [1,1] would cross both the red and the cut bridge.
    t.play_then_park({0, 0}, color::green);
    auto refused = t.attempt({2, 2}, color::green, {b{{0, 0}, {2, 2}}});
    ASSERT_TRUE(refused);
    EXPECT_TRUE(mentions(refused->message, "crosses blue's cut bridge [0,1] to [2,1]"))
        << refused->message;
    // Laid along the cut bridge: it blocks even though it no longer counts as shared stones.
    refused = t.attempt({3, 1}, color::green, {b{{1, 1}, {3, 1}}});
    ASSERT_TRUE(refused);
    EXPECT_TRUE(mentions(refused->message, "crosses blue's cut bridge [0,1] to [2,1] between "
                                           "[1,1] and [2,1]"))
        << refused->message;
}

TEST(Crossing, AScoringBridgeMayNotCrossARedOne) {
    table t;
    t.play_then_park({1, 0}, color::red);
    t.play_then_park({1, 1}, color::purple);
    t.play_then_park({1, 2}, color::red, {b{{1, 0}, {1, 2}}});
    t.play_then_park({0, 1}, color::blue);
    const auto refused = t.attempt({2, 1}, color::blue, {b{{0, 1}, {2, 1}}});
    ASSERT_TRUE(refused);
    EXPECT_TRUE(mentions(refused->message, "crosses the red bridge [1,0] to [1,2] through the "
                                           "stone at [1,1]"))
        << refused->message;
}

TEST(Crossing, ACutBridgeStaysAndARedBridgeIsNeverCut) {
    table t;
    t.play_then_park({0, 1}, color::blue);
    t.play_then_park({1, 1}, color::purple);
    t.play_then_park({2, 1}, color::blue, {b{{0, 1}, {2, 1}}});
    t.play_then_park({1, 0}, color::red);
    t.play_then_park({1, 2}, color::red, {b{{1, 0}, {1, 2}}});
    ASSERT_EQ(t.state().bridges().size(), 2U);
    for (const bridge& each : t.state().bridges())
        EXPECT_EQ(each.cut, each.owner != bridge_owner::red);
}

} // namespace
} // namespace plyroom::core::divided_loyalties::testing
