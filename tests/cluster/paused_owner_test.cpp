// An owner paused past its lease (SIGSTOP) loses its rooms to another node; resumed (SIGCONT),
// it notices the loss at its next renewal and attaches its own members of those rooms to the
// new owner's room, as a take-over does for the members on surviving nodes: they carry on
// without a `sync` or `join_room`. Real nodes on loopback, one real PostgreSQL and Redis.
#include "live_nodes.hpp"

#include <csignal>

namespace plyroom::test {
namespace {

TEST_F(live_nodes, APausedOwnersMembersAreMovedToTheNewOwner) {
    auto a = start_node("a");
    auto b = start_node("b");
    auto alice = player(a->port(), "alice");
    auto bob = player(a->port(), "bob");
    auto carol = player(a->port(), "carol");
    const std::string code = host_connect4(*alice);
    ASSERT_FALSE(code.empty());
    ASSERT_TRUE(join(*bob, code, "player"));
    ASSERT_TRUE(join(*carol, code, "spectator"));
    ASSERT_EQ(move(*alice, code, 0, 0)["type"], "moved");
    ASSERT_EQ(move(*bob, code, 1, 1)["type"], "moved");
    // Bob's own reply was his; the others hear his move.
    for (test_client* member : {alice.get(), carol.get()})
        ASSERT_TRUE(
            member->wait_for([](const json& m) { return m["type"] == "moved" && m["ply"] == 1; }));
    for (test_client* member : {alice.get(), bob.get(), carol.get()})
        member->inbox().clear();

    ::kill(a->pid(), SIGSTOP);
    const bool taken =
        wait_until([&] { return metric(b->port(), "plyroom_cluster_owned_rooms") == 1; },
                   std::chrono::seconds(20), std::chrono::milliseconds(100));
    ::kill(a->pid(), SIGCONT);
    ASSERT_TRUE(taken);

    // Nobody sent anything: the room b rebuilt pushes its ROOM and STATE to each of them.
    for (test_client* member : {alice.get(), bob.get(), carol.get()}) {
        const auto state = member->wait_type("state", 20s);
        ASSERT_TRUE(state) << "no state pushed to a member on the paused node";
        EXPECT_EQ((*state)["state"]["ply"], 2) << *state;
    }
    // Their moves are played in b's room, and the events reach every one of them.
    ASSERT_EQ(move(*alice, code, 2, 0)["type"], "moved");
    ASSERT_EQ(move(*bob, code, 3, 1)["type"], "moved");
    for (test_client* member : {bob.get(), carol.get()})
        ASSERT_TRUE(member->wait_for([](const json& m) {
            return m["type"] == "moved" && m["ply"] == 2;
        })) << "a member on the resumed node did not hear Alice's move";
    for (test_client* member : {alice.get(), carol.get()})
        ASSERT_TRUE(member->wait_for([](const json& m) {
            return m["type"] == "moved" && m["ply"] == 3;
        })) << "a member on the resumed node did not hear Bob's move";
    EXPECT_EQ(query("SELECT string_agg(ply::text || ':' || (move::json->>'column'), ',' ORDER "
                    "BY seq) FROM moves"),
              "0:0,1:1,2:0,3:1\n");
    EXPECT_EQ(metric(a->port(), "plyroom_cluster_owned_rooms"), 0);
    for (test_client* member : {alice.get(), bob.get(), carol.get()})
        for (const json& m : member->inbox())
            EXPECT_NE(m["type"], "error") << m;
}

} // namespace
} // namespace plyroom::test
