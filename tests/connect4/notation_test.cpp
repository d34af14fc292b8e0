// Connect Four moves written as the column letter the boards show, and the solvers' digits.
#include "connect4/connect4_match.hpp"
#include "connect4/connect4_notation.hpp"
#include "registry.hpp"

#include <gtest/gtest.h>

namespace plyroom::core::connect4 {
namespace {

std::unique_ptr<match> new_connect4() {
    return std::get<std::unique_ptr<match>>(create_match(json::object(), 0));
}

TEST(Connect4Notation, ColumnsAreTheLettersAToG) {
    const auto m = new_connect4();
    for (int column = 0; column < 7; ++column) {
        const std::string text = write_move(*m, json{{"column", column}});
        EXPECT_EQ(text, std::string(1, static_cast<char>('a' + column)));
        auto read = read_move(*m, text);
        ASSERT_TRUE(std::holds_alternative<json>(read)) << text;
        EXPECT_EQ(std::get<json>(read), (json{{"column", column}}));
    }
}

TEST(Connect4Notation, TheGameIsRegisteredWithItsNotation) {
    EXPECT_EQ(find_game("connect4")->notation, &notation);
}

TEST(Connect4Notation, AnythingButOneColumnLetterIsRefused) {
    const auto m = new_connect4();
    for (std::string_view text : {"", "h", "A", "4", "dd", "d "}) {
        auto read = read_move(*m, text);
        ASSERT_TRUE(std::holds_alternative<refusal>(read)) << text;
        EXPECT_EQ(std::get<refusal>(read).code, refusal_code::bad_request);
    }
}

TEST(Connect4Notation, TheSolversSequenceCountsColumnsFromOne) {
    const std::vector<json> moves{
        {{"column", 3}}, {{"column", 3}}, {{"column", 4}}, {{"column", 2}}};
    EXPECT_EQ(solver_sequence(moves), "4453");
}

} // namespace
} // namespace plyroom::core::connect4
