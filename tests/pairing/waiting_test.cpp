// Waiting pays: a player left out of a wave scores more with every partner in the next, so a
// player far from the others in rating is seated after a bounded number of waves.
#include "pairing/matching.hpp"
#include "pairing/wave.hpp"
#include "random_wave.hpp"

#include <algorithm>

#include <gtest/gtest.h>

namespace plyroom::server::pairing {
namespace {

TEST(Waiting, EveryPlayerLeftOutScoresMoreWithEachPartnerNextWave) {
    std::mt19937 random(35);
    for (int round = 0; round < 200; ++round) {
        auto wave = testing::random_wave(random, 9);
        const auto groups = run_wave(wave, 2);
        std::vector<bool> seated(wave.size(), false);
        for (const auto& members : groups) {
            for (const auto member : members) {
                seated[member] = true;
            }
        }
        auto next = wave;
        for (std::size_t i = 0; i < wave.size(); ++i) {
            if (!seated[i]) {
                ++next[i].waves_waited;
            }
        }
        for (std::size_t i = 0; i < wave.size(); ++i) {
            for (std::size_t j = 0; j < wave.size(); ++j) {
                if (!seated[i] && i != j) {
                    EXPECT_GT(pair_score(next[i], next[j]), pair_score(wave[i], wave[j]));
                }
            }
        }
    }
}

// Each wave, two new players rated 1500 come; a player rated 2000 who accepts anyone waits.
// The two new ones pair perfectly, but the waiting one's bonus grows until seating it with one
// of them beats that, and the other new one waits instead.
TEST(Waiting, AFarRatedPlayerIsSeatedOnceItsBonusCoversTheDifference) {
    waiting_player far{"far", 2000, std::nullopt, 0};
    std::vector<waiting_player> carried;
    const int difference = 500;
    const int bound = difference / bonus_per_wave + 1;
    int waves = 0;
    for (; waves < 100; ++waves) {
        std::vector<waiting_player> wave = carried;
        wave.push_back(far);
        wave.push_back({"new" + std::to_string(2 * waves), 1500, std::nullopt, 0});
        wave.push_back({"new" + std::to_string(2 * waves + 1), 1500, std::nullopt, 0});
        const auto groups = run_wave(wave, 2);
        bool far_seated = false;
        std::vector<bool> seated(wave.size(), false);
        for (const auto& members : groups) {
            for (const auto member : members) {
                seated[member] = true;
                far_seated = far_seated || wave[member].id == "far";
            }
        }
        if (far_seated) {
            break;
        }
        carried.clear();
        for (std::size_t i = 0; i < wave.size(); ++i) {
            if (!seated[i] && wave[i].id != "far") {
                carried.push_back(wave[i]);
                ++carried.back().waves_waited;
            }
        }
        ++far.waves_waited;
    }
    EXPECT_LE(waves, bound);
    EXPECT_GE(waves, difference / (2 * bonus_per_wave)); // not before the bonus pays for it
}

} // namespace
} // namespace plyroom::server::pairing
