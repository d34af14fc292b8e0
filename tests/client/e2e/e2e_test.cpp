// End-to-end: a real plyroom-server and real plyroom clients on pseudo-terminals, playing
// through the terminal as a person would. No timing is asserted; every wait is generous.
#include "fixture.hpp"
#include "support/free_port.hpp"
#include "support/test_database.hpp"

#include <csignal>
#include <unistd.h>

#include <gtest/gtest.h>

namespace plyroom::client::e2e {
namespace {

TEST_F(EndToEnd, HostAndJoinByCodeThenPlayConnectFourToAWin) {
    host_and_join("connect4");
    for (const char* pair : {"ag", "ag", "ag"}) {
        play(*alice_, *bob_, std::string(1, pair[0]));
        play(*bob_, *alice_, std::string(1, pair[1]));
    }
    alice_->type("a");
    EXPECT_TRUE(alice_->expect("red (alice) wins, four in a row")) << alice_->seen();
    EXPECT_TRUE(bob_->expect("red (alice) wins, four in a row")) << bob_->seen();
    leave_after_the_end(*alice_);
    leave_after_the_end(*bob_);
}

TEST_F(EndToEnd, DrawOfferDeclinedThenAccepted) {
    host_and_join("connect4");
    play(*alice_, *bob_, "d");
    alice_->type("draw");
    ASSERT_TRUE(bob_->expect("offers a draw: type accept or decline")) << bob_->seen();
    bob_->type("decline");
    ASSERT_TRUE(alice_->expect("was declined")) << alice_->seen();
    play(*bob_, *alice_, "d");
    bob_->type("draw");
    ASSERT_TRUE(alice_->expect("offers a draw: type accept or decline")) << alice_->seen();
    alice_->type("accept");
    EXPECT_TRUE(alice_->expect("a draw, by agreement")) << alice_->seen();
    EXPECT_TRUE(bob_->expect("a draw, by agreement")) << bob_->seen();
    leave_after_the_end(*alice_);
    leave_after_the_end(*bob_);
}

// `draw` while the other side's offer is open accepts it (as on Lichess); `moves` lists the moves.
TEST_F(EndToEnd, DrawWithAnOpenOfferAcceptsItAndMovesAreListed) {
    host_and_join("connect4");
    play(*alice_, *bob_, "d");
    play(*bob_, *alice_, "e");
    alice_->type("moves");
    ASSERT_TRUE(alice_->expect("Moves: 1.d 2.e")) << alice_->seen();
    bob_->type("draw");
    ASSERT_TRUE(alice_->expect("blue (bob) offers a draw")) << alice_->seen();
    alice_->type("draw");
    EXPECT_TRUE(alice_->expect("Accepting the open offer of blue (bob).")) << alice_->seen();
    EXPECT_TRUE(alice_->expect("a draw, by agreement")) << alice_->seen();
    EXPECT_TRUE(bob_->expect("a draw, by agreement")) << bob_->seen();
    leave_after_the_end(*alice_);
    leave_after_the_end(*bob_);
}

// Two games left unfinished: `resume` lists both with the game, the opponent and the turn.
// The list comes from one my_rooms question: no room is entered, so an opponent still in the
// room never sees the player come back and go again.
TEST_F(EndToEnd, ResumeListsEachUnfinishedGame) {
    std::vector<std::string> codes;
    for (int game = 0; game < 2; ++game) {
        host_and_join("connect4");
        play(*alice_, *bob_, "d");
        codes.push_back(code_);
        alice_->type("quit");
        EXPECT_TRUE(alice_->expect("your seat stays yours")) << alice_->seen();
        EXPECT_EQ(alice_->wait_exit(), 0);
        if (game == 0) {
            bob_->type("quit");
            EXPECT_TRUE(bob_->expect("your seat stays yours")) << bob_->seen();
            EXPECT_EQ(bob_->wait_exit(), 0);
        }
    }
    ASSERT_TRUE(bob_->expect("red (alice) went offline.")) << bob_->seen();
    auto alice = client("alice", {"resume"});
    ASSERT_TRUE(alice->expect("You have unfinished games:")) << alice->seen();
    // The list is complete once its last line shows.
    ASSERT_TRUE(alice->expect("Pick one: ")) << alice->seen();
    for (const std::string& code : codes)
        EXPECT_TRUE(alice->seen().find(code + "  Connect Four against blue (bob), blue (bob) to "
                                              "move") != std::string::npos)
            << alice->seen();
    EXPECT_EQ(alice->wait_exit(), 0);
    // Anything the listing made the room send Bob would reach him before his own chat line.
    bob_->type("say still here");
    ASSERT_TRUE(bob_->expect("<bob> still here")) << bob_->seen();
    EXPECT_EQ(bob_->seen().find("red (alice) is back online."), std::string::npos) << bob_->seen();
    bob_->type("quit");
    EXPECT_EQ(bob_->wait_exit(), 0);
}

TEST_F(EndToEnd, ResignationAfterConfirming) {
    host_and_join("connect4");
    play(*alice_, *bob_, "c");
    bob_->type("resign");
    ASSERT_TRUE(bob_->expect("Resign this game? [y/N]")) << bob_->seen();
    bob_->type("n");
    ASSERT_TRUE(bob_->expect("Not resigning.")) << bob_->seen();
    bob_->type("resign");
    ASSERT_TRUE(bob_->expect("Resign this game? [y/N]")) << bob_->seen();
    bob_->type("y");
    EXPECT_TRUE(alice_->expect("red (alice) wins, by resignation")) << alice_->seen();
    EXPECT_TRUE(bob_->expect("red (alice) wins, by resignation")) << bob_->seen();
    leave_after_the_end(*alice_);
    leave_after_the_end(*bob_);
}

TEST_F(EndToEnd, SpectatorWatchesHnefatafl) {
    host_and_join("hnefatafl");
    play(*alice_, *bob_, "d1-d3");
    auto carol = client("carol", {"watch", code_});
    ASSERT_TRUE(carol->expect("Hnefatafl")) << carol->seen();
    ASSERT_TRUE(carol->expect("Last move: d1-d3")) << carol->seen();
    ASSERT_TRUE(alice_->expect("A spectator joined")) << alice_->seen();
    play(*bob_, *alice_, "e5-c5");
    EXPECT_TRUE(carol->expect("Last move: e5-c5 by defenders (bob)")) << carol->seen();
    carol->type("b4");
    EXPECT_TRUE(carol->expect("spectators cannot move")) << carol->seen();
    carol->type("say nice opening");
    EXPECT_TRUE(alice_->expect("<carol (spectator)> nice opening")) << alice_->seen();
    alice_->type("resign");
    alice_->type("y");
    EXPECT_TRUE(carol->expect("defenders (bob) wins, by resignation")) << carol->seen();
    leave_after_the_end(*carol);
    leave_after_the_end(*alice_);
    leave_after_the_end(*bob_);
}

TEST_F(EndToEnd, IllegalMovesAreRefusedLocallyWithTheReason) {
    host_and_join("connect4");
    for (int i = 0; i < 3; ++i) {
        play(*alice_, *bob_, "a");
        play(*bob_, *alice_, "a");
    }
    alice_->type("a");
    EXPECT_TRUE(alice_->expect("Illegal move a: that column is full")) << alice_->seen();
    alice_->type("x");
    EXPECT_TRUE(alice_->expect("Cannot read \"x\"")) << alice_->seen();
    bob_->type("b");
    EXPECT_TRUE(bob_->expect("It is not your turn.")) << bob_->seen();
    // The game goes on: the refused moves changed nothing.
    play(*alice_, *bob_, "b");
    alice_->type("quit");
    EXPECT_TRUE(alice_->expect("your seat stays yours")) << alice_->seen();
    EXPECT_EQ(alice_->wait_exit(), 0);
}

TEST_F(EndToEnd, AKilledClientResumesItsSeat) {
    host_and_join("connect4");
    play(*alice_, *bob_, "d");
    bob_->kill_now();
    ASSERT_TRUE(alice_->expect("blue (bob) went offline.")) << alice_->seen();
    bob_ = client("bob", {"resume"});
    ASSERT_TRUE(bob_->expect("Your move")) << bob_->seen();
    ASSERT_TRUE(alice_->expect("blue (bob) is back online.")) << alice_->seen();
    play(*bob_, *alice_, "e");
    play(*alice_, *bob_, "c");
    bob_->type("resign");
    bob_->type("y");
    EXPECT_TRUE(alice_->expect("wins, by resignation")) << alice_->seen();
    leave_after_the_end(*alice_);
    leave_after_the_end(*bob_);
}

TEST_F(EndToEnd, ClientsReconnectWhenTheServerRestarts) {
    host_and_join("connect4");
    play(*alice_, *bob_, "d");
    const unsigned short port = server_->port();
    server_->stop(SIGKILL);
    ASSERT_TRUE(alice_->expect("Connection lost")) << alice_->seen();
    server_ = std::make_unique<server_process>((dir_ / "plyroom.db").string(),
                                               std::vector<std::string>{}, port);
    ASSERT_TRUE(server_->running());
    // Both clients come back by themselves and the game goes on from the stored move.
    ASSERT_TRUE(bob_->expect("Reconnected.")) << bob_->seen();
    ASSERT_TRUE(bob_->expect("Your move")) << bob_->seen();
    ASSERT_TRUE(alice_->expect("Reconnected.")) << alice_->seen();
    play(*bob_, *alice_, "e");
    alice_->type("resign");
    alice_->type("y");
    EXPECT_TRUE(bob_->expect("blue (bob) wins, by resignation")) << bob_->seen();
    leave_after_the_end(*alice_);
    leave_after_the_end(*bob_);
}

// Two servers share one SQLite file one after the other: the first on its port until it is
// killed, then the second on another port. Clients given both resume on the second with their
// tokens and the game goes on from the stored moves.
TEST_F(EndToEnd, ClientsGivenTwoServersMoveToTheSecondWhenTheFirstDies) {
    const unsigned short second_port = test::free_port();
    ASSERT_NE(second_port, 0);
    const std::string second_url = "ws://127.0.0.1:" + std::to_string(second_port);
    {
        test::schema::relay to_first(server_->url());
        test::schema::relay to_second(second_url);
        servers_ = to_first.url() + "," + to_second.url();
        host_and_join("connect4");
        play(*alice_, *bob_, "d");
        server_->stop(SIGKILL);
        ASSERT_TRUE(alice_->expect("Connection lost")) << alice_->seen();
        ASSERT_TRUE(bob_->expect("Connection lost")) << bob_->seen();
        server_ = std::make_unique<server_process>((dir_ / "plyroom.db").string(),
                                                   std::vector<std::string>{}, second_port);
        ASSERT_TRUE(server_->running());
        ASSERT_TRUE(bob_->expect("Moving to the server " + to_second.url())) << bob_->seen();
        ASSERT_TRUE(bob_->expect("Your move")) << bob_->seen();
        ASSERT_TRUE(alice_->expect("Moving to the server " + to_second.url())) << alice_->seen();
        play(*bob_, *alice_, "e");
        play(*alice_, *bob_, "c");
        bob_->type("resign");
        bob_->type("y");
        EXPECT_TRUE(alice_->expect("red (alice) wins, by resignation")) << alice_->seen();
        leave_after_the_end(*alice_);
        leave_after_the_end(*bob_);
    }
    // Every move reached the one database, those played on the second server included.
    EXPECT_EQ(test::query_rows((dir_ / "plyroom.db").string(), "SELECT COUNT(*) FROM moves;"),
              "3\n");
}

TEST_F(EndToEnd, ListShowsWaitingRoomsAndErrorsAreOneLine) {
    alice_ = client("alice", {"host", "connect4"});
    const auto hint = alice_->capture_after("Your opponent types:");
    ASSERT_TRUE(hint) << alice_->seen();
    auto lister = client("dave", {"list", "connect4"});
    EXPECT_TRUE(lister->expect("Public rooms waiting for players:")) << lister->seen();
    EXPECT_TRUE(lister->expect("by alice")) << lister->seen();
    EXPECT_EQ(lister->wait_exit(), 0);
    auto lost = client("erin", {"join", "ZZZZZZ"});
    EXPECT_TRUE(lost->expect("plyroom: Room ZZZZZZ was not found.")) << lost->seen();
    EXPECT_EQ(lost->wait_exit(), 1);
    alice_->type("quit");
    EXPECT_EQ(alice_->wait_exit(), 0);
}

} // namespace
} // namespace plyroom::client::e2e
