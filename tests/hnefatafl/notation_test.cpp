// Hnefatafl moves in OpenTafl notation, checked on the examples of OpenTafl's notation
// specification (section 2, "Move Records"), each set up on a Fetlar board where it holds.
#include "hnefatafl/hnefatafl_match.hpp"
#include "notation.hpp"
#include "test_support.hpp"

#include <gtest/gtest.h>

namespace plyroom::core::hnefatafl {
namespace {

using test::place;

json move_json(std::string_view from, std::string_view to) {
    return {{"from", std::string(from)}, {"to", std::string(to)}};
}

// Writes the move in a match standing at `start`, and reads the text back to the same move.
std::string written(const position& start, std::string_view from, std::string_view to) {
    const hnefatafl_match m{tafl_game(start)};
    const std::string text = write_move(m, move_json(from, to));
    auto read = read_move(m, text);
    if (auto* refused = std::get_if<refusal>(&read))
        ADD_FAILURE() << text << ": " << refused->message;
    else
        EXPECT_EQ(std::get<json>(read), move_json(from, to)) << text;
    return text;
}

TEST(HnefataflNotation, APlainMoveIsItsTwoSquares) {
    EXPECT_EQ(written(place("e5 h9", "", "f6", side::attackers), "e5", "e8"), "e5-e8");
}

TEST(HnefataflNotation, ACaptureIsWrittenAfterAnX) {
    EXPECT_EQ(written(place("e5 e10", "e9", "f6", side::attackers), "e5", "e8"), "e5-e8xe9");
}

TEST(HnefataflNotation, SeveralCapturesAreSeparatedBySlashes) {
    // e8 closes e9 (against e10), d8 (against c8) and f8 (against g8).
    EXPECT_EQ(written(place("e5 e10 c8 g8", "e9 d8 f8", "f6", side::attackers), "e5", "e8"),
              "e5-e8xd8/f8/e9");
}

TEST(HnefataflNotation, AKingMoveThatOpensARouteToACornerIsMarkedWithAMinus) {
    EXPECT_EQ(written(place("h8", "", "e5", side::defenders), "e5", "e1"), "Ke5-e1-");
}

TEST(HnefataflNotation, TheKingsEscapeIsMarkedWithTwoMinuses) {
    EXPECT_EQ(written(place("h8", "", "e1", side::defenders), "e1", "a1"), "Ke1-a1--");
}

TEST(HnefataflNotation, AMoveThatLeavesTheKingCapturableIsMarkedWithAPlus) {
    // After a3-e3 the king on e4 has attackers on three sides, and h5-e5 would close the fourth.
    EXPECT_EQ(written(place("a3 d4 f4 h5", "", "e4", side::attackers), "a3", "e3"), "a3-e3+");
}

TEST(HnefataflNotation, TheKingsCaptureIsMarkedWithTwoPluses) {
    EXPECT_EQ(written(place("e3 d5 f5 e6", "", "e5", side::attackers), "e3", "e4"), "e3-e4++");
}

TEST(HnefataflNotation, TheShortFormWithoutCapturesOrMarksIsRead) {
    const hnefatafl_match m{tafl_game(place("e5 e10", "e9", "f6", side::attackers))};
    auto read = read_move(m, "e5-e8");
    ASSERT_TRUE(std::holds_alternative<json>(read));
    EXPECT_EQ(std::get<json>(read), move_json("e5", "e8"));
}

TEST(HnefataflNotation, ACaptureTheMoveDoesNotMakeIsRefused) {
    const hnefatafl_match m{tafl_game(place("e5 e10", "e9", "f6", side::attackers))};
    auto read = read_move(m, "e5-e8xe7");
    ASSERT_TRUE(std::holds_alternative<refusal>(read));
    EXPECT_NE(std::get<refusal>(read).message.find("e5-e8xe9"), std::string::npos);
}

TEST(HnefataflNotation, ABadSquareIsRefusedWithItsColumn) {
    const hnefatafl_match m;
    auto read = read_move(m, "d1-z9");
    ASSERT_TRUE(std::holds_alternative<refusal>(read));
    EXPECT_EQ(std::get<refusal>(read).code, refusal_code::bad_request);
    EXPECT_NE(std::get<refusal>(read).message.find("column 4"), std::string::npos)
        << std::get<refusal>(read).message;
}

} // namespace
} // namespace plyroom::core::hnefatafl
