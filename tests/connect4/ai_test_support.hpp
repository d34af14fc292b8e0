// Helpers shared by the Connect Four AI tests: play whole games between players, and read a
// position out of a column string.
#pragma once

#include "../support/two_player_game.hpp"
#include "ai/ai.hpp"
#include "ai/random_player.hpp"
#include "connect4/bitboard.hpp"
#include "connect4_test_support.hpp"

#include <chrono>
#include <cstdlib>
#include <memory>
#include <string_view>

#include <gtest/gtest.h>

namespace plyroom::core::connect4_test {

// How many games the AI tests play: the full number, or less where PLYROOM_AI_GAMES says so
// (a percentage, for the slower sanitizer build).
inline int scaled_games(int full) {
    if (const char* percent = std::getenv("PLYROOM_AI_GAMES"))
        return std::max(1, full * std::atoi(percent) / 100);
    return full;
}

// The bitboard after one-based column digits ("44" = two discs in column d).
inline connect4::bitboard board_after(std::string_view one_based_columns) {
    connect4::bitboard board;
    for (const char digit : one_based_columns)
        board.play(digit - '1');
    return board;
}

// A match after one-based column digits.
inline std::unique_ptr<match> match_after(std::string_view one_based_columns) {
    auto m = new_match();
    for (const char digit : one_based_columns) {
        const int seat = m->to_move().value();
        EXPECT_FALSE(m->apply(seat, column(digit - '1')));
    }
    return m;
}

// The column a player chooses in a match (-1, with a test failure, when it chooses nothing).
inline int chosen_column(ai::player& player, const match& m, std::chrono::milliseconds budget) {
    const auto chosen = player.choose(m, m.to_move().value(), ai::limits::within(budget));
    EXPECT_TRUE(chosen.has_value());
    if (!chosen)
        return -1;
    EXPECT_EQ(chosen->kind, core::move_kind);
    return chosen->body.value("column", -1);
}

// Plays a whole game, `first` in seat 0; every move must be accepted. Returns the match.
inline std::unique_ptr<match> play_game(ai::player& first, ai::player& second,
                                        std::chrono::milliseconds budget) {
    auto m = new_match();
    plyroom::test::play_to_the_end(*m, first, second, budget);
    return m;
}

} // namespace plyroom::core::connect4_test
