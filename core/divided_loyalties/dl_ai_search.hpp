// Choosing a whole turn for the computer player: every placement, each followed by every set of
// bridges through it (in one canonical order), scored by the evaluation; at depth 2 the best few
// turns are checked against every reply of the opponent. A turn is a placement then bridges, so
// a search over turns stays small: some hundreds of placements, each with a handful of bridges.
#pragma once

#include "ai/ai.hpp"
#include "ai/search_budget.hpp"
#include "dl_ai_eval.hpp"
#include "dl_ai_lines.hpp"
#include "game_state.hpp"

#include <cstdint>
#include <random>

namespace plyroom::core::divided_loyalties {

struct search_settings {
    int depth = 1;        // 1: the best turn now; 2: the best turn against the best reply
    int reply_checks = 8; // depth 2: how many of the best turns are checked against replies
    double banked = 0.3;  // depth 2: the score difference right after the turn counts this much
                          // more, as points made cannot be taken back like chances can
    eval_weights weights;
    std::int64_t max_evaluations = 0; // positions evaluated per turn; 0: only the time limits
};

using core::ai::search_budget;

// The turn to play for the side to move: a pass when it has no legal placement.
turn best_turn(const game_state& state, const line_table& lines, const search_settings& settings,
               search_budget& budget, std::mt19937_64& rng);

// The best bridges to form after this placement, judged by the evaluation with `weights`.
turn best_turn_from(const game_state& state, placement stone, const line_table& lines,
                    const eval_weights& weights, search_budget& budget);

// A random legal turn: a uniformly random placement, then random valid bridges through it (none,
// one, or as many as fit, equally often; at least one on a dot). A pass when nothing can be
// placed. The floor the levels are measured against.
turn random_turn(const game_state& state, std::mt19937_64& rng);

} // namespace plyroom::core::divided_loyalties
