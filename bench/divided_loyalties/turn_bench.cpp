// How long validating and applying a whole Divided Loyalties turn takes on a crowded board.
//
// The setup plays greedy games (each turn forms as many bridges as it can) on the built-in
// position with the most on-board cells, 5 "Utopia" (73 board cells, 56 dots, 4 sets). Nine
// cells are kept free for a star: a centre and two stones along each of four directions. Late in
// the game the players fill the star's arms, and then one placement at the centre forms four
// bridges at once. That turn is timed: play() checks the stone and each bridge in order against
// every bridge on the board and applies them to a scratch copy, all or nothing.
//
// The counters report the bridges already on the board and the bridges of the timed turn. With
// the star kept free, the greedy games reach about 40 bridges when the star turn is played; a
// second case deals 8 sets (more than a room allows) for a fuller board. The cost of a turn grows
// linearly with the bridges on the board (each new bridge is compared with each one there).
//
//   cmake -S . -B build/dl-release -G Ninja -DCMAKE_BUILD_TYPE=Release
//   cmake --build build/dl-release --target bench_divided_loyalties
//   build/dl-release/bench/divided_loyalties/bench_divided_loyalties
#include "divided_loyalties/builtin_positions.hpp"
#include "divided_loyalties/game_state.hpp"

#include <algorithm>
#include <cstdio>
#include <optional>
#include <random>

#include <benchmark/benchmark.h>

namespace {

using namespace plyroom::core::divided_loyalties;

constexpr int largest_position = 5;
constexpr int star_arms = 4;

struct crowded_board {
    game_state before;
    turn next;
};

// The centre and arm cells of a star: arms[k] is {inner, outer} along one direction.
struct star {
    int centre = -1;
    std::vector<std::array<int, 2>> arms;
    std::vector<bridge_line> fan; // the four bridges the centre will end

    bool holds(int cell) const {
        if (cell == centre)
            return true;
        for (const auto& arm : arms)
            if (arm[0] == cell || arm[1] == cell)
                return true;
        return false;
    }
};

// The first board cell with four arms of two board cells each.
star find_star(const position& board) {
    constexpr std::array<coord, 8> directions{coord{1, 0},  coord{-1, 0}, coord{0, 1},
                                              coord{0, -1}, coord{1, 1},  coord{-1, -1},
                                              coord{1, -1}, coord{-1, 1}};
    const auto on_board = [&](coord c) {
        return board.contains(c) && board.kind(board.index(c)) == cell_kind::board;
    };
    for (int cell = 0; cell < board.cell_count(); ++cell) {
        const coord at = board.at(cell);
        if (!on_board(at))
            continue;
        star found{cell, {}, {}};
        for (const coord d : directions) {
            const coord inner{at.x + d.x, at.y + d.y};
            const coord outer{at.x + 2 * d.x, at.y + 2 * d.y};
            if (on_board(inner) && on_board(outer) &&
                static_cast<int>(found.arms.size()) < star_arms)
                found.arms.push_back({board.index(inner), board.index(outer)});
        }
        if (static_cast<int>(found.arms.size()) < star_arms)
            continue;
        for (const auto& arm : found.arms)
            found.fan.push_back(std::get<bridge_line>(make_line(board, at, board.at(arm[1]))));
        return found;
    }
    return {};
}

// Forms as many bridges as fit through the placed stone, leaving the star's cells alone.
turn greedy_turn(const game_state& state, placement stone, const star& kept, std::mt19937_64& rng) {
    game_state scratch = state;
    turn chosen{stone, {}};
    if (scratch.place(stone))
        return turn{};
    while (true) {
        auto options = scratch.valid_bridges();
        std::erase_if(options, [&](const bridge_request& request) {
            const auto line =
                std::get<bridge_line>(make_line(state.board(), request.from, request.to));
            for (int i = 0; i < line.length; ++i)
                if (kept.holds(line.cells[static_cast<std::size_t>(i)]))
                    return true;
            // Nor may it cross the fan between cells before the fan is made.
            for (const bridge_line& planned : kept.fan)
                if (lines_conflict(line, planned))
                    return true;
            return false;
        });
        if (options.empty())
            break;
        const bridge_request pick = options[rng() % options.size()];
        if (scratch.add_bridge(pick))
            break;
        chosen.bridges.push_back(pick);
    }
    if (scratch.end_turn())
        return turn{};
    return chosen;
}

// The colour for an arm cell that keeps [purple centre, inner, outer] a valid line, if held.
std::optional<color> arm_color(const game_state& state, const star& kept, int arm, int which) {
    const stock& held = state.inventory(state.to_move());
    const auto holds = [&](color c) { return held[static_cast<std::size_t>(c)] > 0; };
    if (which == 0) {
        for (const color c : {color::blue, color::green, color::red, color::orange})
            if (holds(c))
                return c;
        return std::nullopt;
    }
    const color inner = *state.stone_at(kept.arms[static_cast<std::size_t>(arm)][0]);
    const color_mask group =
        (inner == color::blue || inner == color::green) ? blue_group : red_group;
    for (const color c : all_colors)
        if (c != inner && (mask_of(c) & group) != 0 && holds(c))
            return c;
    return std::nullopt;
}

// Plays one game with `sets` sets; returns the star turn if it formed all four bridges.
std::optional<crowded_board> play_star_game(int sets, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    game_state state(builtin_position(largest_position), sets);
    const star kept = find_star(state.board());
    if (kept.centre < 0)
        return std::nullopt;
    const int total_turns = 2 * stones_per_set * sets;
    const int star_phase = total_turns - 4 * (star_arms * 2 + 1);
    while (!state.over()) {
        std::optional<placement> star_stone;
        int free_cells = 0;
        for (int cell = 0; cell < state.board().cell_count(); ++cell)
            free_cells += state.board().kind(cell) == cell_kind::board && !state.stone_at(cell) &&
                                  !kept.holds(cell)
                              ? 1
                              : 0;
        // The arms are filled late, when the board is crowded, but while stones remain.
        if (state.turns_played() >= star_phase || free_cells <= 12) {
            for (int arm = 0; arm < star_arms && !star_stone; ++arm)
                for (int which = 0; which < 2 && !star_stone; ++which) {
                    const int cell =
                        kept.arms[static_cast<std::size_t>(arm)][static_cast<std::size_t>(which)];
                    if (state.stone_at(cell) ||
                        (which == 1 &&
                         !state.stone_at(kept.arms[static_cast<std::size_t>(arm)][0])))
                        continue;
                    if (const auto c = arm_color(state, kept, arm, which))
                        star_stone = placement{state.board().at(cell), *c};
                }
            bool arms_full = true;
            for (const auto& arm : kept.arms)
                arms_full = arms_full && state.stone_at(arm[1]).has_value();
            // Blue makes the fan: its purple centre ends one bridge along each arm.
            if (arms_full && state.to_move() == 0 &&
                state.inventory(0)[static_cast<std::size_t>(color::purple)] > 0) {
                turn fan{placement{state.board().at(kept.centre), color::purple}, {}};
                for (const auto& arm : kept.arms)
                    fan.bridges.push_back(
                        bridge_request{state.board().at(kept.centre), state.board().at(arm[1])});
                game_state check = state;
                if (const auto refused = check.play(fan)) {
                    std::fprintf(stderr, "star turn refused: %s\n", refused->message.c_str());
                    return std::nullopt;
                }
                return crowded_board{state, fan};
            }
        }
        turn best{};
        if (star_stone) {
            best = turn{*star_stone, {}};
        } else {
            for (const placement& stone : state.legal_placements()) {
                if (kept.holds(state.board().index(stone.cell)))
                    continue;
                turn candidate = greedy_turn(state, stone, kept, rng);
                if (candidate.place &&
                    (!best.place || candidate.bridges.size() > best.bridges.size()))
                    best = candidate;
            }
        }
        if (state.play(best))
            return std::nullopt;
    }
    std::fprintf(stderr, "game over before the star turn\n");
    return std::nullopt;
}

// The first seed whose game ends in a four-bridge star turn.
std::optional<crowded_board> build_crowded_board(int sets) {
    for (std::uint64_t seed = 1; seed <= 200; ++seed)
        if (auto found = play_star_game(sets, seed))
            return found;
    return std::nullopt;
}

// Times the star turn, copy of the state included.
void time_turn(benchmark::State& bench, const std::optional<crowded_board>& setup) {
    if (!setup) {
        bench.SkipWithError("no board with a four-bridge turn was found");
        return;
    }
    for (auto _ : bench) {
        game_state state = setup->before;
        auto refused = state.play(setup->next);
        benchmark::DoNotOptimize(refused);
        benchmark::DoNotOptimize(state);
    }
    bench.counters["existing_bridges"] = static_cast<double>(setup->before.bridges().size());
    bench.counters["turn_bridges"] = static_cast<double>(setup->next.bridges.size());
}

// A four-bridge turn late in a game a room allows (4 sets).
void bm_four_bridge_turn_4_sets(benchmark::State& bench) {
    static const auto setup = build_crowded_board(4);
    time_turn(bench, setup);
}
BENCHMARK(bm_four_bridge_turn_4_sets)->Unit(benchmark::kMicrosecond);

// The same against a full board (8 sets), for 100 or more bridges.
void bm_four_bridge_turn_full_board(benchmark::State& bench) {
    static const auto setup = build_crowded_board(8);
    time_turn(bench, setup);
}
BENCHMARK(bm_four_bridge_turn_full_board)->Unit(benchmark::kMicrosecond);

// The copy alone, to tell the rules' share from the copying.
void bm_copy_full_board(benchmark::State& bench) {
    static const auto setup = build_crowded_board(8);
    if (!setup) {
        bench.SkipWithError("no board with a four-bridge turn was found");
        return;
    }
    for (auto _ : bench) {
        game_state state = setup->before;
        benchmark::DoNotOptimize(state);
    }
}
BENCHMARK(bm_copy_full_board)->Unit(benchmark::kMicrosecond);

// Every legal placement of the side to move on the full board (dots included).
void bm_legal_placements_full_board(benchmark::State& bench) {
    static const auto setup = build_crowded_board(8);
    if (!setup) {
        bench.SkipWithError("no board with a four-bridge turn was found");
        return;
    }
    for (auto _ : bench) {
        auto placements = setup->before.legal_placements();
        benchmark::DoNotOptimize(placements);
    }
}
BENCHMARK(bm_legal_placements_full_board)->Unit(benchmark::kMicrosecond);

} // namespace

BENCHMARK_MAIN();
