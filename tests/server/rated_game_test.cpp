// Rated games over a real server (SQLite, or PostgreSQL in the `pg` variant): only accounts take
// their seats, they allow no takebacks, and their end tells each seat's rating change as it was
// stored in the same commit, once, whatever restarts in between (docs/ratings.md).
#include "fixture.hpp"

namespace plyroom::test {
namespace {

class rated_game : public account_server_test {
protected:
    static json create_rated(test_client& c, const std::string& game = "connect4") {
        return c.request({{"type", "create_room"},
                          {"game", game},
                          {"options", json::object()},
                          {"seat", 0},
                          {"rated", true}});
    }

    // Red (seat 0) wins down column 0 while blue plays column 1; the game_over each saw.
    static json red_wins(test_client& red, test_client& blue, const std::string& code,
                         int from_ply = 0) {
        for (int ply = from_ply; ply < 7; ++ply) {
            test_client& mover = ply % 2 == 0 ? red : blue;
            const json moved = move(mover, code, ply, column(ply % 2));
            EXPECT_EQ(moved["type"], "moved") << moved;
        }
        const json seen_by_blue = event(blue, "game_over");
        EXPECT_EQ(event(red, "game_over"), seen_by_blue);
        return seen_by_blue;
    }

    std::string rating_rows() const {
        return sql(db_path(), "SELECT r.game, p.name, CAST(round(r.rating) AS INTEGER), r.games "
                              "FROM ratings r JOIN players p ON p.id = r.player_id "
                              "ORDER BY p.name");
    }
};

TEST_F(rated_game, ARatedGameTellsEachSeatsChangeAsStored) {
    auto alice = account("alice");
    auto bob = account("bob");
    const json made = create_rated(*alice);
    ASSERT_EQ(made["type"], "room") << made;
    EXPECT_EQ(made["room"]["rated"], true);
    const std::string code = made["room"]["code"];
    ASSERT_EQ(join(*bob, code)["room"]["rated"], true);

    const json over = red_wins(*alice, *bob, code);
    EXPECT_EQ(over["result"]["winner"], 0);
    // Two new players (1500, RD 500): 1741.48 and 1258.52, still provisional.
    EXPECT_EQ(over["ratings"],
              json::parse(R"([{"seat":0,"before":1500,"after":1741,"change":241,"provisional":true},
                              {"seat":1,"before":1500,"after":1259,"change":-241,"provisional":true}])"));
    EXPECT_EQ(rating_rows(), "connect4|alice|1741|1\nconnect4|bob|1259|1\n");
}

// Each seat of an account shows its rating in the room's game beside its name, in ROOM and in
// the public list, in casual rooms too: a new account's provisional 1500, then what its games
// left. An anonymous player's seat shows none.
TEST_F(rated_game, EachAccountsRatingStandsBesideItsName) {
    auto alice = account("alice");
    auto bob = account("bob");
    auto carol = player("carol");
    const std::string first = create_rated(*alice)["room"]["code"];
    ASSERT_EQ(join(*bob, first)["type"], "room");
    // The next ROOM of room `code` in which seat `rated` shows a rating (the room reads ratings
    // off the I/O threads; the ROOM a finished room sends after its game_over is skipped).
    auto rated_seat = [](test_client& c, const std::string& code, int rated) {
        for (;;) {
            const json room = event(c, "room");
            if (room["type"] != "room" || (room["room"]["code"] == code &&
                                           room["room"]["seats"][rated].contains("rating")))
                return room;
        }
    };
    auto rated_seats = [&](test_client& c, const std::string& code) {
        for (;;) {
            const json room = rated_seat(c, code, 0);
            if (room["type"] != "room" || room["room"]["seats"][1].contains("rating"))
                return room;
        }
    };
    const json before = rated_seats(*bob, first);
    EXPECT_EQ(before["room"]["seats"][0]["rating"], 1500) << before;
    EXPECT_EQ(before["room"]["seats"][0]["provisional"], true);
    EXPECT_EQ(before["room"]["seats"][1]["rating"], 1500);
    red_wins(*alice, *bob, first);

    const json casual = create(*alice);
    const std::string code = casual["code"];
    ASSERT_EQ(join(*bob, code)["type"], "room");
    const json after = rated_seats(*bob, code);
    EXPECT_EQ(after["room"]["seats"][0]["rating"], 1741) << after;
    EXPECT_EQ(after["room"]["seats"][0]["provisional"], true);
    EXPECT_EQ(after["room"]["seats"][1]["rating"], 1259);
    const auto [status, body] = http_get(port(), "/api/rooms/" + code);
    ASSERT_EQ(status, 200) << body;
    EXPECT_EQ(json::parse(body)["room"]["seats"][1]["rating"], 1259) << body;

    // An anonymous player's seat shows none beside an account's.
    const json open = create(*carol);
    EXPECT_FALSE(open["seats"][0].contains("rating")) << open;
    ASSERT_EQ(join(*alice, open["code"])["type"], "room");
    const json seated = rated_seat(*carol, open["code"], 1);
    EXPECT_EQ(seated["room"]["seats"][1]["rating"], 1741) << seated;
    EXPECT_FALSE(seated["room"]["seats"][0].contains("rating")) << seated;
}

TEST_F(rated_game, AnUnratedGameTellsNoChangeAndStoresNone) {
    auto alice = account("alice");
    auto bob = account("bob");
    const json room = create(*alice);
    EXPECT_FALSE(room.contains("rated"));
    const std::string code = room["code"];
    ASSERT_EQ(join(*bob, code)["type"], "room");
    EXPECT_FALSE(red_wins(*alice, *bob, code).contains("ratings"));
    EXPECT_EQ(rating_rows(), "");
}

TEST_F(rated_game, ItsSeatsAreForAccountsOnlyAndTheComputerTakesNone) {
    auto guest = player("guest");
    const json refused = create_rated(*guest);
    EXPECT_EQ(refused["code"], "account_required") << refused;
    EXPECT_EQ(refused["message"],
              "a rated game is for players with an account; register or log in first");

    auto alice = account("alice");
    const json with_ai = alice->request({{"type", "create_room"},
                                         {"game", "connect4"},
                                         {"rated", true},
                                         {"ai", {{"level", "easy"}}}});
    EXPECT_EQ(with_ai["code"], "bad_request") << with_ai;

    const std::string code = create_rated(*alice)["room"]["code"];
    const json joined = join(*guest, code);
    EXPECT_EQ(joined["code"], "account_required") << joined;
    // Watching is open to anyone.
    EXPECT_EQ(join(*guest, code, "spectator")["type"], "room");
}

TEST_F(rated_game, ACustomStartingPositionIsNeverRated) {
    auto alice = account("alice");
    const json custom = {{"position_csv", "42,Tiny,0,.,S1,S1,S1,o\n42,Tiny,1,W1,W1,G1,G1,o\n"}};
    const json refused = alice->request({{"type", "create_room"},
                                         {"game", "divided_loyalties"},
                                         {"options", custom},
                                         {"rated", true}});
    EXPECT_EQ(refused["code"], "bad_request") << refused;
    EXPECT_EQ(refused["message"], "a rated game starts from one of the game's own positions");
    const json builtin = alice->request({{"type", "create_room"},
                                         {"game", "divided_loyalties"},
                                         {"options", {{"position", 1}}},
                                         {"rated", true}});
    EXPECT_EQ(builtin["type"], "room") << builtin;
}

TEST_F(rated_game, ItAllowsNoTakebacks) {
    auto alice = account("alice");
    auto bob = account("bob");
    const std::string code = create_rated(*alice)["room"]["code"];
    ASSERT_EQ(join(*bob, code)["type"], "room");
    ASSERT_EQ(move(*alice, code, 0, column(3))["type"], "moved");
    const json state = event(*bob, "moved")["state"];
    EXPECT_EQ(state["room_actions"]["request_takeback"], json::array());
    const json refused = alice->request({{"type", "request_takeback"}, {"code", code}});
    EXPECT_EQ(refused["code"], "unsupported") << refused;
    EXPECT_EQ(refused["message"], "a rated game allows no takebacks");
}

TEST_F(rated_game, AGameEndedBeforeTwoPliesOrAbortedChangesNoRating) {
    auto alice = account("alice");
    auto bob = account("bob");
    std::string code = create_rated(*alice)["room"]["code"];
    ASSERT_EQ(join(*bob, code)["type"], "room");
    ASSERT_EQ(move(*alice, code, 0, column(3))["type"], "moved");
    const json resigned = bob->request({{"type", "resign"}, {"code", code}});
    ASSERT_EQ(resigned["type"], "game_over") << resigned;
    EXPECT_FALSE(resigned.contains("ratings"));

    code = create_rated(*alice)["room"]["code"];
    ASSERT_EQ(join(*bob, code)["type"], "room");
    const json aborted = alice->request({{"type", "abort"}, {"code", code}});
    ASSERT_EQ(aborted["type"], "game_over") << aborted;
    EXPECT_FALSE(aborted.contains("ratings"));
    EXPECT_EQ(rating_rows(), "");
}

// Killed mid-game, the server rebuilds the room still rated; killed after the end, the next
// start rates nothing again.
TEST_F(rated_game, AKilledServerRatesEachGameOnce) {
    std::string alice_token, bob_token;
    auto alice = account("alice", &alice_token);
    auto bob = account("bob", &bob_token);
    const std::string code = create_rated(*alice)["room"]["code"];
    ASSERT_EQ(join(*bob, code)["type"], "room");
    ASSERT_EQ(move(*alice, code, 0, column(0))["type"], "moved");
    ASSERT_EQ(move(*bob, code, 1, column(1))["type"], "moved");

    server().stop(SIGKILL);
    server().restart();
    ASSERT_TRUE(server().running());
    alice = std::make_unique<test_client>(port());
    bob = std::make_unique<test_client>(port());
    ASSERT_EQ(alice->hello("alice", alice_token)["type"], "welcome");
    ASSERT_EQ(bob->hello("bob", bob_token)["type"], "welcome");
    ASSERT_EQ(alice->request({{"type", "sync"}, {"code", code}})["room"]["rated"], true);
    ASSERT_EQ(bob->request({{"type", "sync"}, {"code", code}})["type"], "room");
    EXPECT_EQ(alice->request({{"type", "request_takeback"}, {"code", code}})["code"],
              "unsupported");
    EXPECT_EQ(red_wins(*alice, *bob, code, 2)["ratings"][0]["after"], 1741);

    server().stop(SIGKILL);
    server().restart();
    ASSERT_TRUE(server().running());
    EXPECT_EQ(rating_rows(), "connect4|alice|1741|1\nconnect4|bob|1259|1\n");
    EXPECT_EQ(sql(db_path(), "SELECT count(*) FROM rating_changes"), "2\n");
}

} // namespace
} // namespace plyroom::test
