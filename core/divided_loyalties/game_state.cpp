#include "game_state.hpp"

#include <set>

namespace plyroom::core::divided_loyalties {

// Starts with empty cells, no bridges and the first set dealt to each player.
game_state::game_state(std::shared_ptr<const position> board, int sets)
    : board_(std::move(board)), sets_(sets),
      stones_(static_cast<std::size_t>(board_->cell_count()), std::int8_t{-1}) {
    for (auto& claims : region_claims_)
        claims.assign(board_->region_names.size(), 0);
    deal();
}

// The colour on the cell, or nullopt when it is empty.
std::optional<color> game_state::stone_at(int cell) const {
    const std::int8_t code = stones_[static_cast<std::size_t>(cell)];
    if (code < 0)
        return std::nullopt;
    return static_cast<color>(code);
}

// The number of stones the seat still holds.
int game_state::stones_left(int seat) const {
    int left = 0;
    for (const int count : inventory(seat))
        left += count;
    return left;
}

// Gives the next set to every player whose stock is empty and who has sets still to come.
void game_state::deal() {
    for (int seat = 0; seat < side_count; ++seat) {
        const auto s = static_cast<std::size_t>(seat);
        if (stones_left(seat) != 0 || sets_dealt_[s] >= sets_)
            continue;
        const stock& set = set_contents(seat);
        for (std::size_t c = 0; c < set.size(); ++c)
            stocks_[s][c] += set[c];
        ++sets_dealt_[s];
    }
}

// Ends the turn: counts passes, deals, detects the end and hands the move over.
void game_state::close_turn(bool passed) {
    passes_in_row_ = passed ? passes_in_row_ + 1 : 0;
    deal();
    if (stones_left(0) == 0 && stones_left(1) == 0)
        ended_ = end_reason::all_placed;
    else if (passes_in_row_ >= 2)
        ended_ = end_reason::all_passed;
    placed_cell_ = -1;
    to_move_ = 1 - to_move_;
    ++turns_played_;
}

// Adds (sign 1) or removes (sign -1) a scoring bridge's bridge and region points.
void game_state::add_points(const bridge& made, int sign) {
    const int seat = made.owner == bridge_owner::blue ? 0 : 1;
    const auto s = static_cast<std::size_t>(seat);
    scores_[s].bridges += sign * (made.line.length - 2);
    for (int i = 0; i < made.line.inner_count(); ++i) {
        const int region = board_->region(made.line.inner(i));
        if (region < 0)
            continue;
        int& claims = region_claims_[s][static_cast<std::size_t>(region)];
        const bool was_claimed = claims > 0;
        claims += sign;
        if (was_claimed != (claims > 0))
            scores_[s].regions += sign;
    }
}

// Records an accepted bridge, cutting what it cuts and keeping the score up to date.
void game_state::apply_plan(const bridge_plan& plan, int seat) {
    for (int i = 0; i < plan.cut_count; ++i) {
        bridge& victim = bridges_[static_cast<std::size_t>(plan.cuts[static_cast<std::size_t>(i)])];
        victim.cut = true;
        add_points(victim, -1);
    }
    bridges_.push_back(bridge{plan.line, plan.owner, seat, false});
    if (bridges_.back().scoring())
        add_points(bridges_.back(), 1);
}

// Counts the seat's uncut scoring bridges and the regions their inner stones stand in.
score recompute_score(const game_state& state, int seat) {
    score result;
    std::set<int> regions;
    for (const bridge& each : state.bridges()) {
        if (each.cut || each.owner != owner_of_seat(seat))
            continue;
        result.bridges += each.line.length == 4 ? 2 : 1;
        for (int i = 0; i < each.line.inner_count(); ++i)
            if (const int region = state.board().region(each.line.inner(i)); region >= 0)
                regions.insert(region);
    }
    result.regions = static_cast<int>(regions.size());
    return result;
}

} // namespace plyroom::core::divided_loyalties
