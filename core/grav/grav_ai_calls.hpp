// What the computer player reads off a Grav game before acting: whether the placement open to a
// call broke a rule (worked out from the board and the record of placements, as any player can,
// never from the server's hidden verdict), and where the latest stone is after a removal.
#pragma once

#include "grav_game.hpp"

#include <optional>

namespace plyroom::core::grav {

// The latest placed stone still on `board`, among the game's placements (the distance rule
// measures from it): the point of the last placement not voided whose point holds a stone.
std::optional<point> latest_stone(const grav_game& game, const grid& board);

// Whether the placement open to a call broke continuity, density or distance; false when none
// is open.
bool open_placement_broke_a_rule(const grav_game& game);

} // namespace plyroom::core::grav
