// Whether a seat may now abort, offer a draw, ask for a takeback, claim against an absent
// seat or ask for a rematch: the one place these rules live. The commands that take these
// actions refuse by them, and STATE's `room_actions` lists by them what is open, so that a
// client offers only what the server would accept.
#pragma once

#include "json_writer.hpp"
#include "protocol/error_codes.hpp"
#include "room_state.hpp"

#include <cstdint>
#include <limits>
#include <optional>

namespace plyroom::server::match {

// Why an action is closed to a seat: the wire code and the sentence to answer with.
struct closed_action {
    protocol::error_code code;
    const char* message;
};

// nullopt: the action is open to the seat.
using action_check = std::optional<closed_action>;

// The seat holds a place in a game that runs and it has not resigned from.
action_check in_game_check(const room_state& room, int seat);
// `abort`: before every seat still in the game has moved (a waiting room too).
action_check abort_check(const room_state& room, int seat);
// `offer_draw`: in the game, no offer open, not blocked since the seat's last offer closed.
action_check offer_draw_check(const room_state& room, int seat);
// `request_takeback`: a two-player game, no request open, not blocked, a move of the seat's
// own that stands and no game action on it or after it. When open, `planned` (if given) is
// the request it would make, read from the record (which holds every entry stored so far).
action_check takeback_check(const room_state& room, int seat,
                            takeback_offer::request* planned = nullptr);
// `claim_victory` (draw false) and `claim_draw`, before a target is chosen: in the game, every
// seat has moved, a draw only between two players.
action_check claim_check(const room_state& room, int seat, bool draw);
// When a claim against an absent seat becomes possible (its absence plus the claim grace).
std::int64_t claim_possible_at(const room_state& room, int against);
// `rematch`: the game was played and is over, and the seat has not asked yet.
action_check rematch_check(const room_state& room, int seat);

// Counts each seat's moves that stand and notes game actions after them, from the record's
// entries before `before_seq` (a rebuilt room: all of them; an accepted takeback: those before
// the first undone move); the room keeps the counts up to date as it goes.
void count_standing_moves(room_state& room,
                          std::int64_t before_seq = std::numeric_limits<std::int64_t>::max());
// Keeps those counts as an accepted action goes: a move of `seat`, or a game action.
void note_action(room_state& room, int seat, bool moved);

// What every held seat may do now (STATE's `room_actions`).
room_actions open_room_actions(const room_state& room, std::int64_t now);
// `room_actions` as a JSON object into `out` (the value only).
void write_room_actions(core::json_writer& out, const room_actions& open);

} // namespace plyroom::server::match
