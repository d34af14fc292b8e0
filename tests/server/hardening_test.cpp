// Defects found by probing the server from outside, each pinned by a test: messages handled
// in order, deep JSON refused before parsing, input never echoed raw, malformed HTTP
// answered, new players and waiting rooms bounded per client, the outgoing queue bounded by
// bytes, and /readyz.
#include "fixture.hpp"
#include "raw_socket.hpp"

namespace plyroom::test {
namespace {

using hardening = server_test;

// hello and list_rooms sent back to back: welcome first, then the list (the store answers
// the hello later than list_rooms could have been answered).
TEST_F(hardening, APipelinedFirstHelloIsAnsweredBeforeTheMessageAfterIt) {
    for (int attempt = 0; attempt < 20; ++attempt) {
        test_client c(port());
        ASSERT_TRUE(c.connected());
        c.send_text(R"({"type":"hello","id":1,"protocol":1,"name":"eager","token":null})"
                    "");
        c.send_text(R"({"type":"list_rooms","id":2})");
        const auto first = c.receive();
        const auto second = c.receive();
        ASSERT_TRUE(first && second) << attempt;
        EXPECT_EQ((*first)["type"], "welcome") << *first << " at attempt " << attempt;
        EXPECT_EQ((*second)["type"], "rooms") << *second << " at attempt " << attempt;
    }
}

TEST_F(hardening, AMoveNestedTwentyThousandLevelsDeepIsRefusedAndNothingIsStored) {
    auto alice = player("alice");
    auto bob = player("bob");
    const std::string code = create(*alice)["code"];
    ASSERT_EQ(join(*bob, code)["type"], "room");
    const std::string deep = R"({"type":"move","id":"deep","code":")" + code +
                             R"(","ply":0,"move":{"column":3,"x":)" + std::string(20000, '[') +
                             std::string(20000, ']') + "}}";
    alice->send_text(deep);
    const auto reply = alice->wait_for(
        [](const json& m) { return m.value("id", json()) == "deep" || m["type"] == "error"; });
    ASSERT_TRUE(reply);
    EXPECT_EQ((*reply)["type"], "error") << *reply;
    EXPECT_EQ((*reply)["code"], "bad_request") << *reply;
    EXPECT_NE((*reply)["message"].get<std::string>().find("nest"), std::string::npos) << *reply;
    // The game is where it was: the first move is still ply 0.
    json moved = move(*alice, code, 0, column(3));
    EXPECT_EQ(moved["type"], "moved") << moved;
    EXPECT_EQ(sql(db_path(), "SELECT count(*) FROM moves"), "1\n");
}

TEST_F(hardening, ErrorMessagesNeverEchoControlOrBidiCharacters) {
    auto alice = player("alice");
    json reply = alice->request({{"type", "\xE2\x80\xAE"
                                          "evil\x1b[2J"}});
    ASSERT_EQ(reply["type"], "error") << reply;
    const std::string message = reply["message"];
    EXPECT_EQ(message, "unknown message type \"\\u202Eevil\\u001B[2J\"");
    reply = alice->request(
        {{"type", "create_room"}, {"game", "connect4\xE2\x81\xA6"}, {"options", json::object()}});
    ASSERT_EQ(reply["type"], "error") << reply;
    EXPECT_EQ(reply["message"].get<std::string>().find("\xE2\x81\xA6"), std::string::npos) << reply;
}

TEST_F(hardening, AHugeConnectFourColumnIsNamedAsSent) {
    auto alice = player("alice");
    auto bob = player("bob");
    const std::string code = create(*alice)["code"];
    ASSERT_EQ(join(*bob, code)["type"], "room");
    json reply = move(*alice, code, 0, json::parse(R"({"column":9223372036854775808})"));
    ASSERT_EQ(reply["type"], "error") << reply;
    EXPECT_NE(reply["message"].get<std::string>().find("column 9223372036854775808 is off"),
              std::string::npos)
        << reply;
}

// The status line of the server's answer to raw bytes.
std::string status_line_for(unsigned short port, const std::string& bytes) {
    raw_socket s(port);
    if (!s.connected() || !s.send(bytes))
        return "not sent";
    const std::string answer = s.read_all(std::chrono::seconds(10));
    return answer.substr(0, answer.find("\r\n"));
}

TEST_F(hardening, OversizedHeadersGet431) {
    const std::string request =
        "GET /healthz HTTP/1.1\r\nHost: x\r\nX-Padding: " + std::string(9000, 'a') + "\r\n\r\n";
    EXPECT_EQ(status_line_for(port(), request), "HTTP/1.1 431 Request Header Fields Too Large");
}

TEST_F(hardening, AMalformedRequestLineGets400) {
    EXPECT_EQ(status_line_for(port(), "GET\x01 nonsense\r\n\r\n"), "HTTP/1.1 400 Bad Request");
}

TEST_F(hardening, ATlsHelloGets400SayingThePortIsPlain) {
    // The first bytes of a TLS 1.2 ClientHello record.
    const std::string hello("\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03", 11);
    raw_socket s(port());
    ASSERT_TRUE(s.connected());
    ASSERT_TRUE(s.send(hello + std::string(64, '\0')));
    const std::string answer = s.read_all(std::chrono::seconds(10));
    EXPECT_EQ(answer.substr(0, answer.find("\r\n")), "HTTP/1.1 400 Bad Request") << answer;
    EXPECT_NE(answer.find("not TLS"), std::string::npos) << answer;
}

TEST_F(hardening, ReadyzSaysReadyWhileTheStoreWorks) {
    const auto [status, body] = http_get(port(), "/readyz");
    EXPECT_EQ(status, 200);
    EXPECT_EQ(body, "ready\n");
}

TEST_F(hardening, AGameRecordIsServedByTheReaderThreads) {
    auto alice = player("alice");
    auto bob = player("bob");
    const json room = create(*alice);
    const std::string code = room["code"];
    ASSERT_EQ(join(*bob, code)["type"], "room");
    ASSERT_EQ(move(*alice, code, 0, column(3))["type"], "moved");
    const auto [status, body] =
        http_get(port(), "/api/games/" + std::to_string(room["game_id"].get<long long>()));
    EXPECT_EQ(status, 200) << body;
    EXPECT_EQ(json::parse(body)["moves"].size(), 1u) << body;
    EXPECT_EQ(http_get(port(), "/api/games/999999").first, 404);
    EXPECT_EQ(http_get(port(), "/api/games/abc").first, 400);
}

class hardening_budgets : public server_test {
protected:
    std::vector<std::string> server_args() const override {
        // Eight new players an hour: two at once.
        return {"--new-players-per-hour", "8", "--max-waiting-rooms", "2"};
    }
};

TEST_F(hardening_budgets, AnonymousHellosFromOneAddressAreBoundedAndTokensStillWork) {
    json welcome;
    auto first = player("first", &welcome);
    auto second = player("second");
    test_client third(port());
    json refused = third.hello("third");
    EXPECT_EQ(refused["type"], "error") << refused;
    EXPECT_EQ(refused["code"], "rate_limited") << refused;
    EXPECT_EQ(sql(db_path(), "SELECT count(*) FROM players WHERE id LIKE 'p_%'"), "2\n");
    // A returning player is never refused.
    test_client again(port());
    json resumed = again.hello("first", welcome["token"].get<std::string>());
    EXPECT_EQ(resumed["type"], "welcome") << resumed;
}

TEST_F(hardening_budgets, OnePlayerHasAtMostTheWaitingRoomsAllowed) {
    auto alice = player("alice");
    const std::string first = create(*alice)["code"];
    create(*alice);
    json refused = alice->request({{"type", "create_room"},
                                   {"game", "connect4"},
                                   {"options", json::object()},
                                   {"seat", 0},
                                   {"public", true}});
    EXPECT_EQ(refused["type"], "error") << refused;
    EXPECT_EQ(refused["code"], "bad_request") << refused;
    EXPECT_NE(refused["message"].get<std::string>().find("2 rooms waiting"), std::string::npos)
        << refused;
    // Once one starts, another may be opened.
    auto bob = player("bob");
    ASSERT_EQ(join(*bob, first)["type"], "room");
    EXPECT_EQ(create(*alice)["status"], "waiting");
}

class hardening_queue_bytes : public server_test {
protected:
    std::vector<std::string> server_args() const override {
        // Many messages allowed (chat is the flood: its bound per minute is lifted), but few
        // bytes.
        return {
            "--max-queue", "100000", "--max-queue-bytes", "65536",  "--send-buffer",     "8192",
            "--rate",      "100000", "--rate-burst",      "100000", "--chat-per-minute", "1000000"};
    }
};

TEST_F(hardening_queue_bytes, AStalledReaderIsDroppedByTheBytesItWouldHold) {
    auto alice = player("alice");
    const std::string code = create(*alice)["code"];
    test_client sleepy(port(), "/ws", 4096);
    ASSERT_TRUE(sleepy.connected());
    ASSERT_EQ(sleepy.hello("sleepy")["type"], "welcome");
    ASSERT_EQ(join(sleepy, code, "spectator")["type"], "room");
    const std::string text(480, 'x');
    int sent = 0;
    // Far fewer messages than --max-queue: only the byte bound can drop the sleeper.
    while (metric(port(), "plyroom_slow_readers_dropped_total") < 1 && sent < 5000) {
        for (int i = 0; i < 50; ++i, ++sent)
            alice->send({{"type", "chat"}, {"code", code}, {"text", text}});
        json said = alice->request({{"type", "chat"}, {"code", code}, {"text", text}});
        ASSERT_EQ(said["type"], "chat") << said;
        alice->inbox().clear();
    }
    EXPECT_EQ(metric(port(), "plyroom_slow_readers_dropped_total"), 1) << "after " << sent;
    // The room plays on, every acknowledged move is stored, and a new spectator is served.
    auto bob = player("bob");
    ASSERT_EQ(join(*bob, code)["type"], "room");
    for (int ply = 0; ply < 6; ++ply)
        ASSERT_EQ(move(ply % 2 == 0 ? *alice : *bob, code, ply, column(ply % 3))["type"], "moved");
    EXPECT_EQ(sql(db_path(), "SELECT count(*) FROM moves"), "6\n");
    test_client watcher(port());
    ASSERT_EQ(watcher.hello("watcher")["type"], "welcome");
    EXPECT_EQ(join(watcher, code, "spectator")["type"], "room");
}

} // namespace
} // namespace plyroom::test
