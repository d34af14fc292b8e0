// Durability: SIGKILL the server mid-game, restart it on the same file; every move anyone
// received is still there, the room code works, tokens resume, and the game goes on.
#include "fixture.hpp"

namespace plyroom::test {
namespace {

using crash = server_test;

TEST_F(crash, KilledServerLosesNothingAnyoneSaw) {
    json welcome_a, welcome_b;
    auto alice = player("alice", &welcome_a);
    auto bob = player("bob", &welcome_b);
    const std::string code = create(*alice)["code"];
    ASSERT_EQ(join(*bob, code)["type"], "room");
    // Five moves, each seen by both players, then two more sent without waiting.
    const int columns[] = {0, 1, 2, 3, 4, 5, 6};
    for (int ply = 0; ply < 5; ++ply) {
        test_client& mover = ply % 2 == 0 ? *alice : *bob;
        test_client& other = ply % 2 == 0 ? *bob : *alice;
        ASSERT_EQ(move(mover, code, ply, column(columns[ply]))["type"], "moved");
        ASSERT_EQ(event(other, "moved")["ply"], ply);
    }
    // An open draw offer survives too.
    ASSERT_EQ(alice->request({{"type", "offer_draw"}, {"code", code}})["type"], "draw_offer");
    bob->send({{"type", "move"}, {"code", code}, {"ply", 5}, {"move", column(columns[5])}});
    // Whatever bob was told about ply 5 must survive.
    auto fifth = bob->wait_for(
        [](const json& m) {
            return m.value("type", "") == "moved" || m.value("type", "") == "error";
        },
        std::chrono::seconds(10));
    const bool fifth_seen = fifth && (*fifth)["type"] == "moved";

    server().stop(SIGKILL);
    server().restart();
    ASSERT_TRUE(server().running());

    auto alice2 = std::make_unique<test_client>(port());
    json resumed = alice2->hello("alice", welcome_a["token"].get<std::string>());
    ASSERT_EQ(resumed["type"], "welcome") << resumed;
    EXPECT_EQ(resumed["player"], welcome_a["player"]);
    ASSERT_EQ(resumed["rooms"].size(), 1u);
    EXPECT_EQ(resumed["rooms"][0], code);
    json sync = alice2->request({{"type", "sync"}, {"code", code}, {"since", 3}});
    ASSERT_EQ(sync["type"], "room") << sync;
    EXPECT_EQ(sync["room"]["status"], "playing");
    json state = event(*alice2, "state");
    const int ply = state["state"]["ply"];
    EXPECT_GE(ply, fifth_seen ? 6 : 5);
    EXPECT_EQ(state["state"]["board"]["rows"][5].get<std::string>().substr(0, 5), "RBRBR");
    if (fifth_seen) {
        EXPECT_EQ(state["state"]["draw_offer"], nullptr); // bob's move lapsed alice's offer
    } else {
        EXPECT_EQ(state["state"]["draw_offer"]["by"], 0);
    }

    // Bob resumes too and the game continues from the stored position.
    auto bob2 = std::make_unique<test_client>(port());
    ASSERT_EQ(bob2->hello("bob", welcome_b["token"].get<std::string>())["type"], "welcome");
    test_client& next = ply % 2 == 0 ? *alice2 : *bob2;
    json after = move(next, code, ply, column(6));
    EXPECT_EQ(after["type"], "moved") << after;
    EXPECT_EQ(after["ply"], ply);
    // The room code still joins spectators.
    auto carol = player("carol");
    EXPECT_EQ(join(*carol, code, "spectator")["type"], "room");
}

// An untimed game both players left and nobody played in for longer than --abandon-after-hours
// (its stored entries made three days old) ends as inactive when the server rebuilds it, so it
// is no longer restored nor offered for resuming.
TEST_F(crash, AGameNobodyCameBackToEndsAsInactiveAtTheRestart) {
    json welcome_a;
    auto alice = player("alice", &welcome_a);
    auto bob = player("bob");
    const std::string code = create(*alice)["code"];
    ASSERT_EQ(join(*bob, code)["type"], "room");
    ASSERT_EQ(move(*alice, code, 0, column(3))["type"], "moved");
    ASSERT_EQ(move(*bob, code, 1, column(3))["type"], "moved");
    alice.reset();
    bob.reset();
    server().stop(SIGTERM);
    constexpr long long three_days_ms = 3LL * 24 * 3600 * 1000;
    sql(db_path(), "UPDATE record SET created_at = created_at - " + std::to_string(three_days_ms));
    sql(db_path(), "UPDATE games SET created_at = created_at - " + std::to_string(three_days_ms));
    server().restart();
    ASSERT_TRUE(server().running());

    EXPECT_TRUE(wait_until([&] {
        return sql(db_path(), "SELECT status FROM games") == "finished\n";
    })) << sql(db_path(), "SELECT status, result FROM games");
    const json result = json::parse(sql(db_path(), "SELECT result FROM games"));
    EXPECT_EQ(result["outcome"], "aborted");
    EXPECT_EQ(result["reason"], "inactive");
    auto alice2 = std::make_unique<test_client>(port());
    json resumed = alice2->hello("alice", welcome_a["token"].get<std::string>());
    ASSERT_EQ(resumed["type"], "welcome") << resumed;
    EXPECT_TRUE(resumed["rooms"].empty()) << resumed;
}

TEST_F(crash, NewerDatabaseIsRefused) {
    EXPECT_EQ(server().stop(), 0);
    ASSERT_EQ(run_to_end({"sqlite3", db_path(), "PRAGMA user_version = 999;"}).exit_code, 0);
    server().restart();
    EXPECT_FALSE(server().running());
}

} // namespace
} // namespace plyroom::test
