// The clocks of a timed room as the screen shows them: STATE's `clock` read at a moment of the
// server's time, so that the running clock counts down between events.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace plyroom::client {

// Below this a clock is shown in the warning colour (and marked in plain text).
inline constexpr std::int64_t clock_warning_ms = 10'000;

struct clock_reading {
    std::vector<std::int64_t> remaining_ms; // per seat, never below 0
    std::optional<int> running;             // the seat whose clock runs
    std::int64_t initial_ms = 0;
    std::int64_t increment_ms = 0;
    std::optional<std::int64_t> first_move_deadline; // server Unix ms, while first moves are due
};

// STATE's clock as it stands at `server_now_ms` (the running seat charged for the time since
// the clock's `at`); nullopt for an untimed room or a clock out of shape.
std::optional<clock_reading> read_clock(const nlohmann::json& state, std::int64_t server_now_ms);

// A time left for people: "1:02:03", "4:59", "0:09".
std::string clock_text(std::int64_t ms);

// "5+3" of a room's clock option ("5 min + 3 s"), "" when the room is untimed.
std::string clock_option_text(const nlohmann::json& options);

} // namespace plyroom::client
