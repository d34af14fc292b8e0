// Divided Loyalties (game id "divided_loyalties") behind the core::match interface.
//
// Seats: 0 "blue" (moves first), 1 "yellow". Options: see options.hpp ({"position":1..12},
// {"position_csv":...}, optional "sets":3|4, or {"export":EXPORT}). MOVE and BOARD as in
// protocol/README.md (see state_json.hpp). STATE adds "position":{"id":1..12|null,"name":"..."}.
// Ends: all_placed, all_passed, agreement (the scores decide), resignation. RESULT "scores" is
// {"blue":{"bridges":b,"regions":r},"yellow":{...}} except after a resignation (null).
//
// EXPORT = {"game":"divided_loyalties","format":1,"position":id | "position_csv":"...",
//           "sets":n,"turns":[MOVE with "seat", ...],"result":RESULT|null}
// A match created from {"export":EXPORT} replays the turns (its ply() is their number) and goes
// on from there; "result" is informational and not replayed. An export whose turns end the game
// is refused, as there is nothing to continue.
#pragma once

#include "game.hpp"

#include <cstdint>

namespace plyroom::core::divided_loyalties {

class game_state;

// Creates a match from room options, refusing bad ones (bad_request) with the reason.
creation create_match(const json& options, std::uint64_t seed);
// The export of a running or finished Divided Loyalties match; null for another game's match.
json export_game(const match& played);
// The rules state of a Divided Loyalties match (for an AI or a client), or nullptr.
const game_state* rules_state(const match& played);

} // namespace plyroom::core::divided_loyalties
