// Several real plyroom-server nodes on loopback, on one real PostgreSQL and one real Redis
// (scripts/with-postgres, scripts/with-redis): room codes reserved among the nodes, a dead
// owner's rooms taken over within 10 s by the restart path, tokens and /api/games/{id} on
// every node, and a stop that hands rooms over at once.
#include "live_nodes.hpp"

#include <csignal>

namespace plyroom::test {
namespace {

TEST_F(live_nodes, ANodeIdRunsOnceAndEveryRoomCodeIsLeased) {
    auto a = start_node("a");
    const auto twice =
        server_process(db_.location(), {"--cluster", shared_redis_url(), "--node-id", "a"});
    EXPECT_FALSE(twice.running()) << "a second node named a started";
    auto alice = player(a->port(), "alice");
    const std::string code = host_connect4(*alice);
    ASSERT_FALSE(code.empty());
    EXPECT_EQ(query("SELECT owner_node, fencing FROM room_leases WHERE code = '" + code + "'"),
              "a|1\n");
    EXPECT_EQ(metric(a->port(), "plyroom_cluster_owned_rooms"), 1);
}

// SIGKILL of the owner mid-game: no acknowledged move lost; another node takes the room over
// within 10 s and the player resumes there with the same token.
TEST_F(live_nodes, ADeadOwnersRoomIsTakenOverWithinTenSecondsAndGoesOn) {
    auto a = start_node("a");
    auto b = start_node("b");
    std::string alice_token;
    std::string bob_token;
    auto alice = player(a->port(), "alice", &alice_token);
    auto bob = player(a->port(), "bob", &bob_token);
    const std::string code = host_connect4(*alice);
    ASSERT_FALSE(code.empty());
    ASSERT_TRUE(join(*bob, code, "player"));
    ASSERT_EQ(move(*alice, code, 0, 3)["type"], "moved");
    ASSERT_EQ(move(*bob, code, 1, 4)["type"], "moved");

    const auto killed = std::chrono::steady_clock::now();
    a->stop(SIGKILL);
    // Node b takes the room over; Bob comes back there with his token (made on a) and is told
    // of his room.
    ASSERT_TRUE(wait_until([&] { return metric(b->port(), "plyroom_cluster_owned_rooms") == 1; },
                           std::chrono::seconds(15), std::chrono::milliseconds(100)));
    const auto taken_after = std::chrono::steady_clock::now() - killed;
    EXPECT_LT(taken_after, std::chrono::seconds(10));
    auto bob_again = std::make_unique<test_client>(b->port());
    const json welcome = bob_again->hello("bob", bob_token);
    ASSERT_EQ(welcome["type"], "welcome") << welcome;
    EXPECT_EQ(welcome["rooms"], json::array({code}));
    EXPECT_EQ(metric(b->port(), "plyroom_cluster_lease_takeovers_total"), 1);
    EXPECT_EQ(query("SELECT owner_node, fencing FROM room_leases WHERE code = '" + code + "'"),
              "b|2\n");

    auto alice_again = std::make_unique<test_client>(b->port());
    ASSERT_EQ(alice_again->hello("alice", alice_token)["type"], "welcome");
    ASSERT_EQ(
        alice_again->request({{"type", "join_room"}, {"code", code}, {"as", "player"}})["type"],
        "room");
    ASSERT_TRUE(join(*bob_again, code, "player"));
    const json next = move(*alice_again, code, 2, 3);
    ASSERT_EQ(next["type"], "moved") << next;
    EXPECT_EQ(next["state"]["ply"], 3);
    EXPECT_EQ(query("SELECT ply, move FROM moves ORDER BY seq"),
              "0|{\"column\":3}\n1|{\"column\":4}\n2|{\"column\":3}\n");
}

// A node stopped in order (SIGTERM) hands its rooms over at once: taken within a second of the
// signal, well before a lease would have run out.
TEST_F(live_nodes, ASigtermHandsTheRoomsOverAtOnce) {
    auto a = start_node("a");
    auto b = start_node("b");
    std::string token;
    auto alice = player(a->port(), "alice", &token);
    const std::string code = host_connect4(*alice);
    ASSERT_FALSE(code.empty());
    ASSERT_TRUE(wait_until(
        [&] { return query("SELECT count(*) FROM games WHERE code = '" + code + "'") == "1\n"; }));
    // Timed from the signal, not from the exit: the node hands its rooms over first, then
    // gives its connections up to 2 s to close. A rolling deploy stalls a room under a second.
    const auto signalled = std::chrono::steady_clock::now();
    ::kill(a->pid(), SIGTERM);
    // Released and announced, not left to run out (a lease lasts 6 s): b takes it at once.
    ASSERT_TRUE(wait_until([&] { return metric(b->port(), "plyroom_cluster_owned_rooms") == 1; },
                           std::chrono::seconds(10), std::chrono::milliseconds(20)));
    EXPECT_LT(std::chrono::steady_clock::now() - signalled, std::chrono::seconds(1));
    EXPECT_EQ(a->stop(SIGTERM), 0);
    EXPECT_EQ(query("SELECT owner_node, fencing FROM room_leases WHERE code = '" + code + "'"),
              "b|2\n");
    // The game's record is served by every node.
    const std::string id = query("SELECT id FROM games WHERE code = '" + code + "'");
    const auto [status, body] = http_get(b->port(), "/api/games/" + id.substr(0, id.size() - 1));
    EXPECT_EQ(status, 200) << body;
}

// An owner paused past its lease (SIGSTOP), its room taken over, then resumed (SIGCONT):
// whatever it tries for that room is refused by the fence, so the ply gets at most one move,
// and only one that the new owner stored.
TEST_F(live_nodes, APausedOwnerStoresNothingForTheRoomItLost) {
    auto a = start_node("a");
    auto b = start_node("b");
    auto alice = player(a->port(), "alice");
    auto bob = player(a->port(), "bob");
    const std::string code = host_connect4(*alice);
    ASSERT_FALSE(code.empty());
    ASSERT_TRUE(join(*bob, code, "player"));
    ASSERT_EQ(move(*alice, code, 0, 3)["type"], "moved");
    ASSERT_EQ(move(*bob, code, 1, 4)["type"], "moved");

    ::kill(a->pid(), SIGSTOP);
    const bool taken =
        wait_until([&] { return metric(b->port(), "plyroom_cluster_owned_rooms") == 1; },
                   std::chrono::seconds(20), std::chrono::milliseconds(100));
    ::kill(a->pid(), SIGCONT);
    ASSERT_TRUE(taken);
    EXPECT_EQ(query("SELECT owner_node, fencing FROM room_leases WHERE code = '" + code + "'"),
              "b|2\n");
    // Alice's connection to a still stands: her move reaches a's stale room (refused by the
    // fence) or, once a has noticed the loss, goes on to b.
    const json late = move(*alice, code, 2, 3);
    EXPECT_EQ(query("SELECT count(*) FROM moves WHERE ply = 2"),
              late["type"] == "moved" ? "1\n" : "0\n")
        << late;
    EXPECT_EQ(query("SELECT count(*) FROM moves WHERE ply < 2"), "2\n");
    // Stored only through b (it relayed the move), or refused at a's commit by the fence.
    if (late["type"] == "moved")
        EXPECT_GT(metric(b->port(), "plyroom_cluster_forwarded_messages_total"), 0);
    else
        EXPECT_GE(metric(a->port(), "plyroom_commit_failures_total"), 1) << late;
}

// A player on node a and a player on node b play a whole game of Connect Four, the one on b
// through a's room over Redis; a spectator on node c watches it to the end.
TEST_F(live_nodes, PlayersOnTwoNodesPlayAWholeGameAndASpectatorOnAThirdWatches) {
    auto a = start_node("a");
    auto b = start_node("b");
    auto c = start_node("c");
    auto alice = player(a->port(), "alice");
    auto bob = player(b->port(), "bob");
    auto carol = player(c->port(), "carol");
    const std::string code = host_connect4(*alice);
    ASSERT_FALSE(code.empty());
    ASSERT_TRUE(join(*bob, code, "player"));
    ASSERT_TRUE(join(*carol, code, "spectator"));
    // Alice drops four in column 0, Bob three in column 1: four in a row at ply 6.
    for (int ply = 0; ply < 7; ++ply) {
        test_client& mover = ply % 2 == 0 ? *alice : *bob;
        const json moved = move(mover, code, ply, ply % 2);
        ASSERT_EQ(moved["type"], "moved") << "ply " << ply << ": " << moved;
    }
    for (test_client* watcher : {alice.get(), bob.get(), carol.get()}) {
        const auto over = watcher->wait_type("game_over");
        ASSERT_TRUE(over);
        EXPECT_EQ((*over)["result"]["reason"], "four_in_a_row") << *over;
    }
    EXPECT_EQ(query("SELECT count(*) FROM moves"), "7\n");
    EXPECT_GT(metric(b->port(), "plyroom_cluster_forwarded_messages_total"), 7);
}

} // namespace
} // namespace plyroom::test
