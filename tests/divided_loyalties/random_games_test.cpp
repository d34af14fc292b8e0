// Random whole games on every built-in position, checking invariants after every turn: the kept
// score equals a recomputation, refused turns change nothing, the step-by-step turn equals the
// whole turn, replaying rebuilds the state, and continuing from an export gives the same game.
#include "divided_loyalties/builtin_positions.hpp"
#include "divided_loyalties/divided_loyalties_match.hpp"
#include "dl_test_support.hpp"
#include "registry.hpp"

#include <random>

namespace plyroom::core::divided_loyalties::testing {
namespace {

#if defined(__SANITIZE_ADDRESS__)
constexpr int games_per_position = 1; // sanitizers are slow; one game each is enough there
#else
constexpr int games_per_position = 2;
#endif

using random_engine = std::mt19937_64;

// A whole number in [0, bound).
int pick(random_engine& rng, std::size_t bound) {
    return static_cast<int>(rng() % bound);
}

// Composes a random legal turn with the step functions; `composed` receives the state after it.
turn compose_turn(const game_state& state, random_engine& rng, game_state& composed) {
    composed = state;
    const std::vector<placement> placements = state.legal_placements();
    if (placements.empty()) {
        EXPECT_FALSE(composed.pass());
        return turn{};
    }
    const placement stone = placements[static_cast<std::size_t>(pick(rng, placements.size()))];
    turn chosen{stone, {}};
    const auto placed = composed.place(stone);
    EXPECT_FALSE(placed) << placed->message;
    const bool on_dot = state.board().kind(state.board().index(stone.cell)) == cell_kind::dot;
    const int mode = pick(rng, 3); // none, one, or as many as fit
    const int wanted = mode == 0 ? 0 : (mode == 1 ? 1 : 100);
    while (static_cast<int>(chosen.bridges.size()) < std::max(wanted, on_dot ? 1 : 0)) {
        const std::vector<bridge_request> options = composed.valid_bridges();
        if (options.empty()) {
            EXPECT_FALSE(on_dot && chosen.bridges.empty()) << "a dot placement with no bridge";
            break;
        }
        const bridge_request request = options[static_cast<std::size_t>(pick(rng, options.size()))];
        const auto added = composed.add_bridge(request);
        EXPECT_FALSE(added) << added->message;
        chosen.bridges.push_back(request);
    }
    const auto ended = composed.end_turn();
    EXPECT_FALSE(ended) << ended->message;
    return chosen;
}

// A turn that is often wrong: any cell (sometimes off the grid), any colour, random bridges.
json junk_turn(const position& board, random_engine& rng) {
    if (pick(rng, 10) == 0)
        return json{{"pass", true}};
    const coord cell{pick(rng, static_cast<std::size_t>(board.width) + 2) - 1,
                     pick(rng, static_cast<std::size_t>(board.height) + 2) - 1};
    json bridges = json::array();
    for (int i = pick(rng, 3); i > 0; --i) {
        const coord a{cell.x + pick(rng, 7) - 3, cell.y + pick(rng, 7) - 3};
        const coord b{cell.x + pick(rng, 7) - 3, cell.y + pick(rng, 7) - 3};
        bridges.push_back(json::array({json::array({a.x, a.y}), json::array({b.x, b.y})}));
    }
    return json{{"place",
                 {{"cell", {cell.x, cell.y}},
                  {"color", color_name(all_colors[static_cast<std::size_t>(pick(rng, 6))])}}},
                {"bridges", bridges}};
}

// Checks what must hold between any two bridges and on every bridge.
void check_invariants(const game_state& state) {
    const auto& bridges = state.bridges();
    int stones = 0;
    for (int cell = 0; cell < state.board().cell_count(); ++cell)
        stones += state.stone_at(cell) ? 1 : 0;
    EXPECT_EQ(stones + state.stones_left(0) + state.stones_left(1),
              stones_per_set * (state.sets_dealt(0) + state.sets_dealt(1)));
    for (int seat = 0; seat < side_count; ++seat)
        EXPECT_EQ(recompute_score(state, seat), state.score_of(seat)) << "seat " << seat;
    for (std::size_t i = 0; i < bridges.size(); ++i) {
        const bridge& one = bridges[i];
        EXPECT_TRUE(!one.cut || one.scoring());
        const color_mask group =
            one.scoring() ? own_group(one.owner == bridge_owner::blue ? 0 : 1) : red_group;
        for (int k = 0; k < one.line.length; ++k) {
            const auto stone = state.stone_at(one.line.cells[static_cast<std::size_t>(k)]);
            ASSERT_TRUE(stone.has_value());
            EXPECT_NE(mask_of(*stone) & group, 0);
            if (k > 0) {
                EXPECT_NE(*stone, *state.stone_at(one.line.cells[static_cast<std::size_t>(k) - 1]));
            }
        }
        for (std::size_t j = i + 1; j < bridges.size(); ++j) {
            const bridge& other = bridges[j];
            if (!one.cut && !other.cut) {
                EXPECT_LE(shared_cells(one.line, other.line), 1);
            }
            if (lines_conflict(one.line, other.line)) {
                // Only a later red bridge may cross, and what it crosses is cut.
                EXPECT_TRUE(!other.scoring() && one.scoring() && one.cut)
                    << "bridges " << i << " and " << j << " conflict";
            }
        }
    }
}

// Plays one random game to its end on the position, checking everything along the way.
void play_random_game(int position_id, std::uint64_t seed) {
    random_engine rng(seed);
    const auto game = make_match(json{{"position", position_id}});
    ASSERT_NE(game, nullptr);
    std::vector<json> moves;
    const int export_at = 10 + pick(rng, 60);
    json saved_export;
    json saved_state;
    int turns = 0;
    while (!game->finished()) {
        ASSERT_LT(++turns, 400) << "the game does not end";
        const game_state& state = *rules_state(*game);
        const int seat = state.to_move();

        // A refused turn changes nothing.
        const game_state before = state;
        const int ply_before = game->ply();
        const json junk = junk_turn(state.board(), rng);
        if (!game->apply(seat, junk)) {
            moves.push_back(junk);
            check_invariants(*rules_state(*game));
            continue;
        }
        ASSERT_TRUE(*rules_state(*game) == before) << junk.dump();
        ASSERT_EQ(game->ply(), ply_before);

        game_state composed = state;
        const turn chosen = compose_turn(state, rng, composed);
        // A turn that goes wrong only after valid steps is refused whole: the same turn with a
        // bad last bridge, and a stone on a dot without the bridges that hold it.
        if (chosen.place) {
            turn late_fault = chosen;
            late_fault.bridges.push_back(
                chosen.bridges.empty() ? bridge_request{chosen.place->cell, chosen.place->cell}
                                       : chosen.bridges.front());
            ASSERT_TRUE(game->apply(seat, turn_to_json(late_fault)));
            if (state.board().kind(state.board().index(chosen.place->cell)) == cell_kind::dot) {
                ASSERT_TRUE(game->apply(seat, turn_to_json(turn{chosen.place, {}})));
            }
            ASSERT_TRUE(*rules_state(*game) == before);
            ASSERT_EQ(game->ply(), ply_before);
        }
        const json move = turn_to_json(chosen);
        const status refused = game->apply(seat, move);
        ASSERT_FALSE(refused) << refused->message << " in " << move.dump();
        moves.push_back(move);
        ASSERT_TRUE(*rules_state(*game) == composed) << move.dump();
        check_invariants(*rules_state(*game));
        if (static_cast<int>(moves.size()) == export_at && !game->finished()) {
            saved_export = export_game(*game);
            saved_state = game->state();
        }
    }
    const std::string reason = game->result()->reason;
    EXPECT_TRUE(reason == "all_placed" || reason == "all_passed") << reason;
    EXPECT_EQ(game->result()->scores, game->state()["board"]["score"]);

    // Replaying the moves from the options rebuilds the same state.
    const auto replayed = make_match(game->options());
    for (const json& move : moves)
        ASSERT_FALSE(replayed->apply(*replayed->to_move(), move));
    EXPECT_EQ(replayed->state(), game->state());
    EXPECT_EQ(export_game(*replayed), export_game(*game));

    // Continuing from an export taken mid-game gives the same game.
    if (!saved_export.is_null()) {
        const auto continued = make_match(json{{"export", saved_export}});
        ASSERT_NE(continued, nullptr);
        EXPECT_EQ(continued->state(), saved_state);
        for (std::size_t i = static_cast<std::size_t>(continued->ply()); i < moves.size(); ++i)
            ASSERT_FALSE(continued->apply(*continued->to_move(), moves[i]));
        EXPECT_EQ(continued->state(), game->state());
    }
}

TEST(RandomGames, EveryBuiltInPositionPlaysToAnEndWithAllInvariants) {
    for (int id = 1; id <= builtin_position_count; ++id) {
        for (int game = 0; game < games_per_position; ++game) {
            SCOPED_TRACE("position " + std::to_string(id) + ", game " + std::to_string(game));
            play_random_game(id, static_cast<std::uint64_t>(id * 1000 + game));
            if (HasFatalFailure())
                return;
        }
    }
}

} // namespace
} // namespace plyroom::core::divided_loyalties::testing
