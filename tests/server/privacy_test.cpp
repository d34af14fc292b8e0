// Private rooms stay private over HTTP: /api/games/{id} serves a private game only to its
// players (the token of hello in "Authorization: Bearer") and, while it is unfinished, to
// whoever holds its code (?code=); to anyone else it is a game that does not exist.
#include "fixture.hpp"

#include <cctype>

namespace plyroom::test {
namespace {

using privacy = server_test;

std::string record_path(const json& room, const std::string& query = "") {
    return "/api/games/" + std::to_string(room["game_id"].get<long long>()) + query;
}

std::vector<std::pair<std::string, std::string>> bearer(const json& welcome) {
    return {{"Authorization", "Bearer " + welcome["token"].get<std::string>()}};
}

TEST_F(privacy, AnUnfinishedPrivateGameIsUnknownToAStrangerAndNamesNoCode) {
    json alice_welcome;
    json carol_welcome;
    auto alice = player("alice", &alice_welcome);
    auto carol = player("carol", &carol_welcome);
    const json room = create(*alice, "connect4", 0, false);
    const std::string code = room["code"];
    const http_answer unknown = http_request(port(), "/api/games/999999");
    ASSERT_EQ(unknown.status, 404) << unknown.body;

    // A stranger, and a player of this server who is not in the game, learn nothing.
    for (const http_answer& answer :
         {http_request(port(), record_path(room)),
          http_request(port(), record_path(room, "?positions=1")),
          http_request(port(), record_path(room), bearer(carol_welcome)),
          http_request(port(), record_path(room, "?code=222222"))}) {
        EXPECT_EQ(answer.status, 404) << answer.body;
        EXPECT_EQ(answer.body, unknown.body);
        EXPECT_EQ(answer.body.find(code), std::string::npos) << answer.body;
    }

    // The code (the room's link, any case) shows the game, as does a seat in it.
    for (const http_answer& answer :
         {http_request(port(), record_path(room, "?code=" + code)),
          http_request(port(), record_path(room, "?positions=1&code=" + code)),
          http_request(port(), record_path(room), bearer(alice_welcome))}) {
        ASSERT_EQ(answer.status, 200) << answer.body;
        const json record = json::parse(answer.body);
        EXPECT_EQ(record["code"], code);
        EXPECT_EQ(record["public"], false);
        EXPECT_EQ(record["players"][0]["name"], "alice");
    }
    std::string lower = code;
    for (char& c : lower)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    EXPECT_EQ(http_request(port(), record_path(room, "?code=" + lower)).status, 200);
}

TEST_F(privacy, AFinishedPrivateGameIsShownOnlyToItsPlayers) {
    json alice_welcome;
    json bob_welcome;
    json carol_welcome;
    auto alice = player("alice", &alice_welcome);
    auto bob = player("bob", &bob_welcome);
    auto carol = player("carol", &carol_welcome);
    const json room = create(*alice, "connect4", 0, false);
    const std::string code = room["code"];
    ASSERT_EQ(join(*bob, code)["type"], "room");
    ASSERT_EQ(move(*alice, code, 0, column(3))["type"], "moved");
    ASSERT_EQ(alice->request({{"type", "resign"}, {"code", code}})["type"], "game_over");

    for (const http_answer& answer :
         {http_request(port(), record_path(room)),
          http_request(port(), record_path(room, "?code=" + code)),
          http_request(port(), record_path(room, "?positions=1&code=" + code)),
          http_request(port(), record_path(room), bearer(carol_welcome))}) {
        EXPECT_EQ(answer.status, 404) << answer.body;
        EXPECT_EQ(answer.body.find(code), std::string::npos) << answer.body;
    }
    for (const json* welcome : {&alice_welcome, &bob_welcome}) {
        const http_answer answer =
            http_request(port(), record_path(room, "?positions=1"), bearer(*welcome));
        ASSERT_EQ(answer.status, 200) << answer.body;
        const json record = json::parse(answer.body);
        EXPECT_EQ(record["status"], "finished");
        EXPECT_EQ(record["moves"].size(), 1u);
        EXPECT_EQ(record["positions"].size(), 2u);
    }
}

TEST_F(privacy, APublicGameIsServedToAnyoneAsBefore) {
    auto alice = player("alice");
    const json room = create(*alice);
    const http_answer answer = http_request(port(), record_path(room));
    ASSERT_EQ(answer.status, 200) << answer.body;
    EXPECT_EQ(json::parse(answer.body)["code"], room["code"]);
}

TEST_F(privacy, AnAuthorizationOfAnotherShapeOrABadCodeIsABadRequest) {
    auto alice = player("alice");
    const json room = create(*alice);
    for (const http_answer& answer :
         {http_request(port(), record_path(room), {{"Authorization", "Basic YWxpY2U6c2VjcmV0"}}),
          http_request(port(), record_path(room), {{"Authorization", "Bearer "}}),
          http_request(port(), record_path(room, "?code=K7QX2"))}) {
        EXPECT_EQ(answer.status, 400) << answer.body;
        EXPECT_EQ(json::parse(answer.body)["error"], "bad_request") << answer.body;
    }
}

} // namespace
} // namespace plyroom::test
