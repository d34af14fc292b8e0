// The fixed parameters of one Grav game (core/grav/README.md, "Setup").
#pragma once

#include <optional>
#include <string>

namespace plyroom::core::grav {

struct settings {
    int size = 7;        // N: the board is N x N points, N prime, 5..29
    int players = 2;     // 2..6, seat order is turn order
    int a = 3;           // continuity: at most a stones at equal spacing on a line
    int b = 2;           // density: the side of the checked squares
    int c = 3;           // density: at most c stones in any b x b square
    int d = 1;           // distance: at least d from the latest stone
    int e = 4;           // distance: at most e from the latest stone
    bool strict = false; // the server refuses rule-breaking placements itself

    bool operator==(const settings&) const = default;
};

bool is_prime(int n);

// The side name of a seat: "p1" for seat 0, up to "p6".
std::string side_name_of(int seat);

// Why these parameters cannot make a game, in words, or nullopt when they are valid:
// N prime in 5..29, 2..6 players, a >= 3, 2 <= b <= N, 1 < c <= b*b, 0 <= d <= e, e >= 1.
std::optional<std::string> invalid_reason(const settings& s);

} // namespace plyroom::core::grav
