// The solver's search parts: its table, bounds kept across positions, stopping early, and
// middle-game outcomes against a plain alpha-beta search with no table at all.
#include "ai_test_support.hpp"
#include "connect4/heuristic_search.hpp"
#include "connect4/solver.hpp"
#include "connect4/transposition_table.hpp"

#include <random>

namespace plyroom::core::connect4_test {
namespace {

using connect4::search_position;
using connect4::solver;
using connect4::transposition_table;

TEST(Connect4Table, KeepsBothBoundsAndTellsKeysApart) {
    transposition_table table(1u << 18);
    const std::uint64_t a = 0x1234567890ULL;
    const std::uint64_t b = a + (std::uint64_t{1} << 32); // same low 32 bits
    EXPECT_EQ(table.probe(a).lower, transposition_table::no_lower);
    table.store_lower(a, 20, -3, 2);
    table.store_upper(a, 20, 5, 4);
    const auto known = table.probe(a);
    EXPECT_EQ(known.lower, -3);
    EXPECT_EQ(known.upper, 5);
    EXPECT_EQ(known.column, 2);
    EXPECT_EQ(table.probe(b).lower, transposition_table::no_lower);
    EXPECT_EQ(table.probe(b).upper, transposition_table::no_upper);
    table.store_lower(a, 20, -4, 1); // a weaker bound changes nothing
    EXPECT_EQ(table.probe(a).lower, -3);
    table.clear();
    EXPECT_EQ(table.probe(a).upper, transposition_table::no_upper);
}

// Random running positions with `moves` discs where the side to move cannot win at once.
std::vector<connect4::bitboard> quiet_positions(int count, int moves, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::vector<connect4::bitboard> positions;
    while (static_cast<int>(positions.size()) < count) {
        const auto game = random_playout(rng, moves);
        if (game && !search_position::from(game->board).can_win_next())
            positions.push_back(game->board);
    }
    return positions;
}

// Plain alpha-beta over win (1), draw (0) and loss (-1): no table, no pruning of moves.
int plain_outcome(const search_position& node, int alpha, int beta) {
    if (node.can_win_next())
        return 1;
    if (node.moves >= connect4::cells - 1)
        return 0;
    int best = -1;
    for (const int c : connect4::centre_first) {
        const std::uint64_t cell = node.playable() & connect4::board_bits::column_mask(c);
        if (cell == 0)
            continue;
        const search_position next = node.after(cell);
        const int value = next.moves == connect4::cells ? 0 : -plain_outcome(next, -beta, -alpha);
        best = std::max(best, value);
        alpha = std::max(alpha, value);
        if (alpha >= beta)
            break;
    }
    return best;
}

TEST(Connect4Solver, MiddleGameOutcomesEqualAPlainAlphaBetaSearch) {
    solver exact;
    for (const auto& board : quiet_positions(scaled_games(12), 22, 515)) {
        const int expected = plain_outcome(search_position::from(board), -1, 1);
        EXPECT_EQ(exact.solve_weak(board), expected);
    }
}

TEST(Connect4Solver, ATableKeptAcrossPositionsGivesTheSameScoresAsAFreshOne) {
    // Bounds stored while solving one position must hold for every later one.
    solver reused(std::size_t{1} << 16);
    for (const auto& board : quiet_positions(scaled_games(20), 18, 77)) {
        solver fresh(std::size_t{1} << 16);
        EXPECT_EQ(reused.solve(board), fresh.solve(board));
    }
}

TEST(Connect4Solver, AStoppedAnalysisKeepsOnlyProvenBounds) {
    const connect4::bitboard board = board_after("4");
    for (const int polls : {1, 3, 10}) {
        solver exact(std::size_t{1} << 18);
        int asked = 0;
        const auto result =
            exact.analyse(board, solver::goal::exact, [&] { return ++asked > polls; });
        EXPECT_FALSE(result.complete);
        // The first player wins this position with its last disc (score -1 for the second
        // player to move; a published result): no proven bound may contradict that.
        EXPECT_LE(result.lower, -1);
        EXPECT_GE(result.upper, -1);
    }
}

TEST(Connect4Solver, AnalysisColumnsReachTheProvenScore) {
    solver exact;
    for (const auto& board : quiet_positions(scaled_games(30), 20, 99)) {
        const auto result = exact.analyse(board, solver::goal::exact);
        ASSERT_TRUE(result.complete);
        EXPECT_EQ(result.lower, result.upper);
        ASSERT_GE(result.column, 0);
        EXPECT_EQ(exact.column_scores(board)[static_cast<std::size_t>(result.column)],
                  result.lower);
    }
}

TEST(Connect4Heuristic, FindsWinsInTwoAndAvoidsLossesInOne) {
    // Red (to move) has b1 and c1 with a1, d1 and e1 open: d1 makes two threats at once.
    connect4::heuristic_search search;
    const auto fork = search.search(search_position::from(board_after("2737")), 4);
    EXPECT_EQ(fork.column, 3);
    EXPECT_GE(fork.score, connect4::heuristic_win - connect4::cells);
    // Red then has b1 c1 e1: blue must take d1 or lose at once.
    const auto block = search.search(search_position::from(board_after("27375")), 4);
    EXPECT_EQ(block.column, 3);
}

} // namespace
} // namespace plyroom::core::connect4_test
