// A dead node's finished rooms are not rebuilt (a take-over rebuilds unfinished games only, as
// a restart does): a rematch offer one of them left open lapses, as on a restart, once its
// lease runs out, and the room's code is free again. Real nodes on loopback, one real
// PostgreSQL and Redis.
#include "live_nodes.hpp"

#include <csignal>

namespace plyroom::test {
namespace {

TEST_F(live_nodes, ADeadNodesOpenRematchOfferLapses) {
    auto a = start_node("a");
    auto b = start_node("b");
    auto alice = player(a->port(), "alice");
    auto bob = player(b->port(), "bob");
    const std::string code = host_connect4(*alice);
    ASSERT_FALSE(code.empty());
    ASSERT_TRUE(join(*bob, code, "player"));
    // Alice drops four in column 0, Bob three in column 1: four in a row at ply 6.
    for (int ply = 0; ply < 7; ++ply) {
        const json moved = move(ply % 2 == 0 ? *alice : *bob, code, ply, ply % 2);
        ASSERT_EQ(moved["type"], "moved") << "ply " << ply << ": " << moved;
    }
    const json offered = alice->request({{"type", "rematch"}, {"code", code}});
    ASSERT_EQ(offered["type"], "rematch") << offered;
    ASSERT_EQ(offered["status"], "open") << offered;
    const std::string rematches = "SELECT string_agg(body, ',' ORDER BY r.seq) FROM record r JOIN "
                                  "games g ON g.id = r.game_id WHERE r.kind = 'rematch' AND "
                                  "g.code = '" +
                                  code + "'";
    EXPECT_EQ(query(rematches), "{\"status\":\"open\"}\n");

    a->stop(SIGKILL);
    // Within a lease (6 s) and a look (2 s) of b, with room to spare.
    ASSERT_TRUE(wait_until([&] { return query(rematches).find("lapsed") != std::string::npos; },
                           std::chrono::seconds(20), std::chrono::milliseconds(200)))
        << query(rematches);
    EXPECT_EQ(query(rematches), "{\"status\":\"open\"},{\"status\":\"lapsed\"}\n");
    EXPECT_EQ(query("SELECT count(*) FROM room_leases WHERE code = '" + code + "'"), "0\n");
    // Bob's node took nothing: the finished room is not rebuilt.
    EXPECT_EQ(metric(b->port(), "plyroom_cluster_owned_rooms"), 0);
}

} // namespace
} // namespace plyroom::test
