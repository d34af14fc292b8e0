#include "connect4/heuristic_search.hpp"

#include <algorithm>
#include <bit>

namespace plyroom::core::connect4 {

namespace {

constexpr int line_count = 69;

// Every line of four cells: 24 across, 21 up, 12 along each diagonal.
constexpr std::array<std::uint64_t, line_count> make_lines() {
    std::array<std::uint64_t, line_count> lines{};
    int n = 0;
    constexpr int steps[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    for (const auto& step : steps)
        for (int column = 0; column < width; ++column)
            for (int row = 0; row < height; ++row) {
                const int last_column = column + 3 * step[0];
                const int last_row = row + 3 * step[1];
                if (last_column >= width || last_row < 0 || last_row >= height)
                    continue;
                std::uint64_t mask = 0;
                for (int k = 0; k < 4; ++k)
                    mask |= bitboard::cell_bit(column + k * step[0], row + k * step[1]);
                lines[static_cast<std::size_t>(n++)] = mask;
            }
    return lines;
}
constexpr auto lines = make_lines();

// Rows 1, 3, 5 and rows 2, 4, 6 (counted from 1 at the bottom).
constexpr std::uint64_t odd_rows = board_bits::bottom_mask * 0b010101;
constexpr std::uint64_t even_rows = board_bits::bottom_mask * 0b101010;

// An open line's worth by the discs already in it.
constexpr std::array<int, 4> line_weight{0, 1, 4, 12};
constexpr int threat_weight = 12;
constexpr int good_row_threat_weight = 20;

// One side's open lines and threats; `first_player` picks the rows its threats count most on.
int side_value(std::uint64_t own, std::uint64_t other, std::uint64_t occupied, bool first_player) {
    int value = 0;
    for (const std::uint64_t line : lines)
        if ((line & other) == 0)
            value += line_weight[static_cast<std::size_t>(std::popcount(line & own) & 3)];
    const std::uint64_t threats = board_bits::winning_cells(own, occupied);
    value += threat_weight * std::popcount(threats);
    value +=
        good_row_threat_weight * std::popcount(threats & (first_player ? odd_rows : even_rows));
    return value;
}

} // namespace

// The mover's open lines and threats minus the opponent's.
int evaluate(const search_position& position) {
    const std::uint64_t opponent = position.current ^ position.occupied;
    const bool mover_first = (position.moves & 1) == 0;
    return side_value(position.current, opponent, position.occupied, mover_first) -
           side_value(opponent, position.current, position.occupied, !mover_first);
}

// Fail-soft negamax; wins score heuristic_win minus the discs on the board when seen.
int heuristic_search::negamax(const search_position& node, int depth, int alpha, int beta) {
    if ((++nodes_ & 0x3ff) == 0 && stop_ != nullptr && *stop_ && (*stop_)())
        throw stopped{};
    if (node.can_win_next())
        return heuristic_win - node.moves;
    if (node.moves >= cells - 1)
        return 0; // the last disc cannot win (checked above)
    const std::uint64_t candidates = node.non_losing_moves();
    if (candidates == 0)
        return -(heuristic_win - node.moves - 1);
    if (depth <= 0)
        return evaluate(node);

    const ordered_moves moves(node, candidates, -1);
    int best = -2 * heuristic_win;
    for (int i = 0; i < moves.count; ++i) {
        const int score = -negamax(node.after(moves.items[static_cast<std::size_t>(i)].cell),
                                   depth - 1, -beta, -alpha);
        best = std::max(best, score);
        alpha = std::max(alpha, score);
        if (alpha >= beta)
            break;
    }
    return best;
}

// Searches every column with a full window at each depth, so that all root scores are exact
// for that depth (the easy and normal players choose among them).
heuristic_search::result heuristic_search::search(const search_position& root, int max_depth,
                                                  const stop_check& stop) {
    result answer;
    answer.column_scores.fill(-2 * heuristic_win);
    stop_ = &stop;
    const std::uint64_t playable = root.playable();
    const std::uint64_t wins = root.own_wins() & playable;
    for (int depth = 1; depth <= std::max(1, max_depth); ++depth) {
        std::array<int, width> scores{};
        scores.fill(-2 * heuristic_win);
        try {
            for (const int column : centre_first) {
                const std::uint64_t cell = playable & board_bits::column_mask(column);
                if (cell == 0)
                    continue;
                int score = 0;
                if ((cell & wins) != 0)
                    score = heuristic_win - root.moves;
                else if (root.moves + 1 < cells)
                    score = -negamax(root.after(cell), depth - 1, -2 * heuristic_win,
                                     2 * heuristic_win);
                scores[static_cast<std::size_t>(column)] = score;
            }
        } catch (const stopped&) {
            if (answer.depth > 0)
                break;
            // Not even one ply finished: judge the columns by the evaluation alone.
            for (const int column : centre_first) {
                const std::uint64_t cell = playable & board_bits::column_mask(column);
                if (cell != 0)
                    scores[static_cast<std::size_t>(column)] =
                        (cell & wins) != 0 ? heuristic_win : -evaluate(root.after(cell));
            }
        }
        answer.column_scores = scores;
        answer.depth = depth;
        answer.column = -1;
        for (const int column : centre_first)
            if ((playable & board_bits::column_mask(column)) != 0 &&
                (answer.column < 0 || scores[static_cast<std::size_t>(column)] > answer.score)) {
                answer.column = column;
                answer.score = scores[static_cast<std::size_t>(column)];
            }
        const bool decided =
            answer.score >= heuristic_win - cells || answer.score <= -(heuristic_win - cells);
        if (decided || root.moves + depth >= cells || (stop && stop()))
            break;
    }
    stop_ = nullptr;
    return answer;
}

} // namespace plyroom::core::connect4
