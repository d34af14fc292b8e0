// `plyroom profile NAME` and `plyroom history` against a real server: two accounts registered
// from their terminals play a game to a draw, then each command prints what the server's player
// pages hold; an anonymous terminal has no history, and a name nobody has no profile.
#include "fixture.hpp"

namespace plyroom::client::e2e {
namespace {

class PlayerCommands : public EndToEnd {
protected:
    // `who` registers the user name `who` from its terminal.
    void registered(const std::string& who) {
        auto c = client(who, {"register", who});
        ASSERT_TRUE(c->expect("Password:")) << c->seen();
        c->type("correct horse");
        ASSERT_TRUE(c->expect("Password again:")) << c->seen();
        c->type("correct horse");
        ASSERT_TRUE(c->expect("Registered as " + who)) << c->seen();
        EXPECT_EQ(c->wait_exit(), 0);
    }
};

TEST_F(PlayerCommands, ProfileAndHistoryShowTheGamesPlayed) {
    registered("alice");
    registered("bob");
    host_and_join("connect4");
    play(*alice_, *bob_, "d");
    alice_->type("draw");
    ASSERT_TRUE(bob_->expect("offers a draw: type accept or decline")) << bob_->seen();
    bob_->type("accept");
    EXPECT_TRUE(alice_->expect("a draw, by agreement")) << alice_->seen();
    leave_after_the_end(*alice_);
    leave_after_the_end(*bob_);

    auto profile = client("carol", {"profile", "ALICE"});
    EXPECT_TRUE(profile->expect("alice, a player since ")) << profile->seen();
    EXPECT_TRUE(profile->expect("Connect Four: not rated; 1 played: 0 won, 1 drawn, 0 lost"))
        << profile->seen();
    EXPECT_EQ(profile->wait_exit(), 0);

    auto history = client("bob", {"history"});
    EXPECT_TRUE(history->expect("Games of bob, newest first:")) << history->seen();
    EXPECT_TRUE(history->expect("Connect Four  drew  against alice  http://")) << history->seen();
    EXPECT_TRUE(history->expect("/g/1")) << history->seen();
    EXPECT_EQ(history->wait_exit(), 0);
    auto older = client("bob", {"history", "1"});
    EXPECT_TRUE(older->expect("No games yet.")) << older->seen();
    EXPECT_EQ(older->wait_exit(), 0);

    auto anonymous = client("carol", {"history"});
    EXPECT_TRUE(anonymous->expect("register or log in first")) << anonymous->seen();
    EXPECT_EQ(anonymous->wait_exit(), 1);
    auto nobody = client("carol", {"profile", "nobody"});
    EXPECT_TRUE(nobody->expect("No player page for nobody")) << nobody->seen();
    EXPECT_EQ(nobody->wait_exit(), 1);
}

} // namespace
} // namespace plyroom::client::e2e
