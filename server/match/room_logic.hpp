// A room's behaviour: handle(state, command) changes the room's state when it accepts the
// command (a refused one changes nothing), and gives the events for the room, the direct reply
// and the rows to store, their record entries already in the state's record. No sockets, no
// database, no clock: the caller passes time and randomness in, and carries out the effects in
// order: store the rows, then begin the turn, give each event its `v` and broadcast it. Should
// the store fail, record_fold.hpp's roll_back makes the room what its record says again.
#pragma once

#include "protocol/client_message.hpp"
#include "protocol/server_message.hpp"
#include "room_state.hpp"
#include "store/rows.hpp"

#include <cstdint>
#include <functional>
#include <optional>
#include <variant>
#include <vector>

namespace plyroom::server::match {

// Who sent a command. The server's AI acts with no connection and names its seat, since one
// AI player may hold several seats of a room.
struct actor {
    connection_id connection = 0;
    std::string player_id;
    std::string name;
    std::optional<int> ai_seat;
    bool account = false; // the player has an account: it may take a seat in a rated game
};

// The connection closed (or its session ended): it leaves without a reply.
struct detach {};

// The room is being created by its first player (the actor).
struct create {
    std::optional<int> seat;
    std::string created_by;
    std::optional<std::string> ai_level; // the AI plays at this level
    std::vector<int> ai_seats;           // the seats it takes; empty: every other seat
};

// The room's timer fired (or a deadline passed): flag falls, a missed first move, claims.
struct tick {};

// The finished room is closing: an open rematch offer lapses.
struct closing {};

// The store answered what rating the player in `seat` holds in the room's game (nullopt: the
// player has no account).
struct rating_read {
    int seat = 0;
    std::string player_id;
    std::optional<shown_rating> rating;
};

// Several nodes: a member whose room was taken over by this node (its owner died) comes back
// as it was, a seat holder or a spectator, without asking, and gets ROOM and STATE.
struct rejoin {
    bool spectator = false;
};

// A rematch's room is being created by the finished room: its players are seated (and those
// connected attached) and the game starts at once.
struct create_rematch {
    std::vector<seat_holder> seats;
    std::vector<std::pair<connection_id, std::string>> members; // connection, player id
    std::int64_t rematch_of = 0;
    std::string created_by;
};

using command_body = std::variant<protocol::client_body, detach, create, tick, closing,
                                  create_rematch, rejoin, rating_read>;

struct command {
    actor from;
    json id; // the request id to answer with
    command_body body;
};

// A room code and game id set aside for a rematch.
struct reserved_room {
    std::string code;
    std::int64_t game_id = 0;
};

// What the room's surroundings provide: time, randomness and new row ids.
struct context {
    store::millis now = 0;
    std::uint64_t random = 0;
    std::function<std::int64_t()> next_offer_id;
    std::function<reserved_room()> reserve_room;
};

// Everything agreed to a rematch: the room to create once this outcome is stored.
struct rematch_plan {
    reserved_room room;
    create_rematch seating;
    std::string game;
    json requested_options; // random parameters are drawn again from these
    bool is_public = true;
    std::optional<clock_setting> clock;
    bool rated = false; // a rated game's rematch is rated too
};

struct outcome {
    std::vector<protocol::server_body> events; // pushed to every member, in order
    // Sent to the author only, before any event; set for errors and for non-event replies.
    std::optional<protocol::server_message> reply;
    // The index of the event whose copy to the author carries the request id (its reply).
    std::optional<std::size_t> reply_event;
    store::rows rows;
    bool sync = false; // the author asked for sync: the caller replays history after events
    std::optional<std::int64_t> since;
    bool moved = false; // a move was applied (for metrics)
    std::optional<rematch_plan> rematch;
    // A rated game ended: the writer fills in each seat's change as it stores it, and the
    // game_over event carries it.
    std::shared_ptr<std::vector<store::seat_rating_change>> rating_changes;
};

outcome handle(room_state& state, const command& cmd, const context& ctx);

// The turn the outcome began starts at `now`, once its events go out (the time spent storing it
// is charged to nobody), and the STATE its events carry shows the clock so.
void begin_turn(room_state& state, outcome& out, std::int64_t now);

// Folds one stored entry that began a command (or that the time brought about) into the room,
// through the code that ran it live, its checks included. The outcome's record rows are the
// entries it stored, this one first (the caller records them); it is refused when the entry
// does not fold. (record_fold.hpp rebuilds a whole room this way.)
outcome fold(room_state& state, const core::record_entry& entry, const context& ctx);

// The next moment the room must look at the time by itself (a flag falls, a first move is
// missed, a claim grace ends), if any.
std::optional<std::int64_t> next_deadline(const room_state& state);

} // namespace plyroom::server::match
