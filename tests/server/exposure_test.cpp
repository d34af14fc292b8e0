// What a stranger's browser or a scanner meets over HTTP: WebSocket upgrades only from this
// server's own pages (and the origins configured), the security headers on every answer, and
// /metrics and /readyz only for the operator's addresses, without internals.
#include "fixture.hpp"
#include "raw_socket.hpp"

namespace plyroom::test {
namespace {

using exposure = server_test;

// The status line of a WebSocket upgrade sent with `origin` (none when empty) and `host`.
std::string upgrade_status(unsigned short port, const std::string& origin,
                           const std::string& host) {
    raw_socket s(port);
    std::string request = "GET /ws HTTP/1.1\r\nHost: " + host +
                          "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                          "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                          "Sec-WebSocket-Version: 13\r\n";
    if (!origin.empty())
        request += "Origin: " + origin + "\r\n";
    if (!s.connected() || !s.send(request + "\r\n"))
        return "not sent";
    const std::string answer = s.read_all(std::chrono::milliseconds(1000));
    return answer.substr(0, answer.find("\r\n"));
}

// A WebSocket upgrade with an extra header line ("X-Forwarded-For: ..."), kept open while the
// socket lives; its status line goes to `status`.
raw_socket upgrade_with(unsigned short port, const std::string& header, std::string& status) {
    raw_socket s(port);
    const std::string request =
        "GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n"
        "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
        "Sec-WebSocket-Version: 13\r\n" +
        header + "\r\n\r\n";
    status = "not sent";
    if (s.connected() && s.send(request)) {
        const std::string answer = s.read_all(std::chrono::milliseconds(700));
        status = answer.substr(0, answer.find("\r\n"));
    }
    return s;
}

constexpr const char* switching = "HTTP/1.1 101 Switching Protocols";
constexpr const char* forbidden = "HTTP/1.1 403 Forbidden";

TEST_F(exposure, AWebSocketUpgradeFromAnotherSitesPageIsRefused) {
    const std::string own = "127.0.0.1:" + std::to_string(port());
    EXPECT_EQ(upgrade_status(port(), "http://" + own, own), switching);
    EXPECT_EQ(upgrade_status(port(), "https://play.example.org", "play.example.org"), switching)
        << "the page's own origin behind a TLS proxy";
    EXPECT_EQ(upgrade_status(port(), "", own), switching) << "a program sends no Origin";
    for (const std::string& origin :
         std::vector<std::string>{"http://evil.example", "https://127.0.0.1.evil.example", "null",
                                  "http://127.0.0.1:" + std::to_string(port() + 1)})
        EXPECT_EQ(upgrade_status(port(), origin, own), forbidden) << origin;
}

class exposure_configured : public server_test {
protected:
    std::vector<std::string> server_args() const override {
        return {"--allowed-origins",           "https://friends.example", "--page-servers",
                "wss://other.example:8443/ws", "--metrics-address",       "10.0.0.0/8,fd00::/8"};
    }
};

TEST_F(exposure_configured, TheConfiguredOriginsMayUpgradeAndOnlyThem) {
    const std::string own = "127.0.0.1:" + std::to_string(port());
    EXPECT_EQ(upgrade_status(port(), "https://friends.example", own), switching);
    EXPECT_EQ(upgrade_status(port(), "https://other.example:8443", own), switching)
        << "a page served by another of --page-servers";
    EXPECT_EQ(upgrade_status(port(), "http://other.example:8443", own), forbidden);
    EXPECT_EQ(upgrade_status(port(), "https://evil.example", own), forbidden);
}

TEST_F(exposure, EveryAnswerCarriesNoSniffAndNoReferrerAndEveryPageItsPolicy) {
    for (const std::string path : {"/", "/r/K7QX2M", "/g/1", "/index.html"}) {
        http_answer page = http_request(port(), path);
        EXPECT_EQ(page.status, 200) << path;
        EXPECT_NE(page.headers["content-security-policy"].find("default-src 'self'"),
                  std::string::npos)
            << path;
        EXPECT_EQ(page.headers["referrer-policy"], "no-referrer") << path;
    }
    for (const std::string path : {"/api/rooms", "/api/games/1", "/api/games/x", "/healthz",
                                   "/metrics", "/nothing", "/js/app.js"}) {
        http_answer answer = http_request(port(), path);
        EXPECT_EQ(answer.headers["x-content-type-options"], "nosniff") << path;
        EXPECT_EQ(answer.headers["referrer-policy"], "no-referrer") << path;
    }
}

TEST_F(exposure, MetricsAndReadinessAreServedToThisMachineByDefault) {
    EXPECT_EQ(http_request(port(), "/metrics").status, 200);
    EXPECT_EQ(http_request(port(), "/readyz").status, 200);
}

TEST_F(exposure_configured, MetricsAndReadinessAreRefusedToAddressesNotConfigured) {
    for (const std::string path : {"/metrics", "/readyz"}) {
        const http_answer answer = http_request(port(), path);
        EXPECT_EQ(answer.status, 403) << path;
        EXPECT_EQ(answer.body.find("plyroom_"), std::string::npos) << answer.body;
        EXPECT_EQ(json::parse(answer.body)["error"], "forbidden") << answer.body;
    }
    EXPECT_EQ(http_request(port(), "/healthz").status, 200) << "liveness stays open";
}

// A name or a line of chat that would show as something else on another player's screen.
TEST_F(exposure, NamesAndChatWithBidiOverridesOrC1ControlsAreRefused) {
    auto alice = player("alice");
    const std::string code = create(*alice)["code"];
    for (const std::string hidden : {"\xE2\x80\xAE", "\xE2\x81\xA6", "\xC2\x9B", "\xC2\x85"}) {
        test_client stranger(port());
        const json refused = stranger.hello("admin" + hidden + "nimda");
        EXPECT_EQ(refused["type"], "error") << refused;
        EXPECT_EQ(refused["code"], "bad_request") << refused;
        const json said =
            alice->request({{"type", "chat"}, {"code", code}, {"text", "gg" + hidden + "gg"}});
        EXPECT_EQ(said["type"], "error") << said;
        EXPECT_EQ(said["code"], "bad_request") << said;
    }
    EXPECT_EQ(sql(db_path(), "SELECT count(*) FROM chat"), "0\n");
}

class exposure_http_per_address : public server_test {
protected:
    std::vector<std::string> server_args() const override {
        return {"--max-http-connections-per-ip", "4"};
    }
};

// Slow HTTP clients from one address hold that address's connections only, not the server's
// descriptors: one more is answered 503 and closed, and a connection that ends makes room.
TEST_F(exposure_http_per_address, PlainHttpConnectionsAreBoundedPerAddress) {
    std::vector<raw_socket> idle;
    for (int i = 0; i < 4; ++i) {
        idle.emplace_back(port());
        ASSERT_TRUE(idle.back().connected());
        ASSERT_TRUE(idle.back().send("GET /healthz HTTP/1.1\r\nHost: x\r\n")) << "unfinished";
    }
    EXPECT_TRUE(wait_until([&] {
        raw_socket one_more(port());
        const std::string answer = one_more.read_all(std::chrono::seconds(2));
        return answer.rfind("HTTP/1.1 503", 0) == 0 &&
               answer.find("too many connections from your address") != std::string::npos;
    }));
    idle.pop_back();
    EXPECT_TRUE(wait_until([&] { return http_get(port(), "/healthz").first == 200; },
                           std::chrono::seconds(10), std::chrono::milliseconds(50)));
}

constexpr const char* unavailable = "HTTP/1.1 503 Service Unavailable";

class exposure_two_per_address : public server_test {
protected:
    std::vector<std::string> server_args() const override {
        return {"--max-connections-per-ip", "2"};
    }
};

// Without --trusted-proxy a client's own X-Forwarded-For counts for nothing.
TEST_F(exposure_two_per_address, AForwardedForHeaderFromAnUntrustedPeerIsIgnored) {
    std::string status;
    raw_socket first = upgrade_with(port(), "X-Forwarded-For: 198.51.100.1", status);
    ASSERT_EQ(status, switching);
    raw_socket second = upgrade_with(port(), "X-Forwarded-For: 198.51.100.2", status);
    ASSERT_EQ(status, switching);
    raw_socket third = upgrade_with(port(), "X-Forwarded-For: 198.51.100.3", status);
    EXPECT_EQ(status, unavailable);
}

class exposure_behind_proxy : public server_test {
protected:
    std::vector<std::string> server_args() const override {
        return {"--trusted-proxy", "127.0.0.1", "--max-connections-per-ip", "2"};
    }
};

// Behind a trusted proxy the limits count the clients it names, not the proxy.
TEST_F(exposure_behind_proxy, ThePerAddressLimitsCountTheClientTheProxyNames) {
    std::string status;
    std::vector<raw_socket> open;
    for (const char* header :
         {"X-Forwarded-For: 198.51.100.7", "X-Forwarded-For: 203.0.113.1, 198.51.100.7",
          "X-Forwarded-For: 198.51.100.8", "Forwarded: for=\"[2001:db8::1]:4711\"",
          "X-Forwarded-For: 198.51.100.9, 127.0.0.1"}) {
        open.push_back(upgrade_with(port(), header, status));
        EXPECT_EQ(status, switching) << header;
    }
    open.push_back(upgrade_with(port(), "X-Forwarded-For: 198.51.100.7", status));
    EXPECT_EQ(status, unavailable) << "a third connection of 198.51.100.7";
    open.push_back(upgrade_with(port(), "Forwarded: for=\"[2001:db8::2]\"", status));
    EXPECT_EQ(status, switching) << "the same /64 as 2001:db8::1, its second";
    open.push_back(upgrade_with(port(), "Forwarded: for=\"[2001:db8::3]\"", status));
    EXPECT_EQ(status, unavailable) << "the same /64 as 2001:db8::1, its third";
    // The operators' endpoints: the machine itself, not a client the proxy speaks for.
    EXPECT_EQ(http_request(port(), "/metrics").status, 200);
    EXPECT_EQ(http_request(port(), "/metrics", {{"X-Forwarded-For", "198.51.100.7"}}).status, 403);
}

} // namespace
} // namespace plyroom::test
