// GET /api/rooms/{code}: the room a link invites to, before joining, for whoever holds the code
// (a private room too); a `room` reply as join_room's that changed nothing, bounded per address.
#include "fixture.hpp"
#include "support/schema_check.hpp"

namespace plyroom::test {
namespace {

class room_lookup : public server_test {
protected:
    // A small budget, so that spending it needs few requests and no timing.
    std::vector<std::string> server_args() const override {
        return {"--rate", "1", "--rate-burst", "4"};
    }
};

// The room of an HTTP answer, after checking that the answer is a `room` message.
json room_in(const http_answer& answer) {
    schema::server_sent(&answer, answer.body);
    schema::connection_ended(&answer, false);
    const json message = json::parse(answer.body);
    EXPECT_EQ(message["type"], "room") << answer.body;
    EXPECT_FALSE(message.contains("v")) << answer.body;
    return message["room"];
}

TEST_F(room_lookup, TheHolderOfACodeSeesThePrivateRoomItInvitesTo) {
    auto alice = player("alice");
    const json created = create(*alice, "connect4", 0, false);
    std::string code = created["code"];
    std::string lower = code;
    for (char& c : lower)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));

    const http_answer waiting = http_request(port(), "/api/rooms/" + lower);
    ASSERT_EQ(waiting.status, 200) << waiting.body;
    EXPECT_EQ(waiting.headers.at("content-type"), "application/json");
    const json room = room_in(waiting);
    EXPECT_EQ(room, created);
    EXPECT_EQ(room["seats"][0]["name"], "alice");
    EXPECT_TRUE(room["seats"][1]["player"].is_null());

    auto bob = player("bob");
    ASSERT_EQ(join(*bob, code)["type"], "room");
    const http_answer full = http_request(port(), "/api/rooms/" + code);
    ASSERT_EQ(full.status, 200) << full.body;
    const json playing = room_in(full);
    EXPECT_EQ(playing["status"], "playing");
    EXPECT_EQ(playing["seats"][1]["name"], "bob");
}

TEST_F(room_lookup, AnUnknownCodeIsNotFoundAndAMalformedOneABadRequest) {
    const http_answer unknown = http_request(port(), "/api/rooms/222222");
    EXPECT_EQ(unknown.status, 404);
    EXPECT_EQ(unknown.body, R"({"error":"not_found"})");
    const http_answer malformed = http_request(port(), "/api/rooms/K7QX2");
    EXPECT_EQ(malformed.status, 400);
    EXPECT_EQ(json::parse(malformed.body)["error"], "bad_request");
    EXPECT_EQ(http_request(port(), "/api/rooms/K7QX2MO").status, 400);
}

TEST_F(room_lookup, LookUpsPerAddressAreBoundedAsOneConnectionsMessages) {
    // A burst of four, then one a second: twenty at once cannot all be answered.
    int limited = 0;
    for (int i = 0; i < 20; ++i) {
        const http_answer answer = http_request(port(), "/api/rooms/222222");
        if (answer.status == 429) {
            ++limited;
            EXPECT_EQ(json::parse(answer.body)["error"], "rate_limited");
        } else {
            EXPECT_EQ(answer.status, 404);
        }
    }
    EXPECT_GE(limited, 1);
    // The budget is the room look-ups' alone: the other endpoints still answer.
    EXPECT_EQ(http_request(port(), "/api/rooms").status, 200);
}

} // namespace
} // namespace plyroom::test
