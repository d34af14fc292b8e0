// Bridge points and region points, kept incrementally and checked against a recomputation.
#include "dl_test_support.hpp"

namespace plyroom::core::divided_loyalties::testing {
namespace {

using b = bridge_request;

// Two regions side by side in the top row, W2 at the row's ends, then the parking rows.
std::vector<std::string> two_region_rows() {
    std::vector<std::string> rows = standard_rows();
    rows[0] = "W2 S1 G1 W2 S1 S1 S1 S1";
    return rows;
}

TEST(Scoring, AFourBridgeSpanningTwoRegionsClaimsBoth) {
    table t(two_region_rows());
    t.play_then_park({0, 0}, color::blue);
    t.play_then_park({1, 0}, color::purple);
    t.play_then_park({2, 0}, color::green);
    t.play({3, 0}, color::blue, {b{{0, 0}, {3, 0}}});
    EXPECT_EQ(t.state().score_of(0), (score{2, 2}));
    EXPECT_EQ(recompute_score(t.state(), 0), (score{2, 2}));
}

TEST(Scoring, EndStonesClaimNoRegion) {
    table t(two_region_rows());
    t.play_then_park({3, 0}, color::blue); // W2, an end
    t.play_then_park({4, 0}, color::purple);
    t.play({5, 0}, color::blue, {b{{3, 0}, {5, 0}}});
    EXPECT_EQ(t.state().score_of(0), (score{1, 1})); // only S1, from the inner stone
}

TEST(Scoring, ARegionCountsOncePerPlayer) {
    table t;
    t.play_then_park({0, 0}, color::blue);
    t.play_then_park({1, 0}, color::purple);
    t.play_then_park({2, 0}, color::blue, {b{{0, 0}, {2, 0}}});
    t.play_then_park({0, 2}, color::blue);
    t.play_then_park({1, 2}, color::green);
    t.play({2, 2}, color::purple, {b{{0, 2}, {2, 2}}});
    EXPECT_EQ(t.state().score_of(0), (score{2, 1}));
}

TEST(Scoring, ACutTakesAwayPointsButOtherClaimsRemain) {
    table t;
    t.play_then_park({0, 1}, color::blue);
    t.play_then_park({1, 1}, color::purple);
    t.play_then_park({2, 1}, color::blue, {b{{0, 1}, {2, 1}}});
    t.play_then_park({4, 4}, color::blue);
    t.play_then_park({5, 4}, color::green);
    t.play_then_park({6, 4}, color::purple, {b{{4, 4}, {6, 4}}});
    EXPECT_EQ(t.state().score_of(0), (score{2, 1}));
    t.play_then_park({1, 0}, color::red);
    t.play({1, 2}, color::red, {b{{1, 0}, {1, 2}}});
    EXPECT_EQ(t.state().score_of(0), (score{1, 1}));
    EXPECT_EQ(recompute_score(t.state(), 0), t.state().score_of(0));
}

TEST(Scoring, RedBridgesScoreForNobody) {
    table t;
    t.play_then_park({0, 0}, color::red);
    t.play_then_park({1, 0}, color::orange);
    t.play_then_park({2, 0}, color::purple);
    t.play({3, 0}, color::red, {b{{0, 0}, {3, 0}}});
    EXPECT_EQ(t.state().score_of(0), (score{0, 0}));
    EXPECT_EQ(t.state().score_of(1), (score{0, 0}));
}

} // namespace
} // namespace plyroom::core::divided_loyalties::testing
