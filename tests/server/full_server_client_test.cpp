// At --max-connections the server answers the upgrade with 503 and a sentence; the terminal
// client shows that sentence instead of a generic "handshake declined".
#include "fixture.hpp"
#include "net/ws_connection.hpp"

namespace plyroom::test {
namespace {

class full_server : public server_test {
protected:
    std::vector<std::string> server_args() const override {
        return {"--max-connections", "1", "--max-connections-per-ip", "0"};
    }
};

TEST_F(full_server, TheClientShowsTheServersReasonForRefusing) {
    test_client first(port());
    ASSERT_TRUE(first.connected());
    const auto address = client::parse_server_address("ws://127.0.0.1:" + std::to_string(port()));
    ASSERT_TRUE(std::holds_alternative<client::server_address>(address));
    auto opened = client::ws_connection::open(std::get<client::server_address>(address),
                                              std::chrono::seconds(10));
    ASSERT_TRUE(std::holds_alternative<std::string>(opened));
    const std::string reason = std::get<std::string>(opened);
    EXPECT_NE(reason.find("refused the connection (503): too many connections; try again later"),
              std::string::npos)
        << reason;
}

} // namespace
} // namespace plyroom::test
