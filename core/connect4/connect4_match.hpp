// Connect Four (game id "connect4") behind the core::match interface: 7x6, red (seat 0) first,
// MOVE {"column":0..6}, BOARD {"rows":[6 strings]} top row first with R, B and '.'.
// STATE adds "last":[x,y] (column, row from the top) of the latest disc, or null.
#pragma once

#include "game.hpp"

namespace plyroom::core::connect4 {

// Creates a match; Connect Four takes no options, so any option is refused.
creation create_match(const json& options, std::uint64_t seed);

} // namespace plyroom::core::connect4
