// Winning and drawing (core/hnefatafl/README.md): escape, encirclement, no legal moves, repetition,
// the 100-ply limit, and the order in which they are checked after a move.
#include "test_support.hpp"

#include <array>
#include <bit>

namespace plyroom::core::hnefatafl {
namespace {

using test::at;
using test::place;
using test::play;

TEST(Escape, TheKingEnteringACornerWinsForTheDefenders) {
    tafl_game game(place("h8", "c5", "d1", side::defenders));
    play(game, "d1", "a1");
    EXPECT_EQ(game.end(), ending::king_escaped);
    EXPECT_EQ(game.winner(), side::defenders);
    EXPECT_EQ(ending_reason(game.end()), "king_escaped");
    EXPECT_TRUE(game.legal_moves().empty());
    EXPECT_EQ(game.why_illegal(test::mv("h8", "h9")), "the game is over");
}

TEST(Escape, AnOrdinaryEdgeSquareIsNoEscape) {
    tafl_game game(place("h8", "c4", "d5", side::defenders));
    play(game, "d5", "a5");
    EXPECT_FALSE(game.over());
    EXPECT_EQ(at(game, "a5"), cell::king);
}

// Twelve attackers around c3..e5 with a gap at e6 that the attacker on e9 closes.
const char* const ring = "b3 b4 b5 f3 f4 f5 c2 d2 e2 c6 d6 e9";

TEST(Encirclement, ClosingARingAroundEveryDefenderWins) {
    tafl_game game(place(ring, "c3", "d4", side::attackers));
    EXPECT_FALSE(game.over());
    EXPECT_FALSE(game.current().defenders_encircled());
    play(game, "e9", "e6");
    EXPECT_EQ(game.end(), ending::encircled);
    EXPECT_EQ(game.winner(), side::attackers);
    // The empty squares inside the ring are not reachable from the edge, so they do not help.
    EXPECT_EQ(at(game, "e5"), cell::empty);
}

TEST(Encirclement, EveryDefenderMustBeEnclosedNotOnlyTheKing) {
    tafl_game outside(place(ring, "c3 h8", "d4", side::attackers));
    play(outside, "e9", "e6");
    EXPECT_FALSE(outside.over());
    tafl_game on_edge(place(ring, "c3 k5", "d4", side::attackers));
    play(on_edge, "e9", "e6");
    EXPECT_FALSE(on_edge.over());
}

TEST(Encirclement, DefendersSealedInSeveralPocketsAreEncircled) {
    const std::string attackers = std::string(ring) + " i9 k9 j8 j10";
    tafl_game game(place(attackers, "c3 j9", "d4", side::attackers));
    EXPECT_FALSE(game.over());
    play(game, "e9", "e6");
    EXPECT_EQ(game.end(), ending::encircled);
}

TEST(Encirclement, ADefenderInTheWallTouchesTheFloodedSquares) {
    // The gap at e6 is plugged by a defender: the ring is closed, but that defender stands
    // next to e7, which the flood from the edge reaches.
    tafl_game game(place("b3 b4 b5 f3 f4 f5 c2 d2 e2 c6 d6 a9", "c3 e6", "d4", side::attackers));
    EXPECT_FALSE(game.over());
    play(game, "a9", "a10");
    EXPECT_FALSE(game.over());
}

TEST(Encirclement, APositionSetUpEncircledIsDecidedAtOnce) {
    const tafl_game game(place("b3 b4 b5 f3 f4 f5 c2 d2 e2 c6 d6 e6", "c3", "d4", side::defenders));
    EXPECT_EQ(game.end(), ending::encircled);
}

TEST(NoLegalMoves, DefendersWithoutAMoveLose) {
    tafl_game game(place("a5 a7 h6", "", "a6", side::attackers));
    play(game, "h6", "b6");
    EXPECT_EQ(game.end(), ending::no_legal_moves);
    EXPECT_EQ(game.winner(), side::attackers);
}

TEST(NoLegalMoves, AttackersWithoutAMoveLose) {
    tafl_game game(place("a2", "a3 b5", "h9", side::defenders));
    play(game, "b5", "b2");
    EXPECT_EQ(at(game, "a2"), cell::attacker);
    EXPECT_EQ(game.end(), ending::no_legal_moves);
    EXPECT_EQ(game.winner(), side::defenders);
}

TEST(NoLegalMoves, ASideWithMovesLeftPlaysOn) {
    tafl_game game(place("a5 a7 h6", "k3", "a6", side::attackers));
    play(game, "h6", "b6");
    EXPECT_FALSE(game.over());
}

TEST(Repetition, TheThirdOccurrenceOfThePositionIsADraw) {
    tafl_game game;
    const std::array<const char*, 8> moves{"a8", "b8", "h6", "i6", "b8", "a8", "i6", "h6"};
    for (int round = 0; round < 2; ++round) {
        for (std::size_t i = 0; i < moves.size(); i += 2) {
            EXPECT_FALSE(game.over());
            play(game, moves[i], moves[i + 1]);
        }
        // The start counts as the first occurrence.
        EXPECT_EQ(game.occurrences(), round + 2);
    }
    EXPECT_EQ(game.end(), ending::repetition);
    EXPECT_EQ(game.winner(), std::nullopt);
    EXPECT_EQ(game.current().rows(), position::start().rows());
    EXPECT_EQ(game.current().hash(), position::start().hash());
}

TEST(Repetition, TheSamePiecesWithTheOtherSideToMoveAreAnotherPosition) {
    tafl_game game;
    play(game, "a8", "b8");
    play(game, "h6", "i6");
    play(game, "b8", "c8");
    play(game, "i6", "h6");
    play(game, "c8", "a8");
    EXPECT_EQ(game.current().rows(), position::start().rows());
    EXPECT_EQ(game.occurrences(), 1);
    EXPECT_FALSE(game.over());
}

// Attackers on b9 c9 d9 e9 g9 h9 step between ranks 9 and 10 in Gray-code order, so their
// first 64 arrangements never repeat. Returns the move of step k (k >= 1).
move gray_step(const tafl_game& game, int k) {
    static const std::array<int, 6> files{1, 2, 3, 4, 6, 7};
    const int file = files[std::countr_zero(static_cast<unsigned>(k))];
    const square low = make_square(file, 8);
    const square high = make_square(file, 9);
    return game.current().at(low) == cell::attacker ? move{low, high} : move{high, low};
}

TEST(NoCaptureLimit, OneHundredPliesWithoutACaptureDraw) {
    tafl_game game(place("b9 c9 d9 e9 g9 h9", "c1", "f6", side::attackers));
    for (int k = 1; k <= 50; ++k) {
        ASSERT_FALSE(game.over()) << "ply " << game.current().plies_since_capture();
        game.play(gray_step(game, k));
        if (k == 50) {
            EXPECT_EQ(game.current().plies_since_capture(), 99);
            EXPECT_FALSE(game.over());
        }
        play(game, k % 2 == 1 ? "c1" : "c2", k % 2 == 1 ? "c2" : "c1");
    }
    EXPECT_EQ(game.current().plies_since_capture(), 100);
    EXPECT_EQ(game.end(), ending::no_capture_limit);
    EXPECT_EQ(game.winner(), std::nullopt);
    EXPECT_EQ(ending_reason(game.end()), "no_capture_limit");
}

TEST(OrderOfChecks, KingCapturedComesBeforeEncircledAndNoLegalMoves) {
    // Capturing the lone king also leaves no defender anywhere.
    tafl_game game(place("b8 d8 c9 c3", "", "c8", side::attackers));
    play(game, "c3", "c7");
    EXPECT_EQ(game.end(), ending::king_captured);
}

TEST(OrderOfChecks, EncircledComesBeforeNoLegalMoves) {
    tafl_game game(place("c4 e4 d3 c5 e5 d9", "d5", "d4", side::attackers));
    play(game, "d9", "d6");
    EXPECT_EQ(at(game, "d5"), cell::defender);
    EXPECT_EQ(at(game, "d4"), cell::king);
    EXPECT_EQ(game.end(), ending::encircled);
}

TEST(OrderOfChecks, NoLegalMovesComesBeforeTheNoCaptureLimit) {
    // The king shuttles a6-b6 while the attackers step through Gray codes; on ply 100 an
    // attacker takes b6 and the king, alone on the edge, cannot move.
    tafl_game game(place("a5 a7 b8 c9 d9 e9 g9 h9 i9", "", "a6", side::defenders));
    static const std::array<int, 6> files{2, 3, 4, 6, 7, 8};
    for (int k = 1; k <= 50; ++k) {
        play(game, k % 2 == 1 ? "a6" : "b6", k % 2 == 1 ? "b6" : "a6");
        ASSERT_FALSE(game.over());
        if (k == 50)
            break;
        const int file = files[std::countr_zero(static_cast<unsigned>(k))];
        const square low = make_square(file, 8);
        const square high = make_square(file, 9);
        game.play(game.current().at(low) == cell::attacker ? move{low, high} : move{high, low});
        ASSERT_FALSE(game.over());
    }
    EXPECT_EQ(game.current().plies_since_capture(), 99);
    play(game, "b8", "b6");
    EXPECT_EQ(game.current().plies_since_capture(), 100);
    EXPECT_EQ(game.end(), ending::no_legal_moves);
    EXPECT_EQ(game.winner(), side::attackers);
}

TEST(OrderOfChecks, RepetitionComesBeforeTheNoCaptureLimit) {
    // 92 plies of fresh positions, then shuttles over squares not used so far (j10, d1), so
    // the third occurrence of the position of ply 92 falls on ply 100.
    tafl_game game(place("b9 c9 d9 e9 g9 h9 j9", "c1", "f6", side::attackers));
    for (int k = 1; k <= 46; ++k) {
        game.play(gray_step(game, k));
        play(game, k % 2 == 1 ? "c1" : "c2", k % 2 == 1 ? "c2" : "c1");
    }
    ASSERT_FALSE(game.over());
    EXPECT_EQ(game.current().plies_since_capture(), 92);
    for (int round = 0; round < 2; ++round) {
        play(game, "j9", "j10");
        play(game, "c1", "d1");
        play(game, "j10", "j9");
        ASSERT_FALSE(game.over());
        play(game, "d1", "c1");
    }
    EXPECT_EQ(game.current().plies_since_capture(), 100);
    EXPECT_EQ(game.occurrences(), 3);
    EXPECT_EQ(game.end(), ending::repetition);
}

} // namespace
} // namespace plyroom::core::hnefatafl
