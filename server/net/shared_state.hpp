// What every connection shares: the lobby, the limits, the counters, and the set of open
// WebSocket sessions (non-owning) so that shutdown can close them all.
#pragma once

#include "address_prefix.hpp"
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
#include <vector>

namespace boost::asio {
class io_context;
} // namespace boost::asio

namespace plyroom::server::store {
class positions_cache;
class read_pool;
class writer;
} // namespace plyroom::server::store

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
    std::size_t max_queue_bytes = 4 * 1024 * 1024;   // outgoing bytes queued per connection
    std::chrono::milliseconds header_timeout{10000}; // to send a whole HTTP request head
    // Origins besides the page's own whose pages may open /ws (web_policy.hpp).
    std::vector<std::string> allowed_origins;
    std::size_t max_http_per_ip = 64; // open plain HTTP connections per address; 0: no limit
    // Proxies whose X-Forwarded-For (or Forwarded) names the client (--trusted-proxy).
    std::vector<address_prefix> trusted_proxies;
    // Client addresses that may read /metrics and /readyz.
    std::vector<address_prefix> operators = loopback_prefixes();
};

// The store as the HTTP routes see it: reads run on the pool, readiness asks the writer.
struct store_access {
    store::read_pool* reads = nullptr;
    store::writer* writer = nullptr;
    // A submission unanswered this long makes the server not ready.
    std::chrono::milliseconds stall_after{2000};
    // The positions of finished games, kept for ?positions=1.
    store::positions_cache* positions = nullptr;
};

class shared_state {
public:
    // `games` runs the WebSocket sessions and the rooms; plain HTTP runs apart from it.
    shared_state(boost::asio::io_context& games, lobby::lobby& lobby, server::metrics& metrics,
                 limits limits, store_access store)
        : games_(games), lobby_(lobby), metrics_(metrics), limits_(limits), store_(store),
          room_lookups_(limits.rate.rate * 3600, limits.rate.burst) {}

    boost::asio::io_context& games() { return games_; }
    lobby::lobby& lobby() { return lobby_; }
    server::metrics& metrics() { return metrics_; }
    const limits& config() const { return limits_; }
    const store_access& store() const { return store_; }

    // Counts a new WebSocket connection from an address; false when a limit is reached.
    bool admit(const std::string& address);
    void release(const std::string& address);
    // The same for plain HTTP connections (a WebSocket is counted by admit() besides).
    bool admit_http(const std::string& address);
    void release_http(const std::string& address);

    // Takes one room look-up over HTTP (/api/rooms/{code}) for an address: as many a second
    // as one WebSocket connection's messages, so that guessing codes costs no less than there.
    bool look_up_room(const std::string& address) {
        return room_lookups_.take(address, std::chrono::steady_clock::now());
    }

    std::uint64_t next_connection_id() { return next_id_.fetch_add(1) + 1; }
    void join(std::uint64_t id, const std::weak_ptr<websocket_session>& session);
    void leave(std::uint64_t id);
    // Closes every session with 1001 (going away).
    void close_all();
    // Sessions not yet ended.
    std::size_t open_sessions();
    bool stopping() const { return stopping_; }

private:
    boost::asio::io_context& games_;
    lobby::lobby& lobby_;
    server::metrics& metrics_;
    limits limits_;
    store_access store_;
    std::atomic<std::uint64_t> next_id_{0};
    std::atomic<bool> stopping_{false};
    std::mutex mutex_;
    std::map<std::string, std::size_t> per_address_;
    std::map<std::string, std::size_t> http_per_address_;
    std::size_t total_ = 0;
    std::map<std::uint64_t, std::weak_ptr<websocket_session>> sessions_;
    lobby::new_player_budget room_lookups_;
};

} // namespace plyroom::server::net
