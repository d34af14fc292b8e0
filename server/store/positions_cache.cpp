#include "positions_cache.hpp"

namespace plyroom::server::store {

positions_cache::positions_cache(std::size_t max_bytes, std::atomic<std::uint64_t>& replays)
    : max_bytes_(max_bytes), replays_(replays) {}

positions_cache::text positions_cache::find(std::int64_t game_id, std::size_t entries) {
    std::lock_guard lock(mutex_);
    const auto found = by_game_.find(game_id);
    if (found == by_game_.end() || found->second->entries != entries)
        return nullptr;
    recent_.splice(recent_.begin(), recent_, found->second);
    return found->second->positions;
}

void positions_cache::keep(std::int64_t game_id, std::size_t entries, text positions) {
    const std::size_t size = positions->size();
    if (size > max_bytes_)
        return;
    std::lock_guard lock(mutex_);
    if (const auto old = by_game_.find(game_id); old != by_game_.end()) {
        bytes_ -= old->second->positions->size();
        recent_.erase(old->second);
        by_game_.erase(old);
    }
    while (bytes_ + size > max_bytes_) {
        bytes_ -= recent_.back().positions->size();
        by_game_.erase(recent_.back().game_id);
        recent_.pop_back();
    }
    recent_.push_front(entry{game_id, entries, std::move(positions)});
    by_game_.emplace(game_id, recent_.begin());
    bytes_ += size;
}

std::size_t positions_cache::bytes() const {
    std::lock_guard lock(mutex_);
    return bytes_;
}

} // namespace plyroom::server::store
