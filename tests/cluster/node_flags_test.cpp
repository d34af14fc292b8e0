// --cluster and --node-id as plyroom-server reads them: what runs, and the words of each
// refusal.
#include "app/config.hpp"

#include <gtest/gtest.h>

namespace plyroom::server::app {
namespace {

const std::string pg = "postgresql://plyroom@db:5432/plyroom";

// The text a refusal prints ("" when the flags run).
std::string refusal(const std::vector<std::string>& args) {
    const auto parsed = parse_config(args);
    const auto* refused = std::get_if<exit_with>(&parsed);
    return refused == nullptr ? "" : refused->text;
}

TEST(node_flags, AClusterNodeNeedsPostgresqlARedisUrlAndANodeId) {
    const auto parsed =
        parse_config({"--db", pg, "--cluster", "redis://cache:6379", "--node-id", "node-1"});
    ASSERT_TRUE(std::holds_alternative<config>(parsed));
    EXPECT_EQ(std::get<config>(parsed).cluster, "redis://cache:6379");
    EXPECT_EQ(std::get<config>(parsed).node_id, "node-1");
    EXPECT_EQ(std::get<config>(parse_config({"--db", "x.db"})).cluster, "");
}

TEST(node_flags, SqliteWithAClusterIsRefusedInWords) {
    const std::string text =
        refusal({"--db", "./plyroom.db", "--cluster", "redis://cache:6379", "--node-id", "a"});
    EXPECT_NE(text.find("--cluster needs a PostgreSQL database"), std::string::npos) << text;
    EXPECT_NE(text.find("\"./plyroom.db\" belongs to one machine"), std::string::npos) << text;
    EXPECT_EQ(
        std::get<exit_with>(parse_config({"--cluster", "redis://c:1", "--node-id", "a"})).code, 2);
}

TEST(node_flags, TheNodeIdIsRequiredAndPlain) {
    EXPECT_NE(refusal({"--db", pg, "--cluster", "redis://cache"}).find("needs --node-id NAME"),
              std::string::npos);
    EXPECT_NE(refusal({"--db", pg, "--cluster", "redis://cache", "--node-id", "a b"})
                  .find("1 to 64 letters"),
              std::string::npos);
    EXPECT_NE(refusal({"--db", pg, "--cluster", "redis://cache", "--node-id", std::string(65, 'a')})
                  .find("1 to 64 letters"),
              std::string::npos);
    EXPECT_NE(refusal({"--db", pg, "--node-id", "a"}).find("give --cluster"), std::string::npos);
}

TEST(node_flags, ABadRedisUrlIsRefusedInWords) {
    const std::string text = refusal({"--db", pg, "--cluster", "cache:6379", "--node-id", "a"});
    EXPECT_NE(text.find("--cluster: a Redis address looks like redis://HOST:PORT"),
              std::string::npos)
        << text;
}

} // namespace
} // namespace plyroom::server::app
