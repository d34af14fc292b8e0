#include "ui/clock_view.hpp"

#include <algorithm>

namespace plyroom::client {

namespace {

// An integer field, or nullopt.
std::optional<std::int64_t> integer(const nlohmann::json& object, const char* field) {
    const auto found = object.find(field);
    if (found == object.end() || !found->is_number_integer())
        return std::nullopt;
    return found->get<std::int64_t>();
}

// "3", "1.5" of a number of seconds given in milliseconds.
std::string seconds_text(std::int64_t ms) {
    std::string text = std::to_string(ms / 1000);
    if (ms % 1000 != 0) {
        std::string fraction = std::to_string(1000 + ms % 1000).substr(1);
        while (fraction.back() == '0')
            fraction.pop_back();
        text += "." + fraction;
    }
    return text;
}

} // namespace

// Reads the clock; the running seat loses what passed since `at`.
std::optional<clock_reading> read_clock(const nlohmann::json& state, std::int64_t server_now_ms) {
    if (!state.is_object() || !state.contains("clock") || !state["clock"].is_object())
        return std::nullopt;
    const nlohmann::json& clock = state["clock"];
    if (!clock.contains("remaining_ms") || !clock["remaining_ms"].is_array())
        return std::nullopt;
    clock_reading reading;
    for (const nlohmann::json& left : clock["remaining_ms"])
        reading.remaining_ms.push_back(left.is_number_integer() ? left.get<std::int64_t>() : 0);
    reading.initial_ms = integer(clock, "initial_ms").value_or(0);
    reading.increment_ms = integer(clock, "increment_ms").value_or(0);
    reading.first_move_deadline = integer(clock, "first_move_deadline");
    if (const auto running = integer(clock, "running");
        running && *running >= 0 &&
        *running < static_cast<std::int64_t>(reading.remaining_ms.size())) {
        reading.running = static_cast<int>(*running);
        const std::int64_t at = integer(clock, "at").value_or(server_now_ms);
        auto& left = reading.remaining_ms[static_cast<std::size_t>(*running)];
        left -= std::max<std::int64_t>(0, server_now_ms - at);
    }
    for (std::int64_t& left : reading.remaining_ms)
        left = std::max<std::int64_t>(0, left);
    return reading;
}

// Whole seconds, rounded up while running so that 0:00 means the time is out.
std::string clock_text(std::int64_t ms) {
    const std::int64_t seconds = (std::max<std::int64_t>(0, ms) + 999) / 1000;
    const auto two = [](std::int64_t n) { return (n < 10 ? "0" : "") + std::to_string(n); };
    if (seconds >= 3600)
        return std::to_string(seconds / 3600) + ":" + two(seconds / 60 % 60) + ":" +
               two(seconds % 60);
    return std::to_string(seconds / 60) + ":" + two(seconds % 60);
}

// Minutes when whole, else seconds with an "s": "5+3", "30s+0".
std::string clock_option_text(const nlohmann::json& options) {
    if (!options.is_object() || !options.contains("clock") || !options["clock"].is_object())
        return "";
    const std::int64_t initial = integer(options["clock"], "initial_ms").value_or(0);
    const std::int64_t increment = integer(options["clock"], "increment_ms").value_or(0);
    const std::string base =
        initial % 60000 == 0 ? std::to_string(initial / 60000) : seconds_text(initial) + "s";
    return base + "+" + seconds_text(increment);
}

} // namespace plyroom::client
