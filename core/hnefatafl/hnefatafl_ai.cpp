// The Hnefatafl players.
//
// - easy: one ply. Every move is judged by the game (a move that wins is always taken) or by
//   the evaluation of the position after it, plus a large random noise.
// - normal: a two-ply search (with the capture quiescence) scoring every move exactly, and a
//   random choice among the moves close to the best.
// - hard: iterative-deepening alpha-beta for as long as the time limit allows, keeping its
//   transposition table from move to move.
#include "ai/ai.hpp"
#include "hnefatafl/hnefatafl_match.hpp"
#include "hnefatafl/move_json.hpp"
#include "hnefatafl/search.hpp"

#include <chrono>
#include <memory>

namespace plyroom::core::ai {

namespace {

using hnefatafl::search_decided;
using hnefatafl::tafl_search;

class hnefatafl_player final : public player {
public:
    hnefatafl_player(level l, std::uint64_t seed)
        : level_(l), rng_(seed),
          search_(l == level::hard ? std::size_t{1} << 18 : std::size_t{1} << 12) {}

    std::optional<action> choose(const match& m, int seat, const limits& limits) override {
        if (m.to_move() != seat)
            return std::nullopt;
        const auto* tafl = dynamic_cast<const hnefatafl::hnefatafl_match*>(&m);
        if (tafl == nullptr || tafl->game().over())
            return random_legal_move(m, seat, rng_);

        // Answer a little before the deadline, so that the move is back in time.
        const auto now = std::chrono::steady_clock::now();
        auto soft_deadline = limits.deadline;
        if (limits.deadline != std::chrono::steady_clock::time_point::max())
            soft_deadline = now + (limits.deadline - now) * 9 / 10;
        const tafl_search::stop_check stop = [&] {
            return limits.out_of_time() || std::chrono::steady_clock::now() >= soft_deadline;
        };

        tafl_search::result result;
        switch (level_) {
        case level::easy:
            result = search_.search(tafl->game(), 0, stop);
            return pick(result, easy_noise);
        case level::normal:
            result = search_.search(tafl->game(), normal_depth, stop, true);
            return pick(result, normal_noise);
        case level::hard:
            result = search_.search(tafl->game(), hard_max_depth, stop);
            return pick(result, 0);
        }
        return random_legal_move(m, seat, rng_);
    }

    // A short search of the position (whoever is to move); even means within a pawn's worth.
    bool accepts_draw(const match& m, int seat, const limits& limits) override {
        const auto* tafl = dynamic_cast<const hnefatafl::hnefatafl_match*>(&m);
        if (tafl == nullptr || m.finished() || tafl->game().over())
            return false;
        const ai::limits short_search = limits.at_most(draw_thinking_time);
        const tafl_search::stop_check stop = [&] { return short_search.out_of_time(); };
        const tafl_search::result result = search_.search(tafl->game(), draw_depth, stop);
        const int seat_score = m.to_move() == seat ? result.score : -result.score;
        return seat_score <= draw_margin;
    }

private:
    // The best move after adding noise in [-noise, noise] to each score; decided games (a win
    // or a loss the search proved) are never blurred.
    std::optional<action> pick(const tafl_search::result& result, int noise) {
        if (result.moves.empty())
            return std::nullopt;
        hnefatafl::move best = result.best;
        if (noise > 0 && result.score <= search_decided) {
            long long best_value = 0;
            bool first = true;
            for (const auto& candidate : result.moves) {
                if (candidate.score < -search_decided)
                    continue; // a proven loss stays out of reach of the noise
                const long long jitter =
                    static_cast<long long>(next_random(rng_) % (2 * noise + 1)) - noise;
                const long long value = candidate.score + jitter;
                if (first || value > best_value) {
                    best_value = value;
                    best = candidate.played;
                    first = false;
                }
            }
        }
        return core::action{core::move_kind, hnefatafl::move_to_json(best)};
    }

    static constexpr int easy_noise = 250;
    static constexpr int normal_noise = 40;
    static constexpr int normal_depth = 2;
    static constexpr int hard_max_depth = 32;
    static constexpr int draw_depth = 6;
    static constexpr int draw_margin = 100; // one attacker's worth in the evaluation

    level level_;
    std::uint64_t rng_;
    tafl_search search_;
};

} // namespace

// The hnefatafl player of a level.
std::unique_ptr<player> make_hnefatafl_player(level l, std::uint64_t seed) {
    return std::make_unique<hnefatafl_player>(l, seed);
}

} // namespace plyroom::core::ai
