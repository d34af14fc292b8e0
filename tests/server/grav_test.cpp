// Grav through the server: a "Grav!" call is judged by the core, broadcast as
// challenge_result, stored, and replayed in order after a crash.
#include "fixture.hpp"

#include <cstdio>
#include <memory>

namespace plyroom::test {
namespace {

using grav = server_test;

TEST_F(grav, ChallengeIsBroadcastStoredAndReplayed) {
    json welcome_a;
    auto alice = player("alice", &welcome_a);
    auto bob = player("bob");
    json reply = alice->request({{"type", "create_room"},
                                 {"game", "grav"},
                                 {"options", {{"size", 7}, {"players", 2}, {"strict", false}}},
                                 {"seat", 0}});
    ASSERT_EQ(reply["type"], "room") << reply;
    const std::string code = reply["room"]["code"];
    EXPECT_EQ(reply["room"]["seats"][0]["side"], "p1");
    ASSERT_EQ(join(*bob, code)["type"], "room");
    event(*bob, "state");
    event(*alice, "state"); // the start position
    ASSERT_EQ(move(*alice, code, 0, json{{"place", {3, 3}}})["type"], "moved");
    // A call on a move that is not the latest placement is refused by the core.
    EXPECT_EQ(bob->request({{"type", "challenge"}, {"code", code}, {"ply", 5}})["code"],
              "illegal_move");
    json result = bob->request({{"type", "challenge"}, {"code", code}, {"ply", 0}});
    ASSERT_EQ(result["type"], "challenge_result") << result;
    EXPECT_EQ(result["by"], 1);
    EXPECT_EQ(result["against"], 0);
    EXPECT_EQ(result["ply"], 0);
    json seen = event(*alice, "challenge_result");
    EXPECT_EQ(seen["correct"], result["correct"]);
    const json state_before = event(*alice, "state")["state"];
    EXPECT_EQ(sql(db_path(), "SELECT by_seat, against, called_ply, ply, seq FROM challenges"),
              "1|0|0|1|2\n");

    server().stop(SIGKILL);
    server().restart();
    ASSERT_TRUE(server().running());
    auto again = std::make_unique<test_client>(port());
    ASSERT_EQ(again->hello("alice", welcome_a["token"].get<std::string>())["type"], "welcome");
    ASSERT_EQ(again->request({{"type", "sync"}, {"code", code}})["type"], "room");
    EXPECT_EQ(event(*again, "state")["state"], state_before);
}

} // namespace
} // namespace plyroom::test
