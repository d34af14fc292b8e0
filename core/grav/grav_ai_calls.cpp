#include "grav_ai_calls.hpp"

#include "placement_rules.hpp"

namespace plyroom::core::grav {

// A point holds the stone of its latest placement, so the first match from the end is it.
std::optional<point> latest_stone(const grav_game& game, const grid& board) {
    const auto& placed = game.placements();
    for (auto it = placed.rbegin(); it != placed.rend(); ++it)
        if (!it->voided && !board.empty(it->at))
            return it->at;
    return std::nullopt;
}

// Judges the open stone against the board as it stood before it: the latest stone then was the
// latest of the earlier placements still on the board without the open one.
bool open_placement_broke_a_rule(const grav_game& game) {
    const auto& open = game.open();
    const auto& placed = game.placements();
    if (!open || placed.empty() || placed.back().ply != open->ply || placed.back().voided)
        return false;
    const point at = placed.back().at;
    grid before = game.board();
    if (before.empty(at))
        return false;
    before.clear(at);
    std::optional<point> last;
    for (auto it = placed.rbegin() + 1; it != placed.rend() && !last; ++it)
        if (!it->voided && !before.empty(it->at))
            last = it->at;
    before.put(at, open->seat);
    return breaks_a_rule(before, at, last, game.rules());
}

} // namespace plyroom::core::grav
