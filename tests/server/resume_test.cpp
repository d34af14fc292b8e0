// Reconnecting: tokens resume the player, seats come back, sync replays missed events.
#include "fixture.hpp"

namespace plyroom::test {
namespace {

using resume = server_test;

TEST_F(resume, TokenResumesSeatsAndSyncReplaysMissedEvents) {
    json welcome_b;
    auto alice = player("alice");
    auto bob = player("bob", &welcome_b);
    const std::string code = create(*alice)["code"];
    ASSERT_EQ(join(*bob, code)["type"], "room");
    event(*alice, "state");
    json first = move(*alice, code, 0, json{{"column", 1}});
    const std::int64_t seen_v = event(*bob, "moved")["v"];
    EXPECT_EQ(first["v"], seen_v);

    bob.reset(); // disconnect
    auto bob_online = [](bool online) {
        return [online](const json& m) {
            return m.value("type", "") == "room" && m["room"]["seats"][1]["online"] == online;
        };
    };
    json offline = *alice->wait_for(bob_online(false));
    EXPECT_EQ(offline["room"]["seats"][1]["online"], false);
    EXPECT_EQ(offline["v"], seen_v + 1);

    // Bob comes back with his token: same player, the room is listed.
    bob = std::make_unique<test_client>(port());
    json again = bob->hello("bob", welcome_b["token"].get<std::string>());
    ASSERT_EQ(again["type"], "welcome") << again;
    EXPECT_EQ(again["player"], welcome_b["player"]);
    ASSERT_EQ(again["rooms"].size(), 1u);
    EXPECT_EQ(again["rooms"][0], code);

    // sync since the last event he saw: exactly the missed ones, in order.
    bob->send({{"type", "sync"}, {"code", code}, {"since", seen_v}});
    json missed_offline = *bob->receive();
    EXPECT_EQ(missed_offline["v"], seen_v + 1);
    EXPECT_EQ(missed_offline["room"]["seats"][1]["online"], false);
    json back_online = *bob->receive();
    EXPECT_EQ(back_online["v"], seen_v + 2);
    EXPECT_EQ(back_online["room"]["seats"][1]["online"], true);
    // Then the sync's own answer: the room's version now, which the replay reached.
    json synced = *bob->receive();
    EXPECT_EQ(synced["type"], "synced") << synced;
    EXPECT_EQ(synced["code"], code);
    EXPECT_EQ(synced["v"], seen_v + 2);
    // Alice sees him come back.
    EXPECT_TRUE(alice->wait_for(bob_online(true)));
    // And he can move again.
    EXPECT_EQ(move(*bob, code, 1, json{{"column", 2}})["type"], "moved");
}

// A client already up to date is told so, with its request's id: nothing was lost.
TEST_F(resume, ASyncUpToDateIsAnsweredWithTheVersion) {
    auto alice = player("alice");
    auto bob = player("bob");
    const std::string code = create(*alice)["code"];
    ASSERT_EQ(join(*bob, code)["type"], "room");
    const std::int64_t latest = event(*bob, "state")["v"];
    const json reply = bob->request({{"type", "sync"}, {"code", code}, {"since", latest}});
    EXPECT_EQ(reply["type"], "synced") << reply;
    EXPECT_EQ(reply["code"], code);
    EXPECT_EQ(reply["v"], latest);
    EXPECT_TRUE(bob->inbox().empty())
        << json(std::vector<json>(bob->inbox().begin(), bob->inbox().end()));
}

TEST_F(resume, SyncTooFarBackSendsRoomAndState) {
    auto alice = player("alice");
    auto bob = player("bob");
    const std::string code = create(*alice)["code"];
    ASSERT_EQ(join(*bob, code)["type"], "room");
    json reply = bob->request({{"type", "sync"}, {"code", code}, {"since", 1000000}});
    EXPECT_EQ(reply["type"], "room");
    EXPECT_EQ(reply["room"]["code"], code);
    json state = event(*bob, "state");
    EXPECT_EQ(state["state"]["ply"], 0);
    json synced = event(*bob, "synced");
    EXPECT_EQ(synced["v"], state["v"]);
    EXPECT_EQ(synced["id"], reply["id"]);
}

TEST_F(resume, UnknownTokenIsUnauthorized) {
    test_client c(port());
    json reply = c.hello("mallory", std::string(64, 'a'));
    EXPECT_EQ(reply["type"], "error");
    EXPECT_EQ(reply["code"], "unauthorized");
}

} // namespace
} // namespace plyroom::test
