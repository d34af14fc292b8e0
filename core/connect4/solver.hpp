// A Connect Four solver: negamax with alpha-beta on bitboards, a transposition table, moves
// ordered by the threats they create (centre first on ties), and a null-window search that
// narrows the exact score. It computes game-theoretic values, not estimates.
//
// Score convention (the one of the published Connect Four benchmark sets): from the point of
// view of the side to move, 0 is a draw; a win with the winner's k-th disc scores
// 22 - k (so a faster win scores more), and a loss scores the negative of the opponent's win.
#pragma once

#include "bitboard.hpp"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace plyroom::core::connect4 {

class solver {
public:
    // `table_entries` sets the transposition table's size (a prime near it is used).
    explicit solver(std::size_t table_entries = std::size_t{1} << 22);

    // The exact score of a running position (see the convention above).
    int solve(const bitboard& position);
    // Only the sign: 1 win, 0 draw, -1 loss for the side to move. Much faster.
    int solve_weak(const bitboard& position);
    // The exact score of playing each column (nullopt-like sentinel `unplayable` when full).
    std::vector<int> column_scores(const bitboard& position);

    // Positions visited since construction or reset_counters().
    std::uint64_t nodes() const { return nodes_; }
    void reset_counters() { nodes_ = 0; }

    static constexpr int unplayable = -1000;
    static constexpr int min_score = -(cells / 2) + 3;
    static constexpr int max_score = (cells + 1) / 2 - 3;

private:
    struct position;

    int solve_between(const position& start, int lowest, int highest);
    int negamax(const position& node, int alpha, int beta);
    // Upper bound stored for a position key, or 0 when none.
    int stored_bound(std::uint64_t key) const;
    void store_bound(std::uint64_t key, int bound);

    std::vector<std::uint64_t> keys_;
    std::vector<std::int8_t> bounds_;
    std::uint64_t nodes_ = 0;
};

} // namespace plyroom::core::connect4
