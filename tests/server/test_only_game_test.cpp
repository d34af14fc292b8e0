// A game defined only under tests/ (tests/tictactoe) registers itself and plays to the end over
// the real server: no file of the server, the protocol or the store names it.
#include "fixture.hpp"
#include "support/schema_check.hpp"
#include "support/test_paths.hpp"

namespace plyroom::test {
namespace {

class test_only_game : public server_test {
protected:
    std::string server_binary() const override { return test_paths::tictactoe_server(); }

    // The protocol's schemas know its four games, not this one.
    schema::unchecked no_schema_;
};

json cell(int x, int y) {
    return json{{"cell", {x, y}}};
}

TEST_F(test_only_game, TwoPlayersPlayItToTheEndAndItIsStored) {
    auto alice = player("alice");
    auto bob = player("bob");
    const json room = create(*alice, "tictactoe");
    const std::string code = room["code"];
    EXPECT_EQ(room["seats"][0]["side"], "x");
    ASSERT_EQ(join(*bob, code)["type"], "room");
    // x takes the top row while o answers in the middle row.
    const std::vector<std::pair<test_client*, json>> moves{{alice.get(), cell(0, 0)},
                                                           {bob.get(), cell(0, 1)},
                                                           {alice.get(), cell(1, 0)},
                                                           {bob.get(), cell(1, 1)},
                                                           {alice.get(), cell(2, 0)}};
    for (std::size_t ply = 0; ply < moves.size(); ++ply) {
        const json answer = move(*moves[ply].first, code, static_cast<int>(ply), moves[ply].second);
        ASSERT_EQ(answer["type"], "moved") << answer;
    }
    const json over = event(*bob, "game_over");
    EXPECT_EQ(over["result"]["winner"], 0);
    EXPECT_EQ(over["result"]["reason"], "three_in_a_row");
    EXPECT_EQ(move(*bob, code, 5, cell(2, 2))["code"], "game_over");

    const auto [status, body] = http_get(port(), "/api/games/" + room["game_id"].dump());
    ASSERT_EQ(status, 200);
    const json record = json::parse(body);
    EXPECT_EQ(record["game"], "tictactoe");
    ASSERT_EQ(record["record"].size(), 5U);
    EXPECT_EQ(record["record"][4]["body"], cell(2, 0));
}

TEST_F(test_only_game, ItsAiPlaysAndARestartReplaysIt) {
    json welcome;
    auto alice = player("alice", &welcome);
    const json reply = alice->request({{"type", "create_room"},
                                       {"game", "tictactoe"},
                                       {"options", json::object()},
                                       {"seat", 1},
                                       {"public", false},
                                       {"ai", {{"level", "easy"}}}});
    ASSERT_EQ(reply["type"], "room") << reply;
    const std::string code = reply["room"]["code"];
    const json opened = event(*alice, "moved");
    ASSERT_EQ(opened["ply"], 0) << opened;
    EXPECT_EQ(opened["seat"], 0);
    const json first = opened["move"];

    server().restart();
    ASSERT_TRUE(server().running());
    test_client back(port());
    ASSERT_EQ(back.hello("alice", welcome["token"].get<std::string>())["type"], "welcome");
    back.send({{"type", "sync"}, {"code", code}});
    const json state = event(back, "state");
    ASSERT_EQ(state["state"]["ply"], 1) << state;
    // The AI's replayed move stands: alice answers on another square and the AI answers her.
    const json mine = first == cell(1, 1) ? cell(0, 0) : cell(1, 1);
    ASSERT_EQ(move(back, code, 1, mine)["type"], "moved");
    EXPECT_EQ(event(back, "moved")["ply"], 2);
}

} // namespace
} // namespace plyroom::test
