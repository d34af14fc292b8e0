// A room's events as sent: each numbered with the room's version `v` and serialized once, the
// latest kept (bounded) so that a member who reconnects gets exactly what it missed.
#pragma once

#include "protocol/server_message.hpp"

#include <cstdint>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace plyroom::server::match {

class event_log {
public:
    // `last_v` is the version before the first event; `limit` how many events are kept.
    event_log(std::int64_t last_v, std::size_t limit) : v_(last_v), limit_(limit) {}

    // The latest version given out.
    std::int64_t version() const { return v_; }
    // Numbers an event, keeps its bytes and returns them (shared by every member it goes to).
    std::shared_ptr<const std::string> add(const protocol::server_body& event);
    // The events after `since` when the log still holds all of them; nullopt when it does not
    // (the caller sends ROOM and STATE instead).
    std::optional<std::vector<std::shared_ptr<const std::string>>> since(std::int64_t since) const;

private:
    std::int64_t v_;
    std::size_t limit_;
    std::deque<std::pair<std::int64_t, std::shared_ptr<const std::string>>> kept_;
};

} // namespace plyroom::server::match
