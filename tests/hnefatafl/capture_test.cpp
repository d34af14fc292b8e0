// Custodian capture of ordinary pieces and each of its exceptions (core/hnefatafl/README.md,
// "Capturing ordinary pieces").
#include "test_support.hpp"

namespace plyroom::core::hnefatafl {
namespace {

using test::at;
using test::place;
using test::play;

TEST(Capture, AttackersCaptureADefenderBetweenTwoAttackers) {
    tafl_game game(place("c5 c9", "c6", "i3", side::attackers));
    play(game, "c9", "c7");
    EXPECT_EQ(at(game, "c6"), cell::empty);
    EXPECT_EQ(game.current().plies_since_capture(), 0);
}

TEST(Capture, DefendersCaptureAnAttackerBetweenTwoDefenders) {
    tafl_game game(place("h4 a10", "h3 h9", "c9", side::defenders));
    play(game, "h9", "h5");
    EXPECT_EQ(at(game, "h4"), cell::empty);
    EXPECT_EQ(at(game, "h5"), cell::defender);
}

TEST(Capture, CapturesWorkAlongRanksToo) {
    tafl_game game(place("d3 j3", "e3", "h9", side::attackers));
    play(game, "j3", "f3");
    EXPECT_EQ(at(game, "e3"), cell::empty);
}

TEST(Capture, NoCaptureWithAGapOrOwnPieceBeyond) {
    tafl_game gap(place("c4 c9", "c6", "i3", side::attackers));
    play(gap, "c9", "c7");
    EXPECT_EQ(at(gap, "c6"), cell::defender);
    tafl_game own(place("c9", "c5 c6", "i3", side::attackers));
    play(own, "c9", "c7");
    EXPECT_EQ(at(own, "c6"), cell::defender);
    EXPECT_EQ(own.current().plies_since_capture(), 1);
}

TEST(Capture, ACornerIsHostileToDefenders) {
    tafl_game game(place("c5", "b1", "h9", side::attackers));
    play(game, "c5", "c1");
    EXPECT_EQ(at(game, "b1"), cell::empty);
}

TEST(Capture, ACornerIsHostileToAttackers) {
    tafl_game game(place("a2 k5", "e3", "h9", side::defenders));
    play(game, "e3", "a3");
    EXPECT_EQ(at(game, "a2"), cell::empty);
}

TEST(Capture, TheEmptyThroneIsHostileToDefenders) {
    tafl_game game(place("d9", "e6", "h9", side::attackers));
    play(game, "d9", "d6");
    EXPECT_EQ(at(game, "e6"), cell::empty);
}

TEST(Capture, TheEmptyThroneIsHostileToAttackers) {
    tafl_game game(place("f5 a9", "c4", "h9", side::defenders));
    play(game, "c4", "f4");
    EXPECT_EQ(at(game, "f5"), cell::empty);
}

TEST(Capture, TheOccupiedThroneIsHostileToAttackers) {
    tafl_game game(place("g6 a9", "h3", "f6", side::defenders));
    play(game, "h3", "h6");
    EXPECT_EQ(at(game, "g6"), cell::empty);
}

TEST(Capture, TheOccupiedThroneIsNotHostileToDefenders) {
    tafl_game game(place("d9", "e6", "f6", side::attackers));
    play(game, "d9", "d6");
    EXPECT_EQ(at(game, "e6"), cell::defender);
    EXPECT_EQ(game.current().plies_since_capture(), 1);
}

TEST(Capture, MovingBetweenTwoEnemiesIsSafe) {
    tafl_game defender(place("c5 c7", "d6", "h9", side::defenders));
    play(defender, "d6", "c6");
    EXPECT_EQ(at(defender, "c6"), cell::defender);
    tafl_game attacker(place("h3", "c5 c7", "h9", side::attackers));
    play(attacker, "h3", "h6");
    play(attacker, "h9", "h10");
    play(attacker, "h6", "c6");
    EXPECT_EQ(at(attacker, "c6"), cell::attacker);
    EXPECT_EQ(at(attacker, "c5"), cell::defender);
    EXPECT_EQ(at(attacker, "c7"), cell::defender);
}

TEST(Capture, MovingBetweenAnEnemyAndAHostileSquareIsSafe) {
    tafl_game corner(place("c1 k5", "b4", "h9", side::defenders));
    play(corner, "b4", "b1");
    EXPECT_EQ(at(corner, "b1"), cell::defender);
    tafl_game throne(place("d6 k5", "e9", "h9", side::defenders));
    play(throne, "e9", "e6"); // between the attacker on d6 and the empty throne on f6
    EXPECT_EQ(at(throne, "e6"), cell::defender);
}

TEST(Capture, TheKingCapturesAgainstACornerAndTheEmptyThrone) {
    tafl_game corner(place("a2 k5", "h9", "e3", side::defenders));
    play(corner, "e3", "a3");
    EXPECT_EQ(at(corner, "a2"), cell::empty);
    tafl_game beside(place("g6 k5", "h9", "h2", side::defenders));
    play(beside, "h2", "h6"); // g6 between the king on h6 and the empty throne on f6
    EXPECT_EQ(at(beside, "g6"), cell::empty);
}

TEST(Capture, TheKingCapturesAsTheMovingPiece) {
    tafl_game game(place("c6 a9", "c5", "h7", side::defenders));
    play(game, "h7", "c7");
    EXPECT_EQ(at(game, "c6"), cell::empty);
    EXPECT_EQ(at(game, "c7"), cell::king);
}

TEST(Capture, TheKingIsAnAnvilForDefenders) {
    tafl_game game(place("c6 a9", "h7", "c5", side::defenders));
    play(game, "h7", "c7");
    EXPECT_EQ(at(game, "c6"), cell::empty);
}

TEST(Capture, OneMoveCapturesInSeveralDirections) {
    tafl_game game(place("c8 e8 d9 a2", "b8 f8 d10 d4", "i3", side::defenders));
    play(game, "d4", "d8");
    EXPECT_EQ(at(game, "c8"), cell::empty);
    EXPECT_EQ(at(game, "e8"), cell::empty);
    EXPECT_EQ(at(game, "d9"), cell::empty);
    EXPECT_EQ(at(game, "a2"), cell::attacker);
    EXPECT_EQ(game.current().plies_since_capture(), 0);
}

TEST(Capture, NoShieldwallCaptureOnTheEdge) {
    // Attackers flank two defenders on the edge and stand in front of both: a shieldwall
    // capture in other rule sets, nothing here.
    tafl_game game(place("b1 c2 d2 e5", "c1 d1", "h9", side::attackers));
    play(game, "e5", "e1");
    EXPECT_EQ(at(game, "c1"), cell::defender);
    EXPECT_EQ(at(game, "d1"), cell::defender);
    EXPECT_EQ(game.current().plies_since_capture(), 1);
}

TEST(Capture, NoEdgeFortWin) {
    // The king on the edge behind a fort of defenders that cannot be captured: other rule
    // sets give the defenders the game, here play goes on.
    tafl_game game(place("c5 h5 a9", "e1 g1 e2 g3", "f1", side::defenders));
    play(game, "g3", "g2");
    EXPECT_FALSE(game.over());
    play(game, "h5", "h1");
    EXPECT_EQ(at(game, "g1"), cell::defender);
    EXPECT_FALSE(game.over());
}

TEST(Capture, OnlyOrdinaryPiecesAreCapturedBetweenTwo) {
    tafl_game game(place("c5 c9", "h9", "c6", side::attackers));
    play(game, "c9", "c7");
    EXPECT_EQ(at(game, "c6"), cell::king);
    EXPECT_FALSE(game.over());
}

TEST(Capture, ACaptureResetsThePlyCount) {
    tafl_game game(place("c5 c9 k9", "c6 h3", "h9", side::attackers));
    play(game, "k9", "k10");
    play(game, "h3", "h2");
    EXPECT_EQ(game.current().plies_since_capture(), 2);
    play(game, "c9", "c7");
    EXPECT_EQ(game.current().plies_since_capture(), 0);
}

} // namespace
} // namespace plyroom::core::hnefatafl
