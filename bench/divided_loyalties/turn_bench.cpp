// How long validating and applying a whole Divided Loyalties turn with four bridges takes on a
// crowded board, on 5 "Utopia", the built-in position with the most on-board cells (73 board
// cells and 56 dots).
//
// The boards come from legal play only (crowded_board.hpp): a beam search in which both players
// put as many bridges on the board as they can while keeping a fan possible, an empty cell whose
// four arms end in one purple stone forming four red bridges. That turn is timed: play() checks
// the stone and each bridge in order against every bridge on the board (cut ones included) and
// applies them to a copy, all or nothing.
//
// 100 bridges on the board before the turn: reached with 8 sets dealt (more than a room allows),
// a beam 128 boards wide from seed 15 with the fan at [6,6]; the board is then nearly full (129
// cells). Building it takes 10-30 seconds, once. With the 4 sets a room deals (96 stones) the
// search keeps about 70 bridges on the board before the fan turn, and the most it ever found,
// without keeping a fan possible and with a beam 2048 boards wide, was 86: 100 was not reached
// with room rules. Every bridge needs an inner stone, and a stone is inner to at most one bridge
// unless a red bridge cut the scoring bridge through it, so 95 stones leave little room above
// that; it is not proven impossible. Other seeds and centres with 8 sets give 88-99 bridges.
// The counters report the bridges on the board and those of the timed turn. The cost of a turn
// grows linearly with the bridges on the board (each new bridge is compared with each one there).
//
//   cmake -S . -B build/release -G Ninja -DCMAKE_BUILD_TYPE=Release
//   cmake --build build/release --target bench_divided_loyalties
//   taskset -c 1 build/release/bench/divided_loyalties/bench_divided_loyalties
#include "crowded_board.hpp"

#include <optional>

#include <benchmark/benchmark.h>

namespace {

using namespace plyroom::bench::divided_loyalties;

// The board a room allows: 4 sets on Utopia.
const std::optional<crowded_board>& room_board() {
    static const std::optional<crowded_board> board = build_crowded_board(
        build_settings{.position = 5, .sets = 4, .centre = {9, 9}, .width = 32, .seed = 1});
    return board;
}

// 100 bridges or more: 8 sets on Utopia, stopping at the first fan turn against 100.
const std::optional<crowded_board>& hundred_board() {
    static const std::optional<crowded_board> board = build_crowded_board(build_settings{
        .position = 5, .sets = 8, .centre = {6, 6}, .width = 128, .seed = 15, .enough = 100});
    return board;
}

// Times the fan turn, the copy of the state included.
void time_fan_turn(benchmark::State& bench, const std::optional<crowded_board>& setup) {
    if (!setup) {
        bench.SkipWithError("no board with a four-bridge turn was found");
        return;
    }
    for (auto _ : bench) {
        dl::game_state state = setup->before;
        auto refused = state.play(setup->fan);
        benchmark::DoNotOptimize(refused);
        benchmark::DoNotOptimize(state);
    }
    bench.counters["existing_bridges"] = static_cast<double>(setup->before.bridges().size());
    bench.counters["turn_bridges"] = static_cast<double>(setup->fan.bridges.size());
}

// A four-bridge turn late in a game a room allows (4 sets).
void bm_four_bridge_turn_room_sets(benchmark::State& bench) {
    time_fan_turn(bench, room_board());
}
BENCHMARK(bm_four_bridge_turn_room_sets)->Unit(benchmark::kMicrosecond);

// A four-bridge turn against 100 bridges or more (8 sets).
void bm_four_bridge_turn_100_bridges(benchmark::State& bench) {
    time_fan_turn(bench, hundred_board());
}
BENCHMARK(bm_four_bridge_turn_100_bridges)->Unit(benchmark::kMicrosecond);

// The copy alone, to tell the rules' share from the copying.
void bm_copy_100_bridges(benchmark::State& bench) {
    const auto& setup = hundred_board();
    if (!setup) {
        bench.SkipWithError("no board with a four-bridge turn was found");
        return;
    }
    for (auto _ : bench) {
        dl::game_state state = setup->before;
        benchmark::DoNotOptimize(state);
    }
}
BENCHMARK(bm_copy_100_bridges)->Unit(benchmark::kMicrosecond);

// Every legal placement of the side to move on the 100-bridge board (dots included).
void bm_legal_placements_100_bridges(benchmark::State& bench) {
    const auto& setup = hundred_board();
    if (!setup) {
        bench.SkipWithError("no board with a four-bridge turn was found");
        return;
    }
    for (auto _ : bench) {
        auto placements = setup->before.legal_placements();
        benchmark::DoNotOptimize(placements);
    }
}
BENCHMARK(bm_legal_placements_100_bridges)->Unit(benchmark::kMicrosecond);

} // namespace

BENCHMARK_MAIN();
