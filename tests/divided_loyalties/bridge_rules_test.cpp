// The bridge rules one by one: straight 3 or 4, through this turn's stone, no equal neighbours,
// one colour group, at most one shared stone, and the all-or-nothing turn.
#include "dl_test_support.hpp"

namespace plyroom::core::divided_loyalties::testing {
namespace {

using b = bridge_request;

TEST(Bridges, ThreeStonesOfTheOwnGroupMakeAScoringBridge) {
    table t;
    t.play_then_park({0, 0}, color::blue);
    t.play_then_park({1, 0}, color::purple);
    t.play({2, 0}, color::blue, {b{{0, 0}, {2, 0}}});
    const bridge* made = t.find({0, 0}, {2, 0});
    ASSERT_NE(made, nullptr);
    EXPECT_EQ(made->owner, bridge_owner::blue);
    EXPECT_EQ(made->by, 0);
    EXPECT_FALSE(made->cut);
    EXPECT_EQ(t.state().score_of(0), (score{1, 1}));
    EXPECT_EQ(t.state().score_of(1), (score{0, 0}));
}

TEST(Bridges, EndsAreStoredInReadingOrderWhicheverWayTheyAreNamed) {
    table t;
    t.play_then_park({3, 3}, color::blue);
    t.play_then_park({2, 2}, color::purple);
    t.play({1, 1}, color::green, {b{{3, 3}, {1, 1}}});
    ASSERT_EQ(t.state().bridges().size(), 1U);
    EXPECT_EQ(t.state().bridges()[0].line.from, (coord{1, 1}));
    EXPECT_EQ(t.state().bridges()[0].line.to, (coord{3, 3}));
}

TEST(Bridges, VerticalAndBothDiagonalsWork) {
    table t;
    t.play_then_park({0, 0}, color::blue);
    t.play_then_park({0, 1}, color::purple);
    t.play_then_park({0, 2}, color::blue, {b{{0, 0}, {0, 2}}}); // vertical
    t.play_then_park({1, 1}, color::green);
    t.play_then_park({2, 2}, color::purple, {b{{0, 0}, {2, 2}}}); // diagonal down-right
    t.play_then_park({3, 1}, color::blue);
    t.play_then_park({4, 0}, color::green, {b{{2, 2}, {4, 0}}}); // diagonal up-right
    EXPECT_EQ(t.state().bridges().size(), 3U);
}

TEST(Bridges, EndsNotOnOneLineAreRefused) {
    table t;
    t.play_then_park({0, 0}, color::blue);
    t.play_then_park({1, 0}, color::purple);
    const auto refused = t.attempt({2, 1}, color::blue, {b{{0, 0}, {2, 1}}});
    ASSERT_TRUE(refused);
    EXPECT_FALSE(refused->malformed);
    EXPECT_TRUE(mentions(refused->message, "not on one horizontal, vertical or 45-degree"))
        << refused->message;
}

TEST(Bridges, OnlyThreeOrFourCellsMakeABridge) {
    table t;
    for (int x = 0; x < 4; ++x)
        t.play_then_park({x, 0}, x % 2 == 0 ? color::blue : color::purple);
    auto refused = t.attempt({4, 0}, color::green, {b{{0, 0}, {4, 0}}});
    ASSERT_TRUE(refused);
    EXPECT_TRUE(mentions(refused->message, "covers 5 cells")) << refused->message;
    refused = t.attempt({4, 0}, color::green, {b{{3, 0}, {4, 0}}});
    ASSERT_TRUE(refused);
    EXPECT_TRUE(mentions(refused->message, "covers 2 cells")) << refused->message;
}

TEST(Bridges, EveryCellMustHoldAStone) {
    table t;
    t.play_then_park({0, 0}, color::blue);
    const auto refused = t.attempt({2, 0}, color::blue, {b{{0, 0}, {2, 0}}});
    ASSERT_TRUE(refused);
    EXPECT_TRUE(mentions(refused->message, "there is no stone on [1,0]")) << refused->message;
}

TEST(Bridges, MustContainTheStonePlacedThisTurn) {
    table t;
    t.play_then_park({0, 0}, color::blue);
    t.play_then_park({1, 0}, color::purple);
    t.play_then_park({2, 0}, color::blue);
    const auto refused = t.attempt({5, 5}, color::green, {b{{0, 0}, {2, 0}}});
    ASSERT_TRUE(refused);
    EXPECT_TRUE(mentions(refused->message, "does not contain the stone placed this turn at [5,5]"))
        << refused->message;
}

TEST(Bridges, NeighbouringStonesMustDiffer) {
    table t;
    t.play_then_park({0, 0}, color::purple);
    t.play_then_park({1, 0}, color::purple);
    const auto refused = t.attempt({2, 0}, color::blue, {b{{0, 0}, {2, 0}}});
    ASSERT_TRUE(refused);
    EXPECT_TRUE(mentions(refused->message, "[0,0] and [1,0] are both purple")) << refused->message;
}

TEST(Bridges, NonNeighboursMayShareAColour) {
    table t;
    t.play_then_park({0, 0}, color::blue);
    t.play_then_park({1, 0}, color::purple);
    t.play({2, 0}, color::blue, {b{{0, 0}, {2, 0}}});
    EXPECT_EQ(t.state().bridges().size(), 1U);
}

TEST(Bridges, StonesOfNoSingleGroupAreRefused) {
    table t;
    t.play_then_park({0, 0}, color::blue);
    t.play_then_park({1, 0}, color::red);
    const auto refused = t.attempt({2, 0}, color::blue, {b{{0, 0}, {2, 0}}});
    ASSERT_TRUE(refused);
    EXPECT_TRUE(mentions(refused->message, "no single group")) << refused->message;
    EXPECT_TRUE(mentions(refused->message, "[1,0] is red, not in Blue+")) << refused->message;
    EXPECT_TRUE(mentions(refused->message, "[0,0] is blue, not in Red+")) << refused->message;
}

TEST(Bridges, YellowCannotScoreWithBlueStones) {
    table t;
    t.play({0, 0}, color::blue);
    t.park();
    t.play({2, 0}, color::blue);
    const auto refused = t.attempt({1, 0}, color::green, {b{{0, 0}, {2, 0}}});
    ASSERT_TRUE(refused);
    EXPECT_TRUE(mentions(refused->message, "not in Yellow+")) << refused->message;
}

TEST(Bridges, GreenServesBothPlayers) {
    table t;
    t.park();
    t.play({0, 0}, color::yellow);
    t.park();
    t.play({1, 0}, color::green);
    t.park();
    t.play({2, 0}, color::orange, {b{{0, 0}, {2, 0}}});
    ASSERT_EQ(t.state().bridges().size(), 1U);
    EXPECT_EQ(t.state().bridges()[0].owner, bridge_owner::yellow);
    EXPECT_EQ(t.state().score_of(1), (score{1, 1}));
}

TEST(Bridges, RedStonesMakeARedBridgeThatScoresNothing) {
    table t;
    t.play_then_park({0, 0}, color::red);
    t.play_then_park({1, 0}, color::purple);
    t.play({2, 0}, color::red, {b{{0, 0}, {2, 0}}});
    ASSERT_EQ(t.state().bridges().size(), 1U);
    EXPECT_EQ(t.state().bridges()[0].owner, bridge_owner::red);
    EXPECT_EQ(t.state().bridges()[0].by, 0);
    EXPECT_EQ(t.state().score_of(0), (score{0, 0}));
    EXPECT_EQ(t.state().score_of(1), (score{0, 0}));
}

TEST(Bridges, YellowMakesRedBridgesToo) {
    table t;
    t.park();
    t.play({0, 3}, color::red);
    t.park();
    t.play({1, 3}, color::orange);
    t.park();
    t.play({2, 3}, color::red, {b{{0, 3}, {2, 3}}});
    ASSERT_EQ(t.state().bridges().size(), 1U);
    EXPECT_EQ(t.state().bridges()[0].owner, bridge_owner::red);
    EXPECT_EQ(t.state().bridges()[0].by, 1);
}

TEST(Bridges, AThreeCannotBecomeAFour) {
    table t;
    t.play_then_park({0, 0}, color::blue);
    t.play_then_park({1, 0}, color::purple);
    t.play_then_park({2, 0}, color::blue, {b{{0, 0}, {2, 0}}});
    auto refused = t.attempt({3, 0}, color::purple, {b{{0, 0}, {3, 0}}});
    ASSERT_TRUE(refused);
    EXPECT_TRUE(mentions(refused->message, "shares 3 stones with blue's bridge [0,0] to [2,0]"))
        << refused->message;
    refused = t.attempt({3, 0}, color::purple, {b{{1, 0}, {3, 0}}});
    ASSERT_TRUE(refused);
    EXPECT_TRUE(mentions(refused->message, "shares 2 stones")) << refused->message;
}

TEST(Bridges, TwoThreesEndToEndOnOneLineAreLegal) {
    table t;
    t.play_then_park({0, 0}, color::blue);
    t.play_then_park({1, 0}, color::purple);
    t.play_then_park({2, 0}, color::blue, {b{{0, 0}, {2, 0}}});
    t.play_then_park({3, 0}, color::purple);
    t.play({4, 0}, color::blue, {b{{2, 0}, {4, 0}}});
    EXPECT_EQ(t.state().bridges().size(), 2U);
    EXPECT_EQ(t.state().score_of(0), (score{2, 1}));
}

TEST(Bridges, AStoneThatEndsOneBridgeMayBeInnerToAnother) {
    table t; // a T: the vertical's top end is the horizontal's middle stone
    t.play_then_park({0, 0}, color::blue);
    t.play_then_park({1, 0}, color::purple);
    t.play_then_park({2, 0}, color::blue, {b{{0, 0}, {2, 0}}});
    t.play_then_park({1, 1}, color::green);
    t.play({1, 2}, color::blue, {b{{1, 0}, {1, 2}}});
    EXPECT_EQ(t.state().bridges().size(), 2U);
}

TEST(Bridges, SeveralBridgesThroughOneStoneInOneTurn) {
    table t; // a fan around [2,2]
    t.play_then_park({0, 2}, color::blue);
    t.play_then_park({1, 2}, color::green);
    t.play_then_park({2, 0}, color::blue);
    t.play_then_park({2, 1}, color::green);
    t.play({2, 2}, color::purple, {b{{0, 2}, {2, 2}}, b{{2, 0}, {2, 2}}});
    EXPECT_EQ(t.state().bridges().size(), 2U);
    EXPECT_EQ(t.state().score_of(0).bridges, 2);
}

TEST(Bridges, EachBridgeSeesTheOnesBeforeItInTheTurn) {
    table t; // the second bridge crosses the first through this turn's stone
    t.play_then_park({0, 1}, color::blue);
    t.play_then_park({2, 1}, color::blue);
    t.play_then_park({1, 0}, color::green);
    t.play_then_park({1, 2}, color::green);
    const json before = t.snapshot();
    const auto refused = t.attempt({1, 1}, color::purple, {b{{0, 1}, {2, 1}}, b{{1, 0}, {1, 2}}});
    ASSERT_TRUE(refused);
    EXPECT_TRUE(mentions(refused->message, "bridge 2 ([1,0] to [1,2]): it crosses blue's bridge "
                                           "[0,1] to [2,1] through the stone at [1,1]"))
        << refused->message;
    EXPECT_EQ(t.snapshot(), before);
}

TEST(Bridges, ARefusedTurnChangesNothing) {
    table t;
    t.play_then_park({0, 0}, color::blue);
    t.play_then_park({1, 0}, color::purple);
    const json before = t.snapshot();
    const auto refused = t.attempt({2, 0}, color::blue, {b{{0, 0}, {2, 0}}, b{{2, 0}, {2, 3}}});
    ASSERT_TRUE(refused);
    EXPECT_TRUE(mentions(refused->message, "bridge 2 ([2,0] to [2,3]): there is no stone"))
        << refused->message;
    EXPECT_EQ(t.snapshot(), before);
    EXPECT_EQ(t.state().inventory(0)[static_cast<std::size_t>(color::blue)], 3);
}

TEST(Bridges, CellsOffTheGridAreMalformed) {
    table t;
    auto refused = t.attempt({8, 0}, color::blue);
    ASSERT_TRUE(refused);
    EXPECT_TRUE(refused->malformed);
    t.play_then_park({0, 0}, color::blue);
    refused = t.attempt({1, 0}, color::purple, {b{{-1, 0}, {1, 0}}});
    ASSERT_TRUE(refused);
    EXPECT_TRUE(refused->malformed);
    EXPECT_TRUE(mentions(refused->message, "[-1,0] is off the board")) << refused->message;
}

TEST(Placement, VoidOccupiedAndMissingColoursAreRefused) {
    table t;
    auto refused = t.attempt({0, 6}, color::blue);
    ASSERT_TRUE(refused);
    EXPECT_TRUE(mentions(refused->message, "[0,6] is not part of the board")) << refused->message;
    t.play_then_park({0, 0}, color::orange);
    refused = t.attempt({0, 0}, color::blue);
    ASSERT_TRUE(refused);
    EXPECT_TRUE(mentions(refused->message, "[0,0] already holds a stone")) << refused->message;
    refused = t.attempt({1, 0}, color::orange);
    ASSERT_TRUE(refused);
    EXPECT_TRUE(mentions(refused->message, "no orange stones left")) << refused->message;
    refused = t.attempt({1, 0}, color::yellow);
    ASSERT_TRUE(refused);
    EXPECT_TRUE(mentions(refused->message, "no yellow stones left")) << refused->message;
}

TEST(Placement, PassingIsRefusedWhileAPlacementExists) {
    table t;
    const auto refused = t.state().play(turn{});
    ASSERT_TRUE(refused);
    EXPECT_TRUE(mentions(refused->message, "you may not pass")) << refused->message;
}

TEST(Placement, APassFormsNoBridges) {
    table t;
    const auto refused = t.state().play(turn{std::nullopt, {b{{0, 0}, {2, 0}}}});
    ASSERT_TRUE(refused);
    EXPECT_TRUE(refused->malformed);
}

} // namespace
} // namespace plyroom::core::divided_loyalties::testing
