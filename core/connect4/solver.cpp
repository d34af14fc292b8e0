#include "connect4/solver.hpp"

#include <algorithm>
#include <array>
#include <bit>

namespace plyroom::core::connect4 {

namespace {

using board_bits::column_mask;

// Nodes with at least this many empty cells first look for a cut-off among their children's
// table entries (enhanced transposition cut-off): it costs a probe per child, worth it only
// where the subtrees are large.
constexpr int etc_min_empty = 12;

// A column read from the table in the position's own orientation; -1 for none.
int stored_column(const canonical_key& key, int column) {
    return column == transposition_table::no_move ? -1 : key.canonical_column(column);
}

// The score of winning with the side to move's next disc.
int win_now_score(const search_position& node) {
    return (cells + 1 - node.moves) / 2;
}

} // namespace

// A solver with an empty table of about `table_entries` positions.
solver::solver(std::size_t table_entries) : table_(table_entries) {}

// Abandons the search (by throwing) once the stop check says so.
void solver::poll_stop() {
    if (stop_ != nullptr && *stop_ && (*stop_)())
        throw stopped{};
}

// Fail-soft negamax within [alpha, beta]; the side to move has no immediate win.
int solver::negamax(const search_position& node, int alpha, int beta) {
    if ((++nodes_ & 0xfff) == 0)
        poll_stop();
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
    const int highest = (cells - 1 - node.moves) / 2;
    if (beta > highest) {
        beta = highest;
        if (alpha >= beta)
            return beta;
    }

    const canonical_key key(node);
    const transposition_table::bounds known = table_.probe(key.key);
    if (known.lower > alpha) {
        alpha = known.lower;
        if (alpha >= beta)
            return alpha;
    }
    if (known.upper < beta) {
        beta = known.upper;
        if (alpha >= beta)
            return beta;
    }

    const int empty_cells = cells - node.moves;
    const ordered_moves moves(node, candidates, stored_column(key, known.column));
    // Every child's bucket starts loading now, while the first child is searched.
    std::array<std::uint64_t, width> child_keys{};
    for (int i = 0; i < moves.count; ++i) {
        child_keys[static_cast<std::size_t>(i)] =
            canonical_key(node.after(moves.items[static_cast<std::size_t>(i)].cell)).key;
        table_.prefetch(child_keys[static_cast<std::size_t>(i)]);
    }
    if (empty_cells >= etc_min_empty) {
        // A child already known to be bad enough for the opponent cuts at once.
        for (int i = 0; i < moves.count; ++i) {
            const int child_upper = table_.probe(child_keys[static_cast<std::size_t>(i)]).upper;
            if (-child_upper >= beta) {
                table_.store_lower(
                    key.key, empty_cells, -child_upper,
                    key.canonical_column(moves.items[static_cast<std::size_t>(i)].column));
                return -child_upper;
            }
        }
    }
    int best_column = moves.items[0].column;
    for (int i = 0; i < moves.count; ++i) {
        const auto& move = moves.items[static_cast<std::size_t>(i)];
        const int score = -negamax(node.after(move.cell), -beta, -alpha);
        if (score >= beta) {
            table_.store_lower(key.key, empty_cells, score, key.canonical_column(move.column));
            return score;
        }
        if (score > alpha) {
            alpha = score;
            best_column = move.column;
        }
    }
    table_.store_upper(key.key, empty_cells, alpha, key.canonical_column(best_column));
    return alpha;
}

// Searches the root's children with the window [alpha, alpha + 1].
int solver::root_probe(const search_position& root, int alpha, int& column) {
    const std::uint64_t candidates = root.non_losing_moves();
    if (candidates == 0) {
        // Every move loses at once; any column is as good as another.
        column = board_bits::column_of(root.playable());
        return -(cells - root.moves) / 2;
    }
    const canonical_key key(root);
    const ordered_moves moves(root, candidates, stored_column(key, table_.probe(key.key).column));
    if (root.moves >= cells - 2) {
        column = moves.items[0].column;
        return 0;
    }
    int best = -cells;
    for (int i = 0; i < moves.count; ++i) {
        const auto& move = moves.items[static_cast<std::size_t>(i)];
        const int score = -negamax(root.after(move.cell), -(alpha + 1), -alpha);
        if (score > best) {
            best = score;
            column = move.column;
        }
        if (score > alpha)
            break;
    }
    const int empty_cells = cells - root.moves;
    if (best > alpha)
        table_.store_lower(key.key, empty_cells, best, key.canonical_column(column));
    else
        table_.store_upper(key.key, empty_cells, best, key.canonical_column(column));
    return best;
}

// The analysis of the bitboard's position.
solver::analysis solver::analyse(const bitboard& board, goal wanted, const stop_check& stop) {
    return analyse(search_position::from(board), wanted, stop);
}

// Null-window probes: first whether the mover wins, then whether it draws, then (for the
// exact goal) halving the remaining interval. Each finished probe proves a bound.
solver::analysis solver::analyse(const search_position& root, goal wanted, const stop_check& stop) {
    analysis result;
    if (root.can_win_next()) {
        result.column = board_bits::column_of(root.own_wins() & root.playable());
        result.lower = result.upper = win_now_score(root);
        result.complete = true;
        return result;
    }
    result.lower = -(cells - root.moves) / 2;
    result.upper = (cells - 1 - root.moves) / 2;
    stop_ = &stop;
    try {
        while (result.lower < result.upper) {
            if (wanted == goal::outcome &&
                (result.lower > 0 || result.upper < 0 || (result.lower == 0 && result.upper == 0)))
                break;
            // Win or not, then draw or loss, then halves of what remains.
            int probe = result.lower + (result.upper - result.lower) / 2;
            if (result.lower < 0 && result.upper > 0)
                probe = 0;
            else if (result.upper == 0)
                probe = -1;
            int column = -1;
            const int score = root_probe(root, probe, column);
            if (score > probe) {
                result.lower = score;
                result.column = column;
            } else {
                result.upper = score;
            }
        }
        result.complete = true;
    } catch (const stopped&) {
        result.complete = false;
    }
    stop_ = nullptr;
    if (result.column < 0 && result.complete) {
        // The worst case is the score: any column that does not lose at once reaches it.
        int column = -1;
        root_probe(root, result.lower - 1, column);
        result.column = column;
    }
    return result;
}

// The exact analysis's score.
int solver::solve(const bitboard& board) {
    const analysis result = analyse(board, goal::exact);
    return result.lower;
}

// The outcome analysis's sign.
int solver::solve_weak(const bitboard& board) {
    const analysis result = analyse(board, goal::outcome);
    if (result.lower > 0)
        return 1;
    if (result.upper < 0)
        return -1;
    return 0;
}

// Solves the position after each column; wins and full boards need no search.
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
