// A Divided Loyalties position: a grid of void cells, on-board cells (each in a named region)
// and dots (off-board cells a stone may use only inside a bridge).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace plyroom::core::divided_loyalties {

enum class cell_kind : std::uint8_t { none, board, dot };

// A cell by column (x, from the left) and row (y, from the top), both from 0.
struct coord {
    int x = 0;
    int y = 0;
    bool operator==(const coord&) const = default;
};

// The largest grid a position may have, in each direction.
inline constexpr int max_position_side = 64;

struct position {
    int id = 0;                   // the position_id of the CSV (1..12 for the built-in positions)
    std::string name;             // the position_name of the CSV
    int width = 0;                // cells per row
    int height = 0;               // rows
    std::vector<cell_kind> kinds; // by cell index y * width + x
    std::vector<int> regions;     // region index by cell index, -1 for none
    std::vector<std::string> region_names; // "S1", "W2", ... in order of first appearance

    bool contains(coord c) const { return c.x >= 0 && c.y >= 0 && c.x < width && c.y < height; }
    int index(coord c) const { return c.y * width + c.x; }
    coord at(int index) const { return coord{index % width, index / width}; }
    int cell_count() const { return width * height; }
    cell_kind kind(int index) const { return kinds[static_cast<std::size_t>(index)]; }
    int region(int index) const { return regions[static_cast<std::size_t>(index)]; }

    bool operator==(const position&) const = default;
};

// Sets of stones dealt on a built-in position by default: 4 for ids 1-6, otherwise 3.
int default_sets_for(int builtin_id);

} // namespace plyroom::core::divided_loyalties
