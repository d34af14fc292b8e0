// "Grav!" calls: correct calls with the penalty phase, wrong calls with skipped turns, what
// may be called and when, and strict rooms where nothing is called.
#include "../support/game_actions.hpp"
#include "grav_test_support.hpp"

#include <gtest/gtest.h>

namespace plyroom::core::grav {
namespace {

using namespace testing;

// A correct call voids the stone; a violator with no stone left means no penalty phase.
TEST(CorrectCall, ViolatorWithoutStonesSkipsThePenalty) {
    const auto m = new_match(near_settings());
    ASSERT_TRUE(play(*m, place(3, 3)));
    ASSERT_TRUE(play(*m, place(0, 0))); // distance 6 from (3,3)
    EXPECT_EQ(m->state()["challengeable"], (json{{"ply", 1}, {"seat", 1}}));
    json report;
    ASSERT_TRUE(call(*m, 0, report));
    EXPECT_EQ(report, (json{{"correct", true},
                            {"against", 1},
                            {"violations", {"distance 6 is outside [1, 2] from (3,3)"}}}));
    const json state = m->state();
    EXPECT_EQ(state["board"]["rows"][0], ".......");
    EXPECT_EQ(state["voided"], json::array({1}));
    EXPECT_EQ(state["phase"], "play");
    EXPECT_EQ(state["to_move"], 0);
    EXPECT_TRUE(state["challengeable"].is_null());
    EXPECT_EQ(state["last"], json::array({3, 3}));
    EXPECT_EQ(state["ply"], 2); // the voided placement still counts as a move
    ASSERT_TRUE(play(*m, place(3, 4)));
    EXPECT_EQ(m->to_move(), 1);
}

// With stones left, the caller removes one of the violator's stones, then takes a turn.
TEST(CorrectCall, PenaltyRemovalThenTheCallersTurn) {
    const auto m = new_match(near_settings());
    for (const auto& [x, y] : {std::pair{3, 3}, {3, 4}, {3, 5}})
        ASSERT_TRUE(play(*m, place(x, y)));
    ASSERT_TRUE(play(*m, place(0, 0))); // seat 1, distance 8 from (3,5)
    json report;
    ASSERT_TRUE(call(*m, 0, report));
    EXPECT_TRUE(report["correct"]);
    json state = m->state();
    EXPECT_EQ(state["phase"], "penalty_remove");
    EXPECT_EQ(state["to_move"], 0);
    EXPECT_EQ(state["penalty"], (json{{"caller", 0}, {"against", 1}}));
    EXPECT_EQ(m->legal_moves(), std::vector<json>{remove_at(3, 4)});
    EXPECT_EQ(refusal_words(m->apply(0, place(3, 6))), "first remove one of p2's stones");
    EXPECT_EQ(refusal_kind(m->apply(0, pass())), refusal_code::illegal_move);
    EXPECT_EQ(refusal_words(m->apply(0, remove_at(3, 3))), "(3,3) is not a stone of p2");
    EXPECT_EQ(refusal_words(m->apply(0, remove_at(0, 0))), "(0,0) is not a stone of p2");
    EXPECT_EQ(refusal_kind(m->apply(1, remove_at(3, 4))), refusal_code::not_your_turn);
    EXPECT_EQ(m->state(), state);
    ASSERT_TRUE(play(*m, remove_at(3, 4)));
    state = m->state();
    EXPECT_EQ(state["ply"], 5);
    EXPECT_EQ(state["phase"], "play");
    EXPECT_EQ(state["to_move"], 0);
    EXPECT_EQ(state["stones"], json::array({2, 0}));
    EXPECT_EQ(state["last"], json::array({3, 5}));
    EXPECT_EQ(refusal_kind(m->apply(0, remove_at(3, 3))), refusal_code::illegal_move);
    ASSERT_TRUE(play(*m, place(3, 6)));
    EXPECT_EQ(m->to_move(), 1);
}

// After the penalty, play continues in seat order from the caller: the seat that was to move
// loses its turn.
TEST(CorrectCall, PlayContinuesFromTheCaller) {
    const auto m = new_match(near_settings(7, 3));
    for (const auto& [x, y] : {std::pair{3, 3}, {3, 4}, {3, 5}, {3, 6}})
        ASSERT_TRUE(play(*m, place(x, y)));
    ASSERT_TRUE(play(*m, place(0, 0))); // seat 1 breaks the distance rule
    EXPECT_EQ(m->to_move(), 2);
    json report;
    ASSERT_TRUE(call(*m, 0, report)); // seat 0 calls although seat 2 is to move
    EXPECT_EQ(report["against"], 1);
    ASSERT_TRUE(play(*m, remove_at(3, 4)));
    EXPECT_EQ(m->to_move(), 0);
    ASSERT_TRUE(play(*m, place(4, 6)));
    EXPECT_EQ(m->to_move(), 1);
}

// A correct call on a placement that earned a bonus ends the bonus turns too.
TEST(CorrectCall, EndsOwedBonusTurns) {
    settings s = lax_settings();
    s.c = 3; // a 2x2 block breaks the density rule, and is symmetric
    const auto m = new_match(s);
    for (const auto& [x, y] : {std::pair{0, 0}, {1, 0}, {0, 1}})
        ASSERT_TRUE(play(*m, place(x, y)));
    ASSERT_TRUE(play(*m, place(1, 1, 1)));
    EXPECT_EQ(m->to_move(), 1);
    EXPECT_EQ(m->state()["bonus_left"], 1);
    json report;
    ASSERT_TRUE(call(*m, 0, report));
    EXPECT_EQ(report["violations"],
              json::array({"density: the 2x2 square from (0,0) to (1,1) holds 4 stones, more "
                           "than c = 3"}));
    EXPECT_EQ(m->state()["bonus_left"], 0);
    EXPECT_EQ(m->to_move(), 0);
    ASSERT_TRUE(play(*m, remove_at(1, 0)));
    EXPECT_EQ(m->state()["board"]["rows"][0], "0......");
    EXPECT_EQ(m->to_move(), 0);
}

// Resignations in the penalty phase: the caller's ends the penalty and play goes on from the
// seat after the caller; the violator's does not stop the penalty.
TEST(CorrectCall, ResigningInThePenaltyPhase) {
    for (const int resigning : {1, 2}) {
        const auto m = new_match(near_settings(7, 3));
        for (const auto& [x, y] : {std::pair{3, 3}, {3, 4}, {3, 5}, {3, 6}})
            ASSERT_TRUE(play(*m, place(x, y)));
        ASSERT_TRUE(play(*m, place(0, 0))); // seat 1 breaks the distance rule
        json report;
        ASSERT_TRUE(call(*m, 2, report));
        EXPECT_EQ(m->state()["penalty"], (json{{"caller", 2}, {"against", 1}}));
        ASSERT_TRUE(accepted(m->resign(resigning)));
        if (resigning == 2) { // the caller
            EXPECT_EQ(m->state()["phase"], "play");
            EXPECT_TRUE(m->state()["penalty"].is_null());
            EXPECT_EQ(m->to_move(), 0);
        } else { // the violator
            EXPECT_EQ(m->state()["phase"], "penalty_remove");
            EXPECT_EQ(m->to_move(), 2);
            ASSERT_TRUE(play(*m, remove_at(3, 4)));
            EXPECT_EQ(m->to_move(), 2);
            ASSERT_TRUE(play(*m, place(4, 6)));
            EXPECT_EQ(m->to_move(), 0);
        }
    }
}

// A wrong call costs the caller its next regular turn.
TEST(WrongCall, SkipsTheCallersNextTurn) {
    const auto m = new_match(near_settings(7, 3));
    ASSERT_TRUE(play(*m, place(3, 3)));
    json report;
    ASSERT_TRUE(call(*m, 2, report));
    EXPECT_EQ(report, (json{{"correct", false}, {"against", 0}, {"violations", json::array()}}));
    EXPECT_EQ(m->state()["skips_owed"], json::array({0, 0, 1}));
    EXPECT_TRUE(m->state()["challengeable"].is_null());
    EXPECT_EQ(m->to_move(), 1);
    EXPECT_EQ(m->state()["board"]["rows"][3], "...0..."); // the placement stands
    ASSERT_TRUE(play(*m, place(3, 4)));
    EXPECT_EQ(m->to_move(), 0);
    EXPECT_EQ(m->state()["skipped"], json::array({2}));
    EXPECT_EQ(m->state()["skips_owed"], json::array({0, 0, 0}));
    ASSERT_TRUE(play(*m, place(3, 5)));
    EXPECT_EQ(m->to_move(), 1);
    ASSERT_TRUE(play(*m, place(3, 6)));
    EXPECT_EQ(m->to_move(), 2);
    EXPECT_EQ(m->state()["skipped"], json::array());
}

// When it is the caller's regular turn right now, that very turn is skipped.
TEST(WrongCall, SkipsTheCallersTurnRightNow) {
    const auto m = new_match(near_settings());
    ASSERT_TRUE(play(*m, place(3, 3)));
    EXPECT_EQ(m->to_move(), 1);
    json report;
    ASSERT_TRUE(call(*m, 1, report));
    EXPECT_FALSE(report["correct"]);
    EXPECT_EQ(m->to_move(), 0);
    EXPECT_EQ(m->state()["skipped"], json::array({1}));
    EXPECT_EQ(m->state()["skips_owed"], json::array({0, 0}));
    EXPECT_EQ(m->ply(), 1); // a skipped turn is not a move
    ASSERT_TRUE(play(*m, place(3, 4)));
    EXPECT_EQ(m->to_move(), 1);
}

// A caller that is not to move, during the opponent's bonus turn, owes the skip for later.
TEST(WrongCall, DuringABonusTurnTheSkipWaits) {
    const auto m = new_match(lax_settings());
    for (const auto& [x, y] : {std::pair{0, 0}, {1, 0}, {0, 1}})
        ASSERT_TRUE(play(*m, place(x, y)));
    ASSERT_TRUE(play(*m, place(1, 1, 1))); // seat 1 earns a bonus turn
    json report;
    ASSERT_TRUE(call(*m, 0, report));
    EXPECT_FALSE(report["correct"]);
    EXPECT_EQ(m->state()["skips_owed"], json::array({1, 0}));
    EXPECT_EQ(m->to_move(), 1);
    ASSERT_TRUE(play(*m, place(5, 5))); // the bonus placement; seat 0's turn is skipped
    EXPECT_EQ(m->to_move(), 1);
    EXPECT_EQ(m->state()["skipped"], json::array({0}));
}

// Owed skips add up, one per wrong call, and are taken at the caller's next regular turns.
TEST(WrongCall, SkipsAccumulate) {
    const auto m = new_match(lax_settings(7, 4));
    json report;
    ASSERT_TRUE(play(*m, place(0, 0)));
    ASSERT_TRUE(call(*m, 3, report));
    ASSERT_TRUE(play(*m, place(2, 0)));
    ASSERT_TRUE(call(*m, 3, report));
    EXPECT_EQ(m->state()["skips_owed"], json::array({0, 0, 0, 2}));
    ASSERT_TRUE(play(*m, place(4, 0))); // seat 2
    EXPECT_EQ(m->to_move(), 0);
    EXPECT_EQ(m->state()["skips_owed"], json::array({0, 0, 0, 1}));
    for (int k = 0; k < 3; ++k)
        ASSERT_TRUE(play(*m, place(k * 2, 2)));
    EXPECT_EQ(m->to_move(), 0);
    EXPECT_EQ(m->state()["skips_owed"], json::array({0, 0, 0, 0}));
    for (int k = 0; k < 3; ++k)
        ASSERT_TRUE(play(*m, place(k * 2, 4)));
    EXPECT_EQ(m->to_move(), 3);
}

// The turn a correct call gives is not a regular turn: it is never skipped.
TEST(WrongCall, TheTurnFromACorrectCallIsNeverSkipped) {
    const auto m = new_match(near_settings(7, 4));
    json report;
    ASSERT_TRUE(play(*m, place(3, 3)));
    ASSERT_TRUE(call(*m, 3, report));   // wrong: seat 3 owes a skip
    ASSERT_TRUE(play(*m, place(0, 0))); // seat 1 breaks the distance rule
    ASSERT_TRUE(call(*m, 3, report));   // right
    EXPECT_TRUE(report["correct"]);
    EXPECT_EQ(m->to_move(), 3);
    EXPECT_EQ(m->state()["phase"], "play"); // seat 1 has no stones left
    EXPECT_EQ(m->state()["skips_owed"], json::array({0, 0, 0, 1}));
    ASSERT_TRUE(play(*m, place(3, 4)));
    for (const auto& [x, y] : {std::pair{3, 5}, {3, 6}, {4, 6}})
        ASSERT_TRUE(play(*m, place(x, y)));
    EXPECT_EQ(m->to_move(), 0); // seat 3's regular turn was skipped
    EXPECT_EQ(m->state()["skips_owed"], json::array({0, 0, 0, 0}));
}

// Only the latest placement is open, and only until the next move.
TEST(Calls, AfterTheNextMoveAreRefused) {
    const auto m = new_match(near_settings(7, 3));
    ASSERT_TRUE(play(*m, place(3, 3)));
    ASSERT_TRUE(play(*m, place(0, 0))); // seat 1 breaks the distance rule
    ASSERT_TRUE(play(*m, place(0, 1))); // seat 2 places next
    const json before = m->state();
    json report = "untouched";
    const status late = plyroom::test::challenge(*m, 0, 1, report);
    ASSERT_TRUE(late);
    EXPECT_EQ(late->code, refusal_code::illegal_move);
    EXPECT_EQ(late->message, "move 1 is not open to a call; only the latest placement, move 2, is");
    EXPECT_EQ(report, "untouched");
    EXPECT_EQ(m->state(), before);
    ASSERT_TRUE(play(*m, pass()));
    EXPECT_TRUE(m->state()["challengeable"].is_null());
    EXPECT_EQ(refusal_words(plyroom::test::challenge(*m, 1, 2, report)),
              "no placement is open to a call");
}

TEST(Calls, OwnPlacementsResignedSeatsAndSecondCallsAreRefused) {
    const auto m = new_match(near_settings(7, 3));
    ASSERT_TRUE(play(*m, place(3, 3)));
    json report;
    EXPECT_EQ(refusal_words(plyroom::test::challenge(*m, 0, 0, report)),
              "you cannot call Grav! on your own placement");
    ASSERT_TRUE(accepted(m->resign(2)));
    EXPECT_EQ(refusal_kind(plyroom::test::challenge(*m, 2, 0, report)),
              refusal_code::not_your_turn);
    EXPECT_EQ(refusal_kind(plyroom::test::challenge(*m, 5, 0, report)), refusal_code::bad_request);
    ASSERT_TRUE(accepted(plyroom::test::challenge(*m, 1, 0, report)));
    EXPECT_EQ(refusal_words(plyroom::test::challenge(*m, 1, 0, report)),
              "no placement is open to a call");
}

// The state shows a rule-breaking placement exactly as it shows a good one.
TEST(Calls, StateNeverRevealsABrokenRule) {
    const auto bad = new_match(near_settings());
    const auto good = new_match(near_settings());
    ASSERT_TRUE(play(*bad, place(3, 3)));
    ASSERT_TRUE(play(*good, place(3, 3)));
    ASSERT_TRUE(play(*bad, place(0, 6)));
    ASSERT_TRUE(play(*good, place(3, 5)));
    json bad_state = bad->state();
    json good_state = good->state();
    for (json* state : {&bad_state, &good_state}) {
        state->erase("board");
        state->erase("last");
    }
    EXPECT_EQ(bad_state, good_state);
    EXPECT_EQ(bad->legal_moves().size(), good->legal_moves().size());
}

// Strict rooms refuse rule-breaking placements and have no calls.
TEST(StrictRoom, RefusesViolationsAndHasNoCalls) {
    settings s = near_settings();
    s.strict = true;
    const auto m = new_match(s);
    ASSERT_TRUE(play(*m, place(3, 3)));
    EXPECT_TRUE(m->state()["challengeable"].is_null());
    const json before = m->state();
    const status refused = m->apply(1, place(0, 0));
    ASSERT_TRUE(refused);
    EXPECT_EQ(refused->code, refusal_code::illegal_move);
    EXPECT_EQ(refused->message,
              "that placement breaks the rules: distance 6 is outside [1, 2] from (3,3)");
    EXPECT_EQ(m->state(), before);
    json report;
    EXPECT_EQ(refusal_kind(plyroom::test::challenge(*m, 0, 0, report)), refusal_code::unsupported);
    // Points at distance 1 or 2 from (3,3): 4 + 8 = 12, plus pass.
    EXPECT_EQ(m->legal_moves().size(), 13U);
    ASSERT_TRUE(play(*m, place(3, 5)));
    EXPECT_TRUE(m->state()["challengeable"].is_null());
}

} // namespace
} // namespace plyroom::core::grav
