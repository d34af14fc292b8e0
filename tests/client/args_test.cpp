#include "cli/args.hpp"

#include <map>

#include <gtest/gtest.h>

namespace plyroom::client {
namespace {

// An environment made of a fixed map.
env_reader fake_env(std::map<std::string, std::string> values) {
    return [values = std::move(values)](const char* key) -> std::optional<std::string> {
        if (auto found = values.find(key); found != values.end())
            return found->second;
        return std::nullopt;
    };
}

TEST(CommandLine, TakesGlobalOptionsFromAnywhere) {
    auto parsed =
        parse_command_line({"join", "--server", "ws://h:9", "abc234", "--name=bob"}, fake_env({}));
    ASSERT_TRUE(std::holds_alternative<command_line>(parsed));
    const auto& line = std::get<command_line>(parsed);
    EXPECT_EQ(line.global.server, "ws://h:9");
    EXPECT_EQ(line.global.name, "bob");
    EXPECT_EQ(line.words, (std::vector<std::string>{"join", "abc234"}));
    EXPECT_FALSE(line.global.help);
}

TEST(CommandLine, ServerComesFromTheEnvironmentThenTheDefault) {
    auto from_env =
        parse_command_line({"list"}, fake_env({{"PLYROOM_SERVER", "ws://x:1"}, {"USER", "carol"}}));
    EXPECT_EQ(std::get<command_line>(from_env).global.server, "ws://x:1");
    EXPECT_EQ(std::get<command_line>(from_env).global.name, "carol");
    auto fallback = parse_command_line({"list"}, fake_env({{"USER", "carol"}}));
    EXPECT_EQ(std::get<command_line>(fallback).global.server, default_server);
}

TEST(CommandLine, RefusesAServerFlagWithoutValue) {
    auto parsed = parse_command_line({"list", "--server"}, fake_env({}));
    EXPECT_TRUE(std::holds_alternative<usage_error>(parsed));
}

TEST(HostArguments, ReadOptionsSeatAndPrivacy) {
    auto parsed = parse_host({"host", "grav", "--option", "size=13", "-o", "strict=true",
                              "--option=name=x y", "--private", "--seat", "second"});
    ASSERT_TRUE(std::holds_alternative<host_request>(parsed));
    const auto& host = std::get<host_request>(parsed);
    EXPECT_EQ(host.game, "grav");
    EXPECT_EQ(host.options["size"], 13);
    EXPECT_EQ(host.options["strict"], true);
    EXPECT_EQ(host.options["name"], "x y");
    EXPECT_FALSE(host.is_public);
    EXPECT_EQ(host.seat, 1);
}

TEST(HostArguments, DefaultToARandomPublicSeat) {
    const auto host = std::get<host_request>(parse_host({"host", "connect4"}));
    EXPECT_TRUE(host.is_public);
    EXPECT_FALSE(host.seat.has_value());
    EXPECT_TRUE(host.options.empty());
    EXPECT_EQ(std::get<host_request>(parse_host({"host", "connect4", "--seat=first"})).seat, 0);
}

TEST(HostArguments, RefuseMistakes) {
    EXPECT_TRUE(std::holds_alternative<usage_error>(parse_host({"host"})));
    EXPECT_TRUE(std::holds_alternative<usage_error>(parse_host({"host", "c4", "--seat", "third"})));
    EXPECT_TRUE(std::holds_alternative<usage_error>(parse_host({"host", "c4", "--option", "x"})));
    EXPECT_TRUE(std::holds_alternative<usage_error>(parse_host({"host", "c4", "--fast"})));
    EXPECT_TRUE(std::holds_alternative<usage_error>(parse_host({"host", "c4", "extra"})));
}

TEST(RoomCodes, AreCaseInsensitiveAndChecked) {
    EXPECT_EQ(std::get<std::string>(parse_room_code("k7qx2m")), "K7QX2M");
    EXPECT_EQ(std::get<std::string>(parse_room_code(" K7Q-X2M ")), "K7QX2M");
    EXPECT_TRUE(std::holds_alternative<usage_error>(parse_room_code("K7QX2")));
    EXPECT_TRUE(std::holds_alternative<usage_error>(parse_room_code("K7QX2O"))); // no letter O
    EXPECT_TRUE(std::holds_alternative<usage_error>(parse_room_code("K1QX2M"))); // no digit 1
}

TEST(ReplayArguments, ReadOptionsAsJson) {
    auto parsed = parse_replay({"rules", "replay", "grav", "--options", R"({"size":7})"});
    ASSERT_TRUE(std::holds_alternative<replay_request>(parsed));
    EXPECT_EQ(std::get<replay_request>(parsed).options["size"], 7);
    EXPECT_TRUE(std::holds_alternative<usage_error>(
        parse_replay({"rules", "replay", "grav", "--options", "[1]"})));
    EXPECT_TRUE(std::holds_alternative<usage_error>(parse_replay({"rules", "replay"})));
}

} // namespace
} // namespace plyroom::client
