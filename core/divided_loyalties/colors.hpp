// Stone colours, the three colour groups, the two sides and what each set of stones holds.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace plyroom::core::divided_loyalties {

// The six colours of the colour wheel.
enum class color : std::uint8_t { blue, yellow, red, purple, green, orange };

inline constexpr int color_count = 6;
inline constexpr std::array<color, color_count> all_colors{
    color::blue, color::yellow, color::red, color::purple, color::green, color::orange};

// A set of colours, one bit per colour.
using color_mask = std::uint8_t;

constexpr color_mask mask_of(color c) {
    return static_cast<color_mask>(1U << static_cast<unsigned>(c));
}

// Blue+ = blue, purple, green; Yellow+ = yellow, orange, green; Red+ = red, purple, orange.
inline constexpr color_mask blue_group =
    mask_of(color::blue) | mask_of(color::purple) | mask_of(color::green);
inline constexpr color_mask yellow_group =
    mask_of(color::yellow) | mask_of(color::orange) | mask_of(color::green);
inline constexpr color_mask red_group =
    mask_of(color::red) | mask_of(color::purple) | mask_of(color::orange);

// Seat 0 is blue and moves first; seat 1 is yellow.
inline constexpr int side_count = 2;

// Who a bridge belongs to: a player's scoring bridge, or red.
enum class bridge_owner : std::uint8_t { blue, yellow, red };

// Stones a player holds, counted per colour (indexed by color).
using stock = std::array<int, color_count>;

inline constexpr int stones_per_set = 12;

std::string_view color_name(color c);
std::optional<color> color_from_name(std::string_view name);
// "blue" for seat 0, "yellow" for seat 1.
std::string_view side_name(int seat);
std::string_view owner_name(bridge_owner owner);
// The colour group whose bridges score for the seat.
color_mask own_group(int seat);
// The scoring owner of a seat's bridges.
bridge_owner owner_of_seat(int seat);
// What one set holds: blue 4, purple 3, green 2, red 2, orange 1 for blue; yellow 4, orange 3,
// green 2, red 2, purple 1 for yellow.
const stock& set_contents(int seat);
// The colours a seat ever receives, in the order the inventory is shown.
const std::array<color, 5>& colors_of_seat(int seat);

} // namespace plyroom::core::divided_loyalties
