// One wave of a pool: the waiting players in, the groups that get a room out
// (docs/pairing.md).
#pragma once

#include "pairing/waiting_player.hpp"

#include <cstddef>
#include <span>
#include <vector>

namespace plyroom::server::pairing {

// Waves up to this many distinct players are matched exactly; larger ones by banded_pairs.
inline constexpr std::size_t exact_wave_limit = 16;
// banded_pairs' window for large waves: a partner at most this many places away in rating
// order (docs/pairing.md has its time at 10,000 players and its quality against the exact).
inline constexpr std::size_t large_wave_window = 8;

using group = std::vector<std::size_t>; // indices into the wave

// The groups of group_size (2 or more) players this wave seats, each player in at most one
// group and only with players it is compatible with (both ways). A player whose id came earlier
// in the wave already is left out. Pairs (group_size 2) maximise the wave's score
// (pair_score.hpp); larger groups are consecutive players in rating order.
std::vector<group> run_wave(std::span<const waiting_player> wave, std::size_t group_size);

} // namespace plyroom::server::pairing
