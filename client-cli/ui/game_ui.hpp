// What the client knows about drawing and typing one game. Each game has one file in
// ui/games/ defining its game_ui, and one line in ui/games/games.def.
#pragma once

#include "game.hpp"
#include "ui/style.hpp"

#include <functional>
#include <optional>
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

// What a renderer draws from: STATE, the latest MOVE (or null) and the game's draft (null, or
// whatever the game's own commands keep there, such as a turn being composed).
struct board_view {
    const json& state;
    const json& last_move;
    const json& draft;
};

// What a game's own commands work with: the room as the session knows it, and what they may do.
struct game_context {
    const json& room;
    const json& state;
    const core::match* local; // the match rebuilt locally, or nullptr when it is not available
    std::optional<int> my_seat;
    json& draft; // kept by the session for the game, cleared when a move is played; drawn
    std::function<void(const std::string&)> say;
    // Sends a MOVE after the same checks as a typed move (our turn, the local rules).
    std::function<void(const json& move)> send_move;
    // Calls "Grav!" on the placement made at this ply.
    std::function<void(int ply)> send_challenge;
};

struct game_ui {
    std::string_view id; // the protocol's game id
    // The board of STATE with coordinates on the edges, the latest move marked.
    std::vector<std::string> (*draw_board)(const board_view& view, const style& look);
    // Reads a typed move ("d", "f4-f8"); `state` is the current STATE, for games that need it.
    read_result (*read_move)(std::string_view text, const json& state);
    // A MOVE written the way a player types it.
    std::string (*write_move)(const json& move);
    // The piece symbol of a seat, for the player list.
    std::string (*seat_marker)(int seat, const style& look);
    // One or two lines on how to type a move, shown by `help`.
    std::string_view move_help;
    // The game's own commands (a "Grav!" call, composing a turn), tried before a line is read
    // as a move: true when the line was one of them. nullptr for games without any.
    bool (*run_command)(std::string_view line, game_context& context) = nullptr;
    // Their help, shown by `help` after move_help; empty when there are none.
    std::string_view command_help = {};
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
