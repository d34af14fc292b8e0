#include "lobby_digest.hpp"

namespace plyroom::server::cluster {

void lobby_digest::remember(const std::string& node, const nlohmann::json& rooms,
                            clock::time_point now) {
    heard told{{}, now};
    if (rooms.is_array())
        for (const auto& room : rooms)
            if (auto view = protocol::room_from_json(room))
                told.rooms.push_back(std::move(*view));
    std::lock_guard lock(mutex_);
    nodes_[node] = std::move(told);
}

void lobby_digest::drop(const std::string& node) {
    std::lock_guard lock(mutex_);
    nodes_.erase(node);
}

std::vector<protocol::room_view> lobby_digest::rooms(clock::time_point now) const {
    std::vector<protocol::room_view> out;
    std::lock_guard lock(mutex_);
    for (const auto& [node, told] : nodes_)
        if (now - told.at <= stale_after_)
            out.insert(out.end(), told.rooms.begin(), told.rooms.end());
    return out;
}

} // namespace plyroom::server::cluster
