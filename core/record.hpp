// The match record: the ordered list of everything that happened in a game, with its one JSON
// codec. The store writes and reads it, a restart replays it, /api/games/{id} serves it, and the
// clients rebuild their local match from it.
#pragma once

#include "game.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace plyroom::core {

// Kinds the room itself records around the seats' actions (any other kind is a seat's action:
// "move", or the game's own, e.g. "challenge").
inline constexpr const char* resign_kind = "resign";
inline constexpr const char* abort_kind = "abort";
// The clock (protocol/README.md, "Clocks"): time given to a seat, a flag fall, a seat that
// never made its first move.
inline constexpr const char* give_time_kind = "give_time";
inline constexpr const char* flag_kind = "flag";
inline constexpr const char* no_first_move_kind = "no_first_move";
// The room ended a game nobody was left to finish: no player connected and nothing played for
// the server's --abandon-after-hours (protocol/README.md, "Disconnection and claims").
inline constexpr const char* inactive_kind = "inactive";
// A claim against an absent seat: {"against":s,"outcome":"victory"|"draw"}.
inline constexpr const char* claim_kind = "claim";
// A draw offer's life: {"offer":id,"event":e} with e "open" (made by `seat`), "accept" (an
// acceptance that does not settle it yet: three or more players), or how it closed: "accepted"
// (the game ends by agreement), "declined" or "lapsed".
inline constexpr const char* draw_kind = "draw";
// A takeback request or its outcome, and a rematch offer or its outcome.
inline constexpr const char* takeback_kind = "takeback";
inline constexpr const char* rematch_kind = "rematch";

// Whether an entry's kind is one the room records by itself rather than a seat's action.
bool is_room_kind(std::string_view kind);

struct record_entry {
    std::int64_t seq = 0; // order within the game, from 1
    std::string kind = move_kind;
    std::optional<int> seat;    // who acted; null for what the room did by itself
    int ply = 0;                // moves played before it
    json body = json::object(); // the MOVE, or the action's fields and outcome
    std::int64_t at = 0;        // Unix milliseconds
    // The clock after this entry in a timed room ({"remaining_ms":[...]}), else null.
    json clock = nullptr;
    // When an accepted takeback undid this move; a replay skips it.
    std::optional<std::int64_t> taken_back_at;

    bool operator==(const record_entry&) const = default;
};

using match_record = std::vector<record_entry>;

// {"seq","kind","seat","ply","body","at"}, plus "clock" and "taken_back_at" when set.
json to_json(const record_entry& entry);
json to_json(const match_record& record);
// Reads an entry back; the refusal says what is out of shape.
std::variant<record_entry, refusal> record_entry_from_json(const json& object);
std::variant<match_record, refusal> match_record_from_json(const json& array);

// The short form `plyroom rules replay` reads and tests write: a MOVE with its "seat", or
// {"seat":s,"challenge":ply} for Grav's call, or {"seat":s,"resign":true}.
std::variant<record_entry, refusal> record_entry_from_short(const json& entry);
// Replays one entry given in the short form.
status apply_record_entry(match& m, const json& entry);

// The action of a seat that an entry records, or nullopt for the room's own entries.
std::optional<action> action_of(const record_entry& entry);

// Plays one entry on the match: a seat's action through act(), a resignation, an abort, a flag
// fall, a claim or an agreed draw; entries the match does not see (time given, takebacks, rematch
// offers) and moves taken back change nothing.
status replay(match& m, const record_entry& entry);
// Replays a whole record in order; the refusal names the entry that no longer replays.
status replay(match& m, const match_record& record);

} // namespace plyroom::core
