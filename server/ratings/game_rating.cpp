#include "game_rating.hpp"

#include <cassert>

namespace plyroom::server::ratings {

std::vector<int> ranks_from_winner(std::size_t seat_count, std::optional<int> winner) {
    std::vector<int> ranks(seat_count, 0);
    if (!winner)
        return ranks;
    for (std::size_t seat = 0; seat < seat_count; ++seat)
        ranks[seat] = static_cast<int>(seat) == *winner ? 0 : 1;
    return ranks;
}

std::vector<rating> rate_game(std::span<const seat_before_game> seats, std::span<const int> ranks,
                              const glicko2_settings& settings) {
    assert(seats.size() == ranks.size());
    std::vector<rating> after;
    after.reserve(seats.size());
    for (std::size_t seat = 0; seat < seats.size(); ++seat) {
        std::vector<game_outcome> outcomes;
        for (std::size_t other = 0; other < seats.size(); ++other) {
            if (other == seat)
                continue;
            const double score = ranks[seat] < ranks[other]   ? 1.0
                                 : ranks[seat] > ranks[other] ? 0.0
                                                              : 0.5;
            outcomes.push_back({seats[other].before, score});
        }
        after.push_back(rated(seats[seat].before, outcomes,
                              seats[seat].idle_days * settings.periods_per_day, settings));
    }
    return after;
}

} // namespace plyroom::server::ratings
