#include "grid.hpp"

#include <algorithm>

namespace plyroom::core::grav {

// Writes a point the way rule messages name it.
std::string to_string(point p) {
    // Appended piece by piece: GCC 12 at -O3 warns (-Wrestrict, a false positive) when a
    // literal is prepended to a short temporary string.
    std::string text = "(";
    text += std::to_string(p.x);
    text += ',';
    text += std::to_string(p.y);
    text += ')';
    return text;
}

// An empty board of size x size points.
grid::grid(int size)
    : size_(size), cells_(static_cast<std::size_t>(size * size), std::int8_t{no_stone}) {}

// Puts a stone of `seat` on an empty on-board point.
void grid::put(point p, int seat) {
    cells_[index(p)] = static_cast<std::int8_t>(seat);
    ++stones_;
}

// Takes the stone off an occupied on-board point.
void grid::clear(point p) {
    cells_[index(p)] = static_cast<std::int8_t>(no_stone);
    --stones_;
}

// How many stones of `seat` stand on the board.
int grid::stones_of(int seat) const {
    return static_cast<int>(
        std::count(cells_.begin(), cells_.end(), static_cast<std::int8_t>(seat)));
}

} // namespace plyroom::core::grav
