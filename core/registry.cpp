#include "registry.hpp"

#include "ai/ai.hpp"
#include "connect4/connect4_match.hpp"
#include "connect4/connect4_notation.hpp"
#include "divided_loyalties/divided_loyalties_match.hpp"
#include "divided_loyalties/dl_notation.hpp"
#include "grav/grav_match.hpp"
#include "grav/grav_notation.hpp"
#include "hnefatafl/hnefatafl_match.hpp"
#include "hnefatafl/tafl_notation.hpp"

#include <array>
#include <cstdio>
#include <cstdlib>

namespace plyroom::core {

namespace {

// Room for the built-in games and a few registered ones; fixed, so a definition found once
// stays where it is.
constexpr std::size_t most_games = 16;

struct game_list {
    std::array<game_definition, most_games> games{{
        {"connect4", "Connect Four", &connect4::create_match, &ai::make_connect4_player,
         &connect4::notation},
        {"hnefatafl", "Hnefatafl (Fetlar 11x11)", &hnefatafl::create_match,
         &ai::make_hnefatafl_player, &hnefatafl::notation},
        {"grav", "Grav", &grav::create_match, &ai::make_grav_player, &grav::notation},
        {"divided_loyalties", "Divided Loyalties", &divided_loyalties::create_match,
         &ai::make_divided_loyalties_player, &divided_loyalties::notation},
    }};
    std::size_t count = 4;
};

// Made on first use, so registrations from other files' static initialisers find it ready.
game_list& registered() {
    static game_list list;
    return list;
}

} // namespace

std::span<const game_definition> all_games() {
    const game_list& list = registered();
    return std::span<const game_definition>(list.games.data(), list.count);
}

const game_definition* find_game(std::string_view id) {
    for (const auto& game : all_games())
        if (game.id == id)
            return &game;
    return nullptr;
}

creation create_match(std::string_view game, const json& options, std::uint64_t seed) {
    const game_definition* definition = find_game(game);
    if (definition == nullptr)
        return bad_request("unknown game \"" + std::string(game) + "\"");
    if (!options.is_null() && !options.is_object())
        return bad_request("options must be a JSON object");
    json game_options = options.is_null() ? json::object() : options;
    // The clock is the room's option (every game takes it), not the rules'.
    game_options.erase("clock");
    return definition->create(game_options, seed);
}

// A name taken twice or one game too many is a programming error, found at start-up.
game_registration::game_registration(const game_definition& definition) {
    game_list& list = registered();
    if (find_game(definition.id) != nullptr || list.count == most_games) {
        std::fprintf(stderr, "plyroom: cannot register the game \"%.*s\"\n",
                     static_cast<int>(definition.id.size()), definition.id.data());
        std::abort();
    }
    list.games[list.count++] = definition;
}

} // namespace plyroom::core
