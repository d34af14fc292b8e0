// Playing: a full Connect Four game, spectators, stale moves, resignation, abort, chat.
#include "fixture.hpp"

namespace plyroom::test {
namespace {

class game : public server_test {
protected:
    // Two players seated in a started Connect Four room; returns the code.
    std::string start(std::unique_ptr<test_client>& a, std::unique_ptr<test_client>& b) {
        a = player("alice");
        b = player("bob");
        const std::string code = create(*a)["code"];
        EXPECT_EQ(join(*b, code)["type"], "room");
        event(*a, "state");
        event(*b, "state");
        return code;
    }
};

TEST_F(game, FullConnectFourGameToAWinWithASpectator) {
    std::unique_ptr<test_client> alice, bob;
    const std::string code = start(alice, bob);
    auto carol = player("carol");
    json watched = join(*carol, code, "spectator");
    ASSERT_EQ(watched["type"], "room");
    EXPECT_EQ(watched["room"]["spectators"], 1);
    // Red stacks column 3, blue column 4: red wins on the 7th move (ply 6).
    const int columns[] = {3, 4, 3, 4, 3, 4, 3};
    for (int ply = 0; ply < 7; ++ply) {
        test_client& mover = ply % 2 == 0 ? *alice : *bob;
        test_client& other = ply % 2 == 0 ? *bob : *alice;
        json reply = move(mover, code, ply, column(columns[ply]));
        ASSERT_EQ(reply["type"], "moved") << reply;
        EXPECT_EQ(reply["ply"], ply);
        json seen = event(other, "moved");
        EXPECT_EQ(seen["move"]["column"], columns[ply]);
        EXPECT_EQ(seen["v"], reply["v"]);
        json watched_move = event(*carol, "moved");
        EXPECT_EQ(watched_move["ply"], ply);
        EXPECT_EQ(watched_move["state"]["ply"], ply + 1);
    }
    for (test_client* c : {alice.get(), bob.get(), carol.get()}) {
        json over = event(*c, "game_over");
        EXPECT_EQ(over["result"]["outcome"], "win");
        EXPECT_EQ(over["result"]["winner"], 0);
        EXPECT_EQ(over["result"]["reason"], "four_in_a_row");
    }
    // The stored record is served over HTTP.
    auto [status, body] = http_get(port(), "/api/games/1");
    ASSERT_EQ(status, 200);
    json record = json::parse(body);
    EXPECT_EQ(record["moves"].size(), 7u);
    EXPECT_EQ(record["status"], "finished");
    EXPECT_EQ(record["result"]["reason"], "four_in_a_row");
    EXPECT_EQ(record["players"][1]["name"], "bob");
}

TEST_F(game, ResentMoveIsStaleAndChangesNothing) {
    std::unique_ptr<test_client> alice, bob;
    const std::string code = start(alice, bob);
    ASSERT_EQ(move(*alice, code, 0, column(0))["type"], "moved");
    json again = move(*alice, code, 0, column(0));
    EXPECT_EQ(again["type"], "error");
    EXPECT_EQ(again["code"], "stale_ply");
    json state = bob->request({{"type", "sync"}, {"code", code}});
    // Without `since`, sync answers with ROOM and STATE.
    auto full = bob->wait_type("state");
    ASSERT_TRUE(full);
    EXPECT_EQ((*full)["state"]["ply"], 1);
}

TEST_F(game, RefusedMovesCarryTheCoreReason) {
    std::unique_ptr<test_client> alice, bob;
    const std::string code = start(alice, bob);
    json early = move(*bob, code, 0, column(0));
    EXPECT_EQ(early["code"], "not_your_turn");
    for (int ply = 0; ply < 6; ++ply)
        ASSERT_EQ(move(ply % 2 == 0 ? *alice : *bob, code, ply, column(2))["type"], "moved");
    json full = move(*alice, code, 6, column(2));
    EXPECT_EQ(full["code"], "illegal_move");
    EXPECT_FALSE(full["message"].get<std::string>().empty());
    json off = move(*alice, code, 6, column(9));
    EXPECT_EQ(off["type"], "error");
}

TEST_F(game, ResignationEndsTheGameForTheOtherSide) {
    std::unique_ptr<test_client> alice, bob;
    const std::string code = start(alice, bob);
    ASSERT_EQ(move(*alice, code, 0, column(0))["type"], "moved");
    json reply = bob->request({{"type", "resign"}, {"code", code}});
    EXPECT_EQ(reply["type"], "game_over");
    EXPECT_EQ(reply["result"]["winner"], 0);
    EXPECT_EQ(reply["result"]["reason"], "resignation");
    EXPECT_EQ(event(*alice, "game_over")["result"]["reason"], "resignation");
    EXPECT_EQ(move(*bob, code, 1, column(0))["code"], "game_over");
}

TEST_F(game, AbortOnlyBeforeBothSidesMoved) {
    std::unique_ptr<test_client> alice, bob;
    std::string code = start(alice, bob);
    ASSERT_EQ(move(*alice, code, 0, column(0))["type"], "moved");
    json aborted = bob->request({{"type", "abort"}, {"code", code}});
    EXPECT_EQ(aborted["type"], "game_over");
    EXPECT_EQ(aborted["result"]["outcome"], "aborted");
    EXPECT_EQ(aborted["result"]["reason"], "aborted");

    code = create(*alice)["code"];
    ASSERT_EQ(join(*bob, code)["type"], "room");
    ASSERT_EQ(move(*alice, code, 0, column(0))["type"], "moved");
    ASSERT_EQ(move(*bob, code, 1, column(0))["type"], "moved");
    json late = alice->request({{"type", "abort"}, {"code", code}});
    EXPECT_EQ(late["type"], "error");
    EXPECT_EQ(late["code"], "bad_request");
}

TEST_F(game, ChatReachesTheRoom) {
    std::unique_ptr<test_client> alice, bob;
    const std::string code = start(alice, bob);
    json reply = alice->request({{"type", "chat"}, {"code", code}, {"text", "gg"}});
    EXPECT_EQ(reply["type"], "chat");
    json seen = event(*bob, "chat");
    EXPECT_EQ(seen["from"], "alice");
    EXPECT_EQ(seen["seat"], 0);
    EXPECT_EQ(seen["text"], "gg");
}

} // namespace
} // namespace plyroom::test
