// The geometry of a bridge, in integers only: a straight run of 3 or 4 cells (horizontal,
// vertical or 45-degree diagonal). With every coordinate doubled, a bridge occupies its stones
// (both doubled coordinates even) and the midpoints between consecutive stones (at least one
// odd). Two bridges conflict when they share a midpoint, or a stone inner to both.
#pragma once

#include "position.hpp"

#include <array>
#include <string>
#include <variant>

namespace plyroom::core::divided_loyalties {

// The steps a bridge's line can take, one per direction: across, down and the two diagonals.
inline constexpr std::array<coord, 4> line_directions{coord{1, 0}, coord{0, 1}, coord{1, 1},
                                                      coord{1, -1}};

struct bridge_line {
    coord from;     // the end first in reading order (top row first, then left to right)
    coord to;       // the other end
    int length = 0; // 3 or 4 cells
    std::array<int, 4> cells{};     // cell indices from `from` to `to`
    std::array<int, 3> midpoints{}; // doubled-grid points between consecutive cells

    // True when the cell is one of the line's cells.
    bool has_cell(int cell) const;
    // True when the cell is on the line but not one of its two ends.
    bool has_inner(int cell) const;
    int inner_count() const { return length - 2; }
    int inner(int i) const { return cells[static_cast<std::size_t>(i) + 1]; }
    int midpoint_count() const { return length - 1; }

    bool operator==(const bridge_line&) const = default;
};

// The line between two cells of the grid, or why it cannot carry a bridge (the same cell, not
// straight, or not 3 or 4 cells long). Stones are not looked at.
std::variant<bridge_line, std::string> make_line(const position& board, coord a, coord b);
// True when the lines share a midpoint or a stone that is inner to both.
bool lines_conflict(const bridge_line& a, const bridge_line& b);
// The number of cells the two lines have in common.
int shared_cells(const bridge_line& a, const bridge_line& b);
// "[x,y]" for messages.
std::string cell_text(coord c);

} // namespace plyroom::core::divided_loyalties
