// The examples and checks of connect4.md, each named after the rule it checks.
#include "../support/game_actions.hpp"
#include "connect4_test_support.hpp"

namespace plyroom::core::connect4_test {
namespace {

std::string row(const match& m, int row_from_top) {
    return m.state()["board"]["rows"][static_cast<std::size_t>(row_from_top)].get<std::string>();
}

TEST(Connect4Rules, StartIsAnEmpty7x6BoardWithRedToMove) {
    auto m = new_match();
    const json state = m->state();
    ASSERT_EQ(state["board"]["rows"].size(), 6u);
    for (const auto& line : state["board"]["rows"])
        EXPECT_EQ(line, ".......");
    EXPECT_EQ(state["to_move"], 0);
    EXPECT_EQ(state["phase"], "play");
    EXPECT_EQ(state["last"], nullptr);
    EXPECT_EQ(m->side_name(0), "red");
    EXPECT_EQ(m->side_name(1), "blue");
}

TEST(Connect4Rules, DiscLandsOnLowestEmptyCellD1) {
    auto m = new_match();
    ASSERT_FALSE(m->apply(0, column(3)));
    EXPECT_EQ(row(*m, 5), "...R...");
    EXPECT_EQ(row(*m, 4), ".......");
    EXPECT_EQ(m->state()["last"], json::array({3, 5}));
}

TEST(Connect4Rules, SecondDiscInColumnDLandsOnD2ThenD3) {
    auto m = new_match();
    play_columns(*m, "33");
    EXPECT_EQ(row(*m, 5), "...R...");
    EXPECT_EQ(row(*m, 4), "...B...");
    play_columns(*m, "3");
    EXPECT_EQ(row(*m, 3), "...R...");
    EXPECT_EQ(m->state()["last"], json::array({3, 3}));
}

TEST(Connect4Rules, RedMovesFirstThenTurnsAlternate) {
    auto m = new_match();
    const status refused = m->apply(1, column(0));
    ASSERT_TRUE(refused);
    EXPECT_EQ(refused->code, refusal_code::not_your_turn);
    ASSERT_FALSE(m->apply(0, column(0)));
    EXPECT_EQ(m->to_move(), 1);
    EXPECT_TRUE(m->apply(0, column(1)));
    ASSERT_FALSE(m->apply(1, column(1)));
    EXPECT_EQ(m->to_move(), 0);
}

TEST(Connect4Rules, FullColumnCannotBeChosenAndNothingChanges) {
    auto m = new_match();
    play_columns(*m, "000000");
    const json before = m->state();
    const status refused = m->apply(0, column(0));
    ASSERT_TRUE(refused);
    EXPECT_EQ(refused->code, refusal_code::illegal_move);
    EXPECT_EQ(refused->message, "that column is full");
    EXPECT_EQ(m->state(), before);
}

TEST(Connect4Rules, MalformedMovesAreBadRequests) {
    auto m = new_match();
    const json before = m->state();
    for (const json& move : {json::object(), json{{"column", "d"}}, json{{"column", 2.5}},
                             json{{"col", 3}}, json::array({3})}) {
        const status refused = m->apply(0, move);
        ASSERT_TRUE(refused) << move;
        EXPECT_EQ(refused->code, refusal_code::bad_request) << move;
        EXPECT_FALSE(refused->message.empty());
    }
    for (const int off_board : {-1, 7, 1000}) {
        const status refused = m->apply(0, column(off_board));
        ASSERT_TRUE(refused);
        EXPECT_EQ(refused->code, refusal_code::illegal_move);
    }
    EXPECT_EQ(m->state(), before);
}

TEST(Connect4Rules, SevenPlyBottomRowWin) {
    auto m = new_match();
    play_columns(*m, "001122");
    EXPECT_FALSE(m->finished());
    play_columns(*m, "3");
    ASSERT_TRUE(m->finished());
    EXPECT_EQ(
        m->result()->to_json(),
        (json{
            {"outcome", "win"}, {"winner", 0}, {"reason", "four_in_a_row"}, {"scores", nullptr}}));
    EXPECT_EQ(m->state()["to_move"], nullptr);
    EXPECT_EQ(m->state()["phase"], "over");
}

TEST(Connect4Rules, VerticalWin) {
    auto m = new_match();
    play_columns(*m, "1213141");
    ASSERT_TRUE(m->finished());
    EXPECT_EQ(m->result()->winner, 0);
}

TEST(Connect4Rules, BlueWinsOnBothDiagonals) {
    // Blue builds c1-d2-e3-f4 ("/"); red's discs fill what lies beneath.
    auto rising = new_match();
    play_columns(*rising, "32435544560");
    EXPECT_FALSE(rising->finished());
    play_columns(*rising, "5");
    ASSERT_TRUE(rising->finished());
    EXPECT_EQ(rising->result()->winner, 1);
    EXPECT_EQ(rising->ply(), 12);
    // Mirror image: e1-d2-c3-b4 on the "\" diagonal.
    auto falling = new_match();
    play_columns(*falling, "342311221061");
    ASSERT_TRUE(falling->finished());
    EXPECT_EQ(falling->result()->winner, 1);
}

TEST(Connect4Rules, LastCellMoveCompletingFourIsAWinNotADraw) {
    auto m = new_match();
    const std::string game = "524211302131532345053654445034060212606661";
    play_columns(*m, game.substr(0, 41));
    EXPECT_FALSE(m->finished());
    play_columns(*m, game.substr(41));
    ASSERT_TRUE(m->finished());
    EXPECT_EQ(m->ply(), 42);
    EXPECT_EQ(m->result()->outcome, outcome_kind::win);
    EXPECT_EQ(m->result()->reason, "four_in_a_row");
    EXPECT_EQ(m->result()->winner, 1);
}

TEST(Connect4Rules, FullBoardWithoutFourIsADraw) {
    auto m = new_match();
    play_columns(*m, "256051061014455164153665106044430223322233");
    ASSERT_TRUE(m->finished());
    EXPECT_EQ(m->result()->to_json(), (json{{"outcome", "draw"},
                                            {"winner", nullptr},
                                            {"reason", "board_full"},
                                            {"scores", nullptr}}));
}

TEST(Connect4Rules, NoMoveAfterTheEnd) {
    auto m = new_match();
    play_columns(*m, "0011223");
    const status refused = m->apply(1, column(4));
    ASSERT_TRUE(refused);
    EXPECT_EQ(refused->code, refusal_code::game_over);
    EXPECT_TRUE(m->legal_moves().empty());
}

TEST(Connect4Rules, ResignationIsAWinForTheOpponentNeverADraw) {
    auto m = new_match();
    play_columns(*m, "3");
    ASSERT_FALSE(m->resign(0));
    EXPECT_EQ(
        m->result()->to_json(),
        (json{{"outcome", "win"}, {"winner", 1}, {"reason", "resignation"}, {"scores", nullptr}}));
}

TEST(Connect4Rules, AcceptedDrawOfferIsADraw) {
    auto m = new_match();
    play_columns(*m, "34");
    ASSERT_FALSE(m->agree_draw());
    EXPECT_EQ(m->result()->outcome, outcome_kind::draw);
    EXPECT_EQ(m->result()->reason, "agreement");
}

TEST(Connect4Rules, OptionsAreRefused) {
    const creation created = create_match("connect4", json{{"rows", 7}});
    ASSERT_TRUE(std::holds_alternative<refusal>(created));
    EXPECT_NE(std::get<refusal>(created).message.find("rows"), std::string::npos);
}

TEST(Connect4Rules, ChallengesAreUnsupported) {
    auto m = new_match();
    json report;
    const status refused = plyroom::test::challenge(*m, 1, 0, report);
    ASSERT_TRUE(refused);
    EXPECT_EQ(refused->code, refusal_code::unsupported);
}

} // namespace
} // namespace plyroom::core::connect4_test
