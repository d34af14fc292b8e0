// Smoke tests of the plyroom binary: offline tools and help, run as a child process.
#include <array>
#include <cstdio>
#include <fstream>
#include <string>
#include <sys/wait.h>

#include <gtest/gtest.h>

namespace {

struct run_result {
    int exit_code = -1;
    std::string output;
};

// Runs a shell command line and collects its standard output and exit code.
run_result run(const std::string& command) {
    run_result result;
    FILE* pipe = popen(command.c_str(), "r");
    if (pipe == nullptr)
        return result;
    std::array<char, 4096> buffer{};
    while (std::size_t got = std::fread(buffer.data(), 1, buffer.size(), pipe))
        result.output.append(buffer.data(), got);
    const int status = pclose(pipe);
    result.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return result;
}

const std::string binary = PLYROOM_CLIENT_BINARY;

TEST(Binary, PerftPrintsTheCount) {
    const run_result perft = run(binary + " rules perft connect4 5");
    EXPECT_EQ(perft.exit_code, 0);
    EXPECT_NE(perft.output.find("perft connect4 5: 16807"), std::string::npos) << perft.output;
}

TEST(Binary, ReplayReadsStandardInput) {
    const std::string input = testing::TempDir() + "/plyroom_replay_input.jsonl";
    std::ofstream(input) << "{\"seat\":0,\"column\":3}\nnonsense\n{\"seat\":1,\"column\":3}\n";
    const run_result replay = run(binary + " rules replay connect4 < " + input);
    EXPECT_EQ(replay.exit_code, 1) << "one line was malformed";
    EXPECT_NE(replay.output.find("\"code\":\"bad_json\""), std::string::npos) << replay.output;
    EXPECT_NE(replay.output.find("\"rows\":[\".......\",\".......\",\".......\",\".......\","
                                 "\"...B...\",\"...R...\"]"),
              std::string::npos)
        << replay.output;
    EXPECT_NE(replay.output.find("{\"result\":null}"), std::string::npos);
}

TEST(Binary, EveryCommandHasHelp) {
    for (const char* command :
         {"", "host", "join", "watch", "list", "resume", "bot", "rules perft", "rules replay"}) {
        const run_result help = run(binary + " " + command + " --help");
        EXPECT_EQ(help.exit_code, 0) << command;
        EXPECT_NE(help.output.find("Usage: plyroom"), std::string::npos) << command;
    }
}

TEST(Binary, UsageErrorsExitNonZeroWithOneLine) {
    const run_result bad = run(binary + " join NOTACODE 2>&1");
    EXPECT_EQ(bad.exit_code, 2);
    EXPECT_EQ(std::count(bad.output.begin(), bad.output.end(), '\n'), 1) << bad.output;
    EXPECT_EQ(run(binary + " rules perft connect4 x 2>&1").exit_code, 2);
    EXPECT_EQ(run(binary + " frobnicate 2>&1").exit_code, 2);
}

TEST(Binary, UnreachableServerIsAOneLineError) {
    // Port 1 on the loopback refuses connections.
    const run_result down = run(binary + " --server ws://127.0.0.1:1 list 2>&1");
    EXPECT_EQ(down.exit_code, 1);
    EXPECT_NE(down.output.find("127.0.0.1:1"), std::string::npos) << down.output;
    EXPECT_EQ(std::count(down.output.begin(), down.output.end(), '\n'), 1) << down.output;
}

} // namespace
