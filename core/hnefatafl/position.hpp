// A Fetlar Hnefatafl position: the pieces, the side to move, the plies since the last capture
// and a Zobrist hash, with Stockfish-style do_move/undo_move whose undo data the caller owns.
//
// Captures (core/hnefatafl/README.md) happen inside do_move, because they are part of the move:
// - An enemy ordinary piece next to the moved piece is captured when the square beyond it,
//   on the same line, is hostile to it: an enemy piece (the king is armed, so it counts for
//   the defenders both as mover and as anvil), a corner, or the empty throne. The throne
//   with the king on it is hostile to attackers (the king is there) and not to defenders.
// - Only the mover captures, so a piece that moves between two enemies is safe, and one move
//   may capture up to three pieces. There are no shieldwall captures and no edge forts.
// - The king is captured by an attacker's move that lands next to it and leaves attackers on
//   all four sides, or on three sides with the empty throne as the fourth. A king on an edge
//   square is never captured. "Completing the enclosure" means landing next to the king:
//   nothing else can turn a square beside the king hostile, so a king that moved into an
//   enclosure stays safe until an attacker moves onto one of its sides again.
#pragma once

#include "hnefatafl/geometry.hpp"

#include <array>
#include <cstdint>
#include <string>
#include <variant>
#include <vector>

namespace plyroom::core::hnefatafl {

// What do_move changed that undo_move cannot recompute.
struct undo_info {
    move played;
    std::uint64_t hash = 0;
    std::uint16_t plies_since_capture = 0;
    std::uint8_t captured_count = 0;  // ordinary pieces in `captured`
    square captured_king = no_square; // where the king was captured, if it was
    std::array<square, 3> captured{};
};

class position {
public:
    // The Fetlar start: 24 attackers, 12 defenders and the king on the throne; attackers move.
    static position start();
    // A position from 11 rows, rank 11 first, of 'A' attacker, 'D' defender, 'K' king, '.'
    // empty; or, as words, why the rows are no position (one king; only the king on the
    // throne or a corner).
    static std::variant<position, std::string> from_rows(const std::vector<std::string>& rows,
                                                         side to_move);

    cell at(square s) const { return cells_[s]; }
    side side_to_move() const { return side_; }
    std::uint64_t hash() const { return hash_; }
    int plies_since_capture() const { return plies_since_capture_; }
    // The king's square, or no_square once it has been captured.
    square king() const { return king_; }
    bool king_captured() const { return king_ == no_square; }
    bool king_escaped() const { return king_ != no_square && is_corner(king_); }
    // Attackers, ordinary defenders (without the king), everything on the board.
    // Occupancy of one framed row (index s / 13) or column (index s % 13): bit s % 13 or
    // s / 13 for each occupied square, plus the frame bits 0 and 12, so that counting zero
    // bits from a square gives the empty squares beside it on that line.
    std::uint16_t row_occupancy(int row) const { return rows_[row]; }
    std::uint16_t column_occupancy(int column) const { return columns_[column]; }
    bitboard attackers() const { return attackers_; }
    bitboard defenders() const { return defenders_; }
    bitboard occupied() const;

    // The Fetlar encirclement test: no defender and not the king stands on an edge square or
    // next to an empty square that empty squares connect to the edge.
    bool defenders_encircled() const;

    // Why the side to move may not play `m`, or nullopt when it is legal.
    std::optional<illegal_move> why_not(move m) const;
    // The same in words only.
    std::optional<std::string> why_illegal(move m) const;

    // Plays a legal move for the side to move and makes its captures.
    void do_move(move m, undo_info& undo);
    // Takes back the move recorded in `undo`, which must be the last one done.
    void undo_move(const undo_info& undo);

    // The rows of BOARD, rank 11 first, with A, D, K and '.'.
    std::vector<std::string> rows() const;
    // True when the mailbox, the bitboards, the king square and the hash agree.
    bool is_consistent() const;

    bool operator==(const position&) const = default;

private:
    position();
    void put(square s, cell c);
    void remove(square s);

    std::array<cell, cell_count> cells_{};
    std::array<std::uint16_t, frame_width> rows_{};
    std::array<std::uint16_t, frame_width> columns_{};
    bitboard attackers_ = 0;
    bitboard defenders_ = 0;
    std::uint64_t hash_ = 0;
    square king_ = no_square;
    side side_ = side::attackers;
    std::uint16_t plies_since_capture_ = 0;
};

} // namespace plyroom::core::hnefatafl
