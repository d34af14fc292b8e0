// The leases of several nodes in PostgreSQL (migrations/postgresql/0003_cluster.sql): the
// nodes' heartbeats, the rooms' owners and fencing numbers, and ids no two nodes share. Every
// time is the database's clock; `ttl` is how long a lease or heartbeat lasts from now. One
// connection, not thread-safe: its owner calls it from one thread (never an I/O thread).
#pragma once

#include "store/database.hpp"

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace plyroom::server::cluster {

// A lease held: the room's game id and the fencing number its writes carry.
struct lease {
    std::int64_t game_id = 0;
    std::string code;
    std::int64_t fencing = 0;
};

class lease_store {
public:
    // Opens its own connection to the PostgreSQL database (already migrated).
    store::error open(const std::string& url);

    // Starts this node: refused (in words) while a live node has its id. Its incarnation.
    std::variant<std::int64_t, std::string> register_node(const std::string& node,
                                                          std::chrono::milliseconds ttl);
    store::error renew_node(const std::string& node, std::chrono::milliseconds ttl);
    // A node stopping in order: its id is free at once.
    store::error drop_node(const std::string& node);

    // A new room: a game id from the shared sequence and its code reserved among all nodes,
    // leased to `node` with fencing number 1. nullopt (no error) when the code is taken.
    std::optional<lease> reserve_room(const std::string& code, const std::string& node,
                                      std::chrono::milliseconds ttl, store::error& failed);

    // Takes a room whose lease has expired (or that has none: a game stored before the
    // cluster); its fencing number goes up. nullopt (no error) while another node holds it.
    std::optional<lease> take(std::int64_t game_id, const std::string& code,
                              const std::string& node, std::chrono::milliseconds ttl,
                              store::error& failed);

    // Renews every lease of `node`; the leases it still holds (one taken over is missing).
    std::vector<lease> renew_all(const std::string& node, std::chrono::milliseconds ttl,
                                 store::error& failed);

    // Gives a room up at once (a stop): any node may take it now. Nothing if not held.
    store::error release(std::int64_t game_id, const std::string& node, std::int64_t fencing);
    // A finished room has gone: its code is free again.
    store::error forget(std::int64_t game_id, const std::string& node, std::int64_t fencing);

    // Unfinished games that no live lease holds, oldest lease first, at most `limit`.
    std::vector<lease> orphaned(std::size_t limit, store::error& failed);

    // Leases run out that no node will take: of finished games (their owner died before the
    // room went) and of codes whose room was never stored. They are deleted, which frees the
    // codes, and a rematch offer such a finished game left open is stored as lapsed, as a
    // restart does (nobody can answer it any more). How many rematch offers lapsed.
    std::int64_t free_expired(store::error& failed);

    // Who holds the room `code`: `leased` when it has a lease, live or run out (a room between
    // two nodes), and `node` when a live one.
    struct room_owner {
        bool leased = false;
        std::optional<std::string> node;
    };
    room_owner owner_of(const std::string& code, store::error& failed);

    // A player made on another node, by the hash of its token: its id and name.
    std::optional<std::pair<std::string, std::string>> player(const std::string& token_hash,
                                                              store::error& failed);

    // Codes of the unfinished games where `player_id` holds a seat, on any node.
    std::vector<std::string> rooms_of(const std::string& player_id, store::error& failed);

    // The first of a block of 1000 draw offer ids for this node.
    std::optional<std::int64_t> offer_id_block(store::error& failed);

private:
    store::database db_;
    store::statement register_, renew_node_, drop_node_, reserve_, take_, renew_all_, release_,
        forget_, orphaned_, free_expired_, offer_block_, player_, owner_, rooms_of_;
};

} // namespace plyroom::server::cluster
