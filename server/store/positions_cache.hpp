// The positions of finished games (/api/games/{id}?positions=1) as JSON text, so that a game
// read again and again is replayed once, not for every anonymous request. Bounded by the bytes
// of text it holds; the least recently read game goes first. A finished game's record only
// grows by entries that do not move a piece (a rematch offer), and an entry is keyed with the
// record's length, so a cached text is never stale. Any thread.
#pragma once

#include <atomic>
#include <cstdint>
#include <list>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>

namespace plyroom::server::store {

class positions_cache {
public:
    using text = std::shared_ptr<const std::string>;

    // `replays` counts the games replayed for want of a cached text (a metric).
    positions_cache(std::size_t max_bytes, std::atomic<std::uint64_t>& replays);

    // The positions of `game_id` whose record holds `entries` entries, or null.
    text find(std::int64_t game_id, std::size_t entries);
    // Keeps them, making room by dropping the least recently read; a text larger than the
    // whole cache is not kept.
    void keep(std::int64_t game_id, std::size_t entries, text positions);
    // A game was replayed to give its positions.
    void count_replay() { replays_.fetch_add(1, std::memory_order_relaxed); }

    std::size_t bytes() const;
    std::size_t max_bytes() const { return max_bytes_; }

private:
    struct entry {
        std::int64_t game_id;
        std::size_t entries;
        text positions;
    };

    std::size_t max_bytes_;
    std::atomic<std::uint64_t>& replays_;
    mutable std::mutex mutex_;
    std::list<entry> recent_; // most recently read first
    std::unordered_map<std::int64_t, std::list<entry>::iterator> by_game_;
    std::size_t bytes_ = 0;
};

} // namespace plyroom::server::store
