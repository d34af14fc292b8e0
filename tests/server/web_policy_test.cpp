// What the browser page may talk to: the --page-servers entries accepted, and the
// Content-Security-Policy that lists exactly them.
#include "app/config.hpp"
#include "net/web_policy.hpp"

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

} // namespace
} // namespace plyroom::server::net
