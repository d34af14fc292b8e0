// A pool's waiting line on a time the test gives: when waves are due, players seated within a
// few waves, a closed connection never seated, its place kept for the grace only, a player put
// back in front seated first.
#include "pairing/pool.hpp"

#include <map>
#include <random>
#include <set>

#include <gtest/gtest.h>

namespace plyroom::server::pairing {
namespace {

using namespace std::chrono_literals;

const pool_clock::time_point start{};

std::set<std::string> ids_of(const std::vector<seated_group>& groups) {
    std::set<std::string> ids;
    for (const auto& group : groups) {
        for (const auto& player : group) {
            EXPECT_TRUE(ids.insert(player.id).second) << player.id << " seated twice";
        }
    }
    return ids;
}

TEST(Pool, AWaveIsDueOnTimeOrAtOnceWhenEnoughWait) {
    pool line({2, 2000ms, 8, 10000ms}, start);
    EXPECT_EQ(line.next_wave(), start + 2000ms);
    for (int i = 0; i < 15; ++i) {
        line.join("p" + std::to_string(i), 1500, std::nullopt, start);
    }
    EXPECT_EQ(line.next_wave(), start + 2000ms);
    line.join("p15", 1500, std::nullopt, start);
    EXPECT_LE(line.next_wave(), start);
    line.disconnected("p15", start); // a player out of the waves does not count
    EXPECT_EQ(line.next_wave(), start + 2000ms);
    EXPECT_EQ(line.run_wave(start + 2000ms).size(), 7u);
    EXPECT_EQ(line.next_wave(), start + 4000ms);
}

TEST(Pool, TwoHundredPlayersJoiningAtRandomTimesAreSeatedWithinThreeWaves) {
    pool line({2, 2000ms, 8, 10000ms}, start);
    std::mt19937 random(36);
    std::uniform_int_distribution<int> arrival_ms(0, 60000);
    std::multimap<int, std::string> arrivals;
    for (int i = 0; i < 200; ++i) {
        arrivals.emplace(arrival_ms(random), "p" + std::to_string(i));
    }
    std::map<std::string, int> joined_before_wave;
    std::set<std::string> seated;
    int wave = 0;
    auto arrival = arrivals.begin();
    for (auto now = start + 2000ms; now <= start + 70000ms; now += 2000ms, ++wave) {
        for (; arrival != arrivals.end() && start + std::chrono::milliseconds(arrival->first) < now;
             ++arrival) {
            ASSERT_TRUE(line.join(arrival->second, 1500, std::nullopt, now));
            joined_before_wave[arrival->second] = wave;
        }
        for (const auto& group : line.run_wave(now)) {
            ASSERT_EQ(group.size(), 2u);
            EXPECT_NE(group[0].id, group[1].id);
            for (const auto& player : group) {
                EXPECT_TRUE(seated.insert(player.id).second) << player.id << " seated twice";
                EXPECT_LT(wave - joined_before_wave.at(player.id), 3) << player.id;
            }
        }
    }
    // The last one alone, with nobody to be paired with, may still wait.
    EXPECT_GE(seated.size(), 199u);
    EXPECT_EQ(seated.size() + line.waiting(), 200u);
}

TEST(Pool, AClosedConnectionIsNeverSeatedAndLeavesAfterTheGrace) {
    pool line({2, 2000ms, 8, 10000ms}, start);
    for (const char* id : {"a", "b", "c"}) {
        line.join(id, 1500, std::nullopt, start);
    }
    line.disconnected("c", start + 500ms);
    EXPECT_EQ(ids_of(line.run_wave(start + 2000ms)), (std::set<std::string>{"a", "b"}));
    line.join("d", 1500, std::nullopt, start + 3000ms);
    EXPECT_TRUE(line.run_wave(start + 4000ms).empty()); // c is still out of the waves
    EXPECT_TRUE(line.contains("c"));
    EXPECT_TRUE(line.run_wave(start + 10500ms).empty()); // c's grace is over
    EXPECT_FALSE(line.contains("c"));
    EXPECT_EQ(line.waiting(), 1u);
}

TEST(Pool, AReconnectionWithinTheGraceTakesThePlaceBack) {
    pool line({2, 2000ms, 8, 10000ms}, start);
    line.join("a", 1500, std::nullopt, start);
    line.disconnected("a", start + 100ms);
    EXPECT_TRUE(line.join("a", 1500, std::nullopt, start + 5000ms));
    EXPECT_FALSE(line.join("a", 1500, std::nullopt, start + 5000ms)); // connected already
    line.join("b", 1500, std::nullopt, start + 5000ms);
    const auto seated = line.run_wave(start + 6000ms);
    ASSERT_EQ(seated.size(), 1u);
    for (const auto& player : seated[0]) {
        EXPECT_EQ(player.waited, player.id == "a" ? 6000ms : 1000ms);
    }
}

TEST(Pool, APlayerPutBackInFrontIsSeatedBeforeTheOthers) {
    // a and b are 10 apart, x 20 from a: a newcomer x waits, one put back in front does not.
    for (const bool in_front : {false, true}) {
        pool line({2, 2000ms, 8, 10000ms}, start);
        line.join("a", 1500, std::nullopt, start);
        line.join("b", 1490, std::nullopt, start);
        if (in_front) {
            line.put_back_in_front("x", 1520, std::nullopt, start + 1000ms);
        } else {
            line.join("x", 1520, std::nullopt, start + 1000ms);
        }
        const auto seated = ids_of(line.run_wave(start + 2000ms));
        EXPECT_EQ(seated.contains("x"), in_front);
        EXPECT_EQ(seated.size(), 2u);
    }
}

TEST(Pool, GroupsOfThree) {
    pool line({3, 2000ms, 8, 10000ms}, start);
    for (int i = 0; i < 7; ++i) {
        line.join("p" + std::to_string(i), 1500 + i, std::nullopt, start);
    }
    const auto seated = line.run_wave(start + 2000ms);
    ASSERT_EQ(seated.size(), 2u);
    EXPECT_EQ(ids_of(seated).size(), 6u);
    EXPECT_EQ(line.waiting(), 1u);
}

} // namespace
} // namespace plyroom::server::pairing
