// Capturing the king (core/hnefatafl/README.md, "Capturing the king"): four attackers, or three
// and the empty throne, completed by an attacker's move; never on the edge, never by two.
#include "test_support.hpp"

namespace plyroom::core::hnefatafl {
namespace {

using test::at;
using test::place;
using test::play;

TEST(KingCapture, FourAttackersAroundTheKingCaptureIt) {
    tafl_game game(place("b8 d8 c9 c3", "h3", "c8", side::attackers));
    play(game, "c3", "c7");
    EXPECT_TRUE(game.over());
    EXPECT_EQ(game.end(), ending::king_captured);
    EXPECT_EQ(game.winner(), side::attackers);
    EXPECT_TRUE(game.current().king_captured());
    EXPECT_EQ(at(game, "c8"), cell::empty);
    EXPECT_EQ(game.current().plies_since_capture(), 0);
}

TEST(KingCapture, ThreeAttackersAndTheEmptyThroneCaptureIt) {
    tafl_game above(place("e7 g7 k8", "c3", "f7", side::attackers));
    play(above, "k8", "f8");
    EXPECT_EQ(above.end(), ending::king_captured);
    tafl_game beside(place("d6 e5 e9", "c3", "e6", side::attackers));
    play(beside, "e9", "e7");
    EXPECT_EQ(beside.end(), ending::king_captured);
}

TEST(KingCapture, TheKingOnTheThroneNeedsFourAttackers) {
    tafl_game three(place("e6 g6 f9", "c3", "f6", side::attackers));
    play(three, "f9", "f7");
    EXPECT_FALSE(three.over());
    EXPECT_EQ(at(three, "f6"), cell::king);
    tafl_game four(place("e6 g6 f5 f9", "c3", "f6", side::attackers));
    play(four, "f9", "f7");
    EXPECT_EQ(four.end(), ending::king_captured);
}

TEST(KingCapture, TwoAttackersOnOppositeSidesAreNotEnough) {
    tafl_game file(place("c5 c9", "h3", "c6", side::attackers));
    play(file, "c9", "c7");
    EXPECT_FALSE(file.over());
    tafl_game rank(place("b6 h6 c9", "h3", "c6", side::attackers));
    play(rank, "h6", "d6");
    EXPECT_FALSE(rank.over());
    play(rank, "h3", "h2");
    play(rank, "c9", "c7");
    EXPECT_FALSE(rank.over()); // three attackers and an empty square
    EXPECT_EQ(at(rank, "c6"), cell::king);
}

TEST(KingCapture, ADefenderBesideTheKingKeepsItSafe) {
    tafl_game game(place("b8 d8 c3", "c9", "c8", side::attackers));
    play(game, "c3", "c7");
    EXPECT_FALSE(game.over());
    EXPECT_EQ(at(game, "c8"), cell::king);
}

TEST(KingCapture, DiagonalAttackersDoNotCount) {
    tafl_game game(place("b7 d7 b9 d9 c3", "h3", "c8", side::attackers));
    play(game, "c3", "c7");
    EXPECT_FALSE(game.over());
}

TEST(KingCapture, TheKingOnAnEdgeSquareIsSafe) {
    tafl_game game(place("a5 a7 h6", "h3", "a6", side::attackers));
    play(game, "h6", "b6");
    EXPECT_FALSE(game.over());
    EXPECT_EQ(at(game, "a6"), cell::king);
    EXPECT_FALSE(game.current().king_captured());
}

TEST(KingCapture, TheKingMovingIntoAnEnclosureIsSafe) {
    // From the throne into f7, where e7, g7 and f8 are attackers and the throne it left is
    // empty: the enclosure is complete, but the king made it, so it stands.
    tafl_game game(place("e7 g7 f8 a3", "c3", "f6", side::defenders));
    play(game, "f6", "f7");
    EXPECT_FALSE(game.over());
    EXPECT_EQ(at(game, "f7"), cell::king);
    // A later attacker move elsewhere does not complete the enclosure either.
    play(game, "a3", "a2");
    EXPECT_FALSE(game.over());
    EXPECT_EQ(at(game, "f7"), cell::king);
}

TEST(KingCapture, AnAttackerReturningBesideTheKingCompletesTheEnclosure) {
    tafl_game game(place("e7 g7 f8 a3", "c3", "f6", side::defenders));
    play(game, "f6", "f7");
    play(game, "f8", "f9");
    play(game, "c3", "c2");
    play(game, "f9", "f8");
    EXPECT_EQ(game.end(), ending::king_captured);
}

TEST(KingCapture, TheEmptyThroneDoesNotReplaceAnAttackerForOrdinaryReasons) {
    // Two attackers and the empty throne are not an enclosure of the king.
    tafl_game game(place("e7 k8", "c3", "f7", side::attackers));
    play(game, "k8", "f8");
    EXPECT_FALSE(game.over());
}

} // namespace
} // namespace plyroom::core::hnefatafl
