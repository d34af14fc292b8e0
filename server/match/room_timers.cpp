#include "room_timers.hpp"

#include <algorithm>

namespace plyroom::server::match {

bool room_timers::take_due(std::optional<std::int64_t> deadline, std::int64_t now) {
    if (!deadline || *deadline > now || handled_ == deadline)
        return false;
    handled_ = deadline;
    return true;
}

void room_timers::arm(std::optional<std::int64_t> deadline, std::int64_t now,
                      std::function<void()> due) {
    if (!deadline || deadline == handled_) {
        deadline_timer_.cancel();
        return;
    }
    deadline_timer_.expires_after(
        std::chrono::milliseconds(std::max<std::int64_t>(0, *deadline - now)));
    deadline_timer_.async_wait([due = std::move(due)](const boost::system::error_code& error) {
        if (!error)
            due();
    });
}

void room_timers::close_after(std::chrono::steady_clock::duration ttl, std::function<void()> due) {
    close_timer_.emplace(strand_, ttl);
    close_timer_->async_wait([due = std::move(due)](const boost::system::error_code& error) {
        if (!error)
            due();
    });
}

} // namespace plyroom::server::match
