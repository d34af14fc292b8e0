#include "owner_lookups.hpp"

#include <spdlog/spdlog.h>

namespace plyroom::server::cluster {

owner_lookups::owner_lookups(std::string db, owner_lookup_limits limits)
    : db_(std::move(db)), limits_(limits) {}

owner_lookups::~owner_lookups() {
    stop();
}

store::error owner_lookups::start() {
    if (store::error failed = leases_.open(db_))
        return failed;
    thread_ = std::thread([this] { run(); });
    return std::nullopt;
}

void owner_lookups::stop() {
    {
        std::lock_guard lock(mutex_);
        if (stopping_)
            return;
        stopping_ = true;
        ready_.notify_one();
    }
    if (thread_.joinable())
        thread_.join();
}

void owner_lookups::find(const std::string& code, found_handler found) {
    bool busy = false;
    {
        std::lock_guard lock(mutex_);
        if (!known_unknown(code, std::chrono::steady_clock::now())) {
            if (!stopping_ && thread_.joinable() && queue_.size() < limits_.max_waiting) {
                queue_.push_back(request{code, std::move(found)});
                ready_.notify_one();
                return;
            }
            busy = true;
        }
    }
    found({std::nullopt, busy});
}

void owner_lookups::forget_unknown(const std::string& code) {
    std::lock_guard lock(mutex_);
    unknown_until_.erase(code); // its place in unknown_order_ goes when its turn comes
}

// Under mutex_.
bool owner_lookups::known_unknown(const std::string& code,
                                  std::chrono::steady_clock::time_point now) {
    const auto it = unknown_until_.find(code);
    if (it == unknown_until_.end())
        return false;
    if (now < it->second)
        return true;
    unknown_until_.erase(it);
    return false;
}

// Under mutex_.
void owner_lookups::remember_unknown(const std::string& code,
                                     std::chrono::steady_clock::time_point now) {
    while (unknown_order_.size() >= limits_.unknown_kept) {
        const auto& [oldest, until] = unknown_order_.front();
        // Only the entry this one made: the code may have been remembered again since.
        if (const auto it = unknown_until_.find(oldest);
            it != unknown_until_.end() && it->second == until)
            unknown_until_.erase(it);
        unknown_order_.pop_front();
    }
    const auto until = now + limits_.unknown_for;
    unknown_until_[code] = until;
    unknown_order_.emplace_back(code, until);
}

// One query at a time; what waits when stopping is answered busy.
void owner_lookups::run() {
    for (;;) {
        request next;
        {
            std::unique_lock lock(mutex_);
            ready_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
            if (stopping_) {
                std::deque<request> left;
                left.swap(queue_);
                lock.unlock();
                for (request& r : left)
                    r.found({std::nullopt, true});
                return;
            }
            next = std::move(queue_.front());
            queue_.pop_front();
        }
        store::error failed;
        lease_store::room_owner owner = leases_.owner_of(next.code, failed);
        if (failed)
            spdlog::warn("cluster: cannot find the owner of room {}: {}", next.code, *failed);
        else if (!owner.leased) {
            // No room at all (a room between two nodes keeps its lease row, and is asked
            // again).
            std::lock_guard lock(mutex_);
            remember_unknown(next.code, std::chrono::steady_clock::now());
        }
        next.found({std::move(owner.node), false});
    }
}

} // namespace plyroom::server::cluster
