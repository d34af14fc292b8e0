// The fast placement checks against the obvious slow algorithms, over thousands of random
// positions from fixed seeds: every run from every start point, every square on the board,
// groups by comparing every pair of stones.
#include "grav/placement_rules.hpp"
#include "grav_test_support.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <numeric>
#include <optional>
#include <random>
#include <set>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

namespace plyroom::core::grav {
namespace {

#if defined(__SANITIZE_ADDRESS__)
constexpr int positions_per_kind = 300; // sanitizers make every step slow
#else
constexpr int positions_per_kind = 2500;
#endif

// The longest equally spaced run of stones holding p: every start point, line and step.
int slow_longest_run(const grid& g, point p) {
    constexpr std::array<std::pair<int, int>, 4> directions{{{1, 0}, {0, 1}, {1, 1}, {1, -1}}};
    const int n = g.size();
    int best = 0;
    for (int qy = 0; qy < n; ++qy)
        for (int qx = 0; qx < n; ++qx)
            for (const auto& [dx, dy] : directions)
                for (int step = 1; step < n; ++step) {
                    bool holds_p = false;
                    for (int k = 0;; ++k) {
                        const point q{qx + k * step * dx, qy + k * step * dy};
                        if (!g.on_board(q) || g.empty(q))
                            break;
                        holds_p = holds_p || q == p;
                        if (holds_p)
                            best = std::max(best, k + 1);
                    }
                }
    return best;
}

// The most stones in any b x b square on the board holding p, counted point by point.
int slow_fullest_square(const grid& g, point p, int b) {
    int best = -1;
    for (int sy = 0; sy + b <= g.size(); ++sy)
        for (int sx = 0; sx + b <= g.size(); ++sx) {
            if (p.x < sx || p.x >= sx + b || p.y < sy || p.y >= sy + b)
                continue;
            int stones = 0;
            for (int y = sy; y < sy + b; ++y)
                for (int x = sx; x < sx + b; ++x)
                    stones += g.empty(point{x, y}) ? 0 : 1;
            best = std::max(best, stones);
        }
    return best;
}

// The group of p found by joining every pair of touching stones until nothing changes.
std::set<std::pair<int, int>> slow_group(const grid& g, point p) {
    std::vector<point> stones;
    for (int y = 0; y < g.size(); ++y)
        for (int x = 0; x < g.size(); ++x)
            if (!g.empty(point{x, y}))
                stones.push_back(point{x, y});
    std::vector<std::size_t> label(stones.size());
    std::iota(label.begin(), label.end(), std::size_t{0});
    for (bool changed = true; changed;) {
        changed = false;
        for (std::size_t i = 0; i < stones.size(); ++i)
            for (std::size_t j = 0; j < stones.size(); ++j) {
                const bool touching = std::abs(stones[i].x - stones[j].x) <= 1 &&
                                      std::abs(stones[i].y - stones[j].y) <= 1;
                if (touching && label[j] < label[i]) {
                    label[i] = label[j];
                    changed = true;
                }
            }
    }
    std::size_t mine = 0;
    for (std::size_t i = 0; i < stones.size(); ++i)
        if (stones[i] == p)
            mine = label[i];
    std::set<std::pair<int, int>> group;
    for (std::size_t i = 0; i < stones.size(); ++i)
        if (label[i] == mine)
            group.insert({stones[i].x, stones[i].y});
    return group;
}

// 1 when the slow group has 4+ stones and every stone's mirror through the box centre is in it.
int slow_bonus(const grid& g, point p) {
    const auto group = slow_group(g, p);
    if (group.size() < 4)
        return 0;
    int min_x = g.size(), max_x = -1, min_y = g.size(), max_y = -1;
    for (const auto& [x, y] : group) {
        min_x = std::min(min_x, x);
        max_x = std::max(max_x, x);
        min_y = std::min(min_y, y);
        max_y = std::max(max_y, y);
    }
    for (const auto& [x, y] : group)
        if (group.count({min_x + max_x - x, min_y + max_y - y}) == 0)
            return 0;
    return 1;
}

// How the random positions are laid out.
enum class layout { scattered, clustered, mirrored };

struct position {
    grid board;
    point stone;
    std::optional<point> last;
    settings rules;
};

// A random board with a new stone on it, random parameters and a random latest stone.
std::optional<position> random_position(std::mt19937& rng, layout kind) {
    const auto below = [&rng](int bound) {
        return static_cast<int>(rng() % static_cast<unsigned>(bound));
    };
    constexpr std::array<int, 7> sizes{5, 7, 7, 11, 13, 17, 23};
    const int n = sizes[static_cast<std::size_t>(below(static_cast<int>(sizes.size())))];
    grid g(n);
    if (kind == layout::scattered) {
        const int percent = 5 + below(70);
        for (int y = 0; y < n; ++y)
            for (int x = 0; x < n; ++x)
                if (below(100) < percent)
                    g.put(point{x, y}, below(4));
    } else {
        const int w = 2 + below(4);
        const int h = 2 + below(4);
        const int ox = below(n - w + 1);
        const int oy = below(n - h + 1);
        const int percent = 30 + below(60);
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x) {
                if (below(100) >= percent)
                    continue;
                const point p{ox + x, oy + y};
                if (g.empty(p))
                    g.put(p, below(4));
                const point mirror{ox + w - 1 - x, oy + h - 1 - y};
                if (kind == layout::mirrored && g.empty(mirror))
                    g.put(mirror, below(4));
            }
    }
    std::vector<point> stones;
    for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x)
            if (!g.empty(point{x, y}))
                stones.push_back(point{x, y});
    if (stones.empty())
        return std::nullopt;
    // The new stone is one of the stones already laid: take it off and put it back, so that
    // clustered and mirrored shapes are completed by it.
    const point stone = stones[static_cast<std::size_t>(below(static_cast<int>(stones.size())))];
    std::optional<point> last;
    if (stones.size() > 1 && below(5) > 0) {
        do {
            last = stones[static_cast<std::size_t>(below(static_cast<int>(stones.size())))];
        } while (*last == stone);
    }
    settings rules;
    rules.size = n;
    rules.a = 3 + below(4);
    rules.b = 2 + below(std::min(4, n - 1));
    rules.c = 2 + below(rules.b * rules.b - 1);
    rules.d = below(4);
    rules.e = std::max(rules.d, 1) + below(9);
    return position{g, stone, last, rules};
}

// What the comparisons found, to check both answers of every rule came up.
struct tally {
    int continuity = 0;
    int density = 0;
    int distance = 0;
    int bonus = 0;
    int compared = 0;
};

// Judges one position both ways and requires the same answers.
void compare(const position& at, tally& found) {
    const grid& g = at.board;
    const settings& s = at.rules;
    const std::string where = "stone " + to_string(at.stone) + " on a " + std::to_string(s.size) +
                              "x" + std::to_string(s.size) + " board";

    const int run = slow_longest_run(g, at.stone);
    const auto continuity = continuity_violation(g, at.stone, s.a);
    ASSERT_EQ(continuity.has_value(), run > s.a) << where << ", run " << run;
    if (continuity) {
        EXPECT_EQ(continuity->words.rfind("continuity: " + std::to_string(run) + " stones ", 0),
                  0U)
            << continuity->words << " / slow run " << run;
        EXPECT_EQ(continuity->facts["stones"], run) << continuity->facts;
    }

    const int fullest = slow_fullest_square(g, at.stone, s.b);
    const auto density = density_violation(g, at.stone, s.b, s.c);
    ASSERT_EQ(density.has_value(), fullest > s.c) << where << ", fullest " << fullest;
    if (density) {
        EXPECT_NE(density->words.find(" holds " + std::to_string(fullest) + " stones"),
                  std::string::npos)
            << density->words;
        EXPECT_EQ(density->facts["stones"], fullest) << density->facts;
    }

    bool far = false;
    if (at.last) {
        const int distance = std::abs(at.stone.x - at.last->x) + std::abs(at.stone.y - at.last->y);
        far = distance < s.d || distance > s.e;
    }
    ASSERT_EQ(distance_violation(at.stone, at.last, s.d, s.e).has_value(), far) << where;

    const int bonus = slow_bonus(g, at.stone);
    ASSERT_EQ(symmetry_bonus(g, at.stone), bonus) << where;

    const placement_verdict verdict = judge_placement(g, at.stone, at.last, s);
    EXPECT_EQ(verdict.violations.size(),
              static_cast<std::size_t>((run > s.a) + (fullest > s.c) + far));
    EXPECT_EQ(verdict.bonus, bonus);
    EXPECT_EQ(breaks_a_rule(g, at.stone, at.last, s), !verdict.violations.empty()) << where;

    found.continuity += run > s.a;
    found.density += fullest > s.c;
    found.distance += far;
    found.bonus += bonus;
    ++found.compared;
}

// Runs one layout from a fixed seed and checks that both outcomes of every rule came up.
void run_layout(layout kind, unsigned seed) {
    std::mt19937 rng(seed);
    tally found;
    for (int k = 0; k < positions_per_kind; ++k) {
        const auto at = random_position(rng, kind);
        if (!at)
            continue;
        compare(*at, found);
        if (::testing::Test::HasFatalFailure())
            return;
    }
    // The comparison is only worth something if both answers occurred often.
    EXPECT_GT(found.continuity, found.compared / 50);
    EXPECT_LT(found.continuity, found.compared);
    EXPECT_GT(found.density, found.compared / 50);
    EXPECT_LT(found.density, found.compared);
    EXPECT_GT(found.distance, found.compared / 50);
    EXPECT_LT(found.distance, found.compared);
    if (kind != layout::scattered) {
        EXPECT_GT(found.bonus, found.compared / 50);
        EXPECT_LT(found.bonus, found.compared);
    }
}

TEST(BruteForce, ScatteredPositions) {
    run_layout(layout::scattered, 20261129U);
}

TEST(BruteForce, ClusteredPositions) {
    run_layout(layout::clustered, 7U);
}

TEST(BruteForce, MirroredPositions) {
    run_layout(layout::mirrored, 4242U);
}

} // namespace
} // namespace plyroom::core::grav
