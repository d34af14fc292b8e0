// The list of games, by protocol id. Adding a game: its folder under core/ and one line in
// registry.cpp.
#pragma once

#include "game.hpp"

#include <cstdint>
#include <span>
#include <string_view>

namespace plyroom::core {

struct game_definition {
    std::string_view id;    // protocol id: "connect4"
    std::string_view title; // for people: "Connect Four"
    // Creates a match from room options; `seed` drives any random draw of options, and the
    // drawn values are written into the match's options() so replays need no seed.
    creation (*create)(const json& options, std::uint64_t seed);
};

std::span<const game_definition> all_games();
const game_definition* find_game(std::string_view id);

// Creates a match of a game by id, refusing unknown games and bad options with a reason.
creation create_match(std::string_view game, const json& options, std::uint64_t seed = 0);

} // namespace plyroom::core
