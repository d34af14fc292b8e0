// The computer player's search: with nobody breaking a rule, Grav is a race to place the last
// stone (after it nobody can place, everyone passes, and the stones are counted), with bonus
// turns changing who places when. A paranoid alpha-beta search (the player to choose maximises,
// every other seat minimises its result) over rule-keeping placements, deepened while time
// lasts; at the leaves a placement that ends the game at once is still seen.
#pragma once

#include "ai/ai.hpp"
#include "ai/search_budget.hpp"
#include "grav_ai_position.hpp"

#include <cstdint>
#include <optional>
#include <random>
#include <vector>

namespace plyroom::core::grav {

struct search_settings {
    int max_depth = 1;          // plies below the choice; deepened one at a time up to this
    std::int64_t max_nodes = 0; // positions expanded per decision; 0: only the time limits
};

using core::ai::search_budget;

// The value of a finished game for `me`: +-1000 for a win or a loss, plus the stone margin.
double finished_value(const ai_position& pos, int me);

// The best rule-keeping placement for the seat to move, or nullopt when there is none. Equal
// placements are told apart by `rng`.
std::optional<point> best_placement(const ai_position& pos, const search_settings& settings,
                                    search_budget& budget, std::mt19937_64& rng);

// The values of several positions for `me` (each searched `depth` plies deep), or nullopt when
// the budget ran out before all were searched.
std::optional<std::vector<double>> position_values(const std::vector<ai_position>& positions,
                                                   int me, int depth, search_budget& budget);

} // namespace plyroom::core::grav
