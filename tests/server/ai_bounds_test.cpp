// Rooms against the computer are bounded: the rooms a player holds count in every state, the
// moves waiting for the AI are bounded (a clear "busy"), and the AI's threads serve the
// players in turn, so that one player's many rooms cannot stall everybody else's opponent.
#include "fixture.hpp"

#include <chrono>

namespace plyroom::test {
namespace {

// A room against the AI, which opens (the creator sits second). Hnefatafl: the AI thinks its
// whole time there (Connect Four opens from a book).
json create_against_ai(test_client& c, const std::string& level = "hard",
                       const std::string& game = "hnefatafl") {
    return c.request({{"type", "create_room"},
                      {"game", game},
                      {"options", json::object()},
                      {"seat", 1},
                      {"public", false},
                      {"ai", {{"level", level}}}});
}

using ai_rooms = server_test; // the default limits

TEST_F(ai_rooms, ThePlayersRoomsCountInEveryStateAgainstTheDefaultCap) {
    auto alice = player("alice");
    for (int i = 0; i < 20; ++i)
        ASSERT_EQ(create_against_ai(*alice, "easy")["type"], "room") << i;
    const json refused = create_against_ai(*alice, "easy");
    EXPECT_EQ(refused["type"], "error") << refused;
    EXPECT_EQ(refused["code"], "bad_request") << refused;
    EXPECT_NE(refused["message"].get<std::string>().find("20 unfinished games"), std::string::npos)
        << refused;
    const json waiting = alice->request({{"type", "create_room"}, {"game", "connect4"}});
    EXPECT_EQ(waiting["code"], "bad_request") << "a room waiting for players counts too";
    EXPECT_EQ(sql(db_path(), "SELECT count(*) FROM games"), "20\n");
    // Another player is not held back by Alice's rooms.
    auto bob = player("bob");
    EXPECT_EQ(create_against_ai(*bob, "easy")["type"], "room");
}

// The AI thinks far longer than the rooms take to open, even on a loaded machine, so that no
// move is answered while they are opened and the count of rooms the queue admits is exact.
class ai_queue : public server_test {
protected:
    std::vector<std::string> server_args() const override {
        return {"--ai-threads", "1", "--ai-move-ms", "3000", "--ai-queue", "3"};
    }
};

TEST_F(ai_queue, NewRoomsAgainstTheAiAreRefusedAsBusyWhileTooManyMovesWait) {
    auto alice = player("alice");
    int created = 0;
    json refused;
    for (int i = 0; i < 8 && refused.is_null(); ++i) {
        const json reply = create_against_ai(*alice);
        if (reply["type"] == "room")
            ++created;
        else
            refused = reply;
    }
    ASSERT_FALSE(refused.is_null()) << "eight rooms were opened against one busy thread";
    EXPECT_EQ(refused["code"], "busy") << refused;
    EXPECT_EQ(refused["message"], "the computer is busy, try again in a minute");
    EXPECT_GE(created, 3);
    EXPECT_LE(created, 5);
    EXPECT_EQ(sql(db_path(), "SELECT count(*) FROM games"), std::to_string(created) + "\n");
    // Once the AI has answered, rooms are opened again.
    EXPECT_TRUE(wait_until([&] { return create_against_ai(*alice)["type"] == "room"; },
                           std::chrono::seconds(10), std::chrono::milliseconds(200)));
}

// Long enough a think that the machine's own delays are small beside it: one think time more
// than Bob's own is the bound, Alice's ten would be ten.
class ai_turns : public server_test {
protected:
    static constexpr int think_ms = 1500;
    std::vector<std::string> server_args() const override {
        return {"--ai-threads", "1", "--ai-move-ms", std::to_string(think_ms)};
    }
};

TEST_F(ai_turns, OnePlayersTenRoomsDelayAnothersFirstComputerMoveByOneThinkTimeAtMost) {
    auto alice = player("alice");
    for (int i = 0; i < 10; ++i)
        ASSERT_EQ(create_against_ai(*alice)["type"], "room") << i;
    auto bob = player("bob");
    const auto asked = std::chrono::steady_clock::now();
    ASSERT_EQ(create_against_ai(*bob)["type"], "room");
    const json opened = event(*bob, "moved");
    ASSERT_EQ(opened["type"], "moved") << opened;
    const auto waited = std::chrono::duration_cast<std::chrono::milliseconds>(
        std::chrono::steady_clock::now() - asked);
    // Alice's move being thought about, then Bob's own; not Alice's ten.
    EXPECT_LT(waited.count(), 3 * think_ms) << "waited " << waited.count() << " ms";
}

} // namespace
} // namespace plyroom::test
