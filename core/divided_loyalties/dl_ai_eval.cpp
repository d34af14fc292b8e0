#include "dl_ai_eval.hpp"

#include <algorithm>
#include <array>
#include <cstdint>

namespace plyroom::core::divided_loyalties {

namespace {

constexpr double win_value = 1000;

// Per seat and region: how many inner stones of uncut scoring bridges claim the region.
using region_claims = std::array<std::vector<int>, side_count>;

// Counts the claims of every uncut scoring bridge.
region_claims claims_of(const game_state& state) {
    region_claims claims;
    for (auto& per_region : claims)
        per_region.assign(state.board().region_names.size(), 0);
    for (const bridge& each : state.bridges()) {
        if (each.cut || !each.scoring())
            continue;
        const auto seat = static_cast<std::size_t>(each.owner == bridge_owner::blue ? 0 : 1);
        for (int i = 0; i < each.line.inner_count(); ++i)
            if (const int region = state.board().region(each.line.inner(i)); region >= 0)
                ++claims[seat][static_cast<std::size_t>(region)];
    }
    return claims;
}

// The regions a line's inner stones would newly claim for a seat.
int new_regions(const position& board, const bridge_line& line, const std::vector<int>& claims) {
    int found = 0;
    for (int i = 0; i < line.inner_count(); ++i) {
        const int region = board.region(line.inner(i));
        if (region < 0 || claims[static_cast<std::size_t>(region)] > 0)
            continue;
        const bool repeated = i == 1 && board.region(line.inner(0)) == region;
        found += repeated ? 0 : 1;
    }
    return found;
}

// The points the owner of an uncut scoring bridge loses when it is cut.
int points_lost(const position& board, const bridge& victim, const std::vector<int>& claims) {
    int lost = victim.line.length - 2;
    for (int i = 0; i < victim.line.inner_count(); ++i) {
        const int region = board.region(victim.line.inner(i));
        if (region < 0 || (i == 1 && board.region(victim.line.inner(0)) == region))
            continue;
        int own_claims = 0;
        for (int j = 0; j < victim.line.inner_count(); ++j)
            own_claims += board.region(victim.line.inner(j)) == region ? 1 : 0;
        lost += claims[static_cast<std::size_t>(region)] == own_claims ? 1 : 0;
    }
    return lost;
}

// The direction of a line: 0 along a row, 1 down a column, 2 and 3 the diagonals.
int direction_of(const bridge_line& line) {
    if (line.from.y == line.to.y)
        return 0;
    if (line.from.x == line.to.x)
        return 1;
    return line.to.x > line.from.x ? 2 : 3;
}

// The stones by cell (-1 for none), the region claims, and which of the first 64 bridges pass
// each midpoint and hold each cell as an inner stone: read once per evaluation.
struct board_view {
    std::vector<int> codes;
    region_claims claims;
    std::vector<std::uint64_t> at_midpoint; // by doubled-grid point
    std::vector<std::uint64_t> as_inner;    // by cell

    // The first 64 bridges the line may conflict with (a superset: checked exactly after).
    std::uint64_t conflicts(const bridge_line& line) const {
        std::uint64_t found = 0;
        for (int i = 0; i < line.midpoint_count(); ++i)
            found |=
                at_midpoint[static_cast<std::size_t>(line.midpoints[static_cast<std::size_t>(i)])];
        for (int i = 0; i < line.inner_count(); ++i)
            found |= as_inner[static_cast<std::size_t>(line.inner(i))];
        return found;
    }
};

// Reads the stones and the claims of a position.
board_view view_of(const game_state& state) {
    board_view view;
    const int cells = state.board().cell_count();
    view.codes.resize(static_cast<std::size_t>(cells));
    for (int cell = 0; cell < cells; ++cell) {
        const auto stone = state.stone_at(cell);
        view.codes[static_cast<std::size_t>(cell)] = stone ? static_cast<int>(*stone) : -1;
    }
    view.claims = claims_of(state);
    view.at_midpoint.assign(static_cast<std::size_t>(4 * cells), 0);
    view.as_inner.assign(static_cast<std::size_t>(cells), 0);
    const auto& bridges = state.bridges();
    for (std::size_t k = 0; k < bridges.size() && k < 64; ++k) {
        const bridge_line& line = bridges[k].line;
        const std::uint64_t bit = std::uint64_t{1} << k;
        for (int i = 0; i < line.midpoint_count(); ++i)
            view.at_midpoint[static_cast<std::size_t>(
                line.midpoints[static_cast<std::size_t>(i)])] |= bit;
        for (int i = 0; i < line.inner_count(); ++i)
            view.as_inner[static_cast<std::size_t>(line.inner(i))] |= bit;
    }
    return view;
}

// Completing cells of one seat, each with the best line value in each direction.
struct completions {
    struct cell_lines {
        int cell;
        std::array<double, 4> by_direction;
    };
    std::vector<cell_lines> cells;

    // Keeps the best value of a line in its direction at its completing cell.
    void add(int cell, int direction, double value) {
        auto at = std::find_if(cells.begin(), cells.end(),
                               [cell](const cell_lines& entry) { return entry.cell == cell; });
        if (at == cells.end())
            at = cells.insert(cells.end(), cell_lines{cell, {}});
        double& best = at->by_direction[static_cast<std::size_t>(direction)];
        best = std::max(best, value);
    }

    // Values each cell (its best line, plus half of the best in other directions) and sums up.
    outlook summed(const position& board) const {
        outlook found;
        for (const cell_lines& entry : cells) {
            const auto& values = entry.by_direction;
            const double top = *std::max_element(values.begin(), values.end());
            const double value = top + 0.5 * (values[0] + values[1] + values[2] + values[3] - top);
            if (value > found.best) {
                found.second = found.best;
                found.best = value;
            } else {
                found.second = std::max(found.second, value);
            }
            if (board.kind(entry.cell) == cell_kind::dot)
                found.best_dot = std::max(found.best_dot, value);
        }
        return found;
    }
};

// What completing the line with one stone would bring the seat: a scoring bridge's points, or
// the points a red bridge would cut from the other side (less its own); 0 when it cannot.
double line_value(const game_state& state, const board_view& view, const bridge_line& line,
                  const std::array<int, 4>& codes, int empty_at, bool own_ok, bool red_ok,
                  int seat) {
    const int left = empty_at > 0 ? codes[static_cast<std::size_t>(empty_at) - 1] : -1;
    const int right =
        empty_at + 1 < line.length ? codes[static_cast<std::size_t>(empty_at) + 1] : -1;
    const stock& held = state.inventory(seat);
    const color_mask own = own_group(seat);
    bool own_fit = false;
    bool red_fit = false;
    for (const color c : colors_of_seat(seat)) {
        if (held[static_cast<std::size_t>(c)] == 0 || static_cast<int>(c) == left ||
            static_cast<int>(c) == right)
            continue;
        own_fit = own_fit || (mask_of(c) & own) != 0;
        red_fit = red_fit || (mask_of(c) & red_group) != 0;
    }
    own_fit = own_fit && own_ok;
    red_fit = red_fit && red_ok;
    const position& board = state.board();
    const auto& bridges = state.bridges();
    double cut_gain = 0;
    const std::uint64_t meets = view.conflicts(line);
    for (std::size_t k = 0; k < bridges.size() && (own_fit || red_fit); ++k) {
        if (k < 64 && (meets >> k & 1U) == 0)
            continue; // sharing two stones means sharing a midpoint: no conflict, no overlap
        const bridge& other = bridges[k];
        if (!other.cut && shared_cells(line, other.line) >= 2)
            return 0;
        if (!lines_conflict(line, other.line))
            continue;
        own_fit = false;
        if (!other.scoring() || other.cut) {
            red_fit = false;
            continue;
        }
        const int victim = other.owner == bridge_owner::blue ? 0 : 1;
        const int lost = points_lost(board, other, view.claims[static_cast<std::size_t>(victim)]);
        cut_gain += victim == seat ? -lost : lost;
    }
    double value = 0;
    if (own_fit)
        value =
            line.length - 2 + new_regions(board, line, view.claims[static_cast<std::size_t>(seat)]);
    if (red_fit)
        value = std::max(value, cut_gain);
    return value;
}

// Scans every line with one empty cell, once for both seats.
std::array<outlook, side_count> outlooks_in(const game_state& state, const board_view& view,
                                            const line_table& lines) {
    std::array<completions, side_count> found;
    std::array<bool, side_count> holding{state.stones_left(0) > 0, state.stones_left(1) > 0};
    for (const bridge_line& line : lines.lines) {
        std::array<int, 4> codes{};
        int empty_at = -1;
        int empties = 0;
        bool all_blue = true; // every stone so far in Blue+, Yellow+, Red+
        bool all_yellow = true;
        bool all_red = true;
        bool alternating = true;
        for (int i = 0; i < line.length && empties < 2; ++i) {
            const int code =
                view.codes[static_cast<std::size_t>(line.cells[static_cast<std::size_t>(i)])];
            codes[static_cast<std::size_t>(i)] = code;
            if (code < 0) {
                ++empties;
                empty_at = i;
                continue;
            }
            alternating = alternating && (i == 0 || codes[static_cast<std::size_t>(i) - 1] != code);
            const color_mask stone = mask_of(static_cast<color>(code));
            all_blue = all_blue && (stone & blue_group) != 0;
            all_yellow = all_yellow && (stone & yellow_group) != 0;
            all_red = all_red && (stone & red_group) != 0;
        }
        if (empties != 1 || !alternating)
            continue;
        for (int seat = 0; seat < side_count; ++seat) {
            const bool own_ok = seat == 0 ? all_blue : all_yellow;
            if (!holding[static_cast<std::size_t>(seat)] || (!own_ok && !all_red))
                continue;
            const double value =
                line_value(state, view, line, codes, empty_at, own_ok, all_red, seat);
            if (value > 0)
                found[static_cast<std::size_t>(seat)].add(
                    line.cells[static_cast<std::size_t>(empty_at)], direction_of(line), value);
        }
    }
    return {found[0].summed(state.board()), found[1].summed(state.board())};
}

} // namespace

// Scans the lines of one side.
outlook outlook_of(const game_state& state, const line_table& lines, int seat) {
    return outlooks_in(state, view_of(state), lines)[static_cast<std::size_t>(seat)];
}

// Score difference, then the lines each side could complete, the side to move first.
double evaluate(const game_state& state, const line_table& lines, int me, const eval_weights& w) {
    const int other = 1 - me;
    const double margin = state.score_of(me).total() - state.score_of(other).total();
    if (state.over())
        return margin > 0 ? win_value + margin : (margin < 0 ? -win_value + margin : 0);
    if (!w.look_ahead)
        return margin;
    const auto both = outlooks_in(state, view_of(state), lines);
    const outlook& mine = both[static_cast<std::size_t>(me)];
    const outlook& theirs = both[static_cast<std::size_t>(other)];
    const auto moving = [&](const outlook& o) {
        return w.mover_best * o.best + w.mover_second * o.second;
    };
    const auto waiting = [&](const outlook& o) {
        return w.waiting * std::max(o.best_dot, o.second);
    };
    if (state.to_move() == me)
        return margin + moving(mine) - waiting(theirs);
    return margin - moving(theirs) + waiting(mine);
}

} // namespace plyroom::core::divided_loyalties
