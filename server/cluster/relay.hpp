// Messages between nodes over Redis pub/sub. A node that gets a message for a room held by
// another node publishes it on the owner's channel (plyroom:<db>:node:ID); the owner hands it to
// the room as from a member whose connection lives on the sender (a remote connection), and what
// the room sends that member travels back on the sender's channel to the real connection.
// The owner of a room comes from the directory (learned once from the database, on the node's
// thread); a message its owner did not receive (the node died, Redis was away) waits here, in
// order, until a node takes the room over or Redis is back, for at most 15 s.
// plyroom:<db>:nodes carries what every node tells all: rooms released (a stop), rooms taken
// over (the members on other nodes are attached again to the new owner's room, and what waited
// for the room goes there), and each node's public rooms waiting for players (the lobby).
#pragma once

#include "directory.hpp"
#include "lobby/lobby.hpp"
#include "lobby_digest.hpp"
#include "node.hpp"
#include "redis_client.hpp"

#include <atomic>
#include <chrono>
#include <deque>
#include <map>
#include <memory>
#include <set>
#include <string>

#include <boost/asio/steady_timer.hpp>
#include <boost/asio/strand.hpp>

namespace plyroom::server::cluster {

class relay : public std::enable_shared_from_this<relay> {
public:
    relay(boost::asio::io_context& ioc, redis_address address, node& owner, lobby::lobby& lobby,
          server::metrics& metrics, const std::string& db);

    // Connects and subscribes, and starts telling the other nodes this node's public rooms.
    void start();
    void stop();
    // Tells the other nodes that this one released its rooms.
    void announce_release();
    // This node took these rooms over (node::on_taken; any thread): its members on this node
    // and on the others are attached again, and the other nodes are told.
    void taken_here(const std::vector<std::string>& codes);

    // This node lost `room` to another node (node::on_lost; any thread): its members on this
    // node are attached to the room there, as a take-over attaches those of other nodes.
    void lost_here(const std::shared_ptr<match::room>& room);

    // lobby::cluster_hooks::forward: always true, the answer (room_not_found too) comes later.
    bool forward(const std::string& code, const match::actor& from,
                 const protocol::client_message* message,
                 const std::shared_ptr<match::connection>& connection);
    // lobby::cluster_hooks::look (any thread): the ROOM of a room held elsewhere, asked of its
    // owner, which answers without making anyone a member. Its owner is found as a message's
    // is, the look-up counted against `asker`; at most max_looks wait on this node at once.
    void look(const std::string& code, std::uint64_t asker, lobby::room_look_done done);
    // lobby::cluster_hooks::remote_waiting_rooms.
    std::vector<protocol::room_view> remote_waiting_rooms() const;

private:
    class remote_connection;
    // A connection of this node that uses rooms held elsewhere.
    struct local_member {
        std::weak_ptr<match::connection> connection;
        std::string player_id;
        std::string name;
        std::map<std::string, bool> rooms; // code, and whether it joined as a spectator
    };
    // A message for a room elsewhere, not yet delivered to its owner.
    struct outgoing {
        std::string code;
        std::string payload;     // the relay's message, as published
        nlohmann::json id;       // the request's, for an error reply
        bool is_request = false; // a client's message (not a closed connection's detach)
        std::weak_ptr<match::connection> reply_to;
        std::chrono::steady_clock::time_point since;
        bool had_owner = false;       // its owner did not get it: the room exists, somewhere
        std::uint64_t connection = 0; // the sender's connection on this node
    };

    // A look at a room elsewhere, waiting for its owner to be found or to answer.
    struct pending_look {
        std::string code;
        lobby::room_look_done done;
        std::chrono::steady_clock::time_point since;
    };

    // These run on strand_.
    void start_look(const std::string& code, std::uint64_t asker, lobby::room_look_done done);
    void ask_owner(std::uint64_t look, const std::string& owner);
    void answer_look(std::uint64_t look, lobby::room_look answer);
    void answer_looks(const std::string& code, const std::optional<std::string>& owner, bool busy);
    void on_look(const nlohmann::json& message);
    void on_seen(const nlohmann::json& message);
    void send(outgoing out);
    // Asks which node holds `code`, counted against `asker` (a connection of this node) until
    // the answer comes.
    void look_up(const std::string& code, std::optional<std::uint64_t> asker);
    void found(const std::string& code, std::optional<std::string> owner, bool busy = false);
    void deliver(outgoing out, const std::string& owner);
    void undelivered(outgoing out, const std::string& owner, bool owner_gone);
    void submit_here(const outgoing& out);
    void refuse(const outgoing& out, protocol::error_code code, const std::string& text);
    void note_member(const std::string& code, const match::actor& from,
                     const protocol::client_message* message,
                     const std::shared_ptr<match::connection>& connection);
    void rejoin_here(const std::string& code);
    void rejoin_elsewhere(const std::string& code,
                          const std::vector<match::room::member_link>& members);
    void on_taken_elsewhere(const std::string& node, const nlohmann::json& codes);
    void tick();
    void publish_lobby();

    void on_message(const std::string& channel, std::string payload);
    void on_command(const nlohmann::json& message);
    void on_event(const nlohmann::json& message);
    void publish(const std::string& channel, const nlohmann::json& message);
    void publish_text(const std::string& channel, std::string payload,
                      redis_client::reply_handler done = {});
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
    boost::asio::strand<boost::asio::io_context::executor_type> strand_;
    boost::asio::steady_timer timer_;

    directory owners_;
    lobby_digest others_lobby_;

    // Under strand_ from here.
    std::map<std::uint64_t, local_member> local_; // by connection id
    // Messages waiting for their room's owner, by room code, in order.
    std::map<std::string, std::deque<outgoing>> waiting_;
    std::set<std::string> looking_up_;
    // Look-ups under way by the connection that caused them, and whose each one is: a
    // connection may have only a few at once (relay.cpp, max_lookups_per_connection).
    std::map<std::uint64_t, std::size_t> lookups_of_;
    std::map<std::string, std::uint64_t> lookup_asker_;
    // Looks under way by their number, and those waiting for their room's owner by room code.
    std::map<std::uint64_t, pending_look> looks_;
    std::map<std::string, std::vector<std::uint64_t>> looks_waiting_;
    std::uint64_t next_look_ = 1;
    std::string last_lobby_;
    std::chrono::steady_clock::time_point lobby_told_at_{};
    // Members whose connections live on other nodes, by node and their connection id.
    std::map<std::pair<std::string, std::uint64_t>, std::shared_ptr<remote_connection>> remote_;
    std::atomic<std::uint64_t> next_remote_id_{std::uint64_t{1} << 62};
};

} // namespace plyroom::server::cluster
