// What the client knows about drawing and typing one game. Each game has one file in
// ui/games/ defining its game_ui, and one line in ui/games/games.def.
#pragma once

#include "ui/style.hpp"

#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include <nlohmann/json.hpp>

namespace plyroom::client {

using json = nlohmann::json;

// A move as typed by a player, turned into the protocol's MOVE, or why it could not be read.
using read_result = std::variant<json, std::string>;

struct game_ui {
    std::string_view id; // the protocol's game id
    // The board of STATE with coordinates on the edges, the latest move (MOVE or null) marked.
    std::vector<std::string> (*draw_board)(const json& state, const json& last_move,
                                           const style& look);
    // Reads a typed move ("d", "f4-f8"); `state` is the current STATE, for games that need it.
    read_result (*read_move)(std::string_view text, const json& state);
    // A MOVE written the way a player types it.
    std::string (*write_move)(const json& move);
    // The piece symbol of a seat, for the player list.
    std::string (*seat_marker)(int seat, const style& look);
    // One or two lines on how to type a move, shown by `help`.
    std::string_view move_help;
};

// Every game the client can draw.
std::span<const game_ui* const> all_game_uis();

// The game_ui of a game id, or nullptr.
const game_ui* find_game_ui(std::string_view id);

// One declaration per game: `const game_ui& <name>_ui();`.
#define PLYROOM_GAME_UI(name) const game_ui& name##_ui();
#include "ui/games/games.def"
#undef PLYROOM_GAME_UI

} // namespace plyroom::client
