// Hnefatafl search speed: a fixed-depth search of the start position and of middle-game
// positions from random games (a fixed seed), one thread; positions searched per second.
//   build/release/bench/hnefatafl/bench_hnefatafl_search
#include "hnefatafl/search.hpp"

#include <random>
#include <vector>

#include <benchmark/benchmark.h>

namespace {

using namespace plyroom::core::hnefatafl;

// The start and 7 positions 20 to 80 plies into random games.
std::vector<tafl_game> sample_games() {
    std::vector<tafl_game> games{tafl_game{}};
    std::mt19937_64 random(77);
    while (games.size() < 8) {
        tafl_game game;
        const int plies = 20 + static_cast<int>(random() % 60);
        for (int ply = 0; ply < plies && !game.over(); ++ply) {
            const auto moves = game.legal_moves();
            game.play(moves[random() % moves.size()]);
        }
        if (!game.over())
            games.push_back(game);
    }
    return games;
}

void bm_hnefatafl_search(benchmark::State& state) {
    const auto games = sample_games();
    const int depth = static_cast<int>(state.range(0));
    std::uint64_t nodes = 0;
    for (auto _ : state) {
        for (const tafl_game& game : games) {
            tafl_search search;
            benchmark::DoNotOptimize(search.search(game, depth, nullptr));
            nodes += search.nodes();
        }
    }
    state.counters["positions_per_second"] = benchmark::Counter(
        static_cast<double>(state.iterations()) * static_cast<double>(games.size()),
        benchmark::Counter::kIsRate);
    state.counters["nodes_per_second"] =
        benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
}
BENCHMARK(bm_hnefatafl_search)->ArgName("depth")->Arg(2)->Arg(3)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
