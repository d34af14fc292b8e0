// The Connect Four players: legal whole games at every level, forced wins and defences, the
// opening, and the time limit.
#include "ai_test_support.hpp"
#include "connect4/solver.hpp"

#include <algorithm>
#include <random>

namespace plyroom::core::connect4_test {
namespace {

using namespace std::chrono_literals;
using ai::level;

constexpr level every_level[] = {level::easy, level::normal, level::hard};

TEST(Connect4Ai, EveryLevelPlaysWholeLegalGamesAgainstRandomAndItself) {
    // 340 games. Low budgets keep this quick; the hard player then leans on its book and on the
    // fallback search, which is what a slow machine would see too.
    for (const level l : every_level) {
        const int against_random = scaled_games(l == level::hard ? 60 : 100);
        for (int g = 0; g < against_random; ++g) {
            auto ai_player = ai::make_connect4_player(l, 100 + static_cast<unsigned>(g));
            ai::random_player random(900 + static_cast<unsigned>(g));
            auto m = g % 2 == 0 ? play_game(*ai_player, random, 5ms)
                                : play_game(random, *ai_player, 5ms);
            EXPECT_TRUE(m->finished());
        }
        const int self_play = scaled_games(l == level::hard ? 20 : 30);
        for (int g = 0; g < self_play; ++g) {
            auto first = ai::make_connect4_player(l, 300 + static_cast<unsigned>(g));
            auto second = ai::make_connect4_player(l, 600 + static_cast<unsigned>(g));
            EXPECT_TRUE(play_game(*first, *second, 5ms)->finished());
        }
    }
}

TEST(Connect4Ai, NobodyMovesOutOfTurnOrAfterTheEnd) {
    for (const level l : every_level) {
        auto player = ai::make_connect4_player(l, 1);
        auto m = match_after("112233"); // red to move, three in a row on the bottom
        EXPECT_FALSE(player->choose(*m, 1, ai::limits::within(10ms)));
        ASSERT_FALSE(m->apply(0, column(3)));
        EXPECT_TRUE(m->finished());
        EXPECT_FALSE(player->choose(*m, 0, ai::limits::within(10ms)));
        EXPECT_FALSE(player->choose(*m, 1, ai::limits::within(10ms)));
    }
}

TEST(Connect4Ai, HardOpensInTheCentre) {
    // The centre column is the only winning first move (Allis 1988, Allen 1989).
    auto hard = ai::make_connect4_player(level::hard, 7);
    auto m = new_match();
    EXPECT_EQ(chosen_column(*hard, *m, 1000ms), 3);
}

// Random running positions with `moves` discs, nobody having won yet.
std::vector<std::string> random_games(int count, int moves, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::vector<std::string> games;
    while (static_cast<int>(games.size()) < count)
        if (auto game = random_playout(rng, moves))
            games.push_back(game->columns);
    return games;
}

TEST(Connect4Ai, HardAndNormalTakeForcedWinsWithinThreeMoves) {
    // In every sampled position where the side to move wins with at most three more discs, hard
    // plays a move that keeps that win (it may choose a quicker one); a win in one is taken by
    // every level.
    connect4::solver exact;
    int checked = 0;
    for (const std::string& columns : random_games(250, 24, 31)) {
        const connect4::bitboard board = board_after(columns);
        const auto scores = exact.column_scores(board);
        const int best = *std::max_element(scores.begin(), scores.end());
        const int quickest = (connect4::cells + 1 - board.moves()) / 2;
        if (best < quickest - 2)
            continue;
        ++checked;
        auto m = match_after(columns);
        auto hard = ai::make_connect4_player(level::hard, 11);
        const int played = chosen_column(*hard, *m, 2000ms);
        ASSERT_GE(played, 0);
        EXPECT_GT(scores[static_cast<std::size_t>(played)], 0) << columns;
        if (best == quickest) {
            for (const level l : {level::easy, level::normal}) {
                auto player = ai::make_connect4_player(l, 12);
                const int c = chosen_column(*player, *m, 200ms);
                ASSERT_GE(c, 0);
                EXPECT_EQ(scores[static_cast<std::size_t>(c)], quickest) << columns;
            }
        }
    }
    EXPECT_GT(checked, 15);
}

TEST(Connect4Ai, HardNeverMissesAForcedDefenceOrADraw) {
    // Whenever the side to move can avoid losing (a draw or better), hard's move keeps that
    // outcome; whenever an immediate threat must be blocked, normal blocks it too.
    connect4::solver exact;
    int defended = 0;
    for (const std::string& columns : random_games(200, 26, 47)) {
        const connect4::bitboard board = board_after(columns);
        const auto scores = exact.column_scores(board);
        const int best = *std::max_element(scores.begin(), scores.end());
        if (best < 0)
            continue;
        auto m = match_after(columns);
        auto hard = ai::make_connect4_player(level::hard, 5);
        const int played = chosen_column(*hard, *m, 2000ms);
        ASSERT_GE(played, 0);
        EXPECT_GE(scores[static_cast<std::size_t>(played)], best > 0 ? 1 : 0) << columns;
        const int losing_columns =
            static_cast<int>(std::count_if(scores.begin(), scores.end(), [&](int s) {
                return s != connect4::solver::unplayable &&
                       s == -(connect4::cells - board.moves()) / 2;
            }));
        if (losing_columns > 0) {
            ++defended;
            auto normal = ai::make_connect4_player(level::normal, 6);
            const int c = chosen_column(*normal, *m, 500ms);
            ASSERT_GE(c, 0);
            EXPECT_NE(scores[static_cast<std::size_t>(c)], -(connect4::cells - board.moves()) / 2)
                << columns;
        }
    }
    EXPECT_GT(defended, 20);
}

TEST(Connect4Ai, HardAsFirstPlayerBeatsRandomPlayers) {
    for (int g = 0; g < scaled_games(10); ++g) {
        auto hard = ai::make_connect4_player(level::hard, 40 + static_cast<unsigned>(g));
        ai::random_player random(70 + static_cast<unsigned>(g));
        auto m = play_game(*hard, random, 300ms);
        ASSERT_TRUE(m->result());
        EXPECT_EQ(m->result()->winner, 0) << "game " << g;
    }
}

TEST(Connect4Ai, ThinkingStopsSoonAfterTheBudget) {
    // Early positions that are not in the book (the first player left it with a poor move)
    // are far too hard to solve in 50 ms: the players must still answer promptly. Generous on
    // purpose: this is a check that the budget is honoured, not a timing measurement.
    for (const std::string columns : {"1", "71", "2271", "117", "66"}) {
        for (const level l : every_level) {
            auto player = ai::make_connect4_player(l, 3);
            auto m = match_after(columns);
            const auto start = std::chrono::steady_clock::now();
            EXPECT_GE(chosen_column(*player, *m, 50ms), 0);
            EXPECT_LT(std::chrono::steady_clock::now() - start, 1000ms) << columns;
        }
    }
}

// Whether a level's player of `seat` accepts a draw offered after one-based column digits.
bool accepts_draw_after(level l, std::string_view columns, int seat) {
    auto player = ai::make_connect4_player(l, 5);
    return player->accepts_draw(*match_after(columns), seat, ai::limits{});
}

TEST(Connect4Ai, EveryLevelDeclinesADrawInAWonPositionAndAcceptsOneInALostOrEvenOne) {
    // Red (seat 0) holds b1 c1 d1 with a1 and e1 open; blue, to move, can stop only one.
    const std::string_view double_threat = "22334";
    // Red to move after 26 plies the solver scores 0: a draw with best play on both sides.
    const std::string_view drawn = "72347524321613574626122111";
    for (const level l : every_level) {
        EXPECT_FALSE(accepts_draw_after(l, double_threat, 0)) << ai::level_name(l);
        EXPECT_TRUE(accepts_draw_after(l, double_threat, 1)) << ai::level_name(l);
        EXPECT_TRUE(accepts_draw_after(l, drawn, 0)) << ai::level_name(l);
        EXPECT_TRUE(accepts_draw_after(l, drawn, 1)) << ai::level_name(l);
        // Before the first disc the search sees an even game (the proof that red wins takes
        // far longer than a draw offer is thought about).
        EXPECT_TRUE(accepts_draw_after(l, "", 0)) << ai::level_name(l);
        EXPECT_TRUE(accepts_draw_after(l, "", 1)) << ai::level_name(l);
    }
}

TEST(Connect4Ai, AFinishedGameIsNoDrawToAccept) {
    auto player = ai::make_connect4_player(level::hard, 5);
    // Red's four in column a.
    EXPECT_FALSE(player->accepts_draw(*match_after("1212121"), 1, ai::limits{}));
}

} // namespace
} // namespace plyroom::core::connect4_test
