#include "solver.hpp"

#include <algorithm>
#include <array>
#include <bit>

namespace plyroom::core::connect4 {

namespace {

constexpr int column_stride = height + 1;

constexpr std::uint64_t bottom_row() {
    std::uint64_t mask = 0;
    for (int column = 0; column < width; ++column)
        mask |= bitboard::cell_bit(column, 0);
    return mask;
}

constexpr std::uint64_t bottom_mask = bottom_row();
constexpr std::uint64_t board_mask = bottom_mask * ((std::uint64_t{1} << height) - 1);

constexpr std::uint64_t column_mask(int column) {
    return ((std::uint64_t{1} << height) - 1) << (column * column_stride);
}

// Centre columns first: they take part in more lines, so they cut the search sooner.
constexpr std::array<int, width> column_order{3, 2, 4, 1, 5, 0, 6};

// The empty cells that would complete four for the owner of `discs`.
std::uint64_t winning_cells(std::uint64_t discs, std::uint64_t occupied) {
    // Vertical: three discs directly below.
    std::uint64_t cells = (discs << 1) & (discs << 2) & (discs << 3);
    for (const int shift : {column_stride, column_stride - 1, column_stride + 1}) {
        std::uint64_t pair = (discs << shift) & (discs << (2 * shift));
        cells |= pair & (discs << (3 * shift));
        cells |= pair & (discs >> shift);
        pair = (discs >> shift) & (discs >> (2 * shift));
        cells |= pair & (discs << shift);
        cells |= pair & (discs >> (3 * shift));
    }
    return cells & (board_mask ^ occupied);
}

} // namespace

// The solver's own view of a position: the side to move's discs and all discs.
struct solver::position {
    std::uint64_t current = 0;
    std::uint64_t occupied = 0;
    int moves = 0;

    static position from(const bitboard& board) {
        return {board.discs(board.side_to_move()), board.occupied(), board.moves()};
    }
    std::uint64_t key() const { return current + occupied; }
    std::uint64_t playable() const { return (occupied + bottom_mask) & board_mask; }
    bool can_win_next() const { return (winning_cells(current, occupied) & playable()) != 0; }
    // Playable cells that do not hand the opponent an immediate win; 0 when every move loses.
    std::uint64_t non_losing_moves() const {
        std::uint64_t candidates = playable();
        const std::uint64_t opponent_wins = winning_cells(current ^ occupied, occupied);
        const std::uint64_t forced = candidates & opponent_wins;
        if (forced != 0) {
            if ((forced & (forced - 1)) != 0)
                return 0; // two threats at once: nothing saves the game
            candidates = forced;
        }
        // Never play directly beneath an opponent's winning cell.
        return candidates & ~(opponent_wins >> 1);
    }
    // Move quality for ordering: how many winning cells the move leaves us with.
    int threats_after(std::uint64_t move) const {
        return std::popcount(winning_cells(current | move, occupied));
    }
    position after(std::uint64_t move) const {
        return {current ^ occupied, occupied | move, moves + 1};
    }
};

solver::solver(std::size_t table_entries) {
    // A prime size spreads keys that differ in a few high bits.
    auto is_prime = [](std::size_t n) {
        if (n < 2)
            return false;
        for (std::size_t d = 2; d * d <= n; ++d)
            if (n % d == 0)
                return false;
        return true;
    };
    std::size_t size = std::max<std::size_t>(table_entries, 1031);
    while (!is_prime(size))
        ++size;
    keys_.assign(size, 0);
    bounds_.assign(size, 0);
}

int solver::stored_bound(std::uint64_t key) const {
    const std::size_t slot = key % keys_.size();
    return keys_[slot] == key ? bounds_[slot] : 0;
}

void solver::store_bound(std::uint64_t key, int bound) {
    const std::size_t slot = key % keys_.size();
    keys_[slot] = key;
    bounds_[slot] = static_cast<std::int8_t>(bound);
}

// Fail-soft negamax within [alpha, beta]; the position has no immediate win for the mover.
int solver::negamax(const position& node, int alpha, int beta) {
    ++nodes_;
    const std::uint64_t candidates = node.non_losing_moves();
    if (candidates == 0)
        return -(cells - node.moves) / 2;
    if (node.moves >= cells - 2)
        return 0;

    // The opponent cannot win at their next move, so our loss comes two moves later at best.
    const int lowest = -(cells - 2 - node.moves) / 2;
    if (alpha < lowest) {
        alpha = lowest;
        if (alpha >= beta)
            return alpha;
    }
    // We cannot win at this move (checked by the caller), so at best with our next disc.
    int highest = (cells - 1 - node.moves) / 2;
    if (const int stored = stored_bound(node.key()); stored != 0)
        highest = stored + min_score - 1;
    if (beta > highest) {
        beta = highest;
        if (alpha >= beta)
            return beta;
    }

    struct scored_move {
        std::uint64_t move;
        int score;
    };
    std::array<scored_move, width> ordered{};
    int count = 0;
    for (const int column : column_order) {
        const std::uint64_t move = candidates & column_mask(column);
        if (move == 0)
            continue;
        // Insertion sort, stable so that the centre-first order breaks ties.
        const int score = node.threats_after(move);
        int at = count++;
        while (at > 0 && ordered[static_cast<std::size_t>(at - 1)].score < score) {
            ordered[static_cast<std::size_t>(at)] = ordered[static_cast<std::size_t>(at - 1)];
            --at;
        }
        ordered[static_cast<std::size_t>(at)] = {move, score};
    }

    for (int i = 0; i < count; ++i) {
        const int score =
            -negamax(node.after(ordered[static_cast<std::size_t>(i)].move), -beta, -alpha);
        if (score >= beta)
            return score;
        alpha = std::max(alpha, score);
    }
    store_bound(node.key(), alpha - min_score + 1);
    return alpha;
}

// Narrows [lowest, highest] with null-window searches until the exact score is known.
int solver::solve_between(const position& start, int lowest, int highest) {
    if (start.can_win_next())
        return (cells + 1 - start.moves) / 2;
    while (lowest < highest) {
        int probe = lowest + (highest - lowest) / 2;
        // Probe near zero first: most positions are decided close to it.
        if (probe <= 0 && lowest / 2 < probe)
            probe = lowest / 2;
        else if (probe >= 0 && highest / 2 > probe)
            probe = highest / 2;
        const int score = negamax(start, probe, probe + 1);
        if (score <= probe)
            highest = score;
        else
            lowest = score;
    }
    return lowest;
}

int solver::solve(const bitboard& board) {
    const position start = position::from(board);
    return solve_between(start, -(cells - start.moves) / 2, (cells + 1 - start.moves) / 2);
}

int solver::solve_weak(const bitboard& board) {
    const int score = solve_between(position::from(board), -1, 1);
    return (score > 0) - (score < 0);
}

std::vector<int> solver::column_scores(const bitboard& board) {
    std::vector<int> scores(width, unplayable);
    for (int column = 0; column < width; ++column) {
        if (!board.can_play(column))
            continue;
        bitboard next = board;
        next.play(column);
        if (next.last_mover_won())
            scores[static_cast<std::size_t>(column)] = (cells + 1 - board.moves()) / 2;
        else if (next.full())
            scores[static_cast<std::size_t>(column)] = 0;
        else
            scores[static_cast<std::size_t>(column)] = -solve(next);
    }
    return scores;
}

} // namespace plyroom::core::connect4
