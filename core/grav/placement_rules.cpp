#include "placement_rules.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>

namespace plyroom::core::grav {

namespace {

struct direction {
    int dx;
    int dy;
    const char* name;
};

constexpr std::array<direction, 4> line_directions{{
    {1, 0, "row"},
    {0, 1, "column"},
    {1, 1, "diagonal"},
    {1, -1, "anti-diagonal"},
}};

// The longest equally spaced run through p, with its step and direction.
struct run {
    int length = 1;
    int step = 1;
    const direction* along = nullptr;
};

// How many occupied points follow p at steps of (dx, dy), stopping at the first gap or edge.
int count_occupied(const grid& g, point p, int dx, int dy) {
    int count = 0;
    int x = p.x + dx;
    int y = p.y + dy;
    while (x >= 0 && y >= 0 && x < g.size() && y < g.size() && g.occupied(x, y)) {
        ++count;
        x += dx;
        y += dy;
    }
    return count;
}

// The longest run of stones at equal spacing through p, over every line and step.
run longest_run(const grid& g, point p) {
    run best;
    for (const direction& dir : line_directions) {
        for (int step = 1; step < g.size(); ++step) {
            const int dx = dir.dx * step;
            const int dy = dir.dy * step;
            const int length = 1 + count_occupied(g, p, dx, dy) + count_occupied(g, p, -dx, -dy);
            if (length > best.length)
                best = run{length, step, &dir};
        }
    }
    return best;
}

// The fullest b x b square on the board that holds p.
struct square_count {
    point corner;
    int stones = 0;
};

// Counts stones in every b x b square holding p with prefix sums over the window they cover.
square_count fullest_square(const grid& g, point p, int b) {
    const int n = g.size();
    const int x_lo = std::max(0, p.x - b + 1);
    const int x_hi = std::min(p.x, n - b);
    const int y_lo = std::max(0, p.y - b + 1);
    const int y_hi = std::min(p.y, n - b);
    square_count best{{x_lo, y_lo}, -1};
    if (x_lo > x_hi || y_lo > y_hi)
        return best;
    const int width = x_hi - x_lo + b;
    const int height = y_hi - y_lo + b;
    // sums[(y+1)*(width+1) + (x+1)]: stones in window columns [0, x] and rows [0, y].
    std::array<int, (max_size + 1) * (max_size + 1)> sums{};
    const int stride = width + 1;
    for (int y = 0; y < height; ++y) {
        int row_sum = 0;
        for (int x = 0; x < width; ++x) {
            row_sum += g.occupied(x_lo + x, y_lo + y) ? 1 : 0;
            sums[static_cast<std::size_t>((y + 1) * stride + x + 1)] =
                sums[static_cast<std::size_t>(y * stride + x + 1)] + row_sum;
        }
    }
    const auto at = [&](int x, int y) { return sums[static_cast<std::size_t>(y * stride + x)]; };
    for (int sy = y_lo; sy <= y_hi; ++sy) {
        for (int sx = x_lo; sx <= x_hi; ++sx) {
            const int x0 = sx - x_lo;
            const int y0 = sy - y_lo;
            const int stones = at(x0 + b, y0 + b) - at(x0, y0 + b) - at(x0 + b, y0) + at(x0, y0);
            if (stones > best.stones)
                best = square_count{{sx, sy}, stones};
        }
    }
    return best;
}

// [x, y] as the protocol writes a point.
nlohmann::json point_array(point p) {
    return nlohmann::json::array({p.x, p.y});
}

// The Manhattan distance between two points.
int manhattan(point p, point q) {
    return std::abs(p.x - q.x) + std::abs(p.y - q.y);
}

} // namespace

// Reports the longest equally spaced run through p when it is longer than a.
std::optional<violation> continuity_violation(const grid& g, point p, int a) {
    const run longest = longest_run(g, p);
    if (longest.length <= a)
        return std::nullopt;
    return violation{"continuity: " + std::to_string(longest.length) +
                         " stones at equal spacing " + std::to_string(longest.step) + " in the " +
                         longest.along->name + " through " + to_string(p) + ", more than a = " +
                         std::to_string(a),
                     {{"rule", "continuity"},
                      {"stones", longest.length},
                      {"spacing", longest.step},
                      {"line", longest.along->name},
                      {"through", point_array(p)},
                      {"a", a}}};
}

// Reports the fullest b x b square holding p when it holds more than c stones.
std::optional<violation> density_violation(const grid& g, point p, int b, int c) {
    const square_count fullest = fullest_square(g, p, b);
    if (fullest.stones <= c)
        return std::nullopt;
    const point far{fullest.corner.x + b - 1, fullest.corner.y + b - 1};
    return violation{"density: the " + std::to_string(b) + "x" + std::to_string(b) +
                         " square from " + to_string(fullest.corner) + " to " + to_string(far) +
                         " holds " + std::to_string(fullest.stones) + " stones, more than c = " +
                         std::to_string(c),
                     {{"rule", "density"},
                      {"b", b},
                      {"from", point_array(fullest.corner)},
                      {"to", point_array(far)},
                      {"stones", fullest.stones},
                      {"c", c}}};
}

// Reports a distance from the latest stone outside [d, e]; no latest stone means no limit.
std::optional<violation> distance_violation(point p, std::optional<point> last, int d, int e) {
    if (!last)
        return std::nullopt;
    const int distance = manhattan(p, *last);
    if (distance >= d && distance <= e)
        return std::nullopt;
    return violation{"distance " + std::to_string(distance) + " is outside [" +
                         std::to_string(d) + ", " + std::to_string(e) + "] from " +
                         to_string(*last),
                     {{"rule", "distance"},
                      {"distance", distance},
                      {"from", point_array(*last)},
                      {"d", d},
                      {"e", e}}};
}

// Floods the 8-connected group of p, then checks it maps onto itself through its box centre.
int symmetry_bonus(const grid& g, point p) {
    const int n = g.size();
    std::array<std::uint8_t, max_size * max_size> in_group{};
    std::array<std::int16_t, max_size * max_size> members{};
    int count = 0;
    const auto cell = [n](int x, int y) { return static_cast<std::size_t>(y * n + x); };
    in_group[cell(p.x, p.y)] = 1;
    members[static_cast<std::size_t>(count++)] = static_cast<std::int16_t>(cell(p.x, p.y));
    int min_x = p.x, max_x = p.x, min_y = p.y, max_y = p.y;
    for (int next = 0; next < count; ++next) {
        const int x = members[static_cast<std::size_t>(next)] % n;
        const int y = members[static_cast<std::size_t>(next)] / n;
        min_x = std::min(min_x, x);
        max_x = std::max(max_x, x);
        min_y = std::min(min_y, y);
        max_y = std::max(max_y, y);
        for (int ny = std::max(0, y - 1); ny <= std::min(n - 1, y + 1); ++ny) {
            for (int nx = std::max(0, x - 1); nx <= std::min(n - 1, x + 1); ++nx) {
                const std::size_t index = cell(nx, ny);
                if (in_group[index] == 0 && g.occupied(nx, ny)) {
                    in_group[index] = 1;
                    members[static_cast<std::size_t>(count++)] = static_cast<std::int16_t>(index);
                }
            }
        }
    }
    if (count < 4)
        return 0;
    for (int k = 0; k < count; ++k) {
        const int x = members[static_cast<std::size_t>(k)] % n;
        const int y = members[static_cast<std::size_t>(k)] / n;
        if (in_group[cell(min_x + max_x - x, min_y + max_y - y)] == 0)
            return 0;
    }
    return 1;
}

// Judges all three rules and counts the bonus.
placement_verdict judge_placement(const grid& g, point p, std::optional<point> last,
                                  const settings& s) {
    placement_verdict verdict;
    if (auto broken = continuity_violation(g, p, s.a))
        verdict.violations.push_back(std::move(*broken));
    if (auto broken = density_violation(g, p, s.b, s.c))
        verdict.violations.push_back(std::move(*broken));
    if (auto broken = distance_violation(p, last, s.d, s.e))
        verdict.violations.push_back(std::move(*broken));
    verdict.bonus = symmetry_bonus(g, p);
    return verdict;
}

// Checks the cheap distance rule first, then continuity and density, without building words.
bool breaks_a_rule(const grid& g, point p, std::optional<point> last, const settings& s) {
    if (last) {
        const int distance = manhattan(p, *last);
        if (distance < s.d || distance > s.e)
            return true;
    }
    return longest_run(g, p).length > s.a || fullest_square(g, p, s.b).stones > s.c;
}

} // namespace plyroom::core::grav
