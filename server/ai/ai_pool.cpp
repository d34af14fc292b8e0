#include "ai/ai_pool.hpp"

#include "metrics.hpp"

#include <spdlog/spdlog.h>

namespace plyroom::server::ai {

ai_pool::ai_pool(std::size_t threads, std::chrono::milliseconds move_budget,
                 server::metrics& metrics, std::size_t max_waiting)
    : move_budget_(move_budget), max_waiting_(max_waiting), metrics_(metrics) {
    for (std::size_t i = 0; i < threads; ++i)
        threads_.emplace_back([this] { run(); });
}

bool ai_pool::busy() const {
    std::lock_guard lock(mutex_);
    return waiting_count_ >= max_waiting_;
}

void ai_pool::enqueue(const std::string& owner, std::function<void()> job) {
    {
        std::lock_guard lock(mutex_);
        auto& jobs = waiting_[owner];
        if (jobs.empty()) {
            // Behind the other newcomers, before every owner served already.
            turns_.insert(turns_.begin() + static_cast<std::ptrdiff_t>(newcomers_), owner);
            ++newcomers_;
        }
        jobs.push_back(std::move(job));
        ++waiting_count_;
    }
    ready_.notify_one();
}

// Serves the owners in turn, one job each (an owner with more goes to the back); once stopping,
// runs what waits (cancelled, so at once) and ends.
void ai_pool::run() {
    for (;;) {
        std::function<void()> job;
        {
            std::unique_lock lock(mutex_);
            ready_.wait(lock, [this] { return stopping_ || !turns_.empty(); });
            if (turns_.empty())
                return;
            const std::string owner = std::move(turns_.front());
            turns_.pop_front();
            if (newcomers_ > 0)
                --newcomers_;
            auto jobs = waiting_.find(owner);
            job = std::move(jobs->second.front());
            jobs->second.pop_front();
            if (jobs->second.empty())
                waiting_.erase(jobs);
            else
                turns_.push_back(owner);
            --waiting_count_;
        }
        job();
    }
}

ai_pool::~ai_pool() {
    stop();
}

// Runs the player on a pool thread and reports its answer and the time it took.
void ai_pool::think(const std::string& owner, std::shared_ptr<core::ai::player> player,
                    std::shared_ptr<const core::match> position, int seat, done_handler done,
                    std::optional<std::chrono::milliseconds> budget) {
    const auto within = budget ? std::min(*budget, move_budget_) : move_budget_;
    enqueue(owner, [this, player = std::move(player), position = std::move(position), seat,
                    done = std::move(done), within] {
        std::optional<core::ai::action> chosen;
        if (!cancelled_.load()) {
            const auto start = std::chrono::steady_clock::now();
            try {
                chosen =
                    player->choose(*position, seat, core::ai::limits::within(within, &cancelled_));
            } catch (const std::exception& failure) {
                spdlog::error("the {} AI failed at ply {}: {}", position->game_name(),
                              position->ply(), failure.what());
            }
            metrics_.ai_think_seconds.observe(
                std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
        }
        done(std::move(chosen));
    });
}

// Runs the player's judgement of a draw offer on a pool thread, within the move budget (the
// player's own search is shorter).
void ai_pool::judge_draw(const std::string& owner, std::shared_ptr<core::ai::player> player,
                         std::shared_ptr<const core::match> position, int seat, draw_handler done) {
    enqueue(owner, [this, player = std::move(player), position = std::move(position), seat,
                    done = std::move(done)] {
        bool accepts = false;
        if (!cancelled_.load()) {
            try {
                accepts = player->accepts_draw(*position, seat,
                                               core::ai::limits::within(move_budget_, &cancelled_));
            } catch (const std::exception& failure) {
                spdlog::error("the {} AI failed to judge a draw at ply {}: {}",
                              position->game_name(), position->ply(), failure.what());
            }
        }
        done(accepts);
    });
}

// Cancels whatever is thinking and joins the threads; idempotent.
void ai_pool::stop() {
    if (stopped_)
        return;
    stopped_ = true;
    cancel();
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    ready_.notify_all();
    for (std::thread& thread : threads_)
        thread.join();
}

} // namespace plyroom::server::ai
