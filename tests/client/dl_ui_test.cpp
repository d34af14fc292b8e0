// Divided Loyalties in the client: the board in both looks, and the turn composer's steps with
// their undo and their refusals.
#include "scenes.hpp"
#include "ui/games/dl_turn.hpp"

#include <gtest/gtest.h>

namespace plyroom::client {
namespace {

// A small custom position: S1, W1, G1 and G2 regions, dots on the edges.
const char* const test_csv = "1,Test,0,o,S1,S1,W1,W1,G1,o\n"
                             "1,Test,1,o,S1,S1,W1,W1,G1,o\n"
                             "1,Test,2,.,G2,G2,G2,W1,G1,.\n"
                             "1,Test,3,.,o,o,o,o,o,.\n";

// A placement MOVE with bridges.
json turn(int x, int y, const char* colour, json bridges = json::array()) {
    return json{{"place", {{"cell", {x, y}}, {"color", colour}}}, {"bridges", std::move(bridges)}};
}

// The first five turns: blue builds a vertical bridge (2,0)-(2,2) through S1.
std::vector<json> opening() {
    return {turn(2, 0, "blue"), turn(1, 1, "red"), turn(2, 1, "purple"), turn(5, 0, "yellow"),
            turn(2, 2, "green", json::array({json::array({{2, 0}, {2, 2}})}))};
}

// The cut: yellow's red bridge (1,1)-(3,1) crosses blue's at the inner stone (2,1).
json cutting_turn() {
    return turn(3, 1, "orange", json::array({json::array({{1, 1}, {3, 1}})}));
}

// A match on the test position after these turns, alternating from blue.
std::unique_ptr<core::match> played(const std::vector<json>& turns) {
    auto m = new_match("divided_loyalties", {{"position_csv", test_csv}});
    for (const json& each : turns)
        EXPECT_FALSE(m->apply(*m->to_move(), each)) << each.dump();
    return m;
}

// Applies a composer step, failing the test when it is refused.
json step(std::string_view line, const json& draft, const core::match& m, int seat) {
    auto done = dl::apply_step(line, draft, m, seat);
    if (auto* why = std::get_if<std::string>(&done)) {
        ADD_FAILURE() << line << ": " << *why;
        return draft;
    }
    return std::get<dl::step_done>(done).draft;
}

// The refusal of a step, or "" when it was accepted.
std::string refusal(std::string_view line, const json& draft, const core::match& m, int seat) {
    auto done = dl::apply_step(line, draft, m, seat);
    auto* why = std::get_if<std::string>(&done);
    return why ? *why : std::string();
}

TEST(DividedLoyaltiesSnapshots, AScoringBridgeCutByRed) {
    std::vector<json> turns = opening();
    turns.push_back(cutting_turn());
    auto m = played(turns);
    screen_view view;
    view.room = two_seat_room("divided_loyalties", "blue", "yellow", true);
    view.state = m->state();
    view.last_move = cutting_turn();
    view.last_seat = 1;
    view.my_seat = 0;
    check_scene("dl_cut", view, "divided_loyalties");
}

TEST(DividedLoyaltiesSnapshots, ComposingATurnPreviewsItsCut) {
    auto m = played(opening());
    json draft = step("orange 3 1", nullptr, *m, 1);
    draft = step("bridge 1,1 3,1", draft, *m, 1);
    screen_view view;
    view.room = two_seat_room("divided_loyalties", "blue", "yellow", true);
    view.state = m->state();
    view.last_move = opening().back();
    view.last_seat = 0;
    view.my_seat = 1;
    view.draft = draft;
    check_scene("dl_composing", view, "divided_loyalties");
    const std::string plain = screen_text(view, "divided_loyalties", false);
    EXPECT_NE(plain.find("It cuts: blue (2,0)-(2,2)."), std::string::npos) << plain;
}

TEST(DividedLoyaltiesSnapshots, BuiltInPositionAtTheStart) {
    auto m = new_match("divided_loyalties", {{"position", 1}});
    screen_view view;
    view.room = two_seat_room("divided_loyalties", "blue", "yellow", true);
    view.state = m->state();
    check_scene("dl_position_1", view, "divided_loyalties");
}

TEST(DividedLoyaltiesComposer, BuildsATurnStepByStepAndUndoesEachStep) {
    auto m = played(opening());
    json draft = step("place orange 3 1", nullptr, *m, 1);
    EXPECT_EQ(draft["move"], turn(3, 1, "orange"));
    EXPECT_EQ(draft["new_bridges"], 0);
    json bridged = step("br 3 1 1 1", draft, *m, 1); // either end first
    EXPECT_EQ(bridged["move"]["bridges"], json::array({json::array({{3, 1}, {1, 1}})}));
    EXPECT_EQ(bridged["new_bridges"], 1);
    EXPECT_EQ(bridged["cut_now"], json::array({0}));
    EXPECT_EQ(bridged["preview"]["bridges"][0]["cut"], true);
    EXPECT_EQ(bridged["preview"]["bridges"][1]["owner"], "red");
    EXPECT_EQ(bridged["preview"]["score"]["blue"], (json{{"bridges", 0}, {"regions", 0}}));
    EXPECT_EQ(m->state()["board"]["bridges"][0]["cut"], false) << "the match is untouched";
    const json undone = step("undo", bridged, *m, 1);
    EXPECT_EQ(undone, draft);
    EXPECT_TRUE(step("undo", undone, *m, 1).is_null());
    EXPECT_TRUE(step("clear", bridged, *m, 1).is_null());
    // A stone alone may be moved by placing again.
    EXPECT_EQ(step("o 4,1", draft, *m, 1)["move"], turn(4, 1, "orange"));
}

TEST(DividedLoyaltiesComposer, RefusesBadStepsAndLeavesTheDraft) {
    auto m = played(opening());
    const json draft = step("orange 3 1", nullptr, *m, 1);
    const json bridged = step("bridge 1 1 3 1", draft, *m, 1);
    EXPECT_NE(refusal("place", nullptr, *m, 1).find("place COLOUR x y"), std::string::npos);
    EXPECT_NE(refusal("place pink 1 1", nullptr, *m, 1).find("unknown colour"), std::string::npos);
    EXPECT_NE(refusal("place purple", nullptr, *m, 1).find("say where"), std::string::npos);
    EXPECT_NE(refusal("bridge 1 1 3 1", nullptr, *m, 1).find("place this turn's stone first"),
              std::string::npos);
    EXPECT_NE(refusal("bridge 1 1", draft, *m, 1).find("two end cells"), std::string::npos);
    EXPECT_NE(refusal("bridge 1 1 3 x", draft, *m, 1).find("two end cells"), std::string::npos);
    EXPECT_NE(refusal("blue 3 1", nullptr, *m, 1).find("no blue stones"), std::string::npos);
    EXPECT_NE(refusal("orange 2 1", nullptr, *m, 1).find("already holds a stone"),
              std::string::npos);
    EXPECT_NE(refusal("orange 0 2", nullptr, *m, 1).find("not part of the board"),
              std::string::npos);
    EXPECT_NE(refusal("orange 40 40", nullptr, *m, 1).find("off the board"), std::string::npos);
    EXPECT_NE(refusal("bridge 3 1 5 1", draft, *m, 1).find("is refused"), std::string::npos);
    EXPECT_NE(refusal("bridge 1 1 3 1", bridged, *m, 1).find("is refused"), std::string::npos)
        << "the same bridge twice";
    EXPECT_NE(refusal("orange 4 1", bridged, *m, 1).find("undo the bridges first"),
              std::string::npos);
    EXPECT_NE(refusal("orange 3 1", nullptr, *m, 0).find("not your turn"), std::string::npos);
    EXPECT_NE(refusal("undo", nullptr, *m, 1).find("nothing to undo"), std::string::npos);
    EXPECT_NE(refusal("frobnicate", nullptr, *m, 1).find("unknown step"), std::string::npos);
}

TEST(DividedLoyaltiesComposer, KnowsItsWordsAndColours) {
    EXPECT_TRUE(dl::is_step("place purple 1 1"));
    EXPECT_TRUE(dl::is_step("P 1,1"));
    EXPECT_TRUE(dl::is_step("undo"));
    EXPECT_TRUE(dl::is_step("bridge 1 1 3 1"));
    EXPECT_FALSE(dl::is_step("pass"));
    EXPECT_FALSE(dl::is_step("send"));
    EXPECT_FALSE(dl::is_step("resign"));
    EXPECT_FALSE(dl::is_step("b")) << "a colour alone is not a step";
    EXPECT_EQ(dl::read_colour("Orange"), "orange");
    EXPECT_EQ(dl::read_colour("g"), "green");
    EXPECT_FALSE(dl::read_colour("x"));
    EXPECT_EQ(dl::describe_turn(cutting_turn()), "orange at (3,1); bridge (1,1)-(3,1)");
    EXPECT_EQ(dl::describe_turn({{"pass", true}}), "pass");
}

} // namespace
} // namespace plyroom::client
