// GET /api/rooms/{code} among several nodes: a room another node holds, private ones too, is
// asked of its owner (found as a message to that room is), which answers its ROOM without
// making anyone a member; a code no node holds is 404, and a code found unknown is remembered,
// so that asking it again costs no query. Real nodes on loopback, one real PostgreSQL and Redis.
#include "live_nodes.hpp"
#include "store/database.hpp"

#include <algorithm>
#include <cctype>

namespace plyroom::test {
namespace {

TEST_F(live_nodes, APrivateRoomHeldByAnotherNodeIsFoundByItsCode) {
    auto a = start_node("a");
    auto b = start_node("b");
    auto alice = player(a->port(), "alice");
    const json created = alice->request({{"type", "create_room"},
                                         {"game", "connect4"},
                                         {"options", json::object()},
                                         {"seat", 0},
                                         {"public", false}});
    ASSERT_EQ(created["type"], "room") << created;
    const std::string code = created["room"]["code"];

    // Asked of node b twice (the second time in lower case): once through the database, once
    // through the owner it learnt.
    std::string lower = code;
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    for (const std::string& asked : {code, lower}) {
        const auto [status, body] = http_get(b->port(), "/api/rooms/" + asked);
        ASSERT_EQ(status, 200) << body;
        const json reply = json::parse(body);
        EXPECT_EQ(reply["type"], "room") << reply;
        EXPECT_FALSE(reply.contains("v")) << reply;
        EXPECT_EQ(reply["room"]["code"], code) << reply;
        EXPECT_EQ(reply["room"]["public"], false) << reply;
        EXPECT_EQ(reply["room"]["status"], "waiting") << reply;
        EXPECT_EQ(reply["room"]["seats"][0]["name"], "alice") << reply;
        EXPECT_EQ(reply["room"]["spectators"], 0) << reply << " (a look watches nothing)";
    }
    // Nobody joined: the host heard of no change to the room.
    EXPECT_FALSE(alice->wait_type("room", 500ms));

    // A code no node holds is 404, and is remembered as unknown.
    ASSERT_EQ(http_get(b->port(), "/api/rooms/ZZZZZ2").first, 404);
    // Nothing can be read from room_leases now: only what the node remembers is answered.
    server::store::database locker;
    ASSERT_EQ(locker.open(db_.location(), false), std::nullopt);
    ASSERT_EQ(locker.exec("BEGIN"), std::nullopt);
    ASSERT_EQ(locker.exec("LOCK TABLE room_leases IN ACCESS EXCLUSIVE MODE"), std::nullopt);
    const auto started = std::chrono::steady_clock::now();
    const auto [again, body] = http_get(b->port(), "/api/rooms/ZZZZZ2");
    const auto took = std::chrono::steady_clock::now() - started;
    ASSERT_EQ(locker.exec("COMMIT"), std::nullopt);
    EXPECT_EQ(again, 404) << body;
    EXPECT_LT(took, 2s) << "a code found unknown was looked up again";
}

} // namespace
} // namespace plyroom::test
