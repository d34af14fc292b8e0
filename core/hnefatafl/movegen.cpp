#include "hnefatafl/movegen.hpp"

#include <bit>

namespace plyroom::core::hnefatafl {

namespace {

// Calls visit(bit) for every set bit, lowest first.
template <class Visit>
inline void for_each_bit(bitboard set, Visit visit) {
    auto low = static_cast<std::uint64_t>(set);
    auto high = static_cast<std::uint64_t>(set >> 64);
    while (low != 0) {
        visit(std::countr_zero(low));
        low &= low - 1;
    }
    while (high != 0) {
        visit(64 + std::countr_zero(high));
        high &= high - 1;
    }
}

// Appends the moves of the piece on `from` by walking each ray square by square; the frame and
// the first piece end a ray. Used where a ray crosses the empty throne.
template <bool is_king>
inline move* add_slides(const position& pos, square from, move* out) {
    for (const int step : directions)
        for (int to = from + step; pos.at(static_cast<square>(to)) == cell::empty; to += step)
            if (is_king || !detail::restricted_table[to])
                *out++ = move{from, static_cast<square>(to)};
    return out;
}

// Counts the moves of the piece on `from` square by square.
template <bool is_king>
inline int count_slides(const position& pos, square from) {
    int count = 0;
    for (const int step : directions)
        for (int to = from + step; pos.at(static_cast<square>(to)) == cell::empty; to += step)
            count += is_king || !detail::restricted_table[to] ? 1 : 0;
    return count;
}

// The framed index of the row and column through the throne.
constexpr int throne_line = throne % frame_width;

// Empty squares above bit `at` (1..11) of a row or column occupancy (right, or up). The
// frame bit 12 makes the shifted value non-zero, so the builtin needs no zero check.
inline int empty_above(std::uint16_t line, int at) {
    return __builtin_ctz(static_cast<unsigned>(line) >> (at + 1));
}
// Empty squares below bit `at` (1..11) of a row or column occupancy (left, or down); the
// frame bit 0 keeps the shifted value non-zero.
inline int empty_below(std::uint16_t line, int at) {
    return __builtin_clz(static_cast<unsigned>(line) << (32 - at));
}

// The number of targets of the piece on `from` in each direction (right, left, up, down),
// from the row and column occupancies; false when the piece is ordinary and its line runs
// through the empty throne, which it may cross but not stop on (the caller then walks).
template <bool is_king>
inline bool ray_lengths(const position& pos, square from, std::array<int, 4>& length) {
    const int x = from % frame_width;
    const int y = from / frame_width;
    if (!is_king && (x == throne_line || y == throne_line) && pos.at(throne) == cell::empty)
        return false;
    const std::uint16_t row = pos.row_occupancy(y);
    const std::uint16_t column = pos.column_occupancy(x);
    length = {empty_above(row, x), empty_below(row, x), empty_above(column, y),
              empty_below(column, y)};
    if (!is_king) // a ray that ends in a corner loses that last square
        for (int d = 0; d < 4; ++d)
            length[d] -= detail::restricted_table[from + directions[d] * length[d]] ? 1 : 0;
    return true;
}

// Writes a whole ray of max_ray moves, nearest first, and keeps the first `length`.
template <int step>
inline move* emit_ray(square from, int length, move* out) {
    for (int k = 0; k < max_ray; ++k)
        out[k] = move{from, static_cast<square>(from + step * (k + 1))};
    return out + length;
}

// Appends the moves of the piece on `from`: right, left, up, then down, nearest first.
template <bool is_king>
inline move* add_moves(const position& pos, square from, move* out) {
    std::array<int, 4> length{};
    if (!ray_lengths<is_king>(pos, from, length))
        return add_slides<is_king>(pos, from, out);
    out = emit_ray<1>(from, length[0], out);
    out = emit_ray<-1>(from, length[1], out);
    out = emit_ray<frame_width>(from, length[2], out);
    return emit_ray<-frame_width>(from, length[3], out);
}

// Counts the moves of the piece on `from`.
template <bool is_king>
inline int count_piece_moves(const position& pos, square from) {
    std::array<int, 4> length{};
    if (!ray_lengths<is_king>(pos, from, length))
        return count_slides<is_king>(pos, from);
    return length[0] + length[1] + length[2] + length[3];
}

// The side to move's ordinary pieces.
inline bitboard movers(const position& pos) {
    return pos.side_to_move() == side::attackers ? pos.attackers() : pos.defenders();
}

} // namespace

// Walks the side's pieces in bit order and slides each one in the four directions.
void generate_moves(const position& pos, move_list& list) {
    move* out = list.moves.data();
    for_each_bit(movers(pos),
                 [&](int bit) { out = add_moves<false>(pos, square_of_bit(bit), out); });
    if (pos.side_to_move() == side::defenders && pos.king() != no_square)
        out = add_moves<true>(pos, pos.king(), out);
    list.size = static_cast<int>(out - list.moves.data());
}

// Counts as generate_moves lists.
int count_moves(const position& pos) {
    int count = 0;
    for_each_bit(movers(pos),
                 [&](int bit) { count += count_piece_moves<false>(pos, square_of_bit(bit)); });
    if (pos.side_to_move() == side::defenders && pos.king() != no_square)
        count += count_piece_moves<true>(pos, pos.king());
    return count;
}

// Stops at the first piece that can move: the king, then the ordinary pieces.
bool has_any_move(const position& pos) {
    if (pos.side_to_move() == side::defenders && pos.king() != no_square &&
        count_piece_moves<true>(pos, pos.king()) > 0)
        return true;
    bool found = false;
    for_each_bit(movers(pos), [&](int bit) {
        if (!found && count_piece_moves<false>(pos, square_of_bit(bit)) > 0)
            found = true;
    });
    return found;
}

} // namespace plyroom::core::hnefatafl
