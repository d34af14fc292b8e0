// The order the AI's threads serve the players in: in turn, one job each, and a player who
// starts waiting before every player served already, so that another player's many rooms
// hold a newcomer back by the move being thought about only.
#include "ai/ai_pool.hpp"
#include "metrics.hpp"
#include "registry.hpp"

#include <condition_variable>
#include <mutex>
#include <string>
#include <vector>

#include <gtest/gtest.h>

namespace plyroom::server::ai {
namespace {

// Who was served, in order. Each job is held until it is let go, so that the test decides
// what waits while which job is being thought about.
struct service_log {
    std::mutex mutex;
    std::condition_variable changed;
    std::vector<std::string> served;
    std::size_t let_go = 0; // jobs allowed to finish

    void serve(const std::string& owner) {
        std::unique_lock lock(mutex);
        served.push_back(owner);
        const std::size_t mine = served.size();
        changed.notify_all();
        changed.wait(lock, [&] { return let_go >= mine; });
    }
    void wait_until_serving(std::size_t jobs) {
        std::unique_lock lock(mutex);
        changed.wait(lock, [&] { return served.size() >= jobs; });
    }
    void let_finish(std::size_t jobs) {
        std::lock_guard lock(mutex);
        let_go = jobs;
        changed.notify_all();
    }
};

class logging_player : public core::ai::player {
public:
    logging_player(service_log& log, std::string owner) : log_(log), owner_(std::move(owner)) {}
    std::optional<core::ai::action> choose(const core::match&, int,
                                           const core::ai::limits&) override {
        log_.serve(owner_);
        return std::nullopt;
    }

private:
    service_log& log_;
    std::string owner_;
};

std::shared_ptr<const core::match> any_position() {
    auto created = core::create_match(core::all_games().front().id, core::json::object());
    return std::shared_ptr<const core::match>(
        std::move(std::get<std::unique_ptr<core::match>>(created)));
}

TEST(ai_pool_turns, APlayerWhoStartsWaitingGoesBeforeThoseServedAlready) {
    metrics counters;
    service_log log;
    ai_pool pool(1, std::chrono::seconds(5), counters);
    const auto position = any_position();
    std::mutex done_mutex;
    std::condition_variable all_done;
    int done = 0;
    const auto ask = [&](const std::string& owner) {
        pool.think(owner, std::make_shared<logging_player>(log, owner), position, 0,
                   [&](std::optional<core::ai::action>) {
                       std::lock_guard lock(done_mutex);
                       ++done;
                       all_done.notify_all();
                   });
    };
    ask("zed");
    log.wait_until_serving(1);
    for (int i = 0; i < 4; ++i)
        ask("alice");
    log.let_finish(1);
    log.wait_until_serving(2); // alice's first move is being thought about, three more wait
    ask("bob");
    ask("carol");
    ask("bob");
    log.let_finish(8);
    std::unique_lock lock(done_mutex);
    all_done.wait(lock, [&] { return done == 8; });
    // Bob and Carol wait for the move in progress only; then the three take turns.
    EXPECT_EQ(log.served, (std::vector<std::string>{"zed", "alice", "bob", "carol", "alice", "bob",
                                                    "alice", "alice"}));
}

} // namespace
} // namespace plyroom::server::ai
