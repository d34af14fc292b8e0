// The Divided Loyalties computer player behind core/ai/ai.hpp, with the settings of each level.
// Tests and benchmarks build players with their own settings (a fixed evaluation budget makes a
// game replay the same whatever the machine's speed).
#pragma once

#include "ai/ai.hpp"
#include "dl_ai_search.hpp"

#include <cstdint>
#include <memory>

namespace plyroom::core::divided_loyalties {

struct ai_settings {
    search_settings search;
    // Percent of turns that place a random stone (then the best bridges through it).
    int careless_percent = 0;
};

// easy: the turn scoring most right now, or a random stone half the time; normal: every turn
// judged with the lines one stone away; hard: the best few also against the best reply.
ai_settings ai_settings_for(core::ai::level l);

std::unique_ptr<core::ai::player> make_ai_player(const ai_settings& settings, std::uint64_t seed);

} // namespace plyroom::core::divided_loyalties
