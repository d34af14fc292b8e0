// A room taken over from a dead node holds what its owner held: the record is folded through
// the room's own logic, so the open takeback request and who may offer a draw again come back
// as they were. Real nodes on loopback, one real PostgreSQL and Redis.
#include "live_nodes.hpp"

#include <csignal>

namespace plyroom::test {
namespace {

json send(test_client& who, const std::string& type, const std::string& code) {
    return who.request({{"type", type}, {"code", code}});
}

// Alice's declined offer blocked her until her next move; that move, taken back since, still
// freed her. Bob's takeback request is open when her node dies.
TEST_F(live_nodes, ATakenOverRoomHoldsTheOffersAndBlocksItsOwnerHeld) {
    auto a = start_node("a");
    auto b = start_node("b");
    auto alice = player(a->port(), "alice");
    auto bob = player(b->port(), "bob");
    const std::string code = host_connect4(*alice);
    ASSERT_FALSE(code.empty());
    ASSERT_TRUE(join(*bob, code, "player"));
    ASSERT_EQ(move(*alice, code, 0, 0)["type"], "moved");
    ASSERT_EQ(move(*bob, code, 1, 1)["type"], "moved");
    ASSERT_EQ(send(*alice, "offer_draw", code)["status"], "open");
    ASSERT_EQ(send(*bob, "decline_draw", code)["status"], "declined");
    ASSERT_EQ(move(*alice, code, 2, 0)["type"], "moved");
    ASSERT_EQ(send(*alice, "request_takeback", code)["type"], "takeback");
    ASSERT_EQ(send(*bob, "accept_takeback", code)["type"], "takeback");
    bob->inbox().clear();
    ASSERT_EQ(send(*bob, "request_takeback", code)["type"], "takeback");
    const auto before = bob->wait_for([](const json& m) {
        return m["type"] == "state" && m["state"]["takeback"].is_object() &&
               m["state"]["takeback"]["by"] == 1;
    });
    ASSERT_TRUE(before) << "no STATE showed the open request";
    bob->inbox().clear();

    a->stop(SIGKILL);
    const auto after = bob->wait_type("state", 20s);
    ASSERT_TRUE(after) << "no STATE pushed to the member on the surviving node";
    const json& was = (*before)["state"];
    const json& is = (*after)["state"];
    EXPECT_EQ(is["ply"], was["ply"]);
    EXPECT_EQ(is["takeback"], was["takeback"]);
    EXPECT_EQ(is["draw_offer"], was["draw_offer"]);
    EXPECT_EQ(is["room_actions"]["offer_draw"], was["room_actions"]["offer_draw"]);
    EXPECT_EQ(is["room_actions"]["offer_draw"], json::array({0, 1}));
    EXPECT_EQ(is["room_actions"]["request_takeback"], was["room_actions"]["request_takeback"]);
}

} // namespace
} // namespace plyroom::test
