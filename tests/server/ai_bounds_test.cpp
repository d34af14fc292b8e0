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

// The AI's single thread thinks each move its whole time, so moves are answered one think
// time apart and the record's times (the server's clock, in ms) give their order exactly.
class ai_turns : public server_test {
protected:
    static constexpr int think_ms = 1000;
    std::vector<std::string> server_args() const override {
        return {"--ai-threads", "1", "--ai-move-ms", std::to_string(think_ms)};
    }
};

TEST_F(ai_turns, OnePlayersTenRoomsDelayAnothersFirstComputerMoveByOneMoveOfTheirsAtMost) {
    auto alice = player("alice");
    for (int i = 0; i < 10; ++i)
        ASSERT_EQ(create_against_ai(*alice)["type"], "room") << i;
    auto bob = player("bob");
    const json room = create_against_ai(*bob);
    ASSERT_EQ(room["type"], "room") << room;
    ASSERT_EQ(event(*bob, "moved")["type"], "moved");
    const std::string bobs = std::to_string(room["room"]["game_id"].get<long long>());
    const std::string bobs_move =
        "(SELECT created_at FROM record WHERE kind = 'move' AND game_id = " + bobs + ")";
    const std::string alices_moves =
        "SELECT count(*) FROM record WHERE kind = 'move' AND game_id <> " + bobs;
    // Once one of Alice's moves is stored after Bob's (or all ten of hers are), every one of
    // hers before his is stored too.
    ASSERT_TRUE(wait_until(
        [&] {
            return sql(db_path(), alices_moves + " AND created_at > " + bobs_move) != "0\n" ||
                   sql(db_path(), alices_moves) == "10\n";
        },
        std::chrono::seconds(60), std::chrono::milliseconds(100)));
    // Between Bob's room opening and his computer's move: the move of Alice's that was being
    // thought about (and one more only if it was answered in the instant the room opened), not
    // the nine of hers that waited before his.
    const std::string answered_between =
        sql(db_path(), alices_moves +
                           " AND created_at >= (SELECT created_at FROM games WHERE id = " + bobs +
                           ") AND created_at < " + bobs_move);
    EXPECT_LE(std::stoi(answered_between), 2) << answered_between;
}

} // namespace
} // namespace plyroom::test
