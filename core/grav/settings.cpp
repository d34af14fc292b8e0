#include "settings.hpp"

#include "grid.hpp"

namespace plyroom::core::grav {

// Whether n is a prime number.
bool is_prime(int n) {
    if (n < 2)
        return false;
    for (int k = 2; k * k <= n; ++k)
        if (n % k == 0)
            return false;
    return true;
}

// "p" and the seat counted from 1, appended (see to_string(point) on GCC 12's -Wrestrict).
std::string side_name_of(int seat) {
    std::string name = "p";
    name += std::to_string(seat + 1);
    return name;
}

// Checks every rule of "Setup" and names the first one broken.
std::optional<std::string> invalid_reason(const settings& s) {
    const auto text = [](int value) { return std::to_string(value); };
    if (s.size < min_size || s.size > max_size || !is_prime(s.size))
        return "size " + text(s.size) + " is not a prime number from 5 to 29";
    if (s.players < 2 || s.players > max_players)
        return "players " + text(s.players) + " is not from 2 to 6";
    if (s.a < 3)
        return "a = " + text(s.a) + " is less than 3";
    if (s.b < 2)
        return "b = " + text(s.b) + " is less than 2";
    if (s.b > s.size)
        return "b = " + text(s.b) + " is larger than the " + text(s.size) + "x" + text(s.size) +
               " board";
    if (s.c < 2)
        return "c = " + text(s.c) + " must be more than 1";
    if (s.c > s.b * s.b)
        return "c = " + text(s.c) + " is more than a " + text(s.b) + "x" + text(s.b) +
               " square can hold (" + text(s.b * s.b) + ")";
    if (s.d < 0)
        return "d = " + text(s.d) + " is negative";
    if (s.e < 1)
        return "e = " + text(s.e) + " is less than 1";
    if (s.d > s.e)
        return "d = " + text(s.d) + " is more than e = " + text(s.e);
    return std::nullopt;
}

} // namespace plyroom::core::grav
