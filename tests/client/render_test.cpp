// Renderer tests: each game's screen compared exactly with files in snapshots/, in colour and
// in plain text. PLYROOM_UPDATE_SNAPSHOTS=1 rewrites the files instead (then review the diff).
#include "registry.hpp"
#include "ui/game_ui.hpp"
#include "ui/screen.hpp"

#include <cstdlib>
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>

namespace plyroom::client {
namespace {

// The state after playing record entries from the start.
json state_after(std::string_view game, const std::vector<json>& entries) {
    auto created = core::create_match(game, json::object());
    auto& played = std::get<std::unique_ptr<core::match>>(created);
    for (const json& entry : entries)
        EXPECT_FALSE(core::apply_record_entry(*played, entry)) << entry.dump();
    return played->state();
}

// A ROOM with two named seats.
json two_seat_room(std::string_view game, std::string side0, std::string side1, bool online1) {
    return json{
        {"code", "K7QX2M"},
        {"game", game},
        {"options", json::object()},
        {"status", "playing"},
        {"game_id", 42},
        {"public", true},
        {"spectators", 2},
        {"seats",
         {{{"seat", 0}, {"side", side0}, {"player", "p_a"}, {"name", "alice"}, {"online", true}},
          {{"seat", 1},
           {"side", side1},
           {"player", "p_b"},
           {"name", "bob"},
           {"online", online1}}}}};
}

// The screen as one text, lines ended by newlines.
std::string screen_text(const screen_view& view, std::string_view game, bool colour) {
    const game_ui* ui = find_game_ui(game);
    EXPECT_NE(ui, nullptr);
    std::string text;
    for (const std::string& line : draw_screen(*ui, view, style{colour}))
        text += line + "\n";
    return text;
}

// Compares text with snapshots/<name>, or rewrites the file when asked to.
void expect_snapshot(const std::string& name, const std::string& text) {
    const std::string path = std::string(PLYROOM_SNAPSHOT_DIR) + "/" + name;
    if (const char* update = std::getenv("PLYROOM_UPDATE_SNAPSHOTS"); update && *update == '1') {
        std::ofstream(path, std::ios::binary) << text;
        return;
    }
    std::ifstream file(path, std::ios::binary);
    ASSERT_TRUE(file) << "missing snapshot " << path;
    std::stringstream expected;
    expected << file.rdbuf();
    EXPECT_EQ(text, expected.str()) << "snapshot " << name << " differs";
}

// The snapshots of one scene in both looks; plain text must be pure ASCII without escapes.
void check_scene(const std::string& name, const screen_view& view, std::string_view game) {
    const std::string plain = screen_text(view, game, false);
    for (const char c : plain)
        ASSERT_TRUE(static_cast<unsigned char>(c) < 0x80 && c != '\x1b') << "not plain: " << plain;
    expect_snapshot(name + ".plain.txt", plain);
    const std::string colour = screen_text(view, game, true);
    EXPECT_NE(colour.find("\x1b["), std::string::npos);
    EXPECT_EQ(strip_ansi(colour).find('\x1b'), std::string::npos);
    expect_snapshot(name + ".colour.txt", colour);
}

TEST(Snapshots, ConnectFourMidGame) {
    screen_view view;
    view.room = two_seat_room("connect4", "red", "blue", false);
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
}

TEST(Terminal, WidthIgnoresEscapesAndCountsCodePoints) {
    EXPECT_EQ(visible_width("\x1b[1;31m●\x1b[0m ab"), 4U);
    EXPECT_EQ(strip_ansi("\x1b[H\x1b[2Jhi\x1b]0;title\x07!"), "hi!");
}

} // namespace
} // namespace plyroom::client
