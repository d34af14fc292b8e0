// Stocks dealt in sets of 12, refills at the end of a turn, and the ends all_placed and
// all_passed.
#include "dl_test_support.hpp"

namespace plyroom::core::divided_loyalties::testing {
namespace {

// A 9x9 board of one region: room for all 72 stones of three sets.
std::vector<std::string> big_rows() {
    return std::vector<std::string>(9, "S1 S1 S1 S1 S1 S1 S1 S1 S1");
}

// Places a stone of the side to move on the first empty cell, in the first colour it holds.
void place_anywhere(game_state& state) {
    for (int cell = 0; cell < state.board().cell_count(); ++cell) {
        if (state.board().kind(cell) != cell_kind::board || state.stone_at(cell))
            continue;
        for (const color c : all_colors) {
            if (state.inventory(state.to_move())[static_cast<std::size_t>(c)] == 0)
                continue;
            const auto refused = state.play(turn{placement{state.board().at(cell), c}, {}});
            ASSERT_FALSE(refused) << refused->message;
            return;
        }
    }
    FAIL() << "nowhere to place";
}

TEST(Sets, EachPlayerStartsWithTheFirstSet) {
    table t;
    EXPECT_EQ(t.state().inventory(0), (stock{4, 0, 2, 3, 2, 1}));
    EXPECT_EQ(t.state().inventory(1), (stock{0, 4, 2, 1, 2, 3}));
    EXPECT_EQ(t.state().sets_dealt(0), 1);
    EXPECT_EQ(t.state().sets_dealt(1), 1);
    EXPECT_EQ(t.state().stones_left(0), stones_per_set);
}

TEST(Sets, TheNextSetIsDealtWhenAStockRunsOut) {
    game_state state(position_of_rows(big_rows()), 3);
    for (int turn_index = 0; turn_index < 23; ++turn_index)
        place_anywhere(state);
    // Blue has played its twelfth stone; yellow has one left.
    EXPECT_EQ(state.sets_dealt(0), 2);
    EXPECT_EQ(state.inventory(0), set_contents(0));
    EXPECT_EQ(state.sets_dealt(1), 1);
    EXPECT_EQ(state.stones_left(1), 1);
    place_anywhere(state);
    EXPECT_EQ(state.sets_dealt(1), 2);
    EXPECT_EQ(state.inventory(1), set_contents(1));
}

TEST(Sets, AllStonesPlacedEndsTheGameAfterTheLastSet) {
    game_state state(position_of_rows(big_rows()), 3);
    for (int turn_index = 0; turn_index < 71; ++turn_index) {
        place_anywhere(state);
        ASSERT_FALSE(state.over()) << "ended after turn " << turn_index + 1;
    }
    EXPECT_EQ(state.sets_dealt(0), 3);
    place_anywhere(state);
    EXPECT_EQ(state.ended(), end_reason::all_placed);
    EXPECT_EQ(state.sets_dealt(1), 3);
    EXPECT_EQ(state.stones_left(0) + state.stones_left(1), 0);
    const auto refused = state.play(turn{placement{{8, 8}, color::blue}, {}});
    ASSERT_TRUE(refused);
    EXPECT_TRUE(mentions(refused->message, "the game is over"));
}

TEST(Sets, FourSetsDealFourTimes) {
    std::vector<std::string> rows(10, "S1 S1 S1 S1 S1 S1 S1 S1 S1 S1");
    game_state state(position_of_rows(rows), 4);
    for (int turn_index = 0; turn_index < 96 && !state.over(); ++turn_index)
        place_anywhere(state);
    EXPECT_EQ(state.ended(), end_reason::all_placed);
    EXPECT_EQ(state.turns_played(), 96);
    EXPECT_EQ(state.sets_dealt(0), 4);
}

TEST(Passing, BothPlayersPassingInARowEndTheGame) {
    game_state state(position_of_rows({"S1 S1 S1"}), 3);
    place_anywhere(state);
    place_anywhere(state);
    place_anywhere(state);
    EXPECT_FALSE(state.has_legal_placement(1));
    ASSERT_FALSE(state.play(turn{}));
    EXPECT_FALSE(state.over());
    EXPECT_EQ(state.passes_in_row(), 1);
    ASSERT_FALSE(state.play(turn{}));
    EXPECT_EQ(state.ended(), end_reason::all_passed);
}

TEST(Passing, APlacementResetsThePassCount) {
    game_state state(position_of_rows({"S1 S1 S1 o"}), 3);
    ASSERT_FALSE(state.play(turn{placement{{0, 0}, color::blue}, {}}));
    ASSERT_FALSE(state.play(turn{placement{{1, 0}, color::green}, {}}));
    ASSERT_FALSE(state.play(turn{placement{{2, 0}, color::purple}, {}}));
    // Yellow has no board cell and no bridge through the dot (purple is not Yellow+).
    EXPECT_FALSE(state.has_legal_placement(1));
    ASSERT_FALSE(state.play(turn{}));
    EXPECT_EQ(state.passes_in_row(), 1);
    // Blue has: green, purple, blue on the dot.
    ASSERT_TRUE(state.has_legal_placement(0));
    EXPECT_TRUE(state.play(turn{}).has_value());
    ASSERT_FALSE(
        state.play(turn{placement{{3, 0}, color::blue}, {bridge_request{{1, 0}, {3, 0}}}}));
    EXPECT_EQ(state.passes_in_row(), 0);
    ASSERT_FALSE(state.play(turn{}));
    EXPECT_FALSE(state.over());
    ASSERT_FALSE(state.play(turn{}));
    EXPECT_EQ(state.ended(), end_reason::all_passed);
}

} // namespace
} // namespace plyroom::core::divided_loyalties::testing
