// The divided_loyalties AI players.
#include "dl_ai.hpp"

#include "divided_loyalties_match.hpp"
#include "dl_ai_lines.hpp"
#include "state_json.hpp"

#include <random>

namespace plyroom::core::divided_loyalties {

namespace {

class dl_player final : public core::ai::player {
public:
    dl_player(const ai_settings& settings, std::uint64_t seed) : settings_(settings), rng_(seed) {}

    std::optional<core::ai::action> choose(const match& m, int seat,
                                           const core::ai::limits& limits) override;
    bool accepts_draw(const match& m, int seat, const core::ai::limits& limits) override;

private:
    turn choose_turn(const game_state& state, const core::ai::limits& limits);
    const line_table& lines_of_board(const game_state& state);

    static constexpr double draw_margin = 1; // one point

    ai_settings settings_;
    std::mt19937_64 rng_;
    const position* lines_for_ = nullptr;
    std::shared_ptr<const position> board_; // keeps lines_for_ alive
    line_table lines_;
};

// A turn the rules accept: the first placement on an on-board cell, else the first dot
// placement with its first bridge, else a pass.
turn fallback_turn(const game_state& state) {
    const std::vector<placement> placements = state.legal_placements();
    for (const placement& stone : placements)
        if (state.board().kind(state.board().index(stone.cell)) == cell_kind::board)
            return turn{stone, {}};
    for (const placement& stone : placements) {
        game_state placed = state;
        if (placed.place(stone))
            continue;
        const std::vector<bridge_request> bridges = placed.valid_bridges();
        if (!bridges.empty())
            return turn{stone, {bridges.front()}};
    }
    return turn{};
}

// The seat's turn as a MOVE, or nothing when it is not the seat's turn.
std::optional<core::ai::action> dl_player::choose(const match& m, int seat,
                                                  const core::ai::limits& limits) {
    const game_state* state = rules_state(m);
    if (state == nullptr || m.finished() || m.to_move() != seat || state->to_move() != seat)
        return std::nullopt;
    turn chosen = choose_turn(*state, limits);
    if (game_state trial = *state; trial.play(chosen))
        chosen = fallback_turn(*state); // never expected: every searched turn was played out
    return core::action{core::move_kind, turn_to_json(chosen)};
}

// The sign of a value: 1 ahead, -1 behind, 0 within `margin` of even.
int outcome_of(double value, double margin) {
    return value > margin ? 1 : (value < -margin ? -1 : 0);
}

// An agreement here ends the game with the scores as they stand (not a draw): the seat
// accepts when that result is no worse for it than the one its evaluation expects after the
// mover's best turn, so it takes a win it holds now, and accepts an even or lost game.
bool dl_player::accepts_draw(const match& m, int seat, const core::ai::limits& limits) {
    const game_state* state = rules_state(m);
    if (state == nullptr || m.finished() || state->over() || seat < 0 || seat > 1)
        return false;
    const line_table& lines = lines_of_board(*state);
    const core::ai::limits short_search = limits.at_most(core::ai::draw_thinking_time);
    search_budget budget(short_search, settings_.search.max_evaluations);
    game_state after = *state;
    if (after.play(best_turn(*state, lines, settings_.search, budget, rng_)))
        after = *state; // never expected: the search plays out every turn it returns
    const double expected = evaluate(after, lines, seat, settings_.search.weights);
    const int now =
        outcome_of(state->score_of(seat).total() - state->score_of(1 - seat).total(), 0);
    return now >= outcome_of(expected, draw_margin);
}

// The lines of the state's board, worked out once per board.
const line_table& dl_player::lines_of_board(const game_state& state) {
    if (lines_for_ != &state.board()) {
        board_ = state.board_ptr();
        lines_for_ = board_.get();
        lines_ = lines_of(*board_);
    }
    return lines_;
}

// Searches, or at the careless level sometimes places a random stone first.
turn dl_player::choose_turn(const game_state& state, const core::ai::limits& limits) {
    lines_of_board(state);
    search_budget budget(limits, settings_.search.max_evaluations);
    if (settings_.careless_percent > 0 &&
        static_cast<int>(rng_() % 100) < settings_.careless_percent) {
        const std::vector<placement> placements = state.legal_placements();
        if (!placements.empty()) {
            const placement stone = placements[rng_() % placements.size()];
            turn chosen = best_turn_from(state, stone, lines_, settings_.search.weights, budget);
            if (chosen.place)
                return chosen;
        }
    }
    return best_turn(state, lines_, settings_.search, budget, rng_);
}

} // namespace

// The settings of a level.
ai_settings ai_settings_for(core::ai::level l) {
    ai_settings settings;
    switch (l) {
    case core::ai::level::easy:
        settings.search.weights.look_ahead = false;
        settings.careless_percent = 50;
        break;
    case core::ai::level::normal:
        break;
    case core::ai::level::hard:
        settings.search.depth = 2;
        break;
    }
    return settings;
}

// A player with explicit settings.
std::unique_ptr<core::ai::player> make_ai_player(const ai_settings& settings, std::uint64_t seed) {
    return std::make_unique<dl_player>(settings, seed);
}

} // namespace plyroom::core::divided_loyalties

namespace plyroom::core::ai {

// The divided_loyalties player of a level.
std::unique_ptr<player> make_divided_loyalties_player(level l, std::uint64_t seed) {
    return divided_loyalties::make_ai_player(divided_loyalties::ai_settings_for(l), seed);
}

} // namespace plyroom::core::ai
