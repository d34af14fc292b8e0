// The threads the server's AI thinks on. Thinking never runs on a room strand or an I/O
// thread: a room hands the pool a copy of its match and gets the chosen action back through
// a callback, which it posts onto its own strand. The pool has a fixed number of threads
// and each room has at most one job in it, so the work waiting is bounded by the rooms.
#pragma once

#include "ai/ai.hpp"

#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <optional>

#include <boost/asio/thread_pool.hpp>

namespace plyroom::server {
struct metrics;
}

namespace plyroom::server::ai {

class ai_pool {
public:
    ai_pool(std::size_t threads, std::chrono::milliseconds move_budget, server::metrics& metrics);
    ~ai_pool();
    ai_pool(const ai_pool&) = delete;
    ai_pool& operator=(const ai_pool&) = delete;

    using done_handler = std::function<void(std::optional<core::ai::action>)>;
    // Asks `player` what `seat` does in `position`, within the move budget (or `budget` when
    // shorter: a clock's); `done` runs on a pool thread with the answer (nullopt: nothing to
    // do, or the player failed).
    void think(std::shared_ptr<core::ai::player> player,
               std::shared_ptr<const core::match> position, int seat, done_handler done,
               std::optional<std::chrono::milliseconds> budget = std::nullopt);

    using draw_handler = std::function<void(bool accepts)>;
    // Asks `player` whether `seat` accepts the draw offered in `position` (a short search);
    // `done` runs on a pool thread with the answer (false when cancelled or the player failed).
    void judge_draw(std::shared_ptr<core::ai::player> player,
                    std::shared_ptr<const core::match> position, int seat, draw_handler done);

    // Makes thinking in progress answer at once; later jobs answer nullopt.
    void cancel() { cancelled_.store(true); }
    // Cancels and waits for the threads.
    void stop();

private:
    boost::asio::thread_pool threads_;
    std::chrono::milliseconds move_budget_;
    server::metrics& metrics_;
    std::atomic<bool> cancelled_{false};
    bool stopped_ = false;
};

} // namespace plyroom::server::ai
