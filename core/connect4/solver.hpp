// A Connect Four solver: negamax with alpha-beta on bitboards, a transposition table keyed by
// the position or its mirror image (whichever is smaller) that keeps both bounds and the best
// column, moves ordered by that column and then by the threats they create, the children's
// table entries prefetched and, in big subtrees, checked for a cut-off before any child is
// searched, and null-window probes that narrow the exact score. It computes game-theoretic
// values, not estimates.
//
// Score convention (the one of the published Connect Four benchmark sets): from the point of
// view of the side to move, 0 is a draw; a win with the winner's k-th disc scores
// 22 - k (so a faster win scores more), and a loss scores the negative of the opponent's win.
#pragma once

#include "connect4/bitboard.hpp"
#include "connect4/search_position.hpp"
#include "connect4/transposition_table.hpp"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

namespace plyroom::core::connect4 {

class solver {
public:
    // Polled every few thousand positions; true abandons the search.
    using stop_check = std::function<bool()>;

    // How far analyse() narrows the score.
    enum class goal {
        outcome, // only win, draw or loss
        exact,   // the exact score
    };

    // What analyse() proved: lower <= score <= upper, and `column` scores at least `lower`
    // (-1 when stopped before any column was proven better than the worst case).
    struct analysis {
        int column = -1;
        int lower = 0;
        int upper = 0;
        bool complete = false; // the goal was reached before a stop
    };

    // `table_entries` sets the transposition table's size (16 bytes per two entries).
    explicit solver(std::size_t table_entries = std::size_t{1} << 22);

    // The exact score of a running position (see the convention above).
    int solve(const bitboard& position);
    // Only the sign: 1 win, 0 draw, -1 loss for the side to move. Much faster.
    int solve_weak(const bitboard& position);
    // The exact score of playing each column (`unplayable` for a full one).
    std::vector<int> column_scores(const bitboard& position);

    // Narrows the score of a running position and finds a column that keeps it, stopping
    // early when `stop` says so (a null stop never stops).
    analysis analyse(const bitboard& position, goal wanted, const stop_check& stop = nullptr);
    analysis analyse(const search_position& position, goal wanted,
                     const stop_check& stop = nullptr);

    // Positions visited since construction or reset_counters().
    std::uint64_t nodes() const { return nodes_; }
    void reset_counters() { nodes_ = 0; }
    // Forgets every stored bound (the table keeps its size).
    void clear_table() { table_.clear(); }

    static constexpr int unplayable = -1000;
    static constexpr int min_score = -(cells / 2) + 3;
    static constexpr int max_score = (cells + 1) / 2 - 3;

private:
    struct stopped {};

    int negamax(const search_position& node, int alpha, int beta);
    // One null-window probe at the root: the score (fail-soft) and the column that reached it.
    int root_probe(const search_position& root, int alpha, int& column);
    void poll_stop();

    transposition_table table_;
    std::uint64_t nodes_ = 0;
    const stop_check* stop_ = nullptr;
};

} // namespace plyroom::core::connect4
