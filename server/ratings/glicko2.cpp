#include "glicko2.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace plyroom::server::ratings {

namespace {

// Glicko-2's own scale: mu = (r - 1500) / 173.7178, phi = RD / 173.7178.
constexpr double glicko2_scale = 173.7178;
constexpr double glicko_centre = 1500;
// Glickman's convergence tolerance for the volatility's iteration.
constexpr double volatility_tolerance = 0.000001;

double mu_of(const rating& r) {
    return (r.value - glicko_centre) / glicko2_scale;
}
double phi_of(const rating& r) {
    return r.deviation / glicko2_scale;
}

// g(phi): how much an opponent's uncertainty dampens what a game against them says.
double dampening(double phi) {
    return 1 / std::sqrt(1 + 3 * phi * phi / (std::numbers::pi * std::numbers::pi));
}

double expected_score(double mu, double opponent_mu, double opponent_phi) {
    return 1 / (1 + std::exp(-dampening(opponent_phi) * (mu - opponent_mu)));
}

double grown_phi(double phi, double sigma, double periods) {
    return std::sqrt(phi * phi + std::max(periods, 0.0) * sigma * sigma);
}

double clamped_deviation(double deviation, const glicko2_settings& settings) {
    return std::clamp(deviation, settings.min_deviation, settings.max_deviation);
}

// Step 5 of Glickman's paper: the new volatility, by the Illinois variant of regula falsi.
double new_volatility(double phi, double sigma, double delta, double variance, double tau) {
    const double a = std::log(sigma * sigma);
    const auto f = [&](double x) {
        const double ex = std::exp(x);
        const double d = phi * phi + variance + ex;
        return ex * (delta * delta - d) / (2 * d * d) - (x - a) / (tau * tau);
    };
    double low = a;
    double high = 0;
    if (delta * delta > phi * phi + variance) {
        high = std::log(delta * delta - phi * phi - variance);
    } else {
        int k = 1;
        while (f(a - k * tau) < 0)
            ++k;
        high = a - k * tau;
    }
    double f_low = f(low);
    double f_high = f(high);
    while (std::abs(high - low) > volatility_tolerance) {
        const double next = low + (low - high) * f_low / (f_high - f_low);
        const double f_next = f(next);
        if (f_next * f_high <= 0) {
            low = high;
            f_low = f_high;
        } else {
            f_low /= 2;
        }
        high = next;
        f_high = f_next;
    }
    return std::exp(low / 2);
}

} // namespace

rating after_idle_days(const rating& player, double idle_days, const glicko2_settings& settings) {
    rating grown = player;
    const double phi =
        grown_phi(phi_of(player), player.volatility, idle_days * settings.periods_per_day);
    grown.deviation = clamped_deviation(phi * glicko2_scale, settings);
    return grown;
}

rating rated(const rating& player, std::span<const game_outcome> outcomes, double elapsed_periods,
             const glicko2_settings& settings) {
    const double mu = mu_of(player);
    const double phi = phi_of(player);
    if (outcomes.empty()) {
        rating grown = player;
        grown.deviation = clamped_deviation(
            grown_phi(phi, player.volatility, elapsed_periods) * glicko2_scale, settings);
        return grown;
    }
    // Steps 3 and 4: the estimated variance from the games and the improvement they show.
    double inverse_variance = 0;
    double improvement_sum = 0;
    for (const auto& outcome : outcomes) {
        const double opponent_mu = mu_of(outcome.opponent);
        const double g = dampening(phi_of(outcome.opponent));
        const double expected = expected_score(mu, opponent_mu, phi_of(outcome.opponent));
        inverse_variance += g * g * expected * (1 - expected);
        improvement_sum += g * (outcome.score - expected);
    }
    const double variance = 1 / inverse_variance;
    const double delta = variance * improvement_sum;
    // Steps 5 to 7: volatility, then the deviation grown over the elapsed periods, then the new
    // deviation and rating.
    const double sigma =
        std::min(new_volatility(phi, player.volatility, delta, variance, settings.tau),
                 settings.max_volatility);
    const double phi_star = grown_phi(phi, sigma, elapsed_periods);
    const double new_phi = 1 / std::sqrt(1 / (phi_star * phi_star) + 1 / variance);
    const double new_mu = mu + new_phi * new_phi * improvement_sum;
    return {new_mu * glicko2_scale + glicko_centre,
            clamped_deviation(new_phi * glicko2_scale, settings), sigma};
}

} // namespace plyroom::server::ratings
