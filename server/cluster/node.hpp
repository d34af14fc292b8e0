// This server as one node of several: it registers its node id, holds the leases of the rooms
// it owns and renews them, takes over the rooms of nodes that died or stopped (rebuilt by the
// lobby's restart path), and hands its own over when it stops. The database calls run on a
// thread of the node's own, never on an I/O thread: room codes are reserved there ahead of need,
// a few at a time. Which node holds a room is asked on another thread (owner_lookups).
#pragma once

#include "lease_store.hpp"
#include "lobby/lobby.hpp"
#include "metrics.hpp"
#include "owner_lookups.hpp"
#include "store/reader.hpp"

#include <chrono>
#include <condition_variable>
#include <deque>
#include <functional>
#include <map>
#include <mutex>
#include <string>
#include <thread>

namespace plyroom::server::cluster {

struct node_timing {
    std::chrono::milliseconds lease_ttl{6000};   // a lease not renewed this long may be taken
    std::chrono::milliseconds renew_every{2000}; // leases and heartbeat renewed this often
    std::chrono::milliseconds scan_every{2000};  // orphaned rooms looked for this often
    std::size_t spare_codes = 8;                 // codes reserved ahead of the rooms' creation
};

class node {
public:
    node(std::string node_id, std::string db, server::metrics& metrics, node_timing timing = {});
    ~node();
    node(const node&) = delete;
    node& operator=(const node&) = delete;

    const std::string& id() const { return id_; }

    // Opens the node's connections and registers its id; why it cannot run, in words.
    store::error start();
    // Of the unfinished games read at start, those this node takes now (a live node holds
    // the others).
    std::vector<store::stored_game> take_at_start(std::vector<store::stored_game> games);
    // The lobby's hooks: reservations, offer ids, fences, forgotten rooms.
    lobby::cluster_hooks hooks();
    // Renews, looks for orphaned rooms and adopts them into `lobby`, until hand_over().
    void run(lobby::lobby& lobby);
    // Asks for a look for orphaned rooms now (another node released some).
    void scan_soon();
    // After the last commit: releases every lease and the node id, so that the other nodes
    // take the rooms at once. Idempotent.
    void hand_over();
    // Told (on the node's thread) of the rooms it took over, with their codes.
    void on_taken(std::function<void(const std::vector<std::string>& codes)> told) {
        on_taken_ = std::move(told);
    }
    // Told (on the node's thread) of each room it lost to another node (a pause past its
    // lease), once the lobby has dropped it.
    void on_lost(std::function<void(const std::shared_ptr<match::room>& room)> told) {
        on_lost_ = std::move(told);
    }
    // The node holding the lease of `code`, asked on the look-ups' own thread and connection
    // (owner_lookups.hpp: bounded, unknown codes cached), never on the node's thread, so that
    // lease renewal never waits behind them; `found` runs there, or at once.
    void find_owner(const std::string& code, owner_lookups::found_handler found);
    // A room of this code is held now by some node (taken over): asked again next time.
    void forget_unknown(const std::string& code) { lookups_.forget_unknown(code); }
    // A player coming back with a token: looked up in the shared database when `known` is
    // not set (made on another node), with the codes of its unfinished rooms on every node.
    // `done` runs on the node's thread; no player when the token is unknown or the database
    // fails (then with why).
    void resume(const std::string& token_hash, std::optional<lobby::player> known,
                lobby::cluster_hooks::resumed done);
    // Whether this node holds the lease of `code` now.
    bool owns(const std::string& code) const;

private:
    // A code reserved ahead of need, if one is at hand (no wait); asks for more when few are.
    std::optional<match::reserved_room> take_spare();
    // A spare code, else one reserved now (a wait on the database: the node's thread only,
    // or a rematch that found no spare).
    std::optional<match::reserved_room> reserve();
    // Reserves codes until `spare_codes` are at hand (the node's thread).
    void refill();
    store::row fence(std::int64_t game_id);
    std::int64_t next_offer_id();
    void loop();
    void renew();
    void scan();
    void post(std::function<void()> task);

    const std::string id_;
    const std::string db_;
    server::metrics& metrics_;
    const node_timing timing_;
    lobby::lobby* lobby_ = nullptr;
    std::function<void(const std::vector<std::string>&)> on_taken_;
    std::function<void(const std::shared_ptr<match::room>&)> on_lost_;

    std::mutex store_mutex_; // the lease store's one connection
    lease_store leases_;
    store::reader reader_; // the node's thread only
    owner_lookups lookups_;

    mutable std::mutex held_mutex_;
    std::map<std::int64_t, lease> held_;
    std::deque<lease> spare_;     // reserved, no room yet; renewed with the rest
    bool refill_asked_ = false;   // under held_mutex_
    std::int64_t next_offer_ = 0; // under held_mutex_
    std::int64_t offer_block_end_ = 0;

    std::mutex tasks_mutex_;
    std::condition_variable wake_;
    std::deque<std::function<void()>> tasks_;
    bool scan_requested_ = false;
    bool stopping_ = false;
    bool handed_over_ = false;
    bool started_ = false; // registered: there is something to hand over
    std::thread thread_;
};

} // namespace plyroom::server::cluster
