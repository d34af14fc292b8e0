// Clocks, claims, takebacks and rematch over real sockets against the real server and database
// file, with short times (1.5 s clocks, a 1 s claim grace). These are the few tests that wait
// on the wall clock, to prove the room's timer fires with nobody sending anything; the rules'
// arithmetic is in room_rules_test.cpp.
#include "fixture.hpp"

#include <chrono>
#include <csignal>
#include <thread>

namespace plyroom::test {
namespace {

using namespace std::chrono_literals;

// How late a flag may be recorded: the promise is 100 ms; the sanitizers slow everything.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
constexpr std::int64_t flag_slack_ms = 300;
#else
constexpr std::int64_t flag_slack_ms = 100;
#endif

std::int64_t unix_ms() {
    return std::chrono::duration_cast<std::chrono::milliseconds>(
               std::chrono::system_clock::now().time_since_epoch())
        .count();
}

// The next pushed event of a type that also passes `wanted` (earlier ones of that type, such as
// the ROOM of a join, are read past).
template <class Wanted>
json event_where(test_client& c, const std::string& type, Wanted wanted) {
    for (;;) {
        const json found = event(c, type);
        if (found["type"] == "timeout" || wanted(found))
            return found;
    }
}

json event_of_room(test_client& c, const std::string& type, const std::string& code) {
    return event_where(c, type, [&](const json& e) {
        return e.value("code", std::string()) == code ||
               (e.contains("room") && e["room"].value("code", std::string()) == code);
    });
}

class match_rules : public server_test {
protected:
    std::vector<std::string> server_args() const override {
        return {"--claim-after-seconds",      "1", "--first-move-seconds", "2",
                "--restart-courtesy-seconds", "3"};
    }

    // Alice (seat 0) and Bob in a Connect Four room with a clock; returns the code.
    std::string timed_room(test_client& alice, test_client& bob, std::int64_t initial_ms,
                           std::int64_t increment_ms = 0, const std::string& game = "connect4") {
        json reply = alice.request(
            {{"type", "create_room"},
             {"game", game},
             {"options", {{"clock", {{"initial_ms", initial_ms}, {"increment_ms", increment_ms}}}}},
             {"seat", 0},
             {"public", false}});
        EXPECT_EQ(reply["type"], "room") << reply;
        const std::string code = reply["room"]["code"];
        EXPECT_EQ(reply["room"]["options"]["clock"]["initial_ms"], initial_ms);
        EXPECT_EQ(join(bob, code)["type"], "room");
        return code;
    }

    // An untimed Connect Four room where Alice and Bob have made one move each; returns ROOM.
    json two_moves_played(test_client& alice, test_client& bob) {
        const json room = create(alice);
        join(bob, room["code"]);
        move(alice, room["code"], 0, column(0));
        move(bob, room["code"], 1, column(1));
        return room;
    }

    // The stored record; a private room's needs the token of one of its players.
    json record_of(const json& room, const json& player_welcome = nullptr) {
        std::vector<std::pair<std::string, std::string>> headers;
        if (player_welcome.is_object())
            headers.emplace_back("Authorization",
                                 "Bearer " + player_welcome["token"].get<std::string>());
        const http_answer answer = http_request(
            port(), "/api/games/" + std::to_string(room["game_id"].get<long long>()), headers);
        EXPECT_EQ(answer.status, 200);
        return json::parse(answer.body, nullptr, false);
    }
};

TEST_F(match_rules, AFlagFallsWithNobodySendingAnythingAndBothScreensHearIt) {
    json alice_welcome;
    auto alice = player("alice", &alice_welcome);
    auto bob = player("bob");
    const std::string code = timed_room(*alice, *bob, 1'500);
    ASSERT_EQ(move(*alice, code, 0, column(0))["type"], "moved");
    const json second = move(*bob, code, 1, column(1));
    ASSERT_EQ(second["type"], "moved");
    const json clock = second["state"]["clock"];
    ASSERT_EQ(clock["running"], 0) << clock;
    const std::int64_t falls_at = clock["at"].get<std::int64_t>() + 1'500;
    for (test_client* screen : {alice.get(), bob.get()}) {
        const json out = event(*screen, "seat_out");
        EXPECT_EQ(out["seat"], 0) << out;
        EXPECT_EQ(out["reason"], "timeout");
        const json over = event(*screen, "game_over");
        EXPECT_EQ(over["result"]["winner"], 1) << over;
        EXPECT_EQ(over["result"]["reason"], "timeout");
    }
    // Within 100 ms of the time running out (measured here, so an upper bound).
    EXPECT_LE(unix_ms() - falls_at, 1'000);
    const json stored =
        record_of(alice->request({{"type", "sync"}, {"code", code}})["room"], alice_welcome);
    ASSERT_TRUE(stored["record"].is_array());
    const json flag = stored["record"].back();
    EXPECT_EQ(flag["kind"], "flag");
    EXPECT_EQ(flag["seat"], 0);
    EXPECT_EQ(flag["clock"]["remaining_ms"][0], 0);
    EXPECT_GE(flag["at"].get<std::int64_t>(), falls_at);
    EXPECT_LT(flag["at"].get<std::int64_t>(), falls_at + flag_slack_ms);
    EXPECT_EQ(stored["result"]["reason"], "timeout");
    const auto [status, metrics] = http_get(port(), "/metrics");
    EXPECT_NE(metrics.find("plyroom_games_ended_total{reason=\"timeout\"} 1"), std::string::npos);
}

TEST_F(match_rules, AMissedFirstMoveAbortsATimedGame) {
    auto alice = player("alice");
    auto bob = player("bob");
    const std::string code = timed_room(*alice, *bob, 60'000);
    ASSERT_EQ(move(*alice, code, 0, column(0))["type"], "moved");
    const json over = event(*bob, "game_over");
    EXPECT_EQ(over["result"]["outcome"], "aborted") << over;
    EXPECT_EQ(over["result"]["reason"], "no_first_move");
}

TEST_F(match_rules, AnAbsentPlayerIsClaimableAfterTheGraceAndTheClaimWins) {
    auto alice = player("alice");
    auto bob = player("bob");
    const json room = two_moves_played(*alice, *bob);
    const std::string code = room["code"];
    EXPECT_EQ(alice->request({{"type", "claim_victory"}, {"code", code}})["code"], "bad_request");
    bob.reset(); // Bob's connection goes
    const json away = event_where(
        *alice, "room", [](const json& e) { return e["room"]["seats"][1]["online"] == false; });
    EXPECT_EQ(away["room"]["seats"][1]["online"], false);
    EXPECT_TRUE(away["room"]["seats"][1]["offline_since"].is_number_integer()) << away;
    const json early = alice->request({{"type", "claim_victory"}, {"code", code}});
    EXPECT_EQ(early["code"], "bad_request");
    EXPECT_NE(early["message"].get<std::string>().find("becomes possible in"), std::string::npos);
    const json claimable = event(*alice, "claimable");
    EXPECT_EQ(claimable["seat"], 1) << claimable;
    EXPECT_EQ(claimable["since"], away["room"]["seats"][1]["offline_since"]);
    const json won = alice->request({{"type", "claim_victory"}, {"code", code}});
    ASSERT_EQ(won["type"], "seat_out") << won;
    const json over = event(*alice, "game_over");
    EXPECT_EQ(over["result"]["winner"], 0);
    EXPECT_EQ(over["result"]["reason"], "abandoned");
    const json stored = record_of(room);
    EXPECT_EQ(stored["record"].back()["kind"], "claim");
    EXPECT_EQ(stored["record"].back()["body"], (json{{"against", 1}, {"outcome", "victory"}}));
}

TEST_F(match_rules, InGravWithThreePlayersAFlagFallAndAClaimEachTakeOneSeatOut) {
    auto a = player("a");
    auto b = player("b");
    auto c = player("c");
    json reply = a->request({{"type", "create_room"},
                             {"game", "grav"},
                             {"options",
                              {{"size", 7},
                               {"players", 3},
                               {"a", 3},
                               {"b", 2},
                               {"c", 3},
                               {"d", 1},
                               {"e", 4},
                               {"clock", {{"initial_ms", 1'500}, {"increment_ms", 0}}}}},
                             {"seat", 0},
                             {"public", false}});
    ASSERT_EQ(reply["type"], "room") << reply;
    const std::string code = reply["room"]["code"];
    join(*b, code);
    join(*c, code);
    // Three far-apart placements; then seat 0's clock runs and nobody moves.
    const std::vector<json> places{json{{"place", {0, 0}}}, json{{"place", {6, 6}}},
                                   json{{"place", {0, 6}}}};
    test_client* seats[] = {a.get(), b.get(), c.get()};
    for (int ply = 0; ply < 3; ++ply)
        ASSERT_EQ(move(*seats[ply], code, ply, places[ply])["type"], "moved") << ply;
    const json out = event(*b, "seat_out");
    EXPECT_EQ(out["seat"], 0) << out;
    const json after =
        event_where(*b, "state", [](const json& e) { return e["state"]["to_move"] != 0; });
    EXPECT_EQ(after["state"]["phase"], "play");
    EXPECT_EQ(after["state"]["to_move"], 1);
    EXPECT_EQ(after["state"]["clock"]["running"], 1);
    // Seat 2 gives seat 1 a minute and goes; seat 1 claims against it and wins.
    const json given =
        c->request({{"type", "give_time"}, {"code", code}, {"seat", 1}, {"ms", 60'000}});
    ASSERT_EQ(given["type"], "state") << given;
    EXPECT_GT(given["state"]["clock"]["remaining_ms"][1].get<std::int64_t>(), 60'000);
    c.reset();
    const json claimable = event(*b, "claimable");
    EXPECT_EQ(claimable["seat"], 2) << claimable;
    b->request({{"type", "claim_victory"}, {"code", code}, {"seat", 2}});
    const json over = event(*b, "game_over");
    EXPECT_EQ(over["result"]["winner"], 1) << over;
    EXPECT_EQ(over["result"]["reason"], "abandoned");
}

TEST_F(match_rules, ATakebackIsAskedAcceptedAndTheUndoneMoveStaysInTheRecordMarked) {
    auto alice = player("alice");
    auto bob = player("bob");
    const json room = two_moves_played(*alice, *bob);
    const std::string code = room["code"];
    move(*alice, code, 2, column(2));
    const json asked = alice->request({{"type", "request_takeback"}, {"code", code}});
    EXPECT_EQ(asked["type"], "takeback") << asked;
    EXPECT_EQ(asked["plies"], 1);
    EXPECT_EQ(event(*bob, "takeback")["status"], "open");
    const json accepted = bob->request({{"type", "accept_takeback"}, {"code", code}});
    EXPECT_EQ(accepted["status"], "accepted") << accepted;
    const json state =
        event_where(*alice, "state", [](const json& e) { return e["state"]["ply"] == 2; });
    EXPECT_EQ(state["state"]["ply"], 2);
    EXPECT_EQ(state["state"]["to_move"], 0);
    EXPECT_EQ(move(*alice, code, 2, column(5))["type"], "moved");
    const json stored = record_of(room);
    int marked = 0;
    for (const json& m : stored["moves"])
        if (m.contains("taken_back_at")) {
            ++marked;
            EXPECT_EQ(m["move"], column(2));
        }
    EXPECT_EQ(marked, 1);
    EXPECT_FALSE(stored.contains("positions")); // only when asked for
    // The positions from the rules: the start, then after each move that stands.
    const auto [status, body] = http_get(
        port(), "/api/games/" + std::to_string(room["game_id"].get<long long>()) + "?positions=1");
    ASSERT_EQ(status, 200);
    const json positions = json::parse(body)["positions"];
    ASSERT_EQ(positions.size(), 4u) << positions;
    EXPECT_EQ(positions[0]["ply"], 0);
    EXPECT_EQ(positions[3]["ply"], 3);
    EXPECT_EQ(positions[3]["board"]["rows"][5], "RB...R.") << positions[3]; // c was taken back
}

TEST_F(match_rules, AfterARestartTheClocksResumeWithTheCourtesyAndAnOpenTakebackStands) {
    std::string code;
    std::int64_t before_ms = 0;
    std::string token_a;
    std::string token_b;
    {
        json welcome_a;
        json welcome_b;
        auto alice = player("alice", &welcome_a);
        auto bob = player("bob", &welcome_b);
        token_a = welcome_a["token"];
        token_b = welcome_b["token"];
        code = timed_room(*alice, *bob, 600'000);
        move(*alice, code, 0, column(0));
        move(*bob, code, 1, column(1));
        const json third = move(*alice, code, 2, column(2));
        before_ms = third["state"]["clock"]["remaining_ms"][1];
        ASSERT_EQ(alice->request({{"type", "request_takeback"}, {"code", code}})["type"],
                  "takeback");
        std::this_thread::sleep_for(300ms); // Bob thinks; this is charged to nobody
        server().stop(SIGKILL);
    }
    server().restart();
    auto bob = std::make_unique<test_client>(port());
    ASSERT_EQ(bob->hello("bob", token_b)["type"], "welcome");
    const json synced = bob->request({{"type", "sync"}, {"code", code}});
    ASSERT_EQ(synced["type"], "room") << synced;
    const json state = event(*bob, "state");
    const json clock = state["state"]["clock"];
    EXPECT_EQ(clock["running"], 1) << clock;
    // The stored reading plus the 3 s courtesy, less what passed since the restart.
    const std::int64_t shown = clock["remaining_ms"][1];
    EXPECT_LE(shown, before_ms + 3'000);
    EXPECT_GT(shown, before_ms + 3'000 - 2'000);
    const json accepted = bob->request({{"type", "accept_takeback"}, {"code", code}});
    EXPECT_EQ(accepted["type"], "takeback") << accepted;
    EXPECT_EQ(accepted["status"], "accepted");
    EXPECT_EQ(event_where(*bob, "state",
                          [](const json& e) { return e["state"]["ply"] == 2; })["state"]["ply"],
              2);
}

TEST_F(match_rules, ARematchOfferOpenWhenTheServerStopsIsStoredAsLapsedAtTheNextStart) {
    json room;
    {
        auto alice = player("alice");
        auto bob = player("bob");
        room = create(*alice);
        join(*bob, room["code"]);
        ASSERT_EQ(bob->request({{"type", "resign"}, {"code", room["code"]}})["type"], "game_over");
        ASSERT_EQ(alice->request({{"type", "rematch"}, {"code", room["code"]}})["status"], "open");
        server().stop(SIGKILL);
    }
    server().restart();
    json last;
    ASSERT_TRUE(wait_until([&] {
        last = record_of(room)["record"].back();
        return last["kind"] == "rematch" && last["body"]["status"] == "lapsed";
    })) << last;
    EXPECT_EQ(last["seat"], nullptr);
}

TEST_F(match_rules, ARematchFromBothPlayersStartsTheNextGameWithTheSeatsSwapped) {
    json alice_welcome;
    auto alice = player("alice", &alice_welcome);
    auto bob = player("bob");
    const std::string code = timed_room(*alice, *bob, 60'000, 1'000);
    const json first = alice->request({{"type", "sync"}, {"code", code}})["room"];
    EXPECT_EQ(alice->request({{"type", "rematch"}, {"code", code}})["code"], "bad_request");
    move(*alice, code, 0, column(0));
    ASSERT_EQ(bob->request({{"type", "resign"}, {"code", code}})["type"], "game_over");
    EXPECT_EQ(alice->request({{"type", "rematch"}, {"code", code}})["status"], "open");
    EXPECT_EQ(event(*bob, "rematch")["status"], "open");
    const json accepted = bob->request({{"type", "rematch"}, {"code", code}});
    ASSERT_EQ(accepted["status"], "accepted") << accepted;
    const std::string next = accepted["next"];
    EXPECT_EQ(event(*alice, "rematch")["next"], next);
    for (test_client* screen : {alice.get(), bob.get()}) {
        const json room_event = event_of_room(*screen, "room", next);
        ASSERT_EQ(room_event["room"]["code"], next) << room_event;
        EXPECT_EQ(room_event["room"]["seats"][0]["name"], "bob");
        EXPECT_EQ(room_event["room"]["seats"][1]["name"], "alice");
        EXPECT_EQ(room_event["room"]["status"], "playing");
        EXPECT_EQ(room_event["room"]["options"]["clock"],
                  (json{{"initial_ms", 60'000}, {"increment_ms", 1'000}}));
        EXPECT_EQ(event_of_room(*screen, "state", next)["state"]["ply"], 0);
    }
    // Bob opens the new game without joining anything.
    EXPECT_EQ(move(*bob, next, 0, column(3))["type"], "moved");
    const json old_record = record_of(first, alice_welcome);
    const json next_room = bob->request({{"type", "sync"}, {"code", next}})["room"];
    const json new_record = record_of(next_room, alice_welcome);
    EXPECT_EQ(new_record["rematch_of"], first["game_id"]);
    EXPECT_EQ(old_record["rematch"], next_room["game_id"]);
    EXPECT_EQ(old_record["record"].back()["body"]["next"], next);
}

} // namespace
} // namespace plyroom::test
