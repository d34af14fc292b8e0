// The Fetlar start position: 24 attackers, 12 defenders and the king at the squares of
// core/hnefatafl/README.md, attackers to move, nothing captured yet.
#include "test_support.hpp"

#include <set>

namespace plyroom::core::hnefatafl {
namespace {

using test::names;
using test::sq;

const char* const start_attackers = "a4 a5 a6 a7 a8 b6 k4 k5 k6 k7 k8 j6 d1 e1 f1 g1 h1 f2 "
                                    "d11 e11 f11 g11 h11 f10";
const char* const start_defenders = "d6 e5 e6 e7 f4 f5 f7 f8 g5 g6 g7 h6";

TEST(StartPosition, HasTwentyFourAttackersTwelveDefendersAndOneKing) {
    const position start = position::start();
    int attackers = 0;
    int defenders = 0;
    int kings = 0;
    for (int file = 0; file < board_size; ++file)
        for (int rank = 0; rank < board_size; ++rank) {
            const cell piece = start.at(make_square(file, rank));
            attackers += piece == cell::attacker ? 1 : 0;
            defenders += piece == cell::defender ? 1 : 0;
            kings += piece == cell::king ? 1 : 0;
        }
    EXPECT_EQ(attackers, 24);
    EXPECT_EQ(defenders, 12);
    EXPECT_EQ(kings, 1);
}

TEST(StartPosition, PiecesStandOnTheSquaresOfTheRules) {
    const position start = position::start();
    std::set<square> listed;
    for (const std::string& name : names(start_attackers)) {
        EXPECT_EQ(start.at(sq(name)), cell::attacker) << name;
        listed.insert(sq(name));
    }
    for (const std::string& name : names(start_defenders)) {
        EXPECT_EQ(start.at(sq(name)), cell::defender) << name;
        listed.insert(sq(name));
    }
    EXPECT_EQ(start.at(sq("f6")), cell::king);
    EXPECT_EQ(start.king(), sq("f6"));
    listed.insert(sq("f6"));
    EXPECT_EQ(listed.size(), 37u);
    for (int file = 0; file < board_size; ++file)
        for (int rank = 0; rank < board_size; ++rank) {
            const square s = make_square(file, rank);
            if (!listed.contains(s)) {
                EXPECT_EQ(start.at(s), cell::empty) << square_name(s);
            }
        }
}

TEST(StartPosition, AttackersMoveFirstWithNoCaptureCountAndTheGameRunning) {
    const tafl_game game;
    EXPECT_EQ(game.current().side_to_move(), side::attackers);
    EXPECT_EQ(game.current().plies_since_capture(), 0);
    EXPECT_FALSE(game.over());
    EXPECT_EQ(game.occurrences(), 1);
    EXPECT_TRUE(game.current().is_consistent());
}

TEST(StartPosition, RowsShowRankElevenFirst) {
    const std::vector<std::string> expected{
        "...AAAAA...", ".....A.....", "...........", "A....D....A", "A...DDD...A", "AA.DDKDD.AA",
        "A...DDD...A", "A....D....A", "...........", ".....A.....", "...AAAAA...",
    };
    EXPECT_EQ(position::start().rows(), expected);
}

TEST(StartPosition, ThroneAndCornersAreTheRestrictedSquares) {
    EXPECT_EQ(throne, sq("f6"));
    EXPECT_TRUE(is_corner(sq("a1")));
    EXPECT_TRUE(is_corner(sq("a11")));
    EXPECT_TRUE(is_corner(sq("k1")));
    EXPECT_TRUE(is_corner(sq("k11")));
    int restricted = 0;
    for (int file = 0; file < board_size; ++file)
        for (int rank = 0; rank < board_size; ++rank)
            restricted += is_restricted(make_square(file, rank)) ? 1 : 0;
    EXPECT_EQ(restricted, 5);
}

TEST(SquareNames, RoundTripEveryBoardSquare) {
    for (int file = 0; file < board_size; ++file)
        for (int rank = 0; rank < board_size; ++rank) {
            const square s = make_square(file, rank);
            EXPECT_EQ(parse_square(square_name(s)), s);
        }
    EXPECT_EQ(square_name(sq("k11")), "k11");
    EXPECT_EQ(parse_square("F4"), sq("f4"));
    for (const char* bad : {"", "f", "l1", "a0", "a12", "a01", "f4x", "4f", "a-1"})
        EXPECT_FALSE(parse_square(bad).has_value()) << bad;
}

} // namespace
} // namespace plyroom::core::hnefatafl
