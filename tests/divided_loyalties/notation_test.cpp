// Divided Loyalties turns written down: "pass", "Pc3", "Pc3+c3-e5+c3-a4"
// (core/divided_loyalties/README.md, "Notation").
#include "divided_loyalties/dl_notation.hpp"
#include "dl_test_support.hpp"
#include "registry.hpp"
#include "support/notation_refusals.hpp"

#include <gtest/gtest.h>

namespace plyroom::core::divided_loyalties {
namespace {

using namespace testing;

void expect_written(const json& move, std::string_view text) {
    const auto m = make_match(json{{"position", 1}});
    EXPECT_EQ(write_move(*m, move), text);
    auto read = read_move(*m, text);
    ASSERT_TRUE(std::holds_alternative<json>(read)) << text;
    EXPECT_EQ(std::get<json>(read), move) << text;
}

json placed(int x, int y, const char* colour) {
    return json{{"place", {{"cell", json::array({x, y})}, {"color", colour}}},
                {"bridges", json::array()}};
}

TEST(DividedLoyaltiesNotation, EachColourIsItsInitial) {
    expect_written(placed(2, 2, "blue"), "Bc3");
    expect_written(placed(2, 2, "yellow"), "Yc3");
    expect_written(placed(2, 2, "red"), "Rc3");
    expect_written(placed(2, 2, "purple"), "Pc3");
    expect_written(placed(2, 2, "green"), "Gc3");
    expect_written(placed(2, 2, "orange"), "Oc3");
    expect_written(json{{"pass", true}}, "pass");
}

TEST(DividedLoyaltiesNotation, BridgesFollowThePlacementInTheirOrder) {
    json move = placed(2, 2, "purple");
    move["bridges"] = json::array({json::array({json::array({2, 2}), json::array({4, 4})}),
                                   json::array({json::array({2, 2}), json::array({0, 3})})});
    expect_written(move, "Pc3+c3-e5+c3-a4");
}

TEST(DividedLoyaltiesNotation, TheGameIsRegisteredWithItsNotation) {
    EXPECT_EQ(find_game("divided_loyalties")->notation, &notation);
}

TEST(DividedLoyaltiesNotation, ABadTurnIsRefusedWithTheColumnAndWhatWasExpected) {
    const auto m = make_match(json{{"position", 1}});
    const std::pair<std::string_view, std::string_view> cases[] = {
        {"", "column 1"},
        {"Wc3", "column 1"},
        {"P3", "column 2"},
        {"Pc3-", "column 4"},
        {"Pc3+c3", "column 7"},
        {"Pc3+c3-", "column 8"},
        {"Pc3+c3-e5x", "column 10"},
    };
    test::expect_refused_at_columns(*m, cases);
}

} // namespace
} // namespace plyroom::core::divided_loyalties
