// One quick pairing pool's waiting line: who waits, who is held out of the waves after a closed
// connection, when the next wave is due, and the wave itself (docs/pairing.md). Pure: the caller
// gives the time of each call (the server its clock, the tests any time they like).
#pragma once

#include "pairing/waiting_player.hpp"

#include <chrono>
#include <cstddef>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace plyroom::server::pairing {

using pool_clock = std::chrono::steady_clock;

struct pool_settings {
    std::size_t group_size = 2;                 // the seats of the pool's rooms
    std::chrono::milliseconds wave_every{2000}; // the time between waves
    std::size_t groups_for_wave_at_once = 8;    // this many groups' worth: a wave now
    std::chrono::milliseconds grace{10000};     // a closed connection's place kept
};

// A player seated by a wave, with the time it waited since it joined.
struct seated_player {
    std::string id;
    std::chrono::milliseconds waited{0};
};
using seated_group = std::vector<seated_player>;

class pool {
public:
    explicit pool(pool_settings settings, pool_clock::time_point now);

    // Starts waiting, or, for a player already here, takes its place back (after a closed
    // connection: in the waves again, with the time and waves it waited). False: it was here and
    // connected already (nothing changes).
    bool join(const std::string& id, int rating, std::optional<rating_range> range,
              pool_clock::time_point now);
    // Stops waiting; false when the player was not here.
    bool leave(const std::string& id);
    // The player's connection closed: out of the waves, and out of the pool after the grace.
    void disconnected(const std::string& id, pool_clock::time_point now);
    // A player whose paired game never started comes back ahead of everyone waiting: it counts
    // as having waited one wave more than the longest waiting player.
    void put_back_in_front(const std::string& id, int rating, std::optional<rating_range> range,
                           pool_clock::time_point now);

    bool contains(const std::string& id) const { return waiting_.contains(id); }
    std::size_t waiting() const { return waiting_.size(); }

    // When the next wave should run: its time, or now when enough players wait.
    pool_clock::time_point next_wave() const;
    // Runs a wave: drops the players whose grace is over, seats groups among the connected
    // ones (who leave the pool) and counts a wave more for everyone left.
    std::vector<seated_group> run_wave(pool_clock::time_point now);

private:
    struct entry {
        waiting_player player;
        pool_clock::time_point joined;
        std::optional<pool_clock::time_point> gone_until; // set while its connection is closed
    };

    pool_settings settings_;
    pool_clock::time_point next_wave_;
    std::unordered_map<std::string, entry> waiting_;
    std::size_t connected_ = 0;
};

} // namespace plyroom::server::pairing
