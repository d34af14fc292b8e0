// The pure parts of the relay: the directory of room owners, and the other nodes' lobbies
// with their freshness (time passed in).
#include "cluster/directory.hpp"
#include "cluster/lobby_digest.hpp"

#include <gtest/gtest.h>

namespace plyroom::server::cluster {
namespace {

using namespace std::chrono_literals;

TEST(directory, LearnsForgetsAndDropsADeadNodesRooms) {
    directory owners;
    EXPECT_FALSE(owners.owner("ABC234"));
    owners.learn("ABC234", "a");
    owners.learn("DEF567", "a");
    owners.learn("GHJ789", "b");
    EXPECT_EQ(owners.owner("ABC234"), "a");
    owners.learn("ABC234", "c"); // taken over
    EXPECT_EQ(owners.owner("ABC234"), "c");
    owners.forget_node("a");
    EXPECT_FALSE(owners.owner("DEF567"));
    EXPECT_EQ(owners.owner("GHJ789"), "b");
    owners.forget("GHJ789");
    EXPECT_FALSE(owners.owner("GHJ789"));
    EXPECT_EQ(owners.size(), 1u);
}

TEST(directory, StartsAgainPastItsCapacity) {
    directory owners(2);
    owners.learn("AAAAAA", "a");
    owners.learn("BBBBBB", "a");
    owners.learn("AAAAAA", "b"); // known: no room needed
    EXPECT_EQ(owners.size(), 2u);
    owners.learn("CCCCCC", "a");
    EXPECT_EQ(owners.size(), 1u);
    EXPECT_EQ(owners.owner("CCCCCC"), "a");
}

nlohmann::json room(const std::string& code) {
    return {{"code", code},
            {"game", "connect4"},
            {"options", nlohmann::json::object()},
            {"status", "waiting"},
            {"game_id", 1},
            {"public", true},
            {"spectators", 0},
            {"seats",
             {{{"seat", 0}, {"side", "red"}, {"player", "p_1"}, {"name", "al"}, {"online", true}},
              {{"seat", 1},
               {"side", "blue"},
               {"player", nullptr},
               {"name", nullptr},
               {"online", false}}}}};
}

TEST(lobby_digest, KeepsEachNodesLatestListWhileItIsFresh) {
    lobby_digest others(6s);
    const lobby_digest::clock::time_point t0{};
    others.remember("a", nlohmann::json::array({room("AAAAAA"), room("BBBBBB")}), t0);
    others.remember("b", nlohmann::json::array({room("CCCCCC"), {{"code", 7}}}), t0 + 3s);
    EXPECT_EQ(others.rooms(t0 + 1s).size(), 3u); // the one that does not read is left out
    others.remember("a", nlohmann::json::array({room("BBBBBB")}), t0 + 2s);
    EXPECT_EQ(others.rooms(t0 + 2s).size(), 2u);
    // a told nothing for more than 6 s: its list is gone, b's is still fresh.
    const auto later = others.rooms(t0 + 8500ms);
    ASSERT_EQ(later.size(), 1u);
    EXPECT_EQ(later[0].code, "CCCCCC");
    others.drop("b"); // stopped: its rooms go at once
    const auto after_stop = others.rooms(t0 + 3s);
    ASSERT_EQ(after_stop.size(), 1u);
    EXPECT_EQ(after_stop[0].code, "BBBBBB");
}

} // namespace
} // namespace plyroom::server::cluster
