#include "pairing/pool_name.hpp"

namespace plyroom::server::pairing {

namespace {

// Milliseconds as decimal minutes or seconds: whole when they divide evenly, else with the
// fraction's digits and no trailing zero ("0.5", "1.25").
std::string in_units(std::int64_t ms, std::int64_t unit_ms) {
    std::string text = std::to_string(ms / unit_ms);
    std::int64_t rest = ms % unit_ms;
    if (rest != 0) {
        text += '.';
        while (rest != 0) {
            rest *= 10;
            text += static_cast<char>('0' + rest / unit_ms);
            rest %= unit_ms;
        }
    }
    return text;
}

} // namespace

std::string pool_name(std::string_view game, int players, pool_clock_option clock, bool rated) {
    std::string name(game);
    if (players > 2) {
        name += '-' + std::to_string(players) + 'p';
    }
    name += '-' + in_units(clock.initial_ms, 60000) + '+' + in_units(clock.increment_ms, 1000);
    name += rated ? "-rated" : "-casual";
    return name;
}

} // namespace plyroom::server::pairing
