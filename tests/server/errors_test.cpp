// Every error code of the protocol, each reached through the real server. A bad message
// never closes the connection (except too_large) and never changes state.
#include "fixture.hpp"

namespace plyroom::test {
namespace {

using errors = server_test;

// The code of an error reply, or the reply itself when it is not an error.
std::string code_of(const json& reply) {
    return reply.value("type", "") == "error" ? reply.value("code", "") : reply.dump();
}

// The connection still works: a list_rooms gets its answer.
bool still_open(test_client& c) {
    return c.request({{"type", "list_rooms"}})["type"] == "rooms";
}

TEST_F(errors, BeforeHello) {
    test_client c(port());
    c.send_text("{nope");
    auto bad = c.receive();
    ASSERT_TRUE(bad);
    EXPECT_EQ(code_of(*bad), "bad_json");
    EXPECT_EQ(code_of(c.request({{"type", "create_room"}, {"game", "connect4"}})),
              "hello_required");
    EXPECT_EQ(code_of(c.request({{"type", "juggle"}})), "unknown_type");
    EXPECT_EQ(code_of(c.request({{"type", "hello"}, {"name", ""}})), "bad_request");
    EXPECT_EQ(code_of(c.hello("x", "not-a-token")), "unauthorized");
    EXPECT_EQ(c.hello("x")["type"], "welcome");
    EXPECT_TRUE(still_open(c));
}

TEST_F(errors, RoomErrors) {
    auto alice = player("alice");
    auto bob = player("bob");
    auto carol = player("carol");
    EXPECT_EQ(code_of(join(*alice, "ZZZZZZ")), "room_not_found");
    EXPECT_EQ(code_of(alice->request({{"type", "create_room"}, {"game", "chess"}})), "bad_request");
    EXPECT_EQ(code_of(alice->request({{"type", "move"}, {"code", "ABCDEF"}})), "bad_request");
    const std::string code = create(*alice)["code"];
    EXPECT_EQ(code_of(move(*alice, code, 0, column(0))), "game_not_started");
    EXPECT_EQ(code_of(bob->request({{"type", "chat"}, {"code", code}, {"text", "hi"}})),
              "not_in_room");
    EXPECT_EQ(code_of(bob->request({{"type", "leave_room"}, {"code", code}})), "not_in_room");
    ASSERT_EQ(join(*bob, code)["type"], "room");
    EXPECT_EQ(code_of(join(*carol, code)), "room_full");
    ASSERT_EQ(join(*carol, code, "spectator")["type"], "room");
    EXPECT_EQ(code_of(move(*carol, code, 0, column(0))), "not_a_player");
    EXPECT_EQ(code_of(move(*bob, code, 0, column(0))), "not_your_turn");
    EXPECT_EQ(code_of(move(*alice, code, 5, column(0))), "stale_ply");
    EXPECT_EQ(code_of(move(*alice, code, -1, column(0))), "stale_ply");
    EXPECT_EQ(code_of(move(*alice, code, 0, json{{"column", "x"}})), "bad_request");
    EXPECT_EQ(code_of(move(*alice, code, 0, json{{"column", 7}})), "illegal_move");
    EXPECT_EQ(code_of(alice->request({{"type", "accept_draw"}, {"code", code}})), "no_offer");
    ASSERT_EQ(alice->request({{"type", "offer_draw"}, {"code", code}})["type"], "draw_offer");
    EXPECT_EQ(code_of(bob->request({{"type", "offer_draw"}, {"code", code}})), "offer_exists");
    EXPECT_EQ(code_of(alice->request({{"type", "challenge"}, {"code", code}, {"ply", 0}})),
              "unsupported");
    EXPECT_EQ(code_of(alice->request({{"type", "request_takeback"}, {"code", code}})),
              "bad_request"); // nothing of alice's to take back yet
    EXPECT_EQ(code_of(alice->request({{"type", "rematch"}, {"code", code}})), "bad_request");
    EXPECT_EQ(code_of(alice->request({{"type", "claim_victory"}, {"code", code}})), "bad_request");
    EXPECT_EQ(code_of(alice->request(
                  {{"type", "give_time"}, {"code", code}, {"seat", 1}, {"ms", 15000}})),
              "bad_request"); // an untimed room
    EXPECT_EQ(code_of(alice->request(
                  {{"type", "create_room"}, {"game", "connect4"}, {"ai", {{"level", "expert"}}}})),
              "bad_request");
    for (int ply = 0; ply < 6; ++ply)
        ASSERT_EQ(move(ply % 2 == 0 ? *alice : *bob, code, ply, column(0))["type"], "moved");
    EXPECT_EQ(code_of(move(*alice, code, 6, column(0))), "illegal_move");
    ASSERT_EQ(bob->request({{"type", "resign"}, {"code", code}})["type"], "game_over");
    EXPECT_EQ(code_of(move(*alice, code, 6, column(1))), "game_over");
    for (test_client* c : {alice.get(), bob.get(), carol.get()})
        EXPECT_TRUE(still_open(*c));
}

TEST_F(errors, TooLargeClosesWith1009) {
    auto alice = player("alice");
    const std::string huge(70 * 1024, 'x');
    alice->send_text(R"({"type":"chat","code":"ABCDEF","text":")" + huge + "\"}");
    auto reply = alice->wait_type("error");
    ASSERT_TRUE(reply);
    EXPECT_EQ((*reply)["code"], "too_large");
    EXPECT_TRUE(alice->wait_closed());
    EXPECT_EQ(alice->close_code(), 1009);
}

TEST_F(errors, InternalWhenTheStoreFails) {
    auto alice = player("alice");
    const std::string code = create(*alice)["code"];
    // Make every chat insert fail from outside the server.
    ASSERT_EQ(run_to_end({"sqlite3", db_path(),
                          "CREATE TRIGGER no_chat BEFORE INSERT ON chat BEGIN "
                          "SELECT RAISE(ABORT, 'refused'); END;"})
                  .exit_code,
              0);
    EXPECT_EQ(code_of(alice->request({{"type", "chat"}, {"code", code}, {"text", "hi"}})),
              "internal");
    EXPECT_TRUE(still_open(*alice));
}

class limited : public server_test {
protected:
    std::vector<std::string> server_args() const override {
        return {"--rate",         "1", "--rate-burst", "3", "--max-connections-per-ip", "3",
                "--idle-timeout", "1"};
    }
};

TEST_F(limited, RateLimitedAfterTheBurst) {
    auto alice = player("alice"); // hello took one credit
    for (int i = 0; i < 10; ++i)
        alice->send({{"type", "list_rooms"}, {"id", i}});
    int limited_count = 0;
    for (int i = 0; i < 10; ++i) {
        auto reply = alice->wait_for([i](const json& m) { return m.value("id", -1) == i; });
        ASSERT_TRUE(reply);
        limited_count += code_of(*reply) == "rate_limited" ? 1 : 0;
    }
    EXPECT_GE(limited_count, 3);
    EXPECT_FALSE(alice->closed());
}

TEST_F(limited, ConnectionsPerAddressAreCapped) {
    test_client a(port()), b(port()), c(port());
    EXPECT_TRUE(a.connected() && b.connected() && c.connected());
    test_client d(port());
    EXPECT_FALSE(d.connected());
}

TEST_F(limited, SilentConnectionIsClosedAfterTheIdleTimeout) {
    test_client quiet(port());
    ASSERT_TRUE(quiet.connected());
    // Not reading means not answering pings: the server lets the connection go on its own.
    // Reading is what would answer them, so the client reads only once the server, having
    // counted the connection (just after the handshake), counts no connection open any more.
    wait_until([&] { return metric(port(), "plyroom_connections_total") == 1; });
    wait_until([&] { return metric(port(), "plyroom_connections_open") == 0; });
    EXPECT_TRUE(quiet.wait_closed());
}

} // namespace
} // namespace plyroom::test
