#include "relay.hpp"

#include <cstdio>

#include <boost/asio/post.hpp>
#include <spdlog/spdlog.h>

namespace plyroom::server::cluster {

namespace p = protocol;
using json = nlohmann::json;

namespace {

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
      subscriber_(redis_client::make(ioc, std::move(address), redis_client::mode::subscriber)) {}

void relay::start() {
    std::weak_ptr<relay> weak = shared_from_this();
    subscriber_->on_message([weak](const std::string& channel, std::string payload) {
        if (auto self = weak.lock())
            self->on_message(channel, std::move(payload));
    });
    subscriber_->subscribe(channel_of(node_.id()));
    subscriber_->subscribe(prefix_ + "nodes");
    commands_->start();
    subscriber_->start();
}

void relay::stop() {
    commands_->stop();
    subscriber_->stop();
}

void relay::announce_release() {
    publish(prefix_ + "nodes", json{{"t", "released"}, {"node", node_.id()}});
}

void relay::publish(const std::string& channel, const json& message) {
    metrics_.cluster_forwarded_messages.fetch_add(1, std::memory_order_relaxed);
    commands_->command({"PUBLISH", channel, message.dump()});
}

bool relay::forward(const std::string& code, const match::actor& from,
                    const p::client_message* message,
                    const std::shared_ptr<match::connection>& connection) {
    const auto owner = node_.owner_of(code);
    if (!owner || *owner == node_.id())
        return false;
    if (connection) {
        std::lock_guard lock(mutex_);
        local_[from.connection] = connection;
    }
    json out{{"t", message != nullptr ? "cmd" : "detach"},
             {"from", node_.id()},
             {"conn", from.connection},
             {"player", from.player_id},
             {"name", from.name},
             {"code", code}};
    if (message != nullptr)
        out["frame"] = p::serialize(*message);
    publish(channel_of(*owner), out);
    return true;
}

void relay::on_message(const std::string& channel, std::string payload) {
    metrics_.cluster_forwarded_messages.fetch_add(1, std::memory_order_relaxed);
    const json message = json::parse(payload, nullptr, false);
    if (!message.is_object())
        return spdlog::warn("cluster: a message on {} that is not JSON", channel);
    const std::string kind = message.value("t", "");
    if (kind == "cmd" || kind == "detach")
        return on_command(message);
    if (kind == "ev" || kind == "entered")
        return on_event(message);
    if (kind == "released" && message.value("node", "") != node_.id())
        node_.scan_soon();
}

// A member on another node speaks to a room here.
void relay::on_command(const json& message) {
    const std::string from = message.value("from", "");
    const auto their_id = message.value("conn", std::uint64_t{0});
    const std::string code = message.value("code", "");
    std::shared_ptr<remote_connection> remote;
    {
        std::lock_guard lock(mutex_);
        auto& slot = remote_[{from, their_id}];
        if (!slot)
            slot = std::make_shared<remote_connection>(weak_from_this(), from, their_id,
                                                       next_remote_id_.fetch_add(1));
        remote = slot;
        if (message.value("t", "") == "detach")
            remote_.erase({from, their_id});
    }
    const match::actor actor{remote->id(), message.value("player", ""), message.value("name", ""),
                             std::nullopt};
    auto room = lobby_.find(code);
    if (message.value("t", "") == "detach") {
        if (room)
            room->submit(match::command{actor, nullptr, match::detach{}}, nullptr);
        return;
    }
    auto parsed = p::parse_client_message(message.value("frame", ""));
    auto* body = std::get_if<p::client_message>(&parsed);
    if (body == nullptr)
        return;
    if (!room) {
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
    std::shared_ptr<match::connection> connection;
    {
        std::lock_guard lock(mutex_);
        const auto it = local_.find(message.value("conn", std::uint64_t{0}));
        if (it != local_.end())
            connection = it->second.lock();
        if (it != local_.end() && !connection)
            local_.erase(it);
    }
    if (!connection)
        return;
    if (message.value("t", "") == "entered")
        return connection->entered_room(message.value("code", ""));
    connection->send(std::make_shared<const std::string>(message.value("frame", "")));
}

} // namespace plyroom::server::cluster
