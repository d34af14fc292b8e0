// Outbound messages: what the server sends (protocol/README.md). The server builds and serializes
// them; clients parse them back with parse_server_message.
#pragma once

#include "client_message.hpp"
#include "error_codes.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include <nlohmann/json.hpp>

namespace plyroom::protocol {

// One seat of ROOM.
struct seat_view {
    int seat = 0;
    std::string side;
    std::optional<std::string> player; // public player id "p_4f2c9a"
    std::optional<std::string> name;
    bool online = false;
    // When a held human seat lost its last connection (Unix ms); nullopt while online.
    std::optional<std::int64_t> offline_since;
    // An account's rating in this game, in whole points (added fields, written only for an
    // account's seat once the room knows it); provisional: shown with `?`.
    std::optional<int> rating = std::nullopt;
    bool provisional = false;
};

// ROOM of protocol/README.md.
struct room_view {
    std::string code;
    std::string game;
    json options = json::object();
    std::string status = "waiting"; // "waiting", "playing" or "finished"
    std::int64_t game_id = 0;
    bool is_public = true;
    bool rated = false; // an added field, written only when true
    int spectators = 0;
    std::vector<seat_view> seats;
};

struct welcome {
    std::string player;
    std::string name;
    std::string token;
    int protocol = protocol_version;
    std::string server;
    std::vector<std::string> rooms;
};

// {"type":"room","room":ROOM}: a reply to create/join/sync or an event pushed to the room.
struct room_message {
    room_view room;
};

// {"type":"rooms","rooms":[ROOM...]}: the answer to list_rooms.
struct rooms_message {
    std::vector<room_view> rooms;
};

// One room of a `my_rooms` answer: its ROOM and whose turn it is (null while it waits for
// players, and for a game over).
struct my_room {
    room_view room;
    std::optional<int> to_move;
};

// {"type":"my_rooms","rooms":[{"room":ROOM,"to_move":N}...]}: the answer to my_rooms (an added
// message).
struct my_rooms_message {
    std::vector<my_room> rooms;
};

// STATE as the server writes it, straight to text (server/match/room_state.hpp): every member
// but "clock" already written, and the clock apart, because the room sets it once the turn has
// begun (after the commit). Sending only: clients read STATE into a tree.
struct written_state {
    std::string members; // the members but "clock", as JSON text without the braces
    json clock;          // null for an untimed room
};

// STATE as JSON text: {members,"clock":clock}.
std::string state_text(const written_state& state);

struct state_message {
    std::string code;
    json state;
    std::optional<written_state> written; // set by the server: sent instead of `state`
};

struct moved {
    std::string code;
    int ply = 0;
    int seat = 0;
    json move;
    json state;
    std::optional<written_state> written; // set by the server: sent instead of `state`
};

struct game_over {
    std::string code;
    json result;            // RESULT
    json ratings = nullptr; // an added field, rated games: each seat's rating change
};

struct draw_offer_event {
    std::string code;
    int by = 0;
    std::string status;        // "open", "declined", "lapsed", "accepted"
    std::vector<int> accepted; // seats that accepted an offer still open (three or more players)
};

struct challenge_result {
    std::string code;
    int by = 0;
    int against = 0;
    int ply = 0;
    bool correct = false;
    json violations = json::array();
};

// A game's own action, announced: the seat that acted, the action's name and what came of it
// (the game's section of protocol/README.md gives `result`'s fields). `older_type` is the
// game's own event that version 1 clients get instead ({"type":older_type,"code":C} plus
// `result`'s fields); the server sets it, it is not on the wire.
struct game_action_event {
    std::string code;
    int seat = 0;
    std::string action;
    json result = json::object();
    std::string older_type;
};

// An event given by its type and fields ({"type":type,"code":C} plus fields): a game's own
// action's (clients read Grav's as challenge_result) and the room's clock, claim, takeback and
// rematch events (seat_out, claimable, takeback, rematch), written without a struct each.
struct game_event {
    std::string code;
    std::string type;
    json fields = json::object();
};

struct chat_event {
    std::string code;
    std::string from;
    std::optional<int> seat; // null for spectators
    std::string text;
};

// {"type":"left","code":C}: the answer to leave_room (an added message).
struct left_message {
    std::string code;
};

struct error_message {
    std::string code; // wire code name; kept as text so that codes added later still parse
    std::string message;
    json details = nullptr; // a game's refusal: what a client needs to say why (added field)
};

using server_body = std::variant<welcome, room_message, rooms_message, state_message, moved,
                                 game_over, draw_offer_event, challenge_result, game_event,
                                 chat_event, left_message, error_message, game_action_event,
                                 my_rooms_message>;

// One server message: the request id it answers (null for pushed events), the room event
// version `v` (for room events), and the body.
struct server_message {
    json id;
    std::optional<std::int64_t> v;
    server_body body;
};

// An error reply.
server_message make_error(error_code code, std::string message, json id = nullptr);

// The wire "type" of a server body ("moved").
std::string_view type_name(const server_body& body);

// ROOM as a tree (for /api/rooms and the cluster's lobby), read back from the writer of ROOM.
json to_json(const room_view& room);

// The frame text of a server message: the one encoder of every server message (tests read
// messages back from this text). The second form serializes a body without copying it into a
// message first.
std::string serialize(const server_message& message);
std::string serialize(const json& id, std::optional<std::int64_t> v, const server_body& body);

// The body as a client speaking `version` gets it: version 1 gets a game_action_event as its
// game's own event; nullopt when the body is the same for every version.
std::optional<server_body> as_of_version(const server_body& body, int version);

using server_parse_result = std::variant<server_message, parse_error>;

// Parses a frame sent by a server. Never throws.
server_parse_result parse_server_message(std::string_view text);

// Reads a ROOM object; nullopt when it is out of shape.
std::optional<room_view> room_from_json(const json& object);

} // namespace plyroom::protocol
