#include "ai/ai_pool.hpp"

#include "metrics.hpp"

#include <boost/asio/post.hpp>
#include <spdlog/spdlog.h>

namespace plyroom::server::ai {

ai_pool::ai_pool(std::size_t threads, std::chrono::milliseconds move_budget,
                 server::metrics& metrics)
    : threads_(threads), move_budget_(move_budget), metrics_(metrics) {}

ai_pool::~ai_pool() {
    stop();
}

// Runs the player on a pool thread and reports its answer and the time it took.
void ai_pool::think(std::shared_ptr<core::ai::player> player,
                    std::shared_ptr<const core::match> position, int seat, done_handler done,
                    std::optional<std::chrono::milliseconds> budget) {
    const auto within = budget ? std::min(*budget, move_budget_) : move_budget_;
    boost::asio::post(threads_, [this, player = std::move(player), position = std::move(position),
                                 seat, done = std::move(done), within] {
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
void ai_pool::judge_draw(std::shared_ptr<core::ai::player> player,
                         std::shared_ptr<const core::match> position, int seat, draw_handler done) {
    boost::asio::post(threads_, [this, player = std::move(player), position = std::move(position),
                                 seat, done = std::move(done)] {
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
    threads_.join();
}

} // namespace plyroom::server::ai
