// The games, by protocol name: each one defined once (rules, AI) and registered once. The four
// built-in games are listed in registry.cpp; a game defined elsewhere (a test's own game)
// registers itself with a game_registration object.
#pragma once

#include "game.hpp"

#include <cstdint>
#include <memory>
#include <span>
#include <string_view>

namespace plyroom::core {

namespace ai {
enum class level;
class player;
} // namespace ai

struct move_notation; // notation.hpp

struct game_definition {
    std::string_view id;    // protocol name: "connect4"
    std::string_view title; // for people: "Connect Four"
    // Creates a match from room options; `seed` drives any random draw of options, and the
    // drawn values are written into the match's options() so replays need no seed.
    creation (*create)(const json& options, std::uint64_t seed);
    // The game's computer player at a level; `seed` drives its random choices. nullptr: the
    // game has no AI.
    std::unique_ptr<ai::player> (*make_ai)(ai::level level, std::uint64_t seed) = nullptr;
    // How a move of the game is written down and read back (notation.hpp). nullptr: the game
    // has no written notation, and its moves are written as their MOVE JSON.
    const move_notation* notation = nullptr;
};

std::span<const game_definition> all_games();
const game_definition* find_game(std::string_view id);

// Creates a match of a game by id, refusing unknown games and bad options with a reason.
creation create_match(std::string_view game, const json& options, std::uint64_t seed = 0);

// Registers a game defined outside registry.cpp, at static initialisation (before any thread
// starts): `static game_registration registered{definition};` in the game's own file.
struct game_registration {
    explicit game_registration(const game_definition& definition);
};

} // namespace plyroom::core
