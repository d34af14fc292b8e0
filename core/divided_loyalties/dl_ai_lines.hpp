// Every straight run of 3 or 4 usable cells (on-board or dot) of a position: the places a bridge
// could ever stand, which the computer player's evaluation scans for bridges one stone away.
#pragma once

#include "bridge_line.hpp"
#include "position.hpp"

#include <vector>

namespace plyroom::core::divided_loyalties {

struct line_table {
    std::vector<bridge_line> lines;
    std::vector<std::vector<int>> through; // by cell index: the lines holding the cell
};

// The lines of a position, built once per position by the caller.
line_table lines_of(const position& board);

} // namespace plyroom::core::divided_loyalties
