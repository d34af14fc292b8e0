// The value a room's logic works on: seats, the match, the open offers, who is present, the
// record. A command changes it in place, and only once it is accepted (room_logic.hpp).
#pragma once

#include "game.hpp"
#include "match_clock.hpp"
#include "offer.hpp"
#include "protocol/server_message.hpp"
#include "record.hpp"
#include "stored_record.hpp"

#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace plyroom::server::match {

using json = nlohmann::json;
using connection_id = std::uint64_t;

enum class room_status { waiting, playing, finished };

std::string_view status_name(room_status status);

// The server's AI plays as the player "ai_<level>" (see migrations/sqlite/0002_ai_players.sql).
bool is_ai_player(std::string_view player_id);
// The player id of the AI at a level name ("hard" -> "ai_hard").
std::string ai_player_id(std::string_view level);
// The level name of an AI player id ("ai_hard" -> "hard"); empty for anyone else.
std::string_view ai_level_of(std::string_view player_id);

// An account's rating in the room's game, as ROOM shows it beside the name.
struct shown_rating {
    int points = 0;
    bool provisional = true;

    bool operator==(const shown_rating&) const = default;
};

// A Glicko-2 rating as shown: whole points, provisional while its deviation is wide.
shown_rating show_rating(double value, double deviation);

struct seat_holder {
    std::string player_id;
    std::string name;
    // Read from the store once the seat is taken (room.hpp); none for the anonymous and the AI.
    std::optional<shown_rating> rating = std::nullopt;
};

// The server's times for the rules of clocks and claims (flags --first-move-seconds,
// --claim-after-seconds, --restart-courtesy-seconds, --abandon-after-hours).
struct room_timing {
    std::int64_t first_move_ms = 30'000;
    std::int64_t claim_after_ms = 60'000;
    std::int64_t restart_courtesy_ms = 15'000;
    std::int64_t abandon_after_ms = 24 * 3'600'000LL; // 0: never
    std::size_t chat_per_minute = 30; // lines one player may say in one room in a minute
};

// The seats (one bit per seat) to which each room action is open now: STATE's room_actions
// (room_actions.hpp decides them). `claimable` holds the absent seats a claim may name.
struct room_actions {
    std::uint64_t abort = 0;
    std::uint64_t offer_draw = 0;
    std::uint64_t request_takeback = 0;
    std::uint64_t claim_victory = 0;
    std::uint64_t claim_draw = 0;
    std::uint64_t claimable = 0;
    std::uint64_t rematch = 0;

    bool operator==(const room_actions&) const = default;
};

// A connection attached to the room: a seat holder or a spectator.
struct member {
    std::string player_id;
    bool spectator = false;

    bool operator==(const member&) const = default;
};

struct room_state {
    std::string code;
    std::int64_t game_id = 0;
    bool is_public = true;
    // Created rated: only accounts take its seats, takebacks are closed, and its end changes the
    // players' ratings (docs/ratings.md).
    bool rated = false;
    bool stored = false; // the games row exists
    room_status status = room_status::waiting;
    std::shared_ptr<core::match> game;
    std::vector<std::optional<seat_holder>> seats;
    // The requests a seat makes of the others (offer.hpp): a draw offer (seats still in the
    // game accept; blocks), a takeback request (blocks) and a rematch offer (every human seat
    // agrees; never blocks).
    draw_offer draw;
    takeback_offer takeback;
    rematch_offer rematch;
    std::vector<bool> has_moved; // per seat, for the clock's first moves
    // Per seat: moves that stand (not taken back), and whether a game action (a call) was made
    // since its latest one; what abort and takebacks are judged by (room_actions.hpp).
    std::vector<int> standing_moves;
    std::vector<bool> action_since_own_move;
    std::int64_t next_seq = 1; // record order across moves, challenges, resignations
    std::map<connection_id, member> members;
    // Per player: when its latest lines of chat were said (the last minute's), to bound them.
    std::map<std::string, std::deque<std::int64_t>> chat_said_at;
    // What create_room asked for, random parameters not drawn: a rematch draws them again.
    json requested_options = json::object();
    std::optional<std::int64_t> rematch_of; // the game this one is a rematch of
    room_timing timing;
    std::optional<match_clock> clock; // timed rooms
    // Per seat: since when a held human seat has had no connection, and whether `claimable`
    // went out for this absence.
    std::vector<std::optional<std::int64_t>> offline_since;
    std::vector<bool> claim_announced;
    // The latest entry stored or the latest moment a player left: what an untimed game
    // nobody is left in is abandoned after (timing.abandon_after_ms).
    std::int64_t last_activity = 0;
    // The room actions as the latest STATE pushed to the room showed them: when they change
    // otherwise, the room pushes STATE again.
    room_actions shown_actions;
    // Every entry stored for the game so far, and those of the command being stored.
    stored_record record;
    std::int64_t created_at = 0; // when the games row was written

    int seat_count() const { return static_cast<int>(seats.size()); }
    // The seat a player holds, if any.
    std::optional<int> seat_of(const std::string& player_id) const;
    bool online(const std::string& player_id) const;
    int spectators() const;
    bool every_seat_moved() const;
    // Since when a claim against `seat` is counted: a held human seat still in the game, with no
    // connection; nullopt otherwise.
    std::optional<std::int64_t> absent_since(int seat) const;
    // ROOM as the protocol shows it.
    protocol::room_view view() const;
    // STATE with the open draw offer, takeback request and rematch offer, the room actions open
    // and the clock (as of `now`) filled in, written straight to text after the match's own
    // members. What every moved and state event carries: the one writer of STATE.
    protocol::written_state write_state(std::int64_t now) const;
    // When a game that no player is connected to ends as inactive: untimed or not yet started
    // (a clock ends the others by itself), with every held human seat offline.
    std::optional<std::int64_t> abandoned_at() const;
    // Sets offline_since for the seats whose presence changed at `now`.
    void note_presence(std::int64_t now);
    // The clock now waits for whoever is to move (nobody once the game is over); the turn
    // begins when the event that began it goes out.
    void start_turn();
};

// A new room in the waiting state around a freshly created match; `clock` set for a timed one.
room_state make_room(std::string code, std::int64_t game_id, bool is_public,
                     std::shared_ptr<core::match> game, std::optional<clock_setting> clock = {},
                     room_timing timing = {});

} // namespace plyroom::server::match
