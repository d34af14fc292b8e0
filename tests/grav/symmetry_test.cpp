// Bonus turns by point symmetry of the group the new stone joins (8-neighbourhood, any
// owners, 4 or more stones, symmetric about the centre of the group's bounding box).
#include "grav/placement_rules.hpp"
#include "grav_test_support.hpp"

#include <gtest/gtest.h>

namespace plyroom::core::grav {
namespace {

using testing::grid_from;

// A plus sign: 5 stones around a grid-point centre.
TEST(Symmetry, GridPointCentre) {
    const grid g = grid_from(7, {"", "..0", ".010", "..1"});
    EXPECT_EQ(symmetry_bonus(g, point{2, 1}), 1);
    EXPECT_EQ(symmetry_bonus(g, point{2, 2}), 1);
}

// A 2x2 block and an S shape: centres on half-grid points.
TEST(Symmetry, HalfGridCentre) {
    EXPECT_EQ(symmetry_bonus(grid_from(7, {"01", "10"}), point{1, 1}), 1);
    // S tetromino: (0,0),(1,0),(1,1),(2,1), centre (1, 0.5).
    EXPECT_EQ(symmetry_bonus(grid_from(7, {"00", ".11"}), point{2, 1}), 1);
    // 2x3 rectangle: centre (0.5, 1).
    EXPECT_EQ(symmetry_bonus(grid_from(7, {"01", "10", "01"}), point{0, 0}), 1);
}

// Shapes that are not point-symmetric earn nothing.
TEST(Symmetry, AsymmetricShapes) {
    // L tetromino.
    EXPECT_EQ(symmetry_bonus(grid_from(7, {"0", "0", "00"}), point{1, 2}), 0);
    // T tetromino.
    EXPECT_EQ(symmetry_bonus(grid_from(7, {"000", ".0"}), point{1, 1}), 0);
}

// Fewer than 4 stones never count, however symmetric.
TEST(Symmetry, FewerThanFourStones) {
    EXPECT_EQ(symmetry_bonus(grid_from(7, {"000"}), point{1, 0}), 0);
    EXPECT_EQ(symmetry_bonus(grid_from(7, {"0"}), point{0, 0}), 0);
    EXPECT_EQ(symmetry_bonus(grid_from(7, {"0000"}), point{3, 0}), 1);
}

// A symmetric part (the 2x2 block) inside an asymmetric group does not count.
TEST(Symmetry, SymmetricPartOfAnAsymmetricGroup) {
    const grid g = grid_from(7, {"00", "00", "0"});
    EXPECT_EQ(symmetry_bonus(g, point{1, 1}), 0);
    EXPECT_EQ(symmetry_bonus(g, point{0, 2}), 0);
}

// A new stone that merges two groups into one symmetric group earns the bonus.
TEST(Symmetry, MergingTwoGroups) {
    // (0,0),(0,1) and (2,1),(2,2), joined by (1,1): symmetric about (1,1).
    const grid g = grid_from(7, {"0", "012", "..2"});
    EXPECT_EQ(symmetry_bonus(g, point{1, 1}), 1);
    // Without the joining stone each part has only two stones.
    const grid apart = grid_from(7, {"0", "0.2", "..2"});
    EXPECT_EQ(symmetry_bonus(apart, point{0, 1}), 0);
}

// Diagonal contact joins stones into one group.
TEST(Symmetry, DiagonalContactJoins) {
    // A diagonal line of four stones is one symmetric group.
    EXPECT_EQ(symmetry_bonus(grid_from(7, {"0", ".1", "..0", "...1"}), point{3, 3}), 1);
    // A 2x2 block touching one more stone corner to corner: one group of 5, not symmetric.
    EXPECT_EQ(symmetry_bonus(grid_from(7, {"00", "00", "..1"}), point{0, 0}), 0);
    // The same block with the extra stone two points away: the block alone counts.
    EXPECT_EQ(symmetry_bonus(grid_from(7, {"00", "00", "", "...1"}), point{0, 0}), 1);
}

// Stones of different seats form one group.
TEST(Symmetry, AnyOwners) {
    EXPECT_EQ(symmetry_bonus(grid_from(7, {"0123"}), point{0, 0}), 1);
}

// Groups at the board's edges and corners are handled like any other.
TEST(Symmetry, AtTheEdges) {
    const grid g = grid_from(5, {"", "", "", "...00", "...00"});
    EXPECT_EQ(symmetry_bonus(g, point{4, 4}), 1);
    const grid whole = grid_from(5, {"00000", "00000", "00000", "00000", "00000"});
    EXPECT_EQ(symmetry_bonus(whole, point{2, 2}), 1);
    const grid almost = grid_from(5, {"00000", "00000", "00000", "00000", "0000."});
    EXPECT_EQ(symmetry_bonus(almost, point{0, 0}), 0);
}

} // namespace
} // namespace plyroom::core::grav
