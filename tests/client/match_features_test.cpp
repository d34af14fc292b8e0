// The client's side of clocks, claims, takebacks and rematch (protocol/README.md "Clocks, claims,
// takebacks and rematch"), driven by recorded server frames in those shapes, with the machine's
// clock injected; and the parts of the screen that go with them.
#include "cli/args.hpp"
#include "recording_io.hpp"
#include "registry.hpp"
#include "scenes.hpp"
#include "session/room_session.hpp"
#include "ui/clock_view.hpp"

#include <gtest/gtest.h>

namespace plyroom::client {
namespace {

constexpr std::int64_t server_start = 1'764'590'400'000;

// A two-seat ROOM of `game`: alice (p_a) in seat 0, bob (p_b) in seat 1.
json room_of(const std::string& game, const std::string& code = "K7QX2M",
             const json& options = json::object()) {
    json room = two_seat_room(game, game == "connect4" ? "red" : "attackers",
                              game == "connect4" ? "blue" : "defenders", true);
    room["code"] = code;
    room["options"] = options;
    room["spectators"] = 0;
    return room;
}

// A connect4 STATE after these columns, with a clock running for the side to move.
json timed_state(const std::vector<int>& columns, std::vector<std::int64_t> remaining,
                 std::int64_t at) {
    auto played = new_match("connect4", json::object());
    for (const int column : columns)
        EXPECT_FALSE(played->apply(*played->to_move(), {{"column", column}}));
    json state = played->state();
    state["clock"] = {{"initial_ms", 300000},
                      {"increment_ms", 2000},
                      {"remaining_ms", remaining},
                      {"running", columns.size() >= 2 ? json(state["to_move"]) : json(nullptr)},
                      {"at", at},
                      {"first_move_deadline", nullptr}};
    return state;
}

class MatchFeatures : public ::testing::Test {
protected:
    // `player` joins K7QX2M; the room and a state arrive.
    room_session& enter(const std::string& player, const json& room, const json& state) {
        session_ = std::make_unique<room_session>(session_goal{session_goal::kind::join, "",
                                                               json::object(), std::nullopt, true,
                                                               "K7QX2M", "plyroom", std::nullopt},
                                                  player, std::nullopt, io_, style{false});
        session_->on_connected();
        frame({{"type", "welcome"},
               {"id", 1},
               {"player", player},
               {"name", player},
               {"token", "t"},
               {"protocol", 1},
               {"server", "plyroom"},
               {"rooms", json::array()}});
        frame({{"type", "room"}, {"id", io_.last()["id"]}, {"v", 3}, {"room", room}});
        frame({{"type", "state"}, {"v", 4}, {"code", room["code"]}, {"state", state}});
        return *session_;
    }
    void frame(const json& message) { session_->on_frame(message.dump()); }
    std::string last_notice() const { return io_.notices.empty() ? "" : io_.notices.back(); }

    recording_io io_;
    std::unique_ptr<room_session> session_;
};

TEST(ClockArguments, ReadMinutesPlusSecondsAndSeconds) {
    EXPECT_EQ(std::get<json>(parse_clock("5+3")),
              (json{{"initial_ms", 300000}, {"increment_ms", 3000}}));
    EXPECT_EQ(std::get<json>(parse_clock("30s+0")),
              (json{{"initial_ms", 30000}, {"increment_ms", 0}}));
    EXPECT_EQ(std::get<json>(parse_clock("1.5+0.5")),
              (json{{"initial_ms", 90000}, {"increment_ms", 500}}));
    EXPECT_EQ(std::get<json>(parse_clock("10")),
              (json{{"initial_ms", 600000}, {"increment_ms", 0}}));
    for (const char* bad : {"", "+3", "5+", "five", "0+0", "181+0", "5+181", "5+-1", "5.+1"})
        EXPECT_TRUE(std::holds_alternative<usage_error>(parse_clock(bad))) << bad;
    auto host = parse_host({"host", "connect4", "--clock", "5+3"});
    ASSERT_TRUE(std::holds_alternative<host_request>(host));
    EXPECT_EQ(std::get<host_request>(host).options["clock"]["initial_ms"], 300000);
}

TEST(ClockView, TheRunningSeatCountsDownFromAt) {
    const json state = timed_state({3, 3}, {281200, 300000}, server_start);
    const auto now = read_clock(state, server_start + 1200);
    ASSERT_TRUE(now);
    EXPECT_EQ(now->running, 0);
    EXPECT_EQ(now->remaining_ms, (std::vector<std::int64_t>{280000, 300000}));
    const auto later = read_clock(state, server_start + 400000);
    EXPECT_EQ(later->remaining_ms[0], 0) << "never below 0";
    EXPECT_FALSE(read_clock(json{{"clock", nullptr}}, server_start));
    EXPECT_EQ(clock_text(280000), "4:40");
    EXPECT_EQ(clock_text(9001), "0:10");
    EXPECT_EQ(clock_text(3723000), "1:02:03");
    EXPECT_EQ(clock_option_text({{"clock", {{"initial_ms", 30000}, {"increment_ms", 0}}}}),
              "30s+0");
}

// The screen counts the running clock down between events by the machine's clock, corrected by
// the server's `at`: here the server's clock is 5 s ahead of this machine's.
TEST_F(MatchFeatures, ClocksCountDownLocallyAndWarnUnderTenSeconds) {
    io_.now = server_start - 5000;
    enter("p_a",
          room_of("connect4", "K7QX2M",
                  {{"clock", {{"initial_ms", 300000}, {"increment_ms", 2000}}}}),
          timed_state({3, 3}, {12000, 300000}, server_start));
    EXPECT_NE(io_.screen.find("0:12 (running)"), std::string::npos) << io_.screen;
    EXPECT_NE(io_.screen.find("5:00"), std::string::npos) << io_.screen;
    EXPECT_NE(io_.screen.find("clock 5+2"), std::string::npos) << io_.screen;
    const int redraws = io_.redraws;
    session_->tick();
    EXPECT_EQ(io_.redraws, redraws) << "nothing changed on the clock";
    io_.now += 3000;
    session_->tick();
    EXPECT_EQ(io_.redraws, redraws + 1);
    EXPECT_NE(io_.screen.find("0:09 low (running)"), std::string::npos) << io_.screen;
}

TEST_F(MatchFeatures, MoretimeGivesTheOpponentFifteenSeconds) {
    enter("p_b", room_of("connect4"), timed_state({3, 3, 4}, {290000, 300000}, server_start));
    session_->on_line("moretime");
    EXPECT_EQ(io_.last()["type"], "give_time");
    EXPECT_EQ(io_.last()["seat"], 0);
    EXPECT_EQ(io_.last()["ms"], 15000);
    EXPECT_EQ(io_.last()["code"], "K7QX2M");
}

TEST_F(MatchFeatures, MoretimeInAnUntimedGameSaysSo) {
    json state = timed_state({3}, {1, 1}, server_start);
    state["clock"] = nullptr;
    enter("p_b", room_of("connect4"), state);
    const std::size_t sent = io_.sent.size();
    session_->on_line("moretime");
    EXPECT_EQ(io_.sent.size(), sent);
    EXPECT_NE(last_notice().find("untimed"), std::string::npos) << last_notice();
}

TEST_F(MatchFeatures, ATimeoutEndsTheGameOnTheScreenOnce) {
    enter("p_a", room_of("connect4"), timed_state({3, 3}, {500, 300000}, server_start));
    frame({{"type", "seat_out"}, {"v", 5}, {"code", "K7QX2M"}, {"seat", 0}, {"reason", "timeout"}});
    EXPECT_EQ(last_notice(), "red (alice) (you) ran out of time.");
    frame({{"type", "game_over"},
           {"v", 6},
           {"code", "K7QX2M"},
           {"result",
            {{"outcome", "win"}, {"winner", 1}, {"reason", "timeout"}, {"scores", nullptr}}}});
    EXPECT_NE(io_.screen.find("Game over: blue (bob) wins, on time."), std::string::npos)
        << io_.screen;
    EXPECT_FALSE(session_->exit_code());
    int said = 0;
    for (const std::string& notice : io_.notices)
        said += notice.find("Game over") != std::string::npos ? 1 : 0;
    EXPECT_EQ(said, 0) << "the result is on the screen, not repeated in the messages";
}

TEST_F(MatchFeatures, ATakebackIsAskedAndTheAnswerSaysWhatItAccepts) {
    enter("p_a", room_of("connect4"), timed_state({3, 4}, {300000, 300000}, server_start));
    session_->on_line("takeback");
    EXPECT_EQ(io_.last()["type"], "request_takeback");
    frame({{"type", "takeback"},
           {"v", 5},
           {"code", "K7QX2M"},
           {"by", 1},
           {"plies", 1},
           {"status", "open"}});
    EXPECT_NE(last_notice().find("blue (bob) asks to take back 1 ply"), std::string::npos);
    EXPECT_NE(io_.screen.find("asks to take back 1 ply:"), std::string::npos) << io_.screen;
    session_->on_line("accept");
    EXPECT_EQ(io_.last()["type"], "accept_takeback");
    EXPECT_EQ(last_notice(), "Accepting the takeback of blue (bob) (1 ply).");
    frame({{"type", "takeback"},
           {"v", 6},
           {"code", "K7QX2M"},
           {"by", 1},
           {"plies", 1},
           {"status", "accepted"}});
    io_.record = json{{"record",
                       {{{"seq", 1},
                         {"kind", "move"},
                         {"seat", 0},
                         {"ply", 0},
                         {"body", {{"column", 3}}},
                         {"at", 0}},
                        {{"seq", 2},
                         {"kind", "move"},
                         {"seat", 1},
                         {"ply", 1},
                         {"body", {{"column", 4}}},
                         {"at", 0},
                         {"taken_back_at", 5}}}}};
    frame({{"type", "state"},
           {"v", 7},
           {"code", "K7QX2M"},
           {"state", timed_state({3}, {300000, 300000}, server_start)}});
    ASSERT_NE(session_->local_match(), nullptr) << "rebuilt from the moves that stand";
    EXPECT_EQ(session_->local_match()->ply(), 1);
    EXPECT_EQ(session_->moves_played(), (std::vector<std::string>{"d"}));
    EXPECT_EQ(io_.screen.find("accept or decline"), std::string::npos) << io_.screen;
}

TEST_F(MatchFeatures, AcceptWithNothingOpenSendsNothing) {
    enter("p_a", room_of("connect4"), timed_state({3, 4}, {300000, 300000}, server_start));
    const std::size_t sent = io_.sent.size();
    session_->on_line("accept");
    session_->on_line("decline");
    EXPECT_EQ(io_.sent.size(), sent);
    EXPECT_NE(last_notice().find("Nothing to decline"), std::string::npos) << last_notice();
}

TEST_F(MatchFeatures, AClaimableOpponentCanBeClaimed) {
    enter("p_a", room_of("connect4"), timed_state({3, 4}, {300000, 300000}, server_start));
    json away = room_of("connect4");
    away["seats"][1]["online"] = false;
    away["seats"][1]["offline_since"] = server_start;
    frame({{"type", "room"}, {"v", 5}, {"room", away}});
    EXPECT_NE(last_notice().find("may claim the game"), std::string::npos) << last_notice();
    EXPECT_NE(io_.screen.find("blue (bob) offline for"), std::string::npos) << io_.screen;
    frame({{"type", "claimable"},
           {"v", 6},
           {"code", "K7QX2M"},
           {"seat", 1},
           {"since", server_start}});
    EXPECT_NE(last_notice().find("you may claim it now. Type claim to win, or claim draw."),
              std::string::npos)
        << last_notice();
    session_->on_line("help");
    EXPECT_EQ(last_notice().find("claim (win"), std::string::npos) << last_notice();
    // The server's STATE after `claimable` opens the claims.
    json open = timed_state({3, 4}, {300000, 300000}, server_start);
    open["room_actions"] = {{"claim_victory", {0}}, {"claim_draw", {0}}, {"claimable", {1}}};
    frame({{"type", "state"}, {"v", 7}, {"code", "K7QX2M"}, {"state", open}});
    session_->on_line("help");
    EXPECT_NE(last_notice().find("claim (win"), std::string::npos) << last_notice();
    session_->on_line("claim draw");
    EXPECT_EQ(io_.last()["type"], "claim_draw");
    EXPECT_FALSE(io_.last().contains("seat"));
    session_->on_line("claim blue");
    EXPECT_EQ(io_.last()["type"], "claim_victory");
    EXPECT_EQ(io_.last()["seat"], 1);
}

// `help` offers the room's commands STATE lists for this seat, whatever the ply (after a
// takeback, or with bonus turns, the ply says nothing of who has moved).
TEST_F(MatchFeatures, HelpListsTheRoomCommandsStateSaysAreOpen) {
    json late = timed_state({3, 4, 5}, {300000, 300000}, server_start);
    late["room_actions"] = {{"abort", {0, 1}}, {"offer_draw", {1}}, {"request_takeback", {1}}};
    enter("p_a", room_of("connect4"), late);
    session_->on_line("help");
    EXPECT_NE(last_notice().find("abort (before everyone has moved)"), std::string::npos)
        << last_notice();
    EXPECT_EQ(last_notice().find("draw (offer"), std::string::npos) << last_notice();
    EXPECT_EQ(last_notice().find("takeback"), std::string::npos) << last_notice();
    json early = timed_state({3}, {300000, 300000}, server_start);
    early["room_actions"] = {{"offer_draw", {0, 1}}, {"request_takeback", {0}}};
    frame({{"type", "state"}, {"v", 5}, {"code", "K7QX2M"}, {"state", early}});
    session_->on_line("help");
    EXPECT_EQ(last_notice().find("abort"), std::string::npos) << last_notice();
    EXPECT_NE(last_notice().find("draw (offer a draw)"), std::string::npos) << last_notice();
    EXPECT_NE(last_notice().find("takeback (ask to undo"), std::string::npos) << last_notice();
}

TEST_F(MatchFeatures, ARematchIsFollowedIntoTheNewRoom) {
    enter("p_a", room_of("connect4"), timed_state({3, 4}, {300000, 300000}, server_start));
    session_->on_line("rematch");
    EXPECT_NE(last_notice().find("once the game is over"), std::string::npos);
    frame({{"type", "game_over"},
           {"v", 5},
           {"code", "K7QX2M"},
           {"result",
            {{"outcome", "win"}, {"winner", 1}, {"reason", "resignation"}, {"scores", nullptr}}}});
    session_->on_line("help");
    EXPECT_EQ(last_notice().find("rematch"), std::string::npos) << last_notice();
    // The STATE the server pushes after the end says the rematch is open.
    json over = timed_state({3, 4}, {300000, 300000}, server_start);
    over["result"] = {{"outcome", "win"}, {"winner", 1}, {"reason", "resignation"}, {"scores", nullptr}};
    over["to_move"] = nullptr;
    over["phase"] = "over";
    over["room_actions"] = {{"rematch", {0, 1}}};
    frame({{"type", "state"}, {"v", 6}, {"code", "K7QX2M"}, {"state", over}});
    session_->on_line("help");
    EXPECT_NE(last_notice().find("rematch (play again"), std::string::npos) << last_notice();
    EXPECT_EQ(last_notice().find("resign"), std::string::npos) << last_notice();
    frame({{"type", "rematch"},
           {"v", 7},
           {"code", "K7QX2M"},
           {"by", 1},
           {"status", "open"},
           {"agreed", {1}}});
    EXPECT_NE(last_notice().find("blue (bob) wants a rematch"), std::string::npos);
    session_->on_line("accept");
    EXPECT_EQ(io_.last()["type"], "rematch");
    frame({{"type", "rematch"},
           {"v", 8},
           {"code", "K7QX2M"},
           {"status", "accepted"},
           {"next", "Q3WXYZ"}});
    EXPECT_EQ(session_->code(), "Q3WXYZ");
    EXPECT_EQ(io_.last(),
              (json{{"type", "leave_room"}, {"id", io_.last()["id"]}, {"code", "K7QX2M"}}));
    // The new room swaps the sides; events of the old one are no longer shown.
    json swapped = room_of("connect4", "Q3WXYZ");
    swapped["seats"][0]["player"] = "p_b";
    swapped["seats"][0]["name"] = "bob";
    swapped["seats"][1]["player"] = "p_a";
    swapped["seats"][1]["name"] = "alice";
    frame({{"type", "room"}, {"v", 1}, {"room", swapped}});
    frame({{"type", "state"},
           {"v", 2},
           {"code", "Q3WXYZ"},
           {"state", timed_state({}, {300000, 300000}, server_start)}});
    frame({{"type", "chat"},
           {"v", 8},
           {"code", "K7QX2M"},
           {"from", "x"},
           {"seat", nullptr},
           {"text", "old"}});
    EXPECT_EQ(session_->my_seat(), 1);
    EXPECT_NE(io_.screen.find("room Q3WXYZ - ply 0"), std::string::npos) << io_.screen;
    EXPECT_NE(io_.screen.find("Waiting for red (bob) to move."), std::string::npos) << io_.screen;
    EXPECT_EQ(io_.screen.find("Game over"), std::string::npos) << io_.screen;
    EXPECT_NE(last_notice(), "<x (spectator)> old");
}

TEST_F(MatchFeatures, AHostCancellingAnEmptyRoomIsNotToldGameOver) {
    session_ = std::make_unique<room_session>(session_goal{session_goal::kind::host, "connect4",
                                                           json::object(), 0, true, "", "plyroom",
                                                           std::nullopt},
                                              "p_a", std::nullopt, io_, style{false});
    session_->on_connected();
    frame(welcome_frame("p_a", "alice"));
    json waiting = room_of("connect4");
    waiting["status"] = "waiting";
    waiting["seats"][1]["player"] = nullptr;
    waiting["seats"][1]["name"] = nullptr;
    frame({{"type", "room"}, {"id", io_.last()["id"]}, {"v", 1}, {"room", waiting}});
    EXPECT_NE(io_.screen.find("Waiting for 1 more player to join"), std::string::npos)
        << io_.screen;
    session_->on_line("abort");
    EXPECT_EQ(io_.last()["type"], "abort");
    frame({{"type", "game_over"},
           {"v", 2},
           {"code", "K7QX2M"},
           {"result",
            {{"outcome", "aborted"},
             {"winner", nullptr},
             {"reason", "aborted"},
             {"scores", nullptr}}}});
    ASSERT_TRUE(session_->exit_code());
    EXPECT_EQ(session_->farewell(), "You cancelled room K7QX2M before anyone played.");
}

TEST_F(MatchFeatures, AnAbortSaysWhoAborted) {
    enter("p_a", room_of("connect4"), timed_state({3}, {300000, 300000}, server_start));
    io_.record = json{{"record",
                       {{{"seq", 2},
                         {"kind", "abort"},
                         {"seat", 1},
                         {"ply", 1},
                         {"body", json::object()},
                         {"at", 0}}}}};
    frame({{"type", "game_over"},
           {"v", 5},
           {"code", "K7QX2M"},
           {"result",
            {{"outcome", "aborted"},
             {"winner", nullptr},
             {"reason", "aborted"},
             {"scores", nullptr}}}});
    bool named = false;
    for (const std::string& notice : io_.notices)
        named = named || notice == "blue (bob) aborted the game.";
    EXPECT_TRUE(named) << last_notice();
}

TEST_F(MatchFeatures, MovesAreListedAndCapturesAnnounced) {
    // Attackers close on the defender at e4 from both sides: d1-d3... is not a capture, so the
    // capture is made up from two STATEs whose boards differ by the taken piece.
    auto m = new_match("hnefatafl", json::object());
    enter("p_b", room_of("hnefatafl"), m->state());
    json before = m->state();
    ASSERT_FALSE(m->apply(0, {{"from", "d1"}, {"to", "d3"}}));
    json after = m->state();
    std::string row = after["board"]["rows"][6].get<std::string>(); // rank 5
    row[4] = '.';                                                   // e5 taken
    after["board"]["rows"][6] = row;
    frame({{"type", "moved"},
           {"v", 5},
           {"code", "K7QX2M"},
           {"ply", 0},
           {"seat", 0},
           {"move", {{"from", "d1"}, {"to", "d3"}}},
           {"state", after}});
    EXPECT_EQ(last_notice(), "d1-d3 captures e5.");
    EXPECT_NE(io_.screen.find("captures e5"), std::string::npos) << io_.screen;
    session_->on_line("moves");
    EXPECT_EQ(last_notice(), "Moves: 1.d1-d3");
    (void)before;
}

} // namespace
} // namespace plyroom::client
