#include "symmetry_scan.hpp"

#include <algorithm>

namespace plyroom::core::grav {

symmetry_scan::symmetry_scan(const grid& g) : size_(g.size()) {
    const int n = size_;
    group_of_.fill(-1);
    std::vector<int> stack;
    for (int start = 0; start < n * n; ++start) {
        if (group_of_[static_cast<std::size_t>(start)] >= 0 || !g.occupied(start % n, start / n))
            continue;
        const auto label = static_cast<std::int16_t>(groups_.size());
        group_shape shape{0, 0, 0, start % n, start % n, start / n, start / n};
        group_of_[static_cast<std::size_t>(start)] = label;
        stack.assign(1, start);
        while (!stack.empty()) {
            const int at = stack.back();
            stack.pop_back();
            const int x = at % n, y = at / n;
            ++shape.count;
            shape.sum_x += x;
            shape.sum_y += y;
            shape.min_x = std::min(shape.min_x, x);
            shape.max_x = std::max(shape.max_x, x);
            shape.min_y = std::min(shape.min_y, y);
            shape.max_y = std::max(shape.max_y, y);
            for (int ny = std::max(0, y - 1); ny <= std::min(n - 1, y + 1); ++ny)
                for (int nx = std::max(0, x - 1); nx <= std::min(n - 1, x + 1); ++nx) {
                    auto& neighbour = group_of_[static_cast<std::size_t>(ny * n + nx)];
                    if (neighbour < 0 && g.occupied(nx, ny)) {
                        neighbour = label;
                        stack.push_back(ny * n + nx);
                    }
                }
        }
        groups_.push_back(shape);
    }
}

bool symmetry_scan::may_earn_bonus(point p) const {
    const int n = size_;
    group_shape merged{1, p.x, p.y, p.x, p.x, p.y, p.y};
    std::array<std::int16_t, 8> joined{};
    int joined_count = 0;
    for (int ny = std::max(0, p.y - 1); ny <= std::min(n - 1, p.y + 1); ++ny)
        for (int nx = std::max(0, p.x - 1); nx <= std::min(n - 1, p.x + 1); ++nx) {
            const std::int16_t label = group_of_[static_cast<std::size_t>(ny * n + nx)];
            const auto end = joined.begin() + joined_count;
            if (label < 0 || std::find(joined.begin(), end, label) != end)
                continue;
            joined[static_cast<std::size_t>(joined_count++)] = label;
            const group_shape& shape = groups_[static_cast<std::size_t>(label)];
            merged.count += shape.count;
            merged.sum_x += shape.sum_x;
            merged.sum_y += shape.sum_y;
            merged.min_x = std::min(merged.min_x, shape.min_x);
            merged.max_x = std::max(merged.max_x, shape.max_x);
            merged.min_y = std::min(merged.min_y, shape.min_y);
            merged.max_y = std::max(merged.max_y, shape.max_y);
        }
    // Point symmetry about the box centre maps x to min_x + max_x - x, so the coordinates sum
    // to count * (min_x + max_x) / 2 on each axis.
    return merged.count >= 4 && 2 * merged.sum_x == merged.count * (merged.min_x + merged.max_x) &&
           2 * merged.sum_y == merged.count * (merged.min_y + merged.max_y);
}

} // namespace plyroom::core::grav
