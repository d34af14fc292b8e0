// Connect Four on bitboards: the rules with no JSON, for the match adapter, perft and search.
//
// Layout (John Tromp's): bit col * 7 + row, row 0 at the bottom; each column keeps one spare
// bit above its six cells so that shifts used to find lines never wrap into the next column.
#pragma once

#include <cstdint>

namespace plyroom::core::connect4 {

inline constexpr int width = 7;
inline constexpr int height = 6;
inline constexpr int cells = width * height;

class bitboard {
public:
    // True while the column has an empty cell.
    bool can_play(int column) const { return (occupied_ & top_cell(column)) == 0; }
    // Drops the side to move's disc into a column that can_play.
    void play(int column);
    // The row (0 = bottom) the next disc in this column lands on.
    int landing_row(int column) const;

    int moves() const { return moves_; }
    // 0 for red, 1 for blue.
    int side_to_move() const { return moves_ & 1; }
    bool full() const { return moves_ == cells; }
    // True when the side that just moved has four in a row.
    bool last_mover_won() const { return has_four(discs_[1 - side_to_move()]); }
    // One bit per column (bit c) that can still be played.
    unsigned playable_columns() const;
    // 0 (red), 1 (blue) or -1 (empty) at a cell.
    int disc_at(int column, int row) const;

    std::uint64_t discs(int side) const { return discs_[side]; }
    std::uint64_t occupied() const { return occupied_; }

    static bool has_four(std::uint64_t discs);
    static constexpr std::uint64_t cell_bit(int column, int row) {
        return std::uint64_t{1} << (column * (height + 1) + row);
    }
    static constexpr std::uint64_t top_cell(int column) { return cell_bit(column, height - 1); }

    bool operator==(const bitboard&) const = default;

private:
    std::uint64_t discs_[2] = {0, 0};
    std::uint64_t occupied_ = 0;
    int moves_ = 0;
};

// Number of move sequences of `depth` moves from a position where the game is still running;
// a sequence stops at a win or a full board.
std::uint64_t perft(const bitboard& position, int depth);

} // namespace plyroom::core::connect4
