// Playing against the server's AI: it takes every other seat (or the seats named for it, the
// rest left to friends), opens when the creator sits second, answers every move through the normal
// checks and storage, and goes on after a restart.
#include "fixture.hpp"

#include <algorithm>

namespace plyroom::test {
namespace {

class ai : public server_test {
protected:
    std::vector<std::string> server_args() const override { return {"--ai-move-ms", "50"}; }

    // Creates a Connect Four room against the AI; returns the reply.
    static json create_against_ai(test_client& c, json seat, const std::string& level) {
        return c.request({{"type", "create_room"},
                          {"game", "connect4"},
                          {"options", json::object()},
                          {"seat", seat},
                          {"public", false},
                          {"ai", {{"level", level}}}});
    }

    // The leftmost column with room in a Connect Four STATE.
    static int open_column(const json& state) {
        const std::string top = state["board"]["rows"][0];
        return static_cast<int>(top.find('.'));
    }
};

// Waits for the next `moved` or `game_over`.
json next_turn(test_client& c) {
    auto found = c.wait_for([](const json& m) {
        const std::string type = m.value("type", "");
        return type == "moved" || type == "game_over";
    });
    return found ? *found : json{{"type", "timeout"}};
}

TEST_F(ai, OpensFromTheFirstSeatAndAnswersEveryMoveToTheEnd) {
    auto alice = player("alice");
    json reply = create_against_ai(*alice, 1, "easy");
    ASSERT_EQ(reply["type"], "room") << reply;
    const json room = reply["room"];
    const std::string code = room["code"];
    EXPECT_EQ(room["status"], "playing");
    EXPECT_EQ(room["seats"][0]["player"], "ai_easy");
    EXPECT_EQ(room["seats"][0]["name"], "AI (easy)");
    EXPECT_EQ(room["seats"][0]["online"], true);
    EXPECT_EQ(room["seats"][1]["name"], "alice");

    json turn = next_turn(*alice);
    ASSERT_EQ(turn["type"], "moved") << turn;
    EXPECT_EQ(turn["seat"], 0);
    EXPECT_EQ(turn["ply"], 0);
    int plies = 1;
    while (turn["type"] == "moved") {
        const json state = turn["state"];
        if (!state["result"].is_null())
            break;
        ASSERT_EQ(state["to_move"], 1);
        json mine = move(*alice, code, plies, column(open_column(state)));
        ASSERT_EQ(mine["type"], "moved") << mine;
        ++plies;
        if (!mine["state"]["result"].is_null())
            break;
        turn = next_turn(*alice);
        ASSERT_EQ(turn["type"], "moved") << turn;
        EXPECT_EQ(turn["seat"], 0);
        EXPECT_EQ(turn["ply"], plies);
        ++plies;
    }
    const json over = event(*alice, "game_over");
    ASSERT_EQ(over["type"], "game_over") << over;
    // Every move, the AI's included, is stored and the AI holds its seat by player id.
    EXPECT_EQ(sql(db_path(), "SELECT player_id FROM seats WHERE seat = 0;"), "ai_easy\n");
    EXPECT_EQ(sql(db_path(), "SELECT COUNT(*) FROM moves;"), std::to_string(plies) + "\n");
    EXPECT_EQ(sql(db_path(), "SELECT status FROM games;"), "finished\n");
}

TEST_F(ai, WaitsForTheCreatorWhoMovesFirst) {
    auto alice = player("alice");
    json reply = create_against_ai(*alice, 0, "hard");
    ASSERT_EQ(reply["type"], "room") << reply;
    const std::string code = reply["room"]["code"];
    EXPECT_EQ(reply["room"]["seats"][1]["player"], "ai_hard");
    json first = move(*alice, code, 0, column(3));
    ASSERT_EQ(first["type"], "moved") << first;
    json answer = next_turn(*alice);
    ASSERT_EQ(answer["type"], "moved") << answer;
    EXPECT_EQ(answer["seat"], 1);
    EXPECT_EQ(answer["ply"], 1);
}

TEST_F(ai, AcceptsATakebackAndARematchAtOnce) {
    auto alice = player("alice");
    json reply = create_against_ai(*alice, 0, "easy");
    ASSERT_EQ(reply["type"], "room") << reply;
    const std::string code = reply["room"]["code"];
    ASSERT_EQ(move(*alice, code, 0, column(3))["type"], "moved");
    ASSERT_EQ(next_turn(*alice)["ply"], 1);
    // Alice's turn again: her move and the AI's answer are taken back.
    const json asked = alice->request({{"type", "request_takeback"}, {"code", code}});
    ASSERT_EQ(asked["type"], "takeback") << asked;
    EXPECT_EQ(asked["plies"], 2);
    const auto accepted = alice->wait_for([](const json& m) {
        return m.value("type", "") == "takeback" && m.value("status", "") == "accepted";
    });
    ASSERT_TRUE(accepted);
    EXPECT_EQ((*accepted)["by"], 0);
    ASSERT_EQ(move(*alice, code, 0, column(0))["type"], "moved");
    ASSERT_EQ(alice->request({{"type", "resign"}, {"code", code}})["type"], "game_over");
    // Alice is the only person in the game: her rematch is everyone's.
    const json rematch = alice->request({{"type", "rematch"}, {"code", code}});
    ASSERT_EQ(rematch["status"], "accepted") << rematch;
    const auto next_room = alice->wait_for([&](const json& m) {
        return m.value("type", "") == "room" && m["room"]["code"] == rematch["next"];
    });
    ASSERT_TRUE(next_room);
    EXPECT_EQ((*next_room)["room"]["seats"][0]["player"], "ai_easy");
    EXPECT_EQ((*next_room)["room"]["seats"][1]["name"], "alice");
    // The AI opens the rematch by itself.
    const auto opened = alice->wait_for([&](const json& m) {
        return m.value("type", "") == "moved" && m["code"] == rematch["next"];
    });
    ASSERT_TRUE(opened);
    EXPECT_EQ((*opened)["seat"], 0);
}

TEST_F(ai, UnknownLevelIsRefusedAndCreatesNothing) {
    auto alice = player("alice");
    json reply = create_against_ai(*alice, 0, "grandmaster");
    EXPECT_EQ(reply["type"], "error");
    EXPECT_EQ(reply["code"], "bad_request");
    EXPECT_NE(reply["message"].get<std::string>().find("easy, normal or hard"), std::string::npos);
    EXPECT_EQ(sql(db_path(), "SELECT COUNT(*) FROM games;"), "0\n");
}

TEST_F(ai, GoesOnAfterARestart) {
    json welcome;
    auto alice = player("alice", &welcome);
    json reply = create_against_ai(*alice, 0, "normal");
    ASSERT_EQ(reply["type"], "room") << reply;
    const std::string code = reply["room"]["code"];
    ASSERT_EQ(move(*alice, code, 0, column(0))["type"], "moved");
    ASSERT_EQ(next_turn(*alice)["ply"], 1);

    server().stop(SIGKILL);
    server().restart();
    ASSERT_TRUE(server().running());
    auto again = std::make_unique<test_client>(port());
    ASSERT_EQ(again->hello("alice", welcome["token"].get<std::string>())["type"], "welcome");
    json synced = again->request({{"type", "sync"}, {"code", code}});
    ASSERT_EQ(synced["type"], "room") << synced;
    EXPECT_EQ(synced["room"]["seats"][1]["online"], true);
    const json state = event(*again, "state")["state"];
    ASSERT_EQ(state["ply"], 2);
    ASSERT_EQ(move(*again, code, 2, column(open_column(state)))["type"], "moved");
    json answer = next_turn(*again);
    ASSERT_EQ(answer["type"], "moved") << answer;
    EXPECT_EQ(answer["seat"], 1);
    EXPECT_EQ(answer["ply"], 3);
}

TEST_F(ai, CallsGravOnARuleBreakingPlacement) {
    auto alice = player("alice");
    json reply = alice->request(
        {{"type", "create_room"},
         {"game", "grav"},
         {"options",
          {{"size", 7}, {"players", 2}, {"a", 3}, {"b", 2}, {"c", 3}, {"d", 1}, {"e", 4}}},
         {"seat", 0},
         {"ai", {{"level", "normal"}}}});
    ASSERT_EQ(reply["type"], "room") << reply;
    const std::string code = reply["room"]["code"];
    ASSERT_EQ(move(*alice, code, 0, {{"place", {0, 0}}})["type"], "moved");
    json answer = next_turn(*alice);
    ASSERT_EQ(answer["type"], "moved") << answer;
    ASSERT_EQ(answer["seat"], 1);
    // The far corner is more than e = 4 away from the AI's stone: the distance rule breaks.
    json broken = move(*alice, code, 2, {{"place", {6, 6}}});
    ASSERT_EQ(broken["type"], "moved") << broken;
    json called = event(*alice, "challenge_result");
    ASSERT_EQ(called["type"], "challenge_result") << called;
    EXPECT_EQ(called["by"], 1);
    EXPECT_EQ(called["against"], 0);
    EXPECT_EQ(called["ply"], 2);
    EXPECT_EQ(called["correct"], true);
    // The AI then removes a stone in its penalty phase and plays on.
    json removal = next_turn(*alice);
    ASSERT_EQ(removal["type"], "moved") << removal;
    EXPECT_EQ(removal["seat"], 1);
    EXPECT_TRUE(removal["move"].contains("remove")) << removal["move"];
    EXPECT_EQ(sql(db_path(), "SELECT by_seat, called_ply, correct FROM challenges;"), "1|2|1\n");
}

// Grav for three: the AI takes the seat named for it, a friend the other; the game starts
// when the friend sits, and the AI plays its own turn.
TEST_F(ai, TakesOnlyTheSeatsNamedAndLeavesTheRestToFriends) {
    auto alice = player("alice");
    auto bob = player("bob");
    json reply = alice->request(
        {{"type", "create_room"},
         {"game", "grav"},
         {"options",
          {{"size", 7}, {"players", 3}, {"a", 3}, {"b", 2}, {"c", 3}, {"d", 1}, {"e", 4}}},
         {"seat", 0},
         {"public", false},
         {"ai", {{"level", "easy"}, {"seats", {2}}}}});
    ASSERT_EQ(reply["type"], "room") << reply;
    const std::string code = reply["room"]["code"];
    EXPECT_EQ(reply["room"]["status"], "waiting");
    EXPECT_EQ(reply["room"]["seats"][1]["player"], nullptr);
    EXPECT_EQ(reply["room"]["seats"][2]["player"], "ai_easy");
    const json joined = join(*bob, code);
    ASSERT_EQ(joined["type"], "room") << joined;
    EXPECT_EQ(joined["room"]["seats"][1]["name"], "bob");
    EXPECT_EQ(joined["room"]["status"], "playing");
    ASSERT_EQ(move(*alice, code, 0, {{"place", {3, 3}}})["type"], "moved");
    ASSERT_EQ(move(*bob, code, 1, {{"place", {3, 5}}})["type"], "moved");
    // The AI's turn: it places (or calls Grav on bob's stone first).
    const auto acted = alice->wait_for([](const json& m) {
        return (m.value("type", "") == "moved" && m.value("seat", -1) == 2) ||
               (m.value("type", "") == "challenge_result" && m.value("by", -1) == 2);
    });
    ASSERT_TRUE(acted);
    EXPECT_EQ(sql(db_path(), "SELECT player_id FROM seats WHERE seat = 2;"), "ai_easy\n");
}

// With no seat asked for, the creator sits in a seat the AI does not take.
TEST_F(ai, SeatsACreatorWithoutASeatWhereTheAIIsNot) {
    auto alice = player("alice");
    json reply = alice->request({{"type", "create_room"},
                                 {"game", "grav"},
                                 {"options", {{"size", 7}, {"players", 3}}},
                                 {"seat", nullptr},
                                 {"ai", {{"level", "easy"}, {"seats", {0, 1}}}}});
    ASSERT_EQ(reply["type"], "room") << reply;
    EXPECT_EQ(reply["room"]["seats"][2]["name"], "alice");
    EXPECT_EQ(reply["room"]["status"], "playing");
}

// The seats named for the AI must be the game's, and never the creator's own; nothing is
// created when they are not.
TEST_F(ai, RefusesSeatsThatAreNotTheAIsToTake) {
    auto alice = player("alice");
    const auto create = [&](json seat, json ai_seats) {
        return alice->request({{"type", "create_room"},
                               {"game", "grav"},
                               {"options", {{"size", 7}, {"players", 3}}},
                               {"seat", seat},
                               {"ai", {{"level", "easy"}, {"seats", ai_seats}}}});
    };
    const std::string bad_list =
        "\"ai\".\"seats\" must be a list of 1 to 63 different seat numbers (0 to 63)";
    const std::pair<json, std::string> refused[] = {
        {create(0, {0}), "seat 0 is yours; the AI takes other seats"},
        {create(0, {1, 3}), "this game has seats 0 to 2; the AI cannot take seat 3"},
        {create(nullptr, {0, 1, 2}), "the AI would take every seat; leave one for you"},
        {create(0, {1, 1}), bad_list},
        {create(0, json::array()), bad_list},
    };
    for (const auto& [reply, words] : refused) {
        EXPECT_EQ(reply["type"], "error") << reply;
        EXPECT_EQ(reply["code"], "bad_request") << reply;
        EXPECT_EQ(reply.value("message", ""), words) << reply;
    }
    EXPECT_EQ(sql(db_path(), "SELECT COUNT(*) FROM games;"), "0\n");
}

// A Connect Four board from STATE rows (top row first), for the test to judge positions.
struct connect4_board {
    std::vector<std::string> rows;

    static connect4_board of(const json& state) {
        return {state["board"]["rows"].get<std::vector<std::string>>()};
    }
    bool can_play(int c) const { return rows[0][static_cast<std::size_t>(c)] == '.'; }
    connect4_board after(int c, char disc) const {
        connect4_board next = *this;
        for (std::size_t r = rows.size(); r-- > 0;)
            if (next.rows[r][static_cast<std::size_t>(c)] == '.') {
                next.rows[r][static_cast<std::size_t>(c)] = disc;
                break;
            }
        return next;
    }
    bool has_four(char disc) const {
        const int height = static_cast<int>(rows.size());
        const int width = static_cast<int>(rows[0].size());
        auto at = [&](int r, int c) {
            return r >= 0 && r < height && c >= 0 && c < width &&
                   rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] == disc;
        };
        for (int r = 0; r < height; ++r)
            for (int c = 0; c < width; ++c)
                for (const auto& [dr, dc] : {std::pair{0, 1}, {1, 0}, {1, 1}, {1, -1}})
                    if (at(r, c) && at(r + dr, c + dc) && at(r + 2 * dr, c + 2 * dc) &&
                        at(r + 3 * dr, c + 3 * dc))
                        return true;
        return false;
    }
    // Whether `disc` wins with its next disc.
    bool wins_next(char disc) const {
        for (int c = 0; c < 7; ++c)
            if (can_play(c) && after(c, disc).has_four(disc))
                return true;
        return false;
    }
};

class ai_thinking : public ai {
protected:
    // Long enough for the hard AI's solver to play perfectly once the game takes shape.
    std::vector<std::string> server_args() const override { return {"--ai-move-ms", "400"}; }
};

// Red plays the leftmost column after which blue cannot win at once, until every column
// lets blue win: lost in two. The hard AI then declines red's draw offer and wins.
TEST_F(ai_thinking, DeclinesADrawItIsWinning) {
    auto alice = player("alice");
    json reply = create_against_ai(*alice, 0, "hard");
    ASSERT_EQ(reply["type"], "room") << reply;
    const std::string code = reply["room"]["code"];
    int ply = 0;
    connect4_board board{std::vector<std::string>(6, std::string(7, '.'))};
    for (;;) {
        int safe = -1;
        for (int c = 0; c < 7 && safe < 0; ++c)
            if (board.can_play(c) && !board.after(c, 'R').wins_next('B'))
                safe = c;
        if (safe < 0)
            break;
        json mine = move(*alice, code, ply, column(safe));
        ASSERT_EQ(mine["type"], "moved") << mine;
        ASSERT_TRUE(mine["state"]["result"].is_null()) << "the AI lost or drew: " << mine;
        json answer = next_turn(*alice);
        ASSERT_EQ(answer["type"], "moved") << answer;
        ASSERT_TRUE(answer["state"]["result"].is_null()) << "the AI drew: " << answer;
        ply += 2;
        board = connect4_board::of(answer["state"]);
    }
    ASSERT_FALSE(board.wins_next('R'));
    const json offered = alice->request({{"type", "offer_draw"}, {"code", code}});
    ASSERT_EQ(offered["type"], "draw_offer") << offered;
    EXPECT_EQ(offered["status"], "open");
    const json answered = event(*alice, "draw_offer");
    EXPECT_EQ(answered["status"], "declined") << answered;
    EXPECT_EQ(answered["by"], 0);
    EXPECT_EQ(response_lines(draw_offers(reply["room"]["game_id"].get<std::int64_t>(), code)),
              "1|declined\n");
    // Whatever red plays, blue wins now.
    for (int c = 0; c < 7; ++c)
        if (board.can_play(c)) {
            ASSERT_EQ(move(*alice, code, ply, column(c))["type"], "moved");
            break;
        }
    const json over = event(*alice, "game_over");
    EXPECT_EQ(over["result"]["winner"], 1) << over;
}

// Three seats of Grav, two of them the AI's: before anyone has placed a stone, both AI seats
// see an even game and accept the person's offer, so the game ends by agreement.
TEST_F(ai, EveryAiSeatAcceptsAnEvenDrawInGrav) {
    auto alice = player("alice");
    json reply = alice->request(
        {{"type", "create_room"},
         {"game", "grav"},
         {"options",
          {{"size", 7}, {"players", 3}, {"a", 3}, {"b", 2}, {"c", 3}, {"d", 1}, {"e", 4}}},
         {"seat", 0},
         {"ai", {{"level", "hard"}}}});
    ASSERT_EQ(reply["type"], "room") << reply;
    const std::string code = reply["room"]["code"];
    const json offered = alice->request({{"type", "offer_draw"}, {"code", code}});
    ASSERT_EQ(offered["type"], "draw_offer") << offered;
    const json over = event(*alice, "game_over");
    ASSERT_EQ(over["type"], "game_over") << over;
    EXPECT_EQ(over["result"]["reason"], "agreement") << over;
    const json offers = draw_offers(reply["room"]["game_id"].get<std::int64_t>());
    ASSERT_EQ(offers.size(), 1u) << offers;
    std::vector<int> accepted;
    for (const json& r : offers[0]["responses"])
        if (r["response"] == "accepted")
            accepted.push_back(r["seat"].get<int>());
    std::sort(accepted.begin(), accepted.end());
    EXPECT_EQ(accepted, (std::vector<int>{1, 2})) << offers;
    EXPECT_EQ(offers[0]["responses"].size(), 2u) << offers;
}

class ai_off : public server_test {
protected:
    std::vector<std::string> server_args() const override { return {"--ai-threads", "0"}; }
};

TEST_F(ai_off, RoomsAgainstTheAiAreRefused) {
    auto alice = player("alice");
    json reply = alice->request({{"type", "create_room"},
                                 {"game", "connect4"},
                                 {"options", json::object()},
                                 {"seat", 0},
                                 {"ai", {{"level", "easy"}}}});
    EXPECT_EQ(reply["type"], "error");
    EXPECT_EQ(reply["code"], "unsupported");
}

} // namespace
} // namespace plyroom::test
