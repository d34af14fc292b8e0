// Move generation for the side to move. Every piece slides like a rook over empty squares;
// only the king may stop on the throne or a corner, and other pieces may cross the empty
// throne. A corner ends its rank and file, so no ray passes through one. Nothing else limits
// a move (there is no check), so every generated move is legal.
//
// Speed: the position keeps one occupancy word per row and column, so each ray's length is
// one bit scan; a ray's moves are written as a whole block of max_ray and trimmed, which
// avoids a branch per target. Only a line through the empty throne is walked square by square.
#pragma once

#include "hnefatafl/position.hpp"

#include <array>

namespace plyroom::core::hnefatafl {

// No side can have more moves: 24 attackers with at most 20 targets each.
inline constexpr int max_moves = 480;
// The longest ray: a piece on an edge square sees at most 10 squares along that edge.
inline constexpr int max_ray = board_size - 1;

// The moves of one position, in a fixed array the caller owns (Stockfish's MoveList). The
// generator writes whole rays and then keeps only the valid part, hence the spare room.
struct move_list {
    std::array<move, max_moves + max_ray> moves;
    int size = 0;

    const move* begin() const { return moves.data(); }
    const move* end() const { return moves.data() + size; }
};

// Fills `list` with every legal move of the side to move: pieces in bit order (a1, b1, ...,
// k11), the king last, and each piece's targets right, left, up, then down, nearest first.
void generate_moves(const position& pos, move_list& list);
// The number of legal moves of the side to move, without listing them.
int count_moves(const position& pos);
// True when the side to move has at least one legal move.
bool has_any_move(const position& pos);

} // namespace plyroom::core::hnefatafl
