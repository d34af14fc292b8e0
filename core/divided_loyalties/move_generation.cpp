// Enumerating what may be played: placements (including the dot rule) and the bridges through
// this turn's stone. Every bridge through a cell lies on one of 28 lines: 4 directions, 3 or 4
// cells, and the cell at any position along it.
#include "game_state.hpp"

namespace plyroom::core::divided_loyalties {

namespace {

// Calls `visit` with every grid line of 3 or 4 cells through `cell`; stops when it returns true.
template <typename Visit>
bool any_line_through(const position& board, int cell, Visit visit) {
    const coord at = board.at(cell);
    for (const coord step : line_directions) {
        for (int length = 3; length <= 4; ++length) {
            for (int offset = 0; offset < length; ++offset) {
                const coord first{at.x - offset * step.x, at.y - offset * step.y};
                const coord last{first.x + (length - 1) * step.x, first.y + (length - 1) * step.y};
                if (!board.contains(first) || !board.contains(last))
                    continue;
                auto line = make_line(board, first, last);
                if (const auto* made = std::get_if<bridge_line>(&line); made && visit(*made))
                    return true;
            }
        }
    }
    return false;
}

} // namespace

// True when, with the stone on the dot, some bridge through it would be valid for the seat.
bool game_state::dot_bridge_possible(int seat, int dot, color stone) const {
    const overlay extra{dot, stone};
    return any_line_through(*board_, dot, [&](const bridge_line& line) {
        return std::holds_alternative<bridge_plan>(judge(line, seat, dot, extra));
    });
}

// True when the seat holds a stone that fits an empty board cell or a dot under the dot rule.
bool game_state::has_legal_placement(int seat) const {
    if (stones_left(seat) == 0)
        return false;
    for (int cell = 0; cell < board_->cell_count(); ++cell)
        if (board_->kind(cell) == cell_kind::board && stones_[static_cast<std::size_t>(cell)] < 0)
            return true;
    for (int cell = 0; cell < board_->cell_count(); ++cell) {
        if (board_->kind(cell) != cell_kind::dot || stones_[static_cast<std::size_t>(cell)] >= 0)
            continue;
        for (const color stone : all_colors)
            if (inventory(seat)[static_cast<std::size_t>(stone)] > 0 &&
                dot_bridge_possible(seat, cell, stone))
                return true;
    }
    return false;
}

// Every (cell, colour) the side to move may place now, cells in reading order.
std::vector<placement> game_state::legal_placements() const {
    std::vector<placement> found;
    if (over() || placed_cell_ >= 0)
        return found;
    for (int cell = 0; cell < board_->cell_count(); ++cell) {
        const cell_kind kind = board_->kind(cell);
        if (kind == cell_kind::none || stones_[static_cast<std::size_t>(cell)] >= 0)
            continue;
        for (const color stone : all_colors) {
            if (inventory(to_move_)[static_cast<std::size_t>(stone)] == 0)
                continue;
            if (kind == cell_kind::board || dot_bridge_possible(to_move_, cell, stone))
                found.push_back(placement{board_->at(cell), stone});
        }
    }
    return found;
}

// Every bridge through this turn's stone that would be accepted now.
std::vector<bridge_request> game_state::valid_bridges() const {
    std::vector<bridge_request> found;
    if (over() || placed_cell_ < 0)
        return found;
    any_line_through(*board_, placed_cell_, [&](const bridge_line& line) {
        if (std::holds_alternative<bridge_plan>(judge(line, to_move_, placed_cell_, overlay{})))
            found.push_back(bridge_request{line.from, line.to});
        return false;
    });
    return found;
}

} // namespace plyroom::core::divided_loyalties
