// The wire error codes of protocol/README.md, and the mapping from the rules core's refusals.
#pragma once

#include "game.hpp"

#include <optional>
#include <string_view>

namespace plyroom::protocol {

enum class error_code {
    bad_json,
    bad_request,
    hello_required,
    unauthorized,
    unknown_type,
    room_not_found,
    room_full,
    not_in_room,
    not_a_player,
    not_your_turn,
    stale_ply,
    illegal_move,
    game_not_started,
    game_over,
    no_offer,
    offer_exists,
    unsupported,
    rate_limited,
    too_large,
    internal,
    busy, // added after version 1's first codes: the server's computer opponents are all busy
    account_required, // added: a rated game's seats are for accounts only
};

// The code as it appears on the wire ("stale_ply").
std::string_view error_code_name(error_code code);

// The code for a wire name, or nullopt for a name this version does not know.
std::optional<error_code> error_code_from_name(std::string_view name);

// The wire code for a rules-core refusal.
error_code from_refusal(core::refusal_code code);

} // namespace plyroom::protocol
