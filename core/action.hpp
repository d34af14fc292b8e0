// A seat's action in a game and what an accepted one did. Every action of a seat (a move, a
// pass, a removal, Grav's call) reaches a match through match::act in this one shape, so the
// server, the AI and the clients carry actions without knowing what a kind means.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace plyroom::core {

using json = nlohmann::json;

// The kind of every MOVE: a move, pass or removal (the game reads which from the body).
inline constexpr const char* move_kind = "move";

// An action as a seat sends it. `kind` is "move" for protocol/README.md's MOVE, or the client
// message type of one of the game's own actions ("challenge"); `body` is the MOVE, or that
// message's fields without "type" and "code" ({"ply":n}).
struct action {
    std::string kind = move_kind;
    json body = json::object();

    bool is_move() const { return kind == move_kind; }
    bool operator==(const action&) const = default;
};

// What an accepted action did, for the room to store and announce.
struct action_effect {
    // A move (the ply counted up): the room announces it as "moved" with the new STATE.
    bool moved = false;
    // Any other action is announced as this event of the game's own ({"type":event, "code":..}
    // plus event_fields), followed by the new STATE while the match runs.
    std::string event;
    json event_fields = json::object();
    // What the record keeps of it: the canonical MOVE, or the action's fields and its outcome.
    json record = json::object();
};

} // namespace plyroom::core
