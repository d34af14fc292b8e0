// Renderer tests: each game's screen compared exactly with files in snapshots/, in colour and
// in plain text. PLYROOM_UPDATE_SNAPSHOTS=1 rewrites the files instead (then review the diff).
#include "registry.hpp"
#include "scenes.hpp"
#include "ui/text_layout.hpp"

#include <gtest/gtest.h>

namespace plyroom::client {
namespace {

// Two accounts: each rating beside its name, the provisional one marked.
TEST(Snapshots, ConnectFourMidGame) {
    screen_view view;
    view.room = two_seat_room("connect4", "red", "blue", false);
    view.room["seats"][0]["rating"] = 1512;
    view.room["seats"][0]["provisional"] = false;
    view.room["seats"][1]["rating"] = 1500;
    view.room["seats"][1]["provisional"] = true;
    view.state = state_after("connect4", {{{"seat", 0}, {"column", 3}},
                                          {{"seat", 1}, {"column", 3}},
                                          {{"seat", 0}, {"column", 2}},
                                          {{"seat", 1}, {"column", 4}}});
    view.last_move = {{"column", 4}};
    view.last_seat = 1;
    view.my_seat = 0;
    view.notices = {"bob went offline."};
    check_scene("connect4_midgame", view, "connect4");
}

TEST(Snapshots, ConnectFourWon) {
    screen_view view;
    view.room = two_seat_room("connect4", "red", "blue", true);
    std::vector<json> moves;
    for (const int column : {0, 6, 1, 6, 2, 6, 3})
        moves.push_back({{"seat", moves.size() % 2}, {"column", column}});
    view.state = state_after("connect4", moves);
    view.last_move = {{"column", 3}};
    view.last_seat = 0;
    view.my_seat = 1;
    check_scene("connect4_won", view, "connect4");
}

// A timed game: both clocks, the running one marked and low, an open takeback and messages.
TEST(Snapshots, ConnectFourTimedWithATakebackOpen) {
    screen_view view;
    view.room = two_seat_room("connect4", "red", "blue", true);
    view.room["options"] = {{"clock", {{"initial_ms", 300000}, {"increment_ms", 3000}}}};
    view.state = state_after(
        "connect4",
        {{{"seat", 0}, {"column", 3}}, {{"seat", 1}, {"column", 2}}, {{"seat", 0}, {"column", 3}}});
    view.state["clock"] = {{"initial_ms", 300000},           {"increment_ms", 3000},
                           {"remaining_ms", {251000, 9400}}, {"running", 1},
                           {"at", 1'764'590'400'000},        {"first_move_deadline", nullptr}};
    view.server_now_ms = 1'764'590'400'500;
    view.last_move = {{"column", 3}};
    view.last_seat = 0;
    view.my_seat = 1;
    view.alerts = {"red (alice) asks to take back 1 ply: accept or decline."};
    view.notices = {"<alice> oops",
                    "red (alice) asks to take back 1 ply: type accept to allow "
                    "it, or decline.",
                    "<carol (spectator)> take it back, the word boundaries of this long line "
                    "show how a message wraps"};
    check_scene("connect4_timed", view, "connect4");
}

TEST(Snapshots, HnefataflWatchedAfterAMove) {
    screen_view view;
    view.room = two_seat_room("hnefatafl", "attackers", "defenders", true);
    view.state = state_after("hnefatafl", {{{"seat", 0}, {"from", "d1"}, {"to", "d3"}}});
    view.last_move = {{"from", "d1"}, {"to", "d3"}};
    view.last_seat = 0;
    check_scene("hnefatafl_watched", view, "hnefatafl");
}

TEST(Snapshots, HnefataflStartWaiting) {
    screen_view view;
    view.room = two_seat_room("hnefatafl", "attackers", "defenders", false);
    view.room["seats"][1]["player"] = nullptr;
    view.room["seats"][1]["name"] = nullptr;
    view.room["status"] = "waiting";
    view.room["spectators"] = 0;
    view.my_seat = 0;
    check_scene("hnefatafl_waiting", view, "hnefatafl");
}

TEST(Notation, ConnectFourTakesLettersAndDigits) {
    const game_ui& ui = *find_game_ui("connect4");
    EXPECT_EQ(std::get<json>(ui.read_move("d", nullptr)), (json{{"column", 3}}));
    EXPECT_EQ(std::get<json>(ui.read_move(" G ", nullptr)), (json{{"column", 6}}));
    EXPECT_EQ(std::get<json>(ui.read_move("1", nullptr)), (json{{"column", 0}}));
    EXPECT_EQ(std::get<json>(ui.read_move("7", nullptr)), (json{{"column", 6}}));
    EXPECT_TRUE(std::holds_alternative<std::string>(ui.read_move("h", nullptr)));
    EXPECT_TRUE(std::holds_alternative<std::string>(ui.read_move("8", nullptr)));
    EXPECT_TRUE(std::holds_alternative<std::string>(ui.read_move("dd", nullptr)));
    EXPECT_EQ(ui.write_move({{"column", 3}}), "d");
}

TEST(Notation, HnefataflTakesFromTo) {
    const game_ui& ui = *find_game_ui("hnefatafl");
    const json expected{{"from", "f4"}, {"to", "f8"}};
    for (const char* text : {"f4-f8", "F4 F8", "f4f8", " f4 - f8 "})
        EXPECT_EQ(std::get<json>(ui.read_move(text, nullptr)), expected) << text;
    EXPECT_EQ(std::get<json>(ui.read_move("a11-k11", nullptr)),
              (json{{"from", "a11"}, {"to", "k11"}}));
    for (const char* text : {"f4", "f4-f12", "l1-l2", "f0-f3", "", "resign"})
        EXPECT_TRUE(std::holds_alternative<std::string>(ui.read_move(text, nullptr))) << text;
    EXPECT_EQ(ui.write_move(expected), "f4-f8");
}

TEST(Registry, EveryCoreGameThatHasAUiIsKnownToTheCore) {
    for (const game_ui* ui : all_game_uis()) {
        EXPECT_NE(core::find_game(ui->id), nullptr) << ui->id;
        EXPECT_EQ(find_game_ui(ui->id), ui);
    }
    EXPECT_EQ(find_game_ui("chess"), nullptr);
}

TEST(Results, AreDescribedInWords) {
    const json room = two_seat_room("connect4", "red", "blue", true);
    EXPECT_EQ(describe_result({{"outcome", "win"}, {"winner", 1}, {"reason", "resignation"}}, room),
              "blue (bob) wins, by resignation.");
    EXPECT_EQ(
        describe_result({{"outcome", "draw"}, {"winner", nullptr}, {"reason", "agreement"}}, room),
        "a draw, by agreement.");
    const json dl_room = two_seat_room("divided_loyalties", "blue", "yellow", true);
    EXPECT_EQ(describe_result({{"outcome", "win"},
                               {"winner", 0},
                               {"reason", "all_placed"},
                               {"scores",
                                {{"blue", {{"bridges", 3}, {"regions", 1}}},
                                 {"yellow", {{"bridges", 2}, {"regions", 0}}}}}},
                              dl_room),
              "blue (alice) wins, every stone is placed (blue 3 + 1 = 4, yellow 2 + 0 = 2).");
    EXPECT_EQ(describe_result({{"outcome", "win"},
                               {"winner", 1},
                               {"reason", "all_passed"},
                               {"scores", {{"p1", 3}, {"p2", 3}}}},
                              two_seat_room("grav", "p1", "p2", true)),
              "blue (bob) wins, everyone passed (red 3, blue 3).");
}

TEST(Terminal, WidthIgnoresEscapesAndCountsCodePoints) {
    EXPECT_EQ(visible_width("\x1b[1;31m●\x1b[0m ab"), 4U);
    EXPECT_EQ(strip_ansi("\x1b[H\x1b[2Jhi\x1b]0;title\x07!"), "hi!");
}

TEST(Terminal, WrapsAtWordBoundariesAndKeepsATextThatFits) {
    using lines = std::vector<std::string>;
    EXPECT_EQ(wrap_words("a  text   that fits", 40), lines{"a  text   that fits"});
    EXPECT_EQ(wrap_words("the quick brown fox jumps", 10, 2),
              (lines{"the quick", "  brown", "  fox", "  jumps"}));
    // Leading blanks indent every line; escapes take no columns.
    EXPECT_EQ(wrap_words("  \x1b[1mbold\x1b[0m words here", 12),
              (lines{"  \x1b[1mbold\x1b[0m words", "  here"}));
    // A word longer than a line is cut.
    EXPECT_EQ(wrap_words("abcdefghij", 4), (lines{"abcd", "efgh", "ij"}));
}

TEST(Terminal, WrapsAfterALeadThatKeepsItsOwnSpacing) {
    using lines = std::vector<std::string>;
    EXPECT_EQ(wrap_after("  --name   ", "who you are to the others", 24, 11),
              (lines{"  --name   who you are", "           to the others"}));
    EXPECT_EQ(wrap_after("Games: ", "connect4, grav.", 40, 2), lines{"Games: connect4, grav."});
    // A lead as wide as the line still takes its first word.
    EXPECT_EQ(wrap_after("0123456789", "ab cd", 10, 2), (lines{"0123456789ab", "  cd"}));
}

// The public list (`plyroom list`) and the seats column name an account with its rating.
TEST(RatedName, ARatingFollowsTheNameAndAProvisionalOneIsMarked) {
    EXPECT_EQ(rated_name("alice", 1512, false), "alice 1512");
    EXPECT_EQ(rated_name("bob", 1500, true), "bob 1500?");
    EXPECT_EQ(rated_name("carol", std::nullopt, false), "carol");
}

} // namespace
} // namespace plyroom::client
