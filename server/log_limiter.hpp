// Lets one kind of log line through at most once per interval, and counts what it held
// back so the next line can say so. A failure that repeats thousands of times a second (a
// full disk, no file descriptors left) then costs a line every few seconds, not gigabytes.
// Not thread-safe: each user keeps its own, on one thread or under its own lock.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>

namespace plyroom::server {

class log_limiter {
public:
    using clock = std::chrono::steady_clock;

    explicit log_limiter(clock::duration interval = std::chrono::seconds(5))
        : interval_(interval) {}

    // The number of lines held back since the last one let through, when this one may be
    // logged now; nullopt when it is to be held back.
    std::optional<std::uint64_t> allow(clock::time_point now) {
        if (last_ && now - *last_ < interval_) {
            ++held_back_;
            return std::nullopt;
        }
        last_ = now;
        const std::uint64_t held = held_back_;
        held_back_ = 0;
        return held;
    }

private:
    clock::duration interval_;
    std::optional<clock::time_point> last_;
    std::uint64_t held_back_ = 0;
};

} // namespace plyroom::server
