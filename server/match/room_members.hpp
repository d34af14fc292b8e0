// The connections of a room's members and how its events reach them: each event is numbered
// and serialized once (event_log) and shared by every member; the author's copy of its reply
// carries the request id.
#pragma once

#include "connection.hpp"
#include "event_log.hpp"
#include "room_state.hpp"

#include <map>
#include <memory>
#include <vector>

namespace plyroom::server::match {

struct outcome;

class room_members {
public:
    void attach(const std::shared_ptr<connection>& c) { connections_[c->id()] = c; }
    // Keeps the author's connection if it is a member now, and drops those who are not.
    void update(const room_state& state, const std::shared_ptr<connection>& author);
    // Logs the outcome's events and sends them; a syncing author gets them through sync().
    void broadcast(event_log& log, const room_state& state, const outcome& out,
                   const std::shared_ptr<connection>& author, const json& id) const;
    // The member's connection while it is open.
    std::shared_ptr<connection> find(connection_id id) const {
        const auto it = connections_.find(id);
        return it == connections_.end() ? nullptr : it->second.lock();
    }
    // The connected seat holders (not spectators).
    std::vector<std::shared_ptr<connection>> connected_players(const room_state& state) const;

private:
    std::vector<std::shared_ptr<connection>> connected() const;

    std::map<connection_id, std::weak_ptr<connection>> connections_;
};

// Sends `to` the events after `since` if the log still holds them all, else ROOM and STATE.
void send_sync(const event_log& log, const room_state& state, std::optional<std::int64_t> since,
               connection& to, const json& id, std::int64_t now);

// A server message as bytes, for one receiver.
std::shared_ptr<const std::string> frame(const protocol::server_message& message);

} // namespace plyroom::server::match
