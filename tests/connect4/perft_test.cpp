// Perft: the number of move sequences of a given length from the empty board.
#include "connect4_test_support.hpp"

#include <array>

namespace plyroom::core::connect4_test {
namespace {

// Published counts of Connect Four move sequences from the empty 7x6 board, games stopping at
// a win: the perft table pinned in the kudchuet game library's Connect Four tests
// (github.com/ultrasuperpingu/kudchuet, connect4 `perft_test`). Depths 1-6 are 7^n (no column
// can fill and no one can win yet); depth 7 is 7^7 minus the 7 sequences that filled one column.
constexpr std::array<std::uint64_t, 10> published_perft{1,     7,      49,     343,     2401,
                                                        16807, 117649, 823536, 5673234, 39394572};

TEST(Connect4Perft, MatchesPublishedCountsToDepth9) {
    auto m = new_match();
    for (int depth = 0; depth <= 9; ++depth)
        EXPECT_EQ(m->perft(depth), published_perft[static_cast<std::size_t>(depth)])
            << "depth " << depth;
}

// Counts sequences the slow way: through the JSON interface, legal_moves() and clone().
std::uint64_t slow_perft(const match& position, int depth) {
    if (depth == 0)
        return 1;
    std::uint64_t total = 0;
    for (const json& move : position.legal_moves()) {
        auto next = position.clone();
        EXPECT_FALSE(next->apply(position.to_move().value(), move));
        total += next->finished() ? (depth == 1 ? 1 : 0) : slow_perft(*next, depth - 1);
    }
    return total;
}

TEST(Connect4Perft, FastCountEqualsInterfaceWalkFromMidgamePositions) {
    for (const std::string_view opening : {"", "3", "33", "0011223", "3332221", "000000111111"}) {
        auto m = new_match();
        play_columns(*m, opening);
        for (int depth = 1; depth <= 5; ++depth)
            EXPECT_EQ(m->perft(depth), slow_perft(*m, depth)) << opening << " depth " << depth;
    }
}

TEST(Connect4Perft, FinishedGameHasNoContinuations) {
    auto m = new_match();
    play_columns(*m, "0011223");
    ASSERT_TRUE(m->finished());
    EXPECT_EQ(m->perft(1), 0u);
    EXPECT_EQ(m->perft(0), 1u);
}

} // namespace
} // namespace plyroom::core::connect4_test
