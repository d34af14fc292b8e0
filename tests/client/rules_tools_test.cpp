#include "tools/rules_tools.hpp"

#include <sstream>
#include <vector>

#include <gtest/gtest.h>

namespace plyroom::client {
namespace {

using json = nlohmann::json;

// The output of a replay, one parsed JSON value per line.
std::vector<json> replay_lines(std::string_view game, const std::string& input, int& exit_code) {
    std::istringstream in(input);
    std::ostringstream out;
    std::ostringstream err;
    exit_code = run_replay(game, json::object(), in, out, err);
    std::vector<json> lines;
    std::istringstream text(out.str());
    for (std::string line; std::getline(text, line);)
        lines.push_back(json::parse(line));
    return lines;
}

TEST(Perft, PrintsTheCountOfConnectFourSequences) {
    // From the empty board no game can end within 6 plies, so the count is 7^depth.
    const std::vector<std::pair<int, std::string>> cases{
        {0, "1"}, {1, "7"}, {4, "2401"}, {6, "117649"}};
    for (const auto& [depth, count] : cases) {
        std::ostringstream out;
        std::ostringstream err;
        EXPECT_EQ(run_perft("connect4", depth, out, err), 0);
        EXPECT_NE(out.str().find("perft connect4 " + std::to_string(depth) + ": " + count + "\n"),
                  std::string::npos)
            << out.str();
        EXPECT_NE(out.str().find("time: "), std::string::npos);
    }
}

TEST(Perft, StopsCountingFinishedGames) {
    // 7^8 = 5764801 if nothing ended; games won at ply 7 have no eighth move, which leaves the
    // published count 5673234 (OEIS A212693).
    std::ostringstream out;
    std::ostringstream err;
    ASSERT_EQ(run_perft("connect4", 8, out, err), 0);
    EXPECT_NE(out.str().find(": 5673234\n"), std::string::npos) << out.str();
}

TEST(Perft, RefusesUnknownGamesAndNegativeDepths) {
    std::ostringstream out;
    std::ostringstream err;
    EXPECT_EQ(run_perft("chess", 2, out, err), 2);
    EXPECT_NE(err.str().find("chess"), std::string::npos);
    EXPECT_EQ(run_perft("connect4", -1, out, err), 2);
    EXPECT_TRUE(out.str().empty());
}

TEST(Perft, CountsHnefataflOpenings) {
    std::ostringstream out;
    std::ostringstream err;
    ASSERT_EQ(run_perft("hnefatafl", 1, out, err), 0);
    // Depth 1 is the number of legal first moves of the attackers; it must be positive.
    const auto colon = out.str().find(": ");
    ASSERT_NE(colon, std::string::npos);
    EXPECT_GT(std::stoull(out.str().substr(colon + 2)), 0U);
}

TEST(Replay, PrintsEveryStateAndTheResult) {
    int code = -1;
    const auto lines = replay_lines("connect4",
                                    R"({"seat":0,"column":0}
{"seat":1,"column":6}
{"seat":0,"column":1}
{"seat":1,"column":6}
{"seat":0,"column":2}
{"seat":1,"column":6}
{"seat":0,"column":3}
)",
                                    code);
    EXPECT_EQ(code, 0);
    ASSERT_EQ(lines.size(), 8U);
    for (int i = 0; i < 7; ++i) {
        EXPECT_EQ(lines[static_cast<std::size_t>(i)]["ply"], i);
        EXPECT_EQ(lines[static_cast<std::size_t>(i)]["ok"], true);
        EXPECT_EQ(lines[static_cast<std::size_t>(i)]["state"]["ply"], i + 1);
    }
    EXPECT_EQ(lines[6]["state"]["board"]["rows"][5], "RRRR..B");
    EXPECT_EQ(lines[7]["result"]["outcome"], "win");
    EXPECT_EQ(lines[7]["result"]["winner"], 0);
    EXPECT_EQ(lines[7]["result"]["reason"], "four_in_a_row");
}

TEST(Replay, ReadsAGameText) {
    int code = -1;
    const auto lines = replay_lines("connect4", R"(
[Event "Plyroom game 1"]
[Game "connect4"]
[Options "{}"]

1. a 2. g 3. b 4. g 5. c
6. g 7. d 1-0
)",
                                    code);
    EXPECT_EQ(code, 0);
    ASSERT_EQ(lines.size(), 8U);
    EXPECT_EQ(lines[6]["state"]["board"]["rows"][5], "RRRR..B");
    EXPECT_EQ(lines[7]["result"]["winner"], 0);
}

TEST(Replay, RefusesABadGameTextWithItsLineAndColumn) {
    int code = -1;
    const auto lines = replay_lines("connect4", R"([Game "connect4"]

1. a 2. h 1-0
)",
                                    code);
    EXPECT_EQ(code, 1);
    ASSERT_EQ(lines.size(), 1U);
    EXPECT_EQ(lines[0]["ok"], false);
    EXPECT_EQ(lines[0]["code"], "bad_text");
    EXPECT_EQ(lines[0]["line"], 3);
    EXPECT_EQ(lines[0]["column"], 9);
}

TEST(Replay, SkipsRefusedMovesAndGoesOn) {
    int code = -1;
    const auto lines = replay_lines("connect4",
                                    R"({"seat":0,"column":3}
{"seat":0,"column":4}
{"seat":1,"column":7}
{"seat":1,"column":3}
)",
                                    code);
    EXPECT_EQ(code, 1);
    ASSERT_EQ(lines.size(), 5U);
    EXPECT_EQ(lines[1]["ok"], false);
    EXPECT_EQ(lines[1]["code"], "not_your_turn");
    EXPECT_EQ(lines[1]["ply"], 1);
    EXPECT_EQ(lines[2]["ok"], false);
    EXPECT_EQ(lines[2]["code"], "illegal_move");
    EXPECT_FALSE(lines[2]["message"].get<std::string>().empty());
    EXPECT_EQ(lines[3]["ok"], true);
    EXPECT_EQ(lines[3]["state"]["board"]["rows"][4], "...B...");
    EXPECT_TRUE(lines[4]["result"].is_null());
}

TEST(Replay, ReportsMalformedLinesWithoutStopping) {
    int code = -1;
    const auto lines = replay_lines("connect4",
                                    "{\"seat\":0,\"column\":3\n"
                                    "[1,2]\n"
                                    "\n"
                                    "\xff\xfe garbage\n"
                                    "{\"column\":3}\n"
                                    "{\"seat\":0,\"column\":3}\n",
                                    code);
    EXPECT_EQ(code, 1);
    ASSERT_EQ(lines.size(), 6U);
    EXPECT_EQ(lines[0]["code"], "bad_json");
    EXPECT_EQ(lines[0]["line"], 1);
    EXPECT_EQ(lines[1]["code"], "bad_json");
    EXPECT_EQ(lines[2]["code"], "bad_json");
    EXPECT_EQ(lines[2]["line"], 4);
    EXPECT_EQ(lines[3]["code"], "bad_request"); // no seat
    EXPECT_EQ(lines[4]["ok"], true);
    EXPECT_EQ(lines[5]["result"], nullptr);
}

TEST(Replay, RefusesBadOptionsBeforeReading) {
    std::istringstream in("{\"seat\":0,\"column\":3}\n");
    std::ostringstream out;
    std::ostringstream err;
    EXPECT_EQ(run_replay("connect4", json{{"size", 9}}, in, out, err), 2);
    EXPECT_TRUE(out.str().empty());
    EXPECT_FALSE(err.str().empty());
}

TEST(Replay, PlaysHnefataflMovesInProtocolShape) {
    int code = -1;
    const auto lines = replay_lines("hnefatafl",
                                    R"({"seat":0,"from":"d1","to":"d3"}
{"seat":1,"from":"f4","to":"f1"}
{"seat":1,"from":"e5","to":"c5"}
)",
                                    code);
    ASSERT_EQ(lines.size(), 4U);
    EXPECT_EQ(lines[0]["ok"], true);
    EXPECT_EQ(lines[0]["state"]["board"]["rows"][8], "...A.......");
    EXPECT_EQ(lines[1]["ok"], false); // f4 cannot pass f3 and f2 to reach f1 (f1 is taken)
    EXPECT_EQ(lines[2]["ok"], true);
    EXPECT_EQ(code, 1);
}

} // namespace
} // namespace plyroom::client
