// The computer player's view of a Grav game: the board, the latest stone and the turn order,
// played forward on the assumption that nobody breaks a rule. Every seat then faces the same
// placements (the rules do not look at who places), so a seat with none means nobody has one:
// everyone passes and the game ends. Searching copies this small value instead of the game.
#pragma once

#include "grav_game.hpp"
#include "grid.hpp"
#include "settings.hpp"

#include <cstdint>
#include <optional>
#include <vector>

namespace plyroom::core::grav {

struct ai_position {
    settings rules;
    grid board{min_size};
    std::optional<point> last; // the distance rule measures from it
    int to_move = 0;
    bool bonus_turn = false;   // the seat to move owes a bonus placement: it may not pass
    std::uint32_t in_game = 0; // bit per seat still playing
    std::vector<int> skips_owed;
    std::vector<int> stones; // per seat

    // The position of a running game as every seat sees it (nothing private is read).
    static ai_position of(const grav_game& game);
};

// Whether a stone at the empty point p breaks no rule. `scratch` is the position's board; the
// stone is put on it and taken off again.
bool placement_keeps_rules(grid& scratch, point p, const ai_position& pos);
// Every placement that breaks no rule, row by row.
std::vector<point> rule_keeping_placements(const ai_position& pos);
// Whether at least one placement breaks no rule.
bool any_rule_keeping_placement(const ai_position& pos);

// Plays a rule-keeping placement for the seat to move. It claims the bonus turn when the stone
// earns one and a rule-keeping placement follows (owing a placement with none would force a
// broken rule); returns whether it did. Otherwise the turn moves on.
bool play_placement(ai_position& pos, point p);

// The seat that wins if the game ends now: most stones, ties to the later seat.
int leader(const ai_position& pos);
// The next seat in the game after `seat`, taking the skips it owes.
int next_seat(ai_position& pos, int seat);

} // namespace plyroom::core::grav
