// Dots: a stone may stand on a dot only where a valid bridge through it can be made now, and it
// must end its turn inside an uncut bridge.
#include "dl_test_support.hpp"

namespace plyroom::core::divided_loyalties::testing {
namespace {

using b = bridge_request;

// A row of dots above the standard play area.
std::vector<std::string> rows_with_dots() {
    std::vector<std::string> rows = standard_rows();
    rows.insert(rows.begin(), "o o o o o o o o");
    return rows;
}

TEST(Dots, AStoneOnADotNeedsAPossibleBridge) {
    table t(rows_with_dots());
    const json before = t.snapshot();
    const auto refused = t.attempt({0, 0}, color::blue);
    ASSERT_TRUE(refused);
    EXPECT_TRUE(mentions(refused->message, "a stone may stand on the dot [0,0] only if a valid "
                                           "bridge through it can be made now"))
        << refused->message;
    EXPECT_EQ(t.snapshot(), before);
}

TEST(Dots, AStoneOnADotNotEndingInABridgeIsRefused) {
    table t(rows_with_dots());
    t.play_then_park({0, 1}, color::purple);
    t.play_then_park({0, 2}, color::blue);
    const json before = t.snapshot();
    const auto refused = t.attempt({0, 0}, color::blue);
    ASSERT_TRUE(refused);
    EXPECT_TRUE(mentions(refused->message, "the stone on the dot [0,0] must be part of an uncut "
                                           "bridge at the end of the turn"))
        << refused->message;
    EXPECT_EQ(t.snapshot(), before);
    t.play({0, 0}, color::blue, {b{{0, 0}, {0, 2}}});
    EXPECT_EQ(t.state().bridges().size(), 1U);
}

TEST(Dots, TheBridgeMustBeValidForThisPlayerNow) {
    table t(rows_with_dots());
    t.play_then_park({0, 1}, color::purple);
    t.play_then_park({0, 2}, color::blue);
    // Purple next to purple: no bridge through the dot would be valid.
    auto refused = t.attempt({0, 0}, color::purple);
    ASSERT_TRUE(refused);
    EXPECT_TRUE(mentions(refused->message, "only if a valid bridge")) << refused->message;
    // Yellow cannot use blue's stones either.
    t.play({5, 3}, color::green);
    refused = t.attempt({0, 0}, color::green);
    ASSERT_TRUE(refused);
    EXPECT_TRUE(mentions(refused->message, "only if a valid bridge")) << refused->message;
}

TEST(Dots, SeveralDotStonesInOneRowCarryALaterBridge) {
    table t(rows_with_dots());
    t.play_then_park({0, 1}, color::purple);
    t.play_then_park({0, 2}, color::blue);
    t.play_then_park({0, 0}, color::blue, {b{{0, 0}, {0, 2}}}); // first dot stone
    t.play_then_park({1, 1}, color::purple);
    t.play_then_park({1, 2}, color::green);
    t.play_then_park({1, 0}, color::green, {b{{1, 0}, {1, 2}}}); // second dot stone
    // The third dot stone is possible only through the row of dots, and ends in that bridge.
    t.play({2, 0}, color::purple, {b{{0, 0}, {2, 0}}});
    ASSERT_EQ(t.state().bridges().size(), 3U);
    // The row's inner stone stands on a dot and claims no region.
    EXPECT_EQ(t.state().score_of(0), (score{3, 1}));
}

TEST(Dots, LegalPlacementsListDotsOnlyWhereABridgeIsPossible) {
    table t(rows_with_dots());
    t.play_then_park({0, 1}, color::purple);
    t.play_then_park({0, 2}, color::blue);
    int dot_placements = 0;
    for (const placement& each : t.state().legal_placements()) {
        if (t.board().kind(t.board().index(each.cell)) != cell_kind::dot)
            continue;
        ++dot_placements;
        EXPECT_EQ(each.cell, (coord{0, 0}));
        EXPECT_TRUE(each.stone == color::blue || each.stone == color::green)
            << color_name(each.stone);
    }
    EXPECT_EQ(dot_placements, 2);
}

} // namespace
} // namespace plyroom::core::divided_loyalties::testing
