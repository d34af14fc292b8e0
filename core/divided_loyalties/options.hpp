// Room options of Divided Loyalties, checked and normalised:
//   {"position":1..12}                 a built-in position;
//   {"position_csv":"<CSV of one position>"}   a custom position (see position_csv.hpp);
//   optional "sets":3|4                (default 4 for built-in ids 1-6, otherwise 3);
//   {"export":EXPORT}                  continue an exported game (see export_game), alone.
// With neither a position nor an export, a built-in position is drawn from the seed (as other
// games draw options left out) and written into the normalised options.
#pragma once

#include "position.hpp"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include <nlohmann/json.hpp>

namespace plyroom::core::divided_loyalties {

using json = nlohmann::json;

// Everything needed to start a match: the position, how it was named, sets and turns to replay.
struct game_setup {
    std::shared_ptr<const position> board;
    std::optional<int> builtin_id; // set for a built-in position
    std::string position_csv;      // the CSV of a custom position
    int sets = 3;
    bool from_export = false;
    std::vector<json> turns; // exported turns: MOVE objects, each with an optional "seat"
};

// Reads room options, or says what is wrong with them.
std::variant<game_setup, std::string> read_options(const json& options, std::uint64_t seed);
// The position and sets as options: {"position":id,"sets":n} or {"position_csv":..,"sets":n}.
json position_options(const game_setup& setup);

} // namespace plyroom::core::divided_loyalties
