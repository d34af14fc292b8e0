#include "protocol/server_message.hpp"

#include <gtest/gtest.h>

namespace plyroom::protocol {
namespace {

room_view sample_room() {
    room_view room;
    room.code = "K7QX2M";
    room.game = "connect4";
    room.status = "waiting";
    room.game_id = 42;
    room.seats = {seat_view{0, "red", "p_4f2c9a", "alice", true, std::nullopt},
                  seat_view{1, "blue", std::nullopt, std::nullopt, false, std::nullopt}};
    return room;
}

TEST(ServerMessage, RoomMatchesTheProtocolShape) {
    const json j =
        json::parse(serialize(server_message{2, std::nullopt, room_message{sample_room()}}));
    EXPECT_EQ(j["type"], "room");
    EXPECT_EQ(j["id"], 2);
    EXPECT_FALSE(j.contains("v"));
    EXPECT_EQ(j["room"]["code"], "K7QX2M");
    EXPECT_EQ(j["room"]["public"], true);
    EXPECT_EQ(j["room"]["seats"][1]["player"], nullptr);
    EXPECT_EQ(j["room"]["seats"][0]["side"], "red");
}

TEST(ServerMessage, EventsCarryV) {
    const json j = json::parse(serialize(
        server_message{nullptr, 7, moved{"K7QX2M", 0, 0, {{"column", 3}}, {}, std::nullopt}}));
    EXPECT_EQ(j["v"], 7);
    EXPECT_FALSE(j.contains("id"));
    EXPECT_EQ(j["type"], "moved");
}

TEST(ServerMessage, ErrorShape) {
    const json j = json::parse(
        serialize(make_error(error_code::stale_ply, "that move was already played", 7)));
    EXPECT_EQ(
        j,
        json::parse(
            R"({"type":"error","id":7,"code":"stale_ply","message":"that move was already played"})"));
}

TEST(ServerMessage, RoundTripEveryBody) {
    const std::vector<server_message> messages{
        {1, std::nullopt, welcome{"p_1", "alice", "secret", 1, "plyroom 0.1.0", {"ABCDEF"}}},
        {2, 3, room_message{sample_room()}},
        {nullptr, std::nullopt, rooms_message{{sample_room(), sample_room()}}},
        {nullptr, 4, state_message{"K7QX2M", {{"ply", 0}}, std::nullopt}},
        {nullptr, 5, moved{"K7QX2M", 0, 1, {{"column", 2}}, {{"ply", 1}}, std::nullopt}},
        {nullptr, 6, game_over{"K7QX2M", {{"outcome", "draw"}}}},
        {nullptr, 7, draw_offer_event{"K7QX2M", 1, "open", {}}},
        {nullptr, 7, draw_offer_event{"K7QX2M", 1, "open", {0, 2}}},
        {nullptr, 8, challenge_result{"K7QX2M", 1, 0, 5, true, {"a"}}},
        {nullptr, 9, chat_event{"K7QX2M", "bob", std::nullopt, "gg"}},
        {nullptr, 10, game_action_event{"K7QX2M", 1, "challenge", {{"by", 1}}, {}}},
        {3, std::nullopt, left_message{"K7QX2M"}},
        {4, std::nullopt, my_rooms_message{{{sample_room(), std::nullopt}, {sample_room(), 1}}}},
        make_error(error_code::room_full, "the room is full", "x"),
    };
    for (const auto& message : messages) {
        const std::string text = serialize(message);
        auto parsed = parse_server_message(text);
        ASSERT_TRUE(std::holds_alternative<server_message>(parsed)) << text;
        const server_message& read = std::get<server_message>(parsed);
        EXPECT_EQ(type_name(read.body), type_name(message.body)) << text;
        EXPECT_EQ(json::parse(serialize(read)), json::parse(text)) << text;
    }
}

// Version 1 reads a game action as the game's own event, its result's fields in the event.
TEST(ServerMessage, AGameActionAsVersionOneReadsIt) {
    const server_body action =
        game_action_event{"K7QX2M", 1, "challenge", {{"by", 1}, {"correct", false}}, "call_result"};
    const auto older = as_of_version(action, 1);
    ASSERT_TRUE(older);
    EXPECT_EQ(
        json::parse(serialize(nullptr, 4, *older)),
        json::parse(R"({"type":"call_result","v":4,"code":"K7QX2M","by":1,"correct":false})"));
    EXPECT_FALSE(as_of_version(action, 2));
    EXPECT_FALSE(as_of_version(chat_event{"K7QX2M", "bob", 0, "gg"}, 1));
}

TEST(ServerMessage, MyRoomsGivesEachRoomAndWhoseTurnItIs) {
    const json j = json::parse(serialize(server_message{
        5, std::nullopt, my_rooms_message{{{sample_room(), 1}, {sample_room(), std::nullopt}}}}));
    EXPECT_EQ(j["type"], "my_rooms");
    EXPECT_EQ(j["id"], 5);
    EXPECT_FALSE(j.contains("v"));
    ASSERT_EQ(j["rooms"].size(), 2U);
    EXPECT_EQ(j["rooms"][0]["room"]["code"], "K7QX2M");
    EXPECT_EQ(j["rooms"][0]["to_move"], 1);
    EXPECT_TRUE(j["rooms"][1]["to_move"].is_null());
}

TEST(ServerMessage, ParseRefusesBadFrames) {
    auto bad = parse_server_message("nope");
    ASSERT_TRUE(std::holds_alternative<parse_error>(bad));
    EXPECT_EQ(std::get<parse_error>(bad).code, error_code::bad_json);
    auto unknown = parse_server_message(R"({"type":"fireworks"})");
    ASSERT_TRUE(std::holds_alternative<parse_error>(unknown));
    EXPECT_EQ(std::get<parse_error>(unknown).code, error_code::unknown_type);
    auto missing = parse_server_message(R"({"type":"moved","code":"A"})");
    ASSERT_TRUE(std::holds_alternative<parse_error>(missing));
    EXPECT_EQ(std::get<parse_error>(missing).code, error_code::bad_request);
}

// Found by the server_message fuzz target: a seat of 6.7e117 was converted to an int, which is
// undefined behaviour. A number that should be a whole int is refused unless it is one.
TEST(ServerMessage, ParseRefusesNumbersThatAreNotWholeInts) {
    for (const char* seat :
         {"6.66e117", "1.5", "4294967296", "-2147483649", "18446744073709551615", "\"0\""}) {
        const std::string frame =
            std::string(R"({"type":"moved","code":"K7QX2M","ply":0,"seat":)") + seat +
            R"(,"move":{"column":3},"state":{}})";
        auto parsed = parse_server_message(frame);
        ASSERT_TRUE(std::holds_alternative<parse_error>(parsed)) << seat;
        EXPECT_EQ(std::get<parse_error>(parsed).code, error_code::bad_request) << seat;
    }
    auto spectators = parse_server_message(
        R"({"type":"room","room":{"code":"K7QX2M","game":"connect4","status":"waiting",)"
        R"("spectators":1e300,"seats":[]}})");
    EXPECT_TRUE(std::holds_alternative<parse_error>(spectators));
    auto whole = parse_server_message(
        R"({"type":"moved","v":3,"code":"K7QX2M","ply":0,"seat":1,"move":{"column":3},"state":{}})");
    ASSERT_TRUE(std::holds_alternative<server_message>(whole));
    EXPECT_EQ(std::get<moved>(std::get<server_message>(whole).body).seat, 1);
}

TEST(ErrorCodes, NamesRoundTrip) {
    for (int i = 0; i <= static_cast<int>(error_code::account_required); ++i) {
        const auto code = static_cast<error_code>(i);
        EXPECT_EQ(error_code_from_name(error_code_name(code)), code);
    }
    EXPECT_FALSE(error_code_from_name("nonsense"));
}

} // namespace
} // namespace plyroom::protocol
