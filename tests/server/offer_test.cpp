// The one state machine of every offer a seat makes of the others (draws, takebacks, rematch):
// open, accepted seat by seat, answered or lapsed, and the block on asking again.
#include "match/offer.hpp"

#include <gtest/gtest.h>

namespace plyroom::server::match {
namespace {

struct terms {
    int extent = 0;
    bool operator==(const terms&) const = default;
};

using test_offer = offer<terms>;

TEST(Offer, IsOpenFromItsMakingUntilItCloses) {
    test_offer o(3, true);
    EXPECT_FALSE(o);
    o.make({1, 4, {}, terms{2}});
    ASSERT_TRUE(o);
    EXPECT_EQ(o->by, 1);
    EXPECT_EQ(o->ply, 4);
    EXPECT_EQ(o->terms.extent, 2);
    const test_offer::request closed = o.close(offer_end::declined);
    EXPECT_FALSE(o);
    EXPECT_EQ(closed, (test_offer::request{1, 4, {}, terms{2}}));
}

TEST(Offer, CountsEachSeatsAcceptanceOnce) {
    test_offer o(3, true);
    o.make({0, 0, {}, {}});
    EXPECT_FALSE(o.accepted_by(1));
    EXPECT_TRUE(o.accept(1));
    EXPECT_FALSE(o.accept(1));
    EXPECT_TRUE(o.accepted_by(1));
    EXPECT_FALSE(o.accepted_by(2));
    EXPECT_EQ(o->accepted, (std::set<int>{1}));
    // What it gathered closes with it.
    EXPECT_EQ(o.close(offer_end::accepted).accepted, (std::set<int>{1}));
    EXPECT_FALSE(o.accepted_by(1));
}

TEST(Offer, ADeclinedOrLapsedOfferBlocksItsAskerUntilAMoveOfItsOwn) {
    for (const offer_end end : {offer_end::declined, offer_end::lapsed}) {
        test_offer o(2, true);
        o.make({0, 0, {}, {}});
        o.close(end);
        EXPECT_TRUE(o.blocked(0)) << offer_end_name(end);
        EXPECT_FALSE(o.blocked(1)) << offer_end_name(end);
        o.moved(1);
        EXPECT_TRUE(o.blocked(0)) << "another seat's move leaves the block";
        o.moved(0);
        EXPECT_FALSE(o.blocked(0)) << offer_end_name(end);
    }
}

TEST(Offer, AnAcceptedOfferBlocksNobody) {
    test_offer o(2, true);
    o.make({0, 0, {}, {}});
    o.accept(1);
    o.close(offer_end::accepted);
    EXPECT_FALSE(o.blocked(0));
    EXPECT_FALSE(o.blocked(1));
}

TEST(Offer, AKindWhoseRefusalsDoNotBlockLetsItsAskerAskAgainAtOnce) {
    test_offer o(2, false);
    o.make({1, 9, {1}, {}});
    o.close(offer_end::declined);
    EXPECT_FALSE(o.blocked(1));
    o.make({1, 9, {1}, {}});
    o.close(offer_end::lapsed);
    EXPECT_FALSE(o.blocked(1));
}

TEST(Offer, EqualOnlyWithTheSameOpenRequestAndBlocks) {
    test_offer a(2, true);
    test_offer b(2, true);
    EXPECT_EQ(a, b);
    a.make({0, 3, {}, terms{1}});
    EXPECT_NE(a, b);
    b.make({0, 3, {}, terms{2}});
    EXPECT_NE(a, b) << "the terms count";
    b.close(offer_end::lapsed);
    b.make({0, 3, {}, terms{1}});
    EXPECT_NE(a, b) << "the block counts";
    b.block(0, false);
    EXPECT_EQ(a, b);
}

TEST(Offer, NamesHowItEnded) {
    EXPECT_EQ(offer_end_name(offer_end::accepted), "accepted");
    EXPECT_EQ(offer_end_name(offer_end::declined), "declined");
    EXPECT_EQ(offer_end_name(offer_end::lapsed), "lapsed");
}

} // namespace
} // namespace plyroom::server::match
