// A stored game written down: each move of /api/games/{id} carries its written form, and
// /api/games/{id}.txt serves the game text, under the same rule of who may see the game.
#include "fixture.hpp"
#include "game_text.hpp"

namespace plyroom::test {
namespace {

class game_text : public server_test {
protected:
    // Red stacks column d, blue column e: red wins on the 7th move.
    void play_to_a_win(test_client& red, test_client& blue, const std::string& code) {
        const int columns[] = {3, 4, 3, 4, 3, 4, 3};
        for (int ply = 0; ply < 7; ++ply)
            ASSERT_EQ(move(ply % 2 == 0 ? red : blue, code, ply, column(columns[ply]))["type"],
                      "moved");
    }

    // Alice (red) and Bob play a public Connect Four game to red's win: the server's game 1.
    void play_game_one() {
        auto alice = player("alice");
        auto bob = player("bob");
        const json room = create(*alice);
        const std::string code = room["code"];
        ASSERT_EQ(join(*bob, code)["type"], "room");
        play_to_a_win(*alice, *bob, code);
    }
};

std::vector<std::pair<std::string, std::string>> bearer_of(const json& welcome) {
    return {{"Authorization", "Bearer " + welcome["token"].get<std::string>()}};
}

TEST_F(game_text, EachStoredMoveCarriesItsWrittenForm) {
    play_game_one();
    const auto [status, body] = http_get(port(), "/api/games/1");
    ASSERT_EQ(status, 200) << body;
    const json record = json::parse(body);
    const std::string expected[] = {"d", "e", "d", "e", "d", "e", "d"};
    ASSERT_EQ(record["moves"].size(), 7U);
    for (std::size_t i = 0; i < 7; ++i) {
        EXPECT_EQ(record["moves"][i]["notation"], expected[i]);
        EXPECT_EQ(record["record"][i]["notation"], expected[i]);
    }
}

TEST_F(game_text, TheGameTextIsServedAndReadsBackToTheSameGame) {
    play_game_one();
    const http_answer answer = http_request(port(), "/api/games/1.txt");
    ASSERT_EQ(answer.status, 200) << answer.body;
    EXPECT_EQ(answer.headers.at("content-type"), "text/plain; charset=utf-8");
    EXPECT_NE(answer.headers.at("content-disposition").find("plyroom-1.txt"), std::string::npos);
    const std::string& text = answer.body;
    EXPECT_NE(text.find("[Red \"alice\"]\n[Blue \"bob\"]\n[Result \"1-0\"]\n"), std::string::npos)
        << text;
    EXPECT_NE(text.find("[FinalPosition \"4545454\"]"), std::string::npos) << text;
    EXPECT_NE(text.find("\n1. d 2. e 3. d 4. e 5. d 6. e 7. d 1-0\n"), std::string::npos) << text;
    auto read = core::read_game_text(text);
    ASSERT_TRUE(std::holds_alternative<core::read_game>(read))
        << std::get<core::game_text_error>(read).describe();
    const auto& back = std::get<core::read_game>(read);
    EXPECT_EQ(back.entries.size(), 7U);
    ASSERT_TRUE(back.played->result());
    EXPECT_EQ(back.played->result()->winner, 0);
}

TEST_F(game_text, APrivateGamesTextIsShownOnlyToItsPlayers) {
    json alice_welcome;
    json carol_welcome;
    auto alice = player("alice", &alice_welcome);
    auto bob = player("bob");
    auto carol = player("carol", &carol_welcome);
    const json room = create(*alice, "connect4", 0, false);
    const std::string code = room["code"];
    ASSERT_EQ(join(*bob, code)["type"], "room");
    play_to_a_win(*alice, *bob, code);
    const std::string path = "/api/games/" + std::to_string(room["game_id"].get<long long>());
    EXPECT_EQ(http_request(port(), path + ".txt").status, 404);
    EXPECT_EQ(http_request(port(), path + ".txt", bearer_of(carol_welcome)).status, 404);
    const http_answer seen = http_request(port(), path + ".txt", bearer_of(alice_welcome));
    ASSERT_EQ(seen.status, 200) << seen.body;
    EXPECT_NE(seen.body.find("[Red \"alice\"]"), std::string::npos);
    EXPECT_EQ(http_request(port(), "/api/games/x.txt").status, 400);
    EXPECT_EQ(http_request(port(), "/api/games/999999.txt").status, 404);
}

} // namespace
} // namespace plyroom::test
