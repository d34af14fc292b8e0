// Connect Four perft speed: leaf nodes per second from the empty board, one thread.
// Target: at least 100 million nodes per second on one core.
#include "connect4/bitboard.hpp"

#include <benchmark/benchmark.h>

namespace {

void bm_connect4_perft(benchmark::State& state) {
    const int depth = static_cast<int>(state.range(0));
    const plyroom::core::connect4::bitboard empty;
    std::uint64_t nodes = 0;
    for (auto _ : state) {
        nodes = plyroom::core::connect4::perft(empty, depth);
        benchmark::DoNotOptimize(nodes);
    }
    state.counters["nodes"] = static_cast<double>(nodes);
    state.counters["nodes_per_second"] =
        benchmark::Counter(static_cast<double>(nodes) * static_cast<double>(state.iterations()),
                           benchmark::Counter::kIsRate);
}
BENCHMARK(bm_connect4_perft)->Arg(8)->Arg(9)->Arg(10)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
