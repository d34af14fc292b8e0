// End-to-end: clocks, takebacks and rematch (protocol/README.md "Clocks, claims, takebacks and
// rematch") from two terminals against the real server. The only wait on time is the flag
// fall, which the server makes by itself; every other wait is for what the screens show.
#include "fixture.hpp"

#include <gtest/gtest.h>

namespace plyroom::client::e2e {
namespace {

// The clock starts once both have moved; red's 2 seconds then run out with nobody typing, and
// both screens show the result.
TEST_F(EndToEnd, ATimedGameEndsOnTimeOnBothScreens) {
    host_and_join("connect4", {"--clock", "2s+0"});
    ASSERT_TRUE(alice_->expect("clock 2s+0")) << alice_->seen();
    play(*alice_, *bob_, "d");
    play(*bob_, *alice_, "d");
    ASSERT_TRUE(alice_->expect("(running)")) << alice_->seen();
    EXPECT_TRUE(alice_->expect("red (alice) (you) ran out of time.")) << alice_->seen();
    EXPECT_TRUE(bob_->expect("red (alice) ran out of time.")) << bob_->seen();
    EXPECT_TRUE(alice_->expect("Game over: blue (bob) wins, on time.")) << alice_->seen();
    EXPECT_TRUE(bob_->expect("Game over: blue (bob) wins, on time.")) << bob_->seen();
    leave_after_the_end(*alice_);
    leave_after_the_end(*bob_);
}

// Bob's client dies; after the server's claim grace (1 s here) alice is told she may claim, and
// her claim wins the game.
TEST_F(EndToEnd, AnOpponentWhoLeftIsClaimed) {
    server_ = std::make_unique<server_process>(
        (dir_ / "claims.db").string(), std::vector<std::string>{"--claim-after-seconds", "1"});
    ASSERT_TRUE(server_->running()) << "plyroom-server did not start";
    host_and_join("connect4");
    play(*alice_, *bob_, "d");
    play(*bob_, *alice_, "e");
    bob_->kill_now();
    ASSERT_TRUE(alice_->expect("blue (bob) went offline.")) << alice_->seen();
    ASSERT_TRUE(alice_->expect("you may claim it now. Type claim to win, or claim draw."))
        << alice_->seen();
    alice_->type("claim");
    EXPECT_TRUE(alice_->expect("Game over: red (alice) wins, the opponent left and the game was "
                               "claimed."))
        << alice_->seen();
    leave_after_the_end(*alice_);
}

// Who aborted is read from the stored record, which a private game serves only to its players:
// the client asks for it as the player it is.
TEST_F(EndToEnd, AnAbortInAPrivateRoomNamesWhoAborted) {
    host_and_join("connect4", {"--private"});
    play(*alice_, *bob_, "d");
    bob_->type("abort");
    EXPECT_TRUE(alice_->expect("blue (bob) aborted the game.")) << alice_->seen();
    leave_after_the_end(*alice_);
    leave_after_the_end(*bob_);
}

TEST_F(EndToEnd, ATakebackIsAskedAndAccepted) {
    host_and_join("connect4");
    play(*alice_, *bob_, "d");
    play(*bob_, *alice_, "e");
    bob_->type("takeback");
    ASSERT_TRUE(alice_->expect("blue (bob) asks to take back 1 ply: type accept"))
        << alice_->seen();
    alice_->type("accept");
    ASSERT_TRUE(alice_->expect("Accepting the takeback of blue (bob) (1 ply).")) << alice_->seen();
    // Back at ply 1: bob is to move again, and the move list has only alice's move.
    ASSERT_TRUE(bob_->expect("The takeback of blue (bob) was accepted: 1 ply undone."))
        << bob_->seen();
    ASSERT_TRUE(bob_->expect("Your move")) << bob_->seen();
    bob_->type("moves");
    ASSERT_TRUE(bob_->expect("Moves: 1.d")) << bob_->seen();
    plies_ = 1;
    play(*bob_, *alice_, "c");
    alice_->type("resign");
    alice_->type("y");
    EXPECT_TRUE(bob_->expect("blue (bob) wins, by resignation")) << bob_->seen();
    leave_after_the_end(*alice_);
    leave_after_the_end(*bob_);
}

// Both type rematch after the end; both clients land in the new room, sides swapped.
TEST_F(EndToEnd, ARematchFromBothTerminalsSwapsTheSides) {
    host_and_join("connect4");
    play(*alice_, *bob_, "d");
    alice_->type("resign");
    alice_->type("y");
    ASSERT_TRUE(alice_->expect("blue (bob) wins, by resignation")) << alice_->seen();
    ASSERT_TRUE(bob_->expect("blue (bob) wins, by resignation")) << bob_->seen();
    alice_->type("rematch");
    ASSERT_TRUE(bob_->expect("red (alice) wants a rematch")) << bob_->seen();
    bob_->type("rematch");
    const auto alice_room = alice_->capture_after("Rematch: the new game is in room ");
    ASSERT_TRUE(alice_room) << alice_->seen();
    const auto bob_room = bob_->capture_after("Rematch: the new game is in room ");
    ASSERT_TRUE(bob_room) << bob_->seen();
    EXPECT_EQ(*alice_room, *bob_room);
    const std::string next = alice_room->substr(0, 6);
    EXPECT_NE(next, code_);
    // Bob now plays red and moves first; alice plays blue.
    ASSERT_TRUE(bob_->expect_screen("room " + next + " - ply 0", "Your move (you play red)",
                                    "room " + next))
        << bob_->seen();
    ASSERT_TRUE(alice_->expect_screen("room " + next + " - ply 0", "Waiting for red (bob) to move.",
                                      "room " + next))
        << alice_->seen();
    bob_->type("c");
    ASSERT_TRUE(alice_->expect("Last move: c by red (bob)")) << alice_->seen();
    bob_->type("resign");
    bob_->type("y");
    EXPECT_TRUE(alice_->expect("blue (alice) wins, by resignation")) << alice_->seen();
    leave_after_the_end(*alice_);
    leave_after_the_end(*bob_);
}

} // namespace
} // namespace plyroom::client::e2e
