// The bridge rules, checked in the order of the rules document: a straight run of 3 or 4 stones,
// through this turn's stone, no equal neighbours, one colour group, at most one stone shared
// with any uncut bridge, then crossing (scoring bridges cross nothing; red crosses neither red
// nor cut bridges and cuts every scoring bridge it crosses).
#include "game_state.hpp"

namespace plyroom::core::divided_loyalties {

namespace {

// "blue's bridge [1,2] to [3,4]", "the red bridge ...", "yellow's cut bridge ...".
std::string describe(const bridge& other) {
    const std::string ends = cell_text(other.line.from) + " to " + cell_text(other.line.to);
    if (!other.scoring())
        return "the red bridge " + ends;
    return std::string(owner_name(other.owner)) + (other.cut ? "'s cut bridge " : "'s bridge ") +
           ends;
}

// Where two conflicting lines meet, in words: between two cells of `a`, or at a shared stone.
std::string meeting_place(const bridge_line& a, const bridge_line& b, const position& board) {
    for (int i = 0; i < a.midpoint_count(); ++i)
        for (int j = 0; j < b.midpoint_count(); ++j)
            if (a.midpoints[static_cast<std::size_t>(i)] ==
                b.midpoints[static_cast<std::size_t>(j)])
                return "between " + cell_text(board.at(a.cells[static_cast<std::size_t>(i)])) +
                       " and " + cell_text(board.at(a.cells[static_cast<std::size_t>(i) + 1]));
    for (int i = 0; i < a.inner_count(); ++i)
        if (b.has_inner(a.inner(i)))
            return "through the stone at " + cell_text(board.at(a.inner(i))) + ", inner to both";
    return "";
}

// "Blue+ (blue, purple, green)" and the like.
std::string group_text(color_mask group) {
    std::string names;
    for (const color c : all_colors) {
        if ((group & mask_of(c)) == 0)
            continue;
        names += names.empty() ? "" : ", ";
        names += color_name(c);
    }
    const std::string title =
        group == blue_group ? "Blue+" : (group == yellow_group ? "Yellow+" : "Red+");
    return title + " (" + names + ")";
}

} // namespace

// Judges a line for the seat as if `extra` stood on the board, with `through` the turn's stone.
// Faults are numbers so that searching many lines (dots, move lists) builds no words.
std::variant<bridge_plan, bridge_fault> game_state::judge(const bridge_line& line, int seat,
                                                          int through, overlay extra) const {
    using rule = bridge_fault::rule;
    const auto stone_code = [&](int i) -> int {
        const int cell = line.cells[static_cast<std::size_t>(i)];
        return cell == extra.cell ? static_cast<int>(extra.stone)
                                  : stones_[static_cast<std::size_t>(cell)];
    };

    // 1. Every cell holds a stone.
    for (int i = 0; i < line.length; ++i)
        if (stone_code(i) < 0)
            return bridge_fault{rule::missing_stone, i};
    // 2. It contains this turn's stone.
    if (through < 0 || !line.has_cell(through))
        return bridge_fault{rule::not_through};
    // 3. Neighbours differ.
    for (int i = 0; i + 1 < line.length; ++i)
        if (stone_code(i) == stone_code(i + 1))
            return bridge_fault{rule::equal_neighbours, i};
    // 4. One colour group: the player's own (scoring) or Red+ (a red bridge).
    const color_mask own = own_group(seat);
    int outside_own = -1;
    int outside_red = -1;
    for (int i = 0; i < line.length; ++i) {
        const color_mask stone = mask_of(static_cast<color>(stone_code(i)));
        if (outside_own < 0 && (stone & own) == 0)
            outside_own = i;
        if (outside_red < 0 && (stone & red_group) == 0)
            outside_red = i;
    }
    if (outside_own >= 0 && outside_red >= 0)
        return bridge_fault{rule::mixed_groups, outside_own, outside_red};
    bridge_plan plan;
    plan.line = line;
    plan.owner = outside_own < 0 ? owner_of_seat(seat) : bridge_owner::red;
    const bool scoring = plan.owner != bridge_owner::red;

    // 5. At most one stone shared with any uncut bridge.
    for (std::size_t k = 0; k < bridges_.size(); ++k) {
        if (bridges_[k].cut)
            continue;
        if (const int shared = shared_cells(line, bridges_[k].line); shared >= 2)
            return bridge_fault{rule::shares_stones, 0, shared, static_cast<int>(k)};
    }
    // 6. Crossing: scoring bridges cross nothing; red cuts scoring bridges only.
    for (std::size_t k = 0; k < bridges_.size(); ++k) {
        const bridge& other = bridges_[k];
        if (!lines_conflict(line, other.line))
            continue;
        if (scoring || !other.scoring() || other.cut)
            return bridge_fault{rule::crosses, 0, 0, static_cast<int>(k)};
        // Scoring bridges never conflict with each other, so a red bridge meets at most one per
        // midpoint and one per inner stone: five at most.
        if (plan.cut_count == static_cast<int>(plan.cuts.size()))
            return bridge_fault{rule::crosses, 0, 0, static_cast<int>(k)};
        plan.cuts[static_cast<std::size_t>(plan.cut_count++)] = static_cast<int>(k);
    }
    return plan;
}

// Puts a fault found by judge() on the current board into a sentence for the player.
std::string game_state::explain(const bridge_line& line, int seat,
                                const bridge_fault& fault) const {
    using rule = bridge_fault::rule;
    const auto cell_at = [&](int i) {
        return cell_text(board_->at(line.cells[static_cast<std::size_t>(i)]));
    };
    const auto color_at = [&](int i) {
        return std::string(color_name(*stone_at(line.cells[static_cast<std::size_t>(i)])));
    };
    switch (fault.broken) {
    case rule::missing_stone:
        return "there is no stone on " + cell_at(fault.at);
    case rule::not_through:
        if (placed_cell_ < 0)
            return "no stone has been placed this turn; every bridge must contain it";
        return "it does not contain the stone placed this turn at " +
               cell_text(board_->at(placed_cell_));
    case rule::equal_neighbours:
        return "the neighbouring stones at " + cell_at(fault.at) + " and " + cell_at(fault.at + 1) +
               " are both " + color_at(fault.at);
    case rule::mixed_groups:
        return "its stones are in no single group: " + cell_at(fault.at) + " is " +
               color_at(fault.at) + ", not in " + group_text(own_group(seat)) + ", and " +
               cell_at(fault.second) + " is " + color_at(fault.second) + ", not in " +
               group_text(red_group);
    case rule::shares_stones:
        return "it shares " + std::to_string(fault.second) + " stones with " +
               describe(bridges_[static_cast<std::size_t>(fault.other)]) +
               "; bridges may share at most one stone, so a bridge can be neither extended "
               "nor laid along another";
    case rule::crosses:
        break;
    }
    const bridge& other = bridges_[static_cast<std::size_t>(fault.other)];
    const std::string crossing =
        "it crosses " + describe(other) + " " + meeting_place(line, other.line, *board_);
    bool scoring = true;
    for (int i = 0; i < line.length && scoring; ++i)
        scoring =
            (mask_of(*stone_at(line.cells[static_cast<std::size_t>(i)])) & own_group(seat)) != 0;
    if (scoring)
        return crossing + "; a scoring bridge may not cross any bridge";
    if (!other.scoring())
        return crossing + "; red cannot cut red";
    if (other.cut)
        return crossing + "; a cut bridge still blocks every crossing";
    return crossing + "; it would cut more bridges than any bridge can";
}

// Whether the side to move could form the bridge now, through this turn's stone.
std::variant<bridge_plan, std::string> game_state::check_bridge(bridge_request request) const {
    if (over())
        return std::string("the game is over");
    if (!board_->contains(request.from))
        return cell_text(request.from) + " is off the board";
    if (!board_->contains(request.to))
        return cell_text(request.to) + " is off the board";
    auto line = make_line(*board_, request.from, request.to);
    if (auto* why = std::get_if<std::string>(&line))
        return *why;
    const bridge_line& made = std::get<bridge_line>(line);
    auto judged = judge(made, to_move_, placed_cell_, overlay{});
    if (auto* fault = std::get_if<bridge_fault>(&judged))
        return explain(made, to_move_, *fault);
    return std::get<bridge_plan>(judged);
}

} // namespace plyroom::core::divided_loyalties
