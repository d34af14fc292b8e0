// Inbound messages: what a client sends to the server (protocol/README.md). Parsing never throws:
// it gives a typed message or the wire error to answer with. Clients build these and encode them
// with to_json.
#pragma once

#include "action.hpp"
#include "error_codes.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include <nlohmann/json.hpp>

namespace plyroom::protocol {

using json = nlohmann::json;

// Longest chat text accepted, in bytes.
inline constexpr std::size_t max_chat_bytes = 500;
// Longest player name, in characters.
inline constexpr std::size_t max_name_chars = 32;
// The protocol version this library speaks, and the oldest one the server still serves:
// version 1 announces a game's own actions by the game's own event names (protocol/README.md).
inline constexpr int protocol_version = 2;
inline constexpr int oldest_protocol_version = 1;

struct hello {
    std::string name;
    std::optional<std::string> token;
    int protocol = protocol_version;
};

struct ai_option {
    std::string level;      // "easy", "normal" or "hard"
    std::vector<int> seats; // the seats the AI takes; empty: every seat but the creator's
};

struct create_room {
    std::string game;
    json options = json::object();
    std::optional<int> seat; // nullopt: a random seat
    bool is_public = true;
    std::optional<ai_option> ai;
    bool rated = false; // an added field: the game changes its players' ratings
};

enum class join_as { player, spectator };

struct join_room {
    std::string code;
    join_as as = join_as::player;
    std::optional<int> seat; // an added field: a wanted seat; nullopt takes the first free one
};

struct leave_room {
    std::string code;
};

struct list_rooms {
    std::optional<std::string> game;
};

// An added message: the unfinished rooms where the player holds a seat, each as it stands
// (its ROOM and whose turn it is), looked at without attaching the connection to any of them.
struct my_rooms {};

struct sync {
    std::string code;
    std::optional<std::int64_t> since;
};

struct move {
    std::string code;
    int ply = 0;
    json move;
};

struct offer_draw {
    std::string code;
};
struct accept_draw {
    std::string code;
};
struct decline_draw {
    std::string code;
};
struct resign {
    std::string code;
};
struct abort_game {
    std::string code;
};

// Version 1's message for the one game action it knew: the same as a game_action "challenge"
// with {"ply":n}; still accepted.
struct challenge {
    std::string code;
    int ply = 0;
};

// A game's own action (any version may send it): `action` names it, `params` are its fields,
// as the game's section of protocol/README.md gives them.
struct game_action {
    std::string code;
    std::string action;
    json params = json::object();
};

struct chat {
    std::string code;
    std::string text;
};

// Clocks: adds `ms` to another seat's clock (Lichess's "moretime").
struct give_time {
    std::string code;
    int seat = 0;
    int ms = 0;
};

// Claims against an absent seat; `seat` names it when more than one is absent.
struct claim_victory {
    std::string code;
    std::optional<int> seat;
};
struct claim_draw {
    std::string code;
    std::optional<int> seat;
};

struct request_takeback {
    std::string code;
};
struct accept_takeback {
    std::string code;
};
struct decline_takeback {
    std::string code;
};

// "rematch": asks for (or agrees to) a rematch of the finished game.
struct rematch {
    std::string code;
};
struct decline_rematch {
    std::string code;
};

// Added: every legal move of the seat to move, for a game that can list them all; answered
// with the list and changing nothing.
struct legal_moves {
    std::string code;
};

// Added: whether `move` would be legal at `ply` for the author's seat (a spectator's: the
// seat to move), judged by the match as a move is, without playing it.
struct check_move {
    std::string code;
    int ply = 0;
    json move;
};

using client_body =
    std::variant<hello, create_room, join_room, leave_room, list_rooms, my_rooms, sync, move,
                 offer_draw, accept_draw, decline_draw, resign, abort_game, challenge, chat,
                 give_time, claim_victory, claim_draw, request_takeback, accept_takeback,
                 decline_takeback, rematch, decline_rematch, game_action, legal_moves, check_move>;

// One client message: its optional request id (null, a string or an integer) and its body.
struct client_message {
    json id;
    client_body body;
};

// Why a frame was refused, and the id to answer with (null when the frame had none usable).
struct parse_error {
    error_code code;
    std::string message;
    json id;
};

using client_parse_result = std::variant<client_message, parse_error>;

// Parses one text frame. Never throws; unknown "type" is unknown_type, malformed JSON bad_json,
// anything else out of shape bad_request.
client_parse_result parse_client_message(std::string_view text);

// The wire "type" of a message body ("create_room").
std::string_view type_name(const client_body& body);

// The message as the JSON object a client sends.
json to_json(const client_message& message);

// The frame text of a message.
std::string serialize(const client_message& message);

// The room code a body addresses, or nullptr for hello, create_room, list_rooms and my_rooms.
const std::string* room_code_of(const client_body& body);

// A seat's action as a message carries it: the one way from the wire to core::match::act.
// `expected_ply` is a move's `ply`, which guards it against being applied twice.
struct seat_action {
    core::action what;
    std::optional<int> expected_ply;
};

// The action of a `move`, a `game_action` or version 1's `challenge`; nullopt for others.
std::optional<seat_action> seat_action_of(const client_body& body);
// The message that sends a seat's action in room `code` at ply `ply` (clients, the server's AI).
client_body message_of(const std::string& code, int ply, const core::action& what);

} // namespace plyroom::protocol
