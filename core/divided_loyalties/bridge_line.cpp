#include "bridge_line.hpp"

#include <cstdlib>

namespace plyroom::core::divided_loyalties {

namespace {

// True when `a` comes before `b` in reading order.
bool reads_before(coord a, coord b) {
    return a.y != b.y ? a.y < b.y : a.x < b.x;
}

// -1, 0 or 1.
int sign(int value) {
    return (value > 0) - (value < 0);
}

} // namespace

// True when the cell is one of the line's cells.
bool bridge_line::has_cell(int cell) const {
    for (int i = 0; i < length; ++i)
        if (cells[static_cast<std::size_t>(i)] == cell)
            return true;
    return false;
}

// True when the cell is on the line but is not one of its ends.
bool bridge_line::has_inner(int cell) const {
    for (int i = 1; i + 1 < length; ++i)
        if (cells[static_cast<std::size_t>(i)] == cell)
            return true;
    return false;
}

// Builds the line in reading order and fills its cells and doubled midpoints.
std::variant<bridge_line, std::string> make_line(const position& board, coord a, coord b) {
    if (a == b)
        return std::string("its two ends are the same cell");
    const int dx = b.x - a.x;
    const int dy = b.y - a.y;
    if (dx != 0 && dy != 0 && std::abs(dx) != std::abs(dy))
        return cell_text(a) + " and " + cell_text(b) +
               " are not on one horizontal, vertical or 45-degree diagonal line";
    const int span = std::max(std::abs(dx), std::abs(dy)) + 1;
    if (span != 3 && span != 4)
        return "it covers " + std::to_string(span) + " cells; a bridge covers exactly 3 or 4";

    bridge_line line;
    line.from = reads_before(a, b) ? a : b;
    line.to = reads_before(a, b) ? b : a;
    line.length = span;
    const int step_x = sign(line.to.x - line.from.x);
    const int step_y = sign(line.to.y - line.from.y);
    const int doubled_width = 2 * board.width;
    for (int i = 0; i < span; ++i) {
        const coord cell{line.from.x + i * step_x, line.from.y + i * step_y};
        line.cells[static_cast<std::size_t>(i)] = board.index(cell);
        if (i + 1 < span)
            line.midpoints[static_cast<std::size_t>(i)] =
                (2 * cell.y + step_y) * doubled_width + (2 * cell.x + step_x);
    }
    return line;
}

// True when the lines share a midpoint, or a stone inner to both (ends are junctions).
bool lines_conflict(const bridge_line& a, const bridge_line& b) {
    for (int i = 0; i < a.midpoint_count(); ++i)
        for (int j = 0; j < b.midpoint_count(); ++j)
            if (a.midpoints[static_cast<std::size_t>(i)] ==
                b.midpoints[static_cast<std::size_t>(j)])
                return true;
    for (int i = 0; i < a.inner_count(); ++i)
        if (b.has_inner(a.inner(i)))
            return true;
    return false;
}

// Counts the cells the two lines have in common.
int shared_cells(const bridge_line& a, const bridge_line& b) {
    int shared = 0;
    for (int i = 0; i < a.length; ++i)
        shared += b.has_cell(a.cells[static_cast<std::size_t>(i)]) ? 1 : 0;
    return shared;
}

// "[x,y]" for messages.
std::string cell_text(coord c) {
    // Appended piece by piece: GCC 12 at -O3 warns falsely (-Wrestrict) on "[" + std::string.
    std::string text(1, '[');
    text += std::to_string(c.x);
    text += ',';
    text += std::to_string(c.y);
    text += ']';
    return text;
}

} // namespace plyroom::core::divided_loyalties
