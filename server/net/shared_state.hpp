// What every connection shares: the lobby, the limits, the counters, and the set of open
// WebSocket sessions (non-owning) so that shutdown can close them all.
#pragma once

#include "lobby/client.hpp"
#include "lobby/lobby.hpp"
#include "metrics.hpp"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>

namespace plyroom::server::net {

class websocket_session;

struct limits {
    std::size_t max_frame = 64 * 1024;
    std::size_t max_queue = 1024;         // outgoing frames queued per connection
    std::size_t send_buffer = 256 * 1024; // kernel send buffer per connection; 0: the system's
    std::size_t max_connections = 10000;
    std::size_t max_connections_per_ip = 64; // 0: no limit
    std::chrono::seconds idle_timeout{60};
    lobby::rate_limit rate;
};

class shared_state {
public:
    shared_state(lobby::lobby& lobby, server::metrics& metrics, limits limits, std::string db_path)
        : lobby_(lobby), metrics_(metrics), limits_(limits), db_path_(std::move(db_path)) {}

    lobby::lobby& lobby() { return lobby_; }
    server::metrics& metrics() { return metrics_; }
    const limits& config() const { return limits_; }
    const std::string& db_path() const { return db_path_; }

    // Counts a new WebSocket connection from an address; false when a limit is reached.
    bool admit(const std::string& address);
    void release(const std::string& address);

    std::uint64_t next_connection_id() { return next_id_.fetch_add(1) + 1; }
    void join(std::uint64_t id, const std::weak_ptr<websocket_session>& session);
    void leave(std::uint64_t id);
    // Closes every session with 1001 (going away).
    void close_all();
    // Sessions not yet ended.
    std::size_t open_sessions();
    bool stopping() const { return stopping_; }

private:
    lobby::lobby& lobby_;
    server::metrics& metrics_;
    limits limits_;
    std::string db_path_;
    std::atomic<std::uint64_t> next_id_{0};
    std::atomic<bool> stopping_{false};
    std::mutex mutex_;
    std::map<std::string, std::size_t> per_address_;
    std::size_t total_ = 0;
    std::map<std::uint64_t, std::weak_ptr<websocket_session>> sessions_;
};

} // namespace plyroom::server::net
