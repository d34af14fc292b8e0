// The JSON shapes of Divided Loyalties (protocol/README.md): MOVE to and from a turn, and BOARD.
#pragma once

#include "game_state.hpp"
#include "json_writer.hpp"

#include <string>
#include <variant>

#include <nlohmann/json.hpp>

namespace plyroom::core::divided_loyalties {

using json = nlohmann::json;

// Reads MOVE: {"place":{"cell":[x,y],"color":"purple"},"bridges":[[[x1,y1],[x2,y2]],...]} or
// {"pass":true}. Unknown fields are refused; the message says what is malformed.
std::variant<turn, std::string> turn_from_json(const json& move);
// Writes MOVE; "bridges" is always present for a placement.
json turn_to_json(const turn& played);
// BOARD's "cells" array as JSON text: it never changes in a match, so a match writes it once.
std::string cells_text(const position& board);
// BOARD: width, height, cells (as written by cells_text()), stones, bridges, inventory, set,
// sets, score. The one writer of BOARD: the tree is parsed from it.
void write_board(json_writer& out, const game_state& state, std::string_view cells);
// BOARD as a tree (the terminal client's preview), parsed from write_board().
json board_json(const game_state& state);
// {"blue":{"bridges":b,"regions":r},"yellow":{...}}.
json scores_json(const game_state& state);

} // namespace plyroom::core::divided_loyalties
