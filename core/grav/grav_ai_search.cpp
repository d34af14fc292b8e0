#include "grav_ai_search.hpp"

#include <algorithm>
#include <limits>

namespace plyroom::core::grav {

namespace {

constexpr double win_value = 1000;
constexpr double infinity = std::numeric_limits<double>::infinity();

// Alpha-beta from the point of view of one seat; stops as soon as the budget is spent.
class searcher {
public:
    searcher(int me, search_budget& budget) : me_(me), budget_(budget) {}

    // The value of the position searched `depth` plies deep (0: leaves only).
    double search(const ai_position& pos, int depth, double alpha, double beta);
    bool aborted() const { return aborted_; }
    // Whether some value came from a position still in play: a deeper search may differ.
    bool guessed() const { return guessed_; }

private:
    double leaf(const ai_position& pos, const std::vector<point>& moves);

    int me_;
    search_budget& budget_;
    bool aborted_ = false;
    bool guessed_ = false;
};

// The stone margin of `me` over the strongest other seat.
double margin(const ai_position& pos, int me) {
    int best_other = 0;
    for (int seat = 0; seat < pos.rules.players; ++seat)
        if (seat != me && (pos.in_game >> seat & 1U) != 0)
            best_other = std::max(best_other, pos.stones[static_cast<std::size_t>(seat)]);
    return pos.stones[static_cast<std::size_t>(me)] - best_other;
}

// The stone margin, improved by the placements that end the game at once: the seat to move
// takes the one best for it, if any beats playing on.
double searcher::leaf(const ai_position& pos, const std::vector<point>& moves) {
    const bool mine = pos.to_move == me_;
    double value = margin(pos, me_);
    guessed_ = true;
    for (const point p : moves) {
        ai_position next = pos;
        play_placement(next, p);
        if (next.bonus_turn || any_rule_keeping_placement(next))
            continue;
        const double ended = finished_value(next, me_);
        value = mine ? std::max(value, ended) : std::min(value, ended);
        if ((mine && value >= win_value) || (!mine && value <= -win_value))
            break;
    }
    return value;
}

// Plain alpha-beta; the seat to choose maximises, every other seat minimises.
double searcher::search(const ai_position& pos, int depth, double alpha, double beta) {
    if (budget_.spend()) {
        aborted_ = true;
        return 0;
    }
    const std::vector<point> moves = rule_keeping_placements(pos);
    if (moves.empty())
        return finished_value(pos, me_);
    if (depth <= 0)
        return leaf(pos, moves);
    const bool mine = pos.to_move == me_;
    double best = mine ? -infinity : infinity;
    for (const point p : moves) {
        ai_position next = pos;
        play_placement(next, p);
        const double value = search(next, depth - 1, alpha, beta);
        if (aborted_)
            return 0;
        if (mine) {
            best = std::max(best, value);
            alpha = std::max(alpha, value);
        } else {
            best = std::min(best, value);
            beta = std::min(beta, value);
        }
        if (alpha >= beta)
            break;
    }
    return best;
}

} // namespace

// Who leads decides the sign; the margin breaks ties between wins (or losses).
double finished_value(const ai_position& pos, int me) {
    return (leader(pos) == me ? win_value : -win_value) + margin(pos, me);
}

// Iterative deepening over the placements, the best of the previous depth searched first.
std::optional<point> best_placement(const ai_position& pos, const search_settings& settings,
                                    search_budget& budget, std::mt19937_64& rng) {
    std::vector<point> moves = rule_keeping_placements(pos);
    if (moves.empty())
        return std::nullopt;
    std::shuffle(moves.begin(), moves.end(), rng);
    const int me = pos.to_move;
    std::vector<double> values(moves.size(), 0);
    point chosen = moves.front();
    for (int depth = 0; depth < settings.max_depth; ++depth) {
        searcher search(me, budget);
        double alpha = -infinity;
        std::optional<point> best_here;
        for (std::size_t i = 0; i < moves.size(); ++i) {
            ai_position next = pos;
            play_placement(next, moves[i]);
            // A window just above the best so far: worse moves only need to be shown worse.
            const double value = search.search(next, depth, alpha, infinity);
            if (search.aborted())
                break;
            values[i] = value;
            if (value > alpha) {
                alpha = value;
                best_here = moves[i];
            }
        }
        if (best_here)
            chosen = *best_here; // the previous best was searched first: this is no worse
        if (search.aborted() || !search.guessed() || alpha >= win_value || alpha <= -win_value)
            break;
        // Moves shown worse than the best carry bounds only; sorting by them still helps.
        std::vector<std::size_t> order(moves.size());
        for (std::size_t i = 0; i < order.size(); ++i)
            order[i] = i;
        std::stable_sort(order.begin(), order.end(),
                         [&](std::size_t a, std::size_t b) { return values[a] > values[b]; });
        std::vector<point> sorted;
        std::vector<double> sorted_values;
        for (const std::size_t i : order) {
            sorted.push_back(moves[i]);
            sorted_values.push_back(values[i]);
        }
        moves = std::move(sorted);
        values = std::move(sorted_values);
    }
    return chosen;
}

// Searches each position in turn.
std::optional<std::vector<double>> position_values(const std::vector<ai_position>& positions,
                                                   int me, int depth, search_budget& budget) {
    std::vector<double> values;
    for (const ai_position& pos : positions) {
        searcher search(me, budget);
        values.push_back(search.search(pos, depth, -infinity, infinity));
        if (search.aborted())
            return std::nullopt;
    }
    return values;
}

} // namespace plyroom::core::grav
