// The Connect Four players.
//
// - easy: takes a win in one, blocks an immediate threat more often than not, and otherwise
//   plays a random column weighted towards the centre.
// - normal: a heuristic search a few plies deep, choosing at random among the columns that
//   score nearly as well as the best.
// - hard: perfect play. The opening book answers early positions; afterwards the solver
//   proves the outcome (and, with time left, the exact score) within the move's time limit.
//   Should the solver not finish, the deepest heuristic search that did finish decides,
//   steered by whatever the solver had already proven.
#include "ai/ai.hpp"
#include "connect4/heuristic_search.hpp"
#include "connect4/opening_book.hpp"
#include "connect4/solver.hpp"

#include <algorithm>
#include <bit>
#include <chrono>
#include <memory>

namespace plyroom::core::ai {

namespace {

using connect4::search_position;
using connect4::width;
namespace board_bits = connect4::board_bits;

// The position of a running match, read from its BOARD rows (top row first, 'R' red, 'B'
// blue), or nullopt when the rows are not a Connect Four board.
std::optional<search_position> position_of(const match& m) {
    const json state = m.state();
    const auto board = state.find("board");
    if (board == state.end() || !board->is_object() || !board->contains("rows"))
        return std::nullopt;
    const json& rows = (*board)["rows"];
    if (!rows.is_array() || rows.size() != connect4::height)
        return std::nullopt;
    std::uint64_t red = 0;
    std::uint64_t blue = 0;
    for (int row = 0; row < connect4::height; ++row) {
        const json& line = rows[static_cast<std::size_t>(connect4::height - 1 - row)];
        if (!line.is_string() || line.get_ref<const std::string&>().size() != width)
            return std::nullopt;
        const std::string& cells = line.get_ref<const std::string&>();
        for (int column = 0; column < width; ++column) {
            const char cell = cells[static_cast<std::size_t>(column)];
            if (cell == 'R')
                red |= connect4::bitboard::cell_bit(column, row);
            else if (cell == 'B')
                blue |= connect4::bitboard::cell_bit(column, row);
        }
    }
    const std::uint64_t occupied = red | blue;
    const int moves = std::popcount(occupied);
    // Discs must stack from the bottom of each column.
    if (((occupied + board_bits::bottom_mask) & occupied) != 0)
        return std::nullopt;
    return search_position{(moves & 1) == 0 ? red : blue, occupied, moves};
}

// The MOVE action for a column.
action move_to(int column) {
    return core::action{core::move_kind, json{{"column", column}}};
}

// The first playable column among `cells`, centre first, or -1.
int centre_most(std::uint64_t cells) {
    for (const int column : connect4::centre_first)
        if ((cells & board_bits::column_mask(column)) != 0)
            return column;
    return -1;
}

// A random column among `cells`, the centre weighted more (weights 1 2 3 4 3 2 1).
int weighted_column(std::uint64_t cells, std::uint64_t& rng) {
    constexpr std::array<int, width> weights{1, 2, 3, 4, 3, 2, 1};
    int total = 0;
    for (int column = 0; column < width; ++column)
        if ((cells & board_bits::column_mask(column)) != 0)
            total += weights[static_cast<std::size_t>(column)];
    if (total == 0)
        return -1;
    int pick = static_cast<int>(next_random(rng) % static_cast<std::uint64_t>(total));
    for (int column = 0; column < width; ++column) {
        if ((cells & board_bits::column_mask(column)) == 0)
            continue;
        pick -= weights[static_cast<std::size_t>(column)];
        if (pick < 0)
            return column;
    }
    return -1;
}

// A stop check that ends at the deadline (with a small margin so that the answer is back in
// time) or when the owner cancels.
struct time_keeper {
    const limits& bounds;
    std::chrono::steady_clock::time_point soft_deadline;

    explicit time_keeper(const limits& l) : bounds(l) {
        const auto now = std::chrono::steady_clock::now();
        soft_deadline = l.deadline;
        if (l.deadline != std::chrono::steady_clock::time_point::max()) {
            const auto left = l.deadline - now;
            soft_deadline = now + left -
                            std::min<std::chrono::steady_clock::duration>(
                                left / 20, std::chrono::milliseconds(20));
        }
    }
    bool out_of_time() const {
        return bounds.out_of_time() || std::chrono::steady_clock::now() >= soft_deadline;
    }
    // A deadline `share` of the remaining time from now, never past the soft deadline.
    std::chrono::steady_clock::time_point share(double fraction) const {
        const auto now = std::chrono::steady_clock::now();
        if (soft_deadline == std::chrono::steady_clock::time_point::max())
            return soft_deadline;
        const auto left = soft_deadline - now;
        return now +
               std::chrono::duration_cast<std::chrono::steady_clock::duration>(left * fraction);
    }
};

class connect4_player final : public player {
public:
    connect4_player(level l, std::uint64_t seed) : level_(l), rng_(seed) {}

    std::optional<action> choose(const match& m, int seat, const limits& limits) override {
        if (m.game_name() != "connect4" || m.to_move() != seat)
            return std::nullopt;
        const auto position = position_of(m);
        if (!position || position->playable() == 0)
            return random_legal_move(m, seat, rng_);
        const time_keeper clock(limits);
        int column = -1;
        switch (level_) {
        case level::easy:
            column = easy_column(*position);
            break;
        case level::normal:
            column = normal_column(*position, clock);
            break;
        case level::hard:
            column = hard_column(*position, clock);
            break;
        }
        if (column < 0 || (position->playable() & board_bits::column_mask(column)) == 0)
            return random_legal_move(m, seat, rng_);
        return move_to(column);
    }

    // The solver's proven bounds decide when it gets that far in a short search; otherwise a
    // fixed-depth heuristic search does (the same answer on any machine), "even" meaning within
    // a small margin. Its scores swing with the parity of the depth (who placed the last disc),
    // so the last two depths are averaged.
    bool accepts_draw(const match& m, int seat, const limits& limits) override {
        if (m.game_name() != "connect4" || m.finished())
            return false;
        const auto position = position_of(m);
        if (!position || position->playable() == 0)
            return false;
        const bool seat_moves = m.to_move() == seat;
        const ai::limits short_search = limits.at_most(draw_thinking_time);
        const auto proven = thread_solver().analyse(*position, connect4::solver::goal::outcome,
                                                    [&] { return short_search.out_of_time(); });
        // The bounds are the mover's; the other seat's are their negation.
        const int seat_upper = seat_moves ? proven.upper : -proven.lower;
        const int seat_lower = seat_moves ? proven.lower : -proven.upper;
        if (seat_upper <= 0)
            return true;
        if (seat_lower > 0)
            return false;
        const auto stop = [&] { return limits.out_of_time(); };
        connect4::heuristic_search search;
        const int odd = search.search(*position, draw_depth - 1, stop).score;
        const int even = search.search(*position, draw_depth, stop).score;
        const int mover_score = (odd + even) / 2;
        return (seat_moves ? mover_score : -mover_score) <= draw_margin;
    }

private:
    // Wins at once when it can; blocks a threat two times in three; otherwise avoids handing
    // over a win two times in three and plays a centre-weighted random column.
    int easy_column(const search_position& position) {
        const std::uint64_t playable = position.playable();
        if (const std::uint64_t wins = position.own_wins() & playable; wins != 0)
            return centre_most(wins);
        const std::uint64_t threats = position.opponent_wins();
        if (const std::uint64_t blocks = threats & playable; blocks != 0 && chance(2, 3))
            return weighted_column(blocks, rng_);
        std::uint64_t choices = playable;
        if (const std::uint64_t safe = playable & ~(threats >> 1); safe != 0 && chance(2, 3))
            choices = safe;
        return weighted_column(choices, rng_);
    }

    // A 4-ply heuristic search; a random column among those within a small margin of the best.
    int normal_column(const search_position& position, const time_keeper& clock) {
        connect4::heuristic_search search;
        const auto until = clock.share(0.5);
        const auto result = search.search(position, normal_depth, [&] {
            return clock.out_of_time() || std::chrono::steady_clock::now() >= until;
        });
        return near_best(result, normal_margin);
    }

    // Book, then solver, then (only if the solver ran out of time) the heuristic search.
    int hard_column(const search_position& position, const time_keeper& clock) {
        if (const auto booked = connect4::opening_book::builtin().column(position))
            return *booked;
        const std::uint64_t playable = position.playable();
        if (const std::uint64_t wins = position.own_wins() & playable; wins != 0)
            return centre_most(wins);

        // A quick heuristic answer first, so that there is always a sensible move.
        connect4::heuristic_search search;
        const auto quick_until = clock.share(0.05);
        const auto quick = search.search(position, hard_fallback_depth, [&] {
            return clock.out_of_time() || std::chrono::steady_clock::now() >= quick_until;
        });

        // Win, draw or loss first: once that is proven, the solver's column keeps it.
        connect4::solver& exact = thread_solver();
        const auto stop = [&] { return clock.out_of_time(); };
        const auto outcome = exact.analyse(position, connect4::solver::goal::outcome, stop);
        if (!outcome.complete)
            return quick.column;
        if (outcome.upper >= 0)
            return outcome.column;
        // Lost against perfect play: resist as long as the exact score shows, in the time left.
        const auto longest = exact.analyse(position, connect4::solver::goal::exact, stop);
        return longest.column >= 0 ? longest.column : quick.column;
    }

    // A random column among those whose score is within `margin` of the best; proven wins
    // and losses are never traded for anything else.
    int near_best(const connect4::heuristic_search::result& result, int margin) {
        if (result.column < 0)
            return -1;
        const int best = result.score;
        const bool decided = best >= connect4::heuristic_win - connect4::cells ||
                             best <= -(connect4::heuristic_win - connect4::cells);
        std::array<int, width> candidates{};
        int count = 0;
        for (int column = 0; column < width; ++column) {
            const int score = result.column_scores[static_cast<std::size_t>(column)];
            if (score <= -2 * connect4::heuristic_win)
                continue;
            if (decided ? score == best
                        : score >= best - margin &&
                              score > -(connect4::heuristic_win - connect4::cells))
                candidates[static_cast<std::size_t>(count++)] = column;
        }
        if (count == 0)
            return result.column;
        return candidates[static_cast<std::size_t>(next_random(rng_) %
                                                   static_cast<std::uint64_t>(count))];
    }

    bool chance(int in, int out_of) {
        return next_random(rng_) % static_cast<std::uint64_t>(out_of) <
               static_cast<std::uint64_t>(in);
    }

    // One solver per thread: its table (32 MiB) is reused by every hard player that thinks on
    // this thread, since proven bounds hold for any game.
    static connect4::solver& thread_solver() {
        thread_local connect4::solver instance(std::size_t{1} << 22);
        return instance;
    }

    static constexpr int normal_depth = 4;
    static constexpr int normal_margin = 6;
    static constexpr int hard_fallback_depth = 12;
    static constexpr int draw_depth = 6; // a few milliseconds
    // A heuristic score up to this counts as even: less than one open line of three.
    static constexpr int draw_margin = 10;

    level level_;
    std::uint64_t rng_;
};

} // namespace

// The connect4 player of a level.
std::unique_ptr<player> make_connect4_player(level l, std::uint64_t seed) {
    return std::make_unique<connect4_player>(l, seed);
}

} // namespace plyroom::core::ai
