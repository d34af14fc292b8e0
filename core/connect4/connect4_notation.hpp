// Connect Four moves as the column letter the boards show (core/connect4/README.md, "Notation").
#pragma once

#include "notation.hpp"

#include <string>
#include <vector>

namespace plyroom::core::connect4 {

extern const move_notation notation;

// The solvers' form of a game: the columns played, 1-7 from the left ("4453").
std::string solver_sequence(const std::vector<json>& moves);

} // namespace plyroom::core::connect4
