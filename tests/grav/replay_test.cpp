// A match is rebuilt from its options and its record (moves, calls, resignations) through
// core::apply_record_entry, to exactly the same state, even in the middle of a penalty phase.
#include "../support/game_actions.hpp"
#include "grav_test_support.hpp"
#include "record.hpp"
#include "registry.hpp"

#include <random>

#include <gtest/gtest.h>

namespace plyroom::core::grav {
namespace {

using namespace testing;

// Creates the match from its options and applies every record entry, which must succeed.
std::unique_ptr<match> rebuild(const json& options, const json& record) {
    creation made = core::create_match("grav", options, 0);
    if (auto* why = std::get_if<refusal>(&made)) {
        ADD_FAILURE() << why->message;
        return nullptr;
    }
    auto m = std::move(std::get<std::unique_ptr<match>>(made));
    for (const json& entry : record)
        if (const status refused = apply_record_entry(*m, entry)) {
            ADD_FAILURE() << entry.dump() << ": " << refused->message;
            return nullptr;
        }
    return m;
}

// A match that records what it accepts, the way the server stores it.
class recorded {
public:
    explicit recorded(std::unique_ptr<match> m) : match_(std::move(m)) {}

    match& live() { return *match_; }
    const json& record() const { return record_; }

    status move(int seat, const json& move) {
        status outcome = match_->apply(seat, move);
        if (!outcome) {
            json entry = move;
            entry["seat"] = seat;
            record_.push_back(entry);
        }
        return outcome;
    }
    status call(int seat, int ply) {
        json report;
        status outcome = plyroom::test::challenge(*match_, seat, ply, report);
        if (!outcome)
            record_.push_back(json{{"seat", seat}, {"challenge", ply}});
        return outcome;
    }
    status resign(int seat) {
        status outcome = match_->resign(seat);
        if (!outcome)
            record_.push_back(json{{"seat", seat}, {"resign", true}});
        return outcome;
    }

private:
    std::unique_ptr<match> match_;
    json record_ = json::array();
};

// The rebuilt match shows the same state and offers the same moves.
::testing::AssertionResult same_as_rebuilt(recorded& game) {
    const auto again = rebuild(game.live().options(), game.record());
    if (!again)
        return ::testing::AssertionFailure() << "the record did not replay";
    if (again->state() != game.live().state())
        return ::testing::AssertionFailure()
               << "live " << game.live().state().dump() << "\nrebuilt " << again->state().dump();
    if (again->legal_moves() != game.live().legal_moves())
        return ::testing::AssertionFailure() << "legal moves differ";
    return ::testing::AssertionSuccess();
}

// A record with calls (right and wrong), a resignation, and a stop in the penalty phase.
TEST(Replay, RebuildsTheStateInThePenaltyPhase) {
    recorded game(new_match(near_settings(7, 3)));
    ASSERT_TRUE(accepted(game.move(0, place(3, 3))));
    ASSERT_TRUE(accepted(game.call(2, 0)));           // wrong: seat 2 owes a skip
    ASSERT_TRUE(accepted(game.move(1, place(3, 4)))); // seat 2 is skipped
    ASSERT_TRUE(accepted(game.move(0, place(3, 5))));
    ASSERT_TRUE(accepted(game.move(1, place(3, 6))));
    ASSERT_TRUE(accepted(game.move(2, place(4, 6))));
    ASSERT_TRUE(accepted(game.move(0, place(0, 0)))); // breaks the distance rule
    ASSERT_TRUE(accepted(game.call(1, 5)));           // right
    EXPECT_EQ(game.live().state()["phase"], "penalty_remove");
    EXPECT_TRUE(same_as_rebuilt(game));
    ASSERT_TRUE(accepted(game.move(1, remove_at(3, 5))));
    EXPECT_TRUE(same_as_rebuilt(game));
    ASSERT_TRUE(accepted(game.resign(2)));
    ASSERT_TRUE(accepted(game.move(1, place(4, 5))));
    EXPECT_TRUE(same_as_rebuilt(game));
    EXPECT_EQ(game.live().state()["voided"], json::array({5}));
}

// Random games with random calls and resignations replay to the same state at every step.
TEST(Replay, RandomGamesWithCallsAndResignations) {
#if defined(__SANITIZE_ADDRESS__)
    constexpr int games = 12;
#else
    constexpr int games = 60;
#endif
    std::mt19937 rng(1129U);
    const auto below = [&rng](int bound) {
        return static_cast<int>(rng() % static_cast<unsigned>(bound));
    };
    int penalties = 0, wrong_calls = 0, right_calls = 0, resignations = 0, ended = 0;
    for (int g = 0; g < games; ++g) {
        json options{{"size", g % 3 == 0 ? 11 : 7}, {"players", 2 + below(4)}};
        if (g % 7 == 0)
            options["strict"] = true;
        creation made = core::create_match("grav", options, static_cast<std::uint64_t>(g));
        ASSERT_TRUE(std::holds_alternative<std::unique_ptr<match>>(made));
        recorded game(std::move(std::get<std::unique_ptr<match>>(made)));
        for (int step = 0; step < 90 && !game.live().finished(); ++step) {
            match& m = game.live();
            const json state = m.state();
            const int roll = below(100);
            if (roll < 20 && !state["challengeable"].is_null()) {
                const int seat = below(m.seat_count());
                json report;
                const auto copy = m.clone();
                const status refused = plyroom::test::challenge(
                    *copy, seat, state["challengeable"]["ply"].get<int>(), report);
                if (!refused) {
                    ASSERT_TRUE(accepted(game.call(seat, state["challengeable"]["ply"])));
                    (report["correct"] ? right_calls : wrong_calls) += 1;
                }
            } else if (roll < 22) {
                if (!game.resign(below(m.seat_count())))
                    ++resignations;
            } else {
                const auto moves = m.legal_moves();
                ASSERT_FALSE(moves.empty());
                // Prefer placements so that games fill up; pass is always last.
                const std::size_t pick =
                    below(10) == 0
                        ? moves.size() - 1
                        : static_cast<std::size_t>(below(static_cast<int>(moves.size())));
                ASSERT_TRUE(accepted(game.move(*m.to_move(), moves[pick])));
            }
            if (game.live().phase() == "penalty_remove")
                ++penalties;
            if (step % 15 == 0 || game.live().phase() == "penalty_remove") {
                ASSERT_TRUE(same_as_rebuilt(game)) << "game " << g << " step " << step;
            }
        }
        ended += game.live().finished() ? 1 : 0;
        ASSERT_TRUE(same_as_rebuilt(game)) << "game " << g;
    }
    EXPECT_GT(penalties, 0);
    EXPECT_GT(wrong_calls, 0);
    EXPECT_GT(right_calls, 0);
    EXPECT_GT(resignations, 0);
    EXPECT_GT(ended, 0);
}

} // namespace
} // namespace plyroom::core::grav
