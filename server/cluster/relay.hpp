// Messages between nodes over Redis pub/sub. A node that gets a message for a room held by
// another node publishes it on the owner's channel (plyroom:<db>:node:ID); the owner hands it to
// the room as from a member whose connection lives on the sender (a remote connection), and what
// the room sends that member travels back on the sender's channel to the real connection.
// plyroom:<db>:nodes tells every node that rooms were released, so they look for them at once.
#pragma once

#include "lobby/lobby.hpp"
#include "node.hpp"
#include "redis_client.hpp"

#include <atomic>
#include <map>
#include <memory>
#include <mutex>
#include <string>

namespace plyroom::server::cluster {

class relay : public std::enable_shared_from_this<relay> {
public:
    relay(boost::asio::io_context& ioc, redis_address address, node& owner, lobby::lobby& lobby,
          server::metrics& metrics, const std::string& db);

    // Connects and subscribes; hooks `forward` into the lobby's cluster hooks.
    void start();
    void stop();
    // Tells the other nodes that this one released its rooms.
    void announce_release();

    // lobby::cluster_hooks::forward.
    bool forward(const std::string& code, const match::actor& from,
                 const protocol::client_message* message,
                 const std::shared_ptr<match::connection>& connection);

private:
    class remote_connection;
    void on_message(const std::string& channel, std::string payload);
    void on_command(const nlohmann::json& message);
    void on_event(const nlohmann::json& message);
    void publish(const std::string& channel, const nlohmann::json& message);
    std::string channel_of(const std::string& node_id) const { return prefix_ + "node:" + node_id; }

    boost::asio::io_context& ioc_;
    node& node_;
    lobby::lobby& lobby_;
    server::metrics& metrics_;
    // Channels are named after the database the nodes share, so clusters on one Redis (on
    // different databases) never hear each other.
    std::string prefix_;
    std::shared_ptr<redis_client> commands_;
    std::shared_ptr<redis_client> subscriber_;

    std::mutex mutex_;
    // Connections of this node whose rooms live elsewhere, by connection id.
    std::map<std::uint64_t, std::weak_ptr<match::connection>> local_;
    // Members whose connections live on other nodes, by node and their connection id.
    std::map<std::pair<std::string, std::uint64_t>, std::shared_ptr<remote_connection>> remote_;
    std::atomic<std::uint64_t> next_remote_id_{std::uint64_t{1} << 62};
};

} // namespace plyroom::server::cluster
