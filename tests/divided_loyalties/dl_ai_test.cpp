// The Divided Loyalties computer players: whole games at every level against themselves and
// against the random player on the 12 built-in positions, every turn accepted; the best bridges
// available now are formed, red cuts the opponent's bridge, a dot is used when it scores, and
// the time limits are kept.
#include "divided_loyalties/divided_loyalties_match.hpp"
#include "divided_loyalties/dl_ai.hpp"
#include "divided_loyalties/dl_match.hpp"
#include "dl_test_support.hpp"
#include "registry.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <random>

#include <gtest/gtest.h>

namespace plyroom::core::divided_loyalties::testing {
namespace {

using core::ai::action;
using core::ai::level;

#if defined(__SANITIZE_ADDRESS__)
// Sanitizers make the search some twenty times slower: two small 3-set positions and fewer
// evaluations per turn there (the release build plays every position).
const std::vector<int> game_positions{9, 11};
constexpr std::int64_t evaluations_per_turn = 40;
#else
const std::vector<int> game_positions{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12};
constexpr std::int64_t evaluations_per_turn = 150;
#endif

constexpr std::array<level, 3> every_level{level::easy, level::normal, level::hard};

// No deadline: the players' evaluation budgets end their searches, so games replay the same.
core::ai::limits no_deadline() {
    return core::ai::limits{};
}

// A level's player with a small evaluation budget, for quick games.
std::unique_ptr<core::ai::player> quick_player(level l, std::uint64_t seed) {
    ai_settings settings = ai_settings_for(l);
    settings.search.max_evaluations = evaluations_per_turn;
    return make_ai_player(settings, seed);
}

// A match from room options, or a test failure.
std::unique_ptr<dl_match> new_match(const json& options) {
    creation created = core::create_match("divided_loyalties", options, 0);
    if (auto* refused = std::get_if<refusal>(&created)) {
        ADD_FAILURE() << refused->message;
        return nullptr;
    }
    auto& made = std::get<std::unique_ptr<match>>(created);
    return std::unique_ptr<dl_match>(dynamic_cast<dl_match*>(made.release()));
}

// A match on a custom position of rows of tokens (three sets).
std::unique_ptr<dl_match> match_of_rows(const std::vector<std::string>& rows) {
    return new_match(json{{"position_csv", csv_of_rows(rows)}});
}

// Plays a turn for the side to move; it must be accepted.
void play(dl_match& m, coord cell, color stone, std::vector<bridge_request> bridges = {}) {
    const int seat = *m.to_move();
    const status refused =
        m.apply(seat, turn_to_json(turn{placement{cell, stone}, std::move(bridges)}));
    ASSERT_FALSE(refused) << refused->message;
}

// The side to move drops a stone of its most plentiful colour on the first free W9 cell.
void park(dl_match& m) {
    const game_state& state = m.rules();
    const int seat = state.to_move();
    color best = color::blue;
    for (const color c : all_colors)
        if (state.inventory(seat)[static_cast<std::size_t>(c)] >
            state.inventory(seat)[static_cast<std::size_t>(best)])
            best = c;
    const position& board = state.board();
    for (int cell = 0; cell < board.cell_count(); ++cell)
        if (board.region(cell) >= 0 && !state.stone_at(cell) &&
            board.region_names[static_cast<std::size_t>(board.region(cell))] == "W9") {
            play(m, board.at(cell), best);
            return;
        }
    ADD_FAILURE() << "no parking cell left";
}

// The score difference a turn makes for the side that plays it.
int margin_gain(const game_state& before, const game_state& after, int seat) {
    return (after.score_of(seat).total() - before.score_of(seat).total()) -
           (after.score_of(1 - seat).total() - before.score_of(1 - seat).total());
}

// The largest score difference one turn can make, by trying every placement and every order of
// bridges through it.
int best_gain(const game_state& state) {
    const int seat = state.to_move();
    int best = -1000;
    const auto extend = [&](const auto& self, const game_state& now) -> void {
        game_state ended = now;
        if (!ended.end_turn())
            best = std::max(best, margin_gain(state, ended, seat));
        for (const bridge_request& request : now.valid_bridges()) {
            game_state next = now;
            if (!next.add_bridge(request))
                self(self, next);
        }
    };
    for (const placement& stone : state.legal_placements()) {
        game_state placed = state;
        if (!placed.place(stone))
            extend(extend, placed);
    }
    return best;
}

// The AI's turn for the side to move, applied; returns the score difference it made.
int ai_turn(dl_match& m, core::ai::player& player, json* played = nullptr) {
    const game_state before = m.rules();
    const int seat = *m.to_move();
    const auto chosen = player.choose(m, seat, no_deadline());
    EXPECT_TRUE(chosen);
    if (!chosen)
        return -1000;
    EXPECT_EQ(chosen->kind, core::move_kind);
    const status refused = m.apply(seat, chosen->body);
    EXPECT_FALSE(refused) << refused->message;
    if (played != nullptr)
        *played = chosen->body;
    return margin_gain(before, m.rules(), seat);
}

// The random player: a random legal turn.
class random_turns final : public core::ai::player {
public:
    explicit random_turns(std::uint64_t seed) : rng_(seed) {}
    std::optional<action> choose(const match& m, int seat, const core::ai::limits&) override {
        const game_state* state = rules_state(m);
        if (state == nullptr || m.to_move() != seat)
            return std::nullopt;
        return core::action{core::move_kind, turn_to_json(random_turn(*state, rng_))};
    }

private:
    std::mt19937_64 rng_;
};

// Plays a whole game between two players (seat order as given); every turn must be accepted.
void play_game(dl_match& m, std::array<core::ai::player*, 2> seats) {
    for (int turns = 0; !m.finished(); ++turns) {
        ASSERT_LT(turns, 500) << "the game does not end";
        const int seat = *m.to_move();
        const auto chosen = seats[static_cast<std::size_t>(seat)]->choose(m, seat, no_deadline());
        ASSERT_TRUE(chosen) << "seat " << seat << " has no turn";
        ASSERT_EQ(chosen->kind, core::move_kind);
        const status refused = m.apply(seat, chosen->body);
        ASSERT_FALSE(refused) << refused->message << "\n" << chosen->body.dump();
    }
}

// Every level against itself and against the random player, from both seats, on the built-in
// positions; every turn is accepted and the games end.
TEST(DlAi, EveryLevelPlaysWholeGames) {
    for (const level l : every_level) {
        int games = 0;
        for (const int id : game_positions) {
            const auto seed = static_cast<std::uint64_t>(id);
            {
                const auto m = new_match(json{{"position", id}});
                const auto blue = quick_player(l, seed);
                const auto yellow = quick_player(l, seed + 100);
                play_game(*m, {blue.get(), yellow.get()});
                ASSERT_FALSE(HasFatalFailure()) << core::ai::level_name(l) << " position " << id;
                ++games;
            }
            {
                const auto m = new_match(json{{"position", id}});
                const auto ai = quick_player(l, seed);
                random_turns other(seed);
                if (id % 2 == 0)
                    play_game(*m, {ai.get(), &other});
                else
                    play_game(*m, {&other, ai.get()});
                ASSERT_FALSE(HasFatalFailure()) << core::ai::level_name(l) << " position " << id;
                ++games;
            }
        }
        EXPECT_EQ(games, 2 * static_cast<int>(game_positions.size()));
    }
}

// Blue holds blue (0,0), purple (1,0) and purple (3,0), each turn parked: a stone at (2,0)
// makes a 3-bridge worth 2 or the 4-bridge worth 3.
std::unique_ptr<dl_match> bridge_ready() {
    auto m = match_of_rows(standard_rows());
    play(*m, coord{0, 0}, color::blue);
    park(*m);
    play(*m, coord{1, 0}, color::purple);
    park(*m);
    play(*m, coord{3, 0}, color::purple);
    park(*m);
    return m;
}

// Blue holds blue (0,0), purple (1,0) and purple (3,0); a stone at (2,0) makes a 3-bridge worth
// 2 (a bridge and the region) or the 4-bridge worth 3. Every level takes the 4-bridge (easy when
// it does not place a stone at random).
TEST(DlAi, FormsTheBestBridgeAvailableNow) {
    for (const level l : every_level) {
        const auto m = bridge_ready();
        ASSERT_FALSE(HasFatalFailure());
        const int best = best_gain(m->rules());
        EXPECT_EQ(best, 3);
        ai_settings settings = ai_settings_for(l);
        settings.careless_percent = 0;
        const auto player = make_ai_player(settings, 1);
        EXPECT_EQ(ai_turn(*m, *player), best) << core::ai::level_name(l);
    }
}

// The last turn of random games, where nothing comes after: every level (easy when it does not
// place at random) scores the most there is. Earlier, giving up a point for a better chance
// next turn can be right (a 4-bridge later instead of a 3-bridge now), so only here is taking
// the most always right.
TEST(DlAi, ScoresTheMostOnTheLastTurn) {
    int last_turns = 0;
    int scoring = 0;
    for (const int id : game_positions) {
        for (std::uint64_t game = 0; game < 3; ++game) {
            const auto m = new_match(json{{"position", id}});
            std::mt19937_64 rng(game * 100 + static_cast<std::uint64_t>(id));
            for (;;) {
                const game_state& state = m->rules();
                const int seat = state.to_move();
                const bool last = state.stones_left(seat) == 1 &&
                                  state.stones_left(1 - seat) == 0 &&
                                  state.sets_dealt(seat) == state.sets() &&
                                  state.sets_dealt(1 - seat) == state.sets();
                if (last || m->finished())
                    break;
                ASSERT_FALSE(m->apply(seat, turn_to_json(random_turn(state, rng))));
            }
            if (m->finished() || m->rules().legal_placements().empty())
                continue; // ended, or about to end, by passes: the board is full
            ++last_turns;
            const int best = best_gain(m->rules());
            scoring += best > 0 ? 1 : 0;
            for (const level l : every_level) {
                ai_settings settings = ai_settings_for(l);
                settings.careless_percent = 0;
                settings.search.max_evaluations = evaluations_per_turn;
                const auto player = make_ai_player(settings, game);
                auto trial = m->clone();
                auto& tried = dynamic_cast<dl_match&>(*trial);
                EXPECT_EQ(ai_turn(tried, *player), best)
                    << core::ai::level_name(l) << ", position " << id << ", game " << game;
                EXPECT_TRUE(tried.finished());
            }
        }
    }
    EXPECT_GE(last_turns, static_cast<int>(game_positions.size()));
    EXPECT_GT(scoring, 0);
}

// Yellow's bridge (2,0)-(2,2) has its inner stone at (2,1); blue holds red at (1,1) and can put
// purple at (3,1) for a red bridge through (2,1), which cuts it.
TEST(DlAi, RedCutsTheOpponentsBridge) {
    for (const level l : {level::normal, level::hard}) {
        const auto m = match_of_rows(standard_rows());
        play(*m, coord{1, 1}, color::red);
        play(*m, coord{2, 0}, color::yellow);
        park(*m);
        play(*m, coord{2, 1}, color::orange);
        park(*m);
        play(*m, coord{2, 2}, color::yellow, {bridge_request{{2, 0}, {2, 2}}});
        ASSERT_FALSE(HasFatalFailure());
        ASSERT_EQ(m->rules().score_of(1).total(), 2);
        const auto player = make_ai_player(ai_settings_for(l), 1);
        EXPECT_EQ(ai_turn(*m, *player), 2) << core::ai::level_name(l);
        EXPECT_EQ(m->rules().score_of(1).total(), 0);
        ASSERT_EQ(m->rules().bridges().size(), 2U);
        EXPECT_TRUE(m->rules().bridges()[0].cut);
        EXPECT_FALSE(m->rules().bridges()[1].scoring());
    }
}

// Blue holds blue (1,0) and purple (2,0), yellow blocks (3,0): the only bridge is through the dot
// (0,0), and normal and hard place there and form it.
TEST(DlAi, PlacesOnADotWhenThatScores) {
    std::vector<std::string> rows = standard_rows();
    rows[0] = "o S1 S1 S1 S1 S1 S1 S1";
    for (const level l : {level::normal, level::hard}) {
        const auto m = match_of_rows(rows);
        play(*m, coord{1, 0}, color::blue);
        play(*m, coord{3, 0}, color::yellow);
        play(*m, coord{2, 0}, color::purple);
        park(*m);
        ASSERT_FALSE(HasFatalFailure());
        ASSERT_EQ(best_gain(m->rules()), 2);
        const auto player = make_ai_player(ai_settings_for(l), 1);
        json played;
        EXPECT_EQ(ai_turn(*m, *player, &played), 2) << core::ai::level_name(l);
        EXPECT_EQ(played["place"]["cell"], json::array({0, 0})) << played.dump();
    }
}

// A crowded built-in position: a short deadline, or a cancellation, ends hard's search with a
// turn the rules accept (generous bounds: this is no timing benchmark).
TEST(DlAi, KeepsTheTimeLimits) {
    const auto m = new_match(json{{"position", 5}});
    std::mt19937_64 rng(3);
    for (int turn_count = 0; turn_count < 30; ++turn_count)
        ASSERT_FALSE(m->apply(*m->to_move(), turn_to_json(random_turn(m->rules(), rng))));
    const int seat = *m->to_move();
    const auto player = make_ai_player(ai_settings_for(level::hard), 1);
    const auto start = std::chrono::steady_clock::now();
    const auto chosen =
        player->choose(*m, seat, core::ai::limits::within(std::chrono::milliseconds(30)));
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(3));
    ASSERT_TRUE(chosen);
    EXPECT_FALSE(m->clone()->apply(seat, chosen->body));

    const std::atomic<bool> cancelled{true};
    const auto stopped = player->choose(
        *m, seat, core::ai::limits{std::chrono::steady_clock::time_point::max(), &cancelled});
    ASSERT_TRUE(stopped);
    EXPECT_FALSE(m->clone()->apply(seat, stopped->body));
}

// Nothing to do: the other seat's turn, a finished match, another game.
TEST(DlAi, AnswersNothingWhenItIsNotItsTurn) {
    const auto player = make_ai_player(ai_settings_for(level::hard), 1);
    const auto m = new_match(json{{"position", 7}});
    EXPECT_FALSE(player->choose(*m, 1, no_deadline()));
    EXPECT_FALSE(player->choose(*m, 5, no_deadline()));
    ASSERT_FALSE(m->agree_draw());
    EXPECT_FALSE(player->choose(*m, 0, no_deadline()));
    auto other_game = core::create_match("connect4", json::object(), 0);
    ASSERT_TRUE(std::holds_alternative<std::unique_ptr<match>>(other_game));
    EXPECT_FALSE(player->choose(*std::get<std::unique_ptr<match>>(other_game), 0, no_deadline()));
}

// An agreement ends the game with the scores as they stand. Blue, to move at 0-0 with a 4-bridge
// worth 3 ready (the position above), plays on; yellow takes the level score that blue is about
// to leave behind. Once blue leads 3-0, blue takes the win it holds.
TEST(DlAi, EveryLevelDeclinesAnAgreementOnlyWhenPlayingOnWinsMore) {
    for (const level l : every_level) {
        const auto m = bridge_ready();
        ASSERT_FALSE(HasFatalFailure());
        ASSERT_EQ(m->rules().score_of(0).total(), m->rules().score_of(1).total());
        const auto player = quick_player(l, 2);
        EXPECT_FALSE(player->accepts_draw(*m, 0, no_deadline())) << core::ai::level_name(l);
        EXPECT_TRUE(player->accepts_draw(*m, 1, no_deadline())) << core::ai::level_name(l);

        ai_settings settings = ai_settings_for(level::normal);
        const auto blue = make_ai_player(settings, 1);
        ASSERT_EQ(ai_turn(*m, *blue), 3);
        ASSERT_GT(m->rules().score_of(0).total(), m->rules().score_of(1).total());
        EXPECT_TRUE(player->accepts_draw(*m, 0, no_deadline())) << core::ai::level_name(l);
        // Yellow, behind by 3, gets within a point with its best turn: better than losing now.
        ASSERT_EQ(best_gain(m->rules()), 2);
        EXPECT_FALSE(player->accepts_draw(*m, 1, no_deadline())) << core::ai::level_name(l);
    }
}

} // namespace
} // namespace plyroom::core::divided_loyalties::testing
