#include "shared_state.hpp"

#include "websocket_session.hpp"

#include <vector>

namespace plyroom::server::net {

// Admits a connection unless the total or per-address limit is reached.
bool shared_state::admit(const std::string& address) {
    std::lock_guard lock(mutex_);
    if (stopping_ || total_ >= limits_.max_connections)
        return false;
    auto& count = per_address_[address];
    if (limits_.max_connections_per_ip != 0 && count >= limits_.max_connections_per_ip)
        return false;
    ++count;
    ++total_;
    return true;
}

void shared_state::release(const std::string& address) {
    std::lock_guard lock(mutex_);
    auto it = per_address_.find(address);
    if (it != per_address_.end() && --it->second == 0)
        per_address_.erase(it);
    --total_;
}

bool shared_state::admit_http(const std::string& address) {
    std::lock_guard lock(mutex_);
    auto& count = http_per_address_[address];
    if (limits_.max_http_per_ip != 0 && count >= limits_.max_http_per_ip) {
        if (count == 0)
            http_per_address_.erase(address);
        return false;
    }
    ++count;
    return true;
}

void shared_state::release_http(const std::string& address) {
    std::lock_guard lock(mutex_);
    auto it = http_per_address_.find(address);
    if (it != http_per_address_.end() && --it->second == 0)
        http_per_address_.erase(it);
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
