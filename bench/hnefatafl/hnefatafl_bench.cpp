// Hnefatafl speed: legal-move generation over positions from random games, and perft from
// the start. Run a Release build:
//   cmake -S . -B build/release -G Ninja -DCMAKE_BUILD_TYPE=Release
//   cmake --build build/release --target bench_hnefatafl &&
//   build/release/bench/hnefatafl/bench_hnefatafl
#include "hnefatafl/hnefatafl_match.hpp"
#include "hnefatafl/tafl_game.hpp"

#include <random>
#include <vector>

#include <benchmark/benchmark.h>

namespace {

using namespace plyroom::core::hnefatafl;

// Every position of 200 uniformly random games from the start (a fixed seed), about 80,000
// positions from the opening to the end.
const std::vector<position>& sample_positions() {
    static const std::vector<position> positions = [] {
        std::vector<position> result;
        std::mt19937_64 random(20261129);
        for (int g = 0; g < 200; ++g) {
            tafl_game game;
            while (!game.over()) {
                result.push_back(game.current());
                const std::vector<move> moves = game.legal_moves();
                game.play(moves[random() % moves.size()]);
            }
        }
        return result;
    }();
    return positions;
}

// Lists every legal move of one position per iteration; items are positions.
void generate_legal_moves(benchmark::State& state) {
    const std::vector<position>& positions = sample_positions();
    std::size_t next = 0;
    std::int64_t moves = 0;
    move_list list;
    for (auto _ : state) {
        generate_moves(positions[next], list);
        benchmark::DoNotOptimize(list.moves.data());
        moves += list.size;
        next = next + 1 == positions.size() ? 0 : next + 1;
    }
    state.SetItemsProcessed(state.iterations());
    state.counters["moves/s"] =
        benchmark::Counter(static_cast<double>(moves), benchmark::Counter::kIsRate);
}
BENCHMARK(generate_legal_moves);

// Counts the legal moves of one position per iteration without listing them.
void count_legal_moves(benchmark::State& state) {
    const std::vector<position>& positions = sample_positions();
    std::size_t next = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(count_moves(positions[next]));
        next = next + 1 == positions.size() ? 0 : next + 1;
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(count_legal_moves);

// The encirclement flood fill, run after every move.
void encirclement_check(benchmark::State& state) {
    const std::vector<position>& positions = sample_positions();
    std::size_t next = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(positions[next].defenders_encircled());
        next = next + 1 == positions.size() ? 0 : next + 1;
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(encirclement_check);

// Perft from the start position; items are the leaf move sequences counted.
void perft_from_start(benchmark::State& state) {
    const tafl_game game;
    const int depth = static_cast<int>(state.range(0));
    std::uint64_t leaves = 0;
    for (auto _ : state)
        leaves += game.perft(depth);
    state.SetItemsProcessed(static_cast<std::int64_t>(leaves));
}
BENCHMARK(perft_from_start)->Arg(3)->Arg(4)->Unit(benchmark::kMillisecond);

// The server's view: legal_moves() of a match in MOVE shape (JSON objects).
void legal_moves_json(benchmark::State& state) {
    const hnefatafl_match match;
    for (auto _ : state)
        benchmark::DoNotOptimize(match.legal_moves());
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(legal_moves_json);

} // namespace

BENCHMARK_MAIN();
