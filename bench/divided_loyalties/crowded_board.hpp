// Builds, by legal play only, a crowded Divided Loyalties board on which one placement then
// forms four bridges at once (a "fan"): the setup of the turn benchmark.
//
// Both players cooperate to put as many bridges on the board as they can, by a beam search over
// whole turns: every candidate turn is a placement followed by randomly chosen valid bridges
// until none is left, and the `width` boards with the most bridges go on to the next turn. A fan
// is kept possible throughout: its centre cell stays empty, its four arms of two board cells only
// take Red+ stones that make [purple centre, inner, outer] a valid red bridge, and no bridge may
// spoil a fan line (pass through the centre, lie along a line, cross one as a red bridge or two
// as a scoring bridge, or cut a bridge that crosses one). Once the arms are full, a purple stone
// on the centre forms the four red bridges. Every turn goes through game_state's own checks;
// nothing is set by hand.
#pragma once

#include "divided_loyalties/game_state.hpp"

#include <cstdint>
#include <optional>

namespace plyroom::bench::divided_loyalties {

namespace dl = core::divided_loyalties;

struct build_settings {
    int position = 5;       // built-in position id
    int sets = 4;           // sets dealt (a room allows 3 or 4)
    dl::coord centre;       // the fan's centre: a cell with four arms of two board cells
    int width = 32;         // boards kept per turn
    std::uint64_t seed = 1; // drives the random choices
    int enough = 1'000'000; // stop at the first fan turn against this many bridges
};

struct crowded_board {
    dl::game_state before; // the board just before the fan turn
    dl::turn fan;          // the purple stone on the centre and its four bridges
};

// The board with the most bridges found on which the fan turn is valid, or nullopt.
std::optional<crowded_board> build_crowded_board(const build_settings& settings);

} // namespace plyroom::bench::divided_loyalties
