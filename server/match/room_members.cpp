#include "room_members.hpp"

#include "room_logic.hpp"

namespace plyroom::server::match {

namespace p = protocol;

namespace {

// The author's copy of an event: the broadcast bytes with the request id added in front, so
// each event is serialized once however many members receive it.
std::shared_ptr<const std::string> with_id(const std::string& event, const json& id) {
    std::string text = "{\"id\":" + id.dump() + ",";
    text.append(event, 1);
    return std::make_shared<const std::string>(std::move(text));
}

} // namespace

std::shared_ptr<const std::string> frame(const p::server_message& message) {
    return std::make_shared<const std::string>(p::serialize(message));
}

void room_members::update(const room_state& state, const std::shared_ptr<connection>& author) {
    if (author && state.members.count(author->id()) != 0)
        connections_[author->id()] = author;
    for (auto it = connections_.begin(); it != connections_.end();)
        it = state.members.count(it->first) == 0 ? connections_.erase(it) : std::next(it);
}

std::vector<std::shared_ptr<connection>> room_members::connected() const {
    std::vector<std::shared_ptr<connection>> out;
    for (const auto& [cid, weak] : connections_)
        if (auto strong = weak.lock())
            out.push_back(std::move(strong));
    return out;
}

void room_members::broadcast(event_log& log, const room_state& state, const outcome& out,
                             const std::shared_ptr<connection>& author, const json& id) const {
    if (out.events.empty())
        return;
    const connection_id author_id = author ? author->id() : 0;
    const auto members = connected();
    for (std::size_t i = 0; i < out.events.size(); ++i) {
        const written_event written = log.add(out.events[i]);
        const bool reply_here = out.reply_event && *out.reply_event == i && !id.is_null();
        for (const auto& member : members) {
            if (out.sync && member->id() == author_id)
                continue;
            const auto& bytes = written.for_protocol(member->protocol());
            member->send(reply_here && member->id() == author_id ? with_id(*bytes, id) : bytes);
        }
        // An author who just left the room still gets its answer.
        if (reply_here && author && state.members.count(author_id) == 0)
            author->send(with_id(*written.for_protocol(author->protocol()), id));
    }
}

std::vector<std::shared_ptr<connection>>
room_members::connected_players(const room_state& state) const {
    std::vector<std::shared_ptr<connection>> players;
    for (const auto& [cid, m] : state.members)
        if (!m.spectator)
            if (const auto it = connections_.find(cid); it != connections_.end())
                if (auto strong = it->second.lock())
                    players.push_back(std::move(strong));
    return players;
}

void send_sync(const event_log& log, const room_state& state, std::optional<std::int64_t> since,
               connection& to, const json& id, std::int64_t now) {
    const std::int64_t v = log.version();
    const auto missed = since ? log.since(*since) : std::optional<std::vector<written_event>>();
    if (missed) {
        for (const written_event& event : *missed)
            to.send(event.for_protocol(to.protocol()));
    } else {
        to.send(frame(p::server_message{id, v, p::room_message{state.view()}}));
        to.send(frame(p::server_message{
            nullptr, v, p::state_message{state.code, nullptr, state.write_state(now)}}));
    }
    // Said last, with the request's id: a client up to date (which got nothing above) can
    // tell that from a lost request.
    to.send(frame(p::server_message{id, v, p::game_event{state.code, "synced", json::object()}}));
}

} // namespace plyroom::server::match
