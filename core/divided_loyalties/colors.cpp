#include "colors.hpp"

namespace plyroom::core::divided_loyalties {

namespace {

constexpr std::array<std::string_view, color_count> color_names{"blue",   "yellow", "red",
                                                                "purple", "green",  "orange"};

// Builds a stock from per-colour counts in the order of the color enum.
constexpr stock make_stock(int blue, int yellow, int red, int purple, int green, int orange) {
    return stock{blue, yellow, red, purple, green, orange};
}

constexpr std::array<stock, side_count> stock_of_side{make_stock(4, 0, 2, 3, 2, 1),
                                                      make_stock(0, 4, 2, 1, 2, 3)};

constexpr std::array<std::array<color, 5>, side_count> seat_colors{
    std::array<color, 5>{color::blue, color::purple, color::green, color::red, color::orange},
    std::array<color, 5>{color::yellow, color::orange, color::green, color::red, color::purple}};

} // namespace

// The protocol spelling of a colour.
std::string_view color_name(color c) {
    return color_names[static_cast<std::size_t>(c)];
}

// The colour with this protocol spelling, if any.
std::optional<color> color_from_name(std::string_view name) {
    for (const color c : all_colors)
        if (color_names[static_cast<std::size_t>(c)] == name)
            return c;
    return std::nullopt;
}

// The protocol side name of a seat.
std::string_view side_name(int seat) {
    return seat == 0 ? "blue" : "yellow";
}

// The protocol spelling of a bridge owner.
std::string_view owner_name(bridge_owner owner) {
    switch (owner) {
    case bridge_owner::blue:
        return "blue";
    case bridge_owner::yellow:
        return "yellow";
    case bridge_owner::red:
        return "red";
    }
    return "red";
}

// Blue+ for seat 0, Yellow+ for seat 1.
color_mask own_group(int seat) {
    return seat == 0 ? blue_group : yellow_group;
}

// The owner of the seat's scoring bridges.
bridge_owner owner_of_seat(int seat) {
    return seat == 0 ? bridge_owner::blue : bridge_owner::yellow;
}

// The stones of one set for the seat.
const stock& set_contents(int seat) {
    return stock_of_side[static_cast<std::size_t>(seat)];
}

// The five colours the seat receives.
const std::array<color, 5>& colors_of_seat(int seat) {
    return seat_colors[static_cast<std::size_t>(seat)];
}

} // namespace plyroom::core::divided_loyalties
