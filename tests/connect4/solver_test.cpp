// The solver against an independent exhaustive minimax, and on forced wins and defences.
#include "connect4/solver.hpp"
#include "connect4_test_support.hpp"

#include <algorithm>
#include <bit>
#include <random>
#include <string_view>
#include <unordered_map>

#include <gtest/gtest.h>

namespace plyroom::core::connect4 {
namespace {

bitboard from_columns(std::string_view one_based_columns) {
    bitboard board;
    for (const char digit : one_based_columns)
        board.play(digit - '1');
    return board;
}

// Exhaustive minimax with memoisation and no pruning: slow, simple, independent.
class exhaustive_scorer {
public:
    int score(const bitboard& board) {
        const std::uint64_t key = board.discs(board.side_to_move()) + board.occupied();
        if (const auto known = memo_.find(key); known != memo_.end())
            return known->second;
        int best = -1000;
        for (int column = 0; column < width; ++column) {
            if (!board.can_play(column))
                continue;
            bitboard next = board;
            next.play(column);
            int value = 0;
            if (next.last_mover_won())
                value = (cells + 1 - board.moves()) / 2;
            else if (!next.full())
                value = -score(next);
            best = std::max(best, value);
        }
        memo_[key] = best;
        return best;
    }

private:
    std::unordered_map<std::uint64_t, int> memo_;
};

// Random running positions with `moves` discs, none already won.
std::vector<bitboard> random_positions(int count, int moves, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::vector<bitboard> positions;
    while (static_cast<int>(positions.size()) < count)
        if (auto game = connect4_test::random_playout(rng, moves))
            positions.push_back(game->board);
    return positions;
}

TEST(Connect4Solver, ExactScoresEqualExhaustiveMinimaxLateInTheGame) {
    solver exact;
    for (const int moves : {30, 28}) {
        for (const bitboard& board :
             random_positions(60, moves, 1000 + static_cast<unsigned>(moves))) {
            exhaustive_scorer reference;
            const int expected = reference.score(board);
            EXPECT_EQ(exact.solve(board), expected) << "moves " << moves;
            const int sign = (expected > 0) - (expected < 0);
            EXPECT_EQ(exact.solve_weak(board), sign);
        }
    }
}

TEST(Connect4Solver, ColumnScoresEqualExhaustiveMinimaxPerColumn) {
    solver exact;
    for (const bitboard& board : random_positions(20, 27, 77)) {
        const auto scores = exact.column_scores(board);
        for (int column = 0; column < width; ++column) {
            if (!board.can_play(column)) {
                EXPECT_EQ(scores[static_cast<std::size_t>(column)], solver::unplayable);
                continue;
            }
            bitboard next = board;
            next.play(column);
            exhaustive_scorer reference;
            const int expected = next.last_mover_won() ? (cells + 1 - board.moves()) / 2
                                 : next.full()         ? 0
                                                       : -reference.score(next);
            EXPECT_EQ(scores[static_cast<std::size_t>(column)], expected) << "column " << column;
        }
    }
}

TEST(Connect4Solver, FindsAWinInOne) {
    // Red has a1 b1 c1; d1 wins at once with red's 4th disc: 22 - 4 = 18.
    solver exact;
    EXPECT_EQ(exact.solve(from_columns("112233")), 18);
    EXPECT_EQ(exact.solve_weak(from_columns("112233")), 1);
}

TEST(Connect4Solver, ForcedWinsWithinThreeMovesAreFound) {
    // Positions where the side to move wins with at most three more of its own discs.
    solver exact;
    int found = 0;
    for (const bitboard& board : random_positions(150, 28, 4242)) {
        exhaustive_scorer reference;
        const int expected = reference.score(board);
        const int quickest = (cells + 1 - board.moves()) / 2;
        if (expected < quickest - 2)
            continue;
        ++found;
        const auto scores = exact.column_scores(board);
        EXPECT_EQ(*std::max_element(scores.begin(), scores.end()), expected);
    }
    EXPECT_GT(found, 10) << "the sample should hold many short forced wins";
}

// True when the side to move can complete four at once.
bool has_immediate_win(const bitboard& board) {
    for (int column = 0; column < width; ++column) {
        if (!board.can_play(column))
            continue;
        bitboard next = board;
        next.play(column);
        if (next.last_mover_won())
            return true;
    }
    return false;
}

TEST(Connect4Solver, ForcedDefencesAreFound) {
    // Whenever the opponent threatens an immediate win and some move stops it (and the mover
    // cannot win first), the solver's best column is such a move.
    solver exact;
    int threatened = 0;
    for (const bitboard& board : random_positions(300, 27, 99)) {
        if (has_immediate_win(board))
            continue;
        std::vector<int> saving;
        for (int column = 0; column < width; ++column) {
            if (!board.can_play(column))
                continue;
            bitboard next = board;
            next.play(column);
            if (!next.full() && !has_immediate_win(next))
                saving.push_back(column);
        }
        const int playable = std::popcount(board.playable_columns());
        if (static_cast<int>(saving.size()) == playable || saving.empty())
            continue; // no threat to answer, or no defence exists
        ++threatened;
        const auto scores = exact.column_scores(board);
        const int best =
            static_cast<int>(std::max_element(scores.begin(), scores.end()) - scores.begin());
        EXPECT_NE(std::find(saving.begin(), saving.end(), best), saving.end())
            << "the solver's column " << best << " leaves an immediate win";
    }
    EXPECT_GT(threatened, 30);
}

} // namespace
} // namespace plyroom::core::connect4
