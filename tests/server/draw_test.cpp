// Draw offers: offered, declined, lapsed, re-offered, accepted; stored row by row.
#include "fixture.hpp"

#include <cstdio>
#include <memory>

namespace plyroom::test {
namespace {

using draws = server_test;

TEST_F(draws, OfferDeclineLapseReofferAcceptAreStored) {
    auto alice = player("alice");
    auto bob = player("bob");
    const std::string code = create(*alice)["code"];
    ASSERT_EQ(join(*bob, code)["type"], "room");
    event(*alice, "state");
    const json off = {{"type", "offer_draw"}, {"code", code}};

    // 1. Alice offers, Bob declines.
    json offered = alice->request(off);
    ASSERT_EQ(offered["type"], "draw_offer") << offered;
    EXPECT_EQ(offered["status"], "open");
    EXPECT_EQ(offered["by"], 0);
    EXPECT_EQ(event(*bob, "draw_offer")["status"], "open");
    EXPECT_EQ(alice->request(off)["code"], "offer_exists");
    json declined = bob->request({{"type", "decline_draw"}, {"code", code}});
    EXPECT_EQ(declined["status"], "declined");
    EXPECT_EQ(event(*alice, "draw_offer")["status"], "declined");
    // 2. Alice may not offer again before she moves.
    json blocked = alice->request(off);
    EXPECT_EQ(blocked["type"], "error");
    EXPECT_EQ(blocked["code"], "bad_request");
    ASSERT_EQ(move(*alice, code, 0, column(0))["type"], "moved");
    // 3. Re-offered after her move; lapses when Bob moves.
    ASSERT_EQ(alice->request(off)["status"], "open");
    json state_with_offer = move(*bob, code, 1, column(1));
    ASSERT_EQ(state_with_offer["type"], "moved");
    json lapsed = event(*alice, "draw_offer");
    while (lapsed["status"] == "open")
        lapsed = event(*alice, "draw_offer");
    EXPECT_EQ(lapsed["status"], "lapsed");
    EXPECT_EQ(bob->request({{"type", "accept_draw"}, {"code", code}})["code"], "no_offer");
    // 4. Bob offers; Alice cannot answer twice but accepts once.
    ASSERT_EQ(bob->request(off)["status"], "open");
    EXPECT_EQ(bob->request({{"type", "accept_draw"}, {"code", code}})["code"], "no_offer");
    // The answer to the accepting command is the game's end, after the offer's closing event.
    json accepted = alice->request({{"type", "accept_draw"}, {"code", code}});
    EXPECT_EQ(accepted["type"], "game_over") << accepted;
    for (test_client* side : {alice.get(), bob.get()}) {
        json closing = event(*side, "draw_offer"); // earlier offers' events come first
        while (closing["type"] == "draw_offer" && closing["status"] != "accepted")
            closing = event(*side, "draw_offer");
        EXPECT_EQ(closing["status"], "accepted");
    }
    json over = event(*bob, "game_over");
    EXPECT_EQ(over["result"]["outcome"], "draw");
    EXPECT_EQ(over["result"]["reason"], "agreement");

    // Every offer and its outcome, with times, offer by offer.
    const json stored_offers = draw_offers(1);
    EXPECT_EQ(offer_lines(stored_offers),
              "0|0|declined|1|1|1\n0|1|lapsed|1|1|1\n1|2|accepted|0|1|1\n");
    EXPECT_EQ(response_lines(stored_offers), "1|declined\n0|accepted\n");
    EXPECT_EQ(sql(db_path(), "SELECT status, json_extract(result, '$.reason') FROM games"),
              "finished|agreement\n");
    // The stored record shows each offer with when it closed and who answered how.
    const auto [status, body] = http_get(port(), "/api/games/1");
    ASSERT_EQ(status, 200) << body;
    const json offers = json::parse(body)["draw_offers"];
    ASSERT_EQ(offers.size(), 3u) << body;
    EXPECT_EQ(offers[0]["resolved_ply"], 0);
    EXPECT_EQ(offers[0]["responses"][0]["response"], "declined");
    EXPECT_EQ(offers[0]["responses"][0]["seat"], 1);
    EXPECT_EQ(offers[1]["status"], "lapsed");
    EXPECT_EQ(offers[1]["resolved_ply"], 2);
    EXPECT_TRUE(offers[1]["responses"].empty());
    EXPECT_EQ(offers[2]["responses"][0]["response"], "accepted");
    // The match record tells the same story in order, between the moves, and replays to the
    // agreed end.
    std::vector<std::string> story;
    const json stored = json::parse(body);
    for (const json& entry : stored["record"])
        story.push_back(entry["kind"] == "draw"
                            ? "draw " + entry["body"]["event"].get<std::string>() + " by " +
                                  std::to_string(entry["seat"].get<int>())
                            : entry["kind"].get<std::string>());
    EXPECT_EQ(story, (std::vector<std::string>{"draw open by 0", "draw declined by 1", "move",
                                               "draw open by 0", "move", "draw lapsed by 1",
                                               "draw open by 1", "draw accepted by 0"}))
        << body;
    const auto [positions_status, positions] = http_get(port(), "/api/games/1?positions=1");
    ASSERT_EQ(positions_status, 200) << positions;
    EXPECT_EQ(json::parse(positions)["positions"].back()["result"]["reason"], "agreement")
        << positions;
}

TEST_F(draws, AcceptancesSoFarSurviveARestartWithThreePlayers) {
    json welcomes[3];
    std::unique_ptr<test_client> seats[3];
    const char* names[] = {"ann", "ben", "cid"};
    for (int i = 0; i < 3; ++i)
        seats[i] = player(names[i], &welcomes[i]);
    json created = seats[0]->request(
        {{"type", "create_room"},
         {"game", "grav"},
         {"options",
          {{"size", 7}, {"players", 3}, {"a", 3}, {"b", 2}, {"c", 3}, {"d", 1}, {"e", 4}}},
         {"seat", 0}});
    ASSERT_EQ(created["type"], "room") << created;
    const std::string code = created["room"]["code"];
    ASSERT_EQ(join(*seats[1], code)["type"], "room");
    ASSERT_EQ(join(*seats[2], code)["type"], "room");
    ASSERT_EQ(seats[0]->request({{"type", "offer_draw"}, {"code", code}})["status"], "open");
    ASSERT_EQ(seats[1]->request({{"type", "accept_draw"}, {"code", code}})["status"], "open");

    server().stop(SIGKILL);
    server().restart();
    ASSERT_TRUE(server().running());
    // Ben's acceptance still counts: Cid's alone ends the game.
    auto cid = std::make_unique<test_client>(port());
    ASSERT_EQ(cid->hello("cid", welcomes[2]["token"].get<std::string>())["type"], "welcome");
    ASSERT_EQ(cid->request({{"type", "sync"}, {"code", code}})["type"], "room");
    json over = cid->request({{"type", "accept_draw"}, {"code", code}});
    EXPECT_EQ(over["type"], "game_over") << over;
    EXPECT_EQ(over["result"]["outcome"], "draw");
    EXPECT_EQ(over["result"]["reason"], "agreement");
}

// A decline made after the offerer's move still blocks a new offer until a later move, and a
// restart rebuilds that from the stored ply at which the offer closed.
TEST_F(draws, TheReOfferRuleSurvivesARestart) {
    json welcome;
    auto alice = player("alice", &welcome);
    auto bob = player("bob");
    const std::string code = create(*alice)["code"];
    ASSERT_EQ(join(*bob, code)["type"], "room");
    const json off = {{"type", "offer_draw"}, {"code", code}};
    ASSERT_EQ(alice->request(off)["status"], "open");
    ASSERT_EQ(move(*alice, code, 0, column(0))["type"], "moved");
    ASSERT_EQ(bob->request({{"type", "decline_draw"}, {"code", code}})["status"], "declined");
    EXPECT_EQ(alice->request(off)["code"], "bad_request");

    alice.reset();
    bob.reset();
    server().restart();
    ASSERT_TRUE(server().running());
    alice = std::make_unique<test_client>(port());
    ASSERT_EQ(alice->hello("alice", welcome["token"].get<std::string>())["type"], "welcome");
    ASSERT_EQ(alice->request({{"type", "sync"}, {"code", code}})["type"], "room");
    EXPECT_EQ(alice->request(off)["code"], "bad_request");
    const json offers = draw_offers(1);
    ASSERT_EQ(offers.size(), 1u) << offers;
    EXPECT_EQ(offers[0]["status"], "declined");
    EXPECT_EQ(offers[0]["ply"], 0);
    EXPECT_EQ(offers[0]["resolved_ply"], 1);
}

TEST_F(draws, ResignationIsStoredWithPly) {
    auto alice = player("alice");
    auto bob = player("bob");
    const std::string code = create(*alice)["code"];
    ASSERT_EQ(join(*bob, code)["type"], "room");
    ASSERT_EQ(move(*alice, code, 0, column(3))["type"], "moved");
    ASSERT_EQ(alice->request({{"type", "resign"}, {"code", code}})["type"], "game_over");
    EXPECT_EQ(sql(db_path(), "SELECT seat, ply, seq, created_at > 0 FROM resignations"),
              "0|1|2|1\n");
    EXPECT_EQ(sql(db_path(), "SELECT seat, ply, seq, move FROM moves"), "0|0|1|{\"column\":3}\n");
    EXPECT_EQ(sql(db_path(), "SELECT json_extract(result, '$.winner'), finished_at > 0 FROM games"),
              "1|1\n");
}

} // namespace
} // namespace plyroom::test
