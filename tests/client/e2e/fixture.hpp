// The fixture of the end-to-end tests: a fresh plyroom-server with its own database per test,
// and plyroom clients each with its own home folder (so each keeps its own identity).
#pragma once

#include "../../support/schema_relay.hpp"
#include "processes.hpp"
#include "ui/screen.hpp"

#include <regex>
#include <unistd.h>

#include <gtest/gtest.h>

namespace plyroom::client::e2e {

class EndToEnd : public ::testing::Test {
protected:
    void SetUp() override {
        const auto* test = ::testing::UnitTest::GetInstance()->current_test_info();
        dir_ = std::filesystem::temp_directory_path() /
               ("plyroom_e2e_" + std::to_string(getpid()) + "_" + test->name());
        std::filesystem::remove_all(dir_);
        std::filesystem::create_directories(dir_);
        server_ = std::make_unique<server_process>((dir_ / "plyroom.db").string());
        ASSERT_TRUE(server_->running()) << "plyroom-server did not start";
    }
    void TearDown() override {
        relay_.reset(); // fails the test for any frame that did not match protocol/schema/
        server_.reset();
        std::filesystem::remove_all(dir_);
    }

    // The room code in a line such as "... plyroom join K7QX2M".
    static std::optional<std::string> code_in(const std::string& line) {
        std::smatch found;
        if (!std::regex_search(line, found, std::regex("join ([2-9A-Z]{6})")))
            return std::nullopt;
        return found[1];
    }

    // A client run by `who`, whose identity lives in its own config folder, on a terminal of
    // `size_` (COLUMNS and LINES: the pseudo-terminal has no window size of its own).
    std::unique_ptr<client_process> client(const std::string& who,
                                           const std::vector<std::string>& args) {
        if (servers_.empty() && (!relay_ || relay_->upstream() != server_->url()))
            relay_ = std::make_unique<test::schema::relay>(server_->url());
        std::vector<std::string> all{"--server", servers_.empty() ? relay_->url() : servers_,
                                     "--name", who};
        all.insert(all.end(), args.begin(), args.end());
        const std::filesystem::path home = dir_ / who;
        std::filesystem::create_directories(home);
        return std::make_unique<client_process>(
            all, std::map<std::string, std::string>{{"HOME", home.string()},
                                                    {"XDG_CONFIG_HOME", (home / "config").string()},
                                                    {"TERM", "xterm"},
                                                    {"NO_COLOR", "1"},
                                                    {"COLUMNS", std::to_string(size_.columns)},
                                                    {"LINES", std::to_string(size_.rows)},
                                                    {"PATH", "/usr/bin:/bin"}});
    }

    // Alice hosts `game` in the first seat (with these host options), Bob joins by the code
    // typed in lower case.
    void host_and_join(const std::string& game, const std::vector<std::string>& options = {}) {
        std::vector<std::string> args{"host", game, "--seat", "first"};
        args.insert(args.end(), options.begin(), options.end());
        alice_ = client("alice", args);
        const auto hint = alice_->capture_after("Your opponent types:");
        ASSERT_TRUE(hint) << alice_->seen();
        std::smatch found;
        ASSERT_TRUE(std::regex_search(*hint, found, std::regex("join ([2-9A-Z]{6})"))) << *hint;
        code_ = found[1];
        std::string lower = code_;
        for (char& c : lower)
            c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        bob_ = client("bob", {"join", lower});
        ASSERT_TRUE(alice_->expect("bob")) << alice_->seen();
        ASSERT_TRUE(alice_->expect("Your move")) << alice_->seen();
        ASSERT_TRUE(bob_->expect("Waiting for")) << bob_->seen();
        plies_ = 0;
    }

    // `mover` types a move and both see it arrive as the last move: on a screen whose title
    // has the new ply number (not a longer one), below that title and before the next screen.
    // An older screen drawn again shows an older "Last move" line, which would otherwise match
    // and leave the test one move behind.
    void play(client_process& mover, client_process& other, const std::string& move) {
        mover.type(move);
        const std::string title = "ply " + std::to_string(++plies_);
        const std::string screen_start = "room " + code_;
        ASSERT_TRUE(other.expect_screen(title, "Last move: " + move, screen_start)) << other.seen();
        ASSERT_TRUE(mover.expect_screen(title, "Last move: " + move, screen_start)) << mover.seen();
    }

    // Two `plyroom bot` processes, with these flags, play Connect Four to the end: "robo1" hosts
    // in the first seat and "robo2" joins by the code it prints.
    void bots_play_connect4(const std::vector<std::string>& host_flags,
                            const std::vector<std::string>& join_flags) {
        std::vector<std::string> host{"bot"};
        host.insert(host.end(), host_flags.begin(), host_flags.end());
        host.insert(host.end(), {"host", "connect4", "--seat", "first"});
        alice_ = client("robo1", host);
        const auto line = alice_->capture_after("Others join with:");
        ASSERT_TRUE(line) << alice_->seen();
        const auto code = code_in(*line);
        ASSERT_TRUE(code) << *line;
        std::vector<std::string> join{"bot"};
        join.insert(join.end(), join_flags.begin(), join_flags.end());
        join.insert(join.end(), {"join", *code});
        bob_ = client("robo2", join);
        ASSERT_TRUE(bob_->expect("Ply 1: plays")) << bob_->seen();
        EXPECT_TRUE(alice_->expect("Game over: ")) << alice_->seen();
        EXPECT_TRUE(bob_->expect("Game over: ")) << bob_->seen();
        EXPECT_EQ(alice_->wait_exit(), 0);
        EXPECT_EQ(bob_->wait_exit(), 0);
    }

    // A person stays in the room after the end (for chat and a rematch): `quit` leaves, and
    // the run ends with 0.
    static void leave_after_the_end(client_process& person) {
        person.type("quit");
        EXPECT_TRUE(person.expect("You left room")) << person.seen();
        EXPECT_EQ(person.wait_exit(), 0);
    }

    std::filesystem::path dir_;
    std::unique_ptr<server_process> server_;
    std::unique_ptr<test::schema::relay> relay_; // between the clients and the server
    std::string servers_; // when set, the clients' --server list instead of relay_
    std::unique_ptr<client_process> alice_;
    std::unique_ptr<client_process> bob_;
    std::string code_;
    int plies_ = 0;            // moves made through play() in this game
    screen_size size_{80, 24}; // the clients' terminal
};

} // namespace plyroom::client::e2e
