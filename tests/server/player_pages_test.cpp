// Player pages over a real server (SQLite, or PostgreSQL in the `pg` variant): an account's
// counts and ratings per game, its games newest first in pages with its private games shown
// to their players only, and the leaderboard of a game (docs/players.md).
#include "fixture.hpp"
#include "support/test_database.hpp"
#include "wall_clock.hpp"

namespace plyroom::test {
namespace {

class player_pages : public account_server_test {
protected:
    // Red (seat 0, `red`) wins down column 0 in a new room; its game id.
    static std::int64_t red_wins(test_client& red, test_client& blue, bool rated,
                                 bool is_public = true) {
        const json made = red.request({{"type", "create_room"},
                                       {"game", "connect4"},
                                       {"options", json::object()},
                                       {"seat", 0},
                                       {"public", is_public},
                                       {"rated", rated}});
        EXPECT_EQ(made["type"], "room") << made;
        const std::string code = made["room"]["code"];
        EXPECT_EQ(join(blue, code)["type"], "room");
        for (int ply = 0; ply < 7; ++ply) {
            const json moved = move(ply % 2 == 0 ? red : blue, code, ply, column(ply % 2));
            EXPECT_EQ(moved["type"], "moved") << moved;
        }
        EXPECT_EQ(event(blue, "game_over")["result"]["winner"], 0);
        return made["room"]["game_id"];
    }

    // A game `first` makes and `second` joins, two moves, then a draw by agreement.
    static void drawn(test_client& first, test_client& second) {
        const std::string code = create(first)["code"];
        ASSERT_EQ(join(second, code)["type"], "room");
        ASSERT_EQ(move(first, code, 0, column(0))["type"], "moved");
        ASSERT_EQ(move(second, code, 1, column(1))["type"], "moved");
        ASSERT_EQ(first.request({{"type", "offer_draw"}, {"code", code}})["type"], "draw_offer");
        const json over = second.request({{"type", "accept_draw"}, {"code", code}});
        ASSERT_EQ(over["type"], "game_over") << over;
        EXPECT_EQ(over["result"]["outcome"], "draw");
    }

    json get(const std::string& target, int expected_status, const std::string& token = "") {
        std::vector<std::pair<std::string, std::string>> headers;
        if (!token.empty())
            headers.emplace_back("Authorization", "Bearer " + token);
        const http_answer answer = http_request(port(), target, headers);
        EXPECT_EQ(answer.status, expected_status) << target << ": " << answer.body;
        return json::parse(answer.body, nullptr, false);
    }

    // game: games wins draws losses, one line per game of the player's page.
    std::string counts(const std::string& name) {
        std::string out;
        const json page = get("/api/players/" + name, 200);
        for (const json& g : page["games"])
            out += g["game"].get<std::string>() + ": " + g["games"].dump() + " " +
                   g["wins"].dump() + " " + g["draws"].dump() + " " + g["losses"].dump() + "\n";
        return out;
    }

    static std::string ids(const json& page) {
        std::string out;
        for (const json& g : page["games"])
            out += g["game_id"].dump() + " ";
        return out;
    }
};

TEST_F(player_pages, APageShowsCountsRatingAndHistoryPerGame) {
    std::string alice_token, bob_token;
    auto alice = account("Alice", &alice_token);
    auto bob = account("bob", &bob_token);
    const std::int64_t rated = red_wins(*alice, *bob, true);
    red_wins(*bob, *alice, false);
    drawn(*bob, *alice);
    // An aborted game counts for nobody.
    const json made = alice->request(
        {{"type", "create_room"}, {"game", "connect4"}, {"options", json::object()}, {"seat", 0}});
    const std::string code = made["room"]["code"];
    ASSERT_EQ(join(*bob, code)["type"], "room");
    ASSERT_EQ(alice->request({{"type", "abort"}, {"code", code}})["type"], "game_over");

    // The name in any case, percent-encoded or not.
    const json page = get("/api/players/aLiCe", 200);
    EXPECT_EQ(page["user_name"], "Alice");
    ASSERT_EQ(page["games"].size(), 1u) << page;
    const json& connect4 = page["games"][0];
    EXPECT_EQ(connect4["rating"], json::parse(R"({"rating":1741,"deviation":397,
                                                  "provisional":true,"rated_games":1})"));
    EXPECT_EQ(page["rating_history"].size(), 1u);
    EXPECT_EQ(page["rating_history"][0]["game_id"], rated);
    EXPECT_EQ(page["rating_history"][0]["rating"], 1741);
    EXPECT_EQ(counts("Alice"), "connect4: 3 1 1 1\n");
    EXPECT_EQ(counts("%62%6F%62"), "connect4: 3 1 1 1\n");

    server().stop(SIGKILL);
    server().restart();
    ASSERT_TRUE(server().running());
    EXPECT_EQ(counts("alice"), "connect4: 3 1 1 1\n") << "a restart counts no game twice";
}

TEST_F(player_pages, UnknownAndImpossibleNamesHaveNoPage) {
    std::string token;
    auto alice = account("alice", &token);
    auto anonymous = player("carol");
    get("/api/players/carol", 404); // anonymous players have no page
    get("/api/players/nobody", 404);
    get("/api/players/nobody/games", 404);
    get("/api/players/ai_easy", 404);
    get("/api/players/%20alice", 404);
    get("/api/players/" + std::string(400, 'a'), 404);
    get("/api/players/al%zzice", 400);
    get("/api/players/alice/games?before=x", 400);
    get("/api/players/alice/games?before=0", 400);
    get("/api/players/alice/games?limit=51", 400);
    get("/api/players/alice", 200, "no-such-token");
    get("/api/players/alice/games", 400, "not a token");
    get("/api/leaderboard/no_such_game", 404);
}

TEST_F(player_pages, GamesComeNewestFirstInPagesAndPrivateOnesOnlyToTheirPlayers) {
    std::string alice_token, bob_token, carol_token;
    auto alice = account("alice", &alice_token);
    auto bob = account("bob", &bob_token);
    auto carol = account("carol", &carol_token);
    const std::int64_t first = red_wins(*alice, *bob, true);
    const std::int64_t hidden = red_wins(*bob, *alice, false, false);
    const std::int64_t last = red_wins(*alice, *carol, false);

    EXPECT_EQ(ids(get("/api/players/alice/games", 200)),
              std::to_string(last) + " " + std::to_string(first) + " ");
    EXPECT_EQ(ids(get("/api/players/alice/games", 200, carol_token)),
              std::to_string(last) + " " + std::to_string(first) + " ");
    EXPECT_EQ(ids(get("/api/players/alice/games", 200, bob_token)),
              std::to_string(last) + " " + std::to_string(hidden) + " " + std::to_string(first) +
                  " ");
    // The replay a private game's entry links to is served to its players' account sessions.
    get("/api/games/" + std::to_string(hidden), 404);
    get("/api/games/" + std::to_string(hidden), 404, carol_token);
    get("/api/games/" + std::to_string(hidden), 200, alice_token);

    const json one = get("/api/players/alice/games?limit=1", 200, alice_token);
    EXPECT_EQ(ids(one), std::to_string(last) + " ");
    ASSERT_EQ(one["next_before"], last);
    const json entry = one["games"][0];
    EXPECT_EQ(entry["seat"], 0);
    EXPECT_EQ(entry["status"], "finished");
    EXPECT_EQ(entry["seats"][1], json::parse(R"({"seat":1,"name":"carol","user_name":"carol"})"));
    const json two =
        get("/api/players/alice/games?limit=1&before=" + std::to_string(last), 200, alice_token);
    EXPECT_EQ(ids(two), std::to_string(hidden) + " ");
    const json three = get("/api/players/alice/games?limit=2&before=" + two["next_before"].dump(),
                           200, alice_token);
    EXPECT_EQ(ids(three), std::to_string(first) + " ");
    EXPECT_EQ(three["next_before"], nullptr);
    EXPECT_EQ(three["games"][0]["rating_change"], json::parse(R"({"before":1500,"after":1741})"));
}

TEST_F(player_pages, TheLeaderboardListsSettledPlayersWhoPlayedLately) {
    std::string alice_token, bob_token, carol_token, dave_token;
    auto alice = account("alice", &alice_token);
    auto bob = account("bob", &bob_token);
    auto carol = account("carol", &carol_token);
    auto dave = account("dave", &dave_token);
    red_wins(*alice, *bob, true);
    red_wins(*carol, *dave, true);
    EXPECT_EQ(get("/api/leaderboard/connect4", 200)["players"], json::array())
        << "one game leaves everyone provisional";

    // As if many games had settled their ratings: alice and bob lately, carol too long ago,
    // dave lately but still provisional.
    const std::int64_t now = plyroom::server::now_ms();
    const std::int64_t day = 24LL * 3600 * 1000;
    const auto settle = [&](const std::string& name, double deviation, std::int64_t at) {
        sql(db_path(),
            "UPDATE ratings SET deviation = " + std::to_string(deviation) +
                ", rated_at = " + std::to_string(at) +
                " WHERE player_id = (SELECT player_id FROM accounts WHERE user_name = '" + name +
                "')");
    };
    settle("alice", 60, now - day);
    settle("bob", 100, now - 2 * day);
    settle("carol", 60, now - 31 * day);
    settle("dave", 110, now);
    const json board = get("/api/leaderboard/connect4", 200);
    EXPECT_EQ(board["game"], "connect4");
    ASSERT_EQ(board["players"].size(), 2u) << board;
    EXPECT_EQ(board["players"][0],
              json::parse(R"({"rank":1,"user_name":"alice","rating":1741,"deviation":60,
                              "rated_games":1})"));
    EXPECT_EQ(board["players"][1]["user_name"], "bob");
    EXPECT_EQ(board["players"][1]["rank"], 2);
}

// Migration 11 (PostgreSQL: 8) counts the games stored before it.
TEST_F(player_pages, TheMigrationCountsTheGamesStoredBeforeIt) {
    std::string alice_token, bob_token;
    auto alice = account("alice", &alice_token);
    auto bob = account("bob", &bob_token);
    red_wins(*alice, *bob, true);
    red_wins(*bob, *alice, false);
    red_wins(*bob, *alice, false);
    drawn(*alice, *bob);
    alice.reset();
    bob.reset();
    server().stop(SIGTERM);
    sql(db_path(), "DROP TABLE player_results; DROP INDEX seats_player; "
                   "DROP INDEX ratings_leaderboard; " +
                       std::string(testing_postgresql() ? "UPDATE plyroom_schema SET version = 7"
                                                        : "PRAGMA user_version = 10"));
    server().restart();
    ASSERT_TRUE(server().running());
    EXPECT_EQ(counts("alice"), "connect4: 4 1 1 2\n");
    EXPECT_EQ(counts("bob"), "connect4: 4 2 1 1\n");
}

} // namespace
} // namespace plyroom::test
