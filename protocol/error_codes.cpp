#include "error_codes.hpp"

#include <array>

namespace plyroom::protocol {

namespace {

constexpr std::array error_code_names{
    "bad_json",       "bad_request",      "hello_required",   "unauthorized", "unknown_type",
    "room_not_found", "room_full",        "not_in_room",      "not_a_player", "not_your_turn",
    "stale_ply",      "illegal_move",     "game_not_started", "game_over",    "no_offer",
    "offer_exists",   "unsupported",      "rate_limited",     "too_large",    "internal",
    "busy",           "account_required",
};
static_assert(error_code_names.size() ==
              static_cast<std::size_t>(error_code::account_required) + 1);

} // namespace

// The wire spelling of a code.
std::string_view error_code_name(error_code code) {
    return error_code_names.at(static_cast<std::size_t>(code));
}

// Looks a wire name up in the list of codes.
std::optional<error_code> error_code_from_name(std::string_view name) {
    for (std::size_t i = 0; i < error_code_names.size(); ++i)
        if (name == error_code_names[i])
            return static_cast<error_code>(i);
    return std::nullopt;
}

// Maps a rules refusal to the wire code of the same spelling.
error_code from_refusal(core::refusal_code code) {
    switch (code) {
    case core::refusal_code::bad_request:
        return error_code::bad_request;
    case core::refusal_code::not_your_turn:
        return error_code::not_your_turn;
    case core::refusal_code::illegal_move:
        return error_code::illegal_move;
    case core::refusal_code::game_over:
        return error_code::game_over;
    case core::refusal_code::unsupported:
        return error_code::unsupported;
    }
    return error_code::internal;
}

} // namespace plyroom::protocol
