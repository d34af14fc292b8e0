// A game defined only in this test, registered from outside games.def, shows up in every
// generic part of the client (help, host flags, results, the screen, the session's commands)
// with no edit to them: what a new game needs is its own game_ui. Its own executable, because
// the client's other tests check that every registered game_ui is a game the core knows.
#include "../support/schema_check.hpp"
#include "cli/args.hpp"
#include "cli/help.hpp"
#include "recording_io.hpp"
#include "session/room_session.hpp"
#include "ui/game_ui.hpp"
#include "ui/screen.hpp"

#include <stdexcept>

#include <gtest/gtest.h>

namespace plyroom::client {
namespace {

// STATE {"cells":"X...O....","ply":2,"to_move":0,"result":null}: cells a1..c3, row by row.
std::vector<std::string> draw_board(const board_view& view, const style&) {
    const std::string cells = view.state.value("cells", std::string(9, '.'));
    std::vector<std::string> lines;
    for (int row = 0; row < 3; ++row)
        lines.push_back(std::to_string(row + 1) + " " + cells.substr(row * 3, 3));
    lines.emplace_back("  abc");
    return lines;
}

// "b2" is {"cell":4}.
read_result read_move(std::string_view text, const json&) {
    if (text.size() == 2 && text[0] >= 'a' && text[0] <= 'c' && text[1] >= '1' && text[1] <= '3')
        return json{{"cell", (text[1] - '1') * 3 + (text[0] - 'a')}};
    return std::string("type a square, a1..c3");
}

std::string write_move(const json& move) {
    const int cell = move.value("cell", 0);
    return std::string{static_cast<char>('a' + cell % 3), static_cast<char>('1' + cell / 3)};
}

std::string seat_marker(int seat, const style&) {
    return seat == 0 ? "X" : "O";
}

// Scores {"marks":N} read as "N marks".
std::string score_words(const json& score) {
    if (!score.is_object() || !score.value("marks", json()).is_number_integer())
        return "";
    return std::to_string(score["marks"].get<int>()) + " marks";
}

constexpr phrase english_words[] = {
    {"reason.three_in_a_row", "three in a row"},
    {"help.move", "a move is a square, a1..c3"},
    {"help.options", "misere (true: three in a row loses)"},
    {"help.bot", "in tic_tac_toe it takes the centre first"},
    {"help.size", "the board is N by N, 3..5"},
    {"help.opening", "start from the cells written in FILE"},
};
constexpr phrase korean_words[] = {
    {"reason.three_in_a_row", "세 개를 한 줄로 이어"},
    {"help.move", "수는 칸이에요, a1..c3"},
    {"help.options", "misere (true: 세 개를 한 줄로 이으면 져요)"},
    {"help.bot", "tic_tac_toe에서는 가운데부터 차지해요"},
    {"help.size", "판은 N x N, 3..5"},
    {"help.opening", "FILE에 쓴 칸에서 시작해요"},
};

constexpr host_flag host_flags[] = {
    {"--size", "N", host_flag::value_kind::number, "size", "help.size"},
    {"--opening", "FILE", host_flag::value_kind::text_file, "opening", "help.opening"},
};

const game_ui& tic_tac_toe_ui() {
    static const game_ui ui{
        .id = "tic_tac_toe",
        .draw_board = &draw_board,
        .read_move = &read_move,
        .write_move = &write_move,
        .seat_marker = &seat_marker,
        .words = {"tic_tac_toe", english_words, korean_words},
        .score_words = &score_words,
        .agreed_end_scored = true,
        .host_flags = host_flags,
    };
    return ui;
}

const game_ui_registrar registered{tic_tac_toe_ui()};

// A tic_tac_toe ROOM: alice (p_a) plays X at seat 0, bob (p_b) O at seat 1.
json room_json() {
    return json{
        {"code", "K7QX2M"},
        {"game", "tic_tac_toe"},
        {"options", json::object()},
        {"status", "playing"},
        {"game_id", 42},
        {"public", true},
        {"spectators", 0},
        {"seats",
         {{{"seat", 0}, {"side", "X"}, {"player", "p_a"}, {"name", "alice"}, {"online", true}},
          {{"seat", 1}, {"side", "O"}, {"player", "p_b"}, {"name", "bob"}, {"online", true}}}}};
}

json state_json(std::string cells, int ply) {
    return json{
        {"cells", std::move(cells)}, {"ply", ply}, {"to_move", ply % 2}, {"result", nullptr}};
}

bool contains(const std::string& text, std::string_view part) {
    return text.find(part) != std::string::npos;
}

TEST(ExtraGame, IsRegisteredAfterTheBuiltInGamesOnce) {
    const auto uis = all_game_uis();
    ASSERT_GE(uis.size(), 2U);
    EXPECT_EQ(uis.back(), &tic_tac_toe_ui());
    EXPECT_EQ(find_game_ui("tic_tac_toe"), &tic_tac_toe_ui());
    EXPECT_NE(find_game_ui("connect4"), nullptr) << "the built-in games stay registered";
    EXPECT_EQ(game_title(tic_tac_toe_ui()), "tic_tac_toe") << "the core does not know it";
    EXPECT_THROW(game_ui_registrar{tic_tac_toe_ui()}, std::logic_error);
    EXPECT_EQ(all_game_uis().size(), uis.size());
}

TEST(ExtraGame, HelpListsItsIdOptionsFlagsAndBot) {
    EXPECT_TRUE(contains(help_text(""), ", tic_tac_toe.\n")) << help_text("");
    const std::string host = help_text("host");
    EXPECT_TRUE(contains(host, ", tic_tac_toe), prints")) << host;
    EXPECT_TRUE(contains(host, "\n                       tic_tac_toe: misere (true: three in a "
                               "row loses)\n"))
        << host;
    EXPECT_TRUE(contains(host, "\n  --size N             tic_tac_toe: the board is N by N, "
                               "3..5\n"))
        << host;
    EXPECT_TRUE(contains(host, "\n  --opening FILE       tic_tac_toe: start from the cells "
                               "written in FILE\n"))
        << host;
    EXPECT_TRUE(contains(help_text("bot"), "in tic_tac_toe it takes the centre first"))
        << help_text("bot");
}

TEST(ExtraGame, HostTakesItsFlagsAndOtherGamesRefuseThem) {
    const auto host = std::get<host_request>(
        parse_host({"host", "tic_tac_toe", "--size=4", "--opening", "cells.txt"}));
    EXPECT_EQ(host.options, (json{{"size", 4}}));
    ASSERT_EQ(host.files.size(), 1U);
    EXPECT_EQ(host.files[0].key, "opening");
    EXPECT_EQ(host.files[0].path, "cells.txt");
    EXPECT_FALSE(host.files[0].as_json);
    const auto refused = parse_host({"host", "connect4", "--size", "4"});
    ASSERT_TRUE(std::holds_alternative<usage_error>(refused));
    EXPECT_EQ(std::get<usage_error>(refused).message,
              "host: connect4 does not take --size (a flag of tic_tac_toe)");
    const auto bad = parse_host({"host", "tic_tac_toe", "--size", "big"});
    ASSERT_TRUE(std::holds_alternative<usage_error>(bad));
    EXPECT_EQ(std::get<usage_error>(bad).message, "--size takes a number");
}

TEST(ExtraGame, ResultsUseItsEndingsAndScoresAndTheSharedOnes) {
    const json room = room_json();
    EXPECT_EQ(describe_result({{"outcome", "win"},
                               {"winner", 0},
                               {"reason", "three_in_a_row"},
                               {"scores", {{"O", {{"marks", 2}}}, {"X", {{"marks", 3}}}}}},
                              room),
              "X (alice) wins, three in a row (O 2 marks, X 3 marks).");
    EXPECT_EQ(describe_result({{"outcome", "win"}, {"winner", 1}, {"reason", "resignation"}}, room),
              "O (bob) wins, by resignation.");
    EXPECT_EQ(reason_words(&tic_tac_toe_ui(), "four_in_a_row"), "four_in_a_row")
        << "another game's ending is not this game's";
    EXPECT_EQ(draw_offer_words(room), "to end the game now (the scores decide)");
}

TEST(ExtraGame, TheScreenDrawsItsBoardAndItsOffer) {
    screen_view view;
    view.room = room_json();
    view.state = state_json("X...O....", 2);
    view.state["draw_offer"] = {{"by", 1}, {"status", "open"}};
    view.last_move = {{"cell", 4}};
    view.last_seat = 1;
    view.my_seat = 0;
    std::string screen;
    for (const std::string& line : draw_screen(tic_tac_toe_ui(), view, style{false}))
        screen += line + "\n";
    EXPECT_TRUE(contains(screen, "tic_tac_toe - room K7QX2M - ply 2\n")) << screen;
    // The board on the left, the seats beside it.
    EXPECT_TRUE(contains(screen, "1 X..   > X X\n2 .O.       alice (you), online\n3 ...     O O\n"
                                 "  abc       bob, online\n"))
        << screen;
    EXPECT_TRUE(contains(screen, "Last move: b2 by O (bob)\n")) << screen;
    EXPECT_TRUE(contains(screen, "O (bob) offers to end the game now (the scores decide): type "
                                 "accept or\n            decline."))
        << screen;
}

TEST(ExtraGame, ASessionPlaysItWithTheGenericCommands) {
    const test::schema::unchecked no_schema; // the protocol's schemas know only its own games
    recording_io io;
    room_session session(session_goal{session_goal::kind::join, "", json::object(), std::nullopt,
                                      true, "K7QX2M", "plyroom", std::nullopt},
                         "alice", std::nullopt, io, style{false});
    session.on_connected();
    const auto frame = [&](const json& message) { session.on_frame(message.dump()); };
    frame({{"type", "welcome"},
           {"id", 1},
           {"player", "p_a"},
           {"name", "alice"},
           {"token", "secret"},
           {"protocol", 1},
           {"server", "plyroom"},
           {"rooms", json::array()}});
    frame({{"type", "room"}, {"id", io.last()["id"]}, {"v", 3}, {"room", room_json()}});
    json state = state_json(".........", 0);
    state["room_actions"] = {{"offer_draw", {0, 1}}};
    frame({{"type", "state"}, {"v", 4}, {"code", "K7QX2M"}, {"state", state}});
    ASSERT_FALSE(session.exit_code()) << session.farewell();
    EXPECT_TRUE(contains(io.screen, "1 ...   ")) << io.screen;

    session.on_line("help");
    ASSERT_GE(io.notices.size(), 2U);
    EXPECT_EQ(io.notices[io.notices.size() - 2], "Moves: a move is a square, a1..c3.");
    EXPECT_TRUE(contains(io.notices.back(), "draw (offer to end the game now; the scores decide)"))
        << io.notices.back();

    session.on_line("b2");
    EXPECT_EQ(io.last()["type"], "move");
    EXPECT_EQ(io.last()["move"], (json{{"cell", 4}}));
    session.on_line("d9");
    EXPECT_EQ(io.notices.back(), "Cannot read \"d9\": type a square, a1..c3.");

    frame({{"type", "game_over"},
           {"v", 5},
           {"code", "K7QX2M"},
           {"result",
            {{"outcome", "win"},
             {"winner", 0},
             {"reason", "three_in_a_row"},
             {"scores", {{"O", {{"marks", 0}}}, {"X", {{"marks", 1}}}}}}}});
    EXPECT_TRUE(contains(io.screen, "X (alice) wins, three in a row (O 0 marks, X 1 marks)"))
        << io.screen;
    EXPECT_FALSE(session.exit_code()) << "a person stays in the room after the end";
}

} // namespace
} // namespace plyroom::client
