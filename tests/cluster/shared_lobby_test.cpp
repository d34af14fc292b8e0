// The public lobby of several nodes: a public room waiting on one node is listed by every
// node (list_rooms and /api/rooms), and leaves every list once its game starts; a welcome
// names the player's rooms on every node. Real nodes on loopback.
#include "live_nodes.hpp"

#include <algorithm>

namespace plyroom::test {
namespace {

bool lists(const json& rooms, const std::string& code) {
    return std::any_of(rooms.begin(), rooms.end(),
                       [&](const json& room) { return room.value("code", "") == code; });
}

json api_rooms(unsigned short port) {
    const auto [status, body] = http_get(port, "/api/rooms");
    if (status != 200)
        return json::array();
    const json parsed = json::parse(body, nullptr, false);
    if (parsed.is_array())
        return parsed;
    return parsed.is_object() ? parsed.value("rooms", json::array()) : json::array();
}

TEST_F(live_nodes, EveryNodeListsThePublicRoomsOfEveryNode) {
    auto a = start_node("a");
    auto b = start_node("b");
    std::string alice_token;
    auto alice = player(a->port(), "alice", &alice_token);
    auto bob = player(b->port(), "bob");
    const json room = alice->request({{"type", "create_room"},
                                      {"game", "connect4"},
                                      {"options", json::object()},
                                      {"seat", 0},
                                      {"public", true}});
    ASSERT_EQ(room["type"], "room") << room;
    const std::string code = room["room"]["code"];
    const json hidden = alice->request({{"type", "create_room"},
                                        {"game", "connect4"},
                                        {"options", json::object()},
                                        {"public", false}});
    ASSERT_EQ(hidden["type"], "room") << hidden;

    // Node b lists a's public room (a second at most after its creation), of that game only.
    json listed;
    ASSERT_TRUE(wait_until(
        [&] {
            listed = bob->request({{"type", "list_rooms"}, {"game", "connect4"}});
            return lists(listed["rooms"], code);
        },
        10s, 100ms))
        << listed;
    EXPECT_FALSE(lists(listed["rooms"], hidden["room"]["code"])) << listed;
    EXPECT_EQ(listed["rooms"].size(), 1u) << listed;
    EXPECT_FALSE(lists(bob->request({{"type", "list_rooms"}, {"game", "grav"}})["rooms"], code));
    EXPECT_TRUE(lists(api_rooms(b->port()), code));
    // Node a lists it once, not once per node.
    EXPECT_EQ(alice->request({{"type", "list_rooms"}})["rooms"].size(), 1u);

    // Alice, coming back on b with her token, is told of her rooms on a.
    test_client alice_on_b(b->port());
    const json welcome = alice_on_b.hello("alice", alice_token);
    ASSERT_EQ(welcome["type"], "welcome") << welcome;
    json expected = json::array({code, hidden["room"]["code"]});
    std::sort(expected.begin(), expected.end());
    EXPECT_EQ(welcome["rooms"], expected);

    // Bob takes the seat from b: the game starts and the room leaves every list.
    ASSERT_TRUE(join(*bob, code, "player"));
    EXPECT_TRUE(wait_until(
        [&] {
            return !lists(bob->request({{"type", "list_rooms"}})["rooms"], code) &&
                   !lists(api_rooms(b->port()), code) && !lists(api_rooms(a->port()), code);
        },
        10s, 100ms));
}

} // namespace
} // namespace plyroom::test
