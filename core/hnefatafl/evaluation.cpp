#include "hnefatafl/evaluation.hpp"

#include <algorithm>
#include <bit>
#include <cstdlib>

namespace plyroom::core::hnefatafl {

namespace {

constexpr int attacker_value = 100;
constexpr int defender_value = 170;
constexpr int open_corner_value = 450;     // per corner the king reaches in one move
constexpr int two_move_corner_value = 110; // per further corner reached in two
constexpr int fork_value = 400;            // per edge square with two corners open
constexpr int king_move_value = 4;
constexpr int edge_square_value = 25;     // per edge square the king reaches in one move
constexpr int king_on_edge_value = 80;    // where it can no longer be captured
constexpr int corner_distance_value = 12; // per square nearer the nearest corner
constexpr std::array<int, 5> king_danger{0, 15, 45, 160, 0}; // by hostile sides (4 = taken)
constexpr int seal_square_value = 40;    // per attacker on a corner's seal squares
constexpr int sealed_corner_value = 150; // more for all three

// The index (0..3) of a corner square in `corners`.
int corner_index(square s) {
    for (int i = 0; i < 4; ++i)
        if (corners[static_cast<std::size_t>(i)] == s)
            return i;
    return -1;
}

// Follows an empty line from `from` (exclusive) in `step`; the corner it ends on, or -1.
int corner_along(const position& pos, square from, int step) {
    int s = from + step;
    while (pos.at(static_cast<square>(s)) == cell::empty)
        s += step;
    // The walk stops at a piece or at the frame; a corner is empty and so was passed: the
    // square one step back is the last one reached.
    const int last = s - step;
    return last != from && is_corner(static_cast<square>(last))
               ? corner_index(static_cast<square>(last))
               : -1;
}

// The three squares that seal each corner (a3, b2 and c1 for a1): with attackers on all of
// them no piece can reach the squares beside the corner, and none of the three can be
// captured, since the squares a capture would need are sealed off too.
constexpr std::array<std::array<square, 3>, 4> seal_squares{{
    {make_square(0, 2), make_square(1, 1), make_square(2, 0)},
    {make_square(0, 8), make_square(1, 9), make_square(2, 10)},
    {make_square(10, 2), make_square(9, 1), make_square(8, 0)},
    {make_square(10, 8), make_square(9, 9), make_square(8, 10)},
}};

} // namespace

// Walks the king's four rays; from every edge square it reaches, walks the edge both ways.
king_routes find_king_routes(const position& pos) {
    king_routes routes;
    const square king = pos.king();
    if (king == no_square)
        return routes;
    unsigned one_move = 0;
    routes.on_edge = on_edge(king);
    unsigned two_moves = 0;
    for (const int step : directions) {
        for (int s = king + step; pos.at(static_cast<square>(s)) == cell::empty; s += step) {
            const auto target = static_cast<square>(s);
            ++routes.moves;
            if (is_corner(target)) {
                one_move |= 1u << corner_index(target);
                break;
            }
            if (!on_edge(target))
                continue;
            ++routes.edge_squares;
            // Along the edge the target lies on (both ways), unless that is the ray itself.
            unsigned from_target = 0;
            for (const int along : directions) {
                if (along == step || along == -step)
                    continue;
                const int beyond = s + along;
                if (!on_board(beyond))
                    continue;
                if (!on_edge(static_cast<square>(beyond)))
                    continue;
                if (const int corner = corner_along(pos, target, along); corner >= 0)
                    from_target |= 1u << corner;
            }
            two_moves |= from_target;
            // Nobody but the king may stand on a corner, so a corner right beside the target
            // cannot be closed either.
            bool beside_corner = false;
            for (const int along : directions)
                beside_corner = beside_corner ||
                                (on_board(s + along) && is_corner(static_cast<square>(s + along)));
            routes.forks += std::popcount(from_target) >= 2 || beside_corner ? 1 : 0;
        }
    }
    routes.open_corners = std::popcount(one_move);
    routes.two_move_corners = std::popcount(two_moves & ~one_move);
    return routes;
}

// Sums the terms listed in the header.
int evaluate_for_attackers(const position& pos, const king_routes& routes) {
    const bitboard attackers = pos.attackers();
    const int attacker_count = std::popcount(static_cast<std::uint64_t>(attackers)) +
                               std::popcount(static_cast<std::uint64_t>(attackers >> 64));
    const bitboard defenders = pos.defenders();
    const int defender_count = std::popcount(static_cast<std::uint64_t>(defenders)) +
                               std::popcount(static_cast<std::uint64_t>(defenders >> 64));
    int value = attacker_value * attacker_count - defender_value * defender_count;

    const square king = pos.king();
    if (king == no_square)
        return value;

    value -= open_corner_value * routes.open_corners;
    value -= two_move_corner_value * routes.two_move_corners;
    value -= fork_value * std::min(routes.forks, 2);
    value -= king_move_value * routes.moves;
    value -= edge_square_value * routes.edge_squares;
    value -= routes.on_edge ? king_on_edge_value : 0;

    const int file = file_of(king);
    const int rank = rank_of(king);
    const int to_corner =
        std::min(file, board_size - 1 - file) + std::min(rank, board_size - 1 - rank);
    value += corner_distance_value * to_corner;

    if (!on_edge(king)) {
        int hostile = 0;
        for (const int step : directions) {
            const auto side_square = static_cast<square>(king + step);
            const cell there = pos.at(side_square);
            hostile +=
                there == cell::attacker || (side_square == throne && there == cell::empty) ? 1 : 0;
        }
        value += king_danger[static_cast<std::size_t>(hostile)];
    }

    for (const auto& seal : seal_squares) {
        int held = 0;
        for (const square s : seal)
            held += pos.at(s) == cell::attacker ? 1 : 0;
        value += seal_square_value * held + (held == 3 ? sealed_corner_value : 0);
    }
    return value;
}

} // namespace plyroom::core::hnefatafl
