// The saved identities file, the server URL parser and the list of servers to fail over between.
#include "net/server_address.hpp"
#include "net/server_list.hpp"
#include "session/token_store.hpp"

#include <fstream>
#include <sstream>
#include <sys/stat.h>

#include <gtest/gtest.h>

namespace plyroom::client {
namespace {

TEST(TokenStore, FollowsXdgThenHome) {
    auto env = [](const char* key) -> std::optional<std::string> {
        if (std::string(key) == "HOME")
            return "/home/alice";
        return std::nullopt;
    };
    EXPECT_EQ(token_store::default_path(env), "/home/alice/.config/plyroom/identities.json");
    auto xdg = [](const char* key) -> std::optional<std::string> {
        if (std::string(key) == "XDG_CONFIG_HOME")
            return "/tmp/cfg";
        return "/home/alice";
    };
    EXPECT_EQ(token_store::default_path(xdg), "/tmp/cfg/plyroom/identities.json");
}

TEST(TokenStore, KeepsOneTokenPerServerInAPrivateFile) {
    const auto dir = std::filesystem::path(testing::TempDir()) / "plyroom_token_store_test";
    std::filesystem::remove_all(dir);
    const token_store tokens(dir / "plyroom" / "identities.json");
    EXPECT_FALSE(tokens.load("ws://a:1/ws"));
    ASSERT_FALSE(tokens.save("ws://a:1/ws", "secret-a"));
    ASSERT_FALSE(tokens.save("ws://b:2/ws", "secret-b"));
    ASSERT_FALSE(tokens.save("ws://a:1/ws", "secret-a2"));
    EXPECT_EQ(tokens.load("ws://a:1/ws"), "secret-a2");
    EXPECT_EQ(tokens.load("ws://b:2/ws"), "secret-b");
    struct stat info {};
    ASSERT_EQ(stat(tokens.file().c_str(), &info), 0);
    EXPECT_EQ(info.st_mode & 0777, 0600);
    ASSERT_EQ(stat(tokens.file().parent_path().c_str(), &info), 0);
    EXPECT_EQ(info.st_mode & 0077, 0);
    std::filesystem::remove_all(dir);
}

TEST(TokenStore, IgnoresACorruptFile) {
    const auto dir = std::filesystem::path(testing::TempDir()) / "plyroom_token_corrupt_test";
    std::filesystem::create_directories(dir);
    std::ofstream(dir / "identities.json") << "{not json";
    const token_store tokens(dir / "identities.json");
    EXPECT_FALSE(tokens.load("ws://a:1/ws"));
    EXPECT_FALSE(tokens.save("ws://a:1/ws", "fresh"));
    EXPECT_EQ(tokens.load("ws://a:1/ws"), "fresh");
    std::filesystem::remove_all(dir);
}

TEST(ServerAddress, ReadsWebSocketUrls) {
    const auto plain = std::get<server_address>(parse_server_address("ws://127.0.0.1:8080"));
    EXPECT_EQ(plain.host, "127.0.0.1");
    EXPECT_EQ(plain.port, "8080");
    EXPECT_EQ(plain.path, "/ws");
    EXPECT_EQ(plain.url(), "ws://127.0.0.1:8080/ws");
    const auto bare = std::get<server_address>(parse_server_address("example.org"));
    EXPECT_EQ(bare.port, "80");
    const auto v6 = std::get<server_address>(parse_server_address("ws://[::1]:9000/play"));
    EXPECT_EQ(v6.host, "::1");
    EXPECT_EQ(v6.path, "/play");
    EXPECT_EQ(v6.url(), "ws://[::1]:9000/play");
    for (const char* bad : {"wss://x:1", "ftp://x:1", "ws://:80", "ws://x:99999", "ws://x:port"})
        EXPECT_TRUE(std::holds_alternative<std::string>(parse_server_address(bad))) << bad;
}

TEST(ServerList, ReadsAddressesInOrderSeparatedByCommas) {
    const auto one = std::get<std::vector<server_address>>(parse_server_list("ws://a:1"));
    ASSERT_EQ(one.size(), 1U);
    EXPECT_EQ(one[0].url(), "ws://a:1/ws");
    const auto two = std::get<std::vector<server_address>>(
        parse_server_list("ws://a:1, b:2/play ,ws://[::1]:3"));
    ASSERT_EQ(two.size(), 3U);
    EXPECT_EQ(two[0].url(), "ws://a:1/ws");
    EXPECT_EQ(two[1].url(), "ws://b:2/play");
    EXPECT_EQ(two[2].url(), "ws://[::1]:3/ws");
    // Each bad address is named; an empty one is refused.
    const auto bad = parse_server_list("ws://a:1,ws://b:port");
    ASSERT_TRUE(std::holds_alternative<std::string>(bad));
    EXPECT_NE(std::get<std::string>(bad).find("ws://b:port"), std::string::npos);
    for (const char* empty : {"", "ws://a:1,", ",ws://a:1", "ws://a:1,,ws://b:2"})
        EXPECT_TRUE(std::holds_alternative<std::string>(parse_server_list(empty))) << empty;
}

TEST(ServerList, TheNextServerWrapsAround) {
    EXPECT_EQ(next_server(0, 3), 1U);
    EXPECT_EQ(next_server(2, 3), 0U);
    EXPECT_EQ(next_server(0, 1), 0U);
}

} // namespace
} // namespace plyroom::client
