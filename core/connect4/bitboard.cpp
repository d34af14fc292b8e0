#include "bitboard.hpp"

#include <bit>
#include <initializer_list>

namespace plyroom::core::connect4 {

namespace {

constexpr std::uint64_t bottom_cell(int column) {
    return bitboard::cell_bit(column, 0);
}

} // namespace

// Sets the lowest empty cell of the column: adding the bottom bit carries up to it.
void bitboard::play(int column) {
    const std::uint64_t landed = (occupied_ + bottom_cell(column)) & ~occupied_ &
                                 (((std::uint64_t{1} << height) - 1) << (column * (height + 1)));
    discs_[side_to_move()] |= landed;
    occupied_ |= landed;
    ++moves_;
}

// Counts the filled cells of the column.
int bitboard::landing_row(int column) const {
    const std::uint64_t column_bits = (occupied_ >> (column * (height + 1))) & ((1u << height) - 1);
    return std::popcount(column_bits);
}

unsigned bitboard::playable_columns() const {
    unsigned columns = 0;
    for (int column = 0; column < width; ++column)
        if (can_play(column))
            columns |= 1u << column;
    return columns;
}

int bitboard::disc_at(int column, int row) const {
    const std::uint64_t bit = cell_bit(column, row);
    if (discs_[0] & bit)
        return 0;
    if (discs_[1] & bit)
        return 1;
    return -1;
}

// Four in a row along any direction: vertical (1), horizontal (7), both diagonals (6, 8).
bool bitboard::has_four(std::uint64_t discs) {
    for (const int shift : {1, height + 1, height, height + 2}) {
        const std::uint64_t pairs = discs & (discs >> shift);
        if (pairs & (pairs >> (2 * shift)))
            return true;
    }
    return false;
}

// Copy-make recursion; at depth 1 the playable columns are counted without playing them.
std::uint64_t perft(const bitboard& position, int depth) {
    if (depth <= 0)
        return 1;
    const unsigned columns = position.playable_columns();
    if (depth == 1)
        return static_cast<std::uint64_t>(std::popcount(columns));
    std::uint64_t total = 0;
    for (int column = 0; column < width; ++column) {
        if ((columns & (1u << column)) == 0)
            continue;
        bitboard next = position;
        next.play(column);
        if (!next.last_mover_won() && !next.full())
            total += perft(next, depth - 1);
    }
    return total;
}

} // namespace plyroom::core::connect4
