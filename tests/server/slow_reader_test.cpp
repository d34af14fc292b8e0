// A connection that stops reading must not make the server's memory grow: once its outgoing
// queue is full it is dropped, and everyone else plays on.
#include "fixture.hpp"

namespace plyroom::test {
namespace {

class slow_reader : public server_test {
protected:
    std::vector<std::string> server_args() const override {
        // Chat is the flood here: its own bound per minute is lifted.
        return {"--max-queue",  "16",     "--send-buffer",     "8192",   "--rate", "100000",
                "--rate-burst", "100000", "--chat-per-minute", "1000000"};
    }
};

TEST_F(slow_reader, IsDroppedWhenItsQueueOverflowsAndTheRoomPlaysOn) {
    auto alice = player("alice");
    const std::string code = create(*alice)["code"];
    // A spectator with a tiny receive buffer that never reads after joining.
    test_client sleepy(port(), "/ws", 4096);
    ASSERT_TRUE(sleepy.connected());
    ASSERT_EQ(sleepy.hello("sleepy")["type"], "welcome");
    ASSERT_EQ(join(sleepy, code, "spectator")["type"], "room");

    // Chat until the server gives up on the sleeper: the kernel buffers fill, then its queue.
    // Alice takes each answer before she says more, so only the sleeper's queue grows (a
    // burst of unanswered chats would fill her own queue too, and she would be dropped).
    const std::string text(480, 'x');
    int sent = 0;
    while (metric(port(), "plyroom_slow_readers_dropped_total") < 1 && sent < 20000) {
        for (int i = 0; i < 50; ++i, ++sent)
            alice->request({{"type", "chat"}, {"code", code}, {"text", text}});
        json said = alice->request({{"type", "chat"}, {"code", code}, {"text", text}});
        ASSERT_EQ(said["type"], "chat") << said;
        alice->inbox().clear();
    }
    EXPECT_EQ(metric(port(), "plyroom_slow_readers_dropped_total"), 1) << "after " << sent;
    EXPECT_EQ(metric(port(), "plyroom_connections_open"), 1);
    // Nobody else was affected: a second player joins and the game goes on.
    auto bob = player("bob");
    ASSERT_EQ(join(*bob, code)["type"], "room");
    json moved = move(*alice, code, 0, column(3));
    ASSERT_EQ(moved["type"], "moved") << moved;
    EXPECT_EQ(event(*bob, "moved")["ply"], 0);
}

} // namespace
} // namespace plyroom::test
