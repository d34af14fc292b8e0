// Glicko-2 and the rating of one finished game, without storage or clock. Expected figures are
// Glickman's worked example and an independent computation of the same formulas.
#include "ratings/game_rating.hpp"
#include "ratings/glicko2.hpp"

#include <vector>

#include <gtest/gtest.h>

namespace plyroom::server::ratings {
namespace {

TEST(glicko2, GlickmansWorkedExample) {
    glicko2_settings paper = lichess_settings;
    paper.tau = 0.5;
    const std::vector<game_outcome> outcomes = {
        {{1400, 30, 0.06}, 1}, {{1550, 100, 0.06}, 0}, {{1700, 300, 0.06}, 0}};
    const rating after = rated({1500, 200, 0.06}, outcomes, 1, paper);
    EXPECT_NEAR(after.value, 1464.06, 0.01);
    EXPECT_NEAR(after.deviation, 151.52, 0.01);
    EXPECT_NEAR(after.volatility, 0.05999, 0.00001);
}

TEST(glicko2, OneGameBetweenTwoNewPlayers) {
    const rating fresh;
    EXPECT_EQ(fresh, (rating{1500, 500, 0.09}));
    EXPECT_TRUE(is_provisional(fresh));
    const std::vector<game_outcome> won = {{fresh, 1}};
    const std::vector<game_outcome> lost = {{fresh, 0}};
    const rating winner = rated(fresh, won, 0);
    const rating loser = rated(fresh, lost, 0);
    EXPECT_NEAR(winner.value, 1741.48, 0.01);
    EXPECT_NEAR(loser.value, 1258.52, 0.01);
    EXPECT_NEAR(winner.deviation, 396.69, 0.01);
    EXPECT_NEAR(loser.deviation, 396.69, 0.01);
    EXPECT_NEAR(winner.volatility, 0.09, 0.00001);
    // A draw between equals moves neither rating.
    const std::vector<game_outcome> drew = {{fresh, 0.5}};
    EXPECT_NEAR(rated(fresh, drew, 0).value, 1500, 1e-9);
}

TEST(glicko2, DeviationAndVolatilityStayWithinLichessBounds) {
    // A settled player's deviation never drops below 45, however many games agree.
    std::vector<game_outcome> many(200, {{1500, 45, 0.06}, 0.5});
    EXPECT_DOUBLE_EQ(rated({1500, 50, 0.06}, many, 0).deviation, 45);
    // Years without play never take the deviation above 500.
    EXPECT_DOUBLE_EQ(after_idle_days({1500, 300, 0.09}, 3650).deviation, 500);
    // A volatile player's volatility is capped at 0.1.
    const std::vector<game_outcome> upset = {{{2500, 45, 0.06}, 1}};
    EXPECT_DOUBLE_EQ(rated({1000, 45, 0.1}, upset, 0).volatility, 0.1);
}

TEST(glicko2, DeviationOfSixtyReachesProvisionalAfterAYearIdle) {
    const rating settled{1800, 60, 0.06};
    EXPECT_FALSE(is_provisional(settled));
    const rating a_year_later = after_idle_days(settled, 365);
    EXPECT_NEAR(a_year_later.deviation, 110.0, 0.01);
    EXPECT_EQ(a_year_later.value, settled.value);
    EXPECT_TRUE(is_provisional(a_year_later));
    EXPECT_FALSE(is_provisional(after_idle_days(settled, 360)));
    // The idle days widen the deviation before a game is rated, so the game moves more.
    const std::vector<game_outcome> won = {{{1800, 60, 0.06}, 1}};
    EXPECT_GT(rated(settled, won, 365 * lichess_settings.periods_per_day).value,
              rated(settled, won, 0).value);
}

TEST(game_rating, RanksFromTheWinner) {
    EXPECT_EQ(ranks_from_winner(2, 1), (std::vector<int>{1, 0}));
    EXPECT_EQ(ranks_from_winner(4, 2), (std::vector<int>{1, 1, 0, 1}));
    EXPECT_EQ(ranks_from_winner(3, std::nullopt), (std::vector<int>{0, 0, 0}));
}

TEST(game_rating, TwoSeatsAreOneGameEach) {
    const std::vector<seat_before_game> seats = {{{1600, 80, 0.06}, 10}, {{1450, 200, 0.08}, 0}};
    const auto after = rate_game(seats, ranks_from_winner(2, 1));
    ASSERT_EQ(after.size(), 2u);
    const std::vector<game_outcome> first = {{seats[1].before, 0}};
    const std::vector<game_outcome> second = {{seats[0].before, 1}};
    EXPECT_EQ(after[0], rated(seats[0].before, first, 10 * lichess_settings.periods_per_day));
    EXPECT_EQ(after[1], rated(seats[1].before, second, 0));
    EXPECT_LT(after[0].value, 1600);
    EXPECT_GT(after[1].value, 1450);
}

TEST(game_rating, ThreeSeatsArePairwiseResultsByFinalRank) {
    const rating fresh;
    const std::vector<seat_before_game> seats(3, {fresh, 0});
    // Seat 2 won: it beat both others; the two others share second place and draw each other.
    const auto after = rate_game(seats, ranks_from_winner(3, 2));
    ASSERT_EQ(after.size(), 3u);
    EXPECT_NEAR(after[2].value, 1852.38, 0.01);
    EXPECT_NEAR(after[2].deviation, 338.85, 0.01);
    EXPECT_NEAR(after[0].value, 1323.81, 0.01);
    EXPECT_EQ(after[0], after[1]);
    // Ranks given in full order: first beats second and third, second beats third.
    const std::vector<int> ordered = {1, 0, 2};
    const auto by_rank = rate_game(seats, ordered);
    EXPECT_GT(by_rank[1].value, by_rank[0].value);
    EXPECT_GT(by_rank[0].value, by_rank[2].value);
    EXPECT_NEAR(by_rank[0].value, 1500, 1e-9);
}

} // namespace
} // namespace plyroom::server::ratings
