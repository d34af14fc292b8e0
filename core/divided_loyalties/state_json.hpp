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
// BOARD: width, height, cells, stones, bridges, inventory, set, sets, score.
json board_json(const game_state& state);
// BOARD's "cells" array as JSON text: it never changes in a match, so a match writes it once.
std::string cells_text(const position& board);
// board_json() written as text, with the cells already written by cells_text().
void write_board(json_writer& out, const game_state& state, std::string_view cells);
// {"blue":{"bridges":b,"regions":r},"yellow":{...}}.
json scores_json(const game_state& state);

} // namespace plyroom::core::divided_loyalties
