#include "relay.hpp"

#include <cstdio>

#include <boost/asio/post.hpp>
#include <spdlog/spdlog.h>

namespace plyroom::server::cluster {

namespace p = protocol;
using json = nlohmann::json;

namespace {

// A message waits this long for a node to take its room over, then its sender is told.
constexpr auto wait_limit = std::chrono::seconds(15);
// How often waiting messages look for their room's owner again and the lobby is told.
constexpr auto tick_every = std::chrono::seconds(1);
// The lobby is told this often even when it did not change, so that it stays fresh.
constexpr auto lobby_refresh = std::chrono::seconds(3);
// Rooms one connection may wait to have found in the database at once (codes no node here
// knows): guessing codes costs a look-up each, and one connection gets no more than these
// ahead of the others. One more is answered rate_limited at once.
constexpr std::size_t max_lookups_per_connection = 4;
// Looks at rooms elsewhere (GET /api/rooms/{code}) under way on this node at once; one more is
// answered busy. A look its owner has not answered within look_limit is answered unreachable.
constexpr std::size_t max_looks = 1024;
constexpr auto look_limit = std::chrono::seconds(5);

// FNV-1a of the database's printable location, in hex: the same in every node's process.
std::string channel_prefix(const std::string& db) {
    std::uint64_t hash = 14695981039346656037ULL;
    for (const char c : store::printable_location(db)) {
        hash ^= static_cast<unsigned char>(c);
        hash *= 1099511628211ULL;
    }
    char text[17];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(hash));
    return std::string("plyroom:") + text + ":";
}

} // namespace

// A member of a room on this node whose connection is on another node.
class relay::remote_connection final : public match::connection {
public:
    remote_connection(std::weak_ptr<relay> owner, std::string node, std::uint64_t their_id,
                      std::uint64_t id)
        : relay_(std::move(owner)), node_(std::move(node)), their_id_(their_id), id_(id) {}

    std::uint64_t id() const override { return id_; }
    void send(std::shared_ptr<const std::string> frame) override {
        if (auto r = relay_.lock())
            r->publish(r->channel_of(node_),
                       json{{"t", "ev"}, {"conn", their_id_}, {"frame", *frame}});
    }
    void post(std::function<void()> task) override {
        if (auto r = relay_.lock())
            boost::asio::post(r->ioc_, std::move(task));
    }
    void entered_room(const std::string& code) override {
        if (auto r = relay_.lock())
            r->publish(r->channel_of(node_),
                       json{{"t", "entered"}, {"conn", their_id_}, {"code", code}});
    }

private:
    std::weak_ptr<relay> relay_;
    std::string node_;
    std::uint64_t their_id_;
    std::uint64_t id_;
};

relay::relay(boost::asio::io_context& ioc, redis_address address, node& owner, lobby::lobby& lobby,
             server::metrics& metrics, const std::string& db)
    : ioc_(ioc), node_(owner), lobby_(lobby), metrics_(metrics), prefix_(channel_prefix(db)),
      commands_(redis_client::make(ioc, address, redis_client::mode::commands)),
      subscriber_(redis_client::make(ioc, std::move(address), redis_client::mode::subscriber)),
      strand_(boost::asio::make_strand(ioc)), timer_(strand_) {}

void relay::start() {
    std::weak_ptr<relay> weak = shared_from_this();
    subscriber_->on_message([weak](const std::string& channel, std::string payload) {
        if (auto self = weak.lock())
            boost::asio::post(self->strand_,
                              [self, channel, payload = std::move(payload)]() mutable {
                                  self->on_message(channel, std::move(payload));
                              });
    });
    subscriber_->subscribe(channel_of(node_.id()));
    subscriber_->subscribe(prefix_ + "nodes");
    commands_->start();
    subscriber_->start();
    boost::asio::post(strand_, [self = shared_from_this()] { self->tick(); });
}

// After the I/O threads have stopped: nothing else touches the timer.
void relay::stop() {
    timer_.cancel();
    commands_->stop();
    subscriber_->stop();
}

void relay::announce_release() {
    publish(prefix_ + "nodes", json{{"t", "released"}, {"node", node_.id()}});
}

void relay::publish(const std::string& channel, const json& message) {
    publish_text(channel, message.dump());
}

void relay::publish_text(const std::string& channel, std::string payload,
                         redis_client::reply_handler done) {
    metrics_.cluster_forwarded_messages.fetch_add(1, std::memory_order_relaxed);
    commands_->command({"PUBLISH", channel, std::move(payload)}, std::move(done));
}

std::vector<p::room_view> relay::remote_waiting_rooms() const {
    return others_lobby_.rooms(std::chrono::steady_clock::now());
}

bool relay::forward(const std::string& code, const match::actor& from,
                    const p::client_message* message,
                    const std::shared_ptr<match::connection>& connection) {
    json body{{"t", message != nullptr ? "cmd" : "detach"},
              {"from", node_.id()},
              {"conn", from.connection},
              {"player", from.player_id},
              {"name", from.name},
              {"account", from.account},
              {"code", code},
              {"protocol", connection ? connection->protocol() : p::oldest_protocol_version}};
    if (message != nullptr)
        body["frame"] = p::serialize(*message);
    outgoing out{code,
                 body.dump(),
                 message != nullptr ? message->id : json(),
                 message != nullptr,
                 connection,
                 std::chrono::steady_clock::now()};
    out.connection = from.connection;
    // The membership is noted here, on the caller's strand, in the order of its messages.
    std::optional<p::client_message> copy;
    if (message != nullptr)
        copy = *message;
    boost::asio::post(strand_, [self = shared_from_this(), code, from, copy = std::move(copy),
                                connection, out = std::move(out)]() mutable {
        self->note_member(code, from, copy ? &*copy : nullptr, connection);
        self->send(std::move(out));
    });
    return true;
}

void relay::look(const std::string& code, std::uint64_t asker, lobby::room_look_done done) {
    boost::asio::post(strand_,
                      [self = shared_from_this(), code, asker, done = std::move(done)]() mutable {
                          self->start_look(code, asker, std::move(done));
                      });
}

// Asks the owner at once when it is known; else waits for the owner to be found, which is
// looked up in the database as for a message (and refused as a message would be).
void relay::start_look(const std::string& code, std::uint64_t asker, lobby::room_look_done done) {
    using outcome = lobby::room_look::outcome;
    if (looks_.size() >= max_looks)
        return done({outcome::busy});
    const std::uint64_t id = next_look_++;
    looks_[id] = pending_look{code, std::move(done), std::chrono::steady_clock::now()};
    if (auto owner = owners_.owner(code))
        return ask_owner(id, *owner);
    if (!looking_up_.contains(code)) {
        if (const auto under_way = lookups_of_.find(asker);
            under_way != lookups_of_.end() && under_way->second >= max_lookups_per_connection)
            return answer_look(id, {outcome::rate_limited});
        looks_waiting_[code].push_back(id);
        return look_up(code, asker);
    }
    looks_waiting_[code].push_back(id);
}

// Publishes the look on the owner's channel; its answer (`seen`) comes on this node's.
void relay::ask_owner(std::uint64_t look, const std::string& owner) {
    const auto it = looks_.find(look);
    if (it == looks_.end())
        return;
    publish_text(
        channel_of(owner),
        json{{"t", "look"}, {"from", node_.id()}, {"ask", look}, {"code", it->second.code}}.dump(),
        [weak = weak_from_this(), look, owner](const resp_value* reply, const std::string&) {
            const bool received = reply != nullptr && !reply->is_error() &&
                                  reply->kind == resp_value::type::integer && reply->integer > 0;
            if (received)
                return;
            const bool gone = reply != nullptr && reply->kind == resp_value::type::integer;
            if (auto self = weak.lock())
                boost::asio::post(self->strand_, [self, look, owner, gone] {
                    if (gone)
                        self->owners_.forget_node(owner);
                    self->answer_look(look, {lobby::room_look::outcome::unreachable});
                });
        });
}

void relay::answer_look(std::uint64_t look, lobby::room_look answer) {
    const auto it = looks_.find(look);
    if (it == looks_.end())
        return;
    lobby::room_look_done done = std::move(it->second.done);
    looks_.erase(it);
    done(std::move(answer));
}

// The owner of `code` as found: the looks waiting for it ask it, or are answered here.
void relay::answer_looks(const std::string& code, const std::optional<std::string>& owner,
                         bool busy) {
    using outcome = lobby::room_look::outcome;
    const auto waiting = looks_waiting_.find(code);
    if (waiting == looks_waiting_.end())
        return;
    const std::vector<std::uint64_t> looks = std::move(waiting->second);
    looks_waiting_.erase(waiting);
    const auto here = lobby_.find(code);
    for (const std::uint64_t look : looks) {
        if (busy)
            answer_look(look, {outcome::busy});
        else if (owner && *owner != node_.id())
            ask_owner(look, *owner);
        else if (here)
            answer_look(look, {outcome::found, *here->summary()});
        else
            answer_look(look, {outcome::not_found});
    }
}

// Another node looks at a room here: its ROOM goes back, and nobody becomes a member.
void relay::on_look(const json& message) {
    const std::string code = message.value("code", "");
    const auto room = lobby_.find(code);
    publish(channel_of(message.value("from", "")),
            json{{"t", "seen"},
                 {"ask", message.value("ask", std::uint64_t{0})},
                 {"code", code},
                 {"room", room ? p::to_json(*room->summary()) : json(nullptr)}});
}

// The owner's answer to a look of this node. A room it no longer holds is asked of the
// database next time.
void relay::on_seen(const json& message) {
    using outcome = lobby::room_look::outcome;
    const auto look = message.value("ask", std::uint64_t{0});
    const auto room = message.find("room");
    if (room == message.end() || room->is_null()) {
        owners_.forget(message.value("code", ""));
        return answer_look(look, {outcome::not_found});
    }
    auto view = p::room_from_json(*room);
    answer_look(look, view ? lobby::room_look{outcome::found, std::move(*view)}
                           : lobby::room_look{outcome::unreachable});
}

// Remembers which rooms held elsewhere each connection of this node is in, and how, so that
// it can be attached again when such a room moves to another node.
void relay::note_member(const std::string& code, const match::actor& from,
                        const p::client_message* message,
                        const std::shared_ptr<match::connection>& connection) {
    auto it = local_.find(from.connection);
    if (message == nullptr) {
        if (it != local_.end() && (it->second.rooms.erase(code), it->second.rooms.empty()))
            local_.erase(it);
        return;
    }
    local_member& member = local_[from.connection];
    if (connection)
        member.connection = connection;
    member.player_id = from.player_id;
    member.name = from.name;
    if (std::holds_alternative<p::leave_room>(message->body))
        member.rooms.erase(code);
    else if (const auto* join = std::get_if<p::join_room>(&message->body))
        member.rooms[code] = join->as == p::join_as::spectator;
    else
        member.rooms.try_emplace(code, false);
}

// Delivers to the room's owner, after whatever still waits for that room.
void relay::send(outgoing out) {
    const std::string code = out.code;
    if (auto waiting = waiting_.find(code);
        waiting != waiting_.end() || looking_up_.contains(code)) {
        waiting_[code].push_back(std::move(out));
        if (!looking_up_.contains(code) && !waiting_[code].front().had_owner)
            look_up(code, std::nullopt);
        return;
    }
    if (auto owner = owners_.owner(code))
        return deliver(std::move(out), *owner);
    const std::uint64_t asker = out.connection;
    if (const auto under_way = lookups_of_.find(asker);
        out.is_request && under_way != lookups_of_.end() &&
        under_way->second >= max_lookups_per_connection)
        return refuse(out, p::error_code::rate_limited,
                      "this connection already waits for " +
                          std::to_string(max_lookups_per_connection) +
                          " rooms to be found; send that again once they are answered");
    waiting_[code].push_back(std::move(out));
    look_up(code, asker);
}

// Asks the database (on the look-ups' own thread, node.hpp) which node holds the room.
void relay::look_up(const std::string& code, std::optional<std::uint64_t> asker) {
    looking_up_.insert(code);
    if (asker) {
        ++lookups_of_[*asker];
        lookup_asker_[code] = *asker;
    }
    node_.find_owner(code, [weak = weak_from_this(), code](owner_answer answer) {
        if (auto self = weak.lock())
            boost::asio::post(self->strand_, [self, code, answer = std::move(answer)] {
                self->found(code, answer.owner, answer.busy);
            });
    });
}

// The room's owner as the database says: what waited for it goes there. A room no live lease
// holds is refused, unless its owner was known and it is between two nodes (it waits on). When
// too many look-ups wait on this node, what waited is answered busy.
void relay::found(const std::string& code, std::optional<std::string> owner, bool busy) {
    looking_up_.erase(code);
    if (const auto asker = lookup_asker_.find(code); asker != lookup_asker_.end()) {
        if (const auto count = lookups_of_.find(asker->second);
            count != lookups_of_.end() && --count->second == 0)
            lookups_of_.erase(count);
        lookup_asker_.erase(asker);
    }
    if (owner && *owner != node_.id())
        owners_.learn(code, *owner);
    answer_looks(code, owner, busy);
    const auto it = waiting_.find(code);
    if (it == waiting_.end())
        return;
    std::deque<outgoing> queue = std::move(it->second);
    waiting_.erase(it);
    const bool moving =
        std::any_of(queue.begin(), queue.end(), [](const outgoing& out) { return out.had_owner; });
    if (busy && !moving) {
        for (const auto& out : queue)
            refuse(out, p::error_code::busy,
                   "this server is looking up too many rooms now; send that again in a moment");
        return;
    }
    if (owner && *owner != node_.id()) {
        owners_.learn(code, *owner);
        for (auto& out : queue)
            deliver(std::move(out), *owner);
        return;
    }
    if (lobby_.find(code)) {
        for (const auto& out : queue)
            submit_here(out);
        return;
    }
    if (moving) {
        waiting_[code] = std::move(queue);
        return;
    }
    for (const auto& out : queue)
        refuse(out, p::error_code::room_not_found, "there is no room " + code);
}

// Publishes on the owner's channel; a message nobody received waits again.
void relay::deliver(outgoing out, const std::string& owner) {
    std::string payload = out.payload;
    publish_text(channel_of(owner), std::move(payload),
                 [weak = weak_from_this(), out = std::move(out),
                  owner](const resp_value* reply, const std::string&) mutable {
                     const bool received = reply != nullptr && !reply->is_error() &&
                                           reply->kind == resp_value::type::integer &&
                                           reply->integer > 0;
                     if (received)
                         return;
                     const bool gone = reply != nullptr && reply->kind == resp_value::type::integer;
                     if (auto self = weak.lock())
                         boost::asio::post(self->strand_,
                                           [self, out = std::move(out), owner, gone]() mutable {
                                               self->undelivered(std::move(out), owner, gone);
                                           });
                 });
}

// The owner did not get it: its node is gone (no subscriber on its channel) or Redis is away.
// It waits, in order, for a take-over or for Redis.
void relay::undelivered(outgoing out, const std::string& owner, bool owner_gone) {
    if (owner_gone)
        owners_.forget_node(owner);
    out.had_owner = true;
    waiting_[out.code].push_back(std::move(out));
}

// A message that waited for a room that is now on this node.
void relay::submit_here(const outgoing& out) {
    const auto room = lobby_.find(out.code);
    const json message = json::parse(out.payload, nullptr, false);
    if (!room || !message.is_object())
        return;
    const match::actor actor{message.value("conn", std::uint64_t{0}), message.value("player", ""),
                             message.value("name", ""), std::nullopt,
                             message.value("account", false)};
    if (!out.is_request)
        return room->submit(match::command{actor, nullptr, match::detach{}}, nullptr);
    auto parsed = p::parse_client_message(message.value("frame", ""));
    auto* body = std::get_if<p::client_message>(&parsed);
    if (body != nullptr)
        room->submit(match::command{actor, body->id, std::move(body->body)}, out.reply_to.lock());
}

void relay::refuse(const outgoing& out, p::error_code code, const std::string& text) {
    if (!out.is_request)
        return;
    if (auto connection = out.reply_to.lock()) {
        metrics_.errors_sent.fetch_add(1, std::memory_order_relaxed);
        connection->send(
            std::make_shared<const std::string>(p::serialize(p::make_error(code, text, out.id))));
    }
}

void relay::taken_here(const std::vector<std::string>& codes) {
    boost::asio::post(strand_, [self = shared_from_this(), codes] {
        for (const auto& code : codes) {
            self->owners_.forget(code);
            self->node_.forget_unknown(code);
            self->rejoin_here(code);
            if (!self->looking_up_.contains(code))
                self->found(code, self->node_.id());
        }
        self->publish(self->prefix_ + "nodes",
                      json{{"t", "taken"}, {"node", self->node_.id()}, {"codes", codes}});
    });
}

// This node's connections that were in the room while another node held it: members of the
// room here now.
void relay::rejoin_here(const std::string& code) {
    const auto room = lobby_.find(code);
    for (auto it = local_.begin(); it != local_.end();) {
        auto& [id, member] = *it;
        const auto in = member.rooms.find(code);
        auto connection = member.connection.lock();
        if (in != member.rooms.end() && room && connection)
            room->submit(match::command{match::actor{id, member.player_id, member.name, {}},
                                        nullptr, match::rejoin{in->second}},
                         connection);
        if (in != member.rooms.end())
            member.rooms.erase(in);
        it = member.rooms.empty() || !connection ? local_.erase(it) : std::next(it);
    }
}

void relay::lost_here(const std::shared_ptr<match::room>& room) {
    room->members([weak = weak_from_this(),
                   code = room->code()](std::vector<match::room::member_link> members) {
        if (auto self = weak.lock())
            boost::asio::post(self->strand_, [self, code, members = std::move(members)] {
                self->rejoin_elsewhere(code, members);
            });
    });
}

// The members on this node of a room it lost: remembered as members of a room held elsewhere,
// and a `rejoin` for each waits, in order with their messages, for the room's new owner (asked
// of the database, which knows it: another node took the lease). Members whose connections
// are on other nodes are left to them: the new owner's `taken` reached those.
void relay::rejoin_elsewhere(const std::string& code,
                             const std::vector<match::room::member_link>& members) {
    owners_.forget(code);
    for (const auto& m : members) {
        if (dynamic_cast<remote_connection*>(m.link.get()) != nullptr)
            continue;
        const std::uint64_t id = m.link->id();
        local_member& member = local_[id];
        member.connection = m.link;
        member.player_id = m.player_id;
        member.rooms[code] = m.spectator;
        outgoing out{code,
                     json{{"t", "rejoin"},
                          {"from", node_.id()},
                          {"conn", id},
                          {"player", m.player_id},
                          {"name", member.name},
                          {"code", code},
                          {"spectator", m.spectator},
                          {"protocol", m.link->protocol()}}
                         .dump(),
                     json(),
                     false,
                     m.link,
                     std::chrono::steady_clock::now(),
                     true};
        waiting_[code].push_back(std::move(out));
    }
    if (waiting_.contains(code) && !looking_up_.contains(code))
        look_up(code, std::nullopt);
}

// Another node took rooms over: this node's members of them are attached to its rooms, then
// what waited for them goes there.
void relay::on_taken_elsewhere(const std::string& node, const json& codes) {
    if (!codes.is_array())
        return;
    for (const auto& entry : codes) {
        if (!entry.is_string())
            continue;
        const std::string code = entry.get<std::string>();
        owners_.learn(code, node);
        node_.forget_unknown(code);
        for (const auto& [id, member] : local_) {
            const auto in = member.rooms.find(code);
            const auto connection = member.connection.lock();
            if (in != member.rooms.end() && connection)
                publish(channel_of(node), json{{"t", "rejoin"},
                                               {"from", node_.id()},
                                               {"conn", id},
                                               {"player", member.player_id},
                                               {"name", member.name},
                                               {"code", code},
                                               {"spectator", in->second},
                                               {"protocol", connection->protocol()}});
        }
        if (!looking_up_.contains(code))
            found(code, node);
    }
}

// Once a second: messages waiting too long are answered, the others look for their room's
// owner again, and the other nodes hear this node's public rooms.
void relay::tick() {
    const auto now = std::chrono::steady_clock::now();
    for (auto it = waiting_.begin(); it != waiting_.end();) {
        auto& queue = it->second;
        while (!queue.empty() && now - queue.front().since > wait_limit) {
            refuse(queue.front(), p::error_code::internal,
                   "the node of room " + it->first +
                       " cannot be reached now; send that again in a moment");
            queue.pop_front();
        }
        if (queue.empty() && !looking_up_.contains(it->first)) {
            it = waiting_.erase(it);
            continue;
        }
        if (!looking_up_.contains(it->first))
            look_up(it->first, std::nullopt);
        ++it;
    }
    for (auto it = looks_.begin(); it != looks_.end();) {
        const auto look = it++;
        if (now - look->second.since > look_limit)
            answer_look(look->first, {lobby::room_look::outcome::unreachable});
    }
    publish_lobby();
    timer_.expires_after(tick_every);
    timer_.async_wait([weak = weak_from_this()](const boost::system::error_code& ec) {
        if (auto self = weak.lock(); self && !ec)
            self->tick();
    });
}

void relay::publish_lobby() {
    json rooms = json::array();
    for (const auto& view : lobby_.own_waiting_rooms(std::nullopt))
        rooms.push_back(p::to_json(view));
    std::string text = rooms.dump();
    const auto now = std::chrono::steady_clock::now();
    if (text == last_lobby_ && now - lobby_told_at_ < lobby_refresh)
        return;
    publish(prefix_ + "nodes", json{{"t", "lobby"}, {"node", node_.id()}, {"rooms", rooms}});
    last_lobby_ = std::move(text);
    lobby_told_at_ = now;
}

void relay::on_message(const std::string& channel, std::string payload) {
    metrics_.cluster_forwarded_messages.fetch_add(1, std::memory_order_relaxed);
    const json message = json::parse(payload, nullptr, false);
    if (!message.is_object())
        return spdlog::warn("cluster: a message on {} that is not JSON", channel);
    const std::string kind = message.value("t", "");
    const std::string node = message.value("node", "");
    if (kind == "cmd" || kind == "detach" || kind == "rejoin")
        return on_command(message);
    if (kind == "ev" || kind == "entered")
        return on_event(message);
    if (kind == "look")
        return on_look(message);
    if (kind == "seen")
        return on_seen(message);
    if (kind == "unknown")
        return owners_.forget(message.value("code", ""));
    if (node == node_.id())
        return;
    if (kind == "released") {
        others_lobby_.drop(node);
        node_.scan_soon();
    } else if (kind == "taken") {
        on_taken_elsewhere(node, message.value("codes", json()));
    } else if (kind == "lobby") {
        others_lobby_.remember(node, message.value("rooms", json()),
                               std::chrono::steady_clock::now());
    }
}

// A member on another node speaks to a room here.
void relay::on_command(const json& message) {
    const std::string kind = message.value("t", "");
    const std::string from = message.value("from", "");
    const auto their_id = message.value("conn", std::uint64_t{0});
    const std::string code = message.value("code", "");
    std::shared_ptr<remote_connection> remote;
    {
        auto& slot = remote_[{from, their_id}];
        if (!slot)
            slot = std::make_shared<remote_connection>(weak_from_this(), from, their_id,
                                                       next_remote_id_.fetch_add(1));
        remote = slot;
        // What the room sends this member is written for the version its client speaks.
        remote->speak(message.value("protocol", p::oldest_protocol_version));
        if (kind == "detach")
            remote_.erase({from, their_id});
    }
    const match::actor actor{remote->id(), message.value("player", ""), message.value("name", ""),
                             std::nullopt, message.value("account", false)};
    auto room = lobby_.find(code);
    if (kind == "detach") {
        if (room)
            room->submit(match::command{actor, nullptr, match::detach{}}, nullptr);
        return;
    }
    if (kind == "rejoin") {
        if (room)
            room->submit(
                match::command{actor, nullptr, match::rejoin{message.value("spectator", false)}},
                remote);
        return;
    }
    auto parsed = p::parse_client_message(message.value("frame", ""));
    auto* body = std::get_if<p::client_message>(&parsed);
    if (body == nullptr)
        return;
    if (!room) {
        // The sender's directory was wrong (the room finished here, or moved): it asks again.
        publish(channel_of(from), json{{"t", "unknown"}, {"code", code}});
        remote->send(std::make_shared<const std::string>(p::serialize(p::make_error(
            p::error_code::room_not_found,
            "room " + code + " is moving to another node; send that again in a moment",
            body->id))));
        return;
    }
    room->submit(match::command{actor, body->id, std::move(body->body)}, remote);
}

// What a room elsewhere sends a connection of this node.
void relay::on_event(const json& message) {
    const auto id = message.value("conn", std::uint64_t{0});
    const auto it = local_.find(id);
    std::shared_ptr<match::connection> connection;
    if (it != local_.end())
        connection = it->second.connection.lock();
    if (it != local_.end() && !connection)
        local_.erase(it);
    if (!connection)
        return;
    if (message.value("t", "") == "entered") {
        const std::string code = message.value("code", "");
        it->second.rooms.try_emplace(code, false);
        return connection->entered_room(code);
    }
    connection->send(std::make_shared<const std::string>(message.value("frame", "")));
}

} // namespace plyroom::server::cluster
