// Connect Four solver speed: the time to prove the outcome (weak) or the exact score of
// positions from the middle of the game, from an empty table each time, one thread. The hard
// player makes exactly such solves once its opening book runs out (at 11-12 discs).
//   build/release/bench/connect4/bench_connect4_solver
#include "connect4/solver.hpp"

#include <random>
#include <vector>

#include <benchmark/benchmark.h>

namespace {

using namespace plyroom::core::connect4;

// 16 running positions with `discs` discs from random games (a fixed seed), in none of
// which the side to move wins at once.
std::vector<bitboard> sample_positions(int discs) {
    std::mt19937_64 random(20240611 + static_cast<unsigned>(discs));
    std::vector<bitboard> positions;
    while (positions.size() < 16) {
        bitboard board;
        bool over = false;
        while (board.moves() < discs && !over) {
            int column = 0;
            do
                column = static_cast<int>(random() % width);
            while (!board.can_play(column));
            board.play(column);
            over = board.last_mover_won();
        }
        if (!over && !search_position::from(board).can_win_next())
            positions.push_back(board);
    }
    return positions;
}

// Solves every sample position once per iteration; reports positions searched per second.
void bm_connect4_solve(benchmark::State& state) {
    const auto positions = sample_positions(static_cast<int>(state.range(0)));
    const auto wanted = state.range(1) == 0 ? solver::goal::outcome : solver::goal::exact;
    solver exact(std::size_t{1} << 22);
    std::uint64_t nodes = 0;
    for (auto _ : state) {
        for (const bitboard& board : positions) {
            state.PauseTiming();
            exact.clear_table();
            exact.reset_counters();
            state.ResumeTiming();
            benchmark::DoNotOptimize(exact.analyse(board, wanted));
            nodes += exact.nodes();
        }
    }
    state.counters["positions_per_second"] = benchmark::Counter(
        static_cast<double>(state.iterations()) * static_cast<double>(positions.size()),
        benchmark::Counter::kIsRate);
    state.counters["nodes_per_second"] =
        benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
}
BENCHMARK(bm_connect4_solve)
    ->ArgNames({"discs", "exact"})
    ->Args({12, 0})
    ->Args({12, 1})
    ->Args({16, 1})
    ->Args({20, 1})
    ->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
