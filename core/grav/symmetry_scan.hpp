// Which empty points of a board could earn the symmetry bonus, found for the whole board at once.
// A position's moves ask symmetry_bonus for every empty point, and each call floods the group the
// stone would join: late in a game that group is most of the board. The scan labels the groups
// once; a point passes only when the group it would make has 4 or more stones and its centre of
// mass is its bounding box's centre, which point symmetry about that centre requires. The rule
// itself stays in symmetry_bonus: callers ask it for the points that pass.
#pragma once

#include "grid.hpp"

#include <array>
#include <cstdint>
#include <vector>

namespace plyroom::core::grav {

class symmetry_scan {
public:
    explicit symmetry_scan(const grid& g);

    // False when a stone on the empty point p cannot earn the bonus; true when it may.
    bool may_earn_bonus(point p) const;

private:
    struct group_shape {
        int count = 0;
        int sum_x = 0, sum_y = 0;
        int min_x = 0, max_x = 0, min_y = 0, max_y = 0;
    };

    int size_;
    std::array<std::int16_t, max_size * max_size> group_of_{}; // -1 on an empty point
    std::vector<group_shape> groups_;
};

} // namespace plyroom::core::grav
