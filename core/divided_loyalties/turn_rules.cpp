// A turn: place one stone, form bridges through it, and end the turn (the dot rule, dealing,
// the end of the game); or pass when no placement is possible.
#include "game_state.hpp"

namespace plyroom::core::divided_loyalties {

namespace {

// A refusal against the rules.
turn_error illegal_turn(std::string message) {
    return turn_error{false, std::move(message)};
}

// A refusal of a malformed turn.
turn_error malformed_turn(std::string message) {
    return turn_error{true, std::move(message)};
}

// "bridge [1,2] to [3,4]" as the player named it.
std::string request_text(const bridge_request& request) {
    return "bridge " + cell_text(request.from) + " to " + cell_text(request.to);
}

} // namespace

// Why the seat may not place this stone now (the cell is on the grid), or "" when it may.
std::string game_state::place_refusal(int seat, placement stone) const {
    const int cell = board_->index(stone.cell);
    if (inventory(seat)[static_cast<std::size_t>(stone.stone)] == 0)
        return "you have no " + std::string(color_name(stone.stone)) + " stones left";
    switch (board_->kind(cell)) {
    case cell_kind::none:
        return cell_text(stone.cell) + " is not part of the board";
    case cell_kind::board:
    case cell_kind::dot:
        break;
    }
    if (stones_[static_cast<std::size_t>(cell)] >= 0)
        return cell_text(stone.cell) + " already holds a stone";
    if (board_->kind(cell) == cell_kind::dot && !dot_bridge_possible(seat, cell, stone.stone))
        return "a stone may stand on the dot " + cell_text(stone.cell) +
               " only if a valid bridge through it can be made now, and none can";
    return "";
}

// Puts the turn's stone on the board and takes it from the stock.
std::optional<turn_error> game_state::place(placement stone) {
    if (over())
        return illegal_turn("the game is over");
    if (placed_cell_ >= 0)
        return illegal_turn("a stone has already been placed this turn; a turn places one");
    if (!board_->contains(stone.cell))
        return malformed_turn(cell_text(stone.cell) + " is off the board (it is " +
                              std::to_string(board_->width) + " columns by " +
                              std::to_string(board_->height) + " rows)");
    if (std::string why = place_refusal(to_move_, stone); !why.empty())
        return illegal_turn(std::move(why));
    const int cell = board_->index(stone.cell);
    stones_[static_cast<std::size_t>(cell)] = static_cast<std::int8_t>(stone.stone);
    --stocks_[static_cast<std::size_t>(to_move_)][static_cast<std::size_t>(stone.stone)];
    placed_cell_ = cell;
    return std::nullopt;
}

// Forms a bridge if every bridge rule allows it.
std::optional<turn_error> game_state::add_bridge(bridge_request request) {
    if (!board_->contains(request.from) || !board_->contains(request.to))
        return malformed_turn(
            request_text(request) + ": " +
            cell_text(board_->contains(request.from) ? request.to : request.from) +
            " is off the board");
    auto checked = check_bridge(request);
    if (auto* why = std::get_if<std::string>(&checked))
        return illegal_turn(request_text(request) + ": " + *why);
    apply_plan(std::get<bridge_plan>(checked), to_move_);
    return std::nullopt;
}

// Checks that a stone placed on a dot stands in an uncut bridge, then closes the turn.
std::optional<turn_error> game_state::end_turn() {
    if (over())
        return illegal_turn("the game is over");
    if (placed_cell_ < 0)
        return illegal_turn("place a stone before ending the turn (or pass)");
    if (board_->kind(placed_cell_) == cell_kind::dot) {
        bool bridged = false;
        for (const bridge& each : bridges_)
            bridged = bridged || (!each.cut && each.line.has_cell(placed_cell_));
        if (!bridged)
            return illegal_turn("the stone on the dot " + cell_text(board_->at(placed_cell_)) +
                                " must be part of an uncut bridge at the end of the turn");
    }
    close_turn(false);
    return std::nullopt;
}

// Passes, which is allowed only to a player with no stones or no legal placement.
std::optional<turn_error> game_state::pass() {
    if (over())
        return illegal_turn("the game is over");
    if (placed_cell_ >= 0)
        return illegal_turn("a stone has been placed this turn; a pass places none");
    if (stones_left(to_move_) > 0 && has_legal_placement(to_move_))
        return illegal_turn("you may not pass: you hold stones and a legal placement exists");
    close_turn(true);
    return std::nullopt;
}

// Plays the steps on a copy and keeps the copy only if every step succeeded.
std::optional<turn_error> game_state::play(const turn& whole) {
    if (over())
        return illegal_turn("the game is over");
    game_state next = *this;
    if (!whole.place) {
        if (!whole.bridges.empty())
            return malformed_turn("a pass forms no bridges");
        if (auto refused = next.pass())
            return refused;
        *this = std::move(next);
        return std::nullopt;
    }
    if (auto refused = next.place(*whole.place))
        return refused;
    for (std::size_t i = 0; i < whole.bridges.size(); ++i) {
        if (auto refused = next.add_bridge(whole.bridges[i])) {
            refused->message = "bridge " + std::to_string(i + 1) + " (" +
                               cell_text(whole.bridges[i].from) + " to " +
                               cell_text(whole.bridges[i].to) + ")" +
                               refused->message.substr(request_text(whole.bridges[i]).size());
            return refused;
        }
    }
    if (auto refused = next.end_turn())
        return refused;
    *this = std::move(next);
    return std::nullopt;
}

} // namespace plyroom::core::divided_loyalties
