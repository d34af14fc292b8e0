// The room session with the games' own commands: a Grav! call and its penalty, a match rebuilt
// from a record with calls in it, a Divided Loyalties turn composed, sent and exported, a room
// hosted against the server's AI, and the bot driver at the controls.
#include "../support/game_actions.hpp"
#include "record.hpp"
#include "recording_io.hpp"
#include "registry.hpp"
#include "scenes.hpp"
#include "session/bot_driver.hpp"
#include "session/room_session.hpp"

#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>

namespace plyroom::client {
namespace {

// A goal with every field given.
session_goal goal(session_goal::kind what, std::string code, std::string game = "",
                  std::optional<int> seat = std::nullopt,
                  std::optional<std::string> ai = std::nullopt) {
    return session_goal{what, std::move(game), json::object(), seat,
                        true, std::move(code), "plyroom",      std::move(ai)};
}

// A two-seat ROOM of a game with its options; alice p_a in seat 0, bob p_b in seat 1.
json room_of(const core::match& m) {
    json room = two_seat_room(m.game_name(), m.side_name(0), m.side_name(1), true);
    room["options"] = m.options();
    return room;
}

// The stored record of a match played from these record entries (moves and calls), in the shape
// of GET /api/games/{id}: its `record` list.
json record_of(const std::vector<json>& entries) {
    json record = json::array();
    int ply = 0;
    std::int64_t seq = 0;
    for (const json& entry : entries) {
        auto read = core::record_entry_from_short(entry);
        EXPECT_TRUE(std::holds_alternative<core::record_entry>(read)) << entry.dump();
        if (!std::holds_alternative<core::record_entry>(read))
            continue;
        core::record_entry stored = std::get<core::record_entry>(read);
        stored.seq = ++seq;
        stored.ply = ply;
        if (stored.kind == core::move_kind)
            ++ply;
        record.push_back(core::to_json(stored));
    }
    return json{{"record", record}};
}

class GameSessionTest : public ::testing::Test {
protected:
    // `player` (p_a or p_b) enters a running room whose match is `m`, fetching its record.
    room_session& enter(const core::match& m, const std::string& player,
                        const std::vector<json>& entries) {
        io_.record = record_of(entries);
        session_ = std::make_unique<room_session>(goal(session_goal::kind::join, "K7QX2M"), player,
                                                  std::nullopt, io_, style{false});
        session_->on_connected();
        frame({{"type", "welcome"},
               {"id", 1},
               {"player", player},
               {"name", player},
               {"token", "t"},
               {"protocol", 2},
               {"server", "plyroom"},
               {"rooms", json::array()}});
        frame({{"type", "room"}, {"id", io_.last()["id"]}, {"v", 10}, {"room", room_of(m)}});
        frame({{"type", "state"}, {"v", 11}, {"code", "K7QX2M"}, {"state", m.state()}});
        return *session_;
    }
    void frame(const json& message) { session_->on_frame(message.dump()); }

    recording_io io_;
    std::unique_ptr<room_session> session_;
};

const json penalty_options{{"size", 7}, {"players", 2}, {"a", 3}, {"b", 2},
                           {"c", 4},    {"d", 1},       {"e", 2}, {"strict", false}};

// Placement record entries alternating from seat 0.
std::vector<json> placements(const std::vector<std::pair<int, int>>& cells) {
    std::vector<json> entries;
    for (const auto& [x, y] : cells)
        entries.push_back({{"seat", entries.size() % 2}, {"place", {x, y}}});
    return entries;
}

TEST_F(GameSessionTest, GravCallThenPenaltyRemoval) {
    auto m = new_match("grav", penalty_options);
    // Bob's (0,0) is 8 from alice's (5,5), outside d..e = 1..2.
    const std::vector<json> entries = placements({{3, 3}, {4, 4}, {5, 5}, {0, 0}});
    for (const json& entry : entries)
        ASSERT_FALSE(core::apply_record_entry(*m, entry));
    room_session& session = enter(*m, "p_a", entries);
    ASSERT_NE(session.local_match(), nullptr);
    session.on_line("grav!");
    EXPECT_EQ(io_.last(), (json{{"type", "game_action"},
                                {"id", io_.last()["id"]},
                                {"code", "K7QX2M"},
                                {"action", "challenge"},
                                {"params", {{"ply", 3}}}}));
    json report;
    ASSERT_FALSE(plyroom::test::challenge(*m, 0, 3, report));
    frame({{"type", "game_action"},
           {"v", 12},
           {"code", "K7QX2M"},
           {"seat", 0},
           {"action", "challenge"},
           {"result",
            {{"by", 0},
             {"against", 1},
             {"ply", 3},
             {"correct", true},
             {"violations", report["violations"]}}}});
    EXPECT_NE(io_.notices.back().find("correct (distance"), std::string::npos)
        << io_.notices.back();
    frame({{"type", "state"}, {"v", 13}, {"code", "K7QX2M"}, {"state", m->state()}});
    EXPECT_EQ(io_.fetched.size(), 1U) << "the local match followed the call without a rebuild";
    EXPECT_NE(io_.screen.find("Penalty: red (alice) removes one stone of blue (bob)"),
              std::string::npos)
        << io_.screen;
    const std::size_t sent = io_.sent.size();
    session.on_line("remove 3 3");
    EXPECT_EQ(io_.sent.size(), sent) << "alice's own stone: refused locally";
    EXPECT_NE(io_.notices.back().find("Illegal move remove 3,3"), std::string::npos)
        << io_.notices.back();
    session.on_line("remove 4 4");
    EXPECT_EQ(io_.last()["type"], "move");
    EXPECT_EQ(io_.last()["ply"], 4);
    EXPECT_EQ(io_.last()["move"], (json{{"remove", {4, 4}}}));
}

// Grav's seats are p1..pn on the wire and colours on the screen: a player may name an
// opponent's seat by the colour it reads.
TEST_F(GameSessionTest, AGravSeatIsNamedByTheColourOnTheScreen) {
    auto m = new_match("grav", penalty_options);
    room_session& session = enter(*m, "p_a", {});
    EXPECT_NE(io_.screen.find("2 blue"), std::string::npos) << io_.screen;
    session.on_line("claim blue");
    EXPECT_EQ(io_.last()["type"], "claim_victory");
    EXPECT_EQ(io_.last()["seat"], 1);
}

TEST_F(GameSessionTest, GravCallOnOwnPlacementIsRefused) {
    auto m = new_match("grav", penalty_options);
    const std::vector<json> entries = placements({{3, 3}});
    ASSERT_FALSE(core::apply_record_entry(*m, entries[0]));
    room_session& session = enter(*m, "p_a", entries);
    const std::size_t sent = io_.sent.size();
    session.on_line("grav!");
    EXPECT_EQ(io_.notices.back(), "You cannot call your own placement.");
    EXPECT_EQ(io_.sent.size(), sent);
}

// A resync that skips moves shows the last move of the stored record, not the one seen before.
TEST_F(GameSessionTest, AfterAResyncTheLastMoveComesFromTheRecord) {
    auto m = new_match("connect4", json::object());
    std::vector<json> entries{{{"seat", 0}, {"column", 3}}};
    ASSERT_FALSE(core::apply_record_entry(*m, entries[0]));
    enter(*m, "p_b", entries);
    EXPECT_NE(io_.screen.find("Last move: d"), std::string::npos) << io_.screen;
    for (const json& entry : {json{{"seat", 1}, {"column", 4}}, json{{"seat", 0}, {"column", 0}}}) {
        ASSERT_FALSE(core::apply_record_entry(*m, entry));
        entries.push_back(entry);
    }
    io_.record = record_of(entries);
    frame({{"type", "state"}, {"v", 20}, {"code", "K7QX2M"}, {"state", m->state()}});
    EXPECT_NE(io_.screen.find("Last move: a"), std::string::npos) << io_.screen;
}

// Alice's view of a three-player Grav room: the room lists carol in the third seat.
class ThreeSeatSessionTest : public GameSessionTest {
protected:
    room_session& enter_three() {
        json three = penalty_options;
        three["players"] = 3;
        match_ = new_match("grav", three);
        room_session& session = enter(*match_, "p_a", {});
        json room = room_of(*match_);
        room["seats"].push_back({{"seat", 2},
                                 {"side", match_->side_name(2)},
                                 {"player", "p_c"},
                                 {"name", "carol"},
                                 {"online", true}});
        frame({{"type", "room"}, {"v", 12}, {"room", room}});
        return session;
    }
    std::unique_ptr<core::match> match_;
};

// With three players a resignation ends nothing; everyone is told who left the turn order.
TEST_F(ThreeSeatSessionTest, AResignationInAGameThatGoesOnIsAnnounced) {
    room_session& session = enter_three();
    ASSERT_FALSE(match_->resign(2));
    frame({{"type", "state"}, {"v", 13}, {"code", "K7QX2M"}, {"state", match_->state()}});
    EXPECT_NE(io_.notices.back().find("(carol) resigned; the others play on."), std::string::npos)
        << io_.notices.back();
    EXPECT_FALSE(session.exit_code());
}

// An offer waiting for more players says who has accepted and whether we still must answer.
TEST_F(ThreeSeatSessionTest, AcceptancesSoFarAreShown) {
    enter_three();
    frame({{"type", "draw_offer"},
           {"v", 13},
           {"code", "K7QX2M"},
           {"by", 2},
           {"status", "open"},
           {"accepted", {1}}});
    EXPECT_NE(io_.notices.back().find("Accepted so far: "), std::string::npos)
        << io_.notices.back();
    EXPECT_NE(io_.notices.back().find("(type accept or decline)"), std::string::npos);
    frame({{"type", "draw_offer"},
           {"v", 14},
           {"code", "K7QX2M"},
           {"by", 2},
           {"status", "open"},
           {"accepted", {0, 1}}});
    EXPECT_EQ(io_.notices.back().find("type accept"), std::string::npos) << io_.notices.back();
}

TEST_F(GameSessionTest, GravBonusNotEarnedIsRefusedLocally) {
    auto m = new_match("grav", penalty_options);
    room_session& session = enter(*m, "p_a", {});
    const std::size_t sent = io_.sent.size();
    session.on_line("place 3 3 bonus 1");
    EXPECT_EQ(io_.sent.size(), sent);
    EXPECT_NE(io_.notices.back().find("Illegal move place 3,3 bonus 1"), std::string::npos)
        << io_.notices.back();
    session.on_line("place 3 3 bonus");
    EXPECT_NE(io_.notices.back().find("bonus takes a number"), std::string::npos)
        << io_.notices.back();
    session.on_line("place 3 3");
    EXPECT_EQ(io_.last()["move"], (json{{"place", {3, 3}}}));
}

TEST_F(GameSessionTest, AStateOfAnUnexpectedShapeIsReportedNotFatal) {
    auto m = new_match("grav", penalty_options);
    room_session& session = enter(*m, "p_a", {});
    json odd = m->state();
    odd["params"] = "none";
    frame({{"type", "state"}, {"v", 12}, {"code", "K7QX2M"}, {"state", odd}});
    EXPECT_NE(io_.notices.back().find("cannot show"), std::string::npos) << io_.notices.back();
    EXPECT_FALSE(session.exit_code());
    frame({{"type", "state"}, {"v", 13}, {"code", "K7QX2M"}, {"state", m->state()}});
    EXPECT_NE(io_.screen.find("N=7"), std::string::npos) << io_.screen;
}

TEST_F(GameSessionTest, RebuildsAMatchWhoseRecordHoldsACall) {
    auto m = new_match("grav", penalty_options);
    // Alice calls bob's legal stone: her turn is skipped and bob places twice in a row.
    const std::vector<json> entries{{{"seat", 0}, {"place", {3, 3}}},
                                    {{"seat", 1}, {"place", {4, 4}}},
                                    {{"seat", 0}, {"challenge", 1}},
                                    {{"seat", 1}, {"place", {5, 5}}}};
    for (const json& entry : entries)
        ASSERT_FALSE(core::apply_record_entry(*m, entry)) << entry.dump();
    room_session& session = enter(*m, "p_a", entries);
    ASSERT_NE(session.local_match(), nullptr);
    EXPECT_EQ(session.local_match()->state(), m->state());
}

// A small custom Divided Loyalties position (see dl_ui_test.cpp).
const char* const test_csv = "1,Test,0,o,S1,S1,W1,W1,G1,o\n"
                             "1,Test,1,o,S1,S1,W1,W1,G1,o\n"
                             "1,Test,2,.,G2,G2,G2,W1,G1,.\n"
                             "1,Test,3,.,o,o,o,o,o,.\n";

TEST_F(GameSessionTest, DividedLoyaltiesTurnComposedSentAndExported) {
    auto m = new_match("divided_loyalties", {{"position_csv", test_csv}});
    std::vector<json> entries;
    for (const auto& [x, y, colour] : std::vector<std::tuple<int, int, const char*>>{
             {2, 0, "blue"}, {1, 1, "red"}, {2, 1, "purple"}, {5, 0, "yellow"}, {2, 2, "green"}}) {
        json entry{{"seat", entries.size() % 2},
                   {"place", {{"cell", {x, y}}, {"color", colour}}},
                   {"bridges", json::array()}};
        if (entries.size() == 4)
            entry["bridges"] = json::array({json::array({{2, 0}, {2, 2}})});
        ASSERT_FALSE(core::apply_record_entry(*m, entry)) << entry.dump();
        entries.push_back(entry);
    }
    room_session& session = enter(*m, "p_b", entries);
    ASSERT_NE(session.local_match(), nullptr);
    const std::size_t sent = io_.sent.size();
    session.on_line("orange 3 1");
    session.on_line("bridge 1 1");
    EXPECT_NE(io_.notices.back().find("Cannot: name a bridge"), std::string::npos);
    session.on_line("bridge 1 1 3 1");
    EXPECT_NE(io_.notices.back().find("it cuts 1 bridge"), std::string::npos);
    session.on_line("undo");
    EXPECT_EQ(io_.screen.find("It cuts"), std::string::npos) << io_.screen;
    session.on_line("bridge 3,1 1,1");
    EXPECT_NE(io_.screen.find("It cuts: blue (2,0)-(2,2)."), std::string::npos) << io_.screen;
    EXPECT_EQ(io_.sent.size(), sent) << "nothing is sent while composing";
    session.on_line("send");
    const json expected{{"place", {{"cell", {3, 1}}, {"color", "orange"}}},
                        {"bridges", json::array({json::array({{3, 1}, {1, 1}})})}};
    EXPECT_EQ(io_.last()["type"], "move");
    EXPECT_EQ(io_.last()["ply"], 5);
    EXPECT_EQ(io_.last()["move"], expected);
    ASSERT_FALSE(m->apply(1, expected));
    frame({{"type", "moved"},
           {"v", 12},
           {"code", "K7QX2M"},
           {"ply", 5},
           {"seat", 1},
           {"move", expected},
           {"state", m->state()}});
    EXPECT_EQ(io_.screen.find("Your turn so far"), std::string::npos) << "the draft is gone";

    session.on_line("export /nonexistent-plyroom-folder/game.json");
    EXPECT_NE(io_.notices.back().find("Could not write /nonexistent-plyroom-folder/game.json: No "
                                      "such file or directory"),
              std::string::npos)
        << io_.notices.back();
    const std::string path = testing::TempDir() + "/plyroom_dl_export_test.json";
    std::filesystem::remove(path);
    session.on_line("export " + path);
    EXPECT_NE(io_.notices.back().find("Exported 6 turns"), std::string::npos) << io_.notices.back();
    std::ifstream file(path);
    const json exported = json::parse(file, nullptr, false);
    ASSERT_TRUE(exported.is_object());
    auto continued = core::create_match("divided_loyalties", {{"export", exported}});
    ASSERT_TRUE(std::holds_alternative<std::unique_ptr<core::match>>(continued));
    EXPECT_EQ(std::get<std::unique_ptr<core::match>>(continued)->state(), m->state());
    std::filesystem::remove(path);
}

// Divided Loyalties has no draw: an offer ends the game on the scores, and says so.
TEST_F(GameSessionTest, ADividedLoyaltiesOfferSaysTheScoresDecide) {
    auto m = new_match("divided_loyalties", {{"position_csv", test_csv}});
    enter(*m, "p_b", {});
    frame({{"type", "draw_offer"}, {"v", 12}, {"code", "K7QX2M"}, {"by", 0}, {"status", "open"}});
    EXPECT_NE(io_.notices.back().find("offers to end the game now (the scores decide): type "
                                      "accept (or draw) or decline"),
              std::string::npos)
        << io_.notices.back();
    EXPECT_EQ(io_.screen.find("offers a draw"), std::string::npos) << io_.screen;
    session_->on_line("help");
    EXPECT_NE(io_.notices.back().find("the scores decide"), std::string::npos);
}

TEST_F(GameSessionTest, HostingAgainstTheServersAiSendsTheLevel) {
    session_ =
        std::make_unique<room_session>(goal(session_goal::kind::host, "", "connect4", 1, "hard"),
                                       "alice", std::nullopt, io_, style{false});
    session_->on_connected();
    frame(welcome_frame("p_a", "alice"));
    EXPECT_EQ(io_.last()["type"], "create_room");
    EXPECT_EQ(io_.last()["seat"], 1);
    EXPECT_EQ(io_.last()["ai"], (json{{"level", "hard"}}));
}

TEST_F(GameSessionTest, TheBotMovesOnItsTurnOnceAndResyncsAfterARefusal) {
    auto m = new_match("connect4", json::object());
    const std::vector<json> entries{{{"seat", 0}, {"column", 3}}};
    ASSERT_FALSE(core::apply_record_entry(*m, entries[0]));
    room_session& session = enter(*m, "p_b", entries);
    std::vector<std::string> log;
    bot_driver bot(core::ai::level::easy, std::chrono::milliseconds(50), 7,
                   [&log](const std::string& line) { log.push_back(line); });
    bot.step(session);
    ASSERT_EQ(io_.last()["type"], "move");
    EXPECT_EQ(io_.last()["ply"], 1);
    const json move = io_.last()["move"];
    EXPECT_FALSE(m->clone()->apply(1, move)) << "a legal move";
    EXPECT_NE(log.front().find("Room K7QX2M"), std::string::npos);
    EXPECT_NE(log.back().find("Ply 1: plays"), std::string::npos);
    std::size_t sent = io_.sent.size();
    bot.step(session);
    EXPECT_EQ(io_.sent.size(), sent) << "one action per position";
    frame({{"type", "error"},
           {"id", io_.last()["id"]},
           {"code", "stale_ply"},
           {"message", "the game has moved on"}});
    bot.step(session);
    EXPECT_EQ(io_.last()["type"], "sync");
    ASSERT_FALSE(m->apply(1, move));
    frame({{"type", "moved"},
           {"v", 12},
           {"code", "K7QX2M"},
           {"ply", 1},
           {"seat", 1},
           {"move", move},
           {"state", m->state()}});
    sent = io_.sent.size();
    bot.step(session);
    EXPECT_EQ(io_.sent.size(), sent) << "the other side's turn";
    EXPECT_EQ(bot.actions(), 1);
}

TEST_F(GameSessionTest, TheBotGivesUpAfterRepeatedRefusals) {
    auto m = new_match("connect4", json::object());
    room_session& session = enter(*m, "p_a", {});
    bot_driver bot(core::ai::level::easy, std::chrono::milliseconds(50), 3,
                   [](const std::string&) {});
    for (int i = 0; i < 12 && !session.exit_code(); ++i) {
        bot.step(session);
        frame({{"type", "error"}, {"id", 99}, {"code", "internal"}, {"message", "no"}});
    }
    bot.step(session);
    ASSERT_TRUE(session.exit_code());
    EXPECT_EQ(*session.exit_code(), 1);
    EXPECT_NE(session.farewell().find("giving up"), std::string::npos) << session.farewell();
}

} // namespace
} // namespace plyroom::client
