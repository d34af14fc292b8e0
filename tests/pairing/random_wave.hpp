// Seeded random waves for the pairing tests.
#pragma once

#include "pairing/waiting_player.hpp"

#include <random>
#include <string>
#include <vector>

namespace plyroom::server::pairing::testing {

// n players rated 800 to 2400, a third of them with a range around their own rating (so the
// range always holds it), waves waited 0 to 6.
inline std::vector<waiting_player> random_wave(std::mt19937& random, std::size_t n) {
    std::uniform_int_distribution<int> rating(800, 2400);
    std::uniform_int_distribution<int> reach(50, 600);
    std::uniform_int_distribution<int> waves(0, 6);
    std::uniform_int_distribution<int> has_range(0, 2);
    std::vector<waiting_player> wave;
    for (std::size_t i = 0; i < n; ++i) {
        waiting_player player;
        player.id = "p" + std::to_string(i);
        player.rating = rating(random);
        if (has_range(random) == 0) {
            player.range =
                rating_range{player.rating - reach(random), player.rating + reach(random)};
        }
        player.waves_waited = waves(random);
        wave.push_back(std::move(player));
    }
    return wave;
}

} // namespace plyroom::server::pairing::testing
