// Every game's written notation, through the uniform interface: over seeded random games, each
// move written and read back is the same move (the position after it is the same), and the
// game's written form is not its MOVE JSON.
#include "notation.hpp"
#include "registry.hpp"

#include <random>

#include <gtest/gtest.h>

namespace plyroom::core {
namespace {

// Plays random legal moves until the game ends or `most_plies`, checking each written move.
void check_random_game(const game_definition& game, std::uint64_t seed, int most_plies) {
    creation created = game.create(json::object(), seed);
    ASSERT_TRUE(std::holds_alternative<std::unique_ptr<match>>(created)) << game.id;
    auto& m = std::get<std::unique_ptr<match>>(created);
    std::mt19937_64 random(seed);
    for (int ply = 0; ply < most_plies && !m->finished(); ++ply) {
        const auto moves = m->legal_moves();
        ASSERT_FALSE(moves.empty()) << game.id;
        const json& move = moves[random() % moves.size()];
        const std::string text = write_move(*m, move);
        ASSERT_FALSE(text.empty()) << game.id;
        ASSERT_NE(text.front(), '{') << game.id << " writes " << move.dump() << " as JSON";
        auto read = read_move(*m, text);
        ASSERT_TRUE(std::holds_alternative<json>(read))
            << game.id << " " << text << ": " << std::get<refusal>(read).message;
        auto original = m->clone();
        const int seat = *m->to_move();
        ASSERT_FALSE(original->apply(seat, move)) << game.id << " " << move.dump();
        ASSERT_FALSE(m->apply(seat, std::get<json>(read)))
            << game.id << " " << text << " read as " << std::get<json>(read).dump();
        ASSERT_EQ(m->state(), original->state()) << game.id << " " << text;
    }
}

// Twenty games of each, up to 400 plies: every kind of move of every game, several thousand
// moves in all.
TEST(Notation, EveryMoveOfRandomGamesReadsBackAsTheSameMove) {
    for (const game_definition& game : all_games()) {
        if (game.notation == nullptr)
            continue;
        for (std::uint64_t seed = 1; seed <= 20; ++seed)
            check_random_game(game, seed, 400);
    }
}

TEST(Notation, GridPointsWriteLettersThenTheRowFromOne) {
    EXPECT_EQ(grid_point_name(0, 0), "a1");
    EXPECT_EQ(grid_point_name(25, 9), "z10");
    EXPECT_EQ(grid_point_name(28, 4), "ac5");
    for (int column = 0; column < 40; ++column) {
        const std::string name = grid_point_name(column, 12);
        std::size_t at = 0;
        const auto read = read_grid_point(name, at);
        ASSERT_TRUE(read) << name;
        EXPECT_EQ(*read, std::pair(column, 12)) << name;
        EXPECT_EQ(at, name.size());
    }
}

TEST(Notation, AGridPointWithoutLettersOrDigitsIsNotRead) {
    for (std::string_view text : {"", "a", "5", "a0", "abc1", "!"}) {
        std::size_t at = 0;
        EXPECT_FALSE(read_grid_point(text, at)) << text;
        EXPECT_EQ(at, 0U) << text;
    }
}

} // namespace
} // namespace plyroom::core
