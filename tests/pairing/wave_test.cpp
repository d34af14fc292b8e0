// A wave's groups: the best score (the same as brute force finds), each player once, only
// compatible players together.
#include "pairing/matching.hpp"
#include "pairing/wave.hpp"
#include "random_wave.hpp"

#include <set>

#include <gtest/gtest.h>

namespace plyroom::server::pairing {
namespace {

// The best wave_score of every way to pair the players of `left` (a bit per player), by
// trying each: the lowest player sits out, or sits with each compatible other.
wave_score brute_force_best(const std::vector<waiting_player>& wave, unsigned left) {
    if (left == 0) {
        return {};
    }
    const int low = std::countr_zero(left);
    const unsigned rest = left & ~(1u << low);
    wave_score best = brute_force_best(wave, rest);
    for (int other = low + 1; other < static_cast<int>(wave.size()); ++other) {
        if ((rest & (1u << other)) != 0 && compatible(wave[static_cast<std::size_t>(low)],
                                                      wave[static_cast<std::size_t>(other)])) {
            best = std::max(best, brute_force_best(wave, rest & ~(1u << other))
                                      .plus(wave[static_cast<std::size_t>(low)],
                                            wave[static_cast<std::size_t>(other)]));
        }
    }
    return best;
}

// Written out here rather than taken from compatible(): each one's range (if any) holds the
// other's rating.
bool ranges_hold(const waiting_player& a, const waiting_player& b) {
    const auto holds = [](const waiting_player& player, int rating) {
        return !player.range || (player.range->min <= rating && rating <= player.range->max);
    };
    return a.id != b.id && holds(a, b.rating) && holds(b, a.rating);
}

// Each player in one group at most, groups of the size asked, every two members compatible;
// returns the pairs' score.
wave_score check_groups(const std::vector<waiting_player>& wave, const std::vector<group>& groups,
                        std::size_t size) {
    std::set<std::string> seated;
    wave_score score;
    for (const auto& members : groups) {
        EXPECT_EQ(members.size(), size);
        for (std::size_t i = 0; i < members.size(); ++i) {
            EXPECT_TRUE(seated.insert(wave.at(members[i]).id).second)
                << wave[members[i]].id << " seated twice";
            for (std::size_t j = i + 1; j < members.size(); ++j) {
                EXPECT_TRUE(ranges_hold(wave[members[i]], wave[members[j]]));
            }
        }
        if (size == 2) {
            score = score.plus(wave[members[0]], wave[members[1]]);
        }
    }
    return score;
}

TEST(Wave, SameScoreAsBruteForceOnEveryWaveUpToTenPlayers) {
    std::mt19937 random(31);
    for (std::size_t n = 0; n <= 10; ++n) {
        for (int round = 0; round < 300; ++round) {
            const auto wave = testing::random_wave(random, n);
            const auto groups = run_wave(wave, 2);
            const wave_score score = check_groups(wave, groups, 2);
            const wave_score best = brute_force_best(wave, (1u << n) - 1);
            ASSERT_EQ(score.pairs, best.pairs) << "n=" << n << " round " << round;
            ASSERT_EQ(score.total, best.total) << "n=" << n << " round " << round;
        }
    }
}

TEST(Wave, BandedPairsAreExactWhenTheWindowSpansTheWave) {
    std::mt19937 random(32);
    for (std::size_t n = 2; n <= 13; ++n) {
        for (int round = 0; round < 100; ++round) {
            const auto wave = testing::random_wave(random, n);
            const auto banded = banded_pairs(wave, n - 1);
            EXPECT_EQ(score_of(wave, banded), score_of(wave, exact_pairs(wave)));
        }
    }
}

TEST(Wave, LargeWavesSeatEachPlayerOnceWithCompatiblePlayersOnly) {
    std::mt19937 random(33);
    const auto wave = testing::random_wave(random, 3000);
    const auto groups = run_wave(wave, 2);
    check_groups(wave, groups, 2);
    // Players without a range accept each other: nearly all of them find a partner.
    EXPECT_GT(groups.size() * 2, wave.size() / 2);
}

TEST(Wave, TheSameIdTwiceIsSeatedOnce) {
    std::vector<waiting_player> wave(4);
    for (std::size_t i = 0; i < wave.size(); ++i) {
        wave[i].id = i % 2 == 0 ? "twice" : "other" + std::to_string(i);
    }
    for (const std::size_t size : {std::size_t{2}, std::size_t{3}}) {
        const auto groups = run_wave(wave, size);
        check_groups(wave, groups, size);
        EXPECT_EQ(groups.size(), 1u);
    }
}

TEST(Wave, GroupsOfMoreThanTwoAreCompatiblePlayersCloseInRating) {
    std::mt19937 random(34);
    for (const std::size_t size : {std::size_t{3}, std::size_t{4}}) {
        for (int round = 0; round < 200; ++round) {
            const auto wave = testing::random_wave(random, 40);
            check_groups(wave, run_wave(wave, size), size);
        }
    }
    // Without ranges, every full group is seated, by rating: the lowest three together.
    std::vector<waiting_player> wave;
    for (const int rating : {2000, 1000, 1500, 1010, 2010, 1020, 1990}) {
        wave.push_back({"r" + std::to_string(rating), rating, std::nullopt, 0});
    }
    const auto groups = run_wave(wave, 3);
    ASSERT_EQ(groups.size(), 2u);
    EXPECT_EQ(std::set<std::size_t>(groups[0].begin(), groups[0].end()),
              (std::set<std::size_t>{1, 3, 5}));
}

} // namespace
} // namespace plyroom::server::pairing
