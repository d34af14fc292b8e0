// A room rebuilt from its stored game (a restart, a take-over of a dead node's room, or a commit
// that failed): seated as stored, then its record folded through the room's own logic
// (room_logic.hpp's fold), so the rebuilt room holds what the live one held, its open offers
// and their blocks included.
#pragma once

#include "room_state.hpp"
#include "store/reader.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <variant>

namespace plyroom::server::match {

// Folds `record` into `room` (seated, with its status), entry by entry, each command's at the
// time it was stored; the entries each one stored after it must follow it in the record. An
// error sentence naming the entry that does not fold.
std::optional<std::string> fold_record(room_state& room, const core::match_record& record);

// The room of an unfinished stored game as it was live, then resumed at `now`: absent seats
// are absent since then, and the running clock, as stored with the latest entry, gets the
// courtesy. An error sentence when the game no longer rebuilds.
std::variant<room_state, std::string> rebuild_room(const store::stored_game& game,
                                                   const room_timing& timing, std::int64_t now);

// What a room was before a command, beside its record and the members' presence: what undoing
// the command needs should its commit fail. Plain values, noted before every command.
struct before_command {
    room_status status = room_status::waiting;
    bool stored = false;
    std::uint64_t seats_held = 0; // one bit per seat
    std::int64_t next_seq = 1;
    std::int64_t last_activity = 0;
    std::int64_t turn_began = 0;
    room_actions shown_actions;
    std::optional<connection_id> newcomer; // the author, if not yet a member
};

before_command note_before(const room_state& room, connection_id author);

// The command's commit failed: the room becomes what it was before it again, folded from its
// record (the command's entries taken out) through the room's own logic; its members and their
// presence stay, but for the newcomer the command brought. An error sentence when the record no
// longer folds.
std::optional<std::string> roll_back(room_state& room, const before_command& before);

} // namespace plyroom::server::match
