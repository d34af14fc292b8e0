// A room's events as sent: each numbered with the room's version `v` and serialized once (twice
// when version 1 clients read it otherwise), the latest kept (bounded) so that a member who
// reconnects gets exactly what it missed.
#pragma once

#include "protocol/server_message.hpp"

#include <cstdint>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace plyroom::server::match {

// One event's bytes, shared by every member it goes to.
struct written_event {
    std::int64_t v = 0;
    std::shared_ptr<const std::string> text;
    // What clients of protocol version 1 get instead; null when they read `text` too.
    std::shared_ptr<const std::string> older;

    const std::shared_ptr<const std::string>& for_protocol(int version) const {
        return version < 2 && older ? older : text;
    }
};

class event_log {
public:
    // `last_v` is the version before the first event; `limit` how many events are kept.
    event_log(std::int64_t last_v, std::size_t limit) : v_(last_v), limit_(limit) {}

    // The latest version given out.
    std::int64_t version() const { return v_; }
    // Numbers an event, keeps its bytes and returns them.
    written_event add(const protocol::server_body& event);
    // The events after `since` when the log still holds all of them; nullopt when it does not
    // (the caller sends ROOM and STATE instead).
    std::optional<std::vector<written_event>> since(std::int64_t since) const;

private:
    std::int64_t v_;
    std::size_t limit_;
    std::deque<written_event> kept_;
};

} // namespace plyroom::server::match
