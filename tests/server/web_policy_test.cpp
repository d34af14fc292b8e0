// What the browser page may talk to: the --page-servers entries accepted, and the
// Content-Security-Policy that lists exactly them.
#include "app/config.hpp"
#include "net/address_prefix.hpp"
#include "net/web_policy.hpp"

#include <boost/asio/ip/address.hpp>
#include <gtest/gtest.h>

namespace plyroom::server::net {
namespace {

TEST(web_policy, APageServerIsAWebSocketUrlOfAHostWithAnOptionalPortAndPath) {
    EXPECT_EQ(page_server_url("ws://127.0.0.1:8080"), "ws://127.0.0.1:8080/ws");
    EXPECT_EQ(page_server_url("wss://Play.Example.org/game/ws"), "wss://play.example.org/game/ws");
    EXPECT_EQ(page_server_url("wss://[2001:db8::1]:443"), "wss://[2001:db8::1]:443/ws");
    for (const char* refused :
         {"", "play.example.org:8080", "http://play.example.org", "ws://", "ws://:80", "ws://a:0",
          "ws://a:65536", "ws://a:80x", "ws://user:pw@a/ws", "ws://a/ws?x=1", "ws://a/ws#f",
          "ws://a b/ws", "ws://a/\"><script>", "ws://a;/ws", "wss://[zz]/ws"})
        EXPECT_EQ(page_server_url(refused), std::nullopt) << refused;
}

TEST(web_policy, ConnectSrcListsThePagesOwnServerAndExactlyTheConfiguredOnes) {
    EXPECT_NE(content_security_policy({}).find("connect-src 'self';"), std::string::npos);
    EXPECT_NE(content_security_policy({"ws://a:1/ws", "wss://b/ws"})
                  .find("connect-src 'self' ws://a:1/ws wss://b/ws;"),
              std::string::npos);
}

TEST(web_policy, PageServersFlagTakesACommaSeparatedListAndRefusesABadEntry) {
    const auto parsed = app::parse_config({"--page-servers", "ws://a:1,wss://b/x"});
    ASSERT_TRUE(std::holds_alternative<app::config>(parsed));
    EXPECT_EQ(std::get<app::config>(parsed).page_servers,
              (std::vector<std::string>{"ws://a:1/ws", "wss://b/x"}));
    for (const char* refused : {"", "ws://a:1,", "ws://a:1,?servers=evil", "a:1"}) {
        const auto bad = app::parse_config({"--page-servers", refused});
        ASSERT_TRUE(std::holds_alternative<app::exit_with>(bad)) << refused;
        EXPECT_EQ(std::get<app::exit_with>(bad).code, 2);
    }
}

TEST(web_policy, AnOriginIsThePagesOwnOrAConfiguredOne) {
    const std::vector<std::string> allowed{"https://friends.example"};
    EXPECT_TRUE(origin_allowed("", "play.example", allowed));
    EXPECT_TRUE(origin_allowed("http://play.example:8080", "play.example:8080", allowed));
    EXPECT_TRUE(origin_allowed("HTTPS://Play.Example", "play.example", allowed));
    EXPECT_TRUE(origin_allowed("https://play.example", "play.example:443", allowed));
    EXPECT_TRUE(origin_allowed("https://friends.example", "play.example", allowed));
    for (const char* refused :
         {"null", "http://evil.example", "http://play.example:8081", "http://play.example.evil",
          "file://", "http://", "ws://play.example"})
        EXPECT_FALSE(origin_allowed(refused, "play.example:8080", allowed)) << refused;
    EXPECT_EQ(page_origin("wss://a.example:8443/ws"), "https://a.example:8443");
    EXPECT_EQ(page_origin("ws://127.0.0.1:80/game"), "http://127.0.0.1:80");
    EXPECT_EQ(allowed_origin("https://Friends.Example:8443"), "https://friends.example:8443");
    for (const char* refused :
         {"friends.example", "https://friends.example/path", "null", "https://"})
        EXPECT_EQ(allowed_origin(refused), std::nullopt) << refused;
}

TEST(web_policy, AnAddressPrefixHoldsTheAddressesItNamesOnly) {
    const auto address = [](const char* text) { return boost::asio::ip::make_address(text); };
    const auto loopback = loopback_prefixes();
    EXPECT_TRUE(any_contains(loopback, address("127.0.0.1")));
    EXPECT_TRUE(any_contains(loopback, address("127.9.9.9")));
    EXPECT_TRUE(any_contains(loopback, address("::1")));
    EXPECT_TRUE(any_contains(loopback, address("::ffff:127.0.0.1")))
        << "IPv4 on a dual-stack socket";
    EXPECT_FALSE(any_contains(loopback, address("10.0.0.1")));
    EXPECT_FALSE(any_contains(loopback, address("::2")));
    const auto lan = parse_address_prefix("192.168.4.0/22");
    ASSERT_TRUE(lan);
    EXPECT_TRUE(lan->contains(address("192.168.7.255")));
    EXPECT_FALSE(lan->contains(address("192.168.8.0")));
    for (const char* refused :
         {"", "10.0.0.0/33", "10.0.0.0/", "::1/129", "example.org", "10.0.0.0/8x"})
        EXPECT_EQ(parse_address_prefix(refused), std::nullopt) << refused;
}

TEST(web_policy, AnIpv6ClientCountsByItsSlash64AndAnIpv4OneByItsAddress) {
    const auto key = [](const char* text) {
        return client_key(boost::asio::ip::make_address(text));
    };
    EXPECT_EQ(key("2001:db8:1:2:aaaa::1"), key("2001:db8:1:2:bbbb:cccc:dddd:eeee"));
    EXPECT_EQ(key("2001:db8:1:2::7"), "2001:db8:1:2::/64");
    EXPECT_NE(key("2001:db8:1:2::1"), key("2001:db8:1:3::1"));
    EXPECT_EQ(key("192.0.2.7"), "192.0.2.7");
    EXPECT_EQ(key("::ffff:192.0.2.7"), "192.0.2.7");
    EXPECT_NE(key("192.0.2.7"), key("192.0.2.8"));
}

TEST(web_policy, ATrustedProxyNamesTheClientToTheRightOfItsChain) {
    const std::vector<address_prefix> proxies{*parse_address_prefix("10.0.0.0/8")};
    const auto client = [&](std::string_view xff, std::string_view forwarded = "") {
        const auto found = forwarded_client(xff, forwarded, proxies);
        return found ? found->to_string() : std::string("none");
    };
    EXPECT_EQ(client("198.51.100.7"), "198.51.100.7");
    EXPECT_EQ(client("6.6.6.6, 198.51.100.7, 10.1.1.1"), "198.51.100.7") << "a forged left part";
    EXPECT_EQ(client(" 198.51.100.7:5000 "), "198.51.100.7");
    EXPECT_EQ(client("", "for=192.0.2.60;proto=https, for=10.0.0.2"), "192.0.2.60");
    EXPECT_EQ(client("", R"(For="[2001:db8:cafe::17]:4711")"), "2001:db8:cafe::17");
    EXPECT_EQ(client("::ffff:198.51.100.7"), "198.51.100.7");
    for (const char* unnamed : {"", "unknown", "10.0.0.1", "198.51.100.7, nonsense"})
        EXPECT_EQ(client(unnamed), "none") << unnamed;
}

} // namespace
} // namespace plyroom::server::net
