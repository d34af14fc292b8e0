// Rating one finished game: every seat against every other, as pairwise results by final rank
// (docs/ratings.md). Pure: the caller gives the ratings before the game and each seat's days
// since its last rated game.
#pragma once

#include "ratings/glicko2.hpp"

#include <optional>
#include <span>
#include <vector>

namespace plyroom::server::ratings {

struct seat_before_game {
    rating before;
    double idle_days = 0; // since the seat's last rated game in this game (0 for a new rating)
};

// Final ranks per seat, lower is better, equal ranks tied: the winner first and every other
// seat tied second; no winner (a draw) ties every seat.
std::vector<int> ranks_from_winner(std::size_t seat_count, std::optional<int> winner);

// Each seat's rating after the game, in seat order. A seat ranked better than another scored
// 1 against it, a worse one 0, an equal one 0.5; every seat's results form one rating period
// against the other seats' ratings from before the game.
std::vector<rating> rate_game(std::span<const seat_before_game> seats, std::span<const int> ranks,
                              const glicko2_settings& settings = lichess_settings);

} // namespace plyroom::server::ratings
