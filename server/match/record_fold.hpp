// A room rebuilt from its stored game (a restart, or a take-over of a dead node's room): seated
// as stored, then its record folded through the room's own logic (room_logic.hpp's fold), so
// the rebuilt room holds what the live one held, its open offers and their blocks included.
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

} // namespace plyroom::server::match
