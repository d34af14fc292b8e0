// A game of Fetlar Hnefatafl without JSON: a position, the hash of every position so far and,
// once decided, how it ended.
//
// After each move (core/hnefatafl/README.md, "Order of checks"): captures are made and a capture
// resets the 100-ply count (inside position::do_move); then king captured, king escaped,
// encircled; then, for the side now to move, no legal moves; then repetition (the same
// position with the same side to move for the third time, the start being the first); then
// 100 plies without a capture. The first that holds ends the game.
//
// Choices where the rules are silent: encirclement is judged after every move, the
// defenders' own moves included, exactly as the rule is worded; a repetition compares the
// pieces and the side to move through a 64-bit Zobrist hash, and only positions since the last
// capture can repeat (a capture changes the piece count for good).
#pragma once

#include "hnefatafl/movegen.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace plyroom::core::hnefatafl {

inline constexpr int no_capture_ply_limit = 100;

// How a game ended; none while it runs.
enum class ending : std::uint8_t {
    none,
    king_captured,
    king_escaped,
    encircled,
    no_legal_moves,
    repetition,
    no_capture_limit,
};

// protocol/README.md's REASON name of an ending ("king_escaped").
std::string_view ending_reason(ending value);

class tafl_game {
public:
    // A game from the Fetlar start position.
    tafl_game();
    // A game from any playable position (tests, analysis); it counts as the first occurrence
    // of itself, and the game may already be decided there (for instance, encircled).
    explicit tafl_game(const position& start);

    const position& current() const { return pos_; }
    ending end() const { return end_; }
    bool over() const { return end_ != ending::none; }
    // The winning side, or nullopt while running and after a draw.
    std::optional<side> winner() const;
    // How many times the current position, with the same side to move, has stood so far.
    int occurrences() const;

    // Why `m` may not be played now, or nullopt when it is legal.
    std::optional<illegal_move> why_not(move m) const;
    // The same in words only.
    std::optional<std::string> why_illegal(move m) const;
    // Plays a legal move and decides whether the game has ended.
    void play(move m);
    // Every legal move, empty once the game is over.
    std::vector<move> legal_moves() const;
    // Number of move sequences of `depth` moves; a sequence stops where the game ends.
    std::uint64_t perft(int depth) const;

private:
    position pos_;
    std::vector<std::uint64_t> history_; // hash of every position so far, the start first
    ending end_ = ending::none;
};

} // namespace plyroom::core::hnefatafl
