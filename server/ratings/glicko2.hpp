// Glicko-2 (Glickman, "Example of the Glicko-2 system", 2022) with the parameters Lichess uses.
// Pure arithmetic: no clock and no storage. Time enters as idle days given by the caller.
#pragma once

#include <span>

namespace plyroom::server::ratings {

// A player's rating on the Glicko scale (1500 is the centre; deviation is the RD).
struct rating {
    double value = 1500;
    double deviation = 500;
    double volatility = 0.09;

    bool operator==(const rating&) const = default;
};

struct glicko2_settings {
    double tau = 0.75; // how far the volatility may move in one game
    double min_deviation = 45;
    double max_deviation = 500;
    double max_volatility = 0.1;
    // Rating periods per idle day: a typical RD of 60 reaches 110 after a year without play.
    double periods_per_day = 0.21436;
};

inline constexpr glicko2_settings lichess_settings{};

// Shown with `?`: the deviation is still too wide to compare the player with others.
inline constexpr double provisional_deviation = 110;
inline bool is_provisional(double deviation) {
    return deviation >= provisional_deviation;
}
inline bool is_provisional(const rating& r) {
    return is_provisional(r.deviation);
}

// One game's outcome as seen by the player: score 1 won, 0.5 drew, 0 lost.
struct game_outcome {
    rating opponent;
    double score = 0;
};

// The rating after `idle_days` without a rated game: the deviation grows, the rest stays.
rating after_idle_days(const rating& player, double idle_days,
                       const glicko2_settings& settings = lichess_settings);

// The rating after one rating period holding `outcomes`, all against the opponents' ratings
// from before the period. `elapsed_periods` is how many periods the deviation grows by first
// (Glickman's example: 1; a game: its idle days times `periods_per_day`). No outcomes: only
// the growth.
rating rated(const rating& player, std::span<const game_outcome> outcomes, double elapsed_periods,
             const glicko2_settings& settings = lichess_settings);

} // namespace plyroom::server::ratings
