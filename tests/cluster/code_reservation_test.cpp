// Room codes among several nodes are reserved in the shared database ahead of need (and, when
// none is at hand, on the node's own thread): creating a room never holds an I/O thread while
// the database is slow, and every code stays unique. A node stopped in order frees the codes
// it kept. Real nodes on loopback, one real PostgreSQL and Redis.
#include "live_nodes.hpp"
#include "store/database.hpp"

#include <csignal>
#include <set>

namespace plyroom::test {
namespace {

// With room_leases locked by another transaction, a node with one I/O thread still answers a
// lobby listing at once while twelve creations (more than the codes it keeps ahead) wait for
// the database; once the lock goes, every creation gets its room, each with its own code.
TEST_F(live_nodes, CreatingRoomsHoldsNoIoThreadWhileTheDatabaseIsSlow) {
    auto a = start_node("a", {"--threads", "1", "--max-waiting-rooms", "20"});
    auto b = start_node("b", {"--max-waiting-rooms", "20"});
    auto alice = player(a->port(), "alice");
    auto bob = player(a->port(), "bob");
    auto carol = player(b->port(), "carol");
    // Its codes reserved ahead are in place before anything is locked.
    ASSERT_TRUE(wait_until(
        [&] { return query("SELECT count(*) FROM room_leases WHERE owner_node = 'a'") == "8\n"; }));

    server::store::database locker;
    ASSERT_EQ(locker.open(db_.location(), false), std::nullopt);
    ASSERT_EQ(locker.exec("BEGIN"), std::nullopt);
    ASSERT_EQ(locker.exec("LOCK TABLE room_leases IN ACCESS EXCLUSIVE MODE"), std::nullopt);
    constexpr int rooms = 12;
    for (int i = 0; i < rooms; ++i)
        alice->send({{"type", "create_room"},
                     {"id", i},
                     {"game", "connect4"},
                     {"options", json::object()},
                     {"seat", 0}});
    const auto asked = std::chrono::steady_clock::now();
    const json listed = bob->request({{"type", "list_rooms"}}, 3s);
    const auto answered_after = std::chrono::steady_clock::now() - asked;
    // Nothing of the creations can be stored while the lock holds: the listing came first.
    EXPECT_EQ(query("SELECT count(*) FROM games"), "0\n");
    ASSERT_EQ(locker.exec("COMMIT"), std::nullopt);
    ASSERT_EQ(listed["type"], "rooms") << listed;
    EXPECT_LT(answered_after, 2s);

    std::set<std::string> codes;
    for (int i = 0; i < rooms; ++i) {
        const auto made =
            alice->wait_for([i](const json& m) { return m.contains("id") && m["id"] == i; });
        ASSERT_TRUE(made) << "creation " << i << " not answered";
        ASSERT_EQ((*made)["type"], "room") << *made;
        codes.insert((*made)["room"]["code"].get<std::string>());
    }
    // Node b's creations, meanwhile, take codes none of a's has.
    for (int i = 0; i < rooms; ++i) {
        const json made = carol->request(
            {{"type", "create_room"}, {"game", "connect4"}, {"options", json::object()}});
        ASSERT_EQ(made["type"], "room") << made;
        codes.insert(made["room"]["code"].get<std::string>());
    }
    EXPECT_EQ(codes.size(), 2u * rooms);
    EXPECT_EQ(query("SELECT count(*) FROM games"), std::to_string(2 * rooms) + "\n");

    // Stopped in order, a frees the codes it kept ahead; its rooms' leases stay for b to take.
    EXPECT_EQ(a->stop(SIGTERM), 0);
    EXPECT_EQ(query("SELECT count(*) FROM room_leases l WHERE l.owner_node = 'a' AND NOT EXISTS "
                    "(SELECT 1 FROM games g WHERE g.id = l.game_id)"),
              "0\n");
}

} // namespace
} // namespace plyroom::test
