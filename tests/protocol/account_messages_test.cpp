// The account messages' codec: each type read with its fields, out-of-shape fields refused
// with the request's id, other types left to the rest of the protocol, and the replies.
#include "protocol/account_messages.hpp"

#include <gtest/gtest.h>

namespace plyroom::protocol {
namespace {

account_request read_ok(std::string_view text) {
    auto result = parse_account_message(text);
    EXPECT_TRUE(result && std::holds_alternative<account_request>(*result)) << text;
    if (result)
        if (auto* request = std::get_if<account_request>(&*result))
            return *request;
    return {};
}

parse_error read_bad(std::string_view text) {
    auto result = parse_account_message(text);
    EXPECT_TRUE(result && std::holds_alternative<parse_error>(*result)) << text;
    if (result)
        if (auto* error = std::get_if<parse_error>(&*result))
            return *error;
    return {};
}

TEST(AccountMessages, EachTypeIsReadWithItsFields) {
    auto r = read_ok(R"({"type":"register","id":2,"user_name":"Alice","password":"pw pw pw",
                         "device":"Firefox"})");
    EXPECT_EQ(r.action, account_action::register_account);
    EXPECT_EQ(r.id, 2);
    EXPECT_EQ(r.user_name, "Alice");
    EXPECT_EQ(r.password, "pw pw pw");
    EXPECT_EQ(r.device, "Firefox");
    r = read_ok(R"({"type":"recover","user_name":"a","recovery_code":"c","new_password":"n"})");
    EXPECT_EQ(r.action, account_action::recover);
    EXPECT_EQ(r.recovery_code, "c");
    EXPECT_EQ(r.new_password, "n");
    EXPECT_EQ(read_ok(R"({"type":"change_password","password":"o","new_password":"n"})").action,
              account_action::change_password);
    EXPECT_EQ(read_ok(R"({"type":"revoke_session","session":"s_1"})").session, "s_1");
    EXPECT_EQ(read_ok(R"({"type":"close_account","password":"p"})").action,
              account_action::close_account);
    for (const char* bare : {"logout", "logout_everywhere", "sessions"})
        EXPECT_EQ(account_type_name(read_ok(std::string(R"({"type":")") + bare + R"("})").action),
                  bare);
    EXPECT_EQ(read_ok(R"({"type":"login","user_name":"a","password":"p","device":null})").device,
              "");
}

TEST(AccountMessages, OutOfShapeFieldsAreRefusedWithTheRequestId) {
    auto e = read_bad(R"({"type":"login","id":"x","user_name":7,"password":"p"})");
    EXPECT_EQ(e.code, error_code::bad_request);
    EXPECT_EQ(e.message, "\"user_name\" must be a string");
    EXPECT_EQ(e.id, "x");
    EXPECT_EQ(read_bad(R"({"type":"register","user_name":"a"})").message,
              "\"password\" must be a string");
    EXPECT_EQ(
        read_bad(R"({"type":"login","user_name":"a","password":"p","device":"a\u0007"})").message,
        "\"device\" is 1 to 64 printable characters");
    EXPECT_EQ(read_bad(R"({"type":"login","user_name":"a","password":"p","device":")" +
                       std::string(65, 'd') + R"("})")
                  .code,
              error_code::bad_request);
    EXPECT_EQ(read_bad(R"({"type":"logout","id":[1]})").code, error_code::bad_request);
}

TEST(AccountMessages, OtherTypesAreNotAccountMessages) {
    EXPECT_FALSE(parse_account_message(R"({"type":"hello","name":"a"})"));
    EXPECT_FALSE(parse_account_message("not json"));
    EXPECT_FALSE(parse_account_message(R"({"type":7})"));
    EXPECT_TRUE(is_account_type("logout_everywhere"));
    EXPECT_FALSE(is_account_type("my_rooms"));
}

TEST(AccountMessages, RepliesCarryTheirFieldsAndTheIdOnlyWhenGiven) {
    auto registered = json::parse(registered_reply(4, "p_1", "Alice", "t", {"a", "b"}));
    EXPECT_EQ(registered, json::parse(R"({"type":"registered","id":4,"player":"p_1",
        "user_name":"Alice","token":"t","recovery_codes":["a","b"]})"));
    auto in = json::parse(logged_in_reply(nullptr, "p_1", "Alice", "t"));
    EXPECT_FALSE(in.contains("id"));
    EXPECT_EQ(in["type"], "logged_in");
    auto listed = json::parse(sessions_reply("q", {{"s_1", "phone", 1, 2, true}}));
    EXPECT_EQ(listed["sessions"], json::parse(R"([{"session":"s_1","device":"phone",
        "created_at":1,"last_seen_at":2,"current":true}])"));
    EXPECT_EQ(json::parse(account_ok_reply(5, account_action::logout_everywhere))["action"],
              "logout_everywhere");
}

TEST(AccountMessages, AWelcomeGainsWhetherItIsAnAccount) {
    const std::string welcome = R"({"type":"welcome","player":"p_1"})";
    EXPECT_EQ(json::parse(with_account_fields(welcome, std::nullopt)),
              json::parse(R"({"type":"welcome","player":"p_1","account":false})"));
    EXPECT_EQ(json::parse(with_account_fields(welcome, "Al\"ice")),
              json::parse(R"({"type":"welcome","player":"p_1","account":true,
                              "user_name":"Al\"ice"})"));
}

} // namespace
} // namespace plyroom::protocol
