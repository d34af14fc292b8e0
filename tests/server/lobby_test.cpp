// Identity, rooms, joining, listing and the HTTP endpoints, against the real server.
#include "fixture.hpp"

#include <algorithm>

namespace plyroom::test {
namespace {

using lobby = server_test;

TEST_F(lobby, HelloGivesPlayerAndSecretToken) {
    json welcome;
    auto alice = player("alice", &welcome);
    EXPECT_EQ(welcome["name"], "alice");
    EXPECT_EQ(welcome["protocol"], 1);
    EXPECT_EQ(welcome["player"].get<std::string>().rfind("p_", 0), 0u);
    EXPECT_GE(welcome["token"].get<std::string>().size(), 32u); // >= 128 bits in hex
    EXPECT_TRUE(welcome["rooms"].is_array());
}

TEST_F(lobby, HostAndJoinByCodeStartsTheGame) {
    auto alice = player("alice");
    auto bob = player("bob");
    json room = create(*alice);
    const std::string code = room["code"];
    ASSERT_EQ(code.size(), 6u);
    EXPECT_EQ(room["status"], "waiting");
    EXPECT_EQ(room["seats"][0]["name"], "alice");
    EXPECT_EQ(room["seats"][0]["side"], "red");
    EXPECT_TRUE(room["seats"][1]["player"].is_null());
    // Codes are case-insensitive on input.
    std::string lower = code;
    for (char& ch : lower)
        ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    json joined = join(*bob, lower);
    ASSERT_EQ(joined["type"], "room") << joined;
    EXPECT_EQ(joined["room"]["status"], "playing");
    EXPECT_EQ(joined["room"]["seats"][1]["name"], "bob");
    EXPECT_TRUE(joined.contains("v"));
    // Both get the state; alice also sees the room change.
    json state_a = event(*alice, "state");
    json state_b = event(*bob, "state");
    EXPECT_EQ(state_a["state"]["ply"], 0);
    EXPECT_EQ(state_a["state"]["to_move"], 0);
    EXPECT_EQ(state_b["code"], code);
    EXPECT_EQ(event(*alice, "room")["room"]["status"], "playing");
}

TEST_F(lobby, RandomSeatWhenSeatIsNull) {
    auto alice = player("alice");
    json room = create(*alice, "connect4", nullptr);
    const bool seat0 = room["seats"][0]["name"] == "alice";
    const bool seat1 = room["seats"][1]["name"] == "alice";
    EXPECT_TRUE(seat0 != seat1) << room;
}

TEST_F(lobby, ListRoomsShowsPublicWaitingRoomsOnly) {
    auto alice = player("alice");
    json open_room = create(*alice);
    json private_room = create(*alice, "connect4", 0, false);
    json rooms = alice->request({{"type", "list_rooms"}, {"game", "connect4"}});
    ASSERT_EQ(rooms["type"], "rooms");
    bool saw_open = false;
    for (const auto& r : rooms["rooms"]) {
        EXPECT_NE(r["code"], private_room["code"]);
        saw_open |= r["code"] == open_room["code"];
    }
    EXPECT_TRUE(saw_open);
    // The same over HTTP.
    auto [status, body] = http_get(port(), "/api/rooms");
    EXPECT_EQ(status, 200);
    EXPECT_NE(body.find(open_room["code"].get<std::string>()), std::string::npos);
    EXPECT_EQ(body.find(private_room["code"].get<std::string>()), std::string::npos);
    // A private room can still be joined by code.
    auto bob = player("bob");
    EXPECT_EQ(join(*bob, private_room["code"])["type"], "room");
    // A room whose host has gone is no longer offered to strangers.
    json carol_welcome;
    auto carol = player("carol", &carol_welcome);
    const std::string carols = create(*carol)["code"];
    const auto listed = [&](const std::string& code) {
        const json now = bob->request({{"type", "list_rooms"}});
        const json shown = now.value("rooms", json::array());
        return std::any_of(shown.begin(), shown.end(),
                           [&](const json& r) { return r["code"] == code; });
    };
    EXPECT_TRUE(listed(carols));
    carol.reset();
    // Polled under the server's message rate (20 a second).
    const bool gone = wait_until([&] { return !listed(carols); }, patience, 100ms);
    EXPECT_TRUE(gone);
    // Back online, it is listed again.
    carol = std::make_unique<test_client>(port());
    ASSERT_EQ(carol->hello("carol", carol_welcome["token"].get<std::string>())["type"], "welcome");
    ASSERT_EQ(carol->request({{"type", "sync"}, {"code", carols}})["type"], "room");
    EXPECT_TRUE(listed(carols));
}

TEST_F(lobby, TwoPlayersRaceForTheLastSeat) {
    auto alice = player("alice");
    json room = create(*alice);
    const std::string code = room["code"];
    auto bob = player("bob");
    auto carol = player("carol");
    // Both send before either reads.
    bob->send({{"type", "join_room"}, {"code", code}, {"as", "player"}, {"id", 1}});
    carol->send({{"type", "join_room"}, {"code", code}, {"as", "player"}, {"id", 1}});
    auto reply_b = bob->wait_for([](const json& m) { return m.contains("id") && m["id"] == 1; });
    auto reply_c = carol->wait_for([](const json& m) { return m.contains("id") && m["id"] == 1; });
    ASSERT_TRUE(reply_b && reply_c);
    const bool bob_won = (*reply_b)["type"] == "room";
    const bool carol_won = (*reply_c)["type"] == "room";
    EXPECT_TRUE(bob_won != carol_won) << *reply_b << *reply_c;
    const json& loser = bob_won ? *reply_c : *reply_b;
    EXPECT_EQ(loser["type"], "error");
    EXPECT_EQ(loser["code"], "room_full");
}

TEST_F(lobby, HealthAndMetrics) {
    auto [status, body] = http_get(port(), "/healthz");
    EXPECT_EQ(status, 200);
    EXPECT_EQ(body, "ok");
    auto alice = player("alice");
    create(*alice);
    auto [mstatus, metrics] = http_get(port(), "/metrics");
    EXPECT_EQ(mstatus, 200);
    EXPECT_NE(metrics.find("plyroom_connections_open 1"), std::string::npos) << metrics;
    EXPECT_NE(metrics.find("plyroom_rooms_created_total 1"), std::string::npos);
    EXPECT_NE(metrics.find("plyroom_commit_seconds_count"), std::string::npos);
    EXPECT_EQ(http_get(port(), "/nothing").first, 404);
    EXPECT_EQ(http_get(port(), "/api/games/999").first, 404);
}

TEST_F(lobby, SigtermStopsCleanlyAndClosesWith1001) {
    auto alice = player("alice");
    EXPECT_EQ(server().stop(), 0);
    EXPECT_TRUE(alice->wait_closed());
    EXPECT_EQ(alice->close_code(), 1001);
}

} // namespace
} // namespace plyroom::test
