// How long the chat of a finished game is kept (--chat-retention-days), and the sweep that
// deletes what is older. The sweep runs on the writer's connection and thread, between group
// commits, a bounded batch at a time, so that deleting old chat never holds up a move.
#pragma once

#include "database.hpp"
#include "wall_clock.hpp"

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>

namespace plyroom::server::store {

struct chat_retention {
    // Chat of a game that finished longer ago than this is deleted.
    std::int64_t keep_ms = 30LL * 24 * 3'600'000;
    // Lines deleted by one sweep at most: one short statement between two commits.
    std::int64_t batch = 1000;
    // Between two sweeps; after a sweep that found a whole batch, the next comes after
    // `catch_up` instead, so that a backlog goes in bounded steps without waiting an hour.
    std::chrono::milliseconds every = std::chrono::minutes(10);
    std::chrono::milliseconds catch_up = std::chrono::seconds(1);
    // The wall clock the age of a game is judged by (Unix ms); injectable for tests.
    std::function<std::int64_t()> now = now_ms;
};

class chat_sweeper {
public:
    // Prepares the delete on `db` (the writer's connection).
    error prepare(database& db, std::int64_t batch);

    // Deletes at most a batch of lines of chat of games finished before `cutoff` (Unix ms).
    // Returns how many went, or nullopt on a failure (in `failure`; nothing was deleted).
    std::optional<std::int64_t> sweep(std::int64_t cutoff, error& failure);

private:
    statement delete_old_;
    std::int64_t batch_ = 0;
    // Every game finished before this has no chat left: later sweeps look only at games
    // finished since, so a sweep's cost does not grow with the history kept.
    std::int64_t swept_before_ = 0;
};

} // namespace plyroom::server::store
