#include "cli/args.hpp"
#include "cli/option_files.hpp"
#include "cli/user_path.hpp"

#include <filesystem>
#include <fstream>
#include <map>

#include <gtest/gtest.h>

namespace plyroom::client {
namespace {

// An environment made of a fixed map.
env_reader fake_env(std::map<std::string, std::string> values) {
    return [values = std::move(values)](const char* key) -> std::optional<std::string> {
        if (auto found = values.find(key); found != values.end())
            return found->second;
        return std::nullopt;
    };
}

TEST(CommandLine, TakesGlobalOptionsFromAnywhere) {
    auto parsed =
        parse_command_line({"join", "--server", "ws://h:9", "abc234", "--name=bob"}, fake_env({}));
    ASSERT_TRUE(std::holds_alternative<command_line>(parsed));
    const auto& line = std::get<command_line>(parsed);
    EXPECT_EQ(line.global.server, "ws://h:9");
    EXPECT_EQ(line.global.name, "bob");
    EXPECT_EQ(line.words, (std::vector<std::string>{"join", "abc234"}));
    EXPECT_FALSE(line.global.help);
}

TEST(CommandLine, ServerComesFromTheEnvironmentThenTheDefault) {
    auto from_env =
        parse_command_line({"list"}, fake_env({{"PLYROOM_SERVER", "ws://x:1"}, {"USER", "carol"}}));
    EXPECT_EQ(std::get<command_line>(from_env).global.server, "ws://x:1");
    EXPECT_EQ(std::get<command_line>(from_env).global.name, "carol");
    auto fallback = parse_command_line({"list"}, fake_env({{"USER", "carol"}}));
    EXPECT_EQ(std::get<command_line>(fallback).global.server, default_server);
}

TEST(CommandLine, RepeatedServerFlagsMakeAList) {
    auto parsed = parse_command_line(
        {"--server", "ws://a:1", "resume", "--server=ws://b:2,ws://c:3"}, fake_env({}));
    ASSERT_TRUE(std::holds_alternative<command_line>(parsed));
    EXPECT_EQ(std::get<command_line>(parsed).global.server, "ws://a:1,ws://b:2,ws://c:3");
}

TEST(CommandLine, RefusesAServerFlagWithoutValue) {
    auto parsed = parse_command_line({"list", "--server"}, fake_env({}));
    EXPECT_TRUE(std::holds_alternative<usage_error>(parsed));
}

TEST(HostArguments, ReadOptionsSeatAndPrivacy) {
    auto parsed = parse_host({"host", "grav", "--option", "size=13", "-o", "strict=true",
                              "--option=name=x y", "--private", "--seat", "second"});
    ASSERT_TRUE(std::holds_alternative<host_request>(parsed));
    const auto& host = std::get<host_request>(parsed);
    EXPECT_EQ(host.game, "grav");
    EXPECT_EQ(host.options["size"], 13);
    EXPECT_EQ(host.options["strict"], true);
    EXPECT_EQ(host.options["name"], "x y");
    EXPECT_FALSE(host.is_public);
    EXPECT_EQ(host.seat, 1);
}

TEST(HostArguments, DefaultToARandomPublicSeat) {
    const auto host = std::get<host_request>(parse_host({"host", "connect4"}));
    EXPECT_TRUE(host.is_public);
    EXPECT_FALSE(host.seat.has_value());
    EXPECT_TRUE(host.options.empty());
    EXPECT_EQ(std::get<host_request>(parse_host({"host", "connect4", "--seat=first"})).seat, 0);
    EXPECT_FALSE(host.rated);
    EXPECT_TRUE(std::get<host_request>(parse_host({"host", "connect4", "--rated"})).rated);
}

TEST(HostArguments, RefuseMistakes) {
    EXPECT_TRUE(std::holds_alternative<usage_error>(parse_host({"host"})));
    EXPECT_TRUE(
        std::holds_alternative<usage_error>(parse_host({"host", "c4", "--seat", "seventh"})));
    EXPECT_TRUE(std::holds_alternative<usage_error>(parse_host({"host", "c4", "--option", "x"})));
    EXPECT_TRUE(std::holds_alternative<usage_error>(parse_host({"host", "c4", "--fast"})));
    EXPECT_TRUE(std::holds_alternative<usage_error>(parse_host({"host", "c4", "extra"})));
}

TEST(HostArguments, ReadTheAiTheDividedLoyaltiesOptionsAndMoreSeats) {
    const auto host = std::get<host_request>(
        parse_host({"host", "divided_loyalties", "--position", "3", "--sets=4", "--position-csv",
                    "board.csv", "--seat", "third", "--ai", "hard"}));
    EXPECT_EQ(host.options, (nlohmann::json{{"position", 3}, {"sets", 4}}));
    ASSERT_EQ(host.files.size(), 1U);
    EXPECT_EQ(host.files[0].key, "position_csv");
    EXPECT_EQ(host.files[0].path, "board.csv");
    EXPECT_FALSE(host.files[0].as_json);
    EXPECT_EQ(host.seat, 2);
    EXPECT_EQ(host.ai, "hard");
    const auto exported = std::get<host_request>(parse_host({"host", "x", "--export", "g.json"}));
    ASSERT_EQ(exported.files.size(), 1U);
    EXPECT_EQ(exported.files[0].key, "export");
    EXPECT_TRUE(exported.files[0].as_json);
    EXPECT_EQ(std::get<host_request>(parse_host({"host", "x", "--seat", "6"})).seat, 5);
    for (const std::vector<std::string>& bad :
         std::vector<std::vector<std::string>>{{"host", "x", "--ai", "brutal"},
                                               {"host", "x", "--ai"},
                                               {"host", "x", "--position", "three"},
                                               {"host", "x", "--sets", "-3"},
                                               {"host", "x", "--position-csv"},
                                               {"host", "x", "--seat", "7"}})
        EXPECT_TRUE(std::holds_alternative<usage_error>(parse_host(bad))) << bad.back();
}

TEST(HostArguments, OptionFilesAreReadIntoTheOptions) {
    const std::filesystem::path dir = testing::TempDir();
    const std::filesystem::path csv = dir / "plyroom_args_position.csv";
    const std::filesystem::path game = dir / "plyroom_args_export.json";
    const std::filesystem::path broken = dir / "plyroom_args_broken.json";
    std::ofstream(csv) << "1,T,0,S1,S1,S1\n";
    std::ofstream(game) << R"({"game":"divided_loyalties","turns":[]})";
    std::ofstream(broken) << "{not json";
    host_request host;
    host.files = {{"position_csv", csv.string(), false}, {"export", game.string(), true}};
    EXPECT_FALSE(read_option_files(host));
    EXPECT_EQ(host.options["position_csv"], "1,T,0,S1,S1,S1\n");
    EXPECT_EQ(host.options["export"]["game"], "divided_loyalties");
    EXPECT_TRUE(host.files.empty());
    host_request bad;
    bad.files = {{"export", broken.string(), true}};
    EXPECT_NE(read_option_files(bad).value_or("").find("does not hold JSON"), std::string::npos);
    host_request missing;
    missing.files = {{"position_csv", (dir / "plyroom_no_such_file.csv").string(), false}};
    EXPECT_NE(read_option_files(missing).value_or("").find("cannot read"), std::string::npos);
    host_request folder;
    folder.files = {{"position_csv", dir.string(), false}};
    EXPECT_NE(read_option_files(folder).value_or("").find("not a file"), std::string::npos);
    for (const auto& path : {csv, game, broken})
        std::filesystem::remove(path);
}

TEST(BotArguments, ReadTheLevelBudgetSeedAndWhatToDo) {
    const auto joining = std::get<bot_request>(
        parse_bot({"bot", "--level", "hard", "join", "k7qx2m", "--ai-move-ms=250", "--seed", "9"}));
    EXPECT_EQ(joining.level, "hard");
    EXPECT_EQ(joining.move_ms, 250);
    EXPECT_EQ(joining.seed, 9U);
    EXPECT_FALSE(joining.host);
    EXPECT_EQ(joining.code, "K7QX2M");
    const auto hosting = std::get<bot_request>(
        parse_bot({"bot", "host", "grav", "--option", "players=3", "--seat", "second"}));
    EXPECT_TRUE(hosting.host);
    EXPECT_EQ(hosting.level, "normal");
    EXPECT_EQ(hosting.move_ms, 1000);
    EXPECT_FALSE(hosting.seed);
    EXPECT_EQ(hosting.room.game, "grav");
    EXPECT_EQ(hosting.room.options["players"], 3);
    EXPECT_EQ(hosting.room.seat, 1);
    // A bot may host against the server's AI (AI against AI on the clock: bench-ai-clock).
    const auto against_ai = std::get<bot_request>(
        parse_bot({"bot", "host", "connect4", "--ai", "easy", "--clock", "1+1"}));
    EXPECT_EQ(against_ai.room.ai, std::optional<std::string>("easy"));
    EXPECT_EQ(against_ai.room.options["clock"]["initial_ms"], 60000);
    for (const std::vector<std::string>& bad :
         std::vector<std::vector<std::string>>{{"bot"},
                                               {"bot", "join"},
                                               {"bot", "join", "NOTACODE"},
                                               {"bot", "join", "K7QX2M", "extra"},
                                               {"bot", "--level", "expert", "join", "K7QX2M"},
                                               {"bot", "--ai-move-ms", "0", "join", "K7QX2M"},
                                               {"bot", "--ai-move-ms", "soon", "join", "K7QX2M"},
                                               {"bot", "--seed", "x", "join", "K7QX2M"},
                                               {"bot", "host"},
                                               {"bot", "watch", "K7QX2M"}})
        EXPECT_TRUE(std::holds_alternative<usage_error>(parse_bot(bad))) << bad.back();
}

TEST(UserPaths, ATildeIsTheHomeFolder) {
    const env_reader env = fake_env({{"HOME", "/home/ann"}});
    EXPECT_EQ(expand_home("~/game.json", env), "/home/ann/game.json");
    EXPECT_EQ(expand_home("~", env), "/home/ann");
    EXPECT_EQ(expand_home("~bob/x", env), "~bob/x");
    EXPECT_EQ(expand_home("a/~/b", env), "a/~/b");
    EXPECT_EQ(expand_home("~/x", fake_env({})), "~/x");
}

TEST(RoomCodes, AreCaseInsensitiveAndChecked) {
    EXPECT_EQ(std::get<std::string>(parse_room_code("k7qx2m")), "K7QX2M");
    EXPECT_EQ(std::get<std::string>(parse_room_code(" K7Q-X2M ")), "K7QX2M");
    EXPECT_TRUE(std::holds_alternative<usage_error>(parse_room_code("K7QX2")));
    EXPECT_TRUE(std::holds_alternative<usage_error>(parse_room_code("K7QX2O"))); // no letter O
    EXPECT_TRUE(std::holds_alternative<usage_error>(parse_room_code("K1QX2M"))); // no digit 1
}

TEST(ReplayArguments, ReadOptionsAsJson) {
    auto parsed = parse_replay({"rules", "replay", "grav", "--options", R"({"size":7})"});
    ASSERT_TRUE(std::holds_alternative<replay_request>(parsed));
    EXPECT_EQ(std::get<replay_request>(parsed).options["size"], 7);
    EXPECT_TRUE(std::holds_alternative<usage_error>(
        parse_replay({"rules", "replay", "grav", "--options", "[1]"})));
    EXPECT_TRUE(std::holds_alternative<usage_error>(parse_replay({"rules", "replay"})));
}

} // namespace
} // namespace plyroom::client
