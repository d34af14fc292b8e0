// Grav moves written down: "c5", "c5*2", "pass", "xc5" (core/grav/README.md, "Notation").
#include "grav/grav_notation.hpp"
#include "grav_test_support.hpp"
#include "registry.hpp"
#include "support/notation_refusals.hpp"

#include <gtest/gtest.h>

namespace plyroom::core::grav {
namespace {

using namespace testing;

void expect_written(const json& move, std::string_view text) {
    const auto m = new_match(lax_settings(29));
    EXPECT_EQ(write_move(*m, move), text);
    auto read = read_move(*m, text);
    ASSERT_TRUE(std::holds_alternative<json>(read)) << text;
    EXPECT_EQ(std::get<json>(read), move) << text;
}

TEST(GravNotation, EachKindOfMoveHasItsForm) {
    expect_written(place(2, 4), "c5");
    expect_written(place(2, 4, 2), "c5*2");
    expect_written(pass(), "pass");
    expect_written(remove_at(0, 0), "xa1");
    expect_written(place(28, 28), "ac29");
}

TEST(GravNotation, TheGameIsRegisteredWithItsNotation) {
    EXPECT_EQ(find_game("grav")->notation, &notation);
}

TEST(GravNotation, ABadMoveIsRefusedWithTheColumnAndWhatWasExpected) {
    const auto m = new_match(lax_settings());
    const std::pair<std::string_view, std::string_view> cases[] = {
        {"", "column 1"},     {"Pass", "column 1"}, {"c5*", "column 4"},
        {"c5*0", "column 4"}, {"c5x", "column 3"},  {"x5", "column 2"},
    };
    test::expect_refused_at_columns(*m, cases);
}

} // namespace
} // namespace plyroom::core::grav
