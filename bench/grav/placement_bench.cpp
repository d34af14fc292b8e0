// How long judging one Grav placement takes on a 23x23 board with 250 stones: all three rules
// and the symmetry count, over every empty point in turn.
// Run: build/<dir>/bench/grav/bench_grav_placement (a Release build).
#include "grav/grav_match.hpp"
#include "grav/placement_rules.hpp"

#include <algorithm>
#include <random>
#include <vector>

#include <benchmark/benchmark.h>

namespace {

using namespace plyroom::core::grav;

struct position {
    grid board{23};
    std::vector<point> empties;
    point last;
};

// 250 stones of 4 seats on a 23x23 board, half scattered and half in small clusters.
position crowded_board() {
    position at;
    std::mt19937 rng(23250U);
    const auto below = [&rng](int bound) {
        return static_cast<int>(rng() % static_cast<unsigned>(bound));
    };
    while (at.board.stone_count() < 250) {
        const point centre{below(23), below(23)};
        const int spread = at.board.stone_count() < 125 ? 0 : 2;
        const point p{std::clamp(centre.x + below(2 * spread + 1) - spread, 0, 22),
                      std::clamp(centre.y + below(2 * spread + 1) - spread, 0, 22)};
        if (at.board.empty(p)) {
            at.board.put(p, below(4));
            at.last = p;
        }
    }
    for (int y = 0; y < 23; ++y)
        for (int x = 0; x < 23; ++x)
            if (at.board.empty(point{x, y}))
                at.empties.push_back(point{x, y});
    return at;
}

// Rules with the density square of side b holding at most c stones.
settings bench_settings(int b, int c) {
    settings s;
    s.size = 23;
    s.players = 4;
    s.a = 3;
    s.b = b;
    s.c = c;
    s.d = 1;
    s.e = 6;
    return s;
}

// judge_placement: the words of every broken rule and the bonus, as a call needs them.
void judge_one_placement(benchmark::State& state) {
    position at = crowded_board();
    const settings s =
        bench_settings(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)));
    std::size_t next = 0;
    for (auto _ : state) {
        const point p = at.empties[next++ % at.empties.size()];
        at.board.put(p, 0);
        placement_verdict verdict = judge_placement(at.board, p, at.last, s);
        benchmark::DoNotOptimize(verdict);
        at.board.clear(p);
    }
}
BENCHMARK(judge_one_placement)->Args({3, 6})->Args({4, 10})->Args({23, 300});

// breaks_a_rule plus symmetry_bonus: what a strict room's placement check costs.
void check_one_placement(benchmark::State& state) {
    position at = crowded_board();
    const settings s = bench_settings(3, 6);
    std::size_t next = 0;
    for (auto _ : state) {
        const point p = at.empties[next++ % at.empties.size()];
        at.board.put(p, 0);
        benchmark::DoNotOptimize(breaks_a_rule(at.board, p, at.last, s));
        benchmark::DoNotOptimize(symmetry_bonus(at.board, p));
        at.board.clear(p);
    }
}
BENCHMARK(check_one_placement);

// legal_moves() of a strict 23x23 room after 250 placements: every empty point judged.
void strict_legal_moves(benchmark::State& state) {
    settings s = bench_settings(3, 9);
    s.a = 100;
    s.d = 0;
    s.e = 100;
    s.strict = true;
    grav_match m(s);
    std::mt19937 rng(7U);
    for (int k = 0; k < 250; ++k) {
        const int seat = *m.to_move();
        const point p{static_cast<int>(rng() % 23U), static_cast<int>(rng() % 23U)};
        if (m.apply(seat, plyroom::core::json{{"place", {p.x, p.y}}}))
            --k;
    }
    for (auto _ : state)
        benchmark::DoNotOptimize(m.legal_moves());
}
BENCHMARK(strict_legal_moves)->Unit(benchmark::kMicrosecond);

} // namespace

BENCHMARK_MAIN();
