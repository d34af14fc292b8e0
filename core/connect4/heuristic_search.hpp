// A depth-limited Connect Four search: negamax with alpha-beta over a static evaluation of
// open lines and threats. The easy and normal players play with it, and the hard player falls
// back on it whenever the solver cannot finish in time.
#pragma once

#include "connect4/search_position.hpp"

#include <array>
#include <cstdint>
#include <functional>

namespace plyroom::core::connect4 {

// Scores at or beyond this are forced wins (or, negated, losses) the search has seen.
inline constexpr int heuristic_win = 10000;

// The static evaluation of a running position for the side to move: open lines weighted by
// how full they are, and threats (cells that would complete four) on the rows where they tend
// to decide the endgame (odd rows for the first player, even rows for the second).
int evaluate(const search_position& position);

class heuristic_search {
public:
    using stop_check = std::function<bool()>;

    struct result {
        int column = -1;
        int score = 0;
        int depth = 0; // deepest iteration completed (0 if none)
        // Each column's score in the deepest completed iteration (unplayable: -2 * win).
        std::array<int, width> column_scores{};
    };

    // Iterative deepening up to `max_depth` plies, keeping the last completed iteration's
    // answer when `stop` says to stop. A running position with a playable column is required.
    result search(const search_position& root, int max_depth, const stop_check& stop = nullptr);

    std::uint64_t nodes() const { return nodes_; }

private:
    struct stopped {};

    int negamax(const search_position& node, int depth, int alpha, int beta);

    std::uint64_t nodes_ = 0;
    const stop_check* stop_ = nullptr;
};

} // namespace plyroom::core::connect4
