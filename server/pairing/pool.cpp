#include "pairing/pool.hpp"

#include "pairing/wave.hpp"

#include <algorithm>

namespace plyroom::server::pairing {

pool::pool(pool_settings settings, pool_clock::time_point now)
    : settings_(settings), next_wave_(now + settings.wave_every) {}

bool pool::join(const std::string& id, int rating, std::optional<rating_range> range,
                pool_clock::time_point now) {
    const auto found = waiting_.find(id);
    if (found != waiting_.end()) {
        if (!found->second.gone_until) {
            return false;
        }
        found->second.gone_until.reset();
        found->second.player.rating = rating;
        found->second.player.range = range;
        ++connected_;
        return true;
    }
    waiting_.emplace(id, entry{waiting_player{id, rating, range, 0}, now, std::nullopt});
    ++connected_;
    return true;
}

bool pool::leave(const std::string& id) {
    const auto found = waiting_.find(id);
    if (found == waiting_.end()) {
        return false;
    }
    if (!found->second.gone_until) {
        --connected_;
    }
    waiting_.erase(found);
    return true;
}

void pool::disconnected(const std::string& id, pool_clock::time_point now) {
    const auto found = waiting_.find(id);
    if (found != waiting_.end() && !found->second.gone_until) {
        found->second.gone_until = now + settings_.grace;
        --connected_;
    }
}

void pool::put_back_in_front(const std::string& id, int rating, std::optional<rating_range> range,
                             pool_clock::time_point now) {
    int longest = 0;
    for (const auto& [other, waiting] : waiting_) {
        longest = std::max(longest, waiting.player.waves_waited);
    }
    leave(id);
    waiting_.emplace(id, entry{waiting_player{id, rating, range, longest + 1}, now, std::nullopt});
    ++connected_;
}

pool_clock::time_point pool::next_wave() const {
    if (connected_ >= settings_.group_size * settings_.groups_for_wave_at_once) {
        return pool_clock::time_point::min();
    }
    return next_wave_;
}

std::vector<seated_group> pool::run_wave(pool_clock::time_point now) {
    next_wave_ = now + settings_.wave_every;
    std::erase_if(waiting_, [&](const auto& item) {
        return item.second.gone_until && *item.second.gone_until <= now;
    });
    // In the order they joined, so that equal scores favour the earlier.
    std::vector<const entry*> connected;
    for (const auto& [id, waiting] : waiting_) {
        if (!waiting.gone_until) {
            connected.push_back(&waiting);
        }
    }
    std::sort(connected.begin(), connected.end(), [](const entry* a, const entry* b) {
        return a->joined != b->joined ? a->joined < b->joined : a->player.id < b->player.id;
    });
    std::vector<waiting_player> wave;
    wave.reserve(connected.size());
    for (const entry* waiting : connected) {
        wave.push_back(waiting->player);
    }
    std::vector<seated_group> seated;
    for (const auto& members : pairing::run_wave(wave, settings_.group_size)) {
        seated_group seats;
        for (const std::size_t member : members) {
            const entry& waiting = *connected[member];
            seats.push_back(
                {waiting.player.id,
                 std::chrono::duration_cast<std::chrono::milliseconds>(now - waiting.joined)});
        }
        seated.push_back(std::move(seats));
    }
    for (const auto& seats : seated) {
        for (const auto& player : seats) {
            waiting_.erase(player.id);
            --connected_;
        }
    }
    for (auto& [id, waiting] : waiting_) {
        if (!waiting.gone_until) {
            ++waiting.player.waves_waited;
        }
    }
    return seated;
}

} // namespace plyroom::server::pairing
