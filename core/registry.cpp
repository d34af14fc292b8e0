#include "registry.hpp"

#include "connect4/connect4_match.hpp"
#include "divided_loyalties/divided_loyalties_match.hpp"
#include "grav/grav_match.hpp"
#include "hnefatafl/hnefatafl_match.hpp"

#include <array>

namespace plyroom::core {

namespace {

const std::array registered_games{
    game_definition{"connect4", "Connect Four", &connect4::create_match},
    game_definition{"hnefatafl", "Hnefatafl (Fetlar 11x11)", &hnefatafl::create_match},
    game_definition{"grav", "Grav", &grav::create_match},
    game_definition{"divided_loyalties", "Divided Loyalties", &divided_loyalties::create_match},
};

} // namespace

// All registered games, in a stable order.
std::span<const game_definition> all_games() {
    return registered_games;
}

// The game with this protocol id, or nullptr.
const game_definition* find_game(std::string_view id) {
    for (const auto& game : registered_games)
        if (game.id == id)
            return &game;
    return nullptr;
}

// Creates a match, refusing an unknown game or options that are not a JSON object.
creation create_match(std::string_view game, const json& options, std::uint64_t seed) {
    const game_definition* definition = find_game(game);
    if (definition == nullptr)
        return bad_request("unknown game \"" + std::string(game) + "\"");
    if (!options.is_null() && !options.is_object())
        return bad_request("options must be a JSON object");
    return definition->create(options.is_null() ? json::object() : options, seed);
}

} // namespace plyroom::core
