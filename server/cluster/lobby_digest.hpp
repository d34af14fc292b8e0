// The public rooms waiting on the other nodes, as each last told (every node publishes its
// own list on Redis every second when it changed, and every few seconds anyway). A list not
// renewed for `stale_after` is dropped (its node died). Time is passed in; thread-safe.
#pragma once

#include "protocol/server_message.hpp"

#include <chrono>
#include <map>
#include <mutex>
#include <string>
#include <vector>

namespace plyroom::server::cluster {

class lobby_digest {
public:
    using clock = std::chrono::steady_clock;

    explicit lobby_digest(clock::duration stale_after = std::chrono::seconds(6))
        : stale_after_(stale_after) {}

    // `node`'s list as of `now`, from its message: rooms that do not read are left out.
    void remember(const std::string& node, const nlohmann::json& rooms, clock::time_point now);
    // A node that stopped in order: its rooms are no longer waiting there.
    void drop(const std::string& node);
    // Every other node's rooms still fresh at `now`.
    std::vector<protocol::room_view> rooms(clock::time_point now) const;

private:
    struct heard {
        std::vector<protocol::room_view> rooms;
        clock::time_point at;
    };

    clock::duration stale_after_;
    mutable std::mutex mutex_;
    std::map<std::string, heard> nodes_;
};

} // namespace plyroom::server::cluster
