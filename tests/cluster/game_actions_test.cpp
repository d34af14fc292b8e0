// A game's own action across nodes: each member reads it in the protocol version its client
// said, whichever node its connection is on (the owner writes each event for each version and
// the relay carries the version of a connection held on another node).
#include "live_nodes.hpp"

namespace plyroom::test {
namespace {

json placed(test_client& c, const std::string& code, int ply, int x, int y) {
    return c.request(
        {{"type", "move"}, {"code", code}, {"ply", ply}, {"move", {{"place", {x, y}}}}});
}

TEST_F(live_nodes, AGameActionReachesEachNodesMembersInTheirOwnVersion) {
    auto a = start_node("a");
    auto b = start_node("b");
    auto host = player(a->port(), "host"); // version 1, on the owner
    test_client caller(b->port());         // version 2, on another node
    ASSERT_EQ(caller.hello("caller", std::nullopt, 2)["protocol"], 2);
    auto watcher = player(b->port(), "watcher"); // version 1, on another node
    const json options{{"size", 7}, {"players", 2}, {"a", 3}, {"b", 2},
                       {"c", 3},    {"d", 1},       {"e", 4}, {"strict", false}};
    const json room = host->request(
        {{"type", "create_room"}, {"game", "grav"}, {"options", options}, {"seat", 0}});
    ASSERT_EQ(room["type"], "room") << room;
    const std::string code = room["room"]["code"].get<std::string>();
    ASSERT_TRUE(join(caller, code, "player"));
    ASSERT_TRUE(join(*watcher, code, "spectator"));
    ASSERT_EQ(placed(*host, code, 0, 3, 3)["type"], "moved");
    ASSERT_EQ(placed(caller, code, 1, 3, 4)["type"], "moved");
    ASSERT_EQ(placed(*host, code, 2, 0, 0)["type"], "moved"); // 7 away: breaks the distance rule
    const json reply = caller.request({{"type", "game_action"},
                                       {"code", code},
                                       {"action", "challenge"},
                                       {"params", {{"ply", 2}}}});
    ASSERT_EQ(reply["type"], "game_action") << reply;
    EXPECT_EQ(reply["seat"], 1);
    EXPECT_EQ(reply["result"]["correct"], true);
    const auto on_owner = host->wait_type("challenge_result");
    const auto elsewhere = watcher->wait_type("challenge_result");
    ASSERT_TRUE(on_owner);
    ASSERT_TRUE(elsewhere);
    EXPECT_EQ((*on_owner)["v"], reply["v"]);
    EXPECT_EQ(*elsewhere, *on_owner);
    EXPECT_EQ((*elsewhere)["violations"], reply["result"]["violations"]);
}

} // namespace
} // namespace plyroom::test
