#include "match_clock.hpp"

#include <algorithm>

namespace plyroom::server::match {

namespace {

constexpr std::int64_t min_initial_ms = 1'000;
constexpr std::int64_t max_initial_ms = 10'800'000;
constexpr std::int64_t max_increment_ms = 180'000;

std::optional<std::int64_t> integer_field(const json& object, const char* key) {
    const auto it = object.find(key);
    if (it == object.end() || !it->is_number_integer())
        return std::nullopt;
    return it->get<std::int64_t>();
}

} // namespace

std::variant<std::optional<clock_setting>, std::string> read_clock_option(const json& options) {
    const std::string shape =
        "\"clock\" is {\"initial_ms\": 1000 to 10800000 (1 second to 3 hours), \"increment_ms\": 0 "
        "to 180000 (up to 3 minutes)}";
    if (!options.is_object())
        return std::optional<clock_setting>();
    const auto it = options.find("clock");
    if (it == options.end() || it->is_null())
        return std::optional<clock_setting>();
    if (!it->is_object())
        return shape;
    for (const auto& [key, value] : it->items())
        if (key != "initial_ms" && key != "increment_ms")
            return shape + "; it has no field \"" + key.substr(0, 32) + "\"";
    const auto initial = integer_field(*it, "initial_ms");
    const auto increment = it->contains("increment_ms") ? integer_field(*it, "increment_ms")
                                                        : std::optional<std::int64_t>(0);
    if (!initial || *initial < min_initial_ms || *initial > max_initial_ms)
        return "the clock's initial time must be 1000 to 10800000 ms (1 second to 3 hours)";
    if (!increment || *increment < 0 || *increment > max_increment_ms)
        return "the clock's increment must be 0 to 180000 ms (up to 3 minutes)";
    return std::optional<clock_setting>(clock_setting{*initial, *increment});
}

json to_json(const clock_setting& setting) {
    return json{{"initial_ms", setting.initial_ms}, {"increment_ms", setting.increment_ms}};
}

match_clock::match_clock(clock_setting setting, int seats)
    : setting_(setting), remaining_(static_cast<std::size_t>(seats), setting.initial_ms) {}

std::int64_t match_clock::left(int seat, std::int64_t now) const {
    const std::int64_t base = remaining_[static_cast<std::size_t>(seat)];
    if (running_ != seat || turn_began_ == 0)
        return base;
    return std::max<std::int64_t>(0, base - std::max<std::int64_t>(0, now - turn_began_));
}

void match_clock::stop(std::int64_t now) {
    if (running_)
        remaining_[static_cast<std::size_t>(*running_)] = left(*running_, now);
    running_.reset();
    awaiting_first_.reset();
    turn_began_ = 0;
}

void match_clock::end_turn(int seat, std::int64_t now) {
    const bool was_running = running_ == seat;
    stop(now);
    if (was_running)
        remaining_[static_cast<std::size_t>(seat)] += setting_.increment_ms;
}

void match_clock::wait_for(std::optional<int> seat, bool first_move, bool every_seat_moved) {
    if (every_seat_moved)
        started_ = true;
    running_.reset();
    awaiting_first_.reset();
    turn_began_ = 0;
    if (!seat)
        return;
    if (started_)
        running_ = seat;
    else if (first_move)
        awaiting_first_ = seat;
}

void match_clock::begin(std::int64_t now) {
    if (turn_pending())
        turn_began_ = now;
}

bool match_clock::turn_pending() const {
    return (running_ || awaiting_first_) && turn_began_ == 0;
}

void match_clock::restore(const json& reading) {
    const auto it = reading.is_object() ? reading.find("remaining_ms") : reading.end();
    if (it == reading.end() || !it->is_array() || it->size() != remaining_.size())
        return;
    for (std::size_t seat = 0; seat < remaining_.size(); ++seat)
        if ((*it)[seat].is_number_integer())
            remaining_[seat] = (*it)[seat].get<std::int64_t>();
}

std::optional<std::int64_t> match_clock::flag_deadline() const {
    if (!running_ || turn_began_ == 0)
        return std::nullopt;
    return turn_began_ + remaining_[static_cast<std::size_t>(*running_)];
}

std::optional<std::int64_t> match_clock::first_move_deadline(std::int64_t first_move_ms) const {
    if (!awaiting_first_ || turn_began_ == 0)
        return std::nullopt;
    return turn_began_ + first_move_ms;
}

json match_clock::state_json(std::int64_t now, std::int64_t first_move_ms) const {
    json remaining = json::array();
    for (int seat = 0; seat < static_cast<int>(remaining_.size()); ++seat)
        remaining.push_back(left(seat, now));
    const auto first_move = first_move_deadline(first_move_ms);
    return json{{"initial_ms", setting_.initial_ms},
                {"increment_ms", setting_.increment_ms},
                {"remaining_ms", std::move(remaining)},
                {"running", running_ ? json(*running_) : json(nullptr)},
                {"at", now},
                {"first_move_deadline", first_move ? json(*first_move) : json(nullptr)}};
}

json match_clock::reading() const {
    return json{{"remaining_ms", remaining_}};
}

} // namespace plyroom::server::match
