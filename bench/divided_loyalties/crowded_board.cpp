#include "crowded_board.hpp"

#include "divided_loyalties/builtin_positions.hpp"

#include <algorithm>
#include <array>
#include <random>
#include <vector>

namespace plyroom::bench::divided_loyalties {

namespace {

// Filling an arm cell is worth a little, so that the arms fill while bridges still come first.
constexpr double arm_cell_worth = 0.3;

// The centre, the four arms ({inner, outer} cell indices) and the four lines of the fan.
struct fan_plan {
    int centre = -1;
    std::vector<std::array<int, 2>> arms;
    std::vector<dl::bridge_line> lines;

    // 1 for an inner arm cell, 2 for an outer one, 0 otherwise; `arm` receives the arm.
    int role(int cell, std::size_t& arm) const {
        for (arm = 0; arm < arms.size(); ++arm)
            for (int k = 0; k < 2; ++k)
                if (arms[arm][static_cast<std::size_t>(k)] == cell)
                    return k + 1;
        return 0;
    }
};

// Whether a stone of this colour may stand on an arm cell: Red+ and, inside, not purple (the
// centre's colour), so that [purple, inner, outer] can be a red bridge.
bool arm_colour(int role, dl::color stone) {
    return (dl::mask_of(stone) & dl::red_group) != 0 && (role != 1 || stone != dl::color::purple);
}

// The fan around `centre` on the empty board: the first four of the eight directions whose two
// cells are board cells. The centre may be a dot too: the fan's bridges hold its stone.
std::optional<fan_plan> plan_fan(const dl::position& board, dl::coord centre) {
    constexpr std::array<dl::coord, 8> directions{
        dl::coord{1, 0}, dl::coord{-1, 0},  dl::coord{0, 1},  dl::coord{0, -1},
        dl::coord{1, 1}, dl::coord{-1, -1}, dl::coord{1, -1}, dl::coord{-1, 1}};
    const auto on_board = [&](dl::coord c) {
        return board.contains(c) && board.kind(board.index(c)) == dl::cell_kind::board;
    };
    if (!board.contains(centre) || board.kind(board.index(centre)) == dl::cell_kind::none)
        return std::nullopt;
    fan_plan fan;
    fan.centre = board.index(centre);
    for (const dl::coord d : directions) {
        const dl::coord inner{centre.x + d.x, centre.y + d.y};
        const dl::coord outer{centre.x + 2 * d.x, centre.y + 2 * d.y};
        if (fan.arms.size() == 4 || !on_board(inner) || !on_board(outer))
            continue;
        fan.arms.push_back({board.index(inner), board.index(outer)});
        fan.lines.push_back(std::get<dl::bridge_line>(dl::make_line(board, centre, outer)));
    }
    if (fan.arms.size() < 4)
        return std::nullopt;
    return fan;
}

// Whether a stone may go on the cell without making the fan impossible: never on the centre;
// on an arm, a Red+ colour (not purple inside) unlike its arm neighbour.
bool placement_keeps_fan(const fan_plan& fan, const dl::game_state& state, dl::placement stone) {
    const int cell = state.board().index(stone.cell);
    if (cell == fan.centre)
        return false;
    std::size_t arm = 0;
    const int role = fan.role(cell, arm);
    if (role == 0)
        return true;
    if (!arm_colour(role, stone.stone))
        return false;
    const int neighbour = fan.arms[arm][role == 1 ? 1 : 0];
    const auto there = state.stone_at(neighbour);
    return !there || *there != stone.stone;
}

// Whether forming the bridge now would make the fan impossible: through the centre, along a fan
// line, a red bridge across one, a scoring bridge across two (the fan's first red bridge would
// cut it and its cut would block the second), or a cut of a bridge that crosses one.
bool bridge_spoils_fan(const fan_plan& fan, const dl::game_state& state,
                       const dl::bridge_request& request) {
    const auto checked = state.check_bridge(request);
    const auto* plan = std::get_if<dl::bridge_plan>(&checked);
    if (plan == nullptr || plan->line.has_cell(fan.centre))
        return true;
    int crossed = 0;
    for (const dl::bridge_line& line : fan.lines) {
        if (dl::shared_cells(plan->line, line) >= 2)
            return true;
        crossed += dl::lines_conflict(plan->line, line) ? 1 : 0;
        for (int k = 0; k < plan->cut_count; ++k) {
            const auto victim = static_cast<std::size_t>(plan->cuts[static_cast<std::size_t>(k)]);
            if (dl::lines_conflict(state.bridges()[victim].line, line))
                return true;
        }
    }
    return crossed > (plan->owner == dl::bridge_owner::red ? 0 : 1);
}

// The fan turn on this board, if the arms are full and it is valid now.
std::optional<dl::turn> fan_turn(const fan_plan& fan, const dl::game_state& state) {
    if (state.over() ||
        state.inventory(state.to_move())[static_cast<std::size_t>(dl::color::purple)] == 0)
        return std::nullopt;
    const dl::coord centre = state.board().at(fan.centre);
    dl::turn turn{dl::placement{centre, dl::color::purple}, {}};
    for (const auto& arm : fan.arms) {
        if (!state.stone_at(arm[0]) || !state.stone_at(arm[1]))
            return std::nullopt;
        turn.bridges.push_back(dl::bridge_request{centre, state.board().at(arm[1])});
    }
    dl::game_state trial = state;
    if (trial.play(turn))
        return std::nullopt;
    return turn;
}

struct candidate {
    dl::game_state after;
    double score = 0;
    std::size_t order = 0; // ties broken by the order found, so every run is the same
};

// Every turn the beam tries from one board: each placement that keeps the fan possible, then
// random valid bridges that do not spoil it until none is left.
void expand(const fan_plan& fan, const dl::game_state& state, std::mt19937_64& rng,
            std::vector<candidate>& out) {
    for (const dl::placement& stone : state.legal_placements()) {
        if (!placement_keeps_fan(fan, state, stone))
            continue;
        dl::game_state next = state;
        if (next.place(stone))
            continue;
        while (true) {
            std::vector<dl::bridge_request> options = next.valid_bridges();
            std::erase_if(options, [&](const dl::bridge_request& request) {
                return bridge_spoils_fan(fan, next, request);
            });
            if (options.empty() || next.add_bridge(options[rng() % options.size()]))
                break;
        }
        if (next.end_turn())
            continue;
        int arm_cells = 0;
        for (const auto& arm : fan.arms)
            arm_cells += (next.stone_at(arm[0]) ? 1 : 0) + (next.stone_at(arm[1]) ? 1 : 0);
        const double score = static_cast<double>(next.bridges().size()) +
                             arm_cell_worth * arm_cells +
                             static_cast<double>(rng() % 1024) / 2048.0;
        out.push_back(candidate{std::move(next), score, out.size()});
    }
}

} // namespace

// Runs the beam turn by turn with the fan kept possible, remembering the board with the most
// bridges on which the fan turn is valid.
std::optional<crowded_board> build_crowded_board(const build_settings& settings) {
    const auto board = dl::builtin_position(settings.position);
    if (!board)
        return std::nullopt;
    const auto fan = plan_fan(*board, settings.centre);
    if (!fan)
        return std::nullopt;
    std::vector<dl::game_state> beam{dl::game_state(board, settings.sets)};
    std::mt19937_64 rng(settings.seed);
    std::optional<crowded_board> best;
    while (!beam.empty()) {
        std::vector<candidate> next;
        for (const dl::game_state& state : beam) {
            if (state.over())
                continue;
            if (!best || state.bridges().size() > best->before.bridges().size())
                if (auto turn = fan_turn(*fan, state))
                    best = crowded_board{state, std::move(*turn)};
            expand(*fan, state, rng, next);
        }
        if (best && static_cast<int>(best->before.bridges().size()) >= settings.enough)
            break;
        std::sort(next.begin(), next.end(), [](const candidate& a, const candidate& b) {
            return a.score != b.score ? a.score > b.score : a.order < b.order;
        });
        if (next.size() > static_cast<std::size_t>(settings.width))
            next.erase(next.begin() + settings.width, next.end());
        beam.clear();
        for (candidate& each : next)
            beam.push_back(std::move(each.after));
    }
    return best;
}

} // namespace plyroom::bench::divided_loyalties
