#include "protocol/room_code.hpp"

#include <gtest/gtest.h>

namespace plyroom::protocol {
namespace {

TEST(RoomCode, NormalizesCase) {
    EXPECT_EQ(normalize_room_code("k7qx2m"), "K7QX2M");
    EXPECT_TRUE(is_valid_room_code(normalize_room_code("k7qx2m")));
}

TEST(RoomCode, RefusesLookAlikesAndLengths) {
    EXPECT_FALSE(is_valid_room_code("K7QX2O"));
    EXPECT_FALSE(is_valid_room_code("K7QX21"));
    EXPECT_FALSE(is_valid_room_code("K7QXIL"));
    EXPECT_FALSE(is_valid_room_code("K7QX2"));
    EXPECT_FALSE(is_valid_room_code("K7QX2MM"));
    EXPECT_FALSE(is_valid_room_code(""));
}

} // namespace
} // namespace plyroom::protocol
