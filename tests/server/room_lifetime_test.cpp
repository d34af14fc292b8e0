// How long a finished room stays in memory: until everyone in it has left, and at the latest
// --finished-room-ttl after the end, even while its members stay connected. Its record stays.
#include "fixture.hpp"

namespace plyroom::test {
namespace {

class room_lifetime : public server_test {
protected:
    std::vector<std::string> server_args() const override { return {"--finished-room-ttl", "1"}; }

    // Alice hosts, Bob joins, Alice resigns; both saw game_over. Returns the room's ROOM.
    json finished_game(test_client& alice, test_client& bob) {
        const json room = create(alice);
        const std::string code = room["code"];
        EXPECT_EQ(join(bob, code)["type"], "room");
        EXPECT_EQ(alice.request({{"type", "resign"}, {"code", code}})["type"], "game_over");
        EXPECT_EQ(event(bob, "game_over")["code"], code);
        return room;
    }

    // Polls /metrics until rooms_open is `wanted`.
    bool rooms_open_becomes(long long wanted) {
        return wait_until([&] { return metric(port(), "plyroom_rooms_open") == wanted; });
    }
};

TEST_F(room_lifetime, AFinishedRoomClosesAfterItsTimeWhileItsMembersStayConnected) {
    auto alice = player("alice");
    auto bob = player("bob");
    const json room = finished_game(*alice, *bob);
    const std::string code = room["code"];
    // Right after the end the room is still there for a last look and a word.
    const json said = alice->request({{"type", "chat"}, {"code", code}, {"text", "gg"}});
    EXPECT_EQ(said["type"], "chat") << said;

    ASSERT_TRUE(rooms_open_becomes(0)) << metric(port(), "plyroom_rooms_open");
    const json gone = alice->request({{"type", "sync"}, {"code", code}});
    EXPECT_EQ(gone["type"], "error") << gone;
    EXPECT_EQ(gone["code"], "room_not_found") << gone;
    // The connections stay, and so does the stored game.
    EXPECT_EQ(metric(port(), "plyroom_connections_open"), 2);
    const auto [status, body] = http_get(port(), "/api/games/" + room["game_id"].dump());
    ASSERT_EQ(status, 200) << body;
    EXPECT_EQ(json::parse(body)["status"], "finished") << body;
    // Both players go on to a new game on the same connections.
    const json next = finished_game(*alice, *bob);
    EXPECT_NE(next["code"], code);
}

TEST_F(room_lifetime, AFinishedRoomGoesAsSoonAsEveryoneHasLeft) {
    auto alice = player("alice");
    auto bob = player("bob");
    const std::string code = finished_game(*alice, *bob)["code"];
    EXPECT_EQ(metric(port(), "plyroom_rooms_open"), 1);
    EXPECT_EQ(alice->request({{"type", "leave_room"}, {"code", code}})["type"], "left");
    EXPECT_EQ(bob->request({{"type", "leave_room"}, {"code", code}})["type"], "left");
    EXPECT_EQ(metric(port(), "plyroom_rooms_open"), 0);
}

} // namespace
} // namespace plyroom::test
