// The Grav computer player behind core/ai/ai.hpp, with the settings of each level. Tests and
// benchmarks build players with their own settings (a fixed number of searched positions makes
// a game replay the same whatever the machine's speed).
//
// Every level keeps the rules itself (also where the room would let a broken rule stand),
// claims the bonus turns it earns, calls "Grav!" on every placement by another seat that broke
// a rule and on no other, and passes only with no placement left or when passing ends the game
// in its favour.
#pragma once

#include "ai/ai.hpp"
#include "grav_ai_search.hpp"

#include <cstdint>
#include <memory>

namespace plyroom::core::grav {

struct ai_settings {
    bool random_play = false; // place and remove at random (among rule-keeping placements)
    search_settings search;
    int removal_depth = 0; // plies searched after each possible removal
};

// easy: random rule-keeping placements; normal: ends the game when that wins and avoids letting
// the next seat do so; hard: a deeper search while time lasts.
ai_settings ai_settings_for(core::ai::level l);

std::unique_ptr<core::ai::player> make_ai_player(const ai_settings& settings, std::uint64_t seed);

} // namespace plyroom::core::grav
