// How good a position is for one side, as the computer player sees it: the score difference,
// plus the lines one stone away from a bridge (own scoring bridges to make, and red bridges that
// would cut the other side's bridges), weighted by who moves next.
#pragma once

#include "dl_ai_lines.hpp"
#include "game_state.hpp"

namespace plyroom::core::divided_loyalties {

struct eval_weights {
    bool look_ahead = true;    // count lines one stone from a bridge; false: the score difference
    double mover_best = 0.8;   // the side to move will take its best cell
    double mover_second = 0.3; // and perhaps its second best later
    double waiting = 0.6;      // the side not to move keeps what the mover cannot block: a dot,
                               // which nobody can fill without a bridge, or its second best cell
};

// One side's lines one stone from a bridge, valued per cell that would complete them: the points
// of the best line through the cell, plus half those of the best lines in other directions.
struct outlook {
    double best = 0;     // the best completing cell
    double second = 0;   // the second best
    double best_dot = 0; // the best completing cell that is a dot
};

// The lines `seat` could turn into a bridge with one of its stones on the next turn.
outlook outlook_of(const game_state& state, const line_table& lines, int seat);

// The value of the position for `me`; a finished game is worth +-1000 plus the margin.
double evaluate(const game_state& state, const line_table& lines, int me, const eval_weights& w);

} // namespace plyroom::core::divided_loyalties
