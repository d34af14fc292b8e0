// A room's two timers, on its strand: the soonest deadline of its state (a flag fall, a missed
// first move, the end of a claim grace) and, once the game is over, the finished room's time
// to go. Each wakes the room through a callback; the room decides what to run.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>

#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/strand.hpp>

namespace plyroom::server::match {

class room_timers {
public:
    using strand = boost::asio::strand<boost::asio::io_context::executor_type>;
    explicit room_timers(strand& on) : strand_(on), deadline_timer_(on) {}

    // Whether `deadline` has come and was not handled yet; a true answer marks it handled, so
    // each deadline is run once.
    bool take_due(std::optional<std::int64_t> deadline, std::int64_t now);
    // Wakes `due` at `deadline` (Unix ms); no deadline, or one already handled, disarms.
    void arm(std::optional<std::int64_t> deadline, std::int64_t now, std::function<void()> due);
    // Wakes `due` after `ttl`, once.
    void close_after(std::chrono::steady_clock::duration ttl, std::function<void()> due);

private:
    strand& strand_;
    boost::asio::steady_timer deadline_timer_;
    std::optional<boost::asio::steady_timer> close_timer_; // set once the game has finished
    std::optional<std::int64_t> handled_;                  // the deadline the last tick was run for
};

} // namespace plyroom::server::match
