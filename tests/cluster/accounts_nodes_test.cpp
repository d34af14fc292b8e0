// Accounts among several nodes: the account rows and sessions live in the shared database, so
// an account registered through one node logs in through another, and a session made on one
// node says hello on the other. Real nodes on loopback.
#include "live_nodes.hpp"

namespace plyroom::test {
namespace {

const std::vector<std::string> cheap_passwords{"--password-ops", "1", "--password-mem-kib", "8"};

TEST_F(live_nodes, AnAccountRegisteredOnOneNodeLogsInOnAnother) {
    auto a = start_node("a", cheap_passwords);
    auto b = start_node("b", cheap_passwords);
    auto alice = player(a->port(), "alice");
    const json made = alice->request(
        {{"type", "register"}, {"user_name", "Alice"}, {"password", "correct horse"}});
    ASSERT_EQ(made["type"], "registered") << made;

    auto phone = player(b->port(), "phone");
    const json in = phone->request(
        {{"type", "login"}, {"user_name", "alice"}, {"password", "correct horse"}});
    ASSERT_EQ(in["type"], "logged_in") << in;
    EXPECT_EQ(in["player"], made["player"]);

    test_client again(b->port());
    const json welcome = again.hello("anyone", made["token"].get<std::string>());
    ASSERT_EQ(welcome["type"], "welcome") << welcome;
    EXPECT_EQ(welcome["player"], made["player"]);
    EXPECT_EQ(welcome["account"], true);
    EXPECT_EQ(welcome["user_name"], "Alice");
    // A session ended on one node is ended on the other.
    EXPECT_EQ(phone->request({{"type", "logout_everywhere"}})["type"], "account_ok");
    test_client after(a->port());
    EXPECT_EQ(after.hello("anyone", made["token"].get<std::string>())["code"], "unauthorized");
}

} // namespace
} // namespace plyroom::test
