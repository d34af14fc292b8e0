// Grav in the client: the board in both looks, the typed moves, and the "Grav!" command.
#include "../support/game_actions.hpp"
#include "scenes.hpp"

#include <gtest/gtest.h>

namespace plyroom::client {
namespace {

// A ROOM of `players` seats p1.. (as the wire names them) with names, all online.
json grav_room(int players, const json& options) {
    static const char* const names[] = {"alice", "bob", "carol", "dave", "erin", "frank"};
    json seats = json::array();
    for (int seat = 0; seat < players; ++seat)
        seats.push_back({{"seat", seat},
                         {"side", "p" + std::to_string(seat + 1)},
                         {"player", "p_" + std::to_string(seat)},
                         {"name", names[seat]},
                         {"online", true}});
    return json{{"code", "GRAV23"}, {"game", "grav"}, {"options", options}, {"status", "playing"},
                {"game_id", 7},     {"public", true}, {"spectators", 0},    {"seats", seats}};
}

// Plays placements in turn order.
void place_all(core::match& m, const std::vector<std::pair<int, int>>& cells) {
    for (const auto& [x, y] : cells)
        ASSERT_FALSE(m.apply(*m.to_move(), {{"place", {x, y}}})) << x << "," << y;
}

TEST(GravSnapshots, ThreePlayersAfterAWrongCallWithAPlacementOpen) {
    const json options{{"size", 7}, {"players", 3}, {"a", 3}, {"b", 2},
                       {"c", 3},    {"d", 1},       {"e", 3}, {"strict", false}};
    auto m = new_match("grav", options);
    place_all(*m, {{3, 3}, {3, 4}, {5, 4}});
    json report;
    ASSERT_FALSE(plyroom::test::challenge(*m, 0, 2, report)); // p1 calls p3's legal stone: wrong
    EXPECT_FALSE(report["correct"].get<bool>());
    screen_view after_call;
    after_call.room = grav_room(3, m->options());
    after_call.state = m->state();
    const std::string skipped = screen_text(after_call, "grav", false);
    EXPECT_NE(skipped.find("Turn skipped for a wrong Grav! call: red (alice)."), std::string::npos)
        << skipped;
    place_all(*m, {{4, 2}}); // p1's turn was skipped: p2 places
    screen_view view;
    view.room = grav_room(3, m->options());
    view.state = m->state();
    view.last_move = {{"place", {4, 2}}};
    view.last_seat = 1;
    view.my_seat = 2;
    view.notices = {"red (alice) called Grav! on the placement of ply 2 by green (carol): wrong, "
                    "it broke no rule. red (alice) skips a turn."};
    check_scene("grav_open_call", view, "grav");
}

TEST(GravSnapshots, PenaltyPhaseAfterACorrectCall) {
    const json options{{"size", 7}, {"players", 2}, {"a", 3}, {"b", 2},
                       {"c", 4},    {"d", 1},       {"e", 2}, {"strict", false}};
    auto m = new_match("grav", options);
    place_all(*m, {{3, 3}, {4, 4}, {0, 0}});
    json report;
    ASSERT_FALSE(plyroom::test::challenge(*m, 1, 2, report));
    EXPECT_TRUE(report["correct"].get<bool>());
    screen_view view;
    view.room = grav_room(2, m->options());
    view.state = m->state();
    view.last_move = {{"place", {0, 0}}};
    view.last_seat = 0;
    view.my_seat = 1;
    check_scene("grav_penalty", view, "grav");
    const std::string plain = screen_text(view, "grav", false);
    EXPECT_NE(plain.find("Penalty: blue (bob) removes one stone of red (alice)"), std::string::npos)
        << plain;
    EXPECT_NE(plain.find("Voided placements (plies): 2."), std::string::npos) << plain;
}

TEST(GravSnapshots, ALargeBoardNumbersItsColumnsInTwoLines) {
    const json options{{"size", 13}, {"players", 2}, {"a", 4}, {"b", 3},
                       {"c", 5},     {"d", 0},       {"e", 5}, {"strict", true}};
    auto m = new_match("grav", options);
    place_all(*m, {{6, 6}, {7, 8}, {10, 9}, {12, 12}});
    screen_view view;
    view.room = grav_room(2, m->options());
    view.state = m->state();
    view.last_move = {{"place", {12, 12}}};
    view.last_seat = 1;
    check_scene("grav_strict_13", view, "grav");
}

TEST(GravNotation, ReadsPlacementsPassesRemovalsAndBonuses) {
    const game_ui& ui = *find_game_ui("grav");
    const json state{{"board", {{"size", 7}}}, {"phase", "play"}};
    const json at{{"place", {3, 4}}};
    for (const char* text : {"place 3 4", "3,4", "(3,4)", " 3 4 ", "PLACE 3,4", "place [3,4]"})
        EXPECT_EQ(std::get<json>(ui.read_move(text, state)), at) << text;
    const json with_bonus{{"place", {3, 4}}, {"bonus", 1}};
    for (const char* text : {"place 3 4 bonus 1", "bonus 1 place 3,4", "3,4 bonus 1"})
        EXPECT_EQ(std::get<json>(ui.read_move(text, state)), with_bonus) << text;
    EXPECT_EQ(std::get<json>(ui.read_move("pass", state)), (json{{"pass", true}}));
    EXPECT_EQ(std::get<json>(ui.read_move("remove 2 2", state)), (json{{"remove", {2, 2}}}));
    const json penalty{{"board", {{"size", 7}}}, {"phase", "penalty_remove"}};
    EXPECT_EQ(std::get<json>(ui.read_move("2,2", penalty)), (json{{"remove", {2, 2}}}));
    EXPECT_EQ(ui.write_move(with_bonus), "place 3,4 bonus 1");
    EXPECT_EQ(ui.write_move({{"remove", {2, 2}}}), "remove 2,2");
    EXPECT_EQ(ui.write_move({{"pass", true}}), "pass");
}

TEST(GravNotation, RefusesWhatItCannotRead) {
    const game_ui& ui = *find_game_ui("grav");
    const json state{{"board", {{"size", 7}}}, {"phase", "play"}};
    for (const char* text : {"place 3", "place a b", "3 4 5", "-1,2", "bonus x 3,4", "bonus 1",
                             "remove 1 1 bonus 1", "pass bonus 1", "7,0", "0 7", "", "hello"})
        EXPECT_TRUE(std::holds_alternative<std::string>(ui.read_move(text, state))) << text;
    const auto off = ui.read_move("9 9", state);
    ASSERT_TRUE(std::holds_alternative<std::string>(off));
    EXPECT_NE(std::get<std::string>(off).find("off the board"), std::string::npos);
}

// The context a game command sees, recording what it sends and says.
struct grav_commands {
    json room = grav_room(3, json::object());
    json state;
    json draft = nullptr;
    std::vector<std::string> said;
    std::vector<int> calls;
    std::vector<json> moves;

    bool run(std::string_view line, std::optional<int> seat) {
        game_context context{room,
                             state,
                             nullptr,
                             seat,
                             draft,
                             [this](const std::string& text) { said.push_back(text); },
                             [this](const json& move) { moves.push_back(move); },
                             [this](const core::action& what) {
                                 EXPECT_EQ(what.kind, "challenge");
                                 calls.push_back(what.body.value("ply", -1));
                             }};
        return find_game_ui("grav")->run_command(line, context);
    }
};

TEST(GravCall, CallsTheOpenPlacementFromAnySeatButItsOwner) {
    grav_commands commands;
    commands.state = {{"ply", 5},
                      {"to_move", 0},
                      {"result", nullptr},
                      {"challengeable", {{"ply", 4}, {"seat", 2}}}};
    EXPECT_TRUE(commands.run("grav!", 1)); // not seat 1's turn: a call is still allowed
    EXPECT_EQ(commands.calls, (std::vector<int>{4}));
    EXPECT_TRUE(commands.run("GRAV", 0));
    EXPECT_EQ(commands.calls, (std::vector<int>{4, 4}));
    EXPECT_TRUE(commands.run("grav!", 2));
    EXPECT_EQ(commands.said.back(), "You cannot call your own placement.");
    EXPECT_TRUE(commands.run("grav!", std::nullopt));
    EXPECT_EQ(commands.said.back(), "Only players can call Grav!.");
    commands.state["challengeable"] = nullptr;
    EXPECT_TRUE(commands.run("grav!", 1));
    EXPECT_NE(commands.said.back().find("No placement is open"), std::string::npos);
    EXPECT_EQ(commands.calls.size(), 2U);
    EXPECT_FALSE(commands.run("place 3 4", 0)) << "moves are not the command's";
    EXPECT_FALSE(commands.run("grav! now", 0));
    EXPECT_TRUE(commands.moves.empty());
}

} // namespace
} // namespace plyroom::client
