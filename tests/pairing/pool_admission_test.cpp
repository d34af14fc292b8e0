// One pool at a time per player, a bounded number of waiting players per address.
#include "pairing/pool_admission.hpp"

#include <gtest/gtest.h>

namespace plyroom::server::pairing {
namespace {

using verdict = pool_admission::verdict;

TEST(PoolAdmission, OnePoolAtATimePerPlayer) {
    pool_admission admission(16);
    EXPECT_EQ(admission.admit("alice", "10.0.0.1", "blitz-casual"), verdict::admitted);
    EXPECT_EQ(admission.admit("alice", "10.0.0.1", "blitz-casual"), verdict::already_there);
    EXPECT_EQ(admission.admit("alice", "10.0.0.2", "rapid-casual"), verdict::in_another_pool);
    ASSERT_NE(admission.pool_of("alice"), nullptr);
    EXPECT_EQ(*admission.pool_of("alice"), "blitz-casual");
    admission.release("alice");
    EXPECT_EQ(admission.pool_of("alice"), nullptr);
    EXPECT_EQ(admission.admit("alice", "10.0.0.1", "rapid-casual"), verdict::admitted);
}

TEST(PoolAdmission, AnAddressHoldsABoundedNumberOfWaitingPlayers) {
    pool_admission admission(3);
    for (int i = 0; i < 3; ++i) {
        EXPECT_EQ(admission.admit("p" + std::to_string(i), "10.0.0.1", "pool"), verdict::admitted);
    }
    EXPECT_EQ(admission.admit("p3", "10.0.0.1", "pool"), verdict::address_full);
    EXPECT_EQ(admission.pool_of("p3"), nullptr); // refused: nothing changed
    EXPECT_EQ(admission.admit("q", "10.0.0.2", "pool"), verdict::admitted);
    admission.release("p0");
    EXPECT_EQ(admission.admit("p3", "10.0.0.1", "pool"), verdict::admitted);
    admission.release("nobody"); // harmless
    EXPECT_EQ(admission.admit("p4", "10.0.0.1", "pool"), verdict::address_full);
}

} // namespace
} // namespace plyroom::server::pairing
