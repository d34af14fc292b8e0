#include "pairing/matching.hpp"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <numeric>
#include <optional>
#include <stdexcept>

namespace plyroom::server::pairing {

std::vector<index_pair> exact_pairs(std::span<const waiting_player> wave) {
    const std::size_t n = wave.size();
    if (n > exact_limit) {
        throw std::invalid_argument("exact_pairs: wave over exact_limit players");
    }
    // best[mask]: the best score of the players in mask alone; partner[mask]: whom the lowest
    // player of mask sits with in it (n: nobody). Every mask's subsets are smaller numbers.
    // The score of every compatible two, worked out once rather than once per subset.
    std::vector<std::optional<std::int64_t>> scores(n * n);
    for (std::size_t a = 0; a < n; ++a) {
        for (std::size_t b = a + 1; b < n; ++b) {
            if (compatible(wave[a], wave[b])) {
                scores[a * n + b] = pair_score(wave[a], wave[b]);
            }
        }
    }
    const std::size_t subsets = std::size_t{1} << n;
    std::vector<wave_score> best(subsets);
    std::vector<std::uint8_t> partner(subsets, static_cast<std::uint8_t>(n));
    for (std::size_t mask = 1; mask < subsets; ++mask) {
        const auto low = static_cast<std::size_t>(std::countr_zero(mask));
        const std::size_t rest = mask & ~(std::size_t{1} << low);
        best[mask] = best[rest];
        for (std::size_t other = low + 1; other < n; ++other) {
            const std::size_t bit = std::size_t{1} << other;
            const auto& score = scores[low * n + other];
            if ((rest & bit) == 0 || !score) {
                continue;
            }
            const wave_score& without = best[rest & ~bit];
            const wave_score with{without.pairs + 1, without.total + *score};
            if (with > best[mask]) {
                best[mask] = with;
                partner[mask] = static_cast<std::uint8_t>(other);
            }
        }
    }
    std::vector<index_pair> pairs;
    std::size_t mask = subsets - 1;
    while (mask != 0) {
        const auto low = static_cast<std::size_t>(std::countr_zero(mask));
        mask &= ~(std::size_t{1} << low);
        if (partner[mask | (std::size_t{1} << low)] != n) {
            const std::size_t other = partner[mask | (std::size_t{1} << low)];
            pairs.emplace_back(low, other);
            mask &= ~(std::size_t{1} << other);
        }
    }
    return pairs;
}

std::vector<index_pair> banded_pairs(std::span<const waiting_player> wave, std::size_t window) {
    if (window < 1 || window > 12) {
        throw std::invalid_argument("banded_pairs: window from 1 to 12");
    }
    const std::size_t n = wave.size();
    std::vector<std::size_t> order(n);
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return wave[a].rating < wave[b].rating; });
    // Scanning rating order from the top down: at place p, bit k of the state says place p + k
    // already sits with an earlier place. later[state]: the best score of places p + 1 on;
    // choice[p][state]: the distance to p's partner (0: p sits with nobody there).
    const std::size_t states = std::size_t{1} << (window + 1);
    std::vector<wave_score> later(states);
    std::vector<wave_score> here(states);
    std::vector<std::uint8_t> choice(n * states, 0);
    std::vector<std::optional<std::int64_t>> scores(window + 1);
    for (std::size_t place = n; place-- > 0;) {
        // The score of place with each place after it in the band, the same in every state.
        for (std::size_t distance = 1; distance <= window; ++distance) {
            scores[distance].reset();
            if (place + distance < n &&
                compatible(wave[order[place]], wave[order[place + distance]])) {
                scores[distance] = pair_score(wave[order[place]], wave[order[place + distance]]);
            }
        }
        for (std::size_t state = 0; state < states; ++state) {
            if ((state & 1) != 0) {
                here[state] = later[state >> 1];
                continue;
            }
            here[state] = later[state >> 1];
            for (std::size_t distance = 1; distance <= window; ++distance) {
                const std::size_t bit = std::size_t{1} << distance;
                if ((state & bit) != 0 || !scores[distance]) {
                    continue;
                }
                const wave_score& without = later[(state | bit) >> 1];
                const wave_score with{without.pairs + 1, without.total + *scores[distance]};
                if (with > here[state]) {
                    here[state] = with;
                    choice[place * states + state] = static_cast<std::uint8_t>(distance);
                }
            }
        }
        std::swap(here, later);
    }
    std::vector<index_pair> pairs;
    std::size_t state = 0;
    for (std::size_t place = 0; place < n; ++place) {
        if ((state & 1) == 0) {
            const std::size_t distance = choice[place * states + state];
            if (distance != 0) {
                const std::size_t a = order[place];
                const std::size_t b = order[place + distance];
                pairs.emplace_back(std::min(a, b), std::max(a, b));
                state |= std::size_t{1} << distance;
            }
        }
        state >>= 1;
    }
    return pairs;
}

wave_score score_of(std::span<const waiting_player> wave, std::span<const index_pair> pairs) {
    wave_score score;
    for (const auto& [a, b] : pairs) {
        score = score.plus(wave[a], wave[b]);
    }
    return score;
}

} // namespace plyroom::server::pairing
