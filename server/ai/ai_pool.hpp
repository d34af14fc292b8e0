// The threads the server's AI thinks on. Thinking never runs on a room strand or an I/O
// thread: a room hands the pool a copy of its match and gets the chosen action back through
// a callback, which it posts onto its own strand. The pool has a fixed number of threads
// and each room has at most one job in it, so the work waiting is bounded by the rooms; new
// rooms against the AI are refused while `max_waiting` jobs wait (busy()). The threads serve
// the players whose rooms wait in turn, one job each, and a player who starts waiting goes
// before those already served in this turn, so that one player's many rooms never hold back
// another player's computer opponent by more than the move being thought about.
#pragma once

#include "ai/ai.hpp"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace plyroom::server {
struct metrics;
}

namespace plyroom::server::ai {

class ai_pool {
public:
    ai_pool(std::size_t threads, std::chrono::milliseconds move_budget, server::metrics& metrics,
            std::size_t max_waiting = 100);
    ~ai_pool();
    ai_pool(const ai_pool&) = delete;
    ai_pool& operator=(const ai_pool&) = delete;

    using done_handler = std::function<void(std::optional<core::ai::action>)>;
    // Asks `player` what `seat` does in `position`, within the move budget (or `budget` when
    // shorter: a clock's); `done` runs on a pool thread with the answer (nullopt: nothing to
    // do, or the player failed). `owner` (the room's player) is whose turn the job waits for.
    void think(const std::string& owner, std::shared_ptr<core::ai::player> player,
               std::shared_ptr<const core::match> position, int seat, done_handler done,
               std::optional<std::chrono::milliseconds> budget = std::nullopt);

    using draw_handler = std::function<void(bool accepts)>;
    // Asks `player` whether `seat` accepts the draw offered in `position` (a short search);
    // `done` runs on a pool thread with the answer (false when cancelled or the player failed).
    void judge_draw(const std::string& owner, std::shared_ptr<core::ai::player> player,
                    std::shared_ptr<const core::match> position, int seat, draw_handler done);

    // Whether `max_waiting` jobs or more wait: no new room against the AI is opened then.
    bool busy() const;

    // Makes thinking in progress answer at once; later jobs answer nullopt.
    void cancel() { cancelled_.store(true); }
    // Cancels and waits for the threads.
    void stop();

private:
    void enqueue(const std::string& owner, std::function<void()> job);
    void run();

    std::chrono::milliseconds move_budget_;
    std::size_t max_waiting_;
    mutable std::mutex mutex_;
    std::condition_variable ready_;
    std::map<std::string, std::deque<std::function<void()>>> waiting_; // by owner
    // Owners with jobs waiting, the next to be served first: the first `newcomers_` of them
    // have not been served since they began to wait, the rest have been and wait again.
    std::deque<std::string> turns_;
    std::size_t newcomers_ = 0;
    std::size_t waiting_count_ = 0;
    bool stopping_ = false;
    std::vector<std::thread> threads_;
    server::metrics& metrics_;
    std::atomic<bool> cancelled_{false};
    bool stopped_ = false;
};

} // namespace plyroom::server::ai
