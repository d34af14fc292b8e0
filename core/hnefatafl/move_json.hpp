// The MOVE shape of protocol/README.md for Hnefatafl: {"from":"f4","to":"f8"}.
#pragma once

#include "game.hpp"
#include "hnefatafl/geometry.hpp"

#include <variant>

namespace plyroom::core::hnefatafl {

// Reads a MOVE object, or refuses it (bad_request) in words when it is malformed. Whether the
// move is legal is not judged here. Fields other than "from" and "to" are not read (match::act
// refuses them first), and a file letter may be upper case ("F4"), as a player might type it.
std::variant<move, refusal> move_from_json(const json& value);
// The MOVE object of a move.
json move_to_json(move m);

} // namespace plyroom::core::hnefatafl
