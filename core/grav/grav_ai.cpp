// The grav AI players.
#include "grav_ai.hpp"

#include "grav_ai_calls.hpp"
#include "grav_match.hpp"
#include "placement_rules.hpp"

#include <algorithm>
#include <random>

namespace plyroom::core::grav {

namespace {

// Grav's node limit lets the search expand `max_nodes` positions and stops it on the next one.
std::int64_t node_budget(std::int64_t max_nodes) {
    return max_nodes > 0 ? max_nodes + 1 : 0;
}

// An action playing a MOVE.
core::ai::action move_action(json move) {
    return core::action{core::move_kind, std::move(move)};
}

class grav_player final : public core::ai::player {
public:
    grav_player(const ai_settings& settings, std::uint64_t seed)
        : settings_(settings), rng_(seed) {}

    std::optional<core::ai::action> choose(const match& m, int seat,
                                           const core::ai::limits& limits) override;
    bool accepts_draw(const match& m, int seat, const core::ai::limits& limits) override;

private:
    json placement_or_pass(const grav_game& game, int seat, const core::ai::limits& limits);
    json removal(const grav_game& game, int seat, const core::ai::limits& limits);

    static constexpr int draw_depth = 8;

    ai_settings settings_;
    std::mt19937_64 rng_;
};

// Whether passing now ends the game with `seat` ahead: every other seat still in it has passed.
bool passing_wins(const grav_game& game, const ai_position& pos, int seat) {
    if (game.kind() == turn_kind::bonus || game.passed(seat))
        return false;
    int others = 0;
    for (int other = 0; other < pos.rules.players; ++other)
        if (other != seat && !game.resigned(other))
            ++others;
    return game.pass_count() == others && leader(pos) == seat;
}

// A call when the open placement is another seat's and broke a rule; else the seat's move.
std::optional<core::ai::action> grav_player::choose(const match& m, int seat,
                                                    const core::ai::limits& limits) {
    const auto* played = dynamic_cast<const grav_match*>(&m);
    if (played == nullptr || m.finished())
        return std::nullopt;
    const grav_game& game = played->rules_state();
    if (seat < 0 || seat >= game.rules().players || game.resigned(seat))
        return std::nullopt;
    const auto& open = game.open();
    if (!game.rules().strict && open && open->seat != seat && open_placement_broke_a_rule(game))
        return core::action{"challenge", json{{"ply", open->ply}}};
    if (m.to_move() != seat)
        return std::nullopt;
    if (game.phase() == grav_phase::penalty_remove)
        return move_action(removal(game, seat, limits));
    return move_action(placement_or_pass(game, seat, limits));
}

// Searches the position deeper while the short search lasts: even (no stones ahead of the
// strongest other seat) or lost accepts.
bool grav_player::accepts_draw(const match& m, int seat, const core::ai::limits& limits) {
    const auto* played = dynamic_cast<const grav_match*>(&m);
    if (played == nullptr || m.finished())
        return false;
    const grav_game& game = played->rules_state();
    if (seat < 0 || seat >= game.rules().players || game.resigned(seat))
        return false;
    const std::vector<ai_position> now{ai_position::of(game)};
    const core::ai::limits short_search = limits.at_most(core::ai::draw_thinking_time);
    search_budget budget(short_search, node_budget(settings_.search.max_nodes));
    double value = 0;
    for (int depth = 0; depth <= draw_depth; ++depth) {
        const auto found = position_values(now, seat, depth, budget);
        if (!found)
            break;
        value = found->front();
    }
    return value <= 0;
}

// Searches for a placement and declares its bonus turn when one is claimed; passes when
// nothing keeps the rules or when passing wins.
json grav_player::placement_or_pass(const grav_game& game, int seat,
                                    const core::ai::limits& limits) {
    const ai_position pos = ai_position::of(game);
    if (passing_wins(game, pos, seat))
        return json{{"pass", true}};
    std::optional<point> chosen;
    if (settings_.random_play) {
        const std::vector<point> moves = rule_keeping_placements(pos);
        if (!moves.empty())
            chosen = moves[rng_() % moves.size()];
    } else {
        search_budget budget(limits, node_budget(settings_.search.max_nodes));
        chosen = best_placement(pos, settings_.search, budget, rng_);
    }
    if (chosen) {
        ai_position after = pos;
        json move{{"place", point_json(*chosen)}};
        if (play_placement(after, *chosen))
            move["bonus"] = 1;
        return move;
    }
    if (game.kind() != turn_kind::bonus)
        return json{{"pass", true}};
    // A bonus turn owed with every placement breaking a rule: never claimed that way, so only
    // reachable from a position built by hand. Some placement must be made.
    const grid& board = game.board();
    for (int y = 0; y < board.size(); ++y)
        for (int x = 0; x < board.size(); ++x)
            if (board.empty(point{x, y}))
                return json{{"place", point_json(point{x, y})}};
    return json{{"pass", true}};
}

// Removes the violator's stone after which the search likes the caller's own turn best (the
// removal frees space and may move the latest stone, and so the reach of the next placement).
json grav_player::removal(const grav_game& game, int seat, const core::ai::limits& limits) {
    const ai_position pos = ai_position::of(game);
    const int against = game.penalty_against();
    std::vector<point> stones;
    for (int y = 0; y < pos.board.size(); ++y)
        for (int x = 0; x < pos.board.size(); ++x)
            if (pos.board.at(x, y) == against)
                stones.push_back(point{x, y});
    if (stones.empty())
        return json{{"pass", true}}; // the rules skip the phase then; never reached
    std::shuffle(stones.begin(), stones.end(), rng_);
    if (settings_.random_play)
        return json{{"remove", point_json(stones.front())}};
    std::vector<ai_position> after;
    for (const point p : stones) {
        ai_position next = pos;
        next.board.clear(p);
        --next.stones[static_cast<std::size_t>(against)];
        next.last = latest_stone(game, next.board);
        next.to_move = seat;
        next.bonus_turn = false;
        after.push_back(std::move(next));
    }
    search_budget budget(limits, node_budget(settings_.search.max_nodes));
    std::vector<double> values(stones.size(), 0);
    for (int depth = 0; depth <= settings_.removal_depth; ++depth) {
        auto found = position_values(after, seat, depth, budget);
        if (!found)
            break;
        values = std::move(*found);
    }
    const auto best = std::max_element(values.begin(), values.end());
    return json{{"remove", point_json(stones[static_cast<std::size_t>(best - values.begin())])}};
}

} // namespace

// The settings of a level.
ai_settings ai_settings_for(core::ai::level l) {
    ai_settings settings;
    switch (l) {
    case core::ai::level::easy:
        settings.random_play = true;
        break;
    case core::ai::level::normal:
        settings.search.max_depth = 1;
        break;
    case core::ai::level::hard:
        settings.search.max_depth = 12;
        settings.removal_depth = 2;
        break;
    }
    return settings;
}

// A player with explicit settings.
std::unique_ptr<core::ai::player> make_ai_player(const ai_settings& settings, std::uint64_t seed) {
    return std::make_unique<grav_player>(settings, seed);
}

} // namespace plyroom::core::grav

namespace plyroom::core::ai {

// The grav player of a level.
std::unique_ptr<player> make_grav_player(level l, std::uint64_t seed) {
    return grav::make_ai_player(grav::ai_settings_for(l), seed);
}

} // namespace plyroom::core::ai
