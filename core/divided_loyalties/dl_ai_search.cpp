#include "dl_ai_search.hpp"

#include <algorithm>
#include <limits>
#include <vector>

namespace plyroom::core::divided_loyalties {

namespace {

// Bridge sets tried after one placement; real positions offer far fewer.
constexpr int max_bridge_sets = 48;
// Ties between equal turns are broken by a random amount this small.
constexpr double tie_noise = 1e-3;

// A turn and its value for the side that plays it.
struct candidate {
    turn whole;
    double value = 0;
};

// A bridge's place in the canonical order of a turn's bridges: its two ends.
long long order_key(const position& board, const bridge_request& request) {
    return static_cast<long long>(board.index(request.from)) * board.cell_count() +
           board.index(request.to);
}

// Visits the turn ending here, then every bridge set extending it with later bridges. Adding a
// bridge never makes another valid, so sets in canonical order reach every useful turn (only a
// red bridge cutting the player's own bridge of the same turn is left out). False: stop.
template <typename Visit>
bool each_bridge_set(const game_state& placed, turn& building, long long after_key, int& nodes,
                     Visit& visit) {
    ++nodes;
    game_state ended = placed;
    if (!ended.end_turn() && !visit(static_cast<const turn&>(building), ended))
        return false;
    for (const bridge_request& request : placed.valid_bridges()) {
        const long long key = order_key(placed.board(), request);
        if (key <= after_key)
            continue;
        if (nodes >= max_bridge_sets)
            break;
        game_state next = placed;
        if (next.add_bridge(request))
            continue;
        building.bridges.push_back(request);
        const bool go_on = each_bridge_set(next, building, key, nodes, visit);
        building.bridges.pop_back();
        if (!go_on)
            return false;
    }
    return true;
}

// Whether a stone on the cell would complete some line of stones: without that, no bridge.
bool may_bridge(const game_state& state, const line_table& lines, int cell) {
    for (const int index : lines.through[static_cast<std::size_t>(cell)]) {
        const bridge_line& line = lines.lines[static_cast<std::size_t>(index)];
        bool full = true;
        for (int i = 0; i < line.length && full; ++i) {
            const int other = line.cells[static_cast<std::size_t>(i)];
            full = other == cell || state.stone_at(other).has_value();
        }
        if (full)
            return true;
    }
    return false;
}

// Visits every whole turn of the side to move with the state after it, in an order that suits a
// search cut short and pruning: turns that can form bridges first, the best score difference
// first, then the placements that cannot. False: stopped by `visit`.
template <typename Visit>
bool each_turn(const game_state& state, const line_table& lines, Visit visit) {
    const std::vector<placement> placements = state.legal_placements();
    if (placements.empty()) {
        game_state passed = state;
        return passed.pass() || visit(turn{}, static_cast<const game_state&>(passed));
    }
    struct bridging {
        turn whole;
        game_state after;
        int margin;
    };
    const int seat = state.to_move();
    std::vector<bridging> found;
    std::vector<placement> quiet;
    for (const placement& stone : placements) {
        if (!may_bridge(state, lines, state.board().index(stone.cell))) {
            quiet.push_back(stone);
            continue;
        }
        game_state placed = state;
        if (placed.place(stone))
            continue;
        turn building{stone, {}};
        int nodes = 0;
        auto keep = [&](const turn& whole, const game_state& after) {
            found.push_back(bridging{
                whole, after, after.score_of(seat).total() - after.score_of(1 - seat).total()});
            return true;
        };
        each_bridge_set(placed, building, -1, nodes, keep);
    }
    std::stable_sort(found.begin(), found.end(),
                     [](const bridging& a, const bridging& b) { return a.margin > b.margin; });
    for (const bridging& each : found)
        if (!visit(each.whole, each.after))
            return false;
    for (const placement& stone : quiet) {
        game_state ended = state;
        if (ended.place(stone) || ended.end_turn())
            continue;
        if (!visit(turn{stone, {}}, static_cast<const game_state&>(ended)))
            return false;
    }
    return true;
}

// The lowest value `me` can be held to by the reply of the side to move in `after`, or nullopt
// when the budget ran out first. Stops early once it is at most `floor` (the turn is no better).
std::optional<double> worst_reply(const game_state& after, const line_table& lines, int me,
                                  const eval_weights& weights, double floor,
                                  search_budget& budget) {
    if (after.over())
        return evaluate(after, lines, me, weights);
    double worst = std::numeric_limits<double>::infinity();
    bool out = false;
    each_turn(after, lines, [&](const turn&, const game_state& replied) {
        worst = std::min(worst, evaluate(replied, lines, me, weights));
        out = budget.spend();
        return !out && worst > floor;
    });
    if (out && worst > floor)
        return std::nullopt;
    return worst;
}

} // namespace

// Scores every turn, then (depth 2) re-ranks the best few by the opponent's best reply.
turn best_turn(const game_state& state, const line_table& lines, const search_settings& settings,
               search_budget& budget, std::mt19937_64& rng) {
    const int me = state.to_move();
    std::uniform_real_distribution<double> noise(0, tie_noise);
    std::vector<candidate> found;
    each_turn(state, lines, [&](const turn& whole, const game_state& after) {
        found.push_back(
            candidate{whole, evaluate(after, lines, me, settings.weights) + noise(rng)});
        return !budget.spend();
    });
    if (found.empty())
        return turn{};
    std::stable_sort(found.begin(), found.end(),
                     [](const candidate& a, const candidate& b) { return a.value > b.value; });
    if (settings.depth < 2 || budget.spent())
        return found.front().whole;

    const std::size_t checks =
        std::min(found.size(), static_cast<std::size_t>(std::max(1, settings.reply_checks)));
    double best = -std::numeric_limits<double>::infinity();
    const turn* chosen = &found.front().whole;
    for (std::size_t k = 0; k < checks && !budget.spent(); ++k) {
        game_state after = state;
        if (after.play(found[k].whole))
            continue;
        const double banked =
            settings.banked * (after.score_of(me).total() - after.score_of(1 - me).total());
        const auto value = worst_reply(after, lines, me, settings.weights, best - banked, budget);
        if (!value)
            break;
        if (*value + banked > best) {
            best = *value + banked;
            chosen = &found[k].whole;
        }
    }
    return *chosen;
}

// Tries every bridge set after the placement and keeps the best.
turn best_turn_from(const game_state& state, placement stone, const line_table& lines,
                    const eval_weights& weights, search_budget& budget) {
    const int me = state.to_move();
    game_state placed = state;
    if (placed.place(stone))
        return turn{};
    std::optional<candidate> best;
    turn building{stone, {}};
    int nodes = 0;
    auto visit = [&](const turn& whole, const game_state& after) {
        const double value = evaluate(after, lines, me, weights);
        if (!best || value > best->value)
            best = candidate{whole, value};
        return !budget.spend();
    };
    each_bridge_set(placed, building, -1, nodes, visit);
    return best ? best->whole : turn{};
}

// Picks a placement, then adds random valid bridges until the drawn number is reached.
turn random_turn(const game_state& state, std::mt19937_64& rng) {
    const std::vector<placement> placements = state.legal_placements();
    if (placements.empty())
        return turn{};
    const placement stone = placements[rng() % placements.size()];
    game_state composed = state;
    if (composed.place(stone))
        return turn{};
    const bool on_dot = state.board().kind(state.board().index(stone.cell)) == cell_kind::dot;
    const std::size_t mode = rng() % 3;
    const std::size_t wanted = std::max<std::size_t>(mode == 2 ? 100 : mode, on_dot ? 1 : 0);
    turn chosen{stone, {}};
    while (chosen.bridges.size() < wanted) {
        const std::vector<bridge_request> options = composed.valid_bridges();
        if (options.empty())
            break;
        const bridge_request request = options[rng() % options.size()];
        if (composed.add_bridge(request))
            break;
        chosen.bridges.push_back(request);
    }
    return chosen;
}

} // namespace plyroom::core::divided_loyalties
