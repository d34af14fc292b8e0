#include "new_player_budget.hpp"

#include <algorithm>

namespace plyroom::server::lobby {

double new_player_budget::refill(bucket& b, clock::time_point now) const {
    const double hours = std::chrono::duration<double, std::ratio<3600>>(now - b.refilled).count();
    if (hours > 0) {
        b.credits = std::min(burst_, b.credits + hours * per_hour_);
        b.refilled = now;
    }
    return b.credits;
}

bool new_player_budget::take(const std::string& address, clock::time_point now) {
    std::lock_guard lock(mutex_);
    // Full buckets say nothing a fresh one would not: forgetting them bounds the map by the
    // addresses active in the last burst / per_hour hours.
    if (buckets_.size() > 10000)
        for (auto it = buckets_.begin(); it != buckets_.end();)
            it = refill(it->second, now) >= burst_ ? buckets_.erase(it) : std::next(it);
    bucket& b = buckets_.try_emplace(address, bucket{burst_, now}).first->second;
    refill(b, now);
    if (b.credits < 1)
        return false;
    b.credits -= 1;
    return true;
}

} // namespace plyroom::server::lobby
