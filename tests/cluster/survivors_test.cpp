// After the owner of a room dies, the members on the surviving nodes carry on without doing
// anything: the node that takes the room over attaches them again (ROOM and STATE pushed to
// them), a move sent while the room had no owner waits and is played there, and the events
// reach them. Real nodes on loopback, one real PostgreSQL and Redis.
#include "live_nodes.hpp"

#include <csignal>

namespace plyroom::test {
namespace {

// Alice plays on node a, which owns the room; Bob plays on node b and Carol watches on node c.
// a is killed after Alice's second move: Bob's move, sent at once, is answered once a
// surviving node holds the room; Alice comes back on b with her token; Bob and Carol never
// sync nor join again, and see the game to its end.
TEST_F(live_nodes, MembersOnSurvivingNodesCarryOnWithoutReconnecting) {
    auto a = start_node("a");
    auto b = start_node("b");
    auto c = start_node("c");
    std::string alice_token;
    auto alice = player(a->port(), "alice", &alice_token);
    auto bob = player(b->port(), "bob");
    auto carol = player(c->port(), "carol");
    const std::string code = host_connect4(*alice);
    ASSERT_FALSE(code.empty());
    ASSERT_TRUE(join(*bob, code, "player"));
    ASSERT_TRUE(join(*carol, code, "spectator"));
    ASSERT_EQ(move(*alice, code, 0, 0)["type"], "moved");
    ASSERT_EQ(move(*bob, code, 1, 1)["type"], "moved");
    ASSERT_EQ(move(*alice, code, 2, 0)["type"], "moved");
    ASSERT_TRUE(bob->wait_for([](const json& m) { return m["type"] == "moved" && m["ply"] == 2; }));
    bob->inbox().clear();
    carol->inbox().clear();

    a->stop(SIGKILL);
    const auto killed = std::chrono::steady_clock::now();
    // Sent while the room has no owner: it waits on b until a node has taken the room over.
    const json waited = move(*bob, code, 3, 1, 20s);
    ASSERT_EQ(waited["type"], "moved") << waited;
    EXPECT_LT(std::chrono::steady_clock::now() - killed, 12s);
    // Carol, who sent nothing, was attached again: the room and its state came to her.
    const auto state = carol->wait_type("state", 20s);
    ASSERT_TRUE(state) << "no state pushed to the spectator on a surviving node";
    EXPECT_GE((*state)["state"]["ply"], 3);

    // Alice, whose node died, comes back on b with her token, finds her room and goes on.
    auto alice_again = std::make_unique<test_client>(b->port());
    const json welcome = alice_again->hello("alice", alice_token);
    ASSERT_EQ(welcome["type"], "welcome") << welcome;
    EXPECT_EQ(welcome["rooms"], json::array({code}));
    ASSERT_EQ(
        alice_again->request({{"type", "join_room"}, {"code", code}, {"as", "player"}})["type"],
        "room");
    ASSERT_EQ(move(*alice_again, code, 4, 0)["type"], "moved");
    for (test_client* survivor : {bob.get(), carol.get()})
        ASSERT_TRUE(survivor->wait_for([](const json& m) {
            return m["type"] == "moved" && m["ply"] == 4;
        })) << "a member on a surviving node did not hear the move";
    ASSERT_EQ(move(*bob, code, 5, 1)["type"], "moved");
    ASSERT_EQ(move(*alice_again, code, 6, 0)["type"], "moved");
    for (test_client* watcher : {bob.get(), carol.get(), alice_again.get()}) {
        const auto over = watcher->wait_type("game_over");
        ASSERT_TRUE(over);
        EXPECT_EQ((*over)["result"]["reason"], "four_in_a_row") << *over;
    }
    // Every acknowledged move once, in order; nobody on a surviving node got an error.
    EXPECT_EQ(query("SELECT string_agg(ply::text || ':' || (move::json->>'column'), ',' ORDER "
                    "BY seq) FROM moves"),
              "0:0,1:1,2:0,3:1,4:0,5:1,6:0\n");
    for (test_client* survivor : {bob.get(), carol.get()})
        for (const json& m : survivor->inbox())
            EXPECT_NE(m["type"], "error") << m;
}

} // namespace
} // namespace plyroom::test
