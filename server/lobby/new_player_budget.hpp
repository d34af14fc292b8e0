// How many new players (hello without a token) one address may start: a bucket of `burst`
// that refills at `per_hour`. Every new player is a stored row, so a client stuck in a
// reconnect loop must not add one per attempt without bound. Thread-safe; the clock is
// passed in so that tests can drive it.
#pragma once

#include <chrono>
#include <mutex>
#include <string>
#include <unordered_map>

namespace plyroom::server::lobby {

class new_player_budget {
public:
    using clock = std::chrono::steady_clock;

    new_player_budget(double per_hour, double burst) : per_hour_(per_hour), burst_(burst) {}

    // Takes one new player for `address`; false when its budget is spent.
    bool take(const std::string& address, clock::time_point now);

private:
    struct bucket {
        double credits;
        clock::time_point refilled;
    };
    double refill(bucket& b, clock::time_point now) const;

    double per_hour_;
    double burst_;
    std::mutex mutex_;
    std::unordered_map<std::string, bucket> buckets_;
};

} // namespace plyroom::server::lobby
