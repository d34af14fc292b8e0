// The Hnefatafl players and their parts: legal whole games at every level, forced wins and
// forced defences, the time limit, the capture map against the rules, and the king's routes.
#include "../support/two_player_game.hpp"
#include "ai/ai.hpp"
#include "ai/random_player.hpp"
#include "hnefatafl/evaluation.hpp"
#include "hnefatafl/hnefatafl_match.hpp"
#include "hnefatafl/move_json.hpp"
#include "hnefatafl/search.hpp"
#include "test_support.hpp"

#include <chrono>
#include <random>

namespace plyroom::core::hnefatafl {
namespace {

using namespace std::chrono_literals;
using ai::level;
using test::mv;
using test::place;

constexpr level every_level[] = {level::easy, level::normal, level::hard};

// How many games to play: the full number, or a percentage of it set by PLYROOM_AI_GAMES
// (for the slower sanitizer build).
int scaled_games(int full) {
    if (const char* percent = std::getenv("PLYROOM_AI_GAMES"))
        return std::max(1, full * std::atoi(percent) / 100);
    return full;
}

// Plays a whole game from the start, `first` as the attackers; every move must be legal.
std::unique_ptr<match> play_game(ai::player& first, ai::player& second,
                                 std::chrono::milliseconds budget) {
    auto m = std::make_unique<hnefatafl_match>();
    plyroom::test::play_to_the_end(*m, first, second, budget);
    return m;
}

TEST(HnefataflAi, EveryLevelPlaysWholeLegalGamesAgainstRandomAndItself) {
    // 80 games, mostly long ones (the 100-ply rule ends many).
    for (const level l : every_level) {
        const int against_random = scaled_games(l == level::easy ? 30 : 14);
        for (int g = 0; g < against_random; ++g) {
            auto ai_player = ai::make_hnefatafl_player(l, 10 + static_cast<unsigned>(g));
            ai::random_player random(50 + static_cast<unsigned>(g));
            auto m = g % 2 == 0 ? play_game(*ai_player, random, 5ms)
                                : play_game(random, *ai_player, 5ms);
            EXPECT_TRUE(m->finished());
        }
        const int self_play = scaled_games(l == level::easy ? 12 : 5);
        for (int g = 0; g < self_play; ++g) {
            auto first = ai::make_hnefatafl_player(l, 20 + static_cast<unsigned>(g));
            auto second = ai::make_hnefatafl_player(l, 30 + static_cast<unsigned>(g));
            EXPECT_TRUE(play_game(*first, *second, 5ms)->finished());
        }
    }
}

// The move a player chooses in a position (a default move, with a failure, if none).
move chosen_move(ai::player& player, const position& start, std::chrono::milliseconds budget) {
    hnefatafl_match m{tafl_game(start)};
    const int seat = start.side_to_move() == side::attackers ? 0 : 1;
    const auto chosen = player.choose(m, seat, ai::limits::within(budget));
    EXPECT_TRUE(chosen.has_value());
    if (!chosen)
        return move{};
    const auto parsed = move_from_json(chosen->body);
    EXPECT_TRUE(std::holds_alternative<move>(parsed));
    return std::holds_alternative<move>(parsed) ? std::get<move>(parsed) : move{};
}

// The game after a player's move in a position.
tafl_game after_choice(ai::player& player, const position& start,
                       std::chrono::milliseconds budget) {
    tafl_game game(start);
    const move m = chosen_move(player, start, budget);
    EXPECT_FALSE(game.why_illegal(m)) << square_name(m.from) << "-" << square_name(m.to);
    if (!game.why_illegal(m))
        game.play(m);
    return game;
}

TEST(HnefataflAi, EveryLevelTakesAWinInOne) {
    // The king on a5 sees a1 and a11 along the a-file.
    const position escape = place("h8 c9 d3", "g5", "a5", side::defenders);
    // The king on e5 has attackers on d5, f5 and e6; one landing on e4 takes it.
    const position capture = place("d5 f5 e6 h4", "j9", "e5", side::attackers);
    for (const level l : every_level) {
        for (int seed = 0; seed < 5; ++seed) {
            auto player = ai::make_hnefatafl_player(l, static_cast<unsigned>(seed));
            EXPECT_EQ(after_choice(*player, escape, 500ms).end(), ending::king_escaped);
            EXPECT_EQ(after_choice(*player, capture, 500ms).end(), ending::king_captured);
        }
    }
}

TEST(HnefataflAi, HardAndNormalFindAnEscapeInTwo) {
    // The king on e6 reaches e11 (an edge square with both a11 and k11 open along rank 11);
    // no attacker can then close both lines.
    const position fork = place("c3 h3 b6 j6", "f2", "e6", side::defenders);
    for (const level l : {level::normal, level::hard}) {
        auto player = ai::make_hnefatafl_player(l, 1);
        tafl_game game = after_choice(*player, fork, 1000ms);
        // Whatever the attackers answer, the king then escapes at once.
        ASSERT_FALSE(game.over());
        for (const move reply : game.legal_moves()) {
            tafl_game next = game;
            next.play(reply);
            auto again = ai::make_hnefatafl_player(l, 2);
            EXPECT_EQ(after_choice(*again, next.current(), 500ms).end(), ending::king_escaped)
                << "after " << square_name(reply.from) << "-" << square_name(reply.to);
        }
    }
}

TEST(HnefataflAi, HardAndNormalBlockAnOpenCorner) {
    // The king on c1 sees a1 along rank 1 (b1 empty; e1 shuts the other way): the attackers
    // must close b1.
    const position open = place("b4 e1 h5 e9 j2", "g7", "c1", side::attackers);
    for (const level l : {level::normal, level::hard}) {
        auto player = ai::make_hnefatafl_player(l, 4);
        tafl_game game = after_choice(*player, open, 300ms);
        EXPECT_EQ(find_king_routes(game.current()).open_corners, 0);
    }
}

TEST(HnefataflAi, NobodyMovesOutOfTurn) {
    for (const level l : every_level) {
        auto player = ai::make_hnefatafl_player(l, 1);
        hnefatafl_match m;
        EXPECT_FALSE(player->choose(m, 1, ai::limits::within(10ms)));
        EXPECT_TRUE(player->choose(m, 0, ai::limits::within(10ms)));
    }
}

TEST(HnefataflAi, ThinkingStopsSoonAfterTheBudget) {
    // Generous on purpose: the budget must be honoured, not measured.
    tafl_game middle;
    std::mt19937_64 rng(8);
    for (int ply = 0; ply < 30 && !middle.over(); ++ply) {
        const auto moves = middle.legal_moves();
        middle.play(moves[rng() % moves.size()]);
    }
    ASSERT_FALSE(middle.over());
    for (const position& start : {position::start(), middle.current()}) {
        for (const level l : every_level) {
            auto player = ai::make_hnefatafl_player(l, 6);
            const auto began = std::chrono::steady_clock::now();
            chosen_move(*player, start, 50ms);
            EXPECT_LT(std::chrono::steady_clock::now() - began, 1000ms);
        }
    }
}

TEST(HnefataflSearch, TheCaptureMapAgreesWithTheRules) {
    // Every legal move of many positions from random games: the map says it captures exactly
    // when playing it removes a piece (or the king).
    std::mt19937_64 rng(2024);
    int captures = 0;
    for (int game_index = 0; game_index < scaled_games(30); ++game_index) {
        tafl_game game;
        while (!game.over()) {
            const position& pos = game.current();
            const capture_squares map(pos);
            const auto moves = game.legal_moves();
            for (const move m : moves) {
                position next = pos;
                undo_info undo;
                next.do_move(m, undo);
                const bool captured = undo.captured_count > 0 || undo.captured_king != no_square;
                ASSERT_EQ(map.captures(m), captured)
                    << square_name(m.from) << "-" << square_name(m.to);
                captures += captured ? 1 : 0;
            }
            game.play(test::playout_move(game, moves, rng, game_index % 2 == 0));
        }
    }
    EXPECT_GT(captures, 100);
}

TEST(HnefataflSearch, KingRoutesCountOpenCornersAndForks) {
    // King on a5: a1 open down the file, a11 blocked by the attacker on a9.
    const auto one = find_king_routes(place("a9 e5", "g7", "a5", side::attackers));
    EXPECT_EQ(one.open_corners, 1);
    EXPECT_TRUE(one.on_edge);
    // King on e6 with an empty rank 11 above it: e11 is a fork (a11 and k11 both open).
    const auto fork = find_king_routes(place("c3 h3 b6 j6", "f2", "e6", side::defenders));
    EXPECT_EQ(fork.open_corners, 0);
    EXPECT_GE(fork.forks, 1);
    EXPECT_EQ(fork.two_move_corners, 4);
    // Surrounded king: no moves at all.
    const auto boxed = find_king_routes(place("d5 f5 e6 e4", "j9", "e5", side::defenders));
    EXPECT_EQ(boxed.moves, 0);
    EXPECT_EQ(boxed.forks, 0);
}

TEST(HnefataflSearch, TheEvaluationPrefersTheAttackersAheadAndTheKingAway) {
    const position start = position::start();
    const position fewer_defenders =
        place("a4 a5 a6 a7 a8 b6 k4 k5 k6 k7 k8 j6 d1 e1 f1 g1 h1 f2 d11 "
              "e11 f11 g11 h11 f10",
              "e5 e6 e7 f4 f5 f7 f8 g5 g6 g7 h6", "f6", side::attackers);
    EXPECT_GT(evaluate_for_attackers(fewer_defenders, find_king_routes(fewer_defenders)),
              evaluate_for_attackers(start, find_king_routes(start)));
    // The king with an open corner is far worse for the attackers than the king boxed in.
    const position open = place("b4 e1 h5 e9 j2", "g7", "c1", side::attackers);
    const position shut = place("b1 e1 h5 e9 j2", "g7", "c1", side::attackers);
    EXPECT_LT(evaluate_for_attackers(open, find_king_routes(open)),
              evaluate_for_attackers(shut, find_king_routes(shut)));
}

// Whether a level's player of `seat` accepts a draw offered in a position.
bool accepts_draw_in(level l, const position& pos, int seat) {
    auto player = ai::make_hnefatafl_player(l, 3);
    const hnefatafl_match m{tafl_game(pos)};
    return player->accepts_draw(m, seat, ai::limits{});
}

TEST(HnefataflAi, EveryLevelDeclinesADrawItIsWinningAndAcceptsOneItIsLosing) {
    // The king on a5 sees a1 and a11 along the a-file: one attacker's move closes only one.
    for (const side mover : {side::defenders, side::attackers}) {
        const position open_file = place("h8 c9 d3", "g5", "a5", mover);
        for (const level l : every_level) {
            EXPECT_FALSE(accepts_draw_in(l, open_file, 1)) << ai::level_name(l);
            EXPECT_TRUE(accepts_draw_in(l, open_file, 0)) << ai::level_name(l);
        }
    }
    // The king on e5 has attackers on d5, f5 and e6; one landing on e4 takes it.
    const position capture = place("d5 f5 e6 h4", "j9", "e5", side::attackers);
    for (const level l : every_level) {
        EXPECT_FALSE(accepts_draw_in(l, capture, 0)) << ai::level_name(l);
        EXPECT_TRUE(accepts_draw_in(l, capture, 1)) << ai::level_name(l);
    }
}

} // namespace
} // namespace plyroom::core::hnefatafl
