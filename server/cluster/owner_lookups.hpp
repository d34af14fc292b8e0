// Which node holds a room, asked of PostgreSQL for a code this node does not know (a message
// for a room held elsewhere, or a guess). The look-ups run on a thread and a connection of their
// own, so that the node's lease renewal never waits behind them, and they are bounded: at most
// `max_waiting` wait for the database, beyond which a look-up is answered busy at once; and a
// code that no live lease holds is remembered as unknown for `unknown_for`, so that asking for
// it again costs no query until then (or until a node takes that room over).
#pragma once

#include "lease_store.hpp"

#include <chrono>
#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <unordered_map>
#include <utility>

namespace plyroom::server::cluster {

struct owner_lookup_limits {
    std::size_t max_waiting = 256;                 // look-ups queued for the database
    std::chrono::milliseconds unknown_for{10'000}; // an unknown code is not asked again meanwhile
    std::size_t unknown_kept = 100'000;            // unknown codes remembered at most
};

struct owner_answer {
    std::optional<std::string> owner; // the node holding the room's lease, if one does
    bool busy = false;                // not asked: too many look-ups wait already
};

class owner_lookups {
public:
    using found_handler = std::function<void(owner_answer)>;

    explicit owner_lookups(std::string db, owner_lookup_limits limits = {});
    ~owner_lookups();
    owner_lookups(const owner_lookups&) = delete;
    owner_lookups& operator=(const owner_lookups&) = delete;

    // Opens the connection and starts the thread.
    store::error start();
    // Answers what waits (busy), then ends the thread. Idempotent.
    void stop();

    // Any thread. `found` runs on the look-up thread, or at once on the caller's when the code
    // is known to be unknown or too many wait.
    void find(const std::string& code, found_handler found);
    // A room of this code is held now (taken over, or made): it is asked again next time.
    void forget_unknown(const std::string& code);

private:
    struct request {
        std::string code;
        found_handler found;
    };

    void run();
    bool known_unknown(const std::string& code, std::chrono::steady_clock::time_point now);
    void remember_unknown(const std::string& code, std::chrono::steady_clock::time_point now);

    const std::string db_;
    const owner_lookup_limits limits_;
    lease_store leases_; // the look-up thread only

    std::mutex mutex_;
    std::condition_variable ready_;
    std::deque<request> queue_;
    // Unknown codes and until when; `unknown_order_` drops the oldest first when full.
    std::unordered_map<std::string, std::chrono::steady_clock::time_point> unknown_until_;
    std::deque<std::pair<std::string, std::chrono::steady_clock::time_point>> unknown_order_;
    bool stopping_ = false;
    std::thread thread_;
};

} // namespace plyroom::server::cluster
