// The lobby: players (by token hash), the room registry (the only shared map), and room
// creation and restore. Thread-safe; rooms do their own work on their own strands.
#pragma once

#include "match/room.hpp"
#include "new_player_budget.hpp"
#include "protocol/client_message.hpp"
#include "protocol/server_message.hpp"
#include "store/reader.hpp"

#include <atomic>
#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include <boost/asio/io_context.hpp>

namespace plyroom::server::accounts {
class account_service;
} // namespace plyroom::server::accounts

namespace plyroom::server::lobby {

using json = nlohmann::json;

struct player {
    std::string id;
    std::string name;
    std::optional<std::string> user_name = std::nullopt; // an account's; nullopt: anonymous
};

// What bounds a room's memory: the events kept for sync, and how long a finished room stays;
// and what bounds the rooms and players one client can make.
struct room_limits {
    std::size_t history = 256;
    std::chrono::seconds finished_ttl{600};
    std::size_t max_waiting_rooms = 10;  // per player
    unsigned new_players_per_hour = 120; // per address, a quarter of it at once
    match::room_timing timing;           // the clock's and the claims' times
    std::int64_t ai_move_ms = 1000;      // the AI's most time per move
    std::size_t max_rooms = 20;          // unfinished rooms a player holds a seat in, in any state
};

// What a look at a room held by another node found (GET /api/rooms/{code}).
struct room_look {
    enum class outcome {
        found,        // `room` is its ROOM as its owner has it
        not_found,    // no node holds a room of that code
        busy,         // too many look-ups wait on this node
        rate_limited, // the asker already waits for as many as it may
        unreachable,  // its owner did not answer
    };
    outcome result = outcome::not_found;
    std::optional<protocol::room_view> room = std::nullopt;
};
using room_look_done = std::function<void(room_look)>;

// Several nodes (--cluster): where the lobby asks instead of deciding alone. Codes and game
// ids are reserved in the shared database, offer ids come from shared blocks, and every
// room's writes carry its lease.
struct cluster_hooks {
    // A code no node uses and a game id no node hands out; nullopt when the database fails.
    // May wait on the database (a rematch's, when no code was reserved ahead of need).
    std::function<std::optional<match::reserved_room>()> reserve_room;
    // One reserved ahead of need, if one is at hand: never waits.
    std::function<std::optional<match::reserved_room>()> spare_room;
    // One reserved off the I/O thread; `done` runs on another thread.
    std::function<void(std::function<void(std::optional<match::reserved_room>)> done)>
        reserve_room_later;
    std::function<std::int64_t()> next_offer_id;
    std::function<store::row(std::int64_t game_id)> fence;
    // A room this node held has gone (finished and left): its lease and code are freed.
    std::function<void(std::int64_t game_id, const std::string& code)> forgotten;
    // A player coming back with a token, asked off the I/O thread: `known` when this node
    // knows the token, else looked up in the shared database; with the codes of its unfinished
    // rooms on every node. `done` may run on any thread; an error when the database failed.
    using resumed = std::function<void(std::optional<player> who, std::vector<std::string> rooms,
                                       std::optional<std::string> failed)>;
    std::function<void(const std::string& token_hash, std::optional<player> known, resumed done)>
        resume;
    // Public rooms waiting for players on the other nodes, as they last told (a few seconds
    // old at most).
    std::function<std::vector<protocol::room_view>()> remote_waiting_rooms;
    // A message for a room this node does not hold, sent to its owner; false when no node
    // holds it. `detach` (no message) tells the owner that the connection closed.
    std::function<bool(const std::string& code, const match::actor& from,
                       const protocol::client_message* message,
                       const std::shared_ptr<match::connection>& connection)>
        forward;
    // The ROOM of a room held by another node, asked of its owner without entering the room;
    // the owner is found as for `forward`, counted against `asker`. `done` runs on another
    // thread.
    std::function<void(const std::string& code, std::uint64_t asker, room_look_done done)> look;
};

class lobby {
public:
    // `ai` thinks for AI seats; nullptr refuses rooms against the AI.
    lobby(boost::asio::io_context& ioc, store::writer& writer, server::metrics& metrics,
          room_limits limits, ai::ai_pool* ai = nullptr);

    // Loads players and rebuilds every unfinished room by replaying its record. Returns the
    // problems found (a game that no longer replays is left out and reported).
    std::vector<std::string> restore(const std::vector<store::stored_player>& players,
                                     const std::vector<store::stored_game>& games,
                                     store::next_ids ids);

    // Runs as one node of several from now on (before restore).
    void join_cluster(cluster_hooks hooks);
    // Rebuilds rooms of stored games, as restore does (a take-over of another node's rooms).
    std::vector<std::string> adopt(const std::vector<store::stored_game>& games);
    // Drops a room whose lease this node lost: its owner is another node now.
    void drop(const std::string& code);
    // Learns a player made or renamed on another node, so that its token works here too.
    void learn_player(const std::string& token_hash, player who);
    // Accounts: a hello whose token names no player may name an account's session.
    void use_accounts(accounts::account_service* service) { accounts_ = service; }
    // Where rooms read their seats' ratings (room_services::rating_of); before any room opens.
    void read_ratings_with(decltype(match::room_services::rating_of) rating_of) {
        services_.rating_of = std::move(rating_of);
    }
    accounts::account_service* accounts() const { return accounts_; }
    // A token that no longer names its player (the player registered: its sessions do now).
    void forget_token(const std::string& token_hash);

    using hello_done = std::function<void(protocol::server_message reply, std::optional<player>)>;
    // Identifies a connection: a known token resumes its player, no token makes a new one
    // (answered after the player is stored), within the budget of new players of `address`.
    // `done` may run on any thread.
    void hello(const protocol::hello& message, const json& id, const std::string& address,
               hello_done done);

    // What create_room did: made the room `code`, refused (answered with the error: no code),
    // or, among several nodes with no code reserved ahead at hand, `pending`: the room is made
    // once a code is reserved off the I/O thread, and `later` is told (on another thread).
    struct creation {
        std::optional<std::string> code;
        bool pending = false;
    };
    using room_created = std::function<void(std::optional<std::string> code)>;
    // Creates a room and seats its creator; the room answers `from`.
    creation create_room(const protocol::create_room& message, const match::actor& creator,
                         const json& id, const std::shared_ptr<match::connection>& from,
                         room_created later = {});

    std::shared_ptr<match::room> find(const std::string& code) const;
    // Sends a message for a room held by another node to it; false when none holds it.
    bool forward(const std::string& code, const match::actor& from,
                 const protocol::client_message* message,
                 const std::shared_ptr<match::connection>& connection) const {
        return cluster_ && cluster_->forward && cluster_->forward(code, from, message, connection);
    }
    // Among several nodes, asks for the ROOM of a room another node holds (`done` runs on
    // another thread); false when this node is alone.
    bool look_elsewhere(const std::string& code, std::uint64_t asker, room_look_done done) const {
        if (!cluster_ || !cluster_->look)
            return false;
        cluster_->look(code, asker, std::move(done));
        return true;
    }
    // Public rooms still waiting for players, optionally of one game; among several nodes, of
    // every node.
    std::vector<protocol::room_view> waiting_rooms(const std::optional<std::string>& game) const;
    // Those of this node only.
    std::vector<protocol::room_view>
    own_waiting_rooms(const std::optional<std::string>& game) const;
    // Codes of unfinished rooms where the player holds a seat.
    std::vector<std::string> rooms_of(const std::string& player_id) const;
    // Those of them this node holds, each as it stands (ROOM and whose turn), by code, at most
    // `max_my_rooms`: what `my_rooms` answers.
    std::vector<protocol::my_room> my_rooms(const std::string& player_id) const;
    static constexpr std::size_t max_my_rooms = 50;
    std::size_t room_count() const;
    // Drops every room (at shutdown, before the I/O context goes).
    void clear_rooms();
    server::metrics& metrics() { return metrics_; }

private:
    // Answers a hello that resumed `who`: renamed if it said another name, with its rooms.
    void welcome_back(const std::string& hash, player who, const std::string& name,
                      const std::string& token, const json& id, std::vector<std::string> rooms,
                      const hello_done& done);
    // Answers a hello whose token names no player here: an account's session, or unknown.
    void welcome_account(const std::string& token, const json& id,
                         std::vector<std::string> elsewhere, hello_done done);
    // A room checked and ready to open, waiting for its code.
    struct new_room {
        protocol::create_room message;
        match::actor creator;
        json id;
        std::shared_ptr<match::connection> from;
        std::shared_ptr<core::match> game;
        std::optional<match::clock_setting> clock;
        std::optional<std::string> ai_level;
    };
    // Registers the room under its code (reserved among the nodes, or picked here) and seats
    // its creator; its code.
    std::string open_room(new_room fresh, std::optional<match::reserved_room> reserved);
    void forget(const match::room& room);
    std::string unused_code() const; // under rooms_mutex_
    match::reserved_room reserve_room();
    void open_rematch(match::rematch_plan plan,
                      std::vector<std::shared_ptr<match::connection>> players);
    std::size_t waiting_rooms_of(const std::string& player_id) const;
    // Unfinished rooms of this node where the player holds a seat, by code, each as it
    // stands: what rooms_of and my_rooms both read.
    struct seated_room {
        std::shared_ptr<const protocol::room_view> view;
        std::shared_ptr<match::room> room;
    };
    std::vector<seated_room> seated_rooms(const std::string& player_id) const;
    // A room tells that the player holds one of its seats (room_services::seated).
    void note_seat(const std::string& player_id, const std::string& code);

    boost::asio::io_context& ioc_;
    store::writer& writer_;
    server::metrics& metrics_;
    std::atomic<std::int64_t> next_game_id_{1};
    std::atomic<std::int64_t> next_offer_id_{1};
    match::room_services services_;
    std::size_t max_waiting_rooms_;
    std::size_t max_rooms_;
    new_player_budget new_players_;
    mutable std::mutex players_mutex_;
    std::map<std::string, player> players_by_token_hash_;
    mutable std::mutex rooms_mutex_;
    // Every room in memory, finished ones included while members stay: found by code on every
    // message, so hashed; listings sort what they show.
    std::unordered_map<std::string, std::shared_ptr<match::room>> rooms_;
    // Who created each room made since the start, counted before its creator is seated.
    std::unordered_map<std::string, std::string> creators_;
    // Rooms that may still be waiting: a room leaves "waiting" once and never returns, so the
    // per-creation count of a player's waiting rooms looks at these only, not at every room.
    mutable std::unordered_set<std::string> maybe_waiting_;
    // Per player, the rooms where it has held a seat (as the rooms tell it), until they end or
    // go: what rooms_of and my_rooms look at on every hello and creation, not every room.
    mutable std::mutex seats_mutex_;
    mutable std::unordered_map<std::string, std::unordered_set<std::string>> seated_in_;
    // Codes set aside for rematches whose rooms are not created yet.
    std::set<std::string> reserved_codes_;
    match::room_timing timing_;
    std::optional<cluster_hooks> cluster_;
    accounts::account_service* accounts_ = nullptr;
    // Told of every player made or renamed here (for the other nodes).
    std::function<void(const std::string& token_hash, const player&)> on_player_;

public:
    void on_player(std::function<void(const std::string& token_hash, const player&)> told) {
        on_player_ = std::move(told);
    }
};

} // namespace plyroom::server::lobby
