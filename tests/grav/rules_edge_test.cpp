// Edge cases of the Grav rules that the other tests leave out: `last` after a penalty, the empty
// board, the turn a correct call gives, skipped turns and passes, calls by seats that passed or
// against seats that resigned, resigning in a bonus turn, bonus chains forfeited in strict rooms,
// option draws and limits, and tie-breaks with zero stones or resigned seats.
#include "grav/grav_options.hpp"
#include "grav_test_support.hpp"

#include <algorithm>
#include <set>
#include <variant>

#include <gtest/gtest.h>

namespace plyroom::core::grav {
namespace {

using namespace testing;

// Whether the moves include this one.
bool offers(const std::vector<json>& moves, const json& move) {
    return std::find(moves.begin(), moves.end(), move) != moves.end();
}

// The settings drawn for these options, or a failure when they were refused.
settings drawn(const json& options, std::uint64_t seed) {
    auto read = settings_from_options(options, seed);
    if (const auto* why = std::get_if<refusal>(&read)) {
        ADD_FAILURE() << options.dump() << ": " << why->message;
        return settings{};
    }
    return std::get<settings>(read);
}

// The refusal for these options, or a failure when they were accepted.
refusal refused(const json& options) {
    auto read = settings_from_options(options, 1);
    if (const auto* why = std::get_if<refusal>(&read))
        return *why;
    ADD_FAILURE() << "accepted " << options.dump();
    return refusal{refusal_code::bad_request, ""};
}

// --- 1. A penalty removing the latest stone on the board -------------------------------------

// The voided stone leaves (3,5) as the latest stone; the penalty removes (3,5) too, so `last`
// and the distance rule must fall back to (3,4), the stone placed before it.
TEST(RulesEdgePenalty, RemovingTheLatestStoneFallsBackToTheStoneBeforeIt) {
    const auto m = new_match(near_settings()); // distance 1..2
    json report;
    ASSERT_TRUE(play(*m, place(3, 3)));
    ASSERT_TRUE(play(*m, place(3, 4)));
    ASSERT_TRUE(play(*m, place(3, 5)));
    // A wrong call by seat 1 on its own turn skips that turn: seat 0 places twice in a row.
    ASSERT_TRUE(call(*m, 1, report));
    ASSERT_FALSE(report["correct"]);
    ASSERT_EQ(m->to_move(), 0);
    ASSERT_TRUE(play(*m, place(0, 0))); // distance 8 from (3,5)
    ASSERT_TRUE(call(*m, 1, report));
    ASSERT_TRUE(report["correct"]);
    EXPECT_EQ(m->state()["last"], json::array({3, 5}));
    ASSERT_EQ(m->state()["penalty"], (json{{"caller", 1}, {"against", 0}}));
    ASSERT_TRUE(play(*m, remove_at(3, 5)));
    EXPECT_EQ(m->state()["last"], json::array({3, 4}));
    EXPECT_EQ(m->rules_state().last(), (point{3, 4}));
    EXPECT_EQ(m->to_move(), 1);

    // Distance 2 from (3,4) but 3 from the removed (3,5): a good placement.
    const auto near_fallback = m->clone();
    ASSERT_TRUE(play(*near_fallback, place(3, 2)));
    ASSERT_TRUE(call(*near_fallback, 0, report));
    EXPECT_EQ(report, (json{{"correct", false}, {"against", 1}, {"violations", json::array()}}));

    // Distance 2 from the removed (3,5) but 3 from (3,4): a violation, measured from (3,4).
    ASSERT_TRUE(play(*m, place(4, 6)));
    ASSERT_TRUE(call(*m, 0, report));
    EXPECT_EQ(report, (json{{"correct", true},
                            {"against", 1},
                            {"violations", {"distance 3 is outside [1, 2] from (3,4)"}}}));
}

// --- 2. The empty board ----------------------------------------------------------------------

// Two correct calls and a removal empty the board; the next stone has no distance limit even
// though earlier stones (voided or removed) stood far from it.
TEST(RulesEdgeEmptyBoard, FarPlacementAfterTheBoardEmptiedIsNoViolation) {
    const auto m = new_match(near_settings()); // distance 1..2
    json report;
    ASSERT_TRUE(play(*m, place(3, 3)));
    ASSERT_TRUE(play(*m, place(0, 0))); // seat 1, distance 6
    ASSERT_TRUE(call(*m, 0, report));
    ASSERT_TRUE(report["correct"]);
    ASSERT_EQ(m->state()["phase"], "play"); // seat 1 had no stone left to remove
    ASSERT_TRUE(play(*m, place(6, 6)));     // seat 0 in its given turn, distance 6
    ASSERT_TRUE(call(*m, 1, report));
    ASSERT_TRUE(report["correct"]);
    ASSERT_TRUE(play(*m, remove_at(3, 3)));
    const json state = m->state();
    ASSERT_EQ(state["stones"], json::array({0, 0}));
    EXPECT_TRUE(state["last"].is_null());
    EXPECT_EQ(state["voided"], json::array({1, 2}));
    EXPECT_EQ(m->to_move(), 1);

    ASSERT_TRUE(play(*m, place(0, 6))); // 6 from (3,3), 6 from (6,6)
    ASSERT_TRUE(call(*m, 0, report));
    EXPECT_EQ(report, (json{{"correct", false}, {"against", 1}, {"violations", json::array()}}));
    EXPECT_EQ(m->state()["last"], json::array({0, 6}));
    // And the distance rule applies again from the new stone.
    ASSERT_EQ(m->to_move(), 1); // seat 0's turn was skipped for the wrong call
    ASSERT_TRUE(play(*m, place(6, 0)));
    ASSERT_TRUE(call(*m, 0, report));
    EXPECT_EQ(report["violations"], json::array({"distance 12 is outside [1, 2] from (0,6)"}));
}

// --- 3. The turn a correct call gives the caller ---------------------------------------------

// Pins grav_game.hpp's decision "the turn a correct call gives the caller is an ordinary turn in
// every way but one: it is never skipped. So the caller may pass in it." (core/grav/README.md
// allows passing "in a regular turn" only and does not say what the given turn is.)
TEST(RulesEdgeGivenTurn, CallerMayPassInTheGivenTurn) {
    const auto m = new_match(near_settings());
    json report;
    ASSERT_TRUE(play(*m, place(3, 3)));
    ASSERT_TRUE(play(*m, place(0, 0))); // seat 1, distance 6
    ASSERT_TRUE(call(*m, 0, report));
    ASSERT_TRUE(report["correct"]);
    ASSERT_EQ(m->to_move(), 0);
    EXPECT_EQ(m->rules_state().kind(), turn_kind::given);
    EXPECT_TRUE(offers(m->legal_moves(), pass()));
    ASSERT_TRUE(play(*m, pass()));
    EXPECT_EQ(m->to_move(), 1);
    EXPECT_EQ(m->state()["passed"], json::array({0}));
    EXPECT_FALSE(m->finished());
    ASSERT_TRUE(play(*m, pass()));
    ASSERT_TRUE(m->finished());
    EXPECT_EQ(m->result()->reason, "all_passed");
    EXPECT_EQ(m->result()->winner, 0);
}

// Current behaviour: a bonus earned in the given turn may be declared like in any other turn;
// the caller then takes the bonus turn (no pass) and play moves on from the caller.
TEST(RulesEdgeGivenTurn, BonusDeclaredInTheGivenTurnIsTaken) {
    settings s = lax_settings(13);
    s.d = 0;
    s.e = 6; // only the distance rule can be broken: more than 6 from the latest stone
    const auto m = new_match(s);
    json report;
    for (const auto& [x, y] : {std::pair{0, 0}, {1, 0}, {0, 1}, {4, 1}, {6, 1}})
        ASSERT_TRUE(play(*m, place(x, y)));
    ASSERT_TRUE(play(*m, place(12, 12))); // seat 1, distance 17 from (6,1)
    ASSERT_TRUE(call(*m, 0, report));
    ASSERT_TRUE(report["correct"]);
    ASSERT_TRUE(play(*m, remove_at(4, 1))); // keeps seat 1's (1,0) for the block
    ASSERT_EQ(m->to_move(), 0);
    ASSERT_EQ(m->rules_state().kind(), turn_kind::given);
    EXPECT_TRUE(offers(m->legal_moves(), place(1, 1, 1)));

    ASSERT_TRUE(play(*m, place(1, 1, 1))); // completes the 2x2 block (0,0)-(1,1)
    EXPECT_EQ(m->to_move(), 0);
    EXPECT_EQ(m->state()["bonus_left"], 1);
    EXPECT_EQ(m->rules_state().kind(), turn_kind::bonus);
    EXPECT_EQ(refusal_words(m->apply(0, pass())),
              "a bonus turn must be a placement: you cannot pass it");
    ASSERT_TRUE(play(*m, place(3, 3)));
    EXPECT_EQ(m->to_move(), 1);
    EXPECT_EQ(m->state()["bonus_left"], 0);
    EXPECT_EQ(m->state()["stones"], json::array({5, 1}));
}

// --- 4. Skipped turns and passes -------------------------------------------------------------

// Seat 1 passes, then seat 2's turn is skipped: the pass still counts and the skip is no pass,
// so the game ends only when seat 2 itself passes.
TEST(RulesEdgeSkips, SkippedTurnNeitherCountsAsAPassNorClearsPasses) {
    const auto m = new_match(lax_settings(7, 3));
    json report;
    ASSERT_TRUE(play(*m, place(3, 3)));
    ASSERT_TRUE(call(*m, 2, report)); // wrong: seat 2 owes a skip
    ASSERT_FALSE(report["correct"]);
    ASSERT_TRUE(play(*m, pass())); // seat 1
    EXPECT_EQ(m->to_move(), 0);
    EXPECT_EQ(m->state()["skipped"], json::array({2}));
    EXPECT_EQ(m->state()["passed"], json::array({1}));
    EXPECT_EQ(m->state()["passes"], 1);
    EXPECT_EQ(m->ply(), 2);

    ASSERT_TRUE(play(*m, pass())); // seat 0
    EXPECT_FALSE(m->finished());
    EXPECT_EQ(m->state()["passed"], json::array({0, 1}));
    EXPECT_EQ(m->to_move(), 1);
    ASSERT_TRUE(play(*m, pass())); // seat 1 again
    EXPECT_FALSE(m->finished());
    EXPECT_EQ(m->to_move(), 2);
    ASSERT_TRUE(play(*m, pass())); // seat 2
    ASSERT_TRUE(m->finished());
    EXPECT_EQ(m->result()->reason, "all_passed");
    EXPECT_EQ(m->result()->winner, 0);
}

// --- 5. Who may call -------------------------------------------------------------------------

// A seat that passed earlier is still in the game and may call, rightly or wrongly.
TEST(RulesEdgeCalls, SeatThatHasPassedMayStillCall) {
    const auto start = new_match(near_settings(7, 3));
    ASSERT_TRUE(play(*start, place(3, 3)));
    ASSERT_TRUE(play(*start, pass())); // seat 1
    json report;

    const auto right = std::make_unique<grav_match>(*start);
    ASSERT_TRUE(play(*right, place(0, 0))); // seat 2, distance 6
    ASSERT_TRUE(call(*right, 1, report));
    EXPECT_EQ(report, (json{{"correct", true},
                            {"against", 2},
                            {"violations", {"distance 6 is outside [1, 2] from (3,3)"}}}));
    EXPECT_EQ(right->to_move(), 1);
    EXPECT_EQ(right->rules_state().kind(), turn_kind::given);

    const auto wrong = start->clone();
    ASSERT_TRUE(play(*wrong, place(3, 4))); // seat 2, distance 1
    ASSERT_TRUE(call(*wrong, 1, report));
    EXPECT_FALSE(report["correct"]);
    EXPECT_EQ(wrong->state()["skips_owed"], json::array({0, 1, 0}));
    ASSERT_TRUE(play(*wrong, place(3, 5))); // seat 0; seat 1's turn is skipped
    EXPECT_EQ(wrong->to_move(), 2);
    EXPECT_EQ(wrong->state()["skipped"], json::array({1}));
}

// Decision in grav_game.hpp: a placement by a seat that then resigns stays open to a call until
// the next move. The penalty still removes one of the resigned seat's stones.
TEST(RulesEdgeCalls, PlacementOfASeatThatResignedCanStillBeCalled) {
    const auto m = new_match(near_settings(7, 3));
    for (const auto& [x, y] : {std::pair{3, 3}, {3, 4}, {3, 5}, {3, 6}})
        ASSERT_TRUE(play(*m, place(x, y)));
    ASSERT_TRUE(play(*m, place(0, 0))); // seat 1, distance 9 from (3,6)
    ASSERT_TRUE(accepted(m->resign(1)));
    ASSERT_FALSE(m->finished());
    EXPECT_EQ(m->state()["challengeable"], (json{{"ply", 4}, {"seat", 1}}));

    const auto good = new_match(near_settings(7, 3));
    for (const auto& [x, y] : {std::pair{3, 3}, {3, 4}, {3, 5}, {3, 6}, {4, 6}})
        ASSERT_TRUE(play(*good, place(x, y)));
    ASSERT_TRUE(accepted(good->resign(1)));
    json report;
    ASSERT_TRUE(call(*good, 2, report)); // a wrong call still costs the caller a turn
    EXPECT_EQ(report, (json{{"correct", false}, {"against", 1}, {"violations", json::array()}}));
    EXPECT_EQ(good->to_move(), 0); // seat 2 was to move: that turn is skipped
    EXPECT_EQ(good->state()["skipped"], json::array({2}));

    ASSERT_TRUE(call(*m, 0, report));
    EXPECT_EQ(report["correct"], true);
    EXPECT_EQ(report["against"], 1);
    EXPECT_EQ(m->state()["penalty"], (json{{"caller", 0}, {"against", 1}}));
    EXPECT_EQ(m->legal_moves(), std::vector<json>{remove_at(3, 4)});
    ASSERT_TRUE(play(*m, remove_at(3, 4)));
    EXPECT_EQ(m->state()["stones"], json::array({2, 0, 1}));
    EXPECT_EQ(m->to_move(), 0);
    ASSERT_TRUE(play(*m, place(3, 4)));
    EXPECT_EQ(m->to_move(), 2); // the resigned seat stays out of the turn order
}

// --- 6. Resigning in a bonus turn, forfeiting inside a bonus chain ---------------------------

// Decision in grav_game.hpp: a seat resigning while to move loses the turn and the bonus turns
// owed; the next seat gets a regular turn. The bonus placement itself stays open to a call.
TEST(RulesEdgeResign, DuringOwnBonusTurn) {
    const auto m = new_match(lax_settings(7, 3));
    for (const auto& [x, y] : {std::pair{0, 0}, {1, 0}, {0, 1}})
        ASSERT_TRUE(play(*m, place(x, y)));
    ASSERT_TRUE(play(*m, place(1, 1, 1))); // seat 0 earns a bonus turn
    ASSERT_EQ(m->to_move(), 0);
    ASSERT_EQ(m->state()["bonus_left"], 1);
    ASSERT_TRUE(accepted(m->resign(0)));
    EXPECT_FALSE(m->finished());
    EXPECT_EQ(m->to_move(), 1);
    EXPECT_EQ(m->state()["bonus_left"], 0);
    EXPECT_EQ(m->rules_state().kind(), turn_kind::regular);
    EXPECT_TRUE(offers(m->legal_moves(), pass()));
    EXPECT_EQ(m->state()["stones"], json::array({2, 1, 1}));
    EXPECT_EQ(m->state()["challengeable"], (json{{"ply", 3}, {"seat", 0}}));
    ASSERT_TRUE(play(*m, place(5, 5)));
    ASSERT_TRUE(play(*m, place(5, 3)));
    EXPECT_EQ(m->to_move(), 1);
}

// Strict room, the whole 5x5 board one square holding at most 8 stones: the bonus placement that
// makes the 8th stone earns another bonus turn, but no placement is left, so it is forfeited and
// play passes on. The same moves in an open room keep the owed turn.
TEST(RulesEdgeBonus, StrictRoomForfeitsInTheMiddleOfAChain) {
    settings s = lax_settings(5);
    s.b = 5;
    s.c = 8;
    s.strict = true;
    const auto strict = new_match(s);
    s.strict = false;
    const auto open = new_match(s);
    for (auto* m : {strict.get(), open.get()}) {
        // Seat 0 builds three corners of (0,0)-(1,1), seat 1 three of (3,3)-(4,4).
        for (const auto& [x, y] : {std::pair{0, 0}, {3, 3}, {1, 0}, {4, 3}, {0, 1}, {3, 4}})
            ASSERT_TRUE(play(*m, place(x, y)));
        ASSERT_TRUE(play(*m, place(1, 1, 1)));
        ASSERT_EQ(m->to_move(), 0);
        ASSERT_EQ(m->state()["bonus_left"], 1);
        ASSERT_TRUE(play(*m, place(4, 4, 1))); // the bonus placement earns one more: 1 - 1 + 1
    }
    EXPECT_EQ(strict->to_move(), 1);
    EXPECT_EQ(strict->state()["bonus_left"], 0);
    EXPECT_EQ(strict->legal_moves(), std::vector<json>{pass()});
    EXPECT_EQ(strict->state()["stones"], json::array({5, 3}));
    EXPECT_EQ(open->to_move(), 0);
    EXPECT_EQ(open->state()["bonus_left"], 1);
}

// --- 7. Options ------------------------------------------------------------------------------

// core/grav/README.md draws b from {2,3,4}, which cannot hold a given c above 16; the code then
// takes the smallest b whose square holds c (and a board that fits it).
TEST(RulesEdgeOptions, GivenCAbove16DrawsTheSmallestBThatHoldsIt) {
    const std::vector<std::pair<int, int>> c_to_b{{17, 5}, {25, 5}, {26, 6}, {50, 8}};
    for (std::uint64_t seed = 0; seed < 40; ++seed)
        for (const auto& [c, b] : c_to_b) {
            const settings s = drawn(json{{"c", c}}, seed);
            EXPECT_EQ(s.c, c) << seed;
            EXPECT_EQ(s.b, b) << "c = " << c << ", seed " << seed;
            EXPECT_GE(s.size, b) << seed;
            EXPECT_TRUE(s.size == 7 || s.size == 13 || s.size == 17 || s.size == 23) << s.size;
        }
    for (std::uint64_t seed = 0; seed < 40; ++seed)
        EXPECT_NE(drawn(json{{"c", 50}}, seed).size, 7) << "a 7x7 board holds no 8x8 square";
    // No b fits on the board: refused, naming the drawn b.
    EXPECT_EQ(refused(json{{"c", 26}, {"size", 5}}).message, "b = 6 is larger than the 5x5 board");
    EXPECT_EQ(refused(json{{"c", 842}}).message, "b = 30 is larger than the 29x29 board");
}

// The refusal of a value beyond +-1,000,000: players names its own range (2 to 6).
std::string out_of_range_message(const std::string& name) {
    return "option \"" + name + "\" must be " +
           (name == "players" ? "from 2 to 6" : "between -1000000 and 1000000");
}

// Values beyond +-1,000,000 are refused before validation; the limits themselves reach
// validation, which accepts what the rules allow (a and e have no upper bound in the rules).
TEST(RulesEdgeOptions, ValuesBeyondOneMillionAreRefused) {
    for (const char* name : {"size", "players", "a", "b", "c", "d", "e"})
        for (const long long value : {1'000'001LL, -1'000'001LL, 1LL << 40}) {
            const refusal why = refused(json{{name, value}});
            EXPECT_EQ(why.code, refusal_code::bad_request);
            EXPECT_EQ(why.message, out_of_range_message(name)) << value;
        }
    EXPECT_EQ(drawn(json{{"a", 1'000'000}}, 1).a, 1'000'000);
    EXPECT_EQ(drawn(json{{"e", 1'000'000}}, 1).e, 1'000'000);
    EXPECT_EQ(refused(json{{"size", 1'000'000}}).message,
              "size 1000000 is not a prime number from 5 to 29");
    EXPECT_EQ(refused(json{{"d", -1'000'000}}).message, "d = -1000000 is negative");
    EXPECT_EQ(refused(json{{"c", 1'000'000}, {"b", 2}}).message,
              "c = 1000000 is more than a 2x2 square can hold (4)");
}

// An unsigned JSON number above the signed range must never slip through as a small value
// (it would wrap to -1): it is out of range like any other.
TEST(RulesEdgeOptions, HugeUnsignedValuesAreRefused) {
    for (const char* name : {"size", "players", "a", "b", "c", "d", "e"}) {
        const json options{{name, 18'446'744'073'709'551'615ULL}};
        auto read = settings_from_options(options, 1);
        ASSERT_TRUE(std::holds_alternative<refusal>(read)) << name;
        EXPECT_EQ(std::get<refusal>(read).code, refusal_code::bad_request) << name;
        EXPECT_EQ(std::get<refusal>(read).message, out_of_range_message(name));
    }
}

// --- 8. Tie-breaks ---------------------------------------------------------------------------

// Everyone at 0 stones ties: the highest seat wins, also after calls emptied the board.
TEST(RulesEdgeTies, EveryoneAtZeroStonesGoesToTheHighestSeat) {
    const auto m = new_match(lax_settings(7, 3));
    for (int k = 0; k < 3; ++k)
        ASSERT_TRUE(play(*m, pass()));
    ASSERT_TRUE(m->finished());
    EXPECT_EQ(m->result_json(), (json{{"outcome", "win"},
                                      {"winner", 2},
                                      {"reason", "all_passed"},
                                      {"scores", {{"p1", 0}, {"p2", 0}, {"p3", 0}}}}));

    const auto emptied = new_match(near_settings());
    json report;
    ASSERT_TRUE(play(*emptied, place(3, 3)));
    ASSERT_TRUE(play(*emptied, place(0, 0))); // seat 1, distance 6
    ASSERT_TRUE(call(*emptied, 0, report));
    ASSERT_TRUE(play(*emptied, place(6, 6))); // seat 0, distance 6
    ASSERT_TRUE(call(*emptied, 1, report));
    ASSERT_TRUE(play(*emptied, remove_at(3, 3)));
    ASSERT_EQ(emptied->state()["stones"], json::array({0, 0}));
    ASSERT_TRUE(play(*emptied, pass())); // seat 1, in its given turn
    ASSERT_TRUE(play(*emptied, pass()));
    ASSERT_TRUE(emptied->finished());
    EXPECT_EQ(emptied->result()->winner, 1);
}

// Decision in grav_game.hpp: the winner is chosen among the seats still in the game. A resigned
// highest seat does not win a tie at 0 stones, nor a tie at 2, nor when it leads.
TEST(RulesEdgeTies, ResignedSeatNeverWinsOnStones) {
    const auto zero = new_match(lax_settings(7, 4));
    ASSERT_TRUE(accepted(zero->resign(3)));
    for (int k = 0; k < 3; ++k)
        ASSERT_TRUE(play(*zero, pass()));
    ASSERT_TRUE(zero->finished());
    EXPECT_EQ(zero->result()->winner, 2);

    const auto tied = new_match(lax_settings(7, 3));
    for (const auto& [x, y] : {std::pair{0, 0}, {2, 0}, {4, 0}, {0, 2}, {2, 2}, {4, 2}})
        ASSERT_TRUE(play(*tied, place(x, y)));
    ASSERT_TRUE(accepted(tied->resign(2)));
    ASSERT_TRUE(play(*tied, pass()));
    ASSERT_TRUE(play(*tied, pass()));
    ASSERT_TRUE(tied->finished());
    EXPECT_EQ(tied->result()->scores, (json{{"p1", 2}, {"p2", 2}, {"p3", 2}}));
    EXPECT_EQ(tied->result()->winner, 1);

    // Seat 2 leads with 3 stones and resigns; seat 0 (2 stones) beats the later seat 1 (1).
    const auto led = new_match(lax_settings(7, 3));
    for (const json& move : {place(0, 0), place(2, 0), place(4, 0), place(0, 2), pass(),
                             place(4, 2), pass(), pass(), place(4, 4)})
        ASSERT_TRUE(play(*led, move));
    ASSERT_EQ(led->state()["stones"], json::array({2, 1, 3}));
    ASSERT_TRUE(accepted(led->resign(2)));
    ASSERT_TRUE(play(*led, pass()));
    ASSERT_TRUE(play(*led, pass()));
    ASSERT_TRUE(led->finished());
    EXPECT_EQ(led->result()->reason, "all_passed");
    EXPECT_EQ(led->result()->winner, 0);
}

} // namespace
} // namespace plyroom::core::grav
