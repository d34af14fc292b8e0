// Moving: rook-like slides over empty squares, no jumping, and the throne and corner
// restrictions of core/hnefatafl/README.md.
#include "test_support.hpp"

#include <algorithm>

namespace plyroom::core::hnefatafl {
namespace {

using test::mv;
using test::place;
using test::play;
using test::refusal_of;

// True when `m` is among the game's legal moves.
bool listed(const tafl_game& game, move m) {
    const auto moves = game.legal_moves();
    return std::find(moves.begin(), moves.end(), m) != moves.end();
}

TEST(Movement, PiecesSlideAnyDistanceAlongARankOrFile) {
    tafl_game game(place("c3", "h8", "f6", side::attackers));
    EXPECT_EQ(refusal_of(game, "c3", "c11"), "");
    EXPECT_EQ(refusal_of(game, "c3", "k3"), "");
    EXPECT_EQ(refusal_of(game, "c3", "c1"), "");
    EXPECT_EQ(refusal_of(game, "c3", "a3"), "");
    // c3 reaches 10 squares on its file and 10 on its rank.
    EXPECT_EQ(game.legal_moves().size(), 20u);
    play(game, "c3", "c10");
    EXPECT_EQ(test::at(game, "c10"), cell::attacker);
    EXPECT_EQ(test::at(game, "c3"), cell::empty);
    EXPECT_EQ(game.current().side_to_move(), side::defenders);
}

TEST(Movement, DiagonalAndStandingStillAreRefused) {
    const tafl_game game(place("c3", "h8", "f6", side::attackers));
    EXPECT_EQ(refusal_of(game, "c3", "d4"),
              "pieces move along a rank or a file, and c3 to d4 is neither");
    EXPECT_EQ(refusal_of(game, "c3", "c3"), "a piece must move at least one square");
}

TEST(Movement, OnlyTheSideToMoveMovesItsOwnPieces) {
    const tafl_game game(place("c3", "h8", "f6", side::attackers));
    EXPECT_EQ(refusal_of(game, "h8", "h9"), "the piece on h8 belongs to the defenders");
    EXPECT_EQ(refusal_of(game, "f6", "f7"), "the piece on f6 belongs to the defenders");
    EXPECT_EQ(refusal_of(game, "d4", "d5"), "there is no piece on d4");
}

TEST(Movement, NoJumpingOverPiecesAndNoLandingOnThem) {
    const tafl_game game(place("c3 c6", "c8", "f6", side::attackers));
    EXPECT_EQ(refusal_of(game, "c3", "c9"), "the path from c3 to c9 is blocked at c6");
    EXPECT_EQ(refusal_of(game, "c3", "c6"), "c6 is already occupied");
    EXPECT_EQ(refusal_of(game, "c6", "c8"), "c8 is already occupied");
    EXPECT_EQ(refusal_of(game, "c3", "c5"), "");
    EXPECT_FALSE(listed(game, mv("c3", "c7")));
}

TEST(Movement, RulesExamplePathBlockedAtTheKingOnTheThrone) {
    const tafl_game game(place("a4", "f4", "f6", side::defenders));
    EXPECT_EQ(refusal_of(game, "f4", "f8"), "the path from f4 to f8 is blocked at f6");
}

TEST(Movement, OrdinaryPiecesCannotStopOnTheEmptyThrone) {
    const tafl_game game(place("c6", "f4", "h9", side::defenders));
    EXPECT_EQ(refusal_of(game, "f4", "f6"), "only the king may stop on the throne");
    EXPECT_FALSE(listed(game, mv("f4", "f6")));
    const tafl_game attackers_turn(place("c6", "f4", "h9", side::attackers));
    EXPECT_EQ(refusal_of(attackers_turn, "c6", "f6"), "only the king may stop on the throne");
}

TEST(Movement, OrdinaryPiecesCrossTheEmptyThrone) {
    tafl_game game(place("c6", "f4", "h9", side::attackers));
    EXPECT_TRUE(listed(game, mv("c6", "g6")));
    EXPECT_TRUE(listed(game, mv("c6", "k6")));
    play(game, "c6", "i6");
    EXPECT_TRUE(listed(game, mv("f4", "f7")));
    play(game, "f4", "f11");
    EXPECT_EQ(test::at(game, "f11"), cell::defender);
    EXPECT_EQ(test::at(game, "f6"), cell::empty);
}

TEST(Movement, NobodyCrossesTheThroneWhileTheKingSitsOnIt) {
    const tafl_game game(place("c6", "f3", "f6", side::attackers));
    EXPECT_EQ(refusal_of(game, "c6", "h6"), "the path from c6 to h6 is blocked at f6");
    EXPECT_FALSE(listed(game, mv("c6", "g6")));
    EXPECT_TRUE(listed(game, mv("c6", "e6")));
}

TEST(Movement, TheKingMayStopOnTheThroneAndCrossIt) {
    tafl_game game(place("a4", "c3", "f8", side::defenders));
    EXPECT_TRUE(listed(game, mv("f8", "f6")));
    EXPECT_TRUE(listed(game, mv("f8", "f2")));
    play(game, "f8", "f6");
    EXPECT_EQ(game.current().king(), throne);
}

TEST(Movement, OnlyTheKingEntersACorner) {
    const tafl_game attackers(place("a3 c1", "h8", "f6", side::attackers));
    EXPECT_EQ(refusal_of(attackers, "a3", "a1"), "only the king may enter a corner");
    EXPECT_EQ(refusal_of(attackers, "c1", "a1"), "only the king may enter a corner");
    EXPECT_TRUE(listed(attackers, mv("a3", "a2")));
    EXPECT_FALSE(listed(attackers, mv("a3", "a1")));
    const tafl_game defenders(place("h3", "k3", "f6", side::defenders));
    EXPECT_EQ(refusal_of(defenders, "k3", "k1"), "only the king may enter a corner");
    EXPECT_FALSE(listed(defenders, mv("k3", "k1")));
    const tafl_game king(place("h3", "c4", "k3", side::defenders));
    EXPECT_TRUE(listed(king, mv("k3", "k1")));
    EXPECT_TRUE(listed(king, mv("k3", "k11")));
}

TEST(Movement, NobodyPassesThroughACorner) {
    // A corner ends its rank and its file: no listed move starts on one side of a corner
    // and ends on the other, and a ray towards a corner stops there.
    const tafl_game game(place("a2 b1 j11 k10", "c5", "d4", side::attackers));
    for (const move m : game.legal_moves()) {
        EXPECT_FALSE(is_corner(m.to)) << square_name(m.from) << "-" << square_name(m.to);
        EXPECT_TRUE(on_board(m.to));
    }
    EXPECT_EQ(refusal_of(game, "a2", "a1"), "only the king may enter a corner");
    EXPECT_EQ(refusal_of(game, "j11", "k11"), "only the king may enter a corner");
}

TEST(Movement, LegalMoveListHasNoDuplicatesAndEveryMoveIsAccepted) {
    const tafl_game game;
    const auto moves = game.legal_moves();
    EXPECT_EQ(moves.size(), 116u);
    for (const move m : moves)
        EXPECT_EQ(game.why_illegal(m), std::nullopt)
            << square_name(m.from) << "-" << square_name(m.to);
    for (std::size_t i = 0; i < moves.size(); ++i)
        for (std::size_t j = i + 1; j < moves.size(); ++j)
            EXPECT_FALSE(moves[i] == moves[j]);
}

} // namespace
} // namespace plyroom::core::hnefatafl
