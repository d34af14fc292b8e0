// The Fetlar 11x11 board: squares, the five restricted squares, sides, moves and bitboards.
//
// Squares index a framed mailbox: the 11x11 board sits inside a one-cell frame of off-board
// cells (13x13 in all), so a rook ray stops at the frame without a bounds check. Bitboards use
// bit rank * 11 + file (a1 = bit 0, k11 = bit 120) and serve the whole-board questions
// (encirclement) that a mailbox answers slowly.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace plyroom::core::hnefatafl {

inline constexpr int board_size = 11;
inline constexpr int frame_width = board_size + 2;
inline constexpr int cell_count = frame_width * frame_width;

// A framed-mailbox index; make_square() builds one from a file and a rank counted from 0.
using square = std::uint8_t;

// 0 marks "no square" (a frame cell, never on the board).
inline constexpr square no_square = 0;

// What a cell holds. The numeric values are stable: tables are indexed by them.
enum class cell : std::uint8_t { empty = 0, attacker = 1, defender = 2, king = 3, off = 4 };

// Seat 0 (attackers, moving first) and seat 1 (defenders).
enum class side : std::uint8_t { attackers = 0, defenders = 1 };

// The other side.
constexpr side opponent(side s) {
    return s == side::attackers ? side::defenders : side::attackers;
}

// The square on file 0..10 (a..k) and rank 0..10 (1..11).
constexpr square make_square(int file, int rank) {
    return static_cast<square>((rank + 1) * frame_width + file + 1);
}
// File 0..10 (a..k) of a board square.
constexpr int file_of(square s) {
    return s % frame_width - 1;
}
// Rank 0..10 (ranks 1..11) of a board square.
constexpr int rank_of(square s) {
    return s / frame_width - 1;
}
// True for the 121 board squares, false for the frame.
constexpr bool on_board(int s) {
    return s >= 0 && s < cell_count && s % frame_width >= 1 && s % frame_width <= board_size &&
           s / frame_width >= 1 && s / frame_width <= board_size;
}
// True on the outermost ranks and files.
constexpr bool on_edge(square s) {
    return file_of(s) == 0 || file_of(s) == board_size - 1 || rank_of(s) == 0 ||
           rank_of(s) == board_size - 1;
}

inline constexpr square throne = make_square(5, 5); // f6
inline constexpr std::array<square, 4> corners{make_square(0, 0), make_square(0, 10),
                                               make_square(10, 0), make_square(10, 10)};

// True on a1, a11, k1 and k11.
constexpr bool is_corner(square s) {
    return s == corners[0] || s == corners[1] || s == corners[2] || s == corners[3];
}
// True on the throne and the corners: only the king may stop there.
constexpr bool is_restricted(square s) {
    return s == throne || is_corner(s);
}

namespace detail {
// is_restricted() for every framed-mailbox index, for hot loops.
constexpr std::array<bool, cell_count> make_restricted_table() {
    std::array<bool, cell_count> table{};
    for (int s = 0; s < cell_count; ++s)
        table[s] = on_board(s) && is_restricted(static_cast<square>(s));
    return table;
}
inline constexpr auto restricted_table = make_restricted_table();
} // namespace detail

// Steps to the four orthogonal neighbours: right, left, up, down.
inline constexpr std::array<int, 4> directions{1, -1, frame_width, -frame_width};

// One move of one piece from a square to another along a rank or a file.
struct move {
    square from = no_square;
    square to = no_square;
    bool operator==(const move&) const = default;
};

// "f4" for a board square.
std::string square_name(square s);

// Why a move may not be played: words for a person, and for a client that says it in its own
// words the kind of reason (README, "Refusals") and the square it names, if any.
struct illegal_move {
    std::string message;
    std::string why;
    std::optional<square> at = std::nullopt;
};
// The square named by "f4" (files a..k, ranks 1..11 without leading zeros), or nullopt.
std::optional<square> parse_square(std::string_view text);

// A 121-bit set of board squares, bit rank * 11 + file. __extension__ keeps -Wpedantic quiet
// about the compiler's 128-bit integer, which GCC and Clang both provide.
__extension__ typedef unsigned __int128 bitboard;

namespace detail {
// Bit index of every framed-mailbox index (-1 on the frame).
constexpr std::array<std::int8_t, cell_count> make_bit_table() {
    std::array<std::int8_t, cell_count> table{};
    for (int s = 0; s < cell_count; ++s)
        table[s] = on_board(s)
                       ? static_cast<std::int8_t>(rank_of(static_cast<square>(s)) * board_size +
                                                  file_of(static_cast<square>(s)))
                       : std::int8_t{-1};
    return table;
}
// Framed-mailbox index of every bitboard bit.
constexpr std::array<square, board_size * board_size> make_square_table() {
    std::array<square, board_size * board_size> table{};
    for (int bit = 0; bit < board_size * board_size; ++bit)
        table[bit] = make_square(bit % board_size, bit / board_size);
    return table;
}
inline constexpr auto bit_table = make_bit_table();
inline constexpr auto square_table = make_square_table();
} // namespace detail

// The bitboard bit of a board square.
inline int bit_of(square s) {
    return detail::bit_table[s];
}
// The board square of a bitboard bit 0..120.
inline square square_of_bit(int bit) {
    return detail::square_table[bit];
}
// The one-square set of a board square.
inline bitboard square_bit(square s) {
    return bitboard{1} << bit_of(s);
}

namespace detail {
// The set of board squares whose file is `file`.
constexpr bitboard file_mask(int file) {
    bitboard mask = 0;
    for (int rank = 0; rank < board_size; ++rank)
        mask |= bitboard{1} << (rank * board_size + file);
    return mask;
}
// The set of board squares whose rank is `rank`.
constexpr bitboard rank_mask(int rank) {
    return ((bitboard{1} << board_size) - 1) << (rank * board_size);
}
} // namespace detail

// The 121 board squares.
inline constexpr bitboard board_mask = (bitboard{1} << (board_size * board_size)) - 1;
// Squares on the outermost ranks and files.
inline constexpr bitboard edge_mask = detail::file_mask(0) | detail::file_mask(board_size - 1) |
                                      detail::rank_mask(0) | detail::rank_mask(board_size - 1);
inline constexpr bitboard not_file_a = board_mask & ~detail::file_mask(0);
inline constexpr bitboard not_file_k = board_mask & ~detail::file_mask(board_size - 1);

// Adds to a set every board square orthogonally next to one of its squares.
constexpr bitboard grow(bitboard set) {
    return (set | ((set << 1) & not_file_a) | ((set >> 1) & not_file_k) | (set << board_size) |
            (set >> board_size)) &
           board_mask;
}

} // namespace plyroom::core::hnefatafl
