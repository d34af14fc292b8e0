// Accounts from the terminal: `plyroom register` on one terminal (the password asked twice,
// never echoed; the recovery codes printed once), `plyroom login` on another, `plyroom
// logout`. The server hashes at its default (interactive) cost here.
#include "fixture.hpp"
#include "support/test_paths.hpp"

#include <cstdlib>
#include <fstream>

namespace plyroom::client::e2e {
namespace {

TEST_F(EndToEnd, RegisterOnOneTerminalLogInOnAnotherAndLogOut) {
    auto alice = client("alice", {"register", "Alice"});
    ASSERT_TRUE(alice->expect("Password:")) << alice->seen();
    alice->type("correct horse");
    ASSERT_TRUE(alice->expect("Password again:")) << alice->seen();
    alice->type("correct horse");
    ASSERT_TRUE(alice->expect("Registered as Alice")) << alice->seen();
    EXPECT_EQ(alice->wait_exit(), 0) << alice->seen();
    EXPECT_EQ(alice->seen().find("correct horse"), std::string::npos) << "the password echoed";
    const std::string printed = alice->seen();
    const std::regex code("[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}");
    EXPECT_EQ(std::distance(std::sregex_iterator(printed.begin(), printed.end(), code),
                            std::sregex_iterator()),
              10)
        << printed;

    auto phone = client("phone", {"login", "alice"});
    ASSERT_TRUE(phone->expect("Password:")) << phone->seen();
    phone->type("correct horse");
    ASSERT_TRUE(phone->expect("Logged in as Alice")) << phone->seen();
    EXPECT_EQ(phone->wait_exit(), 0);

    auto wrong = client("mallory", {"login", "alice"});
    ASSERT_TRUE(wrong->expect("Password:")) << wrong->seen();
    wrong->type("wrong horse");
    // The refusal's code in the client's words, not the server's message.
    ASSERT_TRUE(wrong->expect("Wrong user name or password")) << wrong->seen();
    EXPECT_EQ(wrong->wait_exit(), 1);

    // The phone's saved token is a session of the account: logging out ends it, and then
    // there is nothing left to log out.
    auto out = client("phone", {"logout"});
    ASSERT_TRUE(out->expect("Logged out")) << out->seen();
    EXPECT_EQ(out->wait_exit(), 0);
    auto again = client("phone", {"logout"});
    ASSERT_TRUE(again->expect("you are not logged in here")) << again->seen();
    EXPECT_EQ(again->wait_exit(), 1);
}

TEST_F(EndToEnd, APasswordComesFromStandardInputWhenItIsNoTerminal) {
    auto alice = client("alice", {"register", "Alice"});
    ASSERT_TRUE(alice->expect("Password:"));
    alice->type("correct horse");
    ASSERT_TRUE(alice->expect("Password again:"));
    alice->type("correct horse");
    ASSERT_EQ(alice->wait_exit(), 0) << alice->seen();

    const std::filesystem::path home = dir_ / "piped";
    std::filesystem::create_directories(home);
    const std::string password_file = (home / "password").string();
    std::ofstream(password_file) << "correct horse\n";
    ::setenv("XDG_CONFIG_HOME", (home / "config").c_str(), 1);
    const test::run_result in =
        test::run_to_end({test_paths::client_binary(), "--server", server_->url(), "--name",
                          "piped", "login", "Alice"},
                         password_file, true);
    EXPECT_EQ(in.exit_code, 0) << in.output;
    EXPECT_NE(in.output.find("Logged in as Alice"), std::string::npos) << in.output;
    EXPECT_TRUE(std::filesystem::exists(home / "config" / "plyroom" / "identities.json"));
}

} // namespace
} // namespace plyroom::client::e2e
