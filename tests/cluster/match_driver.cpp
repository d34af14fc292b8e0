#include "match_driver.hpp"

#include <algorithm>

namespace plyroom::test {

match_driver::match_driver(std::vector<unsigned short> ports, std::size_t matches,
                           std::vector<json> moves)
    : ports_(std::move(ports)), moves_(std::move(moves)), matches_(matches) {}

// A connection to the player's node that says hello (with its token once it has one); the
// next node's when that node does not answer.
std::unique_ptr<test_client> match_driver::connect(seat_player& who) {
    for (std::size_t tried = 0; tried < ports_.size(); ++tried) {
        auto client = std::make_unique<test_client>(ports_[who.node]);
        if (client->connected()) {
            const json welcome = client->hello(
                who.name, who.token.empty() ? std::nullopt : std::optional<std::string>(who.token));
            if (welcome.value("type", "") == "welcome") {
                who.token = welcome.value("token", "");
                return client;
            }
        }
        who.node = (who.node + 1) % ports_.size();
    }
    return nullptr;
}

std::string match_driver::open() {
    for (std::size_t i = 0; i < matches_.size(); ++i) {
        one_match& m = matches_[i];
        for (int seat = 0; seat < 2; ++seat) {
            seat_player& who = m.seats[seat];
            who.name = "p" + std::to_string(i) + "s" + std::to_string(seat);
            who.node = (i + static_cast<std::size_t>(seat)) % ports_.size();
            who.client = connect(who);
            if (!who.client)
                return who.name + " could not say hello";
        }
        const json room = m.seats[0].client->request({{"type", "create_room"},
                                                      {"game", "connect4"},
                                                      {"options", json::object()},
                                                      {"seat", 0}});
        if (room.value("type", "") != "room")
            return "create_room: " + room.dump();
        m.code = room["room"]["code"];
        const json joined =
            m.seats[1].client->request({{"type", "join_room"}, {"code", m.code}, {"as", "player"}});
        if (joined.value("type", "") != "room")
            return "join_room: " + joined.dump();
    }
    return "";
}

// The player's connection is gone: it comes back on the next node, with its token.
bool match_driver::come_back(seat_player& who) {
    ++reconnects_;
    who.node = (who.node + 1) % ports_.size();
    who.client = connect(who);
    return who.client != nullptr;
}

// The state that follows a sync's ROOM: the ply to play next, or the end.
void match_driver::take_state(one_match& m, test_client& from, std::chrono::milliseconds left) {
    const auto state = from.wait_for(
        [&](const json& r) {
            return r.value("type", "") == "state" && r.value("code", "") == m.code;
        },
        left);
    if (!state)
        return;
    m.ply = (*state)["state"].value("ply", 0);
    m.done = !(*state)["state"].value("result", json()).is_null();
    m.needs_sync = false;
}

void match_driver::send_moves() {
    ++rounds_;
    for (one_match& m : matches_) {
        m.pending.clear();
        if (m.done)
            continue;
        seat_player& mover = m.seats[m.ply % 2];
        if (!mover.client || mover.client->closed() || !mover.client->connected()) {
            if (!come_back(mover))
                continue;
            m.needs_sync = true;
        }
        mover.client->inbox().clear(); // the events it did not need
        m.pending_sync = m.needs_sync;
        if (m.pending_sync) {
            ++syncs_;
            m.pending = "sync" + std::to_string(++next_id_);
            mover.client->send({{"type", "sync"}, {"code", m.code}, {"id", m.pending}});
            continue;
        }
        m.pending = "move" + std::to_string(++next_id_);
        mover.client->send({{"type", "move"},
                            {"code", m.code},
                            {"ply", m.ply},
                            {"move", moves_[static_cast<std::size_t>(m.ply)]},
                            {"id", m.pending}});
    }
}

void match_driver::collect(std::chrono::steady_clock::time_point deadline) {
    const auto left = [&] {
        return std::max(std::chrono::milliseconds(1),
                        std::chrono::duration_cast<std::chrono::milliseconds>(
                            deadline - std::chrono::steady_clock::now()));
    };
    for (one_match& m : matches_) {
        if (m.pending.empty())
            continue;
        test_client& from = *m.seats[m.ply % 2].client;
        const auto reply = from.wait_for(
            [&](const json& r) { return r.value("id", json()) == m.pending; }, left());
        m.pending.clear();
        const std::string type = reply ? reply->value("type", "") : "";
        if (m.pending_sync) {
            // What came before the sync's ROOM is older than the STATE that follows it.
            from.inbox().clear();
            if (type == "room")
                take_state(m, from, left());
            continue;
        }
        if (type == "moved") {
            acknowledged_.push_back({m.code, m.ply, moves_[static_cast<std::size_t>(m.ply)]});
            ++m.ply;
            m.done = m.ply >= static_cast<int>(moves_.size());
            continue;
        }
        // Refused (stale, the room moving), or no answer: the room says where it stands.
        m.needs_sync = true;
    }
}

bool match_driver::round(std::chrono::milliseconds wait) {
    send_moves();
    collect(std::chrono::steady_clock::now() + wait);
    return !finished();
}

bool match_driver::finished() const {
    return std::all_of(matches_.begin(), matches_.end(), [](const one_match& m) { return m.done; });
}

std::vector<std::string> match_driver::codes() const {
    std::vector<std::string> out;
    for (const one_match& m : matches_)
        out.push_back(m.code);
    return out;
}

} // namespace plyroom::test
