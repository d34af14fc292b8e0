// Quick pairing waves, one thread. Target: a wave of 10,000 waiting players within 200 ms.
//   bench_pairing --benchmark_filter=LargeWave      the time of run_wave at 1,000 to 10,000
//   bench_pairing --benchmark_filter=Quality        banded_pairs against exact_pairs
#include "pairing/matching.hpp"
#include "pairing/wave.hpp"
#include "random_wave.hpp"

#include <benchmark/benchmark.h>

namespace {

using namespace plyroom::server::pairing;

void LargeWave(benchmark::State& state) {
    std::mt19937 random(1);
    const auto wave = testing::random_wave(random, static_cast<std::size_t>(state.range(0)));
    for (auto _ : state) {
        benchmark::DoNotOptimize(run_wave(wave, 2));
    }
}
BENCHMARK(LargeWave)->Arg(1000)->Arg(10000)->Unit(benchmark::kMillisecond);

void LargeWaveOfThrees(benchmark::State& state) {
    std::mt19937 random(2);
    const auto wave = testing::random_wave(random, static_cast<std::size_t>(state.range(0)));
    for (auto _ : state) {
        benchmark::DoNotOptimize(run_wave(wave, 3));
    }
}
BENCHMARK(LargeWaveOfThrees)->Arg(10000)->Unit(benchmark::kMillisecond);

void ExactWave(benchmark::State& state) {
    std::mt19937 random(3);
    const auto wave = testing::random_wave(random, static_cast<std::size_t>(state.range(0)));
    for (auto _ : state) {
        benchmark::DoNotOptimize(exact_pairs(wave));
    }
}
BENCHMARK(ExactWave)->Arg(16)->Arg(18)->Unit(benchmark::kMillisecond);

// Over 200 random waves of n players (args: n, window): the share of waves where banded_pairs
// scores as the exact matching does, the share where it seats fewer pairs, and its mean
// shortfall in total score among the waves with as many pairs.
void Quality(benchmark::State& state) {
    const auto n = static_cast<std::size_t>(state.range(0));
    const auto window = static_cast<std::size_t>(state.range(1));
    std::mt19937 random(4);
    int same = 0;
    int fewer_pairs = 0;
    double shortfall = 0;
    int equal_pairs = 0;
    const int waves = 200;
    for (auto _ : state) {
        for (int round = 0; round < waves; ++round) {
            const auto wave = testing::random_wave(random, n);
            const wave_score exact = score_of(wave, exact_pairs(wave));
            const wave_score banded = score_of(wave, banded_pairs(wave, window));
            same += exact == banded ? 1 : 0;
            if (banded.pairs < exact.pairs) {
                ++fewer_pairs;
            } else {
                ++equal_pairs;
                shortfall += static_cast<double>(exact.total - banded.total);
            }
        }
    }
    state.counters["same_score"] = same / static_cast<double>(waves);
    state.counters["fewer_pairs"] = fewer_pairs / static_cast<double>(waves);
    state.counters["mean_shortfall"] = equal_pairs == 0 ? 0 : shortfall / equal_pairs;
}
BENCHMARK(Quality)
    ->Args({16, 4})
    ->Args({16, 8})
    ->Args({18, 4})
    ->Args({18, 6})
    ->Args({18, 8})
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond);

} // namespace
BENCHMARK_MAIN();
