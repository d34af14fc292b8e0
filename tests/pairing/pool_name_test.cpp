// Pool names as the protocol reference shows them.
#include "pairing/pool_name.hpp"

#include <regex>

#include <gtest/gtest.h>

namespace plyroom::server::pairing {
namespace {

TEST(PoolName, GameSeatsClockAndRating) {
    EXPECT_EQ(pool_name("game", 2, {180000, 2000}, true), "game-3+2-rated");
    EXPECT_EQ(pool_name("game", 3, {600000, 5000}, false), "game-3p-10+5-casual");
    EXPECT_EQ(pool_name("game", 2, {60000, 0}, false), "game-1+0-casual");
    EXPECT_EQ(pool_name("game", 2, {30000, 500}, false), "game-0.5+0.5-casual");
    EXPECT_EQ(pool_name("game", 2, {75000, 250}, true), "game-1.25+0.25-rated");
}

TEST(PoolName, MatchesTheSchemasPattern) {
    const std::regex pattern("^[a-z0-9_+.-]{1,64}$"); // common.json's pool_name
    const std::string longest_game(32, 'g');
    EXPECT_TRUE(std::regex_match(pool_name("game_x", 2, {180000, 2000}, true), pattern));
    EXPECT_TRUE(std::regex_match(pool_name("abc", 6, {10800000, 180000}, false), pattern));
    EXPECT_LE(pool_name(longest_game, 6, {10800000, 180000}, false).size(), 64u);
}

} // namespace
} // namespace plyroom::server::pairing
