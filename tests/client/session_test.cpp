// The room session driven by hand-written server frames, with a recording session_io.
#include "recording_io.hpp"
#include "registry.hpp"
#include "session/room_session.hpp"

#include <gtest/gtest.h>

namespace plyroom::client {
namespace {

// A connect4 ROOM where alice (p_a) holds seat 0 and bob (p_b) seat 1.
json room_json(std::string status = "playing", bool bob = true) {
    return json{
        {"code", "K7QX2M"},
        {"game", "connect4"},
        {"options", json::object()},
        {"status", status},
        {"game_id", 42},
        {"public", true},
        {"spectators", 0},
        {"seats",
         {{{"seat", 0}, {"side", "red"}, {"player", "p_a"}, {"name", "alice"}, {"online", true}},
          {{"seat", 1},
           {"side", "blue"},
           {"player", bob ? json("p_b") : json(nullptr)},
           {"name", bob ? json("bob") : json(nullptr)},
           {"online", bob}}}}};
}

// The STATE of a connect4 match after these columns, alternating from red.
json state_json(const std::vector<int>& columns) {
    auto created = core::create_match("connect4", json::object());
    auto& played = std::get<std::unique_ptr<core::match>>(created);
    for (const int column : columns)
        EXPECT_FALSE(played->apply(*played->to_move(), {{"column", column}}));
    return played->state();
}

class SessionTest : public ::testing::Test {
protected:
    // A session for alice joining K7QX2M, greeted and seated at seat 0 with the game started.
    room_session& joined_alice() {
        session_ = std::make_unique<room_session>(session_goal{session_goal::kind::join, "",
                                                               json::object(), std::nullopt, true,
                                                               "K7QX2M", "plyroom", std::nullopt},
                                                  "alice", std::nullopt, io_, style{false});
        session_->on_connected();
        frame({{"type", "welcome"},
               {"id", 1},
               {"player", "p_a"},
               {"name", "alice"},
               {"token", "secret"},
               {"protocol", 1},
               {"server", "plyroom"},
               {"rooms", json::array()}});
        frame({{"type", "room"}, {"id", io_.last()["id"]}, {"v", 3}, {"room", room_json()}});
        frame({{"type", "state"}, {"v", 4}, {"code", "K7QX2M"}, {"state", state_json({})}});
        return *session_;
    }
    void frame(const json& message) { session_->on_frame(message.dump()); }
    void moved(int v, int seat, int column, const std::vector<int>& columns) {
        frame({{"type", "moved"},
               {"v", v},
               {"code", "K7QX2M"},
               {"ply", columns.size() - 1},
               {"seat", seat},
               {"move", {{"column", column}}},
               {"state", state_json(columns)}});
    }

    recording_io io_;
    std::unique_ptr<room_session> session_;
};

TEST_F(SessionTest, JoinsByCodeKeepsTheTokenAndDrawsTheBoard) {
    room_session& session = joined_alice();
    ASSERT_GE(io_.sent.size(), 2U);
    EXPECT_EQ(io_.sent[0]["type"], "hello");
    EXPECT_EQ(io_.sent[0]["name"], "alice");
    EXPECT_EQ(io_.sent[1]["type"], "join_room");
    EXPECT_EQ(io_.sent[1]["code"], "K7QX2M");
    EXPECT_EQ(io_.sent[1]["as"], "player");
    EXPECT_EQ(io_.saved_token, "secret");
    EXPECT_EQ(session.my_seat(), 0);
    EXPECT_NE(io_.screen.find("alice (you)"), std::string::npos) << io_.screen;
    EXPECT_NE(io_.screen.find("Your move"), std::string::npos) << io_.screen;
    EXPECT_FALSE(session.exit_code());
}

TEST_F(SessionTest, SendsATypedMoveWithThePly) {
    room_session& session = joined_alice();
    session.on_line("d");
    EXPECT_EQ(io_.last()["type"], "move");
    EXPECT_EQ(io_.last()["ply"], 0);
    EXPECT_EQ(io_.last()["move"], (json{{"column", 3}}));
    moved(5, 0, 3, {3});
    EXPECT_NE(io_.screen.find("Last move: d by red (alice)"), std::string::npos) << io_.screen;
    const std::size_t sent = io_.sent.size();
    session.on_line("e");
    EXPECT_EQ(io_.sent.size(), sent) << "not our turn: nothing is sent";
    EXPECT_EQ(io_.notices.back(), "It is not your turn.");
}

TEST_F(SessionTest, RefusesAnIllegalMoveLocallyWithTheReason) {
    room_session& session = joined_alice();
    std::vector<int> columns;
    for (int i = 0; i < 6; ++i) {
        columns.push_back(3);
        moved(5 + i, i % 2, 3, columns);
    }
    const std::size_t sent = io_.sent.size();
    session.on_line("d");
    EXPECT_EQ(io_.sent.size(), sent);
    EXPECT_NE(io_.notices.back().find("Illegal move d"), std::string::npos) << io_.notices.back();
    EXPECT_NE(io_.notices.back().find("full"), std::string::npos) << io_.notices.back();
    session.on_line("z");
    EXPECT_EQ(io_.sent.size(), sent);
    EXPECT_NE(io_.notices.back().find("Cannot read"), std::string::npos);
}

// Interrupted, a person keeps the seat and may resume; a bot, which keeps no identity and so
// could never come back, resigns instead of leaving the opponent waiting.
TEST_F(SessionTest, InterruptedAPersonKeepsTheSeatAndABotResigns) {
    room_session& person = joined_alice();
    person.on_interrupt();
    EXPECT_EQ(io_.last()["type"], "leave_room");
    for (const json& sent : io_.sent)
        EXPECT_NE(sent["type"], "resign");
    EXPECT_NE(person.farewell().find("resume K7QX2M"), std::string::npos) << person.farewell();

    io_ = recording_io{};
    io_.identity_kept = false;
    room_session& bot = joined_alice();
    bot.on_interrupt();
    ASSERT_GE(io_.sent.size(), 2U);
    EXPECT_EQ(io_.sent[io_.sent.size() - 2]["type"], "resign");
    EXPECT_EQ(io_.last()["type"], "leave_room");
    EXPECT_NE(bot.farewell().find("Resigned room K7QX2M"), std::string::npos) << bot.farewell();
}

TEST_F(SessionTest, AsksBeforeResigning) {
    room_session& session = joined_alice();
    session.on_line("resign");
    EXPECT_NE(io_.last()["type"], "resign");
    EXPECT_NE(io_.prompt.find("Resign"), std::string::npos);
    session.on_line("n");
    EXPECT_NE(io_.last()["type"], "resign");
    session.on_line("resign");
    session.on_line("y");
    EXPECT_EQ(io_.last()["type"], "resign");
    EXPECT_EQ(io_.last()["code"], "K7QX2M");
    frame({{"type", "game_over"},
           {"v", 5},
           {"code", "K7QX2M"},
           {"result",
            {{"outcome", "win"}, {"winner", 1}, {"reason", "resignation"}, {"scores", nullptr}}}});
    EXPECT_FALSE(session.exit_code()) << "a person stays in the room after the end";
    EXPECT_NE(io_.screen.find("Game over: blue (bob) wins, by resignation"), std::string::npos)
        << io_.screen;
    EXPECT_EQ(io_.screen.find("> "), std::string::npos) << "nobody is to move: " << io_.screen;
    EXPECT_NE(io_.notices.back().find("Type rematch"), std::string::npos) << io_.notices.back();
    session.on_line("quit");
    ASSERT_TRUE(session.exit_code());
    EXPECT_EQ(*session.exit_code(), 0);
    EXPECT_EQ(session.farewell(), "You left room K7QX2M.");
}

// A rated game's end says each seat's new rating and change, "?" while provisional.
TEST_F(SessionTest, ARatedEndShowsEachSeatsRatingChange) {
    joined_alice();
    frame(
        {{"type", "game_over"},
         {"v", 5},
         {"code", "K7QX2M"},
         {"result", {{"outcome", "win"}, {"winner", 0}, {"reason", "four_in_a_row"}}},
         {"ratings",
          {{{"seat", 0}, {"before", 1500}, {"after", 1741}, {"change", 241}, {"provisional", true}},
           {{"seat", 1},
            {"before", 1620},
            {"after", 1611},
            {"change", -9},
            {"provisional", false}}}}});
    EXPECT_NE(std::find(io_.notices.begin(), io_.notices.end(),
                        "Ratings: red (alice) 1741? (+241), blue (bob) 1611 (-9)."),
              io_.notices.end());
}

TEST_F(SessionTest, ShowsOffersAndChatAndSendsAnswers) {
    room_session& session = joined_alice();
    frame({{"type", "draw_offer"}, {"v", 5}, {"code", "K7QX2M"}, {"by", 1}, {"status", "open"}});
    EXPECT_NE(io_.notices.back().find("offers a draw"), std::string::npos);
    EXPECT_NE(io_.screen.find("type accept or decline"), std::string::npos) << io_.screen;
    session.on_line("decline");
    EXPECT_EQ(io_.last()["type"], "decline_draw");
    frame({{"type", "chat"},
           {"v", 6},
           {"code", "K7QX2M"},
           {"from", "bob"},
           {"seat", 1},
           {"text", "gg"}});
    EXPECT_EQ(io_.notices.back(), "<bob> gg");
    session.on_line("say well played");
    EXPECT_EQ(io_.last()["type"], "chat");
    EXPECT_EQ(io_.last()["text"], "well played");
    frame(
        {{"type", "draw_offer"}, {"v", 7}, {"code", "K7QX2M"}, {"by", 1}, {"status", "declined"}});
    session.on_line("draw");
    EXPECT_EQ(io_.last()["type"], "offer_draw");
    frame({{"type", "draw_offer"}, {"v", 8}, {"code", "K7QX2M"}, {"by", 0}, {"status", "open"}});
    const std::size_t sent = io_.sent.size();
    session.on_line("accept");
    EXPECT_EQ(io_.sent.size(), sent) << "our own offer is not ours to accept";
    EXPECT_NE(io_.notices.back().find("Nothing to accept"), std::string::npos);
    frame({{"type", "draw_offer"}, {"v", 9}, {"code", "K7QX2M"}, {"by", 0}, {"status", "lapsed"}});
    frame({{"type", "draw_offer"}, {"v", 10}, {"code", "K7QX2M"}, {"by", 1}, {"status", "open"}});
    session.on_line("draw");
    EXPECT_EQ(io_.last()["type"], "accept_draw") << "draw with an open offer accepts it";
    EXPECT_NE(io_.notices.back().find("Accepting the open offer of blue (bob)"), std::string::npos);
}

// A server's names, chat and error words never reach the terminal with escape sequences,
// other control characters or bidirectional overrides in them.
TEST_F(SessionTest, WhatAServerSendsIsShownWithoutEscapesOrControlCharacters) {
    joined_alice();
    const std::string hostile = "\x1b]0;owned\x07\x1b[2J\xC2\x9B"
                                "31m\xE2\x80\xAE"
                                "evil\r\x7f";
    json room = room_json();
    room["seats"][1]["name"] = "bob" + hostile;
    frame({{"type", "room"}, {"v", 5}, {"room", room}});
    frame({{"type", "chat"},
           {"v", 6},
           {"code", "K7QX2M"},
           {"from", "bob" + hostile},
           {"seat", 1},
           {"text", "gg" + hostile}});
    frame({{"type", "error"}, {"id", 99}, {"code", "bad_request"}, {"message", "no" + hostile}});
    session_->on_frame("not json \x1b[2J\xC2\x9B");
    std::string shown = io_.screen;
    for (const std::string& line : io_.notices)
        shown += line + "\n";
    for (const std::string& line : io_.printed)
        shown += line + "\n";
    EXPECT_NE(shown.find("gg"), std::string::npos) << shown;
    for (const std::string_view banned : {"\x1b", "\x07", "\r", "\x7f", "\xC2\x9B", "\xE2\x80\xAE"})
        EXPECT_EQ(shown.find(banned), std::string::npos) << shown;
}

TEST_F(SessionTest, ReportsPresenceChanges) {
    joined_alice();
    json away = room_json();
    away["seats"][1]["online"] = false;
    frame({{"type", "room"}, {"v", 5}, {"room", away}});
    EXPECT_EQ(io_.notices.back().find("blue (bob) went offline."), 0U) << io_.notices.back();
    EXPECT_NE(io_.notices.back().find("claim"), std::string::npos) << io_.notices.back();
    frame({{"type", "room"}, {"v", 6}, {"room", room_json()}});
    EXPECT_EQ(io_.notices.back(), "blue (bob) is back online.");
}

TEST_F(SessionTest, ResumesWithTheTokenAndSyncsFromTheLastVersion) {
    room_session& session = joined_alice();
    moved(5, 0, 3, {3});
    session.on_disconnected();
    const std::size_t sent = io_.sent.size();
    session.on_line("e");
    EXPECT_EQ(io_.sent.size(), sent) << "nothing is sent while offline";
    EXPECT_NE(io_.notices.back().find("Not connected"), std::string::npos);
    session.on_connected();
    EXPECT_EQ(io_.last()["type"], "hello");
    EXPECT_EQ(io_.last()["token"], "secret");
    frame({{"type", "welcome"},
           {"id", io_.last()["id"]},
           {"player", "p_a"},
           {"name", "alice"},
           {"token", "secret"},
           {"protocol", 1},
           {"server", "plyroom"},
           {"rooms", {"K7QX2M"}}});
    EXPECT_EQ(io_.last()["type"], "sync");
    EXPECT_EQ(io_.last()["since"], 5);
    EXPECT_EQ(io_.notices.back(), "Reconnected.");
    moved(5, 0, 3, {3}); // a repeat is ignored
    moved(6, 1, 4, {3, 4});
    EXPECT_NE(io_.screen.find("Last move: e"), std::string::npos) << io_.screen;
}

TEST_F(SessionTest, AskForMissedEventsOnAGap) {
    joined_alice();
    moved(9, 0, 3, {3});
    EXPECT_EQ(io_.last()["type"], "sync");
    EXPECT_EQ(io_.last()["since"], 4);
    EXPECT_EQ(io_.screen.find("Last move"), std::string::npos) << "the gapped event waits";
}

TEST_F(SessionTest, EndsWithAReasonWhenTheRoomIsMissing) {
    session_ = std::make_unique<room_session>(session_goal{session_goal::kind::join, "",
                                                           json::object(), std::nullopt, true,
                                                           "ABCDEF", "plyroom", std::nullopt},
                                              "alice", "old", io_, style{false});
    session_->on_connected();
    EXPECT_EQ(io_.last()["token"], "old");
    frame({{"type", "welcome"},
           {"id", 1},
           {"player", "p_a"},
           {"name", "alice"},
           {"token", "old"},
           {"protocol", 1},
           {"server", "plyroom"},
           {"rooms", json::array()}});
    frame({{"type", "error"},
           {"id", io_.last()["id"]},
           {"code", "room_not_found"},
           {"message", "no room ABCDEF"}});
    ASSERT_TRUE(session_->exit_code());
    EXPECT_EQ(*session_->exit_code(), 1);
    EXPECT_EQ(session_->farewell(), "Room ABCDEF was not found.");
}

TEST_F(SessionTest, HostShowsTheCodeAndTheJoinLineWhileWaiting) {
    session_ = std::make_unique<room_session>(session_goal{session_goal::kind::host, "connect4",
                                                           json::object(), 1, false, "", "plyroom",
                                                           std::nullopt},
                                              "alice", std::nullopt, io_, style{false});
    session_->on_connected();
    frame(welcome_frame("p_a", "alice"));
    EXPECT_EQ(io_.last()["type"], "create_room");
    EXPECT_EQ(io_.last()["game"], "connect4");
    EXPECT_EQ(io_.last()["seat"], 1);
    EXPECT_EQ(io_.last()["public"], false);
    frame({{"type", "room"},
           {"id", io_.last()["id"]},
           {"v", 1},
           {"room", room_json("waiting", false)}});
    EXPECT_NE(io_.screen.find("K  7  Q  X  2  M"), std::string::npos) << io_.screen;
    EXPECT_NE(io_.screen.find("plyroom join K7QX2M"), std::string::npos) << io_.screen;
    // Resigning needs a game; abort cancels the waiting room.
    session_->on_line("resign");
    EXPECT_EQ(io_.notices.back(), "The game has not started yet.");
    session_->on_line("abort");
    EXPECT_EQ(io_.last()["type"], "abort");
    EXPECT_EQ(io_.last()["code"], "K7QX2M");
    frame({{"type", "room"}, {"v", 2}, {"room", room_json()}});
    EXPECT_EQ(io_.notices.back(), "blue (bob) joined.");
    EXPECT_EQ(io_.screen.find("plyroom join"), std::string::npos);
}

TEST_F(SessionTest, ResumeWithoutACodePicksTheOnlyUnfinishedRoom) {
    session_ = std::make_unique<room_session>(session_goal{session_goal::kind::resume, "",
                                                           json::object(), std::nullopt, true, "",
                                                           "plyroom", std::nullopt},
                                              "alice", "secret", io_, style{false});
    io_.record = json{{"record",
                       {{{"seq", 1},
                         {"kind", "move"},
                         {"seat", 0},
                         {"ply", 0},
                         {"body", {{"column", 3}}},
                         {"at", 0}}}}};
    session_->on_connected();
    frame({{"type", "welcome"},
           {"id", 1},
           {"player", "p_a"},
           {"name", "alice"},
           {"token", "secret"},
           {"protocol", 1},
           {"server", "plyroom"},
           {"rooms", {"K7QX2M"}}});
    EXPECT_EQ(io_.last()["type"], "sync");
    EXPECT_EQ(io_.last()["code"], "K7QX2M");
    frame({{"type", "room"}, {"room", room_json()}});
    frame({{"type", "state"}, {"code", "K7QX2M"}, {"state", state_json({3})}});
    EXPECT_EQ(io_.fetched, (std::vector<std::int64_t>{42}));
    EXPECT_NE(io_.screen.find("Last move: d"), std::string::npos) << io_.screen;
    EXPECT_EQ(session_->my_seat(), 0);
}

// Several unfinished games: one my_rooms question lists each with its game, opponent and turn,
// entering none of them; a room only another node holds is listed by its code.
TEST_F(SessionTest, ResumeWithoutACodeListsSeveralUnfinishedGames) {
    session_ = std::make_unique<room_session>(session_goal{session_goal::kind::resume, "",
                                                           json::object(), std::nullopt, true, "",
                                                           "plyroom", std::nullopt},
                                              "alice", "secret", io_, style{false});
    session_->on_connected();
    frame({{"type", "welcome"},
           {"id", 1},
           {"player", "p_a"},
           {"name", "alice"},
           {"token", "secret"},
           {"protocol", 1},
           {"server", "plyroom"},
           {"rooms", {"K7QX2M", "Q3WXYZ", "ZZZZZZ"}}});
    ASSERT_EQ(io_.sent.size(), 2U);
    EXPECT_EQ(io_.last()["type"], "my_rooms");
    json second = room_json();
    second["code"] = "Q3WXYZ";
    frame({{"type", "my_rooms"},
           {"id", io_.last()["id"]},
           {"rooms", {{{"room", second}, {"to_move", 0}}, {{"room", room_json()}, {"to_move", 1}}}}});
    ASSERT_TRUE(session_->exit_code());
    EXPECT_EQ(*session_->exit_code(), 0);
    EXPECT_EQ(session_->farewell(),
              "You have unfinished games:\n"
              "  K7QX2M  Connect Four against blue (bob), blue (bob) to move\n"
              "  Q3WXYZ  Connect Four against blue (bob), your move\n"
              "  ZZZZZZ\n"
              "Pick one: plyroom resume CODE");
    for (const json& sent : io_.sent) {
        EXPECT_NE(sent["type"], "sync");
        EXPECT_NE(sent["type"], "join_room");
    }
}

TEST_F(SessionTest, SpectatorsCannotMove) {
    session_ = std::make_unique<room_session>(session_goal{session_goal::kind::watch, "",
                                                           json::object(), std::nullopt, true,
                                                           "K7QX2M", "plyroom", std::nullopt},
                                              "carol", std::nullopt, io_, style{false});
    session_->on_connected();
    frame(welcome_frame("p_c", "carol"));
    EXPECT_EQ(io_.last()["as"], "spectator");
    frame({{"type", "room"}, {"id", io_.last()["id"]}, {"room", room_json()}});
    frame({{"type", "state"}, {"code", "K7QX2M"}, {"state", state_json({})}});
    const std::size_t sent = io_.sent.size();
    session_->on_line("d");
    EXPECT_EQ(io_.sent.size(), sent);
    EXPECT_NE(io_.notices.back().find("spectators cannot move"), std::string::npos);
    EXPECT_FALSE(session_->my_seat());
}

} // namespace
} // namespace plyroom::client

namespace plyroom::client {
namespace {

TEST_F(SessionTest, QuitLeavesTheRoomAndKeepsTheSeat) {
    room_session& session = joined_alice();
    session.on_line("quit");
    EXPECT_EQ(io_.last()["type"], "leave_room");
    EXPECT_EQ(io_.last()["code"], "K7QX2M");
    ASSERT_TRUE(session.exit_code());
    EXPECT_EQ(*session.exit_code(), 0);
    EXPECT_NE(session.farewell().find("your seat stays yours"), std::string::npos);
    EXPECT_NE(session.farewell().find("plyroom resume K7QX2M"), std::string::npos);
}

} // namespace
} // namespace plyroom::client
