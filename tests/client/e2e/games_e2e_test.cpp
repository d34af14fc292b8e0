// End-to-end games beyond Connect Four: a Grav game with a "Grav!" call and a penalty removal,
// a Divided Loyalties turn composed with a bridge and the game exported, a room hosted against
// the server's AI, and the computer player (`plyroom bot`) playing whole Connect Four games.
#include "fixture.hpp"
#include "registry.hpp"

#include <fstream>

namespace plyroom::client::e2e {
namespace {

using json = nlohmann::json;

TEST_F(EndToEnd, GravCallIsCorrectAndTheCallerRemovesAStone) {
    host_and_join("grav", {"--option", "size=7", "--option", "players=2", "--option", "a=3",
                           "--option", "b=2", "--option", "c=4", "--option", "d=1", "--option",
                           "e=2", "--option", "strict=false"});
    const std::vector<std::pair<client_process*, std::string>> turns{
        {alice_.get(), "place 3 3"}, {bob_.get(), "4,4"}, {alice_.get(), "5 5"}};
    for (const auto& [mover, typed] : turns) {
        mover->type(typed);
        ASSERT_TRUE(alice_->expect("Last move: place")) << alice_->seen();
        ASSERT_TRUE(bob_->expect("Last move: place")) << bob_->seen();
    }
    // Bob's stone is 10 from the latest stone, outside d..e = 1..2.
    bob_->type("0 0");
    ASSERT_TRUE(alice_->expect("Last move: place 0,0 by blue (bob)")) << alice_->seen();
    alice_->type("grav!");
    ASSERT_TRUE(bob_->expect("red (alice) called Grav! on the placement of ply 3 by blue (bob): "
                             "correct (distance 10 is outside [1, 2]"))
        << bob_->seen();
    ASSERT_TRUE(alice_->expect("Penalty: red (alice) removes one stone of blue (bob)"))
        << alice_->seen();
    ASSERT_TRUE(alice_->expect("Voided placements (plies): 3.")) << alice_->seen();
    alice_->type("remove 3 3");
    ASSERT_TRUE(alice_->expect("Illegal move remove 3,3")) << alice_->seen();
    alice_->type("remove 4 4");
    // On one screen: the latest move beside the board, the stones under it.
    ASSERT_TRUE(bob_->expect("Last move: remove 4,4 by red (alice)")) << bob_->seen();
    ASSERT_TRUE(bob_->expect("Stones on the board: red (alice) 2, blue (bob) 0")) << bob_->seen();
    // After the penalty the caller moves again, once her own screen has the removal (typed
    // before, her client would still be in the penalty phase and refuse the placement).
    ASSERT_TRUE(alice_->expect("Last move: remove 4,4 by red (alice)")) << alice_->seen();
    alice_->type("place 4 5");
    ASSERT_TRUE(bob_->expect("Last move: place 4,5 by red (alice)")) << bob_->seen();
    bob_->type("resign");
    bob_->type("y");
    EXPECT_TRUE(alice_->expect("red (alice) wins, by resignation")) << alice_->seen();
    leave_after_the_end(*alice_);
    leave_after_the_end(*bob_);
}

TEST_F(EndToEnd, DividedLoyaltiesTurnWithABridgeThenExport) {
    size_ = {200, 60}; // the whole board with its turn preview
    const std::filesystem::path csv = dir_ / "position.csv";
    std::ofstream(csv) << "1,Test,0,o,S1,S1,W1,W1,G1,o\n"
                          "1,Test,1,o,S1,S1,W1,W1,G1,o\n"
                          "1,Test,2,.,G2,G2,G2,W1,G1,.\n"
                          "1,Test,3,.,o,o,o,o,o,.\n";
    host_and_join("divided_loyalties", {"--position-csv", csv.string()});
    struct step {
        client_process* mover;
        std::string typed;
        std::string shown; // the move as the screens write it
    };
    const std::vector<step> turns{{alice_.get(), "blue 2 0", "blue at (2,0) by blue"},
                                  {bob_.get(), "red 1 1", "red at (1,1) by yellow"},
                                  {alice_.get(), "p 2,1", "purple at (2,1) by blue"},
                                  {bob_.get(), "yellow 5 0", "yellow at (5,0) by yellow"}};
    for (const step& turn : turns) {
        turn.mover->type(turn.typed);
        turn.mover->type("send");
        ASSERT_TRUE(alice_->expect("Last move: " + turn.shown)) << alice_->seen();
        ASSERT_TRUE(bob_->expect("Last move: " + turn.shown)) << bob_->seen();
    }
    alice_->type("green 2 2");
    alice_->type("bridge 2 0 2 1");
    ASSERT_TRUE(alice_->expect("Cannot: bridge (2,0)-(2,1) is refused")) << alice_->seen();
    alice_->type("bridge 2 0 2 2");
    ASSERT_TRUE(alice_->expect("it scores for blue")) << alice_->seen();
    alice_->type("undo");
    ASSERT_TRUE(alice_->expect("Took back the latest bridge.")) << alice_->seen();
    alice_->type("bridge 2,2 2,0");
    ASSERT_TRUE(alice_->expect("Scores after it: blue 1 + 1 = 2")) << alice_->seen();
    alice_->type("send");
    // On one screen: the latest move beside the board, the scores under it.
    ASSERT_TRUE(bob_->expect("Last move: green at (2,2); bridge (2,2)-(2,0) by blue (alice)"))
        << bob_->seen();
    ASSERT_TRUE(bob_->expect("score 1 + 1 = 2")) << bob_->seen();

    const std::filesystem::path exported = dir_ / "game.json";
    bob_->type("export " + exported.string());
    ASSERT_TRUE(bob_->expect("Exported 5 turns")) << bob_->seen();
    std::ifstream file(exported);
    const json game = json::parse(file, nullptr, false);
    ASSERT_TRUE(game.is_object());
    auto continued = core::create_match("divided_loyalties", {{"export", game}});
    ASSERT_TRUE(std::holds_alternative<std::unique_ptr<core::match>>(continued));
    const auto& loaded = std::get<std::unique_ptr<core::match>>(continued);
    EXPECT_EQ(loaded->ply(), 5);
    EXPECT_EQ(loaded->state()["board"]["bridges"].size(), 1U);

    bob_->type("resign");
    bob_->type("y");
    EXPECT_TRUE(alice_->expect("blue (alice) wins, by resignation")) << alice_->seen();
    leave_after_the_end(*alice_);
    leave_after_the_end(*bob_);
}

TEST_F(EndToEnd, HostingAgainstTheServersAiWhichOpens) {
    alice_ = client("alice", {"host", "connect4", "--ai", "easy", "--seat", "second"});
    ASSERT_TRUE(alice_->expect("Last move: ")) << alice_->seen();
    ASSERT_TRUE(alice_->expect("by red")) << alice_->seen();
    ASSERT_TRUE(alice_->expect("Your move (you play blue)")) << alice_->seen();
    alice_->type("d");
    ASSERT_TRUE(alice_->expect("Last move: d by blue (alice)")) << alice_->seen();
    ASSERT_TRUE(alice_->expect("Your move (you play blue)")) << alice_->seen();
    alice_->type("resign");
    alice_->type("y");
    EXPECT_TRUE(alice_->expect("red (")) << alice_->seen();
    EXPECT_TRUE(alice_->expect("wins, by resignation")) << alice_->seen();
    leave_after_the_end(*alice_);
}

// Before the first disc the game is even for the server's AI, which accepts the offer.
TEST_F(EndToEnd, TheServersAiAnswersADrawOffer) {
    alice_ = client("alice", {"host", "connect4", "--ai", "hard", "--seat", "first"});
    ASSERT_TRUE(alice_->expect("Your move (you play red)")) << alice_->seen();
    alice_->type("draw");
    EXPECT_TRUE(alice_->expect("a draw, by agreement")) << alice_->seen();
    leave_after_the_end(*alice_);
}

TEST_F(EndToEnd, TwoBotsPlayAWholeConnectFourGame) {
    bots_play_connect4({"--level", "easy", "--seed", "11", "--ai-move-ms", "100"},
                       {"--seed", "12", "--ai-move-ms", "100"});
}

// Bots that answer at once would exceed a strict message rate and be refused as rate_limited;
// they keep a gap between their actions instead and finish the game.
TEST_F(EndToEnd, BotsKeepUnderTheServersMessageRate) {
    server_ = std::make_unique<server_process>(
        (dir_ / "strict.db").string(),
        std::vector<std::string>{"--rate", "20", "--rate-burst", "4"});
    ASSERT_TRUE(server_->running()) << "plyroom-server did not start";
    bots_play_connect4({"--level", "easy", "--seed", "3", "--ai-move-ms", "1"},
                       {"--level", "easy", "--seed", "4", "--ai-move-ms", "1"});
    for (const auto* bot : {alice_.get(), bob_.get()})
        EXPECT_EQ(bot->seen().find("slow down"), std::string::npos) << bot->seen();
}

TEST_F(EndToEnd, ABotJoinsAHostedRoomAndPlaysAScriptedPlayerToTheEnd) {
    alice_ = client("alice", {"host", "connect4", "--seat", "first"});
    const auto hint = alice_->capture_after("Your opponent types:");
    ASSERT_TRUE(hint) << alice_->seen();
    const auto code = code_in(*hint);
    ASSERT_TRUE(code) << *hint;
    bob_ = client("robo",
                  {"bot", "--level", "easy", "--seed", "5", "--ai-move-ms", "100", "join", *code});
    ASSERT_TRUE(alice_->expect("Your move")) << alice_->seen();
    // Alice tries the columns in turn, skipping full ones, until the game ends.
    const std::string columns = "abcdefg";
    std::size_t next = 0;
    bool over = false;
    for (int tries = 0; tries < 200 && !over; ++tries) {
        const std::string column(1, columns[next++ % columns.size()]);
        alice_->type(column);
        const auto mine = alice_->expect_any({"Last move: " + column + " by red", "Illegal move"});
        ASSERT_TRUE(mine) << alice_->seen();
        if (*mine == 1)
            continue;
        const auto reply = alice_->expect_any({"Game over", "by blue (robo)"});
        ASSERT_TRUE(reply) << alice_->seen();
        if (*reply == 0)
            over = true;
        else
            over = *alice_->expect_any({"Game over", "Your move"}) == 0;
    }
    EXPECT_TRUE(over) << alice_->seen();
    EXPECT_TRUE(bob_->expect("Game over: ")) << bob_->seen();
    leave_after_the_end(*alice_);
    EXPECT_EQ(bob_->wait_exit(), 0);
}

} // namespace
} // namespace plyroom::client::e2e
