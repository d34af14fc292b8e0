// Smoke tests of the plyroom binary: offline tools and help, run as a child process.
#include "cli/help.hpp"
#include "cli/help_words.hpp"
#include "support/child_process.hpp"
#include "support/test_paths.hpp"

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>

#include <gtest/gtest.h>

namespace {

using plyroom::test::run_result;
using plyroom::test::run_to_end;

const std::string binary = plyroom::test_paths::client_binary();

TEST(Binary, PerftPrintsTheCount) {
    const run_result perft = run_to_end({binary, "rules", "perft", "connect4", "5"});
    EXPECT_EQ(perft.exit_code, 0);
    EXPECT_NE(perft.output.find("perft connect4 5: 16807"), std::string::npos) << perft.output;
}

TEST(Binary, ReplayReadsStandardInput) {
    const std::string input = testing::TempDir() + "/plyroom_replay_input.jsonl";
    std::ofstream(input) << "{\"seat\":0,\"column\":3}\nnonsense\n{\"seat\":1,\"column\":3}\n";
    const run_result replay = run_to_end({binary, "rules", "replay", "connect4"}, input);
    EXPECT_EQ(replay.exit_code, 1) << "one line was malformed";
    EXPECT_NE(replay.output.find("\"code\":\"bad_json\""), std::string::npos) << replay.output;
    EXPECT_NE(replay.output.find("\"rows\":[\".......\",\".......\",\".......\",\".......\","
                                 "\"...B...\",\"...R...\"]"),
              std::string::npos)
        << replay.output;
    EXPECT_NE(replay.output.find("{\"result\":null}"), std::string::npos);
}

TEST(Binary, RulesShowPrintsTheRulesInTheLanguageAsked) {
    const run_result korean = run_to_end({binary, "rules", "show", "connect4", "--lang", "ko"});
    EXPECT_EQ(korean.exit_code, 0);
    EXPECT_NE(korean.output.find("커넥트 포\n"), std::string::npos) << korean.output;
    const run_result english = run_to_end({binary, "rules", "show", "connect4", "--lang=en"});
    EXPECT_EQ(english.exit_code, 0);
    EXPECT_NE(english.output.find("Connect Four\n"), std::string::npos) << english.output;
    EXPECT_EQ(english.output.find("커넥트 포"), std::string::npos);
}

TEST(Binary, EveryCommandHasHelp) {
    for (const char* command : {"", "host", "join", "watch", "list", "resume", "bot", "rules perft",
                                "rules replay", "rules show", "profile", "history"}) {
        std::vector<std::string> args{binary};
        std::istringstream words(command);
        for (std::string word; words >> word;)
            args.push_back(word);
        args.emplace_back("--help");
        const run_result help = run_to_end(args);
        EXPECT_EQ(help.exit_code, 0) << command;
        EXPECT_NE(help.output.find("Usage: plyroom"), std::string::npos) << command;
    }
}

TEST(Binary, UsageErrorsExitNonZeroWithOneLine) {
    const run_result bad = run_to_end({binary, "join", "NOTACODE"}, "", true);
    EXPECT_EQ(bad.exit_code, 2);
    EXPECT_EQ(std::count(bad.output.begin(), bad.output.end(), '\n'), 1) << bad.output;
    EXPECT_EQ(run_to_end({binary, "rules", "perft", "connect4", "x"}, "", true).exit_code, 2);
    EXPECT_EQ(run_to_end({binary, "frobnicate"}, "", true).exit_code, 2);
}

TEST(Binary, HelpAndUsageErrorsAreInKoreanWithLangKo) {
    const plyroom::client::language_scope in_korean(plyroom::client::language::korean);
    const run_result help = run_to_end({binary, "--lang", "ko", "help"});
    EXPECT_EQ(help.exit_code, 0);
    EXPECT_EQ(help.output, plyroom::client::help_text("")) << help.output;
    EXPECT_NE(help.output.find("사용법: plyroom"), std::string::npos) << help.output;
    const run_result host_help = run_to_end({binary, "--lang=ko", "host", "--help"});
    EXPECT_EQ(host_help.output, plyroom::client::help_text("host")) << host_help.output;
    EXPECT_NE(host_help.output.find("방을 만들고"), std::string::npos) << host_help.output;

    const run_result bad = run_to_end({binary, "--lang", "ko", "join", "NOTACODE"}, "", true);
    EXPECT_EQ(bad.exit_code, 2);
    using plyroom::client::help_words;
    EXPECT_EQ(bad.output,
              help_words("usage.error", {help_words("usage.room_code", {"NOTACODE"})}) + "\n");
    EXPECT_NE(bad.output.find("방 코드가 아니에요"), std::string::npos) << bad.output;
    const run_result english = run_to_end({binary, "--lang", "en", "join", "NOTACODE"}, "", true);
    EXPECT_EQ(english.output, "plyroom: \"NOTACODE\" is not a room code (6 letters and digits, "
                              "like K7QX2M) (see plyroom --help)\n");
}

TEST(Binary, UnreachableServerIsAOneLineError) {
    // Port 1 on the loopback refuses connections.
    const run_result down = run_to_end({binary, "--server", "ws://127.0.0.1:1", "list"}, "", true);
    EXPECT_EQ(down.exit_code, 1);
    EXPECT_NE(down.output.find("127.0.0.1:1"), std::string::npos) << down.output;
    EXPECT_EQ(std::count(down.output.begin(), down.output.end(), '\n'), 1) << down.output;
}

} // namespace
