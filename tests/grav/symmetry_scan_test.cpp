// The whole-board scan for bonus candidates never turns away a point that earns the bonus, and
// turns away the points whose group cannot be symmetric.
#include "grav/placement_rules.hpp"
#include "grav/symmetry_scan.hpp"
#include "grav_test_support.hpp"

#include <random>

#include <gtest/gtest.h>

namespace plyroom::core::grav {
namespace {

using testing::grid_from;

// Over random boards of every density, each empty point the scan turns away earns no bonus, and
// the scan lets through far fewer points than there are empty ones.
TEST(SymmetryScan, NeverTurnsAwayAPointThatEarnsTheBonus) {
    std::mt19937 random(20261205);
    int empty_points = 0, passed = 0, earned = 0;
    for (int board = 0; board < 400; ++board) {
        const int size = 5 + board % 10;
        const int per_hundred = 5 + board % 60;
        grid g(size);
        for (int y = 0; y < size; ++y)
            for (int x = 0; x < size; ++x)
                if (static_cast<int>(random() % 100) < per_hundred)
                    g.put(point{x, y}, static_cast<int>(random() % 3));
        const symmetry_scan scan(g);
        for (int y = 0; y < size; ++y)
            for (int x = 0; x < size; ++x) {
                const point p{x, y};
                if (!g.empty(p))
                    continue;
                ++empty_points;
                grid trial = g;
                trial.put(p, 0);
                const bool may = scan.may_earn_bonus(p);
                const int bonus = symmetry_bonus(trial, p);
                passed += may ? 1 : 0;
                earned += bonus;
                if (bonus > 0) {
                    ASSERT_TRUE(may) << "board " << board << " point " << x << "," << y;
                }
            }
    }
    EXPECT_GT(earned, 0);
    EXPECT_LT(passed * 4, empty_points);
}

// The plus sign's centre joins four stones into a symmetric group; the corner of an L does not.
TEST(SymmetryScan, PassesASymmetricGroupAndTurnsAwayAnL) {
    const grid plus = grid_from(7, {"", "..0", ".0.0", "..1"});
    EXPECT_TRUE(symmetry_scan(plus).may_earn_bonus(point{2, 2}));
    const grid l_shape = grid_from(7, {"0", "0", "."});
    EXPECT_FALSE(symmetry_scan(l_shape).may_earn_bonus(point{1, 2}));
    // Three stones in a row and a fourth at the end: a line of 4 is symmetric.
    const grid line = grid_from(7, {"000"});
    EXPECT_TRUE(symmetry_scan(line).may_earn_bonus(point{3, 0}));
    EXPECT_FALSE(symmetry_scan(line).may_earn_bonus(point{3, 1}));
}

} // namespace
} // namespace plyroom::core::grav
