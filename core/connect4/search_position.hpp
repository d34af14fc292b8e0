// The position the Connect Four searches work on (Pascal Pons's layout): the discs of the side
// to move and all discs, on bitboard's bits (col * 7 + row). Every question a search asks in
// its inner loop is a handful of shifts and masks here.
#pragma once

#include "connect4/bitboard.hpp"

#include <array>
#include <bit>
#include <cstdint>

namespace plyroom::core::connect4 {

namespace board_bits {
inline constexpr int column_stride = height + 1;

// One bit per column on the bottom row.
constexpr std::uint64_t make_bottom_mask() {
    std::uint64_t mask = 0;
    for (int column = 0; column < width; ++column)
        mask |= bitboard::cell_bit(column, 0);
    return mask;
}
inline constexpr std::uint64_t bottom_mask = make_bottom_mask();
// The 42 cells, without the spare bit above each column.
inline constexpr std::uint64_t board_mask = bottom_mask * ((std::uint64_t{1} << height) - 1);

// The six cells of one column.
constexpr std::uint64_t column_mask(int column) {
    return ((std::uint64_t{1} << height) - 1) << (column * column_stride);
}

// The empty cells that would complete four for the owner of `discs`.
constexpr std::uint64_t winning_cells(std::uint64_t discs, std::uint64_t occupied) {
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

// The column of a one-cell set (of its lowest cell, given several).
inline int column_of(std::uint64_t cell) {
    return std::countr_zero(cell) / column_stride;
}

// The same cells seen in a mirror (column c becomes column 6 - c). Sums of a disc set and the
// occupied set never carry across columns, so this also mirrors position keys.
constexpr std::uint64_t mirrored(std::uint64_t bits) {
    std::uint64_t result = 0;
    for (int column = 0; column < width; ++column)
        result |= ((bits >> (column * column_stride)) & 0x7f)
                  << ((width - 1 - column) * column_stride);
    return result;
}
} // namespace board_bits

struct search_position {
    std::uint64_t current = 0;  // discs of the side to move
    std::uint64_t occupied = 0; // every disc
    int moves = 0;

    static search_position from(const bitboard& board) {
        return {board.discs(board.side_to_move()), board.occupied(), board.moves()};
    }

    // A unique number per position: the occupied cells plus one bit above each column's top
    // disc, with the mover's discs marked; it fits in 49 bits.
    std::uint64_t key() const { return current + occupied + board_bits::bottom_mask; }
    // The lowest empty cell of every column that has one.
    std::uint64_t playable() const {
        return (occupied + board_bits::bottom_mask) & board_bits::board_mask;
    }
    std::uint64_t own_wins() const { return board_bits::winning_cells(current, occupied); }
    std::uint64_t opponent_wins() const {
        return board_bits::winning_cells(current ^ occupied, occupied);
    }
    // True when the side to move completes four with its next disc.
    bool can_win_next() const { return (own_wins() & playable()) != 0; }

    // Playable cells that do not hand the opponent an immediate win; 0 when every move loses.
    std::uint64_t non_losing_moves() const {
        std::uint64_t candidates = playable();
        const std::uint64_t threats = opponent_wins();
        const std::uint64_t forced = candidates & threats;
        if (forced != 0) {
            if ((forced & (forced - 1)) != 0)
                return 0; // two threats at once: nothing saves the game
            candidates = forced;
        }
        // Never play directly beneath an opponent's winning cell.
        return candidates & ~(threats >> 1);
    }

    // The position after the side to move takes the cell `move`.
    search_position after(std::uint64_t move) const {
        return {current ^ occupied, occupied | move, moves + 1};
    }
    // The position after a disc in a column that has room.
    search_position after_column(int column) const {
        return after(playable() & board_bits::column_mask(column));
    }
};

// Centre columns first: they take part in more lines, so they cut a search sooner.
inline constexpr std::array<int, width> centre_first{3, 2, 4, 1, 5, 0, 6};

// The moves of one node, best first: `first_column` (a table's best, or -1) ahead, then by
// the threats a move leaves its player, then centre first.
struct ordered_moves {
    struct item {
        std::uint64_t cell;
        int column;
        int score;
    };
    std::array<item, width> items{};
    int count = 0;

    ordered_moves(const search_position& node, std::uint64_t candidates, int first_column) {
        for (const int column : centre_first) {
            const std::uint64_t cell = candidates & board_bits::column_mask(column);
            if (cell == 0)
                continue;
            const int score = column == first_column
                                  ? 1000
                                  : std::popcount(board_bits::winning_cells(node.current | cell,
                                                                            node.occupied | cell));
            // Insertion sort, stable so that the centre-first order breaks ties.
            int at = count++;
            while (at > 0 && items[static_cast<std::size_t>(at - 1)].score < score) {
                items[static_cast<std::size_t>(at)] = items[static_cast<std::size_t>(at - 1)];
                --at;
            }
            items[static_cast<std::size_t>(at)] = {cell, column, score};
        }
    }
};

// The smaller of a position's key and its mirror image's, and whether that is the mirror's.
struct canonical_key {
    std::uint64_t key;
    bool mirrored;

    explicit canonical_key(const search_position& position) {
        const std::uint64_t own = position.key();
        const std::uint64_t reflected = board_bits::mirrored(own);
        mirrored = reflected < own;
        key = mirrored ? reflected : own;
    }
    // A column of the position as seen in the canonical orientation, and back.
    int canonical_column(int column) const { return mirrored ? width - 1 - column : column; }
};

} // namespace plyroom::core::connect4
