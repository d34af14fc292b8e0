// Turns without calls: move shapes, bonus declarations and bonus turns, passing and the end,
// the tie rule, resignation with more than two players, legal_moves().
#include "grav_test_support.hpp"

#include <algorithm>

#include <gtest/gtest.h>

namespace plyroom::core::grav {
namespace {

using namespace testing;

TEST(Moves, MalformedMovesAreBadRequests) {
    const auto m = new_match(lax_settings());
    const json before = m->state();
    for (const json& move :
         {json{{"place", json::array({1})}}, json{{"place", "a1"}},
          json{{"place", json::array({7, 0})}}, json{{"place", json::array({0, -1})}},
          json{{"pass", false}}, json{{"place", json::array({0, 0})}, {"pass", true}},
          json{{"place", json::array({0, 0})}, {"bonus", -1}},
          json{{"place", json::array({0, 0})}, {"bonus", "one"}}, json::object()}) {
        const status outcome = m->apply(0, move);
        ASSERT_TRUE(outcome) << move.dump();
        EXPECT_EQ(outcome->code, refusal_code::bad_request) << move.dump();
    }
    EXPECT_EQ(refusal_words(m->apply(0, place(7, 3))), "(7,3) is off the 7x7 board");
    EXPECT_EQ(m->state(), before);
}

TEST(Moves, PlacementsGoOnEmptyPointsInSeatOrder) {
    const auto m = new_match(lax_settings(7, 3));
    ASSERT_TRUE(play(*m, place(3, 2)));
    EXPECT_EQ(m->state()["board"]["rows"][2], "...0...");
    EXPECT_EQ(m->state()["last"], json::array({3, 2}));
    EXPECT_EQ(m->to_move(), 1);
    EXPECT_EQ(refusal_words(m->apply(1, place(3, 2))), "(3,2) is already taken");
    EXPECT_EQ(refusal_kind(m->apply(2, place(0, 0))), refusal_code::not_your_turn);
    ASSERT_TRUE(play(*m, place(0, 0)));
    ASSERT_TRUE(play(*m, place(6, 6)));
    EXPECT_EQ(m->to_move(), 0);
    EXPECT_EQ(m->ply(), 3);
    EXPECT_EQ(m->state()["stones"], json::array({1, 1, 1}));
    // A move is stored and sent only in the shape the game defines: extra fields are refused.
    EXPECT_EQ(refusal_words(m->apply(0, json{{"place", json::array({1, 1})}, {"void", true}})),
              "unknown field \"void\" in the move");
    ASSERT_TRUE(play(*m, place(1, 1)));
}

// A placement with a null bonus is announced and recorded without it: the one form the schema
// allows.
TEST(Moves, ANullBonusIsLeftOutOfTheRecordedMove) {
    const auto m = new_match(lax_settings());
    action_effect effect;
    ASSERT_TRUE(accepted(m->act(
        0, action{move_kind, json{{"place", json::array({3, 2})}, {"bonus", nullptr}}}, effect)));
    EXPECT_EQ(effect.record, place(3, 2));
    action_effect declared;
    ASSERT_TRUE(accepted(m->act(1, action{move_kind, place(0, 0, 0)}, declared)));
    EXPECT_EQ(declared.record, place(0, 0, 0));
}

// Declaring a bonus that was earned is accepted; declaring more than earned is refused.
TEST(Bonus, DeclarationsAreCheckedAgainstWhatWasEarned) {
    const auto m = new_match(lax_settings());
    ASSERT_TRUE(play(*m, place(0, 0)));
    EXPECT_EQ(refusal_words(m->apply(1, place(1, 0, 1))), "this placement earns no bonus turn");
    ASSERT_TRUE(play(*m, place(1, 0)));
    ASSERT_TRUE(play(*m, place(0, 1)));
    const json before = m->state();
    const status too_many = m->apply(1, place(1, 1, 2));
    ASSERT_TRUE(too_many);
    EXPECT_EQ(too_many->code, refusal_code::illegal_move);
    EXPECT_EQ(too_many->message, "this placement earns only 1 bonus turn");
    EXPECT_EQ(m->state(), before);
    ASSERT_TRUE(play(*m, place(1, 1, 1)));
    EXPECT_EQ(m->to_move(), 1);
    EXPECT_EQ(m->state()["bonus_left"], 1);
}

// An earned bonus that is not declared is simply not taken.
TEST(Bonus, UndeclaredBonusIsNotTaken) {
    const auto m = new_match(lax_settings());
    for (const auto& [x, y] : {std::pair{0, 0}, {1, 0}, {0, 1}, {1, 1}})
        ASSERT_TRUE(play(*m, place(x, y)));
    EXPECT_EQ(m->to_move(), 0);
    EXPECT_EQ(m->state()["bonus_left"], 0);
}

// A bonus turn must be a placement, may earn a further bonus, and then play moves on.
TEST(Bonus, BonusTurnsChain) {
    const auto m = new_match(lax_settings());
    // Seat 0 builds (4,4),(5,4),(4,5) while seat 1 builds (0,0),(1,0),(0,1).
    for (const auto& [x, y] : {std::pair{4, 4}, {0, 0}, {5, 4}, {1, 0}, {4, 5}, {0, 1}})
        ASSERT_TRUE(play(*m, place(x, y)));
    ASSERT_TRUE(play(*m, place(5, 5, 1))); // seat 0 completes a block
    EXPECT_EQ(m->to_move(), 0);
    EXPECT_EQ(m->state()["bonus_left"], 1);
    EXPECT_EQ(refusal_words(m->apply(0, pass())),
              "a bonus turn must be a placement: you cannot pass it");
    const auto moves = m->legal_moves();
    EXPECT_EQ(std::count(moves.begin(), moves.end(), pass()), 0);
    EXPECT_EQ(std::count(moves.begin(), moves.end(), place(1, 1, 1)), 1);
    ASSERT_TRUE(play(*m, place(1, 1, 1))); // and seat 1's block: 1 - 1 + 1
    EXPECT_EQ(m->to_move(), 0);
    EXPECT_EQ(m->state()["bonus_left"], 1);
    ASSERT_TRUE(play(*m, place(3, 0)));
    EXPECT_EQ(m->to_move(), 1);
    EXPECT_EQ(m->state()["bonus_left"], 0);
}

// Owed bonus turns are forfeited when there is no empty point left.
TEST(Bonus, ForfeitedWhenTheBoardIsFull) {
    const auto m = new_match(lax_settings(5));
    for (int k = 0; k < 24; ++k)
        ASSERT_TRUE(play(*m, place(k % 5, k / 5)));
    EXPECT_EQ(m->to_move(), 0);
    ASSERT_TRUE(play(*m, place(4, 4, 1))); // the full board is one symmetric group
    EXPECT_EQ(m->to_move(), 1);
    EXPECT_EQ(m->state()["bonus_left"], 0);
    EXPECT_EQ(m->legal_moves(), std::vector<json>{pass()});
}

// In a strict room, owed bonus turns are forfeited when no placement breaks no rule.
TEST(Bonus, ForfeitedInAStrictRoomWithoutALegalPlacement) {
    settings s = lax_settings(5);
    s.b = 5; // one square, the whole board, may hold at most 4 stones
    s.c = 4;
    s.strict = true;
    const auto strict = new_match(s);
    s.strict = false;
    const auto open = new_match(s);
    for (auto* m : {strict.get(), open.get()}) {
        for (const auto& [x, y] : {std::pair{0, 0}, {1, 0}, {0, 1}})
            ASSERT_TRUE(play(*m, place(x, y)));
        ASSERT_TRUE(play(*m, place(1, 1, 1)));
    }
    EXPECT_EQ(strict->to_move(), 0);
    EXPECT_EQ(strict->state()["bonus_left"], 0);
    EXPECT_EQ(strict->legal_moves(), std::vector<json>{pass()});
    EXPECT_EQ(open->to_move(), 1);
    EXPECT_EQ(open->state()["bonus_left"], 1);
}

// The game ends when every seat has passed in a row; the tie goes to the later seat.
TEST(Passing, EverybodyPassingEndsTheGameTieToTheLaterSeat) {
    const auto m = new_match(lax_settings());
    ASSERT_TRUE(play(*m, place(0, 0)));
    ASSERT_TRUE(play(*m, place(3, 3)));
    ASSERT_TRUE(play(*m, pass()));
    EXPECT_EQ(m->state()["passes"], 1);
    EXPECT_FALSE(m->finished());
    ASSERT_TRUE(play(*m, pass()));
    ASSERT_TRUE(m->finished());
    EXPECT_EQ(m->result_json(), (json{{"outcome", "win"},
                                      {"winner", 1},
                                      {"reason", "all_passed"},
                                      {"scores", {{"p1", 1}, {"p2", 1}}}}));
    EXPECT_EQ(m->state()["phase"], "over");
    EXPECT_TRUE(m->state()["to_move"].is_null());
    EXPECT_TRUE(m->legal_moves().empty());
}

// A placement between passes starts the count again; most stones wins.
TEST(Passing, APlacementResetsThePasses) {
    const auto m = new_match(lax_settings());
    ASSERT_TRUE(play(*m, place(0, 0)));
    ASSERT_TRUE(play(*m, pass()));
    ASSERT_TRUE(play(*m, place(2, 2)));
    EXPECT_EQ(m->state()["passes"], 0);
    ASSERT_TRUE(play(*m, pass()));
    EXPECT_FALSE(m->finished());
    ASSERT_TRUE(play(*m, pass()));
    ASSERT_TRUE(m->finished());
    EXPECT_EQ(m->result()->winner, 0);
    EXPECT_EQ(m->result()->scores, (json{{"p1", 2}, {"p2", 0}}));
}

// Three seats, two tied on most stones: the later of the two wins, not the last seat.
TEST(Passing, TieAmongThreeGoesToTheLaterTiedSeat) {
    const auto m = new_match(lax_settings(7, 3));
    for (const auto& [x, y] : {std::pair{0, 0}, {2, 0}, {4, 0}, {0, 2}, {2, 2}})
        ASSERT_TRUE(play(*m, place(x, y)));
    // Stones: p1 2, p2 2, p3 1. Seat 2 is to move.
    for (int k = 0; k < 3; ++k)
        ASSERT_TRUE(play(*m, pass()));
    ASSERT_TRUE(m->finished());
    EXPECT_EQ(m->result()->winner, 1);
}

// With three seats a resignation leaves the turn order; the last seat left wins.
TEST(Resignation, ThreePlayers) {
    const auto m = new_match(lax_settings(7, 3));
    ASSERT_TRUE(play(*m, place(0, 0)));
    ASSERT_TRUE(accepted(m->resign(1))); // seat 1 resigns on its own turn
    EXPECT_FALSE(m->finished());
    EXPECT_EQ(m->to_move(), 2);
    EXPECT_EQ(m->state()["resigned"], json::array({1}));
    EXPECT_EQ(refusal_words(m->resign(1)), "you have already left the game");
    ASSERT_TRUE(play(*m, place(5, 5)));
    EXPECT_EQ(m->to_move(), 0);
    ASSERT_TRUE(play(*m, place(1, 1)));
    EXPECT_EQ(m->to_move(), 2);          // seat 1 is out of the turn order
    ASSERT_TRUE(accepted(m->resign(0))); // out of turn
    ASSERT_TRUE(m->finished());
    EXPECT_EQ(m->result()->winner, 2);
    EXPECT_EQ(m->result()->reason, "resignation");
    EXPECT_EQ(m->result()->scores, (json{{"p1", 2}, {"p2", 0}, {"p3", 1}}));
}

// A resigned seat's stones stay on the board, but it cannot win on stones.
TEST(Resignation, ResignedSeatStonesStayButDoNotWin) {
    const auto m = new_match(lax_settings(7, 3));
    for (const auto& [x, y] : {std::pair{0, 0}, {2, 0}, {4, 0}, {0, 2}, {2, 2}, {6, 6}})
        ASSERT_TRUE(play(*m, place(x, y)));
    ASSERT_TRUE(play(*m, place(4, 4))); // seat 0 has 3 stones, seats 1 and 2 have 2
    ASSERT_TRUE(accepted(m->resign(0)));
    EXPECT_EQ(m->state()["stones"], json::array({3, 2, 2}));
    EXPECT_EQ(m->to_move(), 1);
    ASSERT_TRUE(play(*m, pass()));
    ASSERT_TRUE(play(*m, pass()));
    ASSERT_TRUE(m->finished());
    EXPECT_EQ(m->result()->reason, "all_passed");
    EXPECT_EQ(m->result()->winner, 2);
}

// When everyone still in the game has already passed, a resignation ends the game.
TEST(Resignation, EndsTheGameWhenTheOthersHavePassed) {
    const auto m = new_match(lax_settings(7, 3));
    ASSERT_TRUE(play(*m, place(0, 0)));
    ASSERT_TRUE(play(*m, pass()));
    ASSERT_TRUE(play(*m, pass()));
    EXPECT_EQ(m->to_move(), 0);
    EXPECT_EQ(m->state()["passed"], json::array({1, 2}));
    ASSERT_TRUE(accepted(m->resign(0)));
    ASSERT_TRUE(m->finished());
    EXPECT_EQ(m->result()->reason, "all_passed");
    EXPECT_EQ(m->result()->winner, 2);
}

// Two seats: resigning hands the win to the other seat.
TEST(Resignation, TwoPlayers) {
    const auto m = new_match(lax_settings());
    ASSERT_TRUE(play(*m, place(0, 0)));
    ASSERT_TRUE(accepted(m->resign(0)));
    ASSERT_TRUE(m->finished());
    EXPECT_EQ(m->result()->winner, 1);
    EXPECT_EQ(m->result()->reason, "resignation");
    EXPECT_EQ(refusal_kind(m->resign(1)), refusal_code::game_over);
}

// An agreed end is a draw.
TEST(Agreement, IsADraw) {
    const auto m = new_match(lax_settings(7, 4));
    ASSERT_TRUE(accepted(m->agree_draw()));
    EXPECT_EQ(m->result()->outcome, outcome_kind::draw);
    EXPECT_EQ(m->result()->reason, "agreement");
}

// legal_moves(): every empty point, the bonus declaration where one is earned, and pass.
TEST(LegalMoves, EveryEmptyPointPlusBonusesAndPass) {
    const auto m = new_match(lax_settings(5));
    EXPECT_EQ(m->legal_moves().size(), 26U);
    EXPECT_EQ(m->legal_moves().front(), place(0, 0));
    EXPECT_EQ(m->legal_moves().back(), pass());
    for (const auto& [x, y] : {std::pair{0, 0}, {1, 0}, {0, 1}})
        ASSERT_TRUE(play(*m, place(x, y)));
    const auto moves = m->legal_moves();
    EXPECT_EQ(moves.size(), 22U + 1U + 1U); // 22 points, one with a bonus, and pass
    EXPECT_EQ(std::count(moves.begin(), moves.end(), place(1, 1, 1)), 1);
    for (const json& move : moves) {
        const auto copy = m->clone();
        EXPECT_TRUE(accepted(copy->apply(*m->to_move(), move))) << move.dump();
    }
    EXPECT_EQ(m->perft(1), moves.size());
}

} // namespace
} // namespace plyroom::core::grav
