// The Hnefatafl AI's search: iterative-deepening alpha-beta (principal variation search) with
// a transposition table, move ordering (table move, wins, captures, killers, history) and a
// short capture-only quiescence at the horizon, which also sees a king about to escape.
//
// Endings inside the search follow the rules' order where it matters: king captured, king
// escaped, encircled (checked after attackers' moves, the only ones that can close a ring
// around the king), no legal moves, and the 100-ply count. A position that repeats one on the
// current line scores as a draw. The root's moves are judged by the real game (tafl_game): a
// move that ends it scores its result, and one that returns to a position seen before in the
// game scores as a draw.
#pragma once

#include "hnefatafl/tafl_game.hpp"

#include <array>
#include <cstdint>
#include <functional>
#include <vector>

namespace plyroom::core::hnefatafl {

// Scores beyond this are won or lost games (the winner is nearer the better).
inline constexpr int search_win = 100000;
inline constexpr int search_decided = search_win - 1000;

// The squares where a move of the side to move captures something: an enemy ordinary piece
// next to the square with a hostile square beyond it, or the king's last free side.
struct capture_squares {
    bitboard landings = 0;

    explicit capture_squares(const position& pos);
    bool captures(move m) const { return ((landings >> bit_of(m.to)) & 1) != 0; }
};

class tafl_search {
public:
    using stop_check = std::function<bool()>;

    struct root_move {
        move played;
        int score = 0; // for the side to move, from the last search that reached it
    };

    struct result {
        move best;
        int score = 0;
        int depth = 0;                // deepest iteration completed
        std::vector<root_move> moves; // every root move, best first (last completed depth)
    };

    // `table_entries` sizes the transposition table (16 bytes an entry).
    explicit tafl_search(std::size_t table_entries = std::size_t{1} << 18);

    // Searches a running game to `max_depth` plies at most, stopping when `stop` says so and
    // keeping what the deepest completed iteration found. `exact_root` scores every root move
    // exactly (slower; for choosing at random among good moves), where otherwise only the best
    // is exact and the others are bounds below it.
    result search(const tafl_game& game, int max_depth, const stop_check& stop,
                  bool exact_root = false);

    std::uint64_t nodes() const { return nodes_; }

private:
    struct stopped {};
    struct table_entry {
        std::uint64_t key = 0;
        std::int32_t score = 0;
        std::uint8_t from = 0;
        std::uint8_t to = 0;
        std::int8_t depth = -1;
        std::uint8_t bound = 0; // 1 lower, 2 upper, 3 exact
    };

    int negamax(int depth, int ply, int alpha, int beta);
    int quiesce(int ply, int alpha, int beta, int depth_left);
    // The score of the position after a move for the side that made it, when the move ended
    // the game inside the search; false otherwise.
    bool ended(int ply, int& score) const;
    void order(const move_list& list, std::array<int, max_moves + max_ray>& scores, move table_move,
               int ply, const capture_squares& captures) const;
    void poll();

    position pos_ = position::start();
    std::vector<std::uint64_t> line_; // hashes along the current line, the root's game first
    std::vector<table_entry> table_;
    std::vector<std::array<move, 2>> killers_;
    std::vector<int> history_; // [from * cell_count + to]
    const stop_check* stop_ = nullptr;
    std::uint64_t nodes_ = 0;
};

// True when `m` would capture at least one enemy ordinary piece or the king.
bool captures_something(const position& pos, move m);

} // namespace plyroom::core::hnefatafl
