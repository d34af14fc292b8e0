// The Grav computer players: whole games at every level against themselves and against the
// random player, strict rooms and not, with every action checked (no broken rule, no refused
// action, "Grav!" called exactly on the placements that broke a rule, bonus turns claimed, passes
// only when forced or winning); placements that end the game in the player's favour are found,
// removals keep such a placement when one can, and the time limits are kept.
#include "../support/game_actions.hpp"
#include "ai/random_player.hpp"
#include "grav/grav_ai.hpp"
#include "grav/grav_options.hpp"
#include "grav/placement_rules.hpp"
#include "grav_test_support.hpp"
#include "registry.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <random>

#include <gtest/gtest.h>

namespace plyroom::core::grav {
namespace {

using namespace testing;
using core::ai::action;
using core::ai::level;

#if defined(__SANITIZE_ADDRESS__)
constexpr int games_per_case = 3; // sanitizers are slow; fewer games there
constexpr int random_rooms = 40;
#else
constexpr int games_per_case = 12;
constexpr int random_rooms = 150;
#endif

constexpr std::array<level, 3> every_level{level::easy, level::normal, level::hard};

// No deadline: the players' budgets of searched positions end their searches, so every game
// replays the same.
core::ai::limits no_deadline() {
    return core::ai::limits{};
}

// A level's player with a small search budget, for quick games.
std::unique_ptr<core::ai::player> quick_player(level l, std::uint64_t seed) {
    ai_settings settings = ai_settings_for(l);
    settings.search.max_nodes = 120;
    return make_ai_player(settings, seed);
}

// Room settings drawn as a room would draw them, on a small board.
settings drawn_settings(int size, int players, bool strict, std::uint64_t seed) {
    auto read =
        settings_from_options(json{{"size", size}, {"players", players}, {"strict", strict}}, seed);
    EXPECT_TRUE(std::holds_alternative<settings>(read));
    return std::get<settings>(read);
}

// The placements breaking no rule for the seat to move, judged point by point with the rules.
std::vector<point> keeping_points(const grav_game& g) {
    std::vector<point> found;
    grid trial = g.board();
    for (int y = 0; y < trial.size(); ++y)
        for (int x = 0; x < trial.size(); ++x) {
            const point p{x, y};
            if (!trial.empty(p))
                continue;
            trial.put(p, g.to_move());
            if (!breaks_a_rule(trial, p, g.last(), g.rules()))
                found.push_back(p);
            trial.clear(p);
        }
    return found;
}

// Whether a placement at p earns a bonus turn that can be taken without breaking a rule.
bool bonus_worth_claiming(const grav_game& g, point p) {
    grid trial = g.board();
    trial.put(p, g.to_move());
    if (symmetry_bonus(trial, p) == 0)
        return false;
    for (int y = 0; y < trial.size(); ++y)
        for (int x = 0; x < trial.size(); ++x) {
            const point q{x, y};
            if (!trial.empty(q))
                continue;
            trial.put(q, g.to_move());
            const bool breaks = breaks_a_rule(trial, q, p, g.rules());
            trial.clear(q);
            if (!breaks)
                return true;
        }
    return false;
}

// The placements after which nobody can place without breaking a rule and the seat to move
// leads: a win in one move.
std::vector<point> winning_last_stones(const grav_match& m) {
    std::vector<point> found;
    const int seat = *m.to_move();
    for (const point p : keeping_points(m.rules_state())) {
        auto next = m.clone();
        if (next->apply(seat, place(p.x, p.y)))
            continue;
        const auto& after = dynamic_cast<const grav_match&>(*next).rules_state();
        if (!keeping_points(after).empty())
            continue;
        const std::vector<int> stones = after.stone_counts();
        bool leads = true;
        for (int other = 0; other < static_cast<int>(stones.size()); ++other)
            if (other != seat && !after.resigned(other))
                leads = leads && (stones[static_cast<std::size_t>(seat)] >
                                      stones[static_cast<std::size_t>(other)] ||
                                  (stones[static_cast<std::size_t>(seat)] ==
                                       stones[static_cast<std::size_t>(other)] &&
                                   seat > other));
        if (leads)
            found.push_back(p);
    }
    return found;
}

// Whether the seat to move wins by this placement: nobody can place after it and the seat leads,
// or it claims a bonus turn from which it wins the same way.
bool wins_with(const grav_match& m, const json& move, int bonus_steps = 2) {
    const int seat = *m.to_move();
    auto next = m.clone();
    if (next->apply(seat, move))
        return false;
    const auto& after = dynamic_cast<const grav_match&>(*next);
    if (move.value("bonus", 0) == 0) {
        const point p{move["place"][0].get<int>(), move["place"][1].get<int>()};
        const std::vector<point> last_stones = winning_last_stones(m);
        return std::find(last_stones.begin(), last_stones.end(), p) != last_stones.end();
    }
    if (bonus_steps == 0 || after.to_move() != seat)
        return false;
    for (const json& then : after.legal_moves())
        if (then.contains("place") && wins_with(after, then, bonus_steps - 1))
            return true;
    return false;
}

// The point of a MOVE's "place" or "remove".
point point_of(const json& value) {
    return point{value[0].get<int>(), value[1].get<int>()};
}

struct seat_player {
    std::unique_ptr<core::ai::player> player;
    bool ai = false;
};

struct tallies {
    int games = 0;
    int violations = 0; // placements that broke a rule
    int calls = 0;      // correct calls by the players under test
    int bonuses = 0;    // bonus turns claimed by them
    int ai_moves = 0;
};

// Asks every other seat after the placer, in turn order, about the open placement: a player
// under test calls exactly when it broke a rule; the first call is made.
void offer_calls(grav_match& m, std::vector<seat_player>& seats, tallies& counts) {
    const auto& open = m.rules_state().open();
    if (!open || m.finished())
        return;
    const bool broke = !open->violations.empty();
    counts.violations += broke ? 1 : 0;
    const int n = m.seat_count();
    for (int k = 1; k < n; ++k) {
        const int seat = (open->seat + k) % n;
        if (!seats[static_cast<std::size_t>(seat)].ai)
            continue;
        const auto chosen =
            seats[static_cast<std::size_t>(seat)].player->choose(m, seat, no_deadline());
        const bool calls = chosen && chosen->kind == "challenge";
        ASSERT_EQ(calls, broke) << "seat " << seat << " on " << m.state().dump();
        if (!calls)
            continue;
        ASSERT_EQ(chosen->body["ply"].get<int>(), open->ply);
        json report;
        ASSERT_TRUE(
            accepted(plyroom::test::challenge(m, seat, chosen->body["ply"].get<int>(), report)));
        ASSERT_TRUE(report["correct"].get<bool>());
        ++counts.calls;
        return;
    }
}

// Checks a move of a player under test before and after it is applied.
void play_checked(grav_match& m, int seat, const json& move, tallies& counts) {
    const grav_game& g = m.rules_state();
    ++counts.ai_moves;
    if (move.contains("remove")) {
        ASSERT_EQ(g.phase(), grav_phase::penalty_remove);
        ASSERT_TRUE(accepted(m.apply(seat, move)));
        return;
    }
    const std::vector<point> keeping = keeping_points(g);
    if (move.contains("pass")) {
        ASSERT_TRUE(accepted(m.apply(seat, move)));
        // Forced, or the pass ended the game with this seat ahead.
        EXPECT_TRUE(keeping.empty() || (m.finished() && m.result()->winner == seat))
            << "passed with " << keeping.size() << " placements left";
        return;
    }
    const point p = point_of(move["place"]);
    EXPECT_NE(std::find(keeping.begin(), keeping.end(), p), keeping.end())
        << "the placement " << to_string(p) << " breaks a rule";
    const bool claim = bonus_worth_claiming(g, p);
    EXPECT_EQ(move.value("bonus", 0), claim ? 1 : 0) << move.dump();
    counts.bonuses += claim ? 1 : 0;
    ASSERT_TRUE(accepted(m.apply(seat, move))) << move.dump();
}

// Plays one game to the end, checking every action of the players under test.
void play_game(const settings& s, std::vector<seat_player>& seats, tallies& counts) {
    grav_match m(s);
    for (int step = 0; !m.finished(); ++step) {
        ASSERT_LT(step, 5000) << "the game does not end: " << m.state().dump();
        const int seat = *m.to_move();
        seat_player& mover = seats[static_cast<std::size_t>(seat)];
        const auto chosen = mover.player->choose(m, seat, no_deadline());
        ASSERT_TRUE(chosen) << "seat " << seat << " has nothing to do";
        if (chosen->kind == "challenge") {
            // Only a player under test calls, and only on a placement offered to it already.
            ADD_FAILURE() << "a call that was not made when offered";
            return;
        }
        if (mover.ai) {
            play_checked(m, seat, chosen->body, counts);
            if (::testing::Test::HasFatalFailure())
                return;
        } else {
            ASSERT_TRUE(accepted(m.apply(seat, chosen->body)));
        }
        if (chosen->body.contains("place"))
            offer_calls(m, seats, counts);
        if (::testing::Test::HasFatalFailure())
            return;
    }
    ++counts.games;
}

// Seats of players under test at a level, the others random.
std::vector<seat_player> seats_of(level l, const std::vector<bool>& ai_seats, std::uint64_t seed) {
    std::vector<seat_player> seats;
    for (std::size_t seat = 0; seat < ai_seats.size(); ++seat) {
        const std::uint64_t own_seed = seed * 16 + seat;
        if (ai_seats[seat])
            seats.push_back({quick_player(l, own_seed), true});
        else
            seats.push_back({std::make_unique<core::ai::random_player>(own_seed), false});
    }
    return seats;
}

// Every level against itself, in strict rooms and not, on 5x5 and 7x7 boards.
TEST(GravAi, EveryLevelPlaysItselfWithoutBreakingARule) {
    for (const level l : every_level) {
        tallies counts;
        for (int game = 0; game < games_per_case; ++game) {
            const auto seed = static_cast<std::uint64_t>(game);
            const settings s = drawn_settings(game % 2 == 0 ? 5 : 7, 2, game % 3 == 0, seed);
            auto seats = seats_of(l, {true, true}, seed);
            play_game(s, seats, counts);
            ASSERT_FALSE(HasFatalFailure()) << core::ai::level_name(l) << " game " << game;
        }
        EXPECT_EQ(counts.games, games_per_case);
        EXPECT_EQ(counts.violations, 0); // nobody broke a rule, so nobody called
        EXPECT_EQ(counts.calls, 0);
    }
}

// Every level against the random player (which breaks rules in rooms that let it), from both
// seats and in three-player rooms; every broken rule is called. (A room with two random seats
// could take very long to end: the random player rarely passes.)
TEST(GravAi, EveryLevelPlaysTheRandomPlayer) {
    for (const level l : every_level) {
        tallies counts;
        for (int game = 0; game < games_per_case; ++game) {
            const auto seed = static_cast<std::uint64_t>(100 + game);
            const bool three = game % 4 == 3;
            const settings s =
                drawn_settings(game % 2 == 0 ? 5 : 7, three ? 3 : 2, game % 5 == 0, seed);
            const std::vector<bool> ai_seats =
                three ? (game % 8 == 3 ? std::vector<bool>{true, false, true}
                                       : std::vector<bool>{false, true, true})
                      : (game % 2 == 0 ? std::vector<bool>{true, false}
                                       : std::vector<bool>{false, true});
            auto seats = seats_of(l, ai_seats, seed);
            play_game(s, seats, counts);
            ASSERT_FALSE(HasFatalFailure()) << core::ai::level_name(l) << " game " << game;
        }
        EXPECT_EQ(counts.games, games_per_case);
        EXPECT_GT(counts.violations, 0);
        EXPECT_EQ(counts.calls, counts.violations) << core::ai::level_name(l);
    }
}

// Bonus turns come up in these games and are claimed (checked move by move in play_checked).
TEST(GravAi, BonusTurnsAreClaimed) {
    tallies counts;
    for (int game = 0; game < games_per_case; ++game) {
        settings s = lax_settings(7);
        s.d = 1;
        s.e = 2;
        auto seats = seats_of(level::normal, {true, true}, static_cast<std::uint64_t>(game));
        play_game(s, seats, counts);
        ASSERT_FALSE(HasFatalFailure());
    }
    EXPECT_GT(counts.bonuses, 0);
}

// A stone too far from the latest one, a fourth stone at equal spacing and a fifth stone in a
// 2x2 square are called; the placements before them are not.
TEST(GravAi, CallsKnownViolationsOnly) {
    const auto caller = make_ai_player(ai_settings_for(level::easy), 1);
    const auto asks = [&](const grav_match& m, int seat) {
        return caller->choose(m, seat, no_deadline());
    };
    {
        const auto m = new_match(near_settings()); // distance 1..2
        ASSERT_TRUE(play(*m, place(3, 3)));
        ASSERT_TRUE(play(*m, place(3, 5)));
        EXPECT_FALSE(asks(*m, 1));          // seat 0's turn, and seat 1's own placement
        ASSERT_TRUE(play(*m, place(0, 0))); // distance 8 from (3,5)
        const auto call = asks(*m, 1);
        ASSERT_TRUE(call);
        EXPECT_EQ(call->kind, "challenge");
        EXPECT_EQ(call->body["ply"].get<int>(), 2);
        EXPECT_FALSE(asks(*m, 0)) << "nobody calls their own placement";
    }
    {
        settings s = lax_settings(7);
        s.a = 3; // X . X . O . X: four stones at spacing 2
        const auto m = new_match(s);
        for (const auto& [x, y] : {std::pair{0, 0}, {5, 5}, {2, 0}, {6, 6}, {4, 0}, {5, 6}})
            ASSERT_TRUE(play(*m, place(x, y)));
        const auto before = asks(*m, 0); // seat 1's latest placement broke nothing
        ASSERT_TRUE(before);
        EXPECT_EQ(before->kind, core::move_kind);
        ASSERT_TRUE(play(*m, place(6, 0)));
        const auto call = asks(*m, 1);
        ASSERT_TRUE(call);
        EXPECT_EQ(call->kind, "challenge");
        EXPECT_EQ(call->body["ply"].get<int>(), 6);
    }
    {
        settings s = lax_settings(7);
        s.b = 3;
        s.c = 4;
        const auto m = new_match(s);
        for (const auto& [x, y] : {std::pair{0, 0}, {1, 1}, {2, 2}, {0, 2}})
            ASSERT_TRUE(play(*m, place(x, y)));
        EXPECT_EQ(asks(*m, 0)->kind, core::move_kind); // four in the 3x3 square: allowed
        ASSERT_TRUE(play(*m, place(2, 0)));            // seat 0's fifth: too many
        const auto call = asks(*m, 1);
        ASSERT_TRUE(call);
        EXPECT_EQ(call->kind, "challenge");
        EXPECT_EQ(call->body["ply"].get<int>(), 4);
    }
}

// In many random rooms of random players, a call comes exactly after each placement that broke
// a rule, including after calls, voided stones and removals have changed the latest stone.
TEST(GravAi, CallsExactlyTheBrokenRulesInRandomGames) {
    int broken = 0;
    int kept = 0;
    for (int room = 0; room < random_rooms; ++room) {
        const auto seed = static_cast<std::uint64_t>(1000 + room);
        grav_match m(drawn_settings(room % 3 == 0 ? 7 : 5, 3, false, seed));
        std::vector<seat_player> seats;
        for (int seat = 0; seat < 3; ++seat)
            seats.push_back({std::make_unique<core::ai::random_player>(seed * 3 + seat), false});
        const auto observer = make_ai_player(ai_settings_for(level::easy), seed);
        std::mt19937_64 rng(seed);
        for (int step = 0; step < 200 && !m.finished(); ++step) {
            const int seat = *m.to_move();
            const auto chosen =
                seats[static_cast<std::size_t>(seat)].player->choose(m, seat, no_deadline());
            ASSERT_TRUE(chosen);
            ASSERT_TRUE(accepted(m.apply(seat, chosen->body)));
            const auto& open = m.rules_state().open();
            if (!open || m.finished())
                continue;
            const bool broke = !open->violations.empty();
            (broke ? broken : kept)++;
            for (int other = 0; other < 3; ++other) {
                if (other == open->seat)
                    continue;
                const auto said = observer->choose(m, other, no_deadline());
                const bool calls = said && said->kind == "challenge";
                ASSERT_EQ(calls, broke) << m.state().dump();
            }
            // Sometimes a call is made, so that voided stones and removals come up.
            if (broke && rng() % 2 == 0) {
                json report;
                const int caller = (open->seat + 1) % 3;
                ASSERT_TRUE(accepted(plyroom::test::challenge(m, caller, open->ply, report)));
            }
        }
    }
    EXPECT_GT(broken, 100);
    EXPECT_GT(kept, 100);
}

// A seat with no placement that keeps the rules passes (also where the room would let it break
// one), and calls nothing on a placement that broke none.
TEST(GravAi, PassesWhenEveryPlacementBreaksARule) {
    settings s = lax_settings(5);
    s.d = 1;
    s.e = 1; // each stone next to the latest
    for (const level l : every_level) {
        const auto m = new_match(s);
        for (const auto& [x, y] : {std::pair{1, 0}, {1, 1}, {0, 1}, {0, 0}})
            ASSERT_TRUE(play(*m, place(x, y)));
        const auto chosen = make_ai_player(ai_settings_for(l), 1)->choose(*m, 0, no_deadline());
        ASSERT_TRUE(chosen);
        EXPECT_EQ(chosen->kind, core::move_kind);
        EXPECT_EQ(chosen->body, pass()) << core::ai::level_name(l);
    }
}

// After everyone else passed, a seat ahead passes and wins; a seat behind places instead.
TEST(GravAi, PassesWhenPassingWinsOnly) {
    for (const level l : every_level) {
        const auto player = quick_player(l, 1);
        const auto ahead = new_match(lax_settings());
        ASSERT_TRUE(play(*ahead, place(3, 3)));
        ASSERT_TRUE(play(*ahead, place(0, 0)));
        ASSERT_TRUE(play(*ahead, place(5, 5)));
        ASSERT_TRUE(play(*ahead, pass()));
        const auto chosen = player->choose(*ahead, 0, no_deadline());
        ASSERT_TRUE(chosen);
        EXPECT_EQ(chosen->body, pass()) << core::ai::level_name(l);
        ASSERT_TRUE(accepted(ahead->apply(0, chosen->body)));
        ASSERT_TRUE(ahead->finished());
        EXPECT_EQ(ahead->result()->winner, 0);

        // Behind after the others passed: seat 0's stones were taken after a correct call.
        const auto behind = new_match(near_settings());
        ASSERT_TRUE(play(*behind, place(3, 3)));
        ASSERT_TRUE(play(*behind, place(3, 4)));
        ASSERT_TRUE(play(*behind, place(0, 0))); // too far: called
        json report;
        ASSERT_TRUE(call(*behind, 1, report));
        ASSERT_TRUE(play(*behind, remove_at(3, 3)));
        ASSERT_TRUE(play(*behind, pass())); // seat 1's given turn
        ASSERT_EQ(behind->to_move(), 0);
        const auto placed = player->choose(*behind, 0, no_deadline());
        ASSERT_TRUE(placed);
        EXPECT_TRUE(placed->body.contains("place")) << placed->body.dump();
    }
}

// Random positions: whenever the seat to move can place the last stone and win, normal and hard
// do so.
TEST(GravAi, FindsTheWinningLastStone) {
    int positions = 0;
    for (int room = 0; room < random_rooms; ++room) {
        const auto seed = static_cast<std::uint64_t>(5000 + room);
        grav_match m(drawn_settings(5, 2, true, seed));
        std::mt19937_64 rng(seed);
        while (!m.finished()) {
            const std::vector<point> winning = winning_last_stones(m);
            const int seat = *m.to_move();
            if (!winning.empty()) {
                ++positions;
                for (const level l : {level::normal, level::hard}) {
                    const auto chosen = quick_player(l, seed)->choose(m, seat, no_deadline());
                    ASSERT_TRUE(chosen && chosen->body.contains("place"));
                    EXPECT_TRUE(wins_with(m, chosen->body))
                        << core::ai::level_name(l) << " played " << chosen->body.dump()
                        << " and missed the win in " << m.state().dump();
                }
            }
            const std::vector<point> keeping = keeping_points(m.rules_state());
            if (keeping.empty()) {
                ASSERT_TRUE(accepted(m.apply(seat, pass())));
                continue;
            }
            const point p = keeping[rng() % keeping.size()];
            ASSERT_TRUE(accepted(m.apply(seat, place(p.x, p.y))));
        }
    }
    EXPECT_GT(positions, 20);
}

// After a correct call, when some removal would leave the caller a winning last stone, the
// removal chosen does too.
TEST(GravAi, RemovesAStoneThatKeepsAWinningPlacement) {
    int chances = 0;
    int removals = 0;
    for (int room = 0; room < random_rooms; ++room) {
        const auto seed = static_cast<std::uint64_t>(9000 + room);
        settings s = drawn_settings(5, 2, false, seed);
        grav_match m(s);
        const auto caller = quick_player(level::normal, seed);
        core::ai::random_player other(seed);
        for (int step = 0; step < 300 && !m.finished(); ++step) {
            const int seat = *m.to_move();
            if (seat == 1) {
                const auto chosen = other.choose(m, 1, no_deadline());
                ASSERT_TRUE(chosen);
                ASSERT_TRUE(accepted(m.apply(1, chosen->body)));
                const auto call = caller->choose(m, 0, no_deadline());
                if (call && call->kind == "challenge") {
                    json report;
                    ASSERT_TRUE(accepted(
                        plyroom::test::challenge(m, 0, call->body["ply"].get<int>(), report)));
                }
                continue;
            }
            const auto chosen = caller->choose(m, 0, no_deadline());
            ASSERT_TRUE(chosen);
            ASSERT_EQ(chosen->kind, core::move_kind) << "calls were made when offered";
            if (m.rules_state().phase() == grav_phase::penalty_remove) {
                ++removals;
                bool some_win = false;
                for (const json& removal : m.legal_moves()) {
                    auto trial = m.clone();
                    ASSERT_TRUE(accepted(trial->apply(0, removal)));
                    some_win =
                        some_win ||
                        !winning_last_stones(dynamic_cast<const grav_match&>(*trial)).empty();
                }
                ASSERT_TRUE(accepted(m.apply(0, chosen->body)));
                if (some_win) {
                    ++chances;
                    EXPECT_FALSE(winning_last_stones(m).empty()) << chosen->body.dump();
                }
                continue;
            }
            ASSERT_TRUE(accepted(m.apply(0, chosen->body)));
        }
    }
    EXPECT_GT(removals, 50);
    EXPECT_GT(chances, 0);
}

// A crowded 23x23 board: a short deadline, or a cancellation, ends hard's search with a move
// that keeps the rules (generous bounds: this is no timing benchmark).
TEST(GravAi, KeepsTheTimeLimits) {
    settings s = lax_settings(23);
    s.a = 4;
    s.b = 3;
    s.c = 6;
    s.d = 1;
    s.e = 6;
    grav_match m(s);
    std::mt19937_64 rng(7);
    for (int placed = 0; placed < 120; ++placed) {
        const std::vector<point> keeping = keeping_points(m.rules_state());
        ASSERT_FALSE(keeping.empty()) << placed;
        const point p = keeping[rng() % keeping.size()];
        ASSERT_TRUE(accepted(m.apply(*m.to_move(), place(p.x, p.y))));
    }
    const int seat = *m.to_move();
    const auto player = make_ai_player(ai_settings_for(level::hard), 3);
    const auto start = std::chrono::steady_clock::now();
    const auto chosen =
        player->choose(m, seat, core::ai::limits::within(std::chrono::milliseconds(50)));
    const auto spent = std::chrono::steady_clock::now() - start;
    EXPECT_LT(spent, std::chrono::seconds(3));
    ASSERT_TRUE(chosen && chosen->body.contains("place"));
    const std::vector<point> keeping = keeping_points(m.rules_state());
    EXPECT_NE(std::find(keeping.begin(), keeping.end(), point_of(chosen->body["place"])),
              keeping.end());

    const std::atomic<bool> cancelled{true};
    const auto stopped = player->choose(
        m, seat, core::ai::limits{std::chrono::steady_clock::time_point::max(), &cancelled});
    ASSERT_TRUE(stopped && stopped->body.contains("place"));
    EXPECT_NE(std::find(keeping.begin(), keeping.end(), point_of(stopped->body["place"])),
              keeping.end());
}

// Nothing to do: a finished match, a seat not to move with nothing to call, another game.
TEST(GravAi, AnswersNothingWhenThereIsNothingToDo) {
    const auto player = make_ai_player(ai_settings_for(level::hard), 1);
    const auto m = new_match(lax_settings());
    EXPECT_FALSE(player->choose(*m, 1, no_deadline()));
    EXPECT_FALSE(player->choose(*m, 7, no_deadline()));
    ASSERT_TRUE(play(*m, pass()));
    ASSERT_TRUE(play(*m, pass()));
    ASSERT_TRUE(m->finished());
    EXPECT_FALSE(player->choose(*m, 0, no_deadline()));
    auto other_game = core::create_match("connect4", json::object(), 0);
    ASSERT_TRUE(std::holds_alternative<std::unique_ptr<match>>(other_game));
    EXPECT_FALSE(player->choose(*std::get<std::unique_ptr<match>>(other_game), 0, no_deadline()));
}

// A 7x7 lax room where seat 0 placed `stones` stones and seat 1 passed each time.
std::unique_ptr<grav_match> seat_one_passing(int stones) {
    auto m = new_match(lax_settings());
    for (int x = 0; x < stones; ++x) {
        EXPECT_TRUE(play(*m, place(x, 0)));
        EXPECT_TRUE(play(*m, pass()));
    }
    return m;
}

TEST(GravAi, EveryLevelDeclinesADrawWhenAheadAndAcceptsOneWhenBehind) {
    // Five stones to none: the race of placements that follows cannot make that up.
    const auto ahead = seat_one_passing(5);
    ASSERT_FALSE(ahead->finished());
    for (const level l : every_level) {
        EXPECT_FALSE(quick_player(l, 4)->accepts_draw(*ahead, 0, no_deadline()))
            << core::ai::level_name(l);
        EXPECT_TRUE(quick_player(l, 4)->accepts_draw(*ahead, 1, no_deadline()))
            << core::ai::level_name(l);
    }
}

} // namespace
} // namespace plyroom::core::grav
