// Pairs for one wave of a two-player pool: which waiting players sit together.
#pragma once

#include "pairing/pair_score.hpp"

#include <cstddef>
#include <span>
#include <utility>
#include <vector>

namespace plyroom::server::pairing {

using index_pair = std::pair<std::size_t, std::size_t>; // indices into the wave, first < second

// The largest waves exact_pairs takes: its time and memory grow as 2^n.
inline constexpr std::size_t exact_limit = 20;

// The best pairs of the wave (wave_score: most pairs, then the largest total score), found
// exactly by dynamic programming over the subsets of players. At most exact_limit players.
std::vector<index_pair> exact_pairs(std::span<const waiting_player> wave);

// The best pairs in which partners are at most `window` places apart in rating order: exact
// within that band, linear in the wave's size (n * 2^window * window steps). window 1 to 16.
std::vector<index_pair> banded_pairs(std::span<const waiting_player> wave, std::size_t window);

// The wave's score of the given pairs.
wave_score score_of(std::span<const waiting_player> wave, std::span<const index_pair> pairs);

} // namespace plyroom::server::pairing
