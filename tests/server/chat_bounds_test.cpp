// Chat cannot fill the disk: a player says at most 30 lines a minute in a room, and a room
// keeps its latest 500 lines.
#include "fixture.hpp"

namespace plyroom::test {
namespace {

using chat_bounds = server_test;

json say(test_client& c, const std::string& code, const std::string& text) {
    return c.request({{"type", "chat"}, {"code", code}, {"text", text}});
}

TEST_F(chat_bounds, APlayerSaysAtMostThirtyLinesAMinuteInARoom) {
    auto alice = player("alice");
    auto bob = player("bob");
    const std::string code = create(*alice)["code"];
    ASSERT_EQ(join(*bob, code)["type"], "room");
    for (int i = 0; i < 30; ++i)
        ASSERT_EQ(say(*alice, code, "line " + std::to_string(i))["type"], "chat") << i;
    const json refused = say(*alice, code, "one too many");
    EXPECT_EQ(refused["type"], "error") << refused;
    EXPECT_EQ(refused["code"], "rate_limited") << refused;
    EXPECT_NE(refused["message"].get<std::string>().find("30 lines of chat a minute"),
              std::string::npos)
        << refused;
    // Bob's own lines are his; the game goes on.
    EXPECT_EQ(say(*bob, code, "gg")["type"], "chat");
    EXPECT_EQ(move(*alice, code, 0, column(3))["type"], "moved");
    EXPECT_EQ(sql(db_path(), "SELECT count(*) FROM chat"), "31\n");
}

TEST_F(chat_bounds, ARoomKeepsItsLatestFiveHundredLines) {
    auto host = player("host");
    const std::string code = create(*host)["code"];
    std::vector<std::unique_ptr<test_client>> talkers;
    for (int i = 0; i < 17; ++i) {
        talkers.push_back(player("talker" + std::to_string(i)));
        ASSERT_EQ(join(*talkers.back(), code, "spectator")["type"], "room") << i;
    }
    int said = 0;
    for (int round = 0; round < 30; ++round)
        for (auto& talker : talkers)
            if (say(*talker, code, "line " + std::to_string(said++))["type"] != "chat")
                FAIL() << "line " << said - 1 << " was refused";
    ASSERT_EQ(said, 510);
    EXPECT_EQ(sql(db_path(), "SELECT count(*) FROM chat"), "500\n");
    EXPECT_EQ(sql(db_path(), "SELECT count(*) FROM chat WHERE text IN ('line 0', 'line 9')"),
              "0\n");
    EXPECT_EQ(sql(db_path(), "SELECT count(*) FROM chat WHERE text IN ('line 10', 'line 509')"),
              "2\n");
}

} // namespace
} // namespace plyroom::test
