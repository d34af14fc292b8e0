// What the client knows about one game: how to draw and type it, and its words for `help`, the
// command line and the end of a game. Each built-in game has one file in ui/games/ defining its
// game_ui, and one line in ui/games/games.def; generic files only read these hooks.
#pragma once

#include "game.hpp"
#include "ui/style.hpp"
#include "ui/words.hpp"

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

// What a renderer draws from: STATE, the latest MOVE (or null), the game's draft (null, or
// whatever the game's own commands keep there, such as a turn being composed) and the ROOM (its
// seats name the players).
struct board_view {
    const json& state;
    const json& last_move;
    const json& draft;
    const json& room;
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
    // Sends one of the game's own actions (a call on a placement, say).
    std::function<void(const core::action& what)> send_action;
};

// A flag of `plyroom host` that sets one of the game's options.
struct host_flag {
    enum class value_kind {
        number,    // a whole number: the option's value
        text_file, // a file name: the file's text is the option's value
        json_file, // a file name: the JSON in the file is the option's value
    };
    std::string_view name;   // "--position"
    std::string_view value;  // what follows it in the help: "N", "FILE"
    value_kind kind;         // how its value turns into the option
    std::string_view option; // the option it sets: "position"
    std::string_view help;   // the key of its help line in the game's words: "help.position"
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
    // A seat's side in words, for games whose sides on the wire are only numbered (p1..pn):
    // "blue" for seat 1. nullptr: the ROOM's side is the word.
    std::string (*side_word)(int seat) = nullptr;
    // What a move did beyond moving, in words ("captures e2"), from the STATE before and after
    // it; "" when nothing. nullptr for games whose moves only place or move.
    std::string (*move_note)(const json& before, const json& move, const json& after) = nullptr;
    // The game's own commands (a call on a placement, composing a turn), tried before a line is
    // read as a move: true when the line was one of them. nullptr for games without any.
    bool (*run_command)(std::string_view line, game_context& context) = nullptr;
    // One of the game's own events (the frame, {"type":..,"code":..,...}) in words for the
    // messages, with the room for seat names; "" for events it does not know. nullptr for games
    // without events of their own.
    std::string (*event_words)(const json& event, const json& room) = nullptr;
    // The seat and action such an event reports as accepted, so that the local match plays it
    // too; nullopt when it reports none. nullptr for games without events of their own.
    std::optional<std::pair<int, core::action>> (*event_action)(const json& event) = nullptr;
    // The game's own words in each language (ui/games/<game>_words.cpp): among them
    // "reason.NAME" for each way the game ends (the endings every game shares are the shell's)
    // and "side.SIDE" for each side the ROOM names; the help: "help.move" (one or two lines on
    // how to type a move, shown by `help`), and where the game has them "help.commands" (its
    // own commands), "help.options" (what `--option KEY=VALUE` takes, for `plyroom host
    // --help`: "size (a prime 5..29), ...") and "help.bot" (what the bot does beyond playing
    // its moves, for `plyroom bot --help`).
    catalogue words = {};
    // One side's final score of RESULT "scores" in words ("3 + 1 = 4"), or "" when it cannot
    // read it. nullptr: scores are whole numbers, written as they are.
    std::string (*score_words)(const json& score) = nullptr;
    // Whether a game ended by agreement is decided by the scores (there is no draw): the draw
    // offer is then an offer to end the game now.
    bool agreed_end_scored = false;
    // The game's own flags of `plyroom host`.
    std::span<const host_flag> host_flags = {};
};

// Every game the client can draw: the built-in ones in games.def order, then those registered
// by a game_ui_registrar.
std::span<const game_ui* const> all_game_uis();

// The game_ui of a game id, or nullptr.
const game_ui* find_game_ui(std::string_view id);

// The game's title for people (the core's title, or its id when the core does not know it).
std::string_view game_title(const game_ui& ui);

// Adds a game defined outside games.def to all_game_uis(), at static initialisation:
//   const game_ui_registrar registered{my_game_ui()};
// Registering a second game_ui with the same id is a programming error and throws.
class game_ui_registrar {
public:
    explicit game_ui_registrar(const game_ui& ui);
};

// One declaration per built-in game: `const game_ui& <name>_ui();`.
#define PLYROOM_GAME_UI(name) const game_ui& name##_ui();
#include "ui/games/games.def"
#undef PLYROOM_GAME_UI

} // namespace plyroom::client
