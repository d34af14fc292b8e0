// A timed room's clock (protocol/README.md, "Clocks"), as plain arithmetic on Unix milliseconds:
// the room logic charges and starts turns with the time it is given, the room sets the start of
// a turn once the event that began it is sent, and arms its one timer for the next deadline.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include <nlohmann/json.hpp>

namespace plyroom::server::match {

using json = nlohmann::json;

struct clock_setting {
    std::int64_t initial_ms = 0;
    std::int64_t increment_ms = 0;
    bool operator==(const clock_setting&) const = default;
};

// The room option "clock": nullopt for an untimed room (no "clock", or null), else the setting;
// a sentence with the allowed ranges when it is out of shape.
std::variant<std::optional<clock_setting>, std::string> read_clock_option(const json& options);
json to_json(const clock_setting& setting);

class match_clock {
public:
    match_clock(clock_setting setting, int seats);

    const clock_setting& setting() const { return setting_; }
    // Every seat has made its first move: clocks run from now on, and never stop again.
    bool started() const { return started_; }
    std::optional<int> running() const { return running_; }
    // The seat whose first move is awaited before the clocks start, if any.
    std::optional<int> awaiting_first_move() const { return awaiting_first_; }

    // Time left to a seat at `now`.
    std::int64_t left(int seat, std::int64_t now) const;
    const std::vector<std::int64_t>& remaining() const { return remaining_; }

    // Charges the running seat for its thinking up to `now` and stops it.
    void stop(std::int64_t now);
    // Stops the clocks and gives `seat` its increment (its accepted action ended its turn).
    void end_turn(int seat, std::int64_t now);
    // The game now waits for `seat` (nullopt: for nobody, the game is over). `first_move` says
    // the seat has not moved yet; once `every_seat_moved`, clocks have started for good. The
    // turn begins when the room sends its event: until begin(), nothing is charged.
    void wait_for(std::optional<int> seat, bool first_move, bool every_seat_moved);
    // The event that began the turn went out at `now`.
    void begin(std::int64_t now);
    bool turn_pending() const;
    // When the running turn began (0: not yet).
    std::int64_t turn_began() const { return turn_began_; }

    void give(int seat, std::int64_t ms) { remaining_[static_cast<std::size_t>(seat)] += ms; }
    // The running seat flagged: its time is spent.
    void flag(int seat) { remaining_[static_cast<std::size_t>(seat)] = 0; }
    // Restores the remaining times read back from the record ({"remaining_ms":[...]}).
    void restore(const json& reading);

    // When the running seat's time runs out, if a clock runs.
    std::optional<std::int64_t> flag_deadline() const;
    // When the seat awaited for its first move aborts the game, given the allowed time.
    std::optional<std::int64_t> first_move_deadline(std::int64_t first_move_ms) const;

    // STATE's "clock" as of `now`.
    json state_json(std::int64_t now, std::int64_t first_move_ms) const;
    // What a record entry keeps: {"remaining_ms":[...]} after the charges.
    json reading() const;

private:
    clock_setting setting_;
    std::vector<std::int64_t> remaining_;
    bool started_ = false;
    std::optional<int> running_;
    std::optional<int> awaiting_first_;
    std::int64_t turn_began_ = 0; // 0: the event beginning the turn is not sent yet
};

} // namespace plyroom::server::match
