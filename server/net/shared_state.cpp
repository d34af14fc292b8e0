#include "shared_state.hpp"

#include "websocket_session.hpp"

#include <vector>

namespace plyroom::server::net {

namespace {

// Counts one more connection of `address` unless it holds `limit` already (0: no limit). A
// refused address holds at least one, so no empty entry is left behind.
bool count_in(std::map<std::string, std::size_t>& counts, const std::string& address,
              std::size_t limit) {
    auto& count = counts[address];
    if (limit != 0 && count >= limit)
        return false;
    ++count;
    return true;
}

void count_out(std::map<std::string, std::size_t>& counts, const std::string& address) {
    auto it = counts.find(address);
    if (it != counts.end() && --it->second == 0)
        counts.erase(it);
}

} // namespace

// Admits a connection unless the total or per-address limit is reached.
bool shared_state::admit(const std::string& address) {
    std::lock_guard lock(mutex_);
    if (stopping_ || total_ >= limits_.max_connections)
        return false;
    if (!count_in(per_address_, address, limits_.max_connections_per_ip))
        return false;
    ++total_;
    return true;
}

void shared_state::release(const std::string& address) {
    std::lock_guard lock(mutex_);
    count_out(per_address_, address);
    --total_;
}

bool shared_state::admit_http(const std::string& address) {
    std::lock_guard lock(mutex_);
    return count_in(http_per_address_, address, limits_.max_http_per_ip);
}

void shared_state::release_http(const std::string& address) {
    std::lock_guard lock(mutex_);
    count_out(http_per_address_, address);
}

void shared_state::join(std::uint64_t id, const std::weak_ptr<websocket_session>& session) {
    std::lock_guard lock(mutex_);
    sessions_[id] = session;
}

void shared_state::leave(std::uint64_t id) {
    std::lock_guard lock(mutex_);
    sessions_.erase(id);
}

// Takes a snapshot under the lock and closes outside it.
void shared_state::close_all() {
    std::vector<std::shared_ptr<websocket_session>> sessions;
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
        for (const auto& [id, weak] : sessions_)
            if (auto session = weak.lock())
                sessions.push_back(std::move(session));
    }
    for (const auto& session : sessions)
        session->close(websocket::close_code::going_away);
}

// Sessions not yet ended.
std::size_t shared_state::open_sessions() {
    std::lock_guard lock(mutex_);
    return sessions_.size();
}

} // namespace plyroom::server::net
